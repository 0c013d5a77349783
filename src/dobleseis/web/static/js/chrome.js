// The bar above the table during a match: the game's name (its seed is in the "Fair deal"
// disclosure under the table, fairdeal.js) and the toolbar (hint, undo and the mute switch at
// hand; redo, restart, rules, log, score sheet, settings, new match and the way to the start
// screen in the menu that folds on a phone, menu.js; closer together on a wider screen where the
// bar would not keep to one row),
// drawn from the state; a device that only watches gets none of what only a player can use. The
// start screen hides it; a replay draws its own (replay.js).

import { $, h } from "./dom.js";
import { moreMenu } from "./menu.js";
import { speaker } from "./tiles.js";

/** What the bar shows of the table in state `s`. At a table shared with friends a takeback is a
 * request to the others, "Table" shows who is there (and the host's controls), and leaving the
 * table is not the end of its match; before its match starts there is nothing to hint, take
 * back, log or score. The bar is drawn with a view, and a view is shown only once its table is
 * heard of (connection.js): it is that table's from its first paint, never for a moment a match
 * on one device's. */
export const tableTerms = (s) => ({
  shared: !!s.table?.seats.some((seat) => seat.kind === "invited"),
  hints: !!s.table?.hints,
  started: !!s.table?.started,
});

/** This device only watches the table (it holds no seat and is not its host): it has no move
 * to hint, take back or play again, and no match to start anew, so the bar offers none; its
 * Rules and Log pause nobody (the server's rooms), so they do not say they do. */
export const watching = (s) => !!s.you && !s.you.host && !s.you.seats.length;

/** This device's Rules or Log keep the computer players waiting while open: it plays (it does
 * not only watch) and the match is still under way. Once it is over nothing is left to play,
 * so they say nothing of a pause. */
export const pausing = (s) => !watching(s) && !s.view?.over;

/** Draw the bar for state `s`; `on`: the toolbar's intents (intents.js, `chrome`). */
export function renderChrome(t, s, on) {
  $("brand").textContent = t.appTitle;
  if (s.screen === "replay") return; // the replay draws its own bar
  const info = $("match-info");
  const bar = $("toolbar");
  const inMatch = s.screen !== "start" && s.view;
  info.hidden = bar.hidden = !inMatch;
  if (!inMatch) return;
  const v = s.view;
  // said in the page's region for it (render.js, #away-live): a note put in the page with its
  // words already in it is not read out
  const away = s.live === "away" ? h("span", { class: "live-away" }, t.reconnecting) : null;
  info.replaceChildren(
    ...[h("span", { class: "title" }, t.games[v.variant]?.title || v.title), away].filter(Boolean),
  );
  // The toolbar is drawn again with the state; a keyboard user keeps focus on the same button
  // (by its key: its words change with the language).
  const focused = bar.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  const tool = (key, label, onclick, enabled = true, extra = {}) =>
    h(
      "button",
      { type: "button", "data-key": key, ...pressing(key, onclick, enabled, focused), ...extra },
      label,
    );
  // Undo and redo also from the handoff screen (Ctrl+Z works there too): the seat that just
  // played may take its move back before passing the device on.
  const playing = s.screen === "table" || s.screen === "reveal" || s.screen === "handoff";
  const unfolded = !!bar.querySelector(".more.open");
  const { shared, hints, started } = tableTerms(s);
  const playable = started && !watching(s); // a move of this device's to hint or take back
  const sound = s.prefs.sound;
  const tools = [
    playable
      ? tool("hint", t.hint, on.hint, hints && on.canHint(), hints ? {} : { title: t.hintsOffNote })
      : null,
    playable
      ? tool("undo", t.undo, on.undo, playing && v.can_undo, { "aria-keyshortcuts": "Control+Z" })
      : null,
    // The mute switch, at hand; the preference itself lives in the settings (prefs.js).
    h(
      "button",
      {
        type: "button",
        class: "sound-switch",
        "data-key": "sound",
        "aria-pressed": String(sound),
        title: t.prefs.sound.label,
        onclick: on.sound,
      },
      h("span", { class: "icon" }, speaker(sound)),
      h("span", { class: "word" }, t.prefs.sound.label),
    ),
  ];
  const rarer = [
    playable
      ? tool("redo", t.redo, on.redo, playing && v.can_redo, { "aria-keyshortcuts": "Control+Y" })
      : null,
    playable ? tool("restart", t.restart, on.restart, s.screen === "table" && v.can_restart) : null,
    tool("rules", t.rules, on.rules),
    started ? tool("log", t.log, on.log) : null,
    started ? tool("sheet", t.sheet, on.sheet) : null,
    tool("settings", t.settings, on.settings),
    shared ? tool("table", t.tableButton, on.table) : null,
    playable ? tool("newMatch", t.newMatch, on.newMatch) : null,
    // The start screen, the match kept (its list goes on with it): at a shared table, leaving it.
    shared ? tool("leave", t.leaveTable, on.leave) : tool("home", t.home, on.home),
  ];
  bar.replaceChildren(...tools.filter(Boolean), moreMenu(t.more, rarer.filter(Boolean), unfolded));
  closeUpWhenCrowded(bar);
  if (focused) bar.querySelector(`[data-key="${focused}"]`)?.focus();
}

/** How a button of the bar with the key `key` is pressed: `onclick`, when `enabled`. One that
 * cannot be used now is disabled, except the one with the focus (`focused`, the key of the
 * button focused as the bar is drawn again): it says it cannot be used (aria-disabled) but keeps
 * the focus, and a key pressed again on it does nothing. Disabled, it would drop the focus to
 * the table, where the same key does something else: Undo pressed a few times in a row back to
 * the start of the hand went on to pick a tile with the third Enter and play it with the fourth. */
function pressing(key, onclick, enabled, focused) {
  if (enabled) return { onclick };
  return key === focused ? { "aria-disabled": "true" } : { disabled: true };
}

/** Whether the items of the title bar take more than one row: one starts below another's end. */
function wrapped(topbar) {
  const boxes = [...topbar.children]
    .filter((el) => el.getClientRects().length)
    .map((el) => el.getBoundingClientRect());
  return boxes.some((a) => boxes.some((b) => a.top >= b.bottom - 1));
}

let watched = null;

/** On a screen wider than a phone's, the toolbar's buttons draw closer (app.css,
 * .toolbar.compact) when the toolbar, the game's name and the language menu would not keep to
 * one row: at a table with friends (two more buttons) or in a language of longer words. Every
 * button stays in sight. Looked at again when the window changes size. */
function closeUpWhenCrowded(bar) {
  const topbar = bar.parentElement;
  bar.classList.remove("compact");
  if (window.matchMedia("(min-width: 700px)").matches && wrapped(topbar))
    bar.classList.add("compact");
  if (watched) return;
  watched = new ResizeObserver(() => !bar.hidden && closeUpWhenCrowded(bar));
  watched.observe(topbar);
}
