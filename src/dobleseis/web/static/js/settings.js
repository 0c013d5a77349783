// The settings panel: this device's player (name and avatar, changed in the player panel,
// profilepanel.js, which also moves it to another device), then a control for each preference
// declared in PREFS (prefs.js), open from the start screen and the table. A yes/no preference
// is a checkbox, any other a group of radio buttons; the words come from `t.prefs[name]`:
// {label, help?, choices?}.

import { $, h } from "./dom.js";
import { framePanel } from "./panelframe.js";
import { playerTag } from "./playnow.js";
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
        { class: "pref-check" },
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

/** This device's player `profile` (or null, none yet), with the buttons that open the player
 * panel: `on.profile()` to make or change it, `on.move()` for the link that moves it. */
function yourPlayer(t, profile, on) {
  const a = t.anyone;
  return h(
    "section",
    { class: "settings-player", "aria-labelledby": "settings-player-title" },
    h("h3", { id: "settings-player-title" }, a.profileTitle),
    h(
      "p",
      { class: "me-row" },
      profile ? playerTag(profile.avatar, profile.name) : h("span", {}, a.noProfile),
    ),
    h(
      "div",
      { class: "row-buttons" },
      h(
        "button",
        { type: "button", id: "settings-profile", onclick: on.profile },
        profile ? a.changeProfile : a.makeProfile,
      ),
      profile
        ? h("button", { type: "button", id: "settings-move", onclick: on.move }, a.moveOpen)
        : null,
    ),
  );
}

// A control of the panel, the same one in the panel drawn again: a button or checkbox by its id,
// a radio button by its group and value.
const controlKey = (c) => c.id || (c.name && `${c.name}=${c.value}`);

/** Open the panel for the state `s` (its `prefs` and `profile`); `on`: {set(name, value),
 * which changes a preference, profile(), move()}. */
export function openSettings(t, s, on) {
  const dialog = $("settings-dialog");
  // Drawn again after each change (in a new language, say): the focus stays on the same control.
  const focused = dialog.contains(document.activeElement) ? document.activeElement : null;
  const again = focused && controlKey(focused);
  const controls = Object.keys(PREFS).map((name) => control(t, name, s.prefs[name], on.set));
  framePanel(
    dialog,
    "settings-title",
    t.settingsTitle,
    [yourPlayer(t, s.profile, on), controls],
    t,
  );
  if (!dialog.open) dialog.showModal();
  if (again)
    [...dialog.querySelectorAll("button, input")].find((c) => controlKey(c) === again)?.focus();
}
