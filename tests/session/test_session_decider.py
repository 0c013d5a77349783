"""The tables reach the computer players through their decider only: one decision at a time per
table, checked against the version before anyone thinks, and never answered sooner than the
level's floor, so that how long a computer move takes tells nothing of the hand it was made
from. Timing is tested on an injected clock: no test here waits."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest

from dobleseis.ai import search
from dobleseis.core import view
from dobleseis.session import FLOORS, Decider, NotAllowed, Stale, Table, TableService
from dobleseis.session.decider import IN_PLACE, KEPT

from .helpers import C, H


def run(coroutine):
    """``asyncio.run`` in a thread of its own: in a whole test run, Playwright's sync API keeps
    an event loop running in this one."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coroutine).result()


class Clock:
    """A clock that reads ``readings`` in turn (then stands still) and only records sleeps."""

    def __init__(self, *readings: float) -> None:
        self.readings = list(readings)
        self.t = readings[0] if readings else 0.0
        self.slept: list[float] = []

    def now(self) -> float:
        if self.readings:
            self.t = self.readings.pop(0)
        return self.t

    async def sleep(self, seconds: float) -> None:
        self.wait(seconds)

    def wait(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.t += seconds


def computer_views():
    """A computer seat's view with one legal move, and one with a choice, from seeded play."""
    t = Table.new("t", "chiva", (C, C, C, C), "random", seed=6)
    found = {}
    while len(found) < 2:
        v = view(t.state, t.state.to_act)
        found.setdefault(len(v.legal) == 1, v)
        t = t.computer()[0]
    return found[True], found[False]


FORCED, CHOICE = computer_views()


def test_the_views_are_what_their_names_say():
    assert len(FORCED.legal) == 1 and len(CHOICE.legal) > 1


@pytest.mark.parametrize("level", ["random", "basic", "strong"])
def test_a_forced_move_and_a_choice_are_answered_at_the_same_time(level):
    """The search of a choice takes longer than a forced move (a tenth and nine tenths of the
    floor on the clock here); both are answered at the floor."""
    answered = []
    for v, thinking in ((FORCED, 0.1 * FLOORS[level]), (CHOICE, 0.9 * FLOORS[level])):
        clock = Clock(100.0, 100.0 + thinking)
        run(Decider(clock=clock).decide(v, level, 7))
        answered.append(clock.t)
    assert answered == [pytest.approx(100.0 + FLOORS[level])] * 2


@pytest.mark.parametrize("level", sorted(IN_PLACE))
def test_decided_here_a_forced_move_and_a_choice_are_answered_at_the_same_time(level):
    """The pacer's threads decide the levels decided in place themselves (``decide_here``) and
    wait out the floor there, as ``decide`` does on an event loop: the same answer, at the same
    moment on the clock, for a forced move and for a choice."""
    answered = []
    for v, thinking in ((FORCED, 0.1 * FLOORS[level]), (CHOICE, 0.9 * FLOORS[level])):
        clock = Clock(100.0, 100.0 + thinking)
        decided = Decider(clock=clock).decide_here(v, level, 7)
        assert decided == run(Decider(clock=Clock()).decide(v, level, 7))
        answered.append(clock.t)
    assert answered == [pytest.approx(100.0 + FLOORS[level])] * 2
    with pytest.raises(ValueError):  # a search is thought in a worker's turn, not here
        Decider(clock=Clock()).decide_here(CHOICE, "strong", 7)


def test_a_decision_longer_than_the_floor_is_not_held_back():
    clock = Clock(0.0, FLOORS["strong"] + 0.2)
    run(Decider(clock=clock).decide(CHOICE, "strong", 7))
    assert clock.slept == []


def test_on_a_loaded_server_the_floor_rises_to_the_slowest_recent_choice():
    """A search slower than the floor (a loaded server) would tell a choice from a forced move
    again: the floor rises to the longest of the level's last KEPT decisions, so the forced
    move that follows such a choice is answered as late as it was, and the floor comes back
    down once KEPT quicker decisions have gone by."""
    floor = FLOORS["strong"]
    slow = floor + 0.4
    clock = Clock(0.0, slow, 10.0, 10.0)  # a choice thought for `slow`; then a forced move
    # the time a search takes is the clock's: a small one decides as well here (a whole one
    # each of KEPT times made this the slowest test of the session's)
    decider = Decider(clock=clock, budget=search.Budget(work=0, min_worlds=8, max_worlds=8))
    run(decider.decide(CHOICE, "strong", 7))
    assert clock.slept == []  # the slowest so far: nothing to wait
    run(decider.decide(FORCED, "strong", 7))
    assert clock.slept == [pytest.approx(slow)]  # answered as late as the choice was
    for _ in range(KEPT):  # choices at their usual speed
        clock.readings = [clock.t, clock.t + 0.1]
        run(decider.decide(CHOICE, "strong", 7))
    clock.slept.clear()
    clock.readings = [50.0, 50.0]
    run(decider.decide(FORCED, "strong", 7))
    assert clock.slept == [pytest.approx(floor)]  # the slow one forgotten


def test_the_decider_decides_what_the_players_decide():
    from dobleseis import ai

    quick = Decider(floors={})
    for v in (FORCED, CHOICE):
        assert run(quick.decide(v, "strong", 3)) == ai.decide(v, "strong", 3)


def test_decisions_hints_and_reviews_search_the_decider_s_budget(monkeypatch):
    """A Decider given a budget (tests about the server use a small one) hands it to every
    search it asks for: the strong decision, the hint and the review."""
    from dobleseis import ai

    searched, estimate = [], search.estimate
    monkeypatch.setattr(search, "estimate", lambda v, s, b: searched.append(b) or estimate(v, s, b))
    small = search.Budget(work=0, min_worlds=8, max_worlds=8)
    d = Decider(floors={}, budget=small)
    assert run(d.decide(CHOICE, "strong", 3)) == ai.decide(CHOICE, "strong", 3, small)
    assert run(d.hint(CHOICE, 3)) == ai.hint(CHOICE, 3, small)
    run(d.review(CHOICE, CHOICE.legal[0], 3))
    assert len(searched) == 5 and set(searched) == {small}


class Counting(Decider):
    """A decider that counts its decisions (no floor)."""

    def __init__(self) -> None:
        super().__init__(floors={})
        self.decisions = 0

    async def decide(self, view, level, seed, table=""):
        self.decisions += 1
        return await super().decide(view, level, seed, table)


def test_eight_requests_at_one_version_cost_one_decision():
    decider = Counting()
    tables = TableService(decider=decider)
    t = tables.create("chiva", seats=(C, C, C, C), level="strong", seed=11)

    async def eight():
        asks = [tables.computer(t.id, 0) for _ in range(8)]
        return await asyncio.gather(*asks, return_exceptions=True)

    outcomes = run(eight())
    done = [o for o in outcomes if not isinstance(o, Exception)]
    assert len(done) == 1 and done[0][0].version == 1
    assert all(isinstance(o, Stale) for o in outcomes if o not in done)
    assert decider.decisions == 1


def test_a_stale_or_refused_request_is_answered_before_anyone_thinks():
    decider = Counting()
    tables = TableService(decider=decider)
    t = tables.create("chiva", seats=(H, C, H, C), level="strong", seed=6)
    with pytest.raises(Stale):
        run(tables.computer(t.id, 3))

    def hidden(table):
        table.seat_view(2)  # a computer seat as the viewer

    with pytest.raises(NotAllowed, match="tiles stay hidden"):
        run(tables.computer(t.id, 0, hidden))
    assert decider.decisions == 0 and tables.get(t.id) is t
    new, action = run(tables.computer(t.id, 0))
    assert decider.decisions == 1 and new.timeline == (action,)


def test_a_hint_comes_from_the_decider():
    from dobleseis import ai

    tables = TableService(decider=Decider(floors={}))
    t = tables.create("chiva", seats=(H, C, H, C), level="random", seed=6)
    t = tables.change(t.id, 0, lambda t: t.computer())[0]
    assert run(tables.hint(t.id, 1)) == ai.hint(*t.hint_input(1))


def test_a_review_waits_until_no_decision_or_hint_is_being_thought():
    """Low priority: a review asked while hints are being thought starts only once they are all
    answered, so it never holds up a table's computers or hints."""
    from dobleseis import ai

    t = Table.new("rv", "chiva", (H, C, C, C), "random", seed=3)
    while t.state.to_act != 1 or len(t.state.legal()) < 2:
        t = t.act(1, t.state.legal()[0]) if t.state.to_act == 1 else t.computer()[0]
    v = view(t.state, 1)
    order = []

    async def main():
        d = Decider(floors={})

        async def hint(k):
            await d.hint(v, k)
            order.append(f"hint {k}")

        async def review():
            r = await d.review(v, v.legal[0], 1)
            order.append("review")
            return r

        asked = [asyncio.create_task(hint(k)) for k in (1, 2)]
        await asyncio.sleep(0)  # the hints are under way before the review is asked
        r = await asyncio.gather(review(), *asked)
        return r[0]

    r = run(main())
    assert order[-1] == "review" and sorted(order[:2]) == ["hint 1", "hint 2"]
    assert r == ai.review(v, v.legal[0], 1)


def test_a_review_is_thought_in_a_worker_of_its_own_at_the_lowest_priority():
    """With workers, a review takes none of the tables' workers (none is even started) but one
    of its own, which the operating system runs after everything else (nice 19), and reviews
    there exactly as in place."""
    import os

    from dobleseis import ai

    small = search.Budget(work=search.STRONG.work // 20)
    d = Decider(workers=1, floors={}, budget=small)
    try:
        r = run(d.review(CHOICE, CHOICE.legal[0], 3))
        assert r == ai.review(CHOICE, CHOICE.legal[0], 3, small)
        assert d._pool is None and d._review_pool is not None
        assert d._review_pool.submit(os.nice, 0).result() == 19
    finally:
        d.close()
