// Where the hint's card lies on the table (felt.js draws it): never over your tiles, which the
// player compares with the suggestion, nor over the end it lights, nor, but where room is
// scarcest (over your plate on a phone turned sideways), over the other end its tile fits (a
// tap there plays it there). Both count as "lit" here.

const GAP = 12;
/** What hiding a lit end costs: more than hiding all the rest of the table. */
const LIT = 1e9;

const box = (n) => n.getBoundingClientRect();

/** The box of what `n` shows: the status's own box spans the score bar's row (app.css), its
 * words at its right end, and only they are to be seen. */
function shown(n) {
  if (!n.classList.contains("status")) return box(n);
  const words = document.createRange();
  words.selectNodeContents(n);
  return words.getBoundingClientRect();
}

/** The height of the banner held at the window's top (its scroll padding, render.js). */
const scrollPadding = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** How much of the box `r` the card's `spot` hides, in square pixels. */
const hidden = (spot, r) =>
  Math.max(0, Math.min(spot.right, r.right) - Math.max(spot.left, r.left)) *
  Math.max(0, Math.min(spot.bottom, r.bottom) - Math.max(spot.top, r.top));

/** Where the hint's card goes on `table`: beside your tiles and the words above them where the
 * screen is wide enough and it hides no lit end there; else over your plate and words where they
 * lie beside your tiles; else over the felt, or over the score above it, at the place that hides
 * no lit end and the least of the line and of the score (just above your tiles, over your plate,
 * counts as hiding nothing). Where every place would hide the
 * lit end, the card takes the taller room above or below it, and scrolls. Out of the flow either
 * way, so nothing on the table moves; and never over your tiles, which the player compares with
 * the suggestion. */
export function placeHint(table) {
  const card = table.querySelector(".hint-panel");
  if (!card) return;
  card.classList.remove("beside", "on-felt");
  card.style.left = card.style.top = card.style.width = card.style.maxHeight = "";
  for (const words of table.querySelectorAll(".under-hint")) words.classList.remove("under-hint");
  const ends = (which) => [...table.querySelectorAll(which)].map(box);
  const lit = ends(".end.hinted, .end.lit");
  const fitting = [...lit, ...ends(".end.fits")];
  if (!besideYourTiles(table, card, fitting) && !overYourPlate(table, card, lit)) {
    if (!table.querySelector(".center")) return;
    onFelt(table, card, fitting);
  }
  hideCovered(table, box(card));
}

/** The card brought into the window where it opens and where its list of other moves opens or
 * closes, the page scrolled as little as it takes, with your tiles too where both fit (the player
 * compares the suggestion with them): on a phone turned sideways the table is taller than the
 * screen, and the card's head could lie above its top, or the whole card below its foot. Clear
 * of the banner held at the window's top (its scroll padding, render.js). */
export function bringHintIntoSight(table) {
  const card = table.querySelector(".hint-panel");
  if (!card) return;
  const top = scrollPadding();
  const c = box(card);
  const hand = table.querySelector(".hand");
  const h = hand ? box(hand) : c;
  const both = { top: Math.min(c.top, h.top), bottom: Math.max(c.bottom, h.bottom) };
  const seen = both.bottom - both.top <= innerHeight - top ? both : c;
  if (seen.top < top) scrollBy(0, seen.top - top);
  else if (seen.bottom > innerHeight)
    scrollBy(0, Math.min(seen.bottom - innerHeight, seen.top - top));
}

/** The card beside your tiles, the row of words above them and your plate, level with the foot
 * of your tiles, if there is room for it there and, rising above your tiles to the felt's
 * corner, it hides no lit end; whether it went there. */
function besideYourTiles(table, card, lit) {
  const hand = table.querySelector(".hand");
  if (!hand) return false;
  const at = box(table);
  const parts = [hand, ...table.querySelectorAll(".me .actions > *, .me .seat-bottom .plate")];
  const left = Math.max(...parts.map((n) => box(n).right)) + GAP;
  const width = Math.min(card.offsetWidth, at.width);
  const height = card.offsetHeight;
  const top = Math.max(at.top, box(hand).bottom - height);
  const spot = { left, top, right: left + width, bottom: top + height };
  if (spot.right > at.right || lit.some((r) => hidden(spot, r) > 0)) return false;
  card.classList.add("beside");
  card.style.left = `${left - at.left}px`;
  card.style.top = `${top - at.top}px`;
  return true;
}

/** A phone turned sideways, as app.css lays it out (and a laptop's window as wide and low). */
const SIDEWAYS = "(max-height: 480px) and (min-width: 600px)";

/** Where your plate and the words of your turn lie at the left of your tiles (a phone turned
 * sideways, app.css), the card over them, rising onto the felt's corner above them, its foot
 * level with the foot of your tiles, if it fits there between the table's edge and your tiles and
 * hides no lit end; whether it went there. On the felt instead, where the line's box is too low
 * for it above or below a lit end and too narrow beside it, the card lay over the score, cut to
 * half its height and scrolling. It may be narrower than elsewhere, to clear your tiles or a lit
 * end (667 px wide, its 20rem did not fit beside your tiles); and no taller than the room below
 * the score and the status's words (scoreFoot), nor than the window: its other moves opened, the
 * list scrolls within it, the card staying where it was (it fell back onto the felt, over the
 * score). Where even then the card would scroll itself, it does not fit. (Your plate and words,
 * covered, count as hidden nothing, as on the felt just above your tiles.) */
function overYourPlate(table, card, lit) {
  if (!window.matchMedia(SIDEWAYS).matches) return false; // a laptop's plate has its own place
  const hand = table.querySelector(".hand");
  const plate = table.querySelector(".me .seat-bottom .plate");
  if (!hand || !plate || box(plate).right > box(hand).left) return false;
  const at = box(table);
  const tiles = box(hand);
  const room = tiles.bottom - scoreFoot(table, at.left, tiles.left);
  card.style.maxHeight = `${Math.floor(Math.min(room, innerHeight - scrollPadding()))}px`;
  for (const width of plateWidths(card, at, tiles, lit)) {
    card.style.width = `${width}px`;
    const top = tiles.bottom - box(card).height;
    const spot = { left: at.left, top, right: at.left + width, bottom: tiles.bottom };
    const whole = card.scrollHeight <= card.clientHeight + 1;
    if (whole && !lit.some((r) => hidden(spot, r) > 0)) {
      card.classList.add("beside");
      card.style.left = "0px";
      card.style.top = `${spot.top - at.top}px`;
      return true;
    }
  }
  card.style.width = card.style.maxHeight = "";
  return false;
}

/** How high the card over your plate may rise between `left` and `right`: to the foot of the
 * score and of the status's words that lie above that stretch (the table's top where none do).
 * Risen to the table's top, its other moves opened, it hid the score and "Your turn". The goal
 * of the match, on a row of its own where its words are long, it may cover (hidden whole). */
function scoreFoot(table, left, right) {
  const parts = [...table.querySelectorAll(".scoreboard > :not(.goal)")].map(shown);
  const above = parts.filter((r) => r.width && r.left < right && r.right > left);
  return Math.max(box(table).top, ...above.map((r) => r.bottom));
}

/** The widths the card may take over your plate, widest first: its own, or narrower to end
 * short of your tiles, or of a lit end. */
function plateWidths(card, at, tiles, lit) {
  const most = Math.min(card.offsetWidth, tiles.left - GAP / 2 - at.left);
  const short = lit.map((r) => r.left - GAP / 2 - at.left).filter((w) => w > 0 && w < most);
  return most > 0 ? [most, ...short.sort((a, b) => b - a)] : [];
}

/** The card over the felt (see placeHint), between the top of the table and your tiles: as wide
 * as it is, or half as wide again, and so lower, where that hides less (a screen wide and low, as
 * a phone's turned sideways). */
function onFelt(table, card, lit) {
  const at = box(table);
  const c = box(table.querySelector(".center"));
  card.classList.add("on-felt");
  // Nothing lower: your tiles, the suggested one lifted above the others.
  const tiles = [...table.querySelectorAll(".hand .tile")].map((n) => box(n).top);
  const room = { top: at.top, bottom: tiles.length ? Math.min(...tiles) - GAP / 2 : c.bottom };
  card.style.maxHeight = `${room.bottom - room.top}px`;
  const cost = costs(table, lit);
  const natural = card.offsetWidth;
  let best = null;
  for (const width of new Set([natural, natural * 1.5].map((w) => Math.min(w, c.width - GAP)))) {
    card.style.width = `${width}px`;
    for (const spot of places(table, card, c, lit, room)) {
      const price = cost(spot);
      if (!best || price < best.cost) best = { ...spot, width, cost: price };
    }
  }
  if (lit.length && (!best || best.cost >= LIT)) best = beyondTheLitEnd(card, c, lit, room);
  else if (best) card.style.width = `${best.width}px`;
  best ||= { left: c.left + (c.width - card.offsetWidth) / 2, top: c.top }; // no room at all
  card.style.left = `${best.left - at.left}px`;
  card.style.top = `${best.top - at.top}px`;
}

/** The places the card may take over the line's box (`c`) within `room`, in order of choice
 * where they hide as much: just above your tiles, at the foot or the head of the line's box,
 * beside its rows and the lit ends, at the top of the felt over the seats' plates there, at the
 * top of the table over the score; centred on the line, else at either side of it or of a lit
 * end. */
function places(table, card, c, lit, room) {
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  const rows = [...table.querySelectorAll("#line .line-row")].map(box);
  const tops = [room.bottom - h, c.bottom - h - GAP / 2, c.top + GAP / 2];
  if (rows.length) tops.push(rows[rows.length - 1].bottom + GAP / 2, rows[0].top - GAP / 2 - h);
  for (const r of lit) tops.push(r.bottom + GAP / 2, r.top - GAP / 2 - h);
  tops.push(box(table.querySelector(".felt")).top + GAP / 2, room.top);
  const lefts = [c.left + (c.width - w) / 2, c.left + GAP / 2, c.right - GAP / 2 - w];
  for (const r of lit) lefts.push(r.right + GAP / 2, r.left - GAP / 2 - w);
  return tops
    .filter((y) => y >= room.top && y + h <= room.bottom + 1)
    .flatMap((top) =>
      lefts
        .filter((x) => x >= c.left && x + w <= c.right + 1)
        .map((left) => ({ left, top, right: left + w, bottom: top + h })),
    );
}

/** What a place of the card costs: every lit end it hides, far above all else; then how much
 * of the line's tiles and of the score it hides, and how much of each seat's plate peeks out from
 * under it (a plate it hides whole, as yours just above your tiles, costs nothing). */
function costs(table, lit) {
  const seen = [...table.querySelectorAll("#line .placed, .scoreboard > *")].map(box);
  const plates = [...table.querySelectorAll(".plate")].map(box);
  const peeking = (spot, r) => {
    const under = hidden(spot, r);
    return under > 0 ? r.width * r.height - under : 0;
  };
  return (spot) =>
    lit.reduce((sum, r) => sum + (hidden(spot, r) > 0 ? LIT : 0), 0) +
    seen.reduce((sum, r) => sum + hidden(spot, r), 0) +
    plates.reduce((sum, r) => sum + peeking(spot, r), 0);
}

/** Where no place of the whole card leaves the lit ends in sight: the card, at the wider of its
 * widths, in the taller room above or below them, as high as that room and scrolling, its
 * buttons kept in sight at its foot (app.css). */
function beyondTheLitEnd(card, c, lit, room) {
  const above = Math.min(...lit.map((r) => r.top)) - GAP / 2;
  const below = Math.max(...lit.map((r) => r.bottom)) + GAP / 2;
  const up = above - room.top >= room.bottom - below;
  card.style.maxHeight = `${Math.max(0, up ? above - room.top : room.bottom - below)}px`;
  const top = up ? above - card.offsetHeight : below;
  return { left: c.left + (c.width - card.offsetWidth) / 2, top };
}

/** The words that the card covers in part are hidden whole: those above your tiles (on the felt
 * it lies over them just above your tiles, where it hides nothing of the line), the seats' plates
 * and the score. Their ends no longer peek out at its sides, cut mid-word. */
function hideCovered(table, card) {
  for (const words of table.querySelectorAll(".me .actions > .note, .plate, .scoreboard > *")) {
    const r = shown(words);
    const apart =
      r.bottom <= card.top || r.top >= card.bottom || r.right <= card.left || r.left >= card.right;
    if (!apart) words.classList.add("under-hint");
  }
}
