// The start screen: the game, who sits where, the computer level and an optional seed.

import { h } from "./dom.js";

export const DEFAULTS = {
  variant: "chiva",
  seats: ["human", "computer", "computer", "computer"],
  level: "strong",
  seed: null,
};

/** Show the form in `screen`; `onStart(settings)` receives what the player chose. With the
 * seed of the previous match (`lastSeed`), a second button replays its deals. Returns the
 * screen's column, where the saved matches and the record file opener go below the form. */
export function renderStart(screen, t, settings, lastSeed, onStart) {
  const s = { ...DEFAULTS, ...settings, seats: [...(settings.seats || DEFAULTS.seats)] };
  const error = h("p", { class: "form-error", role: "alert", id: "start-error" });

  const variantField = h(
    "fieldset",
    { class: "choice" },
    h("legend", {}, t.game),
    Object.entries(t.variants).map(([key, label]) =>
      h(
        "label",
        { class: "pill" },
        h("input", { type: "radio", name: "variant", value: key, checked: s.variant === key }),
        h("span", {}, label),
      ),
    ),
  );

  const level = levelSelect(t, "level", s.level);
  const seed = h("input", {
    id: "seed",
    name: "seed",
    inputmode: "numeric",
    autocomplete: "off",
    value: s.seed === null || s.seed === undefined ? "" : String(s.seed),
    "aria-describedby": "seed-help",
  });

  const form = h(
    "form",
    { class: "start card", "aria-labelledby": "start-heading" },
    h("h2", { id: "start-heading" }, t.startHeading),
    variantField,
    h("fieldset", { class: "seats" }, h("legend", {}, t.seatsHeading), seatRows(t, "seat", s.seats)),
    h("div", { class: "field" }, h("label", { for: "level" }, t.level), level),
    h(
      "div",
      { class: "field" },
      h("label", { for: "seed" }, t.seed),
      seed,
      h("small", { id: "seed-help" }, t.seedHelp),
    ),
    error,
    h("button", { type: "submit", class: "primary big" }, t.startButton),
  );

  const replay =
    lastSeed === null || lastSeed === undefined
      ? null
      : h("button", { type: "submit", class: "big", name: "replay", value: String(lastSeed) }, t.sameSeedNamed(lastSeed));
  form.append(replay || "");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    if (event.submitter && event.submitter.name === "replay") data.set("seed", event.submitter.value);
    const seats = [1, 2, 3, 4].map((n) => data.get(`seat-${n}`));
    const raw = String(data.get("seed") || "").trim();
    error.textContent = "";
    if (raw && !(/^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)))) {
      error.textContent = t.seedInvalid;
      seed.focus();
      return;
    }
    onStart({
      variant: data.get("variant"),
      seats,
      level: data.get("level"),
      seed: raw ? Number(raw) : null,
    });
  });

  const wrap = h("div", { class: "start-wrap" }, h("p", { class: "tagline" }, t.tagline), form);
  screen.replaceChildren(wrap);
  screen.querySelector("input[name=variant]:checked")?.focus();
  return wrap;
}

/** A human/computer choice for each seat; the selects are named `${prefix}-1` to `-4`. */
export function seatRows(t, prefix, seats) {
  return [1, 2, 3, 4].map((seat) =>
    h(
      "div",
      { class: "seat-choice" },
      h("label", { for: `${prefix}-${seat}` }, t.seatLabel(seat), h("small", {}, ` (${t.seatHint(seat)})`)),
      h(
        "select",
        { id: `${prefix}-${seat}`, name: `${prefix}-${seat}` },
        ["human", "computer"].map((kind) => h("option", { value: kind, selected: seats[seat - 1] === kind }, t[kind])),
      ),
    ),
  );
}

export function levelSelect(t, id, level) {
  return h(
    "select",
    { id, name: id },
    Object.entries(t.levels).map(([key, label]) => h("option", { value: key, selected: level === key }, label)),
  );
}
