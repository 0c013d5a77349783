// Drawing #screen for a match: the table on its felt, the end of a hand (with the match's score
// sheet at its end), the hot-seat handoff, a shared table's lobby, the join screen, or nothing
// (a device changing hands). The render path (render.js) decides when; this draws what.

import { avatarOf } from "./avatar.js";
import { celebration } from "./celebrate.js";
import { $, h, say } from "./dom.js";
import { fairDealAfter, fairDealBox } from "./fairdeal.js";
import { renderHandoff, renderReveal, renderTable } from "./felt.js";
import { computerWaiting, renderJoin, renderLobby, standInSeat } from "./online.js";
import { renderWaiting } from "./playnow.js";
import { openReview } from "./review.js";
import { withSent } from "./sent.js";
import { renderSheet } from "./sheet.js";
import { namesOf, sides, sidesOf } from "./teams.js";

/** Whether each seat is away, played by the computer for its player, or paused, in words (its
 * name is on its plate already): "" where there is nothing to say (a table on one device). An
 * away player's plate says the table waits only while it does (not at another's turn). */
function presence(t, s) {
  if (!s.table) return ["", "", "", ""];
  const paused = new Map(
    (s.table.paused_by || []).filter((p) => p.seat).map((p) => [p.seat, p.panel]),
  );
  const waiting = new Set(s.table.waiting_for || []);
  return s.table.seats.map((seat) => {
    const words = [];
    // a public table's player away: everyone sees that the computer plays for them (for you,
    // on the device of that player)
    if (seat.away)
      words.push(s.you?.seats.includes(seat.seat) ? t.anyone.standInYou : t.anyone.standIn);
    else if (seat.kind !== "computer" && seat.computer) words.push(t.seatState.computer);
    else if (seat.kind === "invited" && !seat.taken) words.push(t.seatState.free);
    else if (!seat.computer && !seat.connected && !s.held.includes(seat.seat))
      // TABLE's `waiting_for`: its turn, or a request's answer it owes
      words.push(waiting.has(seat.seat) ? t.seatState.awayWaits : t.seatState.away);
    if (paused.has(seat.seat)) words.push(t.pausedBy(paused.get(seat.seat)));
    return words.join(" · ");
  });
}

/** Whether the seat to act is a person away from the table (no device of theirs connected,
 * no computer standing in, none of this device's seats). */
function awayAtTurn(s) {
  const seat = s.table?.seats[(s.view?.to_act ?? 0) - 1];
  return (
    Boolean(seat) &&
    seat.kind !== "computer" &&
    !seat.computer &&
    !seat.connected &&
    !s.held.includes(seat.seat)
  );
}

/** The avatar of each player of a public table before their name on the plate. */
function showAvatars(screen, table) {
  for (const seat of table?.seats || []) {
    const who = screen.querySelector(`.seat[data-seat="${seat.seat}"] .plate .who`);
    const avatar = avatarOf(seat.avatar, seat.name);
    if (who && avatar) who.prepend(avatar, " ");
  }
}

/** A table not started yet shows its lobby, even where the device waits to be handed over. */
export const inLobby = (s) =>
  (s.screen === "table" || s.screen === "handoff") && s.table && !s.table.started;

/** Who sits where, as the plates and the score name them: the seats of the table with a name or
 * an avatar (its view is shown only once the table is heard of: connection.js). */
const seating = (s) =>
  JSON.stringify(
    (s.table?.seats || []).filter((x) => x.name || x.avatar).map((x) => [x.seat, x.name, x.avatar]),
  );

/** What a screen of the match shows, by the parts of the state it is drawn from. */
export const SHOWS = {
  table: (s, t) =>
    inLobby(s)
      ? ["lobby", s.view, JSON.stringify(s.table), s.you, s.invitation, s.pair, s.skew]
      : [
          s.view,
          s.ui.selected,
          s.ui.hint,
          s.ui.hintAction,
          s.ui.refused,
          s.pending,
          s.notice,
          s.passed,
          presence(t, s).join("|"),
          // the status: whom the computer waits for, or the request it waits on
          JSON.stringify(s.table?.paused_by || []),
          s.table?.offer?.id ?? null,
          s.prefs.largeTiles, // the line's tiles are sized as it is drawn
          sidesOf(s).us,
          seating(s),
        ],
  reveal: (s) => [s.view, s.commitments, s.sheet, sidesOf(s).us, seating(s)],
  handoff: (s) =>
    inLobby(s)
      ? ["lobby", s.view, JSON.stringify(s.table), s.you, s.invitation]
      : [s.view, s.handoffSeat, seating(s)],
  blank: () => [],
};

/** Words kept in the state past a render (the banner, a notice) are functions of the page's
 * words, so that they are said in the language spoken when drawn; "" for none. */
export const said = (words) => (typeof words === "function" ? words() : words);

/** Draw a screen that is drawn anew at every change (`draw()`: the lobby, as seats are taken)
 * keeping the keyboard's place: the control that had the focus gets it again in its new self
 * (the same id, else the same words), and a keyboard arriving with the focus nowhere (a table
 * just made or a seat just taken) starts on the invitation's Copy button (the host's next
 * step: sharing the link), or the heading. Never on a Start: an Enter pressed by reflex as the
 * table came started its match without the friends it was made for. */
function keepingFocus(s, draw) {
  const screen = $("screen");
  const active = document.activeElement;
  const had = active && screen.contains(active) ? active : null;
  const nowhere = !active || active === document.body || had !== null;
  draw();
  if (!s.keyboard || !nowhere) return;
  const words = had?.textContent;
  const same = (c) =>
    had.id ? c.id === had.id : words && c.tagName === had.tagName && c.textContent === words;
  const again =
    had && [...screen.querySelectorAll("button, input, select, a[href], h2")].find(same);
  const first = screen.querySelector("#invite-copy") || screen.querySelector("h2");
  (again || first)?.focus();
}

/** The match's screen in the page's words `t`; `on`: the intents (intents.js). Returns
 * {draw(s, before), dragging(s)}: `before` is the view drawn last (a tile arrives only once). */
export function matchScreen(t, on) {
  let drawLine = null; // draws the table's line again (a tile being dragged)

  function draw(s, before) {
    const screen = $("screen");
    drawLine = null;
    if (s.screen === "blank") return screen.replaceChildren();
    if (s.screen === "join") return renderJoin(screen, t, s.join, on.join);
    if (inLobby(s))
      return keepingFocus(s, () =>
        s.table.public?.kind === "quick"
          ? renderWaiting(screen, t, s, on.anyone)
          : renderLobby(screen, t, s, on.online),
      );
    if (s.screen === "handoff")
      return renderHandoff(
        screen,
        t,
        s.view,
        s.handoffSeat,
        () => on.handoff(s.handoffSeat),
        sides(null, namesOf(s)),
      );
    if (s.screen === "reveal") return drawReveal(screen, s);
    const commitment = fairDealBox(t, s.view, say);
    if (commitment) {
      commitment.open = s.commitmentOpen;
      commitment.addEventListener("toggle", () => on.chrome.commitmentToggled(commitment.open));
    }
    // The tile just placed arrives once, when its view is first drawn, not again on every render;
    // your own move arrives the moment it is made, before the server's answer (sent.js).
    const sent = s.pending && s.pending.version === s.view.version;
    const view = sent ? withSent(s.view, s.pending) : s.view;
    const fresh = sent ? (s.pending.end === "left" ? 0 : view.line.length - 1) : s.fresh;
    // A move marked as still being sent has arrived already: the mark moves nothing.
    const arrived = sent ? s.pending.waiting : s.view === before;
    const ui = { ...s.ui, fresh: arrived ? -1 : fresh, quickPlay: s.prefs.quickPlay };
    const notice = said(s.notice);
    drawLine = renderTable(
      screen,
      t,
      view,
      ui,
      on.table,
      notice,
      commitment,
      presence(t, s),
      sidesOf(s),
      s.held[0] ?? null,
      !!standInSeat(s),
    );
    showAvatars(screen, s.table);
    // While the computer players wait for someone reading or for a request's answer, the status
    // says that, and the plate of the seat to act says it waits, not "thinking".
    const waits = computerWaiting(t, s);
    const status = screen.querySelector("#status");
    if (waits && status) status.textContent = waits.shown;
    const flag = screen.querySelector(`.seat[data-seat="${s.view.to_act}"] .last`);
    if (waits && flag) flag.textContent = t.waitingFlag;
    // A person away whose turn it is thinks of nothing here: the plate says away (as its
    // presence does: "away: the table waits"), not "thinking".
    else if (flag && awayAtTurn(s)) flag.textContent = t.seatState.away;
    // An automatic pass is said in the live region, and shown in the row of your actions while
    // it has nothing else to show (the row keeps its height: nothing moves).
    const actions = screen.querySelector(".me .actions");
    if (s.passed && actions && !actions.childElementCount)
      actions.append(h("p", { class: "note auto-passed" }, said(s.passed)));
    restoreFocus(s);
  }

  function drawReveal(screen, s) {
    const r = s.view.last_result;
    const side = sidesOf(s);
    const drawn = renderReveal(
      screen,
      t,
      s.view,
      on.reveal(),
      fairDealAfter(t, s.view, r, s.commitments[r.number], say),
      side,
      celebration(t, s.view, side),
    );
    // The hand's review, from the card: our team's moves first for a device holding seats of one
    // team, every move in order for anyone else.
    // At the end of a match it joins the row of the card's buttons, so the card still fits a
    // laptop's screen whole.
    const review = () => openReview(t, s.view.id, r.number, side, on.reveal().reviewed);
    const open = h(
      "button",
      { type: "button", class: "review-open", onclick: review },
      t.review.open,
    );
    const row = screen.querySelector(".reveal .hint-buttons");
    if (row) row.append(open);
    else screen.querySelector(".reveal #next-hand")?.after(open);
    // The match's sheet goes beside the card (below it on a narrow screen), in a box of its
    // own that scrolls, so that the card still fits a laptop's screen whole however long the
    // match was; the box opens at the hand that won the match (its last row, above the seats'
    // accuracy).
    if (s.view.phase === "over" && s.sheet && s.sheet.version === s.view.version) {
      const aside = h(
        "aside",
        { class: "sheet-aside", "aria-label": t.sheetTitle, tabindex: "0" },
        renderSheet(t, s.view.variant, s.sheet.hands, side, s.sheet.accuracy, (n) =>
          openReview(t, s.view.id, n, side, on.reveal().reviewed),
        ),
      );
      screen.querySelector(".reveal-wrap").append(aside);
      const won = aside.querySelector(".sheet tbody tr:last-child");
      const seen = aside.getBoundingClientRect().top + aside.clientTop + aside.clientHeight;
      if (won) aside.scrollTop = Math.ceil(won.getBoundingClientRect().bottom - seen);
    }
    return drawn;
  }

  /** A tile is being dragged: the line lights its ends, the tiles their marks; the dragged
   * button itself stays in place. */
  function dragging(s) {
    for (const b of $("screen").querySelectorAll(".hand .tile"))
      b.classList.toggle("selected", b.dataset.tile === s.ui.selected);
    drawLine?.({ ...s.ui, fresh: -1 });
  }

  function restoreFocus(s) {
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    if (s.panel) return;
    // A moment whose only moves are buttons (accept the deal, choose who opens, a pass) starts
    // on them: a tile could only be looked at.
    const legal = s.view?.legal || [];
    const buttons = legal.length > 0 && legal.every((a) => a.play === undefined);
    const target =
      (s.ui.selected && $("screen").querySelector(".end.lit")) ||
      (buttons && $("screen").querySelector(".actions button")) ||
      $("screen").querySelector(".hand .tile[tabindex='0']") ||
      $("screen").querySelector(".actions button");
    if (target && s.keyboard) target.focus();
  }

  return { draw, dragging, refocus: restoreFocus };
}
