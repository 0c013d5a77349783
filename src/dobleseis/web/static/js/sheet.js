// The score sheet: the match hand by hand — who won, how, the points, the score after — read
// from the results the server logs (LOG_ENTRY "result"): no rule is worked out here. Open from the
// table's bar, and shown under the last hand once the match is over.

import { $, h } from "./dom.js";
import { sides } from "./teams.js";

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

/** The sheet of `hands` (sheetOf) of a `variant` match, as a table, the teams named from the
 * viewer's `side` (teams.js). */
export function renderSheet(t, variant, hands, side = sides(null)) {
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
          head.map((k) => h("th", { scope: "col" }, t.sheetHead[k])),
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
            h("td", {}, how(t, r, side)),
            h("td", {}, points(t, r)),
            h("td", {}, t.sheetScore(r.score)),
          ),
        ),
      ),
    ),
    won ? h("p", { class: "sheet-winner" }, t.matchWinner(side.of(won.winner))) : null,
  );
}

/** The sheet in its panel, from the log `entries` of a `variant` match, the teams named from
 * `side`. */
export function openSheet(t, variant, entries, side = sides(null)) {
  const dialog = $("sheet-dialog");
  dialog.replaceChildren(
    h(
      "div",
      { class: "panel-head" },
      h("h2", { id: "sheet-title" }, t.sheetTitle),
      h("button", { type: "button", class: "close", onclick: () => dialog.close() }, t.close),
    ),
    h("div", { class: "panel-body" }, renderSheet(t, variant, sheetOf(entries), side)),
  );
  if (!dialog.open) dialog.showModal();
}
