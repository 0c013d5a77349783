"""One or two plain-language reasons for a move, from what the seat can see.

Reasons name seats 1–4 and tiles like ``6-4`` and say why a move helps in the words a player
uses; they are read off the same features the ``basic`` player weighs, never off hidden tiles.
"""

from __future__ import annotations

from ..core.actions import Action, Pass, Play
from ..core.seats import partner
from ..core.tiles import PIPS, name
from ..core.view import View
from .basic import features


def _numbers(ns: tuple[int, ...]) -> str:
    return " and ".join(f"{n}s" for n in ns)


def for_play(view: View, action: Play) -> tuple[str, ...]:
    """What speaks for the play first, then what speaks against it; two at most."""
    f = features(view, action)
    if f.goes_out:
        if f.both_ends and view.variant == "haiti":
            t = name(f.tile)
            return (f"goes out with {t}, which fits both ends: a Dékabès, double points",)
        return (f"goes out with {name(f.tile)}: your team wins the hand",)
    nxt = view.seat % 4 + 1
    prev = partner(nxt)
    mate = partner(view.seat)
    good: list[str] = []
    bad: list[str] = []
    if f.blocks_next:
        good.append(f"seat {nxt} passed on {_numbers(f.blocks_next)}: "
                    f"keep the {f.blocks_next[0]} end open")
    elif f.blocks_last:
        good.append(f"seat {prev} passed on {_numbers(f.blocks_last)}: "
                    f"keep the {f.blocks_last[0]} end open")
    if f.double:
        good.append(f"gets the double {name(f.tile)} out: a double fits only one number")
    elif f.pips == max(PIPS[a.tile] for a in view.legal if isinstance(a, Play)):
        good.append(f"plays your heaviest tile ({name(f.tile)}, {f.pips} pips)")
    if f.mine >= 2:
        good.append(f"you keep {f.mine} tiles that fit the new ends {f.ends[0]} and {f.ends[1]}")
    if f.hurts_partner:
        bad.append(f"your partner, seat {mate}, passed on {_numbers(f.hurts_partner)}: "
                   "it may not be able to follow")
    if f.mine == 0:
        bad.append(f"none of your tiles fit the new ends {f.ends[0]} and {f.ends[1]}")
    out = (good + bad)[:2]
    return tuple(out) or (f"leaves the ends {f.ends[0]} and {f.ends[1]}",)


def for_action(view: View, action: Action) -> tuple[str, ...]:
    if isinstance(action, Play):
        return for_play(view, action)
    if isinstance(action, Pass):
        a, b = view.ends
        what = f"{a}s" if a == b else f"{a}s or {b}s"
        return (f"you hold no {what}: you must pass",)
    return ()
