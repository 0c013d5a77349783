// The look the player chose (prefs.js): high contrast and large tiles, set on the page's root
// element as data-contrast="high" and data-tiles="large", for app.css to draw and line.js to
// size the line's tiles by.

/** Keep the root element's look in step with the preferences in `store`. */
export function followLook(store) {
  const root = document.documentElement;
  const apply = (prefs) => {
    if (prefs.contrast) root.dataset.contrast = "high";
    else delete root.dataset.contrast;
    if (prefs.largeTiles) root.dataset.tiles = "large";
    else delete root.dataset.tiles;
  };
  let shown = null;
  apply(store.get().prefs);
  store.subscribe((s) => {
    if (s.prefs === shown) return;
    shown = s.prefs;
    apply(s.prefs);
  });
}

/** Whether the player asked for large tiles (the line's tiles grow too). */
export const largeTiles = () => document.documentElement.dataset.tiles === "large";
