// Where the card of a request to answer (Accept / Refuse) or of the table's news lies: over the
// screen, out of the flow so that nothing under it moves, and never over what is yours at the
// bottom of the table (your plate, the row of your actions, your tiles): beside them where the
// screen is wide enough, else just above them, over the felt.

const GAP = 12;
// The least width beside your tiles at which the card still reads well.
const BESIDE = 260;

/** Lay the card `bar` (#offer) for the screen shown; on another screen than the table it keeps
 * its place at the bottom. */
export function placeOffer(bar = document.getElementById("offer")) {
  bar.classList.remove("beside", "above");
  bar.style.left = bar.style.bottom = bar.style.maxWidth = "";
  const me = document.querySelector("#screen .table .me");
  if (bar.hidden || !me) return;
  const box = (n) => n.getBoundingClientRect();
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
  bar.classList.add("above");
  const top = Math.min(box(me).top, ...parts.map((r) => r.top));
  bar.style.bottom = `${window.innerHeight - top + GAP / 2}px`;
}

let listening = false;

/** The card keeps its place as the window changes size. */
export function followResize() {
  if (listening) return;
  listening = true;
  window.addEventListener("resize", () => placeOffer());
}
