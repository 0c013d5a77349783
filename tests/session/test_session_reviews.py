"""What strangers can ask of the server's reviews is bounded: at most ``QUEUE`` hands under way
on a server, and ``PER_ASKER`` of them started by one address and not done yet, so that one
address asking for every hand of every finished match leaves the others their reviews."""

from __future__ import annotations

import asyncio
from collections import deque
from concurrent.futures import Future

import pytest

from dobleseis.ai import Reviewed
from dobleseis.core.rng import Rng
from dobleseis.session import Crowded, Decider, Table, Unavailable, review
from dobleseis.session.review import PER_ASKER, QUEUE, Reviews, hand_moves
from dobleseis.session.stores.memory import MemoryStore
from dobleseis.session.turns import Dispatcher

from ..loop import run
from .helpers import C, make, play


class Held:
    """A decider whose reviews wait until the test is done: every review started stays under
    way."""

    def __init__(self) -> None:
        self.asked = 0

    async def review(self, view, played, seed, party=None, hand=""):
        self.asked += 1
        await asyncio.Event().wait()


async def blocking(function, *args):
    return function(*args)


def finished_hands(count: int) -> list[tuple[Table, int]]:
    """``count`` finished hands, as (table, hand number), from matches of four computers."""
    out: list[tuple[Table, int]] = []
    for seed in range(1, 100):
        table = play(make("chiva", seats=(C, C, C, C), seed=seed), Rng(seed))
        out += [(table, n) for n in range(1, len(table.state.results) + 1)]
        if len(out) >= count:
            return out[:count]
    raise AssertionError("too few hands")


async def stopped(reviews: Reviews) -> None:
    """Every review under way stopped (the test is done with it), once each has begun."""
    await asyncio.sleep(0)
    tasks = [r.task for r in reviews._running.values()]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


def test_one_address_starts_its_share_and_the_others_still_start_theirs():
    hands = finished_hands(PER_ASKER + 1)
    stranger, neighbour = "198.51.100.7", "203.0.113.9"

    async def scenario():
        reviews = Reviews(MemoryStore(), Held(), blocking)
        for table, hand in hands[:PER_ASKER]:
            assert (await reviews.of_hand(table, hand, stranger))["state"] == "running"
        table, hand = hands[PER_ASKER]
        with pytest.raises(Crowded) as refused:
            await reviews.of_hand(table, hand, stranger)
        assert refused.value.code == "too_many_reviews"
        assert refused.value.fields == {"limit": PER_ASKER}
        # asking how its own are going is not refused, nor is another address's review
        first, number = hands[0]
        assert (await reviews.of_hand(first, number, stranger))["state"] == "running"
        assert (await reviews.of_hand(table, hand, neighbour))["state"] == "running"
        assert len(reviews._running) == PER_ASKER + 1
        await stopped(reviews)
        assert not reviews._running  # its reviews over, the address may start more
        assert (await reviews.of_hand(first, number, stranger))["state"] == "running"
        await stopped(reviews)

    run(scenario())


def test_the_server_reviews_at_most_its_queue_of_hands_at_once():
    hands = finished_hands(QUEUE + 1)

    async def scenario():
        reviews = Reviews(MemoryStore(), Held(), blocking)
        for n, (table, hand) in enumerate(hands[:QUEUE]):  # each address within its share
            assert (await reviews.of_hand(table, hand, f"10.0.{n}.1"))["state"] == "running"
        table, hand = hands[QUEUE]
        with pytest.raises(Unavailable) as refused:
            await reviews.of_hand(table, hand, "10.0.99.1")
        assert refused.value.code == "review_busy" and len(reviews._running) == QUEUE
        await stopped(reviews)

    run(scenario())


class Answering:
    """A decider that answers each review at once (every move forced), counting them."""

    def __init__(self) -> None:
        self.asked = 0

    async def review(self, view, played, seed, party=None, hand=""):
        self.asked += 1
        return Reviewed(view.seat, played, (), 0.0, "forced")


def test_a_review_kept_while_its_store_is_read_is_not_computed_again():
    """A request that reads the store just before the running review keeps its result, and
    goes on just after that review is done, finds it running or kept, never neither: the hand
    is reviewed once."""
    [(table, hand)] = finished_hands(1)
    store, decider = MemoryStore(), Answering()
    store.put(table)
    late = []  # the store read to hold back until the review under way is done

    async def held_back(function, *args):
        out = function(*args)
        if function == store.review and late:
            await late.pop()
        return out

    async def scenario():
        reviews = Reviews(store, decider, held_back)
        assert (await reviews.of_hand(table, hand, "a"))["state"] == "running"
        [running] = reviews._running.values()
        late.append(running.task)
        await reviews.of_hand(table, hand, "b")
        await reviews.settled()
        assert (await reviews.of_hand(table, hand, "c"))["state"] == "done"

    run(scenario())
    assert decider.asked == len(hand_moves(table, hand))


def test_a_hand_reviewed_by_two_processes_at_once_is_announced_by_the_first_that_keeps_it():
    """Two processes on one store (each its own reviews) review the same hand at once, neither
    knowing of the other's: the first to keep it tells its listeners (and, joined, every
    process's); the other keeps nothing and tells no one, so a device hears of it once."""
    [(table, hand)] = finished_hands(1)
    store = MemoryStore()
    store.put(table)
    told = []

    async def scenario():
        one, two = (Reviews(store, Answering(), blocking) for _ in range(2))
        for reviews, name in ((one, "one"), (two, "two")):
            reviews.subscribe(table.id, lambda n, name=name: told.append((name, n)))
        for reviews in (one, two):
            assert (await reviews.of_hand(table, hand, "a"))["state"] == "running"
        await one.settled()
        await two.settled()

    run(scenario())
    assert told == [("one", hand)]


class Manual:
    """An executor whose pieces the test finishes itself, one at a time."""

    def __init__(self) -> None:
        self.pieces: deque[tuple[tuple, Future]] = deque()

    def submit(self, function, *args) -> Future:
        done: Future = Future()
        self.pieces.append((args, done))
        return done


def test_the_review_worker_serves_the_askers_in_turn_however_many_hands_each_asked():
    """A stranger's four hands and a family's one: once both are under way, the review worker
    thinks a move of the family's hand for each of the stranger's, not one for every four."""
    hands = finished_hands(PER_ASKER + 1)
    askers = ["stranger"] * PER_ASKER + ["family"]
    asker_of = {m.hint_seed: who for (t, n), who in zip(hands, askers) for m in hand_moves(t, n)}

    async def scenario() -> list[str]:
        decider = Decider(floors={})
        manual = Manual()
        decider._review_turns = Dispatcher(manual.submit, 1)  # the worker, at the test's pace
        reviews = Reviews(MemoryStore(), decider, blocking)
        for (table, hand), who in zip(hands, askers):
            await reviews.of_hand(table, hand, who)
        served = []
        for _ in range(12):
            for _ in range(20):  # a move takes a while: the reviews ask for their next ones
                await asyncio.sleep(0)
            args, done = manual.pieces.popleft()
            served.append(asker_of[args[2]])
            done.set_result(Reviewed(args[0].seat, args[1], (), 0.0, "forced"))
        await stopped(reviews)
        return served

    served = run(scenario())
    assert served[2:] == ["family", "stranger"] * 5, served


def test_asking_how_a_review_goes_reads_no_move_of_its_hand(monkeypatch):
    """The client asks each second how a review goes: the answer comes from the hand's digest
    alone, and the hand's moves (every action of the match up to it folded again, tens of
    milliseconds for a long match) are read only to start it."""
    [(table, hand)] = finished_hands(1)
    folds = []

    def counted(*args):
        folds.append(args)
        return hand_moves(*args)

    monkeypatch.setattr(review, "hand_moves", counted)

    async def scenario():
        reviews = Reviews(MemoryStore(), Held(), blocking)
        for _ in range(5):
            assert (await reviews.of_hand(table, hand, "a"))["state"] == "running"
        await stopped(reviews)

    run(scenario())
    assert len(folds) == 1


def test_askers_holding_all_they_may_leave_newcomers_places():
    """Eight addresses asking for as many hands as they may, each as soon as it may: the fuller
    the queue the smaller an address's share, so a quarter of it is left to eight newcomers'
    first reviews (with four each, those eight would have filled it)."""
    hands = finished_hands(2 * QUEUE)
    greedy = [f"198.51.100.{n}" for n in range(8)]

    async def scenario():
        reviews = Reviews(MemoryStore(), Held(), blocking)
        left = iter(hands)
        for _ in range(PER_ASKER):
            for who in greedy:
                table, hand = next(left)
                try:
                    await reviews.of_hand(table, hand, who)
                except Crowded as refused:
                    assert refused.code == "too_many_reviews"
                    assert refused.fields == {"limit": reviews.share()}
        held = len(reviews._running)
        assert held <= QUEUE * 3 // 4
        for n in range(QUEUE - held):  # every place left goes to a newcomer's first review
            table, hand = next(left)
            assert (await reviews.of_hand(table, hand, f"203.0.113.{n}"))["state"] == "running"
        assert len(reviews._running) == QUEUE
        await stopped(reviews)

    run(scenario())


def test_an_asker_s_share_shrinks_as_the_queue_fills_and_never_below_one():
    reviews = Reviews(MemoryStore(), Held(), blocking)
    shares = []
    for running in range(QUEUE):
        reviews._running = {str(n): review.Running(1) for n in range(running)}
        shares.append(reviews.share())
    quarter = QUEUE // 4
    assert shares == [4] * quarter + [3] * quarter + [2] * quarter + [1] * quarter


class Failing:
    """A decider whose review of a hand's first move fails, the others waiting their turn."""

    def __init__(self) -> None:
        self.asked = 0

    async def review(self, view, played, seed, party=None, hand=""):
        self.asked += 1
        if self.asked == 1:
            raise RuntimeError("the worker could not think this move")
        await asyncio.sleep(0)
        return Reviewed(view.seat, played, (), 0.0, "forced")


def test_a_review_whose_move_fails_thinks_no_more_of_its_moves():
    """A move that cannot be reviewed ends its hand's review (nothing is kept, it may be asked
    again) and the moves after it are not thought: they would be thrown away."""
    [(table, hand)] = finished_hands(1)
    store, decider = MemoryStore(), Failing()
    store.put(table)

    async def scenario():
        reviews = Reviews(store, decider, blocking)
        assert (await reviews.of_hand(table, hand, "a"))["state"] == "running"
        await reviews.settled()
        assert not reviews._running
        assert store.review(table.id, review.hand_key(table, hand)) is None

    run(scenario())
    # the move that failed, and those already asked beside it
    assert decider.asked <= review.AHEAD + 1 < len(hand_moves(table, hand))
