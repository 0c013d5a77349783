"""bench/engine.py plays complete, repeatable hands on both engines (no timing is asserted:
figures come from running the benchmark, not from tests)."""

import pytest
from bench_scripts import load

engine = load("engine")

SIDES = [engine.our_hands, engine.sim_hands, engine.peer_hands]
IDS = ["engine", "sim", "peer"]


@pytest.mark.parametrize("hands", SIDES, ids=IDS)
def test_plays_whole_hands_and_reports_a_rate(hands):
    run = engine.run(hands(3), seconds=60, limit=6)
    assert run.hands == 6
    assert run.per_second > 0
    # A finished hand has at least seven tiles down: the winner's seven, or the blocking number's.
    assert run.tiles_played >= 7 * run.hands
    assert 0 <= run.dominoes <= run.hands


@pytest.mark.parametrize("hands", SIDES, ids=IDS)
def test_seeded(hands):
    def tally(seed):
        run = engine.run(hands(seed), seconds=60, limit=6)
        return run.dominoes, run.tiles_played

    assert tally(5) == tally(5)


def test_prints_rounds_medians_and_ratio(capsys):
    assert engine.main(["--rounds", "1", "--seconds", "0.02"]) == 0
    out = capsys.readouterr().out
    assert "median" in out
    assert "ratio engine / dominoes 6.1.0 (medians):" in out
    assert "ratio sim / dominoes 6.1.0 (medians):" in out


def test_rejects_bad_options(capsys):
    with pytest.raises(SystemExit) as exit:
        engine.main(["--rounds", "0"])
    assert exit.value.code == 2
    assert "--rounds must be at least 1" in capsys.readouterr().err.strip().splitlines()[-1]
