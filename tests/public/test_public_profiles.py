"""Profiles (docs/api.md, "Profiles"): made with a name and an avatar from the fixed set, held
with a secret kept hashed, moved to another device once by a link token; bad input is a 4xx
with a code and changes nothing."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.session import ManualClock
from dobleseis.session.keys import key_of
from dobleseis.session.public import AVATARS, PublicService
from dobleseis.web.app import create_app
from dobleseis.web.limits import Limits

from ..api.helpers import MACHINE, refusal

PROFILE = "Dobleseis-Profile"


@pytest.fixture
def client(tables):
    with TestClient(create_app(tables, limits=MACHINE)) as c:
        yield c


def make(client, name="Ana", avatar="🐢") -> tuple[dict, str]:
    r = client.post("/api/profiles", json={"name": name, "avatar": avatar})
    assert r.status_code == 201, r.text
    return r.json()["profile"], r.json()["secret"]


def test_a_profile_is_made_shown_and_changed(client, tables):
    profile, secret = make(client, "  Ana  María ", "teal")
    assert profile["name"] == "Ana María" and profile["avatar"] == "teal"
    assert set(profile) == {"id", "name", "avatar"}
    me = client.get("/api/profiles/me", headers={PROFILE: secret})
    assert me.json() == {"profile": profile, "muted": []}
    changed = client.post("/api/profiles/me", json={"avatar": "🦜"}, headers={PROFILE: secret})
    assert changed.json()["profile"] == {**profile, "avatar": "🦜"}
    kept = app_public(client).kept.profile(profile["id"])
    assert kept.key == key_of(secret) and secret not in repr(kept)  # only its hash is kept


def app_public(client) -> PublicService:
    return client.app.state.public


@pytest.mark.parametrize(
    "body, code",
    [
        ({"name": "", "avatar": "🐢"}, "bad_name"),
        ({"name": "x" * 25, "avatar": "🐢"}, "bad_name"),
        ({"name": 7, "avatar": "🐢"}, "bad_name"),
        ({"avatar": "🐢"}, "bad_name"),
        ({"name": "Ana", "avatar": "🦄"}, "no_such_avatar"),
        ({"name": "Ana", "avatar": ["🐢"]}, "no_such_avatar"),
        ({"name": "Ana"}, "no_such_avatar"),
        ({"name": "Ana", "avatar": "🐢", "email": "a@b"}, "unexpected_field"),
    ],
)
def test_a_bad_profile_is_a_400_and_nothing_is_made(client, body, code):
    r = client.post("/api/profiles", json=body)
    assert r.status_code == 400 and r.json()["code"] == code
    refusal(r.json())
    assert app_public(client).kept.by_key(key_of("anything")) is None


def test_without_a_profile_or_with_a_wrong_secret_it_is_a_403(client):
    make(client)
    for headers in ({}, {PROFILE: "nope"}, {PROFILE: "a b"}, {PROFILE: "x" * 200}):
        r = client.get("/api/profiles/me", headers=headers)
        assert r.status_code == 403 and r.json()["code"] == "no_profile"
        r = client.post("/api/profiles/me/link", json={}, headers=headers)
        assert r.status_code == 403 and r.json()["code"] == "no_profile"


def test_a_link_moves_the_profile_once_and_the_old_device_loses_it(client):
    profile, old = make(client)
    link = client.post("/api/profiles/me/link", json={}, headers={PROFILE: old}).json()
    assert link["link"].endswith(f"#profile={link['token']}")
    moved = client.post("/api/profiles/take", json={"token": link["token"]}).json()
    assert moved["profile"] == profile and moved["secret"] != old
    assert client.get("/api/profiles/me", headers={PROFILE: old}).status_code == 403
    new = client.get("/api/profiles/me", headers={PROFILE: moved["secret"]})
    assert new.json()["profile"] == profile
    again = client.post("/api/profiles/take", json={"token": link["token"]})
    assert again.status_code == 422 and again.json()["code"] == "bad_profile_link"
    assert client.get("/api/profiles/me", headers={PROFILE: moved["secret"]}).status_code == 200


def test_a_newer_link_replaces_the_last(client):
    _, secret = make(client)
    first = client.post("/api/profiles/me/link", json={}, headers={PROFILE: secret}).json()
    second = client.post("/api/profiles/me/link", json={}, headers={PROFILE: secret}).json()
    r = client.post("/api/profiles/take", json={"token": first["token"]})
    assert r.status_code == 422 and r.json()["code"] == "bad_profile_link"
    assert client.post("/api/profiles/take", json={"token": second["token"]}).status_code == 200


@pytest.mark.parametrize("token", [None, 5, "", "x" * 65, "notatoken", ["a"]])
def test_a_bad_token_is_a_422(client, token):
    _, secret = make(client)
    r = client.post("/api/profiles/take", json={"token": token})
    assert r.status_code == 422 and r.json()["code"] == "bad_profile_link"
    assert client.get("/api/profiles/me", headers={PROFILE: secret}).status_code == 200


def test_muting_is_kept_with_the_profile(client):
    ana, secret = make(client)
    ben, _ = make(client, "Ben")
    r = client.post("/api/profiles/me/mute", json={"profile": ben["id"], "muted": True},
                    headers={PROFILE: secret})  # fmt: skip
    assert r.json() == {"muted": [ben["id"]]}
    assert client.get("/api/profiles/me", headers={PROFILE: secret}).json()["muted"] == [ben["id"]]
    r = client.post("/api/profiles/me/mute", json={"profile": "p000", "muted": True},
                    headers={PROFILE: secret})  # fmt: skip
    assert r.status_code == 404 and r.json()["code"] == "no_such_profile"
    r = client.post("/api/profiles/me/mute", json={"profile": ben["id"], "muted": "yes"},
                    headers={PROFILE: secret})  # fmt: skip
    assert r.status_code == 400 and r.json()["code"] == "not_a_bool"
    r = client.post("/api/profiles/me/mute", json={"profile": ben["id"], "muted": False},
                    headers={PROFILE: secret})  # fmt: skip
    assert r.json() == {"muted": []}
    assert ana["id"] != ben["id"]


def test_profiles_made_from_one_address_are_limited_per_minute(tables):
    clock = ManualClock()
    app = create_app(tables, clock=clock, limits=Limits(profiles=3))
    with TestClient(app) as client:
        for _ in range(3):
            make(client)
        r = client.post("/api/profiles", json={"name": "Ana", "avatar": "🐢"})
        assert r.status_code == 429 and r.json()["code"] == "too_many_profiles"
        assert 1 <= r.json()["fields"]["retry_after"] <= 60
        clock.advance(61)
        make(client)


def test_the_catalog_lists_the_avatars(client):
    assert client.get("/api/public").json()["avatars"] == list(AVATARS)
