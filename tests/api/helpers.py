"""Driving matches through the HTTP API as the browser client does."""

from __future__ import annotations

from dobleseis.core.rng import Rng

H, C = "human", "computer"


def create(client, variant="chiva", seats=(H, C, H, C), level="random", **kw) -> dict:
    r = client.post(
        "/api/matches", json={"variant": variant, "seats": list(seats), "level": level, **kw}
    )
    assert r.status_code == 201, r.text
    return r.json()


def post(client, id, command, body, status=200) -> dict:
    r = client.post(f"/api/matches/{id}/{command}", json=body)
    assert r.status_code == status, r.text
    return r.json()


def step(client, view: dict, rng: Rng, viewer=None) -> dict:
    """One action as a client would: the human to act picks a legal action (seeded), or it asks
    for one computer action. Returns the new view (of the acting human, else of ``viewer``)."""
    id = view["id"]
    if view["to_act_human"]:
        seat = view["to_act"]
        mine = client.get(f"/api/matches/{id}?seat={seat}").json()
        action = rng.choice(mine["legal"])
        return post(client, id, "act", {"version": view["version"], "seat": seat, "action": action})
    out = post(client, id, "computer", {"version": view["version"], "viewer": viewer})
    return out["view"]
