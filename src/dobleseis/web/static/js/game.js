// The commands of the page and the views they bring: a command runs one at a time against the
// version it was made on, and the view that answers it goes into the store, which decides the
// screen (start, table, end-of-hand reveal, hot-seat handoff, replay). The computer is paced
// here for a table played on this device alone: one move asked at a time, while nothing pauses.
//
// Privacy on a shared device: the store only ever holds the view of the seat holding the device.
// When the device must go to another human, the next seat's view is never put in the store: the
// screen goes blank, the public view comes, and that seat's view only after "I am seat N".

import { ApiError } from "./api.js";
import { endNumber, narrate } from "./table.js";
import { commitmentsFromLog } from "./verify.js";

export const SAVED = "dobleseis.match"; // the match (or replay) of this tab, so that a reload goes on with it

export const NO_UI = Object.freeze({
  selected: null, hint: null, hintAction: null, focusTile: null, refused: null, dragging: null,
});

/** The state of a page that has shown nothing yet. */
export function initialState(defaults) {
  return {
    settings: { ...defaults },
    id: null,
    view: null,
    fresh: -1, // the index on the line of the tile the view just brought, or -1
    viewer: null, // the human seat holding the device, or null (public view)
    humans: [],
    screen: "start", // "table" | "reveal" | "handoff" | "replay" | "blank"
    handoffSeat: null,
    ack: 0, // the last finished hand whose reveal the player has dismissed
    notice: "",
    banner: "",
    ui: NO_UI,
    panel: null, // the dialog open ("rules", "log", "confirm"), while the computer waits
    lastSeed: null, // the seed of the last match, once it may be shown
    commitments: {}, // hand number → the commitment to its deal shown while it was played
    commitmentOpen: false, // the commitment's details stay open across renders
    keyboard: false, // the player uses the keyboard: focus follows the game
    saved: null, // the start screen's list of matches, once loaded
    replay: null, // while replaying: {id, step, temporary}
  };
}

const seatsOf = (kinds, kind) => kinds.flatMap((k, i) => (k === kind ? [i + 1] : []));

function freshIndex(before, after) {
  if (!before || after.length !== before.length + 1) return -1;
  if (!before.length) return 0;
  return after[0].tile === before[0].tile ? after.length - 1 : 0;
}

/** The commands over `store`; `api` is the table API (api.js), `t` the page's words, `say(text)`
 * the live region, `pace()` the pause before a computer move (ms). */
export function createGame({ store, api, t, say, pace }) {
  const get = store.get;
  let queued = Promise.resolve();
  let acting = false; // a move of this page is on its way to the server

  const remember = () => {
    const s = get();
    sessionStorage.setItem(SAVED, JSON.stringify({ id: s.id, settings: s.settings, ack: s.ack }));
  };
  const banner = (text) => store.update({ banner: text });

  // --- commands, run one at a time -----------------------------------------------------------

  function queue(task) {
    // A failure while recovering from a failure must not leave the queue rejected: every later
    // command would be skipped without a word.
    queued = queued.then(task).catch(failed).catch((error) => {
      console.error(error);
      banner(t.errorPrefix + (error instanceof ApiError ? error.text(t) : error.message));
    });
    return queued;
  }

  async function failed(error) {
    if (!(error instanceof ApiError)) {
      console.error(error);
      banner(t.errorPrefix + error.message);
      return;
    }
    const s = get();
    if (error.status === 0) return banner(t.offline);
    if (error.status === 409 && s.id) {
      banner(t.stale);
      // A selection or hint made on the old position must not be played on the new.
      await show(await api.view(s.id, s.viewer), { ui: NO_UI });
      return;
    }
    if (error.status === 404 && s.id && s.screen !== "replay") {
      showStart();
      banner(t.matchGone);
      return;
    }
    banner(t.errorPrefix + error.text(t));
  }

  // --- receiving a view ----------------------------------------------------------------------

  /** The patch that takes `view` in, without deciding the screen. */
  function taking(view) {
    const s = get();
    const finished = view.last_result ? view.last_result.number : 0;
    const patch = {
      view,
      fresh: freshIndex(s.view && s.view.line, view.line),
      ack: Math.min(s.ack, finished), // undone back into a finished hand: its end is shown again
    };
    if (view.seed !== null && view.seed !== undefined) patch.lastSeed = view.seed;
    if (view.commitment && view.phase !== "over" && s.commitments[view.hand_number] !== view.commitment) {
      patch.commitments = { ...s.commitments, [view.hand_number]: view.commitment };
    }
    return patch;
  }

  /** Take a new view, then show the right screen (the computer's pace follows the store);
   * `extra`: what else changes with it (who holds the device, the preview cleared). */
  async function show(view, extra = {}) {
    const s = { ...get(), ...extra };
    const patch = { ...extra, ...taking(view) };
    if (patch.ack !== s.ack) {
      store.update({ ack: patch.ack });
      remember();
    }
    const finished = view.last_result ? view.last_result.number : 0;
    if (finished <= patch.ack) {
      const keep = s.screen === "handoff" && s.handoffSeat === view.to_act;
      return route({ ...patch, screen: keep ? "handoff" : "table" });
    }
    patch.screen = "reveal";
    if (s.humans.length > 1 && s.viewer !== null) {
      // The end of a hand is for everyone at a shared device: the page keeps no seat's tiles of
      // the next deal meanwhile, and the next hand starts with a handoff.
      store.update({ screen: "blank", ui: NO_UI });
      patch.viewer = null;
      patch.view = await api.view(s.id);
    }
    const commitments = patch.commitments || s.commitments;
    if (view.last_result.seed_material && !commitments[finished]) {
      // Not seen here while the hand was played (a reload since): the log has it.
      patch.commitments = { ...commitmentsFromLog((await api.log(s.id)).entries), ...commitments };
    }
    say(`${t.said.handOver(finished)} ${t.scoreNow(view.last_result.score)}`);
    store.update(patch);
  }

  /** Show `patch` (a view taken in, a screen); when the view waits for a human other than the
   * one holding the device, the device is handed over first. */
  async function route(patch = {}) {
    const s = { ...get(), ...patch };
    const v = s.view;
    const handoff =
      s.screen !== "reveal" && s.humans.length > 1 && v.phase !== "over" && v.to_act_human && v.to_act !== s.viewer;
    if (!handoff) return store.update(patch);
    // The previous holder's tiles go at once, before anything else is shown; the live region is
    // told too, replacing any narration that named a private tile.
    store.update({ screen: "blank", ui: NO_UI });
    say(t.handoffTitle(v.to_act));
    const open = await api.view(s.id);
    store.update({ ...patch, ...taking(open), viewer: null, ui: NO_UI, screen: "handoff", handoffSeat: v.to_act });
  }

  function iAm(seat) {
    queue(async () => {
      const view = await api.view(get().id, seat);
      await show(view, { viewer: seat, handoffSeat: null, screen: "table", ui: NO_UI });
    });
  }

  function nextHand() {
    store.update({ ack: get().view.last_result.number });
    remember();
    queue(() => route({ screen: "table" }));
  }

  // --- the player's commands -----------------------------------------------------------------

  /** A move carries the version the player saw when making it, not the one current when it is
   * sent: a tap made while an undo is on its way is refused as stale, never played on a
   * position the player has not seen. */
  function act(action) {
    if (acting) return; // a second tap or Enter on the way: the first move is being sent
    acting = true;
    banner("");
    const { id, view, viewer } = get();
    queue(async () => {
      try {
        const answer = await api.act(id, view.version, viewer, action);
        say(narration({ ...action, seat: viewer }));
        await show(answer, { notice: action.redeal ? t.said.redealYou : "", ui: NO_UI });
      } finally {
        acting = false;
      }
    });
  }

  /** Undo, redo and restart mean the same whatever came in meanwhile (two quick Ctrl+Z go back
   * twice), so unlike a move they are sent against the version current when they go out. */
  function timeline(kind) {
    banner("");
    queue(async () => {
      const s = get();
      const view = await api[kind](s.id, s.view.version, s.viewer);
      say(t.said[{ undo: "undone", redo: "redone", restart: "restarted" }[kind]]);
      await show(view, { ui: NO_UI, notice: "", screen: "table" });
    });
  }

  /** The hint for the seat holding the device: `done(hint)` turns it into a preview. */
  function hint(done) {
    queue(async () => {
      const s = get();
      done(await api.hint(s.id, s.viewer));
    });
  }

  /** An action in words, said before its view replaces the one it was played on. */
  const narration = (a) => narrate(t, a, endNumber(get().view && get().view.ends, a.end));

  // --- the computer, for a table played on this device ---------------------------------------

  const computerMayMove = (s) =>
    s.view && s.screen === "table" && !s.panel && s.view.phase !== "over" && !s.view.to_act_human && s.view.to_act;

  let timer = null;
  let paced = null; // the version whose computer move is asked for

  /** Ask for one computer move after a readable pause, while nothing pauses the computer. */
  function pacer(s) {
    if (!computerMayMove(s)) {
      clearTimeout(timer);
      paced = null;
      return;
    }
    if (paced === s.view.version) return;
    clearTimeout(timer);
    const version = (paced = s.view.version);
    timer = setTimeout(() => queue(() => computerMove(version)), pace());
  }

  async function computerMove(version) {
    const s = get();
    if (!computerMayMove(s) || s.view.version !== version) return;
    let answer;
    try {
      answer = await api.computer(s.id, version, s.viewer);
    } catch (error) {
      // Another tab on this match asked for the same move first: nothing was lost here.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      paced = null;
      await show(await api.view(s.id, s.viewer));
      return;
    }
    const { action, view } = answer;
    const yours = view.to_act === s.viewer && view.phase !== "over";
    say(yours ? `${narration(action)} ${t.said.yourTurn}` : narration(action));
    await show(view, action.redeal ? { notice: t.redealAnnounced(action.seat) } : {});
  }

  store.subscribe(pacer);

  // --- starting, going on, leaving -----------------------------------------------------------

  function startMatch(settings) {
    store.update({ settings });
    queue(async () => {
      banner("");
      const body = { variant: settings.variant, seats: settings.seats, level: settings.level };
      if (settings.seed !== null && settings.seed !== undefined) body.seed = settings.seed;
      await enterCreated(await api.create(body), settings);
    });
  }

  /** Sit down at a match just created (or imported): with several humans nobody holds the
   * device yet, and the server answered the public view. */
  async function enterCreated(created, settings) {
    const humans = seatsOf(settings.seats, "human");
    store.update({
      settings,
      id: created.id,
      humans,
      viewer: humans.length === 1 ? humans[0] : null,
      ack: created.view.last_result ? created.view.last_result.number : 0,
      view: null,
      notice: "",
      commitments: {},
      ui: NO_UI,
      replay: null,
    });
    remember();
    await show(created.view);
  }

  /** Go on with match `id` where it stands. With several humans nobody is assumed to hold the
   * device, so the public view comes first (and a handoff). `ack`: the last hand whose end was
   * already shown (default: all of them). */
  async function enter(id, settings, ack) {
    try {
      const open = await api.view(id);
      const humans = seatsOf(settings.seats, "human");
      const viewer = humans.length === 1 ? humans[0] : null;
      store.update({
        id, settings, humans, viewer, view: null, notice: "", ui: NO_UI, replay: null,
        ack: ack ?? (open.last_result ? open.last_result.number : 0),
        commitments: {},
      });
      remember();
      await show(viewer ? await api.view(id, viewer) : open);
    } catch (error) {
      // Only a match the server no longer has is forgotten; otherwise (the server is
      // restarting, say) the tab keeps it, and a reload goes on with it.
      const gone = error instanceof ApiError && error.status === 404;
      showStart(gone);
      if (!gone) failed(error);
    }
  }

  /** The start screen; `forget`: the tab no longer goes on with its match after a reload. */
  function showStart(forget = true) {
    if (forget) sessionStorage.removeItem(SAVED);
    const s = get();
    store.update({
      settings: { ...s.settings, seed: null }, // a new match is a new deal; the last seed has its own button
      screen: "start", id: null, view: null, viewer: null, ui: NO_UI, saved: null, replay: null, panel: null,
    });
    queue(async () => {
      const { matches } = await api.list();
      if (get().screen === "start") store.update({ saved: matches });
    });
  }

  /** After a reload: go on with this tab's match (or replay) if the server still has it. */
  async function resume() {
    const saved = JSON.parse(sessionStorage.getItem(SAVED) || "null");
    if (!saved) return showStart();
    if (saved.replay) return startReplay(saved.replay, saved.step, saved.temporary);
    await enter(saved.id, saved.settings, saved.ack);
  }

  // --- saved matches, record files and replays -----------------------------------------------

  const resumeSaved = (m) => queue(() => enter(m.id, { variant: m.variant, seats: m.seats, level: m.level, seed: null }));

  function removeSaved(m) {
    queue(async () => {
      await api.remove(m.id);
      showStart();
      say(t.deleted);
    });
  }

  /** A record file to replay: the server takes it as a new match, used only for the replay and
   * forgotten when the replay is left (the file itself is the player's copy). */
  async function replayFile(record) {
    const s = get();
    const { id } = await api.importRecord(record, s.settings.seats, s.settings.level);
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

  function replayStep(step) {
    const { replay } = get();
    if (!replay) return;
    sessionStorage.setItem(SAVED, JSON.stringify({ replay: replay.id, step, temporary: replay.temporary }));
  }

  function startReplay(id, step, temporary) {
    store.update({ banner: "", screen: "replay", id: null, view: null, replay: { id, step, temporary } });
    replayStep(step);
  }

  function leaveReplay() {
    const { replay } = get();
    if (!replay) return; // already left (a step still loading answered 404 meanwhile)
    store.update({ replay: null, screen: "blank" });
    queue(async () => {
      if (replay.temporary) await api.remove(replay.id).catch(() => null);
      showStart();
    });
  }

  const replayFailed = (error) =>
    error instanceof ApiError && error.status === 404 ? leaveReplay() : failed(error);

  return {
    queue, failed, banner, act, timeline, hint, narration, iAm, nextHand, startMatch, showStart,
    resume, resumeSaved, removeSaved, replayFile, playFile, startReplay, leaveReplay, replayStep,
    replayFailed,
  };
}
