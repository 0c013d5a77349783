// The lobby of public tables (docs/api.md, Public tables and the lobby), as the server pushes it:
// the tables waiting for players (the game, the language, the computers' level, who is there,
// a button for each free seat, naming the player it partners you with: one tap takes it) and the
// matches being played, to watch (who plays them told team against team).

import { h } from "./dom.js";
import { playerTag } from "./playnow.js";
import { heldSeats } from "./secrets.js";
import { partnerOf } from "./teams.js";

/** Who sits at a lobby's table: each taken seat's player (or the computer). */
function sitters(t, table) {
  return h(
    "ul",
    { class: "sitters" },
    table.seats
      .filter((seat) => seat.taken)
      .map((seat) =>
        h(
          "li",
          {},
          seat.computer
            ? h(
                "span",
                { class: "computer-tag" },
                t.seatLabel(seat.seat),
                " · ",
                t.seatKinds.computer,
              )
            : playerTag(seat.avatar, seat.name || t.seatLabel(seat.seat)),
        ),
      ),
  );
}

/** Who plays a lobby's match under way, as players glance at it: each team's players by name
 * and its computers counted ("Ana & computer vs Luis & computer"), not seat by seat. */
function sides(t, table) {
  const team = (seats) => {
    const at = table.seats.filter((seat) => seats.includes(seat.seat));
    const people = at.filter((seat) => !seat.computer);
    return {
      names: people.map((seat) => seat.name || t.seatLabel(seat.seat)),
      computers: at.length - people.length,
    };
  };
  return h("p", { class: "sides" }, t.anyone.sides(team([1, 3]), team([2, 4])));
}

/** The way to a lobby's table: back to your seat at one where this device holds a seat (going
 * in puts you in it, whether the match has begun or not), else a free seat to take, or its
 * match to watch. */
function rowButtons(a, table, on) {
  if (heldSeats(table.id).length)
    return [
      h(
        "button",
        { type: "button", class: "primary", onclick: () => on.watch(table.id) },
        a.backToSeat,
      ),
    ];
  if (table.started)
    return [h("button", { type: "button", onclick: () => on.watch(table.id) }, a.watch)];
  return table.free.map((seat) =>
    h(
      "button",
      { type: "button", class: "primary", onclick: () => on.take(table.id, seat) },
      a.sitAt(seat, partnerName(table, seat)),
    ),
  );
}

/** The name of the player sitting opposite free seat `seat` of a lobby's table, or null: a
 * stranger choosing a seat chooses whom they play with, which a seat's number does not say. */
function partnerName(table, seat) {
  const mate = table.seats.find((x) => x.seat === partnerOf(seat));
  return mate?.taken && !mate.computer && mate.name ? mate.name : null;
}

/** One table of the lobby; `on`: {take(id, seat), watch(id)}. */
function tableRow(t, table, on) {
  const a = t.anyone;
  const game = t.games[table.variant]?.title || table.variant;
  const about = [
    table.kind === "quick" ? a.kindQuick : a.kindHost,
    table.language
      ? h("span", { lang: table.language }, t.prefs.lang.choices[table.language])
      : a.anyLanguage,
    a.levelIs(t.levels[table.level] || table.level),
  ];
  const buttons = rowButtons(a, table, on);
  return h(
    "li",
    { class: "public-table card", dataset: { id: table.id } },
    h("h3", {}, game),
    h(
      "p",
      { class: "about" },
      about.flatMap((x, i) => (i ? [" · ", x] : [x])),
    ),
    table.started ? sides(t, table) : sitters(t, table),
    table.started ? null : h("p", { class: "seats-free" }, t.seatsFree(table.free.length)),
    h("div", { class: "row-buttons" }, buttons),
  );
}

/** A button per game that opens a table, where none waits: the lobby is not a dead end for
 * the first stranger to come (`on.playNow`, as the start screen's Play now). */
function openOne(t, on) {
  return h(
    "div",
    { class: "row-buttons play-games" },
    Object.entries(t.games).map(([variant, { title }]) =>
      h(
        "button",
        { type: "button", class: "primary", onclick: () => on.playNow(variant, {}) },
        t.anyone.playGame(title),
      ),
    ),
  );
}

/** The lobby screen for state `s` ({lobby, lobbyLive}); `on`: {take, watch, back, playNow}. */
export function renderTables(screen, t, s, on) {
  const a = t.anyone;
  const tables = s.lobby?.tables || [];
  const waiting = tables.filter((x) => !x.started);
  const playing = tables.filter((x) => x.started);
  const list = (items, empty) =>
    items.length
      ? h(
          "ul",
          { class: "public-tables" },
          items.map((x) => tableRow(t, x, on)),
        )
      : h("p", { class: "note" }, empty);
  screen.replaceChildren(
    h(
      "section",
      { class: "tables-screen", "aria-labelledby": "tables-title" },
      h(
        "div",
        { class: "tables-head" },
        h("h2", { id: "tables-title" }, a.tablesTitle),
        h("button", { type: "button", onclick: on.back }, a.back),
      ),
      // said in the page's region for it (render.js, #away-live), as the table's is
      s.lobbyLive === "away" ? h("p", { class: "note lobby-away" }, t.reconnecting) : null,
      h("h3", {}, a.waitingTables),
      s.lobby ? list(waiting, a.noneWaiting) : h("p", { class: "note" }, a.loading),
      s.lobby && !waiting.length ? openOne(t, on) : null,
      h("h3", {}, a.playingTables),
      s.lobby ? list(playing, a.nonePlaying) : null,
    ),
  );
}
