// Playing a tile at the table: picking it (a tap, a click, Enter), choosing its end, dragging it
// onto an end (the keys that move among tiles and ends are keyboard.js's), and the hint shown as
// a preview of a move. A preview goes into the store; the move itself goes to the game.

import { $, say } from "./dom.js";
import { attachDrag } from "./drag.js";
import { rovingKeys } from "./keyboard.js";
import { describe, endNumber } from "./narrate.js";
import { sidesOf } from "./teams.js";
import { placesFor, sameTile } from "./tiles.js";

/** Whether actions `a` and `b` are the same move (a tile's two halves may be named either way
 * round). */
const sameAction = (a, b) => {
  if (a.play !== undefined || b.play !== undefined) {
    return (
      a.play !== undefined &&
      b.play !== undefined &&
      sameTile(a.play, b.play) &&
      (a.end || null) === (b.end || null)
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
};

/** The one move a tile with the places `places` can make, with the `quickPlay` preference on:
 * its only place, or either end when both show its number (the line's ends come out the same
 * either way, so which end is no choice). Null where the ends make a choice, or the preference
 * is off. */
function onlyMove(s, places) {
  if (!s.prefs.quickPlay) return null;
  const outcomes = new Set(places.map(({ side }) => endNumber(s.view.ends, side)));
  return outcomes.size === 1 ? places[0].action : null;
}

/** The table's intents over `input` ({store, game, t, ui(patch)}, intents.js): `table`, what
 * the table's tiles and ends report (felt.js), and `canAct()`, `dismiss()`, `askHint()` for the
 * toolbar and the keys. */
export function playingIntents({ store, game, t, ui }) {
  const get = store.get;
  let dragged = false; // a drag just ended: swallow the click that follows it

  /** Whether the seat this device shows may act now. */
  const canAct = (s = get()) =>
    s.screen === "table" &&
    s.table?.started &&
    s.view &&
    s.viewer &&
    s.view.to_act === s.viewer &&
    s.view.legal.length > 0;

  /** Put away the tile picked and the hint, saying so. */
  function dismiss() {
    const s = get();
    if (!s.ui.selected && !s.ui.hint) return;
    ui({ selected: null, hint: null, hintAction: null });
    say(t.said.cancelled);
  }

  /** Ask for the hint, and show it as a preview: its tile lifted, its end lit. */
  function askHint() {
    if (!canAct()) return;
    game.hint((hint) => {
      const s = get();
      const best = s.view.legal.find((a) => sameAction(a, hint.best)) || null;
      const selected =
        best && best.play !== undefined
          ? s.view.hand.find((tile) => sameTile(tile, best.play))
          : null;
      ui({ hint, hintAction: best, selected: selected || null, refused: null });
      say(t.hintBest(describe(t, hint.best, s.view.ends, sidesOf(s))));
    });
  }

  function play(action) {
    if (canAct() && action) game.act(action);
  }

  /** `tile` was put on the end `side`, which does not take it: say why, aloud and beside the
   * tiles (the tile picked stays picked). An end that takes it but is not offered (a hint shows
   * only its own end) is no misfit: nothing is said. */
  function misfit(tile, side) {
    const s = get();
    if (placesFor(s.view, tile).some((p) => p.side === side)) return;
    const why = t.noFit(tile, endNumber(s.view.ends, side));
    say(why);
    ui({ refused: { tile, why } });
  }

  /** A tile picked (or picked again, to put it back). The hint's tile, lifted by the hint, is
   * picked by a tap as any other: the card goes, the tile stays picked, every end it fits lit
   * (the tap put it back, and so did nothing but shut the card). A tile with one move only is
   * played at once where the player asked for that (``onlyMove``): the move is then said as
   * every move is, when the table has it. */
  function select(tile, byKeyboard) {
    if (dragged) return;
    store.update({ keyboard: byKeyboard });
    const s = get();
    const places = placesFor(s.view, tile);
    if (!canAct() || !places.length) {
      const why = s.view.to_act === s.viewer ? t.cannotPlay(tile) : t.notYourTurn;
      say(why);
      // A tile that cannot go now gives a small shake and says why where the actions are,
      // so that a tap is never met by nothing (nor by words only a screen reader hears).
      ui({ focusTile: tile, refused: { tile, why } });
      return;
    }
    if (s.ui.selected === tile && !s.ui.hint) {
      ui({ focusTile: tile, selected: null, refused: null });
      say(t.said.cancelled);
      return;
    }
    const only = onlyMove(s, places);
    if (only) {
      ui({ focusTile: tile, selected: null, hint: null, hintAction: null, refused: null });
      play(only);
      return;
    }
    ui({ focusTile: tile, selected: tile, hint: null, hintAction: null, refused: null });
    const sides = places.map((p) => p.side);
    const ends = sides.map((side) => t.endLabel(side, endNumber(s.view.ends, side)));
    say(sides[0] === "open" ? t.said.selectedOpen(tile) : t.said.selected(tile, ends));
    if (byKeyboard) $("screen").querySelector(".end.lit")?.focus();
  }

  function dragStart(event, tile) {
    attachDrag(event, {
      // While the tile is dragged only the line and the tiles' marks are drawn again: the
      // dragged button must stay in place (the render path knows it by `dragging`).
      begin: () =>
        ui({
          hint: null,
          hintAction: null,
          selected: tile,
          focusTile: tile,
          refused: null,
          dragging: tile,
        }),
      drop(side, missed) {
        dragged = true;
        setTimeout(() => {
          dragged = false;
        }, 0);
        const place = side && placesFor(get().view, tile).find((p) => p.side === side);
        ui({ dragging: null });
        if (place) play(place.action);
        else if (missed) misfit(tile, missed);
      },
    });
  }

  const table = {
    select,
    play,
    /** A tap on an end that is not lit: with a tile picked that does not fit it, say why. While
     * the hint shows, an end its tile fits but the hint does not name is not lit either (only
     * the hint's own end is offered, felt.js); a tap there does what it does without the hint:
     * the card goes and the tile is played there, or, on an end it does not fit, the tile stays
     * picked and why is said. (It only put the card away, the tile back in the hand.) */
    missEnd(side) {
      const s = get();
      const { selected, hint } = s.ui;
      if (!selected || !canAct()) return;
      const place = hint && placesFor(s.view, selected).find((p) => p.side === side);
      if (hint) ui({ hint: null, hintAction: null });
      if (place) play(place.action);
      else misfit(selected, side);
    },
    act: play,
    hintPlay() {
      const { hintAction } = get().ui;
      if (hintAction) game.act(hintAction);
    },
    hintDismiss: dismiss,
    ...rovingKeys({ store, ui, dismiss }),
    dragStart,
  };

  return { table, canAct, dismiss, askHint };
}
