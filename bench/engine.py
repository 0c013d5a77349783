"""Random-play full hands per second: our engine against the PyPI package ``dominoes`` (6.1.0).

Two of ours are measured beside the peer:

- **engine**: the rules engine through its public API, ``HandState.start`` + ``legal`` +
  ``apply``: every action checked, every state immutable and narrated (the line, the moves).
  This is what a match, the session and the record use.
- **sim**: ``dobleseis.ai.sim``, the bitmask simulator the computer players search with
  (a property test holds it to the engine): a uniform deal, then ``playout`` with
  ``explore=1`` (every seat picks a uniformly random fitting tile, and a random end when it fits
  both), to a domino or a block decided by Chiva's rule.

What one "hand" is, on each side (kept as alike as the two engines allow):

- **Deal.** Ours: ``deal_from_seed(seed, k)``, exactly what a match does for its k-th deal
  (SHA-256 seed material, read as one uniform order of the 28 tiles, seven tiles to each
  seat). Peer: ``Game.new`` shuffles its 28 ``Domino`` objects with
  ``random.shuffle`` and deals seven to each player.
- **Opening.** A forced double-six hand on both sides: ours ``HandState.start(deal, None)``
  (the holder of 6-6 must play it: its only legal action); peer
  ``Game.new(starting_domino=Domino(6, 6))``, which plays 6-6 for its holder.
- **Each decision.** Ours: ``legal()`` lists every legal action (each tile on each end it fits,
  or the forced pass), one is picked uniformly at random with our ``Rng``, and ``apply()``
  checks it and returns the next immutable state (which records the move and the line).
  Peer: ``game.valid_moves`` (computed by ``make_move``), reordered by ``players.random``,
  the first one played with ``make_move``, which mutates the game. On both sides the random
  pick is drawn only when there is a choice (one legal action is simply taken).
- **Passes.** Ours: a forced pass is an explicit action (``legal()`` returns it, ``apply()``
  records it). Peer: ``make_move`` skips seats that cannot play and records a ``None`` move.
- **End.** Both play to a domino (a seat out of tiles) or a block (nobody can play), and both
  count every seat's remaining pips.
- **Scoring.** Ours: ``CHIVA.score_hand`` (the winning team, a block decided on team totals, the
  new score and who opens next). Peer: the ``Result`` ``make_move`` returns (the winning team
  and its points; a block decided on team totals).

Rounds alternate ours and the peer (the machines are shared and noisy); each side plays whole
hands for ``--seconds`` of wall time per round, and its rate is counted in hands per second of
the process's CPU time, which other jobs on the machine disturb far less than the wall clock.
Seeded: ours from ``--seed`` (deals and picks), the peer by seeding the ``random`` module it
uses. Run from the project root:

    .venv/bin/python bench/engine.py [--rounds 5] [--seconds 5] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib.metadata import version

import dominoes
from dominoes import players

from dobleseis.ai.sim import Position, block_rule, playout
from dobleseis.core import CHIVA, HandState, deal_from_seed
from dobleseis.core.deal import order_deal
from dobleseis.core.hand import DOMINO
from dobleseis.core.rng import Floats, Rng
from dobleseis.core.tiles import DOUBLE_SIX

ORDERS = 304888344611713860501504000000  # 28!, the orders of the 28 tiles
TWO106 = 1 << 106
LIMIT = TWO106 - TWO106 % ORDERS  # two random() draws give 106 bits; below LIMIT, mod is uniform

PEER = f"dominoes {version('dominoes')}"


@dataclass(frozen=True, slots=True)
class Hand:
    """What a finished hand reports, the same on both sides: how it ended and how many tiles
    reached the table (the sanity check that both engines play comparable hands)."""

    domino: bool
    tiles_played: int


def our_hands(seed: int) -> Iterator[Hand]:
    """Random-play hands with our engine, one per ``next()``, forever."""
    rng = Rng(f"bench {seed}")
    choice = rng.choice
    index = 0
    while True:
        state = HandState.start(deal_from_seed(seed, index), None)
        while state.outcome is None:
            actions = state.legal()
            state = state.apply(actions[0] if len(actions) == 1 else choice(actions))
        CHIVA.score_hand(state.outcome, (0, 0), 1, state.opener)
        index += 1
        yield Hand(state.outcome.kind == DOMINO, state.played.bit_count())


def sim_hands(seed: int) -> Iterator[Hand]:
    """Random-play hands with the search simulator, one per ``next()``, forever.

    The deal is uniform: two ``random()`` draws of our ``Floats`` (53 bits each; the players'
    playouts draw from it too) give a number below 28!, read as an order of the tiles by
    ``core.deal.order_deal``, as the match deals are.
    """
    rand = Floats(f"bench sim {seed}")
    draw = rand.random
    block = block_rule(CHIVA)
    while True:
        x = int(draw() * (1 << 53)) << 53 | int(draw() * (1 << 53))
        if x >= LIMIT:
            continue
        hands = order_deal(x % ORDERS)
        opener = next(s for s in range(4) if hands[s] >> DOUBLE_SIX & 1)
        p = Position(hands, -1, -1, opener, 0, True, block)
        playout(p, rand, 1.0)
        yield Hand(not all(p.hands), p.played.bit_count())


def peer_hands(seed: int) -> Iterator[Hand]:
    """Random-play hands with ``dominoes``, one per ``next()``, forever.

    The package draws all its randomness (deal and ``players.random``) from the ``random``
    module, so seeding it makes the run repeatable.
    """
    random.seed(seed)
    six = dominoes.Domino(6, 6)
    while True:
        game = dominoes.Game.new(starting_domino=six)
        while game.result is None:
            if len(game.valid_moves) > 1:
                players.random(game)
            game.make_move(*game.valid_moves[0])
        yield Hand(game.result.won, len(game.board))


@dataclass(frozen=True, slots=True)
class Run:
    hands: int
    cpu_seconds: float
    dominoes: int
    tiles_played: int

    @property
    def per_second(self) -> float:
        """Hands per second of CPU time: other jobs on the shared machine stretch the wall
        clock, not the work this process did."""
        return self.hands / self.cpu_seconds


def run(hands: Iterator[Hand], seconds: float, limit: int | None = None) -> Run:
    """Play whole hands from ``hands`` for ``seconds`` of wall time (or ``limit`` hands)."""
    count = won = tiles = 0
    deadline = time.perf_counter() + seconds
    start = time.process_time()
    for hand in hands:
        count += 1
        won += hand.domino
        tiles += hand.tiles_played
        if count == limit or time.perf_counter() >= deadline:
            break
    return Run(count, time.process_time() - start, won, tiles)


SIDES: list[tuple[str, Callable[[int], Iterator[Hand]]]] = [
    ("engine", our_hands),
    ("sim", sim_hands),
    (PEER, peer_hands),
]


def compare(rounds: int, seconds: float, seed: int, out=None) -> dict[str, float]:
    """Run every side in turn for ``rounds`` rounds (the order rotates each round), print each
    round, the medians and the ratios to the peer; return the medians in hands per second."""
    runs: dict[str, list[Run]] = {name: [] for name, _ in SIDES}
    print(
        f"random play, full hands (deal, forced 6-6 opening, play to domino or block,"
        f" scoring) per CPU second; {seconds:g} s per side per round",
        file=out,
    )
    head = "".join(f"{name + ' hands/s':>24}" for name, _ in SIDES)
    print(f"{'round':>6}{head}", file=out)
    for r in range(1, rounds + 1):
        # Rotate which side goes first so that a slow spell of the machine hits all of them.
        k = (r - 1) % len(SIDES)
        got = {}
        for name, hands in SIDES[k:] + SIDES[:k]:
            result = run(hands(seed + r - 1), seconds)
            got[name] = result.per_second
            runs[name].append(result)
        print(f"{r:>6}" + "".join(f"{got[name]:>24.0f}" for name, _ in SIDES), file=out)
    medians = {name: statistics.median(x.per_second for x in runs[name]) for name, _ in SIDES}
    print(f"{'median':>6}" + "".join(f"{medians[name]:>24.0f}" for name, _ in SIDES), file=out)
    for name in ("engine", "sim"):
        print(f"ratio {name} / {PEER} (medians): {medians[name] / medians[PEER]:.2f}x", file=out)
    for name, done in runs.items():
        hands = sum(x.hands for x in done)
        won = sum(x.dominoes for x in done)
        tiles = sum(x.tiles_played for x in done)
        print(
            f"  {name}: {hands} hands, {won / hands:.1%} dominoes, "
            f"{tiles / hands:.1f} tiles played per hand",
            file=out,
        )
    return medians


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of both engines (5)")
    parser.add_argument(
        "--seconds", type=float, default=5.0, help="seconds per engine per round (5)"
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of round 1 (1)")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.seconds <= 0 or args.seed < 0:
        parser.error("--rounds must be at least 1, --seconds positive, --seed 0 or more")
    compare(args.rounds, args.seconds, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
