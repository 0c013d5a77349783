"""Several humans on one device: each acts in turn with its own view; nobody acts for another."""

from __future__ import annotations

import pytest

from dobleseis.core.rng import Rng

from .helpers import C, H, create, post


@pytest.mark.parametrize(
    "variant, seats, seed",
    [("chiva", (H, H, H, C), 10), ("haiti", (H, H, H, C), 4), ("haiti", (H, C, H, C), 8)],
)
def test_a_hot_seat_match_to_the_end(client, variant, seats, seed):
    v = create(client, variant, seats=seats, seed=seed)["view"]
    id, humans = v["id"], [s for s in (1, 2, 3, 4) if seats[s - 1] == H]
    rng = Rng(f"hot {seed}")
    kinds = set()
    while not v["over"]:
        if not v["to_act_human"]:
            v = post(client, id, "computer", {"version": v["version"]})["view"]
            continue
        seat = v["to_act"]
        views = {s: client.get(f"/api/matches/{id}?seat={s}").json() for s in humans}
        for s, mine in views.items():
            assert mine["viewer"] == s and (mine["legal"] != []) == (s == seat)
        # every human sees its own hand and no other (the privacy test checks tiles in depth)
        hands = [set(views[s]["hand"]) for s in humans]
        assert all(not (a & b) for i, a in enumerate(hands) for b in hands[i + 1 :])
        other = next(s for s in humans if s != seat)
        wrong = client.post(
            f"/api/matches/{id}/act",
            json={"version": v["version"], "seat": other, "action": views[seat]["legal"][0]},
        )
        assert wrong.status_code == 422
        action = rng.choice(views[seat]["legal"])
        kinds |= set(action)
        v = post(client, id, "act", {"version": v["version"], "seat": seat, "action": action})
        assert v["viewer"] == seat
    assert v["winner"] in ("13", "24") and max(v["score"]) >= 4
    assert "play" in kinds and ("accept" in kinds) == (variant == "haiti")
    log = client.get(f"/api/matches/{id}/log").json()["entries"]
    assert "wins the match" in log[-1]["text"]


def test_hot_seat_undo_goes_back_across_humans(client):
    v = create(client, seats=(H, H, C, C), seed=3)["view"]
    id, rng = v["id"], Rng("undo")
    acted = []
    while len(acted) < 4:
        if v["to_act_human"]:
            seat = v["to_act"]
            legal = client.get(f"/api/matches/{id}?seat={seat}").json()["legal"]
            acted.append(seat)
            v = post(
                client,
                id,
                "act",
                {"version": v["version"], "seat": seat, "action": rng.choice(legal)},
            )
        else:
            v = post(client, id, "computer", {"version": v["version"]})["view"]
    for seat in reversed(acted):
        v = post(client, id, "undo", {"version": v["version"]})
        assert v["to_act"] == seat and v["to_act_human"]
    assert not v["can_undo"]
