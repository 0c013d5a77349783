// What just happened, shown as it happens: the tile just placed slides onto the line from the
// seat that played it (from your hand for your own). Instant where the player asks for reduced
// motion: the tile is simply there, and the seat's plate says what it did (felt.js).

import { reducedMotion } from "./dom.js";

const SLIDE_MS = 420;

const middle = (r) => [r.left + r.width / 2, r.top + r.height / 2];

/** Slide the tile `view` just brought (`.placed.fresh` in `table`) in from its seat. */
export function slideIn(table, view) {
  if (reducedMotion()) return;
  const cell = table.querySelector("#line .placed.fresh");
  const move = view.moves[view.moves.length - 1];
  if (!cell || !move || move.play === undefined) return;
  const seat = table.querySelector(`.seat[data-seat="${move.seat}"]`);
  if (!seat) return;
  // Your own tile comes from your hand; another seat's from its tile backs (or its plate).
  const source = seat.classList.contains("seat-bottom")
    ? table.querySelector(".hand") || seat
    : seat.querySelector(".backs") || seat;
  const [fx, fy] = middle(source.getBoundingClientRect());
  const [tx, ty] = middle(cell.getBoundingClientRect());
  cell.animate(
    [
      { transform: `translate(${fx - tx}px, ${fy - ty}px) scale(0.8)`, opacity: 0.7 },
      { transform: "none", opacity: 1 },
    ],
    { duration: SLIDE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
  );
}
