"""The Redis clients of a process joined to others (``--redis``), all made here, so that every
one gives Redis the same time to answer.

A Redis that crashed refuses connections at once. One that is alive but answers nothing (its
process stopped or swapped out, its machine stalled) keeps its sockets open: without a time
limit, whatever asks it waits as long as it is stalled, and a request that touches Redis hangs
with it. With one, a stalled Redis is away after ``ANSWER_WITHIN`` seconds, as a crashed one
is at once: a command gets its usual refusal (``rooms_unavailable``) or goes on without Redis
(a move is applied where it arrived), and everything works again when Redis answers.
"""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
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


def connect(url: str) -> redis.Redis:
    """A client of Redis ``url`` that gives up on it after ``ANSWER_WITHIN`` seconds, and
    reports a lost connection instead of trying again behind the caller's back (for the
    relay, a silent reconnection would hide the gap that catching up must fill).

    Its pub/sub connections too: a subscriber that waits for messages polls for them with a
    time of its own (``PubSub.get_message(timeout=...)``), which the read limit does not cut
    short, and asks Redis for a pong when it heard nothing for a while
    (``relay._Listening``)."""
    return redis.Redis.from_url(
        url,
        decode_responses=True,
        retry=Retry(NoBackoff(), 0),
        socket_connect_timeout=ANSWER_WITHIN,
        socket_timeout=ANSWER_WITHIN,
    )


def waiting(client: redis.Redis, seconds: float) -> redis.Redis:
    """A client of the same Redis, made as ``client`` is, for the commands Redis itself holds
    up to ``seconds`` before it answers (BLPOP): it waits that long, and ``ANSWER_WITHIN``
    more."""
    pool = client.connection_pool
    kwargs = {**pool.connection_kwargs, "socket_timeout": seconds + ANSWER_WITHIN}
    return redis.Redis(connection_pool=type(pool)(connection_class=pool.connection_class, **kwargs))
