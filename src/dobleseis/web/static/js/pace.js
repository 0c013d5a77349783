// The pace of the computers: the pause before each computer move — at each Haiti deal too, where
// every computer seat's acceptance and the representative's choice are computer moves like any
// other. The server waits it out (the table's `pace`); the page adds no wait of its own.
//
// The pace is the table's, so that everyone at it sees the computers at the same speed: the
// host's. A device creates its tables at its preference, and when the preference changes the
// table it hosts takes it on at once (a table on one device is always its own host's). A guest's
// preference leaves the host's table alone.

import { reducedMotion } from "./dom.js";

/** Milliseconds before a computer move, by the `pace` preference. */
export const PACE_MS = { quick: 300, normal: 850, relaxed: 1600 };

/** The pace for this device's tables: none with reduced motion, which keeps the game instant. */
export const paceOf = (prefs) => (reducedMotion() ? 0 : PACE_MS[prefs.pace]);

/** When the pace preference in `store` changes, the table this device hosts takes it on,
 * through `host(command)` (game.js). */
export function followPace(store, host) {
  let chosen = store.get().prefs.pace;
  store.subscribe((s) => {
    if (s.prefs.pace === chosen) return;
    chosen = s.prefs.pace;
    const pace = paceOf(s.prefs);
    if (s.id && s.you?.host && s.table && s.table.pace !== pace) host({ do: "pace", pace });
  });
}
