// The Log of the match, opened from the toolbar (panels.js draws it). It stays true while it is
// open: at a friends' table the others play on meanwhile (it pauses only the computers, RULES.md
// §1.9; a spectator's pauses nobody), and the match may end under it, its record given then. So
// an open Log is asked for again at each new view of the table and drawn again in place, the
// reader's focus and place kept (panels.js, redrawLog) — not a snapshot of the moment it opened,
// to be closed and opened again to see the moves since or to download the record.
//
// Reading a match whole counts against the address's share of a public server (docs/api.md,
// Limits of a public server: too_many_reads), so following costs little: one log request at a
// time from this device, and the views that come while one is under way make one more after it,
// not one each. A refusal or a lost connection while following leaves the Log as it shows, open
// and with no error over it (nothing the player asked for failed: the Log is only kept up to
// date); the next new view tries again.

import { api, ApiError } from "./api.js";
import { pausing } from "./chrome.js";
import { $ } from "./dom.js";
import { openLog, redrawLog } from "./panels.js";
import { downloadRecord } from "./saved.js";
import { sidesOf } from "./teams.js";

/** The match state `s` shows and its moment (the view's version): a log to show for each. */
const momentOf = (s) => `${s.id} ${s.view?.version}`;

/** The Log open and drawn (between its first drawing and its closing). */
const showing = (s) => s.panel === "log" && $("log-dialog").open;

/** The Log over `store`, its first opening run by `game`'s queue (an error said as any
 * command's); `t`: the page's words. Returns {open()}, the toolbar's Log. */
export function logPanel({ store, game, t }) {
  const get = store.get;
  let last = Promise.resolve(); // the log request under way, settled when there is none
  let asked = null; // the moment the Log shown (or being asked for) is of
  let following = false; // a request following the match is under way (or the one after it)

  /** The log of match `id`, asked once the request before it is answered: one at a time. */
  function logOf(id) {
    const asking = last.then(() => api.log(id));
    last = asking.catch(() => null);
    return asking;
  }

  /** Draw `entries`, asked in state `s`, with `how` (openLog, or redrawLog in place): the
   * record offered as `s` gave it (a drawn seed's is kept back until the match is over), the
   * sides and the pause sign as they are now. */
  function draw(s, entries, how) {
    const { id, view } = s;
    const download = view.record ? (status) => downloadRecord(t, id, view.variant, status) : null;
    const now = get();
    how(t, entries, view.variant, download, sidesOf(now), pausing(now));
  }

  /** The toolbar's Log: the store knows it is open at once (the computers wait from then on),
   * and it shows once its log has come; without one it closes, and the banner says why. */
  function open() {
    store.update({ panel: "log" });
    game.queue(async () => {
      const s = get();
      asked = momentOf(s);
      let entries;
      try {
        ({ entries } = await logOf(s.id));
      } catch (error) {
        store.update({ panel: null }); // no log to show: nothing may keep the computer waiting
        throw error;
      }
      draw(s, entries, openLog);
      follow(get()); // the views that came while it was asked for
    });
  }

  /** A new state: if the open Log is of an older moment, it is asked for again — unless a
   * request is under way already, which catches up once it is answered. */
  function follow(s) {
    if (following || !showing(s) || momentOf(s) === asked) return;
    following = true;
    catchUp().finally(() => {
      following = false;
    });
  }

  /** Ask for the log and draw it again until it is of the moment shown: every view that came
   * while a request was under way is caught up by one more. A failure leaves the Log as it is
   * until the next new view. */
  async function catchUp() {
    while (showing(get()) && momentOf(get()) !== asked) {
      const s = get();
      asked = momentOf(s);
      let entries;
      try {
        ({ entries } = await logOf(s.id));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        asked = momentOf(get()); // the views up to now are not asked for again: the next is
        return;
      }
      if (showing(get())) draw(s, entries, redrawLog);
    }
  }

  store.subscribe(follow);
  return { open };
}
