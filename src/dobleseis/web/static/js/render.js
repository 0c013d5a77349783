// The one render path: every new state of the store comes here, and the page is drawn from it —
// the bar, the banner and the screen (start, table, end-of-hand reveal, handoff, replay). A part
// is drawn again only when what it shows changed, so that a form being filled in, a focused
// button or a tile being dragged is left alone by the states that do not concern it.

import { $, h, say } from "./dom.js";
import { renderChrome } from "./chrome.js";
import { openReplay } from "./replay.js";
import { renderOpenFile, renderSaved } from "./saved.js";
import { renderStart } from "./start.js";
import { renderHandoff, renderReveal, renderTable } from "./table.js";
import { commitmentBox, verifyBox } from "./verify.js";

/** What a screen shows, by the parts of the state it is drawn from. */
const SHOWS = {
  table: (s) => [s.view, s.ui.selected, s.ui.hint, s.ui.hintAction, s.ui.refused, s.notice],
  reveal: (s) => [s.view, s.commitments],
  handoff: (s) => [s.view, s.handoffSeat],
  blank: () => [],
};

const same = (a, b) => a && b && a.length === b.length && a.every((x, i) => x === b[i]);

/** The renderer of the page; `on`: the intents (intents.js). Returns {render(state),
 * openFile(file)}: the second opens a record file dropped on the start screen. */
export function createRenderer(t, on) {
  let drawn = { screen: null, shows: null, view: null, chrome: null, banner: null, saved: undefined };
  let drawLine = null; // draws the table's line again (a tile being dragged)
  let replay = null; // the replay shown: {id, close}
  let start = null; // the start screen shown: {slot, open}

  function render(state) {
    // A screen of the match waits for its view (a match being entered): nothing shows meanwhile.
    const s = !state.view && SHOWS[state.screen] ? { ...state, screen: "blank" } : state;
    document.body.dataset.screen = s.screen;
    if (s.view) document.body.dataset.version = String(s.view.version);
    if (s.banner !== drawn.banner) {
      $("banner").textContent = s.banner;
      $("banner").hidden = !s.banner;
    }
    const chrome = [s.screen, s.view, s.viewer];
    if (!same(chrome, drawn.chrome)) renderChrome(t, s, on.chrome);
    if (replay && (s.screen !== "replay" || s.replay?.id !== replay.id)) {
      replay.close();
      replay = null;
    }
    if (s.screen !== "start") start = null;
    const shows = SHOWS[s.screen] ? SHOWS[s.screen](s) : null;
    if (s.screen === "start") drawStart(s);
    else if (s.screen === "replay") drawReplay(s);
    else if (s.screen === drawn.screen && same(shows, drawn.shows)) {
      if (s.screen === "table" && s.ui.dragging && s.ui !== drawn.ui) dragging(s);
    } else draw(s);
    drawn = { screen: s.screen, shows, view: s.view, chrome, banner: s.banner, ui: s.ui };
  }

  function draw(s) {
    const screen = $("screen");
    drawLine = null;
    if (s.screen === "blank") return screen.replaceChildren();
    if (s.screen === "handoff") return renderHandoff(screen, t, s.view, s.handoffSeat, () => on.handoff(s.handoffSeat));
    if (s.screen === "reveal") {
      const r = s.view.last_result;
      return renderReveal(screen, t, s.view, on.reveal, verifyBox(t, r, s.commitments[r.number], say));
    }
    const commitment = commitmentBox(t, s.view.commitment, say);
    if (commitment) {
      commitment.open = s.commitmentOpen;
      commitment.addEventListener("toggle", () => on.chrome.commitmentToggled(commitment.open));
    }
    // The tile just placed arrives once, when its view is first drawn, not again on every render.
    const ui = { ...s.ui, fresh: s.view === drawn.view ? -1 : s.fresh };
    drawLine = renderTable(screen, t, s.view, ui, on.table, s.notice, commitment);
    restoreFocus(s);
  }

  /** A tile is being dragged: the line lights its ends, the tiles their marks; the dragged
   * button itself stays in place. */
  function dragging(s) {
    for (const b of $("screen").querySelectorAll(".hand .tile")) b.classList.toggle("selected", b.dataset.tile === s.ui.selected);
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

  /** The start screen: the form, drawn on entering it (it keeps what the player types), then
   * the saved matches below it once they are loaded, and the record file opener. */
  function drawStart(s) {
    if (!start) {
      const column = renderStart($("screen"), t, s.settings, s.lastSeed, on.start.start);
      const slot = h("div", { class: "saved-slot" });
      const opener = renderOpenFile(t, s.settings, { replay: on.start.replayFile, play: on.start.playFile });
      column.append(slot, opener.card);
      start = { slot, open: opener.open, saved: null };
    }
    if (s.saved && s.saved !== start.saved) {
      start.saved = s.saved;
      start.slot.replaceChildren(renderSaved(t, s.saved, on.start));
    }
  }

  function drawReplay(s) {
    if (replay) return;
    const { id, step } = s.replay;
    const ctx = { t, say, failed: on.replay.failed, leave: on.replay.leave, saved: on.replay.saved, download: on.replay.download(id) };
    replay = { id, close: openReplay(ctx, id, step) };
  }

  return { render, openFile: (file) => start && start.open(file) };
}
