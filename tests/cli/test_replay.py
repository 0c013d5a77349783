"""`dobleseis replay` on a record file that is not a record it can read: one line, exit 2."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dobleseis.cli import main

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
