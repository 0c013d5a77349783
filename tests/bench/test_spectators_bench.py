"""bench/spectators.py runs end to end against a real serve: with spectators and without, every
move asked is made (its figures come from running it; no time is asserted)."""

from bench_scripts import load

spectators = load("spectators")


def test_a_small_run_makes_every_move_with_and_without_spectators(capsys):
    assert spectators.main(["--spectators", "0,3", "--moves", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["spectators 0", "spectators 3"]
    assert all(line.endswith("(4 moves)") for line in lines)
