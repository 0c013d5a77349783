"""OpenSpiel's ISMCTS peer is given a state built from the view alone, and plays legally.

The search's own tests run it at 10 simulations: what they check (the state it is given, the
moves it may return, the seed it replays) does not depend on how long it searches, and the
release's 100 simulations take about a third of a second a decision."""

from __future__ import annotations

import random

from ai_positions import random_state
from hypothesis import assume, given, settings, strategies as st

from dobleseis import arena
from dobleseis.ai.peers import PEERS
from dobleseis.ai.peers_openspiel import (
    SIMULATIONS,
    ISMCTSPeer,
    placement,
    placements,
    player,
    state,
)
from dobleseis.ai.sample import Sampler
from dobleseis.core import Phase, view
from dobleseis.core.tiles import tile

QUICK = ISMCTSPeer("openspiel-ismcts", simulations=10)


def choice_state(variant, seed, steps):
    """A position where the seat to act has two legal moves or more (what the peer searches)."""
    m = random_state(variant, seed, steps)
    while not m.over and (m.phase is not Phase.PLAY or len(m.legal()) < 2):
        m = m.apply(m.legal()[0])
    return m


def held(s, p) -> int:
    return sum(1 << tile(int(a), int(b)) for a, b in s.hands[p])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_the_openspiel_state_shows_the_view_and_only_sampled_hidden_hands(variant, seed, steps):
    m = choice_state(variant, seed, steps)
    assume(not m.over)
    v = view(m, m.to_act)
    hands = Sampler(v).sample(random.Random(seed))
    s = state(v, hands)
    assert s.current_player() == player(v, v.seat)
    assert held(s, player(v, v.seat)) == v.hand
    for seat in (1, 2, 3, 4):
        assert held(s, player(v, seat)) == hands[seat - 1]  # the sampled world, not the match
        assert len(s.hands[player(v, seat)]) == v.counts[seat - 1]
    assert s.open_edges == sorted(v.ends or ())
    ours = [placement(v, a) for a in v.legal]
    theirs = placements(s)
    assert len(theirs) == len(set(theirs)) and set(theirs) == set(ours)
    if v.ends is None or v.ends[0] != v.ends[1]:
        assert len(theirs) == len(ours)  # one to one; both ends alike: one play, two ends


def test_the_registered_peer_searches_100_simulations_and_a_seed_replays_its_move():
    peer = PEERS["openspiel-ismcts"]
    assert isinstance(peer, ISMCTSPeer) and peer.simulations == SIMULATIONS == 100
    m = choice_state("chiva", 7, 9)
    assert not m.over
    v = view(m, m.to_act)
    first = peer(v, 12345)
    assert first in m.legal() and peer(v, 12345) == first


def test_the_peer_plays_whole_hands_in_the_arena(monkeypatch):
    monkeypatch.setitem(PEERS, "openspiel-ismcts", QUICK)
    for variant in ("chiva", "haiti"):
        report = arena.run(variant, "openspiel-ismcts", "random", deals=1, seed=1)
        r = report["result"]
        assert r["won"] + r["tied"] + r["lost"] == 2
        assert report["time"]["openspiel-ismcts"]["decisions"] > 0
