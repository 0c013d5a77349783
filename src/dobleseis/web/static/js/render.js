// The one render path: every new state of the store comes here, and the page is drawn from it —
// the bar, the banner, a takeback request, the table's panel and the screen (start, join, lobby,
// table, end-of-hand reveal, handoff, replay). A part is drawn again only when what it shows
// changed, so that a form being filled in, a focused button or a tile being dragged is left
// alone by the states that do not concern it. A new language (`t.lang`) draws every part again,
// in it, from the same state: the match, the selection, a form's choices and the replay's step
// stay as they were. What the screens look like is drawn by screen.js (a match's screens),
// startscreen.js and replay.js.

import { pausing, renderChrome, tableTerms } from "./chrome.js";
import { $, h, say } from "./dom.js";
import { followResize, placeOffer } from "./offerspot.js";
import { giveVoice, redrawPanel, sayInPanel, signPause, signTurn } from "./panelframe.js";
import { acceptedWords, offerBar, tablePanel } from "./online.js";
import { openProfile } from "./profilepanel.js";
import { drawMutes, drawReactions, reactionsPanel } from "./reactions.js";
import { openReplay } from "./replay.js";
import { inLobby, matchScreen, SHOWS, said } from "./screen.js";
import { heldSeats } from "./secrets.js";
import { startScreen } from "./startscreen.js";
import { renderTables } from "./tables.js";

const same = (a, b) => a && b && a.length === b.length && a.every((x, i) => x === b[i]);

/** The parts of the state the bar shows. */
const chromeShows = (s) => [
  s.screen,
  s.view,
  s.viewer,
  s.live,
  ...Object.values(tableTerms(s)),
  s.prefs.sound,
];

/** The parts of the state a takeback request (or a free seat's notice) shows. */
function offerShows(s) {
  const free = s.table
    ? s.table.seats
        .filter((x) => x.kind === "invited" && !x.taken)
        .map((x) => x.seat)
        .join()
    : "";
  return [
    JSON.stringify(s.table?.offer),
    s.answered,
    s.held,
    s.screen,
    s.you,
    free,
    s.table?.started,
    // the table's news (tableNews): who stands in, whom it waits for
    JSON.stringify(s.table && [s.table.seats, s.table.paused_by, s.table.at_reveal]),
    s.view && [s.view.to_act, s.view.to_act_human, s.view.over].join(),
  ];
}

/** The banner lies under the title bar and, once the page is scrolled under it, at the window's
 * top (its spot sticks there, app.css): what the keyboard reaches is scrolled clear of it there
 * (scroll padding down to its foot and a gap), never left under it (WCAG 2.4.11). */
function clearOfBanner() {
  const banner = $("banner");
  const room = banner.hidden ? "" : `${banner.offsetTop + banner.offsetHeight + 8}px`;
  document.documentElement.style.scrollPaddingTop = room;
}

/** The banner showing `s.banner`, in the page's words. A screen reader is told them (#banner-live,
 * an alert) only when they come (`told`), never when the page only says them again in another
 * language: a switch read out a refusal given minutes before as if it were new. The banner
 * itself is no live region, so that it is drawn again in a new language without a word; the
 * alert holds only words of the language spoken. */
function drawBanner(s, told) {
  const words = said(s.banner);
  $("banner").textContent = words;
  $("banner").hidden = !s.banner;
  $("banner-live").textContent = told ? words : "";
  clearOfBanner();
}

/** The body's marks of the screen and the match shown (for the style sheet, and for tests to
 * wait on). */
function markBody(s) {
  document.body.dataset.screen = inLobby(s) ? "lobby" : s.screen;
  if (!s.view) return;
  const v = s.view;
  document.body.dataset.version = String(v.version);
  // Whose turn it is, when a person's: the table waits for them (a computer's goes by).
  document.body.dataset.turn = v.phase !== "over" && v.to_act_human ? String(v.to_act) : "";
  document.body.dataset.phase = v.phase;
}

/** It is the turn of the seat this device shows at the table: its tiles or buttons wait. */
function yourTurn(s) {
  const v = s.view;
  if (s.screen !== "table" || !v?.viewer || inLobby(s)) return false;
  return v.to_act === v.viewer && v.phase !== "over" && v.legal.length > 0;
}

/** The player panel, open while the state says so. */
function drawProfile(t, s, on) {
  const dialog = $("profile-dialog");
  if (s.profileEdit) openProfile(t, s, on.anyone);
  else if (dialog.open) dialog.close();
}

/** The words a screen reader is told of the bar's `content`: its headings, paragraphs and labels,
 * but for what is hidden from it and the controls (each read as the focus reaches it). */
function barWords(content) {
  const copy = content.cloneNode(true);
  for (const x of copy.querySelectorAll('[aria-hidden="true"], button, input, select, textarea'))
    x.remove();
  const parts = [...copy.querySelectorAll("h2, p, label")].map((x) => x.textContent.trim());
  return parts.filter(Boolean).join(" ");
}

/** The takeback request (or the table's news), over the screen so that nothing under it moves;
 * returns what a screen reader was told of it: {words, mine}. It is drawn again only when it
 * shows something else: the render path comes here at every move, and a bar drawn anew with the
 * same words lost its focused button and a name being typed in it, and was read out again at
 * each move. Its words are told (#offer-live) when they change from `before.words`, the words
 * told last, but not when the page only says them again in another language (`told` false). The
 * request this device made is told once, as it first shows (`mine`: its id): its player hears
 * what they asked for, which move, hand or match it is about, and whom it waits for, as the
 * server's OFFER says it (`about`), not again as the ones it waits for answer: then it hears who
 * accepted, and whom it waits for still (`before.accepted`, the seats that had). The bar itself
 * is no live region, so that it is drawn again in a new language without a word. */
function drawOffer(t, s, on, before, told) {
  const bar = $("offer");
  const content = s.screen === "replay" || s.screen === "start" ? null : offerBar(t, s, on.online);
  const next = h("div", {}, content); // an empty part of it (a request withdrawn) is left out
  const words = barWords(next);
  bar.hidden = !content;
  if (next.innerHTML !== bar.innerHTML) bar.replaceChildren(...next.childNodes);
  bar.setAttribute("aria-label", s.table?.offer ? t.requestBar : t.tableNewsBar);
  const offer = s.table?.offer;
  const asked = offer && s.held.includes(offer.by) ? offer.id : null;
  const fresh = asked !== null && before.mine !== asked && Boolean(words);
  const accepted = offer?.accepted ?? [];
  const yes =
    asked !== null && before.mine === asked
      ? accepted.filter((x) => !before.accepted.includes(x))
      : [];
  if (!told) $("offer-live").textContent = "";
  else if (asked === null ? words !== before.words : fresh) $("offer-live").textContent = words;
  else if (yes.length) $("offer-live").textContent = acceptedWords(t, s, offer, yes);
  return {
    words,
    mine: asked !== null && (fresh || !told || before.mine === asked) ? asked : null,
    accepted,
  };
}

/** The table's panel (a dialog the intents open): drawn again as the table changes, the focus
 * kept on the button it was on. */
const drawPanel = (t, s, on) =>
  redrawPanel($("table-dialog"), "table-title", t.tableTitle, tablePanel(t, s, on.online), t);

/** Rules or Log, open, show their sign that the computers wait only while they do (chrome.js,
 * pausing): it goes as the match ends with the panel open (and comes back with a new match). */
function signReading(t, s) {
  if (s.panel === "rules" || s.panel === "log") signPause($(`${s.panel}-dialog`), t, pausing(s));
}

/** The reactions panel: drawn again as whom the player muted changes; with a live region of its
 * own, there from its first drawing, for the note that too many reactions were sent
 * (sayReactNote). */
function drawReacting(t, s, on) {
  const dialog = $("react-dialog");
  redrawPanel(dialog, "react-title", t.reactions.title, reactionsPanel(t, s, on.reactions), t);
  giveVoice(dialog);
}

/** The note that the player sent too many reactions (`s.reactNote`, shown in the reactions
 * panel), said in the panel's own live region as it comes; `before`, the note said last. Not
 * said again in a new language: the region is only emptied then. Returns the note said. */
function sayReactNote(t, s, before, relanguaged) {
  const note = s.panel === "reactions" ? s.reactNote : null;
  const fresh = note !== before;
  if (fresh || relanguaged)
    sayInPanel($("react-dialog"), note && fresh ? t.reactions.wait(note.wait) : "");
  return note;
}

/** The connection of the table or the lobby shown is lost (its note shows in the bar, or in the
 * lobby). */
const connectionAway = (s) =>
  s.screen === "tables"
    ? s.lobbyLive === "away"
    : s.screen !== "start" && s.screen !== "replay" && !!s.view && s.live === "away";

/** That the connection is lost, said once as it is (#away-live, a region in the page from its
 * start: the note itself comes into the page with its words, which a screen reader may never
 * read out); the region is emptied as it comes back, or in a new language, not said again.
 * `before`: whether it was said lost. Returns whether it is now. */
function sayAway(t, s, before, relanguaged) {
  const away = connectionAway(s);
  if (away !== before || relanguaged)
    $("away-live").textContent = away && !before ? t.reconnecting : "";
  return away;
}

/** The renderer of the page; `on`: the intents (intents.js). Returns {render(state),
 * openFile(file)}: the second opens a record file dropped on the start screen. */
export function createRenderer(t, on) {
  let drawn = {
    screen: null,
    shows: null,
    view: null,
    chrome: null,
    banner: null,
    offer: null,
    panel: null,
    lang: t.lang,
  };
  const match = matchScreen(t, on);
  const start = startScreen(t, on.start);
  let replay = null; // the replay shown: {id, close, redraw}
  // what a screen reader was told of the bar (drawOffer)
  let offerTold = { words: "", mine: null, accepted: [] };
  let reactNote = null; // the reactions' note a screen reader was told last (sayReactNote)
  let away = false; // a screen reader was told that the connection is lost (sayAway)
  followResize();

  /** The page speaks a new language: every part is drawn again, as if for the first time. */
  function relanguage(s) {
    drawn = { screen: null, lang: t.lang, view: drawn.view }; // no tile arrives again
    if (replay) replay.redraw();
    start.relanguage(s);
  }

  function render(state) {
    // A screen of the match waits for its view (a table being entered): nothing shows meanwhile.
    const s = !state.view && SHOWS[state.screen] ? { ...state, screen: "blank" } : state;
    const banner = drawn.banner;
    const relanguaged = t.lang !== drawn.lang;
    if (relanguaged) relanguage(s);
    markBody(s);
    if (relanguaged || s.banner !== banner) drawBanner(s, s.banner !== banner);
    const chrome = chromeShows(s);
    if (!same(chrome, drawn.chrome)) renderChrome(t, s, on.chrome);
    const offer = offerShows(s);
    // A request answered or taken back from its bar takes the focused button with it: the
    // keyboard goes back to the table (once it is drawn), not to the top of the page.
    const offerHadFocus = $("offer").contains(document.activeElement);
    if (!same(offer, drawn.offer)) offerTold = drawOffer(t, s, on, offerTold, !relanguaged);
    const panel = [s.panel, JSON.stringify(s.table), s.you, s.rejoin, s.invitation];
    if (!same(panel, drawn.panel) && s.panel === "table" && s.table) drawPanel(t, s, on);
    const reacting = [s.panel, s.phrases, s.muted, s.reactNote, JSON.stringify(s.table?.seats)];
    if (!same(reacting, drawn.reacting) && s.panel === "reactions" && s.table)
      drawReacting(t, s, on);
    reactNote = sayReactNote(t, s, reactNote, relanguaged);
    away = sayAway(t, s, away, relanguaged);
    const pause = [s.panel, pausing(s)];
    if (!same(pause, drawn.pause)) signReading(t, s);
    signTurn(yourTurn(s) ? t.yourTurnFlag : "");
    if (replay && (s.screen !== "replay" || s.replay?.id !== replay.id)) {
      replay.close();
      replay = null;
    }
    if (s.screen !== "start") start.left();
    const profile = [s.profileEdit, s.profile, s.profileLink, s.catalog];
    if (!same(profile, drawn.profile)) drawProfile(t, s, on);
    if (s.profile !== drawn.profile?.[1]) on.settingsAgain(); // the player the settings show
    const shows = SHOWS[s.screen]
      ? SHOWS[s.screen](s, t)
      : s.screen === "tables"
        ? [s.lobby, s.lobbyLive]
        : [s.join];
    if (s.screen === "start") start.draw(s);
    else if (s.screen === "replay") drawReplay(s);
    else if (s.screen === "tables") {
      if (drawn.screen !== "tables" || !same(shows, drawn.shows))
        renderTables($("screen"), t, s, on.anyone);
    } else if (s.screen === drawn.screen && same(shows, drawn.shows)) {
      if (s.screen === "table" && s.ui.dragging && s.ui !== drawn.ui) match.dragging(s);
    } else match.draw(s, drawn.view);
    if ((s.screen === "table" || s.screen === "reveal") && s.view && !inLobby(s))
      drawReactions($("screen"), t, s, on.chrome.reactions);
    if (s.screen === "table" && s.view && !inLobby(s))
      drawMutes($("screen"), t, s, on.reactions.mute);
    drawn = {
      screen: s.screen,
      shows,
      view: s.view,
      chrome,
      banner: s.banner,
      ui: s.ui,
      offer,
      panel,
      profile,
      reacting,
      pause,
      lang: t.lang,
    };
    // The request to answer covers none of your tiles, wherever the screen just put them (nor
    // the end of a screen without tiles); hidden, it leaves no room kept for it.
    placeOffer($("offer"));
    if (offerHadFocus && SHOWS[s.screen]) match.refocus(s);
  }

  function drawReplay(s) {
    if (replay) return;
    const { id, step, temporary } = s.replay;
    const ctx = {
      t,
      say,
      // the seats this device played at the table replayed (none for a record file, which
      // takes no side however its seats were imported to replay it)
      held: temporary ? [] : heldSeats(id),
      failed: on.replay.failed,
      leave: on.replay.leave,
      saved: on.replay.saved,
      download: on.replay.download(id),
    };
    replay = { id, ...openReplay(ctx, id, step) };
  }

  return { render, openFile: start.openFile };
}
