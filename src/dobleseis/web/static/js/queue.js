// The page's commands run one at a time, and why one failed said in the banner: offline, a move
// on a position that has moved on, a table that is gone, or the server's refusal in the player's
// words (api.js). Words in the banner stay until others replace them or the player closes it;
// news of what others did goes by itself (`news`).

import { ApiError, unreachable } from "./api.js";
import { LEFT } from "./live.js";
import { NO_UI } from "./state.js";
import { sidesOf } from "./teams.js";

/** Milliseconds news of what others did stays in the banner (`news`): a slow reader reads a
 * sentence in it, and a screen reader has read it out as it came (the banner is an alert). */
export const NEWS_SHOWN = 8000;

/** The queue of `game` (game.js: the store, the words, and the other parts it calls on). */
export function commandQueue(game) {
  const { store, t } = game;
  let queued = Promise.resolve();
  let fleeting = null; // the news in the banner, or the last that was
  let lapse = null; // the timer that takes it away
  let held = false; // a mouse pointer rests on the banner (`holdNews`)

  /** Show `words` in the banner until other words replace them or the player closes it: a
   * function of the page's words, said again in the language spoken whenever the banner is
   * drawn ("" for none). */
  function banner(words) {
    clearTimeout(lapse);
    if (!words) held = false; // hidden, it has no pointer on it
    store.update({ banner: words });
  }

  /** Show news of what others at the table did (a request refused, withdrawn, agreed or lapsed,
   * a nudge sent, a refusal of the table's): it goes by itself NEWS_SHOWN ms after it came, or
   * after the pointer left it, unless other words replaced it meanwhile. Words that ask the
   * player something or stay true (a nudge to them, offline, a seat lost) are a `banner`. */
  function news(words) {
    banner(words);
    fleeting = words;
    if (!held) lapse = setTimeout(fade, NEWS_SHOWN);
  }

  /** The news's time is over: it goes, unless other words replaced it meanwhile. */
  function fade() {
    if (store.get().banner === fleeting) banner("");
  }

  /** A mouse pointer comes to rest on the banner (`on`) or leaves it: news is not taken away
   * from under it while it is read (WCAG 2.2.1), and goes NEWS_SHOWN ms after it left. (The
   * keyboard's focus is never in the banner, which takes none: Escape closes it.) */
  function holdNews(on) {
    held = on;
    clearTimeout(lapse);
    if (!on && store.get().banner === fleeting) lapse = setTimeout(fade, NEWS_SHOWN);
  }

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

  return { queue, failed, banner, news, holdNews, reached };
}
