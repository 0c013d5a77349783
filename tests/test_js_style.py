"""The browser client's JavaScript reads one way: ``biome lint`` (the rules of biome.jsonc: no
name undeclared or unused, no function over 150 lines, Biome's recommended rules) finds nothing
in static/js and static/i18n, and ``biome format`` would change nothing there. Biome is pinned in
package.json and its lock, and ./test installs it with ``npm ci``."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIOME = ROOT / "node_modules" / ".bin" / "biome"


def biome(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    assert BIOME.exists(), "Biome is not installed: ./test installs it (npm ci)"
    return subprocess.run([str(BIOME), *args], cwd=cwd, capture_output=True, text=True)


def test_biome_finds_nothing():
    done = biome("lint", "--error-on-warnings", "--max-diagnostics=50")
    assert done.returncode == 0, done.stdout + done.stderr
    # The files it read are the client's (biome.jsonc names them): not a check of nothing.
    assert "Checked 0 files" not in done.stdout + done.stderr


def test_biome_format_would_change_nothing():
    done = biome("format", "--max-diagnostics=20")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Checked 0 files" not in done.stdout + done.stderr


def test_biome_format_would_find_a_fault(tmp_path):
    """Not a check that cannot fail: a file laid out otherwise (single quotes, no semicolon) is
    reported."""
    shutil.copy(ROOT / "biome.jsonc", tmp_path)
    bad = tmp_path / "src" / "dobleseis" / "web" / "static" / "js" / "bad.js"
    bad.parent.mkdir(parents=True)
    bad.write_text("export const x = 'a'\n")
    done = biome("format", "--config-path", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr


def test_biome_would_find_a_fault(tmp_path):
    """Not a check that cannot fail: the same configuration flags a name never declared, an import
    never used and a function of more than 150 lines, in a file where the client's modules are."""
    shutil.copy(ROOT / "biome.jsonc", tmp_path)
    bad = tmp_path / "src" / "dobleseis" / "web" / "static" / "js" / "bad.js"
    bad.parent.mkdir(parents=True)
    long = "".join(f"  total += {i};\n" for i in range(151))
    bad.write_text(
        'import { h } from "./dom.js";\n'
        "export const x = () => undeclared + 1;\n"
        f"export function long() {{\n  let total = 0;\n{long}  return total;\n}}\n"
    )
    done = biome("lint", "--config-path", str(tmp_path), cwd=tmp_path)
    found = done.stdout + done.stderr
    assert done.returncode == 1, found
    for rule in ("noUndeclaredVariables", "noUnusedImports", "noExcessiveLinesPerFunction"):
        assert rule in found, found
