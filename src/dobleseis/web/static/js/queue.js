// The page's commands run one at a time, and why one failed said in the banner: offline, a move
// on a position that has moved on, a table that is gone, or the server's refusal in the player's
// words (api.js).

import { ApiError, unreachable } from "./api.js";
import { LEFT } from "./live.js";
import { NO_UI } from "./state.js";
import { sidesOf } from "./teams.js";

/** The queue of `game` (game.js: the store, the words, and the other parts it calls on). */
export function commandQueue(game) {
  const { store, t } = game;
  let queued = Promise.resolve();

  /** Show `words` in the banner: a function of the page's words, said again in the language
   * spoken whenever the banner is drawn ("" for none). */
  const banner = (words) => store.update({ banner: words });

  /** The banner of a server out of reach (or of a device without a network): one function, so
   * that it is known when the server answers again (`reached`). */
  const offline = () => unreachable(t);

  /** The server answers again (a live connection welcomed): a banner saying that it cannot be
   * reached is no longer true, and goes. */
  function reached() {
    if (store.get().banner === offline) banner("");
  }

  /** Run `task` once the commands before it are done; its failure is said, and the next runs. */
  function queue(task) {
    // A failure while recovering from a failure must not leave the queue rejected: every later
    // command would be skipped without a word.
    queued = queued
      .then(task)
      .catch(failed)
      .catch((error) => {
        console.error(error);
        const why = () =>
          error instanceof ApiError ? error.text(t, sidesOf(store.get()).seat) : error.message;
        banner(() => t.errorPrefix + why());
      });
    return queued;
  }

  async function failed(error) {
    if (!(error instanceof ApiError)) {
      console.error(error);
      banner(() => t.errorPrefix + error.message);
      return;
    }
    const s = store.get();
    if (error.code === LEFT) return; // the page left the table before its answer came
    if (error.status === 0) return banner(offline);
    if (error.status === 409 && s.id && error.code === "stale") {
      banner(() => t.stale);
      // A selection or hint made on the old position must not be played on the new one, which
      // the device asks for again (it may already be on its way).
      store.update({ ui: NO_UI });
      game.showSeats(s.viewer ? [s.viewer] : []);
      return;
    }
    if (error.status === 404 && s.id && error.code === "no_such_match" && s.screen !== "replay") {
      game.tableGone();
      return;
    }
    banner(() => t.errorPrefix + error.text(t, sidesOf(s).seat));
  }

  return { queue, failed, banner, reached };
}
