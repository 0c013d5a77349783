"""Bad, stale and illegal requests: the right status, one readable sentence, nothing changed."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.web.app import MAX_BODY, create_app
from dobleseis.web.serve import LOOPBACK as LOOPBACK_NAMES, hosts_for

from .helpers import C, H, create, has_the_headers, holding, refusal

JSON = {"content-type": "application/json"}


@pytest.fixture
def match(client):
    """A Chiva match at version 0 where seat 4 (a computer) holds 6-6; humans at 1 and 3."""
    return create(client, seats=(H, C, H, C), seed=6)["view"]


def error(r, status: int) -> str:
    assert r.status_code == status, r.text
    return refusal(r.json())


@pytest.mark.parametrize(
    "body, message",
    [
        (b"{bad", "not valid JSON"),
        (b"", "needs a JSON object"),
        (b"[1, 2]", "must be a JSON object"),
        (b"\xff\xfe", "not UTF-8"),
        (b'{"version": NaN}', "NaN is not a number"),
        (b'{"version": 0, "colour": "red"}', "unexpected field 'colour'"),
        (b"{}", '"version" must be a whole number'),
        (b'{"version": "0"}', '"version" must be a whole number'),
        (b'{"version": true}', '"version" must be a whole number'),
        (b'{"version": 0, "viewer": 5}', '"viewer" is a seat from 1 to 4'),
        (b'{"version": 0, "viewer": "1"}', '"viewer" is a seat from 1 to 4'),
    ],
)
def test_malformed_bodies_are_400(client, match, body, message):
    r = client.post(f"/api/matches/{match['id']}/undo", content=body, headers=JSON)
    assert message in error(r, 400)


@pytest.mark.parametrize(
    "body, message",
    [
        ({"version": 0, "action": {"pass": True}}, '"seat" is a seat'),
        ({"version": 0, "seat": 1}, "bad action: an action is an object"),
        ({"version": 0, "seat": 1, "action": {"play": "9-9"}}, "bad action"),
        ({"version": 0, "seat": 1, "action": {"play": "6-6", "end": "top"}}, "bad action"),
        ({"version": 0, "seat": 1, "action": {"hop": True}}, "bad action"),
        ({"version": 0, "seat": 1, "action": {"seat": 1, "pass": True}}, "beside the action"),
    ],
)
def test_malformed_acts_are_400(client, match, body, message):
    r = client.post(f"/api/matches/{match['id']}/act", json=body)
    assert message in error(r, 400)


@pytest.mark.parametrize(
    "body, message",
    [
        ({}, "say which game"),
        ({"variant": "poker"}, "unknown variant"),
        ({"variant": "chiva", "seats": ["human"]}, "four entries"),
        ({"variant": "chiva", "seats": [H, C, C, "cat"]}, "not 'cat'"),
        ({"variant": "chiva", "level": "god"}, "unknown level"),
        ({"variant": "chiva", "seed": -3}, "a seed is a whole number"),
        ({"variant": "chiva", "seed": 2**128}, "a seed is a whole number"),
        ({"variant": "chiva", "seed": "42a"}, "a seed is a whole number"),
        ({"variant": "chiva", "seed": 1, "deals": []}, "not both"),
        ({"variant": "chiva", "deals": "6-6"}, '"deals" is a list'),
        ({"variant": "chiva", "deals": [["6-6 6-5"]]}, "bad deal"),
        ({"variant": "chiva", "id": "mine"}, "unexpected field 'id'"),
    ],
)
def test_bad_settings_at_create_are_400(client, body, message):
    assert message in error(client.post("/api/matches", json=body), 400)


def test_bad_query_parameters_are_400(client, match):
    id = match["id"]
    assert "seat is a number from 1 to 4" in error(client.get(f"/api/matches/{id}?seat=x"), 400)
    assert "seat is a number from 1 to 4" in error(client.get(f"/api/matches/{id}?seat=0"), 400)
    assert "unexpected query parameter" in error(client.get(f"/api/matches/{id}?who=1"), 400)
    assert "say which seat" in error(client.get(f"/api/matches/{id}/hint"), 400)
    assert "unexpected query parameter" in error(client.get(f"/api/matches/{id}/log?x=1"), 400)


@pytest.mark.parametrize(
    "path",
    [
        "/api/matches/{id}?seat=1&seat=2",
        "/api/matches/{id}/replay?step=0&step=1",
        "/api/matches/{id}/hint?seat=1&seat=1",
        "/api/public/lobby?variant=chiva&variant=haiti",
        "/api/public/leaderboard?variant=chiva&period=all&period=week",
    ],
)
def test_a_query_parameter_given_twice_is_400(client, match, path):
    """One reader takes a parameter's first value and another its last: given twice, it is
    refused rather than read as either."""
    r = client.get(path.format(id=match["id"]))
    assert "given twice" in error(r, 400) and r.json()["code"] == "parameter_twice"


@pytest.mark.parametrize(
    "method, path, body",
    [
        ("GET", "", None),
        ("POST", "/act", {"version": 0, "seat": 1, "action": {"pass": True}}),
        ("POST", "/computer", {"version": 0}),
        ("POST", "/undo", {"version": 0}),
        ("POST", "/redo", {"version": 0}),
        ("POST", "/restart", {"version": 0}),
        ("GET", "/hint?seat=1", None),
        ("GET", "/log", None),
        ("GET", "/record", None),
    ],
)
def test_an_unknown_match_is_404(client, method, path, body):
    r = client.request(method, f"/api/matches/0123456789abcdef{path}", json=body)
    assert "no match" in error(r, 404)


def test_unknown_paths_and_methods(client, match):
    assert "no API" in error(client.post("/api/tables"), 404)
    assert error(client.get("/no-such-file.js"), 404) == "not found"
    assert "not allowed" in error(client.get(f"/api/matches/{match['id']}/act"), 405)
    assert "not allowed" in error(client.put(f"/api/matches/{match['id']}"), 405)
    assert "not allowed" in error(client.delete("/api/matches"), 405)


def test_a_stale_version_is_409_and_changes_nothing(client, match):
    id = match["id"]
    assert client.post(f"/api/matches/{id}/computer", json={"version": 0}).status_code == 200
    before = client.get(f"/api/matches/{id}?seat=1").json()
    for command, body in [
        ("act", {"version": 0, "seat": 1, "action": before["legal"][0]}),
        ("computer", {"version": 0}),
        ("undo", {"version": 0}),
        ("redo", {"version": 0}),
        ("restart", {"version": 0}),
        ("act", {"version": 2, "seat": 1, "action": before["legal"][0]}),
    ]:
        message = error(client.post(f"/api/matches/{id}/{command}", json=body), 409)
        assert "version 1" in message
    assert client.get(f"/api/matches/{id}?seat=1").json() == before


@pytest.mark.parametrize(
    "seat, action, message",
    [
        (1, {"play": "6-6"}, "seat 4's turn"),
        (2, {"play": "6-6"}, "seat 2 is played by the computer"),
        (4, {"play": "6-6"}, "seat 4 is played by the computer"),
    ],
)
def test_acts_out_of_turn_or_for_a_computer_are_422(client, match, seat, action, message):
    r = client.post(
        f"/api/matches/{match['id']}/act", json={"version": 0, "seat": seat, "action": action}
    )
    assert message in error(r, 422)


def test_illegal_moves_are_422_saying_why(client):
    v = create(client, seats=(H, H, H, H), seed=6)["view"]
    id = v["id"]

    def act(seat, action, version=0):
        return client.post(
            f"/api/matches/{id}/act", json={"version": version, "seat": seat, "action": action}
        )

    mine = client.get(f"/api/matches/{id}?seat=4").json()["hand"]
    theirs = client.get(f"/api/matches/{id}?seat=1").json()["hand"][0]
    assert "must open with 6-6" in error(act(4, {"play": mine[-1]}), 422)
    assert f"does not hold {theirs}" in error(act(4, {"play": theirs}), 422)
    assert "takes no end" in error(act(4, {"play": "6-6", "end": "left"}), 422)
    assert "cannot pass: it can play 6-6" in error(act(4, {"pass": True}), 422)
    assert "the hand is being played" in error(act(4, {"accept": True}), 422)
    after = client.get(f"/api/matches/{id}?seat=4").json()
    assert after["version"] == 0 and after["moves"] == []


def test_not_allowed_now_is_422(client, match):
    id = match["id"]
    assert "nothing to undo" in error(
        client.post(f"/api/matches/{id}/undo", json={"version": 0}), 422
    )
    assert "nothing to redo" in error(
        client.post(f"/api/matches/{id}/redo", json={"version": 0}), 422
    )
    assert "hidden" in error(client.get(f"/api/matches/{id}?seat=2"), 422)
    assert "hidden" in error(
        client.post(f"/api/matches/{id}/computer", json={"version": 0, "viewer": 4}), 422
    )
    assert "seat 4's turn" in error(client.get(f"/api/matches/{id}/hint?seat=1"), 422)
    assert client.get(f"/api/matches/{id}").json()["version"] == 0


def test_a_body_over_the_limit_is_413(client, match):
    big = b'{"version": 0, "pad": "' + b"x" * MAX_BODY + b'"}'
    r = client.post(f"/api/matches/{match['id']}/undo", content=big, headers=JSON)
    assert "larger than" in error(r, 413)


def test_a_server_failure_is_a_plain_500_without_a_traceback(tables, monkeypatch):
    def broken(self, id):
        raise RuntimeError("secret internals: /home/x/file.py line 3")

    monkeypatch.setattr(type(tables), "get", broken)
    with holding(TestClient(create_app(tables), raise_server_exceptions=False)) as c:
        r = c.get("/api/matches/0123456789abcdef")
    message = error(r, 500)
    assert "secret" not in message and "nothing was changed" in message
    has_the_headers(r)  # made outside the guard, it still carries them


@pytest.mark.parametrize("path", ["/api/matches", "/api/matches/import"])
def test_a_body_nested_too_deeply_is_a_400(client, path):
    r = client.post(path, content=b"[" * 50_000, headers={"content-type": "application/json"})
    assert "nested too deeply" in error(r, 400)


def test_a_body_that_does_not_say_it_is_json_is_refused(client, match):
    """A page elsewhere can make a browser post a plain-text form without asking; such a post
    changes nothing here."""
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {} if kind is None else {"content-type": kind}
        r = client.post("/api/matches", content=b'{"variant": "chiva"}', headers=headers)
        assert r.status_code == 415 and "application/json" in r.json()["error"], r.text
    r = client.post(
        "/api/matches",
        content=b'{"variant": "chiva"}',
        headers={"content-type": "application/json; charset=utf-8"},
    )
    assert r.status_code == 201


def test_on_this_computer_only_other_host_names_are_refused():
    """Served on 127.0.0.1 the app answers only its own names: a site whose name is made to
    resolve here (DNS rebinding) cannot read a seat's tiles."""
    # reachable on the network by choice: that address and this computer's names, no others
    assert hosts_for("0.0.0.0", "192.168.1.20")[:5] == (*LOOPBACK_NAMES, "192.168.1.20")
    assert "evil.example" not in hosts_for("0.0.0.0", "192.168.1.20")
    app = create_app(hosts=hosts_for("127.0.0.1"))
    with TestClient(app, base_url="http://127.0.0.1:8000") as ours:
        assert ours.post("/api/matches", json={"variant": "chiva"}).status_code == 201
        assert ours.get("/api/matches").status_code == 200
    for name in ("localhost", "[::1]"):
        with TestClient(app, base_url=f"http://{name}:8000") as ours:
            assert ours.get("/api/matches").status_code == 200
    with TestClient(app, base_url="http://evil.example:8000") as theirs:
        assert theirs.get("/api/matches").status_code == 400
