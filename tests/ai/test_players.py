"""Every level returns a legal action, deterministically; hints rank the legal moves."""

from __future__ import annotations

import random

import pytest
from ai_positions import random_state
from hypothesis import given, settings, strategies as st

from dobleseis import ai
from dobleseis.ai.reasons import Reason
from dobleseis.core import Accept, Choose, Phase, Redeal, new_match, view
from dobleseis.core.deal import parse_deal


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["chiva", "haiti"]),
    st.integers(0, 10**6),
    st.integers(0, 150),
    st.sampled_from(ai.LEVELS),
    st.integers(0, 2**32),
)
def test_every_level_only_returns_legal_actions(variant, match_seed, steps, level, seed):
    m = random_state(variant, match_seed, steps)
    v = view(m, m.to_act)
    action = ai.decide(v, level, seed)
    assert action in m.legal()
    m.apply(action)  # the engine agrees


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 150))
def test_a_hint_ranks_the_legal_moves_and_suggests_the_strong_move(variant, match_seed, steps):
    m = random_state(variant, match_seed, steps)
    v = view(m, m.to_act)
    h = ai.hint(v, 5)
    assert h.best == h.options[0].action == ai.decide(v, "strong", 5)
    assert all(o.action in m.legal() for o in h.options)
    assert len({o.action for o in h.options}) == len(h.options)
    for o in h.options:
        assert 0.0 <= o.win <= 1.0 and 0.0 <= o.value <= 1.0
        assert o.reasons and all(isinstance(r, Reason) and str(r) for r in o.reasons)


@pytest.mark.parametrize("level", ai.LEVELS)
def test_same_view_and_seed_give_the_same_action(level):
    for seed in range(8):
        m = random_state("chiva", seed, 9)
        v = view(m, m.to_act)
        assert len({ai.decide(v, level, 11) for _ in range(3)}) == 1


def test_the_seed_matters_to_the_random_level():
    m = random_state("chiva", 3, 0)
    m = m.apply(m.legal()[0])  # 6-6 is down; find a seat with a choice
    while len(m.legal()) < 2:
        m = m.apply(m.legal()[0])
    v = view(m, m.to_act)
    assert len({ai.decide(v, "random", s) for s in range(40)}) > 1


FIVE_DOUBLES = [
    "6-6 5-5 4-4 3-3 2-2 6-5 6-4",
    "1-1 0-0 6-3 6-2 6-1 6-0 5-4",
    "5-3 5-2 5-1 5-0 4-3 4-2 4-1",
    "4-0 3-2 3-1 3-0 2-1 2-0 1-0",
]


@pytest.mark.parametrize("level", ai.LEVELS)
def test_a_computer_always_requests_a_redeal_when_it_may(level):
    m = new_match("haiti", deals=(parse_deal(FIVE_DOUBLES), parse_deal(FIVE_DOUBLES[::-1])))
    assert ai.decide(view(m, 1), level, 0) == Redeal(1)
    m = m.apply(Redeal(1))
    assert ai.decide(view(m, 1), level, 0) == Accept(1)  # four doubles now: no right


def test_a_hint_offers_the_redeal_first():
    m = new_match("haiti", deals=(parse_deal(FIVE_DOUBLES), parse_deal(FIVE_DOUBLES[::-1])))
    h = ai.hint(view(m, 1))
    assert [o.action for o in h.options] == [Redeal(1), Accept(1)]


def choosing_state():
    """The first time a representative chooses, in a Haiti match of random legal play."""
    rand = random.Random(5)
    m = new_match("haiti", seed=5)
    while m.phase is not Phase.CHOOSE:
        assert not m.over, "no choose phase reached"
        legal = m.legal()
        m = m.apply(legal[int(rand.random() * len(legal))])
    return m


@pytest.mark.parametrize("level", ai.LEVELS)
def test_the_representative_names_itself_or_its_partner(level):
    m = choosing_state()
    seat = m.to_act
    action = ai.decide(view(m, seat), level, 1)
    assert isinstance(action, Choose) and action in m.legal()


def test_the_representative_decides_from_its_own_hand_only():
    m = choosing_state()
    seat = m.to_act
    v = view(m, seat)
    assert v.unseen.bit_count() == 21 and v.played == 0  # nothing else to go on
    h = ai.hint(v, 2)
    assert h.best == ai.decide(v, "strong", 2)
    assert {o.action for o in h.options} == set(m.legal())


def test_unknown_level_and_nothing_to_decide_are_clear_errors():
    m = new_match("chiva", seed=1)
    holder = m.to_act
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        ai.decide(view(m, holder), "expert")
    other = holder % 4 + 1
    with pytest.raises(ValueError, match=f"seat {other} has nothing to decide"):
        ai.decide(view(m, other))
