"""The hint names where to play as the table shows the ends: by the number on the end's button,
never by the end's side. The line bends where it is long (line.js), so that its right end may
be drawn at the left of the screen, under the rest: "6-3 on the right end, 3" then fought the
picture. Where both ends show the same number, either end is the same move (RULES.md §1.4), and
the hint says so. In every language, through narrate.js's ``describe`` as the hint's card, the
spoken hint and the review call it. And every language has a sentence for each reason the
server sends, naming alike every number a play leaves open."""

from __future__ import annotations

import json
import re

import pytest

from dobleseis.ai.reasons import ENGLISH

from .words import I18N, LANGUAGES, key_paths, printed, words

NARRATE = I18N.parent / "js" / "narrate.js"

# [[action, ends], ...] described in language `lang`, printed as JSON.
DESCRIBE = """
const [narrate, words, lang, cases] = process.argv.slice(1);
const { describe } = await import(narrate);
const t = (await import(words))[lang];
console.log(JSON.stringify(JSON.parse(cases).map(([a, ends]) => describe(t, a, ends))));
"""


def described(lang: str, *cases) -> list[str]:
    """What the hint says in ``lang`` of each (action, ends) in ``cases``."""
    return printed(
        "--input-type=module",
        "-e",
        DESCRIBE,
        NARRATE.as_uri(),
        (I18N / f"{lang}.js").as_uri(),
        lang,
        json.dumps(cases),
    )


def numbers(text: str, tile: str) -> set[str]:
    """The numbers the words say besides the tile's name."""
    return set(re.findall(r"\d+", text.replace(tile, "")))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_names_the_end_by_its_number_whichever_side_it_is(lang):
    # 6-3 on the 3, the engine's right end of (5, 3) or its left end of (3, 5): drawn where the
    # line bends, the right end lies at the left. The words are the same, the 3's, not the 5's.
    right, left = described(
        lang,
        ({"seat": 1, "play": "6-3", "end": "right"}, [5, 3]),
        ({"seat": 1, "play": "6-3", "end": "left"}, [3, 5]),
    )
    assert right == left
    assert numbers(right, "6-3") == {"3"}, right
    if lang == "en":
        assert right == "6-3 on the 3"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_with_both_ends_alike_the_hint_says_either_end_is_the_move(lang):
    # Ends (4, 4): 4-1 on either is the same move. The words do not pick a side, and say more
    # than where the ends differ (4, 2), where the 4 is one end only.
    left, right, one = described(
        lang,
        ({"seat": 1, "play": "4-1", "end": "left"}, [4, 4]),
        ({"seat": 1, "play": "4-1", "end": "right"}, [4, 4]),
        ({"seat": 1, "play": "4-1", "end": "left"}, [4, 2]),
    )
    assert left == right
    assert left != one and left.startswith(one), (left, one)
    assert numbers(left, "4-1") == {"4"}, left
    if lang == "en":
        assert left == "4-1 on the 4 (either end)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_says_every_reason_the_server_sends(lang):
    """A reason a language lacks reaches its players in the server's English."""
    said = {p.split(".")[1] for p in key_paths(lang) if p.startswith("reasons.")}
    assert said == set(ENGLISH)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_number_at_both_ends_is_said_once_and_no_end_is_called_new(lang):
    """A reason naming the ends a play leaves said "the new ends 4 and 4" after a double played
    on a 4 (no end new, one number twice): one number at both ends is said once, otherwise than
    two numbers, and the ends are not called new."""
    reasons = ("keeps_fitting", "none_fit", "leaves_ends")
    calls = [
        (f"reasons.{r}", {"count": 3, "ends": ends}) for ends in ([4, 4], [4, 2]) for r in reasons
    ]
    said = words(lang, *calls)
    for alike, apart in zip(said[:3], said[3:]):
        assert alike.count("4") == 1 and "2" not in alike, alike
        assert apart.count("4") == apart.count("2") == 1, apart
    new = {"en": "new", "es": "nueva", "fr": "nouveau", "ht": "nouvo", "tl": "bago", "tr": "yeni"}
    assert not any(new[lang] in text for text in said), said
    if lang == "en":
        assert said[:3] == [
            "you keep 3 tiles that fit the 4 at both ends",
            "none of your tiles fit the 4 at both ends",
            "leaves the 4 at both ends",
        ]
        assert [ENGLISH[r]({"count": 3, "ends": [4, 4]}) for r in reasons] == said[:3]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_a_play_leaves_open_names_every_number_alike(lang):
    """The numbers a play leaves open that an opponent passed on are each named as often as the
    others: "keep the 1 end open" named the first only, and a review said it of the move played
    (which left 1s open) and of the best (which left 1s and 2s), as if both did the same. The
    next seat lacking every number left open cannot play: said otherwise than an end left."""
    seat = {"seat": 2, "name": None, "at": "right"}
    one, both, shut = words(
        lang,
        ("reasons.keep_open", {"seat": seat, "numbers": [1]}),
        ("reasons.keep_open", {"seat": seat, "numbers": [1, 2]}),
        ("reasons.cannot_play", {"seat": seat, "numbers": [1, 2]}),
    )
    assert one != both and shut not in (one, both)
    for text in (both, shut):
        assert text.count("1") == text.count("2") >= 1, text
    if lang == "en":
        assert (one, both, shut) == (
            "leaves 1s open: the player on your right passed on them",
            "leaves 1s and 2s open: the player on your right passed on them",
            "leaves only 1s and 2s open: the player on your right passed on them and cannot play",
        )
