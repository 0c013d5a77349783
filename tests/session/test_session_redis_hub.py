"""The hub for several processes, on a real redis-server and PostgreSQL: a publication reaches
this process's listeners at once (Redis or not) and another process's through Redis; after
Redis restarts, the other process's listeners are told every table as the store has it."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading

import pytest

from dobleseis.session import TableService
from dobleseis.session.cluster.redis_hub import RedisHub, store_versions
from dobleseis.session.stores.postgres import PostgresStore

from .helpers import Board, C

LIMIT = 60.0
"""Seconds to wait for the other process (a safety limit, not a pace)."""

OTHER = """
import sys
from dobleseis.session.stores.postgres import PostgresStore
from dobleseis.session.cluster.redis_hub import RedisHub, store_versions
from tests.session.helpers import Board

redis_url, db = sys.argv[1:3]
store = PostgresStore(db)
board = Board()
board.subscribe(None, lambda id, version: print(f"{id} {version}", flush=True))
hub = RedisHub(redis_url, board, store_versions(store))
hub.wait_listening(60)
print("listening", flush=True)
sys.stdin.read()  # until the test closes it
hub.close()
store.close()
"""


@pytest.fixture
def other(redis_server, pg_url):
    """Another process with a Redis hub on the same Redis and database; ``line()`` is the next
    thing its listener heard (``TABLE VERSION``)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", OTHER, redis_server.url, pg_url],
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
    yield proc
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
    hub = RedisHub(redis_server.url, board, store_versions(store))
    try:
        tables = TableService(store)
        assert other.line() == "listening" and hub.wait_listening(LIMIT)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=4)

        def move() -> int:
            new, _ = tables.change(t.id, tables.get(t.id).version, lambda t: t.computer())
            hub.publish(t.id, new.version)
            return new.version

        heard.clear()  # what the start's catching up told
        assert move() == 1 and heard == [(t.id, 1)]  # here at once, and once
        assert other.line() == f"{t.id} 1"
        redis_server.stop()
        assert move() == 2 and heard[-1] == (t.id, 2)  # this process still hears its own
        redis_server.start()
        assert other.line() == f"{t.id} 2"  # caught up from the store
        assert hub.wait_listening(LIMIT)
        hub.publish("gone", -1)
        assert other.line() == "gone -1"
        other.stdin.close()
        assert other.wait(LIMIT) == 0
    finally:
        hub.close()
        store.close()
