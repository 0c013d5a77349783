// The start screen's statistics, per game and level, as the server works them out from this
// device's saved matches when asked (GET /api/stats): the page keeps no count of its own, so
// they never drift from the matches listed above them. Which statistics there are comes from the
// server too (`columns`: each game keeps its own, a Chiva, a Dékabès); a game's row leaves the
// others' cells empty. The accuracy counts the hands reviewed; those not yet are said to be
// pending.

import { h } from "./dom.js";

/** The card's width when it was last looked at, so that a change of its height alone (as it
 * stacks) is not looked at again. */
const widths = new WeakMap();

/** Whether the table needs more room than the card's inside: a table reaching into the card's
 * padding touches its edge, though nothing scrolls yet. */
function tooWide(card) {
  const { paddingLeft, paddingRight } = getComputedStyle(card);
  const room = card.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
  return card.querySelector(".stats-table").getBoundingClientRect().width > room + 0.5;
}

/** Each game and level a card of its own (app.css, .stats.stacked) when the table is wider than
 * the card's inside, the accuracy's words on one line (app.css): on a phone, on a tablet, and on
 * a laptop wherever a hand waits for its review or the statistics' names are longer. Otherwise
 * the table, nothing scrolling sideways either way. Looked at again when the card changes width
 * (before it is drawn: no table is seen first). */
const crowded = new ResizeObserver((entries) => {
  for (const { target: card } of entries) {
    if (widths.get(card) === card.clientWidth) continue;
    widths.set(card, card.clientWidth);
    card.classList.remove("stacked");
    if (tooWide(card)) card.classList.add("stacked");
  }
});

let watched = null;

/** What row `row` shows for statistic `k`: the accuracy with the hands pending review (a dash
 * before any hand is over), a count as it is, nothing for another game's statistic. */
function cell(t, row, k) {
  if (!(k in row)) return "";
  if (k !== "accuracy") return String(row[k]);
  return row.accuracy === null && !row.pending ? "—" : t.statsAccuracy(row.accuracy, row.pending);
}

/** The statistics card for STATS `{stats, columns, left_out}`. */
export function renderStats(t, { stats, columns, left_out: leftOut }) {
  const rows = stats.map((row) =>
    h(
      "tr",
      { dataset: { variant: row.variant, level: row.level } },
      h(
        "th",
        { scope: "row" },
        t.statsCaption(
          t.games[row.variant]?.title || row.variant,
          t.levels[row.level] || row.level,
        ),
      ),
      columns.map((k) =>
        h("td", { dataset: { field: k, label: t.statsHead[k] || k } }, cell(t, row, k)),
      ),
    ),
  );
  const card = h(
    "section",
    { class: "stats card", "aria-labelledby": "stats-heading" },
    h("h2", { id: "stats-heading" }, t.statsHeading),
    stats.length
      ? h(
          "table",
          { class: "stats-table" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("td", {}),
              columns.map((k) => h("th", { scope: "col" }, t.statsHead[k] || k)),
            ),
          ),
          h("tbody", {}, rows),
        )
      : h("p", {}, t.statsNone),
    columns.includes("accuracy") ? h("p", { class: "note" }, t.statsAccuracyNote) : null,
    leftOut ? h("p", { class: "note" }, t.statsLeftOut(leftOut)) : null,
  );
  if (watched) crowded.unobserve(watched);
  watched = stats.length ? card : null;
  if (watched) crowded.observe(watched);
  return card;
}
