"""Reading the partner's plays: worlds that explain them better are kept more often, and the
reading never rules out the true deal."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace

import pytest
from ai_positions import random_state
from hypothesis import assume, given, settings, strategies as st

from dobleseis.ai.belief import Belief, features, resample
from dobleseis.ai.policy import READING, WEIGHTS, reading
from dobleseis.ai.sim import LEFT, RIGHT
from dobleseis.core import Phase, view
from dobleseis.core.actions import End
from dobleseis.core.hand import Move
from dobleseis.core.tiles import parse_hand, tile


def opened_two():
    """Seat 3's view after its partner, seat 1, chose 4-2 (opening the 2s) on ends 4 and 5."""
    moves = (
        Move(1, tile(6, 6), None, None),
        Move(2, tile(6, 5), End.RIGHT, (6, 6)),
        Move(3, tile(6, 4), End.LEFT, (6, 5)),
        Move(4, None, None, (4, 5)),
        Move(1, tile(4, 2), End.LEFT, (4, 5)),
    )
    return SimpleNamespace(seat=3, moves=moves, variant="chiva")


def world(partner_hand: str) -> list[int]:
    return [parse_hand(partner_hand), 0, 0, 0]


def test_a_partner_that_opened_a_number_is_read_as_holding_more_of_it():
    b = Belief(opened_two())
    assert b.observed
    # Both hands could have played 4-2 (or a 5 or another 4); one keeps three 2s, one none.
    twos = b.loglik(world("2-0 2-1 2-3 5-1 4-0"))
    no_twos = b.loglik(world("5-1 5-0 4-0 4-1 3-0"))
    assert twos > no_twos
    assert twos <= 0 and no_twos <= 0


def test_a_partner_with_one_fitting_tile_had_no_choice_to_read():
    b = Belief(opened_two())
    # Besides 4-2 nothing fits 4 or 5: whatever else it holds, the play says nothing.
    assert b.loglik(world("3-0 3-1 1-0 2-0 2-1")) == 0.0
    assert b.loglik(world("3-3 3-2 1-1 0-0 1-0")) == 0.0


def test_no_reading_before_the_partner_has_played():
    moves = (Move(1, tile(6, 6), None, None), Move(2, tile(6, 5), End.RIGHT, (6, 6)))
    seat_2, seat_3 = (SimpleNamespace(seat=s, moves=moves, variant="chiva") for s in (2, 3))
    assert not Belief(seat_2).observed  # seat 4 has not played
    assert not Belief(seat_3).observed  # the forced 6-6 only


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_the_true_deal_is_never_ruled_out(variant, seed, steps):
    m = random_state(variant, seed, steps)
    assume(m.phase is Phase.PLAY)
    for seat in (1, 2, 3, 4):
        x = Belief(view(m, seat)).loglik(list(m.hand.hands))
        assert math.isfinite(x) and x <= 1e-12


def test_resampling_keeps_worlds_in_proportion_to_their_likelihood():
    pool = [[1, 0, 0, 0], [2, 0, 0, 0], [4, 0, 0, 0]]
    logliks = [math.log(1), math.log(3), -math.inf]
    kept = resample(pool, logliks, 400, random.Random(5))
    assert len(kept) == 400
    counts = [sum(k is w for k in kept) for w in pool]
    assert abs(counts[0] - 100) <= 1 and abs(counts[1] - 300) <= 1 and counts[2] == 0


def test_a_partner_is_read_with_the_weights_of_its_game():
    """Each game's reading is fitted on the player's choices in that game (policy.READING); a
    rule set with none fitted is read with the model the player plays by (policy.WEIGHTS), the
    same all hand."""
    hand = world("2-0 2-1 2-3 5-1 4-0")
    by_game = {
        game: Belief(SimpleNamespace(**{**vars(opened_two()), "variant": game})).loglik(hand)
        for game in (*READING, "another")
    }
    assert len(set(by_game.values())) == 3
    assert reading("another", 0) == reading("another", 20) == WEIGHTS
    start, change = READING["haiti"]
    assert reading("haiti", 0) == start
    assert reading("haiti", 14) == pytest.approx([a + b / 2 for a, b in zip(start, change)])


@pytest.mark.parametrize("game", ["chiva", "haiti"])
def test_a_play_is_read_with_the_weights_of_its_moment(game):
    """The partner chose 4-2 with three tiles on the table: its likelihood is the softmax, with
    the weights for three tiles on the table, over the plays the world's hand allowed then."""
    seen = SimpleNamespace(**{**vars(opened_two()), "variant": game})
    then = parse_hand("4-2 2-0 2-1 2-3 5-1 4-0")  # the hand now and the tile it played
    played = parse_hand("6-6 6-5 6-4")
    voids = (0, 0, 0, 1 << 4 | 1 << 5)  # seat 4 passed on 4 and 5
    w = reading(game, 3)
    z = [
        sum(a * x for a, x in zip(w, features(then, t, side, (4, 5), played, voids, 0)))
        for t, side in ((tile(4, 2), LEFT), (tile(4, 0), LEFT), (tile(5, 1), RIGHT))
    ]
    expected = z[0] - math.log(sum(math.exp(x) for x in z))
    assert Belief(seen).loglik(world("2-0 2-1 2-3 5-1 4-0")) == pytest.approx(expected)
    assert reading(game, 3) != reading(game, 0)
