// The phone's or the browser's Back button, inside the app. Every screen away from the start
// screen (a table, a replay, the join screen, the public tables) stands on one entry of the
// tab's history above the start screen's, the address unchanged: Back from any of them comes
// back to the start screen, the match kept (it is saved as it is played, and listed there), and
// Back on the start screen leaves the site as it always did. Going from one of those screens to
// another (a table to its next match, the public tables to a seat) adds no entry, and coming
// back to the start screen by a button takes its entry away: one Back always does. A reload
// keeps the entry, so it still comes back to the table (tab.js) and Back still leads out of it.

/** The history entry of a screen away from the start screen. */
const AWAY = "dobleseis:away";
const away = () => history.state === AWAY;

/** Keep the tab's history in step with the screen of `store`; `back()`: what Back does away
 * from the start screen (intents.js). */
export function followBack(store, back) {
  let shown = store.get().screen; // the start screen, until the page finds what it goes on with
  let stepping = false; // the page went back itself (`history.back()`): its `popstate` is its own

  /** The entry matches the screen: one away entry above the start screen's. A screen being
   * drawn ("blank") waits for the screen it leads to. */
  function settle() {
    const { screen } = store.get();
    if (stepping || screen === "blank") return;
    if (screen !== "start" && !away()) history.pushState(AWAY, "");
    else if (screen === "start" && away()) {
      stepping = true;
      history.back();
    }
  }

  store.subscribe((s) => {
    if (s.screen === shown) return;
    shown = s.screen;
    settle();
  });

  window.addEventListener("popstate", () => {
    // an invitation link opened in this tab is an entry of its own, followed as it is opened
    // (keyboard.js): nothing to leave for the start screen first
    if (location.hash.includes("join=")) return;
    if (stepping) stepping = false;
    else if (!away() && store.get().screen !== "start") {
      // nothing of the screen left stays open over the start screen
      for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
      back();
    }
    // Forward to an entry left, or a Back that asked first and was cancelled (toolbar.js):
    // the entry is made to match the screen again.
    settle();
  });
}
