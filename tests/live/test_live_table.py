"""A table shared by four devices: created with an invitation, seats claimed with the code,
started by the host, played over WebSockets to the end of a hand with the server playing the
computer seat — and no frame or answer any device receives carries a tile it may not see."""

from __future__ import annotations

import pytest
from starlette.websockets import WebSocketDisconnect

from dobleseis.core.rng import Rng

from .helpers import Server, hidden_from, tiles_of


@pytest.fixture
def server():
    return Server()


def open_table(server, seats=("here", "invited", "computer", "invited"), **kw):
    host = server.device()
    r = host.post("/api/matches", {"variant": "chiva", "seats": list(seats), "level": "random",
                                   "seed": 5, **kw})  # fmt: skip
    assert r.status_code == 201, r.text
    out = r.json()
    host.secrets = [out["secrets"]["host"], *out["secrets"]["seats"].values()]
    return host, out


def claim(server, code, seat, name=None):
    friend = server.device()
    r = friend.post(f"/api/invitations/{code}/claim", {"seat": seat, "name": name})
    assert r.status_code == 200, r.text
    friend.secrets = [r.json()["secret"]]
    return friend, r.json()


def test_create_answers_the_secrets_once_and_an_invitation(server):
    host, out = open_table(server)
    inv = out["invitation"]
    assert inv["link"].endswith(f"/#join={inv['code']}") and inv["qr_svg"].startswith("<svg")
    assert len(inv["code"]) == 9 and inv["code"][4] == "-"
    assert set(out["secrets"]["seats"]) == {"1"}
    table = server.tables.get(out["id"])
    stored = repr(table.saved())
    for secret in [out["secrets"]["host"], out["secrets"]["seats"]["1"]]:
        assert secret not in stored  # only hashes are kept
    assert out["table"]["started"] is False
    assert [s["taken"] for s in out["table"]["seats"]] == [True, False, True, False]


def test_claims_start_and_a_whole_hand_over_websockets(server):
    host, out = open_table(server)
    id, code = out["id"], out["invitation"]["code"]
    seen = server.device().get(f"/api/invitations/{code.lower().replace('-', ' ')}")
    assert seen.status_code == 200 and seen.json()["id"] == id
    ana, claimed = claim(server, code, 2, "  Ana  ")
    assert claimed["view"]["viewer"] == 2 and len(claimed["view"]["hand"]) == 7
    thief = server.device()
    r = thief.post(f"/api/invitations/{code}/claim", {"seat": 2})
    assert r.status_code == 409 and r.json()["code"] == "seat_taken"
    r = thief.post(f"/api/invitations/{code}/claim", {"seat": 3})
    assert r.status_code == 422 and r.json()["code"] == "seat_not_invited"
    # not started: nobody may act, the host's start needs the host's secret
    r = ana.post(f"/api/matches/{id}/host", {"do": "start"})
    assert r.status_code == 403 and r.json()["code"] == "not_host"
    r = host.post(f"/api/matches/{id}/host", {"do": "start"})
    assert r.status_code == 422 and r.json()["code"] == "seats_free"
    assert r.json()["fields"]["seats"] == [4]
    bo, _ = claim(server, code, 4, "Bo")
    assert host.post(f"/api/matches/{id}/host", {"do": "start"}).json()["started"]

    spectator = server.device()
    devices = [host, ana, bo, spectator]
    for d in devices:
        d.connect(id)
    assert (host.seats, ana.seats, bo.seats, spectator.seats) == ({1}, {2}, {4}, set())
    assert spectator.views[None]["hand"] == [] and spectator.views[None]["viewer"] is None
    assert ana.table["seats"][1]["name"] == "Ana" and ana.table["seats"][1]["connected"]
    holder = {1: host, 2: ana, 4: bo}
    rng = Rng("live hand")
    table = server.tables.get(id)
    while table.state.hand_number == 1 and not table.state.over:
        seat = table.state.to_act
        if seat == 3:
            assert server.computers() == 1
        else:
            d = holder[seat]
            action = rng.choice(d.views[seat]["legal"])
            d.send({"type": "act", "ref": table.version, "version": table.version,
                    "seat": seat, "action": action})  # fmt: skip
            ack = d.until(lambda f: f["type"] in ("ack", "error"))
            assert ack == {"type": "ack", "ref": table.version, "version": table.version + 1}
        table = server.tables.get(id)
        for d in devices:
            d.until_table(table.version)
            for v in d.views.values():
                assert v["version"] == table.version
    assert table.state.hand_number == 2 or table.state.over
    assert all(len(d.frames) > 20 for d in devices)
    last = spectator.views[None]["last_result"]
    assert last["number"] == 1 and tiles_of(last["hands"]) <= tiles_of(last["deal"])


def test_wrong_or_missing_secrets_are_refused_and_change_nothing(server):
    host, out = open_table(server, seats=("here", "invited", "computer", "computer"), seed=2)
    id, code = out["id"], out["invitation"]["code"]
    ana, _ = claim(server, code, 2)
    host.post(f"/api/matches/{id}/host", {"do": "start"})
    version = server.tables.get(id).version
    stranger = server.device(["pQ3v0dO5y1nJr9fH2kz8Tw"])
    before = server.tables.get(id).saved()
    assert stranger.get(f"/api/matches/{id}?seat=1").status_code == 403
    assert ana.get(f"/api/matches/{id}?seat=1").json()["code"] == "not_your_seat"
    legal = host.get(f"/api/matches/{id}?seat=1").json()["legal"]
    for device in (stranger, ana):
        body = {"version": version, "seat": 1, "action": legal[0]}
        assert device.post(f"/api/matches/{id}/act", body).status_code == 403
        r = device.post(f"/api/matches/{id}/undo", {"version": version, "viewer": 1})
        assert r.status_code == 403
        r = device.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": True})
        assert r.status_code == 403 and r.json()["code"] == "not_host"
        assert device.http.delete(f"/api/matches/{id}", headers=device.headers()).status_code == 403
        assert device.get(f"/api/matches/{id}/hint?seat=1").status_code == 403
    assert server.tables.get(id).saved() == before
    # each device lists only what it holds
    assert [m["id"] for m in stranger.get("/api/matches").json()["matches"]] == []
    listed = ana.get("/api/matches").json()["matches"]
    assert [(m["id"], m["you"]) for m in listed] == [(id, {"host": False, "seats": [2]})]
    assert host.get("/api/matches").json()["matches"][0]["you"] == {"host": True, "seats": [1]}
    r = host.get("/api/matches")
    bad = host.http.get("/api/matches", headers={"Dobleseis-Secrets": "x " * 65})
    assert r.status_code == 200 and bad.status_code == 400
    assert bad.json()["code"] == "secrets_header"
    # over the WebSocket: a seat it does not hold
    ana.connect(id)
    ana.send({"type": "act", "ref": 1, "version": version, "seat": 1, "action": legal[0]})
    err = ana.until(lambda f: f["type"] == "error")
    assert (err["code"], err["ref"]) == ("not_your_seat", 1)
    assert server.tables.get(id).saved() == before
    assert host.http.delete(f"/api/matches/{id}", headers=host.headers()).status_code == 204
    with pytest.raises(WebSocketDisconnect) as gone:
        ana.until(lambda f: False)
    assert gone.value.code == 4404


def test_a_foreign_origin_is_refused_before_the_upgrade(server):
    host, out = open_table(server, seats=("here", "computer", "computer", "computer"))
    with pytest.raises(WebSocketDisconnect) as refused:
        host.connect(out["id"], origin="http://evil.example")
    assert refused.value.code == 4403
    host.ws = None
    assert host.connect(out["id"], origin="http://testserver")["you"]["host"]


def test_a_run_of_wrong_codes_is_refused_for_a_while(server):
    host, out = open_table(server)
    code = out["invitation"]["code"]
    guesser = server.device()
    for n in range(10):
        r = guesser.get(f"/api/invitations/ZZZZ-ZZ{'23456789AB'[n]}Z")
        assert r.status_code == 404 and r.json()["code"] == "no_such_invitation"
    r = guesser.get(f"/api/invitations/{code}")  # even the right code, now
    assert r.status_code == 429 and r.json()["code"] == "too_many_tries"
    assert 1 <= r.json()["fields"]["retry_after"] <= 60
    r = guesser.post(f"/api/invitations/{code}/claim", {"seat": 2})
    assert r.status_code == 429
    server.clock.advance(61)
    assert guesser.get(f"/api/invitations/{code}").status_code == 200


def test_hot_seat_device_sees_no_hand_until_it_says_which_seat(server):
    host, out = open_table(server, seats=("here", "computer", "here", "computer"))
    assert out["view"]["viewer"] is None and out["table"]["started"]
    id = out["id"]
    host.connect(id)
    assert host.seats == {1, 3} and list(host.views) == [None]
    host.send({"type": "show", "seats": [3]})
    frame = host.until(lambda f: f["type"] == "view" and f["seat"] == 3)
    assert len(frame["view"]["hand"]) == 7
    host.send({"type": "show", "seats": [2]})
    err = host.until(lambda f: f["type"] == "error")
    assert err["code"] == "not_your_seat"


def test_the_public_view_is_built_for_no_seat(server):
    host, out = open_table(server, seats=("computer",) * 4)
    table = server.tables.get(out["id"])
    assert out["view"]["hand"] == [] and out["view"]["legal"] == []
    assert not tiles_of(out["view"]) & hidden_from(table.state, set())
