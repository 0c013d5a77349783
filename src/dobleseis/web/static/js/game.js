// The page's commands and the views that come back. Every table — a match on this device alone
// or one shared with friends on theirs — is followed through its live connection (live.js):
// the views the server pushes go into the store, which decides the screen (table, end-of-hand
// reveal, hot-seat handoff); the player's moves, takebacks, hints and pauses go out on it. The
// server plays the computer seats. HTTP does the rest: creating and listing tables, invitations,
// the host's controls, the log, records and replays.
//
// Privacy on a shared device: the store only ever holds the view of the seat holding the device.
// When the device must go to another of its seats, the screen goes blank, the device asks for
// the public view, and the next seat's view comes only after "I am seat N".

import { ApiError } from "./api.js";
import { connect } from "./live.js";
import { dropSeat, forget, held, heldSeats, keep, secretsOf } from "./secrets.js";
import { endNumber, narrate } from "./table.js";
import { loadPrefs } from "./prefs.js";
import { commitmentsFromLog } from "./verify.js";

// The table (or replay) of this tab, so that a reload goes on with it.
export const SAVED = "dobleseis.match";

export const NO_UI = Object.freeze({
  selected: null,
  hint: null,
  hintAction: null,
  focusTile: null,
  refused: null,
  dragging: null,
});

/** The state of a page that has shown nothing yet. */
export function initialState(defaults) {
  return {
    settings: { ...defaults },
    id: null,
    view: null,
    fresh: -1, // the index on the line of the tile the view just brought, or -1
    viewer: null, // the seat whose view this device shows, or null (the public view)
    held: [], // the seats this device holds at the table
    table: null, // the TABLE: seats, names, who is connected, who paused, the takeback asked
    you: null, // what this device's secrets prove: {host, seats}
    live: null, // the connection: "connecting", "open", "away"
    invitation: null, // the host's invitation: {code, link, qr_svg}
    answered: null, // the takeback request this device has answered
    rejoin: null, // the rejoin link this seat's device shows: {seat, link}
    screen: "start", // "join" | "table" | "reveal" | "handoff" | "replay" | "blank"
    join: null, // the join screen: {code, id, table} of the invitation opened
    handoffSeat: null,
    ack: 0, // the last finished hand whose reveal the player has dismissed
    // words kept past a render: a function of the page's words (said in the language spoken
    // when drawn), or ""
    notice: "",
    banner: "",
    ui: NO_UI,
    panel: null, // the dialog open ("rules", "log", "confirm", "table", "settings")
    lastSeed: null, // the seed of the last match, once it may be shown
    commitments: {}, // hand number → the commitment to its deal shown while it was played
    commitmentOpen: false, // the commitment's details stay open across renders
    keyboard: false, // the player uses the keyboard: focus follows the game
    saved: null, // the start screen's list of tables, once loaded
    replay: null, // while replaying: {id, step, temporary}
    prefs: loadPrefs(), // the player's preferences on this device (prefs.js)
  };
}

function freshIndex(before, after) {
  if (!before || after.length !== before.length + 1) return -1;
  if (!before.length) return 0;
  return after[0].tile === before[0].tile ? after.length - 1 : 0;
}

/** The commands over `store`; `api` is the HTTP API (api.js), `t` the page's words, `say(text)`
 * the live region, `pace()` the pause between computer moves for a new table (ms). */
export function createGame({ store, api, t, say, pace }) {
  const get = store.get;
  let queued = Promise.resolve();
  let frames = Promise.resolve();
  let line = null; // the live connection of the table shown
  let acting = null; // the version a move of this page was sent on, until a newer view comes
  let paused = null; // the panel the server was told is open

  const remember = () => {
    const s = get();
    sessionStorage.setItem(SAVED, JSON.stringify({ id: s.id, ack: s.ack }));
  };
  /** Show `words` in the banner: a function of the page's words, said again in the language
   * spoken whenever the banner is drawn ("" for none). */
  const banner = (words) => store.update({ banner: words });

  // --- commands, run one at a time -----------------------------------------------------------

  function queue(task) {
    // A failure while recovering from a failure must not leave the queue rejected: every later
    // command would be skipped without a word.
    queued = queued
      .then(task)
      .catch(failed)
      .catch((error) => {
        console.error(error);
        banner(() => t.errorPrefix + (error instanceof ApiError ? error.text(t) : error.message));
      });
    return queued;
  }

  async function failed(error) {
    if (!(error instanceof ApiError)) {
      console.error(error);
      banner(() => t.errorPrefix + error.message);
      return;
    }
    const s = get();
    if (error.status === 0) return banner(() => t.offline);
    if (error.status === 409 && s.id && error.code === "stale") {
      banner(() => t.stale);
      // A selection or hint made on the old position must not be played on the new one, which
      // the device asks for again (it may already be on its way).
      store.update({ ui: NO_UI });
      showSeats(s.viewer ? [s.viewer] : []);
      return;
    }
    if (error.status === 404 && s.id && error.code === "no_such_match" && s.screen !== "replay") {
      tableGone();
      return;
    }
    banner(() => t.errorPrefix + error.text(t));
  }

  // --- receiving a view ----------------------------------------------------------------------

  /** What the other seats did between two views, in words (a device says its own moves as it
   * makes them); with a redeal among them, its notice. */
  function news(before, after) {
    const words = [];
    let notice = null;
    if (!before || before.version >= after.version || before.hand_number !== after.hand_number) {
      return { words, notice };
    }
    const { held: mine, viewer } = get();
    const others = (seat) => !mine.includes(seat);
    if (after.redeals.length > before.redeals.length) {
      const seat = after.redeals[after.redeals.length - 1];
      if (others(seat)) {
        words.push(narrate(t, { seat, redeal: true }));
        notice = () => t.redealAnnounced(seat);
      }
    } else if (
      after.accepted > before.accepted &&
      before.phase === "accept" &&
      others(before.to_act)
    ) {
      words.push(narrate(t, { seat: before.to_act, accept: true }));
    }
    if (before.phase === "choose" && after.phase !== "choose" && others(before.to_act)) {
      words.push(narrate(t, { seat: before.to_act, choose: after.opener }));
    }
    if (after.moves.length > before.moves.length) {
      after.moves.slice(before.moves.length).forEach((m, i) => {
        if (others(m.seat))
          words.push(narrate(t, m, i === 0 ? endNumber(before.ends, m.end) : null));
      });
    }
    if (words.length && viewer && after.to_act === viewer && after.phase !== "over")
      words.push(t.said.yourTurn);
    return { words, notice };
  }

  /** The patch that takes `view` in, without deciding the screen. */
  function taking(view) {
    const s = get();
    const finished = view.last_result ? view.last_result.number : 0;
    const patch = {
      view,
      fresh: freshIndex(s.view && s.view.line, view.line),
      // undone back into a finished hand: its end is shown again; a table entered without
      // knowing which ends were shown (-1) counts them all as shown
      ack: s.ack < 0 ? finished : Math.min(s.ack, finished),
    };
    if (view.seed !== null && view.seed !== undefined) patch.lastSeed = view.seed;
    if (
      view.commitment &&
      view.phase !== "over" &&
      s.commitments[view.hand_number] !== view.commitment
    ) {
      patch.commitments = { ...s.commitments, [view.hand_number]: view.commitment };
    }
    return patch;
  }

  /** Take a new view, then show the right screen; `extra`: what else changes with it. */
  async function show(view, extra = {}) {
    if (acting !== null && view.version > acting) acting = null;
    const s = { ...get(), ...extra };
    const { words, notice } = news(s.view, view);
    if (words.length) say(words.join(" "));
    const patch = { ...extra, ...taking(view) };
    if (notice) patch.notice = notice;
    if (patch.ack !== s.ack) {
      store.update({ ack: patch.ack });
      remember();
    }
    const finished = view.last_result ? view.last_result.number : 0;
    if (finished <= patch.ack) {
      const keepHandoff = s.screen === "handoff" && s.handoffSeat === view.to_act;
      return route({ ...patch, screen: keepHandoff ? "handoff" : "table" });
    }
    if (s.held.length > 1 && view.viewer !== null) {
      // The end of a hand is for everyone at a shared device: the page keeps no seat's tiles of
      // the next deal meanwhile, and the next hand starts with a handoff.
      return toPublic();
    }
    patch.screen = "reveal";
    const commitments = patch.commitments || s.commitments;
    if (view.last_result.seed_material && !commitments[finished]) {
      // Not seen here while the hand was played (a reload since): the log has it.
      patch.commitments = { ...commitmentsFromLog((await api.log(s.id)).entries), ...commitments };
    }
    say(`${t.said.handOver(finished)} ${t.scoreNow(view.last_result.score)}`);
    store.update(patch);
  }

  /** Show `patch` (a view taken in, a screen); when the view waits for another seat of this
   * device than the one holding it, the device is handed over first. */
  function route(patch = {}) {
    const s = { ...get(), ...patch };
    const v = s.view;
    const handoff =
      s.screen !== "reveal" &&
      s.held.length > 1 &&
      v.phase !== "over" &&
      v.to_act_human &&
      s.held.includes(v.to_act) &&
      v.to_act !== s.viewer;
    if (!handoff) return store.update(patch);
    // The previous holder's tiles go at once, before anything else is shown; the live region is
    // told too, replacing any narration that named a private tile.
    if (!(s.screen === "handoff" && s.handoffSeat === v.to_act)) say(t.handoffTitle(v.to_act));
    if (v.viewer !== null) return toPublic();
    store.update({ ...patch, viewer: null, ui: NO_UI, screen: "handoff", handoffSeat: v.to_act });
  }

  /** Blank the screen and ask for the public view: the device is about to change hands. */
  function toPublic() {
    store.update({ screen: "blank", viewer: null, ui: NO_UI });
    showSeats([]);
  }

  const showSeats = (seats) => line && line.send({ type: "show", seats });

  function iAm(seat) {
    store.update({ viewer: seat, handoffSeat: null, screen: "blank", ui: NO_UI });
    showSeats([seat]);
  }

  function nextHand() {
    store.update({ ack: get().view.last_result.number });
    remember();
    route({ screen: "table" });
  }

  // --- the table's live connection -----------------------------------------------------------

  function listen(frame) {
    frames = frames.then(() => heard(frame)).catch(failed);
  }

  async function heard(frame) {
    const s = get();
    if (frame.type === "welcome") return welcomed(frame.you);
    if (frame.type === "view") {
      if (frame.view.id !== s.id) return;
      // A device holding several seats shows the one it asked for: a view of another is from
      // before it changed hands. A device holding one shows what the server sends: nothing of
      // a seat the computer plays for now, or one released by the host (the public view).
      if (s.held.length > 1 && frame.seat !== s.viewer) return;
      await show(frame.view, frame.seat === s.viewer ? {} : { viewer: frame.seat, ui: NO_UI });
      return;
    }
    if (frame.type === "table") {
      const offer = frame.table.offer;
      store.update({
        table: frame.table,
        answered: offer && offer.id === s.answered ? s.answered : null,
      });
      return;
    }
    if (frame.type === "offer_refused")
      return banner(() => t.offerRefused(frame.offer.kind, frame.by));
    if (frame.type === "error") return banner(() => t.errorPrefix + frameText(frame));
  }

  const frameText = (frame) =>
    new ApiError(422, frame.error, frame.code, frame.fields || {}).text(t);

  /** The server says what this device's secrets prove: a seat released by the host (or moved
   * to another device) is forgotten here, and the device shows a seat it still holds. */
  function welcomed(you) {
    const s = get();
    const keys = held(s.id);
    for (const seat of Object.keys(keys.seats).map(Number))
      if (!you.seats.includes(seat)) dropSeat(s.id, seat);
    const viewer = you.seats.includes(s.viewer)
      ? s.viewer
      : you.seats.length === 1
        ? you.seats[0]
        : null;
    store.update({ you, held: you.seats });
    if (viewer !== s.viewer) {
      store.update({ viewer, screen: "blank" });
      showSeats(viewer ? [viewer] : []);
    }
    paused = null;
    tellPause(get());
  }

  function status(live) {
    if (live === "gone") return tableGone();
    store.update({ live });
  }

  function tableGone() {
    const { id } = get();
    if (id) forget(id);
    showStart();
    banner(() => t.matchGone);
  }

  /** Follow table `id`: this device's seats, the views and the table as they change. `ack`:
   * the last hand whose end was already shown (default: all of them). */
  function enter(id, ack = -1) {
    closeLine();
    const seats = heldSeats(id);
    const viewer = seats.length === 1 ? seats[0] : null;
    store.update({
      id,
      held: seats,
      viewer,
      view: null,
      table: null,
      you: null,
      answered: null,
      rejoin: null,
      invitation: held(id).invitation,
      notice: "",
      ui: NO_UI,
      replay: null,
      join: null,
      ack,
      commitments: {},
      handoffSeat: null,
      screen: "table",
      banner: "",
    });
    remember();
    line = connect(id, {
      hello: () => {
        const v = get().viewer;
        return { secrets: secretsOf(id), show: v ? [v] : [] };
      },
      onFrame: listen,
      onStatus: status,
    });
  }

  function closeLine() {
    line?.close();
    line = null;
    paused = null;
  }

  /** Rules and Log pause the computers for everyone at the table (RULES.md §1.9). */
  function tellPause(s) {
    const open = s.panel === "rules" || s.panel === "log" ? s.panel : null;
    if (!line || open === paused || s.live !== "open") return;
    if (paused) line.send({ type: "panel", panel: paused, open: false });
    if (open) line.send({ type: "panel", panel: open, open: true });
    paused = open;
  }

  store.subscribe(tellPause);

  // --- the player's commands -----------------------------------------------------------------

  /** A request on the live connection; its refusal is worded like an HTTP one. */
  const ask = (message) => {
    if (!line) return Promise.reject(new ApiError(0, ""));
    return line.request(message);
  };

  /** A move carries the version the player saw when making it, not the one current when it is
   * sent: a tap made while an undo is on its way is refused as stale, never played on a
   * position the player has not seen. */
  function act(action) {
    if (acting !== null) return; // a second tap or Enter on the way: the first move is being sent
    const { view, viewer } = get();
    acting = view.version;
    banner("");
    const words = narration({ ...action, seat: viewer });
    queue(async () => {
      try {
        await ask({ type: "act", version: view.version, seat: viewer, action });
      } catch (error) {
        acting = null;
        throw error;
      }
      say(words);
      store.update({ notice: action.redeal ? () => t.said.redealYou : "", ui: NO_UI });
    });
  }

  /** Undo, redo, restart (and a new match at a shared table) mean the same whatever came in
   * meanwhile (two quick Ctrl+Z go back twice), so unlike a move they go out against the
   * version current when they are sent. With humans on other devices they are a request the
   * others accept or refuse. */
  function timeline(kind) {
    banner("");
    queue(async () => {
      const s = get();
      const seat = s.viewer ?? s.held[0];
      const done = await ask({
        type: "offer",
        version: s.view.version,
        kind,
        ...(seat ? { seat } : {}),
      });
      store.update({ ui: NO_UI, notice: "" });
      if (done.version > s.view.version)
        say(
          t.said[
            { undo: "undone", redo: "redone", restart: "restarted", new_match: "newMatch" }[kind]
          ],
        );
      else say(t.offerSent(kind));
    });
  }

  /** Accept or refuse the takeback the table waits for. */
  function answer(accept) {
    const offer = get().table?.offer;
    if (!offer) return;
    store.update({ answered: offer.id });
    queue(() => ask({ type: "answer", offer: offer.id, accept }));
  }

  /** The hint for the seat holding the device: `done(hint)` turns it into a preview. */
  function hint(done) {
    queue(async () => {
      const frame = await ask({ type: "hint", seat: get().viewer });
      done(frame.hint);
    });
  }

  /** An action in words, said before its view replaces the one it was played on. */
  const narration = (a) => narrate(t, a, endNumber(get().view && get().view.ends, a.end));

  // --- the host's controls, and a seat moving to another device --------------------------------

  function host(command) {
    queue(async () => store.update({ table: await api.host(get().id, command) }));
  }

  function removeTable() {
    const { id } = get();
    queue(async () => {
      await api.remove(id);
      forget(id);
      showStart();
      say(t.deleted);
    });
  }

  function rejoinLink() {
    const { id, viewer, held: seats } = get();
    const seat = viewer ?? seats[0];
    queue(async () => {
      const { link } = await api.rejoin(id, seat);
      store.update({ rejoin: { seat, link } });
    });
  }

  // --- starting, joining, going on, leaving --------------------------------------------------

  /** A new table from the start screen's `settings` ({variant, seats: kinds, level, seed,
   * hints}): this device keeps the host's secret and its seats', then follows the table. */
  function startMatch(settings) {
    store.update({ settings });
    queue(async () => {
      banner("");
      const body = {
        variant: settings.variant,
        seats: settings.seats,
        level: settings.level,
        pace: pace(),
      };
      if (settings.seed !== null && settings.seed !== undefined) body.seed = settings.seed;
      if (settings.hints !== undefined) body.hints = settings.hints;
      sitDown(await api.create(body));
    });
  }

  /** Keep what a new table gave this device (CREATED) and follow it. */
  function sitDown(created) {
    keep(created.id, { ...created.secrets, invitation: created.invitation });
    enter(created.id, created.view.last_result ? created.view.last_result.number : 0);
  }

  /** The invitation `code` (a link opened, or a code typed): the join screen. A `rejoin`
   * token (a seat's rejoin link) takes its seat back at once. */
  function openInvitation(code, rejoin = null) {
    queue(async () => {
      banner("");
      if (rejoin) {
        const claimed = await api.claim(code, { rejoin });
        keep(claimed.id, { seats: { [claimed.seat]: claimed.secret } });
        return enter(claimed.id);
      }
      const { id, table } = await api.invitation(code);
      // A device that holds a seat at this table (or its host's secret) just goes back to it.
      if (heldSeats(id).length || held(id).host) return enter(id);
      const view = await api.view(id);
      closeLine();
      store.update({ screen: "join", join: { code, id, table, view }, id: null, view: null });
    });
  }

  /** Take free seat `seat` with the invitation `code`, by `name` (may be empty). */
  function claim(code, seat, name) {
    queue(async () => {
      banner("");
      const body = name ? { seat, name } : { seat };
      let claimed;
      try {
        claimed = await api.claim(code, body);
      } catch (error) {
        // Someone else was quicker: the join screen shows the seats as they are now.
        if (error instanceof ApiError && error.code === "seat_taken" && get().screen === "join") {
          const { table } = await api.invitation(code);
          store.update({ join: { ...get().join, table } });
        }
        throw error;
      }
      keep(claimed.id, { seats: { [claimed.seat]: claimed.secret } });
      enter(claimed.id);
    });
  }

  /** Follow the table of the join screen without a seat (a spectator: the public view). */
  const watch = (id) => enter(id);

  /** The start screen; `forget`: the tab no longer goes on with its table after a reload. */
  function showStart(forgetIt = true) {
    closeLine();
    if (forgetIt) sessionStorage.removeItem(SAVED);
    const s = get();
    store.update({
      // A new match is a new deal; the last seed has its own button.
      settings: { ...s.settings, seed: null },
      screen: "start",
      id: null,
      view: null,
      viewer: null,
      held: [],
      table: null,
      you: null,
      live: null,
      ui: NO_UI,
      saved: null,
      replay: null,
      panel: null,
      join: null,
      rejoin: null,
      invitation: null,
    });
    queue(async () => {
      const { matches } = await api.list();
      if (get().screen === "start") store.update({ saved: matches });
    });
  }

  /** After a reload: an invitation in the address, else this tab's table (or replay). */
  function resume() {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.get("join")) {
      // The link has done its work: the address keeps no code, and no rejoin token, once read.
      history.replaceState(null, "", location.pathname + location.search);
      return openInvitation(hash.get("join"), hash.get("rejoin"));
    }
    const saved = JSON.parse(sessionStorage.getItem(SAVED) || "null");
    if (!saved) return showStart();
    if (saved.replay) return startReplay(saved.replay, saved.step, saved.temporary);
    enter(saved.id, saved.ack ?? -1);
  }

  // --- saved tables, record files and replays ------------------------------------------------

  /** Go on with saved table `m`: one saved under earlier rules cannot, and the server says
   * why (it stays listed). */
  function resumeSaved(m) {
    queue(async () => {
      try {
        await api.view(m.id);
      } catch (error) {
        if (!(error instanceof ApiError && error.code === "saved_match_outdated")) throw error;
        return banner(() => t.cannotOpen(error.text(t)));
      }
      enter(m.id);
    });
  }

  function removeSaved(m) {
    queue(async () => {
      await api.remove(m.id);
      forget(m.id);
      showStart();
      say(t.deleted);
    });
  }

  /** A record file to replay: the server takes it as a new table, used only for the replay
   * and deleted when the replay is left (the file itself is the player's copy). */
  async function replayFile(record) {
    const s = get();
    const created = await api.importRecord(record, s.settings.seats.map(plain), s.settings.level);
    keep(created.id, created.secrets);
    startReplay(created.id, 0, true);
  }

  /** A record file to play on from its end, with the seats and level chosen; "" when it went
   * well, else why not. */
  async function playFile(record, seats, level) {
    const created = await api.importRecord(record, seats, level);
    keep(created.id, created.secrets);
    if (created.view.over) {
      await api.remove(created.id);
      forget(created.id);
      return t.recordOver;
    }
    sitDown(created);
    return "";
  }

  function replayStep(step) {
    const { replay } = get();
    if (!replay) return;
    sessionStorage.setItem(
      SAVED,
      JSON.stringify({ replay: replay.id, step, temporary: replay.temporary }),
    );
  }

  function startReplay(id, step, temporary) {
    closeLine();
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
    queue(async () => {
      if (replay.temporary) {
        await api.remove(replay.id).catch(() => null);
        forget(replay.id);
      }
      showStart();
    });
  }

  const replayFailed = (error) =>
    error instanceof ApiError && error.status === 404 ? leaveReplay() : failed(error);

  return {
    queue,
    failed,
    banner,
    act,
    timeline,
    answer,
    hint,
    narration,
    iAm,
    nextHand,
    startMatch,
    showStart,
    resume,
    resumeSaved,
    removeSaved,
    replayFile,
    playFile,
    startReplay,
    leaveReplay,
    replayStep,
    replayFailed,
    host,
    removeTable,
    rejoinLink,
    openInvitation,
    claim,
    watch,
  };
}

/** A seat of a record file to replay: nobody plays on, so nobody needs to be invited. */
const plain = (kind) => (kind === "invited" ? "computer" : kind);
