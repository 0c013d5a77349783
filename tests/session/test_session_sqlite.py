"""The SQLite store: where its file lives, what it keeps, and files it refuses."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from dobleseis.core.rng import Rng
from dobleseis.session import SqliteStore, StoreError, Table, default_path

from .helpers import make, play


def test_the_default_file_is_in_the_users_data_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "dobleseis" / "matches.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_path() == tmp_path / "home" / ".local/share/dobleseis/matches.sqlite3"


def test_a_table_is_rebuilt_from_its_record(tmp_path):
    t = play(make("haiti", seed=5), Rng(1), until=lambda t: len(t.timeline) >= 60)
    t = t.undo()
    store = SqliteStore(tmp_path / "a" / "m.sqlite3")  # the directory is made
    store.put(t)
    again = SqliteStore(tmp_path / "a" / "m.sqlite3").get(t.id)
    assert again.saved() == t.saved() and again.state == t.state
    assert again.timeline == t.timeline and again.can_redo
    assert store.get("other") is None and not store.delete("other")


def test_a_stale_read_never_overwrites_a_newer_table_in_the_cache(tmp_path, monkeypatch):
    """A read rebuilds outside the store's lock; a command committed meanwhile must win."""
    store = SqliteStore(tmp_path / "m.sqlite3")
    t = make("chiva", seed=2)
    store.put(t)
    store._cache.clear()  # as if evicted: the next read rebuilds from disk
    newer = t.computer()[0] if not t.to_act_human else t.act(t.state.to_act, t.state.legal()[0])
    load = Table.load

    def slow_load(saved):  # another request commits while this read is rebuilding
        old = load(saved)
        store.put(newer)
        return old

    monkeypatch.setattr(Table, "load", slow_load)
    assert store.get(t.id).version == t.version  # this read answers with what it read
    monkeypatch.setattr(Table, "load", load)
    assert store.get(t.id).version == newer.version  # but the cache holds the newer table


def test_a_file_that_is_not_a_database_is_a_clear_error(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("shopping list\n" * 100)
    with pytest.raises(StoreError, match="cannot use .*notes.txt as the match database"):
        SqliteStore(bad)
    other = tmp_path / "other.sqlite3"
    with sqlite3.connect(other) as c:
        c.execute("PRAGMA user_version=7")
    with pytest.raises(StoreError, match="has schema 7"):
        SqliteStore(other)


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
