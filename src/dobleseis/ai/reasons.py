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
    f = features(view, action)
    out: list[str] = []
    if f.goes_out:
        if f.both_ends and view.variant == "haiti":
            out.append(f"goes out with {name(f.tile)}, which fits both ends: a Dékabès, double points")
        else:
            out.append(f"goes out with {name(f.tile)}: your team wins the hand")
        return tuple(out)
    nxt = view.seat % 4 + 1
    prev = partner(nxt)
    if f.blocks_next:
        ns = f.blocks_next
        out.append(f"seat {nxt} passed on {_numbers(ns)}: keep the {ns[0]} end open")
    elif f.blocks_last:
        ns = f.blocks_last
        out.append(f"seat {prev} passed on {_numbers(ns)}: keep the {ns[0]} end open")
    if f.hurts_partner:
        out.append(
            f"your partner, seat {partner(view.seat)}, passed on {_numbers(f.hurts_partner)}: "
            "this leaves one open for the opponents"
        )
    heaviest = max(PIPS[a.tile] for a in view.legal if isinstance(a, Play))
    if f.double and len(out) < 2:
        out.append(f"gets the double {name(f.tile)} out: a double fits only one number")
    if f.pips == heaviest and len(out) < 2 and not f.double:
        out.append(f"plays your heaviest tile ({name(f.tile)}, {f.pips} pips)")
    if f.mine >= 2 and len(out) < 2:
        out.append(f"you keep {f.mine} tiles that fit the new ends {f.ends[0]} and {f.ends[1]}")
    if f.mine == 0 and len(out) < 2:
        out.append(f"none of your tiles fit the new ends {f.ends[0]} and {f.ends[1]}")
    if not out:
        out.append(f"leaves the ends {f.ends[0]} and {f.ends[1]}")
    return tuple(out[:2])


def for_action(view: View, action: Action) -> tuple[str, ...]:
    if isinstance(action, Play):
        return for_play(view, action)
    if isinstance(action, Pass):
        a, b = view.ends
        what = f"{a}s" if a == b else f"{a}s or {b}s"
        return (f"you hold no {what}: you must pass",)
    return ()
