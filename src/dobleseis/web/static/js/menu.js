// The toolbar's rarer controls (redo, restart, rules, log, settings, ...): on a wide screen they
// stand in the toolbar like the others; on a phone they fold behind one "More" button (app.css,
// .more), so that the toolbar keeps to one row. The same buttons either way: a control is found
// by its name on both sizes.

import { h } from "./dom.js";

/** Close every open menu but `keep`; with `refocus`, the focus goes back to a closed menu's
 * button if it was inside it (not after a choice, which may have opened a dialog). */
function closeAll(keep = null, refocus = true) {
  for (const menu of document.querySelectorAll(".more.open")) {
    if (menu === keep) continue;
    const button = menu.querySelector(".more-button");
    const inside = menu.querySelector(".more-items").contains(document.activeElement);
    menu.classList.remove("open");
    button.setAttribute("aria-expanded", "false");
    if (inside && refocus) button.focus();
  }
}

let listening = false;

/** A click outside a menu, a choice in it, or Escape closes it. */
function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (e) => closeAll(e.target.closest(".more")));
  document.addEventListener(
    "keydown",
    (e) => {
      if (e.key !== "Escape" || !document.querySelector(".more.open")) return;
      e.stopPropagation();
      closeAll();
    },
    true,
  );
}

/** The folding group of `items` (buttons), labelled `label`; `open`: it starts unfolded (the
 * toolbar drawn again while the player looks into it). */
export function moreMenu(label, items, open = false) {
  listen();
  const list = h("div", { class: "more-items", id: "more-items", role: "group" }, items);
  const button = h(
    "button",
    {
      type: "button",
      class: "more-button",
      "aria-expanded": String(open),
      "aria-controls": "more-items",
      onclick: () => {
        const opening = !menu.classList.contains("open");
        menu.classList.toggle("open", opening);
        button.setAttribute("aria-expanded", String(opening));
        if (opening) list.querySelector("button:not(:disabled)")?.focus();
      },
    },
    label,
  );
  list.setAttribute("aria-label", label);
  // A choice made closes the menu (the click reaches the item's own listener first).
  list.addEventListener("click", (e) => e.target.closest("button") && closeAll(null, false));
  const menu = h("div", { class: `more${open ? " open" : ""}` }, button, list);
  return menu;
}
