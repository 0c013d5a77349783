"""The client's words in a language, read from its module by node: what the tests look for."""

from __future__ import annotations

import functools
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


def printed(*args: str):
    """What node prints, as JSON, run with ``args`` (a script and what it reads)."""
    output = _kept_output if str(I18N) in args else _output
    return json.loads(output(*args))


def _output(*args: str) -> str:
    out = subprocess.run(
        [node(), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


# What node printed for the client's own language files, by its arguments: those files do not
# change during a run, and the browser tests ask for the same words many times over (a hand in
# each language asks at every move), each time a node started. A folder of a test's own is read
# afresh every time.
_kept_output = functools.cache(_output)


def run(script: str, *args: str, directory: Path = I18N):
    return printed(str(HERE / script), str(directory), *args)


def words(lang: str, *calls, directory: Path = I18N) -> list:
    """``calls``: paths, or (path, *args) tuples; the words of each, in order."""
    listed = [[c] if isinstance(c, str) else list(c) for c in calls]
    return run("words.mjs", lang, json.dumps(listed), directory=directory)


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
console.log(JSON.stringify(out));
"""


def _printed(script: str, directory: Path, lang: str):
    """What ``script`` (an ES module reading its folder and language) prints, as JSON."""
    return printed("--input-type=module", "-e", script, str(directory), lang)


def strings(lang: str) -> set[str]:
    """Every plain string of a language's words (the rules panel too), not its functions."""
    return set(_printed(STRINGS, I18N, lang))


PATHS = """
const [dir, lang] = process.argv.slice(1);
const { pathToFileURL } = await import("node:url");
const mod = await import(pathToFileURL(`${dir}/${lang}.js`).href);
const out = [];
const walk = (v, path) => {
  if (v && typeof v === "object" && !Array.isArray(v)) {
    for (const [k, w] of Object.entries(v)) walk(w, path ? `${path}.${k}` : k);
  } else out.push(path);
};
walk(mod[lang], "");
console.log(JSON.stringify(out));
"""


def key_paths(lang: str, directory: Path = I18N) -> list[str]:
    """Every key path of a language's words down to its strings, functions and lists
    ("games.chiva.title", "said.play")."""
    return _printed(PATHS, directory, lang)


def spread(paths: list[str], games) -> list[str]:
    """The key paths that name a game anywhere but in its own block, ``games.<name>``: a table
    keyed by game (``toWin.chiva``) instead of the game's words in one place."""
    names = set(games)
    return [
        p
        for p in paths
        if any(part in names for part in p.split(".")[2 if p.startswith("games.") else 0 :])
        or (p.startswith("games.") and p.split(".")[1] not in names)
    ]


TEXTS = """
const [dir, lang] = process.argv.slice(1);
const { pathToFileURL } = await import("node:url");
const mod = await import(pathToFileURL(`${dir}/${lang}.js`).href);
const out = [];
const walk = (v, path) => {
  if (typeof v === "string") out.push([path, v]);
  else if (v && typeof v === "object")
    for (const [k, w] of Object.entries(v)) walk(w, path ? `${path}.${k}` : k);
};
walk(mod[lang], "");
console.log(JSON.stringify(out));
"""


def texts(lang: str, directory: Path = I18N) -> dict[str, list[str]]:
    """What a language says, by key path: each plain string (a list's items by their index,
    "games.chiva.rules.2.items.1") and what each message function says on its samples
    (samples.mjs), in the samples' order, so that two languages' lists pair up text by text."""
    said: dict[str, list[str]] = {}
    printed = _printed(TEXTS, directory, lang) + run("said.mjs", lang, directory=directory)[lang]
    for path, text in printed:
        said.setdefault(path, []).append(text)
    return said
