"""The strong player's estimate of every move: sample worlds, play each move out in each world.

For one decision: deal the hidden tiles many times consistently with the view (``sample``),
keeping the deals in proportion to how well they explain the partner's plays (``belief``); in
each such world try every candidate move, then finish the hand — exactly by alpha-beta when few
tiles are left, earlier by a fast playout in which every seat plays as the model of this player
says it would (``policy``) — and score the result by what it is worth for the match
(``value``). All candidates see the same worlds and the same playout randomness, so their
differences are not drowned by the luck of the deal. The move with the best average wins, but
in Haiti a near tie goes to the move the model of this player expects (``CONVENTION``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.actions import Action, End, Pass, Play
from ..core.variants import variant as rules_of
from ..core.view import View
from .belief import Belief, features, resample
from .policy import WEIGHTS
from .sample import Sampler
from .sim import LEFT, RIGHT, Position, block_rule, playout, solve
from .value import WINS, result_values


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard to think: ``playouts`` move-evaluations per decision (spread over the
    candidates, at least ``min_worlds`` worlds each), exact search once at most ``exact`` tiles
    remain in all hands, how often the playout policy picks a random tile (``explore``), and how
    many worlds are drawn for each one kept once the partner's plays are read (``pool``).

    More thought than this (more playouts, a longer exact search, another ``explore`` or
    ``pool``) measured within the noise at several times the cost (bench/README.md, "How
    `strong` was tuned")."""

    playouts: int = 1200
    min_worlds: int = 24
    max_worlds: int = 300
    exact: int = 10
    explore: float = 0.3
    pool: int = 4


STRONG = Budget()

CONVENTION = {"lowest": 0.004}
"""The chance to win the match the player gives up, per unit of the model's score (policy.py),
to make the play its partner expects: a convention, as club partners have, that makes its plays
easier to read. A tuning of this player, not a rule, looked up by what the game's block compares
(``Variant.measure``; not listed: 0.0). Where a block goes to the lowest single hand (Haiti) the
partner's hand matters more and a partner easier to read is worth more; where it compares team
totals (Chiva) the convention gained nothing measurable, so the value alone ranks there.

The estimate of a move is noisy: between two seeds the gap between two moves varies about as
much as 0.004, the median gap between the two best. Left to the luck of the sampling, half of
the choices would say nothing about the player's hand; ranked by value + 0.004 × score, those
near ties go the model's way (a double, a number it holds more of, ...), the model its partner
reads it with and its playouts play by. The figures: bench/README.md, "A convention between
partners". A pass has no score."""


@dataclass(frozen=True, slots=True)
class Estimate:
    action: Action
    value: float  # mean chance to win the match after this move
    win: float  # mean chance to win the hand (ties count 0)
    worlds: int


def candidates(view: View) -> list[tuple[Action, int, int]]:
    """The distinct moves among the legal actions, as (action, tile, sim side); a pass has tile
    -1. With equal ends a tile's left and right placements are the same move: the first one
    listed stands for it."""
    out, seen = [], set()
    same = view.ends is not None and view.ends[0] == view.ends[1]
    for a in view.legal:
        if isinstance(a, Pass):
            out.append((a, -1, LEFT))
            continue
        if not isinstance(a, Play):
            continue
        side = LEFT if a.end in (None, End.LEFT) else RIGHT
        key = a.tile if same or view.ends is None else (a.tile, side)
        if key in seen:
            continue
        seen.add(key)
        out.append((a, a.tile, side))
    return out


def position(view: View, hands: list[int]) -> Position:
    ends = view.ends or (-1, -1)
    return Position(
        hands,
        ends[0],
        ends[1],
        view.to_act - 1,
        view.played,
        view.forced_double_six and view.ends is None,
        block_rule(rules_of(view.variant)),
        view.voids,
    )


def estimate(view: View, seed: int, budget: Budget = STRONG) -> list[Estimate]:
    """Every candidate move of the seat to act with its estimated values, best first."""
    cands = candidates(view)
    team = (view.seat - 1) & 1
    values = result_values(rules_of(view.variant), view.score, view.base, team)
    wins = WINS[team]
    sampler = Sampler(view)
    worlds = max(budget.min_worlds, min(budget.max_worlds, budget.playouts // max(1, len(cands))))
    remaining = sum(view.counts) - 1  # tiles left after the move
    exact = remaining <= budget.exact and view.ends is not None
    rand = random.Random(seed)
    total_v = [0.0] * len(cands)
    total_w = [0.0] * len(cands)
    # Exact search returns a match value; the hand win it implies is read from the same result.
    win_of = {values[r]: wins[r] for r in range(5)} if exact else None
    belief = Belief(view)
    if belief.observed:
        pool = [sampler.sample(rand) for _ in range(worlds * budget.pool)]
        kept = resample(pool, [belief.loglik(h) for h in pool], worlds, rand)
    else:
        kept = [sampler.sample(rand) for _ in range(worlds)]
    for hands in kept:
        world_seed = int(rand.random() * (1 << 53))
        base = position(view, hands)
        for i, (_, tile, side) in enumerate(cands):
            p = base.copy()
            if tile < 0:
                p.pass_turn()
                result = None
            else:
                result = p.play(tile, side)
            if result is None:
                if exact:
                    v = solve(p, values, team, -1.0, 2.0)
                    total_v[i] += v
                    total_w[i] += win_of.get(v, 0.5)
                    continue
                result = playout(p, random.Random(world_seed), budget.explore)
            total_v[i] += values[result]
            total_w[i] += wins[result]
    out = [
        Estimate(a, total_v[i] / worlds, total_w[i] / worlds, worlds)
        for i, (a, _, _) in enumerate(cands)
    ]
    return rank(out, {a: expected(view, tile, side) for a, tile, side in cands}, view.variant)


def expected(view: View, tile: int, side: int) -> float:
    """The model's score (policy.py) of the seat to act playing ``tile`` on ``side``: the higher,
    the more this player is expected to make that play. 0 for a pass or the opening tile, where
    there is no choice the model reads."""
    if tile < 0 or view.ends is None:
        return 0.0
    f = features(view.hand, tile, side, view.ends, view.played, view.voids, view.seat - 1)
    return sum(w * x for w, x in zip(WEIGHTS, f))


def rank(estimates: list[Estimate], score: dict[Action, float], variant: str) -> list[Estimate]:
    """The estimates best first: by value, plus the game's ``CONVENTION`` times the model's
    ``score`` of each move, so that near ties go to the move the partner expects."""
    lean = CONVENTION.get(rules_of(variant).measure, 0.0)
    return sorted(estimates, key=lambda e: -(e.value + lean * score[e.action]))
