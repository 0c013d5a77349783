"""Changes told between processes through a real redis-server: a change announced by one
process reaches another that follows the table at once (and one that does not follow it, never),
and when Redis goes away and comes back, the listeners catch up from the store (PostgreSQL) with
what was done meanwhile."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading

import pytest

from dobleseis.session import TableService
from dobleseis.session.cluster.relay import Relay
from dobleseis.session.stores.postgres import PostgresStore

from .helpers import C

LIMIT = 60.0
"""Seconds to wait for a line from the other process (a safety limit, not a pace)."""

LISTENER = """
import sys, threading
from dobleseis.session.cluster.relay import Relay

redis_url, db, tables = sys.argv[1:4]
store = None
if db != "-":
    from dobleseis.session.stores.postgres import PostgresStore
    store = PostgresStore(db)
said = threading.Lock()
made = threading.Event()  # a message can be heard before Relay() has returned

def say(text):
    with said:
        print(text, flush=True)

def deliver(id, version):
    if store is None:
        say(f"heard {id} {version}")
        if id == "ping":
            made.wait()
            relay.announce("pong", version)
    else:
        say(f"seen {store.get(id).version}")  # the table as the store has it

def joined(ids):
    for id in ids:
        say(f"joined {id}" if store is None else f"seen {store.get(id).version}")

relay = Relay(redis_url, deliver, joined, retry=0.2)
made.set()
for id in tables.split(","):
    relay.follow(id)
sys.stdin.read()  # until the test closes it
relay.close()
"""


class Listener:
    """Another process listening on the relay (with a store: it reports what it reads)."""

    def __init__(self, redis_url: str, db: str = "-", table: str = "-") -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", LISTENER, redis_url, db, table],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        self._lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._lines.put(line.strip())

    def line(self) -> str:
        try:
            return self._lines.get(timeout=LIMIT)
        except queue.Empty:
            pytest.fail("the listening process said nothing")

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(LIMIT)


@pytest.fixture
def listeners():
    started: list[Listener] = []

    def start(*args) -> Listener:
        started.append(Listener(*args))
        return started[-1]

    yield start
    for listener in started:
        if listener.proc.poll() is None:
            listener.proc.kill()
        listener.proc.wait(LIMIT)


def test_a_change_announced_in_one_process_is_heard_in_another_that_follows_it(
    redis_server, listeners
):
    other = listeners(redis_server.url, "-", "k3f9,gone,ping")
    assert {other.line() for _ in range(3)} == {"joined k3f9", "joined gone", "joined ping"}
    heard, joined = queue.Queue(), queue.Queue()
    relay = Relay(redis_server.url, lambda id, v: heard.put((id, v)), joined.put)
    try:
        assert relay.wait_listening(LIMIT)
        relay.follow("pong")
        assert joined.get(timeout=LIMIT) == ["pong"]
        assert relay.announce("k3f9", 7) and relay.announce("gone", -1)
        assert other.line() == "heard k3f9 7" and other.line() == "heard gone -1"
        # a table the other process does not follow: Redis does not send it there
        assert relay.announce("elsewhere", 5) and relay.announce("ping", 3)
        assert other.line() == "heard ping 3"
        # Redis delivers in the order it was told: had this relay heard its own four
        # announcements, they would have come before the other process's answer
        assert heard.get(timeout=LIMIT) == ("pong", 3) and heard.empty()
        other.close()
        assert other.proc.returncode == 0
    finally:
        relay.close()


def test_a_table_is_followed_until_the_last_who_follows_it_stops(redis_server):
    relay = Relay(redis_server.url, lambda id, v: None, lambda ids: None)
    try:
        first, second = relay.follow("k3f9"), relay.follow("k3f9")
        first()
        first()  # stopping twice stops once
        assert relay.followed() == {"k3f9"}
        second()
        assert relay.followed() == set()
    finally:
        relay.close()


def test_after_redis_restarts_listeners_catch_up_from_the_store(redis_server, pg_url, listeners):
    store = PostgresStore(pg_url)
    relay = Relay(redis_server.url, lambda id, v: None, lambda ids: None)
    try:
        tables = TableService(store)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=2)
        other = listeners(redis_server.url, pg_url, t.id)
        assert other.line() == "seen 0"  # subscribed, and caught up
        assert relay.wait_listening(LIMIT)

        def move() -> bool:
            new, _ = tables.change(t.id, tables.get(t.id).version, lambda t: t.computer())
            return relay.announce(t.id, new.version)

        assert move() and other.line() == "seen 1"
        redis_server.stop()
        assert not move() and not move()  # committed, but nobody can be told: versions 2, 3
        redis_server.start()  # empty: what was published before is gone anyway
        assert other.line() == "seen 3"  # its relay is back and read the store
        assert relay.wait_listening(LIMIT) and move() and other.line() == "seen 4"
        other.close()
        assert other.proc.returncode == 0
    finally:
        relay.close()
        store.close()
