// A move on its way to the server, sent on the table's live connection (connection.js) with the
// version it was made on, and never lost to a connection that drops. A tile played lies on its
// end at once (sent.js). A move not answered within a moment is shown as still being sent: its
// tile marked on the line and its plate saying so, and, on a device that knows it has no network
// (navigator.onLine), the banner says the move goes once it is back online. A move whose
// connection drops before the answer came is not taken back either: its bytes may still reach
// the server (a phone's connection surviving a tunnel), so the page waits for the connection to
// come back, and the view its hello brings says what became of the move. Past the move's
// version, the move stands (the view shows it played, or what the table did meanwhile); still at
// it, the move is sent again, once, on the same version: safe, for the server refuses a move on
// a version that has moved on, so a move is never played twice.

import { ApiError } from "./api.js";
import { LEFT } from "./live.js";
import { endNumber, narrate } from "./narrate.js";
import { NO_UI } from "./state.js";
import { sidesOf } from "./teams.js";
import { sameTile } from "./tiles.js";

/** How long the answer to a move may take before the move is shown as still being sent (ms):
 * over a connection that is there, a move is answered well within it. */
const SLOW = 2000;

/** The moves of `game` (game.js). */
export function movesSent(game) {
  const { store, t } = game;
  const get = store.get;
  let acting = null; // {id, version}: the table and version a move was sent on, until a newer view
  let lost = null; // a move whose connection dropped before its answer: `seen` decides its fate
  let told = null; // the banner saying a move waits for the connection

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
    const { id, view, viewer } = get();
    acting = { id, version };
    game.banner("");
    // a redeal is said as its notice shows it: the new tiles are there
    const words = passed
      ? passed()
      : action.redeal
        ? t.said.redealYou
        : narration({ ...action, seat });
    // A tile played from the seat shown lies on its end at once (sent.js), until the view the
    // move makes replaces it, or a refusal takes it back with the reason in the banner.
    if (action.play !== undefined && seat === viewer && view?.version === version)
      store.update({ pending: { seat, play: action.play, end: action.end, version }, ui: NO_UI });
    send({ id, seat, version, action, words, passed, again: false });
  }

  /** Send `move` ({id, seat, version, action, words, passed, again}: `again` once sent before,
   * on a connection that dropped) when the commands before it are done. */
  function send(move) {
    game.queue(async () => {
      const { version, seat, action } = move;
      const slow = setTimeout(() => waiting(move, !navigator.onLine), SLOW);
      let done;
      try {
        done = await game.ask({ type: "act", version, seat, action });
      } catch (error) {
        if (kept(move, error)) return;
        acting = null;
        store.update({ pending: null });
        throw error;
      } finally {
        clearTimeout(slow);
      }
      quiet();
      game.moved(move.words, done.version);
      const notice = move.action.redeal ? () => t.said.redealYou : "";
      store.update({ notice, passed: move.passed, ui: NO_UI });
    });
  }

  /** Whether `move`, not answered with `error`, is still on its way. Sent again and refused as
   * stale: the table moved on meanwhile, perhaps by this very move, its first sending arriving
   * late; the view of the change (every change reaches every connection), come before the
   * refusal or still to come, shows which (`decide`) and takes the place of the move shown
   * (views.js) — no refusal to tell. Its connection dropped (not left by the page: LEFT): it
   * waits for the connection to come back (`seen`), said so. */
  function kept(move, error) {
    if (!(error instanceof ApiError)) return false;
    if (move.again && error.code === "stale") {
      // the view of the change may have come first: it decides now, else the one to come
      const now = get().view;
      if (now.version > move.version) decide(now, move);
      else lost = move;
      return true;
    }
    if (error.status !== 0 || error.code === LEFT) return false;
    lost = move;
    waiting(move, true);
    return true;
  }

  /** `move` is shown as still being sent: its tile marked as not yet taken (sent.js) and, when
   * `tell`, the banner says why, for a device without a network or for a connection lost. */
  function waiting(move, tell) {
    const s = get();
    if (s.id !== move.id) return;
    if (s.pending?.version === move.version && !s.pending.waiting)
      store.update({ pending: { ...s.pending, waiting: true } });
    if (!tell) return;
    told = () => (navigator.onLine ? t.moveWaiting : t.moveOffline);
    game.banner(told);
  }

  /** The banner saying a move waits goes: the move is answered, or the table moved on. */
  function quiet() {
    if (told && get().banner === told) game.banner("");
    told = null;
  }

  /** A view has come (`view`): once newer than the one a move went on, the next may go. A move
   * whose connection dropped is decided by the first view after it (a view comes only on a
   * connection that is there: the hello's catch-up): past its version, it stands; still at it,
   * it is sent again. */
  function seen(view) {
    if (acting !== null && (view.id !== acting.id || view.version > acting.version)) {
      acting = null;
      quiet();
    }
    const move = lost;
    lost = null;
    if (move && view.id === move.id) decide(view, move);
  }

  /** What became of `move`, its connection lost, as `view` shows its table: still at its
   * version, the move is sent again; past it, it stands, said as any move of this device is once
   * answered, with `view`, when `view` shows it played (its first sending arrived, late or before
   * the connection was given up). */
  function decide(view, move) {
    if (view.version === move.version) send({ ...move, again: true });
    else if (played(view, move)) game.moved(move.words, view.version);
  }

  /** Whether `view` shows `move`, a tile played, among the hand's moves (any other action is not
   * looked for: a pass, say, may be an earlier one of the seat's). */
  const played = (view, { seat, action }) =>
    action.play !== undefined &&
    view.moves.some((m) => m.seat === seat && sameTile(m.play, action.play));

  /** An action in words, said before its view replaces the one it was played on. */
  const narration = (a) => narrate(t, a, endNumber(get().view?.ends, a.end), sidesOf(get()));

  return { act, actAs, seen };
}
