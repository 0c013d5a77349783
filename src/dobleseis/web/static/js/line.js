// The line of play, laid out to fit its box: tiles flow in rows that snake (left to right, then
// right to left, ...), doubles stand crosswise, and the two open ends are buttons at the two
// extremities of the snake. Rows alternate direction so neighbouring numbers always touch.

import { largeTiles } from "./look.js";
import { tileFace } from "./tiles.js";

const TURN_ROOM = 10; // px on each side of the rows for the bend drawn where the line turns
const GAP = 0.15; // units between rows (.line's gap), where a horizontal tile is 2 units wide
// An end button (app.css, .end) is 1.6 units wide and 2 high, but never less than a finger's
// 44 × 44 px; with 2 px of margin on each side.
const END = { width: 1.6, minWidth: 44, minHeight: 44, margins: 4 };
// The px of the spacer (app.css, .end-spacer) at each extremity of a line that offers no end (the
// end of a hand, a replay, a review): laid out as wide as an end button, or given a row where it
// did not fit, the last one stood alone under a full last row, which showed a bend into nothing.
const SPACER = 8;
// The unit in px: at most 36, at least 20 wherever the line has the height to spare, and never
// less than 14, below which pips are hard to read: the box must rather grow (felt.js). With
// large tiles (look.js) a third larger.
const UNIT = { most: 36, least: 20, floor: 14 };
const LARGE = { most: 48, least: 26, floor: 18 };

/** The items (tiles, ends and spacers) in rows `width` px wide, each row taking items while
 * they fit; `u`: the unit in px. */
function rowsOf(items, width, u) {
  const capacity = Math.max(6, Math.floor(width / u) - 0.5);
  const endWidth = (Math.max(END.width * u, END.minWidth) + END.margins) / u;
  const widths = { end: endWidth, spacer: (SPACER + END.margins) / u };
  const rows = [[]];
  let used = 0;
  for (const item of items) {
    const w = widths[item.kind] ?? item.w;
    // a spacer is only room to breathe: where it does not fit it is left out, never given a row
    if (item.kind === "spacer" && used + w > capacity) continue;
    if (used + w > capacity && rows[rows.length - 1].length) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(item);
    used += w;
  }
  return rows;
}

/** The height in px of `rows` at unit `u`: two units a row (a double, an end), a row with an end
 * never less than the end's least height, and the gaps between rows. */
function heightOf(rows, u) {
  const high = (row) => Math.max(2 * u, row.some((i) => i.kind === "end") ? END.minHeight : 0);
  return rows.reduce((sum, row) => sum + high(row), 0) + GAP * u * (rows.length - 1);
}

/**
 * The unit and rows of a line of `items` in a box `width` × `height` px: the largest unit that
 * fits the width (tiles shrink on phones) and the height, the line taking more rows as it grows.
 * On the felt the box does not grow with the line (app.css, .center), so that nothing under it
 * moves: on a phone, where it is no higher than the side seats' columns of backs, a long line
 * fits only with smaller tiles.
 */
function layout(items, width, height) {
  const unit = largeTiles() ? LARGE : UNIT;
  let u = Math.max(unit.least, Math.min(unit.most, Math.floor(width / (largeTiles() ? 11 : 14))));
  let rows = rowsOf(items, width, u);
  while (u > unit.floor && heightOf(rows, u) > height) rows = rowsOf(items, width, --u);
  return { u, rows };
}

/**
 * Build the line inside `box`.
 * `line`: view.line; `ends`: view.ends, or null where the line offers no end (the end of a hand, a
 * replay, a review: `endButton` then makes a spacer); `endButton(side)` makes the button for
 * "left", "right" or "open" (empty line); `fresh`: index of the tile just placed, or -1;
 * `height`: the px the line must fit in where its box does not grow with it (on the felt), by
 * default as many as it needs (the end of a hand, a replay). Returns the px the line takes, more
 * than `height` only when even the smallest tiles do not fit.
 */
export function renderLine(box, line, ends, endButton, fresh = -1, height = Infinity) {
  const width = (box.clientWidth || 320) - 2 * TURN_ROOM;
  const kind = ends ? "end" : "spacer";
  const items = [{ kind, side: "left" }];
  for (const [i, p] of line.entries())
    items.push({ kind: "tile", p, i, w: p.left === p.right ? 1 : 2 });
  items.push({ kind, side: "right" });
  const { u, rows } = layout(items, width, height);
  box.style.setProperty("--u", `${u}px`);
  box.replaceChildren();
  if (!line.length) {
    const row = document.createElement("div");
    row.className = "line-row centered";
    row.append(endButton("open"));
    box.append(row);
    return 0;
  }
  rows.forEach((row, r) => {
    const reverse = r % 2 === 1;
    const div = document.createElement("div");
    // A single row is centred; otherwise the first row hugs the right edge, where it turns into
    // the second, rows in the middle spread to touch both bends, and the last row starts from
    // the edge it turned at.
    const last = r === rows.length - 1;
    const place = rows.length === 1 ? " centered" : r === 0 ? " first" : last ? "" : " full";
    const turn = r === 0 ? "" : reverse ? " turn-right" : " turn-left";
    div.className = `line-row${reverse ? " reverse" : ""}${place}${turn}`;
    for (const item of row) {
      if (item.kind !== "tile") {
        div.append(endButton(item.side));
        continue;
      }
      const { p, i } = item;
      const double = p.left === p.right;
      const cell = document.createElement("span");
      const unsent = p.unsent ? " unsent" : ""; // a move still being sent (sent.js)
      cell.className = `placed${double ? " double" : ""}${i === fresh ? " fresh" : ""}${unsent}`;
      cell.setAttribute("aria-hidden", "true");
      cell.dataset.tile = p.tile;
      // In a right-to-left row the tile is seen from its other side.
      const [a, b] = reverse ? [p.right, p.left] : [p.left, p.right];
      cell.append(tileFace(a, b, double));
      div.append(cell);
    }
    box.append(div);
  });
  box.dataset.ends = ends ? ends.join(",") : "";
  return heightOf(rows, u);
}
