"""Where tables are kept, behind a small interface.

A store keeps each table's stored truth (``Table.saved``: the record of the whole timeline, the
seats, the level, the seed's secrecy, the cursor and the version) under its id. The in-memory
store keeps the tables themselves; a durable store keeps ``saved()`` and rebuilds with
``Table.load``.
"""

from __future__ import annotations

from typing import Protocol

from .table import Table


class Store(Protocol):
    def get(self, id: str) -> Table | None:
        """The table with this id, or None."""

    def put(self, table: Table) -> None:
        """Keep ``table`` (replacing the one with the same id) before the command returns."""


class MemoryStore:
    """Tables in a dict: gone when the process ends."""

    def __init__(self) -> None:
        self._tables: dict[str, Table] = {}

    def get(self, id: str) -> Table | None:
        return self._tables.get(id)

    def put(self, table: Table) -> None:
        self._tables[table.id] = table
