// The page loading itself again when it cannot start. On a first visit over a flaky network (a
// phone's), one of the page's modules, or the words of the language it speaks, may fail to come
// down: main.js then never runs, or stops before it draws anything, and the page would stay
// blank until the player reloads it by hand. It reloads itself instead, as the player would:
// what failed is asked for anew, what came down comes from the HTTP cache (immutable,
// web/files.py). At once when the browser comes back online; else after a wait that doubles at
// each try (1 s, 2 s, 4 s ... 30 s at most), so that a server that cannot answer is not asked in
// a tight loop. The tab counts its tries (sessionStorage) until the page starts.
//
// index.html runs this module on its own, before main.js, and it imports nothing: it listens
// whichever of main.js's modules cannot come down. A page that starts sees nothing of it but
// `started()`.

const TRIES = "dobleseis.reloads";
const FIRST_WAIT = 1000; // ms
const LONGEST_WAIT = 30_000;

/** Load the page again: when main.js cannot be fetched with its imports (below), or the words
 * of the language spoken (main.js). The timer reloads only online: offline,
 * the reload would leave the browser's own error page, which listens to nothing; the `online`
 * event reloads then. */
export function loadAgain() {
  const tries = Number(sessionStorage.getItem(TRIES)) || 0;
  sessionStorage.setItem(TRIES, String(tries + 1));
  const reload = () => location.reload();
  addEventListener("online", reload);
  const wait = Math.min(FIRST_WAIT * 2 ** tries, LONGEST_WAIT);
  setTimeout(() => navigator.onLine && reload(), wait);
}

/** The page has started (main.js): a later failure in this tab waits the shortest again. */
export function started() {
  sessionStorage.removeItem(TRIES);
}

// main.js could not be fetched, or a module it imports: it fires `error` (which does not bubble:
// heard on its way down) instead of running. Not another script's nor a modulepreload's: main.js
// asks again for a module whose first fetch failed, and may yet start.
const MAIN = new URL("main.js", import.meta.url).href;
addEventListener("error", (event) => event.target.src === MAIN && loadAgain(), true);
