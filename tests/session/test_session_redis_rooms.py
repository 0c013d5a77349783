"""The rooms of several processes on a real redis-server: a device connected to one process,
and the panel it opens, are known to the others (whose computers then wait); a request asked
through one is answered through another; a dead process's devices lapse; and without Redis a
process knows its own devices only, and refuses to ask or answer."""

from __future__ import annotations

import subprocess
import sys
import time
from dataclasses import replace

import pytest
import redis

from dobleseis.session import NotAllowed, Proof, Refused, TableService, Unavailable
from dobleseis.session.cluster.redis_rooms import RedisRooms

LIMIT = 30.0
"""Seconds to wait for Redis to drop a dead process's presence (a safety limit, not a pace)."""


@pytest.fixture
def two(redis_server):
    made = [
        RedisRooms(
            redis.Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=2), name
        )  # fmt: skip
        for name in ("a", "b")
    ]
    yield made
    for rooms in made:
        rooms.close()


def a_table():
    seats = ("here", "computer", "here", "computer")
    return TableService().open("chiva", seats=seats, seed=4).table


def test_a_device_and_its_panel_on_one_process_are_known_to_the_other(two):
    a, b = two
    table = a_table()
    told = []
    b.changed = told.append
    assert not b.held(table.id, table) and b.live(table.id, table)["connected"] == set()
    aid = a.join(table.id, Proof(False, frozenset({3})))
    assert b.live(table.id, table)["connected"] == {3}
    a.panel(table.id, aid, "rules", True)
    assert b.held(table.id, table)
    assert b.live(table.id, table)["paused_by"] == [{"seat": 3, "name": None, "panel": "rules"}]
    a.panel(table.id, aid, "rules", False)
    assert not b.held(table.id, table)
    a.leave(table.id, aid)
    assert b.live(table.id, table)["connected"] == set()
    assert told == []  # b hears of a's rooms through the hub, not from its own


def test_a_request_asked_through_one_process_is_answered_through_another(two):
    a, b = two
    table = a_table()
    one, three = Proof(False, frozenset({1})), Proof(False, frozenset({3}))
    offer = a.ask(table, one, "undo", 1)
    assert offer.waiting == {3} and b.held(table.id, table)
    assert b.live(table.id, table)["offer"] == offer.json()
    with pytest.raises(NotAllowed, match="waiting"):
        b.ask(table, three, "redo", 3)  # one request at a time, whichever process asks
    with pytest.raises(NotAllowed):
        b.answer(table, one, offer.id, True)  # seat 1 is not asked
    with pytest.raises(Refused):
        b.answer(table, three, offer.id, False)
    refusal = a.live(table.id, table)["refusal"]
    assert refusal[1]["id"] == offer.id and refusal[2] == 3 and not a.held(table.id, table)
    again = a.ask(table, one, "undo", 1)
    assert again.id != offer.id
    assert b.answer(table, three, again.id, True) == again.__class__(
        again.id, "undo", 1, table.version, frozenset({3}), frozenset({3}))  # fmt: skip
    assert a.live(table.id, table)["offer"] is None
    # a request lapses on every process once the table has moved on
    assert a.ask(table, one, "undo", 1) is not None
    moved = replace(table, version=table.version + 1)
    assert b.live(moved.id, moved)["offer"] is None and not b.held(moved.id, moved)
    assert a.ask(moved, one, "undo", 1).version == moved.version


DYING = """
import sys, redis
from dobleseis.session import Proof
from dobleseis.session.cluster.redis_rooms import RedisRooms
rooms = RedisRooms(redis.Redis.from_url(sys.argv[1], decode_responses=True), "dying", ttl=300)
aid = rooms.join(sys.argv[2], Proof(False, frozenset({3})))
rooms.panel(sys.argv[2], aid, "log", True)
print("joined", flush=True)
sys.stdin.read()
"""


def test_the_devices_of_a_process_that_died_lapse(two, redis_server):
    a, b = two
    table = a_table()
    child = subprocess.Popen([sys.executable, "-c", DYING, redis_server.url, table.id],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert child.stdout.readline() == "joined\n"
        assert b.held(table.id, table) and b.live(table.id, table)["connected"] == {3}
        child.kill()
        child.wait(LIMIT)
        deadline = time.monotonic() + LIMIT
        while b.held(table.id, table):  # its presence is written no more: it lapses
            assert time.monotonic() < deadline, "a dead process's panel pauses the table"
            time.sleep(0.02)
        assert b.live(table.id, table)["connected"] == set()
    finally:
        child.kill()
        child.wait(LIMIT)


def test_without_redis_a_process_knows_its_own_devices_and_refuses_requests(two, redis_server):
    a, b = two
    table = a_table()
    a.join(table.id, Proof(False, frozenset({1})))
    b.join(table.id, Proof(False, frozenset({3})))
    redis_server.stop()
    assert a.live(table.id, table)["connected"] == {1}
    with pytest.raises(Unavailable) as refused:
        a.ask(table, Proof(False, frozenset({1})), "undo", 1)
    assert refused.value.code == "rooms_unavailable"
