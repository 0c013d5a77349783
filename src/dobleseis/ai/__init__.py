"""Computer players and hints. They are functions of a seat's ``View`` — never of the match
state — so they cannot see hidden tiles.

Interface (stable; the session and the web app call only these):

- ``decide(view, level, seed) -> Action``: the action a computer seat takes. ``level`` is one of
  ``LEVELS``; the same view, level and seed give the same action.
- ``hint(view, seed) -> Hint``: a suggested action for a human seat, with ranked alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, View
from ..core.rng import Rng

LEVELS = ("random", "basic", "strong")
DEFAULT_LEVEL = "strong"


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    win: float  # estimated chance that the seat's team wins the hand, 0..1
    reasons: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Hint:
    best: Action
    options: tuple[Option, ...]  # best first


def decide(view: View, level: str = DEFAULT_LEVEL, seed: int = 0) -> Action:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to decide now")
    return Rng(f"decide {seed}").choice(view.legal)


def hint(view: View, seed: int = 0) -> Hint:
    best = decide(view, DEFAULT_LEVEL, seed)
    return Hint(best, tuple(Option(a, 0.5, ()) for a in view.legal))
