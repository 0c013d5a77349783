// The client's languages, and which one a first visit speaks: the browser's preferred languages
// (navigator.languages) decide until the player chooses one (a preference, js/prefs.js). Every
// language module has exactly the keys of en.js (tests/i18n checks it), so the words of one can
// replace those of another whole.

import { en, rules as enRules } from "./en.js";
import { es, rules as esRules } from "./es.js";
import { ht, rules as htRules } from "./ht.js";
import { fr, rules as frRules } from "./fr.js";
import { tl, rules as tlRules } from "./tl.js";
import { tr, rules as trRules } from "./tr.js";
import { NAMES } from "./shared.js";

/** Every language: its code (BCP 47, as `<html lang>` takes it), its name in itself, its words
 * and its rules panel. */
export const LANGUAGES = [
  { code: "en", words: en, rules: enRules },
  { code: "es", words: es, rules: esRules },
  { code: "ht", words: ht, rules: htRules },
  { code: "fr", words: fr, rules: frRules },
  { code: "tl", words: tl, rules: tlRules },
  { code: "tr", words: tr, rules: trRules },
].map((l) => ({ ...l, name: NAMES[l.code] }));

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

/** The language `code`, English for a code we do not have. */
export const language = (code) => LANGUAGES.find((l) => l.code === code) || LANGUAGES[0];
