// The two teams as the player sees them: "Us" and "Them" from where the device sits, each with
// its seats and its colour (the class `team-13` or `team-24`, app.css). In data a team stays
// "13" or "24"; only the words and the colour come from here.

export const partnerOf = (seat) => ((seat + 1) % 4) + 1;
export const teamOf = (seat) => (seat % 2 === 1 ? "13" : "24");
export const otherTeam = (team) => (team === "13" ? "24" : "13");
export const seatsOf = (team) => (team === "13" ? [1, 3] : [2, 4]);

/** The team this device plays for, or null. A device holding seats of one team only (one
 * player, or two partners passing it between them) plays for that team: "Us". A device holding
 * seats of both teams (rivals sharing it in hot-seat) or none (a spectator, the public view, a
 * replay) plays for neither: the teams are then named by their seats, so that the score does not
 * change its meaning each time the device changes hands, and the end of a hand, shown to everyone
 * at once, takes no side. */
export function ourTeam(held = [], viewer = null) {
  const seats = held.length ? held : viewer ? [viewer] : [];
  const teams = new Set(seats.map(teamOf));
  return teams.size === 1 ? [...teams][0] : null;
}

/** The words for each team when this device plays for `us` ("13", "24" or null):
 * `of(team)` is {team, role: "us" | "them" | null, seats}, what the words of en.js take;
 * `order` lists the teams as the score shows them, ours first. */
export function sides(us) {
  const of = (team) => ({
    team,
    role: us === null ? null : team === us ? "us" : "them",
    seats: seatsOf(team),
  });
  const order = us === "24" ? ["24", "13"] : ["13", "24"];
  return { us, of, order };
}

/** The sides of a page state: the seats its device holds, the seat holding it. */
export const sidesOf = (s) => sides(ourTeam(s.held || [], s.viewer || null));

/** A score ([team 13, team 24]) in the order `side.order`. */
export const ordered = (side, score) => side.order.map((team) => score[team === "13" ? 0 : 1]);
