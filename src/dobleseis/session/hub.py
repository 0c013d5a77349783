"""The hub: tells everyone listening to a table that it changed ("table T is at version N").

Listeners then read the table from the store (the live tables' frames, once per change for all
the devices of a process: ``frames``; the computer player) and push what each of their devices
may see; the hub carries no views, so nothing private ever passes through it. The interface is
two calls so that another hub (Redis pub/sub, for several server processes) can replace the one
in process. A listener is called in the publisher's thread and must not block: the frames hand
the news to a thread of their own.
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
        """Tell every listener of ``table_id`` (and every listener of all tables)."""

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        """Listen to one table (``None``: every table); returns the call that stops it."""


class LocalHub:
    """The hub of one process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[str | None, dict[int, Listener]] = {}
        self._next = 0

    def publish(self, table_id: str, version: int) -> None:
        with self._lock:
            listeners = [*self._listeners.get(table_id, {}).values(),
                         *self._listeners.get(None, {}).values()]  # fmt: skip
        for listener in listeners:
            listener(table_id, version)

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        with self._lock:
            self._next += 1
            token = self._next
            self._listeners.setdefault(table_id, {})[token] = listener

        def stop() -> None:
            with self._lock:
                kept = self._listeners.get(table_id)
                if kept is not None:
                    kept.pop(token, None)
                    if not kept:
                        del self._listeners[table_id]

        return stop

    def listening(self, table_id: str) -> int:
        """How many listen to ``table_id`` (for tests: a closed connection stops listening)."""
        with self._lock:
            return len(self._listeners.get(table_id, {}))
