"""Replay shows every hand, so it is offered only where that reveals nothing: a finished match,
or the imported part of a record file."""

from __future__ import annotations

import pytest

from dobleseis.core import new_match
from dobleseis.core.deal import seed_from_json
from dobleseis.core.record import action_from_json
from dobleseis.core.rng import Rng
from dobleseis.session.table.wire import tiles_json

from .helpers import C, H, create, post, step

REPLAY_KEYS = {
    "id", "variant", "title", "seed", "seats", "names", "step", "steps", "action", "text", "on",
    "phase", "to_act", "hands", "line", "ends", "moves", "score", "base", "double_next",
    "hand_number", "commitment", "seed_material", "last_result", "ended", "over", "winner",
    "hand_ends",
}  # fmt: skip


def finish(client, view: dict) -> dict:
    while not view["over"]:
        view = post(client, view["id"], "computer", {"version": view["version"]})["view"]
    return view


def replay(client, id, step, status=200) -> dict:
    r = client.get(f"/api/matches/{id}/replay?step={step}")
    assert r.status_code == status, r.text
    return r.json()


def test_a_finished_match_replays_every_action_with_all_hands(client):
    v = finish(client, create(client, "haiti", seats=(C, C, C, C), level="random")["view"])
    record = client.get(f"/api/matches/{v['id']}/record").json()
    n = len(record["actions"])
    first = replay(client, v["id"], 0)
    assert set(first) == REPLAY_KEYS and first["steps"] == n and first["action"] is None
    assert first["seed"] == v["seed"] is not None  # a drawn seed, public now the match is over
    for k in (1, 2, n // 2, n - 1, n):
        state = new_match("haiti", seed_from_json(record["seed"]))
        for raw in record["actions"][:k]:
            state = state.apply(action_from_json(raw))
        r = replay(client, v["id"], k)
        assert r["step"] == k and r["action"] == record["actions"][k - 1] and r["text"]
        assert r["score"] == list(state.score) and r["phase"] == state.phase.value
        hands = state.hand.hands if state.hand else (
            state.results[-1].final.hands if state.over else state.dealt
        )  # fmt: skip
        assert r["hands"] == [tiles_json(h) for h in hands]
    assert r["over"] and r["winner"] == v["winner"]
    assert replay(client, v["id"], n + 1, 422)["error"] == f"step is from 0 to {n}, not {n + 1}"


@pytest.mark.parametrize("seed", [None, 7])
def test_a_match_in_progress_never_replays(client, seed):
    extra = {} if seed is None else {"seed": seed}
    v = create(client, "chiva", seats=(H, C, H, C), **extra)["view"]
    rng = Rng(1)
    for _ in range(12):
        v = step(client, v, rng)
        err = replay(client, v["id"], 0, 422)["error"]
        assert "only for finished matches and imported records" in err


def test_undoing_back_into_a_finished_match_hides_its_replay(client):
    v = create(client, "haiti", seats=(H, C, C, C), seed=4)["view"]
    rng = Rng(5)
    while not v["over"]:
        v = step(client, v, rng)
    assert replay(client, v["id"], 0)["steps"] > 0
    u = post(client, v["id"], "undo", {"version": v["version"]})
    assert not u["over"]
    replay(client, v["id"], 0, 422)


def test_an_imported_record_replays_its_imported_part_only(client):
    rng = Rng(3)
    v = create(client, "chiva", seats=(H, C, H, C), seed=12)["view"]
    for _ in range(15):
        v = step(client, v, rng)
    record = client.get(f"/api/matches/{v['id']}/record").json()
    k = len(record["actions"])
    w = client.post("/api/matches/import", json={"record": record, "seats": [H, C, H, C]})
    w = w.json()["view"]
    assert replay(client, w["id"], 0)["steps"] == k
    for _ in range(10):  # playing on: the new moves belong to a match in progress
        w = step(client, w, rng)
        assert replay(client, w["id"], k)["steps"] == k
        replay(client, w["id"], k + 1, 422)


def test_a_new_move_among_the_imported_actions_ends_their_replay_there(client):
    """Undo three imported actions and play another move: from there on the match is played
    here, so only the actions before it still replay (and the list counts them)."""
    rng = Rng(4)
    v = create(client, "chiva", seats=(H, C, H, C), seed=13)["view"]
    for _ in range(15):
        v = step(client, v, rng)
    record = client.get(f"/api/matches/{v['id']}/record").json()
    w = client.post("/api/matches/import", json={"record": record, "seats": [H, H, H, H]})
    w = w.json()["view"]
    for _ in range(3):  # with four humans each undo takes back one choice (a pass is none)
        w = post(client, w["id"], "undo", {"version": w["version"]})
    choices = [i for i, a in enumerate(record["actions"]) if "pass" not in a]
    cut = choices[-3]
    seat = w["to_act"]
    legal = client.get(f"/api/matches/{w['id']}?seat={seat}").json()["legal"]
    other = [a for a in legal if {"seat": seat, **a} != record["actions"][cut]]
    assert other, "no other move at the cut: pick another seed"
    w = post(client, w["id"], "act", {"version": w["version"], "seat": seat, "action": other[0]})
    assert replay(client, w["id"], 0)["steps"] == cut
    replay(client, w["id"], cut + 1, 422)
    listed = {m["id"]: m for m in client.get("/api/matches").json()["matches"]}
    assert listed[w["id"]]["imported"] == cut


def ends_of(record: dict, steps: int) -> list[int]:
    """The steps of ``record``'s first ``steps`` actions after which the engine has one more
    hand's result than before."""
    state = new_match(record["variant"], seed_from_json(record["seed"]))
    ends = []
    for k, raw in enumerate(record["actions"][:steps], start=1):
        before, state = state, state.apply(action_from_json(raw))
        if len(state.results) > len(before.results):
            ends.append(k)
    return ends


def test_a_replay_says_the_steps_that_ended_each_hand(client):
    """Step by step, hand 10 of a match of Haiti was some 300 taps away: a REPLAY says where
    each hand ended, so that a client moves hand by hand. The same at every step, each the step
    the engine's states say ended a hand, ``ended`` there with that hand's result, and a match
    played to its end ends its last hand at its last step."""
    v = finish(client, create(client, "haiti", seats=(C, C, C, C), seed=6)["view"])
    record = client.get(f"/api/matches/{v['id']}/record").json()
    n = len(record["actions"])
    ends = ends_of(record, n)
    assert len(ends) > 3 and ends[-1] == n
    for k in (0, 1, ends[0], ends[1] - 1, n):
        assert replay(client, v["id"], k)["hand_ends"] == ends
    for number, k in enumerate(ends, start=1):
        r = replay(client, v["id"], k)
        assert r["ended"] and r["last_result"]["number"] == number
        assert not replay(client, v["id"], k - 1)["ended"]


def test_an_imported_record_stopped_mid_hand_says_only_the_ends_it_replays(client):
    """An imported record replays its imported actions only: the ends among them, none for the
    hand it stops in, nor for one played on after the import."""
    rng = Rng(7)
    v = create(client, "haiti", seats=(H, C, H, C), seed=9)["view"]
    while v["hand_number"] < 3 or len(v["line"]) < 4:
        v = step(client, v, rng)
    record = client.get(f"/api/matches/{v['id']}/record").json()
    k = len(record["actions"])
    w = client.post("/api/matches/import", json={"record": record, "seats": [H, C, H, C]})
    w = w.json()["view"]
    ends = ends_of(record, k)
    assert len(ends) == 2 and ends[-1] < k
    assert replay(client, w["id"], k)["hand_ends"] == ends
    while w["hand_number"] < 4:  # played on past another hand's end: not part of the replay
        w = step(client, w, rng)
    assert replay(client, w["id"], 0)["hand_ends"] == ends


@pytest.mark.parametrize(
    "query", ["step=-1", "step=x", "step=1.5", "step=\u00b2", "seat=1", "step=1&seat=2"]
)
def test_a_bad_step_is_a_400(client, query):
    v = finish(client, create(client, "haiti", seats=(C, C, C, C), seed=2)["view"])
    r = client.get(f"/api/matches/{v['id']}/replay?{query}")
    assert r.status_code == 400 and r.json()["error"], r.text


def test_an_unknown_match_has_no_replay(client):
    r = client.get("/api/matches/nope/replay?step=0")
    assert r.status_code == 404


def test_a_replayed_play_names_the_number_of_the_end_it_went_on(client):
    """``on`` lets a client say "6-4 on the 4" in its own words without working the rule back:
    it is one of the ends before the play, a number of the tile, and the play turned that end
    into the tile's other number."""
    v = finish(client, create(client, "chiva", seats=(C, C, C, C), level="random", seed=3)["view"])
    record = client.get(f"/api/matches/{v['id']}/record").json()
    state = new_match("chiva", record["seed"])
    plays = 0
    for k, raw in enumerate(record["actions"], start=1):
        if state.hand_number > 2:
            break  # two hands, and the turn from one to the next, are every case
        before, state = state, state.apply(action_from_json(raw))
        r = replay(client, v["id"], k)
        if "play" not in raw or before.hand.ends is None:
            assert r["on"] is None
            continue
        plays += 1
        on, (x, y) = r["on"], (int(n) for n in raw["play"].split("-"))
        ends = list(before.hand.ends)
        assert on in ends and on in (x, y)
        if state.hand is not None and state.hand_number == before.hand_number:
            ends[ends.index(on) if raw.get("end") != "right" else 1] = x + y - on
            assert sorted(ends) == sorted(state.hand.ends)
    assert plays > 10
