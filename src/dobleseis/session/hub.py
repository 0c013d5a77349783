"""The hub: tells everyone listening to a table that it changed ("table T is at version N").

Listeners then read the table from the store (the live tables' frames, once per change for all
the devices of a process: ``frames``; the computer player) and push what each of their devices
may see; the hub carries no views, so nothing private ever passes through it. The interface
(``Hub``) is small so that another hub (Redis pub/sub, for several server processes) can
replace the one in process. A listener is called in the publisher's thread and must not block:
the frames build a change made in this process at once (nothing to read) and hand any other to
a thread of their own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

Listener = Callable[[str, int], None]
"""``listener(table_id, version)``; version -1: the table was deleted."""

DELETED = -1


class Hub(Protocol):
    def publish(self, table_id: str, version: int) -> None:
        """Tell every listener of all tables, then every listener of ``table_id``."""

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        """Listen to one table (``None``: every table this process hears of); returns the call
        that stops it."""

    hears_all: bool
    """Whether the listeners of every table hear every change (a process alone), or only this
    process's and those of the tables it follows."""

    def follow(self, table_id: str) -> Callable[[], None]:
        """Hear of the table's changes made by other processes too (the listeners of every
        table hear them) until the call returned is made; a process alone hears every
        change."""

    def tell(self, table_id: str, version: int) -> None:
        """Tell this process's listeners only: what every process hears for itself (the rooms
        shared by several, ``RedisRooms``, whose changes reach each process on their own)."""


class Listeners:
    """Listeners kept by key, each added with the call that removes it: the registry of the hub
    (keyed by table id, None for every table) and of the reactions (by table id)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._kept: dict = {}
        self._next = 0

    def add(self, key, listener: Callable) -> Callable[[], None]:
        """Keep ``listener`` under ``key``; returns the call that stops it."""
        with self._lock:
            self._next += 1
            token = self._next
            self._kept.setdefault(key, {})[token] = listener

        def stop() -> None:
            with self._lock:
                kept = self._kept.get(key)
                if kept is not None:
                    kept.pop(token, None)
                    if not kept:
                        del self._kept[key]

        return stop

    def of(self, *keys) -> list[Callable]:
        """The listeners under each of ``keys``, in that order (a copy: they may come and go
        while it is called)."""
        with self._lock:
            return [listener for key in keys for listener in self._kept.get(key, {}).values()]


def _nothing() -> None:
    pass


def MAKING() -> None:  # a marker, called only as a stop that does nothing
    """A subscription being made outside its keeper's lock (``Frames.watch``,
    ``Pacer._follow``): whoever makes it keeps it, or stops it if its place was given up
    meanwhile."""


class LocalHub:
    """The hub of one process."""

    hears_all = True

    def __init__(self) -> None:
        self._listeners = Listeners()

    def publish(self, table_id: str, version: int) -> None:
        # the listeners of every table first (the computers' pacer), then the table's (the
        # frames, which wake its devices): a device told of a change finds it heard everywhere
        for listener in self._listeners.of(None, table_id):
            listener(table_id, version)

    tell = publish  # a process alone: its listeners are everyone's

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        return self._listeners.add(table_id, listener)

    def follow(self, table_id: str) -> Callable[[], None]:
        return _nothing  # a process alone hears every change

    def listening(self, table_id: str) -> int:
        """How many listen to ``table_id`` (for tests: a closed connection stops listening)."""
        return len(self._listeners.of(table_id))
