// A player's avatar (docs/api.md, Profiles): one of the server's emoji, or a colour on which the
// client draws the first letter of the name, as an SVG disc. Beside a name that says who it is,
// so it is hidden from screen readers.

const NS = "http://www.w3.org/2000/svg";

/** Each colour of the server's set, dark enough for a white letter to read on it (4.5:1). */
export const COLOURS = {
  red: "#b3261e",
  orange: "#b45309",
  gold: "#8a6d00",
  green: "#1e7b34",
  teal: "#0f766e",
  blue: "#1d4ed8",
  purple: "#7e22ce",
  pink: "#be185d",
};

/** The first letter of `name` (a whole character, an accented one or an emoji too). */
export const initial = (name) => [...String(name || "?").trim()][0]?.toLocaleUpperCase() || "?";

/** The avatar `avatar` of the player named `name`: an element, or null for none. */
export function avatarOf(avatar, name) {
  if (!avatar) return null;
  if (Object.hasOwn(COLOURS, avatar)) {
    const svg = document.createElementNS(NS, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("class", "avatar avatar-initial");
    svg.setAttribute("aria-hidden", "true");
    const disc = document.createElementNS(NS, "circle");
    for (const [k, v] of Object.entries({ cx: 12, cy: 12, r: 12, fill: COLOURS[avatar] }))
      disc.setAttribute(k, v);
    const letter = document.createElementNS(NS, "text");
    for (const [k, v] of Object.entries({
      x: 12,
      y: 16.5,
      "text-anchor": "middle",
      "font-size": 13,
      "font-weight": 700,
      fill: "#fff",
    }))
      letter.setAttribute(k, v);
    letter.textContent = initial(name);
    svg.append(disc, letter);
    return svg;
  }
  const span = document.createElement("span");
  span.className = "avatar avatar-emoji";
  span.setAttribute("aria-hidden", "true");
  span.textContent = avatar;
  return span;
}
