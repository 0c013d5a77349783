"""docs/RULES.md §4: every worked example, reached by real play from a new match.

Each test builds the "Before" column with real hands, plays the hand of the "How the hand ends"
column, and checks "After" and "Next hand" through the replay summary (the shape
``dobleseis replay --json`` prints).
"""

from dobleseis.core import Choose, parse_tile
from dobleseis.core.summary import summary

from .helpers import Script, circuit_hand, path_hand


def seat3_goes_out(script: Script) -> None:
    """A plain domino by seat 3, which opens (with 6-6 when it is a forced hand)."""
    r = script.hand(path_hand(3, ("6-1", "2-2", "", "3-3"), 6))
    assert (r.kind, r.seat) == ("domino", 3)


def test_rule_4_example_1_chiva_seat_3_goes_out_from_new_match():
    s = Script("chiva")
    assert s.state.score == (0, 0) and s.state.opening.forced
    seat3_goes_out(s)
    out = summary(s.state)
    assert out["score"] == [1, 0]
    assert out["hands"][0]["points"] == 1
    assert out["next"] == {
        "phase": "play",
        "seat": 3,
        "forced_double_six": False,
        "representative": None,
    }
    # seat 3 leads freely: any of its seven tiles, doubles included
    hand3 = s.state.hand.hands[2]
    assert {a.tile for a in s.state.legal()} == {t for t in range(28) if hand3 >> t & 1}


def test_rule_4_example_2_chiva_streak_broken_by_seat_2():
    s = Script("chiva")
    for _ in range(3):
        seat3_goes_out(s)
    assert s.state.score == (3, 0)
    assert s.state.to_act == 3  # seat 3 leads the fourth hand
    r = s.search(lambda r: r.kind == "domino" and r.seat == 2)
    assert (r.score, r.points, r.winner) == ((0, 0), 0, "24")
    out = summary(s.state)
    assert out["next"] == {
        "phase": "play",
        "seat": 2,
        "forced_double_six": False,
        "representative": None,
    }


def test_rule_4_example_3_chiva_block_with_equal_totals_is_a_tie():
    s = Script("chiva")
    seat3_goes_out(s)
    seat3_goes_out(s)
    assert s.state.score == (2, 0)
    r = s.hand(circuit_hand(3, ("5-5 1-1", "4-4 1-0", "3-1 0-0", "3-0 2-2"), 6))
    assert r.pips == (12, 9, 4, 7)
    out = summary(s.state)
    assert out["hands"][-1] == {
        "result": "tie",
        "winner": None,
        "seat": None,
        "dekabes": False,
        "points": 0,
        "pips": [12, 9, 4, 7],
        "score": [2, 0],
    }
    assert out["score"] == [2, 0]
    holder = next(i for i in (1, 2, 3, 4) if s.state.dealt[i - 1] >> 27 & 1)
    assert out["next"] == {
        "phase": "play",
        "seat": holder,
        "forced_double_six": True,
        "representative": None,
    }
    assert [a.tile for a in s.state.legal()] == [parse_tile("6-6")]


def test_rule_4_example_4_chiva_block_won_by_lower_team_total():
    s = Script("chiva")
    r = s.hand(path_hand(4, ("6-1", "2-2", "3-3", ""), 6))  # seat 4 holds 6-6 and goes out
    assert r.score == (0, 1)
    r = s.hand(circuit_hand(4, ("0-0", "1-1", "5-5", "2-2"), 6))
    assert (r.kind, r.pips, r.winner, r.score) == ("block", (0, 2, 10, 4), "24", (0, 2))
    assert summary(s.state)["next"] == {
        "phase": "play",
        "seat": 2,
        "forced_double_six": False,
        "representative": None,
    }


def test_rule_4_example_5_haiti_block_won_by_lowest_individual_count():
    s = Script("haiti")
    r = s.hand(circuit_hand(1, ("4-1 4-3", "1-1 3-1", "0-0 2-0", "1-0 2-1"), 6, forced=True))
    assert (r.kind, r.pips, r.winner, r.points) == ("block", (12, 6, 2, 4), "13", 1)
    out = summary(s.state)
    assert (out["score"], out["base"]) == ([1, 0], 1)
    assert out["next"] == {
        "phase": "accept",
        "seat": 1,
        "forced_double_six": False,
        "representative": 3,
    }
    s.accept_all()
    assert s.state.legal() == (Choose(3, 3), Choose(3, 1))


def test_rule_4_example_6_haiti_dekabes_after_a_tie_ends_the_match_5_0():
    s = Script("haiti")
    r = s.hand(path_hand(1, ("", "6-1", "2-2", "3-3"), 6))  # seat 1 holds 6-6, goes out
    assert (r.score, r.dekabes) == ((1, 0), False)
    s.accept_all()
    s.do("1:choose 3")
    r = s.hand(circuit_hand(3, ("0-0 2-2", "1-0 2-1", "1-1 3-2", "3-0 3-3"), 6))
    assert (r.kind, r.pips) == ("tie", (4, 4, 7, 9))
    assert (s.state.score, s.state.base) == ((1, 0), 2)
    s.accept_all()
    s.do("3:choose 3")  # the opener of the tied hand chooses again
    r = s.hand(path_hand(3, ("6-6", "1-1", "", "2-2"), 6, last="4-6"))
    last = r.moves[-1]
    assert (last.tile, last.ends) == (parse_tile("4-6"), (6, 4))
    out = summary(s.state)
    assert out["hands"][-1]["dekabes"] is True
    assert out["hands"][-1]["points"] == 4
    assert (out["score"], out["over"], out["winner"]) == ([5, 0], True, "13")
    assert out["next"] == {
        "phase": "over",
        "seat": None,
        "forced_double_six": False,
        "representative": None,
    }


def test_rule_4_example_7_haiti_winners_add_only_losers_reset():
    s = Script("haiti")
    r = s.hand(path_hand(2, ("6-1", "", "2-2", "3-3"), 6))  # seat 2 holds 6-6, goes out
    assert r.score == (0, 1)
    s.accept_all()
    s.do("2:choose 2")
    r = s.hand(path_hand(2, ("1-0", "", "4-0", "3-3"), 4, last="4-1"))
    assert (r.dekabes, r.points, r.score) == (True, 2, (0, 3))
    assert s.state.base == 1
    s.accept_all()
    s.do("2:choose 4")
    r = s.search(lambda r: r.kind == "domino" and r.seat == 1 and not r.dekabes)
    out = summary(s.state)
    assert out["hands"][-1]["points"] == 1
    assert (out["score"], out["base"]) == ([1, 0], 1)
    assert out["next"] == {
        "phase": "accept",
        "seat": 1,
        "forced_double_six": False,
        "representative": 1,
    }
