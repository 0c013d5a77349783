"""One or two plain-language reasons for a move, from what the seat can see.

A reason is data — a ``key`` naming the sentence and the seats, tiles and numbers that fill it —
so that the browser can say it in the player's language from its own strings; ``str(reason)`` is
the English sentence (for the API's readers and the tests). Reasons name seats 1–4 and tiles like
``6-4`` and say why a move helps in the words a player uses; they are read off the same features
the ``basic`` player weighs, never off hidden tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.actions import Action, Pass, Play
from ..core.seats import next_seat, partner
from ..core.tiles import PIPS, name
from ..core.variants import variant as rules_of
from ..core.view import View
from .basic import Features, features


def _numbers(ns: list[int]) -> str:
    return " and ".join(f"{n}s" for n in ns)


def _ends(ends: list[int]) -> str:
    """The ends a play leaves; one number at both is said once ("the 4 at both ends")."""
    a, b = ends
    return f"the {a} at both ends" if a == b else f"the ends {a} and {b}"


def _count(n: int, one: str, more: str) -> str:
    """``n`` and its noun as English says it: 1 tile, 2 tiles."""
    return f"{n} {one if n == 1 else more}"


def _pct(p: float) -> str:
    return f"{p:.0%}"


ENGLISH = {
    "dekabes": lambda a: (
        f"goes out with {a['tile']}, which fits both ends: a Dékabès, double points"
    ),
    "goes_out": lambda a: f"goes out with {a['tile']}: your team wins the hand",
    "keep_open": lambda a: f"leaves {_numbers(a['numbers'])} open: seat {a['seat']} passed on them",
    "cannot_play": lambda a: (
        f"leaves only {_numbers(a['numbers'])} open: seat {a['seat']} passed on them "
        "and cannot play"
    ),
    "double": lambda a: f"gets the double {a['tile']} out: a double fits only one number",
    "heaviest": lambda a: (
        f"plays your heaviest tile that fits ({a['tile']}, {_count(a['pips'], 'pip', 'pips')})"
    ),
    "keeps_fitting": lambda a: (
        f"you keep {_count(a['count'], 'tile that fits', 'tiles that fit')} {_ends(a['ends'])}"
    ),
    "partner_passed": lambda a: (
        f"your partner, seat {a['seat']}, passed on "
        f"{_numbers(a['numbers'])}: it may not be able to follow"
    ),
    "none_fit": lambda a: f"none of your tiles fit {_ends(a['ends'])}",
    "leaves_ends": lambda a: f"leaves {_ends(a['ends'])}",
    "must_pass": lambda a: (
        f"you hold no {' or '.join(f'{n}s' for n in a['numbers'])}: you must pass"
    ),
    "tried": lambda a: (
        f"your team won {_pct(a['win'])} of the deals tried with it, "
        f"{_pct(a['next'])} with the next best move"
    ),
    "keep_deal": lambda a: "play the hand you were dealt",
    "redeal": lambda a: (
        "five or more doubles are hard to place: you have the right to a fresh deal"
    ),
    "lead_self": lambda a: (
        f"you lead with a tile of your choice ({a['count']} of your tiles "
        "share your longest number)"
    ),
    "lead_partner": lambda a: (
        f"your partner, seat {a['seat']}, leads: you have not seen their tiles"
    ),
}
"""The English sentence of every reason key; the browser's strings have one for each."""


@dataclass(frozen=True, slots=True)
class Reason:
    key: str
    args: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        return ENGLISH[self.key](dict(self.args))

    def json(self) -> dict:
        """``{"key": "heaviest", "tile": "6-5", "pips": 11, "text": "plays your heaviest ..."}``."""
        return {"key": self.key, **dict(self.args), "text": str(self)}


def reason(key: str, **args: Any) -> Reason:
    return Reason(key, tuple(args.items()))


def _heaviest(view: View, tile: int) -> bool:
    """Whether ``tile`` is heavier than every other tile the seat can play, as its reason says
    ("your heaviest tile that fits"): with another as heavy, neither is the heaviest, and a
    heavier tile that does not fit is no choice."""
    return all(
        PIPS[a.tile] < PIPS[tile] for a in view.legal if isinstance(a, Play) and a.tile != tile
    )


def _passed_on(view: View, f: Features) -> list[Reason]:
    """The numbers the play leaves on the ends that an opponent has passed on (so lacks): the
    next seat's first, since it plays at once, and lacking them all it cannot play."""
    nxt = next_seat(view.seat)
    if f.blocks_next:
        kind = "cannot_play" if len(f.blocks_next) == len(set(f.ends)) else "keep_open"
        return [reason(kind, seat=nxt, numbers=list(f.blocks_next))]
    if f.blocks_last:
        return [reason("keep_open", seat=partner(nxt), numbers=list(f.blocks_last))]
    return []


def for_play(view: View, action: Play) -> tuple[Reason, ...]:
    """What speaks for the play first, then what speaks against it; two at most."""
    f = features(view, action)
    if f.goes_out:
        if f.both_ends and rules_of(view.variant).dekabes:
            return (reason("dekabes", tile=name(f.tile)),)
        return (reason("goes_out", tile=name(f.tile)),)
    mate = partner(view.seat)
    ends = list(f.ends)
    good = _passed_on(view, f)
    bad: list[Reason] = []
    if f.double:
        good.append(reason("double", tile=name(f.tile)))
    elif _heaviest(view, f.tile):
        good.append(reason("heaviest", tile=name(f.tile), pips=f.pips))
    if f.mine >= 2:
        good.append(reason("keeps_fitting", count=f.mine, ends=ends))
    if f.hurts_partner:
        bad.append(reason("partner_passed", seat=mate, numbers=list(f.hurts_partner)))
    if f.mine == 0:
        bad.append(reason("none_fit", ends=ends))
    out = (good + bad)[:2]
    return tuple(out) or (reason("leaves_ends", ends=ends),)


def for_action(view: View, action: Action) -> tuple[Reason, ...]:
    if isinstance(action, Play):
        return for_play(view, action)
    if isinstance(action, Pass):
        a, b = view.ends
        return (reason("must_pass", numbers=[a] if a == b else [a, b]),)
    return ()
