// The player's commands at a table, sent on its live connection (connection.js): a move, a
// takeback asked or answered, a hint; and the host's controls, the table deleted, a seat's
// rejoin link (over HTTP). Each says what it did in the live region once it is done.

import { endNumber, narrate } from "./narrate.js";
import { forget } from "./secrets.js";
import { NO_UI } from "./state.js";
import { sidesOf } from "./teams.js";

/** What the live region says once a request of each kind is carried out. */
export const TIMELINE_SAID = {
  undo: "undone",
  redo: "redone",
  restart: "restarted",
  new_match: "newMatch",
};

/** The commands of `game` (game.js). */
export function tableCommands(game) {
  const { store, api, t, say } = game;
  const get = store.get;
  let acting = null; // the version a move of this page was sent on, until a newer view comes

  /** A move carries the version the player saw when making it, not the one current when it is
   * sent: a tap made while an undo is on its way is refused as stale, never played on a
   * position the player has not seen. `passed`: the words of an automatic pass (autopass.js,
   * a function of the page's words), said and shown instead of the move's. */
  function act(action, passed = "") {
    const { view, viewer } = get();
    actAs(viewer, view.version, action, passed);
  }

  /** `action` of held seat `seat` on `version` (act's path; the forced pass of a seat waiting
   * for the device, autopass.js, names a seat the device does not show). */
  function actAs(seat, version, action, passed = "") {
    if (acting !== null) return; // a second tap or Enter on the way: the first move is being sent
    acting = version;
    game.banner("");
    const words = passed ? passed() : narration({ ...action, seat });
    // A tile played from the seat shown lies on its end at once (sent.js), until the view the
    // move makes replaces it, or a refusal takes it back with the reason in the banner.
    const { view, viewer } = get();
    if (action.play !== undefined && seat === viewer && view?.version === version)
      store.update({ pending: { seat, play: action.play, end: action.end, version }, ui: NO_UI });
    game.queue(async () => {
      try {
        await game.ask({ type: "act", version, seat, action });
      } catch (error) {
        acting = null;
        store.update({ pending: null });
        throw error;
      }
      say(words);
      store.update({ notice: action.redeal ? () => t.said.redealYou : "", passed, ui: NO_UI });
    });
  }

  /** A view of `version` has come: once newer than the one a move went on, the next may go. */
  function seen(version) {
    if (acting !== null && version > acting) acting = null;
  }

  /** Undo, redo, restart (and a new match at a shared table) mean the same whatever came in
   * meanwhile (two quick Ctrl+Z go back twice), so unlike a move they go out against the
   * version current when they are sent. With humans on other devices they are a request the
   * others accept or refuse; asking for what another seat's request waiting asks (New match
   * on the end-of-match card, or both tapped at once) is this device's yes to it (`joined`). */
  function timeline(kind) {
    game.banner("");
    game.queue(async () => {
      const s = get();
      const seat = s.viewer ?? s.held[0];
      const done = await game.ask({
        type: "offer",
        version: s.view.version,
        kind,
        ...(seat ? { seat } : {}),
      });
      store.update({ ui: NO_UI, notice: "" });
      const said = timelineSaid(kind, done, s.view.version);
      if (said) say(said);
    });
  }

  /** What the live region says once an `offer` of `kind` sent on `version` is acknowledged
   * (`done`). Done at once: what was done; a yes that was the last: nothing, as after Accept
   * (every device hears `offer_accepted`, said or shown: connection.js); else the request
   * waits for the others. */
  function timelineSaid(kind, done, version) {
    if (done.version === version) return done.joined ? t.offerJoined(kind) : t.offerSent(kind);
    return done.joined ? "" : t.said[TIMELINE_SAID[kind]];
  }

  /** Accept or refuse the takeback the table waits for. */
  function answer(accept) {
    const offer = get().table?.offer;
    if (!offer) return;
    store.update({ answered: offer.id });
    game.queue(() => game.ask({ type: "answer", offer: offer.id, accept }));
  }

  /** A gentle nudge to `seat`, whom the table waits for. */
  function nudge(seat) {
    game.queue(async () => {
      await game.ask({ type: "nudge", seat });
    });
  }

  /** The hint for the seat holding the device: `done(hint)` turns it into a preview. */
  function hint(done) {
    game.queue(async () => {
      const frame = await game.ask({ type: "hint", seat: get().viewer });
      done(frame.hint);
    });
  }

  /** An action in words, said before its view replaces the one it was played on. */
  const narration = (a) => narrate(t, a, endNumber(get().view?.ends, a.end), sidesOf(get()));

  // --- the host's controls, and a seat moving to another device ------------------------------

  function host(command) {
    game.queue(async () => store.update({ table: await api.host(get().id, command) }));
  }

  function removeTable() {
    const { id } = get();
    game.queue(async () => {
      await api.remove(id);
      forget(id);
      game.showStart();
      say(t.deleted);
    });
  }

  function rejoinLink() {
    const { id, viewer, held: seats } = get();
    const seat = viewer ?? seats[0];
    game.queue(async () => {
      const { link } = await api.rejoin(id, seat);
      store.update({ rejoin: { seat, link } });
    });
  }

  return { act, actAs, seen, timeline, answer, nudge, hint, host, removeTable, rejoinLink };
}
