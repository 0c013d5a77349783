// The Log of the match, opened from the toolbar (panels.js draws it). It stays true while it is
// open (following.js): at a friends' table the others play on meanwhile (it pauses only the
// computers, RULES.md §1.9; a spectator's pauses nobody), and the match may end under it, its
// record given then. So an open Log is asked for again at each new view of the table and drawn
// again in place, the reader's focus and place kept (panels.js, redrawLog) — every move is a new
// entry of it.

import { api } from "./api.js";
import { pausing } from "./chrome.js";
import { $ } from "./dom.js";
import { follower } from "./following.js";
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

  /** Draw `entries`, asked in state `s`, opening the Log (`first`) or again in place: the
   * record offered as `s` gave it (a drawn seed's is kept back until the match is over), the
   * sides and the pause sign as they are now. */
  function draw(s, entries, first) {
    const { id, view } = s;
    const download = view.record ? (status) => downloadRecord(t, id, view.variant, status) : null;
    const now = get();
    const how = first ? openLog : redrawLog;
    how(t, entries, view.variant, download, sidesOf(now), pausing(now));
  }

  const ask = async (s) => (await api.log(s.id)).entries;
  const log = follower({ store, moment: momentOf, showing, ask, draw });

  /** The toolbar's Log: the store knows it is open at once (the computers wait from then on),
   * and it shows once its log has come; without one it closes, and the banner says why. */
  function open() {
    store.update({ panel: "log" });
    game.queue(async () => {
      try {
        await log.show();
      } catch (error) {
        store.update({ panel: null }); // no log to show: nothing may keep the computer waiting
        throw error;
      }
    });
  }

  return { open };
}
