// Playing with anyone (docs/api.md, Public play): "Play now" (quick match, alone or with a friend
// as partner), the waiting table's "Start with computers" and "Leave the table", the lobby of public
// tables (followed live while it is shown) with its free seats to take and matches to watch, and
// a host's table listed there. A seat taken so is held like any other (secrets.js) and played
// through the same live connection.

import { ApiError } from "./api.js";
import { followLobby } from "./lobbylive.js";
import { ask } from "./panels.js";
import { forget, keep } from "./secrets.js";

/** The player's public match is under way (the server's `already_playing`): rather than seat
 * them at a second rated table unawares, ask whether to go back to it (`back()`), or to leave
 * it to the computer and start another (`again()`). */
function askAnother(store, t, back, again) {
  const a = t.anyone;
  store.update({ panel: "confirm" });
  ask(t, a.playingTitle, a.playingText, [
    { label: t.underWay.back, run: back },
    { label: a.another, run: again },
  ]);
}

/** Keep the seat a public table gave this device (SEATED). The waiting tables the player moved
 * from (`left`: their seats given up for this one) are forgotten: their secrets work no more,
 * and neither the start screen nor the lobby is to lead back to them as theirs. */
function keepSeat(seated) {
  for (const id of seated.left || []) forget(id);
  keep(seated.id, { seats: { [seated.seat]: seated.secret } });
}

/** What the player who left the waiting table of view `view` is told, in the page's words `t`
 * (the game named in the language spoken when the banner is drawn). */
const leftSaid = (t, view) => () =>
  t.anyone.leftWaiting(t.games[view?.variant]?.title || view?.title);

/** What the player who left the table of view `view` just as its countdown began the match is
 * told: the match goes on, the computer playing their seat until they come back. */
const startedSaid = (t, view) => () =>
  t.anyone.leftStarted(t.games[view?.variant]?.title || view?.title);

/** The server's answer to a leave: the match began first (the countdown ended, or someone
 * started it, between the player's view and their tap). */
const startedFirst = (error) => error instanceof ApiError && error.code === "already_started";

/** Leaving the waiting table shown, for `game` (Give up my seat, the bar's Leave the table,
 * Back): this device's seat there is free again, its secret forgotten, and the start screen is
 * back (where Play now asks again), saying so. The seat is marked as being left meanwhile: the
 * server may say it is lost before it answers, and its player is not to be told the host
 * released it. A match that began just before the tap (`already_started`) is left as a public
 * match under way is: the player meant to go, so they go, their seat kept (the computer plays
 * it until they come back, and the start screen leads back to it), told so, not refused. */
function waitingLeaver(game) {
  const { store, api, t } = game;
  return () => {
    const { id, you, view } = store.get();
    const seat = you?.seats?.[0];
    if (!seat) return;
    game.queue(async () => {
      store.update({ leaving: seat });
      try {
        await api.leave(id, seat);
      } catch (error) {
        if (!startedFirst(error)) throw error;
        game.showStart();
        return game.banner(startedSaid(t, view));
      } finally {
        store.update({ leaving: null });
      }
      forget(id);
      store.update({ pair: null });
      game.showStart();
      game.banner(leftSaid(t, view));
    });
  };
}

/** Public play of `game` (game.js). */
export function publicPlay(game) {
  const { store, api, t } = game;
  const get = store.get;
  let lobbyLive = null; // the lobby's live connection, while the lobby is shown
  let clockAsked = false; // the server's clock is being read

  /** "Play now": a seat at a public table of `variant` waiting for players; `partner`: the
   * seat opposite kept for a friend, who comes with the code answered; `pair`: that code
   * (alone: the friend's table says the game, its level and language); `another`: the player
   * chose to leave their public match under way to the computer (askAnother). */
  function playNow(variant, options = {}) {
    const { partner = false, pair = null, another = false } = options;
    game.withProfile(() =>
      game.queue(async () => {
        game.banner("");
        const level = get().prefs.level || get().settings.level;
        const body = pair ? { pair } : { variant, level, language: t.lang };
        if (partner) body.partner = true;
        if (another) body.another = true;
        let seated;
        try {
          seated = await api.quick(body);
        } catch (error) {
          // Already waiting at a table (another tab): back to it. A match under way: asked.
          // The profile moved to another device: a new one is made here.
          if (error instanceof ApiError && error.code === "already_waiting")
            return game.enter(error.fields.id);
          if (error instanceof ApiError && error.code === "already_playing")
            return askAnother(
              store,
              t,
              () => watchPublic(error.fields.id),
              () => playNow(variant, { ...options, another: true }),
            );
          if (error instanceof ApiError && error.code === "no_profile") {
            game.profileGone();
            return game.editProfile(() => playNow(variant, options));
          }
          throw error;
        }
        sitDown(seated);
      }),
    );
  }

  /** Keep the seat a public table gave this device (SEATED) and go to it. */
  function sitDown(seated) {
    keepSeat(seated);
    closeLobby();
    game.enter(seated.id);
    store.update({ pair: seated.pair ? { id: seated.id, code: seated.pair } : null });
  }

  /** "Start with computers" at the waiting table shown. */
  function fill() {
    const { id } = get();
    game.queue(async () => store.update({ table: await api.fill(id) }));
  }

  const leaveWaiting = waitingLeaver(game);

  /** The lobby of public tables, followed live while it is shown. */
  function openLobby() {
    game.disconnect();
    store.update({ screen: "tables", id: null, view: null, table: null, lobbyLive: "connecting" });
    closeLobby();
    lobbyLive = followLobby(
      (lobby) => store.update({ lobby, skew: lobby.now - Date.now() }),
      (status) => {
        store.update({ lobbyLive: status });
        if (status === "open") game.reached();
      },
    );
  }

  function closeLobby() {
    lobbyLive?.close();
    lobbyLive = null;
  }

  /** Take free seat `seat` of public table `id`, from the lobby (`another`: as `playNow`). */
  function takePublic(id, seat, another = false) {
    game.withProfile(() =>
      game.queue(async () => {
        try {
          sitDown(await api.takePublic(id, seat, another));
        } catch (error) {
          if (!(error instanceof ApiError && error.code === "already_playing")) throw error;
          const back = () => watchPublic(error.fields.id);
          askAnother(store, t, back, () => takePublic(id, seat, true));
        }
      }),
    );
  }

  /** Watch public match `id` (a spectator's view). */
  function watchPublic(id) {
    closeLobby();
    game.enter(id);
  }

  /** The host lists its table in the lobby (`on`), in the page's language, or takes it off. */
  function publish(on) {
    const { id } = get();
    game.queue(async () => store.update({ table: await api.publish(id, on, t.lang) }));
  }

  /** A waiting public table counts down by the server's clock: read it once (its `now`). */
  function readClock(s) {
    if (clockAsked || s.skew !== null || !s.table?.public?.deadline) return;
    clockAsked = true;
    game.queue(async () => {
      const { now } = await api.lobby();
      store.update({ skew: now - Date.now() });
    });
  }

  store.subscribe(readClock);

  return {
    playNow,
    fill,
    leaveWaiting,
    openLobby,
    closeLobby,
    takePublic,
    watchPublic,
    publish,
  };
}
