// The player's preferences on this device (pace, sound, look, ...): remembered in localStorage,
// kept in the store as `prefs` so that a change redraws what depends on it. Each preference is
// declared once in PREFS with its default and the values it may take; the settings panel
// (settings.js) draws a control for each, with its words from `t.prefs[name]`.

const KEY = "dobleseis:prefs";

/** name → [default, the values allowed]. A stored value not allowed (an older page's, a hand
 * edit) reads as the default. */
export const PREFS = {};

/** The remembered preferences, every one present. */
export function loadPrefs() {
  let stored = {};
  try {
    stored = JSON.parse(localStorage.getItem(KEY) || "{}") || {};
  } catch {
    stored = {}; // an unreadable entry is forgotten, not an error
  }
  return Object.fromEntries(
    Object.entries(PREFS).map(([name, [fallback, allowed]]) => [
      name,
      allowed.includes(stored[name]) ? stored[name] : fallback,
    ]),
  );
}

/** Remember `name` = `value` and put it in the store; a value not allowed changes nothing. */
export function setPref(store, name, value) {
  if (!(name in PREFS) || !PREFS[name][1].includes(value)) return;
  const prefs = { ...store.get().prefs, [name]: value };
  try {
    localStorage.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // storage full or refused (a private window): the choice holds for this page
  }
  store.update({ prefs });
}
