"""The client's words in a language, read from its module by node: what the tests look for."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).parent
I18N = Path(__file__).parents[2] / "src" / "dobleseis" / "web" / "static" / "i18n"
LANGUAGES = ("en", "es", "ht", "fr", "tl", "tr")


def node() -> str:
    found = shutil.which("node")
    if not found:
        pytest.fail("node is missing: ./test installs it with apt-get install nodejs")
    return found


def run(script: str, *args: str, directory: Path = I18N):
    out = subprocess.run(
        [node(), str(HERE / script), str(directory), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def words(lang: str, *calls) -> list:
    """``calls``: paths, or (path, *args) tuples; the words of each, in order."""
    listed = [[c] if isinstance(c, str) else list(c) for c in calls]
    return run("words.mjs", lang, json.dumps(listed))


STRINGS = """
const [dir, lang] = process.argv.slice(1);
const { pathToFileURL } = await import("node:url");
const mod = await import(pathToFileURL(`${dir}/${lang}.js`).href);
const out = [];
const walk = (v) => {
  if (typeof v === "string") out.push(v);
  else if (v && typeof v === "object") Object.values(v).forEach(walk);
};
walk(mod[lang]);
walk(mod.rules);
console.log(JSON.stringify(out));
"""


def strings(lang: str) -> set[str]:
    """Every plain string of a language's module (words and rules panel), not its functions."""
    out = subprocess.run(
        [node(), "--input-type=module", "-e", STRINGS, str(I18N), lang],
        capture_output=True, text=True, check=False, timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout))
