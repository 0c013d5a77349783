// The table API (docs/api.md) as promises. Errors carry the HTTP status, so the caller can tell
// a stale command (409) from an illegal one (422), and the server's code and fields, so that the
// player reads why in the words of the page's strings (its English sentence is the message).
// Every request about a table presents the secrets this device holds for it (secrets.js); the
// list of tables presents all of them. A request of public play made as this device's player
// presents the profile secret (profile.js) in its own header.

import { myProfile } from "./profile.js";
import { allSecrets, secretsOf } from "./secrets.js";

export class ApiError extends Error {
  constructor(status, message, code = null, fields = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Why, in the words of `t`: its `errors` template for the code (a reason nested in it worded
   * the same way); the server's English sentence only for a code `t` has no words for.
   * `seatOf(seat)`: a seat as the page's sentences name it (teams.js `sides().seat`), for the
   * seats a refusal names (`fields.named`, see `namedSeats`). */
  text(t, seatOf = () => ({})) {
    const known = (r) =>
      Object.hasOwn(t.errors, r.code) && (!r.fields.reason || known(r.fields.reason));
    const words = (r) =>
      t.errors[r.code]({ ...r.fields, named: namedSeats(r.fields, seatOf) }, words);
    return this.code && known(this) ? words(this) : this.message;
  }
}

/** The words of `t` for a request that never reached the server (status 0): a device that knows
 * it has no network is told so (nothing is wrong with the server), any other that the server
 * cannot be reached. */
export const unreachable = (t) => (navigator.onLine ? t.noAnswer : t.noConnection);

/** The fields of a refusal that name a seat. */
const SEAT_FIELDS = ["seat", "turn", "partner", "opener", "representative"];

/** Each seat refusal fields `f` name, as its words say it to this device's player, by field:
 * {seat, name, you, mate}, the name of its player where the page knows one (`seatOf`), `you`
 * for this device's own seat, named or not (a refusal answers what this device asked: "it is
 * Ana's turn, not yours"), `mate` for its partner's without a name ("your partner"). */
function namedSeats(f, seatOf) {
  const named = {};
  for (const key of SEAT_FIELDS) {
    if (typeof f[key] !== "number") continue;
    const p = seatOf(f[key]);
    named[key] = {
      seat: f[key],
      name: p.name ?? null,
      you: Boolean(p.you),
      mate: Boolean(p.mate),
    };
  }
  return named;
}

async function call(method, path, body, secrets = [], extra = {}) {
  const response = await send(method, path, body, secrets, extra);
  if (response.status === 204) return null;
  return response.json();
}

/** The response of a request that succeeded; ApiError (status 0 when unreachable) otherwise. */
async function send(method, path, body, secrets = [], extra = {}) {
  let response;
  const headers =
    body === undefined ? { ...extra } : { "Content-Type": "application/json", ...extra };
  if (secrets.length) headers["Dobleseis-Secrets"] = secrets.join(" ");
  try {
    response = await fetch(path, {
      method,
      headers,
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

/** A request of public play as this device's player (403 `no_profile` when it has none). */
const asMe = (method, path, body = undefined) => {
  const secret = myProfile()?.secret;
  return call(method, path, body, [], secret ? { "Dobleseis-Profile": secret } : {});
};
const query = (params) => new URLSearchParams(params).toString();
const publicTable = (id, tail = "") => `/api/public/tables/${encodeURIComponent(id)}${tail}`;

const base = (id) => `/api/matches/${encodeURIComponent(id)}`;
const code = (c) => `/api/invitations/${encodeURIComponent(c)}`;
/** A request about table `id`, with the secrets held for it. */
const at = (method, id, tail = "", body = undefined) =>
  call(method, base(id) + tail, body, secretsOf(id));

export const api = {
  create: (settings) => call("POST", "/api/matches", settings),
  view: (id, seat) => at("GET", id, seat ? `?seat=${seat}` : ""),
  table: (id) => at("GET", id, "/table"),
  log: (id) => at("GET", id, "/log"),
  list: () => call("GET", "/api/matches", undefined, allSecrets()),
  stats: () => call("GET", "/api/stats", undefined, allSecrets()),
  remove: (id) => at("DELETE", id),
  host: (id, command) => at("POST", id, "/host", command),
  rejoin: (id, seat) => at("POST", id, "/rejoin", { seat }),
  invitation: (c) => call("GET", code(c)),
  claim: (c, body) => call("POST", `${code(c)}/claim`, body),
  importRecord: (record, seats, level, pace) =>
    call("POST", "/api/matches/import", { record, seats, level, pace }),
  replay: (id, step) => at("GET", id, `/replay?step=${step}`),
  /** A finished hand's REVIEW: done, or {state: "running", done, of} while it is computed. */
  review: (id, hand) => at("GET", id, `/hands/${hand}/review`),
  /** Each seat's ACCURACY over the match's reviewed hands, and the hands still `pending`. */
  accuracy: (id) => at("GET", id, "/accuracy"),
  /** The record file as the server writes it (a 422 while a drawn seed is secret). */
  recordText: async (id) =>
    (await send("GET", `${base(id)}/record`, undefined, secretsOf(id))).text(),

  // public play (docs/api.md, Public play)
  /** The avatars, the quick reactions' phrases and this server's settings. */
  publicPlay: () => call("GET", "/api/public"),
  me: () => asMe("GET", "/api/profiles/me"),
  makeProfile: (body) => call("POST", "/api/profiles", body),
  changeProfile: (body) => asMe("POST", "/api/profiles/me", body),
  /** A one-time link (and its QR code) that moves this device's player to another device. */
  profileLink: () => asMe("POST", "/api/profiles/me/link", {}),
  takeProfile: (token) => call("POST", "/api/profiles/take", { token }),
  /** "Play now": a seat at a public table waiting for players (SEATED). */
  quick: (body) => asMe("POST", "/api/public/quick", body),
  takePublic: (id, seat, another = false) =>
    asMe("POST", publicTable(id, "/take"), another ? { seat, another } : { seat }),
  /** "Start with computers", asked by a player of a waiting public table. */
  fill: (id) => call("POST", publicTable(id, "/start"), {}, secretsOf(id)),
  /** A player leaves a waiting public table: `seat` is free again (its secret stops working). */
  leave: (id, seat) => call("POST", publicTable(id, "/leave"), { seat }, secretsOf(id)),
  /** The host lists its table in the lobby (or not), in `language`. */
  publish: (id, on, language) =>
    call("POST", publicTable(id), { public: on, language }, secretsOf(id)),
  lobby: () => call("GET", "/api/public/lobby"),
  /** `muted`: whether profile `profile`'s reactions stop reaching this device's player. */
  mute: (profile, muted) => asMe("POST", "/api/profiles/me/mute", { profile, muted }),
  ratings: (profile) => call("GET", `/api/public/ratings/${encodeURIComponent(profile)}`),
  /** The leaderboard, with the row of the player `profile` (an id, or null) wherever it is. */
  leaderboard: (variant, period, profile) =>
    call(
      "GET",
      `/api/public/leaderboard?${query({ variant, period, ...(profile ? { profile } : {}) })}`,
    ),
  /** Quick reaction `phrase` of seat `seat` to the whole table `id`. */
  react: (id, seat, phrase) =>
    call(
      "POST",
      `/api/public/tables/${encodeURIComponent(id)}/react`,
      { seat, phrase },
      secretsOf(id),
    ),
};
