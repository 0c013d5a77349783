// Where the card of a request to answer (Accept / Refuse) or of the table's news lies: over the
// screen, out of the flow so that nothing under it moves, and never over what is yours at the
// bottom of the table (your plate, the row of your actions, your tiles): beside them where the
// screen is wide enough, else across the felt, where it hides the fewest tiles of the line. On a
// screen without your tiles (the end of a hand) it covers nothing of what the screen shows.

const GAP = 12;
// The least width beside your tiles at which the card still reads well.
const BESIDE = 260;

const box = (n) => n.getBoundingClientRect();

/** The area of `r` that a card from `top` to `top + height` across the screen hides. */
const hidden = (top, height, r, left, right) =>
  Math.max(0, Math.min(right, r.right) - Math.max(left, r.left)) *
  Math.max(0, Math.min(top + height, r.bottom) - Math.max(top, r.top));

/** Lay the card `bar` (#offer) for the screen shown: at the table, clear of your tiles; on
 * another screen (the end of a hand), clear of all it shows (`offScreen`). */
export function placeOffer(bar = document.getElementById("offer")) {
  bar.classList.remove("beside", "above");
  bar.style.left = bar.style.top = bar.style.maxWidth = "";
  const screen = document.getElementById("screen");
  screen.style.paddingTop = "";
  const me = document.querySelector("#screen .table .me");
  if (bar.hidden) return;
  if (!me) return offScreen(bar, screen);
  const parts = [...me.querySelectorAll(".hand, .actions > *, .seat-bottom .plate")].map(box);
  if (!parts.length) parts.push(box(me));
  if (beside(bar, parts)) return;
  bar.classList.add("above");
  bar.style.top = `${acrossTheFelt(bar, me, parts) + scrollY}px`;
}

/** The card at the window's foot, beside the boxes `parts` (at their right), where the window
 * is wide enough for it there; whether it went there. */
function beside(bar, parts) {
  const right = Math.max(...parts.map((r) => r.right));
  const room = document.documentElement.clientWidth - right - 2 * GAP;
  if (room < BESIDE) return false;
  bar.classList.add("beside");
  bar.style.left = `${right + GAP}px`;
  bar.style.maxWidth = `${room}px`;
  return true;
}

/** On a screen without your tiles (the end of a hand, the handoff): beside what it shows where
 * the window is wide enough, else at its top, in room the screen keeps for it above what it
 * shows, scrolling with the page. At the window's foot, with room kept under the screen's end,
 * it lay on a phone over the end of the hand as it opened: the hands shown, the line and "Fair
 * deal", clear of it only once the page was scrolled to its end. At the top it is read first. */
function offScreen(bar, screen) {
  const shown = [...screen.querySelectorAll(":scope > :not(.reveal-wrap), .reveal-wrap > *")];
  if (shown.length && beside(bar, shown.map(box))) return;
  bar.classList.add("above");
  screen.style.paddingTop = `${box(bar).height + 2 * GAP}px`;
  bar.style.top = `${box(screen).top + scrollY + GAP}px`;
}

/** Where the card `bar` lies across the felt, from the window's top: just above your plate
 * (`parts`, of `me`), or at the top of the line's box, whichever hides less of the line (its
 * tiles); never over a lit end, which the keyboard reaches, nor above the felt, over the toolbar.
 * Where neither does (a laptop zoomed to 400%: a window a few lines high), under the table, out
 * of the way. It lies on the page (.above), scrolling with the table: fixed to a window so
 * small, it was placed under the window's bottom, out of reach, or lay over the toolbar the
 * page was scrolled under (WCAG 2.4.11). */
function acrossTheFelt(bar, me, parts) {
  const card = box(bar);
  const floor = Math.min(box(me).top, ...parts.map((r) => r.top)) - GAP / 2;
  const table = me.closest(".table");
  const felt = table.querySelector(".felt");
  const center = table.querySelector(".center");
  const tops = [floor - card.height];
  if (center) tops.push(box(center).top + GAP / 2);
  const over = (y, r) => hidden(y, card.height, r, card.left, card.right);
  const line = [...document.querySelectorAll("#line .placed, #line .end")].map(box);
  const lit = [...document.querySelectorAll("#line .end.lit")].map(box);
  const cost = (y) => line.reduce((sum, r) => sum + over(y, r), 0);
  const roof = felt ? box(felt).top : 0;
  const fits = tops.filter(
    (y) => y >= roof && y + card.height <= floor + 1 && !lit.some((r) => over(y, r) > 0),
  );
  if (!fits.length) return box(table).bottom + GAP;
  return fits.reduce((best, y) => (cost(y) < cost(best) ? y : best));
}

let listening = false;

/** The card keeps its place as the window changes size. */
export function followResize() {
  if (listening) return;
  listening = true;
  window.addEventListener("resize", () => placeOffer());
}
