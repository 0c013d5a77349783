// The page's shared state: the match and the view it shows, the seat holding the device, the
// screen showing, the player's selection, and the rest that must outlive a render. Every part of
// the controller reads and changes this one object; the match of this tab is also kept in
// sessionStorage, so that a reload goes on with it.

import { DEFAULTS } from "./start.js";

export const S = {
  settings: { ...DEFAULTS },
  id: null,
  view: null,
  viewer: null, // the human seat holding the device, or null (public view)
  humans: [],
  screen: "start", // "table" | "reveal" | "handoff" | "replay"
  handoffSeat: null,
  ack: 0, // the last finished hand whose reveal the player has dismissed
  notice: "",
  ui: { selected: null, hint: null, hintAction: null, fresh: -1, focusTile: null },
  queue: Promise.resolve(),
  timer: null,
  drawLine: null,
  lastSeed: null, // the seed of the last match, once it may be shown
  acting: false, // a move of this page is on its way to the server
  keyboard: false, // the player uses the keyboard: keep focus on the table (a pointer ends it)
  dragged: false, // a drag just ended: swallow the click that follows it
  commitments: {}, // hand number → the commitment to its deal shown while it was played
  commitmentOpen: false, // the commitment's details stay open across renders
  replay: null, // while replaying: {id, temporary, close()}
  openFile: null, // the start screen's record file opener, for files dropped on the page
};

export const SAVED = "dobleseis.match"; // the match (or replay) of this tab, so that a reload goes on with it
export const remember = () => sessionStorage.setItem(SAVED, JSON.stringify({ id: S.id, settings: S.settings, ack: S.ack }));

export function clearUi() {
  S.ui = { selected: null, hint: null, hintAction: null, fresh: -1, focusTile: S.ui.focusTile };
}
