"""The API on PostgreSQL: real ``python -m dobleseis serve`` processes sharing one database (a
change made through one is seen through the other, a stale command through the second is
refused, a race between them keeps exactly one), and the answers while the database is down."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request

import pytest
from starlette.testclient import TestClient

from bench.servers import Serve, free_port
from dobleseis.session import TableService, Unavailable
from dobleseis.session.stores.postgres import PostgresStore
from dobleseis.web.app import create_app

from ..session.helpers import once_back
from .helpers import SECRETS, C, H, create, holding, post, refusal


def call(
    url: str, body: dict | None = None, method: str | None = None, held: str = ""
) -> tuple[int, dict]:
    """The status and JSON body of a request to a real server, from a device holding the
    secrets ``held`` (see ``secrets_of``)."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json"}
    if held:
        headers[SECRETS] = held
    req = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, (json.load(r) if r.status != 204 else {})
    except urllib.error.HTTPError as e:
        with e:
            return e.code, json.load(e)


def secrets_of(made: dict) -> str:
    """The secrets a create answered, as the device that made the table sends them."""
    return " ".join([made["secrets"]["host"], *made["secrets"]["seats"].values()])


@pytest.fixture
def two(pg_url):
    """Two real servers on one PostgreSQL database."""
    servers = []
    try:
        servers.append(Serve(pg_url))
        servers.append(Serve(pg_url))
        yield servers
    finally:
        for server in servers:
            code, err = server.stop()
            assert code == 0 and "Traceback" not in err, err


def test_two_servers_share_the_matches_and_refuse_a_stale_command(two, pg_url):
    a, b = two
    assert a.line.rstrip().endswith(f"matches kept in {pg_url})")
    status, made = call(a.url + "api/matches", {"variant": "chiva", "seats": [H, H, H, H],
                                                 "seed": 4, "level": "random"})  # fmt: skip
    assert status == 201
    held = secrets_of(made)
    id, view = made["id"], made["view"]
    seat = view["to_act"]
    mine = call(f"{a.url}api/matches/{id}?seat={seat}", held=held)[1]
    body = {"version": 0, "seat": seat, "action": mine["legal"][0]}
    status, after_a = call(f"{a.url}api/matches/{id}/act", body, held=held)
    assert status == 200 and after_a["version"] == 1
    # seen through b; made against version 0
    assert call(f"{b.url}api/matches/{id}?seat={seat}", held=held)[1] == after_a
    status, stale = call(f"{b.url}api/matches/{id}/act", body, held=held)
    assert status == 409 and stale["code"] == "stale"
    assert stale["fields"] == {"version": 1, "sent": 0} and refusal(stale)
    # b acts, a sees
    status, undone = call(f"{b.url}api/matches/{id}/undo", {"version": 1}, held=held)
    assert status == 200 and undone["version"] == 2
    assert call(f"{a.url}api/matches/{id}", held=held)[1] == undone
    listed = [call(s.url + "api/matches", held=held)[1]["matches"] for s in (a, b)]
    assert listed[0] == listed[1] and [m["version"] for m in listed[0]] == [2]
    # b deletes, a agrees
    assert call(f"{b.url}api/matches/{id}", method="DELETE", held=held)[0] == 204
    assert call(f"{a.url}api/matches/{id}", held=held)[0] == 404


def test_a_command_raced_through_two_servers_is_done_once(two):
    """The same version sent to both servers at once, each with a different move: exactly one
    answers 200, the other 409, and both then show the winner's move."""
    a, b = two
    for round in range(5):
        status, made = call(a.url + "api/matches", {"variant": "haiti", "seats": [H, H, H, H],
                                                     "seed": round, "level": "random"})  # fmt: skip
        id, held = made["id"], secrets_of(made)
        seat = made["view"]["to_act"]
        legal = call(f"{a.url}api/matches/{id}?seat={seat}", held=held)[1]["legal"]
        go = threading.Barrier(2, timeout=60)
        answers: dict[str, tuple[int, dict]] = {}

        # each round's threads are joined within the round: what send reads is that round's
        def send(name: str, server: Serve, action: dict) -> None:
            go.wait()  # noqa: B023
            body = {"version": 0, "seat": seat, "action": action}  # noqa: B023
            answers[name] = call(f"{server.url}api/matches/{id}/act", body, held=held)  # noqa: B023

        threads = [
            threading.Thread(target=send, args=("a", a, legal[0])),
            threading.Thread(target=send, args=("b", b, legal[-1])),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        statuses = sorted(status for status, _ in answers.values())
        assert statuses == [200, 409], answers
        won = next(body for status, body in answers.values() if status == 200)
        for server in (a, b):
            assert call(f"{server.url}api/matches/{id}?seat={seat}", held=held)[1] == won


def test_serve_says_in_one_line_when_the_database_cannot_be_reached():
    url = f"postgresql://dobleseis:hunter2@127.0.0.1:{free_port()}/matches"
    r = subprocess.run(
        [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser", "--db", url],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1, r.stderr
    assert r.stderr.startswith("dobleseis: cannot use postgresql://dobleseis:***@127.0.0.1:")
    assert "hunter2" not in r.stderr


def answered(response) -> dict:
    """A response's body; ``Unavailable`` for a 503 (``once_back`` sends again)."""
    if response.status_code == 503:
        raise Unavailable("store_unavailable")
    return response.json()


def test_while_the_database_is_down_commands_get_a_503_and_play_goes_on_after(postgres):
    store = PostgresStore(postgres.create_database("matches"), wait=1)
    try:
        with holding(TestClient(create_app(TableService(store)))) as client:
            view = create(client, "chiva", seats=(C, C, C, C), seed=6)["view"]
            id = view["id"]
            view = post(client, id, "computer", {"version": 0})["view"]
            postgres.stop()
            for r in (
                client.post(f"/api/matches/{id}/computer", json={"version": 1}),
                client.get(f"/api/matches/{id}"),
                client.get("/api/matches"),
                client.post("/api/matches", json={"variant": "haiti"}),
            ):
                assert r.status_code == 503 and r.headers["retry-after"] == "5", r.text
                assert r.json()["code"] == "store_unavailable"
                assert "not answering" in refusal(r.json())
            postgres.start()
            shown = once_back(lambda: answered(client.get(f"/api/matches/{id}")))
            assert shown == view  # nothing was half done
            again = post(client, id, "computer", {"version": 1})  # the same command, now done
            assert again["view"]["version"] == 2
            assert [m["id"] for m in client.get("/api/matches").json()["matches"]] == [id]
    finally:
        store.close()


def serve_fails(*args: str) -> str:
    r = subprocess.run(
        [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser", *args],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert r.returncode == 2 and r.stdout == "" and r.stderr.count("\n") == 1, r.stderr
    return r.stderr


def test_serve_says_in_one_line_when_redis_cannot_be_joined(pg_url, tmp_path):
    nobody = f"redis://:hunter2@127.0.0.1:{free_port()}/0"
    said = serve_fails("--db", pg_url, "--redis", nobody)
    assert said.startswith("dobleseis: cannot reach Redis at redis://:***@127.0.0.1:")
    assert "hunter2" not in said
    said = serve_fails("--db", str(tmp_path / "m.sqlite3"), "--redis", nobody)
    assert "share a PostgreSQL database" in said  # one SQLite file is one process's
