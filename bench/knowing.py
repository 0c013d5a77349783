"""What knowing hidden hands would be worth to the strong player: an upper bound, not a player.

Plays the strong player against a random team on duplicate deals three ways: fair (its own
view), and *peeking* — its sampler handed the true hand of its partner (``partner``) or of all
three other seats (``all``), everything else unchanged. The gap between fair and peeking is the
most that better reading of the other seats' plays could win; it is why ``ai/belief.py`` reads
the partner. This script reaches into the match state on purpose and lives in bench/, outside
the ``ai`` package whose players never can. Each run says how the strong team's hands ended
(its dominoes and blocks won and lost, the ties), so that the gap shows where it is won: in the
race to go out, or in the blocks; and how often its plays opened the number it held most of
among those its plays could open (``chose_longest``).

``--signal number`` measures what a perfect lead signal could carry instead of the whole hand:
the sampler keeps only the worlds in which a number the partner was dealt most of is one the
true partner was dealt most of — the one fact a partner's lead is meant to tell ("my long number
is 4"); the rest of its hand stays unknown. ``--signal count`` also keeps the count ("... and I
hold four of them"). That bounds what a convention between the partners saying it, trained or
agreed, could win. Three signals tell of the partner's hand as the hand goes on instead:
``--signal choice``, whether each of its plays opened the number it held most of among those it
could open (what a convention of "I open my longest number" says, were it kept at no cost);
``--signal last``, how many tiles of the number its latest play left showing it still holds;
``--signal ends``, how many of each number the ends show, at every decision (more than any
play could say).

``--late K,...`` says *when* that knowledge pays: the partner's hand handed to the sampler only
once K tiles are on the table (fair before), one run per K. ``--work`` sets the strong player's
budget of work a decision (what it knows matters more than how long it thinks, and a smaller
budget plays more deals in the same time).

    .venv/bin/python bench/knowing.py --deals 400 --seed 7
    .venv/bin/python bench/knowing.py --variant haiti --deals 2000 --work 20000 --late 0,6,12
    .venv/bin/python bench/knowing.py --variant haiti --deals 2000 --work 20000 --signal number
    .venv/bin/python bench/knowing.py --variant haiti --deals 1000 --work 20000 --signal ends
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import Counter
from dataclasses import replace
from functools import partial

from dobleseis import arena
from dobleseis.ai import search
from dobleseis.ai.sample import Sampler
from dobleseis.ai.sim import bits
from dobleseis.core.actions import End
from dobleseis.core.seats import partner
from dobleseis.core.tiles import HIGH, LOW, SUIT, fits, mask_of, other

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
    """A sampler that keeps only the worlds agreeing with one true fact about the partner's
    hand (``signal``), by drawing again until one does.

    ``number`` / ``count``: its hand as dealt has a longest number among the true one's
    (``longest``; with ``count``, as many of it). ``ends``: it holds now as many tiles of each
    number the ends show as the true partner does. ``last``: as many of the number its latest
    play left showing (``opened``). ``choice``: whether each of its plays opened a number it
    held at least as many of as any other play it had would have (``chose_longest``)."""

    signal = "number"

    def __init__(self, view) -> None:
        seat = partner(view.seat)
        self.mate = seat - 1
        self.fair = Sampler(view)
        self.tiles = self.fair.tiles
        true = _truth[0].hand.hands[self.mate]
        plays = plays_of(view.moves, seat)
        if self.signal in ("number", "count"):
            self.agrees = _long_number(true, plays, count=self.signal == "count")
        else:
            fact = _fact(self.signal, view.ends, plays)
            truth = fact(true)
            self.agrees = lambda hand: fact(hand) == truth

    def sample(self, rand) -> list[int]:
        while True:
            hands = self.fair.sample(rand)
            if self.agrees(hands[self.mate]):
                return hands


def _long_number(true: int, plays, count: bool):
    """Whether a partner holding a hand now was dealt a longest number among those of the true
    one (``true``, with ``count`` as many of it): its hand as dealt is its hand now and the tiles
    of ``plays``, the same in every world."""
    gone = mask_of(m.tile for m in plays)
    numbers, most = longest(true | gone)

    def agrees(hand: int) -> bool:
        its, n = longest(hand | gone)
        return bool(its & numbers) and (not count or n == most)

    return agrees


def _fact(signal: str, ends, plays):
    """What ``signal`` (``choice``, ``last`` or ``ends``) tells of a partner holding a hand now,
    as a function of that hand: ``ends`` the numbers the ends show, ``plays`` its plays."""
    if signal == "choice":
        return partial(chose_longest, plays=plays)
    numbers = set(ends or ()) if signal == "ends" else opened(plays)
    suits = [SUIT[n] for n in numbers]
    return lambda hand: [(hand & suit).bit_count() for suit in suits]


def plays_of(moves, seat: int) -> list:
    """The tiles ``seat`` (1–4) has played this hand, as its moves, in order."""
    return [m for m in moves if m.seat == seat and m.tile is not None]


def opened(plays) -> set[int]:
    """The number the latest of ``plays`` left showing (both of the hand's first tile; none
    before any)."""
    if not plays:
        return set()
    m = plays[-1]
    return {_opens(m)} if m.ends else {HIGH[m.tile], LOW[m.tile]}


def _opens(m) -> int:
    """The number the play ``m`` (not a hand's first tile) left showing."""
    return other(m.tile, m.ends[0] if m.end is End.LEFT else m.ends[1])


def chose_longest(hand: int, plays) -> tuple[bool, ...]:
    """Per play of ``plays`` (the partner's, in order; the hand's first tile left out), whether
    the number it opened was one the partner then held as many of as the number any other play
    of its would have opened: ``hand`` is its hand now, so its hand at a play is ``hand`` and the
    tiles of that play and the later ones."""
    out = []
    for i, m in enumerate(plays):
        if m.ends is None:
            continue
        held = hand | mask_of(later.tile for later in plays[i:])
        best = 0
        for t in bits(held):
            for number in m.ends:
                if fits(t, number):
                    best = max(best, (held & ~(1 << t) & SUIT[other(t, number)]).bit_count())
        out.append((held & ~(1 << m.tile) & SUIT[_opens(m)]).bit_count() >= best)
    return tuple(out)


SIGNALS = {
    "number": "long number",
    "count": "long number, n",
    "ends": "ends' numbers, n",
    "last": "number it opened, n",
    "choice": "whether it opened its longest",
}
"""How a report names what a signal tells."""


def play(variant: str, deals: int, seed: int, known: str | None, work: int | None = None,
         late: int = 0) -> tuple[list[float], Counter]:  # fmt: skip
    """Per duplicate deal, the strong team's mean score over both seatings; and how its hands
    ended (``ENDS``), with how many of its plays opened its longest number (``chose_longest``),
    which is what a convention of that kind could say."""
    search.Sampler = Sampler
    if known in SIGNALS:
        Signalled.signal = known
        search.Sampler = Signalled
    elif known:
        Peeking.known, Peeking.late = known, late
        search.Sampler = Peeking
    bots = (arena.bot("strong", work), arena.bot("random"))
    clocks = (arena.Clock(), arena.Clock())
    scores, ends = [], Counter()
    for pair in arena.played(variant, bots, clocks, deals, seed, False):
        scores.append(sum(arena.scores(pair, False)) / 2)
        for state, team in zip(pair, ("13", "24")):
            hand = state.results[0].final
            ends[_end(state.results[0], team)] += 1
            for seat in (1, 3) if team == "13" else (2, 4):
                for was in chose_longest(hand.hands[seat - 1], plays_of(hand.moves, seat)):
                    ends["longest opened" if was else "another opened"] += 1
    return scores, ends


ENDS = ("domino won", "domino lost", "block won", "block lost", "tie")
"""How a hand ends for the strong team: where knowing more wins its hands (the race to go out,
or the blocks, which Haiti gives to the lightest single hand)."""


def _end(result, team: str) -> str:
    if result.winner is None:
        return "tie"
    return f"{result.kind} {'won' if result.winner == team else 'lost'}"


def _line(name: str, scores: list[float], ends: Counter) -> str:
    hands = sum(ends[k] for k in ENDS)
    kinds = ", ".join(f"{k} {ends[k] / hands:.1%}" for k in ENDS)
    longest = ends["longest opened"] / (ends["longest opened"] + ends["another opened"])
    return (
        f"  {name:24s} {statistics.mean(scores):.1%}  ({kinds}; "
        f"its longest number opened in {longest:.0%} of its plays)"
    )


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
        help="instead, one fact about the partner's hand known: a longest number of it as dealt "
        "(and with 'count', how many of it); whether each of its plays opened its longest "
        "number ('choice'); how many it holds now of the number its latest play opened "
        "('last') or of each number on the ends ('ends')",
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
        Signalled.signal = "number"
    return 0


if __name__ == "__main__":
    sys.exit(main())
