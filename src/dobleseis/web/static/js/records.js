// Saved tables, record files and replays: a saved table gone on with or deleted, a record file
// replayed (the server takes it as a table used only for the replay) or played on from its end
// with the seats chosen, and a replay's steps remembered by the tab and left. The start screen's
// list is drawn by saved.js, the replay screen by replay.js.

import { ApiError } from "./api.js";
import { listed } from "./saved.js";
import { forget, keep } from "./secrets.js";
import { rememberReplay } from "./tab.js";

/** A seat of a record file to replay: nobody plays on, so nobody needs to be invited. */
const plain = (kind) => (kind === "invited" ? "computer" : kind);

/** The saved tables, records and replays of `game` (game.js). */
export function records(game) {
  const { store, api, t, say, pace } = game;
  const get = store.get;

  /** Go on with saved table `m`: one saved under earlier rules cannot, and the server says
   * why (it stays listed). */
  function resumeSaved(m) {
    game.queue(async () => {
      try {
        await api.view(m.id);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "saved_match_outdated")) throw error;
        return game.banner(() => t.cannotOpen(error.text(t)));
      }
      game.enter(m.id);
    });
  }

  /** Delete saved table `m`; the focus goes on to the row shown after it (else before it). */
  function removeSaved(m) {
    game.queue(async () => {
      const shown = listed(get().saved || []);
      const at = shown.findIndex((x) => x.id === m.id);
      const next = shown[at + 1] || shown[at - 1] || null;
      await api.remove(m.id);
      forget(m.id);
      game.showStart();
      store.update({ backTo: { id: next?.id ?? null } });
      say(t.deleted);
    });
  }

  /** A record file to replay: the server takes it as a new table, used only for the replay
   * and deleted when the replay is left (the file itself is the player's copy). */
  async function replayFile(record) {
    const s = get();
    const created = await api.importRecord(
      record,
      s.settings.seats.map(plain),
      s.settings.level,
      pace(s.prefs),
    );
    keep(created.id, created.secrets);
    startReplay(created.id, 0, true);
  }

  /** A record file to play on from its end, with the seats and level chosen; "" when it went
   * well, else why not. */
  async function playFile(record, seats, level) {
    const created = await api.importRecord(record, seats, level, pace(get().prefs));
    keep(created.id, created.secrets);
    if (created.view.over) {
      await api.remove(created.id);
      forget(created.id);
      return t.recordOver;
    }
    game.sitDown(created);
    return "";
  }

  /** The replay shows step `step`: a reload comes back to it. */
  function replayStep(step) {
    const { replay } = get();
    if (replay) rememberReplay(replay, step);
  }

  /** Replay table `id` from `step`; `temporary`: the table exists only for the replay. */
  function startReplay(id, step, temporary) {
    game.disconnect();
    store.update({
      banner: "",
      screen: "replay",
      id: null,
      view: null,
      replay: { id, step, temporary },
    });
    replayStep(step);
  }

  function leaveReplay() {
    const { replay } = get();
    if (!replay) return; // already left (a step still loading answered 404 meanwhile)
    store.update({ replay: null, screen: "blank" });
    game.queue(async () => {
      if (replay.temporary) {
        await api.remove(replay.id).catch(() => null);
        forget(replay.id);
      }
      game.showStart();
      // back to the match replayed in the list (a record file's is gone: the start screen's top)
      if (!replay.temporary) store.update({ backTo: { id: replay.id } });
    });
  }

  /** A step that failed to load: a replay whose table is gone is left, else the failure said. */
  const replayFailed = (error) =>
    error instanceof ApiError && error.status === 404 ? leaveReplay() : game.failed(error);

  return {
    resumeSaved,
    removeSaved,
    replayFile,
    playFile,
    replayStep,
    startReplay,
    leaveReplay,
    replayFailed,
  };
}
