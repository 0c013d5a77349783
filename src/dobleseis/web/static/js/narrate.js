// What happened at the table, in the player's words: an action as the hint names it and as the
// live region says it, the result of a hand and its change to the score. Words only, from what
// the server says: no rule is worked out here, and nothing is drawn.

import { ordered, sides } from "./teams.js";

/** The number showing on the end `side` ("left" or "right") of `ends`, which a player names
 * with its side ("Left end, 2"); null for a lead or when the ends are unknown. */
export function endNumber(ends, side) {
  return ends && side ? ends[side === "left" ? 0 : 1] : null;
}

/** An action in words, as the hint names it; `ends`: the ends it is played on; `side`: who
 * the seats are (teams.js), its players' names. A play is named by the number its end shows,
 * as the end's button shows it, never by the end's side: the line bends where it is long
 * (line.js), and its right end may be drawn at the left of the screen. Where both ends show
 * that number either end is the same move (RULES.md §1.4), and the words say so. */
export function describe(t, a, ends, side = sides(null)) {
  if (a.play !== undefined) {
    const on = endNumber(ends, a.end);
    return t.actionText.play(a.play, on, on !== null && ends[0] === ends[1]);
  }
  if (a.pass) return t.actionText.pass;
  if (a.accept) return t.actionText.accept;
  if (a.redeal) return t.actionText.redeal;
  return t.actionText.choose(side.seat(a.choose));
}

/** A reason a hint or a review gives (docs/api.md, REASON) in the player's words (the server's
 * English if this language lacks it), a seat it names as `side` names it: by its player's name,
 * "your partner", or where it sits from the seat shown ("the player on your right"), which is
 * the seat the reasons are for (the hint's, a reviewed move of this device's seat). */
export const reasonText = (t, r, side = sides(null)) =>
  t.reasons[r.key] ? t.reasons[r.key]("seat" in r ? { ...r, seat: side.seat(r.seat) } : r) : r.text;

/** An action done by a seat, as the live region says it ("Ana plays 6-5 on the 5.", "Seat 2
 * passes."), or done for it by the computer where `a.standIn` says so ("For you, the computer
 * plays 6-5 on the 5.": on the device of a player who was away, or whose seat the host let the
 * computer play); `on`: the number of the end a play went on (null for the lead); `side`: who
 * the seats are (teams.js). */
export function narrate(t, a, on, side = sides(null)) {
  const by = side.seat(a.seat);
  const said = a.standIn ? t.said.standIn : t.said;
  if (a.play !== undefined) return said.play(by, a.play, on);
  if (a.pass) return said.pass(by);
  if (a.accept) return said.accept(by);
  if (a.redeal) return said.redeal(by);
  return said.choose(by, side.seat(a.choose));
}

/** What happened in hand `r` of a `variant` match in words (the block's pips, Dékabès, the streak
 * or points), from what the server says of it: no rule is worked out here. `side`: the teams
 * named from the viewer's side (teams.js). */
export function resultWords(t, variant, r, side = sides(null)) {
  const words = [];
  const [side13, side24] = r.compared; // what the block compared (`measure`), as the server says
  const winner = r.winner ? side.of(r.winner) : null;
  if (r.result === "domino") {
    words.push(t.dominoBy(side.seat(r.seat), winner));
    if (r.dekabes) words.push(t.dekabes(r.base_before, r.points));
  } else if (r.result === "block") {
    const [w, l] = r.winner === "13" ? [side13, side24] : [side24, side13];
    words.push(t.blockBy[r.measure](winner, w, l));
  } else {
    words.push(t.tieBy[r.measure](side13));
  }
  if (r.change === "reset") words.push(t.streakBroken(winner));
  else if (r.change === "added" && !r.dekabes)
    words.push(t.games[variant].scoring(winner, r.points));
  return words;
}

/** The score change of hand `r` in words, ours first. */
export const scoreChangeWords = (t, r, side) =>
  t.scoreChange(side.order.map(side.of), ordered(side, r.before), ordered(side, r.score));
