"""Each language says one thing with one word, its glossary's (docs/glossary-*.md): the words a
glossary lists under "Words to avoid" (a wrong meaning, a second word for one thing, English left,
a calque) appear nowhere the language file speaks, neither in its strings nor in what its message
functions say on their samples."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .words import LANGUAGES, run, strings

DOCS = Path(__file__).parents[2] / "docs"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
HEADING = "## Words to avoid"
ENTRY = re.compile(r"^- \*\*(.+?)\*\*", re.M)


def avoided(lang: str) -> list[str]:
    """The words (or phrases) listed under the glossary's "Words to avoid": one list item each,
    the word in bold first (``- **sarado** — the seed says *bara* for the block``)."""
    text = (DOCS / f"glossary-{lang}.md").read_text()
    assert HEADING in text, f"glossary-{lang}.md has no section {HEADING!r}"
    section = text.split(HEADING, 1)[1].split("\n## ", 1)[0]
    return ENTRY.findall(section)


def uses(word: str, text: str) -> bool:
    """``word`` in ``text`` as a whole word or phrase, whatever the case."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


@pytest.fixture(scope="module")
def said():
    return run("said.mjs", *TRANSLATIONS)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_language_file_uses_a_word_its_glossary_avoids(said, lang):
    words = avoided(lang)
    assert words, f"glossary-{lang}.md lists no word to avoid"
    texts = strings(lang) | {text for _, text in said[lang]}
    found = sorted({(w, t) for w in words for t in texts if uses(w, t)})
    assert found == []


def test_the_check_finds_a_word_as_a_word_only():
    assert uses("sarado", "Sarado: may 9 tuldok") and uses("kabilang pares", "ng kabilang pares.")
    assert not uses("bara", "barado") and not uses("pase", "pasé")
    assert uses("Eskò", "eskò a")
