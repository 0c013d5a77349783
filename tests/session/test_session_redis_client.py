"""A process's Redis clients and listeners know together whether Redis answers
(``session.cluster.client.Health``), on a real redis-server: frozen (SIGSTOP: alive, its
sockets open, answering nothing), a process waits for it once, then asks it nothing until it is
heard again, and plays on; a busy Redis, slow to answer, is not away; and a process says once
that it lost Redis, however many of its listeners did, and once that it is back."""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import time

import redis

from dobleseis.session import MemoryStore, Proof, TableService
from dobleseis.session.cluster import Cluster, client as clients
from dobleseis.session.cluster.client import connect
from dobleseis.session.cluster.lease import Leases
from dobleseis.session.keys import key_of
from dobleseis.session.service import Device

from .counted import Sent

LIMIT = 30.0
"""Seconds to wait for what a listener does in its own time (a safety limit, not a pace)."""


def until(condition, what: str) -> None:
    deadline = time.monotonic() + LIMIT
    while not condition():
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.02)  # a listener's thread, in its own time


@contextlib.contextmanager
def frozen(server):
    os.kill(server.proc.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(server.proc.pid, signal.SIGCONT)


@contextlib.contextmanager
def serving(url: str):
    """A server process's cluster on Redis ``url`` as ``serve --redis`` makes it, its tables (a
    device's move goes to the table's owner) and a table of four people: (cluster, tables,
    opened)."""
    store = MemoryStore()
    cluster = Cluster(url, store)
    tables = TableService(store, hub=cluster.hub)
    tables.owners = cluster.own(
        lambda id, version, keys, local, seat, action: tables.act(
            id, version, Device(keys, local), seat, action), tables.get)  # fmt: skip
    try:
        assert cluster.rooms.wait_listening(LIMIT)
        yield cluster, tables, tables.open("chiva", seats=("here",) * 4, seed=5)
    finally:
        cluster.close()


def move(tables: TableService, opened) -> int:
    """The person to act makes a move from their device (``tables.move``: through the owner)."""
    table = tables.get(opened.table.id)
    seat = table.state.to_act
    keys = frozenset({key_of(opened.seats[seat])})
    return tables.move(table.id, table.version, Device(keys), seat, table.state.legal()[0])


def test_a_frozen_redis_is_waited_for_once_then_asked_nothing_until_it_is_heard(
    redis_server, monkeypatch
):
    """Another process holds the table: a move asks Redis who, to forward it. Frozen, Redis
    leaves the first command unanswered ``ANSWER_WITHIN``; from then on the process's requests
    (a move, a device coming and going, the table's live part read) ask it nothing, and go on
    as with a crashed Redis (the move applied here); once its listeners hear Redis again, a move
    asks it again (and takes the table, its holder gone)."""
    monkeypatch.setattr(clients, "ANSWER_WITHIN", 0.5)  # a short test: before the clients
    sent = Sent(monkeypatch)
    with serving(redis_server.url) as (cluster, tables, opened):
        id = opened.table.id
        other = Leases(redis.Redis.from_url(redis_server.url, decode_responses=True), 60_000)
        assert other.hold(id)

        def requests() -> None:
            before = tables.get(id).version
            assert move(tables, opened) == before + 1  # applied here
            aid = cluster.rooms.join(id, Proof(False, frozenset({1})))
            assert cluster.rooms.live(id, tables.get(id))["connected"] == {1}
            cluster.rooms.leave(id, aid)

        with frozen(redis_server):
            waited = [sent.during(requests) for _ in range(3)]
        # the first: the owner asked (unless the listeners found Redis silent first)
        assert waited[0] <= 1 and waited[1:] == [0, 0], waited
        until(lambda: not cluster.health.silent, "Redis heard again")
        other.release(id)
        assert sent.during(lambda: move(tables, opened)) > 0 and cluster.leases.mine(id)
        other.client.close()


def test_a_busy_redis_is_waited_for_not_away(redis_server):
    """Redis pausing every client 1.5 s (``CLIENT PAUSE``, as a busy one pauses): a command is
    answered late, within ``ANSWER_WITHIN``, and Redis is not silent for the process, whether
    or not its listeners, whose pong came late, counted it lost meanwhile."""
    with serving(redis_server.url) as (cluster, _, _):
        client = connect(redis_server.url, cluster.health)
        pauser = redis.Redis.from_url(redis_server.url)
        start = time.monotonic()
        pauser.execute_command("CLIENT", "PAUSE", 1500, "ALL")
        assert client.incr("answered") == 1 and time.monotonic() - start >= 1.4
        assert not cluster.health.silent
        assert cluster.hub.wait_listening(LIMIT) and cluster.rooms.wait_listening(LIMIT)
        assert not cluster.health.silent and client.incr("answered") == 2
        client.close()
        pauser.close()


def test_a_process_says_once_that_it_lost_redis_and_once_that_it_is_back(redis_server, caplog):
    """Its two listeners (the tables' changes, the rooms' events) both lose Redis and both
    find it back: the host reads one line for each, not one a listener."""
    caplog.set_level(logging.WARNING)
    with serving(redis_server.url) as (cluster, _, _):
        caplog.clear()
        redis_server.stop()
        until(lambda: not cluster.hub.wait_listening(0) and not cluster.rooms.wait_listening(0),
              "both listeners lost Redis")  # fmt: skip
        redis_server.start()
        assert cluster.hub.wait_listening(LIMIT) and cluster.rooms.wait_listening(LIMIT)
    said = [r.getMessage() for r in caplog.records]
    assert sum(line.startswith("lost Redis") for line in said) == 1, said
    assert sum(line.startswith("Redis is back") for line in said) == 1, said
