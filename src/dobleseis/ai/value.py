"""What a hand's result is worth to a team, given the match situation.

A player should not maximise hand wins blindly: in Chiva at 3–0 a tie keeps a nearly won match
while a loss throws it away; in Haiti a Dékabès doubles the points and after a tie the base is 2.
So every result is scored by the chance of winning the *match* from the score it leads to, under a
plain model of the hands to come: each decided hand is won by either team with even odds, a win
is a Dékabès with probability ``DEKABES_RATE`` (where the rule set has Dékabès) and a hand is a
tie with probability ``TIE_RATE`` (both measured with ``sim.playout`` on random deals; the model
only has to rank results sensibly). What each result does to the score, the base and the match
is the rule set's own (``Variant.after``, ``Variant.match_winner``): nothing here repeats a rule.
"""

from __future__ import annotations

from functools import cache

from ..core.variants import Variant
from .sim import DEKABES13, DEKABES24, TIE, WIN13, WIN24

TIE_RATE = 0.02
DEKABES_RATE = 0.13

State = tuple[int, int, int]  # score13, score24, base

_OUTCOMES = (
    (WIN13, "13", False),
    (DEKABES13, "13", True),
    (WIN24, "24", False),
    (DEKABES24, "24", True),
    (TIE, None, False),
)


def _next(variant: Variant, s: State) -> tuple[State, ...]:
    """The state after each sim result (WIN13, DEKABES13, WIN24, DEKABES24, TIE) from ``s``."""
    out = []
    for _, winner, dekabes in _OUTCOMES:
        score, base, _ = variant.after((s[0], s[1]), s[2], winner, dekabes)
        out.append((score[0], score[1], base))
    return tuple(out)


def _decided(variant: Variant, s: State) -> float | None:
    """1.0 or 0.0 once a team has won the match from state ``s``, else None."""
    won = variant.match_winner((s[0], s[1]))
    return None if won is None else (1.0 if won == "13" else 0.0)


@cache
def _table(variant: Variant, start: State) -> dict[State, float]:
    """Chance team 13 wins the match from each state the match can reach from ``start``."""
    states, todo = {start: None}, [start]
    while todo:
        for n in _next(variant, todo.pop()):
            if n not in states and _decided(variant, n) is None:
                states[n] = None
                todo.append(n)
    d = DEKABES_RATE if variant.dekabes else 0.0
    win = (1 - TIE_RATE) / 2
    weights = (win * (1 - d), win * d, win * (1 - d), win * d, TIE_RATE)
    nexts = {s: _next(variant, s) for s in states}
    v = {s: 0.5 for s in states}
    for _ in range(500):
        v = {s: sum(w * _chance(variant, v, n) for w, n in zip(weights, nexts[s])) for s in v}
    return v


def _chance(variant: Variant, table: dict[State, float], s: State) -> float:
    """Team 13's chance from ``s``: decided once a team has won, else looked up."""
    done = _decided(variant, s)
    return table[s] if done is None else done


def result_values(
    variant: Variant, score: tuple[int, int], base: int, team: int
) -> tuple[float, ...]:
    """For each sim result (WIN13, DEKABES13, WIN24, DEKABES24, TIE), the chance that ``team``
    (0 = 13, 1 = 24) wins the match after it."""
    here = (score[0], score[1], base)
    table = _table(variant, (0, 0, 1))
    if here not in table:  # not reachable from a new match (a test's position): its own table
        table = _table(variant, here)
    out = [0.0] * 5
    for (result, _, _), n in zip(_OUTCOMES, _next(variant, here)):
        out[result] = _chance(variant, table, n)
    if team == 1:
        out = [1.0 - x for x in out]
    return tuple(out)


WINS = (
    (1.0, 1.0, 0.0, 0.0, 0.0),  # team 13 wins the hand
    (0.0, 0.0, 1.0, 1.0, 0.0),  # team 24 wins the hand
)
