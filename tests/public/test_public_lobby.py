"""Public tables and the lobby (docs/api.md, "Public tables and the lobby"): a host lists a
table; the lobby lists the public tables still to be played, waiting ones first, live on a
WebSocket; one tap takes a free seat (taken meanwhile: 409); nothing in a lobby frame is
hidden information or a secret."""

from __future__ import annotations

import json

import pytest
from starlette.websockets import WebSocketDisconnect

from ..api.helpers import refusal
from ..api.test_api_privacy import tiles_of
from .helpers import SECRETS, player


def hosted(client, seats=("here", "invited", "invited", "computer")) -> tuple[str, dict]:
    body = {"variant": "haiti", "seats": list(seats), "level": "basic",
            "names": ["Host", None, None, None]}  # fmt: skip
    r = client.post("/api/matches", json=body)
    created = r.json()
    host = " ".join([created["secrets"]["host"], *created["secrets"]["seats"].values()])
    return created["id"], {SECRETS: host}


def test_a_host_lists_a_table_and_a_stranger_takes_a_seat_from_the_lobby(client, tables):
    id, host = hosted(client)
    assert client.get("/api/public/lobby").json()["tables"] == []
    r = client.post(f"/api/public/tables/{id}", json={"public": True, "language": "fr"},
                    headers=host)  # fmt: skip
    assert r.status_code == 200 and r.json()["public"]["kind"] == "host"
    lobby = client.get("/api/public/lobby?variant=haiti").json()
    [entry] = lobby["tables"]
    assert entry["id"] == id and entry["free"] == [2, 3] and entry["language"] == "fr"
    assert entry["level"] == "basic" and entry["started"] is False
    assert client.get("/api/public/lobby?variant=chiva").json()["tables"] == []
    ana = player(client, "Ana", "teal")
    seated = ana.post(f"/api/public/tables/{id}/take", {"seat": 3}).json()
    assert seated["seat"] == 3 and seated["view"]["viewer"] == 3
    assert seated["table"]["seats"][2]["name"] == "Ana"
    assert seated["table"]["seats"][2]["avatar"] == "teal"
    ben = player(client, "Ben")
    r = ben.post(f"/api/public/tables/{id}/take", {"seat": 3})
    assert r.status_code == 409 and r.json()["code"] == "seat_taken"
    refusal(r.json())
    assert tables.get(id).seating.chair(3).name == "Ana"
    [entry] = client.get("/api/public/lobby").json()["tables"]
    assert entry["free"] == [2]


def test_only_the_host_lists_a_table_and_a_private_one_is_not_taken(client, tables):
    id, host = hosted(client)
    ana = player(client)
    r = ana.post(f"/api/public/tables/{id}", {"public": True})
    assert r.status_code == 403 and r.json()["code"] == "not_host"
    r = ana.post(f"/api/public/tables/{id}/take", {"seat": 2})
    assert r.status_code == 422 and r.json()["code"] == "not_public"
    bad = [({"public": "yes"}, "not_a_bool"), ({"public": True, "language": "xx"},
           "no_such_language"), ({"public": True, "x": 1}, "unexpected_field")]  # fmt: skip
    for body, code in bad:
        r = client.post(f"/api/public/tables/{id}", json=body, headers=host)
        assert r.status_code == 400 and r.json()["code"] == code
    for body in ({"seat": 5}, {"seat": "2"}, {}):
        r = ana.post(f"/api/public/tables/{id}/take", body)
        assert r.status_code == 400 and r.json()["code"] == "not_a_seat"
    r = ana.post("/api/public/tables/nope/take", {"seat": 2})
    assert r.status_code == 404 and r.json()["code"] == "no_such_match"
    assert tables.get(id).seating.public_play is None


def test_a_table_made_private_again_leaves_the_lobby(client):
    id, host = hosted(client)
    client.post(f"/api/public/tables/{id}", json={"public": True}, headers=host)
    assert len(client.get("/api/public/lobby").json()["tables"]) == 1
    client.post(f"/api/public/tables/{id}", json={"public": False}, headers=host)
    assert client.get("/api/public/lobby").json()["tables"] == []


def test_waiting_tables_come_first_and_matches_in_progress_stay_to_watch(client, public):
    players = [player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan", "Eve")]
    playing = [p.quick()["id"] for p in players[:4]][0]
    waiting = players[4].quick()["id"]
    lobby = client.get("/api/public/lobby").json()
    assert [t["id"] for t in lobby["tables"]] == [waiting, playing]
    assert [t["started"] for t in lobby["tables"]] == [False, True]
    assert lobby["now"] == 0 and lobby["tables"][0]["deadline"] == 30_000
    assert not tiles_of(lobby)
    text = json.dumps(lobby)
    assert not [p for p in players if p.secret in text or any(s in text for s in p.seats)]


def test_bad_lobby_queries_are_400(client):
    r = client.get("/api/public/lobby?variant=poker")
    assert r.status_code == 400 and r.json()["code"] == "no_such_variant"
    r = client.get("/api/public/lobby?game=chiva")
    assert r.status_code == 400 and r.json()["code"] == "unexpected_parameter"


def test_the_live_lobby_is_pushed_on_every_change(client):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    with client.websocket_connect("/api/public/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "variant": "chiva"}))
        assert ws.receive_json() == {"type": "lobby", "lobby": {"now": 0, "tables": []}}
        id = ana.quick()["id"]
        frame = ws.receive_json()
        assert [t["id"] for t in frame["lobby"]["tables"]] == [id]
        ben.quick()
        frame = ws.receive_json()
        assert [s["name"] for s in frame["lobby"]["tables"][0]["seats"]][:2] == ["Ana", "Ben"]
        text = json.dumps(frame)
        assert not tiles_of(frame) and not [s for s in (*ana.seats, *ben.seats) if s in text]
        assert ana.secret not in text and ben.secret not in text


@pytest.mark.parametrize(
    "hello",
    [
        '{"type": "hello", "variant": "poker"}',
        '{"type": "act"}',
        "nope",
        "[]",
        '{"type": "hello", "secrets": []}',
    ],  # fmt: skip
)
def test_a_bad_hello_of_the_live_lobby_is_refused(client, hello):
    with client.websocket_connect("/api/public/live") as ws:
        ws.send_text(hello)
        frame = ws.receive_json()
        assert frame["type"] == "error" and frame["code"] == "message_field"


@pytest.mark.parametrize(
    "spoken",
    ['{"type": "act"}', "nope", b"\x00\x01", '{"type": "ping", "x": 1}', '{"type": "ping"}'],
)
def test_the_live_lobby_only_speaks_and_closes_on_a_device_that_talks_back(client, spoken):
    """After its hello a lobby connection is sent lobbies and reads nothing but a ping now and
    then (answered pong): anything else a device sends then, or a second ping at once, closes
    it (1008), so that a flood of messages costs the server one."""
    with client.websocket_connect("/api/public/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "variant": None}))
        assert ws.receive_json()["type"] == "lobby"
        ws.send_text('{"type": "ping"}')
        assert ws.receive_json() == {"type": "pong"}
        if isinstance(spoken, bytes):
            ws.send_bytes(spoken)
        else:
            ws.send_text(spoken)
        for name in ("Ana", "Ben", "Cy"):  # a change the lobby would push, while it is open
            player(client, name).quick()
            try:
                assert ws.receive_json()["type"] == "lobby"  # sent before it read the message
            except WebSocketDisconnect as closed:
                assert closed.code == 1008
                return
        raise AssertionError("the lobby kept the connection open")
