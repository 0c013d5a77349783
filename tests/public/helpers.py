"""Devices of public play driven through the HTTP API: each with a profile of its own."""

from __future__ import annotations

from dataclasses import dataclass, field

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
