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
import { anyPanelOpen, confirmNew, openLog, openRules } from "./panels.js";
import { DEFAULTS, renderStart } from "./start.js";
import { describe, placesFor, renderHandoff, renderReveal, renderTable, sameTile } from "./table.js";
import { attachDrag } from "./drag.js";

const params = new URLSearchParams(location.search);
const PACE_MS = params.has("pace") ? Number(params.get("pace")) : 850;

const S = {
  settings: { ...DEFAULTS },
  id: null,
  view: null,
  viewer: null, // the human seat holding the device, or null (public view)
  humans: [],
  screen: "start", // "table" | "reveal" | "handoff"
  handoffSeat: null,
  ack: 0, // the last finished hand whose reveal the player has dismissed
  handScore: [0, 0], // the score before the current hand, for "1–0 → 2–0"
  before: null,
  notice: "",
  ui: { selected: null, hint: null, hintAction: null, fresh: -1, focusTile: null },
  queue: Promise.resolve(),
  timer: null,
  drawLine: null,
  lastSeed: null, // the seed of the last match, once it may be shown
  keyboard: false, // the last selection came from the keyboard: keep focus on the table
  dragged: false, // a drag just ended: swallow the click that follows it
};

const SAVED = "dobleseis.match"; // the match of this tab, so that a reload goes on with it
const pace = () => (reducedMotion() ? 0 : PACE_MS);
const say = (text) => {
  const live = $("live");
  live.textContent = text;
};

// --- commands, run one at a time -------------------------------------------------------------

function queue(task) {
  S.queue = S.queue.then(task).catch(failed);
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
    await show(await api.view(S.id, S.viewer));
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
    const created = await api.create(body);
    S.id = created.id;
    sessionStorage.setItem(SAVED, JSON.stringify({ id: created.id, settings }));
    S.humans = settings.seats.flatMap((kind, i) => (kind === "human" ? [i + 1] : []));
    S.viewer = S.humans.length === 1 ? S.humans[0] : null;
    S.ack = 0;
    S.view = null;
    S.notice = "";
    clearUi();
    // With several humans nobody holds the device yet: start from the public view.
    await show(S.viewer ? created.view : await api.view(S.id));
  });
}

function act(action) {
  showBanner("");
  queue(async () => {
    const seat = S.viewer;
    const view = await api.act(S.id, S.view.version, seat, action);
    say(narration({ ...action, seat }));
    S.notice = "";
    clearUi();
    await show(view);
  });
}

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
    say(t.hintBest(describe(t, hint.best)));
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
  if (finished < S.ack) S.ack = finished;
  S.view = view;
  if (view.seed !== null && view.seed !== undefined) S.lastSeed = view.seed;
  if (finished > S.ack) {
    S.before = S.handScore;
    S.screen = "reveal";
    say(`${t.said.handOver(finished)} ${t.scoreNow(view.last_result.score)}`);
  } else {
    S.handScore = view.score;
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
    renderReveal(screen, t, S.view, S.before, {
      next: nextHand,
      sameSeed: () => startMatch({ ...S.settings, seed: S.view.seed }),
      newMatch: () => showStart(),
    });
    return;
  }
  S.drawLine = renderTable(screen, t, S.view, S.ui, handlers);
  if (S.notice) screen.querySelector(".scoreboard").append(h("p", { class: "notice", role: "status" }, S.notice));
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
  S.screen = "table";
  S.handScore = S.view.score;
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
        const { action, view } = await api.computer(S.id, version, S.viewer);
        const yours = view.to_act === S.viewer && view.phase !== "over";
        say(yours ? `${narration(action)} ${t.said.yourTurn}` : narration(action));
        if (action.redeal) S.notice = t.redealAnnounced(action.seat);
        await show(view);
      }),
    pace(),
  );
}

function narration(a) {
  if (a.play !== undefined) return t.said.play(a.seat, a.play, a.end);
  if (a.pass) return t.said.pass(a.seat);
  if (a.accept) return t.said.accept(a.seat);
  if (a.redeal) return t.said.redeal(a.seat);
  return t.said.choose(a.seat, a.choose);
}

// --- selecting and placing tiles -------------------------------------------------------------

const handlers = {
  select(tile, byKeyboard) {
    if (S.dragged) return;
    S.keyboard = byKeyboard;
    const places = placesFor(S.view, tile);
    S.ui.focusTile = tile;
    if (!canAct() || !places.length) {
      say(t.cannotPlay(tile));
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
      say(sides[0] === "open" ? t.said.selectedOpen(tile) : t.said.selected(tile, sides.map((s) => (s === "left" ? "left" : "right"))));
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
    h("span", { class: "title" }, v.title || t.variants[v.variant]),
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
  const playing = S.screen === "table" || S.screen === "reveal";
  // The toolbar is rebuilt on every render; a keyboard user keeps focus on the same button.
  const focused = bar.contains(document.activeElement) ? document.activeElement.textContent : null;
  bar.replaceChildren(
    tool(t.hint, askHint, canAct()),
    tool(t.undo, () => timeline("undo"), playing && v.can_undo, { "aria-keyshortcuts": "Control+Z" }),
    tool(t.redo, () => timeline("redo"), playing && v.can_redo, { "aria-keyshortcuts": "Control+Y" }),
    tool(t.restart, () => timeline("restart"), playing && v.phase !== "over"),
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
    openLog(t, entries, S.view.seed === null ? null : api.recordUrl(S.id));
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

function showStart() {
  clearTimeout(S.timer);
  sessionStorage.removeItem(SAVED);
  S.settings.seed = null; // a new match is a new deal; the last seed has its own button
  S.screen = "start";
  S.id = null;
  S.view = null;
  S.viewer = null;
  clearUi();
  renderChrome();
  renderStart($("screen"), t, S.settings, S.lastSeed, startMatch);
}

// --- global keys and panels ------------------------------------------------------------------

document.addEventListener("keydown", (event) => {
  if (anyPanelOpen() || S.screen === "start") return;
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

$("banner").addEventListener("click", () => showBanner(""));

for (const dialog of document.querySelectorAll("dialog")) dialog.addEventListener("close", () => pump());

let resizeFrame = 0;
window.addEventListener("resize", () => {
  cancelAnimationFrame(resizeFrame);
  resizeFrame = requestAnimationFrame(() => S.drawLine && S.drawLine());
});

/** After a reload: go on with this tab's match if the server still has it. With several humans
 * nobody is assumed to hold the device, so the public view comes first (and a handoff). */
async function resume() {
  const saved = JSON.parse(sessionStorage.getItem(SAVED) || "null");
  if (!saved) return showStart();
  try {
    const open = await api.view(saved.id);
    S.id = saved.id;
    S.settings = saved.settings;
    S.humans = saved.settings.seats.flatMap((kind, i) => (kind === "human" ? [i + 1] : []));
    S.viewer = S.humans.length === 1 ? S.humans[0] : null;
    S.ack = open.last_result ? open.last_result.number : 0;
    S.screen = "table";
    await show(S.viewer ? await api.view(S.id, S.viewer) : open);
  } catch {
    sessionStorage.removeItem(SAVED);
    showStart();
  }
}

queue(resume);
document.documentElement.lang = t.lang;
document.title = t.appTitle;
