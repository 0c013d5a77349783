"""Quick reactions across processes: a reaction told in one process reaches the connections of
another through Redis pub/sub (a real redis-server), once, with its mutes; and Redis away,
crashed or frozen, keeps none waiting."""

from __future__ import annotations

import contextlib
import logging
import os
import queue
import signal
import time

import pytest
import redis

from dobleseis.session.cluster import client as clients, news
from dobleseis.session.public import reactions
from dobleseis.session.public.reactions import Reaction, SharedReactions

LIMIT = 30.0
"""Seconds a message may take: a safety limit only, never a pause."""


def listening(url: str, count: int) -> None:
    """Return once ``count`` processes listen to the reactions' channels."""
    client = redis.Redis.from_url(url)
    for _ in range(3000):
        if sum(int(c.get("psub", 0)) for c in client.client_list()) >= count:
            return
        client.execute_command("PING")
    raise AssertionError("the processes never listened")


@contextlib.contextmanager
def two_processes(url: str):
    """Two processes' reactions on Redis ``url``, both listening, each hearing table t1 in a
    queue of its own: (one, two, heard_one, heard_two); closed after."""
    one, two = SharedReactions(url), SharedReactions(url)
    try:
        listening(url, 2)
        heard_one, heard_two = queue.Queue(), queue.Queue()
        one.subscribe("t1", heard_one.put)
        two.subscribe("t1", heard_two.put)
        yield one, two, heard_one, heard_two
    finally:
        one.close()
        two.close()


def test_a_reaction_reaches_the_other_process_once(redis_server):
    with two_processes(redis_server.url) as (one, two, heard_one, heard_two):
        two.subscribe("t2", lambda r: heard_two.put(("t2", r)))
        said = Reaction(2, "nice_play", "p7", frozenset({3}))
        one.tell("t1", said)
        assert heard_one.get(timeout=LIMIT) == said  # its own process, at once
        assert heard_two.get(timeout=LIMIT) == said  # the other, through Redis
        one.tell("t1", Reaction(1, "wow", None, frozenset()))
        assert heard_two.get(timeout=LIMIT).phrase == "wow"
        assert heard_one.get(timeout=LIMIT).phrase == "wow"
        assert heard_one.empty() and heard_two.empty()  # once each, and not to table t2


def test_a_reaction_told_while_redis_is_frozen_is_given_up_on_at_once(redis_server,
                                                                      monkeypatch):  # fmt: skip
    """Redis frozen (SIGSTOP: alive, answering nothing): a reaction reaches its own process's
    connections and the sender is answered after ``ANSWER_WITHIN``, not as long as Redis is
    frozen (or redis-py's default, 5 s); once Redis answers, the next reaction reaches the
    other process."""
    monkeypatch.setattr(clients, "ANSWER_WITHIN", 0.2)  # a short test
    with two_processes(redis_server.url) as (one, _, heard_one, heard_two):
        os.kill(redis_server.proc.pid, signal.SIGSTOP)
        try:
            start = time.monotonic()
            one.tell("t1", Reaction(2, "oops", None, frozenset()))
            assert time.monotonic() - start < 10 * clients.ANSWER_WITHIN
            assert heard_one.get_nowait().phrase == "oops"
        finally:
            os.kill(redis_server.proc.pid, signal.SIGCONT)
        one.tell("t1", Reaction(2, "wow", None, frozenset()))
        while heard_two.get(timeout=LIMIT).phrase != "wow":
            pass  # the frozen one may come late: told on a connection Redis read once back


def test_a_process_that_found_redis_silent_tells_reactions_without_asking_it(
    redis_server, monkeypatch
):
    """With its process's ``Health`` (``serve``: the cluster's), reactions told while Redis is
    frozen wait for it once: once a command was left unanswered, none asks Redis until the
    process hears it again (its listeners); then the next reaches the other process."""
    from dobleseis.session.cluster.client import Health

    from ..session.counted import Sent

    monkeypatch.setattr(clients, "ANSWER_WITHIN", 0.2)  # a short test: before the clients
    sent, health = Sent(monkeypatch), Health()
    one, two = SharedReactions(redis_server.url, health), SharedReactions(redis_server.url)
    try:
        listening(redis_server.url, 2)
        heard = queue.Queue()
        two.subscribe("t1", heard.put)
        os.kill(redis_server.proc.pid, signal.SIGSTOP)
        try:
            waited = [sent.during(lambda: one.tell("t1", Reaction(2, "oops", None, frozenset())))
                      for _ in range(3)]  # fmt: skip
        finally:
            os.kill(redis_server.proc.pid, signal.SIGCONT)
        assert waited == [1, 0, 0]
        health.answered()  # as the process's listeners do once they hear Redis
        one.tell("t1", Reaction(2, "wow", None, frozenset()))
        while heard.get(timeout=LIMIT).phrase != "wow":
            pass  # the frozen one may come late: told on a connection Redis read once back
    finally:
        one.close()
        two.close()


@pytest.fixture
def waits(monkeypatch) -> list[float]:
    """Each wait of the listening thread after a failed attempt to listen, counted and made
    short (the ``time`` of the news between processes, ``cluster.news``)."""
    waited = []

    class Clock:
        @staticmethod
        def sleep(seconds: float) -> None:
            waited.append(seconds)
            time.sleep(0.01)

    monkeypatch.setattr(news, "time", Clock)
    return waited


def test_redis_away_is_said_once_in_the_log_and_once_when_it_is_back(redis_server, caplog, waits):
    """The listening thread tries again every ``AGAIN`` seconds while Redis is away: the host's
    log says so once, not at each attempt, and once that it works again."""
    shared = SharedReactions(redis_server.url)
    try:
        listening(redis_server.url, 1)
        caplog.clear()
        redis_server.stop()
        until(lambda: len(waits) >= 3)
        redis_server.start()
        until(lambda: any("working again" in r.getMessage() for r in caplog.records))
    finally:
        shared.close()
    said = [r.getMessage() for r in caplog.records if r.name == reactions.__name__]
    assert len(said) == 2, said
    assert said[0].startswith("reactions through Redis: ") and said[0].endswith("; trying again")
    assert said[1] == "reactions through Redis: working again"


def test_with_the_process_s_health_redis_away_is_said_once_for_the_whole_process(
    redis_server, caplog, waits
):
    """``serve`` gives the reactions its process's ``Health``: a Redis that goes away and comes
    back is said once for the process (the cluster's client: lost, back), not a second time by
    the reactions' listener, nor once for each reaction told meanwhile."""
    from dobleseis.session.cluster.client import Health

    shared = SharedReactions(redis_server.url, Health())
    try:
        listening(redis_server.url, 1)
        caplog.clear()
        redis_server.stop()
        until(lambda: len(waits) >= 3)
        for _ in range(3):  # each lost: the other processes' devices miss it
            shared.tell("t1", Reaction(2, "oops", None, frozenset()))
        redis_server.start()
        until(lambda: any("Redis is back" in r.getMessage() for r in caplog.records))
    finally:
        shared.close()
    said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(said) == 2, said
    assert said[0].startswith("lost Redis, catching up when it is back: ")
    assert said[1] == "Redis is back, catching up"
    assert {r.name for r in caplog.records if r.levelno >= logging.WARNING} == {clients.__name__}


def until(condition) -> None:
    """Wait for ``condition`` (what the listening thread does at its next turns), within
    LIMIT."""
    deadline = time.monotonic() + LIMIT
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.01)
