"""Sampled worlds fit the view they were sampled for, and every fitting world is equally likely."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from ai_positions import random_state
from hypothesis import assume, given, settings, strategies as st

from dobleseis.ai.sample import Sampler
from dobleseis.core import Phase, view
from dobleseis.core.tiles import ALL, SUIT


def views(variant, seed, steps):
    m = random_state(variant, seed, steps)
    return m, [view(m, s) for s in (1, 2, 3, 4)]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_every_sampled_world_fits_the_view(variant, seed, steps):
    m, vs = views(variant, seed, steps)
    rand = random.Random(seed)
    for v in vs:
        sampler = Sampler(v)
        for _ in range(5):
            hands = sampler.sample(rand)
            assert hands[v.seat - 1] == v.hand
            assert tuple(h.bit_count() for h in hands) == v.counts
            union = 0
            for s, h in enumerate(hands):
                assert not union & h, "a tile dealt twice"
                union |= h
                for n in range(7):
                    if v.voids[s] >> n & 1:
                        assert not h & SUIT[n], f"seat {s + 1} passed on {n}s but got one"
            assert union | v.played == ALL and not union & v.played


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_the_true_world_is_always_possible(variant, seed, steps):
    m, vs = views(variant, seed, steps)
    assume(m.phase is Phase.PLAY)
    for v in vs:
        sampler = Sampler(v)  # raises if no world fits
        assert sampler.ways[0][tuple(sampler.counts[:2])] >= 1


def brute_force_worlds(v):
    """Every deal of the unseen tiles that fits the view, by enumeration (small views only)."""
    others = [s for s in range(4) if s != v.seat - 1]
    unseen = [t for t in range(28) if v.unseen >> t & 1]
    worlds = []
    for owners in itertools.product(others, repeat=len(unseen)):
        hands = [0, 0, 0, 0]
        hands[v.seat - 1] = v.hand
        for t, s in zip(unseen, owners):
            hands[s] |= 1 << t
        if tuple(h.bit_count() for h in hands) != v.counts:
            continue
        if any(hands[s] & SUIT[n] for s in others for n in range(7) if v.voids[s] >> n & 1):
            continue
        worlds.append(tuple(hands))
    return worlds


def late_view():
    """A position late in a hand with few unseen tiles and at least one pass."""
    for seed in range(1000):
        m = random_state("chiva", seed, 19)
        if m.phase is not Phase.PLAY:
            continue
        v = view(m, m.to_act)
        if 4 <= v.unseen.bit_count() <= 9 and any(v.voids):
            return v
    raise AssertionError("no late position found")


def test_the_sampler_counts_and_draws_every_world_uniformly():
    v = late_view()
    worlds = brute_force_worlds(v)
    sampler = Sampler(v)
    assert sampler.ways[0][tuple(sampler.counts[:2])] == len(worlds)
    draws = 400 * len(worlds)
    seen = Counter(tuple(sampler.sample(random.Random(i))) for i in range(draws))
    assert set(seen) == set(worlds)
    # each world ~ Binomial(draws, 1/len): 400 expected, sd below 20; allow 6 sd
    assert all(abs(c - 400) < 120 for c in seen.values()), seen
