"""Where tables are kept, behind a small interface.

A store keeps each table's stored truth (``Table.saved``: the record of the whole timeline, the
seats, the level, the seed's secrecy, the cursor, the version and the seating) under its id, a
short summary of it for the list of matches (``summary_of``), and the table's lookup keys (its
hashed secrets and its invitation code) to find it by. The in-memory store keeps the tables
themselves; the durable store (``SqliteStore``) keeps ``saved()`` and rebuilds with
``Table.load``.
"""

from __future__ import annotations

import time
from typing import Protocol

from .table import Table


def now() -> str:
    """The time of a change, ISO 8601 in UTC to the second, e.g. ``2026-11-29T17:50:03Z``."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def summary_of(table: Table) -> dict:
    """What the start screen lists of a match (without its times, which the store adds).
    Nothing hidden: the score, the hand number and who won are public."""
    state = table.state
    return {
        "id": table.id,
        "variant": table.variant,
        "title": state.variant.title,
        "seats": list(table.seats),
        "level": table.level,
        "score": list(state.score),
        "hand_number": state.hand_number,
        "over": state.over,
        "winner": state.winner,
        "imported": table.imported,
        "version": table.version,
    }


class Store(Protocol):
    def get(self, id: str) -> Table | None:
        """The table with this id, or None."""

    def put(self, table: Table) -> None:
        """Keep ``table`` (replacing the one with the same id) before the command returns."""

    def delete(self, id: str) -> bool:
        """Forget the table with this id; False if there was none."""

    def summaries(self) -> list[dict]:
        """``summary_of`` every table, with ``created`` and ``updated`` times, latest change
        first."""

    def holding(self, keys: list[str]) -> set[str]:
        """The ids of the tables whose seating has any of ``keys`` (``Seating.lookup_keys``:
        hashed secrets, ``code:`` + an invitation code)."""

    def find(self, key: str) -> str | None:
        """The id of the table with this lookup key, or None."""


class MemoryStore:
    """Tables in a dict: gone when the process ends."""

    def __init__(self) -> None:
        self._tables: dict[str, tuple[Table, str, str]] = {}

    def get(self, id: str) -> Table | None:
        kept = self._tables.get(id)
        return None if kept is None else kept[0]

    def put(self, table: Table) -> None:
        stamp = now()
        created = self._tables[table.id][1] if table.id in self._tables else stamp
        self._tables[table.id] = (table, created, stamp)

    def delete(self, id: str) -> bool:
        return self._tables.pop(id, None) is not None

    def holding(self, keys: list[str]) -> set[str]:
        wanted = set(keys)
        return {id for id, (t, _, _) in self._tables.items()
                if wanted.intersection(t.seating.lookup_keys())}  # fmt: skip

    def find(self, key: str) -> str | None:
        return next(iter(self.holding([key])), None)

    def summaries(self) -> list[dict]:
        rows = [
            {**summary_of(t), "created": c, "updated": u} for t, c, u in self._tables.values()
        ]
        return sorted(rows, key=lambda r: r["updated"], reverse=True)
