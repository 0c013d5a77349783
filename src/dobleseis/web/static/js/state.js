// The page's state: what a page that has shown nothing yet knows, and the one store that holds
// it — a frozen state that only `update` replaces, and the listeners told of each new one (the
// render path, the computer's pace, the connection). Views arriving from the server, the
// player's selection and the screen showing all live here, so that no module keeps state another
// one reads. (The server's stores, session/, keep matches; this keeps one page.)

import { loadPrefs } from "./prefs.js";
import { myProfile } from "./profile.js";

/** The selection, hint and drag of a page where the player has touched nothing. */
export const NO_UI = Object.freeze({
  selected: null,
  hint: null,
  hintAction: null,
  focusTile: null,
  refused: null,
  dragging: null,
});

/** The state of a page that has shown nothing yet. */
export function initialState(defaults) {
  return {
    settings: { ...defaults },
    id: null,
    view: null,
    // the latest view shown of the end of the table's timeline, where a redo goes (views.js)
    furthest: null,
    fresh: -1, // the index on the line of the tile the view just brought, or -1
    viewer: null, // the seat whose view this device shows, or null (the public view)
    held: [], // the seats this device holds at the table
    table: null, // the TABLE: seats, names, who is connected, who paused, the takeback asked
    you: null, // what this device's secrets prove: {host, seats}
    live: null, // the connection: "connecting", "open", "away"
    invitation: null, // the host's invitation: {code, link, qr_svg}
    answered: null, // the takeback request this device has answered
    rejoin: null, // the rejoin link this seat's device shows: {seat, link}
    leaving: null, // the seat this device is giving up (anyone.js), until the server answers
    screen: "start", // "join" | "table" | "reveal" | "handoff" | "replay" | "blank"
    join: null, // the join screen: {code, id, table} of the invitation opened
    handoffSeat: null,
    holder: null, // the seat that last held this device (hot seat): it stays while handed over
    ack: 0, // the last finished hand whose reveal the player has dismissed
    // what the other seats did in the next hand while the end of the last one is shown, as
    // data (news.js): worded and said once it is dismissed, in the language spoken then
    // (views.js)
    unsaid: [],
    // words kept past a render: a function of the page's words (said in the language spoken
    // when drawn), or ""
    notice: "",
    passed: "", // the automatic pass this device just made, in words (autopass.js)
    banner: "",
    ui: NO_UI,
    // your move sent, shown before the server's answer: {seat, play, end, version, waiting}
    // (`waiting`: shown as still being sent, sending.js)
    pending: null,
    panel: null, // the dialog open ("rules", "log", "confirm", "table", "settings")
    // the seed of the last match, once it may be shown: as the server wrote it (a number below
    // 2**53, a string of digits above), so that it is shown and sent back exactly
    lastSeed: null,
    commitments: {}, // hand number → the commitment to its deal shown while it was played
    commitmentOpen: false, // the commitment's details stay open across renders
    keyboard: false, // the player uses the keyboard: focus follows the game
    saved: null, // the start screen's list of tables, once loaded
    // the row of that list the focus comes back to once it is drawn (a replay left, a match
    // deleted): {id}, the id null for the list's heading
    backTo: null,
    replay: null, // while replaying: {id, step, temporary}
    sheet: null, // beside the end of a match: {ended, version, hands, accuracy} (views.js)
    // the hands heard reviewed at the table shown (views.js `reviewed`): {at: its id and
    // version, hands, count: how many were heard in all}, which the open Score sheet follows
    reviews: null,
    // how many times the live connection came back and caught up (connection.js): what a
    // device missed while away (a hand reviewed on another device) is asked for again then
    returns: 0,
    stats: null, // the start screen's statistics, once loaded (GET /api/stats)
    ratings: null, // this player's ratings, once loaded: {mine: RATINGS | null} (ratings.js)
    board: null, // the leaderboard shown: {variant, period, rows} (rows null while loading)
    // public play (reactions.js): the reactions shown (seat → {phrase, n}), the phrases this
    // server offers, the profiles this device's player muted, and a refusal to send (too many)
    reactions: {},
    phrases: null,
    muted: [],
    reactNote: null,
    prefs: loadPrefs(), // the player's preferences on this device (prefs.js)
    // public play (anyone.js)
    profile: myProfile()?.profile || null, // this device's player: {id, name, avatar}, or null
    profileEdit: null, // the player panel open: {then: what waits for a new profile, or null}
    profileLink: null, // the one-time link moving the player to another device
    profileNews: "", // a player moved here, or a link used already (words)
    catalog: null, // the server's avatars and settings (GET /api/public)
    pair: null, // the partner's code of the waiting table shown: {id, code}
    skew: null, // the server's clock minus this device's (ms), for the countdowns
    lobby: null, // the lobby of public tables shown (LOBBY)
    lobbyLive: null, // its live connection: "connecting", "open", "away"
  };
}

/** The screens of one match: its table, the end of a hand, the handoff of a shared device. */
const MATCH_SCREENS = new Set(["table", "reveal", "handoff"]);

/** The page state `s` shows in language `lang`, as the live regions tell pages apart (dom.js
 * `livePageIs`): each match one page whichever of its screens shows, each replay one, each
 * other screen one; null for the blank screen, shown between two. */
export function pageOf(s, lang) {
  if (s.screen === "blank") return null;
  const kind = MATCH_SCREENS.has(s.screen) ? "match" : s.screen;
  return `${kind} ${s.id ?? s.replay?.id ?? ""} ${lang}`;
}

/** A store starting from `initial`. `update(patch)` merges a patch (or `patch(state)`'s result)
 * into a new state; a patch that changes nothing tells nobody. An update made by a listener
 * while the listeners are being told is told to all of them once they are done. */
export function createStore(initial) {
  let state = Object.freeze({ ...initial });
  const listeners = new Set();
  let telling = false;
  let again = false;

  function tell() {
    if (telling) {
      again = true;
      return;
    }
    telling = true;
    try {
      do {
        again = false;
        for (const listener of [...listeners]) listener(state);
      } while (again);
    } finally {
      telling = false;
    }
  }

  return {
    get: () => state,
    update(patch) {
      const change = typeof patch === "function" ? patch(state) : patch;
      if (!change || Object.entries(change).every(([k, v]) => state[k] === v)) return;
      state = Object.freeze({ ...state, ...change });
      tell();
    },
    /** Call `listener(state)` on every new state; returns the way to stop. */
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
