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
