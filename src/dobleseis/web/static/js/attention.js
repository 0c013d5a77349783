// Your turn, even when the page is not in front: at a table shared with friends, the page's
// title and icon say it ("● Your turn"), the phone vibrates where it can, and, where the
// player allowed it, a notification appears while the page is hidden. Each is a preference
// (prefs.js: turnTitle, vibrate, notify) the settings panel can turn off. The browser is asked
// for notifications only at a sensible moment: when the player joins or creates a friends'
// table (a tap of theirs), never as a page loads.

// The icons beside this module, so under the client's version as it is (the server puts the
// page's files under v/<version>/): kept by the browser, where an icon named without the
// version would be asked for again at each load.
const ICON = new URL("../icons/icon.svg", import.meta.url).href;
const TURN_ICON = new URL("../icons/icon-turn.svg", import.meta.url).href;
const BUZZ = [120, 80, 120];
const NUDGE_BUZZ = [60, 60, 60, 60, 200];

/** Whether `s` is a table shared with people on other devices. */
export function shared(s) {
  return Boolean(s.table?.seats.some((seat) => seat.kind === "invited"));
}

/** Whether a seat this device holds is the person to act now at a shared table. */
export function myTurn(s) {
  const v = s.view;
  if (!v || v.over || v.phase === "over" || !shared(s) || !v.to_act_human) return false;
  return s.held.includes(v.to_act);
}

function setIcon(href) {
  const link = document.querySelector('link[rel="icon"]');
  if (link && link.href !== href) link.setAttribute("href", href);
}

const canNotify = () => typeof Notification !== "undefined";

function notify(title, body) {
  if (!canNotify() || Notification.permission !== "granted") return;
  try {
    const n = new Notification(title, { body, tag: "dobleseis-turn", icon: TURN_ICON });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // some phones show notifications only from a service worker: the title still says it
  }
}

/** Ask the browser for notifications if the player keeps them on and was never asked: call it
 * from a tap (joining or creating a friends' table). */
export function askToNotify(prefs) {
  if (!prefs.notify || !canNotify() || Notification.permission !== "default") return;
  Notification.requestPermission().catch(() => null);
}

/** Whether the player has touched the page since it loaded (where the browser says): before
 * that a browser refuses to vibrate, and says so in the console (a page reloaded at your turn). */
const touched = () => navigator.userActivation?.hasBeenActive ?? true;

/** Vibrate `pattern` if the preference allows, the device can and the page may. */
function buzz(prefs, pattern) {
  if (prefs.vibrate && typeof navigator.vibrate === "function" && touched())
    navigator.vibrate(pattern);
}

/** Follow the store: on each change of whose turn it is, the title and icon, and as a turn of
 * this device begins, the vibration and (page hidden) the notification. `words()`: the page's
 * words now (they change with the language). */
export function followTurn(store, words) {
  let was = false;
  store.subscribe((s) => {
    const t = words();
    const now = myTurn(s);
    const title = now && s.prefs.turnTitle ? t.yourTurnTitle(t.appTitle) : t.appTitle;
    if (document.title !== title) document.title = title;
    setIcon(now && s.prefs.turnTitle ? TURN_ICON : ICON);
    if (now && !was) {
      buzz(s.prefs, BUZZ);
      if (document.hidden && s.prefs.notify) notify(t.yourTurnTitle(t.appTitle), t.yourTurnBody);
    }
    was = now;
  });
}

/** A nudge this device received for a seat it holds (`words`, said): a buzz and, page hidden,
 * a notification. */
export function nudged(prefs, t, words) {
  buzz(prefs, NUDGE_BUZZ);
  if (document.hidden && prefs.notify) notify(t.yourTurnTitle(t.appTitle), words);
}
