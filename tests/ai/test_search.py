"""The ranking of the strong player's moves: by value, near ties going the model's way."""

from __future__ import annotations

import random

from ai_positions import in_first_hand, random_state
from hypothesis import assume, given, settings, strategies as st

from dobleseis.ai import search
from dobleseis.ai.sample import Sampler
from dobleseis.ai.search import CONVENTION, Estimate, candidates, expected, rank
from dobleseis.ai.sim import playout
from dobleseis.core import Phase, view


def two_choices():
    """Two plays of a seat to act that the model scores differently, the one it likes first,
    each with its score."""
    for seed in range(200):
        for steps in range(4, 20):
            m = in_first_hand("chiva", seed, steps)
            v = view(m, m.to_act)
            plays = [(a, expected(v, t, s)) for a, t, s in candidates(v) if t >= 0]
            if v.ends is not None and len(plays) >= 2 and plays[0][1] != plays[1][1]:
                return sorted(plays[:2], key=lambda p: -p[1])
    raise AssertionError("no position with two plays scored apart")


def test_a_near_tie_goes_to_the_play_the_model_expects():
    (liked, hi), (other, lo) = two_choices()
    score = {liked: hi, other: lo}
    lean = CONVENTION
    assert lean > 0
    # Equal values, or the other play a hair ahead: the model's play comes first.
    for lead in (0.0, lean * (hi - lo) / 2):
        ests = [Estimate(other, 0.5 + lead, 0.5, 100), Estimate(liked, 0.5, 0.5, 100)]
        assert [e.action for e in rank(ests, score)] == [liked, other]
    # A clear lead is kept: the convention never gives up more than it was told to.
    ests = [Estimate(other, 0.5 + lean * (hi - lo) * 2, 0.5, 100), Estimate(liked, 0.5, 0.5, 100)]
    assert [e.action for e in rank(ests, score)] == [other, liked]


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(2, 25))
def test_the_ranking_is_value_plus_the_convention(variant, seed, steps):
    m = in_first_hand(variant, seed, steps)
    v = view(m, m.to_act)
    ests = search.estimate(v, 3, search.Budget(work=3000, min_worlds=8, max_worlds=40))
    where = {a: (t, s) for a, t, s in candidates(v)}
    keys = [e.value + CONVENTION * expected(v, *where[e.action]) for e in ests]
    assert keys == sorted(keys, reverse=True)


def test_the_search_spends_its_work_not_its_time(monkeypatch):
    """The budget counts tiles placed, not seconds: with every clock broken the search runs, and
    gives the same estimates however long it took. The clocks break for this thread only: a
    server another test left serving in this process keeps its event loop's clock."""
    import threading
    import time

    m = in_first_hand("chiva", 8, 6)
    v = view(m, m.to_act)
    budget = search.Budget(work=6000, min_worlds=8, max_worlds=400)
    before = search.estimate(v, 5, budget)
    searching = threading.current_thread()

    def broken(clock):
        def read():
            if threading.current_thread() is searching:
                raise AssertionError("the search read a clock")
            return clock()

        return read

    for name in ("time", "monotonic", "perf_counter", "process_time", "thread_time"):
        monkeypatch.setattr(time, name, broken(getattr(time, name)))
    assert search.estimate(v, 5, budget) == before


def test_more_work_buys_more_worlds_and_short_worlds_come_cheaper():
    early = view(m := in_first_hand("chiva", 8, 1), m.to_act)
    late = view(m := in_first_hand("chiva", 8, 14), m.to_act)
    assert sum(late.counts) < sum(early.counts)

    def worlds(v, work):
        return search.estimate(v, 1, search.Budget(work=work, min_worlds=8, max_worlds=10**6))[
            0
        ].worlds

    assert worlds(early, 8000) > worlds(early, 4000) > 8
    # The same work: a world of a short hand costs less, so more of them are searched.
    per_move = [worlds(v, 8000) * len(search.candidates(v)) for v in (early, late)]
    assert per_move[1] > per_move[0]
    # Worlds come in whole batches; the least and the most are kept.
    b = search.Budget(work=10**9, min_worlds=16, max_worlds=40, batch=8)
    assert search.estimate(early, 1, b)[0].worlds == 40
    assert search.estimate(early, 1, search.Budget(work=0, min_worlds=16, batch=8))[0].worlds == 16


def test_every_candidate_replays_the_seeds_stream_from_its_first_draw():
    """The draws read back past the ones drawn ahead go on exactly as the generator's would."""
    for ahead in (0, 3, search.PLAYOUT_DRAWS):
        replay = search.Replay(12345, ahead)
        for _ in range(3):
            stream, fresh = replay.stream(), random.Random(12345)
            assert [stream.random() for _ in range(200)] == [fresh.random() for _ in range(200)]


class Counting:
    """A generator that counts its draws."""

    def __init__(self, seed: int) -> None:
        self.rand, self.draws = random.Random(seed), 0

    def random(self) -> float:
        self.draws += 1
        return self.rand.random()


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["chiva", "haiti"]), st.integers(0, 10**6), st.integers(0, 120))
def test_no_playout_draws_more_than_the_replay_draws_ahead(variant, seed, steps):
    """Every seat exploring (the most draws) from a whole deal, the opening tile included."""
    m = random_state(variant, seed, steps)
    assume(m.phase is Phase.PLAY)
    v = view(m, m.to_act)
    hands = Sampler(v).sample(random.Random(seed))
    counting = Counting(seed)
    playout(search.position(v, hands), counting, 1.0)
    assert counting.draws <= search.PLAYOUT_DRAWS
