"""A player's own place on a leaderboard (docs/api.md, "Ratings"): asked with the profile's id
(``profile``), the board answers its row (``you``) wherever it stands, beyond the top 100 too;
its rank is its position in the whole ordering (rating, then id), this week's or all time's,
on memory, SQLite and PostgreSQL. No id, or an id with no rating in that board: no row. An id
that is not one: 400 with a code."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.core.rng import Rng
from dobleseis.session import ManualClock, MemoryStore, SqliteStore, TableService
from dobleseis.session.public import PublicService, Rating
from dobleseis.session.public.kept import ordinal
from dobleseis.session.public.ratings import shown
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider

PLAYERS = 150
NOW = 1_764_000_000.0  # 2025-11-24


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def board(request, tmp_path):
    """A server on each kind of store with ``PLAYERS`` rated Chiva players (some with equal
    ratings, so that their ids order them), the first 40 rated more than a week ago; the
    client, and every player's id with its rating and whether it played this week."""
    if request.param == "postgres":
        from dobleseis.session.stores.postgres import PostgresStore

        store = PostgresStore(request.getfixturevalue("pg_url"))
    else:
        store = MemoryStore() if request.param == "memory" else SqliteStore(tmp_path / "m.db")
    yield from _served(store)
    if request.param != "memory":
        store.close()


def _served(store):
    tables = TableService(store, quick_decider())
    clock = ManualClock()
    clock.advance(NOW)
    public = PublicService(tables, clock=clock)
    rng = Rng("leaderboard ranks")
    players = {}
    for n in range(PLAYERS):
        profile, _ = public.make_profile(f"P{n}", "🐢")
        mu, sigma = rng.choice([20.0, 25.0, 30.0]), rng.choice([2.0, 4.0, 6.0])
        rating = Rating(mu + rng.choice([0, 1, 2]), sigma, 1 + n % 5)
        at = "2025-11-10T12:00:00Z" if n < 40 else "2025-11-23T12:00:00Z"
        assert public.kept.rate(f"m{n}", "chiva", {profile.id: rating}, at, ())
        players[profile.id] = (rating, n >= 40)
    with TestClient(create_app(tables, limits=MACHINE, public=public)) as client:
        yield client, players


def ordering(players: dict, week: bool) -> list[str]:
    """Every id of the board in its order: the rating shown (mu - 3 sigma), then the id."""
    ids = [i for i, (_, recent) in players.items() if recent or not week]
    return sorted(ids, key=lambda i: (-ordinal(players[i][0]), i))


@pytest.mark.parametrize("period", ["all", "week"])
def test_a_player_s_rank_is_their_place_in_the_whole_ordering(board, period):
    client, players = board
    order = ordering(players, period == "week")
    assert len(order) > 100 and len({ordinal(players[i][0]) for i in order}) < len(order)
    for rank in (1, 2, 57, 100, 101, len(order)):  # in the top 100, just out, the last
        id = order[rank - 1]
        r = client.get(f"/api/public/leaderboard?variant=chiva&period={period}&profile={id}")
        assert r.status_code == 200, r.text
        answer = r.json()
        assert [row["profile"]["id"] for row in answer["rows"]] == order[:100]
        ratings = [row["rating"] for row in answer["rows"]]
        assert ratings == sorted(ratings, reverse=True)  # the order ranked is the order shown
        you = answer["you"]
        assert you["rank"] == rank and you["profile"]["id"] == id
        rating = players[id][0]
        assert you["rating"] == shown(rating) and you["matches"] == rating.matches
        if rank <= 100:
            assert answer["rows"][rank - 1] == you


def test_no_row_without_a_place_on_that_board(board):
    client, players = board
    old = next(i for i, (_, recent) in players.items() if not recent)
    unknown = "p" + "0" * 16
    asked = {
        "?variant=chiva": None,  # no profile asked
        f"?variant=chiva&profile={unknown}": None,  # nobody has that id
        f"?variant=haiti&profile={old}": None,  # no rating in that game
        f"?variant=chiva&period=week&profile={old}": None,  # not played this week
        f"?variant=chiva&period=all&profile={old}": old,
    }
    for query, expected in asked.items():
        r = client.get("/api/public/leaderboard" + query)
        assert r.status_code == 200, r.text
        you = r.json()["you"]
        assert (you and you["profile"]["id"]) == expected, query


def test_a_profile_that_is_no_id_is_refused(board):
    client, _ = board
    for value in ["", "nobody", "P" + "0" * 16, "p" + "0" * 15 + "g", "p" + "0" * 17, "p0' OR 1=1"]:
        r = client.get("/api/public/leaderboard", params={"variant": "chiva", "profile": value})
        assert r.status_code == 400 and r.json()["code"] == "bad_profile_id", (value, r.text)
        assert r.json()["fields"] == {"value": value}
