// The icons that carry meaning, drawn as SVG: an emoji would be an empty box on a phone whose
// fonts lack it. Each is decorative beside words that say the same (aria-hidden).

const NS = "http://www.w3.org/2000/svg";

function icon(name, shapes) {
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("width", "16");
  svg.setAttribute("height", "16");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", `icon icon-${name}`);
  for (const [tag, attrs] of shapes) {
    const shape = document.createElementNS(NS, tag);
    for (const [key, value] of Object.entries(attrs)) shape.setAttribute(key, value);
    svg.append(shape);
  }
  return svg;
}

/** The outline of a speech bubble, the reactions' icon and the muted one. */
const BUBBLE = [
  "path",
  {
    d: "M3 2.5h10a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5H7.5L4 14v-2.5H3A1.5 1.5 0 0 1 1.5 10V4A1.5 1.5 0 0 1 3 2.5z",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "1.5",
    "stroke-linejoin": "round",
  },
];

/** A speech bubble: quick reactions. */
export const reactIcon = () =>
  icon("react", [
    BUBBLE,
    ["circle", { cx: "5", cy: "7", r: "1", fill: "currentColor" }],
    ["circle", { cx: "8", cy: "7", r: "1", fill: "currentColor" }],
    ["circle", { cx: "11", cy: "7", r: "1", fill: "currentColor" }],
  ]);

/** A speech bubble struck through: the button that mutes a player's reactions, its own shape
 * beside the reactions' (its button red while they are muted, app.css). */
export const muteIcon = () =>
  icon("mute", [
    BUBBLE,
    ["path", { d: "M1.5 1.5l13 13", stroke: "currentColor", "stroke-width": "2" }],
  ]);

/** Two bars: the computer players wait. */
export const pauseIcon = () =>
  icon("pause", [
    ["rect", { x: "3", y: "2", width: "3.5", height: "12", rx: "1", fill: "currentColor" }],
    ["rect", { x: "9.5", y: "2", width: "3.5", height: "12", rx: "1", fill: "currentColor" }],
  ]);
