// What playing with friends adds to the screens, drawn from the state: the start screen's
// "Play with friends" and "Join a table" forms, the join screen of an invitation, the lobby of a
// table being set (the invitation, the seats, the host's controls), who is at the table (names,
// connected or away, who paused), the takeback request to answer, and a seat's rejoin link.

import { askToNotify, myTurn } from "./attention.js";
import { avatarOf } from "./avatar.js";
import { watching } from "./chrome.js";
import { h, markError } from "./dom.js";
import { pauseIcon } from "./icons.js";
import { redoChoice } from "./news.js";
import { namedEntry } from "./panels.js";
import { partnersLine } from "./partners.js";
import { loadPrefs } from "./prefs.js";
import { levelSelect, seatRows, seedField, seedOf, variantChoice } from "./start.js";
import { NAME_LIMIT, ordered, sidesOf } from "./teams.js";

const NS = "http://www.w3.org/2000/svg";
const SVG_TAGS = new Set([
  "svg",
  "g",
  "path",
  "rect",
  "title",
  "desc",
  "defs",
  "use",
  "line",
  "polyline",
  "polygon",
  "circle",
]);
const SVG_ATTRS = new RegExp(
  "^(viewBox|width|height|d|x|y|x1|y1|x2|y2|cx|cy|r|points|fill|stroke|stroke-width|" +
    "transform|class|version|shape-rendering|fill-rule|clip-rule)$",
);

/** The server's QR code (an SVG document) rebuilt element by element, keeping shapes only: no
 * style attribute, no script, no link reaches the page (the page's CSP allows neither). */
export function qrImage(svgText, label) {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement;
  const copy = (node) => {
    const tag = node.localName;
    if (!SVG_TAGS.has(tag)) return null;
    const out = document.createElementNS(NS, tag);
    for (const { name, value } of [...node.attributes])
      if (SVG_ATTRS.test(name)) out.setAttribute(name, value);
    for (const child of node.children) {
      const c = copy(child);
      if (c) out.append(c);
    }
    if (tag === "title" || tag === "desc") out.textContent = node.textContent;
    return out;
  };
  const svg = parsed && parsed.localName === "svg" ? copy(parsed) : null;
  if (!svg) return null;
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "qr");
  return svg;
}

/** A code as typed: letters and digits only, upper case; null if it cannot be a code. */
export function typedCode(raw) {
  const code = String(raw || "")
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "");
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : null;
}

/** A name field for each seat played on this device, shown while that seat is "here": the
 * first is the host's ("Your name"), each other one names the friend sharing the device at its
 * seat, so that every seat here is said by its own name. `names()`: the four names, or null. */
function hereNames(t, form) {
  const inputs = [1, 2, 3, 4].map((seat) =>
    h("input", { id: `friends-name-${seat}`, maxlength: NAME_LIMIT, autocomplete: "nickname" }),
  );
  const labels = inputs.map((input) => h("label", { for: input.id }));
  const fields = inputs.map((input, i) => h("div", { class: "field" }, labels[i], input));
  const kinds = () => [1, 2, 3, 4].map((n) => form.elements[`friend-seat-${n}`]?.value);
  const show = () => {
    const here = kinds();
    const first = here.indexOf("here");
    fields.forEach((field, i) => {
      field.hidden = here[i] !== "here";
      labels[i].textContent = i === first ? t.nameLabel : t.nameAtSeat(i + 1);
    });
  };
  const names = () => {
    const here = kinds();
    const typed = inputs.map((input, i) => (here[i] === "here" && input.value.trim()) || null);
    return typed.some(Boolean) ? typed : null;
  };
  return { fields, show, names };
}

/** The "Play with friends" form: the game, the level, each seat invited / here / computer, a
 * name for each seat here and whether hints are allowed; `onCreate(settings)`. */
export function renderFriends(t, settings, onCreate) {
  const error = h("p", { class: "form-error", role: "alert", id: "friends-error" });
  const hints = h("input", { type: "checkbox", id: "friends-hints", name: "hints", checked: true });
  const seed = seedField(t, "friends-seed", t.friendsSeed);
  const form = h(
    "form",
    { class: "friends card", "aria-labelledby": "friends-heading" },
    h("h2", { id: "friends-heading" }, t.friendsHeading),
    h("p", {}, t.friendsHelp),
    variantChoice(t, "friends-variant", settings.variant),
    h(
      "fieldset",
      { class: "seats" },
      h("legend", {}, t.seatsHeading),
      seatRows(
        t,
        "friend-seat",
        ["here", "invited", "invited", "invited"],
        ["invited", "here", "computer"],
        t.seatKinds,
      ),
    ),
    h("div", { class: "here-names" }),
    h(
      "div",
      { class: "field" },
      h("label", { for: "friends-level" }, t.level),
      levelSelect(t, "friends-level", settings.level),
    ),
    h("div", { class: "field check" }, hints, h("label", { for: "friends-hints" }, t.hintsAllowed)),
    seed.field,
    error,
    h("button", { type: "submit", class: "primary big" }, t.createTable),
  );
  const here = hereNames(t, form);
  form.querySelector(".here-names").replaceChildren(...here.fields);
  here.show();
  form.addEventListener("change", here.show);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const seats = [1, 2, 3, 4].map((n) => data.get(`friend-seat-${n}`));
    const chosen = seedOf(seed.input.value);
    const badSeed = seats.includes("invited") && chosen === undefined;
    error.textContent = !seats.includes("invited")
      ? t.friendsNeedInvited
      : badSeed
        ? t.seedInvalid
        : "";
    markError(seed.input, error, badSeed);
    if (badSeed) seed.input.focus();
    if (error.textContent) return;
    const variant = data.get("friends-variant");
    const names = here.names();
    askToNotify(loadPrefs());
    onCreate({
      variant,
      seats,
      level: data.get("friends-level"),
      seed: chosen,
      hints: hints.checked,
      names,
    });
  });
  return form;
}

/** The "Join a table" form: a code typed; `onCode(code)`. Small, so that it sits at the top of
 * the start screen: the code and its button on one row. */
export function renderJoinCode(t, onCode) {
  const error = h("p", { class: "form-error", role: "alert", id: "code-error" });
  const input = h("input", {
    id: "join-code",
    name: "code",
    autocomplete: "off",
    autocapitalize: "characters",
    spellcheck: "false",
    "aria-describedby": "join-help",
  });
  const form = h(
    "form",
    { class: "join-code card", "aria-labelledby": "join-heading" },
    h("h2", { id: "join-heading" }, t.joinHeading),
    h("small", { id: "join-help" }, t.joinHelp),
    h(
      "div",
      { class: "join-row" },
      h("label", { for: "join-code" }, t.codeLabel),
      input,
      h("button", { type: "submit", class: "primary" }, t.findTable),
    ),
    error,
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = typedCode(input.value);
    error.textContent = code ? "" : t.codeInvalid;
    markError(input, error, !code);
    if (code) onCode(code);
    else input.focus();
  });
  return form;
}

/** Who a seat is, in a sentence: its player's name, else "Seat N"; no seat: the host. */
export function whoIs(t, table, seat, name = null) {
  const named = name || (seat && table ? table.seats[seat - 1].name : null);
  return named || (seat ? t.seatLabel(seat) : t.theHost);
}

const freeSeats = (table) => table.seats.filter((s) => s.kind === "invited" && !s.taken);

/** Name and take a free seat: `on.claim(seat, name)`; `on.watch()` when there is none (or
 * the player would rather watch). */
function seatTaker(t, table, on, watch = true) {
  const free = freeSeats(table);
  const name = h("input", { id: "join-name", maxlength: NAME_LIMIT, autocomplete: "nickname" });
  return h(
    "div",
    { class: "seat-taker" },
    h("p", {}, free.length ? t.joinFree : t.joinNone),
    free.length
      ? h("div", { class: "field" }, h("label", { for: "join-name" }, t.nameLabel), name)
      : null,
    h(
      "div",
      { class: "row-buttons" },
      free.map((s) =>
        h(
          "button",
          {
            type: "button",
            class: "primary",
            onclick: () => {
              askToNotify(loadPrefs());
              on.claim(s.seat, name.value.trim());
            },
          },
          t.takeSeat(s.seat),
        ),
      ),
      watch ? h("button", { type: "button", onclick: on.watch }, t.watchTable) : null,
    ),
  );
}

/** The join screen of an invitation: the game, who sits where and with whom, the free seats
 * to take. */
export function renderJoin(screen, t, join, on) {
  const game = join.view ? t.games[join.view.variant]?.title || join.view.title : "";
  screen.replaceChildren(
    h(
      "section",
      { class: "join card", "aria-labelledby": "join-title" },
      h("h2", { id: "join-title" }, t.joinTitle(game)),
      peopleList(t, join.table, { you: { host: false, seats: [] } }, {}),
      partnersLine(t, join.table), // whose partner each free seat makes you
      seatTaker(t, join.table, {
        claim: (seat, name) => on.claim(join.code, seat, name),
        watch: () => on.watch(join.id),
      }),
    ),
  );
  screen.querySelector(".seat-taker button")?.focus();
}

/** Each seat of `table`: who (name), what (free, connected, away, the computer), who paused;
 * with the host's controls when `ctx.you.host` (`on.host(command)`), and a nudge to a seat the
 * table waits for when `on.nudge` (`ctx`, then the page state: its nudge says "your partner"). */
export function peopleList(t, table, ctx, on) {
  const you = ctx.you || { host: false, seats: [] };
  const paused = new Map(
    (table.paused_by || []).filter((p) => p.seat).map((p) => [p.seat, p.panel]),
  );
  const rows = table.seats.map((s) => {
    const mine = you.seats.includes(s.seat);
    const waited = (table.waiting_for || []).includes(s.seat) && !s.computer;
    let state;
    if (s.kind === "invited" && !s.taken) state = "free";
    else if (s.computer) state = "computer";
    else if (mine) state = s.kind === "here" ? "here" : "yours";
    // away: "the table waits" only while it waits for that seat, as its plate says
    else state = s.connected ? "connected" : waited ? "awayWaits" : "away";
    const controls = [];
    if (on.nudge && waited && !mine && s.connected && (you.host || you.seats.length)) {
      controls.push(
        h(
          "button",
          { type: "button", class: "small nudge", onclick: () => on.nudge(s.seat) },
          t.nudge(sidesOf(ctx).seat(s.seat)),
        ),
      );
    }
    if (you.host && on.host) {
      if (s.kind === "invited" && s.taken && !mine) {
        controls.push(
          h(
            "button",
            {
              type: "button",
              class: "small",
              onclick: () => on.host({ do: "release", seat: s.seat }),
            },
            t.releaseSeat,
          ),
        );
      }
      if (s.kind !== "computer" && s.taken && !mine) {
        const on_ = !s.computer;
        controls.push(
          h(
            "button",
            {
              type: "button",
              class: "small",
              onclick: () => on.host({ do: "computer", seat: s.seat, on: on_ }),
            },
            on_ ? t.toComputer : t.giveBack,
          ),
        );
      }
    }
    return h(
      "li",
      { class: `person state-${state}`, dataset: { seat: String(s.seat) } },
      h("span", { class: "person-who" }, avatarOf(s.avatar, s.name), t.seatWho(s.seat, s.name)),
      h("span", { class: "person-state" }, s.away ? t.anyone.standIn : t.seatState[state]),
      paused.has(s.seat)
        ? h("span", { class: "person-paused" }, t.pausedBy(paused.get(s.seat)))
        : null,
      controls.length ? h("span", { class: "row-buttons" }, controls) : null,
    );
  });
  return h("ul", { class: "people", "aria-label": t.tableTitle }, rows);
}

/** The invitation: the code (read aloud), the link with a Copy button, and the QR code. */
export function renderInvitation(t, invitation, on) {
  const qr = invitation.qr_svg ? qrImage(invitation.qr_svg, t.inviteQr(invitation.code)) : null;
  return h(
    "section",
    { class: "invitation", "aria-labelledby": "invite-heading" },
    h("h3", { id: "invite-heading" }, t.inviteHeading),
    h("p", {}, t.inviteHelp),
    h(
      "p",
      { class: "invite-code" },
      h("span", {}, t.inviteCode),
      h(
        "strong",
        { id: "invite-code", "aria-label": t.codeSpoken(invitation.code) },
        invitation.code,
      ),
    ),
    h(
      "div",
      { class: "copy-row" },
      h("label", { for: "invite-link", class: "visually-hidden" }, t.inviteLink),
      h("input", {
        id: "invite-link",
        readonly: true,
        value: invitation.link,
        class: "mono",
        onfocus: (e) => e.target.select(),
      }),
      h(
        "button",
        {
          type: "button",
          id: "invite-copy",
          class: "small",
          onclick: (e) => on.copy(invitation.link, t.linkCopied, "invite-link", e.currentTarget),
        },
        t.copyLink,
      ),
    ),
    qr,
  );
}

/** The host's switch: the table listed in the lobby of public tables, or taken off it; none
 * for a table whose deals someone knows (a seed chosen, deals given: TABLE's listable), nor
 * to take a public match off while it is played (`over`: it has ended): it is rated when it
 * ends, and the server refuses. */
const publishButton = (t, table, on, over = false) =>
  (table.public ? !table.started || over : table.listable)
    ? h(
        "button",
        { type: "button", id: "publish", onclick: () => on.publish(!table.public) },
        table.public ? t.anyone.unpublish : t.anyone.publish,
      )
    : null;

/** The lobby of a table not started yet: the invitation (host), who sits where, and Start. */
export function renderLobby(screen, t, s, on) {
  const table = s.table;
  const free = freeSeats(table).length;
  const game = t.games[s.view.variant]?.title || s.view.title;
  const host = s.you?.host;
  // Start and who partners whom first, so that the host sees them at once on any screen.
  const startButtons = host
    ? h(
        "div",
        { class: "row-buttons" },
        h(
          "button",
          {
            type: "button",
            class: "primary",
            disabled: free > 0,
            onclick: () => on.host({ do: "start" }),
          },
          t.startTable,
        ),
        free
          ? h(
              "button",
              { type: "button", onclick: () => on.host({ do: "start", fill: true }) },
              t.startFill,
            )
          : null,
      )
    : h("p", { class: "note" }, t.waitingHost);
  const tableButtons = host
    ? h(
        "div",
        { class: "row-buttons" },
        publishButton(t, table, on),
        h("button", { type: "button", onclick: on.removeTable }, t.deleteTable),
      )
    : null;
  // The invitation beside the seats on a laptop, below Start on a phone.
  const invitation = s.invitation && host ? renderInvitation(t, s.invitation, on) : null;
  screen.replaceChildren(
    h(
      "section",
      { class: `lobby card${invitation ? " inviting" : ""}`, "aria-labelledby": "lobby-title" },
      h("h2", { id: "lobby-title", tabindex: "-1" }, t.lobbyHeading(game)),
      h(
        "div",
        { class: "lobby-start" },
        partnersLine(t, table, s.you || undefined),
        free ? h("p", { class: "seats-free" }, t.seatsFree(free)) : null,
        startButtons,
      ),
      h(
        "div",
        { class: "lobby-body" },
        invitation,
        h(
          "div",
          { class: "lobby-seats" },
          peopleList(t, table, s, on),
          h("p", { class: "hints-setting" }, table.hints ? t.hintsOn : t.hintsOffNote),
          table.public ? h("p", { class: "public-note" }, t.anyone.isPublic) : null,
          s.you && !s.you.seats.length && free
            ? seatTaker(
                t,
                table,
                { claim: (seat, name) => on.claim(table.code, seat, name) },
                false,
              )
            : null,
          tableButtons,
        ),
      ),
    ),
  );
}

/** The table's panel: who is at the table, the host's controls, the invitation, the hints
 * setting, and this seat's rejoin link. */
export function tablePanel(t, s, on) {
  const table = s.table;
  const you = s.you || { host: false, seats: [] };
  const free = freeSeats(table).length;
  const rejoin = s.rejoin
    ? h(
        "div",
        { class: "rejoin" },
        h("p", {}, t.rejoinHelp),
        h(
          "div",
          { class: "copy-row" },
          h("label", { for: "rejoin-link" }, t.rejoinLabel(s.rejoin.seat)),
          h("input", {
            id: "rejoin-link",
            readonly: true,
            value: s.rejoin.link,
            class: "mono",
            onfocus: (e) => e.target.select(),
          }),
          h(
            "button",
            {
              type: "button",
              class: "small",
              onclick: (e) =>
                on.copy(s.rejoin.link, t.rejoinCopied, "rejoin-link", e.currentTarget),
            },
            t.copyRejoin,
          ),
        ),
      )
    : null;
  return [
    peopleList(t, table, s, on),
    h("p", { class: "hints-setting" }, table.hints ? t.hintsOn : t.hintsOffNote),
    you.host
      ? h(
          "div",
          { class: "row-buttons" },
          h(
            "button",
            { type: "button", onclick: () => on.host({ do: "hints", allowed: !table.hints }) },
            table.hints ? t.forbidHints : t.allowHints,
          ),
          publishButton(t, table, on, s.view?.phase === "over"),
          h("button", { type: "button", onclick: on.removeTable }, t.deleteTable),
        )
      : null,
    table.public ? h("p", { class: "public-note" }, t.anyone.isPublic) : null,
    !you.seats.length && free
      ? seatTaker(t, table, { claim: (seat, name) => on.claim(table.code, seat, name) }, false)
      : null,
    you.host && s.invitation && free ? renderInvitation(t, s.invitation, on) : null,
    you.seats.length && table.seats.some((x) => x.kind === "invited")
      ? h("p", {}, h("button", { type: "button", onclick: on.rejoinLink }, t.rejoinButton))
      : null,
    rejoin,
  ];
}

/** The computer is to play but waits, as the rule book says, while someone reads the rules or
 * the log, or while a takeback request waits for its answer (the server holds the computers
 * then too: they are not "thinking"): those words, {shown, said} (null when it does not wait
 * so). A reader at a seat has "reading the rules" on their plate: the words shown then say
 * only that the computer players wait, not who reads a second time; `said`, for a screen
 * reader, says who. */
export function computerWaiting(t, s, others = false) {
  const view = s.view;
  if (!s.table || !view || view.over || !view.to_act || view.to_act_human) return null;
  if (s.table.offer) return { shown: t.computerWaitsAnswer, said: t.computerWaitsAnswer };
  const reader = (s.table.paused_by || []).find(
    (p) => !others || !p.seat || !s.held.includes(p.seat),
  );
  if (!reader) return null;
  const by = reader.seat ? sidesOf(s).seat(reader.seat) : {};
  const said = t.computerWaits(whoIs(t, s.table, reader.seat, reader.name), by.you, by.mate);
  return { shown: reader.seat ? t.computerWaitsShort : said, said };
}

/** The seat of this device's player that the computer plays for now (its player away, or a
 * host's say), or undefined: the device holds it still, and may take it back. */
export const standInSeat = (s) =>
  s.you?.seats.find((seat) => {
    const at = s.table?.seats[seat - 1];
    return at?.computer && at.kind !== "computer";
  });

/** What the table says when no request waits: the computer plays this device's seat for now
 * (and the way back); it waits for this device (the end of the hand still shown here) or for
 * someone still looking at it (with a nudge, from a player or the host); the computer players
 * wait while someone reads the rules or the log. Null when there is nothing to say. (A table
 * that moved on to a new match is never shown: the device follows it, connection.js.) */
export function tableNews(t, s, on) {
  const table = s.table;
  const view = s.view;
  if (!table || !view || !s.you) return null;
  const standIn = standInSeat(s);
  if (standIn)
    return [
      // at a public table the computer came because the player was away, not by a host's say
      h("p", { id: "news-text" }, table.seats[standIn - 1].away ? t.takenOverAway : t.takenOver),
      h(
        "div",
        { class: "row-buttons" },
        h(
          "button",
          {
            type: "button",
            class: "primary",
            dataset: { seat: String(standIn) }, // drawn again only when it changes (render.js)
            onclick: () => on.host({ do: "computer", seat: standIn, on: false }),
          },
          t.takeBack,
        ),
      ),
    ];
  if (myTurn(s) && s.screen === "reveal") return h("p", { class: "waits-for-you" }, t.waitsForYou);
  const seat = view.to_act;
  const late = seat && !s.held.includes(seat) && (table.at_reveal || []).includes(seat);
  if (late && view.to_act_human && !view.over) {
    const waiting = h("p", { id: "news-text" }, t.atReveal(sidesOf(s).seat(seat)));
    // a player or the host may nudge; one who only watches may not (the server refuses it)
    if (watching(s)) return waiting;
    const nudge = h(
      "button",
      {
        type: "button",
        class: "nudge",
        dataset: { seat: String(seat) },
        onclick: () => on.nudge(seat),
      },
      t.nudge(sidesOf(s).seat(seat)),
    );
    return [waiting, h("div", { class: "row-buttons" }, nudge)];
  }
  const waits = computerWaiting(t, s, true);
  if (!waits) return null;
  const { shown, said } = waits;
  return h(
    "p",
    { class: "computer-waits" },
    pauseIcon(),
    " ",
    shown === said
      ? shown
      : [
          h("span", { "aria-hidden": "true" }, shown),
          h("span", { class: "visually-hidden" }, said),
        ],
  );
}

/** Choice `a` (an ACTION with its seat: a pass with the ends it was made on) as the log names
 * it (`t.logged`, an entry of its kind), its seats as `side` does. */
function logged(t, a, side) {
  const kind = ["pass", "accept", "redeal", "choose"].find((k) => k in a);
  return t.logged[kind](namedEntry({ ...a, kind, opener: a.choose }, side));
}

/** The words of the request `offer`: what it would do (its `about`, docs/api.md), so that a
 * friend can judge it: the choice an undo takes back (a tile played, the latest person's choice,
 * whoever made it; a Haiti acceptance, redeal or choice of opener in the log's words), the one a
 * redo makes again (a tile, a pass, a Haiti choice: the server does not say it, as it is back
 * in its player's hand, but this device saw it made, news.js `redoChoice`; "the move undone"
 * where it did not), the hand a restart deals again (the one under way, not the one a device
 * still showing the last hand's end has on its card), and the match a new match stops, with its
 * score. For a device it asks, who asks; for the device that asked, in its player's words ("You
 * asked to take back Bea's 5-5"), and whom it waits for: its player, too, is told which move,
 * hand or match it is about. */
export function offerWords(t, s, offer) {
  const side = sidesOf(s);
  const by = side.seat(offer.by);
  const waits = offer.waiting.map(side.seat);
  const told = s.held.includes(offer.by)
    ? {
        undo: (mover, tile) => t.offerMineUndo(mover, tile, waits),
        move: (what) => t.offerMineUndoMove(what, waits),
        redo: (mover, tile) => t.offerMineRedo(mover, tile, waits),
        redoMove: (what) => t.offerMineRedoMove(what, waits),
        restart: (n) => t.offerMineRestart(n, waits),
        newMatch: (sides, score) => t.offerMineNewMatch(sides, score, waits),
        other: () => t.offerMine(offer.kind, waits),
      }
    : {
        undo: (mover, tile) => t.offerUndo(by, mover, tile),
        move: (what) => t.offerUndoMove(by, what),
        redo: (mover, tile) => t.offerRedo(by, mover, tile),
        redoMove: (what) => t.offerRedoMove(by, what),
        restart: (n) => t.offerRestart(by, n),
        newMatch: (sides, score) => t.offerNewMatch(by, sides, score),
        other: () => t.offerBy(offer.kind, by),
      };
  const { undoes, hand, score } = offer.about || {};
  if (undoes?.play) return told.undo(side.seat(undoes.seat), undoes.play);
  if (undoes) return told.move(logged(t, undoes, side));
  const redoes = offer.kind === "redo" ? redoChoice(s.view, s.furthest) : null;
  if (redoes?.play !== undefined) return told.redo(side.seat(redoes.seat), redoes.play);
  if (redoes) return told.redoMove(logged(t, redoes, side));
  if (hand) return told.restart(hand);
  if (score) return told.newMatch(side.order.map(side.of), ordered(side, score));
  return told.other();
}

/** What the device that asked for `offer` is told as the seats `yes` accept it: who did, and
 * whom it waits for still; the box only changes its "waiting for", which says nothing. */
export function acceptedWords(t, s, offer, yes) {
  const side = sidesOf(s);
  return t.offerAcceptedBy(yes.map(side.seat), offer.waiting.map(side.seat));
}

/** The takeback request the table waits for: Accept and Refuse for a device it asks, the wait
 * for the one that asked, which may take it back (the player it waits for may have gone);
 * null when there is none (or it was answered here). Without one, the table's news. Its words,
 * without its buttons', are what the page says of it (render.js), once; for the device that
 * asked, as it first shows (what it is about comes with the OFFER), not again as it waits. */
export function offerBar(t, s, on) {
  const offer = s.table?.offer;
  const watching = s.you && !s.you.seats.length && s.table?.started;
  if (!offer && watching && freeSeats(s.table).length) {
    // A spectator at a table where a seat came free (released by the host) may take it.
    return [
      h("h2", { class: "bar-title" }, t.takeFreeHeading),
      seatTaker(t, s.table, { claim: (seat, name) => on.claim(s.table.code, seat, name) }, false),
    ];
  }
  if (!offer) return tableNews(t, s, on);
  const mine = s.held.includes(offer.by);
  const asked = offer.waiting.some((seat) => s.held.includes(seat));
  if (!mine && (!asked || s.answered === offer.id)) return null;
  if (mine)
    return [
      h("p", { id: "offer-text" }, offerWords(t, s, offer)),
      s.answered === offer.id
        ? null
        : h(
            "div",
            { class: "row-buttons" },
            h(
              "button",
              { type: "button", "aria-describedby": "offer-text", onclick: () => on.answer(false) },
              t.withdrawOffer,
            ),
          ),
    ];
  return [
    h("p", { id: "offer-text" }, offerWords(t, s, offer)),
    h(
      "div",
      { class: "row-buttons" },
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "aria-describedby": "offer-text",
          onclick: () => on.answer(true),
        },
        t.acceptOffer,
      ),
      h(
        "button",
        { type: "button", "aria-describedby": "offer-text", onclick: () => on.answer(false) },
        t.refuseOffer,
      ),
    ),
  ];
}
