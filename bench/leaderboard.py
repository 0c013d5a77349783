"""What a leaderboard costs with many rated profiles, on SQLite and on PostgreSQL.

``PublicService.leaderboard`` reads the best ``BOARD`` ratings of a game (of all time, or of the
profiles who played in the last seven days) with their profiles, and the asker's place on the
whole board. On SQLite every read of the public tables holds the store's lock and the file's
write lock (``BEGIN IMMEDIATE``), so what it costs every move of the server waits for. This bench
fills a real store of each kind (the schema of today, a PostgreSQL of its own) with
``--profiles`` profiles rated in both games, a tenth of them in the last week, and times the
leaderboard's reads side by side without and with the index of the shown rating (SQLite step 7,
PostgreSQL step 8: ``ratings_board``): the best of ``--repeat`` runs each, in milliseconds.

    .venv/bin/python bench/leaderboard.py                     # 100,000 profiles
    .venv/bin/python bench/leaderboard.py --profiles 20000
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root: bench.servers

from bench.servers import Postgres  # noqa: E402
from dobleseis.session.public.kept import SqlKept  # noqa: E402
from dobleseis.session.public.service import BOARD  # noqa: E402
from dobleseis.session.stores import postgres, sqlite  # noqa: E402

RECENT = "2026-12-01T00:00:00Z"
"""The start of the week board's week: a tenth of the profiles were rated after it."""


def index(migrations: tuple[tuple[str, ...], ...]) -> str:
    """The statement of a store's schema that makes the index ``ratings_board``."""
    return next(s for step in migrations for s in step if "INDEX ratings_board" in s)


def filled(kept: SqlKept, profiles: int) -> None:
    """``profiles`` profiles, each rated in both games, with one history row per rating."""
    rng = random.Random(1)
    people, ratings, history = [], [], []
    for n in range(profiles):
        id = f"p{n:07d}"
        at = RECENT.replace("12-01", "12-03") if n % 10 == 0 else "2026-10-01T00:00:00Z"
        people.append((id, f"key{n}", f"Player {n}", "dove", "[]", at))
        for variant in ("chiva", "haiti"):
            mu, sigma = rng.gauss(25, 4), rng.uniform(1.5, 8.3)
            ratings.append((id, variant, mu, sigma, rng.randint(1, 200), at))
            history.append((id, variant, f"m{n}{variant}", mu, sigma, at))

    def work(db) -> None:
        many = db.cursor().executemany
        many(kept._sql("INSERT INTO profiles (id, key, name, avatar, muted, created) "
                       "VALUES (%s, %s, %s, %s, %s, %s)"), people)  # fmt: skip
        many(kept._sql("INSERT INTO ratings (profile_id, variant, mu, sigma, matches, updated) "
                       "VALUES (%s, %s, %s, %s, %s, %s)"), ratings)  # fmt: skip
        many(kept._sql("INSERT INTO rating_history (profile_id, variant, match_id, mu, sigma, at)"
                       " VALUES (%s, %s, %s, %s, %s, %s)"), history)  # fmt: skip
        db.execute("ANALYZE")

    kept.store.run(work)


def board_ms(kept: SqlKept, since: str | None, repeat: int, mine: str) -> float:
    """The best time of the leaderboard's reads: the board with its profiles, and one place."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        assert kept.board("haiti", since, BOARD) and kept.place("haiti", since, mine)
        best = min(best, time.perf_counter() - start)
    return best * 1000


def compare(name: str, kept: SqlKept, migrations: tuple, repeat: int, profiles: int) -> None:
    mine = f"p{profiles // 2 // 10 * 10:07d}"  # a profile of the week, in the middle
    kept.store.run(lambda db: db.execute("DROP INDEX ratings_board"))
    without = [board_ms(kept, since, repeat, mine) for since in (None, RECENT)]
    kept.store.run(lambda db: db.execute(index(migrations)))
    kept.store.run(lambda db: db.execute("ANALYZE"))
    with_it = [board_ms(kept, since, repeat, mine) for since in (None, RECENT)]
    for period, a, b in zip(("all", "week"), without, with_it, strict=True):
        print(f"{name:>10} {period:>4}: {a:8.2f} ms without the index, {b:7.2f} ms with it")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profiles", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    print(f"{args.profiles:,} profiles rated in both games, best of {args.repeat}")
    with tempfile.TemporaryDirectory() as place:
        store = sqlite.SqliteStore(Path(place) / "board.sqlite3")
        kept = SqlKept(store)
        filled(kept, args.profiles)
        compare("SQLite", kept, sqlite.MIGRATIONS, args.repeat, args.profiles)
        store.close()
    server = Postgres()
    server.start()
    try:
        store = postgres.PostgresStore(server.url())
        kept = SqlKept(store)
        filled(kept, args.profiles)
        with psycopg.connect(server.url(), autocommit=True) as conn:
            conn.execute("VACUUM ratings")  # as autovacuum would: an index-only count
        compare("PostgreSQL", kept, postgres.MIGRATIONS, args.repeat, args.profiles)
        store.close()
    finally:
        server.remove()


if __name__ == "__main__":
    main()
