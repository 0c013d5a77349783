// The client's languages, and which one a first visit speaks: the browser's preferred languages
// (navigator.languages) decide until the player chooses one (a preference, js/prefs.js). Every
// language module has exactly the keys of en.js (tests/i18n checks it), so the words of one can
// replace those of another whole.

import { en } from "./en.js";
import { es } from "./es.js";
import { ht } from "./ht.js";
import { fr } from "./fr.js";
import { tl } from "./tl.js";
import { tr } from "./tr.js";
import { NAMES } from "./shared.js";

/** Every language: its code (BCP 47, as `<html lang>` takes it), its name in itself and its
 * words. */
export const LANGUAGES = [
  { code: "en", words: en },
  { code: "es", words: es },
  { code: "ht", words: ht },
  { code: "fr", words: fr },
  { code: "tl", words: tl },
  { code: "tr", words: tr },
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
