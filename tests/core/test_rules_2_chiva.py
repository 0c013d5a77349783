"""docs/RULES.md §2, Chiva: one test (or table) per rule."""

import pytest

from dobleseis.core import IllegalAction, Redeal, new_match
from dobleseis.core.summary import summary

from .blocks import BLOCKS, EVEN_TOTALS, SPLIT, Block
from .helpers import DEAL, Script, circuit_hand, deal_with, path_hand, random_match, run, started


def goes_out(s: Script, seat: int) -> None:
    """A plain domino by ``seat``, which must be the seat to lead (or hold 6-6 when forced)."""
    left = ["6-1", "2-2", "3-3"]
    left.insert(seat - 1, "")
    r = s.hand(path_hand(seat, tuple(left), 6))
    assert (r.kind, r.seat) == ("domino", seat)


def blocked(s: Script, block: Block, opener: int):
    r = s.hand(circuit_hand(opener, block.left, 6, forced=s.state.opening.forced))
    assert r.pips == block.pips
    return r


def test_rule_2_1_at_most_one_score_is_non_zero():
    for seed in range(6):
        m = random_match("chiva", seed)
        assert m.over and m.winner in ("13", "24")
        assert all(min(r.score) == 0 for r in m.results)


@pytest.mark.parametrize("hand1", ["6-6 5-5 4-4 3-3 2-2 1-1 0-0", "6-6 5-5 4-4 3-3 2-2 6-5 6-4"])
def test_rule_2_2_no_redeal_ever_even_with_five_or_more_doubles(hand1):
    m = new_match("chiva", deals=(deal_with(1, hand1),))
    assert m.phase.value == "play" and m.to_act == 1  # no acceptance: seat 1 opens at once
    assert Redeal(1) not in m.legal()
    with pytest.raises(IllegalAction):
        m.apply(Redeal(1))


def test_rule_2_3_first_hand_is_forced_double_six():
    m = started("chiva", DEAL)
    assert m.hand.forced and [a.tile for a in m.legal()] == [27]
    assert summary(new_match("chiva", seed=9))["next"]["forced_double_six"] is True


@pytest.mark.parametrize("winner", [2, 3])
def test_rule_2_3_after_a_domino_the_seat_that_went_out_leads_freely(winner):
    s = Script("chiva")
    goes_out(s, winner)  # it holds 6-6 in the first hand
    assert summary(s.state)["next"] == {
        "phase": "play",
        "seat": winner,
        "forced_double_six": False,
        "representative": None,
    }


@pytest.mark.parametrize("name", list(BLOCKS))
def test_rule_2_3_after_a_block_the_lighter_member_of_the_winners_leads(name):
    block = BLOCKS[name]
    s = Script("chiva")
    r = blocked(s, block, opener=2)
    assert (r.kind, r.winner) == ("block", block.chiva)
    nxt = summary(s.state)["next"]
    assert (nxt["seat"], nxt["forced_double_six"]) == (block.lighter, False)


def test_rule_2_3_after_a_tie_forced_double_six_whoever_won_before():
    s = Script("chiva")
    goes_out(s, 3)
    r = blocked(s, EVEN_TOTALS, opener=3)
    assert r.kind == "tie"
    assert s.state.opening.forced
    s.set_deal(DEAL[1:] + DEAL[:1])  # seat 4 holds 6-6 now
    assert s.state.to_act == 4 and [a.tile for a in s.state.legal()] == [27]


@pytest.mark.parametrize("how", ["domino", "block"])
def test_rule_2_3_a_reset_does_not_bring_back_the_forced_double_six(how):
    s = Script("chiva")
    goes_out(s, 3)
    assert s.state.score == (1, 0)
    if how == "domino":
        r = s.search(lambda r: r.kind == "domino" and r.seat == 4)
        leader = 4
    else:
        r = blocked(s, BLOCKS["24 wins, equal members"], opener=3)
        leader = 2
    assert (r.winner, r.score) == ("24", (0, 0))
    nxt = summary(s.state)["next"]
    assert (nxt["seat"], nxt["forced_double_six"]) == (leader, False)


def test_rule_2_4_block_lower_team_total_wins():
    s = Script("chiva")
    r = blocked(s, SPLIT, opener=1)  # lowest counts are equal, totals 11 < 13
    assert (r.kind, r.winner, r.score) == ("block", "13", (1, 0))


def test_rule_2_4_block_equal_totals_is_a_tie_and_carries_nothing():
    s = Script("chiva")
    goes_out(s, 3)
    r = blocked(s, EVEN_TOTALS, opener=3)
    assert (r.kind, r.winner, r.points, r.score) == ("tie", None, 0, (1, 0))
    assert s.state.base == 1  # nothing carried to the next hand


def test_rule_2_5_a_win_against_zero_adds_one():
    s = Script("chiva")
    goes_out(s, 3)
    goes_out(s, 3)
    assert [r.points for r in s.state.results] == [1, 1] and s.state.score == (2, 0)


def test_rule_2_5_a_win_against_a_streak_resets_both_and_scores_nothing():
    s = Script("chiva")
    goes_out(s, 3)
    goes_out(s, 3)
    r = blocked(s, BLOCKS["24 wins, seat 4 lighter"], opener=3)
    assert (r.winner, r.points, r.score) == ("24", 0, (0, 0))
    # that hand is not the first win of a new streak: the next win against 0 is
    r = blocked(s, BLOCKS["24 wins, equal members"], opener=4)
    assert (r.winner, r.points, r.score) == ("24", 1, (0, 1))


def test_rule_2_5_a_tie_keeps_the_streak():
    s = Script("chiva")
    goes_out(s, 3)
    blocked(s, EVEN_TOTALS, opener=3)
    goes_out(s, 1)  # holds 6-6 in the forced hand after the tie
    assert [r.score for r in s.state.results] == [(1, 0), (1, 0), (2, 0)]


def test_rule_2_5_nothing_extra_for_a_last_tile_fitting_both_ends():
    from .test_rules_1_common import HAND

    m = run(started("chiva", DEAL), *HAND)  # seat 1 goes out with 4-0 on the ends (0, 4)
    r = m.results[-1]
    assert r.moves[-1].ends == (0, 4)
    assert (r.dekabes, r.points, r.score) == (False, 1, (1, 0))


def test_rule_2_6_first_to_4_wins_the_match_4_0():
    s = Script("chiva")
    for _ in range(4):
        assert not s.state.over
        goes_out(s, 3)
    out = summary(s.state)
    assert (out["score"], out["over"], out["winner"]) == ([4, 0], True, "13")
    assert out["next"] == {
        "phase": "over",
        "seat": None,
        "forced_double_six": False,
        "representative": None,
    }
    with pytest.raises(IllegalAction, match="^the match is over: team 13 won$"):
        s.state.apply(s.state.actions[0])
