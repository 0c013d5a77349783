"""No response ever carries a tile hidden from the seat that asks, nor a secret seed.

Whole seeded matches are played through the API (with undo, redo and restart mixed in), and
after every request the answer is compared with the true state of the table: a tile still in
another seat's hand of the current deal may not appear anywhere in a view, a log entry of the
current hand or a hint. Finished hands are public and may appear (``last_result``, results and
the events of earlier hands in the log).
"""

from __future__ import annotations

import json
import re

import pytest

from dobleseis.core.deal import deal_from_seed
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import doubles_in, hand_text, name, tiles_in
from dobleseis.session import TableService

from ..session.helpers import FIVE_DOUBLES
from .helpers import C, H

TILE = re.compile(r"\b([0-6])-([0-6])\b")


def canonical(a: str, b: str) -> str:
    return f"{max(a, b)}-{min(a, b)}"


def tiles_of(obj) -> set[str]:
    """Every tile written anywhere in a JSON value (either order: 4-6 is 6-4)."""
    return {canonical(a, b) for a, b in TILE.findall(json.dumps(obj))}


def hidden_from(state, viewer: int | None) -> set[str]:
    """Tiles of the current deal held by seats other than ``viewer`` (all, for the public)."""
    if state.over:
        return set()
    hands = state.hand.hands if state.hand is not None else state.dealt
    return {name(t) for s in (1, 2, 3, 4) if s != viewer for t in tiles_in(hands[s - 1])}


class Checker:
    def __init__(self, client, tables: TableService, id: str):
        self.client, self.tables, self.id = client, tables, id
        self.checked = 0
        self.hints = 0

    @property
    def table(self):
        return self.tables.get(self.id)

    def view(self, v: dict, viewer: int | None) -> None:
        table = self.table
        state = table.state
        assert v["viewer"] == viewer
        if not table.seed_public:
            assert v["seed"] is None and str(table.seed) not in json.dumps(v)
        last = v["last_result"]
        if last is not None:
            assert last["number"] == len(state.results)
        rest = {k: x for k, x in v.items() if k != "last_result"}
        leaked = tiles_of(rest) & hidden_from(state, viewer)
        assert not leaked, f"seat {viewer} was sent hidden tiles {leaked}"
        if viewer is None:
            assert v["hand"] == [] and v["legal"] == []
        self.checked += 1

    def log(self) -> None:
        table = self.table
        entries = self.client.get(f"/api/matches/{self.id}/log").json()["entries"]
        current = table.state.hand_number
        hidden = hidden_from(table.state, None)
        for e in entries:
            if e["kind"] != "result" and e["hand"] == current:
                assert not tiles_of(e["text"]) & hidden, e
        if not table.seed_public:
            assert str(table.seed) not in json.dumps(entries)
        self.checked += 1

    def hint(self, seat: int) -> None:
        h = self.client.get(f"/api/matches/{self.id}/hint?seat={seat}").json()
        actions = [h["best"]] + [o["action"] for o in h["options"]]
        assert not tiles_of(actions) & hidden_from(self.table.state, seat)
        self.checked += 1
        self.hints += 1

    def record(self) -> None:
        r = self.client.get(f"/api/matches/{self.id}/record")
        if self.table.seed_public:
            assert r.status_code == 200
        else:
            assert r.status_code == 422 and str(self.table.seed) not in r.text
        self.checked += 1


def play_and_check(client, tables, body: dict, seed: int, prelude=()) -> Checker:
    r = client.post("/api/matches", json={"level": "random", **body})
    assert r.status_code == 201
    out = r.json()
    id, v = out["id"], out["view"]
    check = Checker(client, tables, id)
    seats = body["seats"]
    humans = [s for s in (1, 2, 3, 4) if seats[s - 1] == H]
    check.view(v, humans[0] if len(humans) == 1 else None)  # hot seat: nobody holds it yet
    for seat, action in prelude:
        v = client.post(
            f"/api/matches/{id}/act", json={"version": v["version"], "seat": seat, "action": action}
        ).json()
        check.view(v, seat)
    rng = Rng(f"privacy {seed}")
    undos = 0
    for _ in range(3000):
        if v["over"]:
            break
        viewer = humans[rng.below(len(humans))] if humans and rng.below(3) else None
        roll = rng.below(100)
        version = v["version"]
        if roll < 4 and v["can_undo"] and undos < 15:
            undos += 1
            v = client.post(
                f"/api/matches/{id}/undo", json={"version": version, "viewer": viewer}
            ).json()
        elif roll < 7 and v["can_redo"]:
            v = client.post(
                f"/api/matches/{id}/redo", json={"version": version, "viewer": viewer}
            ).json()
        elif roll < 8 and undos < 15:
            undos += 1
            v = client.post(
                f"/api/matches/{id}/restart", json={"version": version, "viewer": viewer}
            ).json()
        elif v["to_act_human"]:
            seat = v["to_act"]
            mine = client.get(f"/api/matches/{id}?seat={seat}").json()
            check.view(mine, seat)
            if rng.below(5) == 0:  # a sample: a strong hint searches, and takes its time
                check.hint(seat)
            viewer = seat
            v = client.post(
                f"/api/matches/{id}/act",
                json={"version": version, "seat": seat, "action": rng.choice(mine["legal"])},
            ).json()
        else:
            done = client.post(
                f"/api/matches/{id}/computer", json={"version": version, "viewer": viewer}
            ).json()
            assert set(done["action"]) - {"seat", "end"} <= {
                "play",
                "pass",
                "accept",
                "redeal",
                "choose",
            }
            v = done["view"]
        check.view(v, viewer)
        extra = rng.below(4)  # one more look, so that the checks cover every kind of answer
        if extra == 0 and humans:
            s = rng.choice(humans)
            check.view(client.get(f"/api/matches/{id}?seat={s}").json(), s)
        elif extra == 1:
            check.view(client.get(f"/api/matches/{id}").json(), None)
        elif extra == 2:
            check.log()
        else:
            check.record()
    assert v["over"], "the match did not end"
    check.log()
    check.record()
    return check


@pytest.mark.parametrize(
    "body",
    [
        {"variant": "chiva", "seats": [H, C, C, C]},
        {"variant": "haiti", "seats": [H, C, H, C]},
        {"variant": "haiti", "seats": [C, H, H, C]},
        {"variant": "chiva", "seats": [C, C, C, C]},
        {"variant": "chiva", "seats": [H, C, H, C], "seed": 77},
        {"variant": "haiti", "seats": [H, H, H, H], "seed": 5},
    ],
    ids=[
        "chiva-1human-drawn",
        "haiti-partners-drawn",
        "haiti-2humans-drawn",
        "chiva-bots",
        "chiva-chosen",
        "haiti-4humans-chosen",
    ],
)
def test_no_response_carries_a_hidden_tile(client, tables, body):
    check = play_and_check(client, tables, body, seed=len(json.dumps(body)))
    assert check.checked > 100
    assert (check.hints > 0) == (H in body["seats"])


def test_no_hidden_tile_around_a_haiti_redeal(client, tables):
    """Seat 1 holds five doubles and asks for a redeal; later deals come from a seed."""
    later = [d for d in (deal_from_seed(99, i) for i in range(60)) if max(map(doubles_in, d)) < 5]
    deals = [[hand_text(h) for h in d] for d in [FIVE_DOUBLES, *later[:40]]]
    body = {"variant": "haiti", "seats": [H, C, C, H], "deals": deals}
    check = play_and_check(client, tables, body, 1, prelude=[(1, {"redeal": True})])
    log = client.get(f"/api/matches/{check.id}/log").json()["entries"]
    assert any(e["kind"] == "redeal" for e in log)
