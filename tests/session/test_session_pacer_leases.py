"""Two pacers on the same tables, each with the leases of its own process on a real
redis-server (two processes' computer players, on manual clocks): only the lease holder
schedules and plays a table's computers; when it stops renewing (its process died), the other
takes the table over on its next round; a holder that lost its lease while thinking keeps
nothing; and without Redis nobody plays."""

from __future__ import annotations

import time

import redis

from dobleseis.session import ManualClock, Pacer, Rooms, TableService
from dobleseis.session.cluster.lease import MARGIN, Leases

from ..api.helpers import quick_decider
from .counted import Counted

LIMIT = 30.0
"""Seconds to wait for Redis to expire a lease (a safety limit, not a pace)."""
TTL = 300


class Watched(Rooms):
    """Rooms where some device watches every table: a table of four computers plays only then."""

    def watched(self, table_id: str) -> bool:
        return True


class Ticking(ManualClock):
    """A clock that moves a second at every look: a table of four computers' floor between
    moves (half a second) has always passed when a pacer looks for what is due."""

    def __call__(self) -> float:
        self.now += 1
        return self.now


def pacers(redis_server, ttl: int = TTL):
    """Two processes' pacers; each process's leases on a manual clock of their own (the time
    by which a holder trusts its memory of a lease), its client counting what it sends."""
    tables, clock = TableService(decider=quick_decider()), Ticking()
    made = []
    for name in ("a", "b"):
        client = Counted.from_url(redis_server.url, decode_responses=True, socket_timeout=2)
        leases = Leases(client, ttl, name, clock=ManualClock())
        made.append(Pacer(tables, Watched(), clock=clock, leases=leases))
    return tables, made


def computers(tables: TableService) -> str:
    """A table whose four seats the computer plays, started (seed 5: seat 4 opens)."""
    return tables.open("chiva", seats=("computer",) * 4, seed=5, level="random",
                       pace=0).table.id  # fmt: skip


def test_only_the_lease_holder_plays_and_the_other_takes_over_when_it_stops(redis_server):
    tables, (a, b) = pacers(redis_server)
    try:
        id = computers(tables)
        assert (a.pending(id) is None) != (b.pending(id) is None)  # exactly one scheduled it
        holder, other = (a, b) if a.pending(id) is not None else (b, a)
        for _ in range(5):
            assert other.run_due() == 0 and holder.run_due() == 1
        assert tables.get(id).version == 5 and other.pending(id) is None
        # The holder's process dies: it renews no more (nor releases). Redis expires its
        # lease, and the other's next round takes the table.
        deadline = time.monotonic() + LIMIT
        while other.pending(id) is None:
            assert time.monotonic() < deadline, "nobody took the table over"
            other.keep()
            time.sleep(0.02)  # Redis expires the lease in its own time
        assert other.run_due() == 1 and tables.get(id).version == 6
        assert other.leases.held() == [id]
    finally:
        a.stop()
        b.stop()


def test_a_holder_that_lost_its_lease_keeps_no_move(redis_server):
    tables, (a, b) = pacers(redis_server)
    try:
        id = computers(tables)
        holder, other = (a, b) if a.pending(id) is not None else (b, a)
        # The holder stalls past the part of its lease it may trust without asking, and
        # meanwhile its lease lapsed in Redis and somebody else took it.
        holder.leases.clock.advance(TTL * (1 - MARGIN) / 1000)
        client = redis.Redis.from_url(redis_server.url, decode_responses=True)
        client.set(f"dobleseis:lease:computers:{id}", "somebody else", px=60_000)
        assert holder.run_due() == 0 and tables.get(id).version == 0  # it checks first
        other.keep()
        assert other.pending(id) is None  # somebody else holds it
    finally:
        a.stop()
        b.stop()


def test_without_redis_no_process_plays_and_one_does_when_it_is_back(redis_server):
    tables, (a, b) = pacers(redis_server)
    try:
        redis_server.stop()
        id = computers(tables)
        assert a.pending(id) is None and b.pending(id) is None
        redis_server.start()
        a.keep()
        b.keep()
        assert (a.pending(id) is None) != (b.pending(id) is None)
        assert a.run_due() + b.run_due() == 1 and tables.get(id).version == 1
    finally:
        a.stop()
        b.stop()


def test_a_holder_asks_redis_nothing_of_its_lease_while_it_surely_holds_it(redis_server):
    """Within the part of the lease it may trust (renewed ``ttl`` ago at most, a third left),
    the holder schedules and plays without a round trip for its lease; past it, it asks."""
    tables, (a, b) = pacers(redis_server, ttl=60_000)
    try:
        id = computers(tables)
        holder = a if a.pending(id) is not None else b
        sent = holder.leases.client.sent
        before = len(sent)
        for _ in range(5):  # each: a look at the change, a check before deciding and keeping
            assert holder.run_due() == 1
        assert sent[before:] == [] and tables.get(id).version == 5
        holder.leases.clock.advance(60 * (1 - MARGIN))  # the keeper stalled: less is left
        assert holder.run_due() == 1 and sent[before:]  # renewed before it played
        holder.keep()  # renewed: trusted again
        after = len(sent)
        assert holder.run_due() == 1 and sent[after:] == []
    finally:
        a.stop()
        b.stop()


def test_a_holder_renews_its_leases_in_one_round_trip_and_reads_no_table_it_saw(redis_server):
    """Every third of a lease the holder renews all its leases at once, and checks that their
    matches go on from the tables as it last saw them (it hears their every change): no read
    of the store. A lease lost meanwhile (expired, and taken) is reported and forgotten."""
    tables, (a, b) = pacers(redis_server)
    try:
        ids = [computers(tables) for _ in range(3)]
        assert sorted(a.leases.held()) == sorted(ids)
        reads, get = [], tables.store.get
        tables.store.get = lambda id: reads.append(id) or get(id)
        sent = a.leases.client.sent
        before = len(sent)
        a.keep()
        assert sent[before:] == [("PIPELINE", "3")] and reads == []
        assert sorted(a.leases.held()) == sorted(ids)
        redis.Redis.from_url(redis_server.url).delete(f"dobleseis:lease:computers:{ids[1]}")
        assert b.leases.hold(ids[1])  # a's lease on it was gone: b took it
        assert a.leases.renew_all(ids) == [ids[1]]
        assert sorted(a.leases.held()) == sorted([ids[0], ids[2]])
    finally:
        a.stop()
        b.stop()


def test_a_holder_follows_the_tables_it_holds_and_lets_them_go_with_their_lease(redis_server):
    """The hub tells a process of other processes' changes only for the tables it follows: a
    pacer follows each table whose lease it holds (a host's command served by another process
    must reach its computers) and lets it go when the lease goes."""
    tables, (a, b) = pacers(redis_server)
    followed: dict[str, int] = {}

    def follow(id: str):
        followed[id] = followed.get(id, 0) + 1
        return lambda: followed.__setitem__(id, followed[id] - 1)

    tables.hub.follow = follow
    try:
        id = computers(tables)
        assert a.leases.held() == [id] and followed == {id: 1}
        a.keep()  # renewed: followed still, and once
        assert followed == {id: 1}
        a.leases.release(id)
        a.keep()
        assert followed == {id: 0}
        b.keep()  # the lease is free: b takes the table over, and follows it
        assert b.leases.held() == [id] and followed == {id: 1}
        tables.delete(id)
        assert followed == {id: 0} and b.leases.held() == []
    finally:
        a.stop()
        b.stop()


def test_a_process_reads_no_table_another_plays_until_its_lease_is_free(redis_server, tmp_path):
    """Two processes on one SQLite file, each with its own store and hub. Process b hears every
    change process a makes (as the Redis relay would tell it) and reads none of those tables:
    a's pacer looked at each change itself and holds the lease. When a dies, b's next round
    finds the lease free, reads the table and plays it."""
    from dobleseis.session.stores.sqlite import SqliteStore

    clock, made = Ticking(), []
    for name in ("a", "b"):
        tables = TableService(SqliteStore(tmp_path / "shared.sqlite3"), quick_decider())
        client = Counted.from_url(redis_server.url, decode_responses=True, socket_timeout=2)
        leases = Leases(client, TTL, name, clock=ManualClock())
        made.append(Pacer(tables, Watched(), clock=clock, leases=leases))
    a, b = made
    reads = []
    get = b.tables.store.get
    b.tables.store.get = lambda id: reads.append(id) or get(id)
    try:
        id = computers(a.tables)  # opened on a, whose pacer took the lease
        assert a.pending(id) is not None and a.leases.held() == [id]
        for version in range(1, 6):
            b.tables.hub.publish(id, version - 1)  # the relay's news of a's last change
            assert a.run_due() == 1 and a.tables.get(id).version == version
            b.tables.hub.publish(id, version)
        assert reads == [] and b.pending(id) is None and b.leases.held() == []
        deadline = time.monotonic() + LIMIT  # a dies: it renews its lease no more
        while b.pending(id) is None:
            assert time.monotonic() < deadline, "nobody took the table over"
            b.keep()
            time.sleep(0.02)  # Redis expires the lease in its own time
        assert reads == [id] and b.run_due() == 1 and b.tables.get(id).version == 6
    finally:
        a.stop()
        b.stop()
