"""A table's owner: the process holding the table's lease applies the moves sent to every
process.

A device's move that reaches a process not holding the table's lease is forwarded to the one
that does, through Redis: pushed on the holder's inbox (``dobleseis:inbox:HOLDER``, a list)
with the key its answer goes to; the holder applies it as its own (``TableService.act``:
authorised by the device's secrets, kept in the store at the version it was made against) and
pushes the answer — the version after it, or the refusal — to that key, where the process that
forwarded it is waiting; that process answers the device. When nobody holds the lease, the
process the move reached takes it and applies it; the holder applies the moves that reach it
without asking Redis (a holder whose lease lapsed unknown to it is held back by the store's
version check, as below).

**The owner moves to the devices.** Behind ``deploy/nginx.conf`` a table's live connections
all reach one process (chosen by the table's id), but its lease may be held by another (the
one that heard a computer's first turn, say). A holder that applies a forwarded move while no
device of the table is connected to it gives the lease up before it answers, and says so; the
process that forwarded the move takes the lease at once and looks for its computers' turn
(``taken``), so the table's next moves are applied where its devices are, with no forwarding.
A holder with a device of its own keeps the lease (devices on several processes: the moves of
the others are forwarded, as above). Either way the store's version check keeps each move
once, as below.

When the holder does not answer within a lease (it died, or stalled), its lease lapses and the
move is sent again, to the new holder or applied here; while Redis cannot be reached, a move
is applied by the process it reached, as with one process. It is never applied twice: the store
keeps a move only at the version it was made against. A move that the dead holder had kept
before it could answer is found in the record (the table's last action, at the version after
the one it was made against, by the same seat) and acknowledged; so a device gets exactly one
answer, an ack or a refusal, for each move it sent.
"""

from __future__ import annotations

import json
import logging
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import redis

from ...core import errors as core_errors
from ...core.record import action_from_json, action_to_json
from .. import errors as session_errors
from ..errors import Stale, Unavailable
from ..table import Table
from .client import Health, waiting
from .lease import Leases

INBOX = "dobleseis:inbox:"
INBOX_KEPT = 60
"""Seconds a process's inbox is kept after the last move sent to it: a live holder empties it
at once, and a move no one took within a lease is sent again elsewhere."""
ANSWER = "dobleseis:answer:"
TRIES = 4
"""Holders a move is sent to before it is refused as unavailable (each had a lease to answer)."""
THREADS = 8
"""The moves of other processes applied here at once."""
AWAY_RETRY = 0.5
"""Seconds at most between two reads of this process's inbox while Redis is away (each fails at
once); with the process's ``Health`` it is read again as soon as Redis is heard back, so the
first move forwarded to it then is not held up."""
log = logging.getLogger(__name__)
REFUSALS = {
    kind.__name__: kind
    for module in (core_errors, session_errors)
    for kind in vars(module).values()
    if isinstance(kind, type) and issubclass(kind, core_errors.Refusal)
}
"""The refusals an answer may carry, by name."""

Apply = Callable[[str, int, frozenset[str], bool, int, object], Table]
"""``apply(id, version, keys, local, seat, action)``: the move applied in this process."""


def refusal_json(e: core_errors.Refusal) -> dict:
    return {"kind": type(e).__name__, **e.json()}


def refusal_of(said: dict) -> core_errors.Refusal:
    """The refusal an answer carries, of its own kind (a stale move is ``Stale``, ...)."""
    kind = REFUSALS.get(said["kind"], core_errors.Refusal)
    refusal = kind.__new__(kind)
    fields = said["fields"]
    ValueError.__init__(refusal, core_errors.ENGLISH[said["code"]](fields))
    refusal.code, refusal.fields = said["code"], fields
    return refusal


class Owners:
    """This process as a tables' owner among others on Redis ``client``: it applies the moves
    forwarded to it (``apply``) and forwards the moves of the tables it does not hold.
    ``attended(id)``: a device of the table is connected to this process. ``taken(id)``: called
    when this process took a table over from its holder (the app sets it: its pacer looks for
    a computer's turn). The answers waited for (BLPOP, up to a lease) are read on a client
    of their own, whose reads wait that long (``cluster.client.waiting``). ``health``: the
    process's (``cluster.client.Health``), which says when Redis is back after an outage: the
    inbox is read again then (without it, within ``AWAY_RETRY``)."""

    def __init__(self, client: redis.Redis, leases: Leases, apply: Apply,
                 table: Callable[[str], Table], attended: Callable[[str], bool],
                 health: Health | None = None) -> None:  # fmt: skip
        self.client, self.leases, self._apply, self._table = client, leases, apply, table
        self._attended = attended
        self.taken: Callable[[str], None] = lambda table_id: None
        self.wait = max(1.0, leases.ttl / 1000)
        self._waiting = waiting(client, self.wait)
        self._closed = threading.Event()
        self._again = threading.Event()  # Redis is back, or closing: read the inbox (or stop)
        if health is not None:
            health.when_back(self._again.set)
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="dobleseis-owner")
        self._thread = threading.Thread(target=self._serve, name="dobleseis-inbox", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._closed.set()
        self._again.set()
        self._thread.join(10)
        self._threads.shutdown(wait=True)
        self._waiting.close()

    # -- a move of a device of this process ---------------------------------------------------
    def act(self, id: str, version: int, keys: frozenset[str], local: bool, seat: int,
            action) -> int:  # fmt: skip
        """The move applied by the table's owner; the table's version after it (a refusal is
        raised). Blocks until the owner answers (in a worker thread)."""
        move = {"id": id, "version": version, "keys": sorted(keys), "local": local,
                "seat": seat, "action": action_to_json(action)}  # fmt: skip
        for attempt in range(TRIES):
            if attempt == 0 and self.leases.mine(id):  # its owner: no need to ask Redis
                return self._here(move, retried=False)
            try:
                holder = self.leases.holder_of(id)
                if holder is None and self.leases.hold(id):
                    holder = self.leases.holder
                if holder == self.leases.holder:
                    return self._here(move, retried=attempt > 0)
                said = None if holder is None else self._forwarded(holder, move, attempt > 0)
            except Unavailable:  # Redis away: the store alone keeps the move once
                return self._here(move, retried=True)
            if said is None:
                continue  # no answer within a lease: its holder is gone, or another holds it
            if "refusal" in said:
                raise refusal_of(said["refusal"])
            if said.get("released"):  # its devices are here: so is the table from now on
                self._take(id)
            return said["version"]
        raise Unavailable("rooms_unavailable")

    def _take(self, id: str) -> None:
        """The lease its holder gave up to this process: taken, and the pacer told."""
        if self.leases.hold(id):  # (False with Redis away: the next move takes it)
            self.taken(id)

    def _forwarded(self, holder: str, move: dict, retried: bool) -> dict | None:
        """The answer of ``holder`` to ``move`` (None: none within a lease)."""
        key, inbox = ANSWER + secrets.token_hex(12), INBOX + holder
        try:
            pipe = self.client.pipeline()  # (a transaction: one round trip)
            pipe.rpush(inbox, json.dumps({**move, "answer": key, "retried": retried}))
            pipe.expire(inbox, INBOX_KEPT)  # a dead holder's inbox is not kept for good
            pipe.execute()
            got = self._waiting.blpop([key], timeout=self.wait)
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None
        return None if got is None else json.loads(got[1])

    def _here(self, move: dict, retried: bool) -> int:
        """Apply ``move`` in this process. A move sent again after its owner went silent may
        have been kept by that owner: found as the table's last action, it is acknowledged."""
        action = action_from_json({**move["action"], "seat": move["seat"]})
        try:
            return self._apply(move["id"], move["version"], frozenset(move["keys"]),
                               move["local"], move["seat"], action).version  # fmt: skip
        except Stale:
            if retried and kept(self._table(move["id"]), move["version"], action):
                return move["version"] + 1
            raise

    # -- the moves other processes forward here ------------------------------------------------
    def _serve(self) -> None:
        inbox = INBOX + self.leases.holder
        while not self._closed.is_set():
            try:
                got = self._waiting.blpop([inbox], timeout=1)
            except redis.RedisError:  # Redis away: fails at once, until it is back
                self._again.wait(AWAY_RETRY)
                self._again.clear()
                continue
            if got is not None:
                self._threads.submit(self._answer, json.loads(got[1]))

    def _answer(self, move: dict) -> None:
        try:
            said: dict = {"version": self._here(move, move["retried"])}
            if not self._attended(move["id"]):  # the table's devices are elsewhere
                self.leases.release(move["id"])
                said["released"] = True
        except core_errors.Refusal as e:
            said = {"refusal": refusal_json(e)}
        except Exception:
            log.exception("could not apply a move forwarded to this process")
            return  # the sender tries again after a lease
        try:
            self.client.rpush(move["answer"], json.dumps(said))
            self.client.expire(move["answer"], 60)
        except redis.RedisError:
            log.warning("could not answer a forwarded move (Redis)")


def kept(table: Table, version: int, action) -> bool:
    """``action`` is the table's last, made at ``version`` (the table is one change past it)."""
    return (
        table.version == version + 1
        and table.cursor > 0
        and table.cursor == len(table.timeline)
        and table.timeline[table.cursor - 1] == action
    )
