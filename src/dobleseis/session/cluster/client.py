"""The Redis clients of a process joined to others (``--redis``), all made here, so that every
one gives Redis the same time to answer, and all of a process's know together when it does not.

A Redis that crashed refuses connections at once. One that is alive but answers nothing (its
process stopped or swapped out, its machine stalled) keeps its sockets open: without a time
limit, whatever asks it waits as long as it is stalled, and a request that touches Redis hangs
with it. With one, a stalled Redis is away after ``ANSWER_WITHIN`` seconds, as a crashed one
is at once: a command gets its usual refusal (``rooms_unavailable``) or goes on without Redis
(a move is applied where it arrived), and everything works again when Redis answers.

Waiting that long once is enough: the process's ``Health`` then knows Redis is silent, and
every client made with it refuses each command at once, as a crashed Redis does, instead of
waiting as long again for each command of each request, until the process's listeners hear
Redis again (``relay``: they ask it for a pong after half a second of quiet, so no request is
ever the one that finds it back).
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable

import redis
from redis.backoff import NoBackoff
from redis.connection import parse_url
from redis.retry import Retry

ANSWER_WITHIN = 2.0
"""Seconds Redis has to accept a connection and to answer a command before it counts as away.
Redis answers in well under a millisecond on its own network, and a busy one (a snapshot
forked, a slow command) pauses for far less, so two seconds of silence is not a busy Redis;
yet it is short enough that a player who waits for it sees no frozen game. A lease
(``--lease``, default 10 s) is meant to stay well above it: its holder renews it when a third
of it is left (``lease.MARGIN``), and a renewal that waits the whole time still comes back
before the lease ends, so the holder stops playing a table before another process may take it
over (below that, the store's version check alone keeps a computer's move from being made
twice, as for a holder that stalled). Each command is sent once: trying again would wait as
long again, and a kept connection that Redis closed meanwhile (a restart) is found and made
again before it is used."""
log = logging.getLogger(__name__)


class Silent(redis.ConnectionError):
    """A command refused without asking Redis, known to be silent (``Health``)."""


class Health:
    """Whether Redis answers this process, as its clients and its listeners found it: one for
    the whole process (``Cluster``), given to the clients of its requests' commands
    (``connect``) and to its listeners (``relay``).

    A command left unanswered ``ANSWER_WITHIN`` seconds, by a client or a listener, makes Redis
    ``silent``: from then on the clients refuse every command at once (``Silent``, a
    ``redis.ConnectionError``, as a crashed Redis refuses a connection), and each caller goes
    on without Redis as it does then. A listener that hears Redis again (a pong, a subscription
    confirmed) ends it (``answered``). A Redis that is only busy, whose answer takes less than
    ``ANSWER_WITHIN`` (a listener counts Redis lost sooner, after ``relay.PONG_WITHIN``, to
    catch up), is never silent. The outage is said in the log once for the process, however
    many of its listeners and clients found it, and its end once; what was waiting for its end
    is done then (``when_back``)."""

    def __init__(self) -> None:
        self.silent = False
        self._said = False  # the outage is said in the log, its end not yet
        self._back: list[Callable[[], None]] = []
        self._lock = threading.Lock()

    def check(self) -> None:
        """Raise as a crashed Redis would while Redis is silent: nobody waits for it."""
        if self.silent:
            raise Silent("Redis left a command unanswered: not asked again until it is heard")

    def unanswered(self, error: Exception) -> None:
        """Redis left a command unanswered ``ANSWER_WITHIN`` seconds (``error``): it is silent
        until a listener hears it."""
        self.silent = True
        self.lost(error)

    def lost(self, error: Exception) -> None:
        """A listener lost Redis, or a command was left unanswered: said once an outage."""
        with self._lock:
            said, self._said = self._said, True
        if not said:
            log.warning("lost Redis, catching up when it is back: %s", error)

    def answered(self) -> None:
        """A listener heard Redis: every client asks it again; the end of an outage is said
        once, and what waited for it is done."""
        if not (self.silent or self._said):  # as it is nearly always: no lock taken
            return
        with self._lock:
            said, ended = self._said, self.silent or self._said
            self.silent = self._said = False
            back = list(self._back) if ended else []
        if said:
            log.warning("Redis is back, catching up")
        for call in back:
            call()

    def when_back(self, call: Callable[[], None]) -> None:
        """Call ``call`` at the end of each outage (in the thread of the listener that heard
        Redis: it should be quick, and may ask Redis)."""
        with self._lock:
            self._back.append(call)


class _Guarded:
    """A connection of a client made with a ``Health``: it asks nothing of a silent Redis,
    and makes Redis silent when its limit passes without an answer (a connection not made, a
    command not read or not answered)."""

    def __init__(self, *, health: Health, **kwargs) -> None:
        self.health = health
        super().__init__(**kwargs)

    def connect(self) -> None:  # the pool connects each connection it hands out: here first
        self.health.check()
        self._timed(super().connect)

    def send_packed_command(self, command, check_health=True) -> None:
        self._timed(super().send_packed_command, command, check_health)

    def read_response(self, *args, **kwargs):
        return self._timed(super().read_response, *args, **kwargs)

    def _timed(self, step, *args, **kwargs):
        try:
            return step(*args, **kwargs)
        except redis.TimeoutError as e:
            self.health.unanswered(e)
            raise


@functools.cache
def _guarded(kind: type) -> type:
    """``kind`` of connection (TCP, TLS, a Unix socket: as the URL says) guarded."""
    return type(f"Guarded{kind.__name__}", (_Guarded, kind), {})


def connect(url: str, health: Health | None = None) -> redis.Redis:
    """A client of Redis ``url`` that gives up on it after ``ANSWER_WITHIN`` seconds, and
    reports a lost connection instead of trying again behind the caller's back (for the
    relay, a silent reconnection would hide the gap that catching up must fill). With
    ``health``, it refuses at once while Redis is silent, and tells ``health`` when Redis
    left it unanswered: the clients of the commands a request makes.

    Its pub/sub connections too (the listeners' clients, made without ``health``: they are
    what hears Redis again): a subscriber that waits for messages polls for them with a time
    of its own (``PubSub.get_message(timeout=...)``), which the read limit does not cut short,
    and asks Redis for a pong when it heard nothing for a while (``relay._Listening``)."""
    guard = {}
    if health is not None:
        kind = parse_url(url).get("connection_class", redis.Connection)
        guard = {"connection_class": _guarded(kind), "health": health}
    return redis.Redis.from_url(
        url,
        decode_responses=True,
        retry=Retry(NoBackoff(), 0),
        socket_connect_timeout=ANSWER_WITHIN,
        socket_timeout=ANSWER_WITHIN,
        **guard,
    )


def waiting(client: redis.Redis, seconds: float) -> redis.Redis:
    """A client of the same Redis, made as ``client`` is (guarded as it is), for the commands
    Redis itself holds up to ``seconds`` before it answers (BLPOP): it waits that long, and
    ``ANSWER_WITHIN`` more."""
    pool = client.connection_pool
    kwargs = {**pool.connection_kwargs, "socket_timeout": seconds + ANSWER_WITHIN}
    return redis.Redis(connection_pool=type(pool)(connection_class=pool.connection_class, **kwargs))
