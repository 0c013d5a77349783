// The player's input: the intents the table reports (a tap, a drag, keys on a tile or an end),
// hints, and the moves, undo and redo they become; plus the keys and clicks that count anywhere
// on the page.

import { api } from "./api.js";
import { $ } from "./dom.js";
import { t } from "../i18n/index.js";
import { anyPanelOpen } from "./panels.js";
import { describe, endNumber, placesFor, sameTile } from "./table.js";
import { attachDrag } from "./drag.js";
import { S, clearUi } from "./state.js";
import { narration, queue, render, say, show, showBanner } from "./flow.js";

// --- commands the player gives ---------------------------------------------------------------

/** A move carries the version the player saw when making it, not the one current when it is
 * sent: a tap made while an undo is on its way is refused as stale, never played on a position
 * the player has not seen. */
function act(action) {
  if (S.acting) return; // a second tap or Enter on the way: the first move is being sent
  S.acting = true;
  showBanner("");
  const version = S.view.version;
  const seat = S.viewer;
  queue(async () => {
    try {
      const view = await api.act(S.id, version, seat, action);
      say(narration({ ...action, seat }));
      S.notice = action.redeal ? t.said.redealYou : "";
      clearUi();
      await show(view);
    } finally {
      S.acting = false;
    }
  });
}

/** Undo, redo and restart mean the same whatever came in meanwhile (two quick Ctrl+Z go back
 * twice), so unlike a move they are sent against the version current when they go out. */
export function timeline(kind) {
  showBanner("");
  queue(async () => {
    const view = await api[kind](S.id, S.view.version, S.viewer);
    clearUi();
    S.notice = "";
    say(t.said[{ undo: "undone", redo: "redone", restart: "restarted" }[kind]]);
    S.screen = "table";
    await show(view);
  });
}

export function askHint() {
  if (!canAct()) return;
  queue(async () => {
    const hint = await api.hint(S.id, S.viewer);
    const best = S.view.legal.find((a) => sameAction(a, hint.best));
    S.ui.hint = hint;
    S.ui.hintAction = best || null;
    S.ui.selected = best && best.play !== undefined ? S.view.hand.find((tile) => sameTile(tile, best.play)) : null;
    render();
    say(t.hintBest(describe(t, hint.best, S.view.ends)));
  });
}

function sameAction(a, b) {
  if (a.play !== undefined || b.play !== undefined) {
    return a.play !== undefined && b.play !== undefined && sameTile(a.play, b.play) && (a.end || null) === (b.end || null);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

export const canAct = () => S.screen === "table" && S.view && S.viewer && S.view.to_act === S.viewer && S.view.legal.length > 0;

// --- selecting and placing tiles -------------------------------------------------------------

export const handlers = {
  select(tile, byKeyboard) {
    if (S.dragged) return;
    S.keyboard = byKeyboard;
    const places = placesFor(S.view, tile);
    S.ui.focusTile = tile;
    if (!canAct() || !places.length) {
      say(S.view.to_act === S.viewer ? t.cannotPlay(tile) : t.notYourTurn);
      // A tile that cannot go now gives a small shake, so that a tap is never met by nothing.
      const button = $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`);
      button?.classList.remove("refused");
      void button?.offsetWidth; // restart the animation on a repeated tap
      button?.classList.add("refused");
      return;
    }
    S.ui.hint = null;
    S.ui.hintAction = null;
    if (S.ui.selected === tile) {
      S.ui.selected = null;
      say(t.said.cancelled);
    } else {
      S.ui.selected = tile;
      const sides = places.map((p) => p.side);
      const ends = [...new Set(sides.map((side) => endNumber(S.view.ends, side)))];
      say(sides[0] === "open" ? t.said.selectedOpen(tile) : t.said.selected(tile, ends));
    }
    render();
    if (byKeyboard && S.ui.selected) $("screen").querySelector(".end.lit")?.focus();
  },
  play(action) {
    if (!canAct()) return;
    act(action);
  },
  act(action) {
    if (!canAct() || !action) return;
    act(action);
  },
  hintPlay() {
    if (S.ui.hintAction) act(S.ui.hintAction);
  },
  hintDismiss() {
    dismiss();
  },
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
    S.ui.focusTile = tiles[j].dataset.tile;
  },
  endKey(event, side) {
    const ends = [...$("screen").querySelectorAll(".end.lit")];
    if (event.key === "ArrowLeft" || event.key === "ArrowRight" || event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const i = ends.findIndex((b) => b.dataset.side === side);
      const next = ends[(i + (event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 1) + ends.length) % ends.length];
      next?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      const tile = S.ui.selected;
      S.keyboard = true;
      dismiss();
      $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`)?.focus();
    }
  },
  dragStart(event, tile) {
    attachDrag(event, tile, {
      begin() {
        S.ui.hint = null;
        S.ui.hintAction = null;
        S.ui.selected = tile;
        S.ui.focusTile = tile;
        // Only the line and the tile classes change: the dragged button must stay in place.
        for (const b of $("screen").querySelectorAll(".hand .tile")) b.classList.toggle("selected", b.dataset.tile === tile);
        S.drawLine && S.drawLine();
      },
      drop(side) {
        S.dragged = true;
        setTimeout(() => (S.dragged = false), 0);
        const place = side && placesFor(S.view, tile).find((p) => p.side === side);
        if (place && canAct()) act(place.action);
        else render();
      },
    });
  },
};

function dismiss() {
  if (!S.ui.selected && !S.ui.hint) return;
  S.ui.selected = null;
  S.ui.hint = null;
  S.ui.hintAction = null;
  render();
  say(t.said.cancelled);
}

// --- keys and clicks anywhere on the page ----------------------------------------------------

// Which hand the player uses: a key that moves or acts means the keyboard (focus then follows the
// game from screen to screen), a press of mouse or finger means not.
const NAVIGATION = new Set(["Tab", "Enter", " ", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** Listen, once, on the whole document: undo and redo keys, Escape, a click that dismisses a
 * hint, and which hand the player uses. */
export function listenToPage() {
  document.addEventListener("keydown", (event) => {
    if (anyPanelOpen() || S.screen === "start" || S.screen === "replay") return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === "z" && !event.shiftKey) {
      event.preventDefault();
      if (S.view?.can_undo) timeline("undo");
    } else if ((event.ctrlKey || event.metaKey) && (key === "y" || (key === "z" && event.shiftKey))) {
      event.preventDefault();
      if (S.view?.can_redo) timeline("redo");
    } else if (event.key === "Escape") {
      dismiss();
    }
  });

  // A click anywhere that is not part of the preview dismisses a hint (RULES.md §1.9: previews).
  document.addEventListener("click", (event) => {
    if (!S.ui.hint || anyPanelOpen()) return;
    if (event.target.closest(".hint-panel, .end.lit, .tile.selected, #toolbar")) return;
    dismiss();
  });

  document.addEventListener("keydown", (event) => NAVIGATION.has(event.key) && (S.keyboard = true), true);
  document.addEventListener("pointerdown", () => (S.keyboard = false), true);
}
