"""A match stored under the earlier reading of docs/RULES.md §3.3 (after a domino the seat that went
out always chose who opens next) is never lost nor silently changed: it stays listed, downloads
as it was, replays up to the action the rules now refuse, and opening it says what changed.

The stored record and its row: ``old_reading.py``.
"""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from dobleseis.core.record import RecordError, loads
from dobleseis.session import TableService
from dobleseis.web.app import create_app

from .old_reading import OLD, REFUSED, store_old_row


@pytest.fixture
def db(open_store):
    """The test's database, in each durable store (SQLite and PostgreSQL)."""
    return open_store


def server(db) -> TestClient:
    """The server, asked from the computer it runs on: a match saved before tables had secrets
    belongs to that computer (docs/api.md, "Saved tables and older databases")."""
    return TestClient(create_app(TableService(db())), client=("127.0.0.1", 50000))


def outdated(r) -> dict:
    assert r.status_code == 422, r.text
    body = r.json()
    assert body["code"] == "saved_match_outdated"
    assert body["fields"]["action"] == REFUSED
    assert body["fields"]["reason"] == {
        "code": "representative_changed",
        "fields": {"seat": 4, "hand": 5, "representative": 2},
    }
    assert body["error"].startswith(
        "this match was saved under earlier rules and cannot go on from its action 123: seat 4 "
        "went out and chose who opens hand 5, but the rules now give that choice to seat 2"
    )
    return body


def test_the_old_record_is_refused_at_the_choice_the_rules_give_to_the_partner_now():
    with pytest.raises(RecordError) as e:
        loads(json.dumps(OLD)).replay()
    assert e.value.code == "record_action" and e.value.fields["action"] == REFUSED
    assert e.value.fields["reason"].code == "representative_changed"


def test_a_finished_old_match_stays_listed_downloads_as_it_was_and_replays_to_the_choice(db):
    summary = store_old_row(db, "old1", cursor=len(OLD["actions"]), secret=False, over=True)
    with server(db) as client:
        listed = client.get("/api/matches").json()["matches"]
        assert [{k: m[k] for k in summary} for m in listed] == [summary]
        r = client.get("/api/matches/old1/record")
        assert r.status_code == 200 and r.json() == OLD
        assert 'filename="dobleseis-haiti-old1.json"' in r.headers["content-disposition"]
        for path in ("", "?seat=1", "/hint?seat=1"):
            outdated(client.get(f"/api/matches/old1{path}"))
        entries = client.get("/api/matches/old1/log").json()["entries"]  # up to the choice
        assert entries[-1]["kind"] == "accept" and entries[-1]["hand"] == 5
        assert sum(e["kind"] == "result" for e in entries) == 4
        outdated(client.post("/api/matches/old1/undo", json={"version": len(OLD["actions"])}))
        first = client.get("/api/matches/old1/replay?step=0").json()
        assert (first["steps"], first["hand_number"]) == (REFUSED - 1, 1)
        last = client.get(f"/api/matches/old1/replay?step={REFUSED - 1}").json()
        assert (last["phase"], last["to_act"], last["hand_number"]) == ("choose", 2, 5)
        assert last["action"] == OLD["actions"][REFUSED - 2]
        assert last["last_result"]["number"] == 4
        r = client.get(f"/api/matches/old1/replay?step={REFUSED}")
        assert r.status_code == 422 and r.json()["code"] == "no_such_step"
    saved = db().saved("old1")  # nothing was rewritten
    assert saved["record"] == OLD and saved["cursor"] == len(OLD["actions"])


def test_an_old_match_in_progress_with_a_drawn_seed_is_ended_there_and_can_be_deleted(db):
    cursor = 130  # past the refused choice: hand 5 being played
    store_old_row(db, "old2", cursor=cursor, secret=True, over=False)
    with server(db) as client:
        assert [m["id"] for m in client.get("/api/matches").json()["matches"]] == ["old2"]
        outdated(client.get("/api/matches/old2?seat=1"))
        outdated(client.post("/api/matches/old2/computer", json={"version": cursor}))
        r = client.get("/api/matches/old2/record")  # it can never go on: nothing is secret
        assert r.status_code == 200 and r.json() == {**OLD, "actions": OLD["actions"][:cursor]}
        step = client.get("/api/matches/old2/replay?step=5").json()
        assert step["seed"] == 36 and step["steps"] == REFUSED - 1
        assert client.delete("/api/matches/old2").status_code == 204
        assert client.get("/api/matches/old2").status_code == 404
        assert client.get("/api/matches").json()["matches"] == []


def test_importing_the_old_record_file_says_what_changed(client):
    r = client.post("/api/matches/import", json={"record": OLD})
    assert r.status_code == 422
    body = r.json()
    assert body["code"] == "record_unreadable"
    inner = body["fields"]["reason"]
    assert inner["code"] == "record_action" and inner["fields"]["action"] == REFUSED
    assert inner["fields"]["reason"]["code"] == "representative_changed"
