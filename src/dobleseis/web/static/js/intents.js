// The player's input: what a tap, a drag, a key or a button means. A preview (a tile selected, a
// hint shown) goes into the store; anything that changes the match is a command sent through
// the game (game.js). Nothing here draws: the render path draws what the store holds. The
// table's tiles and ends are playing.js, the bar above it toolbar.js, the keys and clicks of the
// whole page keyboard.js; the other screens' buttons are here.

import { $, say, showCopied } from "./dom.js";
import { listenToPage } from "./keyboard.js";
import { confirm } from "./panels.js";
import { playingIntents } from "./playing.js";
import { setPref } from "./prefs.js";
import { downloadRecord } from "./saved.js";
import { openSettings } from "./settings.js";
import { toolbarIntents } from "./toolbar.js";

/** The intents over `store`, sent through `game`; `t`: the page's words, `chooseLanguage(code)`
 * the player's choice of a language (words.js). */
export function createIntents({ store, game, t, chooseLanguage }) {
  const get = store.get;
  const ui = (patch) => store.update((s) => ({ ui: { ...s.ui, ...patch } }));

  /** Open dialog `name`: `open()` draws and shows it; the store knows it is open. */
  function panel(name, open) {
    store.update({ panel: name });
    open();
  }

  /** The settings panel; it is drawn again with each change (of a preference, of the player),
   * so its controls show what holds — a language once its words are in, or refused, if the panel
   * is still open then. */
  const drawSettings = () =>
    openSettings(t, get(), {
      set: async (name, value) => {
        if (name === "lang") await chooseLanguage(value);
        else setPref(store, name, value);
        if ($("settings-dialog").open) drawSettings();
      },
      profile: () => game.editProfile(),
      // the player panel, over the settings, making the link at once
      move: () => {
        game.editProfile();
        game.moveProfile();
      },
    });
  const settings = () => panel("settings", drawSettings);

  /** A table shared with friends on their own devices (some seat is invited). */
  const shared = () => {
    const { table } = get();
    return !!table && table.seats.some((seat) => seat.kind === "invited");
  };

  /** A new match: at a shared table a request to the others (the table stays), else the start
   * screen. */
  const newMatch = () => (shared() ? game.timeline("new_match") : game.showStart());

  const input = { store, game, t, ui, panel, settings, newMatch };
  const playing = playingIntents(input);
  const toolbar = toolbarIntents({ ...input, ...playing });
  const screens = screenIntents(input);

  return {
    table: playing.table,
    chrome: toolbar.chrome,
    reveal: () => (shared() ? screens.sharedReveal : screens.reveal),
    start: screens.start,
    replay: screens.replay,
    online: screens.online,
    join: screens.join,
    anyone: screens.anyone,
    handoff: (seat) => game.iAm(seat),
    settingsAgain: () => $("settings-dialog").open && drawSettings(),
    reactions: {
      react: (phrase) => game.queue(() => game.react(phrase)),
      mute: (profile, muted) => game.queue(() => game.mute(profile, muted)),
    },
    listen: () => listenToPage({ store, game, undo: toolbar.undo, dismiss: playing.dismiss }),
    // The phone's or the browser's Back away from the start screen (back.js): a replay is left
    // as its own button leaves it, any other screen as the bar's Leave the table does (a rated
    // public match under way asks first), for the start screen, the match kept.
    back: () => (get().screen === "replay" ? game.leaveReplay() : toolbar.chrome.leave()),
  };
}

/** Copy `text` from the button `button` and say `done`, or select the field `fieldId` to copy
 * by hand. */
async function copy(text, done, fieldId, button) {
  try {
    await navigator.clipboard.writeText(text);
    say(done);
    showCopied(button, done);
  } catch {
    // No clipboard here (an insecure origin): the text is selected, to copy by hand.
    $(fieldId)?.select();
  }
}

/** The buttons of the screens around the table: the end of a hand, the start screen, the
 * replay, a shared table's lobby and panel, the join screen. */
function screenIntents({ store, game, t, panel, settings, newMatch }) {
  const get = store.get;

  const reveal = {
    next: () => game.nextHand(),
    reviewed: (hand) => game.reviewed(hand),
    sameSeed: () => game.startMatch({ ...get().settings, seed: get().view.seed }),
    newMatch,
  };
  // At a shared table: no new match on the same seed, and leaving the table is a way on.
  const sharedReveal = {
    next: reveal.next,
    reviewed: reveal.reviewed,
    newMatch,
    leave: () => game.showStart(),
  };

  const online = {
    host: (command) => game.host(command),
    removeTable: () =>
      panel("confirm", () =>
        confirm(t, t.confirmDeleteTableTitle, t.confirmDeleteTableText, t.deleteTable, () =>
          game.removeTable(),
        ),
      ),
    claim: (code, seat, name) => game.claim(code, seat, name),
    answer: (accept) => game.answer(accept),
    nudge: (seat) => game.nudge(seat),
    rejoinLink: () => game.rejoinLink(),
    copy,
  };

  const join = { claim: online.claim, watch: (id) => game.watch(id) };

  // playing with anyone: the player panel, "Play now", the lobby of public tables
  const anyone = {
    profile: () => game.editProfile(),
    save: (name, avatar, refused) => game.saveProfile(name, avatar, refused),
    move: () => game.moveProfile(),
    close: () => store.update({ profileEdit: null }),
    copy,
    playNow: (variant, options) => game.playNow(variant, options),
    tables: () => game.openLobby(),
    back: () => game.showStart(),
    take: (id, seat) => game.takePublic(id, seat),
    watch: (id) => game.watchPublic(id),
    fill: () => game.fill(),
    leave: () => game.leaveWaiting(),
  };
  online.publish = (on) => game.publish(on);

  const start = {
    start: (settings) => game.startMatch(settings),
    resume: (m) => game.resumeSaved(m),
    replay: (m) => game.startReplay(m.id, 0, false),
    remove: (m) =>
      panel("confirm", () =>
        confirm(t, t.confirmDeleteTitle, t.confirmDeleteText, t.confirmDeleteYes, () =>
          game.removeSaved(m),
        ),
      ),
    replayFile: (record) => game.replayFile(record),
    playFile: (record, seats, level) => game.playFile(record, seats, level),
    code: (code) => game.openInvitation(code),
    settings,
    anyone,
    level: (level) => setPref(store, "level", level),
    board: (variant, period) => game.queue(() => game.chooseBoard(variant, period)),
  };

  const replay = {
    failed: (error) => game.replayFailed(error),
    leave: () => game.leaveReplay(),
    saved: (step) => game.replayStep(step),
    download: (id) => (status, variant) => downloadRecord(t, id, variant, status),
  };

  return { reveal, sharedReveal, online, join, start, replay, anyone };
}
