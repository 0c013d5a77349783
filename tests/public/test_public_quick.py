"""Quick match (docs/api.md, "Quick match"): first come, first seated at the table of that game
waiting longest; its countdown (an injected clock) or its players fill the free seats with
computers at the level it was opened with; two friends sit as partners with a code; asked twice
is a 409 that changes nothing."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from dobleseis.session import ManualClock
from dobleseis.web.app import create_app
from dobleseis.web.limits import Limits

from ..api.helpers import refusal
from .helpers import played_out, player


def seats_of(table: dict) -> list[tuple]:
    return [(s["name"], s["avatar"], s["taken"], s["computer"]) for s in table["seats"]]


def test_three_players_sit_at_one_table_and_a_computer_fills_the_fourth(client, public, tables):
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben", "teal"), player(client, "Cleo")
    first = ana.quick(level="strong", language="es")
    assert first["seat"] == 1 and first["pair"] is None and first["view"]["viewer"] == 1
    play = first["table"]["public"]
    assert play == {"kind": "quick", "level": "strong", "language": "es", "deadline": 30_000,
                    "kept": []}  # fmt: skip
    second, third = ben.quick(level="random"), cleo.quick()
    assert second["id"] == third["id"] == first["id"]
    assert (second["seat"], third["seat"]) == (2, 3)
    assert seats_of(third["table"]) == [
        ("Ana", "🐢", True, False),
        ("Ben", "teal", True, False),
        ("Cleo", "🐢", True, False),
        (None, None, False, False),
    ]
    assert third["table"]["started"] is False
    assert third["table"]["seats"][0]["profile"] == ana.profile["id"]
    # the list of a device's matches says a public one is (the start screen's way back to it)
    (listed,) = ana.get("/api/matches").json()["matches"]
    assert listed["id"] == first["id"] and listed["public"] is True
    assert listed["started"] is False  # nothing played yet: not a match that goes on
    public.clock.advance(29.9)
    assert public.run_due() == 0
    public.clock.advance(0.1)
    assert public.run_due() == 1
    assert ana.get("/api/matches").json()["matches"][0]["started"] is True
    table = tables.get(first["id"])
    assert table.seating.started and table.seats == ("human", "human", "human", "computer")
    assert table.level == "strong" and table.seating.public_play.deadline is None
    assert public.run_due() == 0


def test_four_players_start_at_once_and_a_second_game_is_another_table(client, tables):
    players = [player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan")]
    ids = {p.quick()["id"] for p in players}
    assert len(ids) == 1
    table = tables.get(ids.pop())
    assert table.seating.started and table.seats == ("human",) * 4
    haiti = player(client, "Eve").quick("haiti")
    assert haiti["seat"] == 1 and haiti["view"]["variant"] == "haiti"


def test_asked_twice_is_a_409_and_nothing_changes(client, tables):
    ana = player(client)
    first = ana.quick()
    before = tables.get(first["id"]).version
    again = ana.quick(status=409)
    assert again["code"] == "already_waiting" and again["fields"]["id"] == first["id"]
    refusal(again)
    assert tables.get(first["id"]).version == before
    assert ana.quick("haiti", status=409)["code"] == "already_waiting"


def test_the_waiting_players_may_start_with_computers(client, tables):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick(level="basic")["id"]
    ben.quick()
    stranger = player(client, "Cleo")
    r = stranger.post(f"/api/public/tables/{id}/start")
    assert r.status_code == 403 and r.json()["code"] == "not_a_player"
    r = ben.post(f"/api/public/tables/{id}/start")
    assert r.status_code == 200 and r.json()["started"] is True
    assert [s["computer"] for s in r.json()["seats"]] == [False, False, True, True]
    again = ana.post(f"/api/public/tables/{id}/start")
    assert again.status_code == 422 and again.json()["code"] == "already_started"
    assert tables.get(id).seats == ("human", "human", "computer", "computer")
    # no longer waiting: another match is another table, once Ana says she leaves this one
    assert ana.quick(status=409)["fields"]["id"] == id
    assert ana.quick(another=True)["id"] != id


def test_a_player_whose_public_match_is_under_way_is_asked_before_another(client, tables):
    """Ana left her rated match to the computer: Play now does not seat her at a second public
    table without a word (the computer playing the first for her), nor does a seat from the
    lobby; asked with ``another`` (she chose to), it does. Once the match is over it is no
    longer hers to come back to."""
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    id = ana.quick("haiti", level="basic")["id"]
    ben.quick("haiti")
    ana.post(f"/api/public/tables/{id}/start")
    before = tables.get(id).version
    for asked in (ana.quick(status=409), ana.quick("haiti", status=409)):
        assert asked["code"] == "already_playing" and asked["fields"] == {"id": id}
        refusal(asked)
    other = cleo.quick()["id"]
    taken = ben.post(f"/api/public/tables/{other}/take", {"seat": 2})
    assert taken.status_code == 409 and taken.json()["fields"] == {"id": id}
    assert len(tables.store.summaries()) == 2 and tables.get(id).version == before
    again = ana.quick(another=True)
    assert again["id"] == other and again["seat"] == 2
    bad = ben.post(f"/api/public/tables/{other}/take", {"seat": 3, "another": 1})
    assert bad.status_code == 400 and bad.json()["code"] == "not_a_bool"
    taken = ben.post(f"/api/public/tables/{other}/take", {"seat": 3, "another": True})
    assert taken.status_code == 200 and taken.json()["seat"] == 3
    ben.seats.append(taken.json()["secret"])
    assert cleo.post(f"/api/public/tables/{other}/start").status_code == 200
    assert ana.quick(status=409)["fields"]["id"] in (id, other)  # two under way now
    played_out(client, tables, other, [cleo, ana, ben], seed=6)
    assert ana.quick(status=409)["fields"] == {"id": id}
    played_out(client, tables, id, [ana, ben], seed=5)
    assert ana.quick()["seat"] == 1  # none under way: a new table, without a word


def test_two_friends_sit_as_partners_with_a_code(client, tables):
    ana, ben, cleo, dan = (player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan"))
    first = ana.quick(partner=True)
    code = first["pair"]
    assert first["seat"] == 1 and len(code) == 9 and first["table"]["public"]["kept"] == [3]
    assert ben.quick()["seat"] == 2  # the kept seat is nobody else's
    mate = cleo.quick(pair=code.lower().replace("-", ""))
    assert mate["seat"] == 3 and mate["id"] == first["id"] and mate["table"]["public"]["kept"] == []
    assert dan.quick()["seat"] == 4
    assert tables.get(first["id"]).seating.started
    r = player(client, "Eve").quick(pair=code, status=404)
    assert r["code"] == "no_such_pair"


def test_partners_look_for_two_seats_of_one_team(client):
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    id = ana.quick()["id"]
    ben.quick()  # seats 1 and 2 taken: 3 and 4 are of different teams
    pair = cleo.quick(partner=True)
    assert pair["id"] != id and pair["seat"] == 1


def test_a_kept_seat_goes_to_a_computer_when_the_countdown_ends(client, public, tables):
    ana = player(client)
    first = ana.quick(partner=True)
    public.clock.advance(30)
    assert public.run_due() == 1
    assert tables.get(first["id"]).seats == ("human", "computer", "computer", "computer")
    late = player(client, "Ben").quick(pair=first["pair"], status=404)
    assert late["code"] == "no_such_pair"


@pytest.mark.parametrize(
    "body, status, code",
    [
        ({}, 400, "no_such_variant"),
        ({"variant": "dominoes"}, 400, "no_such_variant"),
        ({"variant": ["chiva"]}, 400, "no_such_variant"),
        ({"variant": "chiva", "level": "genius"}, 400, "no_such_level"),
        ({"variant": "chiva", "language": "de"}, 400, "no_such_language"),
        ({"variant": "chiva", "partner": 1}, 400, "not_a_bool"),
        ({"variant": "chiva", "pair": "ZZZZ-ZZZZ"}, 404, "no_such_pair"),
        ({"variant": "chiva", "pair": 12}, 400, "not_text"),
        ({"variant": "chiva", "seats": ["human"] * 4}, 400, "unexpected_field"),
    ],
)
def test_bad_quick_requests_are_refused_and_nothing_is_opened(client, tables, body, status, code):
    ana = player(client)
    r = ana.post("/api/public/quick", body)
    assert r.status_code == status and r.json()["code"] == code, r.text
    refusal(r.json())
    assert tables.store.summaries() == []


def test_without_a_profile_a_quick_match_is_a_403(client, tables):
    r = client.post("/api/public/quick", json={"variant": "chiva"})
    assert r.status_code == 403 and r.json()["code"] == "no_profile"
    assert tables.store.summaries() == []


def test_quick_matches_asked_from_one_address_are_limited(tables, public):
    clock = ManualClock()
    app = create_app(tables, clock=clock, limits=Limits(quick=2), public=public)
    with TestClient(app) as client:
        player(client, "Ana").quick()
        player(client, "Ben").quick()
        r = player(client, "Cleo").quick(status=429)
        assert r["code"] == "too_many_quick" and r["fields"]["retry_after"] >= 1
        clock.advance(60)
        player(client, "Cleo").quick()


def test_a_new_quick_match_table_is_a_table_made_by_its_address(tables, public):
    """A quick match that opens a table makes a table as a create does: within the address's
    tables a day (and its unfinished ones), so that one address cannot keep a disk filling with
    quick matches it starts and leaves; joining a waiting table makes none and is not held."""
    clock = ManualClock()
    limits = Limits(creates_per_day=2, quick=100, profiles=100)
    app = create_app(tables, clock=clock, limits=limits, public=public)
    with TestClient(app) as client:
        for name in ("Ana", "Ben"):
            mine = player(client, name)
            id = mine.quick()["id"]
            assert mine.post(f"/api/public/tables/{id}/start").status_code == 200
        cleo = player(client, "Cleo")
        r = cleo.quick(status=429)
        assert r["code"] == "too_many_creates" and r["fields"]["retry_after"] >= 1
        assert len(tables.store.summaries()) == 2
        dan = player(client, "Dan")
        r = client.post("/api/matches", json={"variant": "chiva"})
        assert r.status_code == 429 and r.json()["code"] == "too_many_creates"
        clock.advance(86_400 / 2)  # a share of the day again: Cleo opens, Dan joins her
        opened = cleo.quick()
        assert dan.quick()["id"] == opened["id"] and len(tables.store.summaries()) == 3


def test_no_answer_carries_another_device_s_secret(client):
    players = [player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan")]
    answers = [p.quick() for p in players]
    secrets = [p.secret for p in players] + [a["secret"] for a in answers]
    for p, answer in zip(players, answers):
        text = json.dumps(answer)
        mine = {p.secret, answer["secret"]}
        assert not [s for s in secrets if s not in mine and s in text]
        assert "key" not in json.dumps(answer["table"])
    hand = answers[0]["view"]["hand"]
    assert len(hand) == 7 and answers[1]["view"]["hand"] != hand


def test_a_seated_player_plays_with_the_seat_secret(client, tables):
    players = [player(client, n) for n in ("Ana", "Ben", "Cleo", "Dan")]
    answers = [p.quick() for p in players]
    id, to_act = answers[0]["id"], tables.get(answers[0]["id"]).state.to_act
    mover = players[to_act - 1]
    view = mover.get(f"/api/matches/{id}?seat={to_act}").json()
    body = {"version": view["version"], "seat": to_act, "action": view["legal"][0]}
    assert mover.post(f"/api/matches/{id}/act", body).status_code == 200
    other = players[to_act % 4]
    body = {"version": view["version"] + 1, "seat": to_act, "action": view["legal"][0]}
    assert other.post(f"/api/matches/{id}/act", body).status_code in (403, 422)


def test_the_friend_brings_the_code_alone_and_sits_at_the_table_s_game(client, tables):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    first = ana.quick("haiti", partner=True, level="strong", language="fr")
    r = ben.post("/api/public/quick", {"pair": first["pair"]})  # no game, level or language
    assert r.status_code == 200, r.text
    mate = r.json()
    assert (mate["id"], mate["seat"]) == (first["id"], 3)
    assert mate["table"]["public"]["level"] == "strong" and mate["view"]["variant"] == "haiti"
    cleo = player(client, "Cleo")
    r = cleo.post("/api/public/quick", {"pair": "ZZZZ-ZZZZ"})
    assert r.status_code == 404 and r.json()["code"] == "no_such_pair"
    r = cleo.post("/api/public/quick", {"pair": first["pair"], "variant": "poker"})
    assert r.status_code == 400 and r.json()["code"] == "no_such_variant"
