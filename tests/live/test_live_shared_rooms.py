"""Two server processes' apps on one store and a real redis-server (each with its Redis hub,
rooms and reviews' news, as ``serve --redis`` joins them): a device on process B is pushed the
presence, the panel and the takeback request of a device on process A, and A's device B's
refusal, while B reads none of them from Redis (its client counts what it sends: the rooms'
copy is loaded once and kept from A's events); a hand's review kept on either is told to the
devices of both, once, and one kept while Redis is away once Redis is back."""

from __future__ import annotations

import queue

import pytest
import redis

from dobleseis.session import TableService
from dobleseis.session.cluster.redis_hub import RedisHub, store_version
from dobleseis.session.cluster.redis_rooms import RedisRooms
from dobleseis.session.hub import LocalHub
from dobleseis.session.keys import key_of
from dobleseis.session.service import Device as Keys
from dobleseis.session.stores.memory import MemoryStore

from ..api.helpers import quick_decider
from ..session.counted import Counted
from .helpers import Device, Server
from .test_live_table import claim, open_table

LIMIT = 30.0
"""Seconds to wait for Redis to confirm a subscription (a safety limit, not a pace)."""


def connected(table: dict, seat: int) -> bool:
    return next(s for s in table["seats"] if s["seat"] == seat)["connected"]


def patterns(client: redis.Redis) -> int:
    """How many patterns Redis's clients listen to, in all."""
    return sum(int(c.get("psub", 0)) for c in client.client_list())


@pytest.fixture
def processes(redis_server):
    """Two servers on one store (as two processes on one PostgreSQL), joined through Redis."""
    yield from two_servers(redis_server.url)


def two_servers(url: str, healths=(None, None)):
    """Two servers on one store joined through Redis ``url``, each with the ``Health`` given
    (None: each part its own), as ``serve --redis`` joins them; closed after."""
    store, made = MemoryStore(), []
    for name, health in zip(("a", "b"), healths, strict=True):
        hub = RedisHub(url, LocalHub(), store_version(store), health)
        client = Counted.from_url(url, decode_responses=True, socket_timeout=5)
        rooms = RedisRooms(client, name, url, health=health)
        assert hub.wait_listening(LIMIT) and rooms.wait_listening(LIMIT)
        made.append((Server(TableService(store, quick_decider(), hub), rooms), hub, rooms))
    with redis.Redis.from_url(url) as asking:
        before = patterns(asking)
        for (server, _, _), health in zip(made, healths, strict=True):
            server.tables.reviews.join(url, health)
        for _ in range(3000):  # until Redis has both subscriptions (asking it, never pausing)
            if patterns(asking) >= before + 2:
                break
        else:
            raise AssertionError("the reviews never listened")
    try:
        yield [server for server, _, _ in made]
    finally:
        for server, hub, rooms in made:
            server.tables.reviews.close()
            rooms.close()
            hub.close()


def host_on_a_ana_on_b(a: Server, b: Server) -> tuple[Device, Device, str]:
    """A friends' table made on A, started with Ana at seat 2 and two computers; the host's
    device connected to A, Ana's phone to B. Its id last."""
    host, out = open_table(a, seats=("here", "invited", "computer", "computer"))
    id = out["id"]
    ana, _ = claim(a, out["invitation"]["code"], 2, "Ana")
    host.post(f"/api/matches/{id}/host", {"do": "start", "fill": True})
    ana = Device(b, ana.secrets)
    host.connect(id)
    ana.connect(id)
    return host, ana, id


def test_a_device_on_b_sees_what_a_device_on_a_does_without_b_reading_the_rooms(processes):
    a, b = processes
    host, ana, id = host_on_a_ana_on_b(a, b)
    host.until(lambda f: f["type"] == "table" and connected(f["table"], 2))  # B's device, on A
    assert connected(ana.table, 1)  # A's device, on B (read with the room when Ana came)
    sent = b.app.state.rooms.client.sent
    loads = b.app.state.rooms.client.scripts(b.app.state.rooms._load)
    table = play_until(a, id, host, ana, 2)  # a move can be taken back, Ana to act
    host.send({"type": "panel", "ref": 1, "panel": "rules", "open": True})
    ana.until(lambda f: f["type"] == "table" and [p["seat"] for p in f["table"]["paused_by"]]
              == [1])  # fmt: skip
    host.send({"type": "panel", "ref": 2, "panel": "rules", "open": False})
    ana.until(lambda f: f["type"] == "table" and f["table"]["paused_by"] == [])
    host.send({"type": "offer", "ref": 3, "version": table.version, "kind": "undo"})
    offer = ana.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    assert (offer["kind"], offer["by"], offer["waiting"]) == ("undo", 1, [2])
    assert b.app.state.rooms.client.scripts(b.app.state.rooms._load) == loads  # no read
    assert not [c for c in sent if c[0] in ("GET", "HGETALL", "MGET")]  # of room, request, nudge
    ana.send({"type": "answer", "ref": 4, "offer": offer["id"], "accept": False})
    refused = host.until(lambda f: f["type"] == "offer_refused")
    assert refused["by"] == 2 and refused["offer"]["id"] == offer["id"]
    if host.table["offer"] is not None:  # A showed the host its request: it is withdrawn
        host.until(lambda f: f["type"] == "table" and f["table"]["offer"] is None)
    # (A may hear the request and its refusal before it builds a scene: its TABLE is then the
    # same as before the request, and only the refusal is new)
    host.close()
    ana.until(lambda f: f["type"] == "table" and not connected(f["table"], 1))  # gone, on B
    assert b.app.state.rooms.client.scripts(b.app.state.rooms._load) == loads
    ana.close()


def test_a_spectator_s_panel_on_a_sends_no_table_to_a_player_on_b(processes):
    """A spectator connected to A opens and closes the log: it pauses nobody, so Ana's device,
    on B, is sent nothing of it; the host's Rules, on A, reach her as before."""
    a, b = processes
    host, ana, id = host_on_a_ana_on_b(a, b)
    host.until(lambda f: f["type"] == "table" and connected(f["table"], 2))
    watcher = a.device()
    watcher.connect(id)
    for open in (True, False, True):
        watcher.send({"type": "panel", "panel": "log", "open": open})
    watcher.send({"type": "ping", "ref": 1})
    watcher.until(lambda f: f["type"] == "pong")  # its panels are told
    host.send({"type": "panel", "panel": "rules", "open": True})
    told = ana.until(lambda f: f["type"] == "table")  # the first TABLE since: the host's Rules
    assert [(p["seat"], p["panel"]) for p in told["table"]["paused_by"]] == [(1, "rules")]


def test_a_takeback_agreed_on_b_while_a_stores_a_move_is_told_lapsed_everywhere(
    processes, monkeypatch
):
    """Ana's yes, the last, reaches B; the host's move reaches A just after it, and is stored
    before B takes the move back. Nothing is undone: no device is told "accepted" (its client
    would say "Undone."), both are told the request lapsed, and Ana's answer is acknowledged
    with the table's version."""
    a, b = processes
    host, ana, id = host_on_a_ana_on_b(a, b)
    table = play_until(a, id, host, ana, 1)  # a move can be taken back, the host to act
    host.send({"type": "offer", "ref": 1, "version": table.version, "kind": "undo"})
    offer = ana.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    yes, keys = b.app.state.rooms.answer, frozenset(key_of(s) for s in host.secrets)

    def yes_then_a_move_on_a(*args):
        agreed = yes(*args)
        a.tables.act(id, table.version, Keys(keys), 1, table.state.legal()[0])
        return agreed

    monkeypatch.setattr(b.app.state.rooms, "answer", yes_then_a_move_on_a)
    ana.send({"type": "answer", "ref": 2, "offer": offer["id"], "accept": True})
    said = {k: v for k, v in offer.items() if k != "about"}  # once answered: what it was only
    for device in (host, ana):
        told = device.until(lambda f: f["type"] in ("offer_lapsed", "offer_accepted"))
        assert told == {"type": "offer_lapsed", "offer": {**said, "waiting": [], "accepted": [2]}}
    answered = [f for f in ana.frames if f.get("ref") == 2] or [ana.until(lambda f: "ref" in f)]
    assert answered == [{"type": "ack", "ref": 2, "version": table.version + 1}]
    after = a.tables.get(id)
    assert after.version == table.version + 1 and after.cursor > table.cursor  # not undone


def play_until(a, id: str, host: Device, ana: Device, seat: int):
    """Play (the computers on A) until a move can be taken back and ``seat`` is to act."""
    table = a.tables.get(id)
    while not (table.can_undo and table.state.to_act == seat):
        s = table.state.to_act
        if s in (1, 2):
            device = host if s == 1 else ana
            device.send({"type": "act", "ref": 9, "version": table.version, "seat": s,
                         "action": device.views[s]["legal"][0]})  # fmt: skip
            assert device.until(lambda f: f["type"] in ("ack", "error"))["type"] == "ack"
        else:
            assert a.computers() == 1
        table = a.tables.get(id)
        for d in (host, ana):  # (A's pacer heard the change before A's devices were told)
            d.until_table(table.version)
    return table


def test_a_hand_reviewed_on_either_process_is_told_to_the_devices_of_both_once(processes):
    """Hand 1 reviewed on A, hand 2 on B: a spectator's device connected to each hears
    ``reviewed`` for both hands, once each, the hand's number alone; A hears its own review
    once (not again through Redis: B's news, published after it, comes after any echo), and a
    review asked again once kept is no news."""
    a, b = processes
    host, out = open_table(a, seats=("computer",) * 4)
    id = out["id"]
    while len((table := a.tables.get(id)).state.results) < 2:
        r = host.post(f"/api/matches/{id}/computer", {"version": table.version})
        assert r.status_code == 200, r.text
    near, far = a.device(), b.device()
    near.connect(id)
    far.connect(id)
    told_a, told_b = queue.Queue(), queue.Queue()  # after the devices': told them first
    a.tables.reviews.subscribe(id, told_a.put)
    b.tables.reviews.subscribe(id, told_b.put)

    def review(device: Device, server: Server, hand: int) -> str:
        state = device.get(f"/api/matches/{id}/hands/{hand}/review").json()["state"]
        device.http.portal.call(server.tables.reviews.settled)  # on the loop that asked
        return state

    assert review(near, a, 1) == "running"
    assert told_b.get(timeout=LIMIT) == 1  # from A, through Redis
    assert review(far, b, 2) == "running"
    assert [told_a.get(timeout=LIMIT) for _ in range(2)] == [1, 2]
    assert told_a.empty()
    for device in (near, far):
        assert heard(device) == [{"type": "reviewed", "hand": 1}, {"type": "reviewed", "hand": 2}]
    assert review(far, b, 1) == "done"
    assert heard(far) == [] and heard(near) == []


def test_a_hand_reviewed_while_redis_is_away_is_told_to_the_other_process_once_it_is_back(
    redis_server,
):
    """Redis stopped: a hand reviewed on A is told at once to A's device only (B cannot be
    told). Once Redis is back, B's device is told too, once (whether B listened again before
    A published it or after: then B reads it where Redis keeps it); A's is not told again."""
    from dobleseis.session.cluster.client import Health

    servers = two_servers(redis_server.url, (Health(), Health()))
    a, b = next(servers)
    try:
        host, out = open_table(a, seats=("computer",) * 4)
        id = out["id"]
        while not (table := a.tables.get(id)).state.results:
            r = host.post(f"/api/matches/{id}/computer", {"version": table.version})
            assert r.status_code == 200, r.text
        near, far = a.device(), b.device()
        near.connect(id)
        far.connect(id)
        redis_server.stop()
        assert near.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "running"
        near.http.portal.call(a.tables.reviews.settled)
        assert near.until(lambda f: f["type"] == "reviewed") == {"type": "reviewed", "hand": 1}
        redis_server.start()
        assert far.until(lambda f: f["type"] == "reviewed") == {"type": "reviewed", "hand": 1}
        assert heard(far) == [] and heard(near) == []
    finally:
        servers.close()


def heard(device: Device) -> list[dict]:
    """The frames up to the answer to a ping (sent now) other than views and TABLEs."""
    device.send({"type": "ping", "ref": 1})
    out = []
    while (frame := device.receive())["type"] != "pong":
        if frame["type"] not in ("view", "table"):
            out.append(frame)
    return out
