// The language menu in the title bar, beside the game's name, on every screen (start, table,
// replay): each language named in itself, so that a player finds their own whatever the page
// speaks now. Choosing one changes the "lang" preference (prefs.js); the page redraws in it.

import { h } from "./dom.js";

/** Put the menu just after `anchor`; `languages`: [{code, name}], `choose(code)` takes a choice
 * (a promise: its words may have to be fetched). Returns `show(code)`, which shows the language
 * spoken (and names the menu in it). */
export function languageMenu(anchor, t, languages, choose) {
  const label = h("label", { class: "visually-hidden", for: "language" });
  const select = h(
    "select",
    {
      id: "language",
      onchange: async () => {
        await choose(select.value);
        // Drawing the start screen again focuses its first field: the player stays here.
        select.focus();
      },
    },
    languages.map(({ code, name }) => h("option", { value: code, lang: code }, name)),
  );
  anchor.after(h("div", { class: "language" }, label, select));
  return (code) => {
    label.textContent = t.prefs.lang.label;
    select.value = code;
  };
}
