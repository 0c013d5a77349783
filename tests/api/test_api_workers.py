"""With worker processes the computer decides (and hints) elsewhere, exactly as it would in
place."""

from __future__ import annotations

from starlette.testclient import TestClient

from dobleseis.session import Decider, TableService
from dobleseis.web.app import create_app

from .helpers import create, holding

H, C = "human", "computer"


def computer_moves(workers: int, n: int = 12) -> list[dict]:
    """The first ``n`` computer actions of a seeded all-computer match."""
    service = TableService(decider=Decider(workers, floors={}))
    with holding(TestClient(create_app(service))) as client:
        out = create(client, seats=(C, C, C, C), seed=11, level="strong")
        id, version, done = out["id"], out["view"]["version"], []
        for _ in range(n):
            r = client.post(f"/api/matches/{id}/computer", json={"version": version})
            assert r.status_code == 200, r.text
            done.append(r.json()["action"])
            version = r.json()["view"]["version"]
        stale = client.post(f"/api/matches/{id}/computer", json={"version": version - 1})
        assert stale.status_code == 409
        return done


def test_a_worker_process_decides_the_same_moves_as_the_server_itself():
    assert computer_moves(workers=1) == computer_moves(workers=0)


def hints(workers: int) -> list[dict]:
    """The hints for seat 1 at its first three turns of a seeded match."""
    service = TableService(decider=Decider(workers, floors={}))
    with holding(TestClient(create_app(service))) as client:
        out = create(client, seats=(H, C, C, C), seed=3, level="random")
        id, view, got = out["id"], out["view"], []
        while len(got) < 3 and not view["over"]:
            if view["to_act"] == 1:
                h = client.get(f"/api/matches/{id}/hint?seat=1").json()
                got.append(h)
                body = {"version": view["version"], "seat": 1, "action": h["best"]}
                view = client.post(f"/api/matches/{id}/act", json=body).json()
            else:
                body = {"version": view["version"], "viewer": 1}
                view = client.post(f"/api/matches/{id}/computer", json=body).json()["view"]
        return got


def test_a_worker_process_gives_the_same_hints_as_the_server_itself():
    elsewhere = hints(workers=1)
    assert len(elsewhere) == 3 and elsewhere == hints(workers=0)
