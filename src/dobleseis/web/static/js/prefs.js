// The player's preferences on this device (pace, sound, look, ...): remembered in localStorage,
// kept in the store as `prefs` so that a change redraws what depends on it. Each preference is
// declared once in PREFS with its default and the values it may take; the settings panel
// (settings.js) draws a control for each, with its words from `t.prefs[name]`.

import { CODES, pick } from "../i18n/index.js";

const KEY = "dobleseis:prefs";

/** name → [default, the values allowed]. A stored value not allowed (an older page's, a hand
 * edit) reads as the default. */
export const PREFS = {
  // The language of the page: on a first visit the browser's preferred one we have (English if
  // none), then the one chosen from the menu or the settings (main.js refills the words).
  lang: [pick(globalThis.navigator?.languages), CODES],
  // the pause before each computer move (pace.js)
  pace: ["normal", ["quick", "normal", "relaxed"]],
  // a seat of this device with no tile that fits passes by itself (autopass.js)
  autoPass: [true, [true, false]],
  // a tile that can go in one place only is played by the tap (or Enter) that picks it (playing.js)
  quickPlay: [true, [true, false]],
  sound: [true, [true, false]], // the clack of a tile, a knock for a pass, the end of a hand
  // your turn at a friends' table, even in another tab (attention.js): the title and icon,
  // a vibration, a notification while the page is hidden (asked for on joining a table)
  turnTitle: [true, [true, false]],
  vibrate: [true, [true, false]],
  notify: [true, [true, false]],
  contrast: [false, [true, false]], // high contrast: black and white, thick edges
  largeTiles: [false, [true, false]], // larger tiles in the hand and on the line
  // the computer's level for a new match; null until chosen: the start screen then asks
  level: [null, [null, "random", "basic", "strong"]],
};

function stored() {
  try {
    const found = JSON.parse(localStorage.getItem(KEY) || "{}");
    return found && typeof found === "object" ? found : {};
  } catch {
    return {}; // an unreadable entry is forgotten, not an error
  }
}

/** The remembered preferences, every one present. */
export function loadPrefs() {
  const chosen = stored();
  return Object.fromEntries(
    Object.entries(PREFS).map(([name, [fallback, allowed]]) => [
      name,
      allowed.includes(chosen[name]) ? chosen[name] : fallback,
    ]),
  );
}

/** Remember `name` = `value` and put it in the store; a value not allowed changes nothing. Only
 * what the player chose is remembered: a preference never chosen keeps its default (the
 * language keeps following the browser's). */
export function setPref(store, name, value) {
  if (!(name in PREFS) || !PREFS[name][1].includes(value)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...stored(), [name]: value }));
  } catch {
    // storage full or refused (a private window): the choice holds for this page
  }
  store.update({ prefs: { ...store.get().prefs, [name]: value } });
}
