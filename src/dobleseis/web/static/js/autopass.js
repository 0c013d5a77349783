// The automatic forced pass: when a seat held on this device is to play and has no tile that
// fits — the server's legal actions are a pass alone — the pass is made for it at once, said in
// the live region and shown on the table (the `autoPass` preference, on by default). It waits
// while a panel is open, a takeback request is pending or the connection is away, as a player
// would.
//
// In hot-seat the device may wait to be handed to that seat ("Pass the device to seat N"): it
// asks for the seat's view to read its legal actions, keeps nothing of it (the store holds only
// the view of the seat holding the device), and passes for it without the handoff — a pass says
// nothing the pass itself does not.

import { api } from "./api.js";
import { sidesOf } from "./teams.js";

/** Watch `store`; `actAs(seat, version, action, words)` makes the pass and says `words()`
 * (game.js): a function of the page's words, so that a change of language words it again. */
export function passWhenForced(store, actAs, t) {
  let asked = null; // the table and version whose waiting seat was looked at

  store.subscribe((s) => {
    const v = s.view;
    if (!s.prefs.autoPass || s.panel || !v || s.live !== "open" || v.phase !== "play") return;
    if (!s.table?.started || s.table.offer) return;
    if (s.screen === "table" && s.viewer && v.to_act === s.viewer) {
      const ends = [...new Set(v.ends)];
      // "you" on a device of one seat; where several share it, the seat that passed
      if (v.legal.length === 1 && v.legal[0].pass)
        actAs(s.viewer, v.version, v.legal[0], () =>
          s.held.length > 1 ? t.autoPassed(sidesOf(s).seat(s.viewer), ends) : t.autoPassedYou(ends),
        );
      return;
    }
    const seat = s.handoffSeat;
    if (s.screen !== "handoff" || v.to_act !== seat || asked === `${s.id}:${v.version}`) return;
    asked = `${s.id}:${v.version}`;
    const { id, version } = { id: s.id, version: v.version };
    api.view(id, seat).then(
      (mine) => {
        const now = store.get();
        if (now.id !== id || now.screen !== "handoff" || now.view.version !== version) return;
        if (mine.legal.length === 1 && mine.legal[0].pass)
          actAs(seat, version, mine.legal[0], () =>
            t.autoPassed(sidesOf(now).seat(seat), [...new Set(mine.ends)]),
          );
      },
      () => {}, // not answered (the table moved on, or offline): the seat decides for itself
    );
  });
}
