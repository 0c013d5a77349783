"""The durable store: one SQLite file (standard library), one row per match.

A row holds the match's stored truth, ``Table.saved()`` as JSON — the ``dobleseis/1`` record of
its whole timeline, seats, level, the seed's secrecy, the cursor, the version, the seating with
its hashed secrets — and a summary for the list of matches; the ``keys`` table finds a match by
a hashed secret or its invitation code, and is written in the same transaction.
``put`` commits before it returns, and the web layer answers only after
``put``: an acknowledged command is on disk. The journal is in WAL mode with
``synchronous=FULL``, so a commit survives the process being killed and the machine losing
power.

States are rebuilt from the record (``Table.load``); rebuilt tables are kept in a small
write-through cache so that a busy match is not replayed on every request.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from ...core import Refusal
from ..table import Table
from .protocol import PUBLIC_TABLES, StoreError, new_keys, newer, now, refuse, summary_of

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 1: one row per match
        """CREATE TABLE IF NOT EXISTS matches (
            id TEXT PRIMARY KEY,
            saved TEXT NOT NULL,
            version INTEGER NOT NULL,
            summary TEXT NOT NULL,
            created TEXT NOT NULL,
            updated TEXT NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS matches_updated ON matches (updated)",
    ),
    (  # 2: the keys each match is found by (hashed secrets, invitation code)
        """CREATE TABLE keys (
            key TEXT PRIMARY KEY,
            match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE)""",
        "CREATE INDEX keys_match ON keys (match_id)",
    ),
    (  # 3: the reviews of finished hands, by the hand's digest (session.review)
        """CREATE TABLE reviews (
            match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            hand TEXT NOT NULL,
            review TEXT NOT NULL,
            PRIMARY KEY (match_id, hand))""",
    ),
    PUBLIC_TABLES,  # 4: profiles, ratings and their history, the rated matches (public play)
    (  # 5: a key finds every match that holds it: a new match at a table keeps its secrets
        """CREATE TABLE keys_of_matches (
            key TEXT NOT NULL,
            match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            PRIMARY KEY (key, match_id))""",
        "INSERT INTO keys_of_matches (key, match_id) SELECT key, match_id FROM keys",
        "DROP TABLE keys",
        "ALTER TABLE keys_of_matches RENAME TO keys",
        "CREATE INDEX keys_match ON keys (match_id)",
    ),
    (  # 6: a profile's rating history numbered in the order it was written (two in a second);
        # the rows kept before in the order of their rowid, which is theirs (never deleted)
        """CREATE TABLE rating_history_numbered (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            profile_id TEXT NOT NULL REFERENCES profiles (id),
            variant TEXT NOT NULL,
            match_id TEXT NOT NULL,
            mu DOUBLE PRECISION NOT NULL,
            sigma DOUBLE PRECISION NOT NULL,
            at TEXT NOT NULL,
            UNIQUE (profile_id, match_id))""",
        """INSERT INTO rating_history_numbered (profile_id, variant, match_id, mu, sigma, at)
           SELECT profile_id, variant, match_id, mu, sigma, at FROM rating_history
           ORDER BY rowid""",
        "DROP TABLE rating_history",
        "ALTER TABLE rating_history_numbered RENAME TO rating_history",
        "CREATE INDEX rating_history_at ON rating_history (variant, at)",
    ),
    (  # 7: the leaderboard read in the order it shows (the rating shown, mu - 3 sigma), its
        # first rows only, where every board sorted every rating of the game; a place on it
        # counted from the index alone (the week's board filters by ``updated``)
        "CREATE INDEX ratings_board"
        " ON ratings (variant, (mu - 3 * sigma) DESC, profile_id, updated)",
    ),
    (  # 8: whether a rated match was won, on its history row (NULL on the rows before)
        "ALTER TABLE rating_history ADD COLUMN won BOOLEAN",
    ),
    (  # 9: each row numbered by its last change, so that two changes in one second (``updated``
        # is to the second) are listed the last first; the rows kept before keep the order
        # they were listed in (their rowid broke such ties), and every change after is above
        "ALTER TABLE matches ADD COLUMN seq INTEGER NOT NULL DEFAULT 0",
        "UPDATE matches SET seq = rowid",
        "CREATE INDEX matches_seq ON matches (seq)",
    ),
    (  # 10: ``playing:PROFILE:ID`` for each profile at a public match under way kept before
        # tables had it (``Table.lookup_keys``: started, neither over nor moved on), which a
        # move would not write (a put keeps the keys its cached table had), so that a quick
        # match asks such a player before seating them at another (``already_playing``)
        """INSERT OR IGNORE INTO keys (key, match_id)
           SELECT 'playing:' || json_extract(chair.value, '$.profile') || ':' || m.id, m.id
           FROM matches AS m, json_each(m.saved, '$.seating.chairs') AS chair
           WHERE json_extract(m.summary, '$.over') = 0
             AND json_type(m.saved, '$.seating.public') = 'object'
             AND json_extract(m.saved, '$.seating.started') = 1
             AND json_extract(m.saved, '$.seating.moved_to') IS NULL
             AND json_type(chair.value, '$.profile') = 'text'""",
    ),
)
"""The schema, step by step: a file at schema N (``PRAGMA user_version``) gets the steps after
N when it is opened. A new column or table is a new step at the end; a step is never changed
once released. Matches saved before step 2 have no seating: they load as legacy tables."""
CACHE = 512
"""Tables kept rebuilt in memory (the most recently used)."""
NEXT = "(SELECT COALESCE(MAX(seq), 0) + 1 FROM matches)"
"""The number of a change of a match: above every change before it (read through the index)."""
T = TypeVar("T")


def _after(prefix: str) -> str:
    """The least text above every text that starts with ``prefix``."""
    return prefix[:-1] + chr(ord(prefix[-1]) + 1)


@dataclass
class _Write:
    """One ``put`` on its way to the database: its result once ``done`` (``error``: why not)."""

    table: Table
    expect: int | None
    saved: str
    summary: str
    stamp: str
    keys: list[str] | None  # what the table is found by; None: as at ``expect``, kept as they are
    done: bool = False
    error: BaseException | None = None


def default_path() -> Path:
    """``$XDG_DATA_HOME/dobleseis/matches.sqlite3``, else ``~/.local/share/dobleseis/...``."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(Path.home(), ".local", "share")
    return Path(base) / "dobleseis" / "matches.sqlite3"


class SqliteStore:
    """Matches in a SQLite file. One connection, used by one thread at a time."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA busy_timeout=5000")
            self._migrate()
            self._check_writable()
        except (OSError, sqlite3.Error) as e:
            raise StoreError(f"cannot use {self.path} as the match database: {e}") from None
        # Two locks, always taken in this order: the database's (held through a commit and its
        # fsync) and the cache's (held for a dict operation), so that a read served from the
        # cache never waits for another match's commit.
        self._lock = threading.Lock()
        self._cache_lock = threading.Lock()
        self._cache: OrderedDict[str, Table] = OrderedDict()
        self._waiting: list[_Write] = []  # puts waiting for the database (see ``put``)
        self._waiting_lock = threading.Lock()

    def _migrate(self) -> None:
        """Bring the file to the newest schema: each step of ``MIGRATIONS`` not yet applied, in
        order, each in one transaction with its new number (``PRAGMA user_version``)."""
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise newer(str(self.path), version, len(MIGRATIONS))
        for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for statement in step:
                    self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version={number}")
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def _check_writable(self) -> None:
        """Fail now, not on the first move, if the file (or its folder, where the journal
        goes) is read-only: SQLite opens such a file for reading without a word."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.execute(f"PRAGMA user_version={len(MIGRATIONS)}")  # a write, rolled back
        finally:
            self._db.execute("ROLLBACK")

    # -- the Store interface -----------------------------------------------------------------
    def get(self, id: str) -> Table | None:
        with self._cache_lock:
            table = self._cache.get(id)
            if table is not None:
                self._cache.move_to_end(id)
                return table
        with self._lock:
            saved = self._saved(id)
        if saved is None:
            return None
        table = Table.load(saved)
        with self._lock:  # cache it unless a newer version was put meanwhile
            row = self._db.execute("SELECT version FROM matches WHERE id = ?", (id,)).fetchone()
            if row is not None and row[0] == table.version:
                with self._cache_lock:
                    if id not in self._cache:
                        self._remember(table)
        return table

    def kept(self, id: str, version: int) -> Table | None:
        with self._cache_lock:
            table = self._cache.get(id)
        return table if table is not None and table.version == version else None

    def put(self, table: Table, expect: int | None = None) -> None:
        """Kept when this returns. The puts waiting for the database meanwhile are committed
        together, with one fsync (group commit): the first to get the database commits every
        put waiting then; one refused (``Stale``) is not kept, the others are."""
        write = _Write(table, expect, table.saved_json(),
                       json.dumps(summary_of(table), separators=(",", ":")), now(),
                       self._new_keys(table, expect))  # fmt: skip
        with self._waiting_lock:
            self._waiting.append(write)
        with self._lock:
            if not write.done:
                with self._waiting_lock:
                    batch, self._waiting = self._waiting, []
                self._commit(batch)
        if write.error is not None:
            raise write.error

    def _new_keys(self, table: Table, expect: int | None) -> list[str] | None:
        with self._cache_lock:
            before = self._cache.get(table.id)
        return new_keys(table, expect, before)

    def _commit(self, batch: list[_Write]) -> None:
        """Every write of ``batch`` in one transaction (under the database's lock)."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for write in batch:
                    try:
                        self._write(write)
                    except Refusal as e:  # this one only: the table moved on, or is gone
                        write.error = e
                self._db.execute("COMMIT")  # on disk when this returns
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        except BaseException as e:
            for write in batch:
                write.error = write.error or e
            raise
        finally:
            for write in batch:
                write.done = True
        with self._cache_lock:
            for write in batch:
                if write.error is None:
                    self._remember(write.table)

    def _write(self, write: _Write) -> None:
        table, stamp = write.table, write.stamp
        if write.expect is None:
            self._db.execute(
                f"""INSERT INTO matches (id, saved, version, summary, created, updated, seq)
                   VALUES (?, ?, ?, ?, ?, ?, {NEXT})
                   ON CONFLICT (id) DO UPDATE SET
                     saved = excluded.saved, version = excluded.version,
                     summary = excluded.summary, updated = excluded.updated,
                     seq = excluded.seq""",
                (table.id, write.saved, table.version, write.summary, stamp, stamp),
            )
        else:
            done = self._db.execute(
                f"""UPDATE matches SET saved = ?, version = ?, summary = ?, updated = ?,
                     seq = {NEXT}
                   WHERE id = ? AND version = ?""",
                (write.saved, table.version, write.summary, stamp, table.id, write.expect),
            ).rowcount
            if not done:
                row = self._db.execute(
                    "SELECT version FROM matches WHERE id = ?", (table.id,)
                ).fetchone()
                refuse(table.id, None if row is None else row[0], write.expect)
        if write.keys is not None:
            self._db.execute("DELETE FROM keys WHERE match_id = ?", (table.id,))
            self._db.executemany("INSERT INTO keys (key, match_id) VALUES (?, ?)",
                                 [(k, table.id) for k in write.keys])  # fmt: skip

    def delete(self, id: str) -> bool:
        with self._lock:
            with self._cache_lock:
                self._cache.pop(id, None)
            self._db.execute("DELETE FROM keys WHERE match_id = ?", (id,))
            self._db.execute("DELETE FROM reviews WHERE match_id = ?", (id,))
            return self._db.execute("DELETE FROM matches WHERE id = ?", (id,)).rowcount > 0

    def summaries(self, ids: Collection[str] | None = None) -> list[dict]:
        read = "SELECT summary, created, updated, seq FROM matches"
        with self._lock:
            if ids is None:
                rows = self._db.execute(read).fetchall()
            else:  # the tables one device holds: by their ids, never a read of every table
                wanted, rows = sorted(ids), []
                for i in range(0, len(wanted), 500):
                    part = wanted[i : i + 500]
                    marks = ",".join("?" * len(part))
                    rows += self._db.execute(f"{read} WHERE id IN ({marks})", part).fetchall()
        rows.sort(key=lambda r: (r[2], r[3]), reverse=True)  # two in a second: the last first
        return [{**json.loads(s), "created": c, "updated": u} for s, c, u, _ in rows]

    def holding(self, keys: list[str]) -> set[str]:
        out: set[str] = set()
        with self._lock:
            for i in range(0, len(keys), 500):
                part = keys[i : i + 500]
                marks = ",".join("?" * len(part))
                rows = self._db.execute(
                    f"SELECT match_id FROM keys WHERE key IN ({marks})", part
                ).fetchall()
                out.update(r[0] for r in rows)
        return out

    def find(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT match_id FROM keys WHERE key = ?", (key,)).fetchone()
        return None if row is None else row[0]

    def review(self, id: str, key: str) -> dict | None:
        with self._lock:
            row = self._db.execute(
                "SELECT review FROM reviews WHERE match_id = ? AND hand = ?", (id, key)
            ).fetchone()
        return None if row is None else json.loads(row[0])

    def keep_review(self, id: str, key: str, review: dict) -> bool:
        text = json.dumps(review, separators=(",", ":"))
        with self._lock:
            inserted = self._db.execute(
                """INSERT INTO reviews (match_id, hand, review)
                   SELECT id, ?, ? FROM matches WHERE id = ?
                   ON CONFLICT (match_id, hand) DO NOTHING""",
                (key, text, id),
            ).rowcount
        return inserted == 1

    def run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work(connection)`` in one transaction, committed when it returns (public play's
        profiles and ratings, ``session.public.kept``)."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                out = work(self._db)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        return out

    def listed(self, prefix: str) -> list[str]:
        with self._lock:
            rows = self._db.execute(
                "SELECT match_id FROM keys WHERE key >= ? AND key < ?", (prefix, _after(prefix))
            ).fetchall()
        return [r[0] for r in rows]

    # -- beyond the interface ----------------------------------------------------------------
    def saved(self, id: str) -> dict | None:
        """What is on disk for ``id`` (not the cache): what a restarted server would load."""
        with self._lock:
            return self._saved(id)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _saved(self, id: str) -> dict | None:
        row = self._db.execute("SELECT saved FROM matches WHERE id = ?", (id,)).fetchone()
        return None if row is None else json.loads(row[0])

    def _remember(self, table: Table) -> None:
        self._cache[table.id] = table
        self._cache.move_to_end(table.id)
        while len(self._cache) > CACHE:
            self._cache.popitem(last=False)
