"""``dobleseis arena``: duplicate deals, a reproducible report, clear errors."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from dobleseis import arena
from dobleseis.cli import main


def test_strong_beats_random_on_a_fixed_set_of_deals():
    """A fifth of the server's budget (the full one is the benches' to measure: bench/README.md,
    "Arena") already wins about four hands in five."""
    report = arena.run("chiva", "strong", "random", deals=12, seed=1, work=20_000)
    r = report["result"]
    assert r["won"] + r["tied"] + r["lost"] == 24  # every deal twice
    assert r["score"] > 0.6, r
    assert report["work"] == 20_000


def test_the_budget_of_work_is_the_strong_level_s_and_said_in_the_report(capsys, monkeypatch):
    from dobleseis.ai import search

    searched, estimate = [], search.estimate
    monkeypatch.setattr(
        search, "estimate", lambda v, s, b: searched.append(b.work) or estimate(v, s, b)
    )
    one = arena.run("haiti", "strong", "basic", deals=1, seed=4, work=0)
    assert one["work"] == 0
    assert searched and set(searched) == {0}
    assert arena.run("haiti", "basic", "random", deals=1, seed=4)["work"] is None
    assert main(["arena", "--deals", "1", "--work", "-1"]) == 2
    assert "--work must be 0 or more" in capsys.readouterr().err


def test_a_bot_against_itself_scores_exactly_even_on_duplicate_deals():
    # the same bot on both sides of a duplicate pair: each deal is won once and lost once
    report = arena.run("haiti", "basic", "basic", deals=10, seed=3)
    assert report["result"]["score"] == 0.5
    assert report["result"]["interval"] == [0.5, 0.5]


def test_the_same_seed_gives_the_same_report_apart_from_the_clock():
    one = arena.run("haiti", "basic", "random", deals=6, seed=9)
    two = arena.run("haiti", "basic", "random", deals=6, seed=9)
    assert one["result"] == two["result"]


def test_a_bot_cannot_work_out_the_deal_from_its_seed():
    """The seeds bots are handed are hashes: none lies a small step from a multiple of the
    match seed (as ``match_seed * 7919 + k`` did, which gave the match seed, and with it every
    hidden hand, back by division), and each decision of a deal gets its own."""
    seen: list[int] = []

    def spy(view, seed):
        seen.append(seed)
        return arena.bot("random")(view, seed)

    list(arena.played("chiva", (spy, spy), (arena.Clock(), arena.Clock()), 3, 5, False))
    matches = [arena.Rng(f"dobleseis arena chiva 5 {i}").next64() >> 11 for i in range(3)]
    assert len(seen) > 60 and len(set(seen)) == len(seen) // 2  # each deal is played twice
    for s in seen:
        for m in matches:
            assert all(not 0 <= s - m * c < 10_000 for c in range(1, 10_000))


def test_luck_draws_the_bots_seeds_anew_on_the_same_deals():
    """Luck 0 is the arena's draw as it always was (every recorded run replays); another luck
    gives every decision another seed and leaves the deals alone."""
    assert arena.bot_seed(77, 3) == arena.Rng("dobleseis arena bot 77 3").next64() >> 11
    assert arena.bot_seed(77, 3, 0) == arena.bot_seed(77, 3)
    assert arena.bot_seed(77, 3, 1) not in (arena.bot_seed(77, 3), arena.bot_seed(77, 3, 2))
    clocks = (arena.Clock(), arena.Clock())
    bots = (arena.bot("random"), arena.bot("random"))
    runs = {
        luck: list(arena.played("haiti", bots, clocks, 8, 5, False, luck=luck)) for luck in (0, 1)
    }
    for (zero, _), (one, _) in zip(runs[0], runs[1]):
        assert zero.results[0].deal == one.results[0].deal
    assert [p[0].results[0].pips for p in runs[0]] != [p[0].results[0].pips for p in runs[1]]
    report = arena.run("haiti", "random", "random", deals=8, seed=5, luck=1)
    assert report["luck"] == 1 and "seed 5, luck 1" in arena.text(report)
    assert "luck" not in arena.text(arena.run("haiti", "random", "random", deals=2, seed=5))


def test_whole_matches_are_counted_as_matches():
    report = arena.run("chiva", "basic", "random", deals=0, seed=2, matches=2)
    r = report["result"]
    assert report["unit"] == "match" and r["won"] + r["tied"] + r["lost"] == 4


def test_the_command_prints_text_and_json(capsys):
    assert main(["arena", "--team13", "basic", "--team24", "random", "--deals", "3"]) == 0
    out = capsys.readouterr().out
    assert "basic (A) against random (B), 3 duplicate deals, seed 1" in out
    assert "of 6; score" in out and "basic:" in out and "median" in out
    assert (
        main(
            [
                "arena",
                "--variant",
                "haiti",
                "--team13",
                "random",
                "--team24",
                "dominoes-heuristic",
                "--deals",
                "2",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["variant"] == "haiti" and set(report["time"]) == {"random", "dominoes-heuristic"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--deals", "-1"], "--deals must be 0 or more"),
        (["--deals", "0"], "nothing to play"),
        (["--deals", "2", "--matches", "1"], "give --deals or --matches"),
        (["--matches", "1", "--deals", "500"], "give --deals or --matches"),
    ],
)
def test_bad_numbers_are_one_line_errors(capsys, args, message):
    assert main(["arena", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_unknown_bots_are_refused_by_the_parser(capsys):
    with pytest.raises(SystemExit) as e:
        main(["arena", "--team13", "expert"])
    assert e.value.code == 2
    assert "invalid choice: 'expert'" in capsys.readouterr().err


def test_jobs_play_the_same_deals_to_the_same_result(capsys):
    """Deals shared among worker processes, a chunk at a time, are the same deals played the
    same way: the result is the one process's, every decision's time is counted, in order."""
    one = arena.run("chiva", "basic", "random", deals=30, seed=5)
    two = arena.run("chiva", "basic", "random", deals=30, seed=5, progress=True, jobs=2)
    assert two["result"] == one["result"]
    for name in ("basic", "random"):
        assert two["time"][name]["decisions"] == one["time"][name]["decisions"] > 0
    assert "25/30: basic scores" in capsys.readouterr().err
    mirror = arena.run("haiti", "basic", "basic", deals=27, seed=3, jobs=2)
    assert mirror["result"]["score"] == 0.5
    assert (
        mirror["time"]["basic"]["decisions"]
        == arena.run("haiti", "basic", "basic", deals=27, seed=3)["time"]["basic"]["decisions"]
    )
    assert main(["arena", "--deals", "1", "--jobs", "0"]) == 2
    assert "--jobs must be 1 or more" in capsys.readouterr().err


def test_a_run_can_go_on_where_another_stopped_and_record_each_deal(tmp_path, capsys):
    """``first`` starts at a deal's number: deals 20–29 are the last ten of deals 0–29, one
    process or two. ``--pairs`` writes A's score on each deal as it is played (what
    bench/paired.py compares), and the report's score is their mean."""

    def into(kept: list):
        return lambda *deal: kept.append(deal)

    whole: list[tuple[int, float, float]] = []
    arena.run("chiva", "basic", "random", deals=30, seed=5, record=into(whole))
    assert [d[0] for d in whole] == list(range(30))
    for jobs in (1, 2):
        tail: list[tuple[int, float, float]] = []
        report = arena.run(
            "chiva", "basic", "random", 10, 5, jobs=jobs, first=20, record=into(tail)
        )
        assert tail == whole[20:]
        assert report["first"] == 20 and report["deals"] == 10
    pairs = tmp_path / "pairs.jsonl"
    args = ["arena", "--variant", "haiti", "--team13", "basic", "--deals", "6", "--first", "3"]
    assert main([*args, "--seed", "8", "--pairs", str(pairs), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    lines = [json.loads(line) for line in pairs.read_text().splitlines()]
    assert [d["deal"] for d in lines] == [3, 4, 5, 6, 7, 8]
    assert {(d["variant"], d["seed"], d["unit"], d["a"], d["b"], d["work"]) for d in lines} == {
        ("haiti", 8, "hand", "basic", "random", None)
    }
    mean = sum(d["as13"] + d["as24"] for d in lines) / 12
    assert report["result"]["score"] == round(mean, 4)
    assert main([*args, "--seed", "8"]) == 0
    assert "6 duplicate deals (numbers 3–8), seed 8" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--first", "-1"], "--first must be 0 or more"),
        (["--pairs", "/nonexistent/dir/pairs.jsonl"], "cannot write --pairs"),
        pytest.param(
            ["--pairs", "/dev/full"],  # opens, then every write fails: a disk that fills up
            "cannot write --pairs /dev/full: No space left on device (0 lines written)",
            marks=pytest.mark.skipif(not os.path.exists("/dev/full"), reason="Linux's"),
        ),
    ],
)
def test_a_bad_start_or_record_file_is_a_one_line_error(capsys, args, message):
    assert main(["arena", "--team13", "basic", "--deals", "1", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_the_report_says_which_side_of_a_round_figure_a_score_is():
    report = {
        "variant": "chiva",
        "a": "strong",
        "b": "random",
        "seed": 1,
        "unit": "hand",
        "deals": 1000,
        "result": {
            "won": 1563,
            "tied": 32,
            "lost": 405,
            "score": 0.7895,
            "interval": [0.773, 0.806],
        },
        "time": {},
    }
    assert "score 78.95% (95% interval 77.3%–80.6%)" in arena.text(report)


def test_ctrl_c_says_where_a_run_stopped_and_keeps_its_pairs(tmp_path, capsys, monkeypatch):
    """Stopped on its third deal, the arena says how far it got and where --first goes on;
    the two deals' lines written to --pairs stay, whole."""
    scores, calls = arena.scores, []

    def interrupted(pair, whole):
        calls.append(pair)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return scores(pair, whole)

    monkeypatch.setattr(arena, "scores", interrupted)
    pairs = tmp_path / "pairs.jsonl"
    args = ["arena", "--team13", "basic", "--deals", "5", "--first", "10", "--pairs", str(pairs)]
    assert main(args) == 130
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err == (
        "dobleseis: stopped by Ctrl+C after 2 of 5 deals (--first 12 goes on from there)\n"
    )
    assert [json.loads(line)["deal"] for line in pairs.read_text().splitlines()] == [10, 11]


def _ctrl_c_heard() -> None:
    """The command hears Ctrl+C, whatever the test's own process does with it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_in_the_terminal_stops_every_process_without_a_traceback(jobs):
    """Ctrl+C reaches every process of the command: the workers leave it to the arena, which
    stops them and says so in one line (exit status 130), instead of a traceback from each.
    The run is far too long to end by itself; the signal is sent once it is under way."""
    command = [sys.executable, "-m", "dobleseis", "arena", "--team13", "random",
               "--deals", "1000000", "--progress", "--jobs", jobs]  # fmt: skip
    run = subprocess.Popen(command, stderr=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                           start_new_session=True,  # a process group of its own, as in a shell
                           preexec_fn=_ctrl_c_heard)  # fmt: skip
    try:
        assert run.stderr.readline().startswith("25/1000000: random scores")
        os.killpg(run.pid, signal.SIGINT)
        out, err = run.communicate(timeout=60)  # the workers too hold the pipes until they end
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    assert run.returncode == 130 and out == ""
    lines = [line for line in err.splitlines() if "random scores" not in line]
    assert len(lines) == 1 and lines[0].startswith("dobleseis: stopped by Ctrl+C after "), err
