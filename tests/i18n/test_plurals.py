"""Every count through the plural rules (Intl.PluralRules, shared.js's ``counter`` and
``former``), lists of seats too: no number followed by a noun fixed in the plural ("tiene 1
puntos", "en 1 segundos"), no plural noun before a single seat ("los puestos 3 siguen libres"),
and no number compared with 1 by hand to choose a word (French says "0 place")."""

from __future__ import annotations

import re

import pytest

from .words import I18N, LANGUAGES, run, words

# The nouns that take a plural form after a number, in the languages whose nouns do (Kreyòl and
# Turkish keep the noun as it is after a number; Tagalog marks a plural with "mga").
PLURALS = {
    "en": "tiles pips points seats seconds doubles actions deals bytes digits characters hands "
    "steps matches moves",
    "es": "fichas puntos tantos puestos segundos dobles jugadas repartos bytes cifras caracteres "
    "manos pasos partidas",
    "fr": "dominos points places secondes doubles actions coups donnes octets chiffres "
    "caractères manches étapes parties",
    "tl": "mga",
}
NOUNS = {lang: words.split() for lang, words in PLURALS.items()}
# What may follow a plural noun's number: more numbers of a list ("seats 1 & 3", "2 y 4").
LIST = r"(?:\s*(?:[,&–\-]|\d)|\s+(?:and|y|e|et|ak|at|ve|o|or|ou)\b)"


def faults(lang: str, text: str) -> list[str]:
    nouns = "|".join(map(re.escape, NOUNS.get(lang, [])))
    if not nouns:
        return []
    one = re.findall(rf"(?<![\d.,])\b1\s+(?:{nouns})\b", text, re.IGNORECASE)
    lone = re.findall(rf"\b(?:{nouns})\s+\d+\b(?!{LIST})", text, re.IGNORECASE)
    return one + lone


@pytest.fixture(scope="module")
def said():
    return run("said.mjs", *LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_count_of_one_is_worded_in_the_plural(said, lang):
    found = [(path, text) for path, text in said[lang] if faults(lang, text)]
    assert found == []


# A template placeholder: `${...}`, one level of braces inside.
PLACEHOLDER = r"\$\{(?:[^{}]|\{[^{}]*\})*\}"
BY_HAND = re.compile(r"[=!]==?\s*1\b|\b1\s*[=!]==?|\.length\s*(?:<|>=)\s*2\b|\.length\s*>\s*1\b")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_placeholder_is_followed_by_a_plural_noun_and_no_count_is_compared_with_1(lang):
    source = (I18N / f"{lang}.js").read_text()
    nouns = "|".join(map(re.escape, NOUNS.get(lang, [])))
    fixed = re.findall(rf"{PLACEHOLDER}\s+(?:{nouns})\b", source) if nouns else []
    assert fixed == []
    compared = [line.strip() for line in source.splitlines() if BY_HAND.search(line)]
    assert compared == []


def test_the_checks_catch_the_faults_they_look_for():
    assert faults("es", "tiene 1 puntos") and faults("es", "en 1 segundos")
    assert faults("es", "los puestos 3 siguen libres") and faults("fr", "a 1 points")
    assert not faults("es", "los puestos 2 y 4 siguen libres") and not faults("es", "1 punto")
    assert not faults("en", "Seats 1 & 3: 2") and not faults("en", "11 points")
    assert re.search(rf"{PLACEHOLDER}\s+(?:puntos)\b", "`tiene ${f.count} puntos`")
    assert re.search(rf"{PLACEHOLDER}\s+(?:puntos)\b", "`tiene ${count(n)} puntos`")
    assert BY_HAND.search('seats.length === 1 ? "seat" : "seats"')
    assert BY_HAND.search("r.count === 1 ?") and not BY_HAND.search("ends.length === 0")


def test_a_word_that_agrees_with_a_count_of_one_is_in_the_singular():
    """One free seat is "it" for the computer to play, one tile left "fits" the ends."""
    calls = [
        ("errors.seats_free", {"seats": [3]}),
        ("reasons.keeps_fitting", {"count": 1, "ends": [2, 2]}),
    ]
    assert words("en", *calls) == [
        "seat 3 is still free: wait for friends or let the computer play it",
        "you keep 1 tile that fits the 2 at both ends",
    ]
    assert words("es", *calls)[0] == (
        "el puesto 3 sigue libre: espera a tus amigos o deja que lo juegue la computadora"
    )
    assert words("fr", *calls) == [
        "la place 3 est encore libre : attendez vos amis ou laissez l’ordinateur la jouer",
        "il vous reste 1 domino qui va sur le 2 aux deux bouts",
    ]
