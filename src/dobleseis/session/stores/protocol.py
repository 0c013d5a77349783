"""Where tables are kept, behind a small interface.

A store keeps each table's stored truth (``Table.saved``: the record of the whole timeline, the
seats, the level, the seed's secrecy, the cursor, the version and the seating) under its id, a
short summary of it for the list of matches and the lobby (``summary_of``), and the table's
lookup keys (its hashed secrets and its invitation code) to find it by. The in-memory store
keeps the tables themselves (``memory``); the durable stores (``sqlite``, ``postgres``) keep
``saved()`` and rebuild with ``Table.load``. Which one a server uses is chosen in ``choice``.

A change is kept only if the stored table is still at the version the change was made from
(``put(table, expect=...)``), checked inside the store's own transaction: several processes on
one database cannot both accept a command made against the same version.
"""

from __future__ import annotations

import time
from collections.abc import Collection
from typing import Protocol

from ..errors import Stale, UnknownTable
from ..table import Table
from ..table.wire import lobby_json

PUBLIC_TABLES: tuple[str, ...] = (
    """CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        link TEXT UNIQUE,
        name TEXT NOT NULL,
        avatar TEXT NOT NULL,
        muted TEXT NOT NULL,
        created TEXT NOT NULL)""",
    """CREATE TABLE ratings (
        profile_id TEXT NOT NULL REFERENCES profiles (id),
        variant TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        matches INTEGER NOT NULL,
        updated TEXT NOT NULL,
        PRIMARY KEY (profile_id, variant))""",
    "CREATE INDEX ratings_variant ON ratings (variant)",
    """CREATE TABLE rating_history (
        profile_id TEXT NOT NULL REFERENCES profiles (id),
        variant TEXT NOT NULL,
        match_id TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (profile_id, match_id))""",
    "CREATE INDEX rating_history_at ON rating_history (variant, at)",
    "CREATE TABLE rated (match_id TEXT PRIMARY KEY, at TEXT NOT NULL)",
)
"""The schema step of public play (``session.public``), the same SQL on SQLite and PostgreSQL:
profiles (their secrets hashed, as a seat's), each one's rating per game and its history, and
the matches already rated (so that a match is rated once, whichever process sees it end)."""


def now() -> str:
    """The time of a change, ISO 8601 in UTC to the second, e.g. ``2026-11-29T17:50:03Z``."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def newer(where: str, version: int, known: int) -> StoreError:
    """The refusal of a database at schema ``version``, beyond the ``known`` steps: a newer
    Doble Seis has changed it (a step once applied is never undone), which an older one could
    misread, so it is not used."""
    return StoreError(f"{where} was changed by a newer Doble Seis (schema {version}; this one "
                      f"knows {known}): run that version or a later one")  # fmt: skip


def shown(url: str) -> str:
    """A server's ``url`` (PostgreSQL, Redis) to print: without its password. Everything up to
    the last ``@`` is the user and password, even when a password written without its
    percent-encoding holds ``@``, ``/`` or ``#`` (which a URL parser reads otherwise)."""
    scheme, sep, rest = url.partition("://")
    user, at, host = rest.rpartition("@")
    if not sep or not at or ":" not in user:
        return url
    return f"{scheme}://{user.split(':', 1)[0]}:***@{host}"


def summary_of(table: Table) -> dict:
    """What the start screen lists of a match (without its times, which the store adds), and
    ``lobby``: its row of the LOBBY while it is listed there (``Table.in_lobby``), else None —
    the lobby's, read by ``PublicService.lobby`` without rebuilding the table, and not sent
    with the start screen's list (``TableService.summaries``). A summary written before it
    kept that row has no ``lobby``. Nothing hidden: the score, the hand number, who won and
    who sits where are public."""
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
        "next": table.seating.moved_to,
        "lobby": lobby_json(table) if table.in_lobby else None,
    }


class Store(Protocol):
    def get(self, id: str) -> Table | None:
        """The table with this id, or None."""

    def kept(self, id: str, version: int) -> Table | None:
        """The table at ``version`` when this store has it in memory, else None; never reads
        the database. A listener told "T is at version N" needs no read when it is kept: a
        table has one content at each version (a put is kept only at the version after the
        one it was made against)."""

    def put(self, table: Table, expect: int | None = None) -> None:
        """Keep ``table`` (replacing the one with the same id) before the command returns.
        With ``expect``, only if the kept table is still at version ``expect``: else raise
        ``Stale`` (another command came first) or ``UnknownTable`` (it was deleted)."""

    def delete(self, id: str) -> bool:
        """Forget the table with this id; False if there was none."""

    def summaries(self, ids: Collection[str] | None = None) -> list[dict]:
        """``summary_of`` every table (or of those of ``ids`` only), with ``created`` and
        ``updated`` times, latest change first: two changed within one moment of ``updated``
        (a second, as it is shown) in the order they were changed, the last first, so that
        the list is in one order every time it is read."""

    def holding(self, keys: list[str]) -> set[str]:
        """The ids of the tables whose seating has any of ``keys`` (``Table.lookup_keys``:
        hashed secrets, ``code:`` + an invitation code)."""

    def find(self, key: str) -> str | None:
        """The id of the table with this lookup key, or None: for the keys one table holds at
        a time (an invitation or a partner's code). A seat's or the host's key is held by every
        match its table played (``holding``)."""

    def review(self, id: str, key: str) -> dict | None:
        """The review kept for the hand with digest ``key`` of table ``id`` (``session.review``),
        or None."""

    def keep_review(self, id: str, key: str, review: dict) -> bool:
        """Keep a hand's review with its table (gone when the table is deleted); nothing if
        the table is gone already, or if a review of that hand is kept already (the first
        stays: several processes may have reviewed it at once). Whether it was kept now."""

    def listed(self, prefix: str) -> list[str]:
        """The ids of the tables with a lookup key that starts with ``prefix`` (a public
        table's ``public:`` key: the lobby)."""


class StoreError(Exception):
    """The database cannot be opened or is not ours; the message says which one and why."""


def new_keys(table: Table, expect: int | None, before: Table | None) -> list[str] | None:
    """The lookup keys a put of ``table`` at ``expect`` writes, or None when they are those of
    ``before`` (the store's cached table) at ``expect`` (most moves): the put is kept only if
    the row is still at ``expect``, and every put leaves the keys of its version in the
    database, so those of ``before`` are the ones there."""
    keys = table.lookup_keys()
    if expect is not None and before is not None and before.version == expect:
        if before.lookup_keys() == keys:
            return None
    return keys


def refuse(id: str, current: int | None, expect: int) -> None:
    """Why a change made from version ``expect`` was not kept: the table is at ``current``
    (None: it is gone)."""
    if current is None:
        raise UnknownTable("no_such_match", id=id)
    raise Stale("stale", version=current, sent=expect)
