"""bench/lobby.py runs: it fills a store with public tables, checks that the lobby read from
their summaries is the one the tables give, and prints the times of both."""

import sys

from bench_scripts import load


def test_the_lobby_bench_times_the_lobby_from_the_tables_and_from_their_summaries(
    monkeypatch, capsys
):
    bench = load("lobby")
    argv = ["lobby.py", "--tables", "6", "--moves", "20", "--repeat", "1"]
    monkeypatch.setattr(sys, "argv", argv)
    bench.main()
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("6 public tables on SQLite (3 being played, 20 actions in")
    assert [line.split(":")[0].strip() for line in lines[1:]] == [
        "every table asked, empty cache",
        "every table asked, the maker's cache",
        "the summaries read (now), empty cache",
    ]
