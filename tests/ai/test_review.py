"""A move reviewed once its hand is over: the hint's estimates for the mover's view, the share of
a hand the move gave up against the best, and its mark."""

from __future__ import annotations

from ai_positions import in_first_hand
from hypothesis import assume, given, settings, strategies as st

from dobleseis import ai
from dobleseis.ai import analysis as review, search
from dobleseis.core import Pass, Phase, Play, view


def a_choice(variant: str, seed: int, steps: int):
    m = in_first_hand(variant, seed, steps)
    assume(m.phase is Phase.PLAY)
    v = view(m, m.to_act)
    assume(len(search.candidates(v)) >= 2)
    return v


def some_choice(variant: str, steps: int):
    """The first seat to act with two moves or more, ``steps`` into a hand."""
    for seed in range(100):
        m = in_first_hand(variant, seed, steps)
        v = view(m, m.to_act)
        if m.phase is Phase.PLAY and len(search.candidates(v)) >= 2:
            return v
    raise AssertionError("no choice found")


@settings(max_examples=6, deadline=None)
@given(
    st.sampled_from(["chiva", "haiti"]),
    st.integers(0, 10**6),
    st.integers(1, 22),
    st.integers(0, 2**32),
    st.integers(0, 10),
)
def test_a_review_is_the_hint_of_the_movers_view(variant, match_seed, steps, seed, pick):
    v = a_choice(variant, match_seed, steps)
    played = v.legal[pick % len(v.legal)]
    r = ai.review(v, played, seed)
    h = ai.hint(v, seed)
    assert [(o.action, round(o.win, 3), round(o.value, 3)) for o in r.options] == [
        (o.action, o.win, o.value) for o in h.options
    ]
    assert r.best == h.best
    mine = next(o for o in r.options if review.same_move(v, o.action, played))
    assert r.lost == round(max(0.0, r.options[0].value - mine.value) / review.hand_worth(v), 4)
    assert r.mark == review.mark(r.lost)
    if review.same_move(v, played, h.best):
        assert (r.lost, r.mark) == (0.0, "good")


def test_a_seat_with_one_move_is_forced_and_not_searched(monkeypatch):
    for seed in range(100):
        m = in_first_hand("chiva", seed, 12)
        v = view(m, m.to_act)
        if m.phase is Phase.PLAY and len(v.legal) == 1:
            break
    monkeypatch.setattr(search, "estimate", lambda *a: (_ for _ in ()).throw(AssertionError))
    r = ai.review(v, v.legal[0], 1)
    assert (r.mark, r.options, r.lost, r.best) == ("forced", (), 0.0, v.legal[0])


def test_the_marks_grow_with_what_was_given_up():
    assert review.mark(0.0) == "good"
    assert review.mark(review.MARKS[0][0] - 1e-9) == "good"
    names = [review.mark(at) for at, _ in review.MARKS]
    assert names == ["inaccuracy", "mistake", "blunder"]
    assert review.mark(1.0) == "blunder"


def test_the_same_move_on_equal_ends_is_either_end():
    v = some_choice("chiva", 1)
    plays = [a for a in v.legal if isinstance(a, Play)]
    p = plays[0]
    assert review.same_move(v, p, p)
    assert not review.same_move(v, p, Pass(v.seat))
    assert review.same_move(v, Pass(v.seat), Pass(v.seat))


def test_only_the_moves_of_the_play_are_reviewed():
    from dobleseis.core import new_match

    m = new_match("haiti", seed=2)
    v = view(m, m.to_act)
    assert v.phase is Phase.ACCEPT
    try:
        ai.review(v, v.legal[0], 0)
    except ValueError as e:
        assert "play" in str(e)
    else:  # pragma: no cover
        raise AssertionError("a decision before the play was reviewed")


def test_what_a_hand_is_worth_is_the_match_value_of_winning_it():
    v = some_choice("chiva", 4)
    # At 0-0 a hand is one step of a long match: winning it rather than losing it is worth
    # about 0.08 of the match in Chiva.
    assert 0.05 < review.hand_worth(v) < 0.2
