"""Kill -9 the real server mid-match and start it again on the same database (a SQLite file, or a
PostgreSQL database of the test's own): the match resumes with every acknowledged move (an
answer was sent only after the move was committed)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import urllib.error
import urllib.request

import pytest

from dobleseis.core.rng import Rng

from .test_api_serve import first_line

H, C = "human", "computer"


def start(db) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser", "--db", db],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    return proc, first_line(proc).split()[4]


HELD: list[str] = []
"""The secrets this test's device holds (it keeps them across the server's restart)."""


def call(url: str, body: dict | None = None) -> dict:
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json", "dobleseis-secrets": " ".join(HELD)}
    req = urllib.request.Request(url, data=data, headers=headers)
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)


@pytest.fixture(params=["sqlite", "postgres"])
def database(request, tmp_path) -> str:
    """What ``--db`` names: a SQLite file, or a PostgreSQL database."""
    if request.param == "postgres":
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "matches.sqlite3")


def test_a_killed_server_loses_no_acknowledged_move(database):
    db = database
    proc, url = start(db)
    try:
        made = call(url + "api/matches", {"variant": "haiti", "seats": [H, C, H, C], "seed": 21,
                                          "level": "random", "pace": 5000})  # fmt: skip
        HELD[:] = [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        v = made["view"]
        api = f"{url}api/matches/{v['id']}"
        rng = Rng(3)
        for _ in range(30):
            if v["to_act_human"]:
                seat = v["to_act"]
                legal = call(f"{api}?seat={seat}")["legal"]
                body = {"version": v["version"], "seat": seat, "action": rng.choice(legal)}
                v = call(f"{api}/act", body)
            else:
                try:
                    v = call(f"{api}/computer", {"version": v["version"], "viewer": 1})["view"]
                except urllib.error.HTTPError as e:  # the server played it first (409)
                    assert e.code == 409
                    v = call(f"{api}?seat=1")
        v = call(f"{api}/undo", {"version": v["version"], "viewer": 1})
        acknowledged = {s: call(f"{api}?seat={s}") for s in (1, 3)}
        record_before = call(f"{api}/record")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL

    proc, url = start(db)
    try:
        api = f"{url}api/matches/{v['id']}"
        for s in (1, 3):
            assert call(f"{api}?seat={s}") == acknowledged[s]
        assert call(f"{api}/record") == record_before
        assert acknowledged[1]["can_redo"]
        after = call(f"{api}/redo", {"version": v["version"], "viewer": 1})
        assert after["version"] == v["version"] + 1
        listed = call(url + "api/matches")["matches"]
        assert [m["id"] for m in listed] == [v["id"]] and listed[0]["version"] == after["version"]
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "Traceback" not in err


def test_a_second_server_on_the_same_file_is_refused(tmp_path):
    """Each server serializes a match's commands on its own: two on one file could both accept a
    command against the same version."""
    db = str(tmp_path / "matches.sqlite3")
    proc, _ = start(db)
    try:
        r = subprocess.run(
            [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser",
             "--db", db],
            capture_output=True,
            text=True,
            timeout=60,
        )  # fmt: skip
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == (
        f"dobleseis: another server is using {db}: stop it, or give this one --db OTHER.sqlite3\n"
    )
