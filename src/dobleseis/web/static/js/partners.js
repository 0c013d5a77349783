// Who partners whom at a table, in the players' words: "You and Ana play together against Ben
// and the computer". The lobby says it before the match starts, as the seats are being taken.

import { h } from "./dom.js";
import { otherTeam, ourTeam, partnerOf, seatsOf, teamOf } from "./teams.js";

/** Seat `seat` of `table` as the sentence names it: this device's player ("you", where the
 * device holds that one seat only), a name, the computer, a seat still free, or the seat. */
function who(table, you, seat) {
  const s = table.seats[seat - 1];
  if (you.seats.length === 1 && you.seats[0] === seat) return { you: true };
  if (s.name) return { name: s.name };
  if (s.computer) return { computer: true };
  if (s.kind === "invited" && !s.taken) return { free: true };
  return { seat };
}

/** The sentence of the two teams of `table` for a device whose secrets prove `you`: its own
 * team first (with "you" first in it), else seats 1 and 3 first. */
export function partnersLine(t, table, you = { seats: [] }) {
  const team = ourTeam(you.seats);
  const first = team ? seatsOf(team) : [1, 3];
  const mine = first.find((seat) => you.seats.includes(seat)) ?? first[0];
  const us = [mine, partnerOf(mine)];
  const them = seatsOf(otherTeam(teamOf(mine)));
  const words = (seats) => seats.map((seat) => who(table, you, seat));
  return h("p", { class: "partners", id: "partners" }, t.partners(words(us), words(them)));
}
