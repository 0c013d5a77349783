// The page's entry point: listens on the whole page (the player's keys, the banner, files dropped
// on the start screen, panels closing), then goes on with this tab's match or shows the start
// screen. The work is done by flow.js (commands and which screen shows), input.js (the player's
// intents), chrome.js (the title bar and toolbar) and lobby.js (the start screen and replays);
// the state they share is in state.js.

import { $ } from "./dom.js";
import { en as t } from "../i18n/en.js";
import { acceptDrops } from "./saved.js";
import { S } from "./state.js";
import { pump, queue, resume, showBanner } from "./flow.js";
import { listenToPage } from "./input.js";

listenToPage();

$("banner").addEventListener("click", () => showBanner(""));
acceptDrops($("screen"), t, () => S.screen === "start" && S.openFile, (file) => S.openFile(file));

for (const dialog of document.querySelectorAll("dialog")) dialog.addEventListener("close", () => pump());

queue(resume);
document.documentElement.lang = t.lang;
document.title = t.appTitle;
