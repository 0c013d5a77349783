// Which language the table speaks. The first visit follows the browser's preferred languages
// (navigator.languages); a language chosen from the menu is remembered in localStorage. The
// other modules take `t` (the words) and `rules` (the rules panel) from here: each is one object
// for the page's whole life that reads the chosen language on every use, so a module may keep it
// or be handed it once; after `setLanguage` the next render speaks the new language, and nothing
// else changes — a switch mid-match only re-renders.

import { en, rules as enRules } from "./en.js";
import { es, rules as esRules } from "./es.js";
import { ht, rules as htRules } from "./ht.js";
import { fr, rules as frRules } from "./fr.js";
import { tl, rules as tlRules } from "./tl.js";
import { tr, rules as trRules } from "./tr.js";

/** Every language, each named in itself (the menu shows these names, whatever the language). */
export const LANGUAGES = [
  { code: "en", name: "English", words: en, rules: enRules },
  { code: "es", name: "Español", words: es, rules: esRules },
  { code: "ht", name: "Kreyòl ayisyen", words: ht, rules: htRules },
  { code: "fr", name: "Français", words: fr, rules: frRules },
  { code: "tl", name: "Tagalog", words: tl, rules: tlRules },
  { code: "tr", name: "Türkçe", words: tr, rules: trRules },
];

export const STORE = "dobleseis.language";
// Filipino (fil) is standard Tagalog: a browser set to it gets the Tagalog table.
const ALIASES = { fil: "tl" };

/** The language for `preferred` (BCP 47 tags, most wanted first) unless `stored` names one:
 * the first preferred tag whose language we have, by its primary subtag; else English. */
export function pick(preferred, stored) {
  const known = (code) => LANGUAGES.some((l) => l.code === code);
  if (known(stored)) return stored;
  for (const tag of preferred || []) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    const code = ALIASES[primary] || primary;
    if (known(code)) return code;
  }
  return "en";
}

let chosen = LANGUAGES[0];
export let language = "en";

/** An object that reads, on every use, what `now()` gives: the chosen language's. */
function following(now) {
  return new Proxy({}, {
    get: (_, key) => now()[key],
    has: (_, key) => key in now(),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(now(), key);
      return found && { ...found, configurable: true };
    },
  });
}

export const t = following(() => chosen.words);
export const rules = following(() => chosen.rules);

function stored() {
  try {
    return globalThis.localStorage?.getItem(STORE) ?? null;
  } catch {
    return null; // storage refused (a private window, say): the browser's languages decide
  }
}

/** Speak `code` from now on; `keep`: remember it for the next visits (a choice from the menu). */
export function setLanguage(code, keep = true) {
  chosen = LANGUAGES.find((l) => l.code === code) || LANGUAGES[0];
  language = chosen.code;
  if (globalThis.document) {
    document.documentElement.lang = chosen.code;
    document.title = t.appTitle;
  }
  if (!keep) return;
  try {
    globalThis.localStorage?.setItem(STORE, chosen.code);
  } catch {
    // not remembered, but this page still speaks it
  }
}

setLanguage(pick(globalThis.navigator?.languages, stored()), false);
