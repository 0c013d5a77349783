"""Hint reasons are data (a key and what fills it) that read as plain sentences about what the
seat can see; the browser has a sentence for every key."""

from __future__ import annotations

import re
from pathlib import Path

from ai_positions import random_state

from dobleseis import ai
from dobleseis.ai.basic import features
from dobleseis.ai.reasons import ENGLISH, for_action
from dobleseis.core import Pass, Phase, Play, view
from dobleseis.core.tiles import PIPS, fits, name, tiles_in
from dobleseis.session.errors import NotAllowed


def positions(variant="chiva", n=400):
    for seed in range(n):
        m = random_state(variant, seed, 5 + seed % 40)
        if m.phase is Phase.PLAY:
            yield m, view(m, m.to_act)


def plays(v):
    return [a for a in v.legal if isinstance(a, Play)]


def test_a_play_leaving_a_number_the_next_seat_lacks_says_so():
    for _, v in positions():
        nxt = v.seat % 4 + 1
        for a in plays(v):
            f = features(v, a)
            if len(f.blocks_next) < len(set(f.ends)) and f.blocks_next and not f.goes_out:
                (n,) = f.blocks_next
                assert str(for_action(v, a)[0]) == f"leaves {n}s open: seat {nxt} passed on them"
                return
    raise AssertionError("no such position")


def test_a_play_leaving_only_numbers_the_next_seat_lacks_says_it_cannot_play():
    """The next seat has passed on every number the play leaves on the ends: it cannot play,
    and the reason says so, not only "keep the 1 end open" (a review gave that reason to the
    move played, which left it a 4, and to the best move, which left it nothing to play).
    Checked against its tiles: none fits (it passes, or nobody can play and the hand is
    blocked)."""
    said = 0
    for m, v in [*positions(), *positions("haiti")]:
        nxt = v.seat % 4 + 1
        for a in plays(v):
            f = features(v, a)
            first = for_action(v, a)[0]
            shut = not f.goes_out and len(f.blocks_next) == len(set(f.ends))
            assert (first.key == "cannot_play") == shut, (first, f)
            if shut:
                held = m.hand.hands[nxt - 1]
                assert not any(fits(t, n) for t in tiles_in(held) for n in f.ends)
                numbers = " and ".join(f"{n}s" for n in sorted(set(f.ends)))
                assert str(first) == (
                    f"leaves only {numbers} open: seat {nxt} passed on them and cannot play"
                )
                said += 1
    assert said >= 10, said


def test_the_heaviest_tile_is_heavier_than_every_other_that_fits():
    """ "Your heaviest tile" is said of a tile heavier than every other the seat can play, and
    says so ("that fits"): a heavier one that does not fit is not compared (a review said 5-2
    was the heaviest of a hand holding 6-2), and of two as heavy neither is the heaviest (5-2
    and 4-3 were both called so)."""
    tied = unfit = 0
    for _, v in positions():
        legal = plays(v)
        for a in legal:
            said = [r for r in for_action(v, a) if r.key == "heaviest"]
            others = [PIPS[b.tile] for b in legal if b.tile != a.tile]
            heavier = others and max(others) >= PIPS[a.tile]
            if said:
                assert not heavier and str(said[0]).startswith("plays your heaviest tile that fits")
                unfit += any(PIPS[t] > PIPS[a.tile] for t in tiles_in(v.hand))
            elif others and max(others) == PIPS[a.tile] and not features(v, a).double:
                tied += 1
    assert tied >= 10 and unfit >= 10, (tied, unfit)


def test_a_pass_names_the_numbers_the_seat_lacks():
    for _, v in positions():
        if v.legal == (Pass(v.seat),):
            a, b = v.ends
            assert str(for_action(v, v.legal[0])[0]).startswith(f"you hold no {a}s")
            assert ai.hint(v).best == Pass(v.seat)
            return
    raise AssertionError("no pass found")


def test_going_out_on_both_ends_in_haiti_is_called_a_dekabes():
    for _, v in positions("haiti", 3000):
        for a in v.legal:
            if isinstance(a, Play) and features(v, a).goes_out and features(v, a).both_ends:
                (r,) = for_action(v, a)
                assert r.key == "dekabes" and str(r) == (
                    f"goes out with {name(a.tile)}, which fits both ends: a Dékabès, double points"
                )
                return
    raise AssertionError("no Dékabès finish found")


def short_sentences(reasons) -> None:
    assert 1 <= len(reasons) <= 2
    for r in reasons:
        text = str(r)
        assert len(text) < 120 and "seat 0" not in text and "seat 5" not in text
        assert r.json() == {"key": r.key, **dict(r.args), "text": text}


def test_every_reason_is_a_short_sentence_naming_seats_1_to_4():
    """Every legal move's reasons in 400 positions, and the hint's own (it adds what its
    search found to the best move's) in the first 30: a hint is a whole search."""
    for n, (_, v) in enumerate(positions()):
        for a in v.legal:
            short_sentences(for_action(v, a))
        if n < 30:
            for o in ai.hint(v).options:
                short_sentences(o.reasons)


def test_the_browser_says_every_reason_the_server_sends():
    """Each key has its sentence in the client's strings (en.js), so no reason reaches a player
    as the server's English only."""
    en = Path(ai.__file__).parents[1] / "web" / "static" / "i18n" / "en.js"
    block = en.read_text(encoding="utf-8").split("  reasons: {", 1)[1].split("\n  },", 1)[0]
    assert set(re.findall(r"^    (\w+): ", block, re.M)) == set(ENGLISH)


def test_a_count_of_one_reads_in_the_singular():
    """The English sentences of the API agree with their counts: one tile that fits, one pip,
    one seat still free that the computer may play ("1 tiles that fit", "seats 3 are ...
    play them" before)."""
    one = ENGLISH["keeps_fitting"]({"count": 1, "ends": [2, 5]})
    assert one == "you keep 1 tile that fits the ends 2 and 5"
    assert ENGLISH["keeps_fitting"]({"count": 3, "ends": [2, 5]}).startswith(
        "you keep 3 tiles that fit "
    )
    assert (
        ENGLISH["heaviest"]({"tile": "1-0", "pips": 1})
        == "plays your heaviest tile that fits (1-0, 1 pip)"
    )
    assert str(NotAllowed("seats_free", seats=[3])) == (
        "seat 3 is still free: wait for a friend or let the computer play it"
    )
    assert str(NotAllowed("seats_free", seats=[2, 4])) == (
        "seats 2, 4 are still free: wait for friends or let the computer play them"
    )
