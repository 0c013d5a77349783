// Domino tiles: drawn as SVG (ivory faces with pips, plain backs for hidden tiles), read from
// their names ("6-4"), and found among the legal plays.

const NS = "http://www.w3.org/2000/svg";

// Pip positions on a 1x1 half, for 0..6.
const PIPS = {
  0: [],
  1: [[0.5, 0.5]],
  2: [
    [0.25, 0.25],
    [0.75, 0.75],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.25, 0.22],
    [0.75, 0.22],
    [0.25, 0.5],
    [0.75, 0.5],
    [0.25, 0.78],
    [0.75, 0.78],
  ],
};

function el(name, attrs) {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** A face-up tile showing `first` then `second` (left-right, or top-bottom when vertical). */
export function tileFace(first, second, vertical = false) {
  const w = vertical ? 50 : 100;
  const h = vertical ? 100 : 50;
  const svg = el("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: "tile-svg",
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.append(
    el("rect", { x: 1.5, y: 1.5, width: w - 3, height: h - 3, rx: 7, class: "tile-body" }),
  );
  if (vertical) svg.append(el("line", { x1: 9, y1: 50, x2: 41, y2: 50, class: "tile-bar" }));
  else svg.append(el("line", { x1: 50, y1: 9, x2: 50, y2: 41, class: "tile-bar" }));
  [first, second].forEach((n, half) => {
    const ox = vertical ? 0 : half * 50;
    const oy = vertical ? half * 50 : 0;
    for (const [px, py] of PIPS[n]) {
      svg.append(
        el("circle", { cx: ox + 5 + px * 40, cy: oy + 5 + py * 40, r: 4.6, class: "pip" }),
      );
    }
  });
  return svg;
}

/** The back of a tile whose face the viewer may not see. */
export function tileBack(vertical = true) {
  const w = vertical ? 50 : 100;
  const h = vertical ? 100 : 50;
  // Stretched to its box: on a phone the side seats' backs stand upright (app.css).
  const svg = el("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: "tile-svg back",
    "aria-hidden": "true",
    focusable: "false",
    preserveAspectRatio: "none",
  });
  svg.append(
    el("rect", { x: 1.5, y: 1.5, width: w - 3, height: h - 3, rx: 7, class: "back-body" }),
  );
  svg.append(el("rect", { x: 8, y: 8, width: w - 16, height: h - 16, rx: 4, class: "back-inlay" }));
  return svg;
}

/** "6-4" → [6, 4]. */
export function numbers(tile) {
  return tile.split("-").map(Number);
}

/** The plays of `tile` among the legal actions, as {side, action}: every legal play names its
 * end, but the lead (side "open"). */
export function placesFor(view, tile) {
  return view.legal
    .filter((a) => a.play !== undefined && sameTile(a.play, tile))
    .map((a) => ({ side: a.end || "open", action: a }));
}

/** Whether tiles `x` and `y` are the same tile, whichever way round each is written. */
export function sameTile(x, y) {
  const [a, b] = numbers(x);
  const [c, d] = numbers(y);
  return (a === c && b === d) || (a === d && b === c);
}

/** The loudspeaker of the mute switch: with waves when the sound is on, crossed out when off. */
export function speaker(on) {
  const svg = el("svg", { viewBox: "0 0 24 24", class: "speaker", "aria-hidden": "true" });
  svg.append(el("path", { d: "M3 9h4l5-4v14l-5-4H3z", class: "speaker-body" }));
  const waves = ["M15.5 8.5a5 5 0 0 1 0 7", "M18.5 5.5a9 9 0 0 1 0 13"];
  const strokes = on ? waves : ["M16 9l6 6", "M22 9l-6 6"];
  for (const d of strokes) svg.append(el("path", { d, class: "speaker-line" }));
  return svg;
}
