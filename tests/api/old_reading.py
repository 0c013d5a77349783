"""A match stored under the earlier reading of docs/RULES.md §3.3, for the tests of what happens to
it.

The record is ``data/haiti-seed-36-before-3.3.json``: the golden Haiti match of seed 36 as the
engine played it before the fix. Hand 4 ended with seat 4 going out while seat 2 was left with
0-0 alone; its action 123 is seat 4's choice of who opens hand 5, which seat 2 (the smaller
seat, also at 0 pips) makes now. ``store_old_row`` writes the row into the test's database the
way the store writes one (``session/stores/sqlite.py``, ``session/stores/postgres.py``), as a
server before the fix left it.
"""

from __future__ import annotations

import json
from pathlib import Path

from dobleseis.session import SqliteStore

from .helpers import C, H

OLD = json.loads((Path(__file__).parent / "data" / "haiti-seed-36-before-3.3.json").read_text())
REFUSED = 123  # seat 4's {"choose": 4} for hand 5
SEATS = [H, C, C, C]


def store_old_row(open_store, id: str, cursor: int, secret: bool, over: bool) -> dict:
    """The row an earlier server kept for a match on the old record, up to ``cursor``, in the
    database of ``open_store`` (the fixture: SQLite or PostgreSQL)."""
    store = open_store()  # the schema, as the server makes it
    saved = {
        "id": id,
        "record": OLD,
        "seats": SEATS,
        "level": "basic",
        "secret": secret,
        "cursor": cursor,
        "version": cursor,
        "imported": 0,
    }
    summary = {
        "id": id,
        "variant": "haiti",
        "title": "Haiti (Dékabès)",
        "seats": SEATS,
        "level": "basic",
        "score": [4, 0] if over else [0, 2],
        "hand_number": 12 if over else 5,
        "over": over,
        "winner": "13" if over else None,
        "imported": 0,
        "version": cursor,
    }
    when = "2026-11-30T10:00:00Z"
    if isinstance(store, SqliteStore):
        store._db.execute(
            "INSERT INTO matches (id, saved, version, summary, created, updated) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (
                id,
                json.dumps(saved, separators=(",", ":")),
                cursor,
                json.dumps(summary, separators=(",", ":")),
                when,
                when,
            ),
        )
    else:
        from psycopg.types.json import Json, Jsonb

        store._run(
            lambda conn: conn.execute(
                "INSERT INTO matches (id, saved, version, summary, created, updated) "
                "VALUES (%s, %s, %s, %s, %s, %s)",
                (id, Jsonb(saved), cursor, Json(summary), when, when),
            )
        )
    return summary
