"""A match being played: the table (record, seats, timeline, cursor, version), its commands
(act, computer, undo, redo, restart, hint), the decider that reaches the computer players,
its public log, its JSON view and replay, and the
stores that keep it (in memory, or SQLite). No web types."""

from .decider import FLOORS, Decider
from .errors import NotAllowed, Outdated, SessionError, Stale, UnknownTable
from .log import log_entries
from .replay import replay_json, replay_steps
from .sqlite import SqliteStore, StoreError, default_path
from .store import MemoryStore, Store, summary_of
from .table import COMPUTER, HUMAN, Table
from .tables import Tables
from .wire import action_json, action_of, hint_json, view_json

__all__ = [
    "COMPUTER",
    "Decider",
    "FLOORS",
    "HUMAN",
    "MemoryStore",
    "NotAllowed",
    "Outdated",
    "SessionError",
    "SqliteStore",
    "Stale",
    "Store",
    "StoreError",
    "Table",
    "Tables",
    "UnknownTable",
    "action_json",
    "action_of",
    "default_path",
    "hint_json",
    "log_entries",
    "replay_json",
    "replay_steps",
    "summary_of",
    "view_json",
]
