"""Verifiable deals: a commitment before each hand, the seed material after it, and nothing
that gives away a deal still to be played."""

from __future__ import annotations

import json

from dobleseis.cli import main
from dobleseis.core.deal import commitment_of, deal_from_material, deal_text, seed_material
from dobleseis.core.rng import Rng

from .helpers import C, H, create, post, step


def test_each_hand_is_committed_before_and_verifiable_after(client, capsys):
    rng = Rng(6)
    v = create(client, "haiti", seats=(H, C, H, C), seed=31)["view"]
    committed = v["commitment"]
    checked = 0
    while not v["over"] and checked < 3:
        hand = v["hand_number"]
        v = step(client, v, rng, viewer=1)
        v = client.get(f"/api/matches/{v['id']}?seat=1").json()
        if v["last_result"] is not None and v["last_result"]["number"] == hand:
            lr = v["last_result"]
            material = lr["seed_material"]
            assert commitment_of(material) == committed
            assert deal_text(deal_from_material(material)) == [" ".join(h) for h in lr["deal"]]
            assert main(["verify", material, "--commitment", committed, "--deal",
                         *(" ".join(h) for h in lr["deal"])]) == 0  # fmt: skip
            assert "commitment matches" in capsys.readouterr().out
            checked += 1
        if v["phase"] != "over":
            committed = v["commitment"]  # a new deal (or a Haiti redeal) gets a new commitment
    assert checked == 3


def test_a_secret_deal_is_never_revealed_early(client, tables, monkeypatch):
    """The material of a finished deal is a one-way function of (seed, index): it holds neither
    the seed nor anything a later deal's commitment can be computed from, and no view or log
    carries the material of the deal being played."""
    rng = Rng(9)
    drawn = 4_815_162_342_108  # what the server "draws", fixed so the test is repeatable
    monkeypatch.setattr("dobleseis.session.service.secrets.randbelow", lambda n: drawn)
    v = create(client, "chiva", seats=(H, C, C, C))["view"]  # the server draws the seed
    assert tables.get(v["id"]).secret
    id, seen = v["id"], 0
    while not v["over"] and seen < 4:
        v = step(client, v, rng)
        view = client.get(f"/api/matches/{id}?seat=1").json()
        log = client.get(f"/api/matches/{id}/log").json()
        text = json.dumps(view) + json.dumps(log)
        assert view["seed"] is None
        truth = tables.get(id)  # the server's side: the drawn seed
        current = seed_material(truth.seed, truth.state.deal_count - 1)
        assert current not in text and str(truth.seed) not in text
        assert commitment_of(current) == view["commitment"]
        lr = view["last_result"]
        if lr is not None and lr["number"] > seen:
            seen = lr["number"]
            assert str(truth.seed) not in lr["seed_material"]
            assert lr["seed_material"] != current
            assert commitment_of(lr["seed_material"]) != view["commitment"]
    assert seen == 4


def test_explicit_deals_have_no_commitment(client):
    hands = ["6-6 6-5 5-5 4-0 3-1 2-2 1-0", "6-4 6-3 6-2 6-1 6-0 5-4 5-3",
             "5-2 5-1 5-0 4-4 4-3 4-2 4-1", "3-3 3-2 3-0 2-1 2-0 1-1 0-0"]  # fmt: skip
    v = create(client, "chiva", seats=(C, C, C, C), deals=[hands] * 40)["view"]
    assert v["commitment"] is None
    while v["last_result"] is None:
        v = post(client, v["id"], "computer", {"version": v["version"]})["view"]
    assert v["last_result"]["seed_material"] is None
    assert v["last_result"]["deal"] == [h.split() for h in hands]
    entries = client.get(f"/api/matches/{v['id']}/log").json()["entries"]
    assert all(e.get("commitment", e.get("seed_material")) is None for e in entries
               if e["kind"] in ("deal", "result"))  # fmt: skip
