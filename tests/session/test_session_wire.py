"""The JSON view of docs/api.md and the public log."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from dobleseis.core import End, Play, parse_tile
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import DOUBLE_SIX, mask_of, name, tiles_in
from dobleseis.session import Table, action_json, action_of, log_entries, view_json

from ..contract import RESULT_KEYS, VIEW_KEYS
from .helpers import C, H, deal, make, play

TILE = re.compile(r"\b[0-6]-[0-6]\b")


def test_the_view_has_exactly_the_fields_of_the_contract():
    t = make("haiti", seed=3)
    v = view_json(t, 1)
    assert set(v) == VIEW_KEYS
    assert v["viewer"] == 1 and v["phase"] == "accept" and v["to_act"] == 1
    assert v["legal"] == [{"accept": True}]
    assert len(v["hand"]) == 7 and v["counts"] == [7, 7, 7, 7]
    assert v["title"] == "Haiti (Dékabès)" and v["seats"] == [H, C, H, C]


def test_own_tiles_are_heaviest_first():
    v = view_json(make(seed=3), 1)
    pips = [sum(map(int, t.split("-"))) for t in v["hand"]]
    assert v["hand"] == [name(t) for t in reversed(sorted(parse_tile(x) for x in v["hand"]))]
    assert pips[0] >= pips[-1]


def test_the_public_view_has_no_own_tiles_and_no_legal_actions():
    t = make(seats=(H, H, H, H), seed=3)
    v = view_json(t, None)
    assert v["viewer"] is None and v["hand"] == [] and v["legal"] == []
    assert set(v) == VIEW_KEYS


def test_line_moves_and_ends_as_the_table_shows_them():
    d = deal(
        "6-6 0-0 1-1 2-2 3-3 4-4 5-5",
        "6-5 6-4 6-3 6-2 6-1 6-0 5-4",
        "5-3 5-2 5-1 5-0 4-3 4-2 4-1",
        "4-0 3-2 3-1 3-0 2-1 2-0 1-0",
    )
    t = Table.new("t", "chiva", (H, H, H, H), "random", deals=(d,))
    t = t.act(1, action_of(1, {"play": "6-6"}))
    t = t.act(2, action_of(2, {"play": "6-5", "end": "left"}))
    t = t.act(3, action_of(3, {"play": "5-3"}))
    v = view_json(t, 4)
    assert v["moves"] == [
        {"seat": 1, "play": "6-6"},
        {"seat": 2, "play": "6-5", "end": "left"},
        {"seat": 3, "play": "5-3", "end": "left"},
    ]
    assert v["line"] == [
        {"tile": "5-3", "left": 3, "right": 5},
        {"tile": "6-5", "left": 5, "right": 6},
        {"tile": "6-6", "left": 6, "right": 6},
    ]
    assert v["ends"] == [3, 6] and v["counts"] == [6, 6, 6, 7]
    assert v["legal"] == [
        {"play": "3-0", "end": "left"},
        {"play": "3-1", "end": "left"},
        {"play": "3-2", "end": "left"},
    ]


def test_a_pass_shows_the_ends_the_passer_lacks():
    t = play(
        make(seats=(H, H, H, H), seed=1),
        Rng("pass"),
        until=lambda t: t.state.hand and any(m.tile is None for m in t.state.hand.moves),
    )
    passes = [m for m in view_json(t, 1)["moves"] if "pass" in m]
    assert passes and all(
        set(m) == {"seat", "pass", "ends"} and len(m["ends"]) == 2 for m in passes
    )


def test_the_last_result_shows_all_four_hands_of_the_finished_hand():
    t = play(make("haiti", seed=5), Rng("res"), until=lambda t: len(t.state.results) == 1)
    r = t.state.results[0]
    lr = view_json(t, 1)["last_result"]
    assert set(lr) == RESULT_KEYS and lr["number"] == 1
    assert lr["hands"] == [[name(x) for x in reversed(tiles_in(h))] for h in r.final.hands]
    assert lr["pips"] == list(r.pips) and lr["score"] == list(r.score)
    assert lr["before"] == [0, 0]
    p = r.pips  # Haiti compares each team's lightest hand
    assert lr["compared"] == [min(p[0], p[2]), min(p[1], p[3])]


def test_a_result_says_the_score_it_was_played_from():
    """The end-of-hand screen shows "1–0 → 2–0" from the view alone, also after a reload."""
    t = play(make("chiva", seed=3), Rng("before"), until=lambda t: len(t.state.results) == 4)
    results = t.state.results
    lr = view_json(t, None)["last_result"]
    assert lr["number"] == 4
    assert lr["before"] == list(results[2].score) and lr["score"] == list(results[3].score)
    p = results[3].pips  # Chiva compares the team totals
    assert lr["compared"] == [p[0] + p[2], p[1] + p[3]]


@pytest.mark.parametrize(
    "raw, message",
    [
        ([], "an action is an object"),
        ({"seat": 1, "pass": True}, "beside the action"),
        ({"play": "7-1"}, "not a double-six tile"),
        ({"play": "6-1", "end": "up"}, "end is"),
        ({"pass": True, "accept": True}, "exactly one"),
        ({"pass": 1}, "write"),
        ({"choose": 5}, "seats are numbered"),
        ({"play": "6-1", "extra": 1}, "unexpected field"),
    ],
)
def test_malformed_client_actions_are_refused(raw, message):
    with pytest.raises(ValueError, match=message):
        action_of(1, raw)


def test_client_actions_read_back():
    assert action_of(2, {"play": "6-4", "end": "left"}) == Play(2, parse_tile("6-4"), End.LEFT, 6)
    assert action_json(action_of(3, {"choose": 1}), with_seat=True) == {"seat": 3, "choose": 1}


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.randoms(use_true_random=False))
def test_a_view_depends_only_on_the_seats_information(rnd):
    """Two deals that agree on seat 1's hand (and on who holds 6-6, which is public once the
    hand starts) give seat 1 the same view, and everyone the same public view."""
    tiles = list(range(28))
    rnd.shuffle(tiles)
    hands = [tiles[7 * i : 7 * i + 7] for i in range(4)]
    others = [t for h in hands[1:] for t in h if t != DOUBLE_SIX]
    rnd.shuffle(others)
    holder = next(i for i, h in enumerate(hands) if DOUBLE_SIX in h)
    shuffled, k = [list(hands[0])], 0
    for i in (1, 2, 3):
        n = 7 - (holder == i)
        shuffled.append(others[k : k + n] + ([DOUBLE_SIX] if holder == i else []))
        k += n
    a = Table.new("same", "chiva", (H, C, C, C), "random", deals=(tuple(map(mask_of, hands)),))
    b = Table.new("same", "chiva", (H, C, C, C), "random", deals=(tuple(map(mask_of, shuffled)),))
    assert view_json(a, 1) == view_json(b, 1)
    assert view_json(a, None) == view_json(b, None)
    if a.state.to_act != 1:  # the 6-6 holder opens: still nothing else to tell them apart
        a, b = a.computer()[0], b.computer()[0]
        assert view_json(a, 1) == view_json(b, 1)


def find_hand(variant, wanted, seats=(C, C, C, C)):
    """The first seeded match (seeds 0, 1, ...) with a hand result satisfying ``wanted``."""
    for seed in range(200):
        t = play(make(variant, seats=seats, seed=seed), Rng(seed))
        for r in t.state.results:
            if wanted(r):
                return t, r
    raise AssertionError("no such hand in 200 seeded matches")


def result_texts(t):
    return {e["hand"]: e["text"] for e in log_entries(t) if e["kind"] == "result"}


def test_the_log_tells_every_public_event_in_order():
    t = play(make("haiti", seed=12), Rng("log"))
    entries = log_entries(t)
    actions = [e for e in entries if e["kind"] not in ("deal", "result")]
    assert len(actions) == len(t.timeline)
    assert [e["seat"] for e in actions] == [a.seat for a in t.timeline]
    assert sum(e["kind"] == "result" for e in entries) == len(t.state.results)
    assert sum(e["kind"] == "deal" for e in entries) == t.state.deal_count
    assert entries[0]["kind"] == "deal" and "double six opens" in entries[0]["text"]
    assert "wins the match" in entries[-1]["text"]
    assert {e["kind"] for e in entries} <= {
        "deal",
        "accept",
        "redeal",
        "choose",
        "play",
        "pass",
        "result",
    }


def test_log_entries_carry_the_facts_a_client_words_them_from():
    """A play names the number of the end it went on (never "left"/"right", which stop matching
    the screen once the line snakes); a pass the ends it could not follow; a result the same
    RESULT as the view's, with the score it was played from."""
    t = play(make("haiti", seed=12), Rng("facts"))
    entries = log_entries(t)
    plays = [e for e in entries if e["kind"] == "play"]
    assert any(e["on"] is None for e in plays) and any(e["on"] is not None for e in plays)
    for e in plays:
        if e["on"] is not None:
            assert str(e["on"]) in e["play"].split("-")
            assert e["text"].endswith(f"plays {e['play']} on the {e['on']}")
    for e in entries:
        if e["kind"] == "pass":
            assert all(str(n) in e["text"] for n in e["ends"])
    results = [e for e in entries if e["kind"] == "result"]
    before = [0, 0]
    for e, r in zip(results, t.state.results, strict=True):
        assert e["result"]["before"] == before and e["result"]["score"] == list(r.score)
        before = list(r.score)
    assert [e["winner"] for e in results] == [None] * (len(results) - 1) + [t.state.winner]


def test_deal_entries_name_no_tile():
    t = play(make("haiti", seed=12), Rng("deal"))
    deals = [e for e in log_entries(t) if e["kind"] == "deal"]
    assert len(deals) == t.state.deal_count
    assert not any(TILE.findall(e["text"]) for e in deals)


def test_the_log_stops_at_the_cursor():
    t = play(make("chiva", seed=12), Rng("cur"), until=lambda t: len(t.timeline) > 20)
    u = t.undo()
    assert (
        len([e for e in log_entries(u) if e["kind"] == "play" or e["kind"] == "pass"]) == u.cursor
    )


def test_result_entries_tell_a_dekabes():
    t, r = find_hand("haiti", lambda r: r.dekabes)
    text = result_texts(t)[r.number]
    assert "Dékabès!" in text and f"= {r.points} points" in text


def test_result_entries_tell_a_haiti_tie():
    t, r = find_hand("haiti", lambda r: r.kind == "tie")
    assert "a tie" in result_texts(t)[r.number] and "counts double" in result_texts(t)[r.number]


def test_result_entries_tell_a_broken_chiva_streak():
    t, r = find_hand("chiva", lambda r: r.winner and r.points == 0)
    assert "breaks the streak: the score goes back to 0–0" in result_texts(t)[r.number]


def test_result_entries_show_all_hands_left():
    t, r = find_hand("chiva", lambda r: r.kind == "block")
    text = result_texts(t)[r.number]
    assert text.startswith("Block: team")
    for seat, h in enumerate(r.final.hands, start=1):
        assert f"seat {seat} {' '.join(name(x) for x in reversed(tiles_in(h)))}" in text
