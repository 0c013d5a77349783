"""Golden transcripts: seeded full matches replayed by ``dobleseis replay`` must print exactly
what is stored beside them (``golden/*.txt`` and ``*.summary.json``).

The stored outcomes were checked by reading them against docs/RULES.md, and ``referee.py`` (an
independent re-statement of the scoring and opening rules) checks every hand of them again.
"""

import json

import pytest

from dobleseis.cli import main
from dobleseis.core.record import loads, record_of

from .helpers import random_match
from .make_golden import GOLDEN, MATCHES
from .referee import check_match


def test_the_readme_example_exists():
    assert (GOLDEN / "chiva-seed-1.json").is_file()
    assert sorted(p.name for p in GOLDEN.glob("*.json") if ".summary" not in p.name) == sorted(
        f"{name}.json" for name in MATCHES
    )


@pytest.mark.parametrize("name", list(MATCHES))
def test_golden_replay_prints_the_stored_summaries(name, capsys):
    record = str(GOLDEN / f"{name}.json")
    assert main(["replay", record, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    assert json.loads(out) == json.loads((GOLDEN / f"{name}.summary.json").read_text("utf-8"))
    assert main(["replay", record]) == 0
    out, _ = capsys.readouterr()
    assert out == (GOLDEN / f"{name}.txt").read_text("utf-8")


@pytest.mark.parametrize("name", list(MATCHES))
def test_golden_match_obeys_the_referee(name):
    state = loads((GOLDEN / f"{name}.json").read_text("utf-8")).replay()
    assert state.over
    check_match(state)


@pytest.mark.parametrize("name", list(MATCHES))
def test_golden_record_is_what_the_seeded_player_plays(name):
    """Same seed and same decisions give the same match (docs/RULES.md §1.1): the random player
    reproduces the stored record action for action."""
    variant, seed = MATCHES[name]
    stored = json.loads((GOLDEN / f"{name}.json").read_text("utf-8"))
    assert record_of(random_match(variant, seed)) == stored
