"""docs/RULES.md §3, the Haitian game with Dékabès: one test (or table) per rule."""

import pytest

from dobleseis.core import (
    Accept,
    Choose,
    IllegalAction,
    Play,
    Redeal,
    new_match,
    parse_tile,
    restart_hand,
    view,
)
from dobleseis.core.seats import partner as partner_of
from dobleseis.core.summary import summary
from dobleseis.core.tiles import fits

from .blocks import BLOCKS, EVEN_TOTALS, SPLIT, Block
from .helpers import DEAL, Script, circuit_hand, deal_with, path_hand, random_match, run, started

FIVE_DOUBLES = "6-6 5-5 4-4 3-3 2-2 6-5 6-4"
FOUR_DOUBLES = "6-6 5-5 4-4 3-3 6-5 6-4 6-3"


def goes_out(s: Script, seat: int, last: str | None = None):
    """``seat`` (the opener, or the holder of 6-6 in a forced hand) goes out; with ``last``
    (``"4-6"``) on the ends (6, 4), a Dékabès."""
    if last is None:
        left = ["6-1", "2-2", "3-3"]
    else:  # 6-6 opens a forced hand; otherwise it stays in a hand so the last tile only wins
        left = ["1-1", "2-2", "3-3"] if s.state.opening.forced else ["6-6", "1-1", "2-2"]
    left.insert(seat - 1, "")
    r = s.hand(path_hand(seat, tuple(left), 6, last=last))
    assert (r.kind, r.seat, r.dekabes) == ("domino", seat, last is not None)
    return r


def blocked(s: Script, block: Block, opener: int):
    r = s.hand(circuit_hand(opener, block.left, 6, forced=s.state.opening.forced))
    assert r.pips == block.pips
    return r


def test_rule_3_1_the_state_has_score_base_and_representative():
    s = Script("haiti")
    out = summary(s.state)
    assert (out["score"], out["base"], out["next"]["representative"]) == ([0, 0], 1, None)
    blocked(s, SPLIT, opener=2)  # a tie in the forced first hand, opened by seat 2
    out = summary(s.state)
    assert (out["score"], out["base"], out["next"]["representative"]) == ([0, 0], 2, 2)


# -- 3.2 Deal acceptance ------------------------------------------------------------------------


def test_rule_3_2_every_seat_accepts_in_order_1_to_4():
    m = new_match("haiti", deals=(DEAL,))
    for seat in (1, 2, 3, 4):
        assert m.phase.value == "accept" and m.to_act == seat
        assert m.legal() == (Accept(seat),)
        wrong = seat % 4 + 1
        with pytest.raises(IllegalAction, match=f"it is seat {seat}'s turn to accept, not seat "):
            m.apply(Accept(wrong))
        if seat == 1:
            with pytest.raises(IllegalAction, match="must accept it first"):
                m.apply(Play(1, parse_tile("6-6")))
        m = m.apply(Accept(seat))
    assert m.phase.value == "play" and m.to_act == 1  # forced: seat 1 holds 6-6


def test_rule_3_2_five_doubles_give_the_right_to_a_redeal_at_the_seats_turn():
    first, second = deal_with(3, FIVE_DOUBLES), deal_with(2, FOUR_DOUBLES)
    m = new_match("haiti", deals=(first, second, DEAL))
    with pytest.raises(IllegalAction, match="turn to accept, not seat 3's"):
        m.apply(Redeal(3))  # not yet its turn
    m = run(m, "1:accept", "2:accept")
    assert m.legal() == (Accept(3), Redeal(3))
    redealt = m.apply(Redeal(3))
    assert redealt.dealt == second and redealt.to_act == 1 and redealt.accepted == 0
    assert redealt.redeals == (3,)
    # four doubles give no right
    redealt = run(redealt, "1:accept")
    with pytest.raises(IllegalAction, match="seat 2 cannot request a redeal: it holds 4 doubles"):
        redealt.apply(Redeal(2))
    # a seat may decline its right; the right ends when its turn to accept has passed
    declined = run(m, "3:accept")
    with pytest.raises(IllegalAction, match="turn to accept, not seat 3's"):
        declined.apply(Redeal(3))
    played = run(declined, "4:accept")
    with pytest.raises(IllegalAction, match="the hand is being played"):
        played.apply(Redeal(played.to_act))


def test_rule_3_2_the_right_to_a_redeal_lasts_only_while_the_seat_is_to_accept():
    def rights(m):
        return [m.can_redeal(seat) for seat in (1, 2, 3, 4)]

    m = new_match("haiti", deals=(deal_with(3, FIVE_DOUBLES), DEAL))
    assert rights(m) == [False, False, False, False]  # seat 3's turn has not come
    m = run(m, "1:accept", "2:accept")
    assert rights(m) == [False, False, True, False]
    m = run(m, "3:accept")  # declined: the right is gone
    assert rights(m) == [False, False, False, False]


def test_rule_3_2_redeals_have_no_limit():
    d = deal_with(1, FIVE_DOUBLES)
    m = new_match("haiti", deals=(d, d, d, DEAL))
    for n in range(1, 4):
        m = run(m, "1:redeal")
        assert m.deal_count == n + 1 and m.to_act == 1
    assert m.redeals == (1, 1, 1) and m.dealt == DEAL


def test_rule_3_2_a_redeal_keeps_score_base_and_representative():
    s = Script("haiti")
    blocked(s, EVEN_TOTALS, opener=1)  # 1-0, representative seat 3
    before = s.state
    s.set_deal(deal_with(2, FIVE_DOUBLES))
    s.do("1:accept", "2:redeal")
    after = s.state
    assert (after.score, after.base, after.opening) == (before.score, before.base, before.opening)
    assert summary(after)["next"] == {
        "phase": "accept",
        "seat": 1,
        "forced_double_six": False,
        "representative": 3,
    }
    s.accept_all()
    assert s.state.phase.value == "choose" and s.state.to_act == 3


def test_rule_3_2_a_redeal_after_a_tie_keeps_the_double_base():
    s = Script("haiti")
    s.hand(circuit_hand(1, SPLIT.left, 6, forced=True))  # a tie: 0-0, the next win counts double
    assert (s.state.score, s.state.base) == ((0, 0), 2)
    s.set_deal(deal_with(2, FIVE_DOUBLES))
    s.do("1:accept", "2:redeal")
    assert (s.state.score, s.state.base, s.state.redeals) == ((0, 0), 2, (2,))


def test_rule_3_2_a_redeal_belongs_to_its_hand_and_the_next_deal_starts_afresh():
    s = Script("haiti")
    s.set_deal(deal_with(4, FIVE_DOUBLES))
    s.do("1:accept", "2:accept", "3:accept", "4:redeal")
    assert s.state.redeals == (4,) and view(s.state, 2).redeals == (4,)
    goes_out(s, 1)  # the redealt hand is played out
    assert (s.state.phase.value, s.state.accepted) == ("accept", 0)
    assert s.state.redeals == () and view(s.state, 2).redeals == ()


def test_rule_1_9_haiti_restart_keeps_an_accepted_redeal():
    d = deal_with(4, FIVE_DOUBLES)
    m = new_match("haiti", deals=(d, DEAL))
    m = run(m, "1:accept", "2:accept", "3:accept", "4:redeal")
    redealt = m
    m = run(m, "1:accept", "2:accept", "3:accept", "4:accept", "1:6-6", "2:6-4")
    again = restart_hand(m)
    assert again == redealt and again.dealt == DEAL and again.redeals == (4,)


def test_rule_1_9_haiti_restart_brings_back_the_score_and_base_from_before_the_hand():
    s = Script("haiti")
    goes_out(s, 1)
    s.accept_all()
    s.do("1:choose 1")
    blocked(s, SPLIT, opener=1)  # a tie: 1-0, base 2
    start = s.state
    s.set_deal(DEAL)
    s.accept_all()
    s.do("1:choose 3", "3:6-3", "4:3-2")
    again = restart_hand(s.state)
    assert (again.score, again.base, again.dealt) == ((1, 0), 2, DEAL)
    assert again.phase.value == "accept" and again.to_act == 1
    assert again.results == start.results


# -- 3.3 Who opens ----------------------------------------------------------------------------


def test_rule_3_3_first_hand_forced_double_six_nobody_chooses():
    m = run(new_match("haiti", deals=(deal_with(3, FIVE_DOUBLES),)), *["accept"] * 4)
    assert m.phase.value == "play" and m.to_act == 3
    assert summary(m)["next"]["representative"] is None
    with pytest.raises(IllegalAction, match="the hand is being played"):
        m.apply(Choose(3, 3))


@pytest.mark.parametrize("name", list(BLOCKS))
def test_rule_3_3_after_a_won_block_the_lightest_winner_represents(name):
    block = BLOCKS[name]
    s = Script("haiti")
    r = blocked(s, block, opener=2)
    assert (r.kind, r.winner) == ("block", block.haiti)
    assert summary(s.state)["next"]["representative"] == block.lighter


@pytest.mark.parametrize("seat", [1, 2, 3, 4])
def test_rule_3_3_after_a_domino_the_seat_that_went_out_represents(seat):
    """Its partner still holds pips: the seat that went out is the lightest."""
    s = Script("haiti")
    goes_out(s, seat)
    assert summary(s.state)["next"]["representative"] == seat
    s.accept_all()
    assert s.state.to_act == seat and s.state.phase.value == "choose"


# (who goes out, the partner left with 0-0 alone): both have 0 pips, the smaller seat chooses
ZERO_PARTNERS = [(1, 3), (3, 1), (2, 4), (4, 2)]


@pytest.mark.parametrize(("out", "mate"), ZERO_PARTNERS)
def test_rule_3_3_after_a_domino_with_a_partner_at_0_pips_the_smaller_seat_represents(out, mate):
    s = Script("haiti")
    left = {1: "6-1", 2: "6-1", 3: "2-2", 4: "2-2"}  # the other team holds 7 and 4 pips
    left[out], left[mate] = "", "0-0"
    r = s.hand(path_hand(out, tuple(left[seat] for seat in (1, 2, 3, 4)), 6))
    assert (r.kind, r.seat) == ("domino", out)
    assert r.pips[out - 1] == r.pips[mate - 1] == 0
    smaller = min(out, mate)
    assert summary(s.state)["next"]["representative"] == smaller
    s.accept_all()
    m = s.state
    assert (m.phase.value, m.to_act) == ("choose", smaller)
    assert m.legal() == (Choose(smaller, smaller), Choose(smaller, partner_of(smaller)))
    if out != smaller:  # the seat that went out does not choose
        refused = f"seat {smaller}'s turn to choose, not seat {out}'s"
        with pytest.raises(IllegalAction, match=refused):
            m.apply(Choose(out, out))
    m = m.apply(Choose(smaller, out))
    assert (m.phase.value, m.to_act) == ("play", out)


@pytest.mark.parametrize("opener", [1, 2, 3, 4])
def test_rule_3_3_after_a_tie_the_opener_of_the_tied_hand_represents(opener):
    s = Script("haiti")
    blocked(s, SPLIT, opener=opener)  # the forced hand: ``opener`` holds 6-6
    assert s.state.results[-1].kind == "tie"
    assert summary(s.state)["next"]["representative"] == opener
    s.accept_all()
    partner = (opener + 1) % 4 + 1
    s.do(f"{opener}:choose {partner}")
    blocked(s, SPLIT, opener=partner)  # tied again: now the partner opened, it represents
    assert summary(s.state)["next"]["representative"] == partner


def test_rule_3_3_the_representative_chooses_itself_or_its_partner_who_leads_freely():
    s = Script("haiti")
    goes_out(s, 3)
    s.set_deal(DEAL)
    with pytest.raises(IllegalAction, match="seat 1 must accept it first"):
        s.state.apply(Choose(1, 1))
    s.accept_all()
    m = s.state
    assert m.legal() == (Choose(3, 3), Choose(3, 1))
    for bad in (2, 4):
        with pytest.raises(
            IllegalAction, match=f"seat 3 can choose itself or seat 1 to open, not seat {bad}"
        ):
            m.apply(Choose(3, bad))
    with pytest.raises(IllegalAction, match="turn to choose, not seat 1's"):
        m.apply(Choose(1, 1))
    m = m.apply(Choose(3, 1))
    assert m.to_act == 1 and not m.hand.forced
    assert len(m.legal()) == 7  # any of seat 1's tiles, 6-6 and the doubles included
    assert summary(m)["next"]["representative"] == 3


def test_rule_3_3_the_opener_is_known_only_once_the_representative_has_chosen():
    s = Script("haiti")
    goes_out(s, 3)
    for seat in (1, 2, 3, 4):
        assert (view(s.state, seat).representative, view(s.state, seat).opener) == (3, None)
    s.accept_all()
    assert [view(s.state, seat).opener for seat in (1, 2, 3, 4)] == [None] * 4
    s.do("3:choose 1")
    assert [view(s.state, seat).opener for seat in (1, 2, 3, 4)] == [1] * 4


# -- 3.4 Block -------------------------------------------------------------------------------


def test_rule_3_4_block_lowest_individual_count_wins():
    s = Script("haiti")
    r = blocked(s, EVEN_TOTALS, opener=1)  # totals 16 = 16, lowest 4 < 7
    assert (r.kind, r.winner, r.score) == ("block", "13", (1, 0))


def test_rule_3_4_equal_lowest_counts_tie_base_2_never_3():
    s = Script("haiti")
    r = blocked(s, SPLIT, opener=1)  # totals 11 < 13, lowest 4 = 4
    assert (r.kind, r.winner, r.points, r.score, r.base) == ("tie", None, 0, (0, 0), 2)
    for _ in range(2):
        s.accept_all()
        s.do("1:choose 1")
        r = blocked(s, SPLIT, opener=1)
        assert (r.kind, s.state.base) == ("tie", 2)
    s.accept_all()
    s.do("1:choose 3")
    r = goes_out(s, 3)
    assert (r.points, r.score, s.state.base) == (2, (2, 0), 1)


# -- 3.5 Dékabès -----------------------------------------------------------------------------


@pytest.mark.parametrize("end", ["<", ">"])
def test_rule_3_5_dekabes_last_tile_fits_both_ends_whichever_end_is_used(end):
    from .test_rules_1_common import HAND

    m = run(started("haiti", DEAL), *HAND[:-1], "1:4-0" + end)
    r = m.results[-1]
    assert r.moves[-1].ends == (0, 4)
    assert (r.kind, r.dekabes, r.points, r.score) == ("domino", True, 2, (2, 0))


def seat_2_leads_the_second_hand() -> Script:
    s = Script("haiti")
    goes_out(s, 2)
    s.accept_all()
    s.do("2:choose 2")
    return s


def test_rule_3_5_dekabes_counts_on_equal_ends():
    s = seat_2_leads_the_second_hand()
    r = s.hand(path_hand(2, ("1-0", "", "4-0", "3-3"), 4, last="4-1"))
    assert (r.moves[-1].ends, r.moves[-1].tile) == ((4, 4), parse_tile("4-1"))
    assert (r.dekabes, r.points) == (True, 2)


def test_rule_3_5_a_double_is_never_a_dekabes():
    s = seat_2_leads_the_second_hand()
    r = s.hand(path_hand(2, ("1-1", "", "2-2", "3-3"), 4, last="4-4"))
    assert (r.moves[-1].ends, r.moves[-1].tile) == ((4, 4), parse_tile("4-4"))
    assert (r.kind, r.dekabes, r.points) == ("domino", False, 1)


def test_rule_3_5_a_last_tile_fitting_one_end_is_plain():
    s = Script("haiti")
    r = goes_out(s, 1)
    (left, right), t = r.moves[-1].ends, r.moves[-1].tile
    assert [fits(t, left), fits(t, right)].count(True) == 1
    assert (r.dekabes, r.points) == (False, 1)


def test_rule_3_5_a_non_double_fitting_one_end_only_is_plain():
    """4-1 goes out on the ends (0, 4): not a double, but the 0 end does not take it."""
    s = seat_2_leads_the_second_hand()
    r = s.hand(path_hand(2, ("1-0", "", "2-2", "3-3"), 0, last="4-1"))
    assert (r.moves[-1].ends, r.moves[-1].tile) == ((0, 4), parse_tile("4-1"))
    assert (r.kind, r.seat, r.dekabes, r.points, r.score) == ("domino", 2, False, 1, (0, 2))


# -- 3.6 Scoring -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "tie_first, dekabes, points",
    [(False, False, 1), (False, True, 2), (True, False, 2), (True, True, 4)],
)
def test_rule_3_6_a_win_scores_base_and_a_dekabes_twice_base(tie_first, dekabes, points):
    s = Script("haiti")
    if tie_first:
        blocked(s, SPLIT, opener=3)
        s.accept_all()
        s.do("3:choose 3")
    r = goes_out(s, 3, last="4-6" if dekabes else None)
    assert (r.points, r.score, s.state.base) == (points, (points, 0), 1)
    assert s.state.over == (points == 4)  # 4 points win the match at once


def test_rule_3_6_a_won_block_after_a_tie_scores_2():
    s = Script("haiti")
    blocked(s, SPLIT, opener=1)
    s.accept_all()
    s.do("1:choose 1")
    r = blocked(s, EVEN_TOTALS, opener=1)
    assert (r.kind, r.winner, r.points, r.score) == ("block", "13", 2, (2, 0))


def test_rule_3_6_winners_add_and_only_losers_reset():
    s = Script("haiti")
    goes_out(s, 2)  # 0-1
    s.accept_all()
    s.do("2:choose 2")
    goes_out(s, 2)  # winners add: 0-2
    assert s.state.score == (0, 2)
    s.accept_all()
    s.do("2:choose 2")
    r = blocked(s, BLOCKS["13 wins, seat 3 lighter"], opener=2)
    assert (r.points, r.score, r.base) == (1, (1, 0), 1)  # the 13s add even so; 24 reset


# -- 3.7 Match --------------------------------------------------------------------------------


def test_rule_3_7_the_match_ends_at_4_or_more_with_the_real_total():
    s = Script("haiti")
    goes_out(s, 1)  # 1-0
    s.accept_all()
    s.do("1:choose 1")
    goes_out(s, 1)  # 2-0
    s.accept_all()
    s.do("1:choose 1")
    goes_out(s, 1)  # 3-0
    assert not s.state.over
    s.accept_all()
    s.do("1:choose 1")
    goes_out(s, 1, last="4-6")  # Dékabès: 3 + 2 = 5
    out = summary(s.state)
    assert (out["score"], out["over"], out["winner"]) == ([5, 0], True, "13")
    with pytest.raises(IllegalAction, match="^the match is over: team 13 won$"):
        s.state.apply(Accept(1))


def test_rule_3_7_random_matches_end_as_soon_as_a_team_reaches_4():
    for seed in range(6):
        m = random_match("haiti", seed)
        assert m.over and max(m.score) >= 4 and m.winner == ("13" if m.score[0] >= 4 else "24")
        assert all(max(r.score) < 4 for r in m.results[:-1])
