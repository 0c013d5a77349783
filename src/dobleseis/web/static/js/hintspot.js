// Where the hint's card lies on the table (felt.js draws it): never over your tiles, which the
// player compares with the suggestion, nor over the end it lights.

/** Where the hint's card goes on `table`: beside your tiles and the words above them where the
 * screen is wide enough; else over the felt, at the height that hides no lit end and the fewest
 * tiles of the line (just above your tiles, over your plate, counts as hiding nothing). Out of the
 * flow either way, so nothing on the table moves; and never over your tiles, which the player
 * compares with the suggestion. */
export function placeHint(table) {
  const card = table.querySelector(".hint-panel");
  if (!card) return;
  const box = (n) => n.getBoundingClientRect();
  const at = box(table);
  const hand = table.querySelector(".hand");
  const center = table.querySelector(".center");
  card.classList.remove("beside", "on-felt");
  card.style.left = card.style.top = card.style.width = card.style.maxHeight = "";
  for (const words of table.querySelectorAll(".under-hint")) words.classList.remove("under-hint");
  const gap = 12;
  const width = Math.min(card.offsetWidth, at.width);
  if (hand) {
    // Beside your tiles, the row of words above them and your plate, level with the plate.
    const me = table.querySelector(".me");
    const parts = [hand, ...me.querySelectorAll(".actions > *, .seat-bottom .plate")];
    const right = Math.max(...parts.map((n) => box(n).right));
    if (at.right - right >= width + gap) {
      card.classList.add("beside");
      card.style.left = `${right - at.left + gap}px`;
      card.style.top = `${Math.max(0, box(hand).bottom - at.top - card.offsetHeight)}px`;
      return;
    }
  }
  if (!center) return;
  const c = box(center);
  card.classList.add("on-felt");
  card.style.width = `${Math.min(width, c.width - gap)}px`;
  // Nothing lower: your tiles, the suggested one lifted above the others.
  const tiles = hand ? [...hand.querySelectorAll(".tile")].map((n) => box(n).top) : [];
  const floor = tiles.length ? Math.min(...tiles) - gap / 2 : c.bottom;
  card.style.maxHeight = `${floor - box(table.querySelector(".felt")).top - gap}px`;
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  const left = c.left + (c.width - w) / 2;
  const rows = [...table.querySelectorAll("#line .line-row")].map(box);
  // Over the top of the felt (the plates of the seats there) only when nothing lower will do.
  const roof = box(table.querySelector(".felt")).top + gap / 2;
  const tops = [floor - h, c.bottom - h - gap / 2, c.top + gap / 2, roof];
  if (rows.length) tops.push(rows[rows.length - 1].bottom + gap / 2, rows[0].top - gap / 2 - h);
  const spots = tops.filter((y) => y >= roof && y + h <= floor + 1);
  const lit = [...table.querySelectorAll(".end.hinted, .end.lit")].map(box);
  const placed = [...table.querySelectorAll("#line .placed")].map(box);
  const cover = (y, r) =>
    Math.max(0, Math.min(left + w, r.right) - Math.max(left, r.left)) *
    Math.max(0, Math.min(y + h, r.bottom) - Math.max(y, r.top));
  const cost = (y) =>
    lit.reduce((sum, r) => sum + (cover(y, r) > 0 ? 1e9 : 0), 0) +
    placed.reduce((sum, r) => sum + cover(y, r), 0);
  const y = spots.length ? spots.reduce((best, y) => (cost(y) < cost(best) ? y : best)) : c.top;
  card.style.left = `${left - at.left}px`;
  card.style.top = `${y - at.top}px`;
  hideCovered(table, box(card));
}

/** The words above your tiles that the card on the felt covers (it lies over them just above
 * your tiles, where it hides nothing of the line) are hidden whole: their ends no longer peek
 * out at its sides, cut mid-word. */
function hideCovered(table, card) {
  for (const words of table.querySelectorAll(".me .actions > .note")) {
    const r = words.getBoundingClientRect();
    const apart =
      r.bottom <= card.top || r.top >= card.bottom || r.right <= card.left || r.left >= card.right;
    if (!apart) words.classList.add("under-hint");
  }
}
