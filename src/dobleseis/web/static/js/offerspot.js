// Where the card of a request to answer (Accept / Refuse) or of the table's news lies: over the
// screen, out of the flow so that nothing under it moves, and never over what is yours at the
// bottom of the table (your plate, the row of your actions, your tiles): beside them where the
// screen is wide enough, else across the felt, where it hides the fewest tiles of the line.

const GAP = 12;
// The least width beside your tiles at which the card still reads well.
const BESIDE = 260;

const box = (n) => n.getBoundingClientRect();

/** The area of `r` that a card from `top` to `top + height` across the screen hides. */
const hidden = (top, height, r, left, right) =>
  Math.max(0, Math.min(right, r.right) - Math.max(left, r.left)) *
  Math.max(0, Math.min(top + height, r.bottom) - Math.max(top, r.top));

/** Lay the card `bar` (#offer) for the screen shown; on another screen than the table it keeps
 * its place at the bottom. */
export function placeOffer(bar = document.getElementById("offer")) {
  bar.classList.remove("beside", "above");
  bar.style.left = bar.style.top = bar.style.maxWidth = "";
  const me = document.querySelector("#screen .table .me");
  if (bar.hidden || !me) return;
  const parts = [...me.querySelectorAll(".hand, .actions > *, .seat-bottom .plate")].map(box);
  if (!parts.length) parts.push(box(me));
  const right = Math.max(...parts.map((r) => r.right));
  const room = document.documentElement.clientWidth - right - 2 * GAP;
  if (room >= BESIDE) {
    bar.classList.add("beside");
    bar.style.left = `${right + GAP}px`;
    bar.style.maxWidth = `${room}px`;
    return;
  }
  // Across the felt: just above your plate, or at the top of the line's box, whichever hides
  // less of the line (its tiles and its ends).
  bar.classList.add("above");
  const card = box(bar);
  const floor = Math.min(box(me).top, ...parts.map((r) => r.top)) - GAP / 2;
  const center = document.querySelector("#screen .table .center");
  const tops = [floor - card.height];
  if (center) tops.push(box(center).top + GAP / 2);
  const line = [...document.querySelectorAll("#line .placed, #line .end")].map(box);
  const cost = (y) =>
    line.reduce((sum, r) => sum + hidden(y, card.height, r, card.left, card.right), 0);
  const fits = tops.filter((y) => y >= 0 && y + card.height <= floor + 1);
  const y = fits.length ? fits.reduce((best, y) => (cost(y) < cost(best) ? y : best)) : tops[0];
  bar.style.top = `${Math.max(0, y)}px`;
}

let listening = false;

/** The card keeps its place as the window changes size. */
export function followResize() {
  if (listening) return;
  listening = true;
  window.addEventListener("resize", () => placeOffer());
}
