"""Matches kept in a durable store (SQLite and PostgreSQL, each test on both: ``open_store``): a
reload or a new server on the same database gives the same match at the same point (undo/redo
history included); the list, delete and import endpoints."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from dobleseis.core.deal import deal_from_seed, deal_text
from dobleseis.core.match import MAX_DEALS
from dobleseis.core.record import MAX_BYTES
from dobleseis.core.rng import Rng
from dobleseis.session import TableService
from dobleseis.web.app import create_app

from .helpers import SECRETS, C, H, create, holding, post, quick_decider, step

QUICK = quick_decider()  # no floor: these tests do not time answers


def server(open_store, device: TestClient | None = None) -> TestClient:
    """A new app on the test's database: what a restarted server is. ``device``: the client of
    the server before, whose secrets the same device still holds."""
    client = holding(TestClient(create_app(TableService(open_store(), QUICK))))
    if device is not None:
        client.headers[SECRETS] = device.headers[SECRETS]
    return client


def finish(client, view: dict) -> dict:
    """Computer moves until the match is over (all seats are computers)."""
    while not view["over"]:
        view = post(client, view["id"], "computer", {"version": view["version"]})["view"]
    return view


def test_a_new_server_on_the_same_database_resumes_with_undo_and_redo(open_store):
    rng = Rng(4)
    with server(open_store) as a:
        v = create(a, "haiti", seats=(H, C, H, C), seed=11)["view"]
        for _ in range(40):
            v = step(a, v, rng)
        v = post(a, v["id"], "undo", {"version": v["version"]})
        once = v
        v = post(a, v["id"], "undo", {"version": v["version"]})
        before = {s: a.get(f"/api/matches/{v['id']}?seat={s}").json() for s in (1, 3)}
        log = a.get(f"/api/matches/{v['id']}/log").json()
        assert before[1]["can_redo"] and once["can_redo"]
    with server(open_store, device=a) as b:
        for s in (1, 3):
            assert b.get(f"/api/matches/{v['id']}?seat={s}").json() == before[s]
        assert b.get(f"/api/matches/{v['id']}/log").json() == log
        # the redo history survived: redo comes back to the point of the first undo
        redone = post(b, v["id"], "redo", {"version": v["version"], "viewer": once["viewer"]})
        assert {**redone, "version": once["version"]} == once


def test_every_accepted_command_is_on_disk_before_the_answer(open_store):
    store, disk = open_store(), open_store()
    rng = Rng(8)
    with holding(TestClient(create_app(TableService(store, QUICK)))) as client:
        v = create(client, "chiva", seed=3)["view"]
        for _ in range(30):
            v = step(client, v, rng)
            saved = disk.saved(v["id"])  # a second connection: what is on disk
            assert saved["version"] == v["version"]
            assert saved == store.get(v["id"]).saved()


def test_the_list_tells_unfinished_from_finished(open_store):
    with server(open_store) as client:
        assert client.get("/api/matches").json() == {"matches": []}
        going = create(client, "chiva", seats=(H, C, H, C), seed=2)["view"]
        done = finish(client, create(client, "haiti", seats=(C, C, C, C), seed=5)["view"])
        rows = {m["id"]: m for m in client.get("/api/matches").json()["matches"]}
    assert set(rows) == {going["id"], done["id"]}
    g, d = rows[going["id"]], rows[done["id"]]
    assert set(g) == {
        "id", "variant", "title", "seats", "level", "score", "hand_number", "over", "winner",
        "imported", "version", "created", "updated", "you", "record", "next", "public", "names",
        "stand_in", "started",
    }  # fmt: skip
    assert g["record"] is True  # a chosen seed: its record downloads at any time
    assert g["public"] is False and d["public"] is False
    assert g["names"] == [None] * 4  # the players gave no names
    assert g["stand_in"] == [False] * 4  # no person's seat played by the computer for them
    assert g["started"] is True and d["started"] is True  # no one to wait for at either
    assert g["you"] == {"host": True, "seats": [1, 3]}
    assert (g["variant"], g["over"], g["winner"], g["score"], g["hand_number"]) == (
        "chiva", False, None, [0, 0], 1,
    )  # fmt: skip
    assert g["seats"] == [H, C, H, C] and g["updated"].endswith("Z")
    assert d["over"] and d["winner"] == done["winner"] and d["score"] == done["score"]
    assert d["version"] == done["version"] and d["hand_number"] == done["hand_number"]


def test_delete_forgets_a_match(open_store):
    deletes_a_match(TableService(open_store(), QUICK))


def test_delete_forgets_a_match_in_memory():
    deletes_a_match(TableService(None, QUICK))


def deletes_a_match(tables: TableService) -> None:
    with holding(TestClient(create_app(tables))) as client:
        id = create(client, seed=1)["id"]
        r = client.delete(f"/api/matches/{id}")
        assert r.status_code == 204 and r.content == b""
        assert client.get(f"/api/matches/{id}").status_code == 404
        assert client.delete(f"/api/matches/{id}").status_code == 404
        assert client.get("/api/matches").json() == {"matches": []}


# -- import: continue a record file from its end ---------------------------------------------
def test_an_imported_record_continues_from_its_end(client):
    rng = Rng(2)
    v = create(client, "haiti", seats=(H, C, C, C), seed=9)["view"]
    for _ in range(25):
        v = step(client, v, rng)
    record = client.get(f"/api/matches/{v['id']}/record").json()
    r = client.post(
        "/api/matches/import", json={"record": record, "seats": [H, C, H, C], "level": "basic"}
    )
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["view"]["viewer"] is None  # two humans: nobody holds the device yet
    w = client.get(f"/api/matches/{out['id']}?seat=1").json()
    assert out["id"] != v["id"] and w["version"] == 0 and w["viewer"] == 1
    assert w["seats"] == [H, C, H, C] and w["level"] == "basic" and w["seed"] == 9
    same = client.get(f"/api/matches/{v['id']}?seat=1").json()
    for key in ("hand", "line", "moves", "score", "to_act", "phase", "hand_number", "counts"):
        assert w[key] == same[key]
    assert client.get(f"/api/matches/{out['id']}/record").json() == record
    w = step(client, w, rng)  # and it plays on from there
    assert w["version"] == 1


@pytest.mark.parametrize(
    ("record", "status", "says"),
    [
        ({"format": "dobleseis/1", "variant": "chiva", "seed": 1,
          "actions": [{"seat": 2, "play": "6-6"}, {"seat": 4, "play": "6-5"}]},
         422, "action 2: it is seat 3's turn"),
        ({"format": "dobleseis/1", "variant": "chiva", "seed": 1, "actions": [{"seat": 1}]},
         422, "action 1: an action has exactly one of"),
        ({"format": "dobleseis/2", "variant": "chiva", "seed": 1}, 422, '"format" must be'),
        ({"format": "dobleseis/1", "variant": "chiva"}, 422, 'needs a "seed" or "deals"'),
        ({"format": "dobleseis/1", "variant": "chiva", "seed": 2**128}, 400, "a seed is a whole"),
        ([1, 2], 422, "a record is a JSON object"),
        ("dobleseis", 422, "a record is a JSON object"),
    ],
)  # fmt: skip
def test_a_bad_record_is_refused_with_the_reason(client, record, status, says):
    r = client.post("/api/matches/import", json={"record": record})
    assert r.status_code == status and says in r.json()["error"], r.text
    assert client.get("/api/matches").json() == {"matches": []}


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ({}, 'send the record file as "record"'),
        ({"record": {}, "seed": 3}, "unexpected field 'seed'"),
        ({"record": {"format": "dobleseis/1", "variant": "chiva", "seed": 1}, "seats": [H]},
         "seats is a list of four"),
        ({"record": {"format": "dobleseis/1", "variant": "chiva", "seed": 1}, "level": "godlike"},
         "unknown level 'godlike'"),
    ],
)  # fmt: skip
def test_a_malformed_import_is_a_400(client, body, says):
    r = client.post("/api/matches/import", json=body)
    assert r.status_code == 400 and says in r.json()["error"], r.text


def test_an_import_may_be_larger_than_a_command_but_not_without_limit(client):
    actions = [{"seat": 2, "play": "6-6"}]  # seed 1: seat 2 holds 6-6
    pad = {"format": "dobleseis/1", "variant": "chiva", "seed": 1, "actions": actions}
    text = json.dumps({"record": pad})
    big = text[:-2] + " " * (MAX_BYTES // 2) + text[-2:]  # whitespace: still valid JSON
    headers = {"content-type": "application/json"}
    r = client.post("/api/matches/import", content=big, headers=headers)
    assert r.status_code == 201, r.text
    huge = text[:-2] + " " * MAX_BYTES + text[-2:]
    r = client.post("/api/matches/import", content=huge, headers=headers)
    assert r.status_code == 413 and "larger than" in r.json()["error"]


def test_a_record_listing_more_deals_than_a_match_plays_is_refused(client):
    """A record written on every move stays small: 8,000 listed deals made each later move of
    the match cost ~180 ms. A match lists at most MAX_DEALS (more than any match plays)."""
    deals = [deal_text(deal_from_seed(1, i)) for i in range(MAX_DEALS + 1)]
    record = {"format": "dobleseis/1", "variant": "chiva", "deals": deals}
    r = client.post("/api/matches/import", json={"record": record})
    assert r.status_code == 422, r.text
    assert r.json()["fields"]["reason"] == {
        "code": "record_too_many_deals",
        "fields": {"count": MAX_DEALS + 1, "limit": MAX_DEALS},
    }
    r = client.post("/api/matches", json={"variant": "chiva", "deals": deals})
    assert r.status_code == 400 and r.json()["code"] == "too_many_deals", r.text
    assert client.get("/api/matches").json() == {"matches": []}
    # as many as a match may list are fine
    r = client.post("/api/matches/import", json={"record": {**record, "deals": deals[:-1]}})
    assert r.status_code == 201, r.text
