// The Score sheet opened from the toolbar (sheet.js draws it). It stays true while it is open
// (following.js): at a friends' table the others play on meanwhile (the sheet pauses nobody),
// and a hand that ends under it, or the match and its winner, is added to it in place, the
// reader's focus and place kept; a hand reviewed — from it, or on another device of the table
// (the server's `reviewed` frame) — is counted there once its review is done.

import { api } from "./api.js";
import { $ } from "./dom.js";
import { follower } from "./following.js";
import { openReview } from "./review.js";
import { openSheet, redrawSheet } from "./sheet.js";
import { sidesOf } from "./teams.js";

/** What the sheet shown in state `s` is of: the match's finished hands and its end, and the
 * hands heard reviewed. A move that ends no hand changes nothing on it, and the sheet asks the
 * match's whole log (and its accuracy), reads counted against the address's share of a public
 * server (too_many_reads): so it is asked again when a hand ends (the hand number moves on, or
 * back for a hand taken back; the score with it), the match ends or a hand's review is done
 * (once, whether this device's review dialog or the server's frame tells of it first: views.js
 * `reviewed`), not at each move; and once when the live connection comes back (`returns`): a
 * review done meanwhile was told to the devices connected then, not to this one. */
const handsOf = (s) =>
  `${s.id} ${s.view?.hand_number} ${s.view?.score} ${s.view?.over} ${s.reviews?.count} ${s.returns}`;

/** The sheet open and drawn (a review opened from it over it: still open under it). */
const showing = () => $("sheet-dialog").open;

/** The log entries and the seats' accuracy of match `s.id`. Opening the sheet, an accuracy
 * refused is left out (the hands are shown without it); following, it is a refusal like the
 * log's, which leaves the sheet as it shows. */
async function ask(s, first) {
  const accuracy = api.accuracy(s.id);
  const [{ entries }, seats] = await Promise.all([
    api.log(s.id),
    first ? accuracy.catch(() => null) : accuracy,
  ]);
  return { entries, accuracy: seats };
}

/** The Score sheet over `store`, its first opening run by `game`'s queue (an error said as any
 * command's); `t`: the page's words. Returns {open()}, the toolbar's Score sheet. */
export function sheetPanel({ store, game, t }) {
  const get = store.get;

  /** Draw the sheet asked in state `s`, opening it (`first`) or again in place, the sides as
   * they are now; a hand reviewed from it is heard reviewed once its review is done (`game`'s
   * `reviewed`, which the sheet follows). */
  function draw(s, { entries, accuracy }, first) {
    if (first) store.update({ panel: "sheet" });
    const side = sidesOf(get());
    const review = (n) => openReview(t, s.id, n, side, () => game.reviewed(n));
    const how = first ? openSheet : redrawSheet;
    how(t, s.view.variant, entries, side, accuracy, review);
  }

  const sheet = follower({ store, moment: handsOf, showing, ask, draw });
  return { open: () => game.queue(sheet.show) };
}
