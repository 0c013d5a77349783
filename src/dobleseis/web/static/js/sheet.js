// The score sheet: the match hand by hand — who won, how, the points, the score after — read
// from the results the server logs (LOG_ENTRY "result"): no rule is worked out here. Under it each
// seat's accuracy over the hands reviewed (ACCURACY), the others said to be pending, each with
// the way to review it. Open from the table's bar (following the match while open,
// sheetpanel.js), and shown under the last hand once the match is over.

import { $, h } from "./dom.js";
import { framePanel, redrawPanel } from "./panelframe.js";
import { caption, ordered, sides, teamOf } from "./teams.js";

/** The finished hands among log `entries`, oldest first: {result, winner} (`winner`: the team
 * that won the match with that hand, else null). */
export const sheetOf = (entries) =>
  entries.filter((e) => e.kind === "result").map((e) => ({ result: e.result, winner: e.winner }));

function how(t, r, side) {
  if (r.result === "domino") return t.sheetHow[r.dekabes ? "dekabes" : "domino"](side.seat(r.seat));
  return t.sheetHow[r.result]();
}

const points = (t, r) =>
  r.change === "added" ? t.sheetPoints.added(r.points) : t.sheetPoints[r.change];

/** Each seat's accuracy over the reviewed hands of ACCURACY `a` (each seat named from `side`,
 * with its player's name where it has one), then the hands pending review,
 * each with a button that opens its review (`review(hand)`, when given). */
function accuracyOf(t, a, side, review) {
  const words = t.sheetAccuracy;
  const reviewed = a.hands > a.pending.length;
  return h(
    "section",
    { class: "sheet-accuracy", "aria-labelledby": "sheet-accuracy-title" },
    h("h3", { id: "sheet-accuracy-title" }, words.title),
    reviewed
      ? h(
          "ul",
          { class: "review-accuracy" },
          [1, 2, 3, 4].map((seat) =>
            h(
              "li",
              { class: `team-${teamOf(seat)}` },
              words.seat(caption(t, side, seat), a.seats[String(seat)]),
            ),
          ),
        )
      : h("p", {}, words.none),
    a.pending.length ? h("p", { class: "note sheet-pending" }, words.pending(a.pending)) : null,
    review && a.pending.length
      ? h(
          "div",
          { class: "sheet-review" },
          a.pending.map((n) =>
            h("button", { type: "button", onclick: () => review(n) }, words.review(n)),
          ),
        )
      : null,
  );
}

/** The head of the sheet's column `k`; the score's says under it whose score comes first, in
 * the order of the viewer's `side` (ours first, as the card's score; else seats 1 and 3). */
function headOf(t, k, side) {
  const order = k === "score" ? t.sheetScoreOrder(side.of(side.order[0])) : null;
  return h(
    "th",
    { scope: "col", class: k === "how" ? "sheet-how" : null },
    t.sheetHead[k],
    order ? h("span", { class: "sheet-order" }, order) : null,
  );
}

/** The sheet of `hands` (sheetOf) of a `variant` match, as a table, the teams named from the
 * viewer's `side` (teams.js) and each score in its order, ours first; then the seats'
 * `accuracy` (ACCURACY, when known), with `review(hand)` to open a pending hand's review. Where
 * the table is narrow (app.css) its column "how" (.sheet-how) goes under "won by", each hand on
 * two lines. */
export function renderSheet(t, variant, hands, side = sides(null), accuracy = null, review = null) {
  if (!hands.length) return h("p", { class: "sheet-empty" }, t.sheetEmpty);
  const head = ["hand", "winner", "how", "points", "score"];
  const won = hands.find((x) => x.winner);
  return h(
    "div",
    { class: "sheet" },
    h(
      "table",
      { class: "sheet-table" },
      h("caption", {}, t.sheetCaption(t.games[variant]?.title || variant)),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          head.map((k) => headOf(t, k, side)),
        ),
      ),
      h(
        "tbody",
        {},
        hands.map(({ result: r }) =>
          h(
            "tr",
            { class: r.winner ? `team-${r.winner}` : "tied" },
            h("th", { scope: "row" }, String(r.number)),
            h("td", {}, r.winner ? t.sheetTeam(side.of(r.winner)) : t.sheetNobody),
            h("td", { class: "sheet-how" }, how(t, r, side)),
            h("td", {}, points(t, r)),
            h("td", {}, t.sheetScore(ordered(side, r.score))),
          ),
        ),
      ),
    ),
    won ? h("p", { class: "sheet-winner" }, t.matchWinner(side.of(won.winner))) : null,
    accuracy?.hands ? accuracyOf(t, accuracy, side, review) : null,
  );
}

/** The sheet in its panel, from the log `entries` of a `variant` match, the teams named from
 * `side`, with the seats' `accuracy` and `review(hand)` (see renderSheet). */
export function openSheet(t, variant, entries, side = sides(null), accuracy = null, review = null) {
  const dialog = $("sheet-dialog");
  const sheet = renderSheet(t, variant, sheetOf(entries), side, accuracy, review);
  framePanel(dialog, "sheet-title", t.sheetTitle, sheet, t);
  if (!dialog.open) dialog.showModal();
}

/** The open sheet drawn again in place (the same arguments as openSheet), as a hand or the
 * match ended under it or a hand reviewed from it is counted (sheetpanel.js). The reader keeps
 * their place: the sheet is not scrolled, and the focused button stays focused (redrawPanel)
 * and in sight — one on "Review hand 2", pushed down by the row of a hand added above it, is
 * scrolled to just enough to be seen whole. */
export function redrawSheet(t, variant, entries, side, accuracy, review) {
  const dialog = $("sheet-dialog");
  const top = dialog.scrollTop;
  const sheet = renderSheet(t, variant, sheetOf(entries), side, accuracy, review);
  redrawPanel(dialog, "sheet-title", t.sheetTitle, sheet, t);
  dialog.scrollTop = top;
  // a button of the sheet pushed down out of sight by the rows added above it is brought back
  // (the head's Close is always in sight: scrolling to it would take the reader to the top)
  const focused = document.activeElement;
  if (dialog.querySelector(".panel-body").contains(focused))
    focused.scrollIntoView({ block: "nearest" });
}
