// The line of play, laid out to fit its box: tiles flow in rows that snake (left to right, then
// right to left, ...), doubles stand crosswise, and the two open ends are buttons at the two
// extremities of the snake. Rows alternate direction so neighbouring numbers always touch.

import { tileFace } from "./tiles.js";

const END_WIDTH = 1.6; // in units, where a horizontal tile is 2 units wide
const TURN_ROOM = 10; // px on each side of the rows for the bend drawn where the line turns

/** Unit size in px for a box `width` px wide: tiles shrink on phones but never below 20 px. */
function unitFor(width) {
  return Math.max(20, Math.min(36, Math.floor(width / 14)));
}

/**
 * Build the line inside `box`.
 * `line`: view.line; `ends`: view.ends or null; `endButton(side)` makes the button for
 * "left", "right" or "open" (empty line); `fresh`: index of the tile just placed, or -1.
 */
export function renderLine(box, line, ends, endButton, fresh = -1) {
  const width = (box.clientWidth || 320) - 2 * TURN_ROOM;
  const u = unitFor(width);
  box.style.setProperty("--u", `${u}px`);
  box.replaceChildren();
  if (!line.length) {
    const row = document.createElement("div");
    row.className = "line-row centered";
    row.append(endButton("open"));
    box.append(row);
    return;
  }
  const capacity = Math.max(6, Math.floor(width / u) - 0.5);
  const items = [{ kind: "end", side: "left", w: END_WIDTH }];
  line.forEach((p, i) => {
    const double = p.left === p.right;
    items.push({ kind: "tile", p, i, w: double ? 1 : 2 });
  });
  items.push({ kind: "end", side: "right", w: END_WIDTH });

  const rows = [[]];
  let used = 0;
  for (const item of items) {
    if (used + item.w > capacity && rows[rows.length - 1].length) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(item);
    used += item.w;
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
    div.className = "line-row" + (reverse ? " reverse" : "") + place + turn;
    for (const item of row) {
      if (item.kind === "end") {
        div.append(endButton(item.side));
        continue;
      }
      const { p, i } = item;
      const double = p.left === p.right;
      const cell = document.createElement("span");
      cell.className = "placed" + (double ? " double" : "") + (i === fresh ? " fresh" : "");
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
}
