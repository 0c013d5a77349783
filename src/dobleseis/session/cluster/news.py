"""Live news of a table for the connections of every process, through Redis pub/sub: what is
told once (a quick reaction, a hand's review kept), unlike a table's changes, which each
process reads again from the store (``relay``).

Each kind of news has its channels (``prefix`` and the table's id); every process listens to
all of them (one pattern, whatever tables its devices watch: such news is rare and small), and
hands what the other processes said to its own listeners, which tell their devices. A process
tells its own listeners itself, at once, so it skips its own messages (each carries its
sender's name).

A word of the moment (a quick reaction) published while Redis is away is lost, as a word said
to a table nobody hears: said late, it would answer nothing. News that stays true (``again``:
a hand's review kept) is said again instead: what a process could not publish it keeps (the
last ``UNSAID_PER_TABLE`` of a table, ``UNSAID_IN_ALL`` in all, in memory) and publishes once
Redis is back. Since the processes find Redis back each in its own time, a process may publish
before another listens again: such news is also kept in Redis a while (the last ``RECENT``
published, for ``RECENT_FOR`` seconds), and a process that listens again reads what it missed
there; each such news has an id, so none is heard twice."""

from __future__ import annotations

import itertools
import json
import secrets
import threading
import time
from collections.abc import Callable
from typing import Protocol

import redis

from .client import Health, connect

AGAIN = 1.0
"""Seconds between two attempts to listen to Redis again while it is away."""
ERRORS = (redis.RedisError, OSError)
"""Redis away, as a publication or the subscription finds it."""
UNSAID_PER_TABLE = 8
"""News of one table kept while Redis is away, to be published when it is back (the last ones)."""
UNSAID_IN_ALL = 256
"""News kept while Redis is away, all tables together (the tables that had news longest ago give
theirs up first): a public server's memory is not for its players to fill."""
RECENT = 64
"""News kept in Redis for the processes that listen again (``again``), the last ones published."""
RECENT_FOR = 60
"""Seconds news is kept in Redis after the last published: a process that listens again later
misses it (its devices learn of a review when they read the accuracy again)."""
HEARD = 4 * RECENT
"""Ids of news heard, remembered so that none is told twice (more than Redis keeps)."""


class Outage(Protocol):
    """How a news says on its own that Redis is away and back (``session.outage.Outage``, made
    with ``ERRORS`` expected)."""

    def failed(self, error: Exception) -> None: ...

    def worked(self) -> None: ...


class Broadcast:
    """News published on Redis ``url`` (channel ``prefix`` and the table's id: the news, a JSON
    object, with the sending process's name) and heard from the other processes:
    ``heard(table_id, news)``, in the listening thread (it must not block). ``health``: whether
    Redis answers the process (``client.Health``), which says Redis lost and back once for the
    whole process, this news's part in it too; else a publication waits for a stalled Redis
    each time (``client.ANSWER_WITHIN``), and ``outage`` says Redis away and back. ``again``:
    the news stays true, and is said late rather than not at all (the module's docstring)."""

    def __init__(self, url: str, prefix: str, heard: Callable[[str, dict], None],
                 health: Health | None = None, outage: Outage | None = None,
                 again: bool = False) -> None:  # fmt: skip
        # Redis lost and back, said once: by the process's health with the process's other
        # parts (one pair of lines an outage for all), or by this news's own without one
        if health is not None:
            self._away, self._heard_again = health.lost, health.answered
        elif outage is not None:
            self._away, self._heard_again = outage.failed, outage.worked
        else:
            raise ValueError("a Broadcast needs the process's health or an outage of its own")
        self._prefix, self._heard = prefix, heard
        self._closing = False
        self._name = secrets.token_hex(6)
        self._again, self._recent = again, prefix + "~recent"  # (a key: no table's channel)
        self._ids = itertools.count()
        self._lock = threading.Lock()
        self._unsaid: dict[str, list[str]] = {}  # table -> its news not published, in order
        self._known: dict[str, None] = {}  # the ids of the news heard, in order
        self._client = connect(url)  # its subscription's
        self._teller = connect(url, health)  # a stalled Redis: the news is kept or lost
        self._own_outage = health is None
        if again and health is not None:  # (without it: when this news listens again)
            health.when_back(self._say_again)
        self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
        self._pubsub.psubscribe(**{prefix + "*": self._message})
        # each time the subscription's connection is made again (redis-py subscribes it again)
        self._pubsub.connection.register_connect_callback(self._back)
        self._thread = self._pubsub.run_in_thread(
            sleep_time=1.0, daemon=True, exception_handler=self._lost
        )

    def publish(self, table_id: str, news: dict) -> None:
        """Tell the other processes (Redis away: their devices miss a word of the moment, and
        are told the rest once it is back)."""
        said = {**news, "from": self._name}
        if self._again:
            said["id"] = f"{self._name}:{next(self._ids)}"
        message = json.dumps(said)
        try:
            if self._again:
                self._publish([(table_id, message)])
            else:
                self._teller.publish(self._prefix + table_id, message)
        except ERRORS as e:
            if self._again:
                self._keep([(table_id, message)])
            self._away(e)

    def _publish(self, news: list[tuple[str, str]]) -> None:
        """Publish ``news`` (table's id, message) and keep it a while for the processes that do
        not listen yet (one transaction: a process that reads what is kept has missed only what
        is there)."""
        pipe = self._teller.pipeline()
        for table_id, message in news:
            pipe.rpush(self._recent, json.dumps([table_id, message]))
            pipe.publish(self._prefix + table_id, message)
        pipe.ltrim(self._recent, -RECENT, -1)
        pipe.expire(self._recent, RECENT_FOR)
        pipe.execute()

    def _keep(self, news: list[tuple[str, str]]) -> None:
        """Keep ``news`` (the oldest first) to say it when Redis is back, within the bounds."""
        with self._lock:
            self._add(news)

    def _add(self, news: list[tuple[str, str]]) -> None:
        """``_keep``, the lock held: each table's last news, those of the tables that had news
        longest ago given up first."""
        for table_id, message in news:
            kept = self._unsaid.pop(table_id, [])  # and back last: the latest table's
            self._unsaid[table_id] = [*kept, message][-UNSAID_PER_TABLE:]
        over = sum(map(len, self._unsaid.values())) - UNSAID_IN_ALL
        while over > 0:
            oldest = next(iter(self._unsaid))
            dropped = self._unsaid[oldest][:over]
            del self._unsaid[oldest][:over]
            if not self._unsaid[oldest]:
                del self._unsaid[oldest]
            over -= len(dropped)

    def _say_again(self) -> None:
        """Redis is back: publish what could not be (kept again if it is lost again)."""
        with self._lock:
            unsaid, self._unsaid = self._unsaid, {}
        news = [(table_id, message) for table_id, kept in unsaid.items() for message in kept]
        if not news:
            return
        try:
            self._publish(news)
        except ERRORS as e:
            with self._lock:  # before what was kept meanwhile: it is older
                since, self._unsaid = self._unsaid, {}
                self._add(news + [(t, message) for t, kept in since.items() for message in kept])
            self._away(e)

    def _message(self, message: dict) -> None:
        self._hear(message["channel"][len(self._prefix) :], message["data"])

    def _hear(self, table_id: str, data: str) -> None:
        """Another process's news (not this one's, nor one heard already) to the listeners."""
        news = json.loads(data)
        if news.pop("from") == self._name:
            return
        id = news.pop("id", None)
        if id is not None:
            with self._lock:
                if id in self._known:
                    return
                self._known[id] = None
                if len(self._known) > HEARD:
                    del self._known[next(iter(self._known))]
        self._heard(table_id, news)

    def _lost(self, error: Exception, pubsub, thread) -> None:
        """Redis went away: wait, and let the next read connect again (unless closing). Said
        once, not at each attempt."""
        if self._closing:
            return
        self._away(error)
        time.sleep(AGAIN)  # the listening thread's own retry, not a pause of anyone

    def _back(self, connection) -> None:
        """The subscription's connection is made again: Redis is back (said once). News that
        stays true, published while this one did not listen, is read where Redis keeps it."""
        self._heard_again()
        if not self._again:
            return
        if self._own_outage:  # (with the process's health: when it says Redis is back)
            self._say_again()
        try:
            missed = self._teller.lrange(self._recent, 0, -1)
        except ERRORS:  # Redis lost again at once: read at its next connection
            return
        for entry in missed:
            table_id, message = json.loads(entry)
            self._hear(table_id, message)

    def close(self) -> None:
        self._closing = True
        self._thread.stop()  # the listening thread closes its subscription as it ends
        self._thread.join(timeout=10)
        self._teller.close()
        self._client.close()
