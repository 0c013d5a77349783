// The player's commands at a table, sent on its live connection (connection.js): a takeback
// asked or answered, a nudge, a hint (a move is sending.js's); and the host's controls, the table
// deleted, a seat's rejoin link (over HTTP). Each says what it did in the live region once it is
// done.

import { offerWords } from "./online.js";
import { forget } from "./secrets.js";
import { NO_UI } from "./state.js";

/** What the live region says once a request of each kind is carried out. */
export const TIMELINE_SAID = {
  undo: "undone",
  redo: "redone",
  restart: "restarted",
  new_match: "newMatch",
};

/** The kinds whose words, once done at once, say what was done (views.js, `timelineDone`): the
 * tile an undo put back in a hand or a redo played again, and whose turn it is then. */
const SAID_WITH_VIEW = new Set(["undo", "redo"]);

/** The commands of `game` (game.js). */
export function tableCommands(game) {
  const { store, api, t, say } = game;
  const get = store.get;

  /** Undo, redo, restart (and a new match at a shared table) mean the same whatever came in
   * meanwhile (two quick Ctrl+Z go back twice), so unlike a move they go out against the
   * version current when they are sent. With humans on other devices they are a request the
   * others accept or refuse; asking for what another seat's request waiting asks (New match
   * on the end-of-match card, or both tapped at once) is this device's yes to it (`joined`).
   * Asking again for what this device's own request waiting asks says that request again:
   * its box, told once as it showed, stays as it was, and the tap said nothing. */
  function timeline(kind) {
    game.banner("");
    game.queue(async () => {
      const s = get();
      const open = s.table?.offer;
      const again = open?.kind === kind && s.held.includes(open.by) ? open.id : null;
      const seat = s.viewer ?? s.held[0];
      const done = await game.ask({
        type: "offer",
        version: s.view.version,
        kind,
        ...(seat ? { seat } : {}),
      });
      store.update({ ui: NO_UI, notice: "" });
      if (SAID_WITH_VIEW.has(kind) && done.version !== s.view.version && !done.joined)
        return game.timelineDone(kind, s.view, done.version);
      const now = get().table?.offer;
      const said =
        again && now?.id === again
          ? offerWords(t, get(), now)
          : timelineSaid(kind, done, s.view.version);
      if (said) say(said);
    });
  }

  /** What the live region says once an `offer` of `kind` sent on `version` is acknowledged
   * (`done`). Done at once: what was done; a yes that was the last: nothing, as after Accept
   * (every device hears `offer_accepted`, said or shown: connection.js); a request that waits
   * for the others: nothing here, its box says it as the server's OFFER comes (render.js), with
   * what the OFFER alone knows, which move, hand or match it is about. */
  function timelineSaid(kind, done, version) {
    if (done.version === version) return done.joined ? t.offerJoined(kind) : "";
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

  return { timeline, answer, nudge, hint, host, removeTable, rejoinLink };
}
