"""An expiring lease in Redis: which process plays a table's computer seats.

When several processes serve the same tables, exactly one of them may play a table's computers
at a time, or two would think at once and race to move. The process that takes a table's lease
plays its computers while it renews the lease; if it dies (or loses Redis, or stalls longer
than the lease lasts), the lease expires in Redis and another process takes the table over.

Redis keeps the time: the lease is a key set with ``NX`` (only if nobody holds it) and ``PX``
(expiring after ``ttl`` ms), renewed and released by small scripts that act only if the key
still names this holder. No process's clock matters.

A lease is not what keeps a computer's move from being made twice: the store does that, since
a move is kept only at the version it was decided from. A holder stalled past its lease that
wakes and moves anyway is refused as stale when the new holder moved first, so a lost lease
costs a wasted decision, never a duplicated or lost move.

**The holder's own memory.** A holder need not ask Redis at every change whether it still holds
a lease: Redis set the lease's end at ``ttl`` after it received the acquire or renew, which was
after the holder sent it, so the lease surely lasts until ``ttl`` after the moment the holder
sent its last successful acquire or renew, by the holder's own monotonic clock
(``Lease.until``). Before that end nobody else can take it (only this holder renews or
releases it). So ``Leases.still`` and ``Leases.hold`` answer from memory while more than a
third of ``ttl`` is left (``MARGIN``: room for the clocks' rates to differ and for the move
checked to be kept before the end), and ask Redis otherwise; the keeper renews every third of
``ttl`` (``Leases.renew``, always in Redis), so a holder that works asks only then, and one
that stalled past its margin asks before it acts again. Redis losing the key early (a restart
without its data) is the one case memory cannot see: the store's version check covers it, as
above.
"""

from __future__ import annotations

import os
import secrets
import socket
import threading
import time
from collections.abc import Callable

import redis

from ..errors import Unavailable

PREFIX = "dobleseis:lease:"
TTL = 10_000
"""Milliseconds a lease lasts from each renewal by default: how long a dead process's tables
wait before another process plays their computers."""
MARGIN = 1 / 3
"""The part of ``ttl`` that must be left for a holder to trust its memory of a lease."""

_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""
_RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1])
end
return 0
"""


def holder_name() -> str:
    """A name for this process that no other process, here or elsewhere, has: host, pid and
    a random part (a pid is reused after a restart)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


class Lease:
    """The lease on one thing (``name``, e.g. ``computers:TABLE_ID``) for ``holder``, lasting
    ``ttl`` milliseconds from each acquire or renew.

    Every method answers whether this holder holds the lease afterwards; when Redis cannot be
    reached the answer is False (a holder that cannot prove its lease must stop playing).
    ``until``: the moment by ``clock`` (seconds) before which the lease is surely held: ``ttl``
    after the last successful acquire or renew was sent (see the module's docstring)."""

    def __init__(self, client: redis.Redis, name: str, holder: str, ttl: int,
                 clock: Callable[[], float] = time.monotonic) -> None:  # fmt: skip
        self.client = client
        self.key = PREFIX + name
        self.holder = holder
        self.ttl = ttl
        self.clock = clock
        self.until = float("-inf")
        self._renew = client.register_script(_RENEW)
        self._release = client.register_script(_RELEASE)

    def acquire(self) -> bool:
        """Take the lease if nobody holds it (or renew it if this holder does)."""
        sent = self.clock()
        try:
            held = bool(self.client.set(self.key, self.holder, nx=True, px=self.ttl)
                        or self._renew(keys=[self.key], args=[self.holder, self.ttl]))  # fmt: skip
        except redis.RedisError:
            held = False
        return self.answered(held, sent)

    def renew(self) -> bool:
        """Extend the lease by ``ttl`` from now; False if it expired and is gone or another
        holder took it (then this one must stop)."""
        sent = self.clock()
        try:
            held = bool(self._renew(keys=[self.key], args=[self.holder, self.ttl]))
        except redis.RedisError:
            held = False
        return self.answered(held, sent)

    def renew_in(self, pipe: redis.client.Pipeline) -> None:
        """Queue this lease's renewal in ``pipe`` (``Leases.renew_all``: one round trip for
        many); its answer is ``renew``'s, to be given to ``answered`` with the time it was sent."""
        self._renew(keys=[self.key], args=[self.holder, self.ttl], client=pipe)

    def answered(self, held: bool, sent: float) -> bool:
        """Redis's answer ``held`` to an acquire or renew sent at ``sent``: until when the lease
        is surely held (none if not)."""
        self.until = sent + self.ttl / 1000 if held else float("-inf")
        return held

    def release(self) -> None:
        """Give the lease up at once (a process stopping cleanly), if this holder has it."""
        self.until = float("-inf")
        try:
            self._release(keys=[self.key], args=[self.holder])
        except redis.RedisError:
            pass  # it expires by itself

    def held_by(self) -> str | None:
        """Who holds the lease now (None: nobody); raises if Redis cannot be reached."""
        value = self.client.get(self.key)
        return None if value is None else value.decode() if isinstance(value, bytes) else value


class Leases:
    """The leases one process (``holder``) holds on tables' computers, each ``ttl`` ms long,
    timed on ``clock`` (seconds, monotonic).

    The pacer asks ``hold(id)`` before it schedules a computer's move and ``still(id)`` before
    it decides and before it keeps the move — answered from memory while more than ``MARGIN``
    of the lease is surely left; ``held()`` lists what to renew, which ``renew`` does in Redis
    (the pacer's own thread calls it every third of ``ttl``)."""

    def __init__(self, client: redis.Redis, ttl: int, holder: str | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:  # fmt: skip
        self.client = client
        self.ttl = ttl
        self.holder = holder if holder is not None else holder_name()
        self.clock = clock
        self._leases: dict[str, Lease] = {}
        self._lock = threading.Lock()

    def _lease(self, table_id: str) -> Lease:
        with self._lock:
            lease = self._leases.get(table_id)
        if lease is None:
            lease = Lease(self.client, f"computers:{table_id}", self.holder, self.ttl, self.clock)
        return lease

    def _sure(self, lease: Lease | None) -> bool:
        """``lease`` is held for more than ``MARGIN`` of its length yet, by this holder's
        memory (no need to ask Redis)."""
        return lease is not None and self.clock() < lease.until - MARGIN * self.ttl / 1000

    def _keep(self, table_id: str, lease: Lease | None) -> None:
        with self._lock:
            if lease is None:
                self._leases.pop(table_id, None)
            else:
                self._leases[table_id] = lease

    def hold(self, table_id: str) -> bool:
        """Take (or keep) the table's lease; False if another process holds it or Redis is
        away. One this process surely holds yet is kept without asking Redis."""
        lease = self._lease(table_id)
        if self._sure(lease):
            return True
        held = lease.acquire()
        self._keep(table_id, lease if held else None)
        return held

    def still(self, table_id: str) -> bool:
        """This process holds the table's lease now: surely, by its memory, or after renewing
        it in Redis when less than ``MARGIN`` of it may be left."""
        with self._lock:
            lease = self._leases.get(table_id)
        return self._sure(lease) or self.renew(table_id)

    def renew(self, table_id: str) -> bool:
        """Renew the table's lease in Redis; False (and forgotten) if it was lost."""
        with self._lock:
            lease = self._leases.get(table_id)
        if lease is not None and lease.renew():
            return True
        self._keep(table_id, None)
        return False

    def renew_all(self, table_ids: list[str]) -> list[str]:
        """Renew these tables' leases in Redis in one round trip; returns those lost (and
        forgets them), all of them when Redis is away."""
        with self._lock:
            kept = [(id, self._leases.get(id)) for id in table_ids]
        leases = [(id, lease) for id, lease in kept if lease is not None]
        lost = [id for id, lease in kept if lease is None]
        if leases:
            sent = self.clock()
            try:
                with self.client.pipeline(transaction=False) as pipe:
                    for _, lease in leases:
                        lease.renew_in(pipe)
                    answers = pipe.execute()
            except redis.RedisError:
                answers = [0] * len(leases)
            for (id, lease), held in zip(leases, answers):
                if not lease.answered(bool(held), sent):
                    lost.append(id)
        for id in lost:
            self._keep(id, None)
        return lost

    def holder_of(self, table_id: str) -> str | None:
        """Who holds the table's lease now (None: nobody); Unavailable when Redis is away."""
        try:
            return self._lease(table_id).held_by()
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None

    def release(self, table_id: str) -> None:
        with self._lock:
            lease = self._leases.pop(table_id, None)
        if lease is not None:
            lease.release()

    def mine(self, table_id: str) -> bool:
        """This process took the table's lease (and has not lost it, as far as it knows)."""
        with self._lock:
            return table_id in self._leases

    def held(self) -> list[str]:
        with self._lock:
            return list(self._leases)

    def free(self, table_ids: list[str]) -> list[str]:
        """Those of ``table_ids`` whose lease nobody holds now (one round trip for them all);
        none when Redis is away."""
        if not table_ids:
            return []
        try:
            holders = self.client.mget([f"{PREFIX}computers:{id}" for id in table_ids])
        except redis.RedisError:
            return []
        return [id for id, holder in zip(table_ids, holders) if holder is None]

    def release_all(self) -> None:
        for table_id in self.held():
            self.release(table_id)
