// The controller's core: holds the current view, runs commands one at a time (each against the
// version it was made on) and recovers when one fails, paces the computer, and decides which
// screen shows: start, table, end-of-hand reveal, or the hot-seat handoff.
//
// Privacy on a shared device: the page only ever holds the view of the seat holding the device.
// When the device must go to another human, the view is replaced by the public one before the
// handoff screen shows, and the next seat's view is fetched only after "I am seat N".
//
// The other parts of the controller (input.js, chrome.js, lobby.js) call in here and are called
// back from here, so these modules import each other. That is safe only because none of them
// uses an import while it is evaluated (no top-level calls): keep it so.

import { api, ApiError } from "./api.js";
import { $, reducedMotion } from "./dom.js";
import { t } from "../i18n/index.js";
import { anyPanelOpen } from "./panels.js";
import { endNumber, narrate, renderHandoff, renderReveal, renderTable } from "./table.js";
import { commitmentBox, commitmentsFromLog, verifyBox } from "./verify.js";
import { S, SAVED, clearUi, remember } from "./state.js";
import { renderChrome } from "./chrome.js";
import { handlers } from "./input.js";
import { showStart, startReplay } from "./lobby.js";

const params = new URLSearchParams(location.search);
const PACE_MS = params.has("pace") ? Number(params.get("pace")) : 850;

const pace = () => (reducedMotion() ? 0 : PACE_MS);
export const say = (text) => {
  const live = $("live");
  live.textContent = text;
};

// --- commands, run one at a time -------------------------------------------------------------

export function queue(task) {
  // A failure while recovering from a failure must not leave the queue rejected: every later
  // command would be skipped without a word.
  S.queue = S.queue.then(task).catch(failed).catch((error) => {
    console.error(error);
    showBanner(t.errorPrefix + (error instanceof ApiError ? error.text(t) : error.message));
  });
  return S.queue;
}

export async function failed(error) {
  if (!(error instanceof ApiError)) {
    console.error(error);
    showBanner(t.errorPrefix + error.message);
    return;
  }
  if (error.status === 0) return showBanner(t.offline);
  if (error.status === 409 && S.id) {
    showBanner(t.stale);
    clearUi(); // a selection or a hint made on the old position must not be played on the new
    await show(await api.view(S.id, S.viewer));
    return;
  }
  if (error.status === 404 && S.id && S.screen !== "replay") {
    showStart();
    showBanner(t.matchGone);
    return;
  }
  showBanner(t.errorPrefix + error.text(t));
}

export function showBanner(text) {
  const banner = $("banner");
  banner.textContent = text;
  banner.hidden = !text;
}

export function startMatch(settings) {
  S.settings = settings;
  queue(async () => {
    showBanner("");
    const body = { variant: settings.variant, seats: settings.seats, level: settings.level };
    if (settings.seed !== null && settings.seed !== undefined) body.seed = settings.seed;
    await enterCreated(await api.create(body), settings);
  });
}

/** Sit down at a match just created (or imported): with several humans nobody holds the device
 * yet, and the server answered the public view. */
export async function enterCreated(created, settings) {
  S.settings = settings;
  S.id = created.id;
  S.humans = settings.seats.flatMap((kind, i) => (kind === "human" ? [i + 1] : []));
  S.viewer = S.humans.length === 1 ? S.humans[0] : null;
  S.ack = created.view.last_result ? created.view.last_result.number : 0;
  S.view = null;
  S.notice = "";
  S.commitments = {};
  remember();
  clearUi();
  await show(created.view);
}

// --- receiving a view ------------------------------------------------------------------------

function freshIndex(before, after) {
  if (!before || after.length !== before.length + 1) return -1;
  if (!before.length) return 0;
  return after[0].tile === before[0].tile ? after.length - 1 : 0;
}

/** Take a new view, then route to the right screen (and maybe pace the next computer move). */
export async function show(view) {
  S.ui.fresh = freshIndex(S.view && S.view.line, view.line);
  const finished = view.last_result ? view.last_result.number : 0;
  if (finished < S.ack) {
    S.ack = finished; // undone back into a finished hand: its end is shown again when it comes
    remember();
  }
  S.view = view;
  if (view.seed !== null && view.seed !== undefined) S.lastSeed = view.seed;
  if (view.commitment && view.phase !== "over") S.commitments[view.hand_number] = view.commitment;
  if (finished > S.ack) {
    if (S.humans.length > 1 && S.viewer !== null) {
      // The end of a hand is for everyone at a shared device: the page keeps no seat's tiles of
      // the next deal meanwhile, and the next hand starts with a handoff.
      S.viewer = null;
      S.view = await api.view(S.id);
    }
    S.screen = "reveal";
    if (view.last_result.seed_material && !S.commitments[finished]) {
      // Not seen here while the hand was played (a reload since): the log has it.
      S.commitments = { ...commitmentsFromLog((await api.log(S.id)).entries), ...S.commitments };
    }
    say(`${t.said.handOver(finished)} ${t.scoreNow(view.last_result.score)}`);
  } else {
    if (S.screen !== "handoff" || S.handoffSeat !== view.to_act) S.screen = "table";
  }
  await route();
}

async function route() {
  const v = S.view;
  const handoff =
    S.screen !== "reveal" && S.humans.length > 1 && v.phase !== "over" && v.to_act_human && v.to_act !== S.viewer;
  if (handoff) {
    S.viewer = null;
    clearUi();
    S.ui.focusTile = null;
    $("screen").replaceChildren(); // the previous holder's tiles go at once
    say(t.handoffTitle(v.to_act)); // also replaces any narration that named a private tile
    // Drop the previous holder's tiles before anything else is shown.
    S.view = await api.view(S.id);
    S.screen = "handoff";
    S.handoffSeat = v.to_act;
  }
  render();
  pump();
}

export function render() {
  const screen = $("screen");
  document.body.dataset.screen = S.screen;
  if (S.view) document.body.dataset.version = String(S.view.version);
  renderChrome();
  if (S.screen === "start") return;
  if (S.screen === "handoff") {
    S.drawLine = null;
    renderHandoff(screen, t, S.view, S.handoffSeat, () => iAm(S.handoffSeat));
    return;
  }
  if (S.screen === "reveal") {
    S.drawLine = null;
    const r = S.view.last_result;
    renderReveal(
      screen,
      t,
      S.view,
      {
        next: nextHand,
        sameSeed: () => startMatch({ ...S.settings, seed: S.view.seed }),
        newMatch: () => showStart(),
      },
      verifyBox(t, r, S.commitments[r.number], say),
    );
    return;
  }
  const commitment = commitmentBox(t, S.view.commitment, say);
  if (commitment) {
    commitment.open = S.commitmentOpen;
    commitment.addEventListener("toggle", () => (S.commitmentOpen = commitment.open));
  }
  S.drawLine = renderTable(screen, t, S.view, S.ui, handlers, S.notice, commitment);
  S.ui.fresh = -1; // the tile just placed is shown arriving once, not again on every render
  restoreFocus();
}

function restoreFocus() {
  const active = document.activeElement;
  if (active && active !== document.body && document.contains(active)) return;
  if (anyPanelOpen()) return;
  const target =
    (S.ui.selected && $("screen").querySelector(".end.lit")) ||
    $("screen").querySelector(".hand .tile[tabindex='0']") ||
    $("screen").querySelector(".actions button");
  if (target && S.keyboard) target.focus();
}

function iAm(seat) {
  queue(async () => {
    S.viewer = seat;
    S.handoffSeat = null;
    S.screen = "table";
    clearUi();
    await show(await api.view(S.id, seat));
  });
}

function nextHand() {
  S.ack = S.view.last_result.number;
  remember();
  S.screen = "table";
  queue(route);
}

// --- the computer ----------------------------------------------------------------------------

const computerMayMove = () =>
  S.view && S.screen === "table" && !anyPanelOpen() && S.view.phase !== "over" && !S.view.to_act_human && S.view.to_act;

/** Ask for one computer move after a readable pause; nothing is asked while a panel is open. */
export function pump() {
  clearTimeout(S.timer);
  if (!computerMayMove()) return;
  const version = S.view.version;
  S.timer = setTimeout(
    () =>
      queue(async () => {
        if (!computerMayMove() || S.view.version !== version) return;
        let answer;
        try {
          answer = await api.computer(S.id, version, S.viewer);
        } catch (error) {
          // Another tab on this match asked for the same move first: nothing was lost here.
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          await show(await api.view(S.id, S.viewer));
          return;
        }
        const { action, view } = answer;
        const yours = view.to_act === S.viewer && view.phase !== "over";
        say(yours ? `${narration(action)} ${t.said.yourTurn}` : narration(action));
        if (action.redeal) S.notice = t.redealAnnounced(action.seat);
        await show(view);
      }),
    pace(),
  );
}

/** An action in words, said before its view replaces the one it was played on. */
export const narration = (a) => narrate(t, a, endNumber(S.view && S.view.ends, a.end));

// --- going on after a reload, or with a saved match ------------------------------------------

/** After a reload: go on with this tab's match (or replay) if the server still has it. */
export async function resume() {
  const saved = JSON.parse(sessionStorage.getItem(SAVED) || "null");
  if (!saved) return showStart();
  if (saved.replay) return startReplay(saved.replay, saved.step, saved.temporary);
  await enter(saved.id, saved.settings, saved.ack);
}

/** Go on with match `id` where it stands. With several humans nobody is assumed to hold the
 * device, so the public view comes first (and a handoff). `ack`: the last hand whose end was
 * already shown (default: all of them). */
export async function enter(id, settings, ack) {
  try {
    const open = await api.view(id);
    S.id = id;
    S.settings = settings;
    S.humans = settings.seats.flatMap((kind, i) => (kind === "human" ? [i + 1] : []));
    S.viewer = S.humans.length === 1 ? S.humans[0] : null;
    S.ack = ack ?? (open.last_result ? open.last_result.number : 0);
    S.commitments = {};
    S.screen = "table";
    remember();
    await show(S.viewer ? await api.view(S.id, S.viewer) : open);
  } catch (error) {
    // Only a match the server no longer has is forgotten; otherwise (the server is restarting,
    // say) the tab keeps it, and a reload goes on with it.
    const gone = error instanceof ApiError && error.status === 404;
    showStart(gone);
    // A match saved under earlier rules: the server says why it cannot go on (it stays listed).
    if (error instanceof ApiError && error.code === "saved_match_outdated") showBanner(t.cannotOpen(error.text(t)));
    else if (!gone) failed(error);
  }
}
