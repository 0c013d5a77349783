"""The hub for several processes, on a real redis-server and PostgreSQL: a publication reaches
this process's listeners at once (Redis or not) and, through Redis, another process's that
listen to the table (none that do not); when it starts to listen, and after Redis restarts, the
other process's listeners are told the table as the store has it."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading

import pytest

from dobleseis.session import TableService
from dobleseis.session.cluster.redis_hub import RedisHub, store_version
from dobleseis.session.stores.postgres import PostgresStore

from .helpers import Board, C

LIMIT = 60.0
"""Seconds to wait for the other process (a safety limit, not a pace)."""

OTHER = """
import sys
from dobleseis.session.stores.postgres import PostgresStore
from dobleseis.session.cluster.redis_hub import RedisHub, store_version
from tests.session.helpers import Board

redis_url, db, table = sys.argv[1:4]
store = PostgresStore(db)
board = Board()
board.subscribe(None, lambda id, version: print(f"{id} {version}", flush=True))
hub = RedisHub(redis_url, board, store_version(store))
hub.wait_listening(60)
print("listening", flush=True)
hub.subscribe(table, lambda id, version: None)  # its listeners of every table hear it too
sys.stdin.read()  # until the test closes it
hub.close()
store.close()
"""


@pytest.fixture
def other(redis_server, pg_url):
    """Start another process with a Redis hub on the same Redis and database, listening to
    one table; ``line()`` is the next thing its listener of every table heard (``TABLE
    VERSION``)."""
    started = []

    def start(table: str) -> subprocess.Popen:
        proc = subprocess.Popen(
            [sys.executable, "-c", OTHER, redis_server.url, pg_url, table],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        lines: queue.Queue[str] = queue.Queue()

        def read() -> None:
            for said in proc.stdout:
                lines.put(said.strip())

        threading.Thread(target=read, daemon=True).start()

        def line() -> str:
            try:
                return lines.get(timeout=LIMIT)
            except queue.Empty:
                pytest.fail("the other process heard nothing")

        proc.line = line
        started.append(proc)
        return proc

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.wait(LIMIT)


def test_a_change_reaches_both_processes_and_after_redis_restarts_the_store_catches_up(
    redis_server, pg_url, other
):
    store = PostgresStore(pg_url)
    heard: list[tuple[str, int]] = []
    board = Board()
    board.subscribe(None, lambda id, version: heard.append((id, version)))
    hub = RedisHub(redis_server.url, board, store_version(store))
    try:
        tables = TableService(store)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=4)
        elsewhere = tables.create("chiva", seats=(C, C, C, C), level="random", seed=5)
        listening = other(t.id)
        assert listening.line() == "listening" and hub.wait_listening(LIMIT)
        assert listening.line() == f"{t.id} 0"  # listening to it: told it as the store has it

        def move(table) -> int:
            new, _ = tables.change(table.id, tables.get(table.id).version, lambda t: t.computer())
            hub.publish(table.id, new.version)
            return new.version

        assert move(elsewhere) == 1  # not a table the other process listens to
        assert move(t) == 1 and heard == [(elsewhere.id, 1), (t.id, 1)]  # here at once, once
        assert listening.line() == f"{t.id} 1"  # and only that one there
        redis_server.stop()
        assert move(t) == 2 and heard[-1] == (t.id, 2)  # this process still hears its own
        redis_server.start()
        assert listening.line() == f"{t.id} 2"  # caught up from the store
        assert hub.wait_listening(LIMIT)
        hub.publish(t.id, -1)
        assert listening.line() == f"{t.id} -1"
        listening.stdin.close()
        assert listening.wait(LIMIT) == 0
    finally:
        hub.close()
        store.close()
