// The automatic forced pass: when a seat held on this device is to play and has no tile that
// fits — the server's legal actions are a pass alone — the pass is made for it at once, said in
// the live region and shown on the table (the `autoPass` preference, on by default). It waits
// while a panel is open or a takeback request is pending, as a player would.

/** Watch `store`; `act(action, words)` makes the pass and says `words` (game.js). */
export function passWhenForced(store, act, t) {
  store.subscribe((s) => {
    const v = s.view;
    if (!s.prefs.autoPass || s.screen !== "table" || s.panel || !v || !s.viewer) return;
    if (s.live !== "open") return; // once the connection is back
    if ((s.table && (!s.table.started || s.table.offer)) || v.phase !== "play") return;
    if (v.to_act !== s.viewer || v.legal.length !== 1 || !v.legal[0].pass) return;
    act(v.legal[0], t.autoPassed(s.viewer, [...new Set(v.ends)]));
  });
}
