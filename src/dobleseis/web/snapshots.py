"""The table as its spectators see it, read from the store once per version and its public
view built once, for every live connection that holds no seat of it (see ``live``)."""

from __future__ import annotations

import threading
from collections import OrderedDict

from ..session import Table, TableService, view_json

KEPT = 1000
"""Tables whose snapshot is kept (the least recently asked are dropped first)."""


class Snapshots:
    def __init__(self, tables: TableService) -> None:
        self.tables = tables
        self._kept: OrderedDict[str, tuple[Table | None, dict | None]] = OrderedDict()
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def get(self, table_id: str, version: int) -> tuple[Table | None, dict | None]:
        """The table at ``version`` or later (None: deleted) and its public view frame. Runs
        in a worker thread: the first to ask for a new version reads it; the others wait for
        that read and share it."""
        with self._guard:
            lock = self._locks.setdefault(table_id, threading.Lock())
        with lock:
            kept = self._kept.get(table_id)
            if kept is not None and kept[0] is not None and kept[0].version >= version >= 0:
                with self._guard:
                    self._kept.move_to_end(table_id)
                return kept
            table = self.tables.store.get(table_id)
            frame = None if table is None else {"type": "view", "seat": None,
                                                "view": view_json(table, None)}  # fmt: skip
            with self._guard:
                self._kept[table_id] = (table, frame)
                self._kept.move_to_end(table_id)
                while len(self._kept) > KEPT:
                    old, _ = self._kept.popitem(last=False)
                    self._locks.pop(old, None)
            return table, frame
