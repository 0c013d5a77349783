"""docs/screenshots.py, which makes the README's pictures, still runs from start to end (nothing
else runs it, and it once stopped at the first hand without anyone noticing) and makes exactly
the pictures docs/ holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

DOCS = Path(__file__).parents[2] / "docs"


def test_the_screenshots_script_makes_every_picture_docs_holds(tmp_path):
    done = subprocess.run(
        [sys.executable, str(DOCS / "screenshots.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    made = sorted(p.name for p in tmp_path.glob("screenshot-*.png"))
    assert made == sorted(p.name for p in DOCS.glob("screenshot-*.png"))
    assert len(made) == 8
    for name in made:
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name
