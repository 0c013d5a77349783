// A tiny element builder, so that rendering reads as the structure it builds.

/**
 * h("button", {class: "x", onclick: f, "aria-label": "6-4"}, child, "text", ...)
 * Attributes whose value is false, null or undefined are left out; `on*` functions become
 * listeners; children may be nodes, strings, arrays or null.
 */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "class") {
      node.className = value;
    } else if (key === "dataset") {
      Object.assign(node.dataset, value);
    } else {
      node.setAttribute(key, value === true ? "" : value);
    }
  }
  append(node, children);
  return node;
}

/** `text` with each tile's name in it ("5-3") and each score ("4–0") in a span that app.css
 * keeps on one line: a narrow box breaks a sentence between its words, never inside a tile's
 * name ("5-" / "3") or a score ("4–" / "0"). The text itself is unchanged. */
export function keepWhole(text) {
  const parts = String(text).split(/(\d-\d|\d+–\d+)/);
  return parts.map((part, i) => (i % 2 ? h("span", { class: "whole" }, part) : part));
}

/** `children` put at the end of `node` as `h` puts them: an array's items each, and an empty
 * part (null, undefined, false) not at all (the DOM's own `append` writes it as "null"). */
export function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child);
  }
}

export const $ = (id) => document.getElementById(id);

export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

// The page each live region's words were said on (`livePage`), by the region's id; null: said
// between two pages (the blank screen), they belong to the next.
const saidOn = new Map();
let pageNow = () => null;

/** `where()`: the page the player is on, as a key (state.js `pageOf`); words said in a live
 * region belong to the page they were said on (`livePageIs`). */
export function livePage(where) {
  pageNow = where;
}

/** Say `text` in a live region (screen readers announce it): the page's, or the one of id
 * `region` (the players' reactions, reactions.js). */
export function say(text, region = "live") {
  $(region).textContent = text;
  saidOn.set(region, pageNow());
}

/** The words of the page's live region are for the page that comes next (`livePageIs`): the
 * table moved on to a new match, which they announce. */
export function saidForNext() {
  if (saidOn.has("live")) saidOn.set("live", null);
}

/** The player is on page `now` (as `livePage` gives it; null between two pages): words said on
 * another page, or in another language, leave the live regions. A screen reader announced them
 * as they came; met later (browse mode) they would be old news, or in a language no longer
 * spoken ("The replay is closed." after a switch to Spanish, a hint in Spanish after one to
 * French, the end of the last match's hand in the next match). Words said on the page entered,
 * or just before it between two pages, stay to be heard. */
export function livePageIs(now) {
  if (now === null) return;
  for (const [region, on] of saidOn) {
    if (on === null) saidOn.set(region, now);
    else if (on !== now) {
      $(region).textContent = "";
      saidOn.delete(region);
    }
  }
}

export const COPIED_SHOWN = 2500;

/** A copy button (`button`) says for COPIED_SHOWN ms that its text was copied (`words`, which
 * the live region says too): the clipboard itself shows nothing, and a player who tapped "Copy
 * the link" was left unsure it had done anything. Its width is kept meanwhile, so that nothing
 * beside it moves. */
export function showCopied(button, words) {
  if (!button?.isConnected) return;
  const label = button.dataset.label ?? button.textContent;
  button.dataset.label = label;
  button.style.minWidth = `${button.offsetWidth}px`;
  button.textContent = words;
  clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(
    setTimeout(() => {
      button.textContent = label;
      button.style.minWidth = "";
      delete button.dataset.label;
    }, COPIED_SHOWN),
  );
}

/** Mark the field `input` in error (`wrong`) or not: its error's words (the element `error`, with
 * an id) are read with it, after its help, so that a screen reader on the field hears what is
 * wrong and how to put it right, not only once as the error comes (WCAG 3.3.1). */
export function markError(input, error, wrong) {
  const ids = (input.getAttribute("aria-describedby") || "").split(" ");
  const kept = ids.filter((id) => id && id !== error.id);
  input.setAttribute("aria-describedby", [...kept, ...(wrong ? [error.id] : [])].join(" "));
  if (wrong) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
}
