"""Ratings (docs/api.md, "Ratings"): a public match with at least two people is rated when it
ends, once, by OpenSkill's two-against-two model — the rating equals what the library computes
for the same teams and result; computers play at their level's fixed rating; private and
computer-only tables are not rated; history and leaderboards per game."""

from __future__ import annotations

import threading

import pytest
from openskill.models import PlackettLuce
from starlette.testclient import TestClient

from dobleseis.core.rng import Rng
from dobleseis.session import ManualClock
from dobleseis.session.errors import Unavailable
from dobleseis.session.public import PublicService, Rating
from dobleseis.session.public.kept import MemoryKept
from dobleseis.session.public.ratings import (
    COMPUTER_SIGMA,
    COMPUTERS,
    PROVISIONAL,
    provisional,
    rated,
    shown,
)
from dobleseis.session.public.service import history_json
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE
from .helpers import SECRETS, played_out, player
from .test_public_lobby import hosted


@pytest.fixture
def public(tables):
    clock = ManualClock()
    clock.advance(1_764_000_000)  # 2025-11-24
    return PublicService(tables, clock=clock)


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
        shown = round(mine.ordinal(alpha=200 / model.sigma, target=1500))  # Elo-like, from 1500
        assert rating["rating"] == shown and rating["provisional"]
        [entry] = got[p]["history"]
        assert entry["match"] == id and entry["at"] == "2025-11-24T16:00:00Z"
        won = (p is ana) == (winner == "13")
        assert entry["won"] == won and entry["rating"] == shown
        assert entry["change"] == shown - 1500 and (entry["change"] > 0) == won
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


def _hosted_public(client, people: int):
    """A public Haiti table a host opened with seat 1 its own and ``people`` seats for others,
    the rest computers, taken from the lobby by new profiles (the match starts once they are
    all taken); its id, the host's secrets (as a device), and the profiles' devices."""
    seats = ["here", *["invited"] * people, *["computer"] * (3 - people)]
    id, secrets = hosted(client, seats=tuple(seats))
    assert client.post(f"/api/public/tables/{id}", json={"public": True},
                       headers=secrets).status_code == 200  # fmt: skip
    host = player(client, "Host")
    host.seats = secrets[SECRETS].split()
    others = [player(client, name) for name in ("Ana", "Ben", "Cleo")[:people]]
    for seat, p in enumerate(others, 2):
        r = p.post(f"/api/public/tables/{id}/take", {"seat": seat})
        assert r.status_code == 200, r.text
        p.seats.append(r.json()["secret"])
    return id, secrets, host, others


def test_a_public_match_stays_public_until_it_ends_so_no_one_takes_it_out_of_the_ratings(
    client, tables
):
    """A host losing a public match cannot make the table private before its last move (a
    private match is not rated), nor so take moves back (public tables have no takeback)."""
    id, secrets, host, (ana, ben) = _hosted_public(client, 2)
    assert tables.get(id).seating.started
    r = client.post(f"/api/public/tables/{id}", json={"public": False}, headers=secrets)
    assert r.status_code == 422 and r.json()["code"] == "already_started"
    assert tables.get(id).seating.public_play is not None
    played_out(client, tables, id, [host, ana, ben], seed=3)
    for p in (ana, ben):
        [rating] = client.get(f"/api/public/ratings/{p.profile['id']}").json()["ratings"]
        assert rating["matches"] == 1
    # once it is over the host may take it off the list (its rating is done)
    r = client.post(f"/api/public/tables/{id}", json={"public": False}, headers=secrets)
    assert r.status_code == 200 and r.json()["public"] is None


def test_a_player_the_host_sends_away_is_not_rated_for_the_match_played_without_them(
    client, tables
):
    """The host frees Ana's seat mid-match (her secret stops working) and the computer plays
    it: the match is rated for Ben and Cleo, who played it, not for Ana."""
    id, secrets, host, (ana, ben, cleo) = _hosted_public(client, 3)
    r = client.post(f"/api/matches/{id}/host", json={"do": "release", "seat": 2},
                    headers=secrets)  # fmt: skip
    assert r.status_code == 200, r.text
    freed = r.json()["seats"][1]
    assert freed["profile"] is None and freed["avatar"] is None and not freed["taken"]
    r = client.post(f"/api/matches/{id}/host", json={"do": "computer", "seat": 2, "on": True},
                    headers=secrets)  # fmt: skip
    assert r.status_code == 200, r.text
    played_out(client, tables, id, [host, ben, cleo], seed=4)
    ratings = {p: client.get(f"/api/public/ratings/{p.profile['id']}").json()["ratings"]
               for p in (ana, ben, cleo)}  # fmt: skip
    assert ratings[ana] == []
    assert [r["matches"] for r in ratings[ben] + ratings[cleo]] == [1, 1]


class _Turnstile:
    """The lock a rating is taken under (``PublicService._rating``), which says when a second
    rating comes to it while the first holds it."""

    def __init__(self, second: threading.Event) -> None:
        self._lock, self._second, self._comers = threading.Lock(), second, 0

    def __enter__(self):
        self._comers += 1
        if self._comers == 2:
            self._second.set()
        self._lock.acquire()

    def __exit__(self, *exc) -> None:
        self._lock.release()


class _OtherBeforeFirstWrite:
    """Ratings kept in memory, whose first rating lets ``other()`` run before it is written:
    after the ratings it was worked out from were read."""

    def __init__(self, kept) -> None:
        self.kept, self.other = kept, None

    def __getattr__(self, name):
        return getattr(self.kept, name)

    def rate(self, *args):
        other, self.other = self.other, None
        if other is not None:
            other()
        return self.kept.rate(*args)


def test_two_matches_of_one_player_ending_at_once_both_count(client, tables):
    """Ana's two public matches end at the same moment and are rated on two threads: the second
    rating starts from the first's result, so neither is lost (``matches`` is 2, and her rating
    is the two matches rated one after the other)."""
    ana, ben, cleo = player(client, "Ana"), player(client, "Ben"), player(client, "Cleo")
    first = ana.quick("haiti", level="basic")["id"]
    ben.quick("haiti")
    ana.post(f"/api/public/tables/{first}/start")
    second = cleo.quick("haiti", level="basic")["id"]
    ana.quick("haiti", another=True)  # her first match left to the computer
    cleo.post(f"/api/public/tables/{second}/start")
    played_out(client, tables, first, [ana, ben], seed=5)
    played_out(client, tables, second, [ana, cleo], seed=6)
    kept = _OtherBeforeFirstWrite(MemoryKept())
    judge = PublicService(tables, clock=ManualClock(), kept=kept)  # knows no table: rates no end
    came = threading.Event()
    judge._rating = _Turnstile(came)
    other = threading.Thread(target=lambda: (judge.rate(tables.get(second)), came.set()))

    def rate_the_second_meanwhile() -> None:
        other.start()
        came.wait()  # the second rating waits its turn, or (were there none) is done

    kept.other = rate_the_second_meanwhile
    try:
        judge.rate(tables.get(first))
        other.join()
    finally:
        judge.stop()
    one = rated(tables.get(first), {})
    both = rated(tables.get(second), one)
    [mine] = kept.all_ratings(ana.profile["id"]).values()
    assert mine == both[ana.profile["id"]] and mine.matches == 2


class _AwayOnce:
    """Ratings kept in memory, whose database is away at the first rating (``Unavailable``,
    as a PostgreSQL store says it)."""

    def __init__(self, kept) -> None:
        self.kept, self.away = kept, True

    def __getattr__(self, name):
        return getattr(self.kept, name)

    def rate(self, *args):
        if self.away:
            self.away = False
            raise Unavailable("store_unavailable")
        return self.kept.rate(*args)


def test_a_match_that_ends_while_the_database_is_away_is_rated_once_it_is_back(tables):
    """The last move is kept, but the ratings cannot be written at that moment: the match is
    not forgotten, it is rated at the clock's next round (and once only)."""
    kept = _AwayOnce(MemoryKept())
    public = PublicService(tables, clock=ManualClock(), kept=kept)
    with TestClient(create_app(tables, limits=MACHINE, public=public)) as client:
        ana, ben = player(client, "Ana"), player(client, "Ben")
        id = ana.quick("haiti", level="basic")["id"]
        ben.quick("haiti")
        ana.post(f"/api/public/tables/{id}/start")
        played_out(client, tables, id, [ana, ben], seed=7)  # its last move answered 200
        assert not kept.away and kept.all_ratings(ana.profile["id"]) == {}
        public.run_due()
        for p in (ana, ben):
            [rating] = client.get(f"/api/public/ratings/{p.profile['id']}").json()["ratings"]
            assert rating["matches"] == 1
        public.run_due()
        assert kept.all_ratings(ana.profile["id"])["haiti"].matches == 1


def test_the_rating_shown_starts_at_1500_and_is_never_below_0():
    """A new player shows 1500, not 0 (OpenSkill's ordinal scaled as its documentation does for
    an Elo-like number), a first loss does not take it below 0, nor does any rating, and the
    scale keeps the order of mu - 3 sigma; a rating is provisional for its first matches."""
    model = PlackettLuce()
    assert shown(Rating(model.mu, model.sigma)) == 1500
    lost = Rating(22.0, 8.0, 1)  # mu - 3 sigma below 0 after a first loss
    assert 0 < shown(lost) < 1500
    assert shown(Rating(-80.0, 8.0, 3)) == 0
    rng = Rng("shown ratings")
    ratings = [Rating(rng.below(4000) / 100, 0.5 + rng.below(850) / 100) for _ in range(300)]
    ranked = sorted(ratings, key=lambda r: r.mu - 3 * r.sigma, reverse=True)
    assert [shown(r) for r in ranked] == sorted((shown(r) for r in ranked), reverse=True)
    assert provisional(Rating(25.0, 5.0, PROVISIONAL - 1))
    assert not provisional(Rating(25.0, 5.0, PROVISIONAL))


def test_a_history_row_says_its_result_and_the_change_of_the_rating_shown():
    """Each match's change is the rating shown after it less the one after the match before it
    in its game; a game's first match changes a new player's 1500; where the history listed
    does not reach back to the game's first match (the latest 200), the oldest listed says no
    change; a row kept before results were says no result."""

    def row(variant: str, match: str, mu: float, won: bool | None) -> dict:
        at = "2026-12-02T10:00:00Z"
        return {"variant": variant, "match": match, "mu": mu, "sigma": 6.0, "at": at, "won": won}

    rows = [row("chiva", "c3", 23.0, False), row("haiti", "h2", 27.0, True),
            row("chiva", "c2", 26.0, True), row("haiti", "h1", 24.0, None)]  # fmt: skip
    now = {"chiva": Rating(23.0, 6.0, 3), "haiti": Rating(27.0, 6.0, 2)}
    out = history_json(rows, now)
    assert [h["match"] for h in out] == ["c3", "h2", "c2", "h1"]
    assert [h["won"] for h in out] == [False, True, True, None]
    at = {
        m: shown(Rating(mu, 6.0))
        for m, mu in (("c3", 23.0), ("c2", 26.0), ("h2", 27.0), ("h1", 24.0))
    }
    assert [h["rating"] for h in out] == [at["c3"], at["h2"], at["c2"], at["h1"]]
    assert [h["change"] for h in out] == [
        at["c3"] - at["c2"],
        at["h2"] - at["h1"],
        None,
        at["h1"] - 1500,
    ]
