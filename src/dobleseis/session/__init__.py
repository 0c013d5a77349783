"""A match being played, and the server that keeps many.

- ``table/``: one match — the table (record, seating, timeline, cursor, version), who sits
  where, its JSON view, its public log and its replay.
- ``service``: the tables of a server (``TableService``) — open, find by code, claim, and every
  command (act, computer, undo, redo, restart, hint), each authorised and then kept.
- ``stores/``: what keeps them — the interface, in memory, SQLite, PostgreSQL (the ``pg``
  extra, imported only when used) — and which one ``--db`` names.
- ``cluster/``: what joins several processes through Redis (the ``redis`` extra).
- ``public/``: play with anyone (``PublicService``): profiles, quick match, the lobby, away
  players, ratings and quick reactions, beside the tables, changing one only through
  ``TableService``.
- ``decider`` (the computer players and hints as the session reaches them) and ``turns`` (its
  workers shared out between the addresses that made the tables), ``hub`` (who is told of a
  change), ``rooms`` (the devices connected), ``frames`` (what a live table's devices are sent,
  built once per change), ``pacer`` (the computer seats played in time), ``review`` (the review
  of a finished hand), ``keys`` (secrets and codes), ``stats`` (a device's statistics),
  ``outage`` (what a background loop says while the store or Redis is away), ``errors``.

No web types."""

from .decider import FLOORS, Decider
from .errors import (
    Crowded,
    Forbidden,
    NotAllowed,
    Outdated,
    SessionError,
    Stale,
    Taken,
    Unavailable,
    UnknownTable,
)
from .hub import DELETED, Hub, LocalHub
from .pacer import ManualClock, Pacer
from .rooms import LOOKS, NUDGE_EVERY, OFFER_KINDS, PANELS, Offer, Refused, Rooms
from .service import (
    Device,
    Opened,
    TableService,
    proof_of,
    require_current,
    require_host,
    require_player,
    require_seat,
)
from .stores import MemoryStore, SqliteStore, Store, StoreError, default_path, summary_of
from .table import COMPUTER, HUMAN, Table
from .table.log import log_entries
from .table.replay import replay_json, replay_steps
from .table.seating import NOBODY, Proof, Seating
from .table.wire import action_json, action_of, hint_json, table_json, view_json

__all__ = [
    "COMPUTER",
    "DELETED",
    "Decider",
    "Device",
    "FLOORS",
    "Forbidden",
    "HUMAN",
    "Hub",
    "LOOKS",
    "LocalHub",
    "ManualClock",
    "MemoryStore",
    "Crowded",
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
    "TableService",
    "Taken",
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
