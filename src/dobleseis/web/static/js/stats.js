// The start screen's statistics, per game and level, as the server works them out from this
// device's saved matches when asked (GET /api/stats): the page keeps no count of its own, so
// they never drift from the matches listed above them.

import { h } from "./dom.js";

const FIELDS = ["matches", "won", "hands", "hands_won", "chivas", "dekabes", "best_streak"];

/** The statistics card for STATS `{stats, left_out}`. */
export function renderStats(t, { stats, left_out: leftOut }) {
  const rows = stats.map((row) =>
    h(
      "tr",
      { dataset: { variant: row.variant, level: row.level } },
      h(
        "th",
        { scope: "row" },
        t.statsCaption(t.games[row.variant]?.title || row.variant, t.levels[row.level] || row.level),
      ),
      FIELDS.map((k) => h("td", { dataset: { field: k } }, String(row[k]))),
    ),
  );
  return h(
    "section",
    { class: "stats card", "aria-labelledby": "stats-heading" },
    h("h2", { id: "stats-heading" }, t.statsHeading),
    stats.length
      ? h(
          "div",
          {
            class: "stats-scroll",
            role: "region",
            "aria-labelledby": "stats-heading",
            tabindex: "0",
          },
          h(
            "table",
            { class: "stats-table" },
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                h("td", {}),
                FIELDS.map((k) => h("th", { scope: "col" }, t.statsHead[k])),
              ),
            ),
            h("tbody", {}, rows),
          ),
        )
      : h("p", {}, t.statsNone),
    leftOut ? h("p", { class: "note" }, t.statsLeftOut(leftOut)) : null,
  );
}
