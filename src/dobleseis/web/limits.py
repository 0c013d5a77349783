"""Rate limits: how many messages a connection may send, how many wrong invitation codes an
address may try (both on an injected clock, so tests are deterministic), and ``Limits``, the
numbers a server holds everyone to."""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass

from ..session.pacer import COMPUTERS_ONLY_PACE
from .errors import BadRequest

Clock = Callable[[], float]


class Bucket:
    """A token bucket: ``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        if not self.has():
            return False
        self.tokens -= 1
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


DEFAULTS = Limits()
"""The limits of a server started without limit flags (frozen, so one value serves all)."""


HINT_BURST = 5


class Rates:
    """A ``Bucket`` for each key (a table's seat, say), at most ``keys`` of them remembered
    (the least recent are forgotten first: a forgotten key starts full again)."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic,
                 keys: int = 10_000) -> None:  # fmt: skip
        self.rate, self.burst, self.clock, self.keys = rate, burst, clock, keys
        self._buckets: OrderedDict[object, Bucket] = OrderedDict()
        self._lock = threading.Lock()

    def wait(self, key: object) -> int:
        """0 if ``key`` may go now (and it is counted), else the seconds until it may."""
        with self._lock:
            bucket = self._buckets.get(key)
            if bucket is None:
                bucket = self._buckets[key] = Bucket(self.rate, self.burst, self.clock)
            self._buckets.move_to_end(key)
            while len(self._buckets) > self.keys:
                self._buckets.popitem(last=False)
            if bucket.take():
                return 0
            return max(1, math.ceil((1 - bucket.tokens) / self.rate))


def hint_charge(rates: Rates, table_id: str, seat: int) -> Callable[[], None]:
    """What a new hint for ``seat`` costs: a token of its bucket, or a 429."""

    def charge() -> None:
        wait = rates.wait((table_id, seat))
        if wait:
            raise BadRequest("too_many_hints", 429, retry_after=wait)

    return charge
