"""Who watches which table on this process's live connections, within the limits: the
connections holding no seat of their table (spectators) per table and per address (with those
to the live lobby), and the
tables of four computers each address watches (such a table plays only while watched, see
``Pacer``). One beyond is refused with its reason, and the connection closed with 1013
("try again later")."""

from __future__ import annotations

import threading
from collections import Counter

from ..core import Refusal
from .limits import Limits

AGAIN = 30
"""Seconds a refused watcher is told to wait."""


class Watching:
    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.per_table: Counter[str] = Counter()
        self.per_address: Counter[str] = Counter()
        self.robots: dict[str, Counter[str]] = {}  # address -> its robot tables watched
        self._lock = threading.Lock()

    def enter(self, address: str, table_id: str, spectator: bool, robots: bool) -> Refusal | None:
        """Count a new connection; or why it is refused (nothing counted then)."""
        with self._lock:
            mine = self.robots.get(address, Counter())
            if robots and table_id not in mine and len(mine) >= self.limits.robots:
                return Refusal("too_many_computer_tables", limit=self.limits.robots,
                               retry_after=AGAIN)  # fmt: skip
            if spectator:
                if self.per_table[table_id] >= self.limits.spectators:
                    return Refusal("too_many_spectators", limit=self.limits.spectators,
                                   retry_after=AGAIN)  # fmt: skip
                if self.per_address[address] >= self.limits.spectators_per_address:
                    return Refusal("too_many_watching", limit=self.limits.spectators_per_address,
                                   retry_after=AGAIN)  # fmt: skip
                self.per_table[table_id] += 1
                self.per_address[address] += 1
            if robots:
                self.robots.setdefault(address, Counter())[table_id] += 1
        return None

    def enter_lobby(self, address: str) -> Refusal | None:
        """Count a new connection to the live lobby (it holds no seat: one of the address's
        watchers); or why it is refused."""
        with self._lock:
            if self.per_address[address] >= self.limits.spectators_per_address:
                return Refusal("too_many_watching", limit=self.limits.spectators_per_address,
                               retry_after=AGAIN)  # fmt: skip
            self.per_address[address] += 1
        return None

    def leave_lobby(self, address: str) -> None:
        with self._lock:
            _less(self.per_address, address)

    def leave(self, address: str, table_id: str, spectator: bool, robots: bool) -> None:
        with self._lock:
            if spectator:
                _less(self.per_table, table_id)
                _less(self.per_address, address)
            if robots:
                mine = self.robots.get(address)
                if mine is not None:
                    _less(mine, table_id)
                    if not mine:
                        del self.robots[address]


def _less(counter: Counter, key: str) -> None:
    counter[key] -= 1
    if counter[key] <= 0:
        del counter[key]
