"""bench/paired.py compares two arena runs deal by deal, and refuses what cannot be compared."""

import json
import math
import statistics

import pytest
from bench_scripts import load

from dobleseis.cli import main as dobleseis

paired = load("paired")


def record(tmp_path, name: str, *args: str) -> str:
    path = tmp_path / f"{name}.jsonl"
    assert dobleseis(["arena", "--variant", "haiti", "--pairs", str(path), *args]) == 0
    return str(path)


def test_two_players_on_the_same_deals_are_compared_deal_by_deal(tmp_path, capsys):
    before = record(tmp_path, "random", "--team13", "random", "--deals", "12", "--seed", "4")
    # the second run stops short and starts later: only the deals both hold are compared
    after = record(
        tmp_path, "basic", "--team13", "basic", "--deals", "8", "--first", "6", "--seed", "4"
    )
    capsys.readouterr()
    assert paired.main([before, after, "--json"]) == 0
    r = json.loads(capsys.readouterr().out)

    def scores(path):
        lines = map(json.loads, open(path))
        return {d["deal"]: (d["as13"] + d["as24"]) / 2 for d in lines}

    a, b = scores(before), scores(after)
    deals = range(6, 12)
    diff = [b[k] - a[k] for k in deals]
    assert r["deals"] == 6
    assert r["before"]["a"] == "random" and r["after"]["a"] == "basic"
    assert r["before"]["score"] == round(statistics.fmean(a[k] for k in deals), 4)
    assert r["difference"] == round(statistics.fmean(diff), 4)
    assert r["half_interval"] == round(1.96 * statistics.stdev(diff) / math.sqrt(6), 4)
    assert paired.main([before, after]) == 0
    out = capsys.readouterr().out
    assert "haiti, seed 4: 6 deals in both runs" in out and "paired per deal" in out


def test_a_player_against_itself_with_its_luck_drawn_anew(tmp_path, capsys):
    """``--luck`` plays the same deals with the bots' seeds drawn again: the same player then
    scores differently, deal by deal, and the comparison says which run had which luck."""
    args = ("--team13", "random", "--deals", "10", "--seed", "4")
    before = record(tmp_path, "luck0", *args)
    again = record(tmp_path, "luck1", *args, "--luck", "1")
    capsys.readouterr()
    assert paired.main([before, again, "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["deals"] == 10 and r["before"]["luck"] == 0 and r["after"]["luck"] == 1
    assert [json.loads(line)["luck"] for line in open(again)] == [1] * 10
    assert paired.main([before, again]) == 0
    out = capsys.readouterr().out
    assert "before: random against random: " in out
    assert "after:  random against random (luck 1): " in out


def test_what_cannot_be_compared_is_refused_in_one_line(tmp_path, capsys):
    seed4 = record(tmp_path, "a", "--team13", "basic", "--deals", "3", "--seed", "4")
    seed5 = record(tmp_path, "b", "--team13", "basic", "--deals", "3", "--seed", "5")
    late = record(tmp_path, "c", "--team13", "basic", "--deals", "2", "--first", "3", "--seed", "4")
    matches = record(
        tmp_path, "d", "--team13", "basic", "--deals", "0", "--matches", "2", "--seed", "4"
    )
    junk = tmp_path / "junk.jsonl"
    junk.write_text('{"deal": 1}\n')
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    capsys.readouterr()
    for args, message in [
        ((seed4, seed5), "not the same deals: seed 4 against 5"),
        ((seed4, late), "0 deal in both files"),
        ((seed4, matches), "not the same deals: unit hand against match"),
        ((seed4, str(junk)), "junk.jsonl, line 1: not a line of arena --pairs"),
        ((seed4, str(empty)), "empty.jsonl holds no deal"),
        ((seed4, str(tmp_path / "none.jsonl")), "cannot read"),
    ]:
        assert paired.main(list(args)) == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1, err


def test_one_file_mixing_two_games_is_refused(tmp_path, capsys):
    mixed = tmp_path / "mixed.jsonl"
    line = {
        "variant": "haiti",
        "seed": 4,
        "unit": "hand",
        "a": "basic",
        "b": "random",
        "work": None,
    }
    mixed.write_text(
        json.dumps({**line, "deal": 0, "as13": 1.0, "as24": 0.0})
        + "\n"
        + json.dumps({**line, "seed": 5, "deal": 1, "as13": 1.0, "as24": 0.0})
        + "\n"
    )
    with pytest.raises(paired.Refused, match="line 2: other deals than line 1's"):
        paired.load(str(mixed))
