"""What the partner's plays say about its hand.

``sample`` deals the hidden tiles uniformly among the deals the view allows, as if a seat's plays
said nothing beyond the tiles themselves and the numbers it passed on. But the partner is the
strong player too, and how it plays depends on what it holds: it likes to play doubles, heavy
tiles, and above all to open a number it holds more of. Knowing the partner's hand is worth about
ten points of hands won against a random team (bench/README.md), so even a rough reading of its
plays pays.

The reading is the small model of the strong player's choices in ``policy``: each play it could
have made gets a score from a few features (``features``) and it picks one with probability
proportional to exp(score). For a sampled world this gives the *likelihood* of the partner's
actual plays had it held that world's hand (the hand it has now plus the tiles it played since).
The search draws more worlds than it needs and keeps them in proportion to that likelihood
(``resample``).

The weights (``policy.READING``, one set a game, changing as the hand goes on) were fitted by
maximum likelihood on the strong player's own decisions (``bench/partner_model.py``). A person
partner is read with the same model: its main clue, opening the numbers one holds, is how club
players show their strength too, though a person who does not settle near ties as this player
does is read with more confidence than its plays deserve. Opponents are not read: they may be
anyone, a person or a random bot, and a model of our own player would mislead about them.
"""

from __future__ import annotations

import math

from ..core.actions import End
from ..core.tiles import HIGH, LOW, PIPS, SUIT
from ..core.view import View
from .policy import FEATURES, reading
from .sim import FITS2, LEFT, RIGHT, moves

HELD = FEATURES.index("held")


def opens(tile: int, side: int, ends: tuple[int, int]) -> int:
    """The number ``tile`` leaves showing when played on ``side`` of ``ends``."""
    return HIGH[tile] + LOW[tile] - ends[side]


def features(
    hand: int,
    tile: int,
    side: int,
    ends: tuple[int, int],
    played: int,
    voids: tuple[int, ...],
    seat: int,
) -> list[float]:
    """The features of ``seat`` (0..3) holding ``hand`` and playing ``tile`` on ``side``, with the
    table ``played`` and the passes ``voids`` as they were at that moment."""
    n = opens(tile, side, ends)
    after = (n, ends[RIGHT]) if side == LEFT else (ends[LEFT], n)
    return [
        PIPS[tile] / 12,
        float(HIGH[tile] == LOW[tile]),
        float((hand & ~(1 << tile) & SUIT[n]).bit_count()),
        float(voids[(seat + 1) & 3] >> n & 1),
        float(voids[(seat + 2) & 3] >> n & 1),
        float(voids[(seat + 3) & 3] >> n & 1),
        float(after[0] == after[1]),
        (7 - (played & SUIT[n]).bit_count()) / 7,
    ]


class Belief:
    """The partner's earlier plays in this hand, ready to score sampled worlds.

    For each play where the partner might have had a choice, every play that could have been made
    there is scored once, without the hand; a world only adds the ``held`` term.
    """

    def __init__(self, view: View) -> None:
        mate = (view.seat + 1) & 3  # seat numbers are 1..4, ``mate`` is 0..3
        self.mate = mate
        self._known: dict[int, float] = {}  # loglik by the partner's hand now
        history = view.moves
        later = [0] * len(history)  # the partner's tiles played at this move or after it
        since = 0
        for k in range(len(history) - 1, -1, -1):
            m = history[k]
            if m.seat - 1 == mate and m.tile is not None:
                since |= 1 << m.tile
            later[k] = since
        # Per read play: (tiles played since, tiles that fit then, the weight of ``held`` then,
        # every play that could have been made there as (its tile's bit, score without the
        # hand, the tiles of the number it opens, was it the play made?)).
        self.plays: list[tuple[int, int, float, tuple[tuple[int, float, int, bool], ...]]] = []
        voids = [0, 0, 0, 0]
        played = 0
        for k, m in enumerate(history):
            s = m.seat - 1
            if m.tile is None:
                if m.ends is not None:
                    voids[s] |= 1 << m.ends[0] | 1 << m.ends[1]
                continue
            if s == mate and m.ends is not None:
                ends = m.ends
                side = RIGHT if ends[0] == ends[1] or m.end is End.RIGHT else LEFT
                options = []
                w = reading(view.variant, played.bit_count())
                fit = FITS2[ends[0]][ends[1]]
                for u, sd in moves(fit & ~played, *ends):  # what any hand could have played
                    f = features(0, u, sd, ends, played, tuple(voids), s)
                    f[HELD] = -1.0  # the tile itself is counted by the world's hand below
                    score = sum(a * x for a, x in zip(w, f))
                    chosen = (u, sd) == (m.tile, side)
                    options.append((1 << u, score, SUIT[opens(u, sd, ends)], chosen))
                self.plays.append((later[k], fit, w[HELD], tuple(options)))
            played |= 1 << m.tile

    @property
    def observed(self) -> bool:
        return bool(self.plays)

    def loglik(self, hands: list[int]) -> float:
        """Log of the chance of the partner's plays if it held ``hands[mate]`` (now).

        A function of the partner's hand alone, so kept per hand: late in a hand few hands are
        possible and a search meets each of them again and again."""
        now = hands[self.mate]
        known = self._known.get(now)
        if known is None:
            known = self._known[now] = self._loglik(now)
        return known

    def _loglik(self, now: int) -> float:
        """``loglik`` of the partner holding ``now``. Called for most worlds drawn, so written
        for speed, but it adds the same terms in the same order as the softmax it stands for."""
        total = 0.0
        log, exp = math.log, math.exp
        for later, fit, hw, options in self.plays:
            hand = now | later
            f = hand & fit
            if f & (f - 1) == 0:
                continue  # one fitting tile (on one or both ends): hardly a choice
            scores = []
            mine = 0.0
            for bit, score, suit, chosen in options:
                if hand & bit:
                    z = score + hw * (hand & suit).bit_count()
                    scores.append(z)
                    if chosen:
                        mine = z
            top = max(scores)
            total += mine - top - log(sum([exp(z - top) for z in scores]))
        return total


def resample(pool: list[list[int]], logliks: list[float], k: int, rand) -> list[list[int]]:
    """``k`` worlds from ``pool`` in proportion to their likelihoods (systematic resampling: one
    draw of ``rand.random()``, so each world is kept about k·weight times, never far from it)."""
    top = max(logliks)
    weights = [math.exp(x - top) for x in logliks]
    step = sum(weights) / k
    at = rand.random() * step
    out, acc, i = [], weights[0], 0
    for _ in range(k):
        while acc < at and i < len(pool) - 1:
            i += 1
            acc += weights[i]
        out.append(pool[i])
        at += step
    return out
