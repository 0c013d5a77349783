"""A match being played: the table (record, seating, timeline, cursor, version), its commands
(act, computer, undo, redo, restart, hint), the decider that reaches the computer players,
its public log, its JSON view and replay, the stores that keep it (in memory, SQLite, or
PostgreSQL in ``session.postgres``, which needs the ``pg`` extra and so is imported only when
used; ``session.relay``, ``session.redis_hub``, ``session.redis_rooms`` and ``session.lease``,
for several processes, need the ``redis`` extra), the hub that tells listeners of every change,
the rooms of the devices connected, and the pacer that plays the computer seats. No web
types."""

from .decider import FLOORS, Decider
from .errors import (
    Forbidden, NotAllowed, Outdated, SessionError, Stale, Taken, Unavailable, UnknownTable,
)
from .hub import DELETED, Hub, LocalHub
from .log import log_entries
from .pacer import ManualClock, Pacer
from .replay import replay_json, replay_steps
from .rooms import LOOKS, NUDGE_EVERY, OFFER_KINDS, PANELS, Offer, Refused, Rooms
from .seating import NOBODY, Proof, Seating
from .sqlite import SqliteStore, default_path
from .store import MemoryStore, Store, StoreError, summary_of
from .table import COMPUTER, HUMAN, Table
from .tables import (
    Opened, Tables, proof_of, require_current, require_host, require_player, require_seat,
)
from .wire import action_json, action_of, hint_json, table_json, view_json

__all__ = [
    "COMPUTER",
    "DELETED",
    "Decider",
    "FLOORS",
    "Forbidden",
    "HUMAN",
    "Hub",
    "LOOKS",
    "LocalHub",
    "ManualClock",
    "MemoryStore",
    "NOBODY",
    "NUDGE_EVERY",
    "NotAllowed",
    "OFFER_KINDS",
    "Offer",
    "Opened",
    "Outdated",
    "PANELS",
    "Pacer",
    "Proof",
    "Refused",
    "Rooms",
    "Seating",
    "SessionError",
    "SqliteStore",
    "Stale",
    "Store",
    "StoreError",
    "Table",
    "Taken",
    "Tables",
    "Unavailable",
    "UnknownTable",
    "action_json",
    "action_of",
    "default_path",
    "hint_json",
    "log_entries",
    "proof_of",
    "require_current",
    "require_host",
    "require_player",
    "require_seat",
    "replay_json",
    "replay_steps",
    "summary_of",
    "table_json",
    "view_json",
]
