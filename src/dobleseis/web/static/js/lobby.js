// Coming to a table and going from it: a new table from the start screen, an invitation opened
// (the join screen, a free seat taken, or watching), the tab's own table after a reload, and
// back to the start screen with its lists.

import { ApiError } from "./api.js";
import { held, heldSeats, keep } from "./secrets.js";
import { NO_UI } from "./state.js";
import { forgetTab, recallTab } from "./tab.js";

/** The lobby of `game` (game.js); `pace(prefs)`: the pause between computer moves for a new
 * table (ms). */
export function lobby(game) {
  const { store, api, pace } = game;
  const get = store.get;

  /** A new table from the start screen's `settings` ({variant, seats: kinds, level, seed,
   * hints, names}): this device keeps the host's secret and its seats', then follows the table. */
  function startMatch(settings) {
    store.update({ settings });
    game.queue(async () => {
      game.banner("");
      const body = {
        variant: settings.variant,
        seats: settings.seats,
        level: settings.level,
        pace: pace(get().prefs),
      };
      if (settings.seed !== null && settings.seed !== undefined) body.seed = settings.seed;
      if (settings.hints !== undefined) body.hints = settings.hints;
      if (settings.names) body.names = settings.names;
      sitDown(await api.create(body));
    });
  }

  /** Keep what a new table gave this device (CREATED) and follow it. */
  function sitDown(created) {
    keep(created.id, { ...created.secrets, invitation: created.invitation });
    game.enter(created.id, created.view.last_result ? created.view.last_result.number : 0);
  }

  /** The invitation `code` (a link opened, or a code typed): the join screen. A `rejoin`
   * token (a seat's rejoin link) takes its seat back at once. */
  function openInvitation(code, rejoin = null) {
    game.queue(async () => {
      game.banner("");
      if (rejoin) {
        const claimed = await api.claim(code, { rejoin });
        keep(claimed.id, { seats: { [claimed.seat]: claimed.secret } });
        return game.enter(claimed.id);
      }
      const { id, table } = await api.invitation(code);
      // A device that holds a seat at this table (or its host's secret) just goes back to it.
      if (heldSeats(id).length || held(id).host) return game.enter(id);
      const view = await api.view(id);
      game.disconnect();
      store.update({ screen: "join", join: { code, id, table, view }, id: null, view: null });
    });
  }

  /** Take free seat `seat` with the invitation `code`, by `name` (may be empty). */
  function claim(code, seat, name) {
    game.queue(async () => {
      game.banner("");
      const body = name ? { seat, name } : { seat };
      let claimed;
      try {
        claimed = await api.claim(code, body);
      } catch (error) {
        // Someone else was quicker: the join screen shows the seats as they are now.
        if (error instanceof ApiError && error.code === "seat_taken" && get().screen === "join") {
          const { table } = await api.invitation(code);
          store.update({ join: { ...get().join, table } });
        }
        throw error;
      }
      keep(claimed.id, { seats: { [claimed.seat]: claimed.secret } });
      game.enter(claimed.id);
    });
  }

  /** Follow the table of the join screen without a seat (a spectator: the public view). */
  const watch = (id) => game.enter(id);

  /** The start screen; `forgetIt`: the tab no longer goes on with its table after a reload. */
  function showStart(forgetIt = true) {
    game.disconnect();
    game.closeLobby();
    if (forgetIt) forgetTab();
    const s = get();
    store.update({
      // A new match is a new deal; the last seed has its own button.
      settings: { ...s.settings, seed: null },
      screen: "start",
      id: null,
      view: null,
      viewer: null,
      held: [],
      table: null,
      you: null,
      live: null,
      ui: NO_UI,
      saved: null,
      backTo: null,
      replay: null,
      panel: null,
      join: null,
      rejoin: null,
      invitation: null,
      lobby: null,
      pair: null,
    });
    game.queue(async () => {
      const { matches } = await api.list();
      if (get().screen === "start") store.update({ saved: matches });
      const stats = await api.stats();
      if (get().screen === "start") store.update({ stats });
      await game.loadRatings();
    });
  }

  /** After a reload: an invitation in the address, or a player moved here (docs/api.md,
   * Profiles), else this tab's table (or replay). */
  function resume() {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.get("profile")) {
      history.replaceState(null, "", location.pathname + location.search);
      game.takeProfile(hash.get("profile"));
      return showStart();
    }
    if (hash.get("join")) {
      // The link has done its work: the address keeps no code, and no rejoin token, once read.
      history.replaceState(null, "", location.pathname + location.search);
      return openInvitation(hash.get("join"), hash.get("rejoin"));
    }
    const saved = recallTab();
    if (!saved) return showStart();
    if (saved.replay) return game.startReplay(saved.replay, saved.step, saved.temporary);
    game.enter(saved.id, saved.ack ?? -1);
  }

  return { startMatch, sitDown, openInvitation, claim, watch, showStart, resume };
}
