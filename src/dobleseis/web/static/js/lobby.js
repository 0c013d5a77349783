// Away from the table: the start screen (a new match, and below its form the saved matches and
// record files) and the way into and out of a replay. start.js, saved.js and replay.js draw
// those; this module connects them to the match.

import { api, ApiError } from "./api.js";
import { $, h } from "./dom.js";
import { t } from "../i18n/index.js";
import { confirm } from "./panels.js";
import { renderStart } from "./start.js";
import { openReplay } from "./replay.js";
import { downloadRecord, renderOpenFile, renderSaved } from "./saved.js";
import { S, SAVED, clearUi } from "./state.js";
import { enter, enterCreated, failed, queue, render, say, showBanner, startMatch } from "./flow.js";

/** The start screen; `forget`: the tab no longer goes on with its match after a reload. */
export function showStart(forget = true) {
  clearTimeout(S.timer);
  if (forget) sessionStorage.removeItem(SAVED);
  S.settings.seed = null; // a new match is a new deal; the last seed has its own button
  S.screen = "start";
  S.id = null;
  S.view = null;
  S.viewer = null;
  clearUi();
  render(); // marks the page as the start screen and hides the chrome; the form is drawn here
  const column = renderStart($("screen"), t, S.settings, S.lastSeed, startMatch);
  const savedSlot = h("div", { class: "saved-slot" });
  const opener = renderOpenFile(t, S.settings, { replay: replayFile, play: playFile });
  S.openFile = opener.open;
  column.append(savedSlot, opener.card);
  queue(async () => {
    const { matches } = await api.list();
    if (savedSlot.isConnected) savedSlot.replaceChildren(renderSaved(t, matches, { resume: resumeSaved, replay: (m) => startReplay(m.id, 0, false), remove: removeSaved }));
  });
}

// --- saved matches, record files and replays ---------------------------------------------------

function resumeSaved(m) {
  queue(() => enter(m.id, { variant: m.variant, seats: m.seats, level: m.level, seed: null }));
}

function removeSaved(m) {
  confirm(t, t.confirmDeleteTitle, t.confirmDeleteText, t.confirmDeleteYes, () =>
    queue(async () => {
      await api.remove(m.id);
      showStart();
      say(t.deleted);
    }),
  );
}

/** A record file to replay: the server takes it as a new match, used only for the replay and
 * forgotten when the replay is left (the file itself is the player's copy). */
async function replayFile(record) {
  const { id } = await api.importRecord(record, S.settings.seats, S.settings.level);
  startReplay(id, 0, true);
}

/** A record file to play on from its end, with the seats and level chosen; "" when it went
 * well, else why not. */
async function playFile(record, seats, level) {
  const created = await api.importRecord(record, seats, level);
  if (created.view.over) {
    await api.remove(created.id);
    return t.recordOver;
  }
  await enterCreated(created, { variant: created.view.variant, seats, level, seed: created.view.seed });
  return "";
}

export function startReplay(id, step, temporary) {
  clearTimeout(S.timer);
  showBanner("");
  S.screen = "replay";
  S.id = null;
  S.view = null;
  const keep = (k) => sessionStorage.setItem(SAVED, JSON.stringify({ replay: id, step: k, temporary }));
  keep(step);
  const close = openReplay(
    {
      t,
      say,
      failed: (error) => (error instanceof ApiError && error.status === 404 ? leaveReplay() : failed(error)),
      leave: () => leaveReplay(),
      saved: keep,
      download: (status, variant) => downloadRecord(t, id, variant, status),
    },
    id,
    step,
  );
  S.replay = { id, temporary, close };
}

function leaveReplay() {
  if (!S.replay) return; // already left (a step still loading answered 404 meanwhile)
  const { id, temporary, close } = S.replay;
  close();
  S.replay = null;
  queue(async () => {
    if (temporary) await api.remove(id).catch(() => null);
    showStart();
  });
}
