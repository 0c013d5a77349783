// The one render path: every new state of the store comes here, and the page is drawn from it —
// the bar, the banner, a takeback request, the table's panel and the screen (start, join, lobby,
// table, end-of-hand reveal, handoff, replay). A part is drawn again only when what it shows
// changed, so that a form being filled in, a focused button or a tile being dragged is left
// alone by the states that do not concern it. A new language (`t.lang`) draws every part again,
// in it, from the same state: the match, the selection, a form's choices and the replay's step
// stay as they were.

import { $, h, say } from "./dom.js";
import { renderChrome } from "./chrome.js";
import {
  computerWaiting,
  offerBar,
  renderFriends,
  renderJoin,
  renderJoinCode,
  renderLobby,
  tablePanel,
} from "./online.js";
import { openReplay } from "./replay.js";
import { openReview } from "./review.js";
import { renderOpenFile, renderSaved } from "./saved.js";
import { renderSheet } from "./sheet.js";
import { renderStart } from "./start.js";
import { renderStats } from "./stats.js";
import { renderHandoff, renderReveal, renderTable } from "./felt.js";
import { sidesOf } from "./teams.js";
import { celebration } from "./celebrate.js";
import { fairDealAfter, fairDealBox } from "./fairdeal.js";

/** Each seat's name and whether it is away, played by the computer for its player, or
 * paused, in words: "" where there is nothing to say (a table on one device). */
function presence(t, s) {
  if (!s.table) return ["", "", "", ""];
  const paused = new Map(
    (s.table.paused_by || []).filter((p) => p.seat).map((p) => [p.seat, p.panel]),
  );
  return s.table.seats.map((seat) => {
    const words = [];
    if (seat.name) words.push(seat.name);
    if (seat.kind !== "computer" && seat.computer) words.push(t.seatState.computer);
    else if (seat.kind === "invited" && !seat.taken) words.push(t.seatState.free);
    else if (!seat.computer && !seat.connected && !s.held.includes(seat.seat))
      words.push(t.seatState.away);
    if (paused.has(seat.seat)) words.push(t.pausedBy(paused.get(seat.seat)));
    return words.join(" · ");
  });
}

// A table not started yet shows its lobby, even where the device waits to be handed over.
const lobby = (s) =>
  (s.screen === "table" || s.screen === "handoff") && s.table && !s.table.started;

/** What a screen shows, by the parts of the state it is drawn from. */
const SHOWS = {
  table: (s, t) =>
    lobby(s)
      ? ["lobby", s.view, JSON.stringify(s.table), s.you, s.invitation]
      : [
          s.view,
          s.ui.selected,
          s.ui.hint,
          s.ui.hintAction,
          s.ui.refused,
          s.notice,
          s.passed,
          presence(t, s).join("|"),
          JSON.stringify(s.table && s.table.paused_by), // the status: whom the computer waits for
          s.prefs.largeTiles, // the line's tiles are sized as it is drawn
          sidesOf(s).us,
        ],
  reveal: (s) => [s.view, s.commitments, s.sheet, sidesOf(s).us],
  handoff: (s) =>
    lobby(s)
      ? ["lobby", s.view, JSON.stringify(s.table), s.you, s.invitation]
      : [s.view, s.handoffSeat],
  blank: () => [],
};

const same = (a, b) => a && b && a.length === b.length && a.every((x, i) => x === b[i]);

/** Words kept in the state past a render (the banner, a notice) are functions of the page's
 * words, so that they are said in the language spoken when drawn; "" for none. */
const said = (words) => (typeof words === "function" ? words() : words);

// The start screen's fields, kept across a redraw in a new language: what the player chose but
// has not sent yet.
const FIELDS = "#screen form input:not([type=file]), #screen form select";
const fieldKey = (f) => (f.type === "radio" ? `${f.name}=${f.value}` : f.id || f.name);

function keepingFields(redraw) {
  const value = (f) => (f.type === "radio" || f.type === "checkbox" ? f.checked : f.value);
  const kept = new Map([...document.querySelectorAll(FIELDS)].map((f) => [fieldKey(f), value(f)]));
  redraw();
  for (const f of document.querySelectorAll(FIELDS)) {
    if (!kept.has(fieldKey(f))) continue;
    if (f.type === "radio" || f.type === "checkbox") f.checked = kept.get(fieldKey(f));
    else f.value = kept.get(fieldKey(f));
  }
}

/** The renderer of the page; `on`: the intents (intents.js). Returns {render(state),
 * openFile(file)}: the second opens a record file dropped on the start screen. */
export function createRenderer(t, on) {
  let drawn = {
    screen: null,
    shows: null,
    view: null,
    chrome: null,
    banner: null,
    offer: null,
    panel: null,
    lang: t.lang,
  };
  let drawLine = null; // draws the table's line again (a tile being dragged)
  let replay = null; // the replay shown: {id, close, redraw}
  let start = null; // the start screen shown: {slot, open, saved}

  /** The page speaks a new language: every part is drawn again, as if for the first time. */
  function relanguage(s) {
    drawn = { screen: null, lang: t.lang, view: drawn.view }; // no tile arrives again
    if (replay) replay.redraw();
    if (start && s.screen === "start") {
      keepingFields(() => {
        start = null;
        drawStart(s);
      });
    }
  }

  function render(state) {
    // A screen of the match waits for its view (a table being entered): nothing shows meanwhile.
    const s = !state.view && SHOWS[state.screen] ? { ...state, screen: "blank" } : state;
    if (t.lang !== drawn.lang) relanguage(s);
    document.body.dataset.screen = lobby(s) ? "lobby" : s.screen;
    if (s.view) {
      document.body.dataset.version = String(s.view.version);
      // Whose turn it is, when a person's: the table waits for them (a computer's goes by).
      const v = s.view;
      document.body.dataset.turn = v.phase !== "over" && v.to_act_human ? String(v.to_act) : "";
      document.body.dataset.phase = v.phase;
    }
    if (s.banner !== drawn.banner) {
      $("banner").textContent = said(s.banner);
      $("banner").hidden = !s.banner;
    }
    const chrome = [
      s.screen,
      s.view,
      s.viewer,
      s.live,
      s.table && s.table.hints,
      s.table && s.table.started,
      s.prefs.sound,
    ];
    if (!same(chrome, drawn.chrome)) renderChrome(t, s, on.chrome);
    const free = s.table
      ? s.table.seats
          .filter((x) => x.kind === "invited" && !x.taken)
          .map((x) => x.seat)
          .join()
      : "";
    const offer = [
      JSON.stringify(s.table && s.table.offer),
      s.answered,
      s.held,
      s.screen,
      s.you,
      free,
      s.table && s.table.started,
      // the table's news (tableNews): where it moved on, who stands in, whom it waits for
      JSON.stringify(s.table && [s.table.next, s.table.seats, s.table.paused_by,
        s.table.at_reveal]),
      s.view && [s.view.to_act, s.view.to_act_human, s.view.over].join(),
    ];
    if (!same(offer, drawn.offer)) drawOffer(s);
    const panel = [s.panel, JSON.stringify(s.table), s.you, s.rejoin, s.invitation];
    if (!same(panel, drawn.panel) && s.panel === "table" && s.table) drawPanel(s);
    if (replay && (s.screen !== "replay" || s.replay?.id !== replay.id)) {
      replay.close();
      replay = null;
    }
    if (s.screen !== "start") start = null;
    const shows = SHOWS[s.screen] ? SHOWS[s.screen](s, t) : [s.join];
    if (s.screen === "start") drawStart(s);
    else if (s.screen === "replay") drawReplay(s);
    else if (s.screen === drawn.screen && same(shows, drawn.shows)) {
      if (s.screen === "table" && s.ui.dragging && s.ui !== drawn.ui) dragging(s);
    } else draw(s);
    drawn = {
      screen: s.screen,
      shows,
      view: s.view,
      chrome,
      banner: s.banner,
      ui: s.ui,
      offer,
      panel,
      lang: t.lang,
    };
  }

  function draw(s) {
    const screen = $("screen");
    drawLine = null;
    if (s.screen === "blank") return screen.replaceChildren();
    if (s.screen === "join") return renderJoin(screen, t, s.join, on.join);
    if (lobby(s)) return renderLobby(screen, t, s, on.online);
    if (s.screen === "handoff")
      return renderHandoff(screen, t, s.view, s.handoffSeat, () => on.handoff(s.handoffSeat));
    if (s.screen === "reveal") {
      const r = s.view.last_result;
      const side = sidesOf(s);
      const drawnReveal = renderReveal(
        screen,
        t,
        s.view,
        on.reveal(),
        fairDealAfter(t, s.view, r, s.commitments[r.number], say),
        side,
        celebration(t, s.view, side),
      );
      // The hand's review, from the card: our team's moves first for a device holding seats of one
      // team, every move in order for anyone else.
      screen.querySelector(".reveal .hint-buttons, .reveal #next-hand")?.after(
        h(
          "button",
          { type: "button", class: "review-open", onclick: () => openReview(t, s.view.id, r.number, side.us) },
          t.review.open,
        ),
      );
      // The match's sheet goes beside the card (below it on a narrow screen), in a box of its
      // own that scrolls, so that the card still fits a laptop's screen whole however long the
      // match was; the box opens at its end, where the match was won.
      if (s.view.phase === "over" && s.sheet && s.sheet.version === s.view.version) {
        const aside = h(
          "aside",
          { class: "sheet-aside", "aria-label": t.sheetTitle, tabindex: "0" },
          renderSheet(t, s.view.variant, s.sheet.hands, side),
        );
        screen.querySelector(".reveal-wrap").append(aside);
        aside.scrollTop = aside.scrollHeight;
      }
      return drawnReveal;
    }
    const commitment = fairDealBox(t, s.view, say);
    if (commitment) {
      commitment.open = s.commitmentOpen;
      commitment.addEventListener("toggle", () => on.chrome.commitmentToggled(commitment.open));
    }
    // The tile just placed arrives once, when its view is first drawn, not again on every render.
    const ui = { ...s.ui, fresh: s.view === drawn.view ? -1 : s.fresh };
    const notice = said(s.notice);
    drawLine = renderTable(
      screen,
      t,
      s.view,
      ui,
      on.table,
      notice,
      commitment,
      presence(t, s),
      sidesOf(s),
    );
    // While the computer players wait for someone reading, the status says that, not "thinking".
    const waits = computerWaiting(t, s);
    const status = screen.querySelector("#status");
    if (waits && status) status.textContent = waits;
    // An automatic pass is said in the live region, and shown in the row of your actions while
    // it has nothing else to show (the row keeps its height: nothing moves).
    const actions = screen.querySelector(".me .actions");
    if (s.passed && actions && !actions.childElementCount)
      actions.append(h("p", { class: "note auto-passed" }, said(s.passed)));
    restoreFocus(s);
  }

  /** A tile is being dragged: the line lights its ends, the tiles their marks; the dragged
   * button itself stays in place. */
  function dragging(s) {
    for (const b of $("screen").querySelectorAll(".hand .tile"))
      b.classList.toggle("selected", b.dataset.tile === s.ui.selected);
    drawLine && drawLine({ ...s.ui, fresh: -1 });
  }

  function restoreFocus(s) {
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    if (s.panel) return;
    const target =
      (s.ui.selected && $("screen").querySelector(".end.lit")) ||
      $("screen").querySelector(".hand .tile[tabindex='0']") ||
      $("screen").querySelector(".actions button");
    if (target && s.keyboard) target.focus();
  }

  /** The takeback request, over the screen so that nothing under it moves. */
  function drawOffer(s) {
    const bar = $("offer");
    const content =
      s.screen === "replay" || s.screen === "start" ? null : offerBar(t, s, on.online);
    bar.hidden = !content;
    bar.replaceChildren(...(content ? [content].flat() : []));
  }

  /** The table's panel (a dialog the intents open): drawn again as the table changes. */
  function drawPanel(s) {
    const dialog = $("table-dialog");
    const focused = dialog.contains(document.activeElement)
      ? document.activeElement.textContent
      : null;
    dialog.replaceChildren(
      h(
        "div",
        { class: "panel-head" },
        h("h2", { id: "table-title" }, t.tableTitle),
        h("button", { type: "button", class: "close", onclick: () => dialog.close() }, t.close),
      ),
      h("div", { class: "panel-body" }, tablePanel(t, s, on.online)),
    );
    if (focused)
      [...dialog.querySelectorAll("button")].find((b) => b.textContent === focused)?.focus();
  }

  /** The start screen: the forms, drawn on entering it (they keep what the player types), then
   * the saved tables below them once they are loaded, and the record file opener. */
  function drawStart(s) {
    if (!start) {
      // The level remembered on this device is the one each form starts from.
      const settings = s.prefs.level ? { ...s.settings, level: s.prefs.level } : s.settings;
      const column = renderStart(
        $("screen"),
        t,
        settings,
        s.lastSeed,
        on.start.start,
        s.prefs.level,
        on.start.level,
      );
      const slot = h("div", { class: "saved-slot" });
      const statsSlot = h("div", { class: "stats-slot" });
      const opener = renderOpenFile(t, settings, {
        replay: on.start.replayFile,
        play: on.start.playFile,
      });
      column.prepend(
        h(
          "p",
          { class: "start-tools" },
          h("button", { type: "button", onclick: on.start.settings }, t.settings),
        ),
      );
      column.append(
        renderFriends(t, settings, on.start.start),
        renderJoinCode(t, on.start.code),
        slot,
        statsSlot,
        opener.card,
      );
      const level = s.prefs.level;
      start = { slot, statsSlot, open: opener.open, saved: null, stats: null, level };
    }
    // A level chosen on the first visit's card reaches "Play with friends" at once too.
    if (s.prefs.level && s.prefs.level !== start.level) {
      const friends = $("screen").querySelector("#friends-level");
      if (friends) friends.value = s.prefs.level;
      start.level = s.prefs.level;
    }
    if (s.stats && s.stats !== start.stats) {
      start.stats = s.stats;
      start.statsSlot.replaceChildren(renderStats(t, s.stats));
    }
    if (s.saved && s.saved !== start.saved) {
      start.saved = s.saved;
      start.slot.replaceChildren(renderSaved(t, s.saved, on.start));
    }
  }

  function drawReplay(s) {
    if (replay) return;
    const { id, step } = s.replay;
    const ctx = {
      t,
      say,
      failed: on.replay.failed,
      leave: on.replay.leave,
      saved: on.replay.saved,
      download: on.replay.download(id),
    };
    replay = { id, ...openReplay(ctx, id, step) };
  }

  return { render, openFile: (file) => start && start.open(file) };
}
