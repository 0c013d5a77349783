"""Every language of the client against en.js: the same keys, the same message functions (by
arity, and by what they say on samples reaching each branch), nothing left in English, the whole
rules panel; and the choice of language from the browser's preferences (check.mjs, index.js)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest

from .words import HERE, I18N, LANGUAGES, node, run, words

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]


@pytest.fixture(scope="module")
def report():
    return run("check.mjs", *TRANSLATIONS)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_language_has_exactly_the_words_of_english(report, lang):
    assert report[lang] == []


def test_the_check_fails_on_a_missing_key_an_english_string_an_arity_and_a_lost_number(tmp_path):
    for name in ("en.js", "shared.js"):
        shutil.copy(I18N / name, tmp_path / name)
    text = (I18N / "es.js").read_text()
    broken = {
        '  hint: "Pista",\n': "",
        'redo: "Rehacer"': 'redo: "Redo"',
        "iAm: (p) =>": "iAm: (p, again) =>",
        # your partner still said, any other seat lost
        "thinking: (p, mate) => `${ElMate(p, mate)} está pensando…`": (
            "thinking: (p, mate) =>"
            ' (mate ? `${ElMate(p, mate)} está pensando…` : "Alguien piensa…")'
        ),
        '  noAnswer: "El servidor': '  online: "sí",\n  noAnswer: "El servidor',
        " La primera pareja que llega a 4–0 da chiva y gana la partida.": "",
    }
    for old, new in broken.items():
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    (tmp_path / "es.js").write_text(text)
    problems = run("check.mjs", "es", directory=tmp_path)["es"]
    expected = [
        r"^missing key hint$",
        r"^extra key online$",
        r'^redo: left in English \("Redo"\)$',
        r"^iAm: function/2, not function/1",
        r"^thinking: drops 3",
        r"^thinking: drops Ana",
        r"^rules\.chiva\.3\.3: drops 4 0$",
    ]
    for pattern in expected:
        assert any(re.search(pattern, p) for p in problems), (pattern, problems)
    assert len(problems) == len(expected), problems


def test_every_language_file_is_offered_and_named_in_itself():
    files = sorted(p.stem for p in I18N.glob("*.js") if p.stem not in ("index", "shared"))
    assert files == sorted(LANGUAGES)
    offered = run_js(
        "const { LANGUAGES, wordsOf } = await import(INDEX);"
        "const spoken = async (l) => [l.code, l.name, (await wordsOf(l.code)).lang];"
        "console.log(JSON.stringify(await Promise.all(LANGUAGES.map(spoken))));"
    )
    assert offered == [
        ["en", "English", "en"],
        ["es", "Español", "es"],
        ["ht", "Kreyòl ayisyen", "ht"],
        ["fr", "Français", "fr"],
        ["tl", "Tagalog", "tl"],
        ["tr", "Türkçe", "tr"],
    ]


@pytest.mark.parametrize(
    ("preferred", "chosen"),
    [
        (["es-PR", "en-US"], "es"),
        (["ht-HT"], "ht"),
        (["fr-HT", "ht"], "fr"),
        (["fil-PH"], "tl"),
        (["TR"], "tr"),
        (["de-DE", "pt-BR", "fr-CA"], "fr"),
        (["de-DE"], "en"),
        ([], "en"),
        (None, "en"),
    ],
)
def test_a_first_visit_speaks_the_browser_s_first_language_we_have(preferred, chosen):
    """(A language chosen since is a preference, remembered: tests/browser/test_languages.py.)"""
    script = (
        "const { pick } = await import(INDEX);"
        f"console.log(JSON.stringify(pick({json.dumps(preferred)})));"
    )
    assert run_js(script) == chosen


def test_only_the_entry_point_picks_words_the_other_modules_are_handed_them():
    """main.js hands ``t`` to every module (words.js fetches its words and refills it on a
    switch); only the preferences and the language menu read which languages there are. No
    module imports a language's words: index.js fetches the one spoken."""
    js = I18N.parent / "js"
    importing = {p.name for p in js.glob("*.js") if "i18n/" in p.read_text()}
    assert importing == {"main.js", "prefs.js", "words.js"}
    for name in importing:
        imports = re.findall(r'from "\.\./i18n/([^"]+)"', (js / name).read_text())
        assert imports == ["index.js"], (name, imports)


def seat(n: int, name: str | None = None) -> dict:
    """A seat as the words name it (teams.js, ``sides().seat``)."""
    return {"seat": n, "name": name}


def test_turkish_suffixes_follow_how_the_number_is_read():
    said = words(
        "tr",
        ("turnOf", seat(2), False),
        ("turnOf", seat(3), False),
        ("handoffTitle", seat(2)),
        ("handoffTitle", seat(4)),
        ("said.play", seat(2), "6-6", 6),
        ("said.play", seat(2), "5-3", 3),
        ("said.play", seat(2), "2-0", 0),
        ("blockBy.lowest", {"team": "24", "role": "them", "seats": [2, 4]}, 2, 4),
        ("blockBy.totals", {"team": "13", "role": None, "seats": [1, 3]}, 9, 12),
    )
    assert said == [
        "Sıra koltuk 2'de",
        "Sıra koltuk 3'te",
        "Cihazı koltuk 2'ye verin",
        "Cihazı koltuk 4'e verin",
        "Koltuk 2, 6-6'yı 6 ucuna oynadı.",
        "Koltuk 2, 5-3'ü 3 ucuna oynadı.",
        "Koltuk 2, 2-0'ı 0 ucuna oynadı.",
        # the team that lost to them is yours, not "the other team"
        "Kilit: rakip takımın en hafif eli 2 sayı, takımınızınki 4.",
        "Kilit: koltuk 1 ve 3 takımının elinde 9 sayı var, diğer takımın 12.",
    ]


def test_turkish_suffixes_after_a_name_follow_its_vowels():
    said = words(
        "tr",
        ("turnOf", seat(2, "Ana"), False),
        ("turnOf", seat(2, "Mert"), False),
        ("handoffTitle", seat(4, "Ümit")),
        ("handoffTitle", seat(4, "Ayşe")),
        ("said.choose", seat(1, "Can"), seat(3, "Selin")),
        ("logged.redeal", {"seat": seat(2, "Oğuz")}),
    )
    assert said == [
        "Sıra Ana'da",
        "Sıra Mert'te",
        "Cihazı Ümit'e verin",
        "Cihazı Ayşe'ye verin",
        "Can, açmak için ortağı Selin'i seçti.",
        "Oğuz'un elinde beş ya da daha çok çift var; yeniden dağıtım istiyor.",
    ]


def test_a_seat_with_a_name_is_said_by_its_name_in_every_language():
    """The same seat, named and not: the name takes the number's place, with the article, the
    preposition or the case ending each language gives a person."""
    calls = [("turnOf", seat(2, "Ana"), False), ("said.pass", seat(3, "Luis"))]
    assert words("en", *calls) == ["Ana to play", "Luis passes."]
    assert words("es", *calls) == ["Le toca a Ana", "Luis pasa."]
    assert words("fr", *calls) == ["À Ana de jouer", "Luis passe."]
    assert words("ht", *calls) == ["Se tou Ana", "Luis pase."]
    assert words("tl", *calls) == ["Si Ana ang maglalaro", "Pumasa si Luis."]
    assert words("tr", *calls) == ["Sıra Ana'da", "Luis pas geçti."]


def test_the_tiles_a_seat_could_play_are_listed_as_a_sentence_lists_them():
    """A seat that may not pass is told its tiles joined by the language's "or" (or "and"),
    and a seat said by its number beside a name in a team's score takes the article a common
    noun takes there ("Luis y el puesto 3", not "Luis y puesto 3")."""
    refusal = ("errors.cannot_pass", {"tiles": ["5-5", "5-1"], "named": {"seat": seat(2)}})
    assert words("es", refusal) == ["el puesto 2 no puede pasar: puede jugar 5-5 o 5-1"]
    assert words("ht", refusal) == ["plas 2 pa ka pase: li ka jwe 5-5 oswa 5-1"]
    assert words("tl", refusal) == [
        "hindi puwedeng pumasa ang puwesto 2: kaya nitong ilapag ang 5-5 o 5-1"
    ]
    assert words("tr", refusal) == ["koltuk 2 pas geçemez: 5-5 ve 5-1 oynanabilir"]
    team = {"team": "13", "role": None, "seats": [1, 3], "players": [seat(1, "Luis"), seat(3)]}
    assert words("es", ("teamScore", team, 4)) == ["Luis y el puesto 3: 4"]
    assert words("fr", ("teamScore", team, 4)) == ["Luis et la place 3 : 4"]
    assert words("tl", ("teamScore", team, 4)) == ["Luis at ang puwesto 3: 4"]


def test_a_watcher_s_card_names_each_team_by_its_players_as_its_score_does():
    """A spectator at a friends' table (no side) read "the team of seats 1 and 3 wins the hand"
    above a score of "Ana & seat 3: 2": where the score names a team by its players, so does
    every sentence of the card, in every language."""
    ana = {"team": "13", "role": None, "seats": [1, 3], "players": [seat(1, "Ana"), seat(3)]}
    computer = {"seat": 4, "name": None, "computer": True}
    them = {"team": "24", "role": None, "seats": [2, 4], "players": [seat(2), computer]}
    calls = [("dominoBy", seat(1, "Ana"), ana), ("blockBy.totals", them, 3, 9)]
    assert words("en", *calls) == [
        "Domino! Ana went out: the team of Ana and seat 3 wins the hand.",
        "Block: the team of seat 2 and the computer holds 3 pips against 9.",
    ]
    assert words("es", *calls) == [
        "¡Dominó! Ana se pegó: la pareja de Ana y el puesto 3 gana la mano.",
        "Tranque: la pareja del puesto 2 y la computadora tiene 3 puntos contra 9.",
    ]
    assert words("fr", *calls) == [
        "Domino ! Ana a fini : l’équipe formée par Ana et la place 3 gagne la manche.",
        "Blocage : l’équipe formée par la place 2 et l’ordinateur a 3 points contre 9.",
    ]
    assert words("ht", *calls) == [
        "Domino! Ana fini: ekip Ana ak plas 3 genyen men an.",
        "Bloke: ekip plas 2 ak òdinatè a gen 3 pwen kont 9.",
    ]
    assert words("tl", *calls) == [
        "Domino! Naubusan ng bato si Ana: panalo sa kamay ang pares ni Ana at ng puwesto 3.",
        "Bara: may 3 tuldok ang pares ng puwesto 2 at ng computer laban sa 9.",
    ]
    assert words("tr", *calls) == [
        "Domino! Ana elini bitirdi: eli Ana ve koltuk 3 takımı kazanıyor.",
        "Kilit: koltuk 2 ve bilgisayar takımının elinde 3 sayı var, diğer takımın 9.",
    ]


def test_counts_take_each_language_s_plural():
    calls = [("tilesLeft", 0), ("tilesLeft", 1), ("tilesLeft", 2)]
    assert words("en", *calls) == ["0 tiles", "1 tile", "2 tiles"]
    assert words("es", *calls) == ["0 fichas", "1 ficha", "2 fichas"]
    assert words("fr", *calls) == ["0 domino", "1 domino", "2 dominos"]  # French: 0 is singular
    assert words("ht", *calls) == ["0 domino", "1 domino", "2 domino"]
    assert words("tl", *calls) == ["0 bato", "1 bato", "2 bato"]
    assert words("tr", *calls) == ["0 taş", "1 taş", "2 taş"]
    assert words("tr", ("hintWin", 0.5, 0.62)) == ["Maçı kazanma şansı %50, eli %62"]


def run_js(body: str):
    """Run ``body`` as an ES module in node, INDEX naming i18n/index.js; its JSON output."""
    index = json.dumps((I18N / "index.js").as_uri())
    out = subprocess.run(
        [node(), "--input-type=module", "-e", f"const INDEX = {index};\n{body}"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
        cwd=HERE,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_free_seats_and_waited_seats_agree_with_their_number():
    calls = [
        ("seatsFree", 1),
        ("seatsFree", 2),
        ("offerMine", "undo", [seat(2)]),
        ("offerMine", "undo", [seat(2), seat(4)]),
    ]
    assert words("en", *calls) == [
        "1 seat is still free.",
        "2 seats are still free.",
        "You asked to undo the last move: waiting for seat 2.",
        "You asked to undo the last move: waiting for seats 2 and 4.",
    ]
    assert words("es", *calls)[:2] == [
        "Todavía queda 1 puesto libre.",
        "Todavía quedan 2 puestos libres.",
    ]
    assert words("fr", ("seatsFree", 0), ("seatsFree", 1), ("seatsFree", 3)) == [
        "0 place est encore libre.",
        "1 place est encore libre.",
        "3 places sont encore libres.",
    ]
    assert words("tr", *calls)[:2] == ["1 koltuk hâlâ boş.", "2 koltuk hâlâ boş."]
    assert words("tr", ("takeSeat", 2), ("takeSeat", 4)) == [
        "Koltuk 2'ye oturun",
        "Koltuk 4'e oturun",
    ]
    assert words("en", ("errors.too_many_tries", {"retry_after": 1})) == [
        "too many wrong codes: try again in 1 second"
    ]
