// A view arriving, and the screen it calls for: the table, the end of a hand (its reveal, the
// match's score sheet), or — on a device holding several seats — a blank screen and the handoff
// to the seat whose turn it is. The views only ever go into the store; the render path draws
// them.
//
// Privacy on a shared device: the store only ever holds the view of the seat holding the device.
// When the device must go to another of its seats, the screen goes blank, the device asks for
// the public view, and the next seat's view comes only after "I am seat N".

import { cheerWords } from "./celebrate.js";
import { statusText } from "./felt.js";
import { agreedNews, news, timelineNews, withoutRedone, worded } from "./news.js";
import { sheetOf } from "./sheet.js";
import { NO_UI } from "./state.js";
import { rememberTable } from "./tab.js";
import { ordered, sidesOf } from "./teams.js";
import { sameTile } from "./tiles.js";
import { commitmentsFromLog } from "./verify.js";

/** The index on the line `after` of the tile it has more than `before`, or -1. */
function freshIndex(before, after) {
  if (!before || after.length !== before.length + 1) return -1;
  if (!before.length) return 0;
  return after[0].tile === before[0].tile ? after.length - 1 : 0;
}

/** The patch that takes `view` in on a device whose state is `s`, without deciding the screen. */
function taking(s, view) {
  const finished = view.last_result ? view.last_result.number : 0;
  // The move shown before the answer gives way to the view it made, where its tile lies
  // already: it does not arrive a second time.
  const sent = s.pending && view.version > s.pending.version;
  const fresh = freshIndex(s.view?.line, view.line);
  const patch = {
    view,
    fresh: sent && fresh >= 0 && sameTile(view.line[fresh].tile, s.pending.play) ? -1 : fresh,
    ...(sent ? { pending: null } : {}),
    // undone back into a finished hand: its end is shown again; a table entered without
    // knowing which ends were shown (-1) counts them all as shown
    ack: s.ack < 0 ? finished : Math.min(s.ack, finished),
    // the end of the timeline, where a redo goes (news.js, `redoChoice`): a view with nothing
    // to redo is there; one with something kept the end seen last (a move made since would
    // have ended the timeline where it was made, and that view would have come: an undo there
    // asks this device first)
    furthest: !view.can_redo ? view : s.furthest?.id === view.id ? s.furthest : null,
  };
  if (view.seed !== null && view.seed !== undefined) patch.lastSeed = view.seed;
  // a redeal taken back (an undo, agreed to on another device): its notice is no longer true
  const redealt = s.view?.hand_number === view.hand_number ? s.view.redeals.length : 0;
  if (view.redeals.length < redealt) patch.notice = "";
  if (
    view.commitment &&
    view.phase !== "over" &&
    s.commitments[view.hand_number] !== view.commitment
  ) {
    patch.commitments = { ...s.commitments, [view.hand_number]: view.commitment };
  }
  return patch;
}

/** How the hand `view` finished ended, as the live region says it, in short where the
 * end-of-hand card says it at length: who went out (a Dékabès's cheer says it already), or what
 * the block compared, in the card's words; whether we won it (a match won says so in its
 * celebration); a streak broken; the next win counting double. */
function howItEnded(t, view, side) {
  const r = view.last_result;
  const winner = r.winner ? side.of(r.winner) : null;
  const words = [];
  if (r.result === "domino") {
    const cheered = r.dekabes && view.phase !== "over";
    if (!cheered) words.push(t.said.domino(side.seat(r.seat)));
  } else if (r.result === "block") {
    const [w, l] = r.winner === "13" ? r.compared : [...r.compared].reverse();
    words.push(t.blockBy[r.measure](winner, w, l));
  } else if (r.result === "tie") words.push(t.tieBy[r.measure](r.compared[0]));
  if (side.us && winner && view.phase !== "over") words.push(t.handOutcome(winner));
  if (r.change === "reset") words.push(t.said.streakBroken(winner));
  if (view.double_next) words.push(t.said.doubleNext);
  return words;
}

/** What the live region says at the end of a hand: the cheer, the hand over, how it ended
 * (`howItEnded`) and the score. */
function handOver(t, s, view) {
  const side = sidesOf(s);
  const r = view.last_result;
  return [
    cheerWords(t, view, side),
    t.said.handOver(r.number),
    ...howItEnded(t, view, side),
    t.scoreNow(side.order.map(side.of), ordered(side, r.score)),
  ].filter(Boolean);
}

/** This device's own moves, undos and redos, said with the views they make, in the words `t`,
 * by `say`, of the game state `get()`. A move is said as soon as it is answered (`moved`), and
 * again before the words of its view, where that view has something to say (the hand it ended,
 * a computer's answer come with it): those words, said a moment later, would cover it. An undo
 * or redo (`done`) is said with its view (news.js's timelineNews). Either is said at once when
 * its view is here already, before what that view said (`heard`). */
function ownChanges(t, get, say) {
  let change = null; // {kind, id, before, version}: an undo or redo done, its view not here yet
  let move = null; // {id, version, words}: a move said, its view not here yet
  let heard = null; // {id, version, words}: what the last view to say something said

  /** What this device's undo or redo did, once `view` (in state `s`) is its view: {done,
   * turn}; null for a view that is not. */
  function timeline(s, view) {
    if (change?.id !== s.id || view.version < change.version) return null;
    const { kind, before } = change;
    change = null;
    return timelineNews(t, kind, before, view, sidesOf(s));
  }

  /** Say `words`, the words of `view` (in state `s`; none to say: nothing), after the move
   * they would cover, whose view this is; all of them. Where the device is handed over with
   * this view (`handing`), nothing is said: the handoff says them before its own words, which
   * would cover them. */
  function speak(s, view, words, handing = false) {
    const first = move?.id === s.id && view.version >= move.version ? [move.words] : [];
    if (first.length) move = null;
    if (handing) return [...first, ...words];
    if (!words.length) return [];
    say([...first, ...words].join(" "));
    heard = { id: s.id, version: view.version, words };
    return [...first, ...words];
  }

  /** The words `first`, of a change this device made that took the table to `version`, and
   * what its view said when it came before them; `alone`, the words to say with them else. */
  function ahead(s, version, first, alone) {
    const told = heard?.id === s.id && heard.version >= version ? heard.words : alone;
    say([first, ...told].join(" "));
  }

  /** This device's move, in `words`, was answered: the table is at `version` now. */
  function moved(words, version) {
    const s = get();
    if (s.view?.version >= version) return ahead(s, version, words, []);
    say(words);
    move = { id: s.id, version, words };
  }

  /** This device did an undo or redo (`kind`) from view `before`: the table is at `version`. */
  function done(kind, from, version) {
    const s = get();
    change = { kind, id: s.id, before: from, version };
    if (!(s.view?.version >= version)) return;
    const { done: what, turn } = timeline(s, s.view);
    ahead(s, version, what, turn ? [turn] : []);
  }

  return { done, moved, speak, timeline };
}

/** The views kept to say an undo or redo everyone at a friends' table agreed to: how many. */
const KEPT = 4;

/** An undo or redo everyone at a friends' table agreed to (its `offer_accepted`), said by every
 * device of the table with what it took back or made again (news.js, `agreedNews`), from the view
 * it was asked at (kept here as views come) to the view it made. The server tells the agreement
 * before that view (in the same scene), so the words mostly wait for it and are said with it,
 * once, a redo's move not said again as a move made anew; a view built before the agreement was
 * known (by another server process) comes first, and the words follow it. */
function agreedChanges(game) {
  const { store, t } = game;
  let kept = []; // the last views of the table shown, oldest first
  let waiting = null; // {id, kind, before}: agreed, the view it made not here yet

  /** The words, as a function of the page's words (said again in the language spoken). */
  const tell = (kind, before, after) =>
    game.news(() => agreedNews(t, kind, before, after, sidesOf(store.get())));

  /** View `view` of table `id` came: kept. */
  function seen(id, view) {
    kept = [...kept.filter((v) => v.id === id), view].slice(-KEPT);
  }

  /** Everyone agreed to `offer` (an undo or a redo), and it was carried out. */
  function agreed(offer) {
    const s = store.get();
    const before = kept.find((v) => v.id === s.id && v.version === offer.version);
    // the view it was asked at never came here (the device came since): the agreement alone
    if (!before) return game.news(() => t.offerAgreed(offer.kind));
    if (s.view?.version > before.version) return tell(offer.kind, before, s.view);
    waiting = { id: s.id, kind: offer.kind, before };
  }

  /** View `view` of the table shown in state `s`, with its news `told` (news.js): the agreement
   * waiting for it is said, and its news are what is left to say. */
  function arrived(s, view, told) {
    if (waiting?.id !== s.id || view.version <= waiting.before.version) return told;
    const { kind, before } = waiting;
    waiting = null;
    tell(kind, before, view);
    return kind === "redo" ? withoutRedone(told, before) : told;
  }

  return { seen, agreed, arrived };
}

/** The handoffs of a device holding several seats (`game`, game.js): the seat the device is
 * handed to (`handingTo`), the screen a view calls for (`route`), the public view asked for as
 * it changes hands (`toPublic`), the seat its new holder says they are (`iAm`). */
function handoffs(game) {
  const { store, t, say } = game;
  const get = store.get;

  /** The seat the device is to be handed to in state `s`, else null: the view waits for
   * another seat of this device than the one holding it. */
  function handoffSeat(s) {
    const v = s.view;
    const handoff =
      s.screen !== "reveal" &&
      s.held.length > 1 &&
      v.phase !== "over" &&
      v.to_act_human &&
      s.held.includes(v.to_act) &&
      v.to_act !== s.viewer;
    return handoff ? v.to_act : null;
  }

  /** Whether state `s` hands the device to `seat` already: its handoff shown, or the public
   * view it needs asked for. */
  const handedTo = (s, seat) =>
    (s.screen === "handoff" || s.screen === "blank") && s.handoffSeat === seat;

  /** The seat state `s` hands the device to now, else null (none, or handed to it already). */
  function handingTo(s) {
    const seat = handoffSeat(s);
    return seat !== null && !handedTo(s, seat) ? seat : null;
  }

  /** Show `patch` (a view taken in, a screen); when the view waits for another seat of this
   * device than the one holding it, the device is handed over first, said after the words
   * `before` (the moves its view brought, or that were made while the end of a hand was
   * shown: said alone, the handoff's words would cover them). */
  function route(patch = {}, before = []) {
    const s = { ...get(), ...patch };
    const seat = handoffSeat(s);
    if (seat === null) return store.update(patch);
    // The previous holder's tiles go at once, before anything else is shown; the live region is
    // told too, replacing any narration that named a private tile.
    if (handingTo(s) !== null) say([...before, t.handoffTitle(sidesOf(s).seat(seat))].join(" "));
    if (s.view.viewer !== null) return toPublic(seat);
    store.update({ ...patch, viewer: null, ui: NO_UI, screen: "handoff", handoffSeat: seat });
  }

  /** Blank the screen and ask for the public view: the device is about to change hands (to
   * `seat`, where it is known). */
  function toPublic(seat = null) {
    store.update({ screen: "blank", viewer: null, ui: NO_UI, handoffSeat: seat });
    game.showSeats([]);
  }

  /** The player holding the device says which of its seats they are. */
  function iAm(seat) {
    store.update({ viewer: seat, holder: seat, handoffSeat: null, screen: "blank", ui: NO_UI });
    game.showSeats([seat]);
  }

  return { handedTo, handingTo, route, toPublic, iAm };
}

/** The views arriving for `game` (game.js), and the screens they call for. */
export function arrivingViews(game) {
  const { store, api, t, say } = game;
  const get = store.get;

  const own = ownChanges(t, get, say);
  const agreement = agreedChanges(game);
  const { handedTo, handingTo, route, toPublic, iAm } = handoffs(game);

  /** Take a new view, then show the right screen; `extra`: what else changes with it. What the
   * other seats did is said as it comes, with the end of the hand it brings in the same words:
   * the move that ended it, then the hand's result, once, as its card opens. What the next hand
   * brings while the card is shown waits for the card to be dismissed (`unsaid`, `nextHand`):
   * said meanwhile, it would cover the card's words for a player still reading them. */
  async function show(view, extra = {}) {
    game.seen(view);
    const s = { ...get(), ...extra };
    const side = sidesOf(s);
    const told = agreement.arrived(s, view, news(s.view, view, s.held, s.viewer));
    agreement.seen(s.id, view);
    const patch = { ...extra, ...taking(get(), view) };
    if (told.notice) patch.notice = () => told.notice(t, sidesOf(get()));
    if (patch.ack !== s.ack) {
      store.update({ ack: patch.ack });
      rememberTable(get());
    }
    const finished = view.last_result ? view.last_result.number : 0;
    if (finished <= patch.ack) {
      const mine = own.timeline(s, view); // this device's own undo or redo, if it is
      const moves = worded(t, [...told.ended, ...told.said], side);
      const keepHandoff = handedTo(s, view.to_act);
      const next = { ...patch, unsaid: [], screen: keepHandoff ? "handoff" : "table" };
      // handed over, the turn is said by the handoff, to the seat it names
      const handing = handingTo({ ...get(), ...next }) !== null;
      const turn = !handing && (mine ? mine.turn : told.turn && yourTurn(view));
      const words = [...(mine ? [mine.done] : []), ...moves, ...(turn ? [turn] : [])];
      route(next, own.speak(s, view, words, handing));
      if (!s.view) standing(); // the table entered: where its match stands
      return;
    }
    if (s.held.length > 1 && view.viewer !== null) {
      // The end of a hand is for everyone at a shared device: the page keeps no seat's tiles of
      // the next deal meanwhile, and the next hand starts with a handoff.
      return toPublic(); // this device's own move, undo or redo is said with the public view
    }
    const mine = own.timeline(s, view);
    patch.screen = "reveal";
    const commitments = patch.commitments || s.commitments;
    if (view.last_result.seed_material && !commitments[finished]) {
      // Not seen here while the hand was played (a reload since): the log has it.
      patch.commitments = { ...commitmentsFromLog((await api.log(s.id)).entries), ...commitments };
    }
    if (view.phase === "over") patch.sheet = await finalSheet(s, view);
    if (s.screen === "reveal" && s.view.last_result?.number === finished) {
      patch.unsaid = [...s.unsaid, ...told.said];
      own.speak(s, view, []);
    } else {
      // a card still shown when the next hand ended too (a spectator's) gives way to this one:
      // the moves kept for it were of the hand this one ends. The move that ended it, this
      // device's own or redone, comes first.
      const ending = [...(mine ? [mine.done] : []), ...worded(t, told.ended, side)];
      own.speak(s, view, [...ending, ...handOver(t, s, view)]);
      patch.unsaid = told.said;
    }
    store.update(patch);
  }

  /** The score sheet beside the end of the match of `view` (in state `s`), from the log, and
   * the seats' accuracy. Read once for the match as it ended: a view of it again (a seat
   * released, the pace changed: each a new version) keeps it, each device's reads of a public
   * server counted; a review made meanwhile comes as its own frame (`reviewed`). Read again
   * where the match ended otherwise (an undo, then another way), and once the connection came
   * back (`returns`): reviews made while it was away were told to no one here. */
  async function finalSheet(s, view) {
    const ended = `${s.id} ${s.returns} ${JSON.stringify(view.last_result)}`;
    if (s.sheet?.ended === ended) return { ...s.sheet, version: view.version };
    const [{ entries }, accuracy] = await Promise.all([
      api.log(s.id),
      api.accuracy(s.id).catch(() => null),
    ]);
    return { ended, version: view.version, hands: sheetOf(entries), accuracy };
  }

  /** The words for the turn of the seat shown come to it in `view`: "Your turn." to play, the
   * status line's to accept the deal or to choose who opens (no move says what to do then). */
  const yourTurn = (view) =>
    view.phase === "play" ? t.said.yourTurn : statusText(t, view, sidesOf(get()));

  /** The end of the hand has been seen: on to the next one, with what it brought meanwhile
   * (`show`), worded now: the language may have changed while the card was shown. */
  function nextHand() {
    const { unsaid } = get();
    store.update({ ack: get().view.last_result.number, unsaid: [] });
    rememberTable(get());
    const words = worded(t, unsaid, sidesOf(get()));
    route({ screen: "table" }, words);
    standing(words);
  }

  /** The live region says where the match shown stands, after the words `before`: whose turn
   * it is, to do what, as the status line says it ("Look at your tiles and accept the deal").
   * For a table entered (a new match, a reload), a hand begun, a match its host started: no
   * move is there to say it. Nothing on another screen (a handoff says its own words), nor
   * in a lobby. */
  function standing(before = []) {
    const s = get();
    if (s.screen !== "table" || !s.view || s.table?.started === false) return;
    say([...before, statusText(t, s.view, sidesOf(s))].join(" "));
  }

  /** Hand `hand` reviewed, on this device (its review dialog done) or on another of the table
   * (a `reviewed` frame): counted once in `reviews` (what the Score sheet of the bar follows,
   * sheetpanel.js), however many times it is heard at this version of the table; and the sheet
   * beside the end-of-match card asks its seats' accuracy again where it says that hand is
   * pending, so that it is counted there instead. */
  async function reviewed(hand) {
    const { id, sheet, reviews, view } = get();
    const at = `${id} ${view?.version}`;
    const known = reviews?.at === at ? reviews.hands : [];
    if (known.includes(hand)) return;
    const count = (reviews?.count || 0) + 1;
    store.update({ reviews: { at, hands: [...known, hand], count } });
    if (!sheet || (sheet.accuracy && !sheet.accuracy.pending.includes(hand))) return;
    const accuracy = await api.accuracy(id).catch(() => null);
    const now = get();
    if (accuracy && now.id === id && now.sheet?.ended === sheet.ended) {
      store.update({ sheet: { ...now.sheet, accuracy } });
    }
  }

  return {
    show,
    iAm,
    nextHand,
    reviewed,
    standing,
    timelineDone: own.done,
    moved: own.moved,
    agreed: agreement.agreed,
  };
}
