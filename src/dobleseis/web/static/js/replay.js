// Replay mode: a finished match or a record file, step by step through every action with all
// four hands shown (nothing is hidden any more: the server replays only finished matches and
// imported records). Each step is asked of the server (`GET .../replay?step=k`) and kept;
// buttons and keys move (arrows a step, Page Up and Page Down a hand, Home and End to either end),
// and every step is said in words in the live region.
// Each step is drawn by replaystep.js.

import { api } from "./api.js";
import { $ } from "./dom.js";
import { drawStep, handSteps, stepWords } from "./replaystep.js";
import { commitmentsFromLog } from "./verify.js";

/**
 * Show the replay of match `id` at `step` in #screen. `ctx`: {t, held, say(text),
 * failed(error), leave(), saved(step), download(statusNode, variant)}, `held` the seats this
 * device played at that table (secrets.js `heldSeats`), which the words name from its side
 * ("you", "us"). Returns {close(): end the replay, redraw(): draw the step shown again (in a
 * new language)}.
 */
export function openReplay(ctx, id, step = 0) {
  const { t } = ctx;
  // the step asked for, the step shown, the steps loaded, the deals' commitments, whether the
  // commitment's details are open, and whether the replay was left
  const R = {
    target: step,
    shown: null,
    cache: new Map(),
    commitments: {},
    loading: false,
    open: false,
    closed: false,
  };

  async function load() {
    if (R.loading) return;
    R.loading = true;
    try {
      while (!R.shown || R.shown.step !== R.target) {
        const k = R.target;
        if (!R.cache.has(k)) R.cache.set(k, await api.replay(id, k));
        if (R.closed) return; // the replay was left while this step was on its way
        if (R.target !== k) continue; // a key was pressed meanwhile: go on to where it leads
        const first = !R.shown;
        R.shown = R.cache.get(k);
        render();
        if (first) controlsFocused();
        ctx.saved(k);
        ctx.say(t.replayStep(k, R.shown.steps, stepWords(t, R.shown, ctx.held).join(" ")));
      }
    } catch (error) {
      if (R.closed) return;
      R.target = R.shown ? R.shown.step : 0;
      ctx.failed(error);
    } finally {
      R.loading = false;
    }
  }

  /** Move to step `to(k)`, k the step asked for last (the one drawn, or one still on its way),
   * within the replay. */
  function go(where) {
    if (!R.shown) return; // nothing shown yet, so no number of steps to move within
    const to = Math.max(0, Math.min(R.shown.steps, where(R.target)));
    if (to === R.shown.step && to === R.target) return;
    R.target = to;
    load();
  }

  function render() {
    const commitment = {
      open: R.open,
      toggled(open) {
        R.open = open;
      },
    };
    drawStep(ctx, id, R.shown, go, R.commitments, commitment);
  }

  /** The replay just shown: the focus, left on the page's body by the button that opened it
   * (it is gone), goes to the first control that moves (Forward, at the deal). */
  function controlsFocused() {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) $("screen").querySelector(".replay-controls button:not(:disabled)")?.focus();
  }

  function onKey(event) {
    if (document.querySelector("dialog[open]")) return;
    const typing =
      event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if (typing) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves = {
      ArrowLeft: (k) => k - 1,
      ArrowRight: (k) => k + 1,
      PageUp: (k) => handSteps(R.shown, k).previous,
      PageDown: (k) => handSteps(R.shown, k).next,
      Home: () => 0,
      End: () => Infinity,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  }

  document.addEventListener("keydown", onKey);
  document.body.dataset.screen = "replay";
  $("screen").replaceChildren();
  (async () => {
    try {
      R.commitments = commitmentsFromLog((await api.log(id)).entries);
    } catch (error) {
      if (!R.closed) ctx.failed(error);
      return;
    }
    if (!R.closed) load();
  })();
  return {
    // Left, the replay's last step is no longer what the live region says.
    close() {
      R.closed = true;
      document.removeEventListener("keydown", onKey);
      ctx.say(t.said.replayLeft);
    },
    redraw: () => R.shown && !R.closed && render(),
  };
}
