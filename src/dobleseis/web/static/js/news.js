// What the other seats did between two views, and what this device's own undo or redo did: as
// data (`said`), worded when it is said (`worded`), so that the news kept while the end of a
// hand is shown is said in the language spoken then. A device says its own moves as it makes
// them (sending.js), and the moves of everyone else as their views arrive, among them those the
// computer made for a seat the device holds while its player was away.

import { endNumber, narrate } from "./narrate.js";

/** News said as its words say it: each item is an action of a seat (narrate.js), with `on`, the
 * number of the end a play went on (null for the lead or where it is not known), and `standIn`,
 * true where the computer made it for a seat this device holds. `side`: who the seats are
 * (teams.js). */
export const worded = (t, items, side) => items.map((a) => narrate(t, a, a.on ?? null, side));

/** The ends after tile `m.play` went on end `m.end` of `ends`, which showed `on` there: that
 * end shows the tile's other half (null where the ends were not known). */
function endsAfter(ends, m, on) {
  if (on === null) return null;
  const [a, b] = m.play.split("-").map(Number);
  const next = [...ends];
  next[m.end === "left" ? 0 : 1] = a === on ? b : a;
  return next;
}

/** The items for `moves` of the seats `told(seat)` says, `standIn(seat)` marking those the
 * computer made for a seat of this device; `ends`: the ends the first of them was played on,
 * followed through the moves (a computer's answer to this device's own move, in the same view,
 * is said with its end too); the moves after a lead from `ends` null are said without. */
function movesSaid(moves, ends, told, standIn) {
  const items = [];
  let now = ends;
  for (const m of moves) {
    const on = endNumber(now, m.end);
    if (told(m.seat)) items.push({ ...m, on, standIn: standIn(m.seat) });
    if (m.play !== undefined) now = endsAfter(now, m, on);
  }
  return items;
}

/** What the seats `told(seat)` says did between views `before` and `after` of one hand, as
 * items, and with a redeal among them its notice (a function of the page's words and `side`, or
 * null). */
function sameHand(before, after, told, standIn) {
  const items = [];
  let notice = null;
  const item = (seat, a) => items.push({ seat, ...a, standIn: standIn(seat) });
  if (after.redeals.length > before.redeals.length) {
    const seat = after.redeals[after.redeals.length - 1];
    if (told(seat)) {
      item(seat, { redeal: true });
      notice = (t, side) => t.redealAnnounced(side.seat(seat));
    }
  } else if (
    after.accepted > before.accepted &&
    before.phase === "accept" &&
    told(before.to_act) &&
    before.to_act_human // a computer accepts at once: three such words a hand would be noise
  ) {
    item(before.to_act, { accept: true });
  }
  if (before.phase === "choose" && after.phase !== "choose" && told(before.to_act)) {
    item(before.to_act, { choose: after.opener });
  }
  const moves = after.moves.slice(before.moves.length);
  items.push(...movesSaid(moves, before.ends, told, standIn));
  return { said: items, notice };
}

/**
 * What was done between views `before` and `after` by the seats other than `mine` (the seats
 * this device holds), and by the computer for a seat of `mine` (one the computer played in
 * either view: the player was away, or the host let it play), as items (`worded` words them):
 * {said, ended, notice, turn}. `said`: in the hand `after` shows; `ended`: where `after` is
 * already in the next hand, the moves that ended the hand `before` showed (its `last_result` has
 * them all), the last of them the one that ended it; `notice`: a redeal's notice (a function of
 * the page's words and the sides), or null; `turn`: something was done (a deal accepted, by
 * anyone, among it) and it is now the turn of `viewer`, the seat this device shows.
 * An undo, a restart or a new match between the two says nothing: their own words do.
 */
export function news(before, after, mine, viewer) {
  const none = { said: [], ended: [], notice: null, turn: false };
  if (!before || before.version >= after.version) return none;
  const computer = (seat) => [before, after].some((v) => v.seats?.[seat - 1] === "computer");
  const standIn = (seat) => mine.includes(seat) && computer(seat);
  const told = (seat) => !mine.includes(seat) || standIn(seat);
  let found = none;
  // the hand shown before is over now: `after` is in the next one, or the match is over
  const ended = after.last_result?.number === before.hand_number && before.phase !== "over";
  if (ended) {
    const finished = after.last_result.moves.slice(before.moves.length);
    found = {
      ...none,
      ended: movesSaid(finished, before.ends, told, standIn),
      said: movesSaid(after.moves, null, told, standIn),
    };
  } else if (before.hand_number === after.hand_number) {
    found = { ...none, ...sameHand(before, after, told, standIn) };
  }
  const yours = Boolean(viewer) && after.to_act === viewer && after.phase !== "over";
  // a computer's acceptance is not said, yet the turn it passes on is news
  const came =
    found.said.length + found.ended.length > 0 ||
    after.accepted > before.accepted ||
    (before.phase === "accept" && after.phase !== "accept");
  return { ...found, turn: yours && came };
}

/** The moves of the hand of view `fewer` in view `more`, which shows that hand or the next
 * (its `last_result` has them all); null when `more` is further on. */
function handMoves(fewer, more) {
  if (more.hand_number === fewer.hand_number) return more.moves;
  return more.last_result?.number === fewer.hand_number ? more.last_result.moves : null;
}

/** The choice an undo took back, or a redo made again (`again`), between view `fewer` (just
 * before it: an undo stops there, a redo starts there) and view `more` (after it, and the moves
 * that came of it): the seat to act in `fewer` made it, as the phase there says (a tile played,
 * a pass made again, a deal accepted or redealt, who opens); null where it cannot be known from
 * the two. A pass is no choice an undo takes back (it goes back to a person's choice,
 * session/table/table.py), but a redo from a restart, at a seat that has to pass, makes one. */
function choiceMade(fewer, more, again) {
  const moves = handMoves(fewer, more);
  if (!moves) return null;
  const seat = fewer.to_act;
  if (fewer.phase === "play") {
    const m = moves[fewer.moves.length];
    return m?.play !== undefined || (again && m?.pass) ? m : null;
  }
  if (fewer.phase === "choose") {
    const opener = moves[0]?.seat ?? (more.hand_number === fewer.hand_number ? more.opener : null);
    return opener ? { seat, choose: opener } : null;
  }
  // A deal's choice seen from the next hand is not known: a redeal leaves no trace there.
  if (fewer.phase !== "accept" || more.hand_number !== fewer.hand_number) return null;
  // a redeal since is this seat's choice where the first is its own, else a computer's after
  // its acceptance
  const redealt = more.redeals[fewer.redeals.length] === seat;
  return redealt ? { seat, redeal: true } : { seat, accept: true };
}

/** Whether view `fewer` lies on the way to view `more` on one timeline: `more` shows its hand
 * (the same deal, with the redeals since) or the next, with `fewer`'s moves first among its. */
function onTheWay(fewer, more) {
  const moves = handMoves(fewer, more);
  if (!moves || moves.length < fewer.moves.length) return false;
  const same = (m, n) => m.seat === n.seat && m.play === n.play && m.pass === n.pass;
  const redeals =
    more.hand_number !== fewer.hand_number ||
    fewer.redeals.every((seat, i) => more.redeals[i] === seat);
  return redeals && fewer.moves.every((m, i) => same(m, moves[i]));
}

/** The choice a redo asked at view `at` would make again (as choiceMade says it), known from
 * `end`: the view of the end of the timeline this device saw last (views.js keeps it), which
 * the table saw made. Null where it cannot be known: nothing to redo at `at`, `end` not known
 * (the page came since the undo), another table's, not further on `at`'s timeline or more than
 * a hand on, or past the hand of a deal `at` is to accept (a redeal would leave no trace). */
export function redoChoice(at, end) {
  if (!at?.can_redo || !end || end.id !== at.id || !onTheWay(at, end)) return null;
  return choiceMade(at, end, true);
}

/** The words for choice `a` (choiceMade) an undo took back (`undo`) or a redo made again,
 * its seats as `side` names them: a tile back in a hand or played again, a pass made again, a
 * deal accepted or redealt, who opens; "Undone." or "Redone." alone where it cannot be known. */
function doneWords(t, undo, a, side) {
  const s = t.said;
  if (!a) return undo ? s.undone : s.redone;
  const p = side.seat(a.seat);
  if (a.play !== undefined) return (undo ? s.undonePlay : s.redonePlay)(p, a.play);
  if (a.pass) return s.redonePass(p);
  if (a.choose) return undo ? s.undoneChoose(p) : s.redoneChoose(p, side.seat(a.choose));
  if (a.redeal) return undo ? s.undoneRedeal(p) : s.redoneRedeal(p);
  return undo ? s.undoneAccept(p) : s.redoneAccept(p);
}

/** What this device's own undo or redo (`kind`), done at once, did from view `before` to view
 * `after`, in words: {done, turn}. `done`: the choice it took back (a tile back in a hand, a
 * deal not accepted yet, who opens not chosen yet), or the one it made again (a tile played, a
 * pass, a deal accepted or redealt, who opens), over the end of a hand too; "Undone." alone
 * left a player to find out what went where. `turn`: whose turn it is now, to do what, as the
 * status line says it ("Who opens?" where an undo took back that choice, not "Your turn.");
 * null once the match is over. `side`: who the seats are (teams.js). */
export function timelineNews(t, kind, before, after, side) {
  const undo = kind === "undo";
  const a = undo ? choiceMade(after, before, false) : choiceMade(before, after, true);
  const done = doneWords(t, undo, a, side);
  const turn = after.phase === "over" ? null : t.said.turnNow(side.seat(after.to_act), after.phase);
  return { done, turn };
}

/** The words for choice `a` (choiceMade) an undo everyone at a friends' table agreed to took
 * back (`undo`) or a redo made again, its seats as `side` names them, each in a sentence of its
 * own: a tile taken back ("back in your hand" on its player's own device) or played again; a
 * pass made again; a Haiti deal's acceptance or redeal taken back or made again, the choice of
 * who opens taken back (and, on the other devices, what its player does now) or made again. */
function agreedWords(t, undo, a, side) {
  const s = t.said;
  const p = side.seat(a.seat);
  if (a.play !== undefined) return (undo ? s.agreedUndonePlay : s.agreedRedonePlay)(p, a.play);
  if (a.pass) return s.agreedRedonePass(p);
  if (a.choose)
    return undo ? s.agreedUndoneChoose(p) : s.agreedRedoneChoose(p, side.seat(a.choose));
  if (a.redeal) return undo ? s.agreedUndoneRedeal(p) : s.agreedRedoneRedeal(p);
  return undo ? s.agreedUndoneAccept(p) : s.agreedRedoneAccept(p);
}

/** What an undo or redo (`kind`) everyone at a friends' table agreed to did from view `before`
 * (the one it was asked at) to view `after`, in the words every device of the table says: the
 * choice it took back or made again, and whose (`agreedWords`); the agreement alone where it
 * cannot be known. Only choices the table saw are named: a tile taken back was on the line, one
 * played again is. An undo says whose turn it is on the device whose turn it now is: no view
 * says it then (a move undone is no move made), where a redo's says it with the moves after it.
 * `side`: teams.js. */
export function agreedNews(t, kind, before, after, side) {
  const undo = kind === "undo";
  const a = undo ? choiceMade(after, before, false) : choiceMade(before, after, true);
  const words = a ? agreedWords(t, undo, a, side) : t.offerAgreed(kind);
  const yours = undo && after.phase !== "over" && side.seat(after.to_act).you;
  return yours ? `${words} ${t.said.turnNow(side.seat(after.to_act), after.phase)}` : words;
}

/** News `told` (`news`) of the view a redo everyone agreed to made from view `before`, without
 * the choice it made again: the agreement says it (`agreedNews`), not as a move made anew. */
export function withoutRedone(told, before) {
  const redone = (items) => items[0]?.seat === before.to_act;
  if (told.ended.length) return redone(told.ended) ? { ...told, ended: told.ended.slice(1) } : told;
  return redone(told.said) ? { ...told, said: told.said.slice(1) } : told;
}
