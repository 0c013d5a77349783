"""Leaving a waiting public table (docs/api.md, "Quick match"): the player's seat is free again
(and the seat kept for their partner), the other waiting players and the lobby see it live, and
the player may ask a quick match again; a started match, a wrong secret, an unknown or private
table are refused with a code and change nothing."""

from __future__ import annotations

import json

import pytest

from dobleseis.session import TableService
from dobleseis.session.public import PublicService

from ..api.helpers import quick_decider, refusal
from .helpers import SECRETS, played_out, player


def taken(table: dict) -> list:
    return [s["name"] if s["taken"] else None for s in table["seats"]]


def test_a_waiting_player_leaves_and_the_others_see_the_seat_free_live(client, tables):
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    id = ana.quick()["id"]
    ben.quick()
    with (
        client.websocket_connect(f"/api/matches/{id}/live") as table_ws,
        client.websocket_connect("/api/public/live") as lobby_ws,
    ):
        table_ws.send_text(json.dumps({"type": "hello", "secrets": ana.seats}))
        assert table_ws.receive_json()["type"] == "welcome"
        lobby_ws.send_text(json.dumps({"type": "hello", "variant": "chiva"}))
        assert lobby_ws.receive_json()["lobby"]["tables"][0]["free"] == [3, 4]
        r = ben.post(f"/api/public/tables/{id}/leave", {"seat": 2})
        assert r.status_code == 200, r.text
        assert taken(r.json()) == ["Ana", None, None, None] and not r.json()["started"]
        for _ in range(10):  # the frames up to the one that says the seat is free
            frame = table_ws.receive_json()
            if frame["type"] == "table" and taken(frame["table"])[1] is None:
                break
        else:
            pytest.fail("Ana never saw Ben leave")
        assert lobby_ws.receive_json()["lobby"]["tables"][0]["free"] == [2, 3, 4]
    r = ben.post(f"/api/public/tables/{id}/start")  # his secret proves nothing there now
    assert r.status_code == 403 and r.json()["code"] == "not_a_player"
    assert tables.get(id).seating.chair(2).key is None
    assert cleo.quick()["seat"] == 2  # the free seat is the next player's
    again = ben.quick()  # no longer waiting anywhere: he may ask again
    assert (again["id"], again["seat"]) == (id, 3)


def test_leaving_frees_the_seat_kept_for_a_partner_and_an_empty_table_leaves_the_lobby(
    client, public, tables
):
    ana = player(client, "Ana")
    first = ana.quick(partner=True)
    id = first["id"]
    r = ana.post(f"/api/public/tables/{id}/leave", {"seat": 1})
    assert r.status_code == 200 and r.json()["public"] is None
    assert client.get("/api/public/lobby").json()["tables"] == []
    late = player(client, "Ben").quick(pair=first["pair"], status=404)
    assert late["code"] == "no_such_pair"
    public.clock.advance(3600)
    assert public.run_due() == 0  # no computers fill a table nobody waits at
    assert not tables.get(id).seating.started
    assert ana.quick()["id"] != id


@pytest.fixture
def waiting(client):
    """A waiting table with Ana and Ben, and a started one with Cleo and Dan."""
    ana, ben, cleo, dan = (player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan"))
    id = ana.quick()["id"]
    ben.quick()
    started = cleo.quick("haiti")["id"]
    dan.quick("haiti")
    cleo.post(f"/api/public/tables/{started}/start")
    return id, started, ana, cleo


@pytest.mark.parametrize(
    "which, body, status, code",
    [
        ("started", {"seat": 1}, 422, "already_started"),
        ("waiting", {"seat": 2}, 403, "not_your_seat"),  # Ben's seat, with Ana's secret
        ("unknown", {"seat": 1}, 404, "no_such_match"),
        ("waiting", {"seat": 5}, 400, "not_a_seat"),
        ("waiting", {"seat": "1"}, 400, "not_a_seat"),
        ("waiting", {}, 400, "not_a_seat"),
        ("waiting", {"seat": 1, "all": True}, 400, "unexpected_field"),
    ],
)
def test_bad_leaves_are_refused_and_nothing_changes(client, tables, waiting, which, body,
                                                    status, code):  # fmt: skip
    id, started, ana, cleo = waiting
    target, device = {"started": (started, cleo), "waiting": (id, ana),
                      "unknown": ("nosuchtable", ana)}[which]  # fmt: skip
    before = {t: tables.get(t).version for t in (id, started)}
    r = device.post(f"/api/public/tables/{target}/leave", body)
    assert r.status_code == status and r.json()["code"] == code, r.text
    refusal(r.json())
    assert {t: tables.get(t).version for t in (id, started)} == before


def test_a_private_table_is_not_left_so(client, tables):
    seats = ["here", "invited", "computer", "computer"]
    r = client.post("/api/matches", json={"variant": "chiva", "seats": seats})
    created = r.json()
    before = tables.get(created["id"]).version
    secrets = " ".join([created["secrets"]["host"], *created["secrets"]["seats"].values()])
    r = client.post(f"/api/public/tables/{created['id']}/leave", json={"seat": 1},
                    headers={SECRETS: secrets})  # fmt: skip
    assert r.status_code == 422 and r.json()["code"] == "not_public"
    assert tables.get(created["id"]).version == before


def test_the_host_of_a_public_table_does_not_give_up_their_own_seat_so(client, tables):
    seats = ["here", "invited", "invited", "computer"]
    created = client.post("/api/matches", json={"variant": "haiti", "seats": seats}).json()
    id = created["id"]
    secrets = {SECRETS: " ".join([created["secrets"]["host"],
                                  *created["secrets"]["seats"].values()])}  # fmt: skip
    r = client.post(f"/api/public/tables/{id}", json={"public": True}, headers=secrets)
    assert r.status_code == 200, r.text
    dani = player(client, "Dani")
    dani.seats.append(dani.post(f"/api/public/tables/{id}/take", {"seat": 2}).json()["secret"])
    before = tables.get(id).version
    r = client.post(f"/api/public/tables/{id}/leave", json={"seat": 1}, headers=secrets)
    assert r.status_code == 422 and r.json()["code"] == "seat_not_invited"
    assert tables.get(id).version == before
    r = dani.post(f"/api/public/tables/{id}/leave", {"seat": 2})  # a seat taken from the lobby
    assert r.status_code == 200 and taken(r.json())[1] is None
    assert r.json()["public"] is not None  # the host is still there: still listed


def test_a_table_left_by_everyone_is_not_remembered_for_a_rating(client, public):
    """Public tables are heard of for weeks: one that will never be rated (left by everyone,
    private again) is not kept in memory for a rating."""
    for n in range(5):
        ana = player(client, f"Ana{n}")
        id = ana.quick()["id"]
        assert id in public._known
        r = ana.post(f"/api/public/tables/{id}/leave", {"seat": 1})
        assert r.status_code == 200, r.text
    assert public._known == set()


def test_a_match_begun_after_a_player_left_is_not_in_their_name(client, tables, public):
    """A player who took a seat from the lobby and gave it up before the countdown ended has no
    part in the match it then begins: a computer plays the seat for nobody, the player may
    play elsewhere (no match under way of theirs), and only those who stayed are rated."""
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    id = ana.quick("haiti")["id"]
    cleo.quick("haiti")
    r = ben.post(f"/api/public/tables/{id}/take", {"seat": 3})
    assert r.status_code == 200, r.text
    ben.seats.append(r.json()["secret"])
    assert ben.post(f"/api/public/tables/{id}/leave", {"seat": 3}).status_code == 200
    before = tables.get(id).version
    again = ben.post(f"/api/public/tables/{id}/leave", {"seat": 3})  # its answer lost, say
    assert again.status_code == 403 and again.json()["code"] == "not_your_seat"
    assert tables.get(id).version == before
    public.clock.advance(public.countdown + 1)
    assert public.run_due() == 1
    seating = tables.get(id).seating
    assert seating.started and seating.chair(3).computer
    assert ben.profile["id"] not in {c.profile for c in seating.chairs}
    assert ben.quick()["id"] != id  # not `already_playing`: nothing of his is under way
    played_out(client, tables, id, [ana, cleo], seed=3)
    rated = {p: client.get(f"/api/public/ratings/{p.profile['id']}").json() for p in (ana, ben)}
    assert [h["match"] for h in rated[ana]["history"]] == [id]
    assert rated[ben]["ratings"] == [] and rated[ben]["history"] == []


def test_a_leave_raced_by_the_countdown_in_another_process_is_answered_already_started(
    client, tables, public, monkeypatch
):
    """With several processes on one database, another's countdown may start the match between
    this process's read of the waiting table and its write of the leave (the store refuses the
    write, made on an older version): the leave is answered as one process answers it, 422
    ``already_started`` (the browser then leaves the match to the computer), never a ``stale``
    the player cannot act on, and nothing of it is kept."""
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick()["id"]
    ben.quick()
    profile = tables.get(id).seating.chair(2).profile
    elsewhere = PublicService(TableService(tables.store, decider=quick_decider()),
                              clock=lambda: public.clock() + public.countdown + 1)  # fmt: skip
    write = tables.store.put
    raced = []  # the version the other process left, once it started the match

    def put(table, expect=None):
        if expect is not None and table.id == id and not table.seating.started and not raced:
            monkeypatch.setattr(tables.store, "put", write)  # the other process writes as is
            assert elsewhere.run_due() == 1  # its countdown is over there
            raced.append(tables.store.get(id).version)
        write(table, expect)

    monkeypatch.setattr(tables.store, "put", put)
    r = ben.post(f"/api/public/tables/{id}/leave", {"seat": 2})
    assert raced, "the leave was never written"
    assert r.status_code == 422 and r.json()["code"] == "already_started", r.text
    refusal(r.json())
    seating = tables.get(id).seating
    assert seating.started and seating.chair(2).profile == profile  # still Ben's seat
    assert tables.get(id).version == raced[0]  # as the other process left it
