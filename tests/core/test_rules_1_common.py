"""docs/RULES.md §1, common to both games: one test (or table) per rule, run for both variants.

Most tests play the scripted hand ``HAND`` on the written-out deal ``DEAL`` (seat 1 holds 6-6):
it shows a default-right play on equal ends, a tile fitting two different ends, forced passes,
and ends with seat 1 going out with ``4-0`` on the ends (0, 4).
"""

import json

import pytest

from dobleseis.core import (
    End,
    IllegalAction,
    Pass,
    Play,
    name,
    new_match,
    next_seat,
    parse_tile,
    partner,
    pips,
    restart_hand,
    team_of,
    view,
)
from dobleseis.core.deal import deal_from_seed
from dobleseis.core.record import RecordError, loads
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import ALL, COUNT, DOUBLES, HIGH, LOW, PIPS, SUIT, parse_hand

from .helpers import DEAL, Script, circuit_hand, path_hand, random_match, run, started

VARIANTS = ("chiva", "haiti")

HAND = (
    "1:6-6 2:6-4 3:4-3 4:3-2 1:2-2 2:2-1 3:6-0 4:1-5 1:5-5 2:0-0 3:0-5< 4:5-2 1:6-5 2:pass "
    "3:0-2 4:6-1 1:1-0< 2:3-0 3:3-3 4:pass 1:3-1 2:1-1 3:pass 4:4-1 1:4-0<"
).split()


def tile_set(mask: int) -> set[str]:
    return {name(t) for t in range(COUNT) if mask >> t & 1}


# -- 1.1 Set and deal ------------------------------------------------------------------------


def test_rule_1_1_the_double_six_set():
    pairs = {(HIGH[t], LOW[t]) for t in range(COUNT)}
    assert pairs == {(a, b) for a in range(7) for b in range(a + 1)}
    assert COUNT == 28 and DOUBLES.bit_count() == 7
    assert sum(PIPS) == 168
    assert PIPS[parse_tile("6-6")] == 12 and PIPS[parse_tile("0-0")] == 0
    # notation: either order in, higher number first out
    assert parse_tile("4-6") == parse_tile("6-4") and name(parse_tile("4-6")) == "6-4"


@pytest.mark.parametrize("bad", ["7-1", "6", "6-", "a-b", "6-4-1", "-1-2", "66"])
def test_rule_1_1_only_double_six_tiles_are_read(bad):
    with pytest.raises(ValueError):
        parse_tile(bad)


@pytest.mark.parametrize("seed", [0, 1, 42, 2**40])
def test_rule_1_1_a_deal_is_all_28_tiles_seven_each(seed):
    for index in range(5):
        hands = deal_from_seed(seed, index)
        assert [h.bit_count() for h in hands] == [7, 7, 7, 7]
        assert hands[0] | hands[1] | hands[2] | hands[3] == ALL


def test_rule_1_1_the_shuffle_is_uniform():
    """Over 2800 seeded deals each tile lands with each seat about 700 times (a fair shuffle
    gives a standard deviation near 23; a biased one such as a naive swap shuffle fails)."""
    counts = [[0] * 4 for _ in range(COUNT)]
    for seed in range(2800):
        for seat, h in enumerate(deal_from_seed(seed, 0)):
            for t in range(COUNT):
                counts[t][seat] += h >> t & 1
    flat = [c for row in counts for c in row]
    assert min(flat) > 600 and max(flat) < 800


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_1_same_seed_and_decisions_give_the_same_match(variant):
    a, b = random_match(variant, 5), random_match(variant, 5)
    assert a.actions == b.actions and a.results == b.results
    assert new_match(variant, seed=5).dealt == deal_from_seed(5, 0)
    assert new_match(variant, seed=5).dealt != new_match(variant, seed=6).dealt


def test_rule_1_1_a_redeal_comes_from_the_seed_too():
    seed = next(
        s for s in range(10_000) if max(h & DOUBLES for h in deal_from_seed(s, 0)).bit_count() >= 5
    )
    m = new_match("haiti", seed=seed)
    seat = next(i for i in (1, 2, 3, 4) if (m.dealt[i - 1] & DOUBLES).bit_count() >= 5)
    m = run(m, *["accept"] * (seat - 1), "redeal")
    assert m.dealt == deal_from_seed(seed, 1)
    again = run(new_match("haiti", seed=seed), *["accept"] * (seat - 1), "redeal")
    assert again.dealt == m.dealt


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_1_every_deal_is_a_fresh_shuffle_redeals_too(variant):
    """Each deal of a seed (the next hand's, a redeal's) is shuffled anew, not an earlier one
    dealt again: a redeal reshuffles all 28 tiles (§3.2)."""
    assert len({deal_from_seed(5, k) for k in range(12)}) == 12
    m = random_match(variant, 5)
    assert len({r.deal for r in m.results}) == len(m.results) > 1


# -- 1.2 Seats -------------------------------------------------------------------------------


def test_rule_1_2_partners_sit_opposite_and_turns_go_1_2_3_4():
    assert [partner(s) for s in (1, 2, 3, 4)] == [3, 4, 1, 2]
    assert [team_of(s) for s in (1, 2, 3, 4)] == ["13", "24", "13", "24"]
    assert [next_seat(s) for s in (1, 2, 3, 4)] == [2, 3, 4, 1]


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_2_every_hand_is_played_in_turn_order(variant):
    m = random_match(variant, 11)
    for r in m.results:
        seats = [mv.seat for mv in r.moves]
        assert seats[0] == r.final.opener
        assert all(b == next_seat(a) for a, b in zip(seats, seats[1:]))


# -- 1.3 Opening -----------------------------------------------------------------------------


def deal_with_6_6_at(seat: int):
    """DEAL with the hands rotated so that ``seat`` holds 6-6."""
    k = seat - 1
    return DEAL[-k:] + DEAL[:-k] if k else DEAL


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("holder", [1, 2, 3, 4])
def test_rule_1_3_forced_double_six_the_holder_opens_with_it(variant, holder):
    m = started(variant, deal_with_6_6_at(holder))
    assert m.to_act == holder and m.hand.forced
    assert m.legal() == (Play(holder, parse_tile("6-6")),)
    other = next(t for t in range(COUNT) if m.hand.hands[holder - 1] >> t & 1 and t != 27)
    with pytest.raises(IllegalAction, match="must open with 6-6"):
        m.apply(Play(holder, other))
    m = m.apply(Play(holder, parse_tile("6-6")))
    assert m.to_act == next_seat(holder)  # play continues with the seat after the opener


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_3_free_lead_any_tile_doubles_too(variant):
    s = Script(variant)
    s.hand(path_hand(3, ("6-1", "2-2", "", "3-3"), 6))  # seat 3 goes out
    # the next deal: seat 3 holds 6-4 5-4 4-4 3-0 2-1 1-1 0-0, seat 2 holds 6-6 (not forced now)
    s.set_deal(deal_with_6_6_at(2))
    if variant == "haiti":
        s.accept_all()
        s.do("3:choose 3")
    m = s.state
    assert not m.hand.forced and m.to_act == 3
    held = {t for t in range(COUNT) if m.hand.hands[2] >> t & 1}
    assert {a.tile for a in m.legal()} == held
    for lead, ends in (("4-4", (4, 4)), ("0-3", (0, 3)), ("2-1", (2, 1)), ("0-0", (0, 0))):
        first = run(m, lead)  # doubles too, written in either order
        assert first.hand.ends == ends and first.to_act == 4


# -- 1.4 Play --------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_4_a_tile_matches_an_end_and_its_other_number_becomes_the_end(variant):
    m = run(started(variant, DEAL), *HAND[:4])  # 6-6, 6-4, 4-3, 3-2
    assert m.hand.ends == (6, 2)
    assert [(p.left, p.right) for p in m.hand.line] == [(6, 6), (6, 4), (4, 3), (3, 2)]
    with pytest.raises(IllegalAction, match="cannot play 4-0: the ends are 6 and 2"):
        m.apply(Play(1, parse_tile("4-0")))
    for a in m.legal():  # every legal tile shows the number of the end it goes on
        end = m.hand.ends[0 if a.end is End.LEFT else 1]
        assert end in (HIGH[a.tile], LOW[a.tile])


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_4_a_tile_fitting_two_ends_goes_where_the_player_chooses(variant):
    m = run(started(variant, DEAL), *HAND[:10])
    assert m.hand.ends == (0, 5) and m.to_act == 3
    t = parse_tile("5-0")
    assert {a.end for a in m.legal() if a.tile == t} == {End.LEFT, End.RIGHT}
    assert m.apply(Play(3, t, End.LEFT)).hand.ends == (5, 5)
    assert m.apply(Play(3, t, End.RIGHT)).hand.ends == (0, 0)
    with pytest.raises(IllegalAction, match=r"fits both ends \(0 and 5\): say which end"):
        m.apply(Play(3, t))


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_4_with_equal_ends_the_choice_makes_no_difference(variant):
    m = run(started(variant, DEAL), "1:6-6")
    t = parse_tile("6-4")
    left, right = m.apply(Play(2, t, End.LEFT)), m.apply(Play(2, t, End.RIGHT))
    assert left.hand.ends == (4, 6) and right.hand.ends == (6, 4)
    assert {a.tile for a in left.legal()} == {a.tile for a in right.legal()}
    assert m.apply(Play(2, t)).hand.ends == (6, 4)  # no end given: on the right


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_4_doubles_go_in_line_no_spinner(variant):
    m = run(started(variant, DEAL), *HAND[:9])  # ..., 5-1, then 5-5 on the 5 end
    assert m.hand.ends == (0, 5)
    assert (m.hand.line[-1].left, m.hand.line[-1].right) == (5, 5)
    assert m.hand.line[-1].tile == parse_tile("5-5")
    # 6-6 is no spinner: once both its sides are covered, 6s no longer fit anywhere
    m = run(started(variant, DEAL), "1:6-6", "2:6-4", "3:6-3<")
    assert m.hand.ends == (3, 4)
    assert {a.tile for a in m.legal()} == {parse_tile(t) for t in ("3-2", "4-2", "4-1")}
    with pytest.raises(IllegalAction, match="cannot play 6-2: the ends are 3 and 4"):
        m.apply(Play(4, parse_tile("6-2")))


def record(actions, deals=None):
    deals = deals or [
        [
            "6-6 6-5 5-5 4-0 3-1 2-2 1-0",
            "6-4 5-4 4-4 3-0 2-1 1-1 0-0",
            "6-3 5-3 4-3 3-3 2-0 6-0 5-0",
            "6-2 5-2 4-2 3-2 6-1 5-1 4-1",
        ],
    ]
    return json.dumps(
        {"format": "dobleseis/1", "variant": "chiva", "deals": deals, "actions": actions}
    )


def test_rule_1_4_record_end_required_when_the_tile_fits_two_different_ends():
    acts = [
        {"seat": 1 + i % 4, "play": p}
        for i, p in enumerate(
            ["6-6", "6-4", "4-3", "3-2", "2-2", "2-1", "6-0", "1-5", "5-5", "0-0", "0-5"]
        )
    ]
    with pytest.raises(RecordError, match=r"^action 11: 5-0 fits both ends \(0 and 5\): say"):
        loads(record(acts)).replay()
    acts[-1]["end"] = "left"
    assert loads(record(acts)).replay().hand.ends == (5, 5)
    acts[-1]["end"] = "right"
    assert loads(record(acts)).replay().hand.ends == (0, 0)


def test_rule_1_4_record_end_defaults_to_right_on_equal_ends_and_is_honoured():
    acts = [{"seat": 1, "play": "6-6"}, {"seat": 2, "play": "4-6"}]
    m = loads(record(acts)).replay()
    assert m.hand.ends == (6, 4) and m.hand.line[-1].tile == parse_tile("6-4")
    acts[1]["end"] = "left"
    m = loads(record(acts)).replay()
    assert m.hand.ends == (4, 6) and m.hand.line[0].tile == parse_tile("6-4")


def test_rule_1_4_record_end_that_does_not_fit_is_an_error():
    acts = [
        {"seat": 1, "play": "6-6"},
        {"seat": 2, "play": "6-4"},
        {"seat": 3, "play": "4-3", "end": "left"},
    ]
    with pytest.raises(RecordError, match=r"^action 3: 4-3 does not fit the left end \(6\)$"):
        loads(record(acts)).replay()
    acts[2]["end"] = "middle"
    with pytest.raises(RecordError, match='^action 3: end is "left" or "right"'):
        loads(record(acts)).replay()


def test_rule_1_4_record_end_on_the_first_tile_is_an_error():
    with pytest.raises(RecordError, match="^action 1: the first tile of a hand takes no end$"):
        loads(record([{"seat": 1, "play": "6-6", "end": "right"}])).replay()


def test_rule_1_4_record_first_tile_as_written_gives_left_and_right():
    s = Script("chiva")
    s.hand(path_hand(3, ("6-1", "2-2", "", "3-3"), 6))
    m = s.state
    t = next(t for t in range(COUNT) if m.hand.hands[2] >> t & 1 and HIGH[t] != LOW[t])
    hi, lo = HIGH[t], LOW[t]
    assert run(m, f"{lo}-{hi}").hand.ends == (lo, hi)
    assert run(m, f"{hi}-{lo}").hand.ends == (hi, lo)


# -- 1.5 Must play ---------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_5_a_seat_that_can_play_must_play(variant):
    m = run(started(variant, DEAL), *HAND[:13])  # seat 2 has no 6 and no 2
    assert m.hand.ends == (6, 2) and m.legal() == (Pass(2),)
    with pytest.raises(IllegalAction, match="cannot play 5-4: the ends are 6 and 2"):
        m.apply(Play(2, parse_tile("5-4")))
    m = run(m, "2:pass")
    assert m.to_act == 3 and Pass(3) not in m.legal()
    with pytest.raises(IllegalAction, match="^seat 3 cannot pass: it can play 6-3 2-0$"):
        m.apply(Pass(3))


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_5_a_pass_is_public(variant):
    m = run(started(variant, DEAL), *HAND[:14])
    for seat in (1, 2, 3, 4):
        v = view(m, seat)
        last = v.moves[-1]
        assert (last.seat, last.tile, last.ends) == (2, None, (6, 2))
        assert v.voids[1] == 1 << 6 | 1 << 2  # seat 2 holds no 6 and no 2


# -- 1.6 End of hand -------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_6_domino_the_team_of_the_seat_that_goes_out_wins(variant):
    m = run(started(variant, DEAL), *HAND)
    r = m.results[-1]
    assert (r.kind, r.seat, r.winner) == ("domino", 1, "13")
    assert r.moves[-1].tile == parse_tile("4-0")


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_6_block_exactly_when_ends_equal_and_all_seven_are_out(variant):
    s = Script(variant)
    d, plays = circuit_hand(1, ("4-1 4-3", "1-1 3-1", "0-0 2-0", "1-0 2-1"), 6, forced=True)
    s.set_deal(d)
    if variant == "haiti":
        s.accept_all()
    equal_ends_open = 0
    for p in plays[:-1]:
        s.apply([p])
        hand = s.state.hand
        assert hand.outcome is None  # open while a tile of an end number is still held
        equal_ends_open += hand.left == hand.right
    assert equal_ends_open >= 2  # e.g. (6, 6) after the opening 6-6
    s.apply(plays[-1:])
    r = s.state.results[-1]
    assert (r.kind, r.pips) == ("block", (12, 6, 2, 4))
    assert r.final.ends == (6, 6) and r.final.played & SUIT[6] == SUIT[6]
    assert r.moves[-1].tile == plays[-1].tile  # no pass recorded after the blocking tile


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_6_equal_ends_with_six_of_their_tiles_out_is_no_block(variant):
    """Ends (v, v) and six v-tiles on the table: the seventh is still in a hand, which plays it
    (random play, every such moment of three matches)."""
    seen = 0
    for seed in range(3):
        rng, m = Rng(f"rule 1.6 {seed}"), new_match(variant, seed=seed)
        while not m.over:
            m = m.apply(rng.choice(m.legal()))
            h = m.hand
            if h is None or h.left < 0 or h.left != h.right:
                continue
            out = h.played & SUIT[h.left]
            if out != SUIT[h.left]:
                assert h.outcome is None
                seen += out.bit_count() == 6
                holder = next(s for s in (1, 2, 3, 4) if h.hands[s - 1] & SUIT[h.left] & ~out)
                assert h.fitting(holder)  # it can play: the line is open
    assert seen >= 3


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_6_last_tile_that_blocks_is_a_domino(variant):
    s = Script(variant)
    r = s.hand(path_hand(3, ("1-1", "2-2", "", "3-3"), 6))  # the line closes on 6 at the end
    assert r.final.ends == (6, 6) and r.final.played & SUIT[6] == SUIT[6]
    assert (r.kind, r.seat, r.winner) == ("domino", 3, "13")
    assert r.pips == (2, 4, 0, 6)


# -- 1.7 Pips --------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_7_pips_are_the_halves_still_held_and_0_for_the_seat_out(variant):
    m = run(started(variant, DEAL), *HAND)
    r = m.results[-1]
    assert tile_set(r.final.hands[1]) == {"5-4", "4-4"}
    assert r.pips == (0, 9 + 8, pips(r.final.hands[2]), pips(r.final.hands[3]))
    assert pips(parse_hand("6-6 0-0")) == 12


# -- 1.8 Information -------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_8_a_seat_sees_its_tiles_the_line_counts_and_history_only(variant):
    m = run(started(variant, DEAL), *HAND[:14])
    for seat in (1, 2, 3, 4):
        v = view(m, seat)
        assert v.hand == m.hand.hands[seat - 1]
        assert v.counts == tuple(h.bit_count() for h in m.hand.hands)
        assert v.line == m.hand.line and v.moves == m.hand.moves
        assert v.results == ()  # no hand has ended: no other hand is shown
        assert v.unseen == ALL & ~m.hand.played & ~m.hand.hands[seat - 1]
        assert v.legal == (m.legal() if seat == m.to_act else ())
    end = run(m, *HAND[14:])
    for seat in (1, 2, 3, 4):  # all four hands are shown when the hand ends
        assert view(end, seat).results[-1].final.hands == end.results[-1].final.hands
        assert view(end, seat).results[-1].deal == DEAL


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_8_when_the_match_ends_a_seat_sees_the_tiles_it_still_holds(variant):
    m = random_match(variant, 5)
    assert m.over
    last = m.results[-1].final
    for seat in (1, 2, 3, 4):
        v = view(m, seat)
        assert v.hand == last.hands[seat - 1]  # not the hand it was dealt
        assert v.counts == tuple(h.bit_count() for h in last.hands)
        assert (v.forced_double_six, v.representative) == (False, None)  # no next hand
    assert last.hands != m.results[-1].deal


# -- 1.9 Restart and new match ----------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_9_restart_replays_the_hand_from_its_start(variant):
    s = Script(variant)
    s.hand(path_hand(3, ("6-1", "2-2", "", "3-3"), 6))
    start = s.state
    m = start
    for _ in range(6):
        m = m.apply(m.legal()[0])
    assert m.hand.played
    again = restart_hand(m)
    assert again == start  # same deal, score and base; Haiti accepts and chooses again
    assert restart_hand(start) == start


@pytest.mark.parametrize("variant", VARIANTS)
def test_rule_1_9_new_match_is_0_0_base_1_forced_double_six(variant):
    m = new_match(variant, seed=3)
    assert (m.score, m.base, m.opening.forced, m.results) == ((0, 0), 1, True, ())
