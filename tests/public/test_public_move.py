"""A player waiting at a public table that has not started takes a seat at another from the
lobby (docs/api.md, "Public tables and the lobby"): they move, their seat at the waiting table
given up as leaving gives it up (its secret works no more, the others and the lobby see it
free), and SEATED's ``left`` names that table; a refused seat gives nothing up, and a match
under way is no waiting seat to give up."""

from __future__ import annotations

from .helpers import player


def seated_names(client, id: str) -> list:
    row = [t for t in client.get("/api/public/lobby").json()["tables"] if t["id"] == id]
    return [s["name"] if s["taken"] else None for s in row[0]["seats"]] if row else []


def test_a_waiting_player_who_sits_at_another_table_moves_there(client, tables):
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    waiting = ana.quick(partner=True)
    first = waiting["id"]
    ben.quick()  # beside her, at the table she leaves
    other = cleo.quick("haiti")["id"]
    assert ana.get("/api/matches").json()["matches"][0]["id"] == first
    r = ana.post(f"/api/public/tables/{other}/take", {"seat": 2})
    assert r.status_code == 200, r.text
    moved = r.json()
    assert (moved["id"], moved["seat"], moved["left"]) == (other, 2, [first])
    ana.seats.append(moved["secret"])
    # her seat at the first table is free again, and the one kept for her partner's code
    assert seated_names(client, first) == [None, "Ben", None, None]
    assert tables.get(first).seating.public_play.kept == ()
    assert seated_names(client, other) == ["Cleo", "Ana", None, None]
    assert player(client, "Dan").quick(pair=waiting["pair"], status=404)["code"] == "no_such_pair"
    # her old secret proves nothing there: her list holds the new table only
    assert [m["id"] for m in ana.get("/api/matches").json()["matches"]] == [other]
    r = ana.post(f"/api/public/tables/{first}/leave", {"seat": 1})
    assert r.status_code == 403 and r.json()["code"] == "not_your_seat"
    # waiting at one table now: a quick match takes her back there, as before
    assert ana.quick(status=409)["fields"] == {"id": other}


def test_a_table_left_by_its_last_player_so_leaves_the_lobby(client, tables):
    ana, cleo = player(client, "Ana"), player(client, "Cleo")
    first = ana.quick()["id"]
    other = cleo.quick("haiti")["id"]
    assert ana.post(f"/api/public/tables/{other}/take", {"seat": 3}).json()["left"] == [first]
    assert [t["id"] for t in client.get("/api/public/lobby").json()["tables"]] == [other]
    assert tables.get(first).seating.public_play is None  # no computers fill it for nobody


def test_a_seat_refused_gives_nothing_up(client, tables):
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    first = ana.quick()["id"]
    other = cleo.quick("haiti")["id"]
    ben.post(f"/api/public/tables/{other}/take", {"seat": 2})
    before = tables.get(first).version
    r = ana.post(f"/api/public/tables/{other}/take", {"seat": 2})
    assert r.status_code == 409 and r.json()["code"] == "seat_taken"
    r = ana.post(f"/api/public/tables/{first}/take", {"seat": 2})  # her own table: no move
    assert r.status_code == 409 and r.json()["code"] == "already_waiting"
    assert tables.get(first).version == before
    assert seated_names(client, first) == ["Ana", None, None, None]


def test_a_match_under_way_is_not_given_up_by_a_seat_elsewhere(client, tables):
    """Ana left a match under way to the computer and waits at a second table: a seat taken
    at a third (she said another) gives up the waiting seat only; the match under way is still
    hers."""
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    playing = ana.quick()["id"]
    ben.quick()
    assert ana.post(f"/api/public/tables/{playing}/start").status_code == 200
    waiting = ana.quick("haiti", another=True)["id"]
    other = cleo.quick("chiva")["id"]
    r = ana.post(f"/api/public/tables/{other}/take", {"seat": 2})
    assert r.status_code == 409 and r.json()["code"] == "already_playing"
    assert seated_names(client, waiting)[0] == "Ana"  # refused: still waiting there
    r = ana.post(f"/api/public/tables/{other}/take", {"seat": 2, "another": True})
    assert r.status_code == 200 and r.json()["left"] == [waiting]
    assert tables.get(playing).seating.chair(1).profile == ana.profile["id"]
    assert tables.store.listed(f"playing:{ana.profile['id']}:") == [playing]


def test_a_quick_match_gives_up_nothing(client):
    seated = player(client, "Ana").quick()
    assert seated["left"] == []
