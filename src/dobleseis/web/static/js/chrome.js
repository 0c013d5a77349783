// The bar above the table during a match: the game's name, its seed (with a Copy button) and the
// toolbar (hint, undo, redo, restart, rules, log, new match). The start screen hides it; a replay
// draws its own (replay.js).

import { api } from "./api.js";
import { $, h } from "./dom.js";
import { t, rules } from "../i18n/index.js";
import { confirmNew, openLog, openRules } from "./panels.js";
import { downloadRecord } from "./saved.js";
import { S } from "./state.js";
import { queue, say } from "./flow.js";
import { askHint, canAct, timeline } from "./input.js";
import { showStart } from "./lobby.js";

export function renderChrome() {
  $("brand").textContent = t.appTitle;
  const info = $("match-info");
  const bar = $("toolbar");
  const inMatch = S.screen !== "start" && S.view;
  info.hidden = bar.hidden = !inMatch;
  if (!inMatch) return;
  const v = S.view;
  const seedText = v.seed === null || v.seed === undefined ? null : String(v.seed);
  info.replaceChildren(
    h("span", { class: "title" }, t.variants[v.variant] || v.title),
    seedText === null
      ? h("span", { class: "seed", title: t.seedSecretHelp }, t.seedSecret)
      : h(
          "span",
          { class: "seed" },
          h("label", { for: "seed-code" }, t.seedShown("")),
          h("input", { id: "seed-code", readonly: true, value: seedText, size: Math.max(4, seedText.length), onfocus: (e) => e.target.select() }),
          h("button", { type: "button", class: "small", onclick: () => copySeed(seedText) }, t.copySeed),
        ),
  );
  const tool = (label, onclick, enabled = true, extra = {}) =>
    h("button", { type: "button", onclick, disabled: !enabled, ...extra }, label);
  // Undo and redo also from the handoff screen (Ctrl+Z works there too): the seat that just
  // played may take its move back before passing the device on.
  const playing = S.screen === "table" || S.screen === "reveal" || S.screen === "handoff";
  // The toolbar is rebuilt on every render; a keyboard user keeps focus on the same button.
  const focused = bar.contains(document.activeElement) ? document.activeElement.textContent : null;
  bar.replaceChildren(
    tool(t.hint, askHint, canAct()),
    tool(t.undo, () => timeline("undo"), playing && v.can_undo, { "aria-keyshortcuts": "Control+Z" }),
    tool(t.redo, () => timeline("redo"), playing && v.can_redo, { "aria-keyshortcuts": "Control+Y" }),
    tool(t.restart, () => timeline("restart"), S.screen === "table" && v.can_restart),
    tool(t.rules, () => { clearTimeout(S.timer); openRules(t, rules, v.variant); }),
    tool(t.log, showLog),
    tool(t.newMatch, () => confirmNew(t, showStart)),
  );
  if (focused) [...bar.children].find((b) => b.textContent === focused)?.focus();
}

function showLog() {
  clearTimeout(S.timer);
  queue(async () => {
    const { entries } = await api.log(S.id);
    openLog(t, entries, S.view.variant, (status) => downloadRecord(t, S.id, S.view.variant, status));
  });
}

async function copySeed(text) {
  try {
    await navigator.clipboard.writeText(text);
    say(t.copied);
  } catch {
    $("seed-code").select();
  }
}
