// The review of a finished hand (docs/api.md, REVIEW): the hand as a timeline of its moves,
// each with its mark; choosing a move shows what its seat could have played instead and what
// each was worth, from what that seat could know then, and draws the line as it was then with the
// best move laid faded on its end. While the server is still reviewing, the
// dialog shows its progress and asks again every second.

import { api } from "./api.js";
import { $, h, keepWhole } from "./dom.js";
import { renderLine } from "./line.js";
import { describe, reasonText } from "./narrate.js";
import { framePanel } from "./panelframe.js";
import { caption, sides, teamOf } from "./teams.js";

const AGAIN_MS = 1000;
const LINE_PX = 150; // the most the line as it was takes in the dialog, so the words stay in view

/** Open the review of hand `hand` of match `id`. `side`: the teams from the viewer's side
 * (teams.js): with a team of the seats this device holds its moves come first; for a
 * spectator, the replay of a record file or of a table only watched, every move, in order; its
 * seats named as their plates name them ("you", "your partner", a player's name or a seat's
 * number).
 * `reviewed(hand)`, when given, is called once the review is there (the score sheet beside it
 * then counts that hand's accuracy).
 * A screen reader is told once that the review is ready, with this device's seat's accuracy in
 * a few words (`told`, the dialog's own live region: the page's is behind the modal dialog); the
 * progress is a progress bar it reads when it comes to it, and the review itself is read by
 * moving through it; a move chosen is told there in a few words too (`chosenWords`). The body is
 * no live region: as one, it read the progress out every second, then the whole review as one
 * run-together string. */
export function openReview(t, id, hand, side = sides(null), reviewed = null) {
  const dialog = $("review-dialog");
  const told = h("p", { class: "visually-hidden", id: "review-told", role: "status" });
  const body = h("div", { class: "review-body" });
  framePanel(dialog, "review-title", t.review.title(hand), [told, body], t);
  let open = true;
  dialog.addEventListener("close", () => (open = false), { once: true });
  dialog.showModal();
  const ask = async () => {
    if (!open) return;
    let r;
    try {
      r = await api.review(id, hand);
    } catch (e) {
      body.replaceChildren(
        h("p", { class: "error", role: "alert" }, e.text ? e.text(t) : String(e)),
      );
      return;
    }
    if (!open) return;
    if (r.state === "running") {
      showProgress(t, body, r);
      setTimeout(ask, AGAIN_MS);
      return;
    }
    body.replaceChildren(...timeline(t, r, side, told));
    told.textContent = t.review.ready(side.self ? r.accuracy[String(side.self)] : null);
    reviewed?.(hand);
  };
  ask();
}

/** The review's progress `r` ({done, of}) in `body`: drawn once, then only its numbers changed,
 * so that a reader on the progress bar stays on it. */
function showProgress(t, body, r) {
  const words = t.review.running(r.done, r.of);
  const bar = body.querySelector("progress");
  if (!bar) {
    body.replaceChildren(
      h("p", { class: "review-progress", id: "review-progress" }, words),
      h("progress", {
        max: String(r.of || 1),
        value: String(r.done),
        "aria-labelledby": "review-progress",
      }),
    );
    return;
  }
  body.querySelector(".review-progress").textContent = words;
  bar.max = r.of || 1;
  bar.value = r.done;
}

/** Each seat's accuracy, the timeline (our team's moves first when the device holds a seat) and
 * the box where a chosen move is explained: under the timeline until a move is chosen, then
 * under that move (`show`); `told`, the dialog's live region, where a move chosen is said. */
function timeline(t, r, side, told) {
  const us = side.us;
  const detail = h(
    "div",
    { class: "review-detail", id: "review-detail" },
    h("p", { class: "note" }, t.review.choose),
  );
  const moves = r.moves.map((m, k) => ({ ...m, k }));
  const ours = us ? moves.filter((m) => teamOf(m.seat) === us) : [];
  const theirs = us ? moves.filter((m) => teamOf(m.seat) !== us) : moves;
  const list = (ms, heading) =>
    ms.length
      ? [
          heading ? h("h3", {}, heading) : null,
          h(
            "ol",
            { class: "review-moves" },
            ms.map((m) =>
              h("li", { class: `team-${teamOf(m.seat)}` }, moveButton(t, m, side, detail, told)),
            ),
          ),
        ]
      : [];
  const accuracy = h(
    "ul",
    { class: "review-accuracy" },
    [1, 2, 3, 4].map((seat) => {
      const a = r.accuracy[String(seat)];
      const said = t.review.accuracy(caption(t, side, seat), a.good, a.choices);
      return h("li", { class: `team-${teamOf(seat)}` }, said);
    }),
  );
  return [
    accuracy,
    ...list(ours, us ? t.review.ourMoves : null),
    ...list(theirs, us ? t.review.theirMoves : null),
    detail,
  ];
}

/** Move `m` of the timeline as a button: its number, seat and move, and its mark; pressed, it
 * is explained in `detail`, and told in a few words in `told` (`chosenWords`). */
function moveButton(t, m, side, detail, told) {
  const said = t.review.move(
    m.k + 1,
    caption(t, side, m.seat),
    describe(t, m.played, m.ends, side),
  );
  return h(
    "button",
    {
      type: "button",
      class: `review-move mark-${m.mark}`,
      "data-mark": m.mark,
      "data-step": String(m.step),
      onclick: (ev) => {
        const chosen = ev.currentTarget;
        for (const b of chosen.closest(".review-body").querySelectorAll(".review-move"))
          b.setAttribute("aria-pressed", String(b === chosen));
        show(detail, t, m, side, said, chosen);
        told.textContent = chosenWords(t, m, side, said);
      },
      "aria-pressed": "false",
      "aria-controls": "review-detail",
    },
    h("span", { class: "review-step" }, keepWhole(said)),
    // the move and its mark as two things said, not one word ("on the 2Inaccuracy")
    h("span", { class: "visually-hidden" }, ", "),
    h("span", { class: `review-mark mark-${m.mark}` }, t.review.marks[m.mark]),
  );
}

/** Show the chosen move `m` in `detail`, right under its button `chosen`: which move it is
 * (`said`, as the timeline says it: a heading, heard first), its words, and the line its seat
 * saw with the best move faded on the end it would have taken (drawn once the box is in the
 * page, to fit it). Below the whole timeline, the detail brought into view took the button
 * with the focus out of it; under it, the two are seen together (`inView`). The parts are
 * apart in what a screen reader says of the box too (a space between them), not run into one
 * another ("…on the 2Inaccuracy"). */
function show(detail, t, m, side, said, chosen) {
  const box = m.best_at
    ? h("div", { class: "line small review-line", "aria-hidden": "true" })
    : null;
  const [verdict, ...rest] = explain(t, m, side);
  const level = chosen.closest(".review-body").querySelector("h3") ? "4" : "3";
  const parts = [
    h("p", { class: "review-chosen", role: "heading", "aria-level": level }, keepWhole(said)),
    verdict,
    ...(box ? [box, h("p", { class: "note review-line-note" }, t.review.drawn)] : []),
    ...rest,
  ];
  detail.replaceChildren(...parts.flatMap((part, i) => (i ? [" ", part] : [part])));
  chosen.after(detail);
  if (box) {
    const g = m.best_at;
    const ghost = { tile: g.tile, left: g.left, right: g.right };
    const line = g.end === "left" ? [ghost, ...m.line] : [...m.line, ghost];
    renderLine(box, line, null, () => h("span", { class: "end-spacer" }), -1, LINE_PX);
    for (const cell of box.querySelectorAll(".placed"))
      if (cell.dataset.tile === g.tile) cell.classList.add("alternative");
  }
  inView(chosen, detail);
}

/** What a screen reader is told of move `m` as it is chosen (`said`, the move as the timeline
 * says it): the move, its mark and the best move instead where another was better ("3. You: 6-4
 * on the 5. Mistake. Best move: 5-5 on the 2."). The detail itself is no live region: told whole
 * at each choice, its chances, reasons and every other move ran into one long string; they are
 * read by moving through it, right under the move's button. */
function chosenWords(t, m, side, said) {
  const mark = t.review.marks[m.mark];
  if (m.mark === "forced") return t.review.chosen(said, mark, null);
  const { best, wasBest } = weighed(m);
  return t.review.chosen(said, mark, wasBest ? null : describe(t, best.action, m.ends, side));
}

/** Scroll the panel so that the `detail` shown under the button `chosen` is in view as far as it
 * fits with the button: the whole of it where both fit, else from its top, the button just
 * above it (the panel's scroll padding keeps both clear of its head, panelframe.js). */
function inView(chosen, detail) {
  detail.scrollIntoView({ block: "nearest" });
  chosen.scrollIntoView({ block: "nearest" });
}

/** A move's mark and what it gave up, in words a player can check against the chances shown
 * beside it: a marked move's chance to win the match, the best move's, and the difference of the
 * two as shown (`c`, from `shownChances`). A good move says nothing of a loss: what it gave up,
 * if anything, is within the estimate's noise (its mark says so, bench/README.md), so it is "as
 * good as the best move" — "as far as the estimate can tell" when the best was estimated higher. */
export function verdict(t, m, c) {
  const mark = t.review.marks[m.mark];
  if (m.mark === "good") return t.review.good(mark, m.lost > 0);
  return c ? t.review.verdict(mark, c.played, c.best, c.less, c.digits) : mark;
}

/** The chances to win the match of the move played and of the best move (`value`, what the mark
 * measures) as the review writes them, and how much less the move played had: the difference of
 * the two as written, so that a player's subtraction agrees with it. Whole percentages, or tenths
 * where whole ones would show a marked move costing nothing: a hand is worth at least 7.6% of a
 * match in either game (`ai.analysis.hand_worth`), so a marked move (0.04 of a hand or more)
 * gave up at least 0.3%, which tenths show. */
export function shownChances(m, played, best) {
  for (const digits of [0, 1]) {
    const scale = 100 * 10 ** digits;
    const [p, b] = [played.value, best.value].map((v) => Math.round(v * scale));
    if (b > p || digits === 1 || m.mark === "good")
      return { played: p / scale, best: b / scale, less: (b - p) / scale, digits };
  }
}

/** What `reason` says of a move, its tile aside: two moves' reasons alike in this say the same
 * thing of both ("gets the double out", "leaves 1s open: the player on your left passed on
 * them"). */
const gist = (reason) => JSON.stringify({ ...reason, tile: undefined, text: undefined });

/** The reasons of `best` that `played` has not: what is said of both moves is said under the
 * move played only, since it is not what sets the best apart (said under both, it read as the
 * same reason for a better and a worse move). */
function reasonsOfBest(best, played) {
  const shared = new Set((played?.reasons || []).map(gist));
  return (best.reasons || []).filter((r) => !shared.has(gist(r)));
}

/** Of a move `m` not forced: the option played (`played`, its chances), the best one (`best`),
 * and whether the move played was the best (`wasBest`). */
function weighed(m) {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const played =
    m.options.find((o) => same(o.action, m.played)) ||
    m.options.find((o) => o.action.play === m.played.play);
  const best = m.options[0];
  const wasBest =
    same(best.action, m.played) || (played && best.action.play === m.played.play && m.lost === 0);
  return { played, best, wasBest };
}

/** A chosen move: what it was worth, the best move instead, and every other move. Each move's
 * chance to win the match comes first, written as the verdict writes it (`shownChances`), since
 * the mark and the verdict speak of it; its chance to win the hand follows. A move of the seat
 * this device shows also says why, under the move played and the best one, as a hint would have
 * said it to that seat ("you", "your partner"): under the best, only what is not said of the
 * move played (`reasonsOfBest`). */
function explain(t, m, side) {
  const said = (a) => describe(t, a, m.ends, side);
  if (m.mark === "forced") return [h("p", {}, keepWhole(t.review.forced(said(m.played))))];
  const { played, best, wasBest } = weighed(m);
  const why = (reasons) =>
    m.seat === side.viewer && reasons?.length
      ? h(
          "ul",
          { class: "reasons review-why" },
          reasons.map((r) => h("li", {}, keepWhole(reasonText(t, r, side)))),
        )
      : null;
  const c = played ? shownChances(m, played, best) : null;
  return [
    h("p", { class: `review-verdict mark-${m.mark}` }, verdict(t, m, c)),
    h(
      "p",
      { class: "review-played" },
      keepWhole(
        c
          ? t.review.played(said(m.played), c.played, played.win, c.digits)
          : t.review.played(said(m.played), null),
      ),
    ),
    why(played?.reasons),
    wasBest
      ? h("p", { class: "review-best" }, t.review.wasBest)
      : h(
          "p",
          { class: "review-best" },
          keepWhole(
            t.review.best(said(best.action), c ? c.best : best.value, best.win, c?.digits ?? 0),
          ),
        ),
    wasBest ? null : why(reasonsOfBest(best, played)),
    h(
      "ul",
      { class: "review-options" },
      m.options.map((o) =>
        h("li", {}, keepWhole(t.review.option(said(o.action), o.value, o.win, c?.digits ?? 0))),
      ),
    ),
  ].filter(Boolean);
}
