"""A third rule set, known only to this test, runs through every layer: the engine, a record's
replay, the strong player, the arena, a table with its view, log and replay, and the client's
words (one block in each language file), and the statistics (its own count beside the common
ones, no other game's).

``Duel`` is first to 2 points, +1 a won hand, a block won by the **higher** team total, and
after a domino the seat after the one that went out leads (a block or a tie: forced 6-6); it
counts the blocks a side won as a statistic of its own (``blocks_won``). It is
registered for each test and removed after (``registered``): no module of the project names it,
so passing here shows that a rule set is reached through its ``Variant`` alone.
"""

from __future__ import annotations

import json
import operator

import pytest

from dobleseis import ai, arena
from dobleseis.ai.sim import TIE, WIN13, WIN24, block_rule
from dobleseis.ai.value import result_values
from dobleseis.cli import main
from dobleseis.core import Phase, new_match, view
from dobleseis.core.record import dumps, loads
from dobleseis.core.seats import next_seat, team_of
from dobleseis.core.tiles import parse_hand
from dobleseis.core.variants import FORCED, VARIANTS, Opening, Statistic, Variant
from dobleseis.core.variants.base import add
from dobleseis.session import Table, TableService, log_entries, replay_json, view_json
from dobleseis.session.keys import key_of
from dobleseis.session.stats import statistics

from ..core.helpers import random_match
from ..i18n.words import I18N, LANGUAGES, key_paths, run, spread, words


class Duel(Variant):
    name = "duel"
    title = "Duel"
    target = 2
    measure = "totals"
    team_value = staticmethod(operator.add)
    statistics = (Statistic("blocks_won", "hand", lambda result: result.kind == "block"),)

    def block_compare(self, v13, v24):
        if v13 == v24:
            return None
        return "13" if v13 > v24 else "24"

    def points(self, score, base, winner, dekabes):
        return add(score, winner, 1), 1

    def opening_after(self, outcome, winner, opener):
        if outcome.kind == "domino":
            return Opening(forced=False, opener=next_seat(outcome.seat))
        return FORCED


DUEL = Duel()


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(VARIANTS, DUEL.name, DUEL)


def team_totals(pips):
    return pips[0] + pips[2], pips[1] + pips[3]


def test_the_engine_plays_duel_matches_by_its_rules():
    blocks = 0
    for seed in range(40):
        m = random_match("duel", seed)
        assert m.over and max(m.score) == 2 and m.winner == ("13" if m.score[0] == 2 else "24")
        before = (0, 0)
        for r in m.results:
            if r.kind == "domino":
                assert r.winner == team_of(r.seat)
                assert r.opening == Opening(forced=False, opener=next_seat(r.seat))
            else:
                blocks += 1
                t13, t24 = team_totals(r.pips)
                assert r.winner == (None if t13 == t24 else "13" if t13 > t24 else "24")
                assert r.opening == FORCED
            gained = [b - a for a, b in zip(before, r.score)]
            assert gained == (
                [0, 0] if r.winner is None else [1, 0] if r.winner == "13" else [0, 1]
            )
            before = r.score
    assert blocks > 5  # the higher-total rule was exercised


def test_a_duel_record_replays_to_the_same_match(tmp_path, capsys):
    m = random_match("duel", 3)
    record = loads(dumps(m))
    assert record.variant == "duel"
    again = record.replay()
    assert (again.results, again.score, again.winner) == (m.results, m.score, m.winner)
    path = tmp_path / "duel.json"
    path.write_text(dumps(m))
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["variant"] == "duel" and out["score"] == list(m.score)


def test_the_simulator_and_the_match_values_follow_duel():
    heavy, light = parse_hand("6-6 6-5"), parse_hand("1-0")
    block = block_rule(DUEL)
    assert block([heavy, light, 0, light]) == WIN13  # 23 against 2: the higher total wins
    assert block([light, heavy, light, 0]) == WIN24
    assert block([light, light, 0, 0]) == TIE
    # first to 2: at 1–0 a win for team 13 ends the match, a win for team 24 evens it
    v = result_values(DUEL, (1, 0), 1, 0)
    assert v[WIN13] == 1.0 and 0.0 < v[WIN24] < 1.0 and v[WIN24] < v[TIE] < 1.0


def test_the_strong_player_and_its_hints_play_duel():
    m = new_match("duel", seed=8)
    decisions = 0
    while not m.results:
        v = view(m, m.to_act)
        action = ai.decide(v, "strong", decisions)
        assert action in v.legal
        if len(v.legal) > 1 and decisions < 3:
            assert ai.hint(v, decisions).best in v.legal
        m = m.apply(action)
        decisions += 1
    assert m.phase is Phase.PLAY


def test_a_short_duel_arena():
    report = arena.run("duel", "strong", "random", deals=2, seed=1, work=5_000)
    assert report["variant"] == "duel" and report["deals"] == 2
    r = report["result"]
    assert r["won"] + r["tied"] + r["lost"] == 4


def test_a_duel_table_with_its_view_log_and_replay():
    t = Table.new("d1", "duel", ("computer",) * 4, "basic", seed=5)
    while not t.state.over:
        t = t.computer()[0]
    v = view_json(t, None)
    assert (v["variant"], v["title"], v["over"]) == ("duel", "Duel", True)
    assert max(v["score"]) == 2
    last = v["last_result"]
    assert last["measure"] == "totals" and last["compared"] == list(team_totals(last["pips"]))
    results = [e for e in log_entries(t) if e["kind"] == "result"]
    assert [e["result"]["score"] for e in results] == [list(r.score) for r in t.state.results]
    end = replay_json(t, t.cursor)
    assert end["over"] and end["ended"] and end["last_result"] == last
    restored = Table.load(json.loads(json.dumps(t.saved())))
    assert restored.state.results == t.state.results


def test_duel_keeps_its_own_statistic_and_no_other_game_s():
    """The statistics of a device's Duel matches: the common counts, and the blocks won that
    Duel declares — no Chiva, no Dékabès (docs/api.md, Statistics)."""
    tables, keys, won = TableService(), set(), 0
    for seed in (1, 3, 9):  # team 13 wins a block in 1 and 9; team 24 the one in 3
        m = random_match("duel", seed)
        opened = tables.imported(json.loads(dumps(m)), seats=("here", "computer", "here",
                                                              "computer"))  # fmt: skip
        keys |= {key_of(secret) for secret in opened.seats.values()}
        won += sum(r.kind == "block" and r.winner == "13" for r in m.results)
    got = statistics(tables, frozenset(keys))
    common = ["matches", "won", "hands", "hands_won"]
    assert got["columns"] == [*common, "blocks_won", "best_streak", "accuracy"]
    [row] = got["stats"]
    # the accuracy with its hands pending review: nothing reviewed here, every hand pending
    assert set(row) == {"variant", "level", "pending", *got["columns"]} and row["matches"] == 3
    assert row["accuracy"] is None and row["pending"] == row["hands"]
    assert row["blocks_won"] == won == 2


def test_the_sentences_that_list_the_games_list_duel():
    from dobleseis.core.errors import ENGLISH
    from dobleseis.web import errors  # noqa: F401 - adds the web layer's sentences

    said = {code: ENGLISH[code]({"value": "x"})
            for code in ("no_such_variant", "record_variant", "variant_missing")}  # fmt: skip
    assert said["no_such_variant"] == "unknown variant 'x': use chiva, haiti or duel"
    assert said["record_variant"] == """"variant" must be "chiva", "haiti" or "duel", not 'x'"""
    assert said["variant_missing"] == 'say which game: "variant": "chiva", "haiti" or "duel"'


def duel_block(lang: str) -> str:
    """Duel's words in ``lang``, as a translator would add them: one block (each string marked
    with its language, so that no translation reads as English left)."""
    say = lambda text: json.dumps(f"{text} ({lang})")  # noqa: E731
    return f"""    duel: {{
      title: {say("Duel")},
      about: {say("First to 2 points; a block goes to the higher total.")},
      toWin: {say("First to 2 points wins")},
      scoring: (w) => `${{w.team}}: +1 ({lang})`,
      cheers: {{
        match: {{ title: (won) => `${{won}} ({lang})`, text: (w, final) => `${{final}} ({lang})` }},
      }},
      rules: [{{ title: {say("Duel")}, items: [{say("First to 2 points wins.")}] }}],
    }},
"""


def test_duel_s_words_are_one_block_in_each_language_file(tmp_path):
    """Each language file takes Duel with one block beside the others (``games``): then the
    translations match English key for key, the client finds every word a game's table, end of
    hand, celebration and rules panel read (the same paths as Chiva's), and nothing of Duel's is
    spread over the file."""
    for path in I18N.glob("*.js"):
        text = path.read_text()
        lang = path.stem
        if lang in LANGUAGES:
            assert text.count("\n  games: {\n") == 1, lang
            text = text.replace("\n  games: {\n", "\n  games: {\n" + duel_block(lang))
        (tmp_path / path.name).write_text(text)
    assert run("check.mjs", *[lang for lang in LANGUAGES if lang != "en"], directory=tmp_path) == {
        lang: [] for lang in LANGUAGES if lang != "en"
    }

    def game(paths, name):
        return {p.split(".", 2)[2] for p in paths if p.startswith(f"games.{name}.")}

    for lang in LANGUAGES:
        paths = key_paths(lang, tmp_path)
        assert game(paths, "duel") == game(paths, "chiva"), lang
        assert spread(paths, VARIANTS) == [], lang
    duel = Table.new("d2", "duel", ("computer",) * 4, "basic", seed=5)
    variant = view_json(duel, None)["variant"]
    said = words(
        "fr",
        f"games.{variant}.title",
        (f"games.{variant}.scoring", {"team": "13"}),
        directory=tmp_path,
    )
    assert said == ["Duel (fr)", "13: +1 (fr)"]


def test_the_refusals_that_list_the_games_carry_them_and_every_language_says_them():
    """The games a refusal lists come with it (its ``games`` field, read from the variants), and
    each language file says every game it is given: a third rule set is listed with no word
    changed there."""
    from dobleseis.core import Invalid
    from dobleseis.core.record import RecordError, parse_record
    from dobleseis.core.variants import variant

    from ..i18n.words import LANGUAGES, words

    with pytest.raises(Invalid) as lookup:
        variant("x")
    with pytest.raises(RecordError) as record:
        parse_record({"format": "dobleseis/1", "variant": "x", "seed": 1, "actions": []})
    games = ["chiva", "haiti", "duel"]
    assert lookup.value.fields["games"] == record.value.fields["games"] == games
    fields = {"value": "x", "games": games}
    for lang in LANGUAGES:
        said = words(lang, *[(f"errors.{code}", fields) for code in
                             ("no_such_variant", "record_variant", "variant_missing")])  # fmt: skip
        for sentence in said:
            assert all(g in sentence for g in games), (lang, sentence)
