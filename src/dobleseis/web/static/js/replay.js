// Replay mode: a finished match or a record file, step by step through every action with all
// four hands shown (nothing is hidden any more: the server replays only finished matches and
// imported records). Each step is asked of the server (`GET .../replay?step=k`) and kept;
// buttons, arrow keys, Home and End move, and every step is said in words in the live region.

import { api } from "./api.js";
import { openReview } from "./review.js";
import { $, h } from "./dom.js";
import { renderLine } from "./line.js";
import { scoreLine } from "./felt.js";
import { narrate, resultWords } from "./narrate.js";
import { ordered, sides, teamOf } from "./teams.js";
import { numbers, tileFace } from "./tiles.js";
import { commitmentBox, commitmentsFromLog, verifyBox } from "./verify.js";

const POSITIONS = ["bottom", "right", "top", "left"]; // seat 1 at the bottom, turns run counter-clockwise


/** What happened at step `d` in words: the action, and the hand's result if it ended there. */
function stepWords(t, d) {
  if (!d.action) return [t.replayDeal];
  const words = [narrate(t, d.action, d.on)];
  if (d.ended) {
    // A replay shows every hand to whoever watches: the teams are named by their seats.
    const side = sides(null);
    const score = ordered(side, d.last_result.score);
    words.push(...resultWords(t, d.variant, d.last_result), t.scoreNow(side.order.map(side.of), score));
    if (d.over) words.push(t.replayWinner(d.winner));
  }
  return words;
}

/**
 * Show the replay of match `id` at `step` in #screen. `ctx`: {t, say(text), failed(error),
 * leave(), saved(step), download(statusNode, variant)}. Returns {close(): end the replay,
 * redraw(): draw the step shown again (in a new language)}.
 */
export function openReplay(ctx, id, step = 0) {
  const { t } = ctx;
  const R = { target: step, shown: null, cache: new Map(), commitments: {}, loading: false, open: false, closed: false };

  async function load() {
    if (R.loading) return;
    R.loading = true;
    try {
      while (!R.shown || R.shown.step !== R.target) {
        const k = R.target;
        if (!R.cache.has(k)) R.cache.set(k, await api.replay(id, k));
        if (R.closed) return; // the replay was left while this step was on its way
        if (R.target !== k) continue; // a key was pressed meanwhile: go on to where it leads
        R.shown = R.cache.get(k);
        render();
        ctx.saved(k);
        ctx.say(t.replayStep(k, R.shown.steps, stepWords(t, R.shown).join(" ")));
      }
    } catch (error) {
      if (R.closed) return;
      R.target = R.shown ? R.shown.step : 0;
      ctx.failed(error);
    } finally {
      R.loading = false;
    }
  }

  function go(k) {
    if (!R.shown) return; // nothing shown yet, so no number of steps to move within
    const to = Math.max(0, Math.min(R.shown.steps, k));
    if (to === R.shown.step && to === R.target) return;
    R.target = to;
    load();
  }

  function seatBlock(d, seat, where, hands) {
    const m = [...d.moves].reverse().find((x) => x.seat === seat);
    const tiles = hands[seat - 1];
    return h(
      "section",
      {
        class: `seat seat-${where} team-${teamOf(seat)}` + (d.to_act === seat && !d.over ? " to-act" : ""),
        "aria-label": t.seatCaption(seat, false, false),
        dataset: { seat: String(seat) },
      },
      h(
        "div",
        { class: "plate" },
        h("span", { class: "who" }, t.seatTeam(seat)),
        h("span", { class: "kind" }, t.seatKind[d.seats[seat - 1]]),
        h("span", { class: "last", "aria-hidden": "true" }, m ? (m.pass ? t.lastPassed : t.lastPlayed(m.play)) : ""),
      ),
      h(
        "div",
        { class: "replay-hand", role: "img", "aria-label": t.replayHolds(seat, tiles), dataset: { tiles: tiles.join(" ") } },
        tiles.map((tile) => {
          const [a, b] = numbers(tile);
          return h("span", { class: "mini" }, tileFace(a, b, true));
        }),
      ),
    );
  }

  function chrome(d) {
    const status = h("span", { class: "row-status", role: "status" });
    $("match-info").hidden = false;
    $("match-info").replaceChildren(
      h("span", { class: "badge" }, t.replayBadge),
      h("span", { class: "title" }, t.games[d.variant]?.title || d.title),
      d.seed === null ? null : h("span", { class: "seed" }, t.seedShown(d.seed)),
    );
    const bar = $("toolbar");
    const focused = bar.contains(document.activeElement) ? document.activeElement.textContent : null;
    bar.hidden = false;
    bar.replaceChildren(
      h("button", { type: "button", onclick: () => ctx.download(status, d.variant) }, t.downloadRecord),
      h("button", { type: "button", class: "primary", onclick: ctx.leave }, t.leaveReplay),
      status,
    );
    if (focused) [...bar.children].find((b) => b.textContent === focused)?.focus();
  }

  function render() {
    const d = R.shown;
    const title = t.games[d.variant]?.title || d.title;
    chrome(d);
    const ended = d.ended;
    const r = d.last_result;
    const hands = ended ? r.hands : d.hands;
    const line = ended ? r.line : d.line;
    const plates = {};
    for (let seat = 1; seat <= 4; seat++) plates[POSITIONS[(seat - 1) % 4]] = seatBlock(d, seat, POSITIONS[(seat - 1) % 4], hands);
    const lineBox = h("div", { class: "line", id: "line" });
    const screen = $("screen");
    const focused = screen.contains(document.activeElement) ? document.activeElement.textContent : null;
    const button = (label, k, glyph, after = false) =>
      h(
        "button",
        { type: "button", disabled: k < 0 || k > d.steps || k === d.step, onclick: () => go(k) },
        after ? null : h("span", { "aria-hidden": "true" }, glyph + " "),
        label,
        after ? h("span", { "aria-hidden": "true" }, " " + glyph) : null,
      );
    const commitment = commitmentBox(t, d.commitment, ctx.say);
    if (commitment) {
      commitment.open = R.open;
      commitment.addEventListener("toggle", () => (R.open = commitment.open));
    }
    screen.replaceChildren(
      h(
        "div",
        { class: "table replay", role: "region", "aria-label": t.replayTitle(title) },
        h("p", { class: "replay-note" }, t.replayNote),
        h(
          "div",
          { class: "scoreboard" },
          h("span", { class: "hand-no" }, t.hand(ended ? r.number : d.hand_number)),
          scoreLine(t, sides(null), d.score),
          d.double_next ? h("span", { class: "double-next" }, t.doubleNext) : null,
          h("span", { class: "status", id: "replay-step" }, t.stepOf(d.step, d.steps)),
        ),
        h(
          "div",
          { class: "felt replay-felt" },
          plates.top,
          plates.left,
          h("section", { class: "center", "aria-label": t.lineLabel }, lineBox),
          plates.right,
          plates.bottom,
        ),
        // The controls stay where they are from step to step: above the words, whose length varies.
        h(
          "div",
          { class: "replay-controls", role: "group", "aria-label": t.replayBadge },
          button(t.toStart, 0, "|◀"),
          button(t.back, d.step - 1, "◀"),
          button(t.forward, d.step + 1, "▶", true),
          button(t.toEnd, d.steps, "▶|", true),
        ),
        h("p", { class: "keys" }, t.replayKeys),
        h(
          "section",
          { class: "replay-said card", "aria-labelledby": "replay-text" },
          stepWords(t, d).map((w, i) => h("p", i ? { class: "result" } : { id: "replay-text" }, w)),
          ended ? verifyBox(t, r, R.commitments[r.number], ctx.say) : null,
          // A replay reviews every seat's moves, in the order they were played.
          ended
            ? h("button", { type: "button", class: "review-open", onclick: () => openReview(t, id, r.number, null) }, t.review.open)
            : null,
        ),
        commitment,
      ),
    );
    renderLine(lineBox, line, null, () => h("span", { class: "end-spacer" }));
    if (focused) {
      const again = [...screen.querySelectorAll("button")].find((b) => b.textContent === focused && !b.disabled);
      (again || screen.querySelector(".replay-controls button:not(:disabled)"))?.focus();
    }
  }

  function onKey(event) {
    if (document.querySelector("dialog[open]")) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const now = R.target;
    const moves = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: Infinity };
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
