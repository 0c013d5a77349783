"""What a hand's result is worth to a team, given the match situation.

A player should not maximise hand wins blindly: in Chiva at 3–0 a tie keeps a nearly won match
while a loss throws it away; in Haiti a Dékabès doubles the points and after a tie the base is 2.
So every result is scored by the chance of winning the *match* from the score it leads to, under a
plain model of the hands to come: each decided hand is won by either team with even odds, a win
is a Dékabès with probability ``DEKABES`` and a block is a tie with probability ``TIE`` (both
measured with ``sim.playout`` on random deals; the model only has to rank results sensibly).
"""

from __future__ import annotations

from functools import cache

from .sim import DEKABES13, DEKABES24, TIE, WIN13, WIN24

TIE_RATE = 0.02
DEKABES_RATE = 0.13
_TARGET = 4


@cache
def _chiva_table() -> dict[tuple[int, int], float]:
    """Chance team 13 wins the match from each Chiva score (a streak: one side is 0)."""
    states = [(a, 0) for a in range(_TARGET)] + [(0, b) for b in range(1, _TARGET)]
    v = {s: 0.5 for s in states}

    def after(s, winner):
        a, b = s
        if winner == 0:
            return (a + 1, 0) if b == 0 else (0, 0)
        return (0, b + 1) if a == 0 else (0, 0)

    def val(s):
        if s[0] >= _TARGET:
            return 1.0
        if s[1] >= _TARGET:
            return 0.0
        return v[s]

    for _ in range(500):  # ties leave the state unchanged, so they drop out of the fixed point
        v = {s: 0.5 * val(after(s, 0)) + 0.5 * val(after(s, 1)) for s in states}
    return v


@cache
def _haiti_table() -> dict[tuple[int, int, int], float]:
    """Chance team 13 wins the match from each Haiti (score13, score24, base)."""
    states = [(a, b, base) for a in range(_TARGET) for b in range(_TARGET) for base in (1, 2)]
    v = {s: 0.5 for s in states}

    def val(a, b, base):
        if a >= _TARGET:
            return 1.0
        if b >= _TARGET:
            return 0.0
        return v[(a, b, base)]

    d = DEKABES_RATE
    win = (1 - TIE_RATE) / 2
    for _ in range(500):
        v = {
            (a, b, base): win * ((1 - d) * val(a + base, 0, 1) + d * val(a + 2 * base, 0, 1))
            + win * ((1 - d) * val(0, b + base, 1) + d * val(0, b + 2 * base, 1))
            + TIE_RATE * val(a, b, 2)
            for (a, b, base) in states
        }
    return v


def result_values(variant: str, score: tuple[int, int], base: int, team: int) -> tuple[float, ...]:
    """For each sim result (WIN13, DEKABES13, WIN24, DEKABES24, TIE), the chance that ``team``
    (0 = 13, 1 = 24) wins the match after it."""
    a, b = score
    if variant == "haiti":
        t = _haiti_table()

        def v13(a2, b2, base2):
            if a2 >= _TARGET:
                return 1.0
            if b2 >= _TARGET:
                return 0.0
            return t[(a2, b2, base2)]

        out = [0.0] * 5
        out[WIN13] = v13(a + base, 0, 1)
        out[DEKABES13] = v13(a + 2 * base, 0, 1)
        out[WIN24] = v13(0, b + base, 1)
        out[DEKABES24] = v13(0, b + 2 * base, 1)
        out[TIE] = v13(a, b, 2)
    else:
        t = _chiva_table()

        def c13(s):
            if s[0] >= _TARGET:
                return 1.0
            if s[1] >= _TARGET:
                return 0.0
            return t[s]

        w13 = c13((a + 1, 0) if b == 0 else (0, 0))
        w24 = c13((0, b + 1) if a == 0 else (0, 0))
        out = [w13, w13, w24, w24, c13((a, b))]
    if team == 1:
        out = [1.0 - x for x in out]
    return tuple(out)


WINS = (
    (1.0, 1.0, 0.0, 0.0, 0.0),  # team 13 wins the hand
    (0.0, 0.0, 1.0, 1.0, 0.0),  # team 24 wins the hand
)
