// The live connection of the table shown (live.js): entering a table opens it, and every table —
// a match on this device alone or one shared with friends on theirs — is followed through it.
// The frames the server pushes come in here: the views go to the screens (views.js), the
// TABLE (seats, names, who is connected, the takeback asked) into the store; the requests of the
// player's commands go out on it, and so do the seats this device shows and the panels that
// pause the computers.

import { ApiError } from "./api.js";
import { TIMELINE_SAID } from "./commands.js";
import { saidForNext } from "./dom.js";
import { connect } from "./live.js";
import { lobbyNews } from "./lobbynews.js";
import { nudged } from "./attention.js";
import { whoIs } from "./online.js";
import { dropSeat, forget, held, heldSeats, keep, secretsOf } from "./secrets.js";
import { ring } from "./sound.js";
import { NO_UI } from "./state.js";
import { rememberTable } from "./tab.js";
import { sidesOf } from "./teams.js";

/** Someone nudged a seat: the nudged device chimes and buzzes, and says so until its player
 * acts; the others hear it was done (news, which goes by itself); this device's partner is "your
 * partner" in both. */
function nudgeHeard({ store, t, banner, news }, frame) {
  const s = store.get();
  if (s.held.includes(frame.seat)) {
    const mate = Boolean(frame.by && !frame.name && sidesOf(s).seat(frame.by).mate);
    const by = () => t.nudgedBy(whoIs(t, store.get().table, frame.by, frame.name), mate);
    ring(s.prefs);
    nudged(s.prefs, t, by());
    banner(by);
  } else news(() => t.nudgeSent(sidesOf(store.get()).seat(frame.seat)));
}

/** The state of a device entering table `id` with `seats`, showing `viewer`'s view; `ack`: the
 * last hand whose end was already shown. */
const entering = (id, seats, viewer, ack) => ({
  id,
  held: seats,
  viewer,
  holder: viewer,
  view: null,
  furthest: null,
  table: null,
  you: null,
  answered: null,
  rejoin: null,
  invitation: held(id).invitation,
  notice: "",
  passed: "",
  ui: NO_UI,
  pending: null,
  replay: null,
  join: null,
  ack,
  unsaid: [],
  commitments: {},
  handoffSeat: null,
  screen: "table",
  banner: "",
  reactions: {},
  reactNote: null,
});

/** What this device has told the server of its panels, on the live connection `socketOf()`,
 * as the store changes: Rules and Log pause the computers for everyone at the table (RULES.md
 * §1.9) when a player's or the host's device has them open (the server pauses nobody for a
 * spectator's); the end of the hand still shown here lets the table say whom it waits for
 * (this pauses nobody). A new connection has been told nothing: `forget`, or `retell` at once. */
function panelsTold(store, socketOf) {
  let paused = null; // the panel the server was told is open
  let revealing = false; // the server was told the end of the hand is shown here

  function tellPause(s) {
    const socket = socketOf();
    const open = s.panel === "rules" || s.panel === "log" ? s.panel : null;
    if (!socket || open === paused || s.live !== "open") return;
    if (paused) socket.send({ type: "panel", panel: paused, open: false });
    if (open) socket.send({ type: "panel", panel: open, open: true });
    paused = open;
  }

  function tellReveal(s) {
    const socket = socketOf();
    const open = s.screen === "reveal";
    if (!socket || open === revealing || s.live !== "open") return;
    socket.send({ type: "panel", panel: "reveal", open });
    revealing = open;
  }

  store.subscribe(tellPause);
  store.subscribe(tellReveal);

  function forget() {
    paused = null;
    revealing = false;
  }

  return {
    forget,
    retell(s) {
      forget();
      tellPause(s);
      tellReveal(s);
    },
  };
}

/** A request refused in words (`t`, the page's words; `s`, its state), or taken back by the seat
 * that asked it. The device that refused says "you" of its player, named or not: its own name
 * there read as if someone else had refused. */
function refusal(t, s, { offer, by }) {
  const who = sidesOf(s).seat(by);
  if (by !== offer.by)
    return s.held.includes(by) ? t.offerYouRefused(offer.kind) : t.offerRefused(offer.kind, who);
  return s.held.includes(by) ? t.offerYouWithdrew(offer.kind) : t.offerWithdrawn(offer.kind, who);
}

/** The words for the seats the device of state `s` lost by a `you` frame (`you`, what its
 * secrets prove now, `moved`), or null. The seat moved to another device (its rejoin link opened
 * there), or the host released it; a seat the device is leaving itself (`leaving`, anyone.js)
 * was not released: nothing is said. A seat lost is one this connection was told it holds
 * (`held`), not one whose secret is still kept here: another tab of the device that heard of
 * the release first has forgotten it already. A device still holding a seat plays on there, and
 * is told which it lost. */
function lostWhy(t, s, { you, moved }) {
  if (moved.length) return () => t.seatMoved;
  const lost = s.held.filter((seat) => !you.seats.includes(seat) && seat !== s.leaving);
  if (!lost.length) return null;
  return you.seats.length ? () => t.seatsReleased(lost) : () => t.seatReleased;
}

/** The seats of table `id` whose secrets, kept here, this connection presented (`sent`: the
 * secrets of its hello) and that prove them no more (`you`): [seat, secret] each. A seat
 * another tab of the device took since (its secret kept after this tab's hello) is not one:
 * the server never judged it. */
const unproved = (id, you, sent) =>
  Object.entries(held(id).seats)
    .map(([seat, secret]) => [Number(seat), secret])
    .filter(([seat, secret]) => sent.has(secret) && !you.seats.includes(seat));

/** A frame of news at the table shown (`game`, game.js): a nudge, a reaction, a hand reviewed,
 * the answer to a request, a refusal. What others did is said as news: read out as it comes
 * (the banner is an alert), and gone from the banner by itself after a few seconds (queue.js,
 * `news`). */
function newsHeard(game, frame) {
  const { t, store } = game;
  if (frame.type === "nudge") return nudgeHeard(game, frame);
  if (frame.type === "reaction") return game.heardReaction(frame);
  // A hand reviewed on any device of the table: the sheets shown count it (views.js).
  if (frame.type === "reviewed") return game.reviewed(frame.hand);
  if (frame.type === "offer_refused") return game.news(() => refusal(t, store.get(), frame));
  // Agreed by everyone: the table changes without a word of its own (a move undone is no move
  // made), so every device says what was done: in the banner (an alert: read out too), as a
  // request refused or lapsed is — an undo or a redo with the tile it took back or played again
  // (views.js, `agreed`); a new match only said, since the device follows the table there and
  // the banner would go with the match left.
  if (frame.type === "offer_accepted") {
    const kind = frame.offer.kind;
    if (kind === "new_match") return game.say(t.said[TIMELINE_SAID[kind]]);
    if (kind === "undo" || kind === "redo") return game.agreed(frame.offer);
    return game.news(() => t.offerAgreed(kind));
  }
  // Agreed by everyone, but a move was made first (through another server): nothing was done.
  if (frame.type === "offer_lapsed") return game.news(() => t.offerLapsed(frame.offer.kind));
  // A refusal in words; a seat it names as the table's sentences do (teams.js `sidesOf`).
  const error = () => new ApiError(422, frame.error, frame.code, frame.fields || {});
  if (frame.type === "error")
    return game.news(() => t.errorPrefix + error().text(t, sidesOf(store.get()).seat));
}

/** The seat a device of state `s` shows once the server says what its secrets prove (`you`):
 * the one it showed while it still holds it, else its one seat, else none (the public view).
 * The secrets of the seats it no longer holds (released by the host, moved to another device)
 * are forgotten here: those it presented (`sent`, its hello's), each only while it is still
 * the one kept (`unproved`). */
function provenViewer(s, you, sent) {
  for (const [seat, secret] of unproved(s.id, you, sent)) dropSeat(s.id, seat, secret);
  if (you.seats.includes(s.viewer)) return s.viewer;
  return you.seats.length === 1 ? you.seats[0] : null;
}

/** The table shown by `game` no longer exists (deleted, or expired): back to the start,
 * saying so. */
function tableGone(game) {
  const { id } = game.store.get();
  if (id) forget(id);
  game.showStart();
  game.banner(() => game.t.matchGone);
}

/** The connection of `game` (game.js). */
export function tableConnection(game) {
  const { store, t } = game;
  const get = store.get;
  let socket = null; // the live connection of the table shown
  let frames = Promise.resolve(); // the frames heard, taken in one at a time
  let early = null; // a view heard before the table it is of (viewHeard): it waits for it
  let sent = new Set(); // the secrets the connection's hello presented (what `you` judges)
  const panels = panelsTold(store, () => socket);
  lobbyNews(game);

  /** A frame heard on connection `from`, taken in after those heard before it, unless `from`
   * was left meanwhile: a frame heard just before a table was left (a welcome, a nudge, an
   * answer) would be taken for the table entered's (a welcome of the table left would forget
   * this device's seats of the one entered). */
  function listen(from, frame) {
    frames = frames.then(() => from === socket && heard(frame)).catch(game.failed);
  }

  async function heard(frame) {
    const s = get();
    if (frame.type === "welcome") return welcomed(frame.you);
    if (frame.type === "you") return reproved(frame);
    if (frame.type === "view") return viewHeard(frame);
    if (frame.type === "table") return tableHeard(s, frame.table);
    return newsHeard(game, frame);
  }

  /** The TABLE of the table shown (another's is never taken for it), then the view that waited
   * for it. A table that moved on to a new match: this device goes on to it, whether it watched
   * the table when the new match was agreed or enters the match left after (from its list, a
   * link, a reload). Nothing changes the match left any more (422 moved_on): it is never shown
   * as going on, not even for a moment (a table entered holds its first views until its TABLE
   * comes: `viewHeard`). */
  async function tableHeard(s, table) {
    if (table.id !== s.id) return;
    if (table.next) return follow(table.next, !s.table);
    const offer = table.offer;
    store.update({ table, answered: offer && offer.id === s.answered ? s.answered : null });
    const waiting = early;
    early = null;
    if (waiting) await viewHeard(waiting);
  }

  /** A view the server pushed. The first ones of a table entered come just before its TABLE,
   * with the same news: they wait for it, so that the first paint is already of the table it
   * is — a friends' table's lobby and bar, its players' names, hints turned off — never for a
   * moment a match on one device's (the screen stays blank meanwhile, as before any view). */
  async function viewHeard(frame) {
    const s = get();
    if (frame.view.id !== s.id) return;
    // A device holding several seats shows the one it asked for: a view of another is from
    // before it changed hands. A device holding one shows what the server sends: nothing of
    // a seat the computer plays for now, or one released by the host (the public view).
    if (s.held.length > 1 && frame.seat !== s.viewer) return;
    if (!s.table) {
      early = frame;
      return;
    }
    await game.show(frame.view, frame.seat === s.viewer ? {} : { viewer: frame.seat, ui: NO_UI });
  }

  /** The table moved on to match `next`: the same secrets hold its seats. A device `entering`
   * the match left (it showed nothing of it yet) is told why it finds another: one watching
   * when it was agreed heard it said (`newsHeard`, the server's answer coming before its
   * TABLE), words of the new match the live region keeps as it goes there (`saidForNext`). */
  function follow(next, entering) {
    keep(next, held(get().id));
    if (!entering) saidForNext();
    enter(next, -1);
    if (entering) game.banner(() => t.movedOn);
  }

  /** The server says what this device's secrets prove: a seat released by the host (or moved
   * to another device) is forgotten here, and the device shows a seat it still holds. */
  function welcomed(you) {
    const s = get();
    const viewer = provenViewer(s, you, sent);
    store.update({ you, held: you.seats });
    if (viewer !== s.viewer) {
      store.update({ viewer, screen: "blank" });
      showSeats(viewer ? [viewer] : []);
    }
    panels.retell(get());
  }

  /** What this device's secrets prove changed while it was connected: a seat it lost is
   * forgotten, the device plays on at a seat it still holds or watches (its player's tools
   * gone), and is told why (`lostWhy`). */
  function reproved(frame) {
    const why = lostWhy(t, get(), frame);
    welcomed(frame.you);
    if (frame.moved.length) store.update({ rejoin: null }); // its rejoin link is shown no more
    if (why) game.banner(why);
  }

  function status(live) {
    if (live === "gone") return tableGone(game);
    // the end of the timeline seen (views.js) may have moved while the device was away; and
    // what was told to the devices connected meanwhile did not reach it (a hand reviewed on
    // another device): a return is counted, which an open Score sheet follows (sheetpanel.js)
    const s = get();
    if (live === "away") store.update({ live, furthest: null });
    else if (live === "open" && s.live === "away") store.update({ live, returns: s.returns + 1 });
    else store.update({ live });
    if (live === "open") game.reached();
  }

  /** Follow table `id`: this device's seats, the views and the table as they change. `ack`:
   * the last hand whose end was already shown (default: all of them). */
  function enter(id, ack = -1) {
    disconnect();
    const seats = heldSeats(id);
    const viewer = seats.length === 1 ? seats[0] : null;
    store.update(entering(id, seats, viewer, ack));
    rememberTable(get());
    const live = connect(id, {
      hello: () => {
        const v = get().viewer;
        const secrets = secretsOf(id);
        sent = new Set(secrets);
        return { secrets, show: v ? [v] : [] };
      },
      onFrame: (frame) => listen(live, frame),
      onStatus: status,
    });
    socket = live;
  }

  /** Stop following the table shown. */
  function disconnect() {
    socket?.close();
    socket = null;
    early = null;
    panels.forget();
  }

  /** Ask for the views of `seats` (none: the public view). */
  const showSeats = (seats) => socket?.send({ type: "show", seats });

  /** A request on the live connection; its refusal is worded like an HTTP one. */
  const ask = (message) => {
    if (!socket) return Promise.reject(new ApiError(0, ""));
    return socket.request(message);
  };

  return { enter, disconnect, tableGone: () => tableGone(game), showSeats, ask };
}
