"""Rate limits: how many messages a connection may send, how many wrong invitation codes an
address may try. Both take an injected clock, so tests are deterministic."""

from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable

Clock = Callable[[], float]


class Bucket:
    """A token bucket: ``rate`` messages a second on average, bursts of ``burst``."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


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
