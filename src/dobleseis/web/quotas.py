"""What one address may make and hold: tables created or imported per minute and per day,
unfinished tables, and tables of four computers playing — so that one stranger cannot fill the
disk or keep every worker busy. Beyond, a 429 with ``retry_after``; nothing already stored is
ever deleted. And in all: no new table while the disk beside the database is nearly full (507),
whoever asks.

The tables an address made are remembered in memory from the server's start (at most
``ADDRESSES`` addresses, the least recent forgotten first): a restart forgets them, which errs on
the side of the player. A table no longer counts once it is over or deleted; that is looked up
only when an address reaches its cap.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import BadRequest
from .limits import DAY, Bucket, Clock, Limits

log = logging.getLogger(__name__)
ADDRESSES = 10_000
WINDOW = 60.0
AGAIN = 60
"""Seconds to wait, said to an address at its cap of tables: finishing one frees it sooner."""
MIB = 1 << 20
FULL = ("less than %d MiB free beside the match database (--min-free-disk): no new table, "
        "profile or hand's review is made until there is room (507 no_room); the matches under "
        "way go on")  # fmt: skip
"""What the host's log says when the disk becomes nearly full (the MiB kept free)."""


@dataclass
class _Made:
    day: Bucket  # its share of the day's creates
    times: deque[float] = field(default_factory=deque)  # of its creates in the last WINDOW
    tables: set[str] = field(default_factory=set)  # unfinished tables it made, as last looked


class Quotas:
    """``unfinished(id)``: the table is still to be played (not over, not deleted); it reads the
    store, so ``admit`` runs in a worker thread. ``watched(id)``: some device watches it now —
    a table of four computers plays only then (``Pacer``), so only those count as running.
    ``free()``: bytes free on the disk the tables are kept on (None: not known here, as for a
    database on another server, whose room is its operator's to watch)."""

    def __init__(self, limits: Limits, clock: Clock, unfinished: Callable[[str], bool],
                 watched: Callable[[str], bool],
                 free: Callable[[], int | None] = lambda: None) -> None:  # fmt: skip
        self.limits, self.clock = limits, clock
        self.unfinished, self.watched, self.free = unfinished, watched, free
        self._made: OrderedDict[str, _Made] = OrderedDict()
        # address -> its tables of four computers (at most ``ADDRESSES``, the least recent
        # forgotten first, as ``_made``)
        self.robots: OrderedDict[str, set[str]] = OrderedDict()
        self.full = False  # the disk was nearly full at the last look (``room``)
        self._lock = threading.Lock()

    def pace(self, address: str) -> None:
        """Refuse ``address`` a new table now if it made its quota of the last minute already
        (429): in memory, so a flood is refused before its body is read or the store is."""
        with self._lock:
            self._paced(address)

    def admit(self, address: str, robots: bool = False) -> None:
        """Refuse a new table from ``address`` beyond its quotas (429), or from anyone while the
        disk is nearly full (507)."""
        self.room()
        with self._lock:
            made = self._paced(address)
            held = set(made.tables)
        if len(held) >= self.limits.tables:
            gone = {id for id in held if not self.unfinished(id)}
            held -= gone
            with self._lock:
                made.tables -= gone
            if len(held) >= self.limits.tables:
                raise BadRequest("too_many_tables", 429, limit=self.limits.tables,
                                 retry_after=AGAIN)  # fmt: skip
        if robots:
            self._robots_within(address)

    def room(self) -> None:
        """Refuse anything new kept for good (a table, a profile, a hand's review) while the
        disk is nearly full (507): what is under way goes on."""
        free = self.free()
        full = free is not None and free < self.limits.free_disk * MIB
        self._tell(full)
        if full:
            raise BadRequest("no_room", 507)

    def _tell(self, full: bool) -> None:
        """Say in the log that the disk is nearly full, or has room again, when it changes:
        the host learns it there, once, not from the players' refusals."""
        with self._lock:
            changed, self.full = full != self.full, full
        if changed and full:
            log.warning(FULL, self.limits.free_disk)
        elif changed:
            log.warning("room again beside the match database: new tables are made again")

    def may_hand(self, address: str, table_id: str) -> None:
        """``address`` (a host) would make ``table_id`` a table of four computers by handing
        its last person's seat to the computer: refused as a new such table would be (429)."""
        self._robots_within(address, besides=table_id)

    def handed(self, address: str, table_id: str) -> None:
        """``address`` made ``table_id`` a table of four computers: one of its own now."""
        with self._lock:
            self._robot(address, table_id)

    def _robots_within(self, address: str, besides: str | None = None) -> None:
        """The 429 of an address whose tables of four computers (other than ``besides``)
        being watched are as many as it may have; its finished ones forgotten."""
        with self._lock:
            mine = set(self.robots.get(address, ()))
        mine = {id for id in mine if self.unfinished(id)}
        with self._lock:
            if mine:
                self.robots[address] = mine
            else:  # none left: the address is forgotten, not kept with nothing
                self.robots.pop(address, None)
        if sum(1 for id in mine - {besides} if self.watched(id)) >= self.limits.robots:
            raise BadRequest("too_many_computer_tables", 429, limit=self.limits.robots,
                             retry_after=AGAIN)  # fmt: skip

    def _paced(self, address: str) -> _Made:
        """``address``'s tables made (under the lock), or the 429 of its quota per minute or of
        its share of the day."""
        made = self._made.get(address)
        if made is None:
            made = self._made[address] = self._new()
        self._made.move_to_end(address)
        while len(self._made) > ADDRESSES:
            self._made.popitem(last=False)
        now = self.clock()
        while made.times and made.times[0] <= now - WINDOW:
            made.times.popleft()
        if len(made.times) >= self.limits.creates:
            wait = max(1, int(made.times[0] + WINDOW - now + 0.999))
            raise BadRequest("too_many_creates", 429, retry_after=wait)
        if not made.day.has():
            wait = max(1, int((1 - made.day.tokens) / made.day.rate + 0.999))
            raise BadRequest("too_many_creates", 429, retry_after=wait)
        return made

    def _new(self) -> _Made:
        per_day = self.limits.creates_per_day
        return _Made(Bucket(per_day / DAY, per_day, self.clock))

    def made(self, address: str, table_id: str, robots: bool = False) -> None:
        """``address`` made ``table_id`` (of four computers: ``robots``)."""
        with self._lock:
            made = self._made.get(address)
            if made is None:
                made = self._made[address] = self._new()
            made.times.append(self.clock())
            made.day.take()
            made.tables.add(table_id)
            if robots:
                self._robot(address, table_id)

    def _robot(self, address: str, table_id: str) -> None:
        """``table_id`` is one of ``address``'s tables of four computers (under the lock)."""
        self.robots.setdefault(address, set()).add(table_id)
        self.robots.move_to_end(address)
        while len(self.robots) > ADDRESSES:
            self.robots.popitem(last=False)


class PerMinute:
    """At most ``limit`` requests of one kind a minute from each address (profiles made, quick
    matches asked). At most ``ADDRESSES`` addresses are remembered, the least recent forgotten
    first."""

    def __init__(self, limit: int, clock: Clock) -> None:
        self.limit, self.clock = limit, clock
        self._times: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, address: str) -> int:
        """0 if ``address`` may go now (and it is counted), else the seconds until it may (and
        nothing is counted)."""
        with self._lock:
            times = self._times.setdefault(address, deque())
            self._times.move_to_end(address)
            while len(self._times) > ADDRESSES:
                self._times.popitem(last=False)
            now = self.clock()
            while times and times[0] <= now - WINDOW:
                times.popleft()
            if len(times) >= self.limit:
                return max(1, int(times[0] + WINDOW - now + 0.999))
            times.append(now)
            return 0
