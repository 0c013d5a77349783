"""Redis pub/sub between processes: "table X is at version N".

Several processes serving the same tables each tell their own listeners (the devices connected
to them) when a table changes. A change made through one process must reach the devices of the
others too: the relay publishes every change on Redis (channel ``dobleseis:table:ID``, the
message ``VERSION SENDER``), and each process's relay hears the channels of the tables it
follows (``follow``: those its devices watch, those whose computers it plays) and hands what the
other processes said to ``deliver(id, version)`` (its own announcements it has delivered
already). A listener then reads the table from the store, as it would for a change made in its
own process, so the message carries no game data at all. A process hears no table it does not
follow: with many processes, each hears its own tables' changes, not every process's. And a
change is published only when another process follows the table (``Followers``: each relay keeps
in Redis the tables it follows and that it is alive): with nginx sending a table's devices to
one process, that process makes most of the table's changes and is often its only follower,
and would otherwise hear every one of its own announcements back.

Pub/sub delivers only to whoever is subscribed: whatever was published on a channel before the
relay subscribed to it (a table just followed), or while it had lost Redis (Redis restarting
or stalled, the network between), is gone for it. So each time channels are confirmed the
relay calls ``joined(ids)``, and their listeners catch up from the store, which has every
change. Publishing is best effort in the same way: a change is committed in the store before it
is announced, so an announcement lost with Redis loses nothing, it is only late.

A stalled Redis (alive, its sockets open, answering nothing) sends a subscriber no error, while
its publishers give up on it (``client.ANSWER_WITHIN``) and their announcements may be lost: a
listening connection that hears nothing asks Redis for a pong, and counts it lost when none
comes (``PONG_WITHIN``), to catch up as after a crash.

The listeners are also how the process knows Redis answers (``client.Health``, one for the
process): one left unanswered ``ANSWER_WITHIN`` makes Redis silent for every client of the
process, and hearing Redis again ends it; a process says once that it lost Redis, however many
of its listeners did, and once that it is back. An announcement refused meanwhile, without
asking Redis, is made again then (the table's last): it may have been refused after Redis
answered again, once the other processes had caught up. One that Redis left unanswered, or
refused, failed before Redis was back, and every process that lost it catches up after.
"""

from __future__ import annotations

import logging
import re
import secrets
import threading
import time
from collections.abc import Callable

import redis

from .client import ANSWER_WITHIN, Health, Silent, connect

CHANNEL = "dobleseis:table:"
MESSAGE = re.compile(r"(-?\d{1,18}) (\w+)")
"""A version (-1: the table was deleted) and the sending relay's name."""
FOLLOWERS = "dobleseis:followers:"
"""Per table, the set of the relays (by name) that follow its channel."""
ALIVE = "dobleseis:relay:"
"""Per relay, a key that says it is alive while it lasts (``ALIVE_TTL``)."""
ALIVE_TTL = 30
"""Seconds a relay counts as alive unless it says so again: once its process is gone (killed,
say), its tables are no longer published for it, and their sets forget it."""
ALIVE_EVERY = 5.0
"""Seconds between two times a relay says it is alive."""
QUIET = 0.5
"""Seconds a listening connection hears nothing from Redis before it asks Redis for a pong."""
PONG_WITHIN = ANSWER_WITHIN / 2
"""Seconds a listening connection waits for that pong before Redis counts as lost (see the
module's docstring). Half of ``ANSWER_WITHIN``: the pong is asked at most ``QUIET`` and a turn
(half a second each) into a silence, so it has waited this long by the time a publisher that
spoke as the silence began gives up: no silence that may have lost a message goes unseen. A
pong this late makes Redis lost, not silent (``client.Health``): a busy Redis may take that
long."""
ANNOUNCE = """
for _, name in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if name ~= ARGV[2] then
    if redis.call('EXISTS', ARGV[3] .. name) == 1 then
      return redis.call('PUBLISH', KEYS[2], ARGV[1])
    end
    redis.call('SREM', KEYS[1], name)
  end
end
return -1
"""
"""Publish ARGV[1] on the table's channel (KEYS[2]) if a relay other than this one (ARGV[2])
follows it (in KEYS[1], the table's followers) and is alive (its key, ARGV[3] and its name,
exists; one that is not is forgotten). One script: the followers read and the message published
at one moment, so a relay that has just followed either is told or catches up from the store."""
log = logging.getLogger(__name__)


class NoPong(redis.TimeoutError):
    """A pong unanswered for ``PONG_WITHIN``: Redis lost, not yet silent."""


class _Listening:
    """A thread that keeps a pub/sub connection to Redis: ``_connected(pubsub)`` runs on each
    new connection until the listener is closed, and again after each failure (Redis lost, or
    catching up failed), after a pause that doubles up to ``_retry`` seconds while Redis stays
    away. ``_listening`` is set by ``_connected`` once subscribed, cleared when lost. Reading
    with ``_next`` finds a stalled Redis lost too. What it hears of Redis, and what it does not,
    it tells ``_health``."""

    _client: redis.Redis
    _retry: float
    _lost: Callable[[], None]
    _health: Health

    def _start(self, name: str) -> None:
        self._closed = threading.Event()
        self._listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def wait_listening(self, timeout: float) -> bool:
        """Block until subscribed, and what was to be done then done (after a start or a
        reconnection)."""
        return self._listening.wait(timeout)

    def _connected(self, pubsub: redis.client.PubSub) -> None:
        raise NotImplementedError

    def _next(self, pubsub: redis.client.PubSub, timeout: float) -> dict | None:
        """The connection's next message, waited for up to ``timeout`` seconds (None: none).
        A Redis quiet for ``QUIET`` seconds is asked for a pong; one that leaves it unanswered
        for ``PONG_WITHIN`` seconds of waiting here (time spent elsewhere is not counted: the
        pong may have come meanwhile) stalled, and the connection counts as lost."""
        if self._waited is None and time.monotonic() - self._said >= QUIET:
            pubsub.ping()
            self._waited = 0.0  # seconds waited for its pong so far
        start = time.monotonic()
        message = pubsub.get_message(timeout=timeout)
        now = time.monotonic()
        if self._waited is not None:
            self._waited += now - start
            if self._waited >= PONG_WITHIN:
                raise NoPong(f"Redis did not answer for {self._waited:.1f} s")
        if message is None:
            return None
        self._answered(now)
        return None if message["type"] == "pong" else message

    def _answered(self, now: float) -> None:
        """Redis said something: it answers."""
        self._said, self._waited = now, None
        self._health.answered()

    def _run(self) -> None:
        delay = 0.05
        while not self._closed.is_set():
            pubsub = self._client.pubsub()
            self._said, self._waited = time.monotonic(), None
            try:
                self._connected(pubsub)
            except Exception as e:  # Redis lost, or catching up failed (the store away, say)
                if not isinstance(e, redis.RedisError):
                    log.exception("could not catch up after subscribing; trying again")
                elif isinstance(e, redis.TimeoutError) and not isinstance(e, NoPong):
                    self._health.unanswered(e)  # left ANSWER_WITHIN without an answer
                elif self._listening.is_set():
                    self._health.lost(e)
                if self._listening.is_set():
                    delay = 0.05  # it was connected: try again soon
                self._listening.clear()
                self._lost()
                self._closed.wait(delay)
                delay = min(delay * 2, self._retry)
            finally:
                try:
                    pubsub.close()
                except redis.RedisError:
                    pass


class Subscription(_Listening):
    """Every message on the channels ``prefix``* of Redis ``url``, heard in a thread of its own.

    ``hear(rest, data)`` is called for each message (``rest``: the channel after ``prefix``),
    ``subscribed()`` each time the subscription is confirmed (at start and after Redis came
    back: nothing published from then on is missed, what was published before may have been)
    and ``lost()`` when it is lost; all in the subscription's thread, one at a time: they
    should hand over and return. ``health``: the process's (None: one of its own)."""

    def __init__(
        self,
        url: str,
        prefix: str,
        hear: Callable[[str, str], None],
        subscribed: Callable[[], None],
        lost: Callable[[], None] = lambda: None,
        retry: float = 2.0,
        health: Health | None = None,
    ) -> None:
        self._client = connect(url)
        self._prefix = prefix
        self._hear, self._subscribed, self._lost = hear, subscribed, lost
        self._retry = retry
        self._health = Health() if health is None else health
        name = "dobleseis-" + prefix.strip(":").rsplit(":", 1)[-1]  # dobleseis-rooms, ...
        self._start(name)

    def close(self) -> None:
        self._closed.set()
        self._thread.join(10)
        self._client.close()

    def _connected(self, pubsub: redis.client.PubSub) -> None:
        pubsub.psubscribe(self._prefix + "*")
        confirmed = pubsub.get_message(timeout=ANSWER_WITHIN)
        if confirmed is None:
            raise redis.TimeoutError(f"Redis did not confirm the subscription in {ANSWER_WITHIN} s")
        if confirmed["type"] != "psubscribe":
            raise redis.ConnectionError("Redis did not confirm the subscription")
        self._answered(time.monotonic())
        self._subscribed()
        self._listening.set()
        while not self._closed.is_set():
            message = self._next(pubsub, 0.5)
            if message is not None and message["type"] == "pmessage":
                self._heard(message["channel"], message["data"])

    def _heard(self, channel: str, data: str) -> None:
        try:
            self._hear(channel[len(self._prefix) :], data)
        except Exception:  # a listener's failure is its own: the others still hear
            log.exception("a listener failed on %s", channel)


class Followers:
    """What the relay ``name`` follows, as Redis ``client`` keeps it for the others' announcements
    (``ANNOUNCE``): its name in the set of each table it follows, added before it subscribes to
    the table's channel and removed after it unsubscribed, and a key that says it is alive."""

    def __init__(self, client: redis.Redis, name: str) -> None:
        self._client, self.name = client, name

    def alive(self) -> bool:
        """Say this relay is alive for ``ALIVE_TTL`` seconds more; False if Redis did not know it
        (just started, said too late, or Redis lost its keys): announcements may have been kept
        from it meanwhile."""
        key = ALIVE + self.name
        with self._client.pipeline(transaction=True) as pipe:  # SET ... GET, on any Redis
            known, _ = pipe.exists(key).set(key, 1, ex=ALIVE_TTL).execute()
        return bool(known)

    def gone(self) -> None:
        """This relay is closed: no announcement is for it any more."""
        self._client.delete(ALIVE + self.name)

    def add(self, names: set[str]) -> None:
        with self._client.pipeline(transaction=False) as pipe:
            for name in names:
                pipe.sadd(FOLLOWERS + name, self.name)
            pipe.execute()

    def remove(self, names: set[str]) -> None:
        with self._client.pipeline(transaction=False) as pipe:
            for name in names:
                pipe.srem(FOLLOWERS + name, self.name)
            pipe.execute()


class Channels(_Listening):
    """The messages of the channels ``prefix`` + NAME for the names followed (``follow``),
    heard in a thread of its own.

    ``hear(name, data)`` is called for each message, ``joined(names)`` each time channels are
    confirmed (those just followed, or all of them after Redis came back: nothing published on
    them from then on is missed, what was published before may have been) and ``lost()`` when
    the connection is lost; all in the thread, one at a time: they should hand over and return.

    A PubSub connection is one thread's (redis-py's are not thread-safe), so ``follow`` only
    notes the name and wakes the thread with a message on a channel of its own (``wake``), and
    the thread subscribes; a name no longer followed is unsubscribed at the thread's next turn
    (within ``TURN`` seconds). With ``followers`` (a relay's name) the thread also keeps in
    Redis what it follows (before it subscribes, after it unsubscribes) and that it is alive
    (every ``alive_every`` seconds); when Redis did not know it was alive, every name is added
    again and ``joined``. ``health``: the process's (None: one of its own)."""

    TURN = 0.5

    def __init__(
        self,
        url: str,
        prefix: str,
        hear: Callable[[str, str], None],
        joined: Callable[[list[str]], None],
        lost: Callable[[], None] = lambda: None,
        retry: float = 2.0,
        followers: str | None = None,
        alive_every: float = ALIVE_EVERY,
        health: Health | None = None,
    ) -> None:
        self._health = Health() if health is None else health
        self._client = connect(url)  # the thread's: what hears Redis again
        self._waker = connect(url, self._health)  # a request's (``follow``): no waiting
        self._prefix = prefix
        self._followers = None if followers is None else Followers(self._client, followers)
        self._alive_every = alive_every
        self._wake = f"{prefix}~{secrets.token_hex(8)}"  # not an id: no table's channel
        self._hear, self._joined, self._lost = hear, joined, lost
        self._retry = retry
        self._lock = threading.Lock()
        self._followed: dict[str, int] = {}  # name -> how many follow it
        self._changed = False  # followed names changed since the thread last looked
        name = "dobleseis-" + prefix.strip(":").rsplit(":", 1)[-1]  # dobleseis-table
        self._start(name)

    def follow(self, name: str) -> Callable[[], None]:
        """Hear channel ``name`` (at once if it is heard already, else once the thread has
        subscribed: ``joined`` says when) until the call returned is made; several may follow
        the same name."""
        with self._lock:
            count = self._followed.get(name, 0)
            self._followed[name] = count + 1
            self._changed = True
        if count == 0:
            try:
                self._waker.publish(self._wake, "follow")
            except redis.RedisError:  # the thread subscribes it at its next turn
                pass
        stopped = threading.Event()

        def stop() -> None:
            if stopped.is_set():
                return
            stopped.set()
            with self._lock:
                left = self._followed.get(name, 0) - 1
                if left > 0:
                    self._followed[name] = left
                else:
                    self._followed.pop(name, None)
                    self._changed = True

        return stop

    def followed(self) -> set[str]:
        """The names followed now (for tests)."""
        with self._lock:
            return set(self._followed)

    def close(self) -> None:
        self._closed.set()
        try:
            self._waker.publish(self._wake, "close")
        except redis.RedisError:
            pass
        self._thread.join(10)
        self._waker.close()
        self._client.close()

    def _connected(self, pubsub: redis.client.PubSub) -> None:
        subscribed: set[str] = set()
        pubsub.subscribe(self._wake)
        with self._lock:
            self._changed = True  # a new connection: subscribe every name again
        said = None  # when this relay last said it is alive
        while not self._closed.is_set():
            said = self._keep_alive(said, subscribed)
            self._sync(pubsub, subscribed)
            joined: list[str] = []
            message = self._next(pubsub, self.TURN)
            while message is not None:
                self._read(message, joined)
                message = self._next(pubsub, 0)
            if joined:
                self._joined(joined)
        if self._followers is not None:  # closed: let the others know at once, not in a while
            try:
                self._followers.remove(subscribed)
                self._followers.gone()
            except redis.RedisError:  # Redis away: the word that it is alive lapses by itself
                pass

    def _keep_alive(self, said: float | None, subscribed: set[str]) -> float | None:
        """Say the relay is alive when it is time to (first, before any subscription); if Redis
        did not know it was, the names subscribed are added again and caught up."""
        if self._followers is None:
            return None
        now = time.monotonic()
        if said is not None and now - said < self._alive_every:
            return said
        if not self._followers.alive() and subscribed:
            self._followers.add(subscribed)
            self._joined(sorted(subscribed))
        return now

    def _sync(self, pubsub: redis.client.PubSub, subscribed: set[str]) -> None:
        """Subscribe the names followed since the last turn, unsubscribe those let go."""
        with self._lock:
            if not self._changed:
                return
            self._changed = False
            followed = set(self._followed)
        new, gone = followed - subscribed, subscribed - followed
        if new:
            if self._followers is not None:
                self._followers.add(new)
            pubsub.subscribe(*(self._prefix + name for name in new))
            subscribed |= new
        if gone:
            pubsub.unsubscribe(*(self._prefix + name for name in gone))
            subscribed -= gone
            if self._followers is not None:
                self._followers.remove(gone)

    def _read(self, message: dict, joined: list[str]) -> None:
        """One message of the connection: a table's news, or a channel confirmed."""
        kind, channel = message["type"], message["channel"]
        if channel == self._wake:
            if kind == "subscribe":
                self._listening.set()
            return
        name = channel[len(self._prefix) :]
        if kind == "subscribe":
            joined.append(name)
        elif kind == "message":
            try:
                self._hear(name, message["data"])
            except Exception:  # a listener's failure is its own: the others still hear
                log.exception("a listener failed on %s", channel)


class Relay:
    """Announce changes to every other process on Redis ``url`` and hear theirs, for the
    tables followed (``follow``).

    ``deliver(id, version)`` and ``joined(ids)`` are called in the relay's own thread, one at
    a time: they should hand over and return (e.g. ``loop.call_soon_threadsafe``).
    ``health``: the process's (None: one of its own)."""

    def __init__(
        self,
        url: str,
        deliver: Callable[[str, int], None],
        joined: Callable[[list[str]], None],
        retry: float = 2.0,
        alive_every: float = ALIVE_EVERY,
        health: Health | None = None,
    ) -> None:
        health = Health() if health is None else health
        self._client = connect(url, health)
        self.name = secrets.token_hex(8)
        self._deliver = deliver
        self._announce = self._client.register_script(ANNOUNCE)
        self._unsaid: dict[str, int] = {}  # table -> its last version refused, Redis silent
        self._refused = False  # an announcement failed, and none worked since: said once
        self._lock = threading.Lock()
        health.when_back(self._say_again)
        # joined: nothing published on those channels from here on is missed, and whatever
        # was published before is in the store
        self._channels = Channels(url, CHANNEL, self._hear, joined, retry=retry,
                                  followers=self.name, alive_every=alive_every,
                                  health=health)  # fmt: skip
        self.follow = self._channels.follow
        self.followed = self._channels.followed

    def announce(self, id: str, version: int) -> bool:
        """Tell every other process that follows table ``id`` that it is at ``version`` (if none
        does, nothing is published); False if Redis could not be reached (the other processes
        catch up when their relay is back; one refused while Redis is silent is said again
        when it answers)."""
        try:
            self._announce(keys=[FOLLOWERS + id, CHANNEL + id],
                           args=[f"{version} {self.name}", self.name, ALIVE])  # fmt: skip
        except redis.RedisError as e:
            with self._lock:
                said, self._refused = self._refused, True
                if isinstance(e, Silent):
                    self._unsaid[id] = version
            if not said:  # once an outage: a line a move would fill the log while Redis is away
                log.warning("cannot announce table %s version %s: %s", id, version, e)
            return False
        self._refused = False
        return True

    def _say_again(self) -> None:
        """Redis is back: each table whose announcement was refused while it was silent is
        announced (its last version). Refused without asking, one may have come after Redis
        answered again and after the other processes caught up: said now, it is not missed."""
        with self._lock:
            unsaid, self._unsaid = self._unsaid, {}
        for id, version in unsaid.items():
            self.announce(id, version)

    def wait_listening(self, timeout: float) -> bool:
        """Block until the relay is subscribed (after a start or a reconnection)."""
        return self._channels.wait_listening(timeout)

    def close(self) -> None:
        self._channels.close()
        self._client.close()

    def _hear(self, id: str, data: str) -> None:
        said = MESSAGE.fullmatch(data)
        if said is None:
            log.warning("ignored a message on table %s: %r", id, data)
        elif said[2] != self.name:
            self._deliver(id, int(said[1]))
