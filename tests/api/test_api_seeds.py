"""Seeds through the API: a seed is a whole number below 2**128, sent as a JSON number or as
the string of its decimal digits, and written back as a number below 2**53 and as the string
of its digits from there on (a browser would round a larger number), in views, replays and
records alike; anything else is a 400 with a code, and makes nothing."""

from __future__ import annotations

import json

import pytest

from dobleseis.cli import main
from dobleseis.core import deal_from_seed, hand_text
from dobleseis.core.deal import commitment, seed_from_json, seed_material
from dobleseis.core.record import loads

from .helpers import C, create, post, refusal

BIG = 2**128 - 12345  # a seed no JavaScript number holds
LIMIT = str(2**128 - 1)


def first_hand_over(client, view: dict) -> dict:
    """The public view once the first hand of a table of computers is over."""
    while view["last_result"] is None:
        view = post(client, view["id"], "computer", {"version": view["version"]})["view"]
    return view


def test_a_128_bit_seed_goes_through_the_api_exactly(client, tmp_path, capsys):
    """Chosen as digits, shown as the same digits; the record downloaded holds them and
    replays the same deals — in the command line, imported again, or as a new match on it."""
    r = client.post("/api/matches", json={"variant": "chiva", "seats": [C] * 4,
                                          "level": "random", "seed": str(BIG)})  # fmt: skip
    assert r.status_code == 201, r.text
    assert f'"seed":"{BIG}"' in r.text.replace(" ", "")
    v = r.json()["view"]
    assert v["seed"] == str(BIG) and v["commitment"] == commitment(BIG, 0)
    v = first_hand_over(client, v)
    assert v["last_result"]["seed_material"] == seed_material(BIG, 0)

    record = client.get(f"/api/matches/{v['id']}/record").json()
    assert record["seed"] == str(BIG)
    state = loads(json.dumps(record)).replay()
    assert state.seed == BIG and state.results[0].deal == deal_from_seed(BIG, 0)
    assert [hand_text(h).split() for h in state.results[0].deal] == v["last_result"]["deal"]
    path = tmp_path / "big.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0 and "hand 1" in capsys.readouterr().out.lower()

    imported = client.post("/api/matches/import", json={"record": record, "seats": [C] * 4})
    assert imported.status_code == 201, imported.text
    assert imported.json()["view"]["seed"] == str(BIG)

    again = create(client, seats=[C] * 4, seed=v["seed"])["view"]  # "New match with this seed"
    again = first_hand_over(client, again)
    assert again["seed"] == str(BIG)
    assert again["last_result"]["deal"] == v["last_result"]["deal"]


def test_a_drawn_seed_is_shown_as_its_digits_once_the_match_is_over(client, tables):
    """The server draws seeds of 128 bits; at the end of the match its views, replay and
    record show the very seed it drew."""
    v = create(client, seats=[C] * 4)["view"]
    drawn = tables.get(v["id"]).seed
    assert v["seed"] is None and drawn >= 2**53  # the conftest's draw, as a real one nearly is
    while not v["over"]:
        v = post(client, v["id"], "computer", {"version": v["version"]})["view"]
    assert v["seed"] == str(drawn)
    assert client.get(f"/api/matches/{v['id']}/record").json()["seed"] == str(drawn)
    assert client.get(f"/api/matches/{v['id']}/replay?step=0").json()["seed"] == str(drawn)


@pytest.mark.parametrize("seed, shown", [(2**100, str(2**100)), (str(2**53), str(2**53)),
                                         ("42", 42), (2**53 - 1, 2**53 - 1), (0, 0)])  # fmt: skip
def test_a_seed_is_a_number_or_its_digits_and_is_written_back_one_way(client, seed, shown):
    """Either form is taken; a seed below 2**53 is written as a number, as it always was (the
    views and records of every seed there was before), and a larger one as digits."""
    v = create(client, seed=seed)["view"]
    assert v["seed"] == shown and seed_from_json(v["seed"]) == int(seed)
    assert client.get(f"/api/matches/{v['id']}/record").json()["seed"] == shown


@pytest.mark.parametrize(
    "seed",
    [-1, 1.5, 1e3, True, False, 2**128, 10**99, "12a", "-1", "+1", " 1", "1 ", "01", "00", "",
     "1e3", "0x10", "1_000", "١٢", str(2**128), "9" * 40, "9" * 5000, [1], {"seed": 1}],
)  # fmt: skip
def test_a_seed_written_wrong_is_a_400_with_its_code_and_makes_nothing(client, seed):
    r = client.post("/api/matches", json={"variant": "chiva", "seed": seed})
    assert r.status_code == 400, r.text
    assert "a seed is a whole number from 0 to" in refusal(r.json())
    assert r.json()["code"] == "seed_out_of_range"
    assert r.json()["fields"] == {"value": seed, "limit": LIMIT}
    assert client.get("/api/matches").json()["matches"] == []
