"""What one address may make and hold (web/quotas.py), the spectators a table takes
(web/watching.py), and the hints a seat may ask: beyond, a 429 with ``retry_after`` (or a live
connection closed with 1013), nothing stored is deleted — and a family at home never meets them.
On a manual clock: no sleeps."""

from __future__ import annotations

import json
import time
from types import SimpleNamespace

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from dobleseis.session import ManualClock, SqliteStore, TableService
from dobleseis.web.app import create_app
from dobleseis.web.limits import Limits

from .helpers import SECRETS, C, H, holding, quick_decider, refusal

CHIVA = {"variant": "chiva", "seats": [H, C, H, C], "level": "random", "seed": 1}
ROBOTS = {"variant": "chiva", "seats": [C, C, C, C], "level": "random"}


def app_with(limits: Limits):
    clock = ManualClock()
    tables = TableService(decider=quick_decider())
    return create_app(tables, clock=clock, limits=limits), clock, tables


def too_many(r, code: str) -> dict:
    assert r.status_code == 429, r.text
    refusal(r.json())
    assert r.json()["code"] == code and r.json()["fields"]["retry_after"] >= 1
    return r.json()["fields"]


def test_creates_and_imports_per_minute_are_counted_per_address():
    app, clock, tables = app_with(Limits(creates=5))
    with holding(TestClient(app)) as client:
        made = [client.post("/api/matches", json=CHIVA) for _ in range(4)]
        assert all(r.status_code == 201 for r in made)
        record = tables.get(made[0].json()["id"]).record()
        assert client.post("/api/matches/import", json={"record": record}).status_code == 201
        fields = too_many(client.post("/api/matches", json=CHIVA), "too_many_creates")
        too_many(client.post("/api/matches/import", json={"record": record}), "too_many_creates")
        assert fields["retry_after"] <= 60
        assert len(tables.store.summaries()) == 5  # nothing more kept, nothing deleted
        other = TestClient(app, client=("198.51.100.7", 1))  # another address is not held up
        with other:
            assert other.post("/api/matches", json=CHIVA).status_code == 201
        clock.advance(60)
        assert client.post("/api/matches", json=CHIVA).status_code == 201


def test_a_flood_of_creates_is_refused_before_its_body_is_read():
    app, clock, tables = app_with(Limits(creates=1))
    with holding(TestClient(app)) as client:
        assert client.post("/api/matches", json=CHIVA).status_code == 201
        for path in ("/api/matches", "/api/matches/import"):  # not JSON at all: still the 429
            too_many(client.post(path, content=b"\xff" * 100), "too_many_creates")
        clock.advance(60)
        r = client.post("/api/matches", content=b"\xff" * 100)
        assert r.status_code == 415  # read, once the address may make a table again


def test_unfinished_tables_held_by_an_address_are_capped_and_freed_by_finishing_or_deleting():
    app, clock, tables = app_with(Limits(creates=1000, tables=3))
    with holding(TestClient(app)) as client:
        ids = [client.post("/api/matches", json=CHIVA).json()["id"] for _ in range(3)]
        too_many(client.post("/api/matches", json=CHIVA), "too_many_tables")
        assert client.delete(f"/api/matches/{ids[0]}").status_code == 204
        assert client.post("/api/matches", json=CHIVA).status_code == 201
        too_many(client.post("/api/matches", json=CHIVA), "too_many_tables")
        assert {s["id"] for s in tables.store.summaries()} >= set(ids[1:])


def test_a_family_at_home_never_meets_the_limits():
    """One address, four devices, a few tables each, hints asked as players ask them."""
    app, clock, tables = app_with(Limits())
    devices = [holding(TestClient(app)) for _ in range(4)]
    for d in devices:
        d.__enter__()
    try:
        for _ in range(3):
            for d in devices:
                r = d.post("/api/matches", json={**CHIVA, "seats": [H, H, H, H]})
                assert r.status_code == 201, r.text
                out = r.json()
                seat = out["view"]["to_act"]
                for _ in range(3):  # the same hint asked again: answered from the first
                    assert d.get(f"/api/matches/{out['id']}/hint?seat={seat}").status_code == 200
            clock.advance(20)
    finally:
        for d in devices:
            d.__exit__(None, None, None)


def test_hints_are_limited_per_seat_and_free_again_at_the_same_version():
    app, clock, tables = app_with(Limits(hints=0.5))
    with holding(TestClient(app)) as client:
        out = client.post("/api/matches", json={**CHIVA, "seats": [H, H, H, H]}).json()
        id, seat = out["id"], out["view"]["to_act"]
        calls = []
        think = tables.decider.hint

        async def counted(view, seed, table=""):
            calls.append(table)
            return await think(view, seed, table)

        tables.decider.hint = counted
        for _ in range(20):
            assert client.get(f"/api/matches/{id}/hint?seat={seat}").status_code == 200
        assert calls == [id]  # twenty asks at one version: one search
        answers = []
        for _ in range(10):
            tables._hints.clear()  # as if each ask were at a new version
            answers.append(client.get(f"/api/matches/{id}/hint?seat={seat}"))
        assert [a.status_code for a in answers].count(200) == 4  # the burst of 5, 1 spent
        too_many(answers[-1], "too_many_hints")
        tables._hints.clear()
        clock.advance(2)
        assert client.get(f"/api/matches/{id}/hint?seat={seat}").status_code == 200


def spectate(client: TestClient, id: str):
    ws = client.websocket_connect(f"/api/matches/{id}/live")
    ws.__enter__()
    ws.send_text(json.dumps({"type": "hello", "secrets": []}))
    return ws


def welcomed(client: TestClient, id: str, limit: float = 30.0):
    """A spectator's connection once one is welcomed: a connection's close reaches the app's
    event loop after ``close`` returns, so the seat it frees may still be counted for a moment
    (the refusals meanwhile count nothing). Fails after ``limit`` seconds."""
    deadline = time.monotonic() + limit
    while True:
        ws = spectate(client, id)
        frame = ws.receive_json()
        if frame["type"] == "welcome":
            return ws
        assert frame["code"] == "too_many_spectators" and time.monotonic() < deadline, frame
        ws.__exit__(None, None, None)


def test_spectators_are_capped_per_table_and_the_next_is_closed_with_1013():
    app, clock, tables = app_with(Limits(spectators=3, spectators_per_address=100))
    with holding(TestClient(app)) as client:
        id = client.post("/api/matches", json=CHIVA).json()["id"]
        stranger = TestClient(app)
        watching = [spectate(stranger, id) for _ in range(3)]
        for ws in watching:
            assert ws.receive_json()["type"] == "welcome"
        extra = spectate(stranger, id)
        error = extra.receive_json()
        assert error["type"] == "error" and error["code"] == "too_many_spectators"
        with pytest.raises(WebSocketDisconnect) as closed:
            extra.receive_json()
        assert closed.value.code == 1013
        extra.__exit__(None, None, None)
        watching[0].close()
        again = welcomed(stranger, id)  # a seat freed is taken again
        for ws in [*watching[1:], again]:
            ws.close()


def test_one_read_of_the_store_per_version_for_all_spectators():
    app, clock, tables = app_with(Limits())
    with holding(TestClient(app)) as client:
        out = client.post("/api/matches", json={**CHIVA, "seats": [H, H, H, H]}).json()
        stranger = TestClient(app)
        watching = [spectate(stranger, out["id"]) for _ in range(10)]
        for ws in watching:
            while ws.receive_json()["type"] != "table":
                pass
        reads = []
        get = tables.store.get
        tables.store.get = lambda id: reads.append(id) or get(id)
        seat = out["view"]["to_act"]
        mine = client.get(f"/api/matches/{out['id']}?seat={seat}").json()
        r = client.post(
            f"/api/matches/{out['id']}/act",
            json={"version": mine["version"], "seat": seat, "action": mine["legal"][0]},
        )
        assert r.status_code == 200
        reads.clear()
        for ws in watching:
            while True:
                frame = ws.receive_json()
                if frame["type"] == "view":
                    assert frame["view"]["version"] == mine["version"] + 1
                if frame["type"] == "table" and frame["table"]["version"] == mine["version"] + 1:
                    break
        assert len(reads) <= 2, reads  # one for the version, not one a spectator
        for ws in watching:
            ws.close()


def test_tables_of_four_computers_an_address_watches_are_capped():
    app, clock, tables = app_with(Limits(robots=1))
    with holding(TestClient(app)) as client:
        first = client.post("/api/matches", json=ROBOTS).json()["id"]
        second = client.post("/api/matches", json=ROBOTS).json()["id"]  # unwatched: it waits
        ws = spectate(client, first)
        assert ws.receive_json()["type"] == "welcome"
        too_many(client.post("/api/matches", json=ROBOTS), "too_many_computer_tables")
        other = spectate(client, second)
        assert other.receive_json()["code"] == "too_many_computer_tables"
        with pytest.raises(WebSocketDisconnect) as closed:
            other.receive_json()
        assert closed.value.code == 1013
        other.__exit__(None, None, None)
        ws.close()
        ws.__exit__(None, None, None)
        assert client.post("/api/matches", json=ROBOTS).status_code == 201


def test_a_host_handing_its_last_seat_to_the_computer_is_held_to_the_same_cap():
    """A table with a person at it, all of whose seats the host then hands to the computer, is
    a table of four computers like one made so: beyond the address's share of them watched,
    the last seat's handing is refused (429) and changes nothing; once one of its tables of
    four computers is no longer watched, it may."""
    app, clock, tables = app_with(Limits(robots=1))
    alone = {"variant": "chiva", "seats": ["here", C, C, C], "level": "random"}
    hand = {"do": "computer", "seat": 1, "on": True}
    with holding(TestClient(app)) as client:
        first = client.post("/api/matches", json=alone).json()["id"]
        second = client.post("/api/matches", json=alone).json()["id"]
        watchers = {id: spectate(client, id) for id in (first, second)}
        try:
            for ws in watchers.values():
                assert ws.receive_json()["type"] == "welcome"
            assert client.post(f"/api/matches/{first}/host", json=hand).status_code == 200
            before = tables.get(second).saved()
            refused = client.post(f"/api/matches/{second}/host", json=hand)
            too_many(refused, "too_many_computer_tables")
            assert tables.get(second).saved() == before
            too_many(client.post("/api/matches", json=ROBOTS), "too_many_computer_tables")
            watchers.pop(first).__exit__(None, None, None)
            deadline = time.monotonic() + 30  # a close reaches the app's loop after it returns
            while (r := client.post(f"/api/matches/{second}/host", json=hand)).status_code == 429:
                assert r.json()["code"] == "too_many_computer_tables", r.text
                assert time.monotonic() < deadline, r.text
            assert r.status_code == 200 and not tables.get(second).is_human(1)
        finally:
            for ws in watchers.values():
                ws.__exit__(None, None, None)


def offered(client: TestClient, id: str, version: int) -> dict:
    """The ack or error frame of a new match asked for at table ``id`` by the device."""
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "secrets": client.headers[SECRETS].split()}))
        assert ws.receive_json()["type"] == "welcome"
        ws.send_text(json.dumps({"type": "offer", "ref": 1, "version": version,
                                 "kind": "new_match"}))  # fmt: skip
        frame = ws.receive_json()
        while frame["type"] not in ("ack", "error"):
            frame = ws.receive_json()
    return frame


def test_a_new_match_at_a_table_counts_as_a_new_table_from_its_address():
    """A new match is a new stored match: asking for one is held to the address's tables per
    minute like creating one (an error frame, nothing changed), and once made it counts."""
    app, clock, tables = app_with(Limits(creates=2))
    alone = {"variant": "chiva", "seats": ["here", C, C, C], "level": "random", "pace": 0}
    with holding(TestClient(app)) as client:
        id = client.post("/api/matches", json=alone).json()["id"]
        frame = offered(client, id, tables.get(id).version)
        assert frame["type"] == "ack" and frame["next"], frame  # its second table this minute
        fresh = frame["next"]
        before = tables.get(fresh).saved()
        frame = offered(client, fresh, tables.get(fresh).version)
        assert frame["type"] == "error" and frame["code"] == "too_many_creates", frame
        assert tables.get(fresh).saved() == before
        too_many(client.post("/api/matches", json=alone), "too_many_creates")
        clock.advance(61)
        assert offered(client, fresh, tables.get(fresh).version)["type"] == "ack"


def connected(client: TestClient, id: str):
    """The device's live connection to table ``id``, its hello said and welcomed."""
    ws = client.websocket_connect(f"/api/matches/{id}/live")
    ws.__enter__()
    ws.send_text(json.dumps({"type": "hello", "secrets": client.headers[SECRETS].split()}))
    assert ws.receive_json()["type"] == "welcome"
    return ws


def asked(ws, version: int, ref: int) -> dict:
    """The ack or error frame of a new match asked for on the live connection ``ws``."""
    ws.send_text(json.dumps({"type": "offer", "ref": ref, "version": version,
                             "kind": "new_match"}))  # fmt: skip
    frame = ws.receive_json()
    while frame.get("ref") != ref:
        frame = ws.receive_json()
    return frame


def test_a_device_over_its_quota_agrees_to_a_new_match_by_asking_for_it():
    """QA with four phones: Bea's phone had made its tables of the minute; the host asked for a
    new match, and Bea tapped New match too, which is her yes (as Accept is), and was refused
    for her quota. Her yes is never refused for it: the new match is made (counted to her
    address, whose yes made it). Asking for one where none waits starts a request: refused."""
    app, clock, tables = app_with(Limits(creates=2))
    friends = {"variant": "chiva", "seats": [H, "invited", C, C], "level": "random", "pace": 0}
    with holding(TestClient(app)) as host, TestClient(app, client=("198.51.100.7", 1)) as bea:
        made = host.post("/api/matches", json=friends).json()
        for _ in range(2):  # Bea's own tables of this minute
            assert bea.post("/api/matches", json=CHIVA).status_code == 201
        too_many(bea.post("/api/matches", json=CHIVA), "too_many_creates")
        id, code = made["id"], made["invitation"]["code"]
        claimed = bea.post(f"/api/invitations/{code}/claim", json={"seat": 2, "name": "Bea"})
        bea.headers[SECRETS] = claimed.json()["secret"]
        host.post(f"/api/matches/{id}/host", json={"do": "start", "fill": True})
        version = tables.get(id).version
        hers, his = connected(bea, id), connected(host, id)
        try:
            refused = asked(hers, version, 1)
            assert refused["type"] == "error" and refused["code"] == "too_many_creates", refused
            assert asked(his, version, 2) == {"type": "ack", "ref": 2, "version": version}
            joined = asked(hers, version, 3)
            assert joined["type"] == "ack" and joined.get("joined"), joined
            assert tables.get(id).seating.moved_to == joined["next"]
        finally:
            for ws in (hers, his):
                ws.__exit__(None, None, None)


def test_an_address_has_a_share_of_tables_a_day_that_refills_over_the_day():
    """Within its tables a minute an address still makes no more than its share of the day:
    what one stranger can add to the disk is bounded however long it goes on."""
    app, clock, tables = app_with(Limits(creates=5, creates_per_day=8))
    with holding(TestClient(app)) as client:
        for minute in range(2):
            made = [client.post("/api/matches", json=CHIVA).status_code for _ in range(5)]
            assert made == [201] * 5 if minute == 0 else made == [201] * 3 + [429] * 2
            clock.advance(61)
        wait = too_many(client.post("/api/matches", json=CHIVA), "too_many_creates")
        assert 86_400 / 8 - 200 <= wait["retry_after"] <= 86_400 / 8  # one table's share
        clock.advance(wait["retry_after"])
        assert client.post("/api/matches", json=CHIVA).status_code == 201
        assert client.post("/api/matches", json=CHIVA).status_code == 429


def on_a_disk(tmp_path, monkeypatch):
    """A SQLite server that keeps 512 MiB free, on a disk whose free bytes are the test's to
    set (``free["bytes"]``, 10 GiB to begin): (free, store, tables, app)."""
    free = {"bytes": 10 << 30}
    monkeypatch.setattr(
        "dobleseis.web.app.shutil.disk_usage", lambda path: SimpleNamespace(free=free["bytes"])
    )
    store = SqliteStore(tmp_path / "m.sqlite3")
    tables = TableService(store, quick_decider())
    app = create_app(tables, clock=ManualClock(), limits=Limits(free_disk=512))
    return free, store, tables, app


def test_no_new_table_is_made_while_the_disk_is_nearly_full(tmp_path, monkeypatch):
    """Below the free disk it must keep, a SQLite server makes no new table or profile for
    anyone (507, nothing kept) and the matches under way go on; with room again, it makes
    them."""
    free, store, tables, app = on_a_disk(tmp_path, monkeypatch)
    with holding(TestClient(app)) as client:
        made = client.post("/api/matches", json={**CHIVA, "seats": [H, H, H, H]}).json()
        free["bytes"] = 511 << 20
        r = client.post("/api/matches", json=CHIVA)
        assert r.status_code == 507 and r.json()["code"] == "no_room" and refusal(r.json())
        r = client.post("/api/profiles", json={"name": "Ana", "avatar": "🐢"})  # kept for good too
        assert r.status_code == 507 and r.json()["code"] == "no_room"
        assert [m["id"] for m in client.get("/api/matches").json()["matches"]] == [made["id"]]
        view = made["view"]
        seat = view["to_act"]
        mine = client.get(f"/api/matches/{made['id']}?seat={seat}").json()
        body = {"version": mine["version"], "seat": seat, "action": mine["legal"][0]}
        assert client.post(f"/api/matches/{made['id']}/act", json=body).status_code == 200
        free["bytes"] = 512 << 20
        assert client.post("/api/matches", json=CHIVA).status_code == 201
        assert client.post("/api/profiles", json={"name": "Ana", "avatar": "🐢"}).status_code == 201
    store.close()


def test_the_host_s_log_says_once_that_the_disk_is_nearly_full_and_once_that_it_has_room(
    tmp_path, monkeypatch, caplog
):
    """The players are refused (507) at each new table; the host's log says it when it begins
    and when it ends, not at each refusal."""
    free, store, tables, app = on_a_disk(tmp_path, monkeypatch)
    with holding(TestClient(app)) as client:
        caplog.clear()
        free["bytes"] = 511 << 20
        for _ in range(3):
            assert client.post("/api/matches", json=CHIVA).status_code == 507
        free["bytes"] = 512 << 20
        for _ in range(2):
            assert client.post("/api/matches", json=CHIVA).status_code == 201
    store.close()
    said = [r.getMessage() for r in caplog.records if r.name == "dobleseis.web.quotas"]
    assert said == [
        "less than 512 MiB free beside the match database (--min-free-disk): no new table, "
        "profile or hand's review is made until there is room (507 no_room); the matches "
        "under way go on",
        "room again beside the match database: new tables are made again",
    ]


def test_the_addresses_of_tables_of_four_computers_are_forgotten_in_time():
    """An address's tables of four computers are kept for its cap, not for ever: an address
    with none unfinished is dropped when it is next looked at, and at most ``ADDRESSES``
    addresses are remembered, the least recent forgotten first."""
    from dobleseis.web import quotas as q

    unfinished: set[str] = set()
    quotas = q.Quotas(Limits(), ManualClock(), unfinished.__contains__, lambda id: True)
    for n in range(q.ADDRESSES + 50):
        quotas.made(f"10.1.{n // 256}.{n % 256}", f"t{n}", robots=True)
    assert len(quotas.robots) == q.ADDRESSES and "10.1.0.0" not in quotas.robots
    quotas.admit("10.1.0.60", robots=True)  # its table over: nothing of it is kept
    assert "10.1.0.60" not in quotas.robots


def test_no_new_review_is_begun_while_the_disk_is_nearly_full(tmp_path, monkeypatch):
    """A hand's review is kept for good as a table is: below the free disk none is begun (507),
    and a kept one is still read; with room again it is begun."""
    from .test_api_review import play_first_hand

    free, store, tables, app = on_a_disk(tmp_path, monkeypatch)
    with holding(TestClient(app)) as client:
        made = client.post("/api/matches", json={**CHIVA, "seats": [C, C, C, C]}).json()
        id = made["id"]
        play_first_hand(client, id, made["view"]["version"])
        free["bytes"] = 511 << 20
        r = client.get(f"/api/matches/{id}/hands/1/review")
        assert r.status_code == 507 and r.json()["code"] == "no_room"
        free["bytes"] = 512 << 20
        assert client.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "running"
        client.portal.call(tables.reviews.settled)
        free["bytes"] = 511 << 20
        assert client.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "done"
    store.close()
