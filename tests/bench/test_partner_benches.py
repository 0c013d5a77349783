"""bench/partner_model.py fits the reading of the partner; bench/knowing.py measures what
peeking would be worth. Both run end to end here on a few deals; their figures come from running
them."""

import math
import random

from bench_scripts import load

from dobleseis.ai import search
from dobleseis.ai.policy import FEATURES
from dobleseis.ai.sample import Sampler
from dobleseis.core import new_match, view
from dobleseis.core.actions import End
from dobleseis.core.hand import Move
from dobleseis.core.seats import partner
from dobleseis.core.tiles import SUIT, mask_of, tile

partner_model = load("partner_model")
knowing = load("knowing")


def test_the_fit_recovers_the_weights_that_made_the_choices():
    rand = random.Random(3)
    truth = [0.5, 1.5, 0.6, 0.2, -0.6, 0.1, 0.6, -1.5]
    data = []
    for _ in range(3000):
        xs = [[rand.random() * 2 for _ in FEATURES] for _ in range(rand.choice((2, 3, 4)))]
        zs = [math.exp(sum(w * x for w, x in zip(truth, row))) for row in xs]
        pick, at = 0, rand.random() * sum(zs)
        while at > zs[pick]:
            at -= zs[pick]
            pick += 1
        data.append((xs, pick))
    fitted = partner_model.fit(data, ridge=0.0)
    assert all(abs(f - t) < 0.25 for f, t in zip(fitted, truth)), fitted


def test_partner_model_records_strong_decisions_and_prints_weights(capsys):
    assert partner_model.main(["--deals", "3"]) == 0
    out = capsys.readouterr().out
    assert 'READING["chiva"] = (' in out and "held-out log-likelihood" in out


def test_the_search_itself_is_scored_by_how_often_it_chooses_the_same_again(capsys):
    held = [([[0.0], [1.0]], 0, 5, 2), ([[0.0], [1.0], [2.0]], 1, 9, 0)]
    line = partner_model.itself(held, 2)
    ll = (math.log(2.5 / 3) + math.log(0.5 / 3.5)) / 2
    assert f"{ll:.3f}" in line and "the same choice again 50.0%" in line
    assert partner_model.main(["--deals", "3", "--again", "1"]) == 0
    assert "the search itself" in capsys.readouterr().out


def test_peeking_deals_the_true_hands_and_is_undone_afterwards(capsys):
    m = new_match("chiva", seed=12)
    knowing._truth[0] = m
    knowing.Peeking.known = "partner"
    v = view(m, m.to_act)
    hands = knowing.Peeking(v).sample(random.Random(1))
    assert hands[v.seat - 1] == v.hand
    assert hands[partner(v.seat) - 1] == m.hand.hands[partner(v.seat) - 1]
    # a small budget, as the other runs here: what is checked is that the runs peek and put the
    # fair sampler back, not what the strong player's full search makes of it
    assert knowing.main(["--deals", "2", "--work", "2000"]) == 0
    assert "knowing partner" in capsys.readouterr().out
    assert search.Sampler is Sampler


def test_peeking_late_waits_for_its_tiles_on_the_table(capsys):
    m = new_match("chiva", seed=12)
    knowing._truth[0] = m
    v = view(m, m.to_act)
    assert v.played == 0
    try:
        knowing.Peeking.known, knowing.Peeking.late = "partner", 1
        assert knowing.Peeking(v).true == {}  # no tile on the table yet: a fair deal
        knowing.Peeking.late = 0
        assert knowing.Peeking(v).true == {partner(v.seat) - 1: m.hand.hands[partner(v.seat) - 1]}
    finally:
        knowing.Peeking.late = 0
    assert knowing.main(["--variant", "haiti", "--deals", "2", "--work", "2000",
                         "--late", "0,4"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "work 2000" in out and "knowing partner:" in out and "knowing partner from 4:" in out
    assert search.Sampler is Sampler


def test_each_run_says_how_its_hands_ended_and_the_ends_add_up_to_its_score(capsys):
    scores, ends = knowing.play("haiti", 4, 3, None, work=2000)
    opened = ("longest opened", "another opened")
    assert set(ends) <= set(knowing.ENDS + opened)
    assert sum(ends[k] for k in knowing.ENDS) == 2 * len(scores) == 8
    assert ends[opened[0]] > 0 and ends[opened[1]] + ends[opened[0]] > 8  # a bit a play
    won = ends["domino won"] + ends["block won"] + ends["tie"] / 2
    assert won / 8 == sum(scores) / len(scores)
    argv = ["--variant", "haiti", "--deals", "2", "--work", "2000", "--late", "0"]
    assert knowing.main(argv) == 0
    out = capsys.readouterr().out
    assert all(k in out for k in knowing.ENDS[:2]) and search.Sampler is Sampler


def test_a_signal_keeps_the_worlds_whose_partner_was_dealt_its_long_number(capsys):
    m = new_match("chiva", seed=12)
    knowing._truth[0] = m
    v = view(m, m.to_act)
    mate = partner(v.seat) - 1
    numbers, most = knowing.longest(m.hand.hands[mate])
    rand = random.Random(1)
    fair = [Sampler(v).sample(rand) for _ in range(200)]
    assert not all(knowing.longest(h[mate])[0] & numbers for h in fair)  # a signal selects
    loose = [knowing.Signalled(v).sample(rand) for _ in range(200)]
    assert all(knowing.longest(h[mate])[0] & numbers for h in loose)
    assert any(knowing.longest(h[mate])[1] != most for h in loose)  # not how many
    try:
        knowing.Signalled.signal = "count"
        strict = [knowing.Signalled(v).sample(rand) for _ in range(200)]
    finally:
        knowing.Signalled.signal = "number"
    assert all(knowing.longest(h[mate])[0] & numbers for h in strict)
    assert all(knowing.longest(h[mate])[1] == most for h in strict)
    assert all(h[v.seat - 1] == v.hand for h in loose + strict)
    assert knowing.main(["--variant", "haiti", "--deals", "2", "--work", "2000",
                         "--signal", "count"]) == 0  # fmt: skip
    assert "knowing long number, n:" in capsys.readouterr().out
    assert search.Sampler is Sampler
    assert knowing.Signalled.signal == "number"


def test_a_play_opened_the_longest_number_when_no_other_play_opened_more():
    """The ends show 6 and 3; the partner, besides its tile, holds 5-5, 5-1, 6-2 and 2-0."""
    others = [(5, 5), (5, 1), (6, 2), (2, 0)]
    now = mask_of(tile(a, b) for a, b in others)
    three_five = Move(3, tile(3, 5), End.RIGHT, (6, 3))  # opens 5: two more fives held
    assert knowing.opened([three_five]) == {5}
    assert knowing.chose_longest(now, [three_five]) == (True,)
    now = mask_of(tile(a, b) for a, b in [(3, 5)] + others[:2] + others[3:])
    six_two = Move(3, tile(6, 2), End.LEFT, (6, 3))  # opens 2 (one more held), not 5 (two)
    assert knowing.opened([six_two]) == {2}
    assert knowing.chose_longest(now, [six_two]) == (False,)
    assert knowing.opened([]) == set()


def test_the_signals_of_the_hand_as_it_goes_keep_only_the_worlds_that_agree(capsys):
    m = new_match("chiva", seed=12)
    while True:  # on until the seat to act has seen its partner play, twice
        v = view(m, m.to_act)
        mate = partner(v.seat) - 1
        if len(knowing.plays_of(v.moves, mate + 1)) >= 2:
            break
        m = m.apply(m.legal()[0])
    true = m.hand.hands[mate]
    plays = knowing.plays_of(v.moves, mate + 1)
    facts = {
        "ends": lambda h: [(h & SUIT[n]).bit_count() for n in sorted(set(v.ends))],
        "last": lambda h: [(h & SUIT[n]).bit_count() for n in knowing.opened(plays)],
        "choice": lambda h: knowing.chose_longest(h, plays),
    }
    rand = random.Random(2)
    fair = [Sampler(v).sample(rand)[mate] for _ in range(300)]
    knowing._truth[0] = m
    try:
        for signal, fact in facts.items():
            knowing.Signalled.signal = signal
            kept = [knowing.Signalled(v).sample(rand)[mate] for _ in range(100)]
            assert all(fact(h) == fact(true) for h in kept), signal
            assert not all(fact(h) == fact(true) for h in fair), signal  # the fact selects
    finally:
        knowing.Signalled.signal = "number"
    assert knowing.main(["--variant", "haiti", "--deals", "2", "--work", "2000",
                         "--signal", "choice"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "knowing whether it opened its longest:" in out and "of its plays)" in out
    assert search.Sampler is Sampler and knowing.Signalled.signal == "number"
