// The frame every panel (a native <dialog>) shares: a head with its title, a Close button, a
// sign while it is the player's turn at the table under it and, for a panel that pauses the
// computers, a sign saying so; under it the body. The panel scrolls and its head stays at its
// top (app.css), so whatever is brought into view — a move chosen in a review, a control
// reached with Tab — must stop below the head, not under it: the panel's scroll padding follows
// the head's height, which changes with the title's words, the signs and the text size.

import { h } from "./dom.js";
import { pauseIcon } from "./icons.js";

const heads = new ResizeObserver((entries) => {
  for (const { target } of entries)
    target.parentElement?.style.setProperty("scroll-padding-top", `${target.offsetHeight}px`);
});

/** Draw `dialog` (anew: a panel is drawn again as what it shows changes) with the title `title`
 * (its heading's id `titleId`) and `body`, the words of `t`; `paused`: the computers wait while
 * it is open, said on a sign in its head. Its own live region, if it has one (`giveVoice`), is
 * left in place, emptied only as the panel opens. */
export function framePanel(dialog, titleId, title, body, t, paused = false) {
  const before = dialog.querySelector(":scope > .panel-head");
  if (before) heads.unobserve(before);
  const head = h(
    "div",
    { class: "panel-head" },
    h("h2", { id: titleId }, title),
    h("button", { type: "button", class: "close", onclick: () => dialog.close() }, t.close),
  );
  const said = dialog.querySelector(":scope > .panel-said");
  if (said && !dialog.open) said.textContent = "";
  for (const part of [...dialog.children]) if (part !== said) part.remove();
  dialog.prepend(head, h("div", { class: "panel-body" }, body));
  heads.observe(head);
  signPause(dialog, t, paused);
  markTurn(head);
}

/** `dialog` gets a live region of its own, put in it empty before anything is said there (a
 * screen reader is told what comes into a region already there, not the words of one put in
 * the page with them), and kept as the panel is drawn anew (framePanel). Its words: `sayInPanel`.
 * Returns the region. */
export function giveVoice(dialog) {
  let said = dialog.querySelector(":scope > .panel-said");
  if (!said) {
    said = h("p", { class: "visually-hidden panel-said", role: "status" });
    dialog.append(said);
  }
  return said;
}

/** Say `words` in the live region of `dialog` (giveVoice): the page's own live regions are
 * behind an open panel, which makes them inert. */
export function sayInPanel(dialog, words) {
  giveVoice(dialog).textContent = words;
}

/** `dialog`, open, drawn again (framePanel) as what it shows changes: the focus stays on the
 * button it was on (found again by its key, else its words), not left to fall to the page
 * behind, where a keyboard user would lose their place with each change. */
export function redrawPanel(dialog, titleId, title, body, t, paused = false) {
  const key = (b) => b.dataset.key || b.textContent;
  const focused = dialog.contains(document.activeElement) ? key(document.activeElement) : null;
  framePanel(dialog, titleId, title, body, t, paused);
  if (focused) [...dialog.querySelectorAll("button")].find((b) => key(b) === focused)?.focus();
}

/** The sign in the head of `dialog` (drawn by framePanel) that the computers wait while it is
 * open, shown or taken away as `paused` says; the panel is described by it while it shows. Told
 * again while the panel is open (render.js): a Rules or Log left open as the match ended still
 * said the computers waited, with nothing left to play. */
export function signPause(dialog, t, paused) {
  const head = dialog.querySelector(":scope > .panel-head");
  if (!head) return;
  const sign = head.querySelector(".paused-sign");
  const id = `${head.querySelector("h2").id}-paused`;
  if (paused && !sign)
    head.append(h("p", { class: "paused-sign", id }, pauseIcon(), " ", t.pausedSign));
  if (!paused) sign?.remove();
  if (paused) dialog.setAttribute("aria-describedby", id);
  else dialog.removeAttribute("aria-describedby");
}

/** The words of the turn's sign while it is the player's turn at the table, else "". */
let turn = "";

/** It is the player's turn at the table (`words`, the sign's: "Your turn!"), or no longer
 * (""): the head of every panel says so while it is, as their plate does under the panel
 * (render.js), and a panel opened meanwhile too. A panel open as the turn came hid the table
 * and all that says it. */
export function signTurn(words) {
  turn = words;
  for (const head of document.querySelectorAll("dialog > .panel-head")) markTurn(head);
}

/** The turn's sign in `head`: a live region there from the panel's drawing on, so that a
 * screen reader hears the words as they come (the page under a panel is inert while it is
 * open, its narration too). */
function markTurn(head) {
  let sign = head.querySelector(".turn-sign");
  if (!sign) {
    sign = h("p", { class: "turn-sign", role: "status" });
    head.querySelector(".close").before(sign);
  }
  if (sign.textContent !== turn) sign.textContent = turn;
}
