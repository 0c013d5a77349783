"""Changes told between processes through a real redis-server: a change announced by one
process reaches another that follows the table at once (and one that does not follow it, never),
and when Redis goes away and comes back, the listeners catch up from the store (PostgreSQL) with
what was done meanwhile."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time

import pytest

from dobleseis.session import TableService
from dobleseis.session.cluster import client as clients
from dobleseis.session.cluster.client import ANSWER_WITHIN, Health, connect
from dobleseis.session.cluster.relay import ALIVE, CHANNEL, FOLLOWERS, Relay, Subscription
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


def test_after_redis_restarts_listeners_catch_up_from_the_store(
    redis_server, pg_url, listeners, caplog
):
    """What was announced while Redis was away is caught up from the store once it is back; the
    log says once that a change could not be announced, not once a move."""
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
        cannot = [r for r in caplog.records if r.getMessage().startswith("cannot announce")]
        assert len(cannot) == 1, cannot
        redis_server.start()  # empty: what was published before is gone anyway
        assert other.line() == "seen 3"  # its relay is back and read the store
        assert relay.wait_listening(LIMIT) and move() and other.line() == "seen 4"
        other.close()
        assert other.proc.returncode == 0
    finally:
        relay.close()
        store.close()


def test_a_listener_finds_a_frozen_redis_lost_and_listens_again_once_it_answers(redis_server):
    """A frozen Redis (SIGSTOP: its sockets open, nothing answered) sends a subscriber nothing,
    not even an error, while publishers give up on it (``ANSWER_WITHIN``) and what they
    published meanwhile may be lost: the listener asks Redis for a pong, counts it lost when
    none comes (``lost``), and subscribes again once it answers (``subscribed``: its listeners
    catch up)."""
    said = queue.Queue()
    events = Subscription(redis_server.url, "dobleseis:test:", lambda rest, data: None,
                          lambda: said.put("subscribed"), lambda: said.put("lost"),
                          retry=0.2)  # fmt: skip
    try:
        assert said.get(timeout=LIMIT) == "subscribed"
        os.kill(redis_server.proc.pid, signal.SIGSTOP)
        try:
            assert said.get(timeout=2 * ANSWER_WITHIN) == "lost"  # never, without the pong
        finally:
            os.kill(redis_server.proc.pid, signal.SIGCONT)
        while said.get(timeout=LIMIT) != "subscribed":
            pass  # lost again at each attempt while Redis was frozen
    finally:
        events.close()


def test_an_announcement_refused_while_redis_was_silent_is_made_once_it_is_heard(
    redis_server, monkeypatch
):
    """A process that found Redis silent (a command of its left unanswered ``ANSWER_WITHIN``)
    refuses an announcement at once, without asking Redis; it makes it once its listener hears
    Redis again: the other processes may have caught up from the store before that, and would
    never hear of it."""
    import redis

    monkeypatch.setattr(clients, "ANSWER_WITHIN", 0.2)  # a short test: before the clients
    health, joined, heard = Health(), queue.Queue(), queue.Queue()
    a = Relay(redis_server.url, lambda id, v: None, lambda ids: None, health=health)
    b = Relay(redis_server.url, lambda id, v: heard.put((id, v)), joined.put)
    client = connect(redis_server.url, health)
    try:
        b.follow("k3f9")
        assert joined.get(timeout=LIMIT) == ["k3f9"] and a.wait_listening(LIMIT)
        os.kill(redis_server.proc.pid, signal.SIGSTOP)
        try:
            with pytest.raises(redis.TimeoutError):
                client.get("anything")
            assert health.silent and not a.announce("k3f9", 7)  # refused at once
        finally:
            os.kill(redis_server.proc.pid, signal.SIGCONT)
        assert heard.get(timeout=LIMIT) == ("k3f9", 7)
    finally:
        client.close()
        a.close()
        b.close()


def until(condition) -> None:
    """Wait for ``condition`` (something another thread does at its next turn), within LIMIT."""
    deadline = time.monotonic() + LIMIT
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.02)


class Observer:
    """A plain Redis client that hears every table's channel (no relay: it follows nothing),
    and publishes a last word of its own to know that nothing came before it."""

    def __init__(self, url: str) -> None:
        import redis

        self.client = redis.Redis.from_url(url, decode_responses=True)
        self.pubsub = self.client.pubsub()
        self.pubsub.psubscribe(CHANNEL + "*")
        assert self.pubsub.get_message(timeout=LIMIT)["type"] == "psubscribe"

    def heard_before_the_last_word(self) -> list[str]:
        """What was published on the tables' channels before a word published now."""
        self.client.publish(CHANNEL + "~last", "word")
        heard = []
        while (message := self.pubsub.get_message(timeout=LIMIT)) is not None:
            name = message["channel"][len(CHANNEL) :]
            if name == "~last":
                return heard
            if not name.startswith("~"):  # not a relay waking its own thread
                heard.append(f"{name} {message['data']}")
        pytest.fail("the last word never came back")

    def close(self) -> None:
        self.pubsub.close()
        self.client.close()


def test_a_change_is_published_only_while_another_process_follows_the_table(redis_server):
    """A process alone at its table does not hear its own announcements back: Redis publishes
    one only while a relay other than its own follows the table, and stops when that one
    stops following or is closed."""
    observer = Observer(redis_server.url)
    joined_a, joined_b, heard_b = queue.Queue(), queue.Queue(), queue.Queue()
    a = Relay(redis_server.url, lambda id, v: pytest.fail("heard itself"), joined_a.put)
    b = Relay(redis_server.url, lambda id, v: heard_b.put((id, v)), joined_b.put)
    try:
        a.follow("k3f9")
        assert joined_a.get(timeout=LIMIT) == ["k3f9"]
        assert a.announce("k3f9", 1) and a.announce("nobody", 1)
        assert observer.heard_before_the_last_word() == []
        stop = b.follow("k3f9")
        assert joined_b.get(timeout=LIMIT) == ["k3f9"]
        assert a.announce("k3f9", 2)
        assert observer.heard_before_the_last_word() == [f"k3f9 2 {a.name}"]
        assert heard_b.get(timeout=LIMIT) == ("k3f9", 2)
        stop()  # unsubscribed, then no longer in the table's followers: at b's next turn
        until(lambda: not observer.client.sismember(FOLLOWERS + "k3f9", b.name))
        assert a.announce("k3f9", 3)
        assert observer.heard_before_the_last_word() == []
    finally:
        a.close()
        b.close()
        observer.close()


def test_a_follower_whose_process_is_gone_is_not_published_to_and_is_forgotten(redis_server):
    """A relay that died without letting go (SIGKILL) stays in the tables' sets, but its word
    that it is alive lapses: an announcement then publishes nothing for it and forgets it."""
    observer = Observer(redis_server.url)
    redis = observer.client
    redis.sadd(FOLLOWERS + "k3f9", "dead0000dead0000")
    a = Relay(redis_server.url, lambda id, v: None, lambda ids: None)
    try:
        assert a.announce("k3f9", 4)
        assert observer.heard_before_the_last_word() == []
        assert redis.smembers(FOLLOWERS + "k3f9") == set()
    finally:
        a.close()
        observer.close()


def test_a_relay_whose_word_lapsed_follows_again_and_catches_up(redis_server):
    """Had a relay not said it is alive in time (or had Redis lost its keys), the others would
    have stopped publishing to it: when it next says so and Redis did not know it, it adds
    itself to its tables' followers again and catches up from the store (``joined``)."""
    import redis as redis_py

    redis = redis_py.Redis.from_url(redis_server.url, decode_responses=True)
    joined = queue.Queue()
    a = Relay(redis_server.url, lambda id, v: None, joined.put, alive_every=0.05)
    try:
        a.follow("k3f9")
        assert joined.get(timeout=LIMIT) == ["k3f9"]
        assert redis.exists(ALIVE + a.name) and redis.sismember(FOLLOWERS + "k3f9", a.name)
        redis.delete(ALIVE + a.name, FOLLOWERS + "k3f9")  # lapsed, and forgotten by an announcer
        assert joined.get(timeout=LIMIT) == ["k3f9"]
        assert redis.exists(ALIVE + a.name) and redis.sismember(FOLLOWERS + "k3f9", a.name)
    finally:
        a.close()
    assert not redis.exists(ALIVE + a.name)  # closed: gone at once, not in a while
    assert not redis.sismember(FOLLOWERS + "k3f9", a.name)
