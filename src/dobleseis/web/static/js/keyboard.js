// The keys: moving among your tiles and among the lit ends (the roving focus of the table), and
// the keys and clicks anywhere on the page, listened to once on the whole document — undo and
// redo keys, Escape, a click that dismisses a hint, which hand the player uses (focus follows the
// game for the keyboard), the banner, an invitation link opened in this tab, and the panels
// closing.

import { $ } from "./dom.js";

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
  "PageUp",
  "PageDown",
]);

/** The table's tileKey(event, tile) and endKey(event, side) over `input` ({store, ui(patch),
 * dismiss()}, playing.js). */
export function rovingKeys({ store, ui, dismiss }) {
  const get = store.get;

  /** Roving focus among your tiles: only the focus moves, nothing is drawn again. */
  function tileKey(event, tile) {
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
  }

  /** Arrows move among the lit ends; Escape puts the tile back and returns to it. With the
   * hint's card shown, Escape takes the card away first, the keyboard staying on the end: where
   * the card has no room but over the end it lights (hintspot.js: a window lower than the card's
   * head and buttons), the end is seen again without the focus leaving it (WCAG 2.4.11). */
  function endKey(event, side) {
    const ends = [...$("screen").querySelectorAll(".end.lit")];
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) {
      event.preventDefault();
      const i = ends.findIndex((b) => b.dataset.side === side);
      const back = event.key === "ArrowLeft" || event.key === "ArrowUp";
      ends[(i + (back ? -1 : 1) + ends.length) % ends.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      if (get().ui.hint) {
        ui({ hint: null, hintAction: null });
        return $("screen").querySelector(`.end.lit[data-side="${side}"]`)?.focus();
      }
      const tile = get().ui.selected;
      store.update({ keyboard: true });
      dismiss();
      $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`)?.focus();
    }
  }

  return { tileKey, endKey };
}

/** Listen on the document for `input` ({store, game, undo(), dismiss()}, intents.js). */
export function listenToPage({ store, game, undo, dismiss }) {
  const get = store.get;
  document.addEventListener("keydown", (event) => {
    const s = get();
    // Escape takes the banner away, the focus staying where it is (what it hid is seen again)
    if (event.key === "Escape" && s.banner && !document.querySelector("dialog[open]"))
      return game.banner("");
    // a panel is open while its dialog is: the store hears of its closing a moment later
    const panel = s.panel && document.querySelector("dialog[open]");
    if (panel || s.screen === "start" || s.screen === "replay") return;
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

  // A click anywhere that is not part of the preview dismisses a hint (RULES.md §1.9: previews),
  // and still does what it does. A disclosure ("Fair deal") is let open first, the hint going
  // after: the table drawn anew without it draws the disclosure as the state has it, and the
  // state learns of the opening only then (the tap only put the hint away, the disclosure shut).
  document.addEventListener("click", (event) => {
    const s = get();
    if (!s.ui.hint || s.panel) return;
    if (event.target.closest(".hint-panel, .end.lit, .tile.selected, #toolbar")) return;
    const disclosure = event.target.closest("summary")?.parentElement;
    if (disclosure) disclosure.addEventListener("toggle", dismiss, { once: true });
    else dismiss();
  });

  document.addEventListener(
    "keydown",
    (event) => NAVIGATION.has(event.key) && store.update({ keyboard: true }),
    true,
  );
  document.addEventListener("pointerdown", () => store.update({ keyboard: false }), true);

  // A tap or click closes the banner; a mouse resting on it holds news there (queue.js).
  const banner = $("banner");
  banner.addEventListener("click", () => game.banner(""));
  banner.addEventListener("pointerenter", (e) => e.pointerType === "mouse" && game.holdNews(true));
  banner.addEventListener("pointerleave", () => game.holdNews(false));
  // An invitation link opened in a tab already showing the page.
  window.addEventListener("hashchange", () => location.hash.includes("join=") && game.resume());
  for (const dialog of document.querySelectorAll("dialog")) {
    // the control the focus came from as the dialog opened (the first focus in it since)
    dialog.addEventListener("focusin", (event) => {
      if (!openers.has(dialog)) openers.set(dialog, nameOf(event.relatedTarget));
    });
    dialog.addEventListener("close", () => {
      const opener = openers.get(dialog);
      openers.delete(dialog);
      const active = document.activeElement;
      const lost = !active || active === document.body || active.checkVisibility?.() === false;
      if (lost) focusBack(opener, get().keyboard);
      store.update({ panel: panelUnder() });
    });
  }
}

// Each open dialog's opener, by what finds it again (`nameOf`): the dialog's own return of the
// focus holds the element, and it may be gone by the time the dialog closes, drawn anew
// meanwhile (the bar, as a preference changes in the settings; the table or the end of a hand's
// card, as a friend's move comes): the focus then fell to the page itself.
const openers = new Map();

/** What finds the control `el` again once drawn anew: its id; else, within the nearest part of
 * the page with an id, its key (the bar's buttons: their words change with the language) or its
 * words. Null for the page itself. */
function nameOf(el) {
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  if (el.id) return { id: el.id };
  const within = el.parentElement?.closest("[id]")?.id;
  return { within, tag: el.tagName, key: el.dataset.key, words: el.textContent };
}

/** The control `name` (`nameOf`) in the page now, or null. */
function findAgain(name) {
  if (name.id) return $(name.id);
  const part = (name.within && $(name.within)) || document;
  const same = (c) => (name.key ? c.dataset.key === name.key : c.textContent === name.words);
  return [...part.querySelectorAll(name.tag)].find(same) ?? null;
}

/** The focus, lost as a dialog closed, back on its `opener` (`nameOf`), whatever was drawn anew
 * meanwhile, as the dialog itself gives it back to an opener still there (the page is not
 * scrolled to it for a pointer). An opener hidden now, an item of the toolbar's More menu (a
 * phone) folded away with it, gives the keyboard More instead. */
function focusBack(opener, keyboard) {
  const again = opener && findAgain(opener);
  if (again && again.checkVisibility?.() !== false) again.focus({ preventScroll: !keyboard });
  if (!keyboard || (again && document.activeElement === again)) return;
  $("toolbar").querySelector(".more-button")?.focus();
}

/** The panel a dialog closing leaves open: the one it was opened over (a hand's review over the
 * score sheet, the player's panel over the settings), or none. With none said while the sheet
 * stayed open, Ctrl+Z took back a move under it. */
function panelUnder() {
  const under = document.querySelector("dialog[open]");
  if (!under) return null;
  return under.id === "react-dialog" ? "reactions" : under.id.replace(/-dialog$/, "");
}
