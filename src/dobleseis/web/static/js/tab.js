// What this tab goes on with after a reload: the table it shows and the last hand whose end was
// shown there, or the replay and its step. Kept in sessionStorage: another tab, or this one
// closed, starts afresh.

const SAVED = "dobleseis.match";

/** The tab shows table `id`, whose ends of hands up to `ack` were shown (the page's state). */
export function rememberTable({ id, ack }) {
  sessionStorage.setItem(SAVED, JSON.stringify({ id, ack }));
}

/** The tab shows `replay` ({id, temporary}) at `step`. */
export function rememberReplay(replay, step) {
  sessionStorage.setItem(
    SAVED,
    JSON.stringify({ replay: replay.id, step, temporary: replay.temporary }),
  );
}

/** The tab shows nothing to go on with (the start screen). */
export function forgetTab() {
  sessionStorage.removeItem(SAVED);
}

/** What the tab showed before the reload: {id, ack} or {replay, step, temporary}, or null. */
export function recallTab() {
  return JSON.parse(sessionStorage.getItem(SAVED) || "null");
}
