// The page's words (`t`, main.js): the language it speaks on arriving, fetched as early as the
// page can, and a language chosen later, fetched before the page speaks it. Each language is a
// module of its own (i18n/index.js), fetched only when spoken: a player reads one.

import { wordsOf } from "../i18n/index.js";
import { loadPrefs, setPref } from "./prefs.js";

/** The words of the language the page speaks on arriving: a promise, made as this module runs.
 * index.html runs it on its own, as soon as it and the two modules it imports are in, so that
 * the language's module comes down alongside the page's other modules, not after them all
 * (main.js draws nothing before it). */
export const firstWords = wordsOf(loadPrefs().lang);

/** Make `t` say `words`, a language's words whole (every language has the keys of en.js, so
 * nothing of the one before stays), and name the page in it; nothing for the language spoken. */
export function speak(t, words) {
  if (t.lang === words.lang) return;
  for (const key of Object.keys(t)) delete t[key];
  Object.assign(t, words);
  document.documentElement.lang = t.lang;
  document.title = t.appTitle;
}

/** `choose(code)`: the player's choice of a language, from the menu or the settings. Its words
 * are fetched first (the first time), meanwhile the page goes on in the language it speaks —
 * no key, no word of another language shown; then `t` says them and the "lang" preference
 * changes, which draws the page again in them. A language that cannot be fetched (offline) is
 * said in the banner, in the language spoken, which stays. One refused because the server's
 * client is of a newer version than the page's (an upgrade while the page was open: its URL
 * under the old version is gone, web/files.py) is remembered, and the page loads itself again,
 * in the new version and that language. Of two choices made quickly, the last counts, whichever
 * language comes first. Resolves once the choice is made or refused. */
export function languageChooser({ store, t, banner }) {
  let wanted = null;
  let refusal = null; // the banner saying a language could not be fetched, while shown

  return async function choose(code) {
    wanted = code;
    let words;
    try {
      words = await wordsOf(code);
    } catch {
      if (wanted !== code) return;
      if (await outdated(code)) {
        setPref(store, "lang", code);
        location.reload();
        return;
      }
      refusal = () => t.languageUnreachable(t.prefs.lang.choices[code]);
      banner(refusal);
      return;
    }
    if (wanted !== code) return;
    speak(t, words);
    setPref(store, "lang", code);
    if (store.get().banner === refusal) banner("");
  };
}

/** Whether the words of `code` were refused because the page is of a version the server has
 * no more: the server says its file under the page's version is not found (404), where a
 * network that failed says nothing. */
async function outdated(code) {
  try {
    const asked = await fetch(new URL(`../i18n/${code}.js`, import.meta.url), { method: "HEAD" });
    return asked.status === 404;
  } catch {
    return false;
  }
}
