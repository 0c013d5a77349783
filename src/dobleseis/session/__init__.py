"""A match being played: the table (record, seats, timeline, cursor, version), its commands
(act, computer, undo, redo, restart, hint), its public log and its JSON view. No web types."""

from .errors import NotAllowed, SessionError, Stale, UnknownTable
from .log import log_entries
from .store import MemoryStore, Store
from .table import COMPUTER, HUMAN, Table
from .tables import Tables
from .wire import action_json, action_of, hint_json, view_json

__all__ = [
    "COMPUTER",
    "HUMAN",
    "MemoryStore",
    "NotAllowed",
    "SessionError",
    "Stale",
    "Store",
    "Table",
    "Tables",
    "UnknownTable",
    "action_json",
    "action_of",
    "hint_json",
    "log_entries",
    "view_json",
]
