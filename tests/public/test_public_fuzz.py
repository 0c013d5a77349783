"""Every JSON type in every field of every endpoint of public play, and every live lobby hello:
a 4xx with a code the server has words for, never a 500, and nothing made."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from dobleseis.core.errors import ENGLISH
from dobleseis.session import ManualClock, TableService
from dobleseis.session.public import PublicService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider
from .helpers import player

VALUES = [None, True, False, 0, -1, 2**70, 1.5, "", "x", "🐢" * 40, [], [1], {}, {"a": 1}]
ENDPOINTS = {
    "/api/profiles": ["name", "avatar"],
    "/api/profiles/me": ["name", "avatar"],
    "/api/profiles/me/link": [],
    "/api/profiles/me/mute": ["profile", "muted"],
    "/api/profiles/take": ["token"],
    "/api/public/quick": ["variant", "level", "language", "partner", "pair"],
    "/api/public/tables/{id}": ["public", "language"],
    "/api/public/tables/{id}/start": [],
    "/api/public/tables/{id}/take": ["seat"],
    "/api/public/tables/{id}/react": ["seat", "phrase"],
    "/api/public/tables/{id}/leave": ["seat"],
}


@pytest.fixture
def client():
    tables = TableService(decider=quick_decider())
    public = PublicService(tables, clock=ManualClock())
    with TestClient(create_app(tables, limits=MACHINE, public=public)) as c:
        yield c


def test_every_type_in_every_field_is_a_4xx_or_an_answer(client):
    ana = player(client)
    id = ana.quick()["id"]
    base = {"/api/profiles": {"name": "Ana", "avatar": "🐢"},
            "/api/public/quick": {"variant": "haiti"},
            "/api/public/tables/{id}/react": {"seat": 1, "phrase": "wow"}}  # fmt: skip
    for path, fields in ENDPOINTS.items():
        url = path.replace("{id}", id)
        for field in fields or ["extra"]:
            for value in VALUES:
                body = {**base.get(path, {}), field: value}
                r = ana.post(url, body)
                assert r.status_code < 500, (url, body, r.text)
                if r.status_code >= 400:
                    assert r.json()["code"] in ENGLISH, r.text
        for raw in ("", "[]", "nope", '{"a": NaN}'):
            r = client.post(url, content=raw, headers={"content-type": "application/json"})
            assert 400 <= r.status_code < 500 and r.json()["code"] in ENGLISH
    for query in ("?variant=1", "?variant=", "?x=1", "?variant=%00"):
        assert client.get(f"/api/public/lobby{query}").status_code in (200, 400)
        assert client.get(f"/api/public/leaderboard{query}").status_code in (200, 400)


@pytest.mark.parametrize("value", VALUES[1:])  # null: every game
def test_every_type_in_a_lobby_hello_is_an_error_frame(client, value):
    with client.websocket_connect("/api/public/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "variant": value}))
        frame = ws.receive_json()
        assert frame["type"] == "error" and frame["code"] == "message_field"


@pytest.mark.parametrize("value", [v for v in VALUES if v is not None and not isinstance(v, str)])
def test_a_code_or_id_that_is_not_text_is_a_400_quoting_it_as_sent(client, value):
    """A partner code or a profile id of another JSON type is not an unknown one (404): it is
    a malformed request, and the answer quotes it as it was sent, not as Python writes it."""
    ana = player(client)
    for url, body, key in (("/api/public/quick", {"pair": value}, "pair"),
                           ("/api/profiles/me/mute", {"profile": value, "muted": True},
                            "profile")):  # fmt: skip
        r = ana.post(url, body)
        assert r.status_code == 400 and r.json()["code"] == "not_text", r.text
        assert r.json()["fields"] == {"key": key, "value": value}
