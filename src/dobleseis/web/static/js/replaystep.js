// Drawing one step of a replay (replay.js follows the steps): the four hands face up around the
// line, the score, the controls that move, the step in words with the check of the deal at a
// hand's end, and the bar above it (download the record, leave).

import { $, h } from "./dom.js";
import { lastMove, scoreLine } from "./felt.js";
import { renderLine } from "./line.js";
import { narrate, resultWords } from "./narrate.js";
import { caption, ordered, ourTeam, partnerOf, sides, teamOf } from "./teams.js";
import { numbers, tileFace } from "./tiles.js";
import { openReview } from "./review.js";
import { commitmentBox, verifyBox } from "./verify.js";

// seat 1 at the bottom, turns run counter-clockwise
const POSITIONS = ["bottom", "right", "top", "left"];

/** The words' sides of a replay: each seat said by the name its player gave (`d.names`), else
 * by its number (the score, where some seat has a name: a seat the computer played as the
 * computer, `d.seats`). It shows every hand, but a device that played at the table (`held`, the
 * seats it holds) hears it as its players speak, as at the table: its one seat "you", its partner
 * "your partner", its team "us" (teams.js `ourTeam`); a device that held seats of both teams, or
 * none (a record file, a table only watched), takes no side. */
const seen = (d, held = [], viewer = null) =>
  sides(ourTeam(held), d.names || [], viewer, held.length === 1 ? held[0] : null, d.seats || []);

/** The sides of a hand's review opened from the replay: the replay's, and with one seat held,
 * that seat the viewer, so that its own moves say why as they did at the table ("the player on
 * your left passed on them": where the seats sat at the table, not on the replay's screen, whose
 * seat 1 is always at the bottom, so the replay's own words take no viewer). */
const reviewSide = (d, held) => seen(d, held, held.length === 1 ? held[0] : null);

/** What happened at step `d` in words: the action, and the hand's result if it ended there;
 * `held`: the seats this device played (`seen`). */
export function stepWords(t, d, held = []) {
  if (!d.action) return [t.replayDeal];
  const side = seen(d, held);
  const words = [narrate(t, d.action, d.on, side)];
  if (d.ended) {
    const score = ordered(side, d.last_result.score);
    words.push(
      ...resultWords(t, d.variant, d.last_result, side),
      t.scoreNow(side.order.map(side.of), score),
    );
    if (d.over) words.push(t.replayWinner(d.winner === null ? null : side.of(d.winner)));
  }
  return words;
}

/** Seat `seat`'s plate and hand; `side`: the words' sides (`seen`). Its own seat and its
 * partner's the plate names as the table's do ("You, seat 1", "Your partner, seat 3"), any other
 * with its partner ("Seat 2 · partner of seat 4"). */
function seatBlock(t, d, seat, where, hands, side) {
  const m = [...d.moves].reverse().find((x) => x.seat === seat);
  const tiles = hands[seat - 1];
  // nobody acts in a hand that is over (the seat to open the next one acts in that one)
  const toAct = d.to_act === seat && !d.ended;
  const p = side.seat(seat);
  const ours = p.you || (side.self && seat === partnerOf(side.self));
  return h(
    "section",
    {
      class: `seat seat-${where} team-${teamOf(seat)}${toAct ? " to-act" : ""}`,
      "aria-label": caption(t, side, seat),
      dataset: { seat: String(seat) },
    },
    h(
      "div",
      { class: "plate" },
      h(
        "span",
        { class: "who" },
        ours ? caption(t, side, seat) : t.seatTeam(p, side.seat(partnerOf(seat))),
      ),
      h("span", { class: "kind" }, t.seatKind[d.seats[seat - 1]]),
      h("span", { class: "last", "aria-hidden": "true" }, lastMove(t, m)),
    ),
    h(
      "div",
      {
        class: "replay-hand",
        role: "img",
        "aria-label": t.replayHolds(p, tiles),
        dataset: { tiles: tiles.join(" ") },
      },
      tiles.map((tile) => {
        const [a, b] = numbers(tile);
        return h("span", { class: "mini" }, tileFace(a, b, true));
      }),
    ),
  );
}

/** Where "Previous hand" and "Next hand" go from step `k`, by `d` (any step of the replay): to
 * the last step before `k` that ended a hand (it shows that hand's result), else the deal (step
 * 0); to the first after `k` that ended one, else the replay's last step (a record may stop
 * inside a hand). */
export function handSteps(d, k) {
  return {
    previous: d.hand_ends.findLast((end) => end < k) ?? 0,
    next: d.hand_ends.find((end) => end > k) ?? d.steps,
  };
}

/** The buttons that move, in the order they go: to the start, a hand back, a step back, a step
 * on, a hand on, to the end; each disabled where it would not move. Each goes from the step
 * asked for last (`go` takes a function of it), not from the step drawn: Forward tapped twice
 * before the next step is drawn goes two steps on. They stay where they are from step to step:
 * above the words, whose length varies, their labels never changing. */
function controls(t, d, go) {
  const button = (label, to, glyph, after = false) => {
    const k = to(d.step);
    return h(
      "button",
      { type: "button", disabled: k < 0 || k > d.steps || k === d.step, onclick: () => go(to) },
      after ? null : h("span", { "aria-hidden": "true" }, `${glyph} `),
      label,
      after ? h("span", { "aria-hidden": "true" }, ` ${glyph}`) : null,
    );
  };
  return h(
    "div",
    { class: "replay-controls", role: "group", "aria-label": t.replayBadge },
    button(t.toStart, () => 0, "|◀"),
    button(t.replayPrevHand, (k) => handSteps(d, k).previous, "◀◀"),
    button(t.back, (k) => k - 1, "◀"),
    button(t.forward, (k) => k + 1, "▶", true),
    button(t.replayNextHand, (k) => handSteps(d, k).next, "▶▶", true),
    button(t.toEnd, () => d.steps, "▶|", true),
  );
}

/** The bar above the replay; `ctx`: as openReplay's (replay.js). */
function replayBar(ctx, d) {
  const { t } = ctx;
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
    h(
      "button",
      { type: "button", onclick: () => ctx.download(status, d.variant) },
      t.downloadRecord,
    ),
    h("button", { type: "button", class: "primary", onclick: ctx.leave }, t.leaveReplay),
    status,
  );
  if (focused) [...bar.children].find((b) => b.textContent === focused)?.focus();
}

/**
 * Draw step `d` of the replay of match `id` in #screen and the bar. `ctx`: as openReplay's;
 * `go(to)`: move to step `to(k)`, k the step asked for last; `commitments`: hand number → the
 * commitment to its deal; `commitment`: {open, toggled(open)}, whether the commitment's details
 * are open, kept from step to step.
 */
export function drawStep(ctx, id, d, go, commitments, commitment) {
  const { t } = ctx;
  const title = t.games[d.variant]?.title || d.title;
  replayBar(ctx, d);
  const ended = d.ended;
  const r = d.last_result;
  const hands = ended ? r.hands : d.hands;
  const side = seen(d, ctx.held);
  const plates = {};
  for (let seat = 1; seat <= 4; seat++) {
    const where = POSITIONS[(seat - 1) % 4];
    plates[where] = seatBlock(t, d, seat, where, hands, side);
  }
  const lineBox = h("div", { class: "line", id: "line" });
  const screen = $("screen");
  const focused = screen.contains(document.activeElement)
    ? document.activeElement.textContent
    : null;
  const box = commitmentBox(t, d.commitment, ctx.say);
  if (box) {
    box.open = commitment.open;
    box.addEventListener("toggle", () => commitment.toggled(box.open));
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
        scoreLine(t, side, d.score),
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
      controls(t, d, go),
      h("p", { class: "keys" }, t.replayKeys),
      h(
        "section",
        { class: "replay-said card", "aria-labelledby": "replay-text" },
        stepWords(t, d, ctx.held).map((w, i) =>
          h("p", i ? { class: "result" } : { id: "replay-text" }, w),
        ),
        ended ? verifyBox(t, r, commitments[r.number], ctx.say) : null,
        // The hand's review names the seats as the replay does (`reviewSide`), as the table's
        // did: a device that played one team's seats has that team's moves first (its one seat
        // "you", its partner "your partner", its own moves with why); any other (a record file,
        // a table only watched, rivals on one device) has every seat by its number, every move
        // in the order played.
        ended
          ? h(
              "button",
              {
                type: "button",
                class: "review-open",
                onclick: () => openReview(t, id, r.number, reviewSide(d, ctx.held)),
              },
              t.review.open,
            )
          : null,
      ),
      box,
    ),
  );
  renderLine(lineBox, ended ? r.line : d.line, null, () => h("span", { class: "end-spacer" }));
  if (focused) {
    const again = [...screen.querySelectorAll("button")].find(
      (b) => b.textContent === focused && !b.disabled,
    );
    (again || screen.querySelector(".replay-controls button:not(:disabled)"))?.focus();
  }
}
