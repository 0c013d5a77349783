"""Redis pub/sub between processes: "table X is at version N".

Several processes serving the same tables each tell their own listeners (the devices connected
to them) when a table changes. A change made through one process must reach the devices of the
others too: the relay publishes every change on Redis (channel ``dobleseis:table:ID``, the
message ``VERSION SENDER``), and each process's relay hears every table's channel and hands what
the other processes said to ``deliver(id, version)`` (its own announcements it has delivered
already). A listener then reads the table from the store, as it would
for a change made in its own process, so the message carries no game data at all.

Pub/sub delivers only to whoever is connected: whatever was published while a process had lost
Redis (Redis restarting, the network between) is gone for it. So each time the relay has
(re)subscribed it calls ``resync()``, and the listeners catch up from the store, which has
every change. Publishing is best effort in the same way: a change is committed in the store
before it is announced, so an announcement lost with Redis loses nothing, it is only late.
"""

from __future__ import annotations

import logging
import re
import secrets
import threading
from collections.abc import Callable

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

CHANNEL = "dobleseis:table:"
MESSAGE = re.compile(r"(-?\d{1,18}) (\w+)")
"""A version (-1: the table was deleted) and the sending relay's name."""
log = logging.getLogger(__name__)


def connect(url: str) -> redis.Redis:
    """A client that reports a lost connection instead of retrying behind the relay's back
    (a silent reconnection would hide the gap that ``resync`` must fill)."""
    return redis.Redis.from_url(
        url,
        decode_responses=True,
        retry=Retry(NoBackoff(), 0),
        socket_connect_timeout=5,
        socket_timeout=None,  # the subscriber waits for messages as long as there are none
        health_check_interval=10,  # ...but pings a quiet connection to find one that died
    )


class Subscription:
    """Every message on the channels ``prefix``* of Redis ``url``, heard in a thread of its own.

    ``hear(rest, data)`` is called for each message (``rest``: the channel after ``prefix``),
    ``subscribed()`` each time the subscription is confirmed (at start and after Redis came
    back: nothing published from then on is missed, what was published before may have been)
    and ``lost()`` when it is lost; all in the subscription's thread, one at a time: they
    should hand over and return."""

    def __init__(
        self,
        url: str,
        prefix: str,
        hear: Callable[[str, str], None],
        subscribed: Callable[[], None],
        lost: Callable[[], None] = lambda: None,
        retry: float = 2.0,
    ) -> None:
        self._client = connect(url)
        self._prefix = prefix
        self._hear, self._subscribed, self._lost = hear, subscribed, lost
        self._retry = retry
        self._closed = threading.Event()
        self._listening = threading.Event()
        name = "dobleseis-" + prefix.strip(":").rsplit(":", 1)[-1]  # dobleseis-table, ...
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def wait_listening(self, timeout: float) -> bool:
        """Block until subscribed and ``subscribed`` was called (after a start or a
        reconnection)."""
        return self._listening.wait(timeout)

    def close(self) -> None:
        self._closed.set()
        self._thread.join(10)
        self._client.close()

    def _run(self) -> None:
        delay = 0.05
        while not self._closed.is_set():
            pubsub = self._client.pubsub()
            try:
                pubsub.psubscribe(self._prefix + "*")
                confirmed = pubsub.get_message(timeout=5)
                if confirmed is None or confirmed["type"] != "psubscribe":
                    raise redis.ConnectionError("Redis did not confirm the subscription")
                self._subscribed()
                self._listening.set()
                delay = 0.05
                while not self._closed.is_set():
                    message = pubsub.get_message(timeout=0.5)
                    if message is not None and message["type"] == "pmessage":
                        self._heard(message["channel"], message["data"])
            except Exception as e:  # Redis lost, or catching up failed (the store away, say)
                if not isinstance(e, redis.RedisError):
                    log.exception("could not catch up after subscribing; trying again")
                elif self._listening.is_set():
                    log.warning("lost Redis, catching up when it is back: %s", e)
                self._listening.clear()
                self._lost()
                self._closed.wait(delay)
                delay = min(delay * 2, self._retry)
            finally:
                try:
                    pubsub.close()
                except redis.RedisError:
                    pass

    def _heard(self, channel: str, data: str) -> None:
        try:
            self._hear(channel[len(self._prefix) :], data)
        except Exception:  # a listener's failure is its own: the others still hear
            log.exception("a listener failed on %s", channel)


class Relay:
    """Announce changes to every other process on Redis ``url`` and hear theirs.

    ``deliver(id, version)`` and ``resync()`` are called in the relay's own thread, one at a
    time: they should hand over and return (e.g. ``loop.call_soon_threadsafe``)."""

    def __init__(
        self,
        url: str,
        deliver: Callable[[str, int], None],
        resync: Callable[[], None],
        retry: float = 2.0,
    ) -> None:
        self._client = connect(url)
        self.name = secrets.token_hex(8)
        self._deliver = deliver
        # subscribed: nothing published from here on is missed, and whatever was published
        # before is in the store
        self._subscription = Subscription(url, CHANNEL, self._hear, resync, retry=retry)

    def announce(self, id: str, version: int) -> bool:
        """Tell every other process that table ``id`` is at ``version``; False if Redis could
        not be reached (the other processes catch up when their relay is back)."""
        try:
            self._client.publish(CHANNEL + id, f"{version} {self.name}")
            return True
        except redis.RedisError as e:
            log.warning("cannot announce table %s version %s: %s", id, version, e)
            return False

    def wait_listening(self, timeout: float) -> bool:
        """Block until the relay is subscribed and has called ``resync`` (after a start or a
        reconnection)."""
        return self._subscription.wait_listening(timeout)

    def close(self) -> None:
        self._subscription.close()
        self._client.close()

    def _hear(self, id: str, data: str) -> None:
        said = MESSAGE.fullmatch(data)
        if said is None:
            log.warning("ignored a message on table %s: %r", id, data)
        elif said[2] != self.name:
            self._deliver(id, int(said[1]))
