"""The store for a public server: PostgreSQL, shared by several ``serve`` processes.

One row per match, as in the SQLite store: the match's stored truth (``Table.saved()``, the
``dobleseis/1`` record of its whole timeline, seats, level, the seed's secrecy, the cursor, the
version and the seating with its hashed secrets), its summary for the list of matches and its
times; the ``keys`` table finds a match by a hashed secret or its invitation code, and is
written in the same transaction as the row. What several processes change:

- **The version check is the database's.** A change is written with ``UPDATE ... WHERE id = %s
  AND version = %s``: of two processes that both read version 7 and both made a change, the
  database keeps exactly one (the other's update finds no row at version 7 and is refused as
  stale), whatever each process holds in memory.
- **Durable before the answer.** A change (the row and its keys) is one transaction, committed
  before ``put`` returns (with ``synchronous_commit`` on: the commit is in PostgreSQL's
  write-ahead log on disk); a read is one statement.
- **A cache that asks.** Rebuilt tables are kept in memory, but every read asks the database for
  the current version of the row (one short query) and rebuilds when another process changed it.
- **Unreachable is a refusal.** When PostgreSQL cannot be reached (stopped, restarting, the
  network between), a command raises ``Unavailable`` (the web layer answers 503): a statement
  that did not commit left nothing behind, and the pool reconnects by itself once it is back.

The schema is built by numbered migrations (``MIGRATIONS``), applied at start in one transaction
under an advisory lock, so that processes started together migrate once; ``schema_version``
lists the steps applied. ``exclusive`` holds another advisory lock for a command that must
look and then choose as one process at a time (public play's quick match).

Connections come from a pool (psycopg_pool), each checked before use, so that connections a
restarted database dropped are replaced instead of failing a command (``_check``: without a
round trip unless the connection has something to say).
"""

from __future__ import annotations

import itertools
import logging
import select
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TypeVar
from urllib.parse import unquote

import psycopg
from psycopg.conninfo import conninfo_to_dict
from psycopg.types.json import Json, Jsonb
from psycopg_pool import ConnectionPool, PoolTimeout

from ..errors import Unavailable
from ..table import Table
from .protocol import PUBLIC_TABLES, StoreError, new_keys, newer, refuse, shown, summary_of

T = TypeVar("T")

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 1: one row per match
        """CREATE TABLE matches (
            id text PRIMARY KEY,
            saved jsonb NOT NULL,
            version integer NOT NULL,
            summary json NOT NULL,
            created timestamptz NOT NULL DEFAULT clock_timestamp(),
            updated timestamptz NOT NULL DEFAULT clock_timestamp())""",
        "CREATE INDEX matches_updated ON matches (updated)",
    ),
    (  # 2: the keys each match is found by (hashed secrets, invitation code)
        """CREATE TABLE keys (
            key text PRIMARY KEY,
            match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE)""",
        "CREATE INDEX keys_match ON keys (match_id)",
    ),
    (  # 3: the reviews of finished hands, by the hand's digest (session.review)
        """CREATE TABLE reviews (
            match_id text NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
            hand text NOT NULL,
            review jsonb NOT NULL,
            PRIMARY KEY (match_id, hand))""",
    ),
    PUBLIC_TABLES,  # 4: profiles, ratings and their history, the rated matches (public play)
    (  # 5: a key finds every match that holds it: a new match at a table keeps its secrets
        "ALTER TABLE keys DROP CONSTRAINT keys_pkey, ADD PRIMARY KEY (key, match_id)",
    ),
    (  # 6: a profile's rating history numbered in the order it was written (two in a second);
        # the rows kept before are numbered as they are stored: in the order they were written,
        # since a row of the history is never changed nor deleted
        "ALTER TABLE rating_history ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY",
    ),
    (  # 7: the keys listed by their start (the lobby, the clock's rounds: ``listed``) through
        # an index, whatever the database's collation: the primary key's serves a prefix only
        # under "C", and elsewhere every listing read every key of every match
        "CREATE INDEX keys_prefix ON keys (key text_pattern_ops)",
    ),
    (  # 8: the leaderboard read in the order it shows (the rating shown, mu - 3 sigma), its
        # first rows only, where every board sorted every rating of the game; a place on it
        # counted from the index alone (the week's board filters by ``updated``; PostgreSQL
        # reads an expression's columns for it unless the index includes them)
        "CREATE INDEX ratings_board"
        " ON ratings (variant, (mu - 3 * sigma) DESC, profile_id, updated) INCLUDE (mu, sigma)",
    ),
    (  # 9: whether a rated match was won, on its history row (NULL on the rows before)
        "ALTER TABLE rating_history ADD COLUMN won boolean",
    ),
    (  # 10: each row numbered by its last change, so that two changes at one moment of
        # ``updated`` are listed the last first (not by id); the rows kept before are 0, their
        # times (to the microsecond) ordering them as before
        "CREATE SEQUENCE matches_seq",
        "ALTER TABLE matches ADD COLUMN seq bigint NOT NULL DEFAULT 0",
    ),
    (  # 11: ``playing:PROFILE:ID`` for each profile at a public match under way kept before
        # tables had it (``Table.lookup_keys``: started, neither over nor moved on), which a
        # move would not write (a put keeps the keys its cached table had), so that a quick
        # match asks such a player before seating them at another (``already_playing``)
        """INSERT INTO keys (key, match_id)
           SELECT 'playing:' || (chair ->> 'profile') || ':' || m.id, m.id
           FROM matches AS m, jsonb_array_elements(m.saved -> 'seating' -> 'chairs') AS chair
           WHERE m.summary ->> 'over' = 'false'
             AND jsonb_typeof(m.saved -> 'seating' -> 'public') = 'object'
             AND m.saved -> 'seating' ->> 'started' = 'true'
             AND m.saved -> 'seating' ->> 'moved_to' IS NULL
             AND chair ->> 'profile' IS NOT NULL
           ON CONFLICT DO NOTHING""",
    ),
)
"""The schema, step by step: a database at schema N gets the steps after N at start. A new
column or table is a new step at the end; a step is never changed once released. Matches kept
before step 2 have no seating (they load as legacy tables), so no keys."""
LOCK = 0x646F626C65736569
"""The advisory lock held while migrating: "doblesei" (the name cut to 64 bits) in ASCII."""
NAMED = 0x64733621
"""The first half of a lock ``exclusive`` holds ("ds6!" in ASCII); its name's hash is the
second."""
CACHE = 512
"""Tables kept rebuilt in memory (the most recently used)."""
WAIT = 5.0
"""Seconds a command waits for a connection before it is refused as unavailable."""
AGAIN = 1.0
"""While the database is known to be away, seconds between two commands let through to find out
whether it answers again; the others are refused at once."""
TRY = 0.25
"""Seconds such a command waits for a connection: a database that is back answers within a few
milliseconds; if it takes longer, the pool's attempt goes on, and lets the next command in."""
CONNECTIONS = 8
"""At most this many connections per process: requests run in a thread pool, and commands on
one table wait for each other anyway."""


log = logging.getLogger(__name__)
POOLS = itertools.count(1)
"""Numbers the stores' pools, whose name tells them apart in psycopg_pool's records."""
LOST = "error connecting in %r: %s"
"""psycopg_pool's record of an attempt to connect that failed (args: the pool's name, why)."""
AWAY = (LOST, "reconnection attempt in pool %r failed after %s sec",
        "discarding broken connection: %s")  # fmt: skip
"""psycopg_pool's warnings while a database is away (``_Quiet``)."""


class _Quiet(logging.Filter):
    """psycopg_pool's warnings while a database is away, a few a second for as long as it is
    (each attempt to connect again, each connection found broken), kept out of the log: a
    database restarting is a state a host expects (``session/outage.py``), and a log full of
    it hides what is not. Each store says instead, once, that its database cannot be reached
    (the first failed attempt of its pool: ``PostgresStore._lost``), and once that it answers
    again."""

    def __init__(self) -> None:
        super().__init__()
        self.stores: dict[str, PostgresStore] = {}  # the pool's name: its store, once open

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == LOST and record.args and record.args[0] in self.stores:
            self.stores[record.args[0]]._lost(record.args[1])
        return record.msg not in AWAY


QUIET = _Quiet()
logging.getLogger("psycopg.pool").addFilter(QUIET)


UNWRITTEN = ("its password is not written as a URL writes it: @ as %40, / as %2F, % as %25, "
             "a space as %20; or leave it out of the URL and keep it in ~/.pgpass or "
             "PGPASSWORD")  # fmt: skip
"""Why a URL whose password is not percent-encoded cannot be used (``unwritten``)."""


def unwritten(url: str) -> bool:
    """The password of ``url`` is not the one PostgreSQL reads: written without its
    percent-encoding, an ``@`` or ``/`` in it ends it early, a ``%`` or a space is refused.
    What is meant is read as ``shown`` reads it (up to the last ``@``). psycopg's own message
    would then show some of the password (the host it read, the token it refused), so a
    store that cannot connect with it says this instead."""
    scheme, sep, rest = url.partition("://")
    user, at, _ = rest.rpartition("@")
    if not sep or not at or ":" not in user:
        return False
    try:
        read = conninfo_to_dict(url).get("password")
    except psycopg.ProgrammingError:
        return True
    return read != unquote(user.split(":", 1)[1])


def stamp(moment: datetime) -> str:
    """A stored time as the summaries show it: ISO 8601 in UTC to the second."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _readable(fd: int) -> bool:
    """The socket ``fd`` has something to read now (``poll``: any descriptor number, where
    ``select`` stops at 1,024; ``select`` where there is no ``poll``, i.e. on Windows)."""
    if hasattr(select, "poll"):
        polled = select.poll()
        polled.register(fd, select.POLLIN)
        return bool(polled.poll(0))
    return bool(select.select([fd], [], [], 0)[0])


class PostgresStore:
    """Matches in a PostgreSQL database, shared with any other process using the same one."""

    def __init__(self, url: str, wait: float = WAIT, connections: int = CONNECTIONS,
                 clock: Callable[[], float] = time.monotonic) -> None:  # fmt: skip
        self.url = url
        self._wait = wait
        self._clock = clock
        self._tried = 0.0  # when the pool last tried the database while it was away
        self._held: psycopg.Connection | None = None  # ``exclusive``'s (None: not open)
        self._holding = threading.Lock()
        self._away = False  # said that the database cannot be reached, not yet that it can
        self._saying = threading.Lock()
        self._name = f"dobleseis-{next(POOLS)}"
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=connections,
            timeout=wait,
            # a connection dropped by a restarted server is replaced, not lent out; and a
            # reconnection that keeps failing is given up after ``wait`` seconds, so that the
            # next command tries at once instead of waiting out a long back-off
            check=self._check,
            reconnect_timeout=wait,
            configure=self._configure,
            # one statement per command, so each is its own transaction: no BEGIN and COMMIT
            # round trips; connect_timeout: libpq's least is 2 s
            kwargs={"autocommit": True, "connect_timeout": max(2, round(wait))},
            open=False,
            name=self._name,
        )
        try:
            # one connection first, so that a wrong address or password is said as such
            psycopg.connect(url, connect_timeout=max(2, round(wait))).close()
            self._pool.open(wait=True, timeout=wait)
            self._migrate()
        except (PoolTimeout, psycopg.Error) as e:
            self._pool.close()
            why = UNWRITTEN if unwritten(url) else " ".join(str(e).split()) or type(e).__name__
            raise StoreError(f"cannot use {shown(url)} as the match database: {why}") from None
        except StoreError:
            self._pool.close()
            raise
        self._cache_lock = threading.Lock()
        self._cache: OrderedDict[str, Table] = OrderedDict()
        QUIET.stores[self._name] = self  # from now on, an outage is said (not at start)

    def _lost(self, why: object) -> None:
        """The pool could not connect: said once, until a connection is made again."""
        with self._saying:
            if self._away:
                return
            self._away = True
            self._tried = self._clock()  # the pool's attempt: the next command waits AGAIN
        why = " ".join(str(why).split())
        log.warning("%s cannot be reached (%s): commands are refused (503) until it answers "
                    "again", shown(self.url), why)  # fmt: skip

    @staticmethod
    def _check(conn: psycopg.Connection) -> None:
        """Raise if a pooled connection is not fit to lend (the pool then opens another). A
        connection lent out ends its commands before it is given back, so an idle one has
        nothing to read, unless its server has closed it (a restart, a stop, the backend
        ended: the socket then reads as ready, with the server's last words or its end).
        Only such a connection is asked, by ``check_connection``'s empty query: the others
        are lent without the round trip it would cost every command."""
        if conn.closed or conn.broken:
            raise psycopg.OperationalError("the connection is closed")
        if _readable(conn.fileno()):
            ConnectionPool.check_connection(conn)

    def _configure(self, conn: psycopg.Connection) -> None:
        """Every connection commits durably: an answer is sent only after its change is on disk
        (a server configured with ``synchronous_commit = off`` would lose recent commits when
        it crashes). A connection made after the database was said away says it is back."""
        setting = conn.execute("SHOW synchronous_commit").fetchone()[0]
        if setting == "off":
            conn.execute("SET synchronous_commit = on")
        with self._saying:
            back, self._away = self._away, False
        if back:
            log.warning("%s answers again", shown(self.url))

    def _migrate(self) -> None:
        with self._pool.connection() as conn, conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (LOCK,))
            conn.execute(
                """CREATE TABLE IF NOT EXISTS schema_version (
                    version integer PRIMARY KEY,
                    applied timestamptz NOT NULL DEFAULT clock_timestamp())"""
            )
            row = conn.execute("SELECT max(version) FROM schema_version").fetchone()
            version = row[0] or 0
            if version > len(MIGRATIONS):
                raise newer(shown(self.url), version, len(MIGRATIONS))
            for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
                for statement in step:
                    conn.execute(statement)
                conn.execute("INSERT INTO schema_version (version) VALUES (%s)", (number,))

    def _patience(self) -> float:
        """How long a command waits for a connection: ``wait`` while the database answers. Once
        it is known to be away (``_lost``), a command is refused at once (``Unavailable``), but
        for one each AGAIN seconds, which waits TRY to find out whether it answers again (any
        connection the pool makes says so: ``_configure``): a restart of PostgreSQL then holds
        no move, nor a thread of the server, ``wait`` seconds, however many are asked."""
        with self._saying:
            if not self._away:
                return self._wait
            now = self._clock()
            if now - self._tried < AGAIN:
                raise Unavailable("store_unavailable")
            self._tried = now
        return min(self._wait, TRY)

    @contextmanager
    def _connection(self) -> Iterator[psycopg.Connection]:
        """A connection in autocommit mode: every statement is its own transaction, committed
        (durably) when it returns; ``Unavailable`` when the database cannot be reached or goes
        away meanwhile (a statement cut off is rolled back by PostgreSQL: nothing of it is
        kept)."""
        patience = self._patience()
        try:
            with self._pool.connection(timeout=patience) as conn:
                yield conn
        except (PoolTimeout, psycopg.OperationalError):
            raise Unavailable("store_unavailable") from None

    def _run(self, work: Callable[[psycopg.Connection], T]) -> T:
        with self._connection() as conn:
            return work(conn)

    # -- the Store interface -----------------------------------------------------------------
    def get(self, id: str) -> Table | None:
        with self._cache_lock:
            cached = self._cache.get(id)
        known = -1 if cached is None else cached.version
        row = self._run(
            lambda conn: conn.execute(
                """SELECT version, CASE WHEN version = %s THEN NULL ELSE saved END
                   FROM matches WHERE id = %s""",
                (known, id),
            ).fetchone()
        )
        if row is None:
            with self._cache_lock:
                self._cache.pop(id, None)
            return None
        version, saved = row
        if saved is None:  # the cached table is the current one
            with self._cache_lock:
                if id in self._cache:
                    self._cache.move_to_end(id)
            return cached
        table = Table.load(saved, cached)  # a change made elsewhere: its actions replayed
        with self._cache_lock:
            kept = self._cache.get(id)
            if kept is None or kept.version < table.version:
                self._remember(table)
        return table

    def kept(self, id: str, version: int) -> Table | None:
        with self._cache_lock:
            table = self._cache.get(id)
        return table if table is not None and table.version == version else None

    def put(self, table: Table, expect: int | None = None) -> None:
        # the record as text, cast to jsonb by the statement: ``saved_json`` writes only the
        # new action's JSON, where ``Jsonb(table.saved())`` made and dumped the whole record
        saved = table.saved_json()
        summary = Json(summary_of(table))  # json, not jsonb: kept as written, keys in order

        with self._cache_lock:
            keys = new_keys(table, expect, self._cache.get(table.id))

        def write(conn: psycopg.Connection) -> None:
            if keys is None:  # the keys as they are: one statement, its own transaction
                row(conn)
                return
            with conn.transaction():  # the row and its keys, or nothing
                row(conn)
                conn.execute("DELETE FROM keys WHERE match_id = %s", (table.id,))
                if keys:
                    with conn.cursor() as cursor:
                        cursor.executemany(
                            "INSERT INTO keys (key, match_id) VALUES (%s, %s)",
                            [(k, table.id) for k in keys],
                        )

        def row(conn: psycopg.Connection) -> None:
            if expect is None:
                conn.execute(
                    """INSERT INTO matches (id, saved, version, summary, seq)
                       VALUES (%s, %s::jsonb, %s, %s, nextval('matches_seq'))
                       ON CONFLICT (id) DO UPDATE SET
                         saved = excluded.saved, version = excluded.version,
                         summary = excluded.summary, updated = clock_timestamp(),
                         seq = excluded.seq""",
                    (table.id, saved, table.version, summary),
                )
                return
            done = conn.execute(
                """UPDATE matches SET saved = %s::jsonb, version = %s, summary = %s,
                     updated = clock_timestamp(), seq = nextval('matches_seq')
                   WHERE id = %s AND version = %s""",
                (saved, table.version, summary, table.id, expect),
            ).rowcount
            if not done:
                row = conn.execute(
                    "SELECT version FROM matches WHERE id = %s", (table.id,)
                ).fetchone()
                refuse(table.id, None if row is None else row[0], expect)

        self._run(write)  # committed when it returns
        with self._cache_lock:
            self._remember(table)

    def delete(self, id: str) -> bool:
        with self._cache_lock:
            self._cache.pop(id, None)
        return self._run(
            lambda conn: conn.execute("DELETE FROM matches WHERE id = %s", (id,)).rowcount > 0
        )

    def summaries(self, ids: Collection[str] | None = None) -> list[dict]:
        which = "" if ids is None else " WHERE id = ANY(%s)"
        rows = self._run(
            lambda conn: conn.execute(
                f"SELECT summary, created, updated FROM matches{which}"
                " ORDER BY updated DESC, seq DESC, id",
                () if ids is None else (sorted(ids),),
            ).fetchall()
        )
        return [{**s, "created": stamp(c), "updated": stamp(u)} for s, c, u in rows]

    def holding(self, keys: list[str]) -> set[str]:
        if not keys:
            return set()
        rows = self._run(
            lambda conn: conn.execute(
                "SELECT DISTINCT match_id FROM keys WHERE key = ANY(%s)", (list(keys),)
            ).fetchall()
        )
        return {r[0] for r in rows}

    def find(self, key: str) -> str | None:
        row = self._run(
            lambda conn: conn.execute("SELECT match_id FROM keys WHERE key = %s", (key,)).fetchone()
        )
        return None if row is None else row[0]

    def review(self, id: str, key: str) -> dict | None:
        row = self._run(
            lambda conn: conn.execute(
                "SELECT review FROM reviews WHERE match_id = %s AND hand = %s", (id, key)
            ).fetchone()
        )
        return None if row is None else row[0]

    def keep_review(self, id: str, key: str, review: dict) -> bool:
        inserted = self._run(
            lambda conn: (
                conn.execute(
                    """INSERT INTO reviews (match_id, hand, review)
                   SELECT id, %s, %s FROM matches WHERE id = %s
                   ON CONFLICT (match_id, hand) DO NOTHING""",
                    (key, Jsonb(review), id),
                ).rowcount
            )
        )
        return inserted == 1

    def listed(self, prefix: str) -> list[str]:
        rows = self._run(
            lambda conn: conn.execute(
                "SELECT match_id FROM keys WHERE starts_with(key, %s)", (prefix,)
            ).fetchall()
        )
        return [r[0] for r in rows]

    def run(self, work: Callable[[psycopg.Connection], T]) -> T:
        """``work(connection)`` in one transaction, committed when it returns (public play's
        profiles and ratings, ``session.public.kept``)."""

        def one(conn: psycopg.Connection) -> T:
            with conn.transaction():
                return work(conn)

        return self._run(one)

    @contextmanager
    def exclusive(self, name: str) -> Iterator[None]:
        """Held by one process at a time (of every process on this database): PostgreSQL's
        advisory lock ``name``, taken on a connection of its own (one per process, kept open:
        two round trips, none to check a pooled connection or open a transaction) while the
        caller's commands run on the pool's. A process that dies lets it go with its
        connection. Waiting longer than the store's ``wait`` for it, or a database that does
        not answer, is ``Unavailable``; a connection a restarted database dropped is opened
        again once."""
        with self._holding:
            for attempt in (1, 2):
                try:
                    self._holder().execute(
                        "SELECT pg_advisory_lock(%s, hashtext(%s))", (NAMED, name)
                    )
                    break
                except psycopg.errors.LockNotAvailable:
                    raise Unavailable("store_unavailable") from None
                except psycopg.OperationalError:
                    self._let_go()
                    if attempt == 2:
                        raise Unavailable("store_unavailable") from None
            try:
                yield
            finally:
                try:
                    self._holder().execute(
                        "SELECT pg_advisory_unlock(%s, hashtext(%s))", (NAMED, name)
                    )
                except (psycopg.Error, Unavailable):
                    self._let_go()  # its session ends, and every lock it held with it

    def _holder(self) -> psycopg.Connection:
        """The connection ``exclusive`` holds its locks on (opened when first needed)."""
        if self._held is None or self._held.closed:
            try:
                self._held = psycopg.connect(self.url, autocommit=True,
                                             connect_timeout=max(2, round(self._wait)))  # fmt: skip
                self._held.execute("SELECT set_config('lock_timeout', %s, false)",
                                   (f"{round(self._wait * 1000)}ms",))  # fmt: skip
            except psycopg.OperationalError:
                self._let_go()
                raise Unavailable("store_unavailable") from None
        return self._held

    def _let_go(self) -> None:
        if self._held is not None:
            self._held.close()
        self._held = None

    # -- beyond the interface ----------------------------------------------------------------
    def saved(self, id: str) -> dict | None:
        """What the database holds for ``id`` (not the cache): what another process would
        load."""
        row = self._run(
            lambda conn: conn.execute("SELECT saved FROM matches WHERE id = %s", (id,)).fetchone()
        )
        return None if row is None else row[0]

    def schema(self) -> list[int]:
        """The migrations applied, in order."""
        rows = self._run(
            lambda conn: conn.execute(
                "SELECT version FROM schema_version ORDER BY version"
            ).fetchall()
        )
        return [r[0] for r in rows]

    def close(self) -> None:
        QUIET.stores.pop(self._name, None)
        with self._holding:
            self._let_go()
        self._pool.close()

    def _remember(self, table: Table) -> None:
        self._cache[table.id] = table
        self._cache.move_to_end(table.id)
        while len(self._cache) > CACHE:
            self._cache.popitem(last=False)
