"""What a lobby costs with many public tables on SQLite, read from the tables or their summaries.

``PublicService.lobby`` lists the public tables still to be played (``GET /api/public/lobby``,
and the live lobby at most twice a second). It used to rebuild every listed table
(``store.get``) to ask it its row: a table in no cache (on a server of several processes most
of them, after a restart all, and beyond the cache's 512) is rebuilt from its record, its whole
match replayed. It now reads each table's row from its stored summary, written with each change.

This bench fills a SQLite store with ``--tables`` public tables: half of them matches being
played (``--moves`` actions each, a match some hands in), half a host's tables waiting for
players; then times, side by side, the lobby as it was built (every listed table rebuilt and
asked its row: ``public_tables``), with an empty cache (a new store on the file: another
process, or the server restarted) and by the process that made them all (its cache holds the
512 latest: every table up to 512), and the lobby as it is built now, with an empty cache: the
best of ``--repeat`` runs each, in milliseconds.

    .venv/bin/python bench/lobby.py                       # 400 tables
    .venv/bin/python bench/lobby.py --tables 100 --moves 60
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root

from dobleseis.session import SqliteStore, TableService  # noqa: E402
from dobleseis.session.keys import key_of  # noqa: E402
from dobleseis.session.public import PublicService  # noqa: E402
from dobleseis.session.table import Table  # noqa: E402
from dobleseis.session.table.wire import lobby_json  # noqa: E402


def played(table: Table, moves: int) -> Table:
    """``table`` after ``moves`` more actions (the first legal one, each seat in turn), or up
    to its last one: a match over is not listed."""
    for _ in range(moves):
        first = table.state.legal()[0]
        human = table.is_human(first.seat)
        after = table.act(first.seat, first) if human else table.computer(first)[0]
        if after.state.over:
            break
        table = after
    return table


def playing(public: PublicService, n: int, moves: int) -> int:
    """A quick match of two profiles and two computers, ``moves`` actions in (fewer if its
    match would end): how many."""
    a, b = (public.make_profile(f"Player {n}{x}", "🐢")[1] for x in "ab")
    seated = public.quick(key_of(a), "chiva" if n // 2 % 2 else "haiti", level="random")
    public.quick(key_of(b), seated.table.variant)
    begun = public.start(seated.table.id, frozenset({key_of(seated.secret)}))
    table = played(begun, moves)
    public.tables.store.put(table, expect=begun.version)
    return table.cursor


def waiting(public: PublicService, n: int) -> None:
    """A host's table listed in the lobby, its three other seats free."""
    variant = "haiti" if n // 2 % 2 else "chiva"
    opened = public.tables.open(variant, seats=("here", *["invited"] * 3),
                                names=(f"Host {n}", None, None, None))  # fmt: skip
    keys = frozenset({key_of(opened.host)})
    public.make_public(opened.table.id, keys, True, "es")


def the_old_lobby(public: PublicService) -> list[dict]:
    """The lobby's rows as they were built: every listed table rebuilt and asked."""
    return [lobby_json(t) for t in public.public_tables("public:")]


def best_ms(build: Callable[[PublicService], object],
            service: Callable[[], AbstractContextManager[PublicService]],
            repeat: int) -> float:  # fmt: skip
    """The best time of ``build`` over ``repeat`` runs, each on the service ``service()``
    opens (not timed)."""
    best = float("inf")
    for _ in range(repeat):
        with service() as public:
            start = time.perf_counter()
            build(public)
            best = min(best, time.perf_counter() - start)
    return best * 1000


@contextmanager
def fresh(path: Path) -> Iterator[PublicService]:
    """Public play on a new store on the file: nothing cached, as in another process."""
    store = SqliteStore(path)
    try:
        yield PublicService(TableService(store))
    finally:
        store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=400)
    parser.add_argument("--moves", type=int, default=150)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as place:
        path = Path(place) / "lobby.sqlite3"
        maker = PublicService(TableService(SqliteStore(path)))
        actions = [playing(maker, n, args.moves) for n in range(1, args.tables, 2)]
        for n in range(0, args.tables, 2):
            waiting(maker, n)
        rows = sorted(map(repr, maker.lobby()["tables"]))
        assert rows == sorted(map(repr, the_old_lobby(maker))) and len(rows) == args.tables
        cached = best_ms(the_old_lobby, lambda: nullcontext(maker), args.repeat)
        old = best_ms(the_old_lobby, lambda: fresh(path), args.repeat)
        new = best_ms(lambda p: p.lobby(), lambda: fresh(path), args.repeat)
        maker.tables.store.close()
    print(
        f"{args.tables} public tables on SQLite ({len(actions)} being played,"
        f" {sum(actions) / len(actions):.0f} actions in on average), best of {args.repeat}:"
    )
    print(f"  every table asked, empty cache:          {old:9.1f} ms")
    print(f"  every table asked, the maker's cache:    {cached:9.1f} ms")
    print(f"  the summaries read (now), empty cache:   {new:9.1f} ms")


if __name__ == "__main__":
    main()
