"""The fast simulator plays exactly the engine's rules (same moves, same results)."""

from __future__ import annotations

import random

import pytest
from ai_positions import random_state
from hypothesis import assume, given, settings, strategies as st

from dobleseis.ai.belief import features
from dobleseis.ai.policy import WEIGHTS
from dobleseis.ai.sim import (
    DEKABES13,
    DEKABES24,
    LEFT,
    OTHER,
    RIGHT,
    TIE,
    WIN13,
    WIN24,
    Position,
    block_rule,
    choose,
    moves as sim_moves,
    playout,
    solve,
)
from dobleseis.core import CHIVA, HAITI, End, Pass, Phase
from dobleseis.core.hand import HandState

VARIANTS = {"chiva": CHIVA, "haiti": HAITI}


def voids_of(h: HandState) -> tuple[int, ...]:
    """Per seat (0..3), the numbers it has passed on in this hand."""
    voids = [0, 0, 0, 0]
    for m in h.moves:
        if m.tile is None and m.ends is not None:
            voids[m.seat - 1] |= 1 << m.ends[0] | 1 << m.ends[1]
    return tuple(voids)


def to_sim(h: HandState, variant: str) -> Position:
    return Position(
        h.hands,
        h.left,
        h.right,
        h.turn - 1,
        h.played,
        h.forced and h.left < 0,
        block_rule(VARIANTS[variant]),
        voids_of(h),
    )


def engine_moves(h: HandState) -> set[tuple[int, int]]:
    """The engine's legal plays as sim moves (equal ends: one move per tile)."""
    out = set()
    for a in h.legal():
        if isinstance(a, Pass):
            continue
        if h.left < 0:
            out.add((a.tile, LEFT))
        elif h.left == h.right:
            out.add((a.tile, RIGHT))
        else:
            out.add((a.tile, LEFT if a.end is End.LEFT else RIGHT))
    return out


def result_of(h: HandState, variant) -> int:
    """The sim result the engine's outcome stands for. The sim flags a Dékabès finish in both
    games (Chiva's values simply ignore it)."""
    scored = variant.score_hand(h.outcome, (0, 0), 1, h.opener)
    if scored.winner is None:
        return TIE
    base = WIN13 if scored.winner == "13" else WIN24
    return base + HAITI.is_dekabes(h.outcome)


def hand_of(variant: str, seed: int, steps: int) -> HandState:
    m = random_state(variant, seed, steps)
    while m.phase is not Phase.PLAY:
        m = m.apply(m.legal()[0])
    return m.hand


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 10**6), st.integers(0, 120))
def test_same_moves_and_result_as_the_engine(variant, seed, steps):
    h = hand_of(variant, seed, steps)
    p = to_sim(h, variant)
    rand = random.Random(seed)
    while True:
        assert set(p.moves()) == engine_moves(h)
        legal = h.legal()
        action = legal[int(rand.random() * len(legal))]
        h = h.apply(action)
        if isinstance(action, Pass):
            assert p.moves() == []
            p.pass_turn()
            result = None
        else:
            side = LEFT if h.moves[-1].end in (None, End.LEFT) else RIGHT
            result = p.play(action.tile, side)
        if h.outcome is not None:
            assert result == result_of(h, VARIANTS[variant])
            return
        assert result is None
        assert (p.left, p.right) == (h.left, h.right)
        assert p.turn == h.turn - 1 and p.hands == list(h.hands)
        assert p.voids == voids_of(h)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 10**6), st.integers(0, 120))
def test_playout_ends_the_hand_legally(variant, seed, steps):
    h = hand_of(variant, seed, steps)
    p = to_sim(h, variant)
    result = playout(p, random.Random(seed), 0.3)
    assert result in (WIN13, DEKABES13, WIN24, DEKABES24, TIE)
    # tiles are conserved: every tile is either still held or on the table
    held = 0
    for hand in p.hands:
        assert not held & hand
        held |= hand
    assert held | p.played == (1 << 28) - 1 and not held & p.played


def minimax(h: HandState, variant, values, team: int) -> float:
    """Plain minimax on the engine, no pruning: the reference for ``solve``."""
    if h.outcome is not None:
        return values[result_of(h, variant)]
    scores = [minimax(h.apply(a), variant, values, team) for a in h.legal()]
    return max(scores) if (h.turn - 1) % 2 == team else min(scores)


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(sorted(VARIANTS)),
    st.integers(0, 10**6),
    st.integers(0, 1),
    st.lists(st.floats(0, 1), min_size=5, max_size=5),
)
def test_solve_agrees_with_plain_minimax(variant, seed, team, values):
    m = random_state(variant, seed, 0)
    while m.phase is not Phase.PLAY:
        m = m.apply(m.legal()[0])
    h = m.hand
    rand = random.Random(seed)
    while sum(x.bit_count() for x in h.hands) > 9 or h.left < 0:  # small enough to enumerate
        legal = h.legal()
        nxt = h.apply(legal[int(rand.random() * len(legal))])
        if nxt.outcome is not None:
            break
        h = nxt
    assume(sum(x.bit_count() for x in h.hands) <= 9 and h.left >= 0)  # not over before that
    expected = minimax(h, VARIANTS[variant], values, team)
    assert solve(to_sim(h, variant), values, team, -1.0, 2.0) == expected


def test_the_engine_and_the_sim_list_a_tile_fitting_two_ends_twice():
    # ends 6 and 5: 6-5 fits both, so two distinct moves; with ends 5 and 5, one.
    hand = 1 << 26  # 6-5
    assert sorted(sim_moves(hand, 6, 5)) == [(26, LEFT), (26, RIGHT)]
    assert sim_moves(hand, 5, 5) == [(26, RIGHT)]
    assert sim_moves(hand, 1, 2) == []


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 10**6), st.integers(1, 120))
def test_playout_policy_makes_the_play_the_model_scores_best(variant, seed, steps):
    """``choose`` (fast, inline) and ``belief.features`` (readable) are one model: the play the
    playout makes has the best score ``policy.WEIGHTS`` give the features of every play."""
    h = hand_of(variant, seed, steps)
    assume(h.left >= 0)  # the opening tile is down
    seat = h.turn - 1
    hand = h.hands[seat]
    options = sim_moves(hand, h.left, h.right)
    assume(options)  # the seat to act has a play
    voids = voids_of(h)
    ends = (h.left, h.right)

    def score(t, side):
        f = features(hand, t, side, ends, h.played, voids, seat)
        return sum(w * x for w, x in zip(WEIGHTS, f))

    def after(t, side):  # the ends a play leaves (with equal ends, either side is one play)
        n = OTHER[t][ends[side]]
        out = (n, h.right) if side == LEFT else (h.left, n)
        return tuple(sorted(out)) if h.left == h.right else out

    t, on_left = choose(hand, h.left, h.right, h.played, voids, seat)
    side = LEFT if on_left else RIGHT
    assert (t, side) in options or (h.left == h.right and (t, RIGHT) in options)
    best = max(score(u, s) for u, s in options)
    assert score(t, side) == pytest.approx(best, abs=1e-9)
    # and it is a real play: the ends it leaves are those of one of the legal moves
    assert after(t, side) in {after(u, s) for u, s in options}
