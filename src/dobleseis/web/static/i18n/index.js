// The client's languages, and which one a first visit speaks: the browser's preferred languages
// (navigator.languages) decide until the player chooses one (a preference, js/prefs.js). Every
// language module has exactly the keys of en.js (tests/i18n checks it), so the words of one can
// replace those of another whole. A player reads one language, so each module (some 70 KB) is
// fetched only when the page speaks it (`wordsOf`); the languages' names, which the menu shows
// whatever the page speaks, are in shared.js.

import { NAMES } from "./shared.js";

/** Each language's module, imported when its words are first asked for: a function per
 * language, each naming its file, so that none is fetched with this module. */
const MODULES = {
  en: () => import("./en.js"),
  es: () => import("./es.js"),
  ht: () => import("./ht.js"),
  fr: () => import("./fr.js"),
  tl: () => import("./tl.js"),
  tr: () => import("./tr.js"),
};

/** Every language: its code (BCP 47, as `<html lang>` takes it) and its name in itself. */
export const LANGUAGES = Object.keys(MODULES).map((code) => ({ code, name: NAMES[code] }));

export const CODES = LANGUAGES.map((l) => l.code);

// Filipino (fil) is standard Tagalog: a browser set to it gets the Tagalog table.
const ALIASES = { fil: "tl" };

/** The language for `preferred` (BCP 47 tags, most wanted first): the first whose language we
 * have, by its primary subtag (es-PR → es); else English. */
export function pick(preferred) {
  for (const tag of preferred || []) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    const code = ALIASES[primary] || primary;
    if (CODES.includes(code)) return code;
  }
  return "en";
}

/** How many times each language's module could not be fetched, by code. */
const refused = {};

/** The words of the language `code` (English for a code we do not have), once its module is
 * in: a promise, refused when the module cannot be fetched (offline). The browser fetches each
 * module once, however often its words are asked for. A browser may also keep a module's
 * failure for the page's life (the module map, as HTML long said; Chromium 150 does), so once a
 * language was refused it is asked for again under a URL of its own each time (`?again=n`),
 * which the browser has not seen fail: the words come as soon as the network is back. */
export async function wordsOf(code) {
  const found = CODES.includes(code) ? code : "en";
  const again = refused[found];
  try {
    const module = again ? await import(`./${found}.js?again=${again}`) : await MODULES[found]();
    return module[found];
  } catch (error) {
    refused[found] = (again || 0) + 1;
    throw error;
  }
}
