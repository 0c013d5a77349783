"""The copies of the tables' live parts kept from events (``cluster.copies``), without Redis: a
table is loaded once and kept from the chain of its events; a missed or reordered event drops
the copy and tells the table, whose next read loads once; events heard while a load is on its
way are applied after it; nothing is kept while the subscription is not confirmed; values
with a time to live lapse on the injected clock."""

from __future__ import annotations

import threading

from dobleseis.session import ManualClock
from dobleseis.session.cluster.copies import Copies, Event, Loaded


class Truth:
    """What Redis would hold for one table: its number and fields (value, seconds left), and
    the loads asked of it."""

    def __init__(self) -> None:
        self.seq = 0
        self.fields: dict = {}
        self.loads = 0
        self.during = lambda: None  # what happens while a load is on its way
        self.lock = threading.Lock()  # Redis: one command at a time

    def load(self, table_id: str) -> Loaded:
        with self.lock:
            self.loads += 1
            loaded = Loaded(self.seq, dict(self.fields))
        self.during()
        return loaded

    def write(self, name: str, value, ttl: float | None = None) -> Event:
        """A write, as its event: numbered after the last."""
        prev, self.seq = self.seq, self.seq + 10  # one counter for every table: gaps are usual
        if value is None:
            self.fields.pop(name, None)
        else:
            self.fields[name] = (value, ttl)
        return Event(prev, self.seq, name, value, ttl)


def copies(truth: Truth, clock: ManualClock | None = None) -> tuple[Copies, list[str]]:
    told: list[str] = []
    made = Copies(truth.load, told.append, clock or ManualClock(), idle=60)
    made.subscribed()
    return made, told


def test_a_table_is_loaded_once_then_kept_from_its_events():
    truth = Truth()
    truth.write("offer", "o1")
    kept, told = copies(truth)
    assert kept.read("t") == {"offer": "o1"} and truth.loads == 1
    kept.heard("t", truth.write("room:a", "seat 3", ttl=10))
    kept.heard("t", truth.write("offer", None))
    assert kept.read("t") == {"room:a": "seat 3"} and kept.read("t") == {"room:a": "seat 3"}
    assert truth.loads == 1 and told == ["t", "t"]
    kept.heard("t", truth.write("room:a", "seat 3", ttl=10))  # written again: nothing new
    assert told == ["t", "t"]


def test_a_missed_event_drops_the_copy_and_the_next_read_loads_once():
    truth = Truth()
    kept, told = copies(truth)
    assert not kept.kept("t") and kept.read("t") == {} and kept.kept("t")
    truth.write("room:a", "seat 1", ttl=10)  # never heard
    kept.heard("t", truth.write("offer", "o2"))
    assert told == ["t"] and not kept.kept("t")  # its listeners read again...
    assert kept.read("t") == {"room:a": "seat 1", "offer": "o2"}  # ...and it is loaded
    assert kept.read("t") == {"room:a": "seat 1", "offer": "o2"} and truth.loads == 2


def test_reordered_events_are_repaired_by_one_load_and_old_ones_ignored():
    truth = Truth()
    kept, told = copies(truth)
    kept.read("t")
    first, second = truth.write("offer", "o1"), truth.write("offer", "o2")
    kept.heard("t", second)  # before the first: its chain does not follow the copy's
    kept.heard("t", first)  # a copy dropped ignores events until it is read
    assert told == ["t"] and kept.read("t") == {"offer": "o2"} and truth.loads == 2
    kept.heard("t", first)  # known already (the load had it): ignored
    kept.heard("t", second)
    assert kept.read("t") == {"offer": "o2"} and truth.loads == 2 and told == ["t"]


def test_a_write_of_this_process_is_kept_at_once_and_ignored_when_heard_back():
    truth = Truth()
    kept, told = copies(truth)
    kept.read("t")
    mine = truth.write("nudge", "n1")
    kept.wrote("t", mine)
    assert kept.read("t") == {"nudge": "n1"} and told == []  # its writer tells the table
    kept.heard("t", mine)
    assert told == [] and truth.loads == 1
    theirs = truth.write("offer", "o1")
    ours = truth.write("nudge", "n2")
    kept.wrote("t", ours)  # Redis numbered it after an event still on its way: dropped
    kept.heard("t", theirs)
    assert kept.read("t") == {"nudge": "n2", "offer": "o1"} and truth.loads == 2


def test_events_heard_while_the_first_load_is_on_its_way_are_applied_after_it():
    truth = Truth()
    kept, told = copies(truth)
    truth.during = lambda: kept.heard("t", truth.write("room:b", "seat 2", ttl=10))
    assert kept.read("t") == {"room:b": "seat 2"}  # loaded before the event, applied after
    truth.during = lambda: None
    assert kept.read("t") == {"room:b": "seat 2"} and truth.loads == 1


def test_tables_never_read_are_not_kept_and_nothing_is_kept_while_unsubscribed():
    truth = Truth()
    told: list[str] = []
    kept = Copies(truth.load, told.append, ManualClock())
    kept.heard("t", truth.write("offer", "o1"))  # not read here: ignored
    assert told == []
    assert kept.read("t") == {"offer": "o1"} and kept.read("t") == {"offer": "o1"}
    assert truth.loads == 2  # not subscribed yet: every read asks
    kept.subscribed()  # confirmed: every table known here is told (events may be missed)
    assert told == ["t"]
    kept.read("t")
    kept.read("t")
    assert truth.loads == 3
    kept.lost()
    truth.write("offer", "o2")  # unheard while the subscription is lost
    assert kept.read("t") == {"offer": "o2"} and truth.loads == 4
    kept.subscribed()
    assert told == ["t", "t"] and kept.read("t") == {"offer": "o2"} and truth.loads == 5


def test_a_load_overtaken_by_a_new_subscription_is_not_kept():
    truth = Truth()
    kept, told = copies(truth)
    truth.during = kept.subscribed  # the subscription was lost and confirmed meanwhile
    assert kept.read("t") == {}
    truth.during = lambda: None
    kept.read("t")
    kept.read("t")
    assert truth.loads == 2


def test_a_value_with_a_time_to_live_lapses_on_the_clock_unless_written_again():
    truth, clock = Truth(), ManualClock()
    truth.fields["room:dead"] = ("seat 4", 2.0)  # loaded with two seconds left
    kept, told = copies(truth, clock)
    assert kept.read("t") == {"room:dead": "seat 4"}
    kept.heard("t", truth.write("room:live", "seat 1", ttl=3))
    clock.advance(2)
    assert kept.read("t") == {"room:live": "seat 1"}  # the dead process wrote no more
    clock.advance(0.5)
    kept.heard("t", truth.write("room:live", "seat 1", ttl=3))  # its beat
    clock.advance(2.9)
    assert kept.read("t") == {"room:live": "seat 1"} and truth.loads == 1
    clock.advance(0.2)
    assert kept.read("t") == {}


def test_idle_copies_are_forgotten_and_loaded_again_when_read():
    truth, clock = Truth(), ManualClock()
    kept, told = copies(truth, clock)
    kept.read("t")
    kept.read("u")
    clock.advance(59)
    kept.read("u")
    clock.advance(2)
    kept.sweep()
    kept.heard("t", truth.write("offer", "o1"))  # forgotten: ignored, nothing shows it here
    assert told == []
    kept.read("u")
    assert truth.loads == 2
    assert kept.read("t") == {"offer": "o1"} and truth.loads == 3


def test_reads_and_events_from_many_threads_end_at_the_truth():
    truth = Truth()
    kept, told = copies(truth)

    def writer(name: str) -> None:
        for i in range(200):
            with truth.lock:
                event = truth.write(name, i)
            kept.heard("t", event)  # two threads: heard in any order, a reordered one dropped
            kept.read("t")

    threads = [threading.Thread(target=writer, args=(f"room:{n}",)) for n in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert kept.read("t") == {"room:a": 199, "room:b": 199}
