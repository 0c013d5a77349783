"""How long ``POST .../computer`` takes does not depend on the hand it was decided from: through
the API, a forced move and a choice both wait for the level's floor on the decider's clock (a
clock standing still here, so the waits are the whole floor: nothing here sleeps)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.core import view
from dobleseis.session import FLOORS, Decider, TableService
from dobleseis.web.app import create_app

from .helpers import C, create, holding


class StillClock:
    def __init__(self) -> None:
        self.slept: list[float] = []

    def now(self) -> float:
        return 5.0

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)


@pytest.mark.parametrize("level", ["random", "strong"])
def test_every_computer_decision_waits_for_the_same_floor(level):
    clock = StillClock()
    tables = TableService(decider=Decider(clock=clock))
    waited: dict[bool, list] = {}  # one legal move or a choice -> what each answer waited
    with holding(TestClient(create_app(tables))) as client:
        v = create(client, seats=(C, C, C, C), level=level, seed=6)["view"]
        while len(waited) < 2 or min(map(len, waited.values())) < 2:
            state = tables.get(v["id"]).state
            forced = len(view(state, state.to_act).legal) == 1
            before = len(clock.slept)
            r = client.post(f"/api/matches/{v['id']}/computer", json={"version": v["version"]})
            assert r.status_code == 200, r.text
            waited.setdefault(forced, []).append(clock.slept[before:])
            v = r.json()["view"]
    for answers in waited.values():
        assert answers == [[FLOORS[level]]] * len(answers)
