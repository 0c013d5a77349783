"""The rooms of several processes: who is connected to a table, the panels that pause its
computers and its takeback request, shared through Redis.

A device is connected to one process, but the others must know of it: the TABLE every device
receives says who is connected and who paused, the process that plays the table's computers
(which may be another) must wait while a panel is open anywhere, and a request asked through
one process is answered through another. So:

- **Presence.** Each process keeps its own connections (as ``Rooms`` does) and writes what they
  prove and the panels they have open into the table's hash in Redis (``dobleseis:room:ID``,
  one field per process), stamped with a deadline by Redis's own clock; it writes it again on
  every change and every third of ``ttl``. A process that dies stops writing, and its field is
  dropped once its deadline passes: its devices reconnect to another process, which writes
  them there.
- **A nudge**: the last one at a table is one key (``dobleseis:nudge:ID``), and each seat's
  once-a-minute limit another, set only if absent and expiring by Redis's clock.
- **Absence**: since when each seat of a public match has been without its person
  (``dobleseis:away:ID``, a hash of seat to moment), written only if absent, so that every
  process and a restarted one count the away time from the moment it was first seen.
- **The request** waiting at a table and the last refusal are one key (``dobleseis:offer:ID``),
  changed only in a Redis transaction (``WATCH``), so that two answers or two requests made
  through two processes at once cannot both be taken: the loser reads again and is refused as
  it would be in one process.

This is live state, like the rooms of one process: nothing in it is a table's truth. When Redis
is away, a process sees only its own devices and no request (the computers are not held by a
request nobody can answer); asking or answering one is refused with ``rooms_unavailable``.
Redis restarted without its data loses the requests waiting (they are asked again) and, for up
to a third of ``ttl``, who is connected.
"""

from __future__ import annotations

import json
import logging
import threading

import redis

from ..errors import NotAllowed, Unavailable
from ..rooms import NUDGE_EVERY, Offer, Refused, Rooms, answered, asked, lapsed, others
from ..table import Table
from ..table.seating import Proof

ROOM, OFFER, NUMBERS = "dobleseis:room:", "dobleseis:offer:", "dobleseis:numbers"
NUDGE, AWAY = "dobleseis:nudge:", "dobleseis:away:"
TTL = 10_000
"""Milliseconds a process's presence at a table lasts unless written again."""
KEPT = 24 * 3600
"""Seconds a request or refusal is kept in Redis after its last change."""
log = logging.getLogger(__name__)

_NOW = "local t = redis.call('time') local now = t[1] * 1000 + math.floor(t[2] / 1000) "
_PUT = (
    _NOW
    + """
if ARGV[2] == '' then
  redis.call('hdel', KEYS[1], ARGV[1])
else
  redis.call('hset', KEYS[1], ARGV[1], (now + tonumber(ARGV[3])) .. ' ' .. ARGV[2])
  redis.call('pexpire', KEYS[1], ARGV[3])
end
return 1
"""
)
_READ = (
    _NOW
    + """
local out = {}
local all = redis.call('hgetall', KEYS[1])
for i = 1, #all, 2 do
  local cut = string.find(all[i + 1], ' ')
  if tonumber(string.sub(all[i + 1], 1, cut - 1)) < now then
    redis.call('hdel', KEYS[1], all[i])
  else
    table.insert(out, all[i])
    table.insert(out, string.sub(all[i + 1], cut + 1))
  end
end
return out
"""
)

_ABSENT = """
local absent = {}
for i = 3, #ARGV do absent[ARGV[i]] = true end
local all = redis.call('hgetall', KEYS[1])
for i = 1, #all, 2 do
  if not absent[all[i]] then redis.call('hdel', KEYS[1], all[i]) end
end
if #ARGV == 2 then return {} end
for i = 3, #ARGV do redis.call('hsetnx', KEYS[1], ARGV[i], ARGV[2]) end
redis.call('expire', KEYS[1], tonumber(ARGV[1]))
return redis.call('hgetall', KEYS[1])
"""


def offer_of(data: dict | None) -> Offer | None:
    if data is None:
        return None
    return Offer(data["id"], data["kind"], data["by"], data["version"],
                 frozenset(data["waiting"]), frozenset(data["accepted"]))  # fmt: skip


def data_of(offer: Offer | None) -> dict | None:
    if offer is None:
        return None
    return {"id": offer.id, "kind": offer.kind, "by": offer.by, "version": offer.version,
            "waiting": sorted(offer.waiting), "accepted": sorted(offer.accepted)}  # fmt: skip


class RedisRooms(Rooms):
    """Every table's room, shared with the other processes on ``client``'s Redis; this
    process's presence is written under ``name`` (unique to it)."""

    shared = True

    def __init__(self, client: redis.Redis, name: str, ttl: int = TTL) -> None:
        super().__init__()
        self.client = client
        self.name = name
        self.ttl = ttl
        self._put = client.register_script(_PUT)
        self._read = client.register_script(_READ)
        self._absent = client.register_script(_ABSENT)
        self._closed = threading.Event()
        self._away = False
        self._thread = threading.Thread(target=self._beat, name="dobleseis-rooms", daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._closed.set()
        self._thread.join(10)
        with self._lock:
            tables = list(self._rooms)
        for table_id in tables:  # the others see this process's devices gone at once
            self._write(table_id, [])

    # -- presence ----------------------------------------------------------------------------
    def _present(self, table_id: str) -> None:
        self._write(table_id, self._here(table_id))
        self.changed(table_id)

    def _write(self, table_id: str, here: list[tuple[Proof, frozenset[str]]]) -> bool:
        said = json.dumps([[p.host, sorted(p.seats), sorted(panels)] for p, panels in here])
        try:
            self._put(keys=[ROOM + table_id], args=[self.name, said if here else "", self.ttl])
        except redis.RedisError as e:
            if not self._away:
                log.warning("cannot share who is at the tables (Redis): %s", e)
            self._away = True
            return False
        self._away = False
        return True

    def _beat(self) -> None:
        """Write this process's presence again before it lapses."""
        while not self._closed.wait(self.ttl / 3000):
            with self._lock:
                tables = list(self._rooms)
            for table_id in tables:
                if not self._write(table_id, self._here(table_id)):
                    break

    def _everyone(self, table_id: str) -> list[tuple[Proof, frozenset[str]]]:
        everyone = self._here(table_id)
        try:
            said = self._read(keys=[ROOM + table_id])
        except redis.RedisError:
            return everyone  # Redis away: the devices of this process only
        for i in range(0, len(said), 2):
            if said[i] == self.name:
                continue  # this process's own, known first-hand
            for host, seats, panels in json.loads(said[i + 1]):
                everyone.append((Proof(host, frozenset(seats)), frozenset(panels)))
        return everyone

    # -- absence ----------------------------------------------------------------------------
    def absent(self, table_id: str, seats: set[int], now: float) -> dict[int, float]:
        """As ``Rooms.absent``, kept in Redis (``dobleseis:away:ID``, for ``KEPT`` seconds
        after the last look): the first process to see a seat absent writes the moment, and
        every process, this one restarted included, counts from it. With Redis away, this
        process's own count."""
        try:
            said = self._absent(keys=[AWAY + table_id], args=[KEPT, repr(now), *map(str, seats)])
        except redis.RedisError:
            return super().absent(table_id, seats, now)
        return {int(said[i]): float(said[i + 1]) for i in range(0, len(said), 2)}

    # -- nudges ------------------------------------------------------------------------------
    def nudge(self, table: Table, proof: Proof, seat: int, now: float) -> dict:
        """As ``Rooms.nudge``, once a minute across every process: the seat's key in Redis
        (``dobleseis:nudge:ID:SEAT``) is set only if it is not there, and expires after
        ``NUDGE_EVERY`` by Redis's own clock."""
        nudge = self._nudge_checked(table, proof, seat)
        every = int(NUDGE_EVERY * 1000)
        try:
            if not self.client.set(f"{NUDGE}{table.id}:{seat}", 1, nx=True, px=every):
                left = self.client.pttl(f"{NUDGE}{table.id}:{seat}")
                raise NotAllowed("nudge_too_soon", seat=seat, wait=max(1, round(left / 1000)))
            nudge = {"number": self.client.incr(NUMBERS), **nudge}
            self.client.set(NUDGE + table.id, json.dumps(nudge), ex=KEPT)
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None
        self.changed(table.id)
        return nudge

    def _last_nudge(self, table_id: str) -> dict | None:
        try:
            kept = self.client.get(NUDGE + table_id)
        except redis.RedisError:
            return None  # Redis away: no nudge is heard
        return None if kept is None else json.loads(kept)

    # -- takeback requests -------------------------------------------------------------------
    def _offer(self, table: Table) -> tuple[Offer | None, tuple[int, dict, int] | None]:
        try:
            kept = self.client.get(OFFER + table.id)
        except redis.RedisError:
            return None, None
        offer, refusal = _parsed(kept)
        refusal = None if refusal is None else tuple(refusal)
        return lapsed(offer, table), refusal

    def ask(self, table: Table, proof: Proof, kind: str, seat: int) -> Offer | None:
        waiting = others(table, proof)
        if not waiting:
            return None

        def change(pipe) -> Offer:
            current, refusal = _parsed(pipe.get(OFFER + table.id))
            number = self.client.incr(NUMBERS)
            offer = asked(lapsed(current, table), table, kind, seat, waiting, f"o{number}")
            pipe.multi()
            pipe.set(OFFER + table.id, _said(offer, refusal), ex=KEPT)
            return offer

        offer = self._transaction(table.id, change)
        self.changed(table.id)
        return offer

    def answer(self, table: Table, proof: Proof, offer_id: str, accept: bool) -> Offer | None:
        def change(pipe) -> tuple[Offer, int | None]:
            current, refusal = _parsed(pipe.get(OFFER + table.id))
            offer, seat = answered(lapsed(current, table), proof, offer_id, accept)
            pipe.multi()
            if seat is not None:
                refusal = [self.client.incr(NUMBERS), offer.json(), seat]
                pipe.set(OFFER + table.id, _said(None, refusal), ex=KEPT)
            else:
                kept = None if offer.accepted == offer.waiting else offer
                pipe.set(OFFER + table.id, _said(kept, refusal), ex=KEPT)
            return offer, seat

        offer, seat = self._transaction(table.id, change)
        self.changed(table.id)
        if seat is not None:
            raise Refused(offer, seat)
        return offer if offer.accepted == offer.waiting else None

    def _transaction(self, table_id: str, change):
        try:
            return self.client.transaction(change, OFFER + table_id, value_from_callable=True)
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None


def _parsed(kept: str | None) -> tuple[Offer | None, list | None]:
    if kept is None:
        return None, None
    data = json.loads(kept)
    return offer_of(data["offer"]), data["refusal"]


def _said(offer: Offer | None, refusal: list | None) -> str:
    return json.dumps({"offer": data_of(offer), "refusal": refusal})
