"""The Python reads one way: ``ruff check`` (the rules of ``[tool.ruff.lint]`` in pyproject.toml)
finds nothing in src, tests, bench or scripts, and ``ruff format`` would change nothing there.
ruff is pinned in the ``test`` extra."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("src", "tests", "bench", "scripts")


def ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True,
                          text=True)  # fmt: skip


def test_ruff_finds_nothing():
    done = ruff("check", "--no-cache", "--output-format", "concise", *FOLDERS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_would_change_nothing():
    done = ruff("format", "--check", "--no-cache", *FOLDERS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_would_find_a_fault(tmp_path):
    """Not a check that cannot fail: the same configuration flags an unused import."""
    bad = tmp_path / "bad.py"
    bad.write_text("import os\n", encoding="utf-8")
    done = ruff("check", "--no-cache", "--config", str(ROOT / "pyproject.toml"), str(bad))
    assert done.returncode == 1 and "F401" in done.stdout


def test_ruff_format_would_find_a_fault(tmp_path):
    """Not a check that cannot fail: a file laid out otherwise is reported."""
    bad = tmp_path / "bad.py"
    bad.write_text("x = {'a':1}\n", encoding="utf-8")
    done = ruff(
        "format", "--check", "--no-cache", "--config", str(ROOT / "pyproject.toml"), str(bad)
    )
    assert done.returncode == 1, done.stdout + done.stderr
