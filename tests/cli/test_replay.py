"""`dobleseis replay` on a record file that is not a record it can read: one line, exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dobleseis.cli import main
from dobleseis.core.record import MAX_BYTES

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
