"""What a hand's result is worth to a team, given the match situation.

A player should not maximise hand wins blindly: in Chiva at 3–0 a tie keeps a nearly won match
while a loss throws it away; in Haiti a Dékabès doubles the points and after a tie the base is 2.
So every result is scored by the chance of winning the *match* from the score it leads to, under a
plain model of the hands to come: each decided hand is won by either team with even odds, a win
is a Dékabès with probability ``DEKABES_RATE`` and a block is a tie with probability
``TIE_RATE`` (both measured with ``sim.playout`` on random deals; the model only has to rank
results sensibly).
"""

from __future__ import annotations

from functools import cache

from .sim import DEKABES13, DEKABES24, TIE, WIN13, WIN24

TIE_RATE = 0.02
DEKABES_RATE = 0.13
_TARGET = 4


def _chance(table: dict, a: int, b: int, *rest: int) -> float:
    """Team 13's chance from score (a, b) (and, in Haiti, the base): decided once a team has
    reached the target, else looked up in ``table``."""
    if a >= _TARGET:
        return 1.0
    if b >= _TARGET:
        return 0.0
    return table[(a, b, *rest)]


def _chiva_after(s: tuple[int, int], winner: int) -> tuple[int, int]:
    """The Chiva score after team ``winner`` (0 = 13, 1 = 24) wins a hand: a winning streak
    grows, breaking the other team's streak leaves both at 0."""
    a, b = s
    if winner == 0:
        return (a + 1, 0) if b == 0 else (0, 0)
    return (0, b + 1) if a == 0 else (0, 0)


@cache
def _chiva_table() -> dict[tuple[int, int], float]:
    """Chance team 13 wins the match from each Chiva score (a streak: one side is 0)."""
    states = [(a, 0) for a in range(_TARGET)] + [(0, b) for b in range(1, _TARGET)]
    v = {s: 0.5 for s in states}
    for _ in range(500):  # ties leave the state unchanged, so they drop out of the fixed point
        v = {
            s: 0.5 * _chance(v, *_chiva_after(s, 0)) + 0.5 * _chance(v, *_chiva_after(s, 1))
            for s in states
        }
    return v


@cache
def _haiti_table() -> dict[tuple[int, int, int], float]:
    """Chance team 13 wins the match from each Haiti (score13, score24, base)."""
    states = [(a, b, base) for a in range(_TARGET) for b in range(_TARGET) for base in (1, 2)]
    v = {s: 0.5 for s in states}
    d = DEKABES_RATE
    win = (1 - TIE_RATE) / 2
    for _ in range(500):
        v = {
            (a, b, base): win * ((1 - d) * _chance(v, a + base, 0, 1)
                                 + d * _chance(v, a + 2 * base, 0, 1))
            + win * ((1 - d) * _chance(v, 0, b + base, 1) + d * _chance(v, 0, b + 2 * base, 1))
            + TIE_RATE * _chance(v, a, b, 2)
            for (a, b, base) in states
        }
    return v


def result_values(variant: str, score: tuple[int, int], base: int, team: int) -> tuple[float, ...]:
    """For each sim result (WIN13, DEKABES13, WIN24, DEKABES24, TIE), the chance that ``team``
    (0 = 13, 1 = 24) wins the match after it."""
    a, b = score
    if variant == "haiti":
        t = _haiti_table()
        out = [0.0] * 5
        out[WIN13] = _chance(t, a + base, 0, 1)
        out[DEKABES13] = _chance(t, a + 2 * base, 0, 1)
        out[WIN24] = _chance(t, 0, b + base, 1)
        out[DEKABES24] = _chance(t, 0, b + 2 * base, 1)
        out[TIE] = _chance(t, a, b, 2)
    else:
        t = _chiva_table()
        w13 = _chance(t, *_chiva_after((a, b), 0))
        w24 = _chance(t, *_chiva_after((a, b), 1))
        out = [w13, w13, w24, w24, _chance(t, a, b)]
    if team == 1:
        out = [1.0 - x for x in out]
    return tuple(out)


WINS = (
    (1.0, 1.0, 0.0, 0.0, 0.0),  # team 13 wins the hand
    (0.0, 0.0, 1.0, 1.0, 0.0),  # team 24 wins the hand
)
