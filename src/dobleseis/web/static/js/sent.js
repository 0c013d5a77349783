// Your own move shown the moment it is made, before the server answers: the tile leaves your
// hand and lies on the end you chose. No rule is worked out here: the tile and its end are the
// ones sent, the end's number is the one the view shows; the server's next view is the truth,
// and a refusal takes the move back (sending.js). A move still on its way after a while, or
// whose connection dropped, is marked as not yet taken: its tile on the line and its plate.

import { numbers, sameTile } from "./tiles.js";

/** `view` as it looks once seat `seat`'s `play` lies on `end` ("left", "right", or none on the
 * empty line), the number that matches the end turned inward, and is the last move (the tile
 * slides in from your hand); nothing is left to do until the server answers (no legal action).
 * `waiting`: the move is still being sent, its tile and its move marked `unsent`, and the view
 * `sending` (its status says so, not "your turn"). */
export function withSent(view, { seat, play, end, waiting = false }) {
  const [a, b] = numbers(play);
  const mark = waiting ? { unsent: true } : {};
  const shown = {
    ...view,
    hand: view.hand.filter((tile) => !sameTile(tile, play)),
    counts: view.counts.map((c, i) => (i === seat - 1 ? c - 1 : c)),
    moves: [...view.moves, { seat, play, ...(end ? { end } : {}), ...mark }],
    legal: [],
    ...(waiting ? { sending: true } : {}),
  };
  if (!view.line.length || !view.ends) {
    return { ...shown, line: [{ tile: play, left: a, right: b, ...mark }], ends: [a, b] };
  }
  if (end === "left") {
    const [at, other] = view.ends[0] === a ? [a, b] : [b, a];
    return {
      ...shown,
      line: [{ tile: play, left: other, right: at, ...mark }, ...view.line],
      ends: [other, view.ends[1]],
    };
  }
  const [at, other] = view.ends[1] === a ? [a, b] : [b, a];
  return {
    ...shown,
    line: [...view.line, { tile: play, left: at, right: other, ...mark }],
    ends: [view.ends[0], other],
  };
}
