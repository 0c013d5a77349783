"""One suite for every durable store: SQLite and PostgreSQL (a real server of the test's own)
pass the same tests. ``open_store`` opens a store on the test's database, each call what a new
server process on the same database would open."""

from __future__ import annotations

import importlib
import json
import re
import sys
import threading
from collections.abc import Callable
from dataclasses import replace

import pytest

from dobleseis.core.rng import Rng
from dobleseis.session import (
    MemoryStore,
    SqliteStore,
    Stale,
    StoreError,
    Table,
    TableService,
    UnknownTable,
)
from dobleseis.session.errors import Taken
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService
from dobleseis.session.stores import memory, sqlite
from dobleseis.session.stores.protocol import summary_of
from dobleseis.session.table.seating import Public

from ..conftest import opening
from .helpers import C, H, make, play


def moved(t: Table, rng: Rng | None = None) -> Table:
    """``t`` one action further (a seeded legal action for a human, else the computer's)."""
    if t.to_act_human:
        return t.act(t.state.to_act, (rng or Rng(0)).choice(t.state.legal()))
    return t.computer()[0]


def test_a_table_is_rebuilt_from_its_record(open_store):
    t = play(make("haiti", seed=5), Rng(1), until=lambda t: len(t.timeline) >= 60)
    t = t.undo()
    store = open_store()
    store.put(t)
    again = open_store().get(t.id)
    assert again.saved() == t.saved() and again.state == t.state
    assert again.timeline == t.timeline and again.can_redo
    assert store.get("other") is None and not store.delete("other")


def test_a_match_on_a_128_bit_seed_is_kept_exactly(open_store):
    """A seed beyond 2**53 is stored as the string of its digits (a JSON number of that size
    would be rounded by many readers) and comes back as the same seed, dealing the same."""
    t = play(make("chiva", seed=2**128 - 1), Rng(2), until=lambda t: len(t.timeline) >= 20)
    open_store().put(t)
    assert open_store().saved(t.id)["record"]["seed"] == str(2**128 - 1)
    again = open_store().get(t.id)
    assert again.seed == 2**128 - 1 and again.saved() == t.saved() and again.state == t.state


def test_every_change_is_stored_before_put_returns(open_store):
    """What a second connection reads right after ``put``: what a process started after a
    SIGKILL would load."""
    store, other = open_store(), open_store()
    t = make("chiva", seats=(C, C, C, C), seed=4)
    store.put(t)
    for _ in range(25):
        new = moved(t)
        store.put(new, expect=t.version)
        t = new
        assert other.saved(t.id) == t.saved()


def test_a_change_is_kept_only_at_the_version_it_was_made_from(open_store):
    store = open_store()
    t = make("chiva", seats=(C, C, C, C), seed=2)
    store.put(t)
    first, second = moved(t), moved(moved(t))
    store.put(first, expect=t.version)
    with pytest.raises(Stale, match=f"version {first.version}, not {t.version}") as refused:
        store.put(second, expect=t.version)
    assert refused.value.fields == {"version": first.version, "sent": t.version}
    assert open_store().saved(t.id) == first.saved()  # the refused change left nothing
    assert store.get(t.id).version == first.version
    assert store.delete(t.id)
    with pytest.raises(UnknownTable):
        store.put(second, expect=first.version)  # deleted meanwhile: not brought back
    assert open_store().get(t.id) is None


def test_a_stale_read_never_overwrites_a_newer_table_in_the_cache(open_store, monkeypatch):
    """A read rebuilds outside the store's locks; a command committed meanwhile must win."""
    store = open_store()
    t = make("chiva", seed=2)
    store.put(t)
    store._cache.clear()  # as if evicted: the next read rebuilds from the database
    newer = moved(t)
    load = Table.load

    def slow_load(saved, known=None):  # another request commits while this read is rebuilding
        old = load(saved, known)
        store.put(newer, expect=t.version)
        return old

    monkeypatch.setattr(Table, "load", slow_load)
    assert store.get(t.id).version == t.version  # this read answers with what it read
    monkeypatch.setattr(Table, "load", load)
    assert store.get(t.id).version == newer.version  # but the cache holds the newer table


def test_two_processes_racing_a_command_at_one_version_keep_exactly_one(open_store):
    """Two ``TableService`` on two stores of one database, as two server processes are: both read
    version v and both make a change from it (a barrier holds each until the other has read);
    the store keeps one and refuses the other as stale, whichever commits first."""
    first, second = TableService(open_store()), TableService(open_store())
    t = first.create("chiva", seats=(H, H, H, H), level="random", seed=7)
    assert second.get(t.id).version == 0
    both_read = threading.Barrier(2, timeout=60)
    legal = t.state.legal()
    outcomes: dict[str, object] = {}

    def race(name: str, tables: TableService, action) -> None:
        def command(table: Table):
            both_read.wait()
            return table.act(table.state.to_act, action), None

        try:
            outcomes[name] = tables.change(t.id, 0, command)[0]
        except Stale as e:
            outcomes[name] = e

    threads = [
        threading.Thread(target=race, args=("first", first, legal[0])),
        threading.Thread(target=race, args=("second", second, legal[-1])),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    won = [v for v in outcomes.values() if isinstance(v, Table)]
    lost = [v for v in outcomes.values() if isinstance(v, Stale)]
    assert len(won) == 1 and len(lost) == 1, outcomes
    assert lost[0].fields == {"version": 1, "sent": 0}
    kept = open_store().get(t.id)
    assert kept.saved() == won[0].saved() and kept.version == 1


def test_the_list_shows_every_match_and_forgets_deleted_ones(open_store):
    store = open_store()
    tables = TableService(store)
    a = tables.create("chiva", seats=(C, C, C, C), level="random", seed=1)
    b = tables.create("haiti", seats=(H, C, H, C), level="random", seed=2)
    c = tables.create("chiva", seats=(H, C, C, C), level="random", seed=3)
    tables.change(a.id, 0, lambda t: t.computer())
    listed = {m["id"]: m for m in open_store().summaries()}
    assert set(listed) == {a.id, b.id, c.id}
    first = listed[a.id]
    assert first["version"] == 1 and first["variant"] == "chiva" and first["seats"] == [C] * 4
    assert listed[b.id]["seats"] == [H, C, H, C] and listed[b.id]["title"] == "Haiti (Dékabès)"
    stamp = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
    times = [m[k] for m in listed.values() for k in ("created", "updated")]
    assert all(stamp.fullmatch(time) for time in times)
    assert first["created"] <= first["updated"]
    tables.delete(b.id)
    assert {m["id"] for m in open_store().summaries()} == {a.id, c.id}
    # those of some ids only (a device's); of a deleted or unknown one, none
    assert {m["id"] for m in open_store().summaries({c.id, a.id, b.id, "other"})} == {a.id, c.id}
    assert open_store().summaries({c.id}) == [listed[c.id]] and open_store().summaries(()) == []
    with pytest.raises(UnknownTable):
        TableService(open_store()).get(b.id)


def test_opening_again_keeps_every_match(open_store):
    """The migrations that ran at the first start do not run again (nor lose anything)."""
    store = open_store()
    t = make("chiva", seed=9)
    store.put(t)
    for _ in range(3):
        assert open_store().get(t.id).saved() == t.saved()


def schema_of(store) -> tuple[int, set[str]]:
    """The schema number the store's database is at, and the columns of its matches table."""
    if isinstance(store, SqliteStore):
        number = store._db.execute("PRAGMA user_version").fetchone()[0]
        columns = {r[1] for r in store._db.execute("PRAGMA table_info(matches)").fetchall()}
        return number, columns
    number = store.schema()[-1]
    columns = store._run(
        lambda conn: {
            r[0]
            for r in conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'matches'"
            ).fetchall()
        }
    )
    return number, columns


def migrations_of(store) -> str:
    """The module whose MIGRATIONS the store applies."""
    return type(store).__module__


def test_a_new_migration_runs_when_the_store_opens_and_keeps_every_match(open_store, monkeypatch):
    """The next schema change (a column for the seats' secrets, say) is a step added at the end
    of MIGRATIONS: a database at the schema before gets it when a server starts on it."""
    store = open_store()
    t = make("chiva", seed=9)
    store.put(t)
    number, columns = schema_of(store)
    assert "note" not in columns
    steps = sys.modules[migrations_of(store)].MIGRATIONS
    monkeypatch.setattr(
        sys.modules[migrations_of(store)], "MIGRATIONS",
        (*steps, ("ALTER TABLE matches ADD COLUMN note text",)),
    )  # fmt: skip
    again = open_store()
    assert schema_of(again) == (number + 1, columns | {"note"})
    assert again.get(t.id).saved() == t.saved()
    assert schema_of(open_store())[0] == number + 1  # and only once


def test_a_migration_that_fails_leaves_the_database_as_it_was(open_store, monkeypatch):
    store = open_store()
    t = make("chiva", seed=9)
    store.put(t)
    before = schema_of(store)
    module = sys.modules[migrations_of(store)]
    broken = ("ALTER TABLE matches ADD COLUMN note text", "SELECT no_such_function()")
    monkeypatch.setattr(module, "MIGRATIONS", (*module.MIGRATIONS, broken))
    with pytest.raises(StoreError, match="no_such_function"):
        open_store()
    monkeypatch.undo()
    again = open_store()
    assert schema_of(again) == before and again.get(t.id).saved() == t.saved()


def test_a_table_is_found_by_its_keys_from_any_process_and_forgotten_with_it(open_store):
    """The hashed secrets and the invitation code are kept with the table, rewritten with every
    change of the seating, and gone when the table is deleted."""
    tables = TableService(open_store())
    opened = tables.open("haiti", seats=("here", "invited", "invited", "computer"), seed=1)
    id, code = opened.table.id, opened.table.seating.code
    host, here = key_of(opened.host), key_of(opened.seats[1])
    other = open_store()  # another process on the same database
    assert other.holding([host]) == {id} and other.holding([here, "nobody"]) == {id}
    assert other.find(f"code:{code}") == id and other.find("code:NOPE") is None
    assert other.holding([]) == set()
    table, secret = tables.claim(id, 2, "Ana")
    assert open_store().holding([key_of(secret)]) == {id}
    released = tables.reseat(id, frozenset({host}), lambda s: s.released(2))
    assert open_store().holding([key_of(secret)]) == set()
    assert TableService(open_store()).by_code(code).saved() == released.saved()
    tables.delete(id)
    assert open_store().holding([host, here]) == set()
    assert open_store().find(f"code:{code}") is None


def test_a_refused_change_keeps_neither_its_row_nor_its_keys(open_store):
    """The keys are written in the row's transaction: a change refused as stale leaves the
    table's keys as they were."""
    store = open_store()
    tables = TableService(store)
    opened = tables.open("chiva", seats=("here", "invited", "computer", "computer"), seed=2)
    t = opened.table
    claimed = t.seated(t.seating.claimed(2, "k" * 64, "Ana"))
    with pytest.raises(Stale):
        store.put(claimed, expect=t.version + 1)
    again = open_store()
    assert again.holding(["k" * 64]) == set() and again.get(t.id).saved() == t.saved()
    store.put(claimed, expect=t.version)
    assert open_store().holding(["k" * 64]) == {t.id}


def keep_raw(store, id: str, saved: dict) -> None:
    """A row as a server before the keys wrote it: the match only."""
    summary = json.dumps({"id": id})
    if isinstance(store, SqliteStore):
        store._db.execute(
            "INSERT INTO matches (id, saved, version, summary, created, updated) "
            "VALUES (?, ?, 0, ?, 'x', 'x')",
            (id, json.dumps(saved), summary),
        )
        return
    from psycopg.types.json import Jsonb

    store._run(lambda conn: conn.execute(
        "INSERT INTO matches (id, saved, version, summary) VALUES (%s, %s, 0, %s)",
        (id, Jsonb(saved), summary),
    ))  # fmt: skip


def test_a_database_from_before_the_keys_opens_and_its_tables_are_legacy(open_store, monkeypatch):
    """A database at schema 1 (matches only, no seating) gets the keys at start; its tables
    belong to the computer the server runs on until adopted, and then are found by their keys."""
    module = importlib.import_module(f"dobleseis.session.stores.{open_store.kind}")
    monkeypatch.setattr(module, "MIGRATIONS", module.MIGRATIONS[:1])
    old = open_store()
    assert schema_of(old)[0] == 1
    table = Table.new("old1", "chiva", ("human", "computer", "computer", "computer"), "random",
                      seed=4)  # fmt: skip
    saved = table.saved()
    del saved["seating"]
    keep_raw(old, "old1", saved)
    monkeypatch.undo()
    store = open_store()
    assert schema_of(store)[0] == len(module.MIGRATIONS)
    tables = TableService(store)
    assert tables.get("old1").seating.legacy and tables.get("old1").state == table.state
    adopted = tables.adopt("old1")
    assert open_store().holding([key_of(adopted.host)]) == {"old1"}
    assert open_store().find(f"code:{adopted.table.seating.code}") == "old1"


def test_a_review_is_kept_with_its_match_and_goes_with_it(any_store):
    """A hand's review is kept by the hand's digest, read back as it was written, never for a
    table that is gone, never over one kept already (whether it was kept is answered), and
    deleted with its table."""
    store = any_store()
    table = Table.new("rv1", "chiva", ("computer",) * 4, "random", seed=2)
    store.put(table)
    review = {"moves": [{"seat": 1, "mark": "good", "lost": 0.0}], "accuracy": {"1": {}}}
    assert store.review("rv1", "abc") is None
    assert store.keep_review("rv1", "abc", review) is True
    # kept once: the first one stays, and the second is told it came late (it tells no one)
    assert store.keep_review("rv1", "abc", {"moves": []}) is False
    assert store.review("rv1", "abc") == review
    assert any_store().review("rv1", "abc") == review  # another process reads it too
    assert any_store().keep_review("rv1", "abc", review) is False
    assert store.review("rv1", "other") is None
    assert store.keep_review("gone", "abc", review) is False
    assert store.review("gone", "abc") is None
    assert store.delete("rv1")
    assert store.review("rv1", "abc") is None


def test_a_store_tells_the_table_it_keeps_at_a_version_without_reading(open_store):
    """``kept``: the table at the version asked when this store holds it (its own put, or
    a read), else None — an earlier or later version, another process's change not read yet
    (PostgreSQL: SQLite is one process's), a deleted table; the caller then reads (``get``)."""
    mine = open_store()
    t = make("chiva", seed=4)
    mine.put(t)
    assert mine.kept(t.id, t.version) is t and mine.kept(t.id, t.version + 1) is None
    newer = moved(t)
    if open_store.kind == "postgres":
        open_store().put(newer, expect=t.version)  # another process: this one has not read it
        assert mine.kept(t.id, newer.version) is None
        assert mine.get(t.id).version == newer.version  # the read keeps it
    else:
        mine.put(newer, expect=t.version)
    assert mine.kept(t.id, newer.version).saved() == newer.saved()
    assert mine.kept(t.id, t.version) is None
    mine.delete(t.id)
    assert mine.kept(t.id, newer.version) is None


def started_with_a_friend(tables: TableService, seed: int) -> tuple[str, str, str, str]:
    """A started table of a host and a friend on another device: its id, code, and the host's
    and the friend's secrets."""
    opened = tables.open("chiva", seats=("here", "invited", "computer", "computer"), seed=seed)
    id, code = opened.table.id, opened.table.seating.code
    table, friend = tables.claim(id, 2, "Ana")
    tables.change(id, table.version, lambda t: (t.seated(t.seating.begun(fill=False)), None))
    return id, code, opened.host, friend


def test_a_new_match_at_a_table_is_kept_beside_the_one_it_left(open_store):
    """A new match keeps the table's people and secrets: both matches are found by the same
    secrets (every device lists the one left and plays the new one), the invitation code by
    the new one only, and deleting one leaves the other found."""
    tables = TableService(open_store())
    id, code, host, friend = started_with_a_friend(tables, seed=3)
    left, fresh = tables.renew(id, tables.get(id).version)
    other = open_store()  # another process on the same database
    assert other.holding([key_of(host)]) == other.holding([key_of(friend)]) == {id, fresh.id}
    assert other.find(f"code:{code}") == fresh.id
    assert other.get(id).seating.moved_to == fresh.id == left.seating.moved_to
    _, newer = tables.renew(fresh.id, fresh.version)  # and again, from the new one
    assert open_store().holding([key_of(friend)]) == {id, fresh.id, newer.id}
    tables.delete(fresh.id)
    assert open_store().holding([key_of(host)]) == {id, newer.id}


MOMENT = "2026-12-01T10:00:00Z"


def keep_old(store, t: Table) -> None:
    """Table ``t`` as a server before the change numbers wrote it (changed at ``MOMENT``): its
    row and its keys. The store's own ``put`` writes the schema of today."""
    row = (t.id, t.saved_json(), t.version, json.dumps(summary_of(t)), MOMENT, MOMENT)
    keys = [(k, t.id) for k in t.lookup_keys()]
    if isinstance(store, SqliteStore):
        store._db.execute(
            "INSERT INTO matches (id, saved, version, summary, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            row,
        )
        store._db.executemany("INSERT INTO keys (key, match_id) VALUES (?, ?)", keys)
        return

    def write(conn) -> None:
        conn.execute(
            "INSERT INTO matches (id, saved, version, summary, created, updated)"
            " VALUES (%s, %s::jsonb, %s, %s, %s, %s)",
            row,
        )
        with conn.cursor() as cursor:
            cursor.executemany("INSERT INTO keys (key, match_id) VALUES (%s, %s)", keys)

    store._run(write)


def test_a_database_from_before_shared_keys_keeps_them_and_renews(open_store, monkeypatch):
    """A database at schema 4, where a key found one match only, gets the step that lets a
    secret find every match of its table: its keys are kept, and a new match can be made."""
    module = importlib.import_module(f"dobleseis.session.stores.{open_store.kind}")
    monkeypatch.setattr(module, "MIGRATIONS", module.MIGRATIONS[:4])
    made = TableService(MemoryStore())  # written below as a server at schema 4 wrote it
    id, code, host, friend = started_with_a_friend(made, seed=5)
    keep_old(open_store(), made.get(id))
    monkeypatch.undo()
    tables = TableService(open_store())
    assert schema_of(tables.store)[0] == len(module.MIGRATIONS)
    assert tables.store.holding([key_of(friend)]) == {id}
    assert tables.store.find(f"code:{code}") == id
    _, fresh = tables.renew(id, tables.get(id).version)
    assert open_store().holding([key_of(host), key_of(friend)]) == {id, fresh.id}


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def any_store(request, tmp_path):
    """``open_store``, and the memory store (one process's) too."""
    yield from opening(request.param, request, tmp_path)


def at_one_moment(store, kind: str, monkeypatch) -> Callable[[], None]:
    """Every change of ``store`` made at one moment of its clock (``updated``, shown to the
    second): SQLite and memory stamp it themselves; PostgreSQL's own clock is set back after
    each change (what two changes within one of its microseconds would write)."""
    for module in (memory, sqlite):
        monkeypatch.setattr(module, "now", lambda: MOMENT)
    if kind == "postgres":
        return lambda: store._run(
            lambda conn: conn.execute("UPDATE matches SET updated = %s", (MOMENT,))
        )
    return lambda: None


def test_matches_changed_within_one_second_are_listed_the_last_changed_first(
    any_store, monkeypatch
):
    """The start screen's list (and the match under way a quick match names) is latest change
    first: two changed within one second of ``updated`` come in the order they were changed,
    whoever reads them, every time, not in the order they were made or by id."""
    store = any_store()
    same = at_one_moment(store, any_store.kind, monkeypatch)
    made = [Table.new(id, "chiva", (C,) * 4, "random", seed=n) for n, id in enumerate("xyz")]
    for t in made:
        store.put(t)
        same()
    tables = {t.id: t for t in made}
    listed = lambda ids=None: [m["id"] for m in store.summaries(ids)]  # noqa: E731
    assert listed() == ["z", "y", "x"]
    for id, expected in (("x", "xzy"), ("y", "yxz"), ("x", "xyz"), ("z", "zxy")):
        new = moved(tables[id])
        store.put(new, expect=tables[id].version)
        tables[id] = new
        same()
        assert listed() == listed({"x", "y", "z"}) == list(expected)
        assert [m["id"] for m in any_store().summaries()] == list(expected)  # another process
        assert {m["updated"] for m in store.summaries()} == {MOMENT}


def test_a_database_from_before_the_change_numbers_keeps_the_order_of_its_list(
    open_store, monkeypatch
):
    """Rows kept before changes were numbered are listed as they were (latest change first;
    one second's, on SQLite, the last kept first, and on PostgreSQL, whose times are finer, by
    id), and every change after comes before them."""
    module = importlib.import_module(f"dobleseis.session.stores.{open_store.kind}")
    number = next(n for n, step in enumerate(module.MIGRATIONS) if "seq" in " ".join(step))
    monkeypatch.setattr(module, "MIGRATIONS", module.MIGRATIONS[:number])
    old = open_store()
    made = [Table.new(id, "chiva", (C,) * 4, "random", seed=n) for n, id in enumerate("vuw")]
    for t in made:
        keep_old(old, t)
    monkeypatch.undo()
    store = open_store()
    same = at_one_moment(store, open_store.kind, monkeypatch)
    before = ["w", "u", "v"] if open_store.kind == "sqlite" else ["u", "v", "w"]
    assert [m["id"] for m in store.summaries()] == before
    store.put(moved(made[0]), expect=made[0].version)
    same()
    assert [m["id"] for m in store.summaries()] == ["v", *[id for id in before if id != "v"]]


def without_playing_keys(store) -> None:
    """The keys of every match as a server before ``playing:`` wrote them."""
    delete = "DELETE FROM keys WHERE key LIKE 'playing:%'"
    if isinstance(store, SqliteStore):
        store._db.execute(delete)
    else:
        store._run(lambda conn: conn.execute(delete))


def test_a_public_match_under_way_kept_before_its_playing_keys_gets_them_at_start(
    open_store, monkeypatch
):
    """A database whose public matches under way were kept before ``playing:PROFILE:ID`` was
    written gets those keys when a server starts on it (a move would not write them), so a
    quick match asks their players before another; a match over, one its table moved on from,
    a table still waiting and a private table get none."""
    module = importlib.import_module(f"dobleseis.session.stores.{open_store.kind}")
    steps = module.MIGRATIONS
    number = next((n for n, s in enumerate(steps) if "'playing:'" in " ".join(s)), len(steps))
    monkeypatch.setattr(module, "MIGRATIONS", module.MIGRATIONS[:number])
    tables = TableService(open_store())
    public = PublicService(tables)
    (ana, a), (ben, b), (cleo, c) = (public.make_profile(n, "🐢") for n in ("Ana", "Ben", "Cleo"))
    first = public.quick(key_of(a), "chiva")
    public.quick(key_of(b), "chiva")
    public.start(first.table.id, frozenset({key_of(first.secret)}))
    _, fresh = tables.renew(first.table.id, tables.get(first.table.id).version)
    waiting = public.quick(key_of(c), "haiti").table.id
    done = play(Table.new("done", "chiva", (C,) * 4, "random", seed=1), Rng(1))
    chairs = (replace(done.seating.chairs[0], profile=cleo.id), *done.seating.chairs[1:])
    played = replace(done.seating, chairs=chairs, public_play=Public("quick", "random"))
    tables.store.put(done.seated(played))
    started_with_a_friend(tables, seed=2)
    public.stop()
    without_playing_keys(tables.store)
    assert open_store().listed("playing:") == []
    monkeypatch.undo()
    store = open_store()
    assert store.listed(f"playing:{ana.id}:") == store.listed(f"playing:{ben.id}:") == [fresh.id]
    assert store.listed("playing:") == [fresh.id, fresh.id]
    assert store.listed(f"waiting:{cleo.id}:") == [waiting]
    again = PublicService(TableService(store))
    with pytest.raises(Taken) as asked:
        again.quick(key_of(a), "chiva")
    assert asked.value.code == "already_playing" and asked.value.fields == {"id": fresh.id}
    again.stop()
