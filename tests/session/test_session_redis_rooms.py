"""The rooms of several processes on a real redis-server: a device connected to one process,
and the panel it opens, are known to the others (whose computers then wait); a request asked
through one is answered through another, or asked for again there, which accepts it (as in one
process's rooms); a dead process's devices lapse; and without Redis a process knows its own
devices only, and refuses to ask or answer."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import replace

import pytest

from dobleseis.session import (
    NotAllowed,
    Proof,
    Refused,
    Rooms,
    Stale,
    TableService,
    Unavailable,
)
from dobleseis.session.cluster import redis_rooms
from dobleseis.session.cluster.redis_rooms import RedisRooms
from dobleseis.session.frames import scene_of
from dobleseis.session.rooms import LAPSED
from dobleseis.session.stores.postgres import PostgresStore

from ..api.helpers import quick_decider
from .counted import Counted
from .helpers import a_friends_table, a_takeback_asked

LIMIT = 30.0
"""Seconds to wait for Redis to drop a dead process's presence (a safety limit, not a pace)."""


class Told:
    """What a process's rooms told of (``changed``), waited for as it comes: the other process's
    events arrive through Redis pub/sub, in the subscription's thread."""

    def __init__(self, rooms: RedisRooms) -> None:
        self.rooms = rooms
        self.tables: list[str] = []
        self._told = threading.Condition()
        rooms.changed = self._changed

    def _changed(self, table_id: str) -> None:
        with self._told:
            self.tables.append(table_id)
            self._told.notify_all()

    def until(self, condition, what: str):
        """Wait until ``condition()`` holds, looking again at each change told."""
        with self._told:
            assert self._told.wait_for(condition, LIMIT), f"never told: {what}"


@pytest.fixture
def two(redis_server):
    yield from processes(redis_server.url)


@pytest.fixture
def two_quiet(redis_server):
    """Two processes whose presence is written again only after minutes: whatever one is told
    of the other's devices during a test, a change made it."""
    yield from processes(redis_server.url, ttl=600_000)


def processes(url: str, **kwargs):
    made = []
    for name in ("a", "b"):
        client = Counted.from_url(url, decode_responses=True, socket_timeout=2)
        made.append(RedisRooms(client, name, url, **kwargs))
        assert made[-1].wait_listening(LIMIT)
    yield made
    for rooms in made:
        rooms.close()


def a_table():
    seats = ("here", "computer", "here", "computer")
    return TableService().open("chiva", seats=seats, seed=4).table


def test_a_device_and_its_panel_on_one_process_are_known_to_the_other(two):
    a, b = two
    table = a_table()
    told = Told(b)
    assert not b.held(table.id, table) and b.live(table.id, table)["connected"] == set()
    aid = a.join(table.id, Proof(False, frozenset({3})))
    told.until(lambda: b.live(table.id, table)["connected"] == {3}, "a's device")
    a.panel(table.id, aid, "rules", True)
    told.until(lambda: b.held(table.id, table), "a's panel")
    assert b.live(table.id, table)["paused_by"] == [{"seat": 3, "name": None, "panel": "rules"}]
    a.panel(table.id, aid, "rules", False)
    told.until(lambda: not b.held(table.id, table), "a's panel closed")
    a.leave(table.id, aid)
    told.until(lambda: b.live(table.id, table)["connected"] == set(), "a's device gone")
    assert told.tables == [table.id] * 4  # b's own rooms tell b's listeners of each change


def test_a_spectator_s_panel_is_written_nowhere_and_a_seat_s_second_one_told_nobody(two_quiet):
    """A spectator's panel on one process pauses nobody on any: nothing is written to Redis for
    it, and the other process is told nothing (its devices get no TABLE); nor is a second
    device of a seat whose Rules are open already, yet the computers wait everywhere until the
    last of the seat's panels closes."""
    a, b = two_quiet
    table = a_table()
    told = Told(b)
    b.live(table.id, table)  # b keeps a copy of the table's room from here on
    watcher = a.join(table.id, Proof(False, frozenset()))
    first, second = (a.join(table.id, Proof(False, frozenset({3}))) for _ in range(2))
    told.until(lambda: len(told.tables) == 3, "a's devices")
    sent = len(a.client.sent)
    for open in (True, False, True):
        a.panel(table.id, watcher, "log", open)
    assert len(a.client.sent) == sent  # not one write
    a.panel(table.id, first, "rules", True)
    told.until(lambda: b.held(table.id, table), "seat 3's rules")
    paused = [{"seat": 3, "name": None, "panel": "rules"}]
    assert b.live(table.id, table)["paused_by"] == paused
    a.panel(table.id, second, "rules", True)
    a.panel(table.id, first, "rules", False)
    assert a.held(table.id, table) and a.live(table.id, table)["paused_by"] == paused
    a.panel(table.id, second, "rules", False)
    told.until(lambda: not b.held(table.id, table), "seat 3's rules closed")
    assert told.tables == [table.id] * 5  # three devices came, one pause began, and ended


def test_a_change_on_one_process_reaches_the_other_without_a_read_of_the_room(two):
    """b reads a table's live part from Redis once, then keeps it from a's events: a presence,
    a panel, a request and its answer made on a reach b without b asking Redis for them."""
    a, b = two
    table = a_table()
    told = Told(b)
    b.live(table.id, table)
    before = list(b.client.sent)
    aid = a.join(table.id, Proof(False, frozenset({3})))
    told.until(lambda: b.live(table.id, table)["connected"] == {3}, "a's device")
    a.panel(table.id, aid, "log", True)
    told.until(lambda: b.held(table.id, table), "a's panel")
    offer = a.ask(table, Proof(False, frozenset({1})), "undo", 1)
    told.until(lambda: b.live(table.id, table)["offer"] == offer.json(), "a's request")
    with pytest.raises(Refused):
        a.answer(table, Proof(False, frozenset({3})), offer.id, False)
    told.until(lambda: b.live(table.id, table)["last_answer"] is not None, "the refusal")
    for _ in range(100):
        assert b.held(table.id, table) and b.watched(table.id)
    assert b.client.sent == before  # not one command: every change came as an event
    assert b.client.scripts(b._load) >= 1  # the load, before (run again once its script is sent)


def test_a_request_asked_through_one_process_is_answered_through_another(two):
    a, b = two
    table = a_table()
    one, three = Proof(False, frozenset({1})), Proof(False, frozenset({3}))
    told = Told(a), Told(b)
    offer = a.ask(table, one, "undo", 1)
    told[1].until(lambda: b.held(table.id, table), "a's request")
    assert offer.waiting == {3} and b.live(table.id, table)["offer"] == offer.json()
    with pytest.raises(NotAllowed, match="waiting"):
        b.ask(table, three, "redo", 3)  # one request at a time, whichever process asks
    with pytest.raises(NotAllowed):
        b.answer(table, one, offer.id, True)  # seat 1 is not asked
    with pytest.raises(Refused):
        b.answer(table, three, offer.id, False)
    told[0].until(lambda: a.live(table.id, table)["last_answer"] is not None, "b's refusal")
    refusal = a.live(table.id, table)["last_answer"]
    assert refusal[1]["id"] == offer.id and refusal[2] == 3 and not a.held(table.id, table)
    again = a.ask(table, one, "undo", 1)
    assert again.id != offer.id
    assert b.answer(table, three, again.id, True) == again.__class__(
        again.id, "undo", 1, table.version, frozenset({3}), frozenset({3}))  # fmt: skip
    told[0].until(lambda: a.live(table.id, table)["offer"] is None, "b's acceptance")
    assert a.live(table.id, table)["last_answer"] == refusal  # agreed: not told before it is done
    b.settle(table.id, again, True)  # carried out by b's process
    told[0].until(lambda: a.live(table.id, table)["last_answer"] != refusal, "b's carrying out")
    answered = a.live(table.id, table)["last_answer"]  # the last answered: accepted by everyone
    assert answered[1]["id"] == again.id and answered[2] is None and answered[0] > refusal[0]
    # a request lapses on every process once the table has moved on
    assert a.ask(table, one, "undo", 1) is not None
    moved = replace(table, version=table.version + 1)
    assert b.live(moved.id, moved)["offer"] is None and not b.held(moved.id, moved)
    assert a.ask(moved, one, "undo", 1).version == moved.version


def rooms_of(shared: bool, request) -> list[Rooms]:
    """Two processes' rooms on one Redis (``shared``), or one process's rooms, twice."""
    if shared:
        return request.getfixturevalue("two")
    rooms = Rooms()
    return [rooms, rooms]


def offered(rooms: Rooms, table, offer) -> None:
    """Wait until ``rooms`` show ``offer`` waiting (None: no request) at ``table``: through
    Redis, another process's change comes in its own time."""
    said = None if offer is None else offer.json()
    Told(rooms).until(lambda: rooms.live(table.id, table)["offer"] == said, f"offer {said}")


@pytest.mark.parametrize("shared", [False, True], ids=["one process's rooms", "redis rooms"])
def test_asking_for_the_request_that_waits_is_accepting_it(shared, request):
    """Three friends on their own phones (QA: Bea tapped New match on her end-of-match card
    while Carl's request for one waited, and was told "another request is waiting"). Seat 2
    asking, through the other process, for what seat 1 asked is its yes, as an answer would
    be; asking for something else is still refused while it waits. Asking again changes
    nothing, whoever asks: the asker, a seat that accepted, a seat it does not wait for. Seat
    3's ask is the last yes: the request leaves the room, for its caller to carry out and then
    tell (``settle``)."""
    a, b = rooms_of(shared, request)
    table = TableService().open("chiva", seats=("here", "here", "here", "computer"), seed=4).table
    one, two, three, four = (Proof(False, frozenset({seat})) for seat in (1, 2, 3, 4))
    offer = a.ask(table, one, "new_match", 1)
    assert offer.waiting == {2, 3} and not offer.accepted
    offered(b, table, offer)
    with pytest.raises(NotAllowed, match="waiting") as refused:
        b.ask(table, two, "undo", 2)
    assert refused.value.code == "offer_pending"
    joined = b.ask(table, two, "new_match", 2)
    assert joined == replace(offer, accepted=frozenset({2})) and not joined.agreed
    assert joined.json()["waiting"] == [3] and joined.json()["accepted"] == [2]
    assert b.ask(table, two, "new_match", 2) == joined  # a second tap
    assert a.ask(table, one, "new_match", 1) == joined  # the asker's again
    assert a.ask(table, four, "new_match", 4) == joined  # seat 4 was a computer's when asked
    offered(a, table, joined)
    agreed = a.ask(table, three, "new_match", 3)
    assert agreed == replace(offer, accepted=frozenset({2, 3})) and agreed.agreed
    for rooms in (a, b):
        offered(rooms, table, None)
        assert rooms.live(table.id, table)["last_answer"] is None  # told once carried out
        assert not rooms.held(table.id, table)


@pytest.mark.parametrize("shared", [False, True], ids=["one process's rooms", "redis rooms"])
def test_a_takeback_asked_by_the_seat_it_waits_for_is_carried_out_and_told(shared, request):
    """The host asked to undo; Ana, whom it waits for, asks to undo too (through the other
    process): her ask is the last yes, so the undo is carried out and every device is told it
    was accepted, as after her answer; her device is told the table's new version and that
    her ask agreed to another's request (``joined``)."""
    tables = TableService()
    a, b = rooms_of(shared, request)
    table, _, ana, offer = a_takeback_asked(tables, a)
    undone, fresh, joined = tables.offer(b, table.id, table.version, ana, "undo", None)
    assert joined and fresh is None
    assert undone.version == table.version + 1 and undone.cursor < table.cursor
    assert tables.get(table.id) == undone
    for rooms in (a, b):
        Told(rooms).until(lambda r=rooms: r.live(table.id, undone)["last_answer"], "accepted")
        told = rooms.live(table.id, undone)
        assert told["offer"] is None and told["last_answer"][1]["id"] == offer["id"]
        assert told["last_answer"][2] is None  # accepted, and carried out
        frame = json.loads(scene_of(1, undone, dict(told)).last_answer[1])
        assert frame == {"type": "offer_accepted", "offer": told["last_answer"][1]}


class OverQuota(Exception):
    """The asker's device is over its quota of new tables (the web layer's 429)."""


def over_quota() -> None:
    raise OverQuota


@pytest.mark.parametrize("shared", [False, True], ids=["one process's rooms", "redis rooms"])
def test_a_device_over_its_quota_may_agree_to_a_new_match_by_asking_not_ask_for_one(
    shared, request
):
    """QA with four phones: Ana's phone, over its quota of tables, tapped New match while the
    host's request for one waited, and was refused for its quota where Accept would have
    worked. Her ask (through the other process) is her yes, never refused for it; asking for
    a new match with none waiting starts a request, and that is refused, asking nobody."""
    tables = TableService()
    a, b = rooms_of(shared, request)
    table, host, ana = a_friends_table(tables)
    with pytest.raises(OverQuota):
        tables.offer(b, table.id, table.version, ana, "new_match", None, over_quota)
    assert a.live(table.id, table)["offer"] is None and b.live(table.id, table)["offer"] is None
    tables.offer(a, table.id, table.version, host, "new_match", None)
    Told(b).until(lambda: b.live(table.id, table)["offer"], "the host's request, on b")
    left, fresh, joined = tables.offer(b, table.id, table.version, ana, "new_match", None,
                                       over_quota)  # fmt: skip
    assert joined and fresh is not None and left.seating.moved_to == fresh
    assert tables.get(fresh).seating.moved_to is None


def test_two_processes_asked_for_the_same_at_once_and_both_are_agreed(two, monkeypatch):
    """Seat 1 (through a) and seat 3 (through b) ask to undo in the same moment: b reads no
    request, and a's is written before b's write; b's transaction, run again on a's request,
    is its yes, and the request, agreed, leaves the room."""
    a, b = two
    table = a_table()
    one, three = Proof(False, frozenset({1})), Proof(False, frozenset({3}))
    real, first = redis_rooms.asked, []
    race = [lambda: first.append(a.ask(table, one, "undo", 1))]  # once: a's ask comes here too

    def a_asks_first(current, *args):
        if race:  # b's first reading: a's request is written before b's write
            race.pop()()
        return real(current, *args)

    monkeypatch.setattr(redis_rooms, "asked", a_asks_first)
    agreed = b.ask(table, three, "undo", 3)
    assert first[0].by == 1 and first[0].waiting == {3}
    assert agreed == replace(first[0], accepted=frozenset({3})) and agreed.agreed
    for rooms in (a, b):
        offered(rooms, table, None)


DYING = """
import sys, redis
from dobleseis.session import Proof
from dobleseis.session.cluster.redis_rooms import RedisRooms
rooms = RedisRooms(redis.Redis.from_url(sys.argv[1], decode_responses=True), "dying", sys.argv[1],
                   ttl=300)
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


@contextlib.contextmanager
def away(server, how: str):
    """Redis ``stopped``, or ``frozen`` (SIGSTOP: alive, its sockets open, answering nothing)
    until the block ends."""
    if how == "stopped":
        server.stop()
        yield
        return
    os.kill(server.proc.pid, signal.SIGSTOP)
    try:
        yield
    finally:
        os.kill(server.proc.pid, signal.SIGCONT)


@pytest.mark.parametrize("how", ["stopped", "frozen"])
def test_without_redis_a_process_knows_its_own_devices_and_refuses_requests(two, redis_server,
                                                                           how):  # fmt: skip
    """Once a process's subscription lost Redis, what it reads of a room is its own devices,
    without asking Redis (a frozen one would make each read wait to fail); a request is
    refused."""
    a, b = two
    table = a_table()
    told = Told(a)
    a.join(table.id, Proof(False, frozenset({1})))
    a.live(table.id, table)  # a keeps a copy of the table's room from here on
    b.join(table.id, Proof(False, frozenset({3})))
    told.until(lambda: a.live(table.id, table)["connected"] == {1, 3}, "b's device")
    with away(redis_server, how):
        deadline = time.monotonic() + LIMIT
        while a.live(table.id, table)["connected"] != {1}:  # once a's subscription knows it lost
            assert time.monotonic() < deadline, "a copy is trusted after Redis went away"
            time.sleep(0.02)  # Redis's loss is seen by a thread in its own time
        asked = len(a.client.sent)
        assert a.live(table.id, table)["connected"] == {1} and len(a.client.sent) == asked
        with pytest.raises(Unavailable) as refused:
            a.ask(table, Proof(False, frozenset({1})), "undo", 1)
        assert refused.value.code == "rooms_unavailable"


@pytest.mark.parametrize("shared", [False, True], ids=["one process's rooms", "redis rooms"])
def test_a_takeback_agreed_while_another_process_stores_a_move_is_told_lapsed(
    shared, pg_url, request
):
    """Two server processes on one PostgreSQL: the last yes to an undo is taken through the
    near one while the far one stores a move of the asker (at the same version) between that
    yes and the undo, which is then stale. No device may be told "accepted" (the client would
    say "Undone." with nothing undone): every device is told the request lapsed, the answer's
    device the table's version, and the table is the move's."""
    stores = [PostgresStore(pg_url), PostgresStore(pg_url)]
    request.addfinalizer(lambda: [store.close() for store in stores])
    near, far = (TableService(store, quick_decider()) for store in stores)
    rooms = request.getfixturevalue("two") if shared else [Rooms()]
    table, host, ana, offer = a_takeback_asked(near, rooms[0])
    if shared:
        Told(rooms[1]).until(lambda: rooms[1].live(table.id, table)["offer"], "the request")
    yes = rooms[0].answer

    def yes_then_a_move_elsewhere(*args, **kwargs):
        agreed = yes(*args, **kwargs)
        seat = table.state.to_act
        far.act(table.id, table.version, host, seat, table.state.legal()[0])
        return agreed

    rooms[0].answer = yes_then_a_move_elsewhere
    answered = []
    with contextlib.suppress(Stale):  # the yes is taken: its device is told the table's version
        answered += near.answer(rooms[0], table.id, ana, offer["id"], True)
    moved = far.get(table.id)
    assert moved.version == table.version + 1 and moved.cursor > table.cursor  # not undone
    for process in rooms:
        if process is not rooms[0]:  # told through Redis
            Told(process).until(lambda p=process: p.live(table.id, moved)["last_answer"], "lapsed")
        told = process.live(table.id, moved)
        assert told["offer"] is None and told["last_answer"][1]["id"] == offer["id"]
        assert told["last_answer"][2] == LAPSED
        frame = json.loads(scene_of(1, moved, dict(told)).last_answer[1])  # what devices are told
        assert frame == {"type": "offer_lapsed", "offer": told["last_answer"][1]}
    assert [answered[0].version, answered[1]] == [moved.version, None]


def test_a_takeback_agreed_as_redis_goes_away_is_carried_out_and_its_answer_not_refused(
    two, redis_server
):
    """Redis stops between the last yes and the telling of it: the undo is carried out and
    stored, and the device whose yes carried it out is answered with the table undone, not
    refused (Redis away) for something done. The others learn of it from the stored table."""
    tables = TableService()
    rooms = two[0]
    table, _, ana, offer = a_takeback_asked(tables, rooms)
    yes = rooms.answer

    def yes_then_redis_away(*args, **kwargs):
        agreed = yes(*args, **kwargs)
        redis_server.stop()
        return agreed

    rooms.answer = yes_then_redis_away
    undone, _ = tables.answer(rooms, table.id, ana, offer["id"], True)
    assert undone.version == table.version + 1 and undone.cursor < table.cursor
    assert tables.get(table.id) == undone
