// Celebrations at the end of a hand: a Chiva, a Dékabès, a match won, each announced on the
// end-of-hand card (with confetti, none under reduced motion: app.css) and in the live region.
// A match won is celebrated in its game's words (a Chiva match is always won 4–0, a Chiva:
// RULES.md §2.6); a Dékabès is what the server says of the hand (`dekabes`); nothing is worked
// out here. Joy is for
// the winners: the device that lost is told kindly, without confetti.

import { h, keepWhole } from "./dom.js";
import { ordered } from "./teams.js";

const CONFETTI = 12;

/** What there is to celebrate at the end of hand `r` of `view`: {kind, winner, won} or null
 * (`kind`: "dekabes", or the game of a match won, which picks its words);
 * `won`: true for us, false for them, null when the device takes no side (teams.js). */
function occasion(view, side) {
  const r = view.last_result;
  let kind = null;
  if (view.phase === "over" && view.winner) kind = view.variant;
  else if (r?.dekabes) kind = "dekabes";
  if (!kind) return null;
  const team = kind === "dekabes" ? r.winner : view.winner;
  const winner = side.of(team);
  return { kind, winner, won: winner.role === null ? null : winner.role === "us" };
}

/** The final score, the winner's first ("4–0"). */
function finalScore(view, side) {
  const [a, b] = ordered(side, view.score);
  return side.order[0] === view.winner ? `${a}–${b}` : `${b}–${a}`;
}

/** The words of the celebration: [title, sentence], or null. */
function words(t, view, side) {
  const o = occasion(view, side);
  if (!o) return null;
  const r = view.last_result;
  const { cheers } = t.games[view.variant];
  if (o.kind === "dekabes") {
    const by = side.seat(r.seat);
    return [cheers.dekabes.title(o.won), cheers.dekabes.text(by, o.winner, r.points)];
  }
  return [cheers.match.title(o.won), cheers.match.text(o.winner, finalScore(view, side))];
}

/** The celebration as the live region says it ("" for none). A title without a mark of its own
 * ("Match lost") ends with a full stop, so that a screen reader pauses before the sentence. */
export function cheerWords(t, view, side) {
  const said = words(t, view, side);
  if (!said) return "";
  const [title, text] = said;
  return `${title}${/[.!?…]$/.test(title) ? "" : "."} ${text}`;
}

/** The pieces of confetti, spread evenly across the card, each falling a little after or before
 * its neighbours (a fixed scramble of the delays: the same picture every time). */
function confetti() {
  return Array.from({ length: CONFETTI }, (_, i) => {
    const piece = h("span");
    piece.style.setProperty("--left", `${((i + 0.5) * 100) / CONFETTI}%`);
    piece.style.setProperty("--delay", `${((i * 5) % CONFETTI) * 0.05}s`);
    return piece;
  });
}

/** The celebration on the end-of-hand card, or null. */
export function celebration(t, view, side) {
  const said = words(t, view, side);
  if (!said) return null;
  const { kind, won } = occasion(view, side);
  const joy = won !== false;
  return h(
    "div",
    { class: `cheer cheer-${kind}${joy ? "" : " lost"}`, dataset: { cheer: kind } },
    joy ? h("div", { class: "confetti", "aria-hidden": "true" }, confetti()) : null,
    h("strong", {}, said[0]),
    h("p", {}, keepWhole(said[1])), // "4–0" on one line
  );
}
