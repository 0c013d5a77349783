"""The hub for several processes: the process's own hub delivers to its listeners, and Redis
(``Relay``) carries every publication to the other processes that follow the table.

It has the hub's calls (``publish``, ``subscribe``, ``follow``; see the hub of one process,
which it wraps), so a server uses it in place of that one. A publication reaches this process's
listeners at once, whether Redis is there or not, and the listeners of the other processes
that follow the table as soon as Redis passes it on. A process follows a table while one of
its listeners subscribed to it (the frames of a table its devices watch) or while it asked to
(``follow``: the computers' pacer, for the tables whose lease it holds); its listeners of every
table (``None``) hear this process's changes and those of the tables it follows, not every
table's. Each time Redis confirms a table's channel (just followed, or again after Redis came
back), whatever was published on it before may have been missed: the hub then tells the
table's listeners its version as the store has it, so that they catch up from the store as they
would after any change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..hub import DELETED, Hub, Listener
from .client import Health
from .relay import Relay


def store_version(store: Any) -> Callable[[str], int]:
    """A table's version as ``store`` has it now (DELETED: it has none)."""

    def version(table_id: str) -> int:
        table = store.get(table_id)
        return DELETED if table is None else table.version

    return version


class RedisHub:
    """The hub ``local`` of this process, joined to every other process on Redis ``url``;
    ``version(id)``: a table's version as the store has it now; ``health``: whether Redis
    answers the process (``client.Health``; None: the hub's own)."""

    hears_all = False

    def __init__(self, url: str, local: Hub, version: Callable[[str], int],
                 health: Health | None = None) -> None:  # fmt: skip
        self.local = local
        self._version = version
        self._relay = Relay(url, local.publish, self._joined, health=health)

    def publish(self, table_id: str, version: int) -> None:
        """Tell this process's listeners now, and the other processes' through Redis."""
        self.local.publish(table_id, version)
        self._relay.announce(table_id, version)

    def tell(self, table_id: str, version: int) -> None:
        """Tell this process's listeners only."""
        self.local.publish(table_id, version)

    def subscribe(self, table_id: str | None, listener: Listener) -> Callable[[], None]:
        """Listen to a table, whichever process changes it (it is followed meanwhile), or to
        every change this process hears (``None``)."""
        stop_listening = self.local.subscribe(table_id, listener)
        if table_id is None:
            return stop_listening
        stop_following = self._relay.follow(table_id)

        def stop() -> None:
            stop_listening()
            stop_following()

        return stop

    def follow(self, table_id: str) -> Callable[[], None]:
        """Hear the other processes' changes of the table (the listeners of every table hear
        them) until the call returned is made."""
        return self._relay.follow(table_id)

    def wait_listening(self, timeout: float) -> bool:
        """Block until the other processes' publications reach this one (at start, and after
        Redis came back)."""
        return self._relay.wait_listening(timeout)

    def close(self) -> None:
        self._relay.close()

    def _joined(self, table_ids: list[str]) -> None:
        """Redis confirmed these tables' channels (just followed, or again after it came back):
        what was published on them before may have been missed, so each is told here as the
        store has it."""
        for table_id in table_ids:
            self.local.publish(table_id, self._version(table_id))
