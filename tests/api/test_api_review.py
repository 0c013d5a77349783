"""The review of a finished hand over HTTP and the WebSocket: refused before the hand is over,
computed once in the background with its progress, then kept."""

from __future__ import annotations

import json

from dobleseis import ai
from dobleseis.ai.reasons import for_action
from dobleseis.core import Phase, new_match, view
from dobleseis.session import review
from dobleseis.session.review import hand_moves, placed
from dobleseis.session.table.wire import line_json

from .helpers import C, H, create, post, refusal


def play_first_hand(client, id: str, version: int) -> dict:
    while True:
        v = post(client, id, "computer", {"version": version})["view"]
        version = v["version"]
        if v["last_result"] is not None:
            return v


def reviewed_live(client, id: str, secrets: list[str], ref: int, answer: str) -> dict:
    """The ``answer`` frame (``review`` or ``error``) to a live request for hand 1's review."""
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "secrets": secrets, "show": []}))
        assert ws.receive_json()["type"] == "welcome"
        ws.send_text(json.dumps({"type": "review", "ref": ref, "hand": 1}))
        frame = ws.receive_json()
        while frame["type"] != answer:
            frame = ws.receive_json()
    return frame


def test_a_hand_is_reviewed_once_it_is_over_and_only_then(client, tables):
    made = create(client, "chiva", seats=(C, C, C, C), level="basic", seed=11)
    id, v = made["id"], made["view"]
    r = client.get(f"/api/matches/{id}/hands/1/review")
    assert r.status_code == 422 and r.json()["code"] == "review_not_over"
    refusal(r.json())
    frame = reviewed_live(client, id, [made["secrets"]["host"]], 5, "error")
    assert (frame["ref"], frame["code"]) == (5, "review_not_over")
    assert frame["fields"] == {"hand": 1, "finished": 0}

    v = play_first_hand(client, id, v["version"])
    assert client.get(f"/api/matches/{id}/hands/2/review").status_code == 422
    first = client.get(f"/api/matches/{id}/hands/1/review").json()
    assert first["state"] == "running" and first["hand"] == 1 and 0 <= first["done"] <= first["of"]
    client.portal.call(tables.reviews.settled)
    done = client.get(f"/api/matches/{id}/hands/1/review").json()
    assert done["state"] == "done" and len(done["moves"]) == first["of"]

    # Each move is the strong player's review of its mover's view, with the seed and budget of a
    # hint at that move.
    table = tables.get(id)
    moves = hand_moves(table, 1)
    assert [m["step"] for m in done["moves"]] == [m.step for m in moves]
    for m, got in zip(moves, done["moves"]):
        r = ai.review(m.view, m.played, m.hint_seed, tables.decider.budget)
        assert got["mark"] == r.mark and got["lost"] == r.lost and got["seat"] == m.view.seat
        assert [o["win"] for o in got["options"]] == [round(o.win, 3) for o in r.options]
        # Each option says why in the hint's words, read off the mover's view alone.
        assert [o["reasons"] for o in got["options"]] == [
            [x.json() for x in for_action(m.view, o.action)] for o in r.options
        ]
        assert all(o["reasons"] for o in got["options"])
        # What the client draws: the line the mover saw, and where the best move would have gone.
        assert got["line"] == line_json(m.view.line)
        assert got["best_at"] == (None if r.mark == "forced" else placed(m.view, r.best))
    assert done["accuracy"]["1"]["choices"] == sum(
        m["seat"] == 1 and m["mark"] != "forced" for m in done["moves"]
    )
    # Kept: asked again (over the WebSocket this time), it is not computed again.
    frame = reviewed_live(client, id, [], 6, "review")
    assert frame["ref"] == 6 and frame["review"] == done
    assert not tables.reviews._running


def test_a_review_agrees_with_the_hint_asked_at_each_move(client, tables):
    """The player asks a hint at each of its turns, plays something else or the same, and once
    the hand is over its review of each choice gives the very estimates the hint gave then."""
    made = create(client, "haiti", seats=(H, C, C, C), level="random", seed=23)
    id, v = made["id"], made["view"]
    hinted = {}  # the timeline step of each of seat 1's choices: the hint's options
    turn = 0
    while v["last_result"] is None:
        if v["to_act_human"]:
            mine = client.get(f"/api/matches/{id}?seat=1").json()
            hint = client.get(f"/api/matches/{id}/hint?seat=1").json()
            if mine["phase"] == "play" and len(mine["legal"]) > 1:
                step = len(tables.get(id).timeline[: tables.get(id).cursor])
                hinted[step] = [(o["action"], o["win"], o["value"]) for o in hint["options"]]
            action = mine["legal"][turn % len(mine["legal"])]  # not always the hint's
            turn += 1
            v = post(client, id, "act", {"version": v["version"], "seat": 1, "action": action})
        else:
            v = post(client, id, "computer", {"version": v["version"]})["view"]
    assert len(hinted) >= 2
    client.get(f"/api/matches/{id}/hands/1/review")
    client.portal.call(tables.reviews.settled)
    done = client.get(f"/api/matches/{id}/hands/1/review").json()
    reviewed = {m["step"]: m for m in done["moves"] if m["step"] in hinted}
    assert set(reviewed) == set(hinted)
    for step, options in hinted.items():
        got = [(o["action"], o["win"], o["value"]) for o in reviewed[step]["options"]]
        assert got == options, step


def test_a_review_reads_each_movers_view_and_nothing_else():
    """The inputs of a review are, move by move, the view of the seat that moved — built by
    ``core.view`` for that seat — and the action it played."""
    from dobleseis.session.table.table import Table

    t = Table.new("r1", "haiti", ("computer",) * 4, "random", seed=3)
    while not t.state.results:
        t, _ = t.computer()
    moves = hand_moves(t, 1)
    state = new_match("haiti", 3)
    for k, a in enumerate(t.timeline[: t.cursor]):
        if state.results:
            break
        mine = [m for m in moves if m.step == k]
        if mine:
            assert mine[0].view == view(state, state.to_act) and mine[0].played == a
            assert set(mine[0].view.legal) == set(state.legal())
        state = state.apply(a)
    assert moves and all(m.view.seat == m.view.to_act == m.played.seat for m in moves)


def test_a_bad_hand_number_is_refused_with_a_code(client):
    id = create(client, "chiva", seats=(C, C, C, C))["id"]
    for bad in ("0", "x", "1.5", "9999999"):
        r = client.get(f"/api/matches/{id}/hands/{bad}/review")
        assert r.status_code == 400 and r.json()["code"] == "hand_not_whole", bad
    assert client.get("/api/matches/nope/hands/1/review").status_code == 404


def test_where_a_move_would_lie_is_where_the_rules_place_it():
    """``placed`` (what the client draws over the line as it was) agrees with ``core.hand`` for
    every play each mover could have made, first tiles included, in both games."""
    from dobleseis.core import Play
    from dobleseis.session.table.table import Table

    for variant, seed in (("chiva", 5), ("haiti", 8)):
        t = Table.new("p", variant, ("computer",) * 4, "random", seed=seed)
        while not t.state.results:
            t, _ = t.computer()
        state = new_match(variant, seed)
        for a in t.timeline[: t.cursor]:
            if state.results:
                break
            if state.phase is Phase.PLAY:
                before = state.hand.line
                for option in state.legal():
                    if not isinstance(option, Play):
                        continue
                    line = state.hand.apply(option).line
                    at = placed(view(state, state.to_act), option)
                    tile = {"tile": at["tile"], "left": at["left"], "right": at["right"]}
                    if at["end"] == "left":
                        assert line[1:] == before and line_json(line[:1]) == [tile]
                    else:
                        assert line[: len(before)] == before and line_json(line[-1:]) == [tile]
                        assert (at["end"] is None) == (not before)
            state = state.apply(a)


def test_each_hand_is_found_by_the_digest_of_its_moves():
    """``hand_ends`` and ``digests`` (what the accuracy reads every kept review by) agree with
    the hand's moves folded one by one, and with the compact JSON hashed whole, in both games
    (Haiti's accepts and redeals between the plays)."""
    import hashlib

    from dobleseis.core.record import action_to_json, deals_text
    from dobleseis.session.review import digest, digests, hand_ends
    from dobleseis.session.table.table import Table

    for variant, seed in (("chiva", 4), ("haiti", 3)):
        t = Table.new("d", variant, ("computer",) * 4, "random", seed=seed)
        while len(t.state.results) < 3:
            t, _ = t.computer()
        ends = hand_ends(t)
        assert ends == [hand_moves(t, n)[-1].step + 1 for n in (1, 2, 3)]
        for end, key in zip(ends, digests(t, ends)):
            whole = [variant, seed, deals_text(()), [action_to_json(a) for a in t.timeline[:end]]]
            text = json.dumps(whole, separators=(",", ":"))
            assert key == digest(t, end) == hashlib.sha256(text.encode()).hexdigest()[:32]


def test_a_review_beyond_an_addresss_share_is_refused_with_429(client, tables, monkeypatch):
    """An address holding its share of the reviews under way (session.review.PER_ASKER; none
    here) is told so with a code, over HTTP and the WebSocket, and nothing starts."""
    monkeypatch.setattr(review, "PER_ASKER", 0)
    made = create(client, "chiva", seats=(C, C, C, C), level="basic", seed=11)
    id = made["id"]
    play_first_hand(client, id, made["view"]["version"])
    r = client.get(f"/api/matches/{id}/hands/1/review")
    assert r.status_code == 429 and r.json()["code"] == "too_many_reviews"
    assert r.json()["fields"] == {"limit": 0}
    refusal(r.json())
    frame = reviewed_live(client, id, [], 7, "error")
    assert (frame["ref"], frame["code"]) == (7, "too_many_reviews")
    assert not tables.reviews._running


def test_every_device_at_the_table_hears_that_a_hand_was_reviewed(client, tables):
    """A hand's review kept, asked by anyone, is told to each device connected to the table (a
    spectator's too: anyone who sees the table may read it) by its number alone — nothing of
    the review itself — so that an open score sheet counts it; a review kept already, asked
    again, is no news."""
    made = create(client, "chiva", seats=(C, C, C, C), level="basic", seed=11)
    id = made["id"]
    play_first_hand(client, id, made["view"]["version"])

    def heard(ws) -> list[dict]:
        """The frames up to the answer to a ping (sent now) other than views and TABLEs."""
        ws.send_text(json.dumps({"type": "ping", "ref": 1}))
        out = []
        while (frame := ws.receive_json())["type"] != "pong":
            if frame["type"] not in ("view", "table"):
                out.append(frame)
        return out

    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "secrets": []}))
        assert ws.receive_json()["type"] == "welcome"
        assert heard(ws) == []
        assert client.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "running"
        client.portal.call(tables.reviews.settled)
        assert heard(ws) == [{"type": "reviewed", "hand": 1}]
        assert client.get(f"/api/matches/{id}/hands/1/review").json()["state"] == "done"
        assert heard(ws) == []
