// Drawing the table from a view: the four seats around the felt, the line, the score, your
// tiles and the one row of actions that fits the moment. No game logic: what is legal comes from
// `view.legal`; this module only draws it and reports intents through `on`.

import { h, keepWhole } from "./dom.js";
import { renderLine } from "./line.js";
import { bringHintIntoSight, placeHint } from "./hintspot.js";
import { slideIn } from "./motion.js";
import { caption, ordered, partnerOf, sides, teamOf } from "./teams.js";
import { describe, endNumber, reasonText, resultWords, scoreChangeWords } from "./narrate.js";
import { numbers, placesFor, sameTile, tileBack, tileFace } from "./tiles.js";

const POSITIONS = ["bottom", "right", "top", "left"]; // turn order runs counter-clockwise

/** Which seat sits at the bottom of the screen: the one shown, else `home`, the device's own
 * seat (the computer standing in for its player: the table does not turn meanwhile). */
function bottomSeat(view, home) {
  if (view.viewer) return view.viewer;
  if (home) return home;
  const human = view.seats.indexOf("human");
  return human >= 0 ? human + 1 : 1;
}

/** A seat's last move as its plate says it ("played 5-3", "passed"; "" before its first;
 * "sending…" while your own is still on its way, sent.js), the tile's name kept whole
 * (`keepWhole`). In one span: a side plate's label is a flex box, whose items would lose the
 * spaces at their edges. */
export function lastMove(t, m) {
  if (!m) return "";
  if (m.unsent) return t.sendingFlag;
  if (m.pass) return t.lastPassed;
  return h("span", {}, keepWhole(t.lastPlayed(m.play)));
}

function lastMoves(view) {
  const last = {};
  for (const m of view.moves) last[m.seat] = m;
  return last;
}

/** The status line: whose it is to act, and what they are to do. The seat shown's partner is
 * "your partner" there, as its plate says, unless its player gave a name. */
export function statusText(t, view, side) {
  if (view.phase === "over") return t.matchOver;
  if (view.sending) return t.sendingStatus;
  const you = view.viewer === view.to_act;
  const partner = Boolean(view.viewer) && view.to_act === partnerOf(view.viewer);
  const by = side.seat(view.to_act);
  if (view.phase === "accept") return t.acceptOf(by, you, partner);
  if (view.phase === "choose") return t.chooseOf(by, you, partner);
  if (!you && !view.to_act_human) return t.thinking(by, partner);
  return t.turnOf(by, you, partner);
}

/** What a plate says of its seat's player: "computer" wherever the computer plays it; "human"
 * only on a seat known by its number alone (a match on one device, a friends' table), for a
 * player's name already says a person sits there. Null for nothing to say. */
function plateKind(view, seat, side) {
  const kind = view.seats[seat - 1];
  if (kind !== "computer" && side.seat(seat).you) return null; // "You, seat 3 human"
  return kind === "computer" || !side.seat(seat).name ? kind : null;
}

function seatPlate(t, view, seat, where, last, presence, side) {
  const you = seat === view.viewer;
  const m = last[seat];
  // A seat's last move stays readable on its plate until its next turn; then, a round old, it
  // would read as the move just made: at yours the plate says it is your turn, at another
  // seat's that it is thinking.
  const toAct = view.to_act === seat && view.phase !== "over";
  const yourTurn = you && toAct && view.legal.length;
  const bubble = yourTurn ? t.yourTurnFlag : toAct && !you ? t.thinkingFlag : lastMove(t, m);
  const latest = view.moves.length && view.moves[view.moves.length - 1].seat === seat;
  const count = view.counts[seat - 1];
  const showBacks = !you && where !== "bottom";
  const named = caption(t, side, seat, view.viewer);
  const kind = plateKind(view, seat, side);
  return h(
    "section",
    {
      class:
        `seat seat-${where} team-${teamOf(seat)}` +
        (view.to_act === seat && view.phase !== "over" ? " to-act" : "") +
        (latest ? " latest" : ""),
      "aria-label": named,
      dataset: { seat: String(seat) },
    },
    h(
      "div",
      { class: "plate" },
      h("span", { class: "who" }, named),
      kind ? h("span", { class: "kind" }, t.seatKind[kind]) : null,
      presence ? h("span", { class: "presence" }, presence) : null,
      !you ? h("span", { class: "count" }, t.tilesLeft(count)) : null,
      h("span", { class: `last${yourTurn ? " your-turn" : ""}`, "aria-hidden": "true" }, bubble),
    ),
    showBacks
      ? h(
          "div",
          { class: "backs", "aria-hidden": "true" },
          Array.from({ length: count }, () =>
            h("span", { class: "back" }, tileBack(where === "top")),
          ),
        )
      : null,
  );
}

/** The score, each team named from the viewer's `side` (teams.js) in its colour, ours first. */
export function scoreLine(t, side, score) {
  const [a, b] = side.order.map(side.of);
  const [na, nb] = ordered(side, score);
  const part = (team, n) =>
    h(
      "span",
      { class: `team-score team-${team.team}`, dataset: { team: team.team } },
      t.teamScore(team, n),
    );
  const text = t.teamScore(a, na) + t.scoreJoin + t.teamScore(b, nb);
  return h(
    "span",
    { class: "score", "aria-label": t.scoreAria(text) },
    part(a, na),
    h("span", { class: "score-join", "aria-hidden": "true" }, t.scoreJoin),
    part(b, nb),
  );
}

/** The score, whose hand it is, and Haiti's double base. */
function scoreBoard(t, view, side) {
  return h(
    "div",
    { class: "scoreboard" },
    h("span", { class: "hand-no" }, t.hand(view.hand_number)),
    scoreLine(t, side, view.score),
    view.double_next ? h("span", { class: "double-next" }, t.doubleNext) : null,
    h("span", { class: "goal" }, t.games[view.variant].toWin),
    h("span", { class: "status", id: "status" }, statusText(t, view, side)),
  );
}

function endButton(t, view, ui, on) {
  return (side) => {
    // Before the first tile is played (a Haiti deal being accepted, the opener chosen) there is
    // nowhere to play yet.
    if (view.phase !== "play") return h("span", { class: "end-spacer end-slot" });
    // While a hint is shown only its own end is offered: confirming plays exactly the hint. Where
    // both ends show the same number the hint's tile is the same move on either (RULES.md §1.4),
    // as the hint says ("on the 4 (either end)"): both are offered.
    const places = ui.selected ? placesFor(view, ui.selected) : [];
    const found = places.find((p) => p.side === side);
    const either = view.ends && view.ends[0] === view.ends[1];
    const place = ui.hint && found && found.action !== ui.hintAction && !either ? null : found;
    const hinted = ui.hint && place;
    // An end the hint's tile fits but the hint does not name is not offered, yet a tap there
    // plays the tile there (playing.js, missEnd): the card must leave it in sight (hintspot.js).
    const fits = ui.hint && found && !place;
    const value = endNumber(view.ends, side === "open" ? null : side);
    // Named by its side first, so that two ends showing the same number keep distinct names.
    const label = side === "open" ? t.openHere : t.endLabel(side, value);
    // "Open here" is written only where the player may open: on another seat's lead it would
    // invite a tap that does nothing.
    const shown = side !== "open" ? (value ?? "") : yourChoice(view) ? label : "";
    return h(
      "button",
      {
        type: "button",
        class: `end end-${side}${place ? " lit" : ""}${hinted ? " hinted" : ""}${fits ? " fits" : ""}`,
        "aria-label": label,
        "aria-disabled": place ? null : "true",
        tabindex: place ? "0" : "-1",
        dataset: { side },
        onclick: () => (place ? on.play(place.action) : on.missEnd(side)),
        onkeydown: (e) => on.endKey(e, side),
      },
      h("span", { class: "end-num", "aria-hidden": "true" }, String(shown)),
    );
  };
}

function handTiles(t, view, ui, on) {
  const legalTiles = new Set(
    view.legal.filter((a) => a.play !== undefined).map((a) => numbers(a.play).sort().join("-")),
  );
  const tiles = view.hand.map((tile) => {
    const [a, b] = numbers(tile);
    const legal = legalTiles.has([a, b].sort().join("-"));
    const selected = ui.selected === tile;
    const hinted = selected && ui.hint; // the hint's tile, lifted higher
    const refused = ui.refused && ui.refused.tile === tile; // a tap it could not answer: a shake
    return h(
      "button",
      {
        type: "button",
        class:
          "tile" +
          (legal ? " legal" : "") +
          (selected ? " selected" : "") +
          (hinted ? " hinted" : "") +
          (refused ? " refused" : ""),
        "aria-label": tile,
        "aria-pressed": legal ? String(selected) : null,
        "aria-disabled": legal ? null : "true",
        tabindex: "-1",
        dataset: { tile },
        onclick: (e) => on.select(tile, e.detail === 0),
        onkeydown: (e) => on.tileKey(e, tile),
        onpointerdown: (e) => legal && on.dragStart(e, tile),
      },
      tileFace(a, b, true),
    );
  });
  // Roving focus: one tile in the tab order, arrows move between them.
  const focusTile =
    tiles.find((b) => b.dataset.tile === ui.focusTile) ||
    tiles.find((b) => b.classList.contains("legal")) ||
    tiles[0];
  if (focusTile) focusTile.tabIndex = 0;
  // Only on your turn to play are the tiles that do not fit dimmed: while you look at a Haiti
  // deal, choose who opens, or wait, every tile is drawn as it is.
  const playing = view.phase === "play" && view.to_act === view.viewer && view.legal.length;
  return h(
    "div",
    { class: `hand${playing ? " playing" : ""}`, role: "group", "aria-label": t.yourTiles },
    tiles,
  );
}

const yourChoice = (view) => view.viewer && view.to_act === view.viewer && view.legal.length;

/** The words of a choice made before the first tile (you may ask for a redeal; who opens), laid
 * over the empty line rather than over its buttons: the row of buttons keeps its size in play. */
function prePlayNote(t, view) {
  if (!yourChoice(view)) return null;
  let text = null;
  if (view.phase === "accept" && view.legal.some((a) => a.redeal)) {
    text = t.redealRight(view.hand.filter((tile) => numbers(tile)[0] === numbers(tile)[1]).length);
  }
  if (view.phase === "choose") text = t.whoOpens;
  return text && h("p", { class: "pre-play", id: "pre-play" }, text);
}

/** What is said over the empty line before the first tile: `notice` (a redeal just requested)
 * and the words of your choice. Out of the flow, so that nothing moves when they go. A notice
 * outlives the acceptance only in a match watched, nobody at the device accepting: once play
 * begins it is old news, and it must not hide the line. The notice is no live region: a screen
 * reader hears its words as the redeal is said (the page's #live, news.js and sending.js), and
 * a region put in the page with its words already in it was never read out. */
function overLine(t, view, notice) {
  const note = prePlayNote(t, view);
  const news = view.phase === "play" ? "" : notice;
  if (!news && !note) return null;
  return h("div", { class: "over-line" }, news ? h("p", { class: "notice" }, news) : null, note);
}

function actionRow(t, view, ui, on, side) {
  if (!yourChoice(view)) return h("div", { class: "actions" });
  const button = (label, action, extra = {}) =>
    h(
      "button",
      {
        type: "button",
        class: `primary${ui.hintAction === action ? " hinted" : ""}`,
        onclick: () => on.act(action),
        ...extra,
      },
      label,
    );
  if (view.phase === "accept") {
    const redeal = view.legal.find((a) => a.redeal);
    const about = redeal ? { "aria-describedby": "pre-play" } : {};
    return h(
      "div",
      { class: "actions" },
      button(
        t.accept,
        view.legal.find((a) => a.accept),
        about,
      ),
      redeal ? button(t.requestRedeal, redeal, about) : null,
    );
  }
  if (view.phase === "choose") {
    const me = view.legal.find((a) => a.choose === view.viewer);
    const partner = view.legal.find((a) => a.choose !== view.viewer);
    const about = { "aria-describedby": "pre-play" };
    return h(
      "div",
      { class: "actions" },
      button(t.openMeName(view.viewer), me, about),
      button(t.openPartnerName(side.seat(partnerOf(view.viewer))), partner, about),
    );
  }
  const pass = view.legal.find((a) => a.pass);
  if (pass)
    return h(
      "div",
      { class: "actions" },
      h("p", { class: "note" }, t.mustPass),
      button(t.pass, pass),
    );
  const lead = !view.line.length;
  const help = ui.quickPlay ? t.quickPlayHelp : t.selectHelp;
  const note = lead ? (view.forced_double_six ? t.forcedOpen : t.freeLeadYou) : help;
  // a tile put on an end that does not take it: why, in place of the help
  const why = ui.refused?.why;
  return h(
    "div",
    { class: "actions" },
    h("p", { class: why ? "note refused-why" : "note" }, why || note),
  );
}

/** The hint, shown on the table: the suggested tile lifted in your hand, its end lit on the line,
 * and beside them this card with the chances and the reasons. The chance to win the match comes
 * first, the hand's after, here and in the other moves as in a hand's review: the hint ranks a
 * hand's moves by it (docs/api.md, HINT). `placeHint` lays the card where it covers neither your tiles
 * nor the lit end, and as little of the line as it can. */
function hintPanel(t, view, ui, on, side) {
  if (!ui.hint) return null;
  const [best, ...others] = ui.hint.options;
  const bestOption = best || { action: ui.hint.best, value: null, win: null, reasons: [] };
  const play = ui.hint.best.play;
  const [toggle, list] = otherMoves(t, view, others, side);
  return h(
    "aside",
    { class: "hint-panel", "aria-label": t.hintTitle },
    h(
      "div",
      { class: "hint-head" },
      play === undefined ? null : h("span", { class: "hint-tile" }, tileFace(...numbers(play))),
      h(
        "div",
        {},
        h(
          "p",
          { class: "hint-best" },
          keepWhole(t.hintBest(describe(t, ui.hint.best, view.ends, side))),
        ),
        bestOption.value !== null && bestOption.value !== undefined
          ? h("p", { class: "hint-win" }, t.hintWin(bestOption.value, bestOption.win))
          : null,
      ),
    ),
    bestOption.reasons.length
      ? h(
          "ul",
          { class: "reasons" },
          bestOption.reasons.map((r) => h("li", {}, keepWhole(reasonText(t, r, side)))),
        )
      : null,
    h(
      "div",
      { class: "hint-buttons" },
      h(
        "button",
        { type: "button", class: "primary", onclick: on.hintPlay },
        play === undefined ? t.hintDo : t.hintPlay,
      ),
      h("button", { type: "button", onclick: on.hintDismiss }, t.hintDismiss),
      toggle,
    ),
    list,
  );
}

/** The hint's other moves with their chances, folded away: the button that opens them is one
 * of the card's buttons, in their row, where it is a finger's size and makes the card no taller
 * (in a line of its own it made the card, on a phone, taller than the room left beside the end it
 * lights). Opened, the moves follow the buttons, and the card is laid out again where it fits;
 * where it is short of room the list scrolls within it (app.css), the suggestion and the buttons,
 * Dismiss among them, left in sight. */
function otherMoves(t, view, others, side) {
  if (!others.length) return [null, null];
  const list = h(
    "ul",
    // focusable: where it scrolls, the keyboard scrolls it
    { class: "hint-other-moves", id: "hint-other-moves", hidden: true, tabindex: "0" },
    others.map((o) =>
      h("li", {}, keepWhole(t.hintOption(describe(t, o.action, view.ends, side), o.value, o.win))),
    ),
  );
  const toggle = h(
    "button",
    {
      type: "button",
      class: "hint-others",
      "aria-expanded": "false",
      "aria-controls": "hint-other-moves",
      onclick: () => {
        list.hidden = !list.hidden;
        toggle.setAttribute("aria-expanded", String(!list.hidden));
        const table = list.parentElement.parentElement;
        placeHint(table);
        bringHintIntoSight(table);
      },
    },
    t.hintOthers,
  );
  return [toggle, list];
}

/** Watches the size of the line's box on the table shown (one at a time). */
let resized = null;
/** The hint whose card was last drawn: a card newly opened is brought into the window, one
 * drawn again (the table drawn anew, the window resized) is left where the player scrolled. */
let hintShown = null;

/** Under one's own plate: the viewer's tiles; nothing while the computer plays for now the seat
 * this device holds (`standIn`: the way back to it is said above the table, online.js); else,
 * shown no tiles, the device only watches. */
function myTiles(t, view, ui, on, standIn) {
  if (view.viewer) return handTiles(t, view, ui, on);
  return standIn ? null : h("p", { class: "note" }, t.spectating);
}

/** The whole table for the current view; `ui`: the preview (selected tile, hint, the index `fresh`
 * of the tile just placed) and `quickPlay`, whether a tap plays a tile with one place (the help
 * above your tiles says which way to play); `notice`: a redeal just requested, or ""; `extra`:
 * what goes under your tiles (the deal's commitment), there before the line is drawn to fit its
 * box; `presence`: for each seat, who plays it and whether they are away or paused, in words (""
 * for nothing to say); `side`: the teams from the viewer's side (teams.js); `home`: the seat of
 * this device, at the bottom even when its view is not shown; `standIn`: whether the computer
 * plays for now a seat this device holds (it does not only watch). Returns the function that draws
 * the line again, for a new preview `ui` if given. */
export function renderTable(
  screen,
  t,
  view,
  ui,
  on,
  notice,
  extra = null,
  presence = [],
  side = sides(null),
  home = null,
  standIn = false,
) {
  const bottom = bottomSeat(view, home);
  const last = lastMoves(view);
  const plates = {};
  for (let seat = 1; seat <= 4; seat++) {
    const where = POSITIONS[(seat - bottom + 4) % 4];
    plates[where] = seatPlate(t, view, seat, where, last, presence[seat - 1], side);
  }
  const lineBox = h("div", { class: "line", id: "line" });
  const lineText = view.line.length
    ? `${t.lineLabel}: ${view.line.map((p) => `${p.left}-${p.right}`).join(", ")}`
    : t.emptyLine;
  const center = h(
    "section",
    { class: "center", "aria-label": t.lineLabel },
    h("p", { class: "visually-hidden" }, lineText),
    lineBox,
    overLine(t, view, notice),
  );
  const me = h(
    "div",
    { class: "me" },
    plates.bottom,
    actionRow(t, view, ui, on, side),
    myTiles(t, view, ui, on, standIn),
  );
  const yours = view.viewer && view.to_act === view.viewer && view.phase !== "over";
  const table = h(
    "div",
    { class: `table${yours && view.legal.length ? " your-turn" : ""}` },
    scoreBoard(t, view, side),
    h("div", { class: "felt play-felt" }, plates.top, plates.left, center, plates.right),
    me,
    hintPanel(t, view, ui, on, side),
    extra,
  );
  screen.replaceChildren(table);
  const room = () => `${center.clientWidth}x${center.clientHeight}`;
  let fitted = "";
  const draw = (next) => {
    if (next) ui = next;
    fitted = room();
    const ends = endButton(t, view, ui, on);
    const needed = renderLine(lineBox, view.line, view.ends, ends, ui.fresh, center.clientHeight);
    // On a phone narrower than 360 px a long line outgrows the box even with the smallest tiles
    // (at 320 px wide, from the 23rd tile): then the box grows to hold it, and does not shrink
    // back while this view is shown, so that drawing the line again settles.
    if (needed > center.clientHeight) center.style.minHeight = `${Math.ceil(needed)}px`;
    markLatest(lineBox, view);
    placeHint(table);
    if (ui.hint && ui.hint !== hintShown) bringHintIntoSight(table);
    hintShown = ui.hint;
  };
  draw();
  if (ui.fresh >= 0) slideIn(table, view);
  // The line fits its box, which changes size with the window and, where the felt fills the
  // screen, with what is under the felt (the commitment opened or closed): the line is drawn
  // again then, and only then, for drawing it anew cuts short the arrival of the tile just placed.
  // The box's size does not depend on the line (app.css, .center), but for the growth above.
  resized?.disconnect();
  resized = new ResizeObserver(
    () => center.isConnected && room() !== fitted && draw({ ...ui, fresh: -1 }),
  );
  resized.observe(center);
  return draw;
}

/** The tile of the last play on the line, marked until the next move. */
function markLatest(lineBox, view) {
  const m = view.moves[view.moves.length - 1];
  if (!m || m.play === undefined) return;
  const cells = [...lineBox.querySelectorAll(".placed")];
  cells.find((c) => sameTile(c.dataset.tile, m.play))?.classList.add("latest");
}

/** The handoff screen: no tiles at all, only who should take the device. `side`: who the seats
 * are (teams.js), taking no team's side, as the device changes hands. */
export function renderHandoff(screen, t, view, seat, onReady, side = sides(null)) {
  const button = h(
    "button",
    { type: "button", class: "primary big", onclick: onReady },
    t.iAm(side.seat(seat)),
  );
  screen.replaceChildren(
    h(
      "div",
      { class: "handoff card", role: "region", "aria-labelledby": "handoff-title" },
      scoreBoard(t, view, side),
      h("h2", { id: "handoff-title" }, t.handoffTitle(side.seat(seat))),
      h("p", {}, t.handoffText),
      button,
    ),
  );
  button.focus();
}

const REVEAL_LINE = 190; // px: the most the line takes on the end-of-hand card

/** The end of a hand: the result in words, the score change and the way on (Next hand, or the
 * winner and a new match), then all four hands, the line and `extra` (the check of the deal).
 * `on`: next(), newMatch(), and sameSeed() or leave() when offered; `side`: the teams from the
 * viewer's side (teams.js); `cheer`: the celebration of a Chiva, a Dékabès or the match won
 * (celebrate.js), first on the card. */
export function renderReveal(screen, t, view, on, extra = null, side = sides(null), cheer = null) {
  const r = view.last_result;
  const hands = [1, 2, 3, 4].map((seat) =>
    h(
      "li",
      { class: `revealed team-${teamOf(seat)}` },
      h(
        "span",
        { class: "who" },
        caption(t, side, seat, view.viewer),
        " · ",
        r.seat === seat ? t.wentOut : t.holds(r.pips[seat - 1]),
      ),
      h(
        "span",
        {
          class: "mini-hand",
          role: "img",
          "aria-label": r.hands[seat - 1].join(", ") || t.wentOut,
        },
        r.hands[seat - 1].map((tile) => {
          const [a, b] = numbers(tile);
          return h("span", { class: "mini" }, tileFace(a, b, true));
        }),
      ),
    ),
  );
  const lineBox = h("div", { class: "line small", "aria-hidden": "true" });
  const over = view.phase === "over";
  const winner = view.winner ? side.of(view.winner) : null;
  const teamClass = (w) => (w ? ` team-${w.team}` : "");
  const next = over
    ? [
        // The celebration says who won and the final score; without one (a record's deals ran
        // out) the card says so here. The score is on the line above either way.
        cheer ? null : h("p", { class: `winner${teamClass(winner)}` }, t.matchWinner(winner)),
        h(
          "div",
          { class: "hint-buttons match-over" },
          // A new match is a new deal; the same deals again (a seed known) come second. At a
          // table shared with friends a new match is asked of the others, and deals anew.
          h("button", { type: "button", class: "primary big", onclick: on.newMatch }, t.newMatch),
          on.sameSeed && view.seed !== null && view.seed !== undefined
            ? h("button", { type: "button", class: "big", onclick: on.sameSeed }, t.sameSeed)
            : null,
          on.leave
            ? h("button", { type: "button", class: "big", onclick: on.leave }, t.leaveTable)
            : null,
        ),
      ]
    : [
        h(
          "button",
          { type: "button", class: "primary big", id: "next-hand", onclick: on.next },
          t.nextHand,
        ),
      ];
  const panel = h(
    "section",
    { class: "reveal card", "aria-labelledby": "reveal-title" },
    h("h2", { id: "reveal-title" }, t.handOverTitle(r.number)),
    cheer,
    r.winner && side.us && !over
      ? h(
          "p",
          { class: `outcome${teamClass(side.of(r.winner))}` },
          t.handOutcome(side.of(r.winner)),
        )
      : null,
    resultWords(t, view.variant, r, side).map((w) =>
      h("p", { class: `result${teamClass(r.winner && side.of(r.winner))}` }, w),
    ),
    h("p", { class: "score-change" }, scoreChangeWords(t, r, side)),
    view.double_next ? h("p", { class: "double-next" }, t.doubleNext) : null,
    over
      ? null
      : h("p", { class: "next-opening" }, t.nextOpening[r.next.opening](side.seat(r.next.seat))),
    next,
    h("h3", {}, t.allHands),
    h("ul", { class: "reveal-hands" }, hands),
    lineBox,
    extra,
  );
  screen.replaceChildren(h("div", { class: "reveal-wrap" }, panel));
  // The line as small as it must be for the card to fit a laptop's screen (1366×768) whole.
  renderLine(lineBox, r.line, null, () => h("span", { class: "end-spacer" }), -1, REVEAL_LINE);
  // What happened comes first: the page opens at its top, focus on the way on (Next hand, or
  // the new match once the match is over), without scrolling to it.
  window.scrollTo(0, 0);
  panel.querySelector("button.primary").focus({ preventScroll: true });
}
