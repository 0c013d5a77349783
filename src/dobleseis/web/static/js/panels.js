// The native <dialog> panels: the rules of the current game, the log of the match, and the
// confirmation before leaving a match. The rules and the log pause the computer players (the
// server's computers wait while they are open, RULES.md §1.9; people may still play), and say
// so on a sign at their top — except on a device that only watches, whose panels pause nobody,
// and once the match is over (a panel left open as it ends loses its sign, render.js).

import { h, $, keepWhole } from "./dom.js";
import { resultWords, scoreChangeWords } from "./narrate.js";
import { framePanel } from "./panelframe.js";
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
 * pauses the computers (says so). */
export function openLog(t, entries, variant, download, side = sides(null), paused = true) {
  const dialog = $("log-dialog");
  const byHand = new Map();
  for (const e of entries) {
    if (!byHand.has(e.hand)) byHand.set(e.hand, []);
    byHand.get(e.hand).push(e);
  }
  const body = entries.length
    ? [...byHand].map(([hand, list]) =>
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
      )
    : h("p", {}, t.logEmpty);
  const status = h("p", { class: "row-status", role: "status" });
  const saving = download
    ? h("p", {}, h("button", { type: "button", onclick: () => download(status) }, t.downloadRecord))
    : h("p", { class: "note record-later" }, t.recordSecret);
  framePanel(dialog, "log-title", t.logTitle, [body, saving, status], t, paused);
  dialog.showModal();
  const list = dialog.querySelectorAll("ol.log");
  if (list.length) list[list.length - 1].lastElementChild?.scrollIntoView({ block: "nearest" });
}

/** Ask before leaving the match; `onYes` runs if the player confirms. */
export function confirmNew(t, onYes) {
  confirm(t, t.confirmNewTitle, t.confirmNewText, t.confirmNewYes, onYes);
}

/** Ask before something that cannot be undone; `onYes` runs if the player confirms. */
export function confirm(t, title, text, yes, onYes) {
  const dialog = $("confirm-dialog");
  dialog.replaceChildren(
    h("h2", { id: "confirm-title" }, title),
    h("p", {}, text),
    h(
      "div",
      { class: "hint-buttons" },
      h(
        "button",
        {
          type: "button",
          class: "primary",
          onclick: () => {
            dialog.close();
            onYes();
          },
        },
        yes,
      ),
      h("button", { type: "button", onclick: () => dialog.close() }, t.cancel),
    ),
  );
  dialog.showModal();
}
