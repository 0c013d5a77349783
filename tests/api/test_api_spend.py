"""What one request may make the server spend is bounded by what its asker holds or by its
address's share: a listing reads the tables its device holds, not every table of the server.
On a manual clock: no sleeps."""

from __future__ import annotations

import json
from contextlib import ExitStack
from dataclasses import replace

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from dobleseis import ai
from dobleseis.core import new_match, view
from dobleseis.core.record import record_of
from dobleseis.session import ManualClock, SqliteStore, TableService
from dobleseis.web.app import create_app

from .helpers import MACHINE, C, create, holding, quick_decider, refusal

STRANGER, FAMILY = ("198.51.100.7", 1), ("203.0.113.9", 1)


def too_many(r, code: str) -> dict:
    """The fields of a 429 with ``code`` and a ``retry_after``."""
    assert r.status_code == 429, r.text
    refusal(r.json())
    assert r.json()["code"] == code and r.json()["fields"]["retry_after"] >= 1
    return r.json()["fields"]


def test_a_listing_reads_the_tables_its_device_holds_and_not_every_table(tmp_path):
    """A stranger's listing and statistics read its own table's summary: with none held they
    read nothing, however many tables the server keeps (every table was read each time)."""
    tables = TableService(SqliteStore(tmp_path / "m.sqlite3"), decider=quick_decider())
    app = create_app(tables, clock=ManualClock(), limits=MACHINE)
    read: list[int] = []
    summaries = tables.store.summaries

    def counted(*args):
        rows = summaries(*args)
        read.append(len(rows))
        return rows

    tables.store.summaries = counted
    with TestClient(app, client=FAMILY) as family, TestClient(app, client=STRANGER) as stranger:
        for _ in range(5):
            create(holding(family))
        assert stranger.get("/api/matches").json() == {"matches": []}
        assert stranger.get("/api/stats").json()["stats"] == []
        assert read == []  # nothing held: nothing read
        mine = create(holding(stranger))["id"]
        assert [m["id"] for m in stranger.get("/api/matches").json()["matches"]] == [mine]
        assert stranger.get("/api/stats").status_code == 200
        assert read == [1, 1]
        assert len(family.get("/api/matches").json()["matches"]) == 5


def long_record() -> dict:
    """The record of a finished match of Chiva of 51 hands and 1,306 actions, as long as a
    match gets: each read of it whole folds every action again (tens of milliseconds)."""
    state, actions = new_match("chiva", 6), []
    while not state.over:
        action = ai.decide(view(state, state.to_act), "random", len(actions) + 600_000)
        state = state.apply(action)
        actions.append(action)
    return record_of(state, actions)


def spend_reading(client: TestClient, id: str) -> int:
    """Read the match's log until the address's share of reading is spent: the seconds it is
    told to wait. Every log of the long match costs a millisecond at least, so a share of ten
    is spent within eleven."""
    for _ in range(11):
        r = client.get(f"/api/matches/{id}/log")
        if r.status_code != 200:
            return too_many(r, "too_many_reads")["retry_after"]
    raise AssertionError("the reads were never refused")


def test_reading_matches_whole_is_held_to_a_share_of_the_servers_time_per_address():
    """A log, record, replay, review, accuracy, statistics or import reads a match whole (a
    view, a TABLE or a live connection's first scene may rebuild it from its record), and an
    address's share of the server's time for them (1 ms a second, bursts of 10 ms here) once
    spent refuses each of them, over HTTP and live, until it is paid back; the others are
    served meanwhile, and so are the address's other requests."""
    clock = ManualClock()
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=clock, limits=replace(MACHINE, reading=1))
    record = long_record()
    with TestClient(app, client=STRANGER) as stranger, TestClient(app, client=FAMILY) as family:
        made = family.post("/api/matches/import", json={"record": record, "seats": [C] * 4})
        assert made.status_code == 201, made.text
        id, other = made.json()["id"], create(family)["id"]
        clock.advance(3600)  # the family's import paid back
        with ExitStack() as held:
            ws = held.enter_context(stranger.websocket_connect(f"/api/matches/{id}/live"))
            ws.send_text(json.dumps({"type": "hello", "secrets": []}))
            assert ws.receive_json()["type"] == "welcome"
            wait = spend_reading(stranger, id)
            ws.send_text(json.dumps({"type": "review", "ref": 3, "hand": 51}))
            while (frame := ws.receive_json())["type"] != "error":
                pass
            assert (frame["ref"], frame["code"]) == (3, "too_many_reads")
            late = held.enter_context(stranger.websocket_connect(f"/api/matches/{other}/live"))
            assert late.receive_json()["code"] == "too_many_reads"
            with pytest.raises(WebSocketDisconnect) as closed:
                late.receive_json()
            assert closed.value.code == 1013
        for path in ("log", "record", "replay?step=1306", "accuracy", "hands/51/review", "table"):
            too_many(stranger.get(f"/api/matches/{id}/{path}"), "too_many_reads")
        for path in (f"/api/matches/{id}", "/api/stats", "/api/public/leaderboard?variant=chiva"):
            too_many(stranger.get(path), "too_many_reads")
        again = stranger.post("/api/matches/import", json={"record": record, "seats": [C] * 4})
        too_many(again, "too_many_reads")
        assert stranger.get("/api/public").status_code == 200
        assert family.get(f"/api/matches/{id}/log").status_code == 200
        clock.advance(wait)
        assert stranger.get(f"/api/matches/{id}/log").status_code == 200
        assert not tables.reviews._running  # nothing was begun while refused


def test_an_address_begins_its_share_of_reviews_a_day_and_a_kept_or_running_one_is_free():
    """Each review begun is kept for good: an address begins at most its share of them a day
    (two here), over HTTP and live; asking for one begun or kept costs none of it, and another
    address begins its own meanwhile."""
    clock = ManualClock()
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=clock, limits=replace(MACHINE, reviews_per_day=2))
    with TestClient(app, client=STRANGER) as stranger, TestClient(app, client=FAMILY) as family:
        made = stranger.post("/api/matches/import", json={"record": long_record(),
                                                          "seats": [C] * 4})  # fmt: skip
        id = made.json()["id"]
        review = f"/api/matches/{id}/hands/{{}}/review"
        assert [stranger.get(review.format(n)).status_code for n in (1, 2, 1)] == [200] * 3
        fields = too_many(stranger.get(review.format(3)), "too_many_reviews_today")
        assert fields["limit"] == 2
        with stranger.websocket_connect(f"/api/matches/{id}/live") as ws:
            ws.send_text(json.dumps({"type": "hello", "secrets": []}))
            assert ws.receive_json()["type"] == "welcome"
            ws.send_text(json.dumps({"type": "review", "ref": 4, "hand": 3}))
            while (frame := ws.receive_json())["type"] != "error":
                pass
            assert (frame["ref"], frame["code"]) == (4, "too_many_reviews_today")
        stranger.portal.call(tables.reviews.settled)  # (each client has an event loop)
        assert stranger.get(review.format(2)).json()["state"] == "done"
        too_many(stranger.get(review.format(4)), "too_many_reviews_today")
        assert family.get(review.format(3)).json()["state"] == "running"
        family.portal.call(tables.reviews.settled)
        clock.advance(fields["retry_after"])
        assert stranger.get(review.format(4)).json()["state"] == "running"
        stranger.portal.call(tables.reviews.settled)


def lobby(client: TestClient, held: ExitStack):
    """A live lobby connection (closed with ``held``) and its first frame: a lobby, or why it
    is refused."""
    ws = held.enter_context(client.websocket_connect("/api/public/live"))
    ws.send_text(json.dumps({"type": "hello", "variant": None}))
    return ws, ws.receive_json()


def test_the_lobbys_connections_hear_of_changes_through_one_listener_and_count_as_watchers():
    """A table's change costs the thread that made it one call for all of this process's lobby
    connections, not one each; and a lobby connection holds no seat, so it counts among its
    address's watchers: one beyond is refused (1013), another address's is not."""
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=ManualClock(), limits=replace(MACHINE, spectators_per_address=3))
    with TestClient(app, client=STRANGER) as stranger, TestClient(app, client=FAMILY) as family:
        before = tables.hub.listening(None)
        with ExitStack() as held:
            frames = [lobby(stranger, held)[1]["type"] for _ in range(3)]
            assert frames == ["lobby"] * 3
            assert tables.hub.listening(None) == before + 1
            ws, refused = lobby(stranger, held)
            assert refused["code"] == "too_many_watching" and refused["fields"]["limit"] == 3
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 1013
            assert lobby(family, held)[1]["type"] == "lobby"


def pinged(ws) -> str:
    """What a ping on ``ws`` is answered: ``pong``, or the code of an error."""
    ws.send_text(json.dumps({"type": "ping", "ref": 1}))
    while (frame := ws.receive_json())["type"] not in ("pong", "error"):
        pass
    return frame["type"] if frame["type"] == "pong" else frame["code"]


def test_the_messages_of_an_addresss_live_connections_count_as_its_requests():
    """The door counts a live connection's handshake as a request, not its messages: all the
    messages of one address's live connections are held to as many as its requests (here 1 a
    second, bursts of 5), however many connections it opens; another address's are not."""
    clock = ManualClock()
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=clock, limits=replace(MACHINE, requests=1))
    with TestClient(app, client=STRANGER) as stranger, TestClient(app, client=FAMILY) as family:
        id = create(family)["id"]
        with ExitStack() as held:
            watch = []
            for client in (stranger, stranger, family):
                ws = held.enter_context(client.websocket_connect(f"/api/matches/{id}/live"))
                ws.send_text(json.dumps({"type": "hello", "secrets": []}))
                watch.append(ws)
            first, second, theirs = watch
            assert [pinged(ws) for ws in (first, first, first, second, second)] == ["pong"] * 5
            assert pinged(second) == pinged(first) == "too_many_messages"
            assert pinged(theirs) == "pong"
            clock.advance(1)
            assert pinged(second) == "pong"


def test_this_computers_own_reads_are_held_to_no_share():
    """The player at the server's own computer (``./play``) reads without a share: a long
    match's log again and again, its statistics each time the start screen is shown, are that
    player's own server's time, where an address from elsewhere is refused (a share of 1 ms a
    second here)."""
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=ManualClock(), limits=replace(MACHINE, reading=1))
    with TestClient(app, client=("127.0.0.1", 50000)) as here:
        made = here.post("/api/matches/import", json={"record": long_record(), "seats": [C] * 4})
        id = made.json()["id"]
        for _ in range(12):
            assert here.get(f"/api/matches/{id}/log").status_code == 200
        with here.websocket_connect(f"/api/matches/{id}/live") as ws:
            ws.send_text(json.dumps({"type": "hello", "secrets": []}))
            assert ws.receive_json()["type"] == "welcome"
    with TestClient(app, client=STRANGER) as stranger:
        assert spend_reading(stranger, id) >= 1
