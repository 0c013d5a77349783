"""The decider's workers serve the tables in turn (session/turns.py): the order of the work, on
an executor whose work the test finishes by hand — no clock, no sleeps."""

from __future__ import annotations

from concurrent.futures import Future

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


def test_a_busy_table_delays_another_by_one_piece_per_worker_not_by_all_of_its_own():
    hand = Hand()
    dispatcher = Dispatcher(hand.submit, slots=2)
    busy = [dispatcher.run("busy", str, f"busy{i}") for i in range(8)]  # a hint loop, say
    assert hand.started == ["busy0", "busy1"]  # both workers taken
    probe = dispatcher.run("probe", str, "probe")
    hand.finish_first()
    assert hand.started[-1] == "probe"  # the next free worker is the probe's, not busy2's
    assert busy[0].result() == "BUSY0"
    while hand.running:
        hand.finish_first()
    assert probe.result() == "PROBE"
    assert hand.started == ["busy0", "busy1", "probe", *[f"busy{i}" for i in range(2, 8)]]
    assert [f.result() for f in busy] == [f"BUSY{i}" for i in range(8)]


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
