"""The SQLite store: where its file lives, its journal, and files it refuses. What every store
does is tested on it too, in test_session_store.py."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from dobleseis.session import SqliteStore, StoreError, default_path
from dobleseis.session.stores.sqlite import MIGRATIONS


def test_the_default_file_is_in_the_users_data_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "dobleseis" / "matches.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_path() == tmp_path / "home" / ".local/share/dobleseis/matches.sqlite3"


def test_a_file_that_is_not_a_database_is_a_clear_error(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n" * 100)
    with pytest.raises(StoreError, match="cannot use .*notes.txt as the match database"):
        SqliteStore(bad)
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as c:
        c.execute(f"PRAGMA user_version={len(MIGRATIONS) + 1}")  # a newer program's file
    with pytest.raises(StoreError) as newer:
        SqliteStore(other)
    assert str(newer.value) == (
        f"{other} was changed by a newer Doble Seis (schema {len(MIGRATIONS) + 1}; this one "
        f"knows {len(MIGRATIONS)}): run that version or a later one"
    )


def test_serve_says_in_one_line_when_it_cannot_use_the_file(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n" * 100)
    r = subprocess.run(
        [sys.executable, "-m", "dobleseis", "serve", "--no-browser", "--db", str(bad)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("dobleseis: cannot use ") and r.stderr.count("\n") == 1


def test_the_journal_is_durable(tmp_path):
    store = SqliteStore(Path(tmp_path) / "m.sqlite3")
    assert store._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_puts_waiting_together_are_committed_together_and_a_refused_one_alone_fails(tmp_path):
    """Group commit: the puts that wait while another holds the database are committed in one
    transaction; the one made against a version the table is not at is refused, the others
    are kept (and on disk, as a restarted server would read them)."""
    import threading
    import time

    from dobleseis.core.rng import Rng
    from dobleseis.session import SqliteStore, Stale, Table

    from .helpers import step

    store = SqliteStore(tmp_path / "m.sqlite3")
    tables = [Table.new(f"t{i}", "chiva", ("human",) * 4, "random", seed=i) for i in range(6)]
    for t in tables:
        store.put(t)
    moved = [step(t, Rng(f"g{t.id}")) for t in tables]
    results: dict[str, object] = {}

    def put(new: Table, expect: int) -> None:
        try:
            store.put(new, expect=expect)
            results[new.id] = "kept"
        except Stale as e:
            results[new.id] = e.code

    with store._lock:  # the database is busy: every put waits, then goes in one commit
        threads = [threading.Thread(target=put, args=(new, old.version - (new.id == "t3")))
                   for new, old in zip(moved, tables)]  # fmt: skip
        for t in threads:
            t.start()
        deadline = time.monotonic() + 30  # a safety limit, never a pause
        while len(store._waiting) < len(threads):
            assert time.monotonic() < deadline
            time.sleep(0.01)
    for t in threads:
        t.join(30)
    assert results == {f"t{i}": "stale" if i == 3 else "kept" for i in range(6)}
    for new, old in zip(moved, tables):
        on_disk = store.saved(new.id)["version"]
        assert on_disk == (old.version if new.id == "t3" else new.version)


def test_the_lookup_keys_on_disk_follow_every_put_whether_or_not_they_changed(tmp_path):
    """A move leaves the keys as they were and the store does not write them again; a claimed
    seat, a started match and a put against a store that has not kept the table (a restart)
    write them: after each, the keys on disk are the table's, and it is found by them."""
    from dobleseis.core.rng import Rng
    from dobleseis.session import TableService

    from .helpers import step

    path = tmp_path / "m.sqlite3"
    tables = TableService(SqliteStore(path))
    id = tables.open("chiva", seats=("here", "invited", "here", "invited")).table.id
    store = tables.store

    def on_disk(store: SqliteStore) -> list[str]:
        rows = store._db.execute("SELECT key FROM keys WHERE match_id = ?", (id,)).fetchall()
        return sorted(k for (k,) in rows)

    def put(store: SqliteStore, new) -> None:
        store.put(new, expect=new.version - 1)
        assert on_disk(store) == sorted(new.lookup_keys())

    before = on_disk(store)
    table, _ = tables.claim(id, 2, "Ana")
    assert on_disk(store) == sorted(table.lookup_keys()) != before
    table = table.seated(table.seating.begun(fill=True))
    put(store, table)
    rng = Rng("keys")
    for _ in range(5):
        table = step(table, rng)
        put(store, table)
    store.close()
    again = SqliteStore(path)  # keeps nothing yet: its first put writes the keys
    table = step(again.get(id), rng)
    put(again, table)
    assert again.find(table.lookup_keys()[0]) == id
