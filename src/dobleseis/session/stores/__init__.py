"""The stores that keep the tables: the interface (``protocol``), in memory (``memory``), one
SQLite file (``sqlite``), PostgreSQL (``postgres``, which needs the ``pg`` extra and so is
imported only when used), and which of them a server's ``--db`` names (``choice``)."""

from .choice import claim, is_postgres, open_store
from .memory import MemoryStore
from .protocol import Store, StoreError, shown, summary_of
from .sqlite import SqliteStore, default_path

__all__ = [
    "MemoryStore",
    "SqliteStore",
    "Store",
    "StoreError",
    "claim",
    "default_path",
    "is_postgres",
    "open_store",
    "shown",
    "summary_of",
]
