"""Ratings (docs/api.md, "Ratings"): a public match with at least two people is rated when it
ends, once, by OpenSkill's two-against-two model — the rating equals what the library computes
for the same teams and result; computers play at their level's fixed rating; private and
computer-only tables are not rated; history and leaderboards per game."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from dobleseis.core.rng import Rng
from dobleseis.session import ManualClock
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService
from dobleseis.session.public.ratings import COMPUTER_SIGMA, COMPUTERS

from .helpers import player


@pytest.fixture
def public(tables):
    clock = ManualClock()
    clock.advance(1_764_000_000)  # 2025-11-24
    return PublicService(tables, clock=clock)


def played_out(client, tables, id: str, players, seed: int) -> None:
    """The match ``id`` played to its end: each person plays a legal action (seeded), the
    computers are asked to move."""
    rng = Rng(f"ratings {seed}")
    holder = {}
    for p in players:
        for s in (1, 2, 3, 4):
            if tables.get(id).seating.proves(frozenset(_keys(p))).seats & {s}:
                holder[s] = p
    for _ in range(5000):
        table = tables.get(id)
        if table.state.over:
            return
        seat = table.state.to_act
        if table.is_human(seat):
            mover = holder[seat]
            view = mover.get(f"/api/matches/{id}?seat={seat}").json()
            body = {"version": view["version"], "seat": seat, "action": rng.choice(view["legal"])}
            assert mover.post(f"/api/matches/{id}/act", body).status_code == 200
        else:
            r = players[0].post(f"/api/matches/{id}/computer", {"version": table.version})
            assert r.status_code == 200, r.text
    raise AssertionError("the match did not end")


def _keys(p) -> set[str]:
    return {key_of(s) for s in p.seats}


def test_the_rating_after_a_match_is_the_library_s_for_the_same_teams(client, tables, public):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick("haiti", level="basic")["id"]
    assert ben.quick("haiti")["seat"] == 2
    ana.post(f"/api/public/tables/{id}/start")
    played_out(client, tables, id, [ana, ben], seed=1)
    winner = tables.get(id).state.winner
    model = PlackettLuce()
    computer = dict(mu=COMPUTERS["basic"], sigma=COMPUTER_SIGMA)
    teams = [[model.rating(), model.rating(**computer)], [model.rating(), model.rating(**computer)]]
    expected = model.rate(teams, ranks=[1, 2] if winner == "13" else [2, 1])
    got = {p: client.get(f"/api/public/ratings/{p.profile['id']}").json() for p in (ana, ben)}
    for p, mine in ((ana, expected[0][0]), (ben, expected[1][0])):
        [rating] = got[p]["ratings"]
        assert rating["variant"] == "haiti" and rating["matches"] == 1
        assert rating["mu"] == pytest.approx(mine.mu) and rating["sigma"] == pytest.approx(
            mine.sigma
        )
        assert rating["rating"] == round(mine.mu - 3 * mine.sigma, 1)
        [entry] = got[p]["history"]
        assert entry["match"] == id and entry["at"] == "2025-11-24T16:00:00Z"
    assert not public.rate(tables.get(id))  # once
    board = client.get("/api/public/leaderboard?variant=haiti&period=week").json()
    assert [r["rank"] for r in board["rows"]] == [1, 2]
    best = ana if winner == "13" else ben
    assert board["rows"][0]["profile"] == best.profile
    public.clock.advance(8 * 24 * 3600)
    week = client.get("/api/public/leaderboard?variant=haiti&period=week").json()
    assert week["rows"] == []
    all_time = client.get("/api/public/leaderboard?variant=haiti&period=all").json()
    assert len(all_time["rows"]) == 2
    assert client.get("/api/public/leaderboard?variant=chiva").json()["rows"] == []


def test_a_match_with_one_person_is_not_rated(client, tables):
    ana = player(client, "Ana")
    id = ana.quick("haiti", level="random")["id"]
    ana.post(f"/api/public/tables/{id}/start")
    played_out(client, tables, id, [ana], seed=2)
    assert client.get(f"/api/public/ratings/{ana.profile['id']}").json()["ratings"] == []


def test_bad_rating_queries_are_refused(client):
    r = client.get("/api/public/ratings/pnobody")
    assert r.status_code == 404 and r.json()["code"] == "no_such_profile"
    r = client.get("/api/public/leaderboard?variant=chiva&period=month")
    assert r.status_code == 400 and r.json()["code"] == "no_such_period"
    r = client.get("/api/public/leaderboard?period=all")
    assert r.status_code == 400 and r.json()["code"] == "no_such_variant"
    r = client.get("/api/public/leaderboard?variant=chiva&page=2")
    assert r.status_code == 400 and r.json()["code"] == "unexpected_parameter"
