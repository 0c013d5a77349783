"""Outside ``core/variants/`` a rule set's name is used only to look the rule set up and to
choose words (titles, the rules panel, a game's phrasing), never to decide a rule: no name is
compared with, no variable, parameter or attribute is named after a game (``haiti: bool``),
and the browser's scripts test no name either. The rules themselves are reached through the
``Variant`` object (see ``test_third_rule_set``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import dobleseis
from dobleseis.core.variants import VARIANTS

from ..i18n.words import LANGUAGES, key_paths, spread

SRC = Path(dobleseis.__file__).parent
VARIANTS_DIR = SRC / "core" / "variants"
NAMES = set(VARIANTS)
JS_TEST = re.compile(
    r"""[=!]==?\s*["'](?:{0})["']|["'](?:{0})["']\s*[=!]==?|\b(?:const|let|var)\s+(?:{0})\b""".format(
        "|".join(sorted(NAMES))
    )
)


def python_sources() -> list[Path]:
    return [p for p in SRC.rglob("*.py") if VARIANTS_DIR not in p.parents]


def rule_tests(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a name is compared (``== "haiti"``, ``in ("chiva", "haiti")``) or a game names an
    identifier."""
    found = []

    def is_name(node) -> bool:
        if isinstance(node, ast.Constant) and node.value in NAMES:
            return True
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(map(is_name, node.elts))

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(map(is_name, [node.left, *node.comparators])):
            found.append((node.lineno, "compares a game's name"))
        elif isinstance(node, ast.match_case) and any(
            isinstance(p, ast.MatchValue) and is_name(p.value) for p in ast.walk(node.pattern)
        ):
            found.append((node.pattern.lineno, "matches a game's name"))
        ident = (
            node.id
            if isinstance(node, ast.Name)
            else node.attr
            if isinstance(node, ast.Attribute)
            else node.arg
            if isinstance(node, ast.arg)
            else node.name
            if isinstance(node, (ast.FunctionDef, ast.ClassDef))
            else None
        )
        if ident and any(n in ident.lower() for n in NAMES):
            found.append((getattr(node, "lineno", 0), f"names {ident!r} after a game"))
    return found


def test_no_python_module_outside_the_variants_decides_a_rule_by_a_game_s_name():
    found = [
        f"{p.relative_to(SRC)}:{line}: {what}"
        for p in python_sources()
        for line, what in rule_tests(ast.parse(p.read_text(), str(p)))
    ]
    assert found == []


def browser_lines(pattern: re.Pattern) -> list[str]:
    """The lines of the browser's scripts (static/js) where ``pattern`` is found."""
    js = sorted((SRC / "web" / "static" / "js").glob("*.js"))
    assert js
    return [
        f"{p.name}:{i}: {line.strip()}"
        for p in js
        for i, line in enumerate(p.read_text().splitlines(), start=1)
        if pattern.search(line)
    ]


def test_the_browser_decides_no_rule_by_a_game_s_name():
    assert browser_lines(JS_TEST) == []


def test_each_language_file_holds_each_game_s_words_in_one_block():
    """``games.<name>.{title, about, toWin, scoring, cheers, rules}``, one block for each rule
    set and no table keyed by game anywhere else: a rule set's words are found in one place."""
    for lang in LANGUAGES:
        paths = key_paths(lang)
        assert {p.split(".")[1] for p in paths if p.startswith("games.")} == NAMES, lang
        assert spread(paths, NAMES) == [], lang


def test_the_browser_reaches_a_game_s_words_only_through_its_block():
    """No ``t.toWin[view.variant]``: a word looked up by a game's name is ``t.games[...]``."""
    keyed = re.compile(r"\bt\.(?!games\b)[\w.]+\[[^\]]*variant")
    assert browser_lines(keyed) == []
    assert keyed.search("t.toWin[view.variant]") and not keyed.search("t.games[view.variant]")


def test_the_check_catches_what_it_forbids():
    caught = rule_tests(
        ast.parse(
            'if view.variant == "haiti": pass\n'
            'ok = name in ("chiva", "haiti")\n'
            "def block(hands, haiti: bool): pass\n"
            "x = _chiva_table()\n"
        )
    )
    assert [line for line, _ in caught] == [1, 2, 3, 4]
    assert rule_tests(ast.parse('CONVENTION = {"haiti": 0.004}\nlean = CONVENTION.get(v)')) == []
    assert JS_TEST.search('view.variant === "haiti" && view.base === 2')
    assert JS_TEST.search("const chiva = variant === 'chiva';")
    assert not JS_TEST.search("t.toWin[view.variant]")
    assert spread(
        ["games.chiva.title", "toWin.haiti", "games.haiti.cheers.chiva", "games.duel.title"],
        NAMES,
    ) == ["toWin.haiti", "games.haiti.cheers.chiva", "games.duel.title"]
