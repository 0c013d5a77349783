"""The strong player's estimate of every move: sample worlds, play each move out in each world.

For one decision: deal the hidden tiles many times consistently with the view (``sample``),
keeping the deals in proportion to how well they explain the partner's plays (``belief``); in
each such world try every candidate move, then finish the hand — exactly by alpha-beta when few
tiles are left, earlier by a fast playout in which every seat plays as the model of this player
says it would (``policy``) — and score the result by what it is worth for the match
(``value``). All candidates see the same worlds and the same playout randomness, so their
differences are not drowned by the luck of the deal. The move with the best average wins, but
a near tie goes to the move the model of this player expects (``CONVENTION``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from types import SimpleNamespace

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
    """How hard to think: search until ``work`` units are spent, then stop at the end of the
    batch of ``batch`` worlds under way (at least ``min_worlds``, at most ``max_worlds``); exact
    search once at most ``exact`` tiles remain in all hands; how often the playout policy picks a
    random tile (``explore``); how many worlds are drawn for each one kept once the partner's
    plays are read (``pool``).

    A unit of work is one tile placed: a candidate move, a step of a playout, a node of the
    exact search. Counted, not timed, so that a decision never depends on how fast or how busy
    the machine is: a seed replays the same move on any machine, a hint names exactly the move
    the computer would make, and the record of a match is all it takes to replay it. The number
    is calibrated once per release so that the search fills, on a loaded server core, the floor
    a computer decision waits anyway (``session.decider.FLOORS``, 300 ms) with room to spare for
    a hint (p95 under 400 ms): ``bench/README.md``, "Using the time", has the figures. A time
    budget with a recorded count of worlds would fill the floor exactly, but the count would
    then be a fact of the machine, the same position would be searched differently under load,
    and every replay and test would have to carry it. Counting work instead of worlds spends
    the same time on every decision: few worlds when every one is long (the first plays, many
    candidates, the exact endgame), many when they are short."""

    work: int = 100_000
    min_worlds: int = 24
    max_worlds: int = 3000
    exact: int = 10
    explore: float = 0.3
    pool: int = 4
    batch: int = 8


STRONG = Budget()

CONVENTION = 0.004
"""The chance to win the match the player gives up, per unit of the model's score (policy.py),
to make the play its partner expects: a convention, as club partners have, that makes its plays
easier to read. A tuning of this player, not a rule: the same in both games.

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
    remaining = sum(view.counts) - 1  # tiles left after the move
    exact = remaining <= budget.exact and view.ends is not None
    rand = random.Random(seed)
    total_v = [0.0] * len(cands)
    total_w = [0.0] * len(cands)
    # Exact search returns a match value; the hand win it implies is read from the same result.
    win_of = {values[r]: wins[r] for r in range(5)} if exact else None
    draw = Worlds(view, budget, rand)
    spent = [0]  # units of work, counted by the exact search and here
    worlds = 0
    start = position(view, [0, 0, 0, 0])
    while worlds < budget.min_worlds or spent[0] < budget.work and worlds < budget.max_worlds:
        spent[0] += draw.cost
        for hands in draw.batch():
            worlds += 1
            world_seed = int(rand.random() * (1 << 53))
            replay = None if exact else Replay(world_seed)
            for i, (_, tile, side) in enumerate(cands):
                p = start.dealt(hands)
                spent[0] += 1
                if tile < 0:
                    p.pass_turn()
                    result = None
                else:
                    result = p.play(tile, side)
                if result is None:
                    if exact:
                        v = solve(p, values, team, -1.0, 2.0, spent)
                        total_v[i] += v
                        total_w[i] += win_of.get(v, 0.5)
                        continue
                    before = p.played.bit_count()
                    result = playout(p, replay.stream(), budget.explore)
                    spent[0] += p.played.bit_count() - before
                total_v[i] += values[result]
                total_w[i] += wins[result]
    out = [
        Estimate(a, total_v[i] / worlds, total_w[i] / worlds, worlds)
        for i, (a, _, _) in enumerate(cands)
    ]
    return rank(out, {a: expected(view, tile, side) for a, tile, side in cands})


PLAYOUT_DRAWS = 86
"""The most draws a playout makes: two for an opening tile (explore or not, which tile), then
at most three for each of the other 27 tiles (explore or not, which tile, which end)."""


class Replay:
    """The draws of ``random.Random(seed)``, replayed from the first for every candidate move
    of a world, so that all candidates meet the same luck. Seeding a generator costs as much as
    a dozen playout steps; drawing the ``ahead`` first numbers once and reading them back costs
    a fraction of one. Any draw beyond those comes from a generator of the same seed moved past
    them (a playout never gets there: ``PLAYOUT_DRAWS``), so that every stream is exactly
    ``random.Random(seed)``'s."""

    def __init__(self, seed: int, ahead: int = PLAYOUT_DRAWS) -> None:
        draw = random.Random(seed).random
        self.seed = seed
        self.first = [draw() for _ in range(ahead)]

    def stream(self) -> SimpleNamespace:
        """A fresh reader from the first draw; only its ``random()``, as a playout uses."""
        return SimpleNamespace(random=chain(self.first, self._beyond()).__next__)

    def _beyond(self) -> Iterator[float]:
        rand = random.Random(self.seed)
        for _ in self.first:
            rand.random()
        while True:
            yield rand.random()


class Worlds:
    """The worlds a search plays in, ``budget.batch`` at a time: each batch drawn uniformly
    among the deals the view allows (``sample``) and, once the partner has played, kept in
    proportion to how well they explain its plays (``belief``), from ``budget.pool`` times as
    many. Batches keep the resampling as it was over a fixed number of worlds while the search
    decides how many it can afford."""

    def __init__(self, view: View, budget: Budget, rand: random.Random) -> None:
        self.sampler = Sampler(view)
        self.belief = Belief(view)
        self.budget = budget
        self.rand = rand
        # What a batch costs, in the search's units (measured: dealing a hidden tile costs
        # about a third of a playout step, scoring a world against one read play about two).
        drawn = budget.batch * (budget.pool if self.belief.observed else 1)
        self.cost = drawn * (len(self.sampler.tiles) // 3 + 2 * len(self.belief.plays))

    def batch(self) -> list[list[int]]:
        n, rand, sample = self.budget.batch, self.rand, self.sampler.sample
        if not self.belief.observed:
            return [sample(rand) for _ in range(n)]
        pool = [sample(rand) for _ in range(n * self.budget.pool)]
        return resample(pool, [self.belief.loglik(h) for h in pool], n, rand)


def expected(view: View, tile: int, side: int) -> float:
    """The model's score (policy.py) of the seat to act playing ``tile`` on ``side``: the higher,
    the more this player is expected to make that play. 0 for a pass or the opening tile, where
    there is no choice the model reads."""
    if tile < 0 or view.ends is None:
        return 0.0
    f = features(view.hand, tile, side, view.ends, view.played, view.voids, view.seat - 1)
    return sum(w * x for w, x in zip(WEIGHTS, f))


def rank(estimates: list[Estimate], score: dict[Action, float]) -> list[Estimate]:
    """The estimates best first: by value, plus ``CONVENTION`` times the model's ``score`` of
    each move, so that near ties go to the move the partner expects."""
    return sorted(estimates, key=lambda e: -(e.value + CONVENTION * score[e.action]))
