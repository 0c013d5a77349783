"""The decider's workers serve the tables in turn, and the addresses that made them in turn
(session/turns.py): the order of the work, on an executor whose work the test finishes by hand —
no clock, no sleeps."""

from __future__ import annotations

from concurrent.futures import Future

from dobleseis.session import TableService
from dobleseis.session.turns import Dispatcher, Turns


def test_turns_take_one_piece_of_each_waiting_table_in_turn():
    turns: Turns[str] = Turns()
    for i in range(5):
        turns.add("busy", f"busy{i}")
    turns.add("probe", "probe0")
    turns.add("other", "other0")
    turns.add("probe", "probe1")
    order = [turns.next()[1] for _ in range(turns.count)]  # none finished: round robin
    assert order == ["busy0", "probe0", "other0", "busy1", "probe1", "busy2", "busy3", "busy4"]
    assert turns.next() is None


def test_a_free_worker_goes_to_the_waiting_table_with_fewest_running():
    turns: Turns[str] = Turns()
    for i in range(3):
        turns.add("busy", f"busy{i}")
    assert turns.next() == ("busy", "busy0") and turns.next() == ("busy", "busy1")
    turns.add("probe", "probe0")  # came after busy's turn, but busy has two running
    assert turns.next() == ("probe", "probe0")
    turns.done("busy")
    assert turns.next() == ("busy", "busy2")


class Hand:
    """An executor whose work starts when submitted and ends when the test says."""

    def __init__(self) -> None:
        self.running: list[tuple[Future, str]] = []
        self.started: list[str] = []

    def submit(self, function, *args) -> Future:
        f: Future = Future()
        self.running.append((f, args[0]))
        self.started.append(args[0])
        return f

    def finish_first(self) -> None:
        f, name = self.running.pop(0)
        f.set_result(name.upper())


def test_a_party_takes_its_tables_in_turn_and_waits_its_own_turn_among_the_parties():
    turns: Turns[str] = Turns()
    for table in ("s1", "s2", "s3"):  # a stranger's three tables, two pieces each
        turns.add(table, f"{table}a", party="stranger")
        turns.add(table, f"{table}b", party="stranger")
    turns.add("home", "home0", party="family")
    turns.add("home", "home1", party="family")
    turns.add("old", "old0")  # a table of unknown party: a party of its own
    order = [turns.next()[1] for _ in range(turns.count)]
    assert order == ["s1a", "home0", "old0", "s2a", "home1", "s3a", "s1b", "s2b", "s3b"]


def test_a_party_holds_at_most_its_share_of_the_workers_at_once():
    turns: Turns[str] = Turns(most=1)
    for table in ("s1", "s2"):
        turns.add(table, table, party="stranger")
    assert turns.next() == ("s1", "s1")
    assert turns.next() is None  # s2 waits although a worker may be free
    turns.add("home", "home0", party="family")
    assert turns.next() == ("home", "home0")
    turns.done("stranger")
    assert turns.next() == ("s2", "s2")


def test_a_busy_table_delays_another_by_one_piece_per_worker_not_by_all_of_its_own():
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=3)
    busy = [dispatcher.run("busy", str, f"busy{i}") for i in range(8)]  # a hint loop, say
    assert hand.started == ["busy0", "busy1"]  # two workers of three: one is left for others
    probe = dispatcher.run("probe", str, "probe")
    assert hand.started[-1] == "probe"  # at once, on the worker left
    hand.finish_first()
    assert hand.started[-1] == "busy2" and busy[0].result() == "BUSY0"
    while hand.running:
        hand.finish_first()
    assert probe.result() == "PROBE"
    assert hand.started == ["busy0", "busy1", "probe", *[f"busy{i}" for i in range(2, 8)]]
    assert [f.result() for f in busy] == [f"BUSY{i}" for i in range(8)]


def test_a_strangers_many_tables_never_hold_both_workers_of_two():
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=2)
    theirs = [dispatcher.run(f"t{i}", str, f"t{i}", party="127.0.0.2") for i in range(30)]
    assert hand.started == ["t0"]  # one worker of two: the other is kept for everyone else
    probe = dispatcher.run("probe", str, "probe", party="127.0.0.1")
    assert hand.started == ["t0", "probe"]
    while hand.running:
        hand.finish_first()
    assert probe.result() == "PROBE" and [f.result() for f in theirs] == [
        f"T{i}" for i in range(30)
    ]


def test_with_one_worker_a_lone_party_still_has_it():
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=1)
    first = dispatcher.run("t", str, "t", party="home")
    assert hand.started == ["t"]
    hand.finish_first()
    assert first.result() == "T"


def test_a_failed_piece_fails_its_own_future_and_the_next_one_runs():
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=1)
    first = dispatcher.run("a", str, "a")
    second = dispatcher.run("b", str, "b")
    f, _ = hand.running.pop(0)
    f.set_exception(RuntimeError("worker died"))
    assert isinstance(first.exception(), RuntimeError)
    assert hand.started == ["a", "b"]
    hand.finish_first()
    assert second.result() == "B"


def test_a_piece_nobody_waits_for_is_not_thought_and_holds_up_nothing():
    """A review left (its request gone, its task cancelled) cancels its moves: one waiting its
    turn is never submitted, and the one being thought, once done, frees its worker for the
    next as any other does."""
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=1)
    running, waiting = dispatcher.run("a", str, "a"), dispatcher.run("b", str, "b")
    after = dispatcher.run("c", str, "c")
    assert running.cancel() and waiting.cancel()
    hand.finish_first()  # "a" ends after all: its answer goes nowhere
    assert hand.started == ["a", "c"]
    hand.finish_first()
    assert after.result() == "C"


def test_a_table_takes_the_turns_of_the_address_that_made_it_and_so_does_its_next_match():
    tables = TableService()
    made = tables.open("chiva", seats=("here",) * 4, seed=1, party="203.0.113.5").table
    imported = tables.imported(made.record(), party="203.0.113.6").table
    unknown = tables.open("chiva", seats=("here",) * 4, seed=1).table
    assert tables.decider.party(made.id) == "203.0.113.5"
    assert tables.decider.party(imported.id) == "203.0.113.6"
    assert tables.decider.party(unknown.id) is None  # a party of its own
    _, fresh = tables.renew(made.id, made.version)
    assert tables.decider.party(fresh.id) == "203.0.113.5"
