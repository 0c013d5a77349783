// The player panel: this device's name and avatar for public play (made on first use, changed
// at any time), and the one-time link or QR code that moves the player to another device.

import { avatarOf, initial } from "./avatar.js";
import { $, h, markError } from "./dom.js";
import { framePanel } from "./panelframe.js";
import { qrImage } from "./online.js";

/** The avatars to choose from, each a radio button of the group "avatar". */
function avatarChoice(t, avatars, chosen, name) {
  return h(
    "fieldset",
    { class: "avatars" },
    h("legend", {}, t.anyone.avatar),
    avatars.map((a) =>
      h(
        "label",
        { class: "avatar-pick", title: t.anyone.avatarNamed(a) },
        h("input", {
          type: "radio",
          name: "avatar",
          value: a,
          checked: a === chosen,
          "aria-label": t.anyone.avatarNamed(a),
        }),
        avatarOf(a, name),
      ),
    ),
  );
}

/** The link that moves the player: asked for, then shown with Copy and its QR code. */
function moving(t, link, on) {
  if (!link)
    return h(
      "section",
      { class: "move-profile", "aria-labelledby": "move-heading" },
      h("h3", { id: "move-heading" }, t.anyone.moveHeading),
      h("p", {}, t.anyone.moveHelp),
      h("button", { type: "button", onclick: on.move }, t.anyone.moveButton),
    );
  return h(
    "section",
    { class: "move-profile", "aria-labelledby": "move-heading" },
    h("h3", { id: "move-heading" }, t.anyone.moveHeading),
    h("p", {}, t.anyone.moveLinkHelp),
    h(
      "div",
      { class: "copy-row" },
      h("label", { for: "profile-link", class: "visually-hidden" }, t.anyone.moveLink),
      h("input", {
        id: "profile-link",
        readonly: true,
        value: link.link,
        class: "mono",
        onfocus: (e) => e.target.select(),
      }),
      h(
        "button",
        {
          type: "button",
          class: "small",
          onclick: () => on.copy(link.link, t.linkCopied, "profile-link"),
        },
        t.copyLink,
      ),
    ),
    link.qr_svg ? qrImage(link.qr_svg, t.anyone.moveQr) : null,
  );
}

/** Draw and open the panel for the state `s` ({profile, profileEdit, profileLink, catalog});
 * `on`: {save(name, avatar, refused(words, code)), move(), close(), copy}: `refused` says in the
 * panel why the server would not save it. */
export function openProfile(t, s, on) {
  const dialog = $("profile-dialog");
  const profile = s.profile;
  const avatars = s.catalog?.avatars || [];
  const name = h("input", {
    id: "profile-name",
    name: "name",
    required: true,
    maxlength: 24,
    autocomplete: "nickname",
    value: profile?.name || "",
    "aria-describedby": "profile-name-help",
    // the coloured discs show the initial of the name as it is typed
    oninput: () => {
      for (const letter of dialog.querySelectorAll(".avatar-initial text"))
        letter.textContent = initial(name.value);
    },
  });
  const error = h("p", { class: "form-error", role: "alert", id: "profile-error" });
  const form = h(
    "form",
    // the panel's own words for a missing name, not the browser's bubble (in the browser's
    // language, gone in a few seconds)
    { class: "profile-form", "aria-labelledby": "profile-title", novalidate: true },
    h("p", {}, t.anyone.profileHelp),
    h(
      "div",
      { class: "field" },
      h("label", { for: "profile-name" }, t.anyone.name),
      name,
      h("small", { id: "profile-name-help" }, t.anyone.nameHelp),
    ),
    avatarChoice(t, avatars, profile?.avatar || avatars[0], profile?.name),
    error,
    h(
      "button",
      { type: "submit", class: "primary" },
      s.profileEdit?.then ? t.anyone.saveAndPlay : t.anyone.save,
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = new FormData(form).get("avatar");
    error.textContent = name.value.trim() ? "" : t.anyone.nameMissing;
    markError(name, error, !!error.textContent);
    if (error.textContent) return name.focus();
    on.save(name.value.trim(), chosen, (words, code) => {
      error.textContent = words;
      if (code !== "bad_name") return;
      markError(name, error, true);
      name.focus();
    });
  });
  const linkBefore = !!dialog.querySelector("#profile-link");
  const body = [form, profile ? moving(t, s.profileLink, on) : null];
  framePanel(dialog, "profile-title", t.anyone.profileTitle, body, t);
  if (!dialog.open) {
    dialog.addEventListener("close", on.close, { once: true });
    dialog.showModal();
    name.focus();
  }
  // a link just made: in view (its QR code below it), selected to copy
  if (s.profileLink && !linkBefore) {
    $("profile-link").focus();
    dialog.querySelector(".move-profile").scrollIntoView({ block: "end" });
  }
}
