// What the other seats did between two views, in words: a device says its own moves as it makes
// them (commands.js), and the moves of everyone else as their views arrive.

import { endNumber, narrate } from "./narrate.js";

/** The words for what the seats other than `mine` (the seats this device holds) did between
 * views `before` and `after`, and with a redeal among them its notice (a function of the page's
 * words, or null). `viewer`: the seat this device shows, told when it is its turn; `side`: who
 * the seats are (teams.js). */
export function news(t, before, after, mine, viewer, side) {
  const words = [];
  let notice = null;
  if (!before || before.version >= after.version || before.hand_number !== after.hand_number) {
    return { words, notice };
  }
  const others = (seat) => !mine.includes(seat);
  if (after.redeals.length > before.redeals.length) {
    const seat = after.redeals[after.redeals.length - 1];
    if (others(seat)) {
      words.push(narrate(t, { seat, redeal: true }, null, side));
      notice = () => t.redealAnnounced(side.seat(seat));
    }
  } else if (
    after.accepted > before.accepted &&
    before.phase === "accept" &&
    others(before.to_act) &&
    before.to_act_human // a computer accepts at once: three such words a hand would be noise
  ) {
    words.push(narrate(t, { seat: before.to_act, accept: true }, null, side));
  }
  if (before.phase === "choose" && after.phase !== "choose" && others(before.to_act)) {
    words.push(narrate(t, { seat: before.to_act, choose: after.opener }, null, side));
  }
  if (after.moves.length > before.moves.length) {
    after.moves.slice(before.moves.length).forEach((m, i) => {
      const on = i === 0 ? endNumber(before.ends, m.end) : null;
      if (others(m.seat)) words.push(narrate(t, m, on, side));
    });
  }
  if (words.length && viewer && after.to_act === viewer && after.phase !== "over")
    words.push(t.said.yourTurn);
  return { words, notice };
}
