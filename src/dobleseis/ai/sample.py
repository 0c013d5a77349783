"""Deal the tiles a seat cannot see to the other three seats, consistently with its view.

A sampled *world* gives every other seat exactly as many tiles as it holds, none showing a number
it has shown it lacks by passing (``View.voids``), and never a tile on the table or in the seat's
own hand. Among all such worlds each is equally likely: a small dynamic programme counts the ways
to complete every partial deal, and tiles are handed out in proportion to those counts. That is
the exact posterior when every seat's earlier choices are taken to say nothing more than the rules
force them to say.
"""

from __future__ import annotations

from ..core.tiles import HIGH, LOW
from ..core.view import View
from .sim import bits


class Sampler:
    """Uniform sampler of the hidden hands of one view. Build once, call ``sample`` many times."""

    def __init__(self, view: View) -> None:
        me = view.seat - 1
        self.seat = me
        self.own = view.hand
        self.others = [s for s in range(4) if s != me]
        self.counts = [view.counts[s] for s in self.others]
        tiles = bits(view.unseen)
        if sum(self.counts) != len(tiles):
            raise ValueError("the view's counts do not add up to its unseen tiles")
        voids = [view.voids[s] for s in self.others]
        # allowed[i]: which of the three other seats may hold tile i (bit k = others[k]).
        allowed = []
        for t in tiles:
            shown = 1 << HIGH[t] | 1 << LOW[t]
            allowed.append(sum(1 << k for k in range(3) if not voids[k] & shown))
        # Most constrained tiles first keeps the tables small and the draws well conditioned.
        order = sorted(range(len(tiles)), key=lambda i: bin(allowed[i]).count("1"))
        self.tiles = [tiles[i] for i in order]
        self.allowed = [allowed[i] for i in order]
        self.ways = self._count()
        if self.ways[0].get((self.counts[0], self.counts[1]), 0) == 0:
            raise ValueError("no deal of the hidden tiles fits this view")
        self.stride = self.counts[1] + 1
        self.draws = self._draws()

    def _count(self) -> list[dict[tuple[int, int], int]]:
        """ways[i][(a, b)]: deals of tiles i.. with a left for the first other seat, b for the
        second (the third takes the rest)."""
        n = len(self.tiles)
        ways: list[dict[tuple[int, int], int]] = [dict() for _ in range(n + 1)]
        ways[n][(0, 0)] = 1
        ca, cb, cc = self.counts
        for i in range(n - 1, -1, -1):
            left = n - i
            ok = self.allowed[i]
            nxt = ways[i + 1]
            here = ways[i]
            for a in range(min(ca, left) + 1):
                for b in range(min(cb, left - a) + 1):
                    c = left - a - b
                    if c > cc:
                        continue
                    w = 0
                    if ok & 1 and a:
                        w += nxt.get((a - 1, b), 0)
                    if ok & 2 and b:
                        w += nxt.get((a, b - 1), 0)
                    if ok & 4 and c:
                        w += nxt.get((a, b), 0)
                    if w:
                        here[(a, b)] = w
        return ways

    def _draws(self) -> list[list[tuple[int, int, int] | None]]:
        """draws[i][a * stride + b]: for tile i with a tiles still to deal to the first other
        seat and b to the second, the weights of giving it to the first, to the first or second,
        to any (cumulative), from ``ways``. ``sample`` reads one entry a tile instead of three
        dictionary look-ups with tuple keys: it deals a hidden tile tens of thousands of times a
        search."""
        n, stride = len(self.tiles), self.stride
        size = (self.counts[0] + 1) * stride
        draws = []
        for i, ok in enumerate(self.allowed):
            nxt = self.ways[i + 1]
            row: list[tuple[int, int, int] | None] = [None] * size
            for a, b in self.ways[i]:
                c = n - i - a - b
                wa = nxt.get((a - 1, b), 0) if ok & 1 and a else 0
                wb = nxt.get((a, b - 1), 0) if ok & 2 and b else 0
                wc = nxt.get((a, b), 0) if ok & 4 and c else 0
                row[a * stride + b] = (wa, wa + wb, wa + wb + wc)
            draws.append(row)
        return draws

    def sample(self, rand) -> list[int]:
        """Four hands (seat 1 first), this seat's own among them. ``rand`` is any
        generator whose ``random()`` replays (``random.Random``, ``core.rng``); only that is
        used, once per hidden tile."""
        random = rand.random
        stride = self.stride
        at = self.counts[0] * stride + self.counts[1]  # a * stride + b: tiles left to deal
        h0 = h1 = h2 = 0
        for t, row in zip(self.tiles, self.draws):
            wa, wab, total = row[at]
            x = int(random() * total)
            if x >= total:
                x = total - 1
            if x < wa:
                h0 |= 1 << t
                at -= stride
            elif x < wab:
                h1 |= 1 << t
                at -= 1
            else:
                h2 |= 1 << t
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.own
        o0, o1, o2 = self.others
        hands[o0], hands[o1], hands[o2] = h0, h1, h2
        return hands
