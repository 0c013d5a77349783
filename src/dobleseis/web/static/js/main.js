// The page's entry point: makes the one store, the commands over it (game.js), the player's
// intents (intents.js) and the render path (render.js), connects them, then goes on with this
// tab's match or shows the start screen. Modules import only downwards from here: none of them
// imports this one or another that imports it back.

import { api } from "./api.js";
import { $, reducedMotion, say } from "./dom.js";
import { en as t, rules } from "../i18n/en.js";
import { createGame, initialState } from "./game.js";
import { createIntents } from "./intents.js";
import { createRenderer } from "./render.js";
import { acceptDrops } from "./saved.js";
import { DEFAULTS } from "./start.js";
import { createStore } from "./store.js";

const params = new URLSearchParams(location.search);
const PACE_MS = params.has("pace") ? Number(params.get("pace")) : 850;

const store = createStore(initialState(DEFAULTS));
const game = createGame({ store, api, t, say, pace: () => (reducedMotion() ? 0 : PACE_MS) });
const intents = createIntents({ store, game, t, rules });
const renderer = createRenderer(t, intents);

store.subscribe(renderer.render);
intents.listen();
acceptDrops($("screen"), t, () => store.get().screen === "start", renderer.openFile);

document.documentElement.lang = t.lang;
document.title = t.appTitle;
game.queue(() => game.resume());
