// The native <dialog> panels: the rules of the current game, the log of the match, and the
// confirmation before leaving a match. The rules and the log pause the computer players (the
// server's computers wait while they are open, RULES.md §1.9; people may still play), and say
// so on a sign at their top — except on a device that only watches, whose panels pause nobody,
// and once the match is over (a panel left open as it ends loses its sign, render.js). An open
// log is drawn again in place as the match moves on under it (logpanel.js asks for it).

import { h, $, keepWhole } from "./dom.js";
import { resultWords, scoreChangeWords } from "./narrate.js";
import { framePanel, redrawPanel } from "./panelframe.js";
import { sides } from "./teams.js";

/** The rules of `variant`; `paused`: this device's panel pauses the computers (says so). */
export function openRules(t, variant, paused = true) {
  const dialog = $("rules-dialog");
  const sections = [...t.games[variant].rules, t.atTable].map((s) =>
    h(
      "section",
      {},
      h("h3", {}, s.title),
      h(
        "ul",
        {},
        s.items.map((i) => h("li", {}, keepWhole(i))),
      ),
    ),
  );
  framePanel(dialog, "rules-title", t.rulesTitle(t.games[variant].title), sections, t, paused);
  dialog.showModal();
}

/** Log entry `e` as its words take it: each seat it names (who acted, who leads, who opens)
 * as `side` names it (teams.js). */
export function namedEntry(e, side) {
  const named = { ...e };
  for (const key of ["seat", "leader", "opener"])
    if (typeof e[key] === "number") named[key] = side.seat(e[key]);
  return named;
}

/** One log entry in words: a hand's result says what happened, the score change, the match's
 * winner once there is one, and the tiles each seat had left. */
function logLine(t, variant, e, side) {
  if (e.kind !== "result") return t.logged[e.kind](namedEntry(e, side));
  const r = e.result;
  const words = [...resultWords(t, variant, r, side), scoreChangeWords(t, r, side)];
  if (e.winner) words.push(t.matchWinner(side.of(e.winner)));
  return t.logged.result(words, r.hands, [1, 2, 3, 4].map(side.seat));
}

/** The log of a `variant` match, the teams named from the viewer's `side` (teams.js);
 * `download(status)` saves the record or says in `status` why it cannot; null: the record is
 * kept back until the match is over, which is said instead; `paused`: this device's panel
 * pauses the computers (says so). Opened with its newest entry in sight. */
export function openLog(t, entries, variant, download, side = sides(null), paused = true) {
  const dialog = $("log-dialog");
  const status = h("p", { class: "row-status", role: "status" });
  const body = logBody(t, entries, variant, download, side, status);
  framePanel(dialog, "log-title", t.logTitle, body, t, paused);
  dialog.showModal();
  newestEntry(dialog)?.scrollIntoView({ block: "nearest" });
}

/** The open log drawn again in place, as the match moved on under it (logpanel.js; the same
 * arguments as openLog). The reader keeps their place: the focused button stays focused
 * (redrawPanel); one who was at the bottom, the newest entry in sight, is kept there, with the
 * entries just added; one scrolled up to read an earlier hand is not moved. The status line
 * stays, so that what a download said (or is about to say) is not lost with it. */
export function redrawLog(t, entries, variant, download, side, paused) {
  const dialog = $("log-dialog");
  const atBottom = sawNewest(dialog);
  const top = dialog.scrollTop;
  const status =
    dialog.querySelector(".row-status") ?? h("p", { class: "row-status", role: "status" });
  const body = logBody(t, entries, variant, download, side, status);
  redrawPanel(dialog, "log-title", t.logTitle, body, t, paused);
  if (atBottom) newestEntry(dialog)?.scrollIntoView({ block: "nearest" });
  else dialog.scrollTop = top;
}

/** The log's body: its entries hand by hand, then the record's download (or why it is kept
 * back), then `status`, where the download says how it went. */
function logBody(t, entries, variant, download, side, status) {
  const byHand = new Map();
  for (const e of entries) {
    if (!byHand.has(e.hand)) byHand.set(e.hand, []);
    byHand.get(e.hand).push(e);
  }
  const hands = [...byHand].map(([hand, list]) =>
    h(
      "section",
      {},
      h("h3", {}, t.logHand(hand)),
      h(
        "ol",
        { class: "log" },
        list.map((e) =>
          h("li", { class: `log-${e.kind}` }, keepWhole(logLine(t, variant, e, side))),
        ),
      ),
    ),
  );
  const saving = download
    ? h("p", {}, h("button", { type: "button", onclick: () => download(status) }, t.downloadRecord))
    : h("p", { class: "note record-later" }, t.recordSecret);
  return [entries.length ? hands : h("p", {}, t.logEmpty), saving, status];
}

/** The newest entry of the log drawn in `dialog`, if it has any. */
const newestEntry = (dialog) => [...dialog.querySelectorAll("ol.log > li")].at(-1);

/** Whether the reader of the log in `dialog` is at its bottom: its newest entry wholly in sight
 * (as it is opened), or none to see. */
function sawNewest(dialog) {
  const entry = newestEntry(dialog);
  return (
    !entry || entry.getBoundingClientRect().bottom <= dialog.getBoundingClientRect().bottom + 2
  );
}

/** Ask before a new match while this one goes on; `onYes` runs if the player confirms. On this
 * device alone (`stops` null) the match is kept to go on with later; at a table shared with
 * others it stops there for everyone, at its score (`stops`: the teams as the score names them
 * and their points), and is kept only to replay. */
export function confirmNew(t, stops, onYes) {
  const text = stops ? t.confirmNewSharedText(...stops) : t.confirmNewText;
  confirm(t, t.confirmNewTitle, text, t.confirmNewYes, onYes);
}

/** Ask before something that cannot be undone; `onYes` runs if the player confirms. */
export function confirm(t, title, text, yes, onYes) {
  ask(t, title, text, [{ label: yes, run: onYes }]);
}

/** Ask `title` (`text` says why) with a button for each of `answers` ({label, run}, the first
 * the one suggested) and Cancel; the answer chosen `run`s once the dialog is closed. */
export function ask(t, title, text, answers) {
  const dialog = $("confirm-dialog");
  const answer = ({ label, run }, i) => {
    const chosen = () => {
      dialog.close();
      run();
    };
    return h("button", { type: "button", class: i === 0 && "primary", onclick: chosen }, label);
  };
  dialog.replaceChildren(
    h("h2", { id: "confirm-title" }, title),
    h("p", {}, text),
    h(
      "div",
      { class: "hint-buttons" },
      answers.map(answer),
      h("button", { type: "button", onclick: () => dialog.close() }, t.cancel),
    ),
  );
  dialog.showModal();
}
