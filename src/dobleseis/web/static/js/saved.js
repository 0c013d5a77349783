// The start screen below the form: the matches the server keeps (resume the unfinished, replay
// the finished, download or delete either) and opening a record file (replay it step by step,
// or play on from its end with seats of one's choosing).

import { api, ApiError, unreachable } from "./api.js";
import { dateWriter } from "./dates.js";
import { h } from "./dom.js";
import { levelSelect, seatRows } from "./start.js";
import { ordered, ourTeam, sides } from "./teams.js";

const MAX_RECORD = 1024 * 1024; // the server's limit for an imported record, in bytes

const whenText = (t, iso) =>
  dateWriter(t, { dateStyle: "medium", timeStyle: "short" })(new Date(iso));

/** Save the record of match `id` as a file, or say in `status` why the server keeps it back. */
export async function downloadRecord(t, id, variant, status) {
  try {
    const text = await api.recordText(id);
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = h("a", { href: url, download: `dobleseis-${variant}-${id}.json`, hidden: true });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    status.textContent = t.downloaded;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    status.textContent = error.status === 422 ? t.recordSecret : t.errorPrefix + error.text(t);
  }
}

/** Whether saved match `m` (a SUMMARY) can never go on: it is over, or its table moved on to a
 * new match (`next`). Such a match replays as a finished one does (docs/api.md, Replay): it is
 * listed with them, never to resume (nothing changes it any more: 422 moved_on). */
const ended = (m) => m.over || Boolean(m.next);

/** Saved matches `matches` in the order the list shows them: the unfinished, then the ended
 * (each latest change first, as the server lists them). */
export const listed = (matches) => [...matches.filter((m) => !ended(m)), ...matches.filter(ended)];

/** The seats this device holds in saved match `m` (a SUMMARY). */
const mine = (m) => m.you?.seats || [];

/** Who plays each seat of saved match `m` as its players know it ("human" or "computer"): a
 * person's seat the computer plays for them now (`stand_in`: a player away from a public
 * table, a seat handed to the computer) is still theirs, as is every seat this device holds. */
const seatsOf = (m) =>
  m.seats.map((kind, i) => (m.stand_in?.[i] || mine(m).includes(i + 1) ? "human" : kind));

/** What a row or a card says of match `m`: who plays (this device's one seat as "you", unless
 * its player gave a name), the hand, and the score as this device's team sees it. */
function matchFacts(t, m) {
  const side = sides(ourTeam(mine(m)));
  const you = mine(m).length === 1 ? mine(m)[0] : null;
  return [
    t.seatsText(seatsOf(m), m.names || [], you), // a summary from an older server has no names
    t.handAt(m.hand_number),
    t.savedScore(side.order.map(side.of), ordered(side, m.score)),
  ];
}

/** The most matches under way the start screen offers a card for: the latest, as one who
 * comes back looks for, not every match ever left unfinished. */
const UNDER_WAY = 3;

/** The matches under way that this device's player may go back to (`saved`: SUMMARY...,
 * latest change first): unfinished, a seat of theirs, the latest UNDER_WAY. */
export const underWay = (saved) =>
  (saved || []).filter((m) => !ended(m) && mine(m).length > 0).slice(0, UNDER_WAY);

/** Whether match `m` has not begun (`started` false; a summary from an older server has none:
 * begun): a public table its player left before it began, a friends' table its host has not
 * started yet. Nothing is played there yet. */
const notBegun = (m) => m.started === false;

/** How match `m` goes on while its player is away, in the words `u` (t.underWay): the computer
 * plays their seat (a public match, or a seat handed to it), the others wait for them at their
 * turn (friends on their own devices), or it waits where they left it (this device alone). A
 * table whose match has not begun says so: nobody plays it yet; a friends' table waits for its
 * host to start it (this device's player, or another). */
function goingOn(u, m) {
  if (notBegun(m)) return m.public ? u.waiting : m.you?.host ? u.hostStarts : u.hostWaits;
  if (m.public || mine(m).some((seat) => m.stand_in?.[seat - 1])) return u.computer;
  const others = seatsOf(m).some((kind, i) => kind === "human" && !mine(m).includes(i + 1));
  return others ? u.friends : u.alone;
}

/** The start screen's card of match `m` under way (a SUMMARY): what it is, how it goes on
 * without its player, who plays it and the score, and the way back (`on.resume(m)`), first
 * on the screen rather than a row four screens down a phone's list. */
export function renderUnderWay(t, m, on) {
  const u = t.underWay;
  const id = `under-way-${m.id}`;
  const game = t.games[m.variant]?.title || m.title;
  return h(
    "section",
    { class: "under-way card", "aria-labelledby": id, dataset: { id: m.id } },
    h("h2", { id }, (notBegun(m) ? u.waitingTitle : u.title)(game)),
    h("p", {}, goingOn(u, m)),
    h("p", { class: "match-facts", id: `${id}-facts` }, matchFacts(t, m).join(" · ")),
    h(
      "button",
      {
        type: "button",
        class: "primary big",
        "aria-describedby": `${id} ${id}-facts`,
        onclick: () => on.resume(m),
      },
      u.back,
    ),
  );
}

/** Focus the first button of the row of match `id` in the list drawn in `slot`, or (no such
 * row, `id` null) the list's heading: the place a player left in it (keyboard, screen reader,
 * a phone's scroll) is found again. */
export function focusRow(slot, id) {
  const row = id ? slot.querySelector(`.saved-match[data-id="${id}"]`) : null;
  (row?.querySelector("button") || slot.querySelector("#saved-heading"))?.focus();
}

/** The list of saved matches; `on.resume(m)`, `on.replay(m)` and `on.remove(m)` act on one. */
export function renderSaved(t, matches, on) {
  const row = (m) => {
    const nameId = `match-${m.id}`;
    const status = h("p", { class: "row-status", role: "status" });
    // the teams as this device played them: "us" and "them" where it held seats of one team
    const side = sides(ourTeam(mine(m)));
    const facts = [
      ...matchFacts(t, m),
      m.over && m.winner ? t.wonBy(side.of(m.winner)) : null,
      m.next && !m.over ? t.leftForNew : null, // the new match, while kept, has a row of its own
      m.imported ? t.importedNote : null,
    ].filter(Boolean);
    const button = (label, onclick, extra = {}) =>
      h(
        "button",
        { type: "button", class: "small", "aria-describedby": nameId, onclick, ...extra },
        label,
      );
    return h(
      "li",
      { class: "saved-match", dataset: { id: m.id } },
      h(
        "p",
        { class: "match-name", id: nameId },
        t.matchName(t.games[m.variant]?.title || m.title, whenText(t, m.updated)),
      ),
      h("p", { class: "match-facts" }, facts.join(" · ")),
      h(
        "div",
        { class: "row-buttons" },
        ended(m)
          ? button(t.replay, () => on.replay(m), { class: "small primary" })
          : button(t.resume, () => on.resume(m), { class: "small primary" }),
        // a drawn seed's record is kept back until the match is over: the button says so
        // when tapped (no paragraph on every row), and a screen reader hears it unavailable
        m.record === false
          ? button(t.download, () => (status.textContent = t.recordSecret), {
              "aria-disabled": "true",
            })
          : button(t.download, () => downloadRecord(t, m.id, m.variant, status)),
        // Only the host of a table may delete it.
        !m.you || m.you.host ? button(t.remove, () => on.remove(m)) : null,
      ),
      status,
    );
  };
  const section = (heading, list) =>
    list.length
      ? h("section", {}, h("h3", {}, heading), h("ul", { class: "saved-list" }, list.map(row)))
      : null;
  return h(
    "section",
    { class: "saved card", "aria-labelledby": "saved-heading" },
    h("h2", { id: "saved-heading", tabindex: "-1" }, t.savedHeading),
    matches.length ? null : h("p", {}, t.noSaved),
    section(
      t.unfinishedHeading,
      matches.filter((m) => !ended(m)),
    ),
    section(t.finishedHeading, matches.filter(ended)),
  );
}

/** The record file opener. `on.replay(record)` and `on.play(record, seats, level)` return a
 * promise of what went wrong in words ("" if nothing), or reject with an ApiError whose
 * reason is shown here. */
export function renderOpenFile(t, settings, on) {
  const error = h("p", { class: "form-error", role: "alert" });
  const chosen = h("div", { class: "file-choice" });
  // The browser's own file box says "Choose File / No file chosen" in the browser's language,
  // not the page's: it is hidden (still focused and labelled), its label the button tapped.
  const input = h("input", {
    type: "file",
    id: "record-file",
    class: "visually-hidden",
    accept: ".json,application/json",
  });

  async function open(file) {
    error.textContent = "";
    chosen.replaceChildren();
    if (file.size > MAX_RECORD) {
      error.textContent = t.tooLarge;
      return;
    }
    let record;
    try {
      record = JSON.parse(await file.text());
    } catch {
      error.textContent = t.notJson;
      return;
    }
    const attempt = (task) => async () => {
      error.textContent = "";
      try {
        const problem = await task();
        if (problem) error.textContent = problem;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        error.textContent = e.status === 0 ? unreachable(t) : t.cannotOpen(e.text(t));
      }
    };
    const actions = Array.isArray(record?.actions) ? record.actions.length : 0;
    const game = t.games[record?.variant]?.title || String(record?.variant ?? "?");
    const level = levelSelect(t, "import-level", settings.level);
    const seatsOf = () => [1, 2, 3, 4].map((n) => chosen.querySelector(`#import-seat-${n}`).value);
    chosen.replaceChildren(
      h("p", { class: "file-summary" }, t.fileSummary(file.name, game, actions)),
      h(
        "button",
        { type: "button", class: "primary", onclick: attempt(() => on.replay(record)) },
        t.replayFile,
      ),
      h(
        "fieldset",
        { class: "seats" },
        h("legend", {}, t.continueHeading),
        seatRows(t, "import-seat", settings.seats),
        h("div", { class: "field" }, h("label", { for: "import-level" }, t.level), level),
      ),
      h(
        "button",
        { type: "button", onclick: attempt(() => on.play(record, seatsOf(), level.value)) },
        t.continueFile,
      ),
    );
    chosen.querySelector("button").focus();
  }

  input.addEventListener("change", () => input.files[0] && open(input.files[0]));
  const card = h(
    "section",
    { class: "open-file card", "aria-labelledby": "open-heading" },
    h("h2", { id: "open-heading" }, t.openHeading),
    h(
      "div",
      { class: "field" },
      h("label", { for: "record-file", class: "file-button" }, t.fileLabel),
      input,
      h("small", {}, t.openHelp),
    ),
    error,
    chosen,
  );
  return { card, open };
}

/** While `enabled()`, a file dropped anywhere on `target` is opened; the target is marked
 * while a file is over it. */
export function acceptDrops(target, t, enabled, open) {
  const over = (on) => {
    target.dataset.dropLabel = t.dropHere; // in the language spoken now
    target.classList.toggle("dropping", on);
  };
  target.addEventListener("dragover", (e) => {
    if (!enabled() || ![...e.dataTransfer.types].includes("Files")) return;
    e.preventDefault();
    over(true);
  });
  target.addEventListener("dragleave", (e) => {
    if (!target.contains(e.relatedTarget)) over(false);
  });
  target.addEventListener("drop", (e) => {
    if (!enabled() || !e.dataTransfer.files.length) return;
    e.preventDefault();
    over(false);
    open(e.dataTransfer.files[0]);
  });
}
