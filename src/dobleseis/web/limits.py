"""Rate limits: how many messages a connection may send, how many wrong invitation codes an
address may try (both on an injected clock, so tests are deterministic), ``Limits``, the
numbers a server holds everyone to, and ``Shares``, the server's work each seat or address may
spend: hints, the CPU of reading matches whole (measured as it runs), reviews begun."""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from ..session.pacer import COMPUTERS_ONLY_PACE
from ..session.review import reading_free
from .errors import BadRequest

Clock = Callable[[], float]
T = TypeVar("T")


class Bucket:
    """A token bucket: ``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self, cost: float = 1) -> bool:
        """Spend ``cost`` tokens if a token is there now: a cost beyond what is left (a long
        match read whole) leaves the bucket in debt, paid before the next is taken."""
        if not self.has():
            return False
        self.tokens -= cost
        return True

    def has(self) -> bool:
        """A token is there now (none is taken)."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        return self.tokens >= 1


class Tries:
    """Wrong guesses per client address: at most ``limit`` in any ``window`` seconds; then every
    lookup from that address is refused until the oldest guess is out of the window. Remembers
    at most ``addresses`` addresses (the least recent are forgotten first)."""

    def __init__(self, limit: int = 10, window: float = 60.0, clock: Clock = time.monotonic,
                 addresses: int = 10_000) -> None:  # fmt: skip
        self.limit, self.window, self.clock, self.addresses = limit, window, clock, addresses
        self._misses: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, address: str) -> int:
        """Seconds ``address`` must wait before its next lookup (0: it may look now)."""
        with self._lock:
            misses = self._recent(address)
            if len(misses) < self.limit:
                return 0
            return max(1, math.ceil(misses[0] + self.window - self.clock()))

    def missed(self, address: str) -> None:
        """``address`` looked up a code that does not exist."""
        with self._lock:
            self._recent(address).append(self.clock())
            self._misses.move_to_end(address)
            while len(self._misses) > self.addresses:
                self._misses.popitem(last=False)

    def _recent(self, address: str) -> deque[float]:
        misses = self._misses.setdefault(address, deque())
        while misses and misses[0] <= self.clock() - self.window:
            misses.popleft()
        return misses


@dataclass(frozen=True)
class Limits:
    """What one address, and everyone together, may hold or spend on a server (``serve``'s
    flags; README "Running a public server"). The defaults leave a family at home (one address,
    a few devices, a few tables) far from every one of them."""

    proxies: tuple[str, ...] = ()
    """Addresses (or networks) whose X-Forwarded-For is believed; none by default."""
    connections: int = 4096
    """Connections open at once, HTTP and WebSocket, in all (kept below the file limit)."""
    per_address: int = 64
    """Connections open at once from one address (a phone's browser opens up to six)."""
    requests: int = 100
    """HTTP requests a second from one address, on average, in bursts of up to five seconds'
    worth (a browser's first visit asks about eighty files; a live table is one WebSocket)."""
    refusals: int = 200
    """Refusals within a second that shut one address out of the listening socket for five
    seconds (the system drops its connections unanswered meanwhile: ``web/shutter.py``)."""
    request_timeout: float = 10.0
    """Seconds for a request to arrive whole once begun (or once the connection is made)."""
    keep_alive: int = 5
    """Seconds an idle kept-alive connection stays open (uvicorn's timeout_keep_alive)."""
    creates: int = 30
    """Tables created or imported per minute from one address."""
    creates_per_day: int = 500
    """Tables created or imported per day from one address, on average (a share that refills
    over the day): what one address can add to the disk, however long it goes on."""
    free_disk: int = 256
    """MiB of disk that must stay free beside a SQLite database for a new table, profile or
    hand's review to be kept: below it every new one is refused (507), and the matches under
    way go on."""
    tables: int = 100
    """Unfinished tables one address holds (created since the server started)."""
    spectators: int = 50
    """Live connections to one table that hold no seat of it."""
    spectators_per_address: int = 20
    """Live connections holding no seat, from one address, over all tables."""
    robots: int = 2
    """Tables of four computers one address keeps playing at once."""
    computers_pace: int = COMPUTERS_ONLY_PACE
    """Milliseconds at least between two moves at a table of four computers, whatever its
    pace: such a table is watched, not played, and at pace 0 it would keep a worker busy."""
    hints: float = 0.5
    """Hints a second one seat may ask, on average (bursts of HINT_BURST; a hint asked again
    at the same version is answered from the last and costs nothing)."""
    profiles: int = 10
    """Player profiles made per minute from one address (public play)."""
    quick: int = 30
    """Quick-match requests per minute from one address."""
    reactions: int = 120
    """Quick reactions per minute from one address (each seat: one each 2 s besides)."""
    reading: int = 100
    """Milliseconds of the server's CPU a second that reading matches whole may take for one
    address, on average, in bursts of ``READING_BURST`` seconds' worth: a log, a record, a
    replay, a hand's review, a match's accuracy, the statistics, an import, the lobby, the
    leaderboard, and a view or a live connection's first look at a table (rebuilt from its
    record when the store no longer holds it in memory: some 20 ms for a long match).
    A plain request costs well under a millisecond, these up to ~100 (a long match has some
    1,300 actions, each folded again): one address asking for a long match's log a hundred
    times a second would keep the server's process busy nine times over."""
    reviews_per_day: int = 500
    """Hands' reviews one address may begin per day, on average (a share that refills over the
    day): each is kept for good (some 8 KiB), so this is what reviews add to the disk for one
    address, however long it goes on; a long match has some fifty hands."""


DEFAULTS = Limits()
"""The limits of a server started without limit flags (frozen, so one value serves all)."""


HINT_BURST = 5
MESSAGES_BURST = 5
"""Seconds' worth of ``Limits.requests`` an address's live connections may send at once (the
door's burst of requests)."""
READING_BURST = 30
"""Seconds' worth of ``Limits.reading`` an address may spend at once: three seconds of CPU by
default, what a device holding some five hundred finished matches spends for its statistics
on a server that has just started (each rebuilt from its record; some 100 ms once they are in
the store's memory), shown each time its player comes back to the start screen."""


class Rates:
    """A ``Bucket`` for each key (a table's seat, say), at most ``keys`` of them remembered
    (the least recent are forgotten first: a forgotten key starts full again)."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic,
                 keys: int = 10_000) -> None:  # fmt: skip
        self.rate, self.burst, self.clock, self.keys = rate, burst, clock, keys
        self._buckets: OrderedDict[object, Bucket] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, key: object, cost: float = 1) -> int:
        """0 if ``key`` may go now (and ``cost`` is counted: see ``Bucket.take``), else the
        seconds until it may."""
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                bucket = self._buckets[key] = Bucket(self.rate, self.burst, self.clock)
            self._buckets.move_to_end(key)
            while len(self._buckets) > self.keys:
                self._buckets.popitem(last=False)
            if bucket.take(cost):
                return 0
            return max(1, math.ceil((1 - bucket.tokens) / self.rate))

    def spend(self, key: object, cost: float) -> None:
        """``key`` spent ``cost`` more (known once done: a bucket may go into debt)."""
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is not None:
                bucket.has()  # its tokens brought up to now
                bucket.tokens -= cost


DAY = 86_400.0


class Shares:
    """The shares of the server's work that a seat or an address spends, each a ``Rates``: the
    hints of a seat; the messages of its live connections (as many as its HTTP requests, which
    the door counts: a handshake is one, its messages are not), the CPU of reading matches
    whole, and the hands' reviews begun, per address. The session calls each charge just before
    the work it pays for (it raises the 429 that refuses it), and has a reader do the work
    itself, measured as it runs."""

    def __init__(self, limits: Limits, clock: Clock) -> None:
        self.hints = Rates(limits.hints, HINT_BURST, clock)
        self.messages = Rates(limits.requests, limits.requests * MESSAGES_BURST, clock)
        self.reading = Rates(limits.reading, limits.reading * READING_BURST, clock)
        self.reviews_per_day = limits.reviews_per_day
        self.reviews = Rates(limits.reviews_per_day / DAY, limits.reviews_per_day, clock)

    def hint(self, table_id: str, seat: int) -> Callable[[], None]:
        """What a new hint for ``seat`` costs: a token of its bucket, or a 429."""

        def charge() -> None:
            wait = self.hints.wait((table_id, seat))
            if wait:
                raise BadRequest("too_many_hints", 429, retry_after=wait)

        return charge

    def reader(self, address: str, local: bool = False) -> Callable[..., Any]:
        """``read(function, *args)``: ``function(*args)`` in the calling thread (a worker
        thread), its CPU time spent of ``address``'s ``Limits.reading``; refused (429) while
        that is spent. What a reading costs is known once it is done, so a few at once may take
        more than is left: the address is then in debt, and refused until it is paid. A
        ``local`` request (this computer's own, ``./play``'s player) reads without a share: the
        server's time is its own."""
        if local:
            return reading_free

        def read(function: Callable[..., T], *args: Any, **options: Any) -> T:
            wait = self.reading.wait(address, 0)
            if wait:
                raise BadRequest("too_many_reads", 429, retry_after=wait)
            start = time.thread_time()
            try:
                return function(*args, **options)
            finally:
                self.reading.spend(address, (time.thread_time() - start) * 1000)

        return read

    def review(self, address: str) -> Callable[[], None]:
        """What beginning a hand's review costs ``address``: one of its reviews of the day, or
        a 429 once they are spent."""

        def charge() -> None:
            wait = self.reviews.wait(address)
            if wait:
                raise BadRequest("too_many_reviews_today", 429, limit=self.reviews_per_day,
                                 retry_after=wait)  # fmt: skip

        return charge
