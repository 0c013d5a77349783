"""What knowing hidden hands would be worth to the strong player: an upper bound, not a player.

Plays the strong player against a random team on duplicate deals three ways: fair (its own
view), and *peeking* — its sampler handed the true hand of its partner (``partner``) or of all
three other seats (``all``), everything else unchanged. The gap between fair and peeking is the
most that better reading of the other seats' plays could win; it is why ``ai/belief.py`` reads
the partner. This script reaches into the match state on purpose and lives in bench/, outside
the ``ai`` package whose players never can. Each run says how the strong team's hands ended
(its dominoes and blocks won and lost, the ties), so that the gap shows where it is won: in the
race to go out, or in the blocks.

``--signal number`` measures what a perfect lead signal could carry instead of the whole hand:
the sampler keeps only the worlds in which a number the partner was dealt most of is one the
true partner was dealt most of — the one fact a partner's lead is meant to tell ("my long number
is 4"); the rest of its hand stays unknown. ``--signal count`` also keeps the count ("... and I
hold four of them"). That bounds what a convention between the partners saying it, trained or
agreed, could win.

``--late K,...`` says *when* that knowledge pays: the partner's hand handed to the sampler only
once K tiles are on the table (fair before), one run per K. ``--work`` sets the strong player's
budget of work a decision (what it knows matters more than how long it thinks, and a smaller
budget plays more deals in the same time).

    .venv/bin/python bench/knowing.py --deals 400 --seed 7
    .venv/bin/python bench/knowing.py --variant haiti --deals 2000 --work 20000 --late 0,6,12
    .venv/bin/python bench/knowing.py --variant haiti --deals 2000 --work 20000 --signal number
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from dataclasses import replace

from dobleseis import arena
from dobleseis.ai import search
from dobleseis.ai.sample import Sampler
from dobleseis.core.tiles import SUIT

_truth = [None]  # the state of the decision being made (set by the peeking view below)


class Peeking:
    """A sampler that deals the seats in ``known`` their true hands and samples the rest."""

    known = "partner"
    late = 0  # peek only once this many tiles are on the table

    def __init__(self, view) -> None:
        me = view.seat - 1
        seats = [me ^ 2] if self.known == "partner" else [me ^ 1, me ^ 2, me ^ 3]
        if view.played.bit_count() < self.late:
            seats = []
        hands = _truth[0].hand.hands
        self.true = {s: hands[s] for s in seats}
        shown = 0
        for s in seats:
            shown |= hands[s]
        counts = tuple(0 if s in seats else c for s, c in enumerate(view.counts))
        self.me, self.own = me, view.hand
        self.rest = Sampler(replace(view, hand=view.hand | shown, counts=counts))
        self.tiles = self.rest.tiles  # what the search counts as dealt, for its budget

    def sample(self, rand) -> list[int]:
        hands = self.rest.sample(rand)
        hands[self.me] = self.own
        for s, h in self.true.items():
            hands[s] = h
        return hands


def longest(hand: int) -> tuple[int, int]:
    """The numbers ``hand`` holds most tiles of (a bit each), and how many tiles of each."""
    counts = [(hand & suit).bit_count() for suit in SUIT]
    most = max(counts)
    return sum(1 << n for n, c in enumerate(counts) if c == most), most


class Signalled:
    """A sampler that keeps only the worlds in which the partner's hand as dealt has a longest
    number among the true one's (``longest``; with ``count``, as many of it), by drawing again
    until one does. Its earlier plays are the same in every world, so its hand as dealt is its
    hand now and those."""

    count = False

    def __init__(self, view) -> None:
        mate = (view.seat - 1) ^ 2
        self.mate = mate
        self.fair = Sampler(view)
        self.tiles = self.fair.tiles
        self.gone = 0
        for m in view.moves:
            if m.seat - 1 == mate and m.tile is not None:
                self.gone |= 1 << m.tile
        self.truth = longest(_truth[0].hand.hands[mate] | self.gone)

    def sample(self, rand) -> list[int]:
        while True:
            hands = self.fair.sample(rand)
            numbers, most = longest(hands[self.mate] | self.gone)
            if numbers & self.truth[0] and (not self.count or most == self.truth[1]):
                return hands


SIGNALS = {"number": "long number", "count": "long number, n"}
"""How a report names what a signal tells."""


def play(variant: str, deals: int, seed: int, known: str | None, work: int | None = None,
         late: int = 0) -> tuple[list[float], Counter]:  # fmt: skip
    """Per duplicate deal, the strong team's mean score over both seatings; and how its hands
    ended (``ENDS``)."""
    search.Sampler = Sampler
    if known in SIGNALS:
        Signalled.count = known == "count"
        search.Sampler = Signalled
    elif known:
        Peeking.known, Peeking.late = known, late
        search.Sampler = Peeking
    bots = (arena.bot("strong", work), arena.bot("random"))
    clocks = (arena.Clock(), arena.Clock())
    scores, ends = [], Counter()
    for pair in arena.played(variant, bots, clocks, deals, seed, False):
        scores.append(sum(arena.scores(pair, False)) / 2)
        ends.update(_end(state.results[0], team) for state, team in zip(pair, ("13", "24")))
    return scores, ends


ENDS = ("domino won", "domino lost", "block won", "block lost", "tie")
"""How a hand ends for the strong team: where knowing more wins its hands (the race to go out,
or the blocks, which Haiti gives to the lightest single hand)."""


def _end(result, team: str) -> str:
    if result.winner is None:
        return "tie"
    return f"{result.kind} {'won' if result.winner == team else 'lost'}"


def _line(name: str, scores: list[float], ends: Counter) -> str:
    hands = sum(ends.values())
    kinds = ", ".join(f"{k} {ends[k] / hands:.1%}" for k in ENDS)
    return f"  {name:24s} {statistics.mean(scores):.1%}  ({kinds})"


def report(a) -> None:
    fair, fair_ends = play(a.variant, a.deals, a.seed, None, a.work)
    work = "" if a.work is None else f", work {a.work}"
    print(f"{a.variant}, strong vs random, {a.deals} duplicate deals, seed {a.seed}{work}")
    print(_line("fair:", fair, fair_ends))
    runs = [("partner", 0), ("all", 0)] if a.late is None else [("partner", k) for k in a.late]
    if a.signal:
        runs = [(a.signal, 0)]
    for known, late in runs:
        peek, ends = play(a.variant, a.deals, a.seed, known, a.work, late)
        diff = [x - y for x, y in zip(peek, fair)]
        half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff))
        when = f" from {late}" if late else ""
        what = SIGNALS.get(known, known)
        print(_line(f"knowing {what}{when}:", peek, ends))
        print(
            f"  {'':24s} {statistics.mean(diff) * 100:+.1f} ± {half * 100:.1f} points, paired",
            flush=True,
        )


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", choices=("chiva", "haiti"), default="chiva")
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--work", type=int, help="the strong player's budget of work a decision")
    p.add_argument(
        "--late",
        type=lambda s: [int(k) for k in s.split(",")],
        metavar="K,...",
        help="the partner's hand known only once K tiles are on the table, per K",
    )
    p.add_argument(
        "--signal",
        choices=tuple(SIGNALS),
        help="instead, only a longest number of the partner's hand as dealt known (and with "
        "'count', how many of it)",
    )
    a = p.parse_args(argv)
    real_view = arena.view

    def seen(state, seat):
        _truth[0] = state
        return real_view(state, seat)

    arena.view = seen
    try:
        report(a)
    finally:
        arena.view = real_view
        search.Sampler = Sampler
    return 0


if __name__ == "__main__":
    sys.exit(main())
