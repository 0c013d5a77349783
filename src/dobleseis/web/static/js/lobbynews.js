// What the live region says of a friends' table as its TABLE changes, which no move says: a
// seat taken while the table is being set, to everyone waiting at it (the host hears when Start
// the match can be pressed), and the match begun, as for a table entered (views.js `standing`):
// the player whose turn it is to accept the deal or to open hears it is theirs.

import { sidesOf } from "./teams.js";

/** The words for the seats `taken` at the table of state `s`, and what comes next: the seats
 * still free, else the host's start (the host is told it can, the others that it waits). */
function seatedWords(t, s, taken) {
  const side = sidesOf(s);
  const free = s.table.seats.filter((x) => x.kind === "invited" && !x.taken).length;
  const next = free ? t.seatsFree(free) : s.you?.host ? t.said.allSeated : t.waitingHost;
  return [...taken.map((x) => t.said.seated(side.seat(x.seat))), next];
}

/** Follow the table shown in the store of `game` (game.js), from one TABLE to the next. A
 * device's own seat, taken there, is not news to it; a table entered, or left, tells nothing. */
export function lobbyNews(game) {
  const { store, t, say } = game;
  let before = store.get();
  store.subscribe((s) => {
    const was = before;
    before = s;
    if (!s.table || !was.table || s.table === was.table || s.id !== was.id) return;
    if (was.table.started) return;
    if (s.table.started) return game.standing();
    const taken = s.table.seats.filter(
      (x, i) => x.taken && !was.table.seats[i]?.taken && !s.held.includes(x.seat),
    );
    if (taken.length) say(seatedWords(t, s, taken).join(" "));
  });
}
