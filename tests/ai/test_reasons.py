"""Hint reasons are plain sentences about what the seat can see."""

from __future__ import annotations

from ai_positions import random_state

from dobleseis import ai
from dobleseis.ai.basic import features
from dobleseis.ai.reasons import for_action
from dobleseis.core import Pass, Phase, Play, view
from dobleseis.core.tiles import name


def positions(variant="chiva", n=400):
    for seed in range(n):
        m = random_state(variant, seed, 5 + seed % 40)
        if m.phase is Phase.PLAY:
            yield m, view(m, m.to_act)


def test_a_play_leaving_open_a_number_the_next_seat_lacks_says_so():
    for m, v in positions():
        nxt = v.seat % 4 + 1
        for a in v.legal:
            if isinstance(a, Play):
                f = features(v, a)
                if f.blocks_next and not f.goes_out:
                    lacks = " and ".join(f"{n}s" for n in f.blocks_next)
                    assert for_action(v, a)[0] == (
                        f"seat {nxt} passed on {lacks}: keep the {f.blocks_next[0]} end open"
                    )
                    return
    raise AssertionError("no such position")


def test_a_pass_names_the_numbers_the_seat_lacks():
    for m, v in positions():
        if v.legal == (Pass(v.seat),):
            a, b = v.ends
            assert for_action(v, v.legal[0])[0].startswith(f"you hold no {a}s")
            assert ai.hint(v).best == Pass(v.seat)
            return
    raise AssertionError("no pass found")


def test_going_out_on_both_ends_in_haiti_is_called_a_dekabes():
    for m, v in positions("haiti", 3000):
        for a in v.legal:
            if isinstance(a, Play) and features(v, a).goes_out and features(v, a).both_ends:
                assert for_action(v, a) == (
                    f"goes out with {name(a.tile)}, which fits both ends: a Dékabès, double points",
                )
                return
    raise AssertionError("no Dékabès finish found")


def test_every_reason_is_a_short_sentence_naming_seats_1_to_4():
    for m, v in positions(n=120):
        for o in ai.hint(v).options:
            assert 1 <= len(o.reasons) <= 2
            for r in o.reasons:
                assert len(r) < 120 and "seat 0" not in r and "seat 5" not in r
