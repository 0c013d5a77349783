"""Which store a server keeps its matches in: ``--db`` names a SQLite file (one server, which
holds the file locked) or a PostgreSQL database (``postgresql://``, shared by several servers)."""

from __future__ import annotations

import os
from typing import IO

from .protocol import Store, StoreError, shown
from .sqlite import SqliteStore


def is_postgres(db: str) -> bool:
    """``--db`` names a PostgreSQL database rather than a SQLite file."""
    return db.startswith(("postgresql://", "postgres://"))


def claim(db: str):
    """The database file ``db``, open and locked for this server until the process ends
    (however it ends: the system drops the lock of a killed process), or None if another
    server holds it. OSError if the file cannot be opened for writing (a folder, read-only).

    Two servers on one file would each serialize a match's commands on their own, and could
    both accept a command made against the same version. The lock is on the file itself, not
    on its name: through a symbolic link or a hard link it is the same file and the same lock.
    (It is a ``flock``, which does not touch SQLite's own locks on the file; it is held until
    the store is closed, since closing any descriptor of the file would drop SQLite's.)
    Where ``fcntl`` is missing (Windows) nothing is locked."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on this platform
        return open(os.devnull)
    os.makedirs(os.path.dirname(os.path.abspath(db)), exist_ok=True)
    lock = open(os.open(db, os.O_RDWR | os.O_CREAT, 0o644), "rb", buffering=0)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        lock.close()
        return None
    return lock


def open_store(db: str) -> tuple[Store, IO | None, str]:
    """The store ``db`` names, the lock that holds a SQLite file for this server (None for
    PostgreSQL, which several servers share) and how to name it to the person who started it
    (a URL without its password). StoreError (one line) when it cannot be used."""
    if is_postgres(db):
        try:
            from .postgres import PostgresStore
        except ModuleNotFoundError as e:
            if e.name not in ("psycopg", "psycopg_pool"):
                raise
            raise StoreError(
                "a PostgreSQL database needs the pg extra: pip install -e '.[web,pg]' "
                "(./play does it when --db is a postgresql:// URL)"
            ) from None
        return PostgresStore(db), None, shown(db)
    if "://" in db:  # mysql://, sqlite:///..., a mistyped postgresql: not a file to make
        raise StoreError(f"--db is a SQLite file or a postgresql:// URL, not {shown(db)}")
    try:
        lock = claim(db)
    except OSError as e:
        raise StoreError(f"cannot use {db} as the match database: {e.strerror or e}") from None
    if lock is None:
        other = "stop it, or give this one --db OTHER.sqlite3"
        raise StoreError(f"another server is using {db}: {other}")
    try:
        return SqliteStore(db), lock, db
    except StoreError:
        lock.close()
        raise
