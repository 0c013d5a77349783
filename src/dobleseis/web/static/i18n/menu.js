// The language menu in the title bar, on every screen: each language named in itself. Choosing
// one calls `rerender()`, which draws the current screen again in it; the match is not touched.
// The menu lives outside #screen, so it survives those renders and keeps the focus; a form the
// player was filling in (the start screen's) keeps what they chose but had not sent.

import { LANGUAGES, language, setLanguage, t } from "./index.js";

/** Put the menu just after `anchor` (the game's name in the title bar). */
export function mountLanguageMenu(anchor, rerender) {
  const box = document.createElement("div");
  box.className = "language";
  const label = document.createElement("label");
  label.className = "visually-hidden";
  label.htmlFor = "language";
  const select = document.createElement("select");
  select.id = "language";
  for (const { code, name } of LANGUAGES) {
    const option = new Option(name, code, false, code === language);
    option.lang = code;
    select.append(option);
  }
  const speak = () => {
    label.textContent = t.language;
    select.value = language;
  };
  select.addEventListener("change", () => {
    setLanguage(select.value);
    speak();
    keepingFields(rerender);
    select.focus(); // a render may move the focus (the start screen focuses its first field)
  });
  speak();
  box.append(label, select);
  anchor.after(box);
}

const FIELDS = "#screen form input:not([type=file]), #screen form select";

function keepingFields(redraw) {
  const keyOf = (f) => (f.type === "radio" ? `${f.name}=${f.value}` : f.id || f.name);
  const valueOf = (f) => (f.type === "radio" ? f.checked : f.value);
  const kept = new Map([...document.querySelectorAll(FIELDS)].map((f) => [keyOf(f), valueOf(f)]));
  redraw();
  for (const f of document.querySelectorAll(FIELDS)) {
    const k = keyOf(f);
    if (!kept.has(k)) continue;
    if (f.type === "radio") f.checked = kept.get(k);
    else f.value = kept.get(k);
  }
}
