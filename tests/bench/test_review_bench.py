"""bench/review.py runs end to end on a position or two, and its hint positions are fixed: the
same seed gives the same views, each with a real choice, both games in turn (its figures come
from running it, bench/README.md)."""

import random

from bench_scripts import load

from dobleseis.ai import search

review = load("review")


def test_the_hinted_positions_are_fixed_and_each_has_a_choice():
    views = review.positions(6, random.Random(1))
    assert views == review.positions(6, random.Random(1))
    assert views[:4] == review.positions(4, random.Random(1))  # more positions: the same first
    assert [v.variant for v in views] == ["chiva", "haiti"] * 3
    assert all(len(search.candidates(v)) >= 2 for v in views)


def test_the_bench_prints_the_noise_and_the_times_of_a_hint_and_a_decision(capsys):
    assert review.main(["--positions", "1", "--hands", "0", "--hints", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(",")[0].split(":")[0] for line in out] == [
        "noise",
        "hint",
        "strong decision",
    ]
    assert "hint, 1 positions: CPU median" in out[1] and "95th percentile" in out[1]
