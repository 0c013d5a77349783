// The two teams as the player sees them: "Us" and "Them" from where the device sits, each with
// its seats and its colour (the class `team-13` or `team-24`, app.css). In data a team stays
// "13" or "24"; only the words and the colour come from here.

export const partnerOf = (seat) => ((seat + 1) % 4) + 1;
export const teamOf = (seat) => (seat % 2 === 1 ? "13" : "24");
export const otherTeam = (team) => (team === "13" ? "24" : "13");
export const seatsOf = (team) => (team === "13" ? [1, 3] : [2, 4]);

/** The team this device plays for, or null. A device holding seats of one team only (one
 * player, or two partners passing it between them) plays for that team: "Us". A device holding
 * seats of both teams (rivals sharing it in hot-seat) or none (a spectator, the public view, the
 * replay of a record file or of a table it only watched) plays for neither: the teams are then
 * named by their seats, so that the score does not change its meaning each time the device
 * changes hands, and the end of a hand, shown to everyone at once, takes no side. */
export function ourTeam(held = [], viewer = null) {
  const seats = held.length ? held : viewer ? [viewer] : [];
  const teams = new Set(seats.map(teamOf));
  return teams.size === 1 ? [...teams][0] : null;
}

/** The longest name a sentence shows (the server takes no longer one, docs/api.md). */
export const NAME_LIMIT = 24;

/** The words for each team when this device plays for `us` ("13", "24" or null):
 * `of(team)` is {team, role: "us" | "them" | null, seats, names, players, computers}, what
 * the words of en.js take, `names` the two seats' players' names when both gave one (else
 * null): a team nobody here plays for is said by its players, as they call each other;
 * `players`, where some seat of the table has a name (a public table, a friends' table whose
 * players gave names), the team's two seats as the score names them (`playersOf` below), else
 * null; `computers`, the computer plays both its seats, for nobody ("the computers");
 * `order` lists the teams as the score shows them, ours first; `seat(n)` is seat `n` as the
 * words name it, {seat, name, you, mate, computer, at}: the name its player gave (`names`,
 * seat 1 first; user text, which the page only ever puts in as text) or null, when the words say
 * its number; `you`, true for the seat of `self`, named or not: the sentences say "you" of the
 * device's own seat, as its plate does ("You play 6-6", never its player's own name as if
 * someone else played); `mate`, true for its partner's when their player gave no name: "your
 * partner" (players call a partner who gave a name by it); `computer`, the computer plays it
 * (`kinds`, the view's seats: "human" or "computer"); `at`, where it sits from `viewer` on the
 * screen ("right", the seat after it, "across", "left"; null without one); `viewer` is the
 * seat whose view the device shows (null for none), which the plates call "you"; `self`, the
 * one seat this device holds (null for several, hot seat, or none: then no seat is "you"). */
export function sides(us, names = [], viewer = null, self = null, kinds = []) {
  const seat = (n) => {
    const name = named(names[n - 1]);
    const you = Boolean(self) && n === self;
    const mate = Boolean(self) && n === partnerOf(self) && !name;
    const computer = kinds[n - 1] === "computer";
    return { seat: n, name, you, mate, computer, at: placed(viewer, n) };
  };
  const of = (team) => {
    const players = seatsOf(team).map((n) => seat(n).name);
    return {
      team,
      role: us === null ? null : team === us ? "us" : "them",
      seats: seatsOf(team),
      names: players.every(Boolean) ? players : null,
      players: names.some(named) ? playersOf(seatsOf(team).map(seat)) : null,
      computers: seatsOf(team).every((n) => {
        const p = seat(n);
        return p.computer && !p.name && !p.you;
      }),
    };
  };
  const order = us === "24" ? ["24", "13"] : ["13", "24"];
  return { us, of, order, seat, viewer, self };
}

/** Where seat `n` sits on the screen of a device showing `viewer`'s view (felt.js draws the
 * seat after it on its right, turns running counter-clockwise); null without a viewer. */
function placed(viewer, n) {
  if (!viewer || n === viewer) return null;
  return ["right", "across", "left"][(n - viewer + 3) % 4];
}

/** A team's two seats as the score names them at a table whose players have names: this
 * device's own seat first ("you"), then a seat with a name, your partner's, a seat by its
 * number, and last a seat the computer plays (your partner's too: "you & the computer"); null
 * when neither seat is said otherwise than by its number (the score then says the team's seats,
 * as at a table without names). */
function playersOf(seats) {
  const rank = (p) => (p.you ? 0 : p.name ? 1 : p.computer ? 4 : p.mate ? 2 : 3);
  const players = [...seats].sort((a, b) => rank(a) - rank(b));
  return players.every((p) => rank(p) === 3) ? null : players;
}

/** Seat `seat` as its plate names it from `side`: "You, seat 1", "Your partner, seat 3" from the
 * seat `viewer` (by default `side`'s; without one, the one seat the device holds: a seat the
 * computer plays for now is still its player's), else by its player's name or its number (the
 * words' `seatCaption`). */
export const caption = (t, side, seat, viewer = side.viewer) => {
  const me = viewer ?? side.self;
  return t.seatCaption(side.seat(seat), seat === me, Boolean(me) && seat === partnerOf(me));
};

/** A name as the words show it: trimmed, at most NAME_LIMIT characters; null for none. */
function named(name) {
  const text = typeof name === "string" ? [...name.trim()].slice(0, NAME_LIMIT).join("") : "";
  return text || null;
}

/** The names the players of a table with friends gave their seats, seat 1 first (none for a
 * match on one device). */
export const namesOf = (s) => (s.table?.seats || []).map((x) => x.name);

/** The sides of a page state: the seats its device holds, the seat holding it, the names of its
 * players and who plays each seat now (the view's seats); its one seat, when it holds one
 * only, is "you". */
export const sidesOf = (s) => {
  const held = s.held || [];
  const self = held.length === 1 ? held[0] : null;
  const kinds = s.view?.seats || [];
  return sides(ourTeam(held, s.viewer || null), namesOf(s), s.viewer || null, self, kinds);
};

/** A score ([team 13, team 24]) in the order `side.order`. */
export const ordered = (side, score) => side.order.map((team) => score[team === "13" ? 0 : 1]);
