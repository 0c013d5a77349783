"""Devices of public play driven through the HTTP API: each with a profile of its own."""

from __future__ import annotations

from dataclasses import dataclass, field

from dobleseis.core.rng import Rng
from dobleseis.session.keys import key_of

PROFILE = "Dobleseis-Profile"
SECRETS = "Dobleseis-Secrets"


@dataclass(eq=False)
class Player:
    """One device: its profile's secret and the seat secrets it was given."""

    client: object
    profile: dict
    secret: str
    seats: list[str] = field(default_factory=list)

    @property
    def headers(self) -> dict:
        return {PROFILE: self.secret, SECRETS: " ".join(self.seats)}

    def post(self, path: str, body: dict | None = None):
        return self.client.post(path, json={} if body is None else body, headers=self.headers)

    def get(self, path: str):
        return self.client.get(path, headers=self.headers)

    def quick(self, variant="chiva", status=200, **body) -> dict:
        r = self.post("/api/public/quick", {"variant": variant, **body})
        assert r.status_code == status, r.text
        if status == 200:
            self.seats.append(r.json()["secret"])
        return r.json()


def player(client, name="Ana", avatar="🐢") -> Player:
    r = client.post("/api/profiles", json={"name": name, "avatar": avatar})
    assert r.status_code == 201, r.text
    return Player(client, r.json()["profile"], r.json()["secret"])


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
