"""bench/search_speed.py loads an older revision's search beside this one, and stops when the two
do not give the same estimates (a change meant only for speed must not move a single one)."""

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest
from bench_scripts import load

from dobleseis.ai import search

speed = load("search_speed")


def test_the_bench_compares_this_tree_with_a_revision(capsys):
    assert speed.main(["--old", "HEAD", "--positions", "2", "--work", "2000"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out] == [
        "old",
        "new",
        "new / old, 2 positions, the same estimates",
    ]
    assert "total CPU" in out[2]


def test_different_estimates_stop_the_run():
    views = speed.positions(1, random.Random(1))

    def moved(view, seed, budget):
        e = search.estimate(view, seed, budget)
        return [replace(e[0], value=e[0].value + 1e-12)] + e[1:]

    other = SimpleNamespace(estimate=moved, Budget=search.Budget)
    with pytest.raises(SystemExit, match="the estimates differ"):
        speed.compare(other, views, 1, 2000)
