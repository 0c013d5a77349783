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
        "iAm: (s) =>": "iAm: (s, again) =>",
        "thinking: (s) => `El puesto ${s} está pensando…`": (
            'thinking: (s) => "Alguien piensa…"'
        ),
        '  offline: "No se puede': '  online: "sí",\n  offline: "No se puede',
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
        r"^rules\.chiva\.3\.3: drops 4 0$",
    ]
    for pattern in expected:
        assert any(re.search(pattern, p) for p in problems), (pattern, problems)
    assert len(problems) == len(expected), problems


def test_every_language_file_is_offered_and_named_in_itself():
    files = sorted(p.stem for p in I18N.glob("*.js") if p.stem not in ("index", "menu", "shared"))
    assert files == sorted(LANGUAGES)
    offered = run_js(
        "const { LANGUAGES } = await import(INDEX);"
        "console.log(JSON.stringify(LANGUAGES.map((l) => [l.code, l.name, l.words.lang])));"
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
    ("preferred", "stored", "chosen"),
    [
        (["es-PR", "en-US"], None, "es"),
        (["ht-HT"], None, "ht"),
        (["fr-HT", "ht"], None, "fr"),
        (["fil-PH"], None, "tl"),
        (["TR"], None, "tr"),
        (["de-DE", "pt-BR", "fr-CA"], None, "fr"),
        (["de-DE"], None, "en"),
        ([], None, "en"),
        (["es-PR"], "tr", "tr"),  # a language chosen once wins over the browser's
        (["es-PR"], "xx", "es"),  # a stored value that is no language is ignored
    ],
)
def test_the_language_follows_the_browser_unless_one_was_chosen(preferred, stored, chosen):
    script = (
        "const { pick } = await import(INDEX);"
        f"console.log(JSON.stringify(pick({json.dumps(preferred)}, {json.dumps(stored)})));"
    )
    assert run_js(script) == chosen


def test_words_kept_by_a_module_follow_a_switch():
    """A module handed ``t`` or ``rules`` once, at start, speaks the language chosen since."""
    said = run_js(
        "const { t, rules, setLanguage } = await import(INDEX);"
        "const kept = t, panel = rules;"
        "const before = [kept.hint, panel.chiva[0].title];"
        'setLanguage("es", false);'
        "console.log(JSON.stringify([...before, kept.hint, panel.chiva[0].title,"
        " Object.keys(kept).length === Object.keys({ ...kept }).length, 'hint' in kept]));"
    )
    assert said == [
        "Hint", "The tiles and the seats", "Pista", "Las fichas y los puestos", True, True
    ]


def test_the_other_modules_take_their_words_from_the_chosen_language():
    js = I18N.parent / "js"
    other = re.compile(r"i18n/(?!index\.js|menu\.js)")
    direct = [p.name for p in js.glob("*.js") if other.search(p.read_text())]
    assert direct == []


def test_turkish_suffixes_follow_how_the_number_is_read():
    said = words(
        "tr",
        ("turnOf", 2, False), ("turnOf", 3, False), ("handoffTitle", 2), ("handoffTitle", 4),
        ("said.play", 2, "6-6", 6), ("said.play", 2, "5-3", 3), ("said.play", 2, "2-0", 0),
        ("blockBy.lowest", "24", 2, 4),
    )
    assert said == [
        "Sıra koltuk 2'de", "Sıra koltuk 3'te", "Cihazı koltuk 2'ye verin",
        "Cihazı koltuk 4'e verin", "Koltuk 2, 6-6'yı 6 ucuna oynadı.",
        "Koltuk 2, 5-3'ü 3 ucuna oynadı.", "Koltuk 2, 2-0'ı 0 ucuna oynadı.",
        "Kilit: takım 24'ün en düşük eli 2 puan, karşı takımınki 4.",
    ]


def test_counts_take_each_language_s_plural():
    calls = [("tilesLeft", 0), ("tilesLeft", 1), ("tilesLeft", 2)]
    assert words("en", *calls) == ["0 tiles", "1 tile", "2 tiles"]
    assert words("es", *calls) == ["0 fichas", "1 ficha", "2 fichas"]
    assert words("fr", *calls) == ["0 domino", "1 domino", "2 dominos"]  # French: 0 is singular
    assert words("ht", *calls) == ["0 domino", "1 domino", "2 domino"]
    assert words("tl", *calls) == ["0 bato", "1 bato", "2 bato"]
    assert words("tr", *calls) == ["0 taş", "1 taş", "2 taş"]
    assert words("tr", ("hintWin", 0.62, 0.5)) == [
        "eli kazanma şansı %62, maçı kazanma şansı %50"
    ]


def run_js(body: str):
    """Run ``body`` as an ES module in node, INDEX naming i18n/index.js; its JSON output."""
    index = json.dumps((I18N / "index.js").as_uri())
    out = subprocess.run(
        [node(), "--input-type=module", "-e", f"const INDEX = {index};\n{body}"],
        capture_output=True, text=True, check=False, timeout=60, cwd=HERE,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)
