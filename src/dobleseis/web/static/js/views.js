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
import { news } from "./news.js";
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
  };
  if (view.seed !== null && view.seed !== undefined) patch.lastSeed = view.seed;
  if (
    view.commitment &&
    view.phase !== "over" &&
    s.commitments[view.hand_number] !== view.commitment
  ) {
    patch.commitments = { ...s.commitments, [view.hand_number]: view.commitment };
  }
  return patch;
}

/** What the live region says at the end of a hand: the cheer, the hand over, whether we won
 * it (a match won says so in its celebration) and the score. */
function handOver(t, s, view) {
  const side = sidesOf(s);
  const r = view.last_result;
  const outcome =
    side.us && r.winner && view.phase !== "over" ? t.handOutcome(side.of(r.winner)) : "";
  return [
    cheerWords(t, view, side),
    t.said.handOver(r.number),
    outcome,
    t.scoreNow(side.order.map(side.of), ordered(side, r.score)),
  ];
}

/** The views arriving for `game` (game.js), and the screens they call for. */
export function arrivingViews(game) {
  const { store, api, t, say } = game;
  const get = store.get;

  /** Take a new view, then show the right screen; `extra`: what else changes with it. */
  async function show(view, extra = {}) {
    game.seen(view);
    const s = { ...get(), ...extra };
    const { words, notice } = news(t, s.view, view, s.held, s.viewer, sidesOf(s));
    if (words.length) say(words.join(" "));
    const patch = { ...extra, ...taking(get(), view) };
    if (notice) patch.notice = notice;
    if (patch.ack !== s.ack) {
      store.update({ ack: patch.ack });
      rememberTable(get());
    }
    const finished = view.last_result ? view.last_result.number : 0;
    if (finished <= patch.ack) {
      const keepHandoff = s.screen === "handoff" && s.handoffSeat === view.to_act;
      return route({ ...patch, screen: keepHandoff ? "handoff" : "table" });
    }
    if (s.held.length > 1 && view.viewer !== null) {
      // The end of a hand is for everyone at a shared device: the page keeps no seat's tiles of
      // the next deal meanwhile, and the next hand starts with a handoff.
      return toPublic();
    }
    patch.screen = "reveal";
    const commitments = patch.commitments || s.commitments;
    if (view.last_result.seed_material && !commitments[finished]) {
      // Not seen here while the hand was played (a reload since): the log has it.
      patch.commitments = { ...commitmentsFromLog((await api.log(s.id)).entries), ...commitments };
    }
    if (view.phase === "over") {
      // the end of the match shows its score sheet, from the log, and the seats' accuracy
      const [{ entries }, accuracy] = await Promise.all([
        api.log(s.id),
        api.accuracy(s.id).catch(() => null),
      ]);
      patch.sheet = { version: view.version, hands: sheetOf(entries), accuracy };
    }
    say(handOver(t, s, view).filter(Boolean).join(" "));
    store.update(patch);
  }

  /** Show `patch` (a view taken in, a screen); when the view waits for another seat of this
   * device than the one holding it, the device is handed over first. */
  function route(patch = {}) {
    const s = { ...get(), ...patch };
    const v = s.view;
    const handoff =
      s.screen !== "reveal" &&
      s.held.length > 1 &&
      v.phase !== "over" &&
      v.to_act_human &&
      s.held.includes(v.to_act) &&
      v.to_act !== s.viewer;
    if (!handoff) return store.update(patch);
    // The previous holder's tiles go at once, before anything else is shown; the live region is
    // told too, replacing any narration that named a private tile.
    if (!(s.screen === "handoff" && s.handoffSeat === v.to_act))
      say(t.handoffTitle(sidesOf(s).seat(v.to_act)));
    if (v.viewer !== null) return toPublic();
    store.update({ ...patch, viewer: null, ui: NO_UI, screen: "handoff", handoffSeat: v.to_act });
  }

  /** Blank the screen and ask for the public view: the device is about to change hands. */
  function toPublic() {
    store.update({ screen: "blank", viewer: null, ui: NO_UI });
    game.showSeats([]);
  }

  /** The player holding the device says which of its seats they are. */
  function iAm(seat) {
    store.update({ viewer: seat, holder: seat, handoffSeat: null, screen: "blank", ui: NO_UI });
    game.showSeats([seat]);
  }

  /** The end of the hand has been seen: on to the next one. */
  function nextHand() {
    store.update({ ack: get().view.last_result.number });
    rememberTable(get());
    route({ screen: "table" });
    // The next hand begins without a move to narrate: the live region says whose it is to
    // act, as the status line does ("Look at your tiles and accept the deal").
    const now = get();
    if (now.screen === "table" && now.view.phase !== "over")
      say(statusText(t, now.view, sidesOf(now)));
  }

  /** A hand reviewed from the end-of-match card: the sheet beside it asks its seats'
   * accuracy again, so that hand is counted instead of said to be pending. */
  async function reviewed() {
    const { id, sheet } = get();
    if (!sheet) return;
    const accuracy = await api.accuracy(id).catch(() => null);
    const now = get();
    if (accuracy && now.id === id && now.sheet?.version === sheet.version) {
      store.update({ sheet: { ...now.sheet, accuracy } });
    }
  }

  return { show, iAm, nextHand, reviewed };
}
