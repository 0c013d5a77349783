"""The rooms of several processes: who is connected to a table, the panels that pause its
computers and its takeback request, shared through Redis.

A device is connected to one process, but the others must know of it: the TABLE every device
receives says who is connected and who paused, the process that plays the table's computers
(which may be another) must wait while a player's or the host's panel is open anywhere, and a
request asked through one process is answered through another. So:

- **Presence.** Each process keeps its own connections (as ``Rooms`` does) and writes what they
  prove and the panels of theirs the table sees (a spectator's none: ``rooms.seen``) into the
  table's hash in Redis (``dobleseis:room:ID``, one field per process), stamped with a deadline
  by Redis's own clock; it writes it again on every change the table sees (a spectator's panel
  is none) and every third of ``ttl``. A process that dies stops writing, and its field is
  dropped once its deadline passes: its devices reconnect to another process, which writes
  them there.
- **Pushed, not read at each change.** Every write of a table's room, request or nudge
  publishes what it wrote (channel ``dobleseis:live:ID``), numbered in a chain in the same
  script (``dobleseis:liveseq:ID``, and ``dobleseis:numbers``); each process keeps a copy of
  the tables it reads, loaded once and kept from those events (``copies``: a missed or
  reordered event is found by the chain and costs one load), and tells its own listeners of a
  change it hears, so that a scene or the pacer's look reads memory. A process's devices
  lapse from the copies as from Redis, at the end of the time their last write gave them.
- **A nudge**: the last one at a table is one key (``dobleseis:nudge:ID``), and each seat's
  once-a-minute limit another, set only if absent and expiring by Redis's clock.
- **Absence**: since when each seat of a public match has been without its person
  (``dobleseis:away:ID``, a hash of seat to moment), written only if absent, so that every
  process and a restarted one count the away time from the moment it was first seen.
- **The request** waiting at a table and the last one answered are one key
  (``dobleseis:offer:ID``), changed only in a Redis transaction (``WATCH``), so that two
  answers or two requests made through two processes at once cannot both be taken: the loser
  reads again and is answered as it would be in one process (a request of the kind written
  first accepts it, ``rooms.asked``; one of another kind is refused). The last yes takes the
  request out; it is written as answered (accepted, or lapsed) only once the process that
  took it has carried it out, or failed to because another process's move was stored first.

This is live state, like the rooms of one process: nothing in it is a table's truth. Until the
events are first heard nothing is copied and every read asks Redis. When Redis is away (the
events lost, until they are heard again: Redis crashed, or stalled, ``relay.PONG_WITHIN``) no
read asks it: a process sees only its own devices and no request (the computers are not held
by a request nobody can answer); asking or answering one is refused with
``rooms_unavailable``. A write waits for a stalled Redis only until the process knows it is
silent (``client.Health``: one command left unanswered ``client.ANSWER_WITHIN``, by any client
or listener of the process); from then on it is refused at once, as by a crashed Redis, until
Redis is heard again: a device connecting or leaving, a panel opened, is shared again at the
next beat. Redis restarted without its data loses the requests waiting (they are asked again)
and, for up to a third of ``ttl``, who is connected.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable

import redis

from ..errors import NotAllowed, Unavailable
from ..rooms import (
    LAPSED,
    NUDGE_EVERY,
    Offer,
    Refused,
    Rooms,
    answered,
    asked,
    lapsed,
    others,
)
from ..table import Table
from ..table.seating import Proof
from .client import Health
from .copies import Copies, Event, Loaded
from .relay import Subscription

ROOM, OFFER, NUMBERS = "dobleseis:room:", "dobleseis:offer:", "dobleseis:numbers"
NUDGE, AWAY = "dobleseis:nudge:", "dobleseis:away:"
LIVE, SEQ = "dobleseis:live:", "dobleseis:liveseq:"
"""The channel of a table's events, and the number of its last one."""
PROCESS = "room:"
"""The copies' name of a process's devices (``room:NAME``); the others are ``offer``, ``nudge``."""
TTL = 10_000
"""Milliseconds a process's presence at a table lasts unless written again."""
KEPT = 24 * 3600
"""Seconds a request, its answer or a nudge is kept in Redis after its last change, and a table's
number after its last event."""
log = logging.getLogger(__name__)

_NOW = "local t = redis.call('time') local now = t[1] * 1000 + math.floor(t[2] / 1000) "
_TELL = """
local function tell(name, ttl, value)
  local prev = redis.call('get', KEYS[2]) or '0'
  local seq = redis.call('incr', KEYS[3])
  redis.call('set', KEYS[2], seq, 'ex', ARGV[5])
  redis.call('publish', ARGV[4], prev .. ' ' .. seq .. ' ' .. ttl .. ' ' .. name .. ' ' .. value)
  return {tonumber(prev), seq}
end
"""
"""Publish what was written, numbered: ``PREV SEQ TTL NAME VALUE`` (KEYS[2]: the table's
number, KEYS[3]: the counter; ARGV[4]: the channel, ARGV[5]: ``KEPT``)."""
_PUT = (
    _NOW
    + _TELL
    + """
if ARGV[2] == '' then
  redis.call('hdel', KEYS[1], ARGV[1])
else
  redis.call('hset', KEYS[1], ARGV[1], (now + tonumber(ARGV[3])) .. ' ' .. ARGV[2])
  redis.call('pexpire', KEYS[1], ARGV[3])
end
return tell('room:' .. ARGV[1], ARGV[3], ARGV[2])
"""
)
"""A process's devices at a table (ARGV: its name, what they prove or '', ttl ms, ...)."""
_SET = (
    _TELL
    + """
redis.call('set', KEYS[1], ARGV[2], 'ex', ARGV[5])
return tell(ARGV[1], '-', ARGV[2])
"""
)
"""The request or the nudge (ARGV: ``offer`` or ``nudge``, its text, '', ...)."""
_LOAD = (
    _NOW
    + """
local out = {redis.call('get', KEYS[4]) or '0', redis.call('get', KEYS[2]) or '',
             redis.call('get', KEYS[3]) or ''}
local all = redis.call('hgetall', KEYS[1])
for i = 1, #all, 2 do
  local cut = string.find(all[i + 1], ' ')
  local left = tonumber(string.sub(all[i + 1], 1, cut - 1)) - now
  if left < 0 then
    redis.call('hdel', KEYS[1], all[i])
  else
    table.insert(out, all[i])
    table.insert(out, left)
    table.insert(out, string.sub(all[i + 1], cut + 1))
  end
end
return out
"""
)
"""A table's live part at once: its number, request and nudge, then each process's name, the
milliseconds its devices have left and what they prove."""

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
    # an older server wrote no ``about``
    return Offer(data["id"], data["kind"], data["by"], data["version"],
                 frozenset(data["waiting"]), frozenset(data["accepted"]),
                 data.get("about", {}))  # fmt: skip


def data_of(offer: Offer | None) -> dict | None:
    if offer is None:
        return None
    return {"id": offer.id, "kind": offer.kind, "by": offer.by, "version": offer.version,
            "waiting": sorted(offer.waiting), "accepted": sorted(offer.accepted),
            "about": offer.about}  # fmt: skip


class RedisRooms(Rooms):
    """Every table's room, shared with the other processes on ``client``'s Redis, whose events
    are heard on ``url``; this process's presence is written under ``name`` (unique to it, no
    spaces). ``health``: whether Redis answers the process (``client.Health``, which ``client``
    was made with; None: the events' own)."""

    shared = True

    def __init__(self, client: redis.Redis, name: str, url: str, ttl: int = TTL,
                 health: Health | None = None) -> None:  # fmt: skip
        super().__init__()
        self.client = client
        self.name = name
        self.ttl = ttl
        self._mine = PROCESS + name
        self._put = client.register_script(_PUT)
        self._set = client.register_script(_SET)
        self._load = client.register_script(_LOAD)
        self._absent = client.register_script(_ABSENT)
        # ``changed`` is looked up at each call: the app sets it after the rooms are made
        self._copies = Copies(self._loaded, lambda table_id: self.changed(table_id))
        self._cut = False  # the events were heard, then lost: Redis is away
        self._events = Subscription(url, LIVE, self._heard, self._subscribed,
                                    self._cut_off, health=health)  # fmt: skip
        self._closed = threading.Event()
        self._away = False
        self._thread = threading.Thread(target=self._beat, name="dobleseis-rooms", daemon=True)
        self._thread.start()

    def wait_listening(self, timeout: float) -> bool:
        """Block until the other processes' events reach this one (until then every read asks
        Redis)."""
        return self._events.wait_listening(timeout)

    def close(self) -> None:
        self._closed.set()
        self._thread.join(10)
        with self._lock:
            tables = list(self._rooms)
        for table_id in tables:  # the others see this process's devices gone at once
            self._write(table_id, [])
        self._events.close()

    # -- the copies --------------------------------------------------------------------------
    def _loaded(self, table_id: str) -> Loaded:
        said = self._load(keys=[ROOM + table_id, OFFER + table_id, NUDGE + table_id,
                                SEQ + table_id])  # fmt: skip
        fields = {name: (_value(name, text), None)
                  for name, text in (("offer", said[1]), ("nudge", said[2])) if text}  # fmt: skip
        for i in range(3, len(said), 3):
            fields[PROCESS + said[i]] = (_devices(said[i + 2]), int(said[i + 1]) / 1000)
        return Loaded(int(said[0]), fields)

    def _heard(self, table_id: str, message: str) -> None:
        prev, seq, ttl, name, text = message.split(" ", 4)
        ttl_s = None if ttl == "-" else int(ttl) / 1000
        self._copies.heard(table_id, _event(prev, seq, name, text, ttl_s))

    def _subscribed(self) -> None:
        self._cut = False
        self._copies.subscribed()

    def _cut_off(self) -> None:
        """The events are lost, Redis away: until they are heard again, a read answers at once
        as when Redis is away, instead of asking it (a stalled Redis would have a read wait
        ``client.ANSWER_WITHIN`` to fail, until the process knows it silent) or trusting a copy
        that may have missed an event."""
        self._cut = True
        self._copies.lost()

    def ready(self, table_id: str) -> bool:
        """The table's copy is kept: reading it asks nothing of Redis."""
        return self._copies.kept(table_id)

    def _live(self, table_id: str) -> dict:
        """The table's live fields (the copy, or Redis); none while Redis is away."""
        if self._cut:
            return {}
        try:
            return self._copies.read(table_id)
        except redis.RedisError:
            return {}

    # -- presence ----------------------------------------------------------------------------
    def _present(self, table_id: str) -> None:
        self._write(table_id, self._here(table_id))
        self.changed(table_id)

    def _write(self, table_id: str, here: list[tuple[Proof, frozenset[str]]]) -> bool:
        said = json.dumps([[p.host, sorted(p.seats), sorted(panels)] for p, panels in here])
        said = said if here else ""
        keys = [ROOM + table_id, SEQ + table_id, NUMBERS]
        try:
            numbers = self._put(keys=keys, args=[self.name, said, self.ttl, LIVE + table_id, KEPT])
        except redis.RedisError as e:
            if not self._away:
                log.warning("cannot share who is at the tables (Redis): %s", e)
            self._away = True
            return False
        self._away = False
        self._copies.wrote(table_id, _event(*numbers, self._mine, said, self.ttl / 1000))
        return True

    def _beat(self) -> None:
        """Write this process's presence again before it lapses; forget idle copies."""
        while not self._closed.wait(self.ttl / 3000):
            self._copies.sweep()
            with self._lock:
                tables = list(self._rooms)
            for table_id in tables:
                if not self._write(table_id, self._here(table_id)):
                    break

    def _everyone(self, table_id: str) -> list[tuple[Proof, frozenset[str]]]:
        everyone = self._here(table_id)
        for name, devices in self._live(table_id).items():
            if name.startswith(PROCESS) and name != self._mine:  # its own: known first-hand
                everyone.extend(devices)
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
            said = json.dumps(nudge)
            numbers = self._set(keys=[NUDGE + table.id, SEQ + table.id, NUMBERS],
                                args=["nudge", said, "", LIVE + table.id, KEPT])  # fmt: skip
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None
        self._copies.wrote(table.id, _event(*numbers, "nudge", said, None))
        self.changed(table.id)
        return nudge

    def _last_nudge(self, table_id: str) -> dict | None:
        return self._live(table_id).get("nudge")

    # -- takeback requests -------------------------------------------------------------------
    def _offer(self, table: Table) -> tuple[Offer | None, tuple[int, dict, int | None] | None]:
        offer, last_answer = self._live(table.id).get("offer", (None, None))
        return lapsed(offer, table), last_answer

    def ask(self, table: Table, proof: Proof, kind: str, seat: int,
            starting: Callable[[], None] = lambda: None) -> Offer | None:  # fmt: skip
        """As ``Rooms.ask``, in a transaction: whether the ask starts a request (``starting``
        may refuse it) or agrees to one is decided on the request as Redis has it."""
        waiting = others(table, proof)
        if not waiting:
            starting()
            return None

        def change(pipe) -> tuple[Offer, str]:
            current, last_answer = _parsed(pipe.get(OFFER + table.id))
            offer = asked(lapsed(current, table), table, proof, kind, seat, waiting,
                          lambda: f"o{self.client.incr(NUMBERS)}", starting)  # fmt: skip
            # agreed (this ask was the last yes): taken out, and told once carried out
            return offer, _said(None if offer.agreed else offer, last_answer)

        offer = self._transaction(table.id, change)
        self.changed(table.id)
        return offer

    def answer(self, table: Table, proof: Proof, offer_id: str, accept: bool) -> Offer | None:
        def change(pipe) -> tuple[tuple[Offer, int | None], str]:
            current, last_answer = _parsed(pipe.get(OFFER + table.id))
            offer, seat = answered(lapsed(current, table), proof, offer_id, accept)
            if seat is not None:  # refused: told at once
                last_answer = [self.client.incr(NUMBERS), offer.answered(), seat]
            # refused, or agreed: taken out, and told once carried out (``settle``)
            gone = seat is not None or offer.agreed
            return (offer, seat), _said(None if gone else offer, last_answer)

        offer, seat = self._transaction(table.id, change)
        self.changed(table.id)
        if seat is not None:
            raise Refused(offer, seat)
        return offer if offer.agreed else None

    def settle(self, table_id: str, offer: Offer, done: bool) -> None:
        def change(pipe) -> tuple[None, str]:
            current, _ = _parsed(pipe.get(OFFER + table_id))
            answered = [self.client.incr(NUMBERS), offer.answered(), None if done else LAPSED]
            return None, _said(current, answered)  # a request asked since is kept

        self._transaction(table_id, change)
        self.changed(table_id)

    def _transaction(self, table_id: str, change):
        """Run ``change(pipe)`` on the request as Redis has it, watched: it returns its answer
        and the request's new text, written (and published) only if nobody changed it
        meanwhile (else ``change`` runs again). Returns the answer."""
        done: list = []

        def run(pipe) -> None:
            answer, said = change(pipe)
            pipe.multi()
            self._set(keys=[OFFER + table_id, SEQ + table_id, NUMBERS],
                      args=["offer", said, "", LIVE + table_id, KEPT], client=pipe)  # fmt: skip
            done[:] = [answer, said]

        try:
            numbers = self.client.transaction(run, OFFER + table_id)[-1]
        except redis.RedisError:
            raise Unavailable("rooms_unavailable") from None
        self._copies.wrote(table_id, _event(*numbers, "offer", done[1], None))
        return done[0]


def _event(prev, seq, name: str, text: str, ttl: float | None) -> Event:
    """The event of a write (its numbers as Redis said them; ``text`` '': removed)."""
    return Event(int(prev), int(seq), name, _value(name, text) if text else None, ttl)


def _value(name: str, text: str):
    """A live field's value from its text in Redis: a process's devices, the request and the
    last request answered, or the last nudge."""
    if name.startswith(PROCESS):
        return _devices(text)
    if name == "offer":
        offer, last_answer = _parsed(text)
        return offer, None if last_answer is None else tuple(last_answer)
    return json.loads(text)


def _devices(text: str) -> tuple[tuple[Proof, frozenset[str]], ...]:
    return tuple((Proof(host, frozenset(seats)), frozenset(panels))
                 for host, seats, panels in json.loads(text))  # fmt: skip


def _parsed(kept: str | None) -> tuple[Offer | None, list | None]:
    if kept is None:
        return None, None
    data = json.loads(kept)
    return offer_of(data["offer"]), data.get("last_answer")  # an older server wrote none


def _said(offer: Offer | None, last_answer: list | None) -> str:
    return json.dumps({"offer": data_of(offer), "last_answer": last_answer})
