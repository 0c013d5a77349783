"""bench/leaderboard.py runs: it fills a store, drops and makes the store's own index, and
prints a board's times without and with it."""

from bench_scripts import load

from dobleseis.session.public.kept import SqlKept
from dobleseis.session.stores import postgres, sqlite


def test_the_leaderboard_bench_times_a_board_without_and_with_the_store_s_index(tmp_path, capsys):
    bench = load("leaderboard")
    assert "ratings_board" in bench.index(postgres.MIGRATIONS)
    store = sqlite.SqliteStore(tmp_path / "board.sqlite3")
    try:
        kept = SqlKept(store)
        bench.filled(kept, 300)
        bench.compare("SQLite", kept, sqlite.MIGRATIONS, 1, 300)
        indexes = store.run(lambda db: db.execute(
            "SELECT sql FROM sqlite_master WHERE name = 'ratings_board'").fetchall())  # fmt: skip
    finally:
        store.close()
    assert indexes == [(bench.index(sqlite.MIGRATIONS),)]  # made again as the schema makes it
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0].split() for line in lines] == [["SQLite", "all"], ["SQLite", "week"]]
