"""Public play on a real ``serve``: the countdown runs on its own clock and the live feed says
so; a server killed and restarted loses no profile, no seat and no public table (SQLite, and
PostgreSQL shared by two processes)."""

from __future__ import annotations

import json
import threading
from collections import Counter

import httpx2 as httpx
import pytest
from websockets.sync.client import connect

from bench.servers import Serve

PROFILE, SECRETS = "Dobleseis-Profile", "Dobleseis-Secrets"
LIMITS = ("--profiles-per-minute", "1000", "--quick-per-minute", "1000")


def profile(http, name) -> str:
    r = http.post("/api/profiles", json={"name": name, "avatar": "🐢"})
    assert r.status_code == 201, r.text
    return r.json()["secret"]


def test_the_countdown_of_a_real_server_starts_the_table(tmp_path):
    serve = Serve(tmp_path / "m.sqlite3", 0, "--countdown", "1", *LIMITS)
    try:
        with httpx.Client(base_url=serve.url) as http:
            ana = profile(http, "Ana")
            seated = http.post("/api/public/quick", json={"variant": "chiva"},
                               headers={PROFILE: ana}).json()  # fmt: skip
            url = serve.url.replace("http", "ws") + f"api/matches/{seated['id']}/live"
            with connect(url) as ws:
                ws.send(json.dumps({"type": "hello", "secrets": [seated["secret"]]}))
                for _ in range(100):  # frames until the countdown has started the match
                    frame = json.loads(ws.recv(timeout=30))
                    if frame["type"] == "table" and frame["table"]["started"]:
                        break
                else:
                    pytest.fail("the countdown never started the table")
            seats = [s["computer"] for s in frame["table"]["seats"]]
            assert seats == [False, True, True, True]
    finally:
        code, err = serve.stop()
    assert code == 0 and "Traceback" not in err


def test_a_restart_loses_no_profile_seat_or_public_table(tmp_path):
    serve = Serve(tmp_path / "m.sqlite3", 0, *LIMITS)
    try:
        with httpx.Client(base_url=serve.url) as http:
            ana = profile(http, "Ana")
            seated = http.post("/api/public/quick", json={"variant": "haiti"},
                               headers={PROFILE: ana}).json()  # fmt: skip
            serve.kill()  # as a crash would stop it
            serve.start()
            me = http.get("/api/profiles/me", headers={PROFILE: ana})
            assert me.status_code == 200 and me.json()["profile"]["name"] == "Ana"
            view = http.get(f"/api/matches/{seated['id']}?seat=1",
                            headers={SECRETS: seated["secret"]})  # fmt: skip
            assert view.status_code == 200 and view.json()["hand"] == seated["view"]["hand"]
            lobby = http.get("/api/public/lobby?variant=haiti").json()
            assert [t["id"] for t in lobby["tables"]] == [seated["id"]]
            again = http.post("/api/public/quick", json={"variant": "haiti"},
                              headers={PROFILE: ana})  # fmt: skip
            assert again.status_code == 409 and again.json()["code"] == "already_waiting"
    finally:
        code, err = serve.stop()
    assert code == 0 and "Traceback" not in err


def test_two_processes_on_one_postgresql_seat_players_at_one_table(pg_url, redis_server):
    """...and the live lobby of one shows a table the other made (a process hears no change of
    a table it does not follow: the feed looks again every ``LOBBY_AGAIN`` seconds)."""
    extra = ("--redis", redis_server.url, *LIMITS)
    one, two = Serve(pg_url, 0, *extra), Serve(pg_url, 0, *extra)
    feed_url = two.url.replace("http", "ws") + "api/public/live"
    try:
        with (httpx.Client(base_url=one.url) as a, httpx.Client(base_url=two.url) as b,
              connect(feed_url) as feed):  # fmt: skip
            feed.send(json.dumps({"type": "hello", "variant": "chiva"}))
            assert json.loads(feed.recv(timeout=30))["lobby"]["tables"] == []
            first = a.post("/api/public/quick", json={"variant": "chiva"},
                           headers={PROFILE: profile(a, "Ana")}).json()  # fmt: skip
            shown = json.loads(feed.recv(timeout=30))["lobby"]["tables"]
            assert [t["id"] for t in shown] == [first["id"]]
            second = b.post("/api/public/quick", json={"variant": "chiva"},
                            headers={PROFILE: profile(b, "Ben")}).json()  # fmt: skip
            assert first["id"] == second["id"] and first["seat"] == 1
            assert second["seat"] == 2
            lobby = b.get("/api/public/lobby").json()["tables"]
            assert [s["name"] for s in lobby[0]["seats"]][:2] == ["Ana", "Ben"]
    finally:
        for serve in (one, two):
            code, err = serve.stop()
            assert code == 0 and "Traceback" not in err


def test_quick_matches_asked_at_once_of_two_processes_fill_as_few_tables_as_they_need(
    pg_url, redis_server
):
    """Sixteen players ask at the same moment, half of them of each process: the choice of a
    waiting table is made by one process at a time (the database's lock), so they sit at four
    full tables, each player once."""
    extra = ("--redis", redis_server.url, *LIMITS)
    serves = [Serve(pg_url, 0, *extra), Serve(pg_url, 0, *extra)]
    try:
        clients = [httpx.Client(base_url=s.url, timeout=60) for s in serves]
        players = [(clients[i % 2], profile(clients[i % 2], f"P{i}")) for i in range(16)]
        together, answers = threading.Barrier(len(players)), [None] * len(players)

        def ask(i: int) -> None:
            http, secret = players[i]
            together.wait()
            answers[i] = http.post("/api/public/quick", json={"variant": "chiva"},
                                   headers={PROFILE: secret})  # fmt: skip

        threads = [threading.Thread(target=ask, args=(i,)) for i in range(len(players))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert [r.status_code for r in answers] == [200] * len(players), answers
        seated = [(r.json()["id"], r.json()["seat"]) for r in answers]
        assert len(set(seated)) == len(players)  # no seat given twice
        assert sorted(Counter(id for id, _ in seated).values()) == [4, 4, 4, 4]
        for id in {id for id, _ in seated}:
            table = clients[0].get(f"/api/matches/{id}/table").json()
            assert table["started"] and [s["computer"] for s in table["seats"]] == [False] * 4
            names = {s["name"] for s in table["seats"]}
            assert len(names) == 4
        for c in clients:
            c.close()
    finally:
        for serve in serves:
            code, err = serve.stop()
            assert code == 0 and "Traceback" not in err
