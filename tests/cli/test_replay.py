"""`dobleseis replay` on a record file that is not a record it can read: one line, exit 2; and on
the seeds a record holds, a number or (from 2**53 on) the string of its digits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dobleseis.cli import main
from dobleseis.core import deal_from_seed, new_match
from dobleseis.core.record import MAX_BYTES, record_of
from dobleseis.core.summary import summary

RECORD = '{"format": "dobleseis/1", "variant": "chiva", "seed": %s, "actions": %s}'


@pytest.mark.parametrize(
    "text, says",
    [
        (RECORD % ("9" * 5000, "[]"), "at most 100 digits, not 5000"),
        (RECORD % ("1e999", "[]"), "1e999 is too large for a number"),
        (RECORD % ("NaN", "[]"), "NaN is not a number JSON allows"),
        (RECORD % ("1", '[{"seat": 4, "play": "\\ud800"}]'), "lone UTF-16 surrogate"),
    ],
)
def test_a_record_no_layer_can_carry_is_a_one_line_error(tmp_path, capsys, text, says):
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and says in out.err, out.err


def test_a_reader_that_stops_reading_gets_no_traceback():
    """``replay ... | head -c 80``: the reader goes away before the output is written (here, its
    end of the pipe closed before the command starts); the command ends quietly, as the
    shell's own commands do (128 + SIGPIPE)."""
    record = GOLDEN / "chiva-seed-1.json"
    read, write = os.pipe()
    os.close(read)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "dobleseis", "replay", "--json", str(record)],
            stdout=write, stderr=subprocess.PIPE, text=True, timeout=60,
        )  # fmt: skip
    finally:
        os.close(write)
    assert done.returncode == 141 and done.stderr == ""


def test_the_command_itself_prints_no_traceback(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(RECORD % ("9" * 5000, "[]"), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "dobleseis", "replay", str(path)],
                       capture_output=True, text=True, timeout=60)  # fmt: skip
    assert r.returncode == 2 and "Traceback" not in r.stderr and r.stderr.count("\n") == 1


def test_a_file_larger_than_a_record_can_be_is_refused_unread(tmp_path, capsys):
    """A record is read up to import's limit and no further: a file of gigabytes (or
    /dev/zero) is refused in one line instead of filling memory (a MemoryError's traceback)."""
    record = RECORD % ("1", "[]")
    path = tmp_path / "r.json"
    path.write_text(record + " " * (MAX_BYTES - len(record)), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    capsys.readouterr()
    path.write_text(record + " " * (MAX_BYTES + 1 - len(record)), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err == f"dobleseis: {path} is larger than a record can be (1 MiB)\n"


@pytest.mark.parametrize("where", ["missing.json", "."])
def test_a_file_that_cannot_be_read_is_a_one_line_error(tmp_path, capsys, where):
    assert main(["replay", str(tmp_path / where)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"dobleseis: cannot read {tmp_path / where}: ") and err.count("\n") == 1


def test_ctrl_c_is_one_line_and_exit_status_130(tmp_path, capsys, monkeypatch):
    """Ctrl+C at any moment of a command (a record read from a pipe that never ends, a server
    still starting) says that it stopped, without a traceback, in the shell's status for it."""
    import dobleseis.cli

    def interrupted(text):
        raise KeyboardInterrupt

    monkeypatch.setattr(dobleseis.cli, "loads", interrupted)
    path = tmp_path / "r.json"
    path.write_text(RECORD % ("1", "[]"), encoding="utf-8")
    assert main(["replay", str(path)]) == 130
    assert capsys.readouterr().err == "dobleseis: stopped by Ctrl+C\n"


GOLDEN = Path(__file__).resolve().parents[1] / "core" / "golden"


@pytest.mark.parametrize("name", ["chiva-seed-1", "haiti-seed-36"])
def test_a_record_of_a_number_seed_replays_the_same_with_its_seed_as_digits(tmp_path, capsys,
                                                                             name):  # fmt: skip
    """Records written before seeds grew to 128 bits hold a number (and so does every record of
    a seed below 2**53); the same seed written as the string of its digits, as a large one is,
    is the same seed: the same deals, the same replay, line for line."""
    old = GOLDEN / f"{name}.json"
    data = json.loads(old.read_text(encoding="utf-8"))
    assert isinstance(data["seed"], int)
    as_digits = tmp_path / "digits.json"
    as_digits.write_text(json.dumps({**data, "seed": str(data["seed"])}), encoding="utf-8")
    assert main(["replay", str(old)]) == 0
    before = capsys.readouterr().out
    assert main(["replay", str(as_digits)]) == 0
    assert capsys.readouterr().out == before == (GOLDEN / f"{name}.txt").read_text("utf-8")


def test_a_record_of_a_128_bit_seed_replays_its_deals(tmp_path, capsys):
    """A seed from 2**53 on is written as the string of its digits, and dealt from exactly."""
    seed = 2**128 - 1
    state = new_match("chiva", seed)
    while state.hand_number == 1:
        state = state.apply(state.legal()[0])
    record = record_of(state)
    assert record["seed"] == str(seed) and state.results[0].deal == deal_from_seed(seed, 0)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == summary(state)


@pytest.mark.parametrize("seed", ['"01"', '"-1"', '"+1"', '" 1"', '"1e3"', "-1", "1.5", "true"])
def test_a_seed_written_wrong_is_a_one_line_error(tmp_path, capsys, seed):
    path = tmp_path / "r.json"
    path.write_text(RECORD % (seed, "[]"), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    out = capsys.readouterr()
    assert out.err.count("\n") == 1 and '"seed" must be a whole number' in out.err, out.err
