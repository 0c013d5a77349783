"""JSON that Python reads but no answer can carry back: a number overflowing to infinity
(``1e999``), an integer longer than Python will write as text (4,300 digits), a lone UTF-16
surrogate in a string or a key. Anywhere in any body, each is a 400 with its code, and nothing
changes."""

from __future__ import annotations

import pytest

from .helpers import C, H, create, refusal

JSON = {"content-type": "application/json"}
HUGE = "9" * 5000
RECORD = '{"format": "dobleseis/1", "variant": "chiva", "seed": %s, "actions": %s}'


@pytest.fixture
def match(client) -> dict:
    return create(client, seats=(H, C, H, C), seed=6)["view"]


def refused(r, code: str) -> None:
    assert r.status_code == 400, r.text
    refusal(r.json())
    assert r.json()["code"] == code, r.text


CREATE = [
    ('{"variant": "chiva", "seed": 1e999}', "number_too_large"),
    ('{"variant": "chiva", "seed": -1e999}', "number_too_large"),
    ('{"variant": "chiva", "level": 1e999}', "number_too_large"),
    ('{"variant": "chiva", "seats": ["human", 1e999, "computer", "computer"]}',
     "number_too_large"),
    ('{"variant": "chiva", "seed": ' + HUGE + '}', "number_too_long"),
    ('{"variant": "chiva", "seed": -' + HUGE + '}', "number_too_long"),
    ('{"variant": "\\ud800"}', "lone_surrogate"),
    ('{"variant": "chiva", "level": "strong\\udfff"}', "lone_surrogate"),
    ('{"variant": "chiva", "\\ud800": 1}', "lone_surrogate"),
    ('{"variant": "chiva", "seats": ["\\udc00", "computer", "computer", "computer"]}',
     "lone_surrogate"),
    ('{"variant": "chiva", "variant": "haiti", "seed": 1}', "key_twice"),
    ('{"variant": "haiti", "names": [null, null, null, null], "seed": 1, "seed": 2}', "key_twice"),
]  # fmt: skip


@pytest.mark.parametrize("body, code", CREATE)
def test_a_create_with_what_json_cannot_carry_back_is_a_400(client, body, code):
    refused(client.post("/api/matches", content=body.encode(), headers=JSON), code)
    assert client.get("/api/matches").json()["matches"] == []


def test_a_surrogate_pair_is_a_character_and_fine(client):
    """ "\\ud83c\\udc63" is one character (a domino): only a surrogate alone is refused."""
    r = client.post("/api/matches", content=b'{"variant": "\\ud83c\\udc63"}', headers=JSON)
    assert r.status_code == 400 and r.json()["code"] == "no_such_variant"


COMMANDS = [
    ("act", '{"version": ' + HUGE + ', "seat": 1, "action": {"pass": true}}', "number_too_long"),
    ("act", '{"version": 1e999, "seat": 1, "action": {"pass": true}}', "number_too_large"),
    ("act", '{"version": 0, "seat": 1e999, "action": {"pass": true}}', "number_too_large"),
    ("act", '{"version": 0, "seat": 1, "action": {"play": "6-6\\ud800"}}', "lone_surrogate"),
    ("act", '{"version": 0, "seat": 1, "action": {"\\ud800": true}}', "lone_surrogate"),
    ("computer", '{"version": 0, "viewer": 1e999}', "number_too_large"),
    ("computer", '{"version": 0, "viewer": ' + HUGE + '}', "number_too_long"),
    ("undo", '{"version": -1e999}', "number_too_large"),
    ("restart", '{"version": 0, "viewer": "\\ud800"}', "lone_surrogate"),
    ("act", '{"version": 0, "seat": 1, "action": {"pass": true, "pass": true}}', "key_twice"),
]  # fmt: skip


@pytest.mark.parametrize("command, body, code", COMMANDS)
def test_a_command_with_what_json_cannot_carry_back_is_a_400(client, match, command, body, code):
    r = client.post(f"/api/matches/{match['id']}/{command}", content=body.encode(), headers=JSON)
    refused(r, code)
    assert client.get(f"/api/matches/{match['id']}").json()["version"] == 0


IMPORTS = [
    (RECORD % (HUGE, "[]"), "number_too_long"),
    (RECORD % ("1e999", "[]"), "number_too_large"),
    (RECORD % ("1", '[{"seat": 4, "play": "\\ud800"}]'), "lone_surrogate"),
    (RECORD % ("1", '[{"seat": 4, "\\udbff": true}]'), "lone_surrogate"),
    ('{"format": "dobleseis/1", "variant": "\\ud800", "seed": 1}', "lone_surrogate"),
    (RECORD % ("1", '[{"seat": 4, "seat": 1, "play": "6-6"}]'), "key_twice"),
]  # fmt: skip


@pytest.mark.parametrize("record, code", IMPORTS)
def test_an_imported_record_with_what_json_cannot_carry_back_is_a_400(client, record, code):
    body = '{"record": ' + record + ', "seats": ["human", "computer", "human", "computer"]}'
    refused(client.post("/api/matches/import", content=body.encode(), headers=JSON), code)
    assert client.get("/api/matches").json()["matches"] == []


def test_a_content_length_of_thousands_of_digits_is_too_large(client):
    r = client.post("/api/matches", content=b'{"variant": "chiva"}',
                    headers={**JSON, "content-length": HUGE})  # fmt: skip
    assert r.status_code == 413 and refusal(r.json())
