"""What crosses Redis between a table's owner and the process that forwarded it a move: a
refusal comes back as the same refusal (its kind, code and fields), and a move the owner kept
before it could answer is recognised in the table; an owner reads its inbox again as soon as
Redis is back (``session.cluster.owner``; the forwarding itself, with a real owner killed, is
in tests/live/test_live_cluster.py)."""

from __future__ import annotations

import json

import pytest

from dobleseis.core import IllegalAction
from dobleseis.session import Forbidden, Stale
from dobleseis.session.cluster.owner import kept, refusal_json, refusal_of

from .helpers import make


@pytest.mark.parametrize("refusal", [
    Stale("stale", version=9, sent=8),
    Forbidden("not_your_seat", seat=2),
    IllegalAction("not_held", seat=2, tile="6-5"),
])  # fmt: skip
def test_a_refusal_comes_back_as_itself(refusal):
    back = refusal_of(json.loads(json.dumps(refusal_json(refusal))))
    assert type(back) is type(refusal) and back.json() == refusal.json()
    assert str(back) == str(refusal)


def test_a_kept_move_is_the_tables_last_action_at_the_version_after_it():
    table = make(seats=("human",) * 4)
    seat = table.state.to_act
    action = table.state.legal()[0]
    after = table.act(seat, action)
    assert kept(after, table.version, action)
    assert not kept(table, table.version, action)  # not made yet
    assert not kept(after, table.version - 1, action)  # made at another version
    other = [a for a in table.state.legal() if a != action]
    assert not other or not kept(after, table.version, other[0])


def test_the_owner_applies_a_move_that_reaches_it_without_asking_redis_who_owns(redis_server):
    """A move reaching the process that holds the table's lease is applied there at once (no
    round trip to Redis for the holder); one reaching another process is forwarded to it and
    answered there, once (both have devices of the table: the owner keeps it)."""
    import redis

    from dobleseis.core.record import action_from_json, action_to_json
    from dobleseis.session import Device, TableService
    from dobleseis.session.cluster.lease import Leases
    from dobleseis.session.cluster.owner import Owners
    from dobleseis.session.keys import key_of

    tables = TableService()
    opened = tables.open("chiva", seats=("here", "here", "here", "here"), seed=5)
    id = opened.table.id
    made = []

    def owner() -> tuple[Owners, list[str]]:
        client = redis.Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=5)
        leases, asked = Leases(client, 60_000), []
        holder_of = leases.holder_of
        leases.holder_of = lambda table_id: asked.append(table_id) or holder_of(table_id)

        def apply(id, version, keys, local, seat, action):
            return tables.act(id, version, Device(keys, local), seat, action)

        made.append(Owners(client, leases, apply, tables.get, lambda table_id: True))
        return made[-1], asked

    try:
        (a, asked_a), (b, asked_b) = owner(), owner()
        assert a.leases.hold(id)
        for forwarded, asked in ((a, asked_a), (b, asked_b), (a, asked_a)):
            table = tables.get(id)
            seat = table.state.to_act
            action = action_from_json(action_to_json(table.state.legal()[0]))
            keys = frozenset({key_of(opened.seats[seat])})
            before = len(asked)
            assert forwarded.act(id, table.version, keys, False, seat, action) == table.version + 1
            assert len(asked) - before == (0 if forwarded is a else 1)  # b asks who owns
            assert tables.get(id).version == table.version + 1  # applied once
    finally:
        for o in made:
            o.close()


def test_a_holder_without_a_device_of_the_table_hands_it_to_the_process_of_its_devices(
    redis_server,
):
    """The holder of a table's lease with no device of it connected applies a forwarded move,
    gives the lease up and says so; the process that forwarded it takes the lease and is told
    (its pacer looks for the computers' turn), and applies the next moves itself, asking Redis
    nothing. A holder with a device of its own keeps the table."""
    import redis

    from dobleseis.core.record import action_from_json, action_to_json
    from dobleseis.session import Device, TableService
    from dobleseis.session.cluster.lease import Leases
    from dobleseis.session.cluster.owner import Owners
    from dobleseis.session.keys import key_of

    tables = TableService()
    opened = tables.open("chiva", seats=("here", "here", "here", "here"), seed=5)
    id = opened.table.id
    made, pushed = [], []

    def owner(devices: bool) -> tuple[Owners, list[str]]:
        client = redis.Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=5)
        leases, taken = Leases(client, 60_000), []
        rpush, pipeline = client.rpush, client.pipeline
        client.rpush = lambda *a: pushed.append(a[0]) or rpush(*a)

        def recorded(*a, **k):  # a move is pushed into an inbox in a pipeline
            pipe = pipeline(*a, **k)
            push = pipe.rpush
            pipe.rpush = lambda *x: pushed.append(x[0]) or push(*x)
            return pipe

        client.pipeline = recorded

        def apply(id, version, keys, local, seat, action):
            return tables.act(id, version, Device(keys, local), seat, action)

        made.append(Owners(client, leases, apply, tables.get, lambda table_id: devices))
        made[-1].taken = taken.append
        return made[-1], taken

    def move(by: Owners) -> None:
        table = tables.get(id)
        seat = table.state.to_act
        action = action_from_json(action_to_json(table.state.legal()[0]))
        keys = frozenset({key_of(opened.seats[seat])})
        assert by.act(id, table.version, keys, False, seat, action) == table.version + 1
        assert tables.get(id).version == table.version + 1  # applied once

    try:
        (holder, _), (devices, taken) = owner(devices=False), owner(devices=True)
        assert holder.leases.hold(id)
        move(devices)  # forwarded: into the holder's inbox, and its answer back
        assert len(pushed) == 2
        assert taken == [id] and devices.leases.mine(id) and not holder.leases.mine(id)
        assert holder.leases.holder_of(id) == devices.leases.holder
        move(devices)
        move(devices)
        assert len(pushed) == 2  # applied where the devices are: nothing forwarded

        (keeper, _), (other, other_taken) = owner(devices=True), owner(devices=True)
        devices.leases.release(id)
        assert keeper.leases.hold(id)
        move(other)
        move(other)
        assert len(pushed) == 2 + 4 and other_taken == []  # forwarded each time: kept there
        assert keeper.leases.mine(id) and not other.leases.mine(id)
    finally:
        for o in made:
            o.close()


def test_a_move_sent_to_a_holder_that_is_gone_is_not_kept_for_good(redis_server):
    """A holder that died never empties its inbox: what was sent to it lapses with the inbox,
    a minute after the last move sent, instead of staying in Redis for good."""
    import redis

    from dobleseis.session.cluster.lease import Leases
    from dobleseis.session.cluster.owner import INBOX, INBOX_KEPT, Owners

    client = redis.Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=5)
    sender = Owners(client, Leases(client, 60_000), None, None, lambda table_id: True)
    sender.wait = 0.01  # the answer that never comes is not waited for
    try:
        assert sender._forwarded("gone", {"id": "t1", "version": 0}, False) is None
        assert client.llen(INBOX + "gone") == 1
        assert 0 < client.ttl(INBOX + "gone") <= INBOX_KEPT
    finally:
        sender.close()


def test_an_answer_is_waited_for_as_long_as_a_lease_though_a_command_is_not(
    redis_server, monkeypatch
):
    """Redis is given ``ANSWER_WITHIN`` to answer a command, but it holds the BLPOP that waits
    for a forwarded move's answer up to a lease: that wait is read on a client of its own, so
    an owner that does not answer is waited for a whole lease (then the move is sent again),
    not taken for Redis away."""
    from dobleseis.session.cluster import client as clients
    from dobleseis.session.cluster.lease import Leases
    from dobleseis.session.cluster.owner import Owners

    monkeypatch.setattr(clients, "ANSWER_WITHIN", 0.2)  # a short test: waits of 0.2 s and 1 s
    client = clients.connect(redis_server.url)
    sender = Owners(client, Leases(client, 1000), None, None, lambda table_id: True)
    try:
        assert sender.wait > clients.ANSWER_WITHIN
        assert sender._forwarded("gone", {"id": "t1", "version": 0}, False) is None
    finally:
        sender.close()
        client.close()


def test_the_inbox_is_read_again_as_soon_as_the_process_hears_redis_back(redis_server, monkeypatch):
    """While Redis is away every read of the owner's inbox fails at once, and the next is
    tried after a pause (``AWAY_RETRY``); once the process's listeners hear Redis again
    (``Health``), it is read at once, not at the end of the pause: a move forwarded to the
    owner just then is answered without waiting for it. (Here the pause would outlast the
    test: only Redis heard back can end it.)"""
    import threading

    import redis

    from dobleseis.core.record import action_to_json
    from dobleseis.session.cluster import owner
    from dobleseis.session.cluster.owner import ANSWER, INBOX
    from dobleseis.session.keys import key_of

    from .test_session_redis_client import LIMIT, serving, until

    monkeypatch.setattr(owner, "AWAY_RETRY", 3600.0)
    failed, waiting = threading.Event(), owner.waiting

    def counted(client, seconds):  # the owner's client for its inbox: each failure seen
        inbox = waiting(client, seconds)
        blpop = inbox.blpop

        def read(*args, **kwargs):
            try:
                return blpop(*args, **kwargs)
            except redis.RedisError:
                failed.set()
                raise

        inbox.blpop = read
        return inbox

    monkeypatch.setattr(owner, "waiting", counted)
    with serving(redis_server.url) as (cluster, tables, opened):
        redis_server.stop()
        assert failed.wait(LIMIT)  # the inbox read, and found Redis away
        until(lambda: not cluster.hub.wait_listening(0) and not cluster.rooms.wait_listening(0),
              "the listeners lost Redis")  # fmt: skip
        redis_server.start()
        table = tables.get(opened.table.id)
        seat = table.state.to_act
        move = {"id": table.id, "version": table.version, "keys": [key_of(opened.seats[seat])],
                "local": False, "seat": seat, "action": action_to_json(table.state.legal()[0]),
                "answer": ANSWER + "t", "retried": False}  # fmt: skip
        other = redis.Redis.from_url(redis_server.url, decode_responses=True,
                                     socket_timeout=2 * LIMIT)  # fmt: skip
        try:
            other.rpush(INBOX + cluster.leases.holder, json.dumps(move))  # from another process
            answer = other.blpop([ANSWER + "t"], timeout=LIMIT)
        finally:
            other.close()
        assert answer is not None, "the inbox was not read again when Redis was back"
        assert json.loads(answer[1])["version"] == table.version + 1
