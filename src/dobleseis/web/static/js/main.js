// The page's entry point: makes the one store (state.js), the commands over it (game.js), the
// player's intents (intents.js) and the render path (render.js), connects them, then goes on
// with this tab's match or shows the start screen. Modules import only downwards from here: none of them
// imports this one or another that imports it back.

import { api } from "./api.js";
import { $, say } from "./dom.js";
import { LANGUAGES, language } from "../i18n/index.js";
import { createGame } from "./game.js";
import { createIntents } from "./intents.js";
import { passWhenForced } from "./autopass.js";
import { followPace, paceOf } from "./pace.js";
import { languageMenu } from "./language.js";
import { setPref } from "./prefs.js";
import { createRenderer } from "./render.js";
import { acceptDrops } from "./saved.js";
import { DEFAULTS } from "./start.js";
import { followLook } from "./look.js";
import { followSounds } from "./sound.js";
import { followTurn } from "./attention.js";
import { createStore, initialState } from "./state.js";

/**
 * The page's words (`t`, with each game's rules panel): one object for the page's whole life,
 * handed once to every module that speaks. Choosing a language (the "lang" preference) refills
 * them with that language's words — every language has exactly the keys of en.js, so nothing of
 * the one before stays — and the render path, seeing `t.lang` change, draws everything again.
 * This rather than building the renderer, the game and the intents again: the game holds the
 * table's live connection and the commands under way, which a change of words must not touch;
 * and words that outlive a render (the banner, a notice) are kept as functions of `t`, so they
 * too are said again in the new language.
 */
const t = {};

function speak(code) {
  const chosen = language(code);
  if (t.lang === chosen.code) return;
  for (const key of Object.keys(t)) delete t[key];
  Object.assign(t, chosen.words);
  document.documentElement.lang = chosen.code;
  document.title = t.appTitle;
}

const store = createStore(initialState(DEFAULTS));
speak(store.get().prefs.lang);
const game = createGame({ store, api, t, say, pace: paceOf });
const intents = createIntents({ store, game, t });
const renderer = createRenderer(t, intents);
const showLanguage = languageMenu($("brand"), t, LANGUAGES, (code) => setPref(store, "lang", code));

// The words and the look change before anything is drawn with them (the line sizes its tiles by
// the look).
store.subscribe((s) => speak(s.prefs.lang));
followLook(store);
store.subscribe(renderer.render);
store.subscribe((s) => showLanguage(s.prefs.lang));
showLanguage(store.get().prefs.lang);
followPace(store, game.host);
passWhenForced(store, game.actAs, t);
followSounds(store);
followTurn(store, () => t);
intents.listen();
acceptDrops($("screen"), t, () => store.get().screen === "start", renderer.openFile);

game.queue(() => game.resume());
