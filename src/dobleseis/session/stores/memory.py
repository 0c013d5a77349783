"""The store of a process that keeps nothing: tables in a dict, for tests, benches and a server
that needs no history."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Collection

from ..table import Table
from .protocol import now, refuse, summary_of


class MemoryStore:
    """Tables in a dict: gone when the process ends."""

    def __init__(self) -> None:
        # each table with its times and the number of its last change (``summaries``' order)
        self._tables: dict[str, tuple[Table, str, str, int]] = {}
        self._changes = itertools.count(1)
        self._reviews: dict[tuple[str, str], dict] = {}
        self._lock = threading.Lock()

    def get(self, id: str) -> Table | None:
        kept = self._tables.get(id)
        return None if kept is None else kept[0]

    def kept(self, id: str, version: int) -> Table | None:
        kept = self._tables.get(id)
        return kept[0] if kept is not None and kept[0].version == version else None

    def put(self, table: Table, expect: int | None = None) -> None:
        stamp = now()
        with self._lock:
            kept = self._tables.get(table.id)
            if expect is not None and (kept is None or kept[0].version != expect):
                refuse(table.id, None if kept is None else kept[0].version, expect)
            created = stamp if kept is None else kept[1]
            self._tables[table.id] = (table, created, stamp, next(self._changes))

    def delete(self, id: str) -> bool:
        with self._lock:
            for k in [k for k in self._reviews if k[0] == id]:
                del self._reviews[k]
            return self._tables.pop(id, None) is not None

    def review(self, id: str, key: str) -> dict | None:
        return self._reviews.get((id, key))

    def keep_review(self, id: str, key: str, review: dict) -> bool:
        with self._lock:
            if id not in self._tables or (id, key) in self._reviews:
                return False
            self._reviews[(id, key)] = review
            return True

    def holding(self, keys: list[str]) -> set[str]:
        wanted = set(keys)
        return {id for id, (t, *_) in self._tables.items()
                if wanted.intersection(t.lookup_keys())}  # fmt: skip

    def listed(self, prefix: str) -> list[str]:
        return [id for id, (t, *_) in list(self._tables.items())
                if any(k.startswith(prefix) for k in t.lookup_keys())]  # fmt: skip

    def find(self, key: str) -> str | None:
        return next(iter(self.holding([key])), None)

    def summaries(self, ids: Collection[str] | None = None) -> list[dict]:
        kept = [k for id, k in list(self._tables.items()) if ids is None or id in ids]
        kept.sort(key=lambda k: (k[2], k[3]), reverse=True)  # two in a second: the last first
        return [{**summary_of(t), "created": c, "updated": u} for t, c, u, _ in kept]
