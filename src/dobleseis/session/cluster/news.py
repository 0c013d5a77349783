"""Live news of a table for the connections of every process, through Redis pub/sub: what is
told once and never stored (a quick reaction, a hand's review kept), unlike a table's changes,
which each process reads again from the store (``relay``).

Each kind of news has its channels (``prefix`` and the table's id); every process listens to
all of them (one pattern, whatever tables its devices watch: such news is rare and small), and
hands what the other processes said to its own listeners, which tell their devices. A process
tells its own listeners itself, at once, so it skips its own messages (each carries its
sender's name). News published while Redis is away is lost, as a word said to a table nobody
hears: nothing of a table's truth is in it."""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable
from typing import Protocol

import redis

from .client import Health, connect

AGAIN = 1.0
"""Seconds between two attempts to listen to Redis again while it is away."""
ERRORS = (redis.RedisError, OSError)
"""Redis away, as a publication or the subscription finds it."""


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
    each time (``client.ANSWER_WITHIN``), and ``outage`` says Redis away and back."""

    def __init__(self, url: str, prefix: str, heard: Callable[[str, dict], None],
                 health: Health | None = None, outage: Outage | None = None) -> None:  # fmt: skip
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
        self._client = connect(url)  # its subscription's
        self._teller = connect(url, health)  # a stalled Redis: the news is lost, nobody waits
        self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
        self._pubsub.psubscribe(**{prefix + "*": self._message})
        # each time the subscription's connection is made again (redis-py subscribes it again)
        self._pubsub.connection.register_connect_callback(self._back)
        self._thread = self._pubsub.run_in_thread(
            sleep_time=1.0, daemon=True, exception_handler=self._lost
        )

    def publish(self, table_id: str, news: dict) -> None:
        """Tell the other processes (best effort: Redis away, their devices miss it)."""
        try:
            self._teller.publish(self._prefix + table_id, json.dumps({**news, "from": self._name}))
        except ERRORS as e:
            self._away(e)

    def _message(self, message: dict) -> None:
        news = json.loads(message["data"])
        if news.pop("from") != self._name:
            self._heard(message["channel"][len(self._prefix) :], news)

    def _lost(self, error: Exception, pubsub, thread) -> None:
        """Redis went away: wait, and let the next read connect again (unless closing). Said
        once, not at each attempt."""
        if self._closing:
            return
        self._away(error)
        time.sleep(AGAIN)  # the listening thread's own retry, not a pause of anyone

    def _back(self, connection) -> None:
        """The subscription's connection is made again: Redis is back (said once)."""
        self._heard_again()

    def close(self) -> None:
        self._closing = True
        self._thread.stop()  # the listening thread closes its subscription as it ends
        self._thread.join(timeout=10)
        self._teller.close()
        self._client.close()
