// A panel that follows the match while it is open (the Log, logpanel.js; the Score sheet,
// sheetpanel.js). At a friends' table the others play on while one has a panel open, and the
// match may end under it: what the panel shows is asked for again as the match moves on and
// drawn again in place — not a snapshot of the moment it opened, to be closed and opened again.
//
// What a panel shows is read from the server (a match's whole log, its accuracy), which counts
// against the address's share of a public server (docs/api.md, Limits of a public server:
// too_many_reads), so following costs little: one request of the panel's at a time from this
// device, and the views that come while one is under way make one more after it, not one each.
// A refusal or a lost connection while following leaves the panel as it shows, open and with
// no error over it (nothing the player asked for failed: the panel is only kept up to date); the
// next new moment tries again.

import { ApiError } from "./api.js";

/** A panel following the match held by `store`:
 * - `moment(s)`: what the panel shown in state `s` is of; it is asked for again when the
 *   state's moment is another than the one it shows (a string, compared as such);
 * - `showing(s)`: the panel is open and drawn (between its first drawing and its closing);
 * - `ask(s, first)`: a promise of what to show in state `s` (an ApiError when refused),
 *   `first` when the panel is being opened, else following;
 * - `draw(s, got, first)`: draw `got`, asked in state `s`: opening the panel (`first`), else
 *   again in place, the reader's focus and place kept.
 * Returns {show()}: it asks and opens the panel (run it in the game's queue: a refusal is
 * thrown, for the banner to say), then follows the match until it is closed. */
export function follower({ store, moment, showing, ask, draw }) {
  const get = store.get;
  let last = Promise.resolve(); // the request under way, settled when there is none
  let asked = null; // the moment the panel shown (or being asked for) is of
  let following = false; // a request following the match is under way (or the one after it)

  /** What to show in state `s` (`first`: opening the panel), asked once the request before it
   * is answered: one at a time. */
  function askFor(s, first) {
    const asking = last.then(() => ask(s, first));
    last = asking.catch(() => null);
    return asking;
  }

  async function show() {
    const s = get();
    asked = moment(s);
    draw(s, await askFor(s, true), true);
    follow(get()); // the views that came while it was asked for
  }

  /** A new state: if the open panel is of another moment, it is asked for again — unless a
   * request is under way already, which catches up once it is answered. */
  function follow(s) {
    if (following || !showing(s) || moment(s) === asked) return;
    following = true;
    catchUp().finally(() => {
      following = false;
    });
  }

  /** Ask and draw again until the panel is of the moment shown: every view that came while a
   * request was under way is caught up by one more. A failure leaves the panel as it is until
   * the next new moment. */
  async function catchUp() {
    while (showing(get()) && moment(get()) !== asked) {
      const s = get();
      asked = moment(s);
      let got;
      try {
        got = await askFor(s, false);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        asked = moment(get()); // the views up to now are not asked for again: the next is
        return;
      }
      if (showing(get())) draw(s, got, false);
    }
  }

  store.subscribe(follow);
  return { show };
}
