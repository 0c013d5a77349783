// The page's entry point: listens on the whole page (the player's keys, the banner, files dropped
// on the start screen, panels closing), then goes on with this tab's match or shows the start
// screen. The work is done by flow.js (commands and which screen shows), input.js (the player's
// intents), chrome.js (the title bar and toolbar) and lobby.js (the start screen and replays);
// the state they share is in state.js.

import { $ } from "./dom.js";
import { t } from "../i18n/index.js";
import { acceptDrops } from "./saved.js";
import { S, SAVED } from "./state.js";
import { pump, queue, render, resume, showBanner } from "./flow.js";
import { listenToPage } from "./input.js";
import { showStart, startReplay } from "./lobby.js";
import { mountLanguageMenu } from "../i18n/menu.js";

listenToPage();

$("banner").addEventListener("click", () => showBanner(""));
acceptDrops($("screen"), t, () => S.screen === "start" && S.openFile, (file) => S.openFile(file));

for (const dialog of document.querySelectorAll("dialog")) dialog.addEventListener("close", () => pump());

queue(resume);
// A new language redraws the screen showing; the match, its view and the selection stay.
mountLanguageMenu($("brand"), () => {
  if (S.screen === "start") return showStart(false);
  if (!S.replay) return render();
  const { replay, step, temporary } = JSON.parse(sessionStorage.getItem(SAVED));
  S.replay.close();
  startReplay(replay, step, temporary);
});
document.documentElement.lang = t.lang;
document.title = t.appTitle;
