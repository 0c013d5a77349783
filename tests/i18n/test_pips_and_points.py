"""Turkish tells the pips on the tiles from the points of the score: *sayı* for the pips (what
Turkish players of tile games count in a hand: "elinde 7 sayı kaldı"), *puan* for the score
only (docs/glossary-tr.md). The texts are picked by what English says in the same place: a
pip, or a number of points."""

from __future__ import annotations

import re

import pytest

from .words import texts

PIPS_EN = re.compile(r"\bpips?\b", re.IGNORECASE)
POINTS_EN = re.compile(r"\b\d+ points?\b")
# sayı as the pips: the word and its endings, not the verb *sayılır* (counts) that shares its root
PIPS_TR = re.compile(r"(?<!\w)sayı(?:yla|lar|ları)?(?!\w)", re.IGNORECASE)
POINTS_TR = re.compile(r"(?<!\w)puan", re.IGNORECASE)


@pytest.fixture(scope="module")
def pairs():
    """Each English text with the Turkish of the same key and sample."""
    en, tr = texts("en"), texts("tr")
    return [
        (path, english, turkish)
        for path, said in en.items()
        for english, turkish in zip(said, tr[path], strict=True)
    ]


def test_turkish_counts_pips_as_sayi_never_as_puan(pairs):
    pips = [(path, turkish) for path, english, turkish in pairs if PIPS_EN.search(english)]
    assert len({path for path, _ in pips}) >= 10, pips
    wrong = [
        (path, turkish)
        for path, turkish in pips
        if POINTS_TR.search(turkish) or not PIPS_TR.search(turkish)
    ]
    assert wrong == []


def test_turkish_counts_the_score_s_points_as_puan(pairs):
    points = [(path, turkish) for path, english, turkish in pairs if POINTS_EN.search(english)]
    assert len({path for path, _ in points}) >= 5, points
    assert [(path, turkish) for path, turkish in points if not POINTS_TR.search(turkish)] == []


def test_the_turkish_words_are_told_apart_as_words():
    assert PIPS_TR.search("İki tarafta da 16 sayıyla kilit") and PIPS_TR.search("7 sayı")
    assert not PIPS_TR.search("Kazanılan el sayılır") and not PIPS_TR.search("sayılmaz")
    assert POINTS_TR.search("Puan cetveli") and POINTS_TR.search("4 puana ilk ulaşan kazanır")
