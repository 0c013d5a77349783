// The start screen: the game (each explained in two sentences), who sits where, the computer
// level and an optional seed. On the first visit it asks first which level to play at.

import { h, markError } from "./dom.js";
import { firstVisit, gamesAbout, showLevel } from "./welcome.js";

export const DEFAULTS = {
  variant: "chiva",
  seats: ["human", "computer", "computer", "computer"],
  level: "basic", // Medium: a newcomer who skips the question is not met by the hardest
  seed: null,
};

/** Show the form in `screen`; `onStart(settings)` receives what the player chose. With the
 * seed of the previous match (`lastSeed`), a second button replays its deals. `level`: the
 * level remembered on this device (prefs.js), null until the player chose one, when the screen
 * asks; `onLevel(level)` remembers a level chosen. Returns the screen's column, where the saved
 * matches and the record file opener go below the form. */
export function renderStart(
  screen,
  t,
  settings,
  lastSeed,
  onStart,
  level = null,
  onLevel = () => {},
) {
  const s = { ...DEFAULTS, ...settings, seats: [...(settings.seats || DEFAULTS.seats)] };
  if (level) s.level = level;
  const error = h("p", { class: "form-error", role: "alert", id: "start-error" });

  const variantField = variantChoice(t, "variant", s.variant);
  const levels = levelSelect(t, "level", s.level);
  const seed = seedField(t, "seed", t.seed, s.seed);

  const form = h(
    "form",
    { class: "start card", "aria-labelledby": "start-heading" },
    h("h2", { id: "start-heading" }, t.startHeading),
    variantField,
    gamesAbout(t),
    h(
      "fieldset",
      { class: "seats" },
      h("legend", {}, t.seatsHeading),
      seatRows(t, "seat", s.seats),
    ),
    h("div", { class: "field" }, h("label", { for: "level" }, t.level), levels),
    seed.field,
    error,
    h("button", { type: "submit", class: "primary big" }, t.startButton),
  );

  const replay =
    lastSeed === null || lastSeed === undefined
      ? null
      : h(
          "button",
          { type: "submit", class: "big", name: "replay", value: String(lastSeed) },
          t.sameSeedNamed(lastSeed),
        );
  form.append(replay || "");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    if (event.submitter && event.submitter.name === "replay")
      data.set("seed", event.submitter.value);
    const seats = [1, 2, 3, 4].map((n) => data.get(`seat-${n}`));
    const chosen = seedOf(String(data.get("seed") || ""));
    error.textContent = chosen === undefined ? t.seedInvalid : "";
    markError(seed.input, error, chosen === undefined);
    if (chosen === undefined) return seed.input.focus();
    onLevel(data.get("level"));
    onStart({ variant: data.get("variant"), seats, level: data.get("level"), seed: chosen });
  });

  const question = level
    ? null
    : firstVisit(t, s.level, (chosen) => {
        levels.value = chosen;
        onLevel(chosen);
      });
  // The question's chosen card follows a level picked in the form.
  levels.addEventListener("change", () => showLevel(question, levels.value));
  const wrap = h(
    "div",
    { class: "start-wrap" },
    h("p", { class: "tagline" }, t.tagline),
    question,
    form,
  );
  screen.replaceChildren(wrap);
  // The keyboard starts on the chosen card (a radio group's way), never on one merely first.
  (
    question?.querySelector("input:checked") || screen.querySelector("input[name=variant]:checked")
  )?.focus();
  return wrap;
}

/** A choice of `kinds` for each seat (human or computer by default), each named `words[kind]`;
 * the selects are named `${prefix}-1` to `-4`. */
export function seatRows(t, prefix, seats, kinds = ["human", "computer"], words = t) {
  return [1, 2, 3, 4].map((seat) =>
    h(
      "div",
      { class: "seat-choice" },
      h(
        "label",
        { for: `${prefix}-${seat}` },
        t.seatLabel(seat),
        h("small", {}, ` (${t.seatHint(seat)})`),
      ),
      h(
        "select",
        { id: `${prefix}-${seat}`, name: `${prefix}-${seat}` },
        kinds.map((kind) =>
          h("option", { value: kind, selected: seats[seat - 1] === kind }, words[kind]),
        ),
      ),
    ),
  );
}

/** The game to play, as a row of radio buttons named `name`. */
export function variantChoice(t, name, chosen) {
  return h(
    "fieldset",
    { class: "choice" },
    h("legend", {}, t.game),
    Object.entries(t.games).map(([key, { title }]) =>
      h(
        "label",
        { class: "pill" },
        h("input", { type: "radio", name, value: key, checked: chosen === key }),
        h("span", {}, title),
      ),
    ),
  );
}

/** An optional seed, `label`led: {field, input}. */
export function seedField(t, id, label, seed = null) {
  const input = h("input", {
    id,
    name: id,
    inputmode: "numeric",
    autocomplete: "off",
    value: seed === null || seed === undefined ? "" : String(seed),
    "aria-describedby": `${id}-help`,
  });
  const field = h(
    "div",
    { class: "field" },
    h("label", { for: id }, label),
    input,
    h("small", { id: `${id}-help` }, t.seedHelp),
  );
  return { field, input };
}

/** The largest seed the server takes: seeds are below 2**128, too many for anyone to try each
 * until one gives a commitment shown before a hand. */
const SEED_MAX = 2n ** 128n - 1n;

/** The seed typed, as the string of its digits, spaces around them and leading zeros dropped
 * (the one way the server writes it): null for none, undefined unless it is a whole number from
 * 0 to SEED_MAX. Never a Number: one above 2**53 would be rounded to another seed. */
export function seedOf(raw) {
  const text = raw.trim();
  if (!text) return null;
  if (!/^[0-9]+$/.test(text)) return undefined;
  const seed = BigInt(text);
  return seed <= SEED_MAX ? seed.toString() : undefined;
}

export function levelSelect(t, id, level) {
  return h(
    "select",
    { id, name: id },
    Object.entries(t.levels).map(([key, label]) =>
      h("option", { value: key, selected: level === key }, label),
    ),
  );
}
