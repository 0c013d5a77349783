"""Each process's copy of the tables' live parts (who is connected, the panels, the request,
the nudge), kept from the events their writers publish, so that building a scene or looking
for a computer's move reads memory instead of asking Redis at every change.

Redis keeps the truth; a copy is only trusted while it provably has every event since it was
loaded:

- **Loaded once.** A table's first read (or the first after the copy was found wrong) loads
  its live part from Redis in one round trip, with the table's sequence number; the events
  heard while that load was on its way are kept and applied after it.
- **Events form a chain.** Every write of a table's live part draws a new number from one
  counter for all tables and says the number before it at that table (``Event.prev``), in the
  same Redis script as the write, so events are numbered in the order Redis made them. A copy
  at ``seq`` applies the event whose ``prev`` is ``seq``, ignores one it has (``seq`` at or
  below its own: its own write heard back, or one a load had), and drops itself on any other —
  a missed or reordered event, or the table's number forgotten by Redis (it lasts a day after
  the last write) — and tells the table's listeners, whose next read loads it again. Never
  silently wrong: at worst one load.
- **Only while subscribed.** Until the subscription is confirmed, and from its loss until it is
  confirmed again, nothing is kept: every read loads, as if there were no copies. On each
  confirmation every copy is dropped and every table known here is told of, since anything
  published while the subscription was away is lost.
- **Expiry.** A value written with a time to live (a process's devices at a table) lasts that
  long in the copy from the moment its event was heard (or from when its load was sent, with
  the time Redis said was left): a process that dies stops writing, and its devices disappear
  from every copy as they do from Redis, without an event.

The clock is injected (seconds, monotonic), so that tests move time themselves.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

IDLE = 600.0
"""Seconds without a read, event or write after which a table's copy is forgotten (read again
if needed). A table shown to a device of this process is written by this process's presence
every third of its time to live, so it is never idle."""


@dataclass(frozen=True)
class Event:
    """Field ``name`` of a table's live part became ``value`` (None: removed), for ``ttl``
    seconds (None: until changed); ``seq`` its number, ``prev`` the number before it."""

    prev: int
    seq: int
    name: str
    value: Any
    ttl: float | None = None


@dataclass(frozen=True)
class Loaded:
    """A table's live part as Redis had it: its number, and each field's value with the
    seconds it had left (None: no end)."""

    seq: int
    fields: dict[str, tuple[Any, float | None]]


@dataclass
class _Copy:
    seq: int = -1  # -1: nothing kept (to be loaded)
    fields: dict[str, tuple[Any, float | None]] = field(default_factory=dict)  # value, until
    loads: int = 0  # loads under way
    heard: list[Event] = field(default_factory=list)  # events heard while loading
    used: float = 0.0


class Copies:
    """The tables' live parts, kept from ``load(table_id) -> Loaded`` (Redis) and the events
    heard; ``tell(table_id)`` is called, outside any lock, when a table's live part changed
    by an event heard or must be read again."""

    def __init__(
        self,
        load: Callable[[str], Loaded],
        tell: Callable[[str], None],
        clock: Callable[[], float] = time.monotonic,
        idle: float = IDLE,
    ) -> None:
        self._load, self._tell, self._clock, self._idle = load, tell, clock, idle
        self._lock = threading.Lock()
        self._copies: dict[str, _Copy] = {}
        self._listening = False
        self._round = 0  # grows with every confirmation or loss of the subscription

    def read(self, table_id: str) -> dict[str, Any]:
        """Every live field of the table: from the copy, or loaded (and kept when it may be).
        Raises what ``load`` raises (Redis away)."""
        with self._lock:
            now = self._clock()
            copy = self._copies.setdefault(table_id, _Copy())
            copy.used = now
            if self._listening and copy.seq >= 0:
                return _alive(copy.fields, now)
            copy.loads += 1
            round = self._round
        try:
            loaded = self._load(table_id)
        except BaseException:
            with self._lock:
                copy.loads -= 1
            raise
        fields = {name: (value, None if left is None else now + left)
                  for name, (value, left) in loaded.fields.items()}  # fmt: skip
        with self._lock:
            copy.loads -= 1
            if not self._listening or round != self._round:
                return _alive(fields, now)  # events unheard, or maybe missed: not kept
            if copy.seq < 0 or loaded.seq > copy.seq:
                copy.seq, copy.fields = loaded.seq, fields
            heard, copy.heard = copy.heard, ([] if copy.loads == 0 else copy.heard)
            broken = any(self._applied(copy, event) is None for event in heard)
            answer = _alive(fields if broken else copy.fields, self._clock())
        if broken:
            self._tell(table_id)
        return answer

    def kept(self, table_id: str) -> bool:
        """The table's copy is kept: ``read`` answers from memory."""
        with self._lock:
            copy = self._copies.get(table_id)
            return self._listening and copy is not None and copy.seq >= 0

    def heard(self, table_id: str, event: Event) -> None:
        """An event from the subscription; tells the table when it changed what a read gives."""
        with self._lock:
            copy = self._copies.get(table_id)
            if copy is None:
                return  # never read here: nothing to keep
            copy.used = self._clock()
            if copy.seq < 0:
                if copy.loads:
                    copy.heard.append(event)
                return
            changed = self._applied(copy, event)
        if changed is not False:
            self._tell(table_id)

    def wrote(self, table_id: str, event: Event) -> None:
        """This process's own write, as Redis numbered it (its writer tells the table)."""
        with self._lock:
            copy = self._copies.get(table_id)
            if copy is None:
                return
            copy.used = self._clock()
            if copy.seq >= 0:
                self._applied(copy, event)
            elif copy.loads:
                copy.heard.append(event)

    def _applied(self, copy: _Copy, event: Event) -> bool | None:
        """Apply ``event`` to ``copy`` (under the lock): whether what a read gives changed;
        None when the chain broke and the copy was dropped."""
        if event.seq <= copy.seq:
            return False  # known already
        if event.prev != copy.seq:
            copy.seq, copy.fields = -1, {}
            return None
        copy.seq = event.seq
        before = copy.fields.get(event.name, (None, None))[0]
        if event.value is None:
            copy.fields.pop(event.name, None)
        else:
            until = None if event.ttl is None else self._clock() + event.ttl
            copy.fields[event.name] = (event.value, until)
        return before != event.value

    def subscribed(self) -> None:
        """The subscription is confirmed (again): every copy is dropped, and every table known
        here told, since events may have been missed before."""
        with self._lock:
            self._listening = True
            known = self._dropped()
        for table_id in known:
            self._tell(table_id)

    def lost(self) -> None:
        """The subscription is lost: nothing is kept until it is confirmed again."""
        with self._lock:
            self._listening = False
            self._dropped()

    def _dropped(self) -> list[str]:
        self._round += 1
        for copy in self._copies.values():
            copy.seq, copy.fields, copy.heard = -1, {}, []
        return list(self._copies)

    def sweep(self) -> None:
        """Forget the copies of tables nobody read, wrote or heard of for ``idle`` seconds."""
        with self._lock:
            old = self._clock() - self._idle
            for table_id in [id for id, c in self._copies.items() if c.used < old and not c.loads]:
                del self._copies[table_id]


def _alive(fields: dict[str, tuple[Any, float | None]], now: float) -> dict[str, Any]:
    return {name: value for name, (value, until) in fields.items() if until is None or until > now}
