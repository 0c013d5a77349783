// The player's input: what a tap, a drag, a key or a button means. A preview (a tile selected, a
// hint shown) goes into the store; anything that changes the match is a command sent through
// the game (game.js). Nothing here draws: the render path draws what the store holds.

import { api } from "./api.js";
import { $, say } from "./dom.js";
import { attachDrag } from "./drag.js";
import { confirm, confirmNew, openLog, openRules } from "./panels.js";
import { setPref } from "./prefs.js";
import { downloadRecord } from "./saved.js";
import { openSettings } from "./settings.js";
import { openSheet } from "./sheet.js";
import { describe, endNumber } from "./narrate.js";
import { placesFor, sameTile } from "./tiles.js";
import { sidesOf } from "./teams.js";

const sameAction = (a, b) => {
  if (a.play !== undefined || b.play !== undefined) {
    return (
      a.play !== undefined &&
      b.play !== undefined &&
      sameTile(a.play, b.play) &&
      (a.end || null) === (b.end || null)
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

// Which hand the player uses: a key that moves or acts means the keyboard (focus then follows the
// game from screen to screen), a press of mouse or finger means not.
const NAVIGATION = new Set([
  "Tab",
  "Enter",
  " ",
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/** The intents over `store`, sent through `game`; `t`: the page's words. */
export function createIntents({ store, game, t }) {
  const get = store.get;
  const ui = (patch) => store.update((s) => ({ ui: { ...s.ui, ...patch } }));
  let dragged = false; // a drag just ended: swallow the click that follows it

  const canAct = (s = get()) =>
    s.screen === "table" &&
    (!s.table || s.table.started) &&
    s.view &&
    s.viewer &&
    s.view.to_act === s.viewer &&
    s.view.legal.length > 0;

  function dismiss() {
    const s = get();
    if (!s.ui.selected && !s.ui.hint) return;
    ui({ selected: null, hint: null, hintAction: null });
    say(t.said.cancelled);
  }

  function askHint() {
    if (!canAct()) return;
    game.hint((hint) => {
      const s = get();
      const best = s.view.legal.find((a) => sameAction(a, hint.best)) || null;
      const selected =
        best && best.play !== undefined
          ? s.view.hand.find((tile) => sameTile(tile, best.play))
          : null;
      ui({ hint, hintAction: best, selected: selected || null, refused: null });
      say(t.hintBest(describe(t, hint.best, s.view.ends)));
    });
  }

  function play(action) {
    if (canAct() && action) game.act(action);
  }

  function panel(name, open) {
    store.update({ panel: name });
    open();
  }

  /** A table shared with friends on their own devices (some seat is invited). */
  const shared = () => {
    const { table } = get();
    return !!table && table.seats.some((seat) => seat.kind === "invited");
  };

  /** A new match: at a shared table a request to the others (the table stays), else the start
   * screen. */
  const newMatch = () => (shared() ? game.timeline("new_match") : game.showStart());

  /** Several people sharing this device, and nobody elsewhere: the table's every person's
   * seat is held here (a takeback needs no one else's device). */
  const hotSeat = (s) =>
    s.held.length > 1 &&
    !!s.table &&
    s.table.seats.every((x) => x.computer || s.held.includes(x.seat));

  /** Undo. In hot-seat an undo that takes back the move of another seat than the one holding
   * the device (or, while it is handed over, the one that held it last) — the latest action of
   * a person, as the log tells it — asks that seat first, by name. */
  function undo() {
    const s = get();
    if (!s.view?.can_undo) return;
    if (!hotSeat(s)) return game.timeline("undo");
    game.queue(async () => {
      const { entries } = await api.log(s.id);
      const person = (seat) => !s.table.seats[seat - 1].computer;
      const last = entries.findLast((e) => e.seat && e.kind !== "result" && person(e.seat));
      if (!last || last.seat === (s.viewer ?? s.holder)) return game.timeline("undo");
      const seat = last.seat;
      const text = t.undoAskText(seat, t.logged[last.kind](last));
      panel("confirm", () =>
        confirm(t, t.undoAskTitle(seat), text, t.undoAskYes(seat), () => game.timeline("undo")),
      );
    });
  }

  async function copy(text, done, fieldId) {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      // No clipboard here (an insecure origin): the text is selected, to copy by hand.
      $(fieldId)?.select();
    }
  }

  /** `tile` was put on the end `side`, which does not take it: say why, aloud and beside the
   * tiles (the tile picked stays picked). An end that takes it but is not offered (a hint shows
   * only its own end) is no misfit: nothing is said. */
  function misfit(tile, side) {
    const s = get();
    if (placesFor(s.view, tile).some((p) => p.side === side)) return;
    const why = t.noFit(tile, endNumber(s.view.ends, side));
    say(why);
    ui({ refused: { tile, why } });
  }

  // --- the table -----------------------------------------------------------------------------

  const table = {
    select(tile, byKeyboard) {
      if (dragged) return;
      store.update({ keyboard: byKeyboard });
      const s = get();
      const places = placesFor(s.view, tile);
      if (!canAct() || !places.length) {
        const why = s.view.to_act === s.viewer ? t.cannotPlay(tile) : t.notYourTurn;
        say(why);
        // A tile that cannot go now gives a small shake and says why where the actions are,
        // so that a tap is never met by nothing (nor by words only a screen reader hears).
        ui({ focusTile: tile, refused: { tile, why } });
        return;
      }
      if (s.ui.selected === tile) {
        ui({ focusTile: tile, selected: null, hint: null, hintAction: null, refused: null });
        say(t.said.cancelled);
        return;
      }
      ui({ focusTile: tile, selected: tile, hint: null, hintAction: null, refused: null });
      const sides = places.map((p) => p.side);
      const ends = sides.map((side) => t.endLabel(side, endNumber(s.view.ends, side)));
      say(sides[0] === "open" ? t.said.selectedOpen(tile) : t.said.selected(tile, ends));
      if (byKeyboard) $("screen").querySelector(".end.lit")?.focus();
    },
    play,
    /** A tap on an end that is not lit: with a tile picked that does not fit it, say why. */
    missEnd(side) {
      const { selected } = get().ui;
      if (selected && canAct()) misfit(selected, side);
    },
    act: play,
    hintPlay() {
      const { hintAction } = get().ui;
      if (hintAction) game.act(hintAction);
    },
    hintDismiss: dismiss,
    /** Roving focus among your tiles: only the focus moves, nothing is drawn again. */
    tileKey(event, tile) {
      const tiles = [...$("screen").querySelectorAll(".hand .tile")];
      const i = tiles.findIndex((b) => b.dataset.tile === tile);
      const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
      let j = null;
      if (event.key in moves) j = (i + moves[event.key] + tiles.length) % tiles.length;
      if (event.key === "Home") j = 0;
      if (event.key === "End") j = tiles.length - 1;
      if (j === null) return;
      event.preventDefault();
      tiles[i].tabIndex = -1;
      tiles[j].tabIndex = 0;
      tiles[j].focus();
      ui({ focusTile: tiles[j].dataset.tile });
    },
    endKey(event, side) {
      const ends = [...$("screen").querySelectorAll(".end.lit")];
      if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) {
        event.preventDefault();
        const i = ends.findIndex((b) => b.dataset.side === side);
        const back = event.key === "ArrowLeft" || event.key === "ArrowUp";
        ends[(i + (back ? -1 : 1) + ends.length) % ends.length]?.focus();
      } else if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        const tile = get().ui.selected;
        store.update({ keyboard: true });
        dismiss();
        $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`)?.focus();
      }
    },
    dragStart(event, tile) {
      attachDrag(event, tile, {
        // While the tile is dragged only the line and the tiles' marks are drawn again: the
        // dragged button must stay in place (the render path knows it by `dragging`).
        begin: () =>
          ui({
            hint: null,
            hintAction: null,
            selected: tile,
            focusTile: tile,
            refused: null,
            dragging: tile,
          }),
        drop(side, missed) {
          dragged = true;
          setTimeout(() => (dragged = false), 0);
          const place = side && placesFor(get().view, tile).find((p) => p.side === side);
          ui({ dragging: null });
          if (place) play(place.action);
          else if (missed) misfit(tile, missed);
        },
      });
    },
  };

  // --- the bar above the table, the end of a hand, the handoff ---------------------------------

  /** The settings panel; it is drawn again with each change, so its controls show what holds. */
  function settings() {
    const set = (name, value) => {
      setPref(store, name, value);
      openSettings(t, get().prefs, set);
    };
    panel("settings", () => openSettings(t, get().prefs, set));
  }

  const chrome = {
    canHint: () => canAct(),
    hint: askHint,
    undo,
    redo: () => game.timeline("redo"),
    restart: () => game.timeline("restart"),
    rules: () => panel("rules", () => openRules(t, get().view.variant)),
    log() {
      store.update({ panel: "log" });
      game.queue(async () => {
        const { id, view } = get();
        let entries;
        try {
          ({ entries } = await api.log(id));
        } catch (error) {
          store.update({ panel: null }); // no log to show: nothing may keep the computer waiting
          throw error;
        }
        // a drawn seed's record is kept back until the match is over: not offered meanwhile
        const download = (status) => downloadRecord(t, id, view.variant, status);
        openLog(t, entries, view.variant, view.record ? download : null, sidesOf(get()));
      });
    },
    sheet() {
      game.queue(async () => {
        const { id, view } = get();
        const { entries } = await api.log(id);
        store.update({ panel: "sheet" });
        openSheet(t, view.variant, entries, sidesOf(get()));
      });
    },
    newMatch: () => panel("confirm", () => confirmNew(t, newMatch)),
    table() {
      store.update({ panel: "table" }); // drawn by the render path, and again as the table changes
      $("table-dialog").showModal();
    },
    leave: () => game.showStart(),
    settings,
    sound: () => setPref(store, "sound", !get().prefs.sound),
    commitmentToggled: (open) => store.update({ commitmentOpen: open }),
  };

  const reveal = {
    next: () => game.nextHand(),
    sameSeed: () => game.startMatch({ ...get().settings, seed: get().view.seed }),
    newMatch,
  };
  // At a shared table: no new match on the same seed, and leaving the table is a way on.
  const sharedReveal = { next: reveal.next, newMatch, leave: () => game.showStart() };

  const online = {
    host: (command) => game.host(command),
    removeTable: () =>
      panel("confirm", () =>
        confirm(t, t.confirmDeleteTableTitle, t.confirmDeleteTableText, t.deleteTable, () =>
          game.removeTable(),
        ),
      ),
    claim: (code, seat, name) => game.claim(code, seat, name),
    answer: (accept) => game.answer(accept),
    nudge: (seat) => game.nudge(seat),
    follow: (id) => game.follow(id),
    rejoinLink: () => game.rejoinLink(),
    copy,
  };

  const join = { claim: online.claim, watch: (id) => game.watch(id) };

  const start = {
    start: (settings) => game.startMatch(settings),
    resume: (m) => game.resumeSaved(m),
    replay: (m) => game.startReplay(m.id, 0, false),
    remove: (m) =>
      panel("confirm", () =>
        confirm(t, t.confirmDeleteTitle, t.confirmDeleteText, t.confirmDeleteYes, () =>
          game.removeSaved(m),
        ),
      ),
    replayFile: (record) => game.replayFile(record),
    playFile: (record, seats, level) => game.playFile(record, seats, level),
    code: (code) => game.openInvitation(code),
    settings,
    level: (level) => setPref(store, "level", level),
  };

  const replay = {
    failed: (error) => game.replayFailed(error),
    leave: () => game.leaveReplay(),
    saved: (step) => game.replayStep(step),
    download: (id) => (status, variant) => downloadRecord(t, id, variant, status),
  };

  // --- keys and clicks anywhere on the page --------------------------------------------------

  /** Listen, once, on the whole document: undo and redo keys, Escape, a click that dismisses a
   * hint, which hand the player uses, the banner, and the panels closing. */
  function listen() {
    document.addEventListener("keydown", (event) => {
      const s = get();
      if (s.panel || s.screen === "start" || s.screen === "replay") return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement)
        return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (
        (event.ctrlKey || event.metaKey) &&
        (key === "y" || (key === "z" && event.shiftKey))
      ) {
        event.preventDefault();
        if (s.view?.can_redo) game.timeline("redo");
      } else if (event.key === "Escape") {
        dismiss();
      }
    });

    // A click anywhere that is not part of the preview dismisses a hint (RULES.md §1.9: previews).
    document.addEventListener("click", (event) => {
      const s = get();
      if (!s.ui.hint || s.panel) return;
      if (event.target.closest(".hint-panel, .end.lit, .tile.selected, #toolbar")) return;
      dismiss();
    });

    document.addEventListener(
      "keydown",
      (event) => NAVIGATION.has(event.key) && store.update({ keyboard: true }),
      true,
    );
    document.addEventListener("pointerdown", () => store.update({ keyboard: false }), true);

    $("banner").addEventListener("click", () => game.banner(""));
    // An invitation link opened in a tab already showing the page.
    window.addEventListener("hashchange", () => location.hash.includes("join=") && game.resume());
    for (const dialog of document.querySelectorAll("dialog")) {
      dialog.addEventListener("close", () => store.update({ panel: null }));
    }
  }

  return {
    table,
    chrome,
    reveal: () => (shared() ? sharedReveal : reveal),
    start,
    replay,
    online,
    join,
    handoff: (seat) => game.iAm(seat),
    listen,
  };
}
