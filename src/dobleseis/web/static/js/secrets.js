// The secrets this device holds, per table: the host's and each seat's (docs/api.md, Secrets).
// They live in localStorage, so that a reload or a closed tab finds them, and they go only into
// the Dobleseis-Secrets header and the WebSocket's hello: never into a link. Each table has an
// entry of its own (PREFIX + its id), and a change to a table's secrets writes that entry only:
// two tabs of the site on one device (a link opened in a new tab) each hold a copy of what they
// read, and a tab writing back its stale copy of every table would wipe a seat the other had
// just kept.

const PREFIX = "dobleseis.table:";
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
 * or its own before a change); `entry` wins where both have something. */
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

/** The ids of the tables this device holds secrets of. */
function tables() {
  split();
  const ids = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  return ids;
}

/** What this device holds of table `id`: {host: secret | null, seats: {"2": secret, ...},
 * invitation: INVITATION | null}. */
export function held(id) {
  const kept = entry(id) || {};
  return {
    host: kept.host || null,
    seats: { ...(kept.seats || {}) },
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
 * held already. */
export function keep(id, { host = null, seats = {}, invitation = null }) {
  const now = { ...joined({ host, seats, invitation }, entry(id)), at: Date.now() };
  localStorage.setItem(PREFIX + id, JSON.stringify(now));
}

/** Forget seat `seat` of table `id` (its secret stopped working: released, or moved away). */
export function dropSeat(id, seat) {
  const kept = entry(id);
  if (!kept?.seats) return;
  delete kept.seats[String(seat)];
  localStorage.setItem(PREFIX + id, JSON.stringify(kept));
}

/** Forget table `id` altogether (deleted). */
export function forget(id) {
  split();
  localStorage.removeItem(PREFIX + id);
}
