// The table API (docs/api.md) as promises. Errors carry the HTTP status, so the caller can tell
// a stale command (409) from an illegal one (422), and the server's code and fields, so that the
// player reads why in the words of the page's strings (its English sentence is the message).

export class ApiError extends Error {
  constructor(status, message, code = null, fields = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Why, in the words of `t`: its `errors` template for the code (a reason nested in it worded
   * the same way); the server's English sentence only for a code `t` has no words for. */
  text(t) {
    const known = (r) =>
      Object.hasOwn(t.errors, r.code) && (!r.fields.reason || known(r.fields.reason));
    const words = (r) => t.errors[r.code](r.fields, words);
    return this.code && known(this) ? words(this) : this.message;
  }
}

// The secrets this device holds, per table (docs/api.md, "Secrets"): kept in localStorage so
// that a reload finds them, sent in the Dobleseis-Secrets header, never in a URL.
const SECRETS = "dobleseis.secrets";

function held() {
  try {
    return JSON.parse(localStorage.getItem(SECRETS)) || {};
  } catch {
    return {};
  }
}

function keep(created) {
  if (!created || !created.secrets) return created;
  const all = held();
  all[created.id] = [created.secrets.host, ...Object.values(created.secrets.seats)];
  localStorage.setItem(SECRETS, JSON.stringify(all));
  return created;
}

function secretsFor(path) {
  const all = held();
  const id = /^\/api\/matches\/([^/?]+)/.exec(path);
  const mine = id ? all[decodeURIComponent(id[1])] || [] : Object.values(all).flat();
  return mine.slice(-64).join(" ");
}

async function call(method, path, body) {
  const response = await send(method, path, body);
  if (response.status === 204) return null;
  return response.json();
}

/** The response of a request that succeeded; ApiError (status 0 when unreachable) otherwise. */
async function send(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        "Dobleseis-Secrets": secretsFor(path),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "");
  }
  if (response.ok) return response;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  const { error, code = null, fields = {} } = data || {};
  throw new ApiError(response.status, error || response.statusText, code, fields);
}

const base = (id) => `/api/matches/${encodeURIComponent(id)}`;
const withViewer = (body, viewer) => (viewer ? { ...body, viewer } : body);

export const api = {
  create: async (settings) => keep(await call("POST", "/api/matches", settings)),
  view: (id, seat) => call("GET", seat ? `${base(id)}?seat=${seat}` : base(id)),
  act: (id, version, seat, action) => call("POST", `${base(id)}/act`, { version, seat, action }),
  computer: (id, version, viewer) => call("POST", `${base(id)}/computer`, withViewer({ version }, viewer)),
  undo: (id, version, viewer) => call("POST", `${base(id)}/undo`, withViewer({ version }, viewer)),
  redo: (id, version, viewer) => call("POST", `${base(id)}/redo`, withViewer({ version }, viewer)),
  restart: (id, version, viewer) => call("POST", `${base(id)}/restart`, withViewer({ version }, viewer)),
  hint: (id, seat) => call("GET", `${base(id)}/hint?seat=${seat}`),
  log: (id) => call("GET", `${base(id)}/log`),
  list: () => call("GET", "/api/matches"),
  remove: (id) => call("DELETE", base(id)),
  importRecord: async (record, seats, level) =>
    keep(await call("POST", "/api/matches/import", { record, seats, level })),
  replay: (id, step) => call("GET", `${base(id)}/replay?step=${step}`),
  /** The record file as the server writes it (a 422 while a drawn seed is secret). */
  recordText: async (id) => (await send("GET", `${base(id)}/record`)).text(),
};
