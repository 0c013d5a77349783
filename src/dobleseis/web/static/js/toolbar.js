// The bar above the table (chrome.js draws it): the hint, undo (in hot seat, asking the seat
// whose move it takes back), redo, restart, and the panels — rules, log, score sheet, the table,
// settings — with the sound, a new match and the way to the start screen.

import { api } from "./api.js";
import { pausing, tableTerms } from "./chrome.js";
import { $ } from "./dom.js";
import { logPanel } from "./logpanel.js";
import { confirm, confirmNew, namedEntry, openRules } from "./panels.js";
import { setPref } from "./prefs.js";
import { sheetPanel } from "./sheetpanel.js";
import { ordered, sidesOf } from "./teams.js";

/** Several people sharing this device, and nobody elsewhere: the table's every person's
 * seat is held here (a takeback needs no one else's device). */
const hotSeat = (s) =>
  s.held.length > 1 &&
  !!s.table &&
  s.table.seats.every((x) => x.computer || s.held.includes(x.seat));

/** This device plays a public match still under way that will be rated (two profiles or more
 * at it, as the server's `Table.rateable` counts them): leaving it does not end it (the computer
 * soon plays the seat, and the result still counts for the player's rating). */
const inRatedMatch = (s) =>
  !!s.table?.public &&
  !!s.table.started &&
  new Set(s.table.seats.map((x) => x.profile).filter(Boolean)).size >= 2 &&
  s.held.length > 0 &&
  !!s.view &&
  !s.view.over;

/** This device's player waits at a public table whose match has not begun, in a seat taken
 * there with their profile (by Play now or from the lobby; not the host's own, nor a friend's
 * by the invitation code before the table was listed): leaving gives the seat up, as "Give up
 * my seat" does. Kept, the countdown would begin the match with the computer playing the seat
 * in their name, rated as theirs, although they had gone. */
const waitingPublic = (s) =>
  !!s.table?.public &&
  !s.table.started &&
  !s.you?.host &&
  (s.you?.seats || []).some((seat) => s.table.seats[seat - 1]?.profile);

/** The toolbar's intents over `input` (intents.js): `chrome`, what the bar's buttons report,
 * and `undo()` for its key. */
export function toolbarIntents(input) {
  const { store, game, t, panel, settings, newMatch, canAct, askHint } = input;
  const get = store.get;
  const log = logPanel({ store, game, t });
  const sheet = sheetPanel({ store, game, t });

  /** Undo. In hot-seat an undo that takes back the move of another seat than the one holding
   * the device (or, while it is handed over, the one that held it last) — the latest of
   * a person's choices, as the log tells it (a pass is none) — asks that seat first, by name. */
  function undo() {
    const s = get();
    if (!s.view?.can_undo) return;
    if (!hotSeat(s)) return game.timeline("undo");
    game.queue(async () => {
      const { entries } = await api.log(s.id);
      const person = (seat) => !s.table.seats[seat - 1].computer;
      // a pass is no choice: undo goes back past it to the move before (docs/api.md)
      const choice = (e) => e.seat && e.kind !== "result" && e.kind !== "pass";
      const last = entries.findLast((e) => choice(e) && person(e.seat));
      if (!last || last.seat === (s.viewer ?? s.holder)) return game.timeline("undo");
      const seat = last.seat;
      const text = t.undoAskText(seat, t.logged[last.kind](namedEntry(last, sidesOf(s))));
      panel("confirm", () =>
        confirm(t, t.undoAskTitle(seat), text, t.undoAskYes(seat), () => game.timeline("undo")),
      );
    });
  }

  const chrome = {
    canHint: () => canAct(),
    hint: askHint,
    undo,
    redo: () => game.timeline("redo"),
    restart: () => game.timeline("restart"),
    rules: () => panel("rules", () => openRules(t, get().view.variant, pausing(get()))),
    log: log.open,
    sheet: sheet.open,
    // Asked first only while the match is under way: once it is over nothing is left to go on.
    newMatch() {
      const s = get();
      if (s.view?.over) return newMatch();
      const side = sidesOf(s);
      const score = ordered(side, s.view.score);
      const stops = tableTerms(s).shared ? [side.order.map(side.of), score] : null;
      panel("confirm", () => confirmNew(t, stops, newMatch));
    },
    // A match on this device alone is kept as it is played: the start screen lists it to go on.
    home: () => game.showStart(),
    table() {
      store.update({ panel: "table" }); // drawn by the render path, and again as the table changes
      $("table-dialog").showModal();
    },
    reactions() {
      store.update({ panel: "reactions", reactNote: null }); // drawn by the render path too
      $("react-dialog").showModal();
    },
    leave() {
      if (waitingPublic(get())) return game.leaveWaiting();
      if (!inRatedMatch(get())) return game.showStart();
      const a = t.anyone;
      panel("confirm", () => confirm(t, a.leaveTitle, a.leaveText, t.leaveTable, game.showStart));
    },
    settings,
    sound: () => setPref(store, "sound", !get().prefs.sound),
    commitmentToggled: (open) => store.update({ commitmentOpen: open }),
  };

  return { chrome, undo };
}
