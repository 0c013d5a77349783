// "Play now" (quick match): the start screen's card — this device's player, a button per game,
// a friend as partner (a code to read out, or the friend's code typed), the lobby of public
// tables — and the waiting table: who has joined, the countdown to the computers, "Start with
// computers", and the partner's code while it is kept.

import { avatarOf } from "./avatar.js";
import { h } from "./dom.js";
import { typedCode } from "./online.js";
import { partnerOf } from "./teams.js";

/** A player as the others see them: avatar and name. */
export const playerTag = (avatar, name, extra = null) =>
  h("span", { class: "player-tag" }, avatarOf(avatar, name), h("span", {}, name), extra);

/** The public match under way where this device holds a seat, from the start screen's list
 * of its matches (`saved`: SUMMARY..., each saying whether it is `public`), or null. Left, it
 * goes on without its player, and the way back to it (the start screen's first card) is the
 * first thing to tap, not another match. A match its table left for a new one (`next`) goes on
 * no more. */
export const matchGoingOn = (saved) =>
  (saved || []).find((m) => !m.over && !m.next && m.you?.seats?.length && m.public) || null;

/** The start screen's "Play now" card for state `s`; `on`: {playNow(variant, options),
 * profile(), tables()}. */
export function renderPlayNow(t, s, on) {
  const a = t.anyone;
  const going = matchGoingOn(s.saved);
  const partner = h("input", { type: "checkbox", id: "play-partner", name: "partner" });
  const code = h("input", {
    id: "pair-code",
    name: "pair",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    "aria-describedby": "pair-help",
  });
  const error = h("p", { class: "form-error", role: "alert", id: "pair-error" });
  const pairForm = h(
    "form",
    { class: "pair-form", "aria-labelledby": "pair-heading" },
    h("h3", { id: "pair-heading" }, a.pairHeading),
    h(
      "div",
      { class: "field" },
      h("label", { for: "pair-code" }, t.codeLabel),
      code,
      h("small", { id: "pair-help" }, a.pairHelp),
    ),
    error,
    h("button", { type: "submit" }, a.joinFriend),
  );
  pairForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = typedCode(code.value);
    error.textContent = typed ? "" : t.codeInvalid;
    if (!typed) return code.focus();
    on.playNow(null, { pair: typed });
  });
  const games = Object.entries(t.games).map(([variant, { title }]) =>
    h(
      "button",
      {
        type: "button",
        class: going ? "big" : "primary big",
        onclick: () => on.playNow(variant, { partner: partner.checked }),
      },
      a.playGame(title),
    ),
  );
  const news = typeof s.profileNews === "function" ? s.profileNews() : s.profileNews;
  return h(
    "section",
    { class: "play-now card", "aria-labelledby": "play-now-heading" },
    h("h2", { id: "play-now-heading" }, a.heading),
    h("p", {}, a.help),
    news ? h("p", { class: "profile-news" }, news) : null, // said as it came (player.js)
    h(
      "p",
      { class: "me-row" },
      s.profile ? playerTag(s.profile.avatar, s.profile.name) : h("span", {}, a.noProfile),
      h(
        "button",
        { type: "button", class: "small", id: "profile-open", onclick: on.profile },
        s.profile ? a.editProfile : a.makeProfile,
      ),
    ),
    h("div", { class: "row-buttons play-games" }, games),
    h("div", { class: "field check" }, partner, h("label", { for: "play-partner" }, a.withFriend)),
    h(
      "p",
      {},
      h("button", { type: "button", id: "open-tables", onclick: on.tables }, a.tablesButton),
    ),
    h("details", { class: "pair-details" }, h("summary", {}, a.pairSummary), pairForm),
  );
}

/** The seconds left until `deadline` (the server's Unix ms), by this device's clock corrected
 * by `skew` (the server's clock minus this one's). */
const left = (deadline, skew) => Math.max(0, Math.ceil((deadline - Date.now() - skew) / 1000));

let ticking = null; // the countdown shown, counted down each second

/** The countdown to the computers, counting down by itself while it is on the page. */
function countdown(t, deadline, skew) {
  clearInterval(ticking);
  const text = h("span", { id: "countdown-left" }, t.anyone.countdown(left(deadline, skew)));
  const box = h("p", { class: "countdown", role: "timer", "aria-live": "off" }, text);
  ticking = setInterval(() => {
    if (!box.isConnected) return clearInterval(ticking);
    text.textContent = t.anyone.countdown(left(deadline, skew));
  }, 1000);
  return box;
}

/** What a seat of the waiting table is to this device's player (`mine`: the seats it holds):
 * theirs, their partner's (the seat a stranger most wants to know about), kept for the friend
 * they asked for, someone else's, or free. */
function waitingState(t, seat, mine, kept) {
  const mate = mine.length === 1 && seat.seat === partnerOf(mine[0]);
  if (seat.taken)
    return mine.includes(seat.seat)
      ? t.seatState.yours
      : mate
        ? t.anyone.partnerHere
        : t.seatState.connected;
  if (kept.includes(seat.seat)) return t.anyone.keptForPartner;
  return mate ? t.anyone.partnerOpen : t.anyone.seatOpen;
}

/** Each seat of a waiting public table: who has joined, a seat kept for a partner, or free. */
function waitingSeats(t, s) {
  const table = s.table;
  const kept = table.public?.kept || [];
  const mine = s.you?.seats || [];
  return h(
    "ul",
    { class: "people waiting-seats", "aria-label": t.tableTitle },
    table.seats.map((seat) => {
      const state = waitingState(t, seat, mine, kept);
      return h(
        "li",
        { class: `person${seat.taken ? "" : " state-free"}`, dataset: { seat: String(seat.seat) } },
        h(
          "span",
          { class: "person-who" },
          seat.taken && seat.name ? playerTag(seat.avatar, seat.name) : t.seatLabel(seat.seat),
        ),
        h("span", { class: "person-state" }, state),
      );
    }),
  );
}

/** Whether the partner this device's player asked for has sat down: the partner's code, read
 * out to them, has done its job (the seat opposite says "your partner"). */
function partnerSat(s) {
  const mine = s.you?.seats || [];
  return mine.length === 1 && Boolean(s.table.seats[partnerOf(mine[0]) - 1]?.taken);
}

/** The waiting table of a quick match (state `s`); `on.fill()`: start with computers;
 * `on.leave()`: give up the seat (free again for anyone). */
export function renderWaiting(screen, t, s, on) {
  const table = s.table;
  const game = t.games[s.view.variant]?.title || s.view.title;
  const deadline = table.public?.deadline;
  const pair = s.pair && s.pair.id === s.id && !partnerSat(s) ? s.pair.code : null;
  screen.replaceChildren(
    h(
      "section",
      { class: "lobby waiting card", "aria-labelledby": "lobby-title" },
      h("h2", { id: "lobby-title", tabindex: "-1" }, t.anyone.waitingHeading(game)),
      h("p", {}, t.anyone.waitingHelp(t.levels[table.public?.level] || "")),
      waitingSeats(t, s),
      deadline && s.skew !== null ? countdown(t, deadline, s.skew) : null,
      pair
        ? h(
            "p",
            { class: "invite-code pair-code" },
            h("span", {}, t.anyone.pairShow),
            " ",
            h("strong", { id: "pair-shown", "aria-label": t.codeSpoken(pair) }, pair),
          )
        : null,
      (s.you?.seats || []).length
        ? h(
            "div",
            { class: "row-buttons" },
            h(
              "button",
              { type: "button", class: "primary", id: "fill-now", onclick: on.fill },
              t.anyone.fillNow,
            ),
            h(
              "button",
              { type: "button", id: "give-up-seat", onclick: on.leave },
              t.anyone.giveUpSeat,
            ),
          )
        : null,
    ),
  );
}
