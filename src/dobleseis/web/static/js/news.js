// What the other seats did between two views, in words: a device says its own moves as it makes
// them (commands.js), and the moves of everyone else as their views arrive.

import { endNumber, narrate } from "./narrate.js";

/** The words for `moves` of the seats `others(seat)` holds; `ends`: the ends the first of them
 * was played on (the next ones' are not known here: they are said without). */
function movesSaid(t, moves, ends, others, side) {
  const words = [];
  moves.forEach((m, i) => {
    const on = i === 0 ? endNumber(ends, m.end) : null;
    if (others(m.seat)) words.push(narrate(t, m, on, side));
  });
  return words;
}

/** What the seats other than `mine` (the seats this device holds) did between views `before`
 * and `after` of one hand, in words, and with a redeal among them its notice (a function of the
 * page's words, or null). */
function sameHand(t, before, after, others, side) {
  const words = [];
  let notice = null;
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
  const moves = after.moves.slice(before.moves.length);
  words.push(...movesSaid(t, moves, before.ends, others, side));
  return { words, notice };
}

/**
 * What the seats other than `mine` (the seats this device holds) did between views `before` and
 * `after`, in words: {words, ended, notice, turn}. `words`: in the hand `after` shows; `ended`:
 * where `after` is already in the next hand, the moves that ended the hand `before` showed
 * (its `last_result` has them all), the last of them the one that ended it; `notice`: a
 * redeal's notice (a function of the page's words), or null; `turn`: something was done (a
 * deal accepted, by anyone, among it) and it is now the turn of `viewer`, the seat this device
 * shows. `side`: who the seats are (teams.js).
 * An undo, a restart or a new match between the two says nothing: their own words do.
 */
export function news(t, before, after, mine, viewer, side) {
  const none = { words: [], ended: [], notice: null, turn: false };
  if (!before || before.version >= after.version) return none;
  const others = (seat) => !mine.includes(seat);
  let told = none;
  // the hand shown before is over now: `after` is in the next one, or the match is over
  const ended = after.last_result?.number === before.hand_number && before.phase !== "over";
  if (ended) {
    const finished = after.last_result.moves.slice(before.moves.length);
    told = {
      ...none,
      ended: movesSaid(t, finished, before.ends, others, side),
      words: movesSaid(t, after.moves, null, others, side),
    };
  } else if (before.hand_number === after.hand_number) {
    told = { ...none, ...sameHand(t, before, after, others, side) };
  }
  const yours = Boolean(viewer) && after.to_act === viewer && after.phase !== "over";
  // a computer's acceptance is not said, yet the turn it passes on is news
  const came =
    told.words.length + told.ended.length > 0 ||
    after.accepted > before.accepted ||
    (before.phase === "accept" && after.phase !== "accept");
  return { ...told, turn: yours && came };
}

/** What this device's own undo or redo (`kind`), done at once, did from view `before` to view
 * `after`, in words: the tile it took back into a hand or played again (said without its tile
 * where it went over the end of a hand, or was a choice of Haiti's deal), the moves of the
 * others that came back with a redo (`words`, from `news`), and whose turn it is now. "Undone."
 * alone left a player to find out what went where. `side`: who the seats are (teams.js). */
export function timelineNews(t, kind, before, after, words, side) {
  const undo = kind === "undo";
  const [fewer, more] = undo ? [after, before] : [before, after];
  const sameHand = before.hand_number === after.hand_number;
  const m = sameHand ? more.moves[fewer.moves.length] : undefined;
  const done =
    m?.play === undefined
      ? t.said[undo ? "undone" : "redone"]
      : t.said[undo ? "undonePlay" : "redonePlay"](side.seat(m.seat), m.play);
  if (after.phase === "over") return [done, ...words];
  return [done, ...words, t.said.turnNow(side.seat(after.to_act))];
}
