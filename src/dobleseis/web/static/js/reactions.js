// Quick reactions at a public table (docs/api.md, Quick reactions): a phrase from a fixed list,
// sent to the whole table and shown for a few seconds by its sender's plate on every device of
// it. The server says only which phrase (its id); each page words it in its own language, and no
// phrase names a tile, a number or a hand. A player mutes another player's profile: the server
// sends the muter's devices none of their reactions, and a page drops any that still came.
//
// The reactions shown are in the store (`reactions`: seat → {phrase, n}) and drawn by the
// plates after each drawing of the table, never over a player's name, the tiles or the line
// (app.css places them); a screen reader
// hears each one in a live region of its own, polite, so that it waits for the game's narration
// rather than cutting it.

import { ApiError } from "./api.js";
import { $, h, say } from "./dom.js";
import { muteIcon, reactIcon } from "./icons.js";
import { whoIs } from "./online.js";
import { myProfile } from "./profile.js";

/** The phrases, in the order the server lists them; a server's list keeps those the page words. */
export const PHRASES = [
  "hello",
  "good_luck",
  "nice_play",
  "well_played_partner",
  "oops",
  "thanks",
  "good_game",
  "wow",
];

/** Milliseconds a reaction stays on its sender's plate. */
export const SHOWN = 5000;

/** A public table this device plays at: it may react there. */
export const canReact = (s) => !!s.table?.public && s.held.length > 0;

/** The reactions part of `game` (game.js): what arrives, what the player sends, whom they mute. */
export function reactionsPart(game) {
  const { store, api, t } = game;
  const get = store.get;
  let shown = 0; // numbers each reaction shown, so that an old timer takes away only its own
  let loadedFor = null; // the table whose phrases and mutes were asked for

  /** A `reaction` frame: shown on the sender's plate and said, unless its profile is muted. */
  function heardReaction(frame) {
    const s = get();
    if (frame.profile && s.muted.includes(frame.profile)) return;
    if (!PHRASES.includes(frame.phrase) || !s.table) return;
    const n = ++shown;
    store.update({ reactions: { ...s.reactions, [frame.seat]: { phrase: frame.phrase, n } } });
    const who = whoIs(t, s.table, frame.seat);
    say(t.reactions.said(who, t.reactions.phrases[frame.phrase]), "reactions-live");
    setTimeout(() => {
      const now = get().reactions;
      if (now[frame.seat]?.n !== n) return;
      const { [frame.seat]: _, ...rest } = now;
      store.update({ reactions: rest });
    }, SHOWN);
  }

  /** Send `phrase` as the seat this device shows; a refusal for sending too many is said
   * kindly in the panel, which stays open for it. */
  async function react(phrase) {
    const s = get();
    const seat = s.held.includes(s.viewer) ? s.viewer : s.held[0];
    try {
      await api.react(s.id, seat, phrase);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "too_many_reactions")) throw error;
      return store.update({ reactNote: { wait: error.fields.retry_after || 1 } });
    }
    store.update({ reactNote: null });
    $("react-dialog")?.close();
  }

  /** Mute (or unmute) the player of profile `profile`: their reactions stop (or start again)
   * reaching this device's player, which the banner says (and reads out): a tap on a plate's
   * small button changes only its colour. */
  async function mute(profile, muted) {
    const answer = await api.mute(profile, muted);
    const s = get();
    const reactions = { ...s.reactions };
    for (const seat of s.table?.seats || [])
      if (muted && seat.profile === profile) delete reactions[seat.seat];
    store.update({ muted: answer.muted, reactions });
    const seat = s.table?.seats.find((x) => x.profile === profile)?.seat;
    if (!seat) return;
    const table = s.table;
    const said = muted ? "mutedNow" : "unmutedNow";
    game.banner(() => t.reactions[said](whoIs(t, table, seat)));
  }

  /** On a public table: the phrases this server offers, and whom this player muted. */
  async function load() {
    const { phrases } = await api.publicPlay();
    const offered = Array.isArray(phrases) ? PHRASES.filter((p) => phrases.includes(p)) : PHRASES;
    store.update({ phrases: offered });
    if (!myProfile()) return;
    try {
      store.update({ muted: (await api.me()).muted });
    } catch (error) {
      // a profile this server does not know (moved to another device) mutes nobody here
      if (!(error instanceof ApiError && error.status === 403)) throw error;
    }
  }

  store.subscribe((s) => {
    if (!s.table?.public || loadedFor === s.id) return;
    loadedFor = s.id;
    game.queue(load);
  });

  return { heardReaction, react, mute };
}

/** The seats whose players this device's player may mute: people with a profile, not theirs
 * (a computer standing in for an away player too: it is their seat). */
function others(s) {
  const mine = myProfile()?.profile.id;
  const seats = s.table?.seats || [];
  return seats.filter((x) => x.profile && x.profile !== mine && (x.away || !x.computer));
}

/** On each plate of `screen` whose player this device's player may mute (`others`), a button
 * that mutes or unmutes them (`mute(profile, muted)`): a speech bubble struck through, unlike
 * the reactions button's, pressed while they are muted (its tooltip saying what a tap does). Kept
 * in place from one drawing to the next, so that a tap's focus stays on it. */
export function drawMutes(screen, t, s, mute) {
  if (!s.table?.public || !myProfile()) return;
  for (const x of others(s)) {
    const plate = screen.querySelector(`.seat[data-seat="${x.seat}"] .plate`);
    if (!plate) continue;
    const muted = s.muted.includes(x.profile);
    let button = plate.querySelector(".plate-mute");
    if (button?.dataset.muted === String(muted) && button.dataset.profile === x.profile) continue;
    if (!button) {
      button = h("button", { type: "button", class: "plate-mute" });
      plate.append(button);
    }
    const who = whoIs(t, s.table, x.seat);
    Object.assign(button.dataset, { muted: String(muted), profile: x.profile });
    button.setAttribute("aria-pressed", String(muted)); // a toggle: its name stays, pressed or not
    button.setAttribute("aria-label", t.reactions.plateMute(who));
    button.title = muted ? t.reactions.plateUnmute(who) : t.reactions.plateMute(who);
    button.onclick = () => mute(x.profile, !muted);
    button.replaceChildren(h("span", { class: "disc" }, muteIcon()));
  }
}

/** The reactions panel: the phrases, then the table's other players, each muted or not. `on`:
 * {react(phrase), mute(profile, muted)}. The note that too many reactions were sent is shown
 * here and said in the panel's own live region (render.js): the panel is drawn anew, and a note
 * put in the page with its words already in it was never read out. */
export function reactionsPanel(t, s, on) {
  const words = t.reactions;
  const note = h("p", { class: "react-note" }, s.reactNote ? words.wait(s.reactNote.wait) : null);
  const phrases = h(
    "ul",
    { class: "phrases" },
    (s.phrases || PHRASES).map((p) =>
      h(
        "li",
        {},
        h(
          "button",
          { type: "button", dataset: { phrase: p }, onclick: () => on.react(p) },
          words.phrases[p],
        ),
      ),
    ),
  );
  const people = others(s);
  const players = people.length
    ? h(
        "section",
        { class: "react-players", "aria-labelledby": "react-players" },
        h("h3", { id: "react-players" }, words.players),
        h("p", { class: "note" }, words.muteHelp),
        h(
          "ul",
          {},
          people.map((x) => {
            const muted = s.muted.includes(x.profile);
            const who = whoIs(t, s.table, x.seat);
            return h(
              "li",
              { dataset: { seat: String(x.seat) } },
              h("span", {}, who),
              h(
                "button",
                {
                  type: "button",
                  "aria-pressed": String(muted),
                  dataset: { key: `mute-${x.seat}` },
                  onclick: () => on.mute(x.profile, !muted),
                },
                muted ? words.unmute(who) : words.mute(who),
              ),
            );
          }),
        ),
      )
    : null;
  return [h("p", { class: "note" }, words.help), phrases, note, players];
}

/** Where each seat's reaction shows on `screen`: its plate at the table, its row of the hands
 * shown at the end of a hand; and where the button that opens the panel goes (beside this
 * device's plate, or in the row of the end's buttons). */
function spots(screen, reveal) {
  if (reveal) {
    const rows = [...screen.querySelectorAll(".reveal li.revealed")];
    const buttons = screen.querySelector(".reveal .hint-buttons, .reveal #next-hand");
    return { at: (seat) => rows[seat - 1], button: buttons, inside: !!buttons?.matches("div") };
  }
  const at = (seat) => screen.querySelector(`.seat[data-seat="${seat}"] .plate`);
  return { at, button: screen.querySelector(".me .seat-bottom"), inside: true };
}

/** The reactions of `s` on the table (or the end of a hand) drawn in `screen`, each on its
 * sender's plate (or row), and this device's button that opens the panel (`open()`). */
export function drawReactions(screen, t, s, open) {
  const reveal = s.screen === "reveal";
  const where = spots(screen, reveal);
  for (let seat = 1; seat <= 4; seat++) {
    const spot = where.at(seat);
    const reaction = s.reactions[seat];
    let bubble = spot?.querySelector(".reaction");
    if (!spot || bubble?.dataset.n === String(reaction?.n)) continue;
    bubble?.remove();
    if (!reaction) continue;
    bubble = h(
      "span",
      { class: "reaction", dataset: { n: String(reaction.n), phrase: reaction.phrase } },
      t.reactions.phrases[reaction.phrase],
    );
    spot.append(bubble);
  }
  const mine = where.button;
  if (!mine || !canReact(s) || mine.parentElement.querySelector(".react-open")) return;
  const button = h(
    "button",
    {
      type: "button",
      class: reveal ? "react-open big" : "react-open",
      "aria-label": t.reactions.open,
      title: t.reactions.open,
      onclick: open,
    },
    reactIcon(),
  );
  if (!reveal) mine.classList.add("can-react");
  if (where.inside) mine.append(button);
  else mine.after(button);
}
