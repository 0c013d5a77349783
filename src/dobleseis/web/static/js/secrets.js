// The secrets this device holds, per table: the host's and each seat's (docs/api.md, Secrets).
// They live in localStorage, so that a reload or a closed tab finds them, and they go only into
// the Dobleseis-Secrets header and the WebSocket's hello: never into a link. Each table has an
// entry of its own (PREFIX + its id: the host's secret, the invitation), and each seat's secret
// one of its own (SEAT + the id + ":" + the seat); a change writes only the entries it changes.
// Two tabs of the site on one device (a link opened in a new tab) each read the storage through
// a copy that learns of the other's writes a moment later: a tab writing back what it read of
// every table, or of every seat of a table, would wipe a table or a seat the other had just
// kept. Written one by one, two tabs taking two seats at once keep both.

const PREFIX = "dobleseis.table:";
const SEAT = "dobleseis.seat:";
const SHARED = "dobleseis.tables"; // every table in one entry, as devices kept them before
const MOST = 64; // secrets one request may present

function parsed(text) {
  try {
    const value = JSON.parse(text || "null");
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/** Table `id`'s `entry` joined with what was kept of it before (`older`: the shared entry's,
 * or its own before a change); `entry` wins where both have something. Its seats are those an
 * entry kept before each seat had an entry of its own (`seatsOf` reads both). */
function joined(entry, older) {
  return {
    host: entry?.host || older?.host || null,
    seats: { ...(older?.seats || {}), ...(entry?.seats || {}) },
    invitation: entry?.invitation || older?.invitation || null,
    at: Math.max(entry?.at || 0, older?.at || 0),
  };
}

const entryOf = (id) => parsed(localStorage.getItem(PREFIX + id));

/** Split the shared entry of a device that kept its secrets so into entries of their own (its
 * seats stay its own), then remove it. Done at every read: a tab of the site still running the
 * code before may write it again. */
function split() {
  const shared = localStorage.getItem(SHARED);
  if (shared === null) return;
  for (const [id, older] of Object.entries(parsed(shared) || {})) {
    if (older && typeof older === "object") {
      localStorage.setItem(PREFIX + id, JSON.stringify(joined(entryOf(id), older)));
    }
  }
  localStorage.removeItem(SHARED);
}

function entry(id) {
  split();
  return entryOf(id);
}

/** Every key of localStorage that starts with `prefix`, with the rest of it. */
function keysOf(prefix) {
  const out = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) out.push([key, key.slice(prefix.length)]);
  }
  return out;
}

/** The ids of the tables this device holds secrets of: a table's entry, or a seat's. */
function tables() {
  split();
  const ids = keysOf(PREFIX).map(([, id]) => id);
  for (const [, rest] of keysOf(SEAT)) ids.push(rest.slice(0, rest.lastIndexOf(":")));
  return [...new Set(ids)];
}

const seatKey = (id, seat) => `${SEAT}${id}:${seat}`;

/** The seats' secrets of table `id` ({"2": secret, ...}): each seat's own entry, and those its
 * table's entry kept before. */
function seatsOf(id, kept) {
  const seats = { ...(kept?.seats || {}) };
  for (const [key, seat] of keysOf(`${SEAT}${id}:`)) {
    const secret = localStorage.getItem(key);
    if (secret) seats[seat] = secret;
  }
  return seats;
}

/** What this device holds of table `id`: {host: secret | null, seats: {"2": secret, ...},
 * invitation: INVITATION | null}. */
export function held(id) {
  const kept = entry(id) || {};
  return {
    host: kept.host || null,
    seats: seatsOf(id, kept),
    invitation: kept.invitation || null,
  };
}

/** The seats of table `id` this device holds, lowest first. */
export const heldSeats = (id) =>
  Object.keys(held(id).seats)
    .map(Number)
    .sort((a, b) => a - b);

/** Every secret held for table `id`. */
export function secretsOf(id) {
  const { host, seats } = held(id);
  return [host, ...Object.values(seats)].filter(Boolean);
}

/** Every secret this device holds, the latest tables first, at most as many as a request takes. */
export function allSecrets() {
  const at = new Map(tables().map((id) => [id, entryOf(id)?.at || 0]));
  const latest = [...at.keys()].sort((a, b) => at.get(b) - at.get(a));
  return latest.flatMap((id) => secretsOf(id)).slice(0, MOST);
}

/** Keep `secrets` of table `id` ({host?, seats?: {"n": secret}, invitation?}) beside what is
 * held already: each seat in its own entry, the rest in the table's (the seats it kept before
 * moved to their own). */
export function keep(id, { host = null, seats = {}, invitation = null }) {
  const { seats: before, ...now } = joined({ host, invitation }, entry(id));
  for (const [seat, secret] of Object.entries({ ...before, ...seats }))
    localStorage.setItem(seatKey(id, seat), secret);
  localStorage.setItem(PREFIX + id, JSON.stringify({ ...now, at: Date.now() }));
}

/** Forget seat `seat` of table `id` (its secret stopped working: released, or moved away).
 * `secret`, when given: only if that is the secret kept for it — the one found not to work;
 * another tab may have taken the seat again since, with a new one. */
export function dropSeat(id, seat, secret = null) {
  const key = seatKey(id, seat);
  const mine = localStorage.getItem(key);
  if (mine && (!secret || mine === secret)) localStorage.removeItem(key);
  const kept = entry(id);
  const older = kept?.seats?.[String(seat)];
  if (older && (!secret || older === secret)) {
    delete kept.seats[String(seat)];
    localStorage.setItem(PREFIX + id, JSON.stringify(kept));
  }
}

/** Forget table `id` altogether (deleted). */
export function forget(id) {
  split();
  localStorage.removeItem(PREFIX + id);
  for (const [key] of keysOf(`${SEAT}${id}:`)) localStorage.removeItem(key);
}
