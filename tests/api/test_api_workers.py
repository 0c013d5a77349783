"""With worker processes the computer decides elsewhere, and exactly as it would in place."""

from __future__ import annotations

from starlette.testclient import TestClient

from dobleseis.web.app import create_app

from .helpers import create

H, C = "human", "computer"


def computer_moves(workers: int, n: int = 12) -> list[dict]:
    """The first ``n`` computer actions of a seeded all-computer match."""
    with TestClient(create_app(workers=workers)) as client:
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
