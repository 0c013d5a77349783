"""The hub for several processes: the process's own hub delivers to its listeners, and Redis
(``Relay``) carries every publication to the other processes' hubs.

It has the hub's two calls (``publish``, ``subscribe``; see the hub of one process, which it
wraps), so a server uses it in place of that one. A publication reaches this process's
listeners at once, whether Redis is there or not, and the other processes' listeners as soon as
Redis passes it on. When a relay has lost Redis and is back, whatever was published meanwhile
is gone from pub/sub; the hub then tells its listeners every table's version as the store has
it (``versions``), so that each catches up from the store as it would after any change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..hub import Hub, Listener
from .relay import Relay


def store_versions(store: Any) -> Callable[[], Iterable[tuple[str, int]]]:
    """Every table's id and version as ``store`` has them now (from its list of matches)."""
    return lambda: [(row["id"], row["version"]) for row in store.summaries()]


class RedisHub:
    """The hub ``local`` of this process, joined to every other process on Redis ``url``."""

    def __init__(
        self, url: str, local: Hub, versions: Callable[[], Iterable[tuple[str, int]]]
    ) -> None:
        self.local = local
        self._versions = versions
        self._relay = Relay(url, local.publish, self._catch_up)

    def publish(self, table_id: str, version: int) -> None:
        """Tell this process's listeners now, and the other processes' through Redis."""
        self.local.publish(table_id, version)
        self._relay.announce(table_id, version)

    def tell(self, table_id: str, version: int) -> None:
        """Tell this process's listeners only."""
        self.local.publish(table_id, version)

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        return self.local.subscribe(table_id, listener)

    def wait_listening(self, timeout: float) -> bool:
        """Block until the other processes' publications reach this one (at start, and after
        Redis came back)."""
        return self._relay.wait_listening(timeout)

    def close(self) -> None:
        self._relay.close()

    def _catch_up(self) -> None:
        """Subscribed to Redis (again): what was published before may have been missed, so
        every table is announced here as the store has it. A table deleted meanwhile is not
        among them: its listeners learn it when they next read it."""
        for table_id, version in self._versions():
            self.local.publish(table_id, version)
