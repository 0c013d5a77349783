"""Quick reactions (docs/api.md, "Quick reactions"): a phrase from the fixed list reaches every
device of the table, within a seat's rate; a muted player's reactions do not reach the muter's
devices; a phrase outside the list, a seat not held or a private table are refused."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from dobleseis.session.public import PublicService
from dobleseis.session.public.reactions import PHRASES
from dobleseis.web.app import create_app
from dobleseis.web.limits import Limits

from ..api.helpers import MACHINE, refusal
from ..api.test_api_privacy import tiles_of
from .helpers import SECRETS, player


@pytest.fixture
def client(tables, clock):
    public = PublicService(tables, clock=clock)
    with TestClient(create_app(tables, clock=clock, limits=MACHINE, public=public)) as c:
        yield c


def connected(client, id, p):
    ws = client.websocket_connect(f"/api/matches/{id}/live")
    socket = ws.__enter__()
    socket.send_text(json.dumps({"type": "hello", "secrets": p.seats}))
    assert socket.receive_json()["type"] == "welcome"
    while socket.receive_json()["type"] != "table":
        pass
    return ws, socket


def next_of(socket, kind: str) -> dict:
    while True:
        frame = socket.receive_json()
        if frame["type"] == kind:
            return frame


def test_a_reaction_reaches_every_device_but_a_muter_s(client):
    ana, ben, cleo = (player(client, n) for n in ("Ana", "Ben", "Cleo"))
    id = ana.quick()["id"]
    ben.quick()
    cleo.quick()
    r = cleo.post("/api/profiles/me/mute", {"profile": ana.profile["id"], "muted": True})
    assert r.status_code == 200
    sockets = [connected(client, id, p) for p in (ana, ben, cleo)]
    try:
        r = ana.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": "good_luck"})
        assert r.status_code == 204
        frame = {"type": "reaction", "seat": 1, "phrase": "good_luck", "profile": ana.profile["id"]}
        assert next_of(sockets[0][1], "reaction") == frame
        assert next_of(sockets[1][1], "reaction") == frame
        # Cleo muted Ana: Ben's reaction (live) reaches Cleo, Ana's never did
        sockets[1][1].send_text(json.dumps({"type": "react", "ref": 4, "seat": 2,
                                            "phrase": "nice_play"}))  # fmt: skip
        assert next_of(sockets[1][1], "ack")["ref"] == 4
        heard = next_of(sockets[2][1], "reaction")
        assert (heard["seat"], heard["phrase"]) == (2, "nice_play")
        assert not tiles_of(heard)
    finally:
        for ws, _ in sockets:
            ws.__exit__(None, None, None)


def test_reactions_are_limited_per_seat(client, clock):
    ana = player(client)
    id = ana.quick()["id"]
    for _ in range(3):
        assert (
            ana.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": "wow"}).status_code
            == 204
        )
    r = ana.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": "wow"})
    assert r.status_code == 429 and r.json()["code"] == "too_many_reactions"
    refusal(r.json())
    clock.advance(2)
    assert (
        ana.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": "wow"}).status_code == 204
    )


@pytest.mark.parametrize("phrase", ["gg", "6-6", "", None, 5, ["wow"], "WOW"])
def test_a_phrase_outside_the_list_is_a_400(client, phrase):
    ana = player(client)
    id = ana.quick()["id"]
    r = ana.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": phrase})
    assert r.status_code == 400 and r.json()["code"] == "no_such_phrase"


def test_only_a_seat_s_own_device_reacts_and_only_at_public_tables(client):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick()["id"]
    r = ben.post(f"/api/public/tables/{id}/react", {"seat": 1, "phrase": "wow"})
    assert r.status_code == 403 and r.json()["code"] == "not_your_seat"
    r = ana.post(f"/api/public/tables/{id}/react", {"seat": 9, "phrase": "wow"})
    assert r.status_code == 400 and r.json()["code"] == "not_a_seat"
    made = client.post("/api/matches", json={"variant": "chiva", "level": "random"}).json()
    headers = {SECRETS: made["secrets"]["seats"]["1"]}
    r = client.post(f"/api/matches/{made['id']}/react", json={"seat": 1, "phrase": "wow"},
                    headers=headers)  # fmt: skip
    assert r.status_code == 404
    r = client.post(f"/api/public/tables/{made['id']}/react", json={"seat": 1, "phrase": "wow"},
                    headers=headers)  # fmt: skip
    assert r.status_code == 422 and r.json()["code"] == "not_public"


def test_no_phrase_names_a_tile_or_a_number():
    assert not [p for p in PHRASES if any(c.isdigit() for c in p)]
    assert len(set(PHRASES)) == len(PHRASES)


def test_reactions_from_one_address_are_limited_per_minute(tables, clock):
    public = PublicService(tables, clock=clock)
    app = create_app(tables, clock=clock, limits=Limits(reactions=4), public=public)
    with TestClient(app) as client:
        ana, ben = player(client, "Ana"), player(client, "Ben")
        id = ana.quick()["id"]
        ben.quick()
        for p, seat in ((ana, 1), (ana, 1), (ben, 2), (ben, 2)):
            r = p.post(f"/api/public/tables/{id}/react", {"seat": seat, "phrase": "hello"})
            assert r.status_code == 204
        r = ben.post(f"/api/public/tables/{id}/react", {"seat": 2, "phrase": "hello"})
        assert r.status_code == 429 and r.json()["code"] == "too_many_reactions"
        clock.advance(60)
        r = ben.post(f"/api/public/tables/{id}/react", {"seat": 2, "phrase": "hello"})
        assert r.status_code == 204
