"""A new match at a table is a new stored match: the finished one stays in the device's list,
its record still downloads (the same file as before the new match), it replays, and it is
counted in the statistics — on the store a server keeps its matches in by default, SQLite."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.core.rng import Rng
from dobleseis.session import SqliteStore, TableService
from dobleseis.web.app import create_app

from .helpers import MACHINE, SECRETS, create, holding, quick_decider, step


@pytest.fixture
def client(tmp_path):
    """One device of a server on a SQLite file (where each secret finds every match of its
    table, the one left and the new one)."""
    store = SqliteStore(tmp_path / "m.sqlite3")
    with TestClient(create_app(TableService(store, quick_decider()), limits=MACHINE)) as c:
        yield holding(c)
    store.close()


def finished(client) -> dict:
    """A Chiva match on this device against three computers, played to its end over HTTP."""
    out = create(client, seats=("here", "computer", "computer", "computer"), seed=11)
    view, rng = out["view"], Rng(3)
    while not view["over"]:
        view = step(client, view, rng, viewer=1)
    return out


def test_the_finished_matchs_record_still_downloads_after_a_new_match(client):
    out = finished(client)
    id = out["id"]
    before = client.get(f"/api/matches/{id}/record")
    assert before.status_code == 200
    stats = client.get("/api/stats").json()["stats"]
    assert [(r["matches"], r["hands"]) for r in stats] == [(1, stats[0]["hands"])]
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_json({"type": "hello", "secrets": client.headers[SECRETS].split()})
        assert ws.receive_json()["type"] == "welcome"
        version = client.get(f"/api/matches/{id}").json()["version"]
        ws.send_json({"type": "offer", "ref": 1, "version": version, "kind": "new_match"})
        ack = next(f for f in iter(ws.receive_json, None) if f["type"] in ("ack", "error"))
    assert ack["type"] == "ack", ack
    fresh = ack["next"]
    after = client.get(f"/api/matches/{id}/record")
    assert after.status_code == 200 and after.json() == before.json()
    assert after.headers["content-disposition"] == before.headers["content-disposition"]
    listed = {m["id"]: m for m in client.get("/api/matches").json()["matches"]}
    assert listed[id]["over"] and listed[id]["next"] == fresh
    assert not listed[fresh]["over"] and listed[fresh]["hand_number"] == 1
    assert client.get(f"/api/matches/{id}/replay?step=0").status_code == 200
    assert client.get("/api/stats").json()["stats"] == stats  # still counted, nothing new yet
    assert client.get(f"/api/matches/{fresh}/record").json()["code"] == "record_secret"
