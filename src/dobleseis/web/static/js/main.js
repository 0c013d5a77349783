// The controller: holds the current view, turns the player's intents into API commands (one at
// a time, each against the version it was made on), paces the computer, and decides which
// screen shows: start, table, end-of-hand reveal, or the hot-seat handoff.
//
// Privacy on a shared device: the page only ever holds the view of the seat holding the device.
// When the device must go to another human, the view is replaced by the public one before the
// handoff screen shows, and the next seat's view is fetched only after "I am seat N".

import { api, ApiError } from "./api.js";
import { $, h, reducedMotion } from "./dom.js";
import { en as t, rules } from "../i18n/en.js";
import { anyPanelOpen, confirm, confirmNew, openLog, openRules } from "./panels.js";
import { DEFAULTS, renderStart } from "./start.js";
import { describe, endNumber, narrate, placesFor, renderHandoff, renderReveal, renderTable, sameTile } from "./table.js";
import { attachDrag } from "./drag.js";
import { openReplay } from "./replay.js";
import { acceptDrops, downloadRecord, renderOpenFile, renderSaved } from "./saved.js";
import { commitmentBox, commitmentsFromLog, verifyBox } from "./verify.js";

const params = new URLSearchParams(location.search);
const PACE_MS = params.has("pace") ? Number(params.get("pace")) : 850;

const S = {
  settings: { ...DEFAULTS },
  id: null,
  view: null,
  viewer: null, // the human seat holding the device, or null (public view)
  humans: [],
  screen: "start", // "table" | "reveal" | "handoff" | "replay"
  handoffSeat: null,
  ack: 0, // the last finished hand whose reveal the player has dismissed
  notice: "",
  ui: { selected: null, hint: null, hintAction: null, fresh: -1, focusTile: null },
  queue: Promise.resolve(),
  timer: null,
  drawLine: null,
  lastSeed: null, // the seed of the last match, once it may be shown
  acting: false, // a move of this page is on its way to the server
  keyboard: false, // the player uses the keyboard: keep focus on the table (a pointer ends it)
  dragged: false, // a drag just ended: swallow the click that follows it
  commitments: {}, // hand number → the commitment to its deal shown while it was played
  commitmentOpen: false, // the commitment's details stay open across renders
  replay: null, // while replaying: {id, temporary, close()}
  openFile: null, // the start screen's record file opener, for files dropped on the page
};

const SAVED = "dobleseis.match"; // the match (or replay) of this tab, so that a reload goes on with it
const remember = () => sessionStorage.setItem(SAVED, JSON.stringify({ id: S.id, settings: S.settings, ack: S.ack }));
const pace = () => (reducedMotion() ? 0 : PACE_MS);
const say = (text) => {
  const live = $("live");
  live.textContent = text;
};

// --- commands, run one at a time -------------------------------------------------------------

function queue(task) {
  // A failure while recovering from a failure must not leave the queue rejected: every later
  // command would be skipped without a word.
  S.queue = S.queue.then(task).catch(failed).catch((error) => {
    console.error(error);
    showBanner(t.errorPrefix + error.message);
  });
  return S.queue;
}

async function failed(error) {
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
  showBanner(t.errorPrefix + error.message);
}

function showBanner(text) {
  const banner = $("banner");
  banner.textContent = text;
  banner.hidden = !text;
}

function clearUi() {
  S.ui = { selected: null, hint: null, hintAction: null, fresh: -1, focusTile: S.ui.focusTile };
}

function startMatch(settings) {
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
async function enterCreated(created, settings) {
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

/** A move carries the version the player saw when making it, not the one current when it is
 * sent: a tap made while an undo is on its way is refused as stale, never played on a position
 * the player has not seen. */
function act(action) {
  if (S.acting) return; // a second tap or Enter on the way: the first move is being sent
  S.acting = true;
  showBanner("");
  const version = S.view.version;
  const seat = S.viewer;
  queue(async () => {
    try {
      const view = await api.act(S.id, version, seat, action);
      say(narration({ ...action, seat }));
      S.notice = action.redeal ? t.said.redealYou : "";
      clearUi();
      await show(view);
    } finally {
      S.acting = false;
    }
  });
}

/** Undo, redo and restart mean the same whatever came in meanwhile (two quick Ctrl+Z go back
 * twice), so unlike a move they are sent against the version current when they go out. */
function timeline(kind) {
  showBanner("");
  queue(async () => {
    const view = await api[kind](S.id, S.view.version, S.viewer);
    clearUi();
    S.notice = "";
    say(t.said[{ undo: "undone", redo: "redone", restart: "restarted" }[kind]]);
    S.screen = "table";
    await show(view);
  });
}

function askHint() {
  if (!canAct()) return;
  queue(async () => {
    const hint = await api.hint(S.id, S.viewer);
    const best = S.view.legal.find((a) => sameAction(a, hint.best));
    S.ui.hint = hint;
    S.ui.hintAction = best || null;
    S.ui.selected = best && best.play !== undefined ? S.view.hand.find((tile) => sameTile(tile, best.play)) : null;
    render();
    say(t.hintBest(describe(t, hint.best, S.view.ends)));
  });
}

function sameAction(a, b) {
  if (a.play !== undefined || b.play !== undefined) {
    return a.play !== undefined && b.play !== undefined && sameTile(a.play, b.play) && (a.end || null) === (b.end || null);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

const canAct = () => S.screen === "table" && S.view && S.viewer && S.view.to_act === S.viewer && S.view.legal.length > 0;

// --- receiving a view ------------------------------------------------------------------------

function freshIndex(before, after) {
  if (!before || after.length !== before.length + 1) return -1;
  if (!before.length) return 0;
  return after[0].tile === before[0].tile ? after.length - 1 : 0;
}

/** Take a new view, then route to the right screen (and maybe pace the next computer move). */
async function show(view) {
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

function render() {
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
  S.drawLine = renderTable(screen, t, S.view, S.ui, handlers);
  S.ui.fresh = -1; // the tile just placed is shown arriving once, not again on every render
  if (S.notice) screen.querySelector(".scoreboard").append(h("p", { class: "notice", role: "status" }, S.notice));
  const commitment = commitmentBox(t, S.view.commitment, say);
  if (commitment) {
    commitment.open = S.commitmentOpen;
    commitment.addEventListener("toggle", () => (S.commitmentOpen = commitment.open));
    screen.querySelector(".table").append(commitment);
  }
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
function pump() {
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
const narration = (a) => narrate(t, a, S.view && S.view.ends);

// --- selecting and placing tiles -------------------------------------------------------------

const handlers = {
  select(tile, byKeyboard) {
    if (S.dragged) return;
    S.keyboard = byKeyboard;
    const places = placesFor(S.view, tile);
    S.ui.focusTile = tile;
    if (!canAct() || !places.length) {
      say(S.view.to_act === S.viewer ? t.cannotPlay(tile) : t.notYourTurn);
      // A tile that cannot go now gives a small shake, so that a tap is never met by nothing.
      const button = $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`);
      button?.classList.remove("refused");
      void button?.offsetWidth; // restart the animation on a repeated tap
      button?.classList.add("refused");
      return;
    }
    S.ui.hint = null;
    S.ui.hintAction = null;
    if (S.ui.selected === tile) {
      S.ui.selected = null;
      say(t.said.cancelled);
    } else {
      S.ui.selected = tile;
      const sides = places.map((p) => p.side);
      const ends = [...new Set(sides.map((side) => endNumber(S.view.ends, side)))];
      say(sides[0] === "open" ? t.said.selectedOpen(tile) : t.said.selected(tile, ends));
    }
    render();
    if (byKeyboard && S.ui.selected) $("screen").querySelector(".end.lit")?.focus();
  },
  play(action) {
    if (!canAct()) return;
    act(action);
  },
  act(action) {
    if (!canAct() || !action) return;
    act(action);
  },
  hintPlay() {
    if (S.ui.hintAction) act(S.ui.hintAction);
  },
  hintDismiss() {
    dismiss();
  },
  tileKey(event, tile) {
    const tiles = [...$("screen").querySelectorAll(".hand .tile")];
    const i = tiles.findIndex((b) => b.dataset.tile === tile);
    const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    let j = null;
    if (event.key in moves) j = (i + moves[event.key] + tiles.length) % tiles.length;
    if (event.key === "Home") j = 0;
    if (event.key === "End") j = tiles.length - 1;
    if (j === null) return;
    event.preventDefault();
    tiles[i].tabIndex = -1;
    tiles[j].tabIndex = 0;
    tiles[j].focus();
    S.ui.focusTile = tiles[j].dataset.tile;
  },
  endKey(event, side) {
    const ends = [...$("screen").querySelectorAll(".end.lit")];
    if (event.key === "ArrowLeft" || event.key === "ArrowRight" || event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      const i = ends.findIndex((b) => b.dataset.side === side);
      const next = ends[(i + (event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 1) + ends.length) % ends.length];
      next?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      const tile = S.ui.selected;
      S.keyboard = true;
      dismiss();
      $("screen").querySelector(`.hand .tile[data-tile="${tile}"]`)?.focus();
    }
  },
  dragStart(event, tile) {
    attachDrag(event, tile, {
      begin() {
        S.ui.hint = null;
        S.ui.hintAction = null;
        S.ui.selected = tile;
        S.ui.focusTile = tile;
        // Only the line and the tile classes change: the dragged button must stay in place.
        for (const b of $("screen").querySelectorAll(".hand .tile")) b.classList.toggle("selected", b.dataset.tile === tile);
        S.drawLine && S.drawLine();
      },
      drop(side) {
        S.dragged = true;
        setTimeout(() => (S.dragged = false), 0);
        const place = side && placesFor(S.view, tile).find((p) => p.side === side);
        if (place && canAct()) act(place.action);
        else render();
      },
    });
  },
};

function dismiss() {
  if (!S.ui.selected && !S.ui.hint) return;
  S.ui.selected = null;
  S.ui.hint = null;
  S.ui.hintAction = null;
  render();
  say(t.said.cancelled);
}

// --- chrome: title, seed, toolbar ------------------------------------------------------------

function renderChrome() {
  $("brand").textContent = t.appTitle;
  const info = $("match-info");
  const bar = $("toolbar");
  const inMatch = S.screen !== "start" && S.view;
  info.hidden = bar.hidden = !inMatch;
  if (!inMatch) return;
  const v = S.view;
  const seedText = v.seed === null || v.seed === undefined ? null : String(v.seed);
  info.replaceChildren(
    h("span", { class: "title" }, t.variants[v.variant] || v.title),
    seedText === null
      ? h("span", { class: "seed", title: t.seedSecretHelp }, t.seedSecret)
      : h(
          "span",
          { class: "seed" },
          h("label", { for: "seed-code" }, t.seedShown("")),
          h("input", { id: "seed-code", readonly: true, value: seedText, size: Math.max(4, seedText.length), onfocus: (e) => e.target.select() }),
          h("button", { type: "button", class: "small", onclick: () => copySeed(seedText) }, t.copySeed),
        ),
  );
  const tool = (label, onclick, enabled = true, extra = {}) =>
    h("button", { type: "button", onclick, disabled: !enabled, ...extra }, label);
  // Undo and redo also from the handoff screen (Ctrl+Z works there too): the seat that just
  // played may take its move back before passing the device on.
  const playing = S.screen === "table" || S.screen === "reveal" || S.screen === "handoff";
  // The toolbar is rebuilt on every render; a keyboard user keeps focus on the same button.
  const focused = bar.contains(document.activeElement) ? document.activeElement.textContent : null;
  bar.replaceChildren(
    tool(t.hint, askHint, canAct()),
    tool(t.undo, () => timeline("undo"), playing && v.can_undo, { "aria-keyshortcuts": "Control+Z" }),
    tool(t.redo, () => timeline("redo"), playing && v.can_redo, { "aria-keyshortcuts": "Control+Y" }),
    tool(t.restart, () => timeline("restart"), S.screen === "table" && v.can_restart),
    tool(t.rules, () => { clearTimeout(S.timer); openRules(t, rules, v.variant); }),
    tool(t.log, showLog),
    tool(t.newMatch, () => confirmNew(t, showStart)),
  );
  if (focused) [...bar.children].find((b) => b.textContent === focused)?.focus();
}

function showLog() {
  clearTimeout(S.timer);
  queue(async () => {
    const { entries } = await api.log(S.id);
    openLog(t, entries, S.view.variant, (status) => downloadRecord(t, S.id, S.view.variant, status));
  });
}

async function copySeed(text) {
  try {
    await navigator.clipboard.writeText(text);
    say(t.copied);
  } catch {
    $("seed-code").select();
  }
}

/** The start screen; `forget`: the tab no longer goes on with its match after a reload. */
function showStart(forget = true) {
  clearTimeout(S.timer);
  if (forget) sessionStorage.removeItem(SAVED);
  S.settings.seed = null; // a new match is a new deal; the last seed has its own button
  S.screen = "start";
  document.body.dataset.screen = "start";
  S.id = null;
  S.view = null;
  S.viewer = null;
  clearUi();
  renderChrome();
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

function startReplay(id, step, temporary) {
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

// --- global keys and panels ------------------------------------------------------------------

document.addEventListener("keydown", (event) => {
  if (anyPanelOpen() || S.screen === "start" || S.screen === "replay") return;
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && key === "z" && !event.shiftKey) {
    event.preventDefault();
    if (S.view?.can_undo) timeline("undo");
  } else if ((event.ctrlKey || event.metaKey) && (key === "y" || (key === "z" && event.shiftKey))) {
    event.preventDefault();
    if (S.view?.can_redo) timeline("redo");
  } else if (event.key === "Escape") {
    dismiss();
  }
});

// A click anywhere that is not part of the preview dismisses a hint (RULES.md §1.9: previews).
document.addEventListener("click", (event) => {
  if (!S.ui.hint || anyPanelOpen()) return;
  if (event.target.closest(".hint-panel, .end.lit, .tile.selected, #toolbar")) return;
  dismiss();
});

// Which hand the player uses: a key that moves or acts means the keyboard (focus then follows the
// game from screen to screen), a press of mouse or finger means not.
const NAVIGATION = new Set(["Tab", "Enter", " ", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);
document.addEventListener("keydown", (event) => NAVIGATION.has(event.key) && (S.keyboard = true), true);
document.addEventListener("pointerdown", () => (S.keyboard = false), true);

$("banner").addEventListener("click", () => showBanner(""));
acceptDrops($("screen"), t, () => S.screen === "start" && S.openFile, (file) => S.openFile(file));

for (const dialog of document.querySelectorAll("dialog")) dialog.addEventListener("close", () => pump());

let resizeFrame = 0;
window.addEventListener("resize", () => {
  cancelAnimationFrame(resizeFrame);
  resizeFrame = requestAnimationFrame(() => S.drawLine && S.drawLine());
});

/** After a reload: go on with this tab's match (or replay) if the server still has it. */
async function resume() {
  const saved = JSON.parse(sessionStorage.getItem(SAVED) || "null");
  if (!saved) return showStart();
  if (saved.replay) return startReplay(saved.replay, saved.step, saved.temporary);
  await enter(saved.id, saved.settings, saved.ack);
}

/** Go on with match `id` where it stands. With several humans nobody is assumed to hold the
 * device, so the public view comes first (and a handoff). `ack`: the last hand whose end was
 * already shown (default: all of them). */
async function enter(id, settings, ack) {
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
    if (!gone) failed(error);
  }
}

queue(resume);
document.documentElement.lang = t.lang;
document.title = t.appTitle;
