// The secrets this device holds, per table: the host's and each seat's (docs/api.md, Secrets).
// They live in localStorage, so that a reload or a closed tab finds them, and they go only into
// the Dobleseis-Secrets header and the WebSocket's hello: never into a link.

const KEY = "dobleseis.tables";
const MOST = 64; // secrets one request may present

function load() {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) || "{}");
    return all && typeof all === "object" ? all : {};
  } catch {
    return {};
  }
}

const save = (all) => localStorage.setItem(KEY, JSON.stringify(all));

/** What this device holds of table `id`: {host: secret | null, seats: {"2": secret, ...},
 * invitation: INVITATION | null}. */
export function held(id) {
  const entry = load()[id] || {};
  return {
    host: entry.host || null,
    seats: { ...(entry.seats || {}) },
    invitation: entry.invitation || null,
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
  const all = load();
  const tables = Object.keys(all).sort((a, b) => (all[b].at || 0) - (all[a].at || 0));
  return tables.flatMap((id) => secretsOf(id)).slice(0, MOST);
}

/** Keep `secrets` of table `id` ({host?, seats?: {"n": secret}, invitation?}) beside what is
 * held already. */
export function keep(id, { host = null, seats = {}, invitation = null }) {
  const all = load();
  const entry = all[id] || {};
  all[id] = {
    host: host || entry.host || null,
    seats: { ...(entry.seats || {}), ...seats },
    invitation: invitation || entry.invitation || null,
    at: Date.now(),
  };
  save(all);
}

/** Forget seat `seat` of table `id` (its secret stopped working: released, or moved away). */
export function dropSeat(id, seat) {
  const all = load();
  if (!all[id]?.seats) return;
  delete all[id].seats[String(seat)];
  save(all);
}

/** Forget table `id` altogether (deleted). */
export function forget(id) {
  const all = load();
  delete all[id];
  save(all);
}
