"""Properties of the engine over random seeds and random legal play (both games).

Every match is played by the seeded random player; hypothesis draws the deal seed and the
player's seed (the profile in ``tests/conftest.py`` keeps runs short and deterministic).
"""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given, strategies as st

from dobleseis.core import IllegalAction, MatchState, Pass, Play, own, restart_hand, view
from dobleseis.core.match import Phase
from dobleseis.core.record import action_from_json, action_to_json, loads, record_of
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import ALL, SUIT, fits, tiles_in
from tests.core.helpers import random_match
from tests.core.referee import check_match

variants = st.sampled_from(["chiva", "haiti"])
seeds = st.integers(min_value=0, max_value=2**32)


def states(variant: str, seed: int, player: int, limit: int):
    """Every state of a random match, up to ``limit`` actions."""
    from dobleseis.core import new_match

    rng = Rng(f"property player {player}")
    s = new_match(variant, seed=seed)
    yield s
    for _ in range(limit):
        if s.over:
            return
        s = s.apply(rng.choice(s.legal()))
        yield s


@given(variants, seeds, seeds)
def test_the_28_tiles_are_conserved_at_every_step(variant, seed, player):
    for s in states(variant, seed, player, 400):
        d = s.dealt
        assert [h.bit_count() for h in d] == [7, 7, 7, 7] and d[0] | d[1] | d[2] | d[3] == ALL
        if s.hand is None:
            continue
        h = s.hand
        masks = [*h.hands, h.played]
        assert sum(m.bit_count() for m in masks) == 28
        assert masks[0] | masks[1] | masks[2] | masks[3] | masks[4] == ALL
        assert {p.tile for p in h.line} == set(tiles_in(h.played))
        for seat in (1, 2, 3, 4):  # no drawing: a hand only loses the tiles its seat plays
            played = {m.tile for m in h.moves if m.seat == seat and m.tile is not None}
            assert h.hands[seat - 1] | sum(1 << t for t in played) == d[seat - 1]


@given(variants, seeds, seeds)
def test_replaying_the_emitted_record_gives_the_live_state(variant, seed, player):
    live = random_match(variant, seed, player)
    text = json.dumps(record_of(live))
    assert loads(text).replay() == live
    # and any prefix of it
    rng = Rng(f"cut {player}")
    cut = rng.below(len(live.actions) + 1)
    rec = record_of(live)
    rec["actions"] = rec["actions"][:cut]
    prefix = loads(json.dumps(rec)).replay()
    assert prefix.actions == live.actions[:cut]
    assert record_of(prefix) == rec


@given(variants, seeds, seeds)
def test_records_survive_a_json_round_trip(variant, seed, player):
    live = random_match(variant, seed, player, max_actions=300)
    rec = record_of(live)
    again = json.loads(json.dumps(rec))
    assert again == rec
    assert record_of(loads(json.dumps(again)).replay()) == rec
    for raw in rec["actions"]:
        assert action_to_json(action_from_json(raw)) == raw


@given(variants, seeds, seeds)
def test_a_block_only_with_equal_ends_and_all_seven_out(variant, seed, player):
    for s in states(variant, seed, player, 800):
        h = s.hand
        if h is not None and h.ends is not None:
            left, right = h.ends
            blocked = left == right and h.played & SUIT[left] == SUIT[left]
            assert not blocked  # a blocked line is never left waiting for a move
            assert any(h.fitting(seat) for seat in (1, 2, 3, 4))  # someone can play
    for r in s.results:
        if r.kind in ("block", "tie"):
            left, right = r.final.ends
            assert left == right and r.final.played & SUIT[left] == SUIT[left]
            assert all(r.final.hands)  # nobody went out
            assert not r.moves[-1].is_pass  # no pass is recorded after the blocking tile


@given(variants, seeds, seeds)
def test_every_hand_obeys_the_referee(variant, seed, player):
    check_match(random_match(variant, seed, player))


def swap_hidden(s: MatchState, seat: int, rng: Rng) -> MatchState | None:
    """``s`` with one tile swapped between two other seats' hidden hands (and their deal):
    a state ``seat`` cannot tell from ``s``. None when there is nothing to swap."""
    others = [x for x in (1, 2, 3, 4) if x != seat]
    a, b = others[rng.below(3)], others[rng.below(3)]
    hands = list(s.hand.hands) if s.hand is not None else list(s.dealt)
    # who holds 6-6 is public once its holder must open with it
    keep = 1 << 27 if s.opening.forced and (s.hand is None or not s.hand.moves) else 0
    xs, ys = tiles_in(hands[a - 1] & ~keep), tiles_in(hands[b - 1] & ~keep)
    if a == b or not xs or not ys:
        return None
    x, y = xs[rng.below(len(xs))], ys[rng.below(len(ys))]
    swap = (1 << x) | (1 << y)

    def swapped(masks):
        out = list(masks)
        for i in (a - 1, b - 1):
            out[i] ^= swap if out[i] & swap else 0
        return tuple(out)

    dealt = swapped(s.dealt)
    if s.hand is None:
        return replace(s, dealt=dealt)
    return replace(s, dealt=dealt, hand=replace(s.hand, hands=swapped(s.hand.hands)))


@given(variants, seeds, seeds)
def test_no_hidden_tile_in_any_view_before_the_hand_ends(variant, seed, player):
    rng = Rng(f"swap {player}")
    for s in states(variant, seed, player, 250):
        if s.over:
            continue
        for seat in (1, 2, 3, 4):
            v = view(s, seat)
            assert v.hand == (s.hand.hands if s.hand else s.dealt)[seat - 1]
            assert all(r.number <= len(s.results) for r in v.results)  # finished hands only
            other = swap_hidden(s, seat, rng)
            if other is not None:
                assert view(other, seat) == v


@given(variants, seeds, seeds)
def test_a_seats_view_is_the_public_view_and_its_own_part(variant, seed, player):
    """``own`` is all a seat's view adds to the public one (a live table builds the public view
    once and only this per seat): its tiles and its legal actions, and nothing else differs."""
    for s in states(variant, seed, player, 250):
        public = view(s, None)
        for seat in (1, 2, 3, 4):
            mine = own(s, seat)
            assert view(s, seat) == replace(public, seat=seat, hand=mine.hand, legal=mine.legal)
            assert (mine.legal != ()) == (s.to_act == seat)


@given(variants, seeds, seeds)
def test_restart_hand_laws(variant, seed, player):
    rng = Rng(f"restart {player}")
    for s in states(variant, seed, player, 300):
        if rng.below(12):  # a sample of the states: each restart replays the whole match
            continue
        r = restart_hand(s)
        assert r.actions == s.actions[: s.deal_start]
        results = s.results[:-1] if s.over else s.results  # over: the last hand is current
        score, base = (results[-1].score, results[-1].base) if results else ((0, 0), 1)
        assert (r.score, r.base, r.results, r.dealt) == (score, base, results, s.dealt)
        assert r.hand is None or not r.hand.moves
        assert restart_hand(r) == r
        again = r
        for a in s.actions[s.deal_start :]:  # the same decisions lead back to the same state
            again = again.apply(a)
        assert again == s


@given(variants, seeds, seeds)
def test_legal_actions_are_exactly_the_accepted_ones(variant, seed, player):
    rng = Rng(f"probe {player}")
    for s in states(variant, seed, player, 200):
        if s.phase is not Phase.PLAY:
            continue
        legal = s.legal()
        seat = s.to_act
        for a in legal:
            s.apply(a)  # does not raise
        assert (Pass(seat) in legal) == (legal == (Pass(seat),))
        t = rng.below(28)
        play = Play(seat, t)
        held = s.hand.hands[seat - 1] >> t & 1
        first = s.hand.ends is None
        fitting = (
            first
            and (not s.hand.forced or t == 27)
            or (not first and (fits(t, s.hand.left) or fits(t, s.hand.right)))
        )
        try:
            s.apply(play)
            ok = True
        except IllegalAction:
            ok = False
        if not (held and fitting):
            assert not ok
        elif any(a.tile == t for a in legal) and len({a.end for a in legal if a.tile == t}) == 1:
            assert ok
