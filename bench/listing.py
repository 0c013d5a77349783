"""What listing keys by their start costs on PostgreSQL (the lobby, each process's clock).

``PostgresStore.listed`` reads ``keys`` by a prefix (``public:``, ``unrated:``, ``quick:...``)
at every lobby request and every second of every process's clock. The primary key's index
serves a prefix only under the "C" collation; a host's database is often made in a language's
(ICU's en-US here). This bench starts a PostgreSQL of its own, fills a ``keys`` table shaped as
the store's with ``--matches`` matches (three hashed secrets and a code each, 50 of them public),
and times the listing side by side under both collations, without and with the prefix index of
schema step 7 (``text_pattern_ops``): the best of ``--repeat`` runs each, in milliseconds.

    .venv/bin/python bench/listing.py                     # 100,000 matches
    .venv/bin/python bench/listing.py --matches 20000
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root: bench.servers

from bench.servers import Postgres  # noqa: E402

LISTING = "SELECT match_id FROM keys WHERE starts_with(key, %s)"  # as PostgresStore.listed
COLLATIONS = {
    "C": "LOCALE 'C'",
    "ICU en-US": "LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.utf8'",
}


def filled(conn: psycopg.Connection, matches: int) -> None:
    conn.execute("""CREATE TABLE keys (key text NOT NULL, match_id text NOT NULL,
                                       PRIMARY KEY (key, match_id))""")
    conn.execute(
        """INSERT INTO keys
                    SELECT encode(sha256((i * 4 + s)::text::bytea), 'hex'), 'm' || i
                    FROM generate_series(1, %s) i, generate_series(0, 2) s""",
        (matches,),
    )
    conn.execute("INSERT INTO keys SELECT 'code:' || i, 'm' || i FROM generate_series(1, %s) i",
                 (matches,))  # fmt: skip
    conn.execute("INSERT INTO keys SELECT 'public:m' || i, 'm' || i FROM generate_series(1, 50) i")
    conn.execute("ANALYZE keys")


def best_ms(conn: psycopg.Connection, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        conn.execute(LISTING, ("public:",)).fetchall()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    server = Postgres()
    server.start()
    try:
        print(f"{args.matches:,} matches ({args.matches * 4 + 50:,} keys), best of {args.repeat}")
        for n, (name, locale) in enumerate(COLLATIONS.items()):
            with psycopg.connect(server.url(), autocommit=True) as conn:
                conn.execute(f"CREATE DATABASE d{n} {locale} TEMPLATE template0")
            with psycopg.connect(server.url(f"d{n}"), autocommit=True) as conn:
                filled(conn, args.matches)
                without = best_ms(conn, args.repeat)
                conn.execute("CREATE INDEX keys_prefix ON keys (key text_pattern_ops)")
                conn.execute("ANALYZE keys")
                print(f"{name:>10}: {without:8.3f} ms without the prefix index, "
                      f"{best_ms(conn, args.repeat):7.3f} ms with it")  # fmt: skip
    finally:
        server.remove()


if __name__ == "__main__":
    main()
