"""The ``dominoes`` peers are given a game built from the view alone, and every peer (OpenSpiel's
too) plays legally."""

from __future__ import annotations

import random

from ai_positions import random_state
from hypothesis import given, settings, strategies as st

from dobleseis.ai.peers import PEERS, _game
from dobleseis.ai.sample import Sampler
from dobleseis.core import Phase, view
from dobleseis.core.tiles import HIGH, LOW, tile


def play_state(variant, seed, steps):
    m = random_state(variant, seed, steps)
    while m.phase is not Phase.PLAY:
        m = m.apply(m.legal()[0])
    return m


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_the_peer_game_shows_the_view_and_only_sampled_hidden_hands(variant, seed, steps):
    m = play_state(variant, seed, steps)
    v = view(m, m.to_act)
    rand = random.Random(seed)
    hands = Sampler(v).sample(rand)
    game = _game(v, hands, rand)
    me = v.seat - 1
    for s in range(4):
        held = sum(1 << tile(d.first, d.second) for d in game.hands[s])
        assert held == hands[s]  # the sampled world, never read from the match
    assert sum(1 << tile(d.first, d.second) for d in game.hands[me]) == v.hand
    if v.ends is not None:
        assert (game.board.left_end(), game.board.right_end()) == v.ends
    missing = game.missing_values()
    for s in range(4):
        assert sum(1 << n for n in missing[s]) == v.voids[s]
    ours = {(a.tile, a.end) for a in v.legal if hasattr(a, "tile")}
    theirs = {tile(d.first, d.second) for d, _ in game.valid_moves}
    assert theirs == {t for t, _ in ours}


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["chiva", "haiti"]),
    st.integers(0, 10**6),
    st.integers(0, 120),
    st.sampled_from(sorted(PEERS)),
)
def test_peers_only_return_legal_actions(variant, seed, steps, name):
    m = play_state(variant, seed, steps)
    v = view(m, m.to_act)
    action = PEERS[name](v, seed)
    assert action in m.legal()


def test_the_heuristic_peer_plays_doubles_first_then_the_heaviest():
    # a position where seat to act holds a double and a heavier plain tile that both fit
    for seed in range(300):
        m = play_state("chiva", seed, 6)
        v = view(m, m.to_act)
        plays = [a for a in v.legal if hasattr(a, "tile")]
        doubles = [a for a in plays if HIGH[a.tile] == LOW[a.tile]]
        if doubles and len({a.tile for a in plays}) > 1:
            assert PEERS["dominoes-heuristic"](v, 0).tile in {a.tile for a in doubles}
            return
    raise AssertionError("no such position found")
