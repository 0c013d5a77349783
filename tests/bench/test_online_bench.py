"""bench/online.py runs end to end on a few tables against the real server, with a SIGKILL
halfway: every device comes back and no acknowledged move is lost (its figures come from
running it; no time is asserted)."""

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "bench" / "online.py"
_spec = importlib.util.spec_from_file_location("bench_online", _PATH)
online = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = online
_spec.loader.exec_module(online)


@pytest.mark.slow
def test_a_small_run_with_a_fault_loses_nothing(capsys):
    assert online.main(["--tables", "3", "--seconds", "6", "--think", "0.2", "--pace", "50",
                        "--level", "random", "--fault", "--json"]) == 0  # fmt: skip
    import json

    report = json.loads(capsys.readouterr().out)
    assert report["devices"] == 12 and report["fault"] is True
    assert report["human_moves"] > 0 and report["deliveries"] > 0
    assert report["lost"] == 0 and report["errors"] == 0
    assert report["reconnects"] >= 12  # every device came back after the kill


def test_rejects_bad_options(capsys):
    with pytest.raises(SystemExit) as exit:
        online.main(["--tables", "0"])
    assert exit.value.code == 2
