"""The live news between processes (``session.cluster.news``), on a real redis-server that the
tests stop and start: news that stays true (a hand's review kept) published while Redis is
away is said once it is back, to a process that listens again only afterwards too, and once
only; a word of the moment (a quick reaction) is not said late; and what waits for Redis is
bounded."""

from __future__ import annotations

import contextlib
import json
import queue
import threading
import time

import redis

from dobleseis.session.cluster import news
from dobleseis.session.cluster.client import Health
from dobleseis.session.cluster.news import UNSAID_IN_ALL, UNSAID_PER_TABLE, Broadcast

from .test_session_redis_client import LIMIT, until

PREFIX = "dobleseis:test-news:"


def listening(url: str, count: int) -> None:
    """Return once ``count`` processes listen to the news's channels (each tries again every
    ``news.AGAIN`` seconds while Redis is away)."""
    client = redis.Redis.from_url(url)
    try:
        until(lambda: sum(int(c.get("psub", 0)) for c in client.client_list()) >= count,
              f"{count} processes listening")  # fmt: skip
    finally:
        client.close()


@contextlib.contextmanager
def two_processes(url: str, again: bool):
    """Two processes' news on Redis ``url`` (each with its own ``Health``), both listening:
    (one, two, heard by two); closed after."""
    heard: queue.Queue = queue.Queue()
    one = Broadcast(url, PREFIX, lambda *said: None, Health(), again=again)
    two = Broadcast(url, PREFIX, lambda *said: heard.put(said), Health(), again=again)
    try:
        listening(url, 2)
        yield one, two, heard
    finally:
        one.close()
        two.close()


def test_news_kept_while_redis_was_away_reaches_a_process_that_listens_again_after_it(
    redis_server, monkeypatch
):
    """Redis stops; process one keeps a review that it cannot publish, and publishes it once
    it hears Redis back, while process two does not listen yet (the test holds its listening
    thread): two reads it where Redis keeps it when it listens again, once; and, listening
    again after its connection was cut, it is not told again what it heard already."""
    gate, lost = threading.Event(), threading.Event()

    with two_processes(redis_server.url, again=True) as (one, two, heard):

        class Clock:  # the listening threads' pause after Redis was lost
            @staticmethod
            def sleep(seconds: float) -> None:
                if threading.current_thread() is two._thread:
                    lost.set()
                    assert gate.wait(LIMIT)
                else:
                    time.sleep(0.01)

        monkeypatch.setattr(news, "time", Clock)
        redis_server.stop()
        assert lost.wait(LIMIT)  # two lost Redis, and will not listen until the gate opens
        one.publish("t1", {"hand": 1})
        redis_server.start()
        asking = redis.Redis.from_url(redis_server.url)
        until(lambda: asking.llen(PREFIX + "~recent") == 1, "one said it again")
        gate.set()
        assert heard.get(timeout=LIMIT) == ("t1", {"hand": 1})
        one.publish("t1", {"hand": 2})
        assert heard.get(timeout=LIMIT) == ("t1", {"hand": 2})

        lost.clear()
        asking.client_kill_filter(_type="pubsub")  # both lose Redis, which keeps what it kept
        assert lost.wait(LIMIT)
        listening(redis_server.url, 2)
        one.publish("t1", {"hand": 3})
        assert heard.get(timeout=LIMIT) == ("t1", {"hand": 3})  # not 1 and 2 again
        asking.close()


def test_a_word_of_the_moment_told_while_redis_is_away_is_not_said_late(redis_server):
    """A quick reaction published while Redis is away is lost: nothing kept, and once Redis is
    back the next one is the first the other process hears."""
    with two_processes(redis_server.url, again=False) as (one, two, heard):
        redis_server.stop()
        one.publish("t1", {"phrase": "oops"})
        assert one._unsaid == {}
        redis_server.start()
        listening(redis_server.url, 2)
        one.publish("t1", {"phrase": "wow"})
        assert heard.get(timeout=LIMIT) == ("t1", {"phrase": "wow"})


def test_what_waits_for_redis_is_the_last_news_of_each_table_and_bounded_in_all(redis_server):
    """Redis away: of a table's news, the last ``UNSAID_PER_TABLE`` wait to be said; past
    ``UNSAID_IN_ALL`` in all, the table whose news came longest ago gives up its oldest."""
    with two_processes(redis_server.url, again=True) as (one, _, _):
        redis_server.stop()
        for hand in range(1, 11):
            one.publish("t0", {"hand": hand})
        assert [json.loads(m)["hand"] for m in one._unsaid["t0"]] == list(range(3, 11))
        tables = (UNSAID_IN_ALL - UNSAID_PER_TABLE) // UNSAID_PER_TABLE
        for table in range(1, tables + 1):
            for hand in range(1, UNSAID_PER_TABLE + 1):
                one.publish(f"t{table}", {"hand": hand})
        assert sum(map(len, one._unsaid.values())) == UNSAID_IN_ALL
        one.publish("t0", {"hand": 11})  # t0's news came last now: another table gives
        one.publish("tn", {"hand": 1})
        assert [json.loads(m)["hand"] for m in one._unsaid["t0"]] == list(range(4, 12))
        assert len(one._unsaid["t1"]) == UNSAID_PER_TABLE - 1
        assert sum(map(len, one._unsaid.values())) == UNSAID_IN_ALL


def test_news_that_could_not_be_said_again_waits_again(redis_server):
    """Redis lost again as a process says again what waited (it heard Redis back, then lost
    it): that news waits again, before the news kept after it."""
    with two_processes(redis_server.url, again=True) as (one, _, _):
        redis_server.stop()
        one.publish("t1", {"hand": 1})
        one._say_again()  # as the process's health would once Redis is heard back
        one.publish("t1", {"hand": 2})
        assert [json.loads(m)["hand"] for m in one._unsaid["t1"]] == [1, 2]
