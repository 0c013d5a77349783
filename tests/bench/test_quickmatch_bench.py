"""bench/quickmatch.py runs end to end on a few devices against a real serve: every device is
seated, four to a table, none twice, at the table and seat the lobby shows (its figures come
from running it; no time is asserted)."""

from bench_scripts import load

quickmatch = load("quickmatch")


def test_a_small_run_seats_every_device(capsys):
    assert quickmatch.main(["--devices", "12", "--rate", "40", "--variant", "haiti"]) == 0
    out = dict(kv.split("=") for kv in capsys.readouterr().out.split())
    assert (out["seated"], out["errors"], out["twice"], out["misplaced"]) == ("12", "0", "0", "0")
    assert (out["tables"], out["full"]) == ("3", "3")


def test_rejects_bad_options(capsys):
    for argv in (["--devices", "0"], ["--rate", "-1"], ["--variant", "poker"]):
        try:
            quickmatch.main(argv)
        except SystemExit as e:
            assert e.code == 2
        else:
            raise AssertionError(argv)
