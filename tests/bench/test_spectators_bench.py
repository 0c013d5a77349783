"""bench/spectators.py runs end to end against a real serve: with spectators and without, every
move asked is made (its figures come from running it; no time is asserted)."""

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "bench" / "spectators.py"
_spec = importlib.util.spec_from_file_location("bench_spectators", _PATH)
spectators = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = spectators
_spec.loader.exec_module(spectators)


def test_a_small_run_makes_every_move_with_and_without_spectators(capsys):
    assert spectators.main(["--spectators", "0,3", "--moves", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["spectators 0", "spectators 3"]
    assert all(line.endswith("(4 moves)") for line in lines)
