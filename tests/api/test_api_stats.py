"""GET /api/stats: a device's statistics equal what its saved matches say (their summaries and
their logs), and change with them: nothing is counted beside the tables."""

from __future__ import annotations

from dobleseis.core import Redeal, new_match
from dobleseis.core.record import record_of

from .helpers import hold

SEATS = ["here", "computer", "computer", "computer"]


def played(variant: str, seed: int, hands: int | None = None) -> dict:
    """A record of a match played by the first legal action (accepting every deal), to its end
    or until ``hands`` hands are finished."""
    state = new_match(variant, seed)
    while not state.over and (hands is None or len(state.results) < hands):
        legal = [a for a in state.legal() if not isinstance(a, Redeal)]
        state = state.apply(legal[0])
    return record_of(state)


def imported(client, record: dict, seats=SEATS) -> str:
    r = client.post("/api/matches/import", json={"record": record, "seats": seats})
    assert r.status_code == 201, r.text
    return hold(client, r.json())["id"]


OWN = {
    # each game's statistics, as docs/api.md says them: a Chiva is Chiva's, a Dékabès Haiti's
    "chiva": ("matches", "won", "hands", "hands_won", "chivas", "best_streak"),
    "haiti": ("matches", "won", "hands", "hands_won", "dekabes", "best_streak"),
}
COLUMNS = ("matches", "won", "hands", "hands_won", "chivas", "dekabes", "best_streak", "accuracy")


def expected(client) -> dict:
    """The statistics worked out here from the list and the logs, as a player would count."""
    rows: dict = {}
    streak: dict = {}
    accuracies: dict = {}
    left_out = 0
    for m in reversed(client.get("/api/matches").json()["matches"]):
        teams = {"13" if s % 2 else "24" for s in m["you"]["seats"]}
        if len(teams) != 1:
            left_out += 1
            continue
        side = teams.pop()
        key = (m["variant"], m["level"])
        row = rows.setdefault(key, dict.fromkeys(OWN[m["variant"]], 0) | {"pending": 0})
        entries = client.get(f"/api/matches/{m['id']}/log").json()["entries"]
        results = [e["result"] for e in entries if e["kind"] == "result"]
        row["hands"] += len(results)
        # accuracy: the seats held, over the match's reviewed hands, on average over matches
        counted = client.get(f"/api/matches/{m['id']}/accuracy").json()
        row["pending"] += len(counted["pending"])
        mine = [counted["seats"][str(s)] for s in m["you"]["seats"]]
        if sum(a["choices"] for a in mine):
            good = sum(a["good"] for a in mine) / sum(a["choices"] for a in mine)
            accuracies.setdefault(key, []).append(good)
        row["hands_won"] += sum(r["winner"] == side for r in results)
        if "dekabes" in row:
            row["dekabes"] += sum(r["winner"] == side and r["dekabes"] for r in results)
        if m["over"]:
            row["matches"] += 1
            won = m["winner"] == side
            row["won"] += won
            if "chivas" in row:
                row["chivas"] += won and min(m["score"]) == 0
            streak[key] = streak.get(key, 0) + 1 if won else 0
            row["best_streak"] = max(row["best_streak"], streak[key])
    for key, row in rows.items():
        mine = accuracies.get(key)
        row["accuracy"] = round(sum(mine) / len(mine), 3) if mine else None
    played = {v for v, _ in rows}
    return {
        "stats": [{"variant": v, "level": lv, **row} for (v, lv), row in sorted(rows.items())],
        "columns": [f for f in COLUMNS if f == "accuracy" or any(f in OWN[v] for v in played)],
        "left_out": left_out,
    }


def test_statistics_equal_what_the_saved_matches_say(client):
    for seed in range(4):
        imported(client, played("chiva", seed))
        imported(client, played("haiti", seed))
    imported(client, played("haiti", 9, hands=3))  # unfinished: its hands count, not a match
    imported(client, played("chiva", 5), ["here", "computer", "here", "computer"])
    imported(client, played("chiva", 6), ["computer", "here", "computer", "here"])
    imported(client, played("chiva", 7), ["here", "here", "computer", "computer"])  # no side
    stats = client.get("/api/stats")
    assert stats.status_code == 200 and stats.headers["cache-control"] == "no-store"
    got = stats.json()
    assert got == expected(client)
    rows = {r["variant"]: r for r in got["stats"]}
    assert rows["chiva"]["matches"] == 6 and rows["haiti"]["matches"] == 4
    assert got["left_out"] == 1
    # the records are played without thought: each figure is exercised, not only zeros
    assert rows["haiti"]["hands"] > rows["haiti"]["matches"] and rows["haiti"]["hands_won"]
    assert rows["chiva"]["won"] and rows["chiva"]["won"] < 6 and rows["chiva"]["best_streak"]
    assert rows["haiti"]["dekabes"] > 0
    # each game keeps its own: no "Chivas" column of Haiti that would only repeat matches won
    assert "chivas" not in rows["haiti"] and "dekabes" not in rows["chiva"]
    assert got["columns"] == list(COLUMNS)
    # no hand is reviewed yet: every finished hand is pending, and no accuracy is made up
    assert rows["haiti"]["pending"] == rows["haiti"]["hands"] and rows["haiti"]["accuracy"] is None


def test_accuracy_counts_the_reviewed_hands_and_says_the_others_pending(client, tables):
    """A match's ACCURACY sums the kept reviews' marks seat by seat; a hand not reviewed yet is
    pending, never counted as nothing good; the statistics take the held seats' share."""
    id = imported(client, played("chiva", 3, hands=2))
    before = client.get(f"/api/matches/{id}/accuracy").json()
    assert before["hands"] == 2 and before["pending"] == [1, 2]
    assert all(a["choices"] == 0 and a["accuracy"] is None for a in before["seats"].values())
    assert client.get("/api/stats").json()["stats"][0]["accuracy"] is None

    assert client.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "running"
    client.portal.call(tables.reviews.settled)
    review = client.get(f"/api/matches/{id}/hands/1/review").json()
    after = client.get(f"/api/matches/{id}/accuracy").json()
    assert after["hands"] == 2 and after["pending"] == [2]
    assert after["seats"] == review["accuracy"]
    mine = review["accuracy"]["1"]
    assert mine["choices"] > 0  # the first legal move is played: seat 1 had choices
    row = client.get("/api/stats").json()["stats"][0]
    assert row["accuracy"] == round(mine["good"] / mine["choices"], 3) and row["pending"] == 1
    assert client.get(f"/api/matches/{id}/accuracy?x=1").status_code == 400
    assert client.get("/api/matches/nope/accuracy").status_code == 404


def test_statistics_follow_the_tables_a_deleted_one_leaves_them(client):
    first = imported(client, played("chiva", 1))
    imported(client, played("chiva", 2))
    before = client.get("/api/stats").json()
    assert before == expected(client) and before["stats"][0]["matches"] == 2
    assert client.delete(f"/api/matches/{first}").status_code == 204
    after = client.get("/api/stats").json()
    assert after == expected(client) and after["stats"][0]["matches"] == 1


def test_statistics_are_of_this_device_only(client):
    imported(client, played("chiva", 1))
    other = client.get("/api/stats", headers={"Dobleseis-Secrets": ""})
    assert other.json() == {"stats": [], "columns": [], "left_out": 0}


def test_statistics_refuse_a_query(client):
    r = client.get("/api/stats?level=strong")
    assert r.status_code == 400 and r.json()["code"] == "unexpected_parameter"


def test_the_host_sets_the_pace_of_its_table(client):
    r = client.post("/api/matches", json={"variant": "chiva", "seats": SEATS, "pace": 850})
    created = hold(client, r.json())
    url = f"/api/matches/{created['id']}/host"
    r = client.post(url, json={"do": "pace", "pace": 300})
    assert r.status_code == 200 and r.json()["pace"] == 300
    assert r.json()["version"] == created["table"]["version"] + 1
    for bad in (-1, 5001, "fast", 1.5, True, None):
        r = client.post(url, json={"do": "pace", "pace": bad})
        assert r.status_code == 400 and r.json()["code"] == "no_such_pace", bad
    assert client.get(f"/api/matches/{created['id']}/table").json()["pace"] == 300
    r = client.post(url, json={"do": "pace", "pace": 1600}, headers={"Dobleseis-Secrets": ""})
    assert r.status_code == 403


def test_the_list_says_whether_a_record_downloads_now(client):
    drawn = hold(client, client.post("/api/matches", json={"variant": "chiva", "seats": SEATS})
                 .json())["id"]  # fmt: skip
    chosen = hold(
        client,
        client.post("/api/matches", json={"variant": "chiva", "seats": SEATS, "seed": 3}).json(),
    )["id"]
    rows = {m["id"]: m for m in client.get("/api/matches").json()["matches"]}
    assert rows[drawn]["record"] is False and rows[chosen]["record"] is True
    assert client.get(f"/api/matches/{drawn}/record").status_code == 422
    assert client.get(f"/api/matches/{chosen}/record").status_code == 200


def test_an_imported_record_is_played_on_at_the_pace_asked(client):
    r = client.post(
        "/api/matches/import",
        json={"record": played("chiva", 1, hands=1), "seats": SEATS, "pace": 300},
    )
    assert r.status_code == 201 and r.json()["table"]["pace"] == 300
    r = client.post(
        "/api/matches/import",
        json={"record": played("chiva", 1, hands=1), "seats": SEATS, "pace": -5},
    )
    assert r.status_code == 400 and r.json()["code"] == "no_such_pace"
