// The settings panel: a control for each preference declared in PREFS (prefs.js), open from
// the start screen and the table. A yes/no preference is a checkbox, any other a group of
// radio buttons; the words come from `t.prefs[name]`: {label, help?, choices?}.

import { $, h } from "./dom.js";
import { PREFS } from "./prefs.js";

function control(t, name, value, set) {
  const words = t.prefs[name];
  const [, allowed] = PREFS[name];
  const help = words.help ? h("p", { class: "help", id: `pref-${name}-help` }, words.help) : null;
  const described = help ? { "aria-describedby": `pref-${name}-help` } : {};
  if (allowed.length === 2 && allowed.includes(true) && allowed.includes(false)) {
    return h(
      "div",
      { class: "field pref" },
      h(
        "label",
        {},
        h("input", {
          type: "checkbox",
          id: `pref-${name}`,
          checked: value,
          onchange: (e) => set(name, e.target.checked),
          ...described,
        }),
        " ",
        words.label,
      ),
      help,
    );
  }
  return h(
    "fieldset",
    { class: "field pref", ...described },
    h("legend", {}, words.label),
    allowed.map((choice) =>
      h(
        "label",
        // the languages' names are each in its own language
        { class: "choice", lang: name === "lang" ? choice : null },
        h("input", {
          type: "radio",
          name: `pref-${name}`,
          value: String(choice),
          checked: choice === value,
          onchange: () => set(name, choice),
        }),
        " ",
        words.choices[choice],
      ),
    ),
    help,
  );
}

// A control of the panel, the same one in the panel drawn again: a button or checkbox by its id,
// a radio button by its group and value.
const controlKey = (c) => c.id || (c.name && `${c.name}=${c.value}`);

/** Open the panel for preferences `prefs`; `set(name, value)` changes one. */
export function openSettings(t, prefs, set) {
  const dialog = $("settings-dialog");
  // Drawn again after each change (in a new language, say): the focus stays on the same control.
  const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
  const again = focused && controlKey(focused);
  dialog.replaceChildren(
    h(
      "div",
      { class: "panel-head" },
      h("h2", { id: "settings-title" }, t.settingsTitle),
      h("button", { type: "button", class: "close", onclick: () => dialog.close() }, t.close),
    ),
    h(
      "div",
      { class: "panel-body" },
      Object.keys(PREFS).map((name) => control(t, name, prefs[name], set)),
    ),
  );
  if (!dialog.open) dialog.showModal();
  if (again)
    [...dialog.querySelectorAll("button, input")].find((c) => controlKey(c) === again)?.focus();
}
