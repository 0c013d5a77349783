// Drawing the start screen: the forms, drawn on entering it (they keep what the player types),
// then the saved tables and the statistics below them once they are loaded, and the record file
// opener. A new language draws it again keeping what the player chose but has not sent yet.

import { $, h } from "./dom.js";
import { renderFriends, renderJoinCode } from "./online.js";
import { matchGoingOn, renderPlayNow } from "./playnow.js";
import { focusRow, renderOpenFile, renderSaved, renderUnderWay, underWay } from "./saved.js";
import { renderStart } from "./start.js";
import { showLevel } from "./welcome.js";
import { boardCard, renderRatings } from "./ratings.js";
import { renderStats } from "./stats.js";

// The start screen's fields, kept across a redraw in a new language (the first visit's card
// chosen with them: it is the form's level).
const FIELDS =
  "#screen form input:not([type=file]), #screen form select, #screen .first-visit input";
const fieldKey = (f) => (f.type === "radio" ? `${f.name}=${f.value}` : f.id || f.name);

function keepingFields(redraw) {
  const value = (f) => (f.type === "radio" || f.type === "checkbox" ? f.checked : f.value);
  const kept = new Map([...document.querySelectorAll(FIELDS)].map((f) => [fieldKey(f), value(f)]));
  redraw();
  for (const f of document.querySelectorAll(FIELDS)) {
    if (!kept.has(fieldKey(f))) continue;
    if (f.type === "radio" || f.type === "checkbox") f.checked = kept.get(fieldKey(f));
    else f.value = kept.get(fieldKey(f));
  }
}

/** What the "Play now" card is drawn from: drawn again when one of them changes (not on every
 * list of matches, which would drop a code being typed). */
const playNowFacts = (s) => ({
  profile: s.profile,
  profileNews: s.profileNews,
  going: matchGoingOn(s.saved)?.id,
});

/** The start screen in the page's words `t`; `on`: the start screen's intents (intents.js).
 * Returns {draw(s), left(), relanguage(s), openFile(file)}. */
export function startScreen(t, on) {
  let start = null; // the start screen shown: {slot, statsSlot, open, saved, stats}
  let focused = null; // the last `backTo` the list's focus came back to: each is done once

  function draw(s) {
    if (!start) start = drawForms(s);
    // A level chosen on the first visit's card reaches "Play with friends" at once too, and one
    // chosen in Settings both forms and the card drawn chosen.
    if (s.prefs.level && s.prefs.level !== start.level) {
      const screen = $("screen");
      for (const select of screen.querySelectorAll("#level, #friends-level"))
        select.value = s.prefs.level;
      showLevel(screen.querySelector(".first-visit"), s.prefs.level);
      start.level = s.prefs.level;
    }
    // Play now says who plays (its buttons, while a public match goes on, not the first thing
    // to tap: the way back to it is).
    const played = playNowFacts(s);
    if (Object.keys(played).some((k) => played[k] !== start.played[k])) {
      start.played = played;
      start.playSlot.replaceChildren(renderPlayNow(t, s, on.anyone));
    }
    if (s.stats && s.stats !== start.stats) {
      start.stats = s.stats;
      start.statsSlot.replaceChildren(renderStats(t, s.stats));
    }
    if (s.ratings && s.ratings !== start.ratings) {
      start.ratings = s.ratings;
      start.ratingsSlot.replaceChildren(
        renderRatings(t, s.ratings, { profile: on.anyone.profile }),
      );
    }
    if (s.board && s.board !== start.board.shown) {
      if (!start.board.card.isConnected) start.boardSlot.replaceChildren(start.board.card);
      start.board.show(s.board);
      start.board.shown = s.board;
    }
    if (s.saved && s.saved !== start.saved) {
      start.saved = s.saved;
      start.slot.replaceChildren(renderSaved(t, s.saved, on));
      if (s.backTo && s.backTo !== focused) {
        focused = s.backTo;
        focusRow(start.slot, s.backTo.id);
      }
      showUnderWay(s);
    }
  }

  /** The ways back to the matches under way, the start screen's first cards. Come with the
   * screen (its list loaded after it was shown: `awaited`) while the keyboard is still where the
   * screen put it, they are what the player sees first and where the keyboard starts: the
   * focus given to the form had scrolled a phone past them, and the cards, coming in above,
   * pushed the page further down. */
  function showUnderWay(s) {
    const cards = underWay(s.saved).map((m) => renderUnderWay(t, m, on));
    start.goingSlot.replaceChildren(...cards);
    if (start.awaited && cards.length && document.activeElement === start.formFocus) {
      cards[0].querySelector("button").focus({ preventScroll: true });
      window.scrollTo(0, 0);
    }
    start.awaited = false;
  }

  function drawForms(s) {
    // The level remembered on this device is the one each form starts from.
    const settings = s.prefs.level ? { ...s.settings, level: s.prefs.level } : s.settings;
    const column = renderStart(
      $("screen"),
      t,
      settings,
      s.lastSeed,
      on.start,
      s.prefs.level,
      on.level,
    );
    const slot = h("div", { class: "saved-slot" });
    const goingSlot = h("div", { class: "going-slot" });
    // "Play now" comes first: it is what most players come for.
    const playSlot = h("div", { class: "play-slot" }, renderPlayNow(t, s, on.anyone));
    const statsSlot = h("div", { class: "stats-slot" });
    const ratingsSlot = h("div", { class: "ratings-slot" });
    const boardSlot = h("div", { class: "board-slot" });
    const board = boardCard(t, Object.keys(t.games), {
      choose: on.board,
      playNow: on.anyone.playNow,
    });
    const opener = renderOpenFile(t, settings, { replay: on.replayFile, play: on.playFile });
    column.prepend(
      h(
        "p",
        { class: "start-tools" },
        h("button", { type: "button", id: "start-settings", onclick: on.settings }, t.settings),
      ),
    );
    column.querySelector("form.start").before(playSlot);
    // A player who holds a code has come to join, not to set a match: its box is the first
    // thing under the tagline, above the first visit's question and both forms (on a phone it
    // is on the first screen, no scrolling); only the ways back to the matches under way of
    // this device's player come before it.
    column.querySelector(".tagline").after(goingSlot, renderJoinCode(t, on.code));
    column.append(
      renderFriends(t, settings, on.start),
      slot,
      statsSlot,
      ratingsSlot,
      boardSlot,
      opener.card,
    );
    const level = s.prefs.level;
    const slots = { slot, goingSlot, statsSlot, ratingsSlot, boardSlot, board, playSlot };
    return {
      ...slots,
      played: playNowFacts(s),
      awaited: !s.saved,
      formFocus: document.activeElement, // where the screen put the keyboard
      open: opener.open,
      saved: null,
      stats: null,
      ratings: null,
      level,
    };
  }

  return {
    draw,
    /** Another screen shows: the start screen is drawn afresh when it comes back. */
    left() {
      start = null;
    },
    /** The page speaks a new language: the start screen shown is drawn again in it. */
    relanguage(s) {
      if (!start || s.screen !== "start") return;
      keepingFields(() => {
        start = null;
        draw(s);
      });
    },
    openFile: (file) => start?.open(file),
  };
}
