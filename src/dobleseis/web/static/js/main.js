// The page's entry point: makes the one store (state.js), the commands over it (game.js), the
// player's intents (intents.js) and the render path (render.js), connects them, then goes on
// with this tab's match or shows the start screen. Modules import only downwards from here: none
// of them imports this one or another that imports it back.

import { api } from "./api.js";
import { $, livePage, livePageIs, say } from "./dom.js";
import { LANGUAGES } from "../i18n/index.js";
import { createGame } from "./game.js";
import { createIntents } from "./intents.js";
import { passWhenForced } from "./autopass.js";
import { followPace, paceOf } from "./pace.js";
import { languageMenu } from "./language.js";
import { createRenderer } from "./render.js";
import { acceptDrops } from "./saved.js";
import { DEFAULTS } from "./start.js";
import { followLook } from "./look.js";
import { followSounds } from "./sound.js";
import { followTurn } from "./attention.js";
import { followBack } from "./back.js";
import { createStore, initialState, pageOf } from "./state.js";
import { firstWords, languageChooser, speak } from "./words.js";

/**
 * The page's words (`t`, with each game's rules panel): one object for the page's whole life,
 * handed once to every module that speaks. Choosing a language (words.js) refills them with
 * that language's words, then changes the "lang" preference; the render path, seeing `t.lang`
 * change, draws everything again. This rather than building the renderer, the game and the
 * intents again: the game holds the table's live connection and the commands under way, which a
 * change of words must not touch; and words that outlive a render (the banner, a notice) are
 * kept as functions of `t`, so they too are said again in the new language. Nothing is drawn
 * before the first language's words are in.
 */
const t = {};
// without them the page cannot start: it loads itself again (index.html)
firstWords.catch(() => dispatchEvent(new Event("dobleseis:cannot-start")));
speak(t, await firstWords);

const store = createStore(initialState(DEFAULTS));
const game = createGame({ store, api, t, say, pace: paceOf });
const chooseLanguage = languageChooser({ store, t, banner: game.banner });
const intents = createIntents({ store, game, t, chooseLanguage });
const renderer = createRenderer(t, intents);
const showLanguage = languageMenu($("brand"), t, LANGUAGES, chooseLanguage);

// The look changes before anything is drawn with it (the line sizes its tiles by the look).
followLook(store);
store.subscribe(renderer.render);
// What the live regions said stays with the page, and the language, it was said on.
livePage(() => pageOf(store.get(), t.lang));
store.subscribe((s) => livePageIs(pageOf(s, t.lang)));
store.subscribe((s) => showLanguage(s.prefs.lang));
showLanguage(store.get().prefs.lang);
followPace(store, game.host);
passWhenForced(store, game.actAs, t);
followSounds(store);
followTurn(store, () => t);
intents.listen();
followBack(store, intents.back);
acceptDrops($("screen"), t, () => store.get().screen === "start", renderer.openFile);

game.queue(() => game.resume());
dispatchEvent(new Event("dobleseis:started")); // a later failure in this tab waits 1 s again
