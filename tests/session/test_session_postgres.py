"""The PostgreSQL store beyond what every store does (test_session_store.py): several processes
on one database, its migrations, and a database that goes away and comes back. Each test runs
against a real PostgreSQL of its own (bench/servers.py)."""

from __future__ import annotations

import logging
import select
import threading
from contextlib import contextmanager

import psycopg
import pytest

from bench.servers import free_port
from dobleseis.session import Stale, StoreError, TableService, Unavailable
from dobleseis.session.stores.postgres import AGAIN, MIGRATIONS, TRY, PostgresStore, shown

from .helpers import C, H, make, once_back


@pytest.fixture
def stores(pg_url):
    """Opens stores on the test's database; closes them after."""
    opened = []

    def open_one(**kw) -> PostgresStore:
        opened.append(PostgresStore(pg_url, **kw))
        return opened[-1]

    yield open_one
    for store in opened:
        store.close()


def test_a_process_sees_what_another_changed(stores):
    """Each process keeps tables rebuilt in memory; a read asks the database for the version,
    so another process's change is seen at once, and a command from the old one is stale."""
    a, b = TableService(stores()), TableService(stores())
    t = a.create("chiva", seats=(C, C, C, C), level="random", seed=5)
    assert b.get(t.id).version == 0  # now in b's cache
    new, _ = a.change(t.id, 0, lambda t: t.computer())
    assert b.get(t.id).saved() == new.saved()
    with pytest.raises(Stale, match="version 1, not 0"):
        b.change(t.id, 0, lambda t: t.computer())
    a.delete(t.id)
    assert b.store.get(t.id) is None


def test_the_list_is_latest_change_first(stores):
    """The database's clock orders changes from every process, to the microsecond."""
    a, b = TableService(stores()), TableService(stores())
    first = a.create("chiva", seats=(C, C, C, C), level="random", seed=1)
    second = b.create("haiti", seats=(H, C, H, C), level="random", seed=2)
    assert [m["id"] for m in a.store.summaries()] == [second.id, first.id]
    b.change(first.id, 0, lambda t: t.computer())
    assert [m["id"] for m in a.store.summaries()] == [first.id, second.id]


def test_a_new_database_gets_every_migration_once(pg_url, stores):
    """Processes started together on an empty database: one migrates, the others wait for it
    (an advisory lock) and find the schema made."""
    opened: list[object] = []
    threads = [threading.Thread(target=lambda: opened.append(stores())) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert len(opened) == 3 and all(isinstance(s, PostgresStore) for s in opened)
    assert opened[0].schema() == list(range(1, len(MIGRATIONS) + 1))
    with psycopg.connect(pg_url) as conn:
        tables = {r[0] for r in conn.execute("SELECT tablename FROM pg_tables").fetchall()}
    assert {"matches", "schema_version"} <= tables


def test_a_database_of_a_newer_program_is_refused(pg_url, stores):
    stores().close()
    with psycopg.connect(pg_url) as conn:
        conn.execute("INSERT INTO schema_version (version) VALUES (99)")
    with pytest.raises(StoreError) as newer:
        stores()
    assert str(newer.value) == (
        f"{shown(pg_url)} was changed by a newer Doble Seis (schema 99; this one knows "
        f"{len(MIGRATIONS)}): run that version or a later one"
    )


def test_commits_are_durable_even_where_the_server_says_otherwise(pg_url, stores):
    """A database configured with synchronous_commit off would acknowledge commits it can still
    lose; the store's connections turn it back on."""
    with psycopg.connect(pg_url, autocommit=True) as conn:
        name = conn.execute("SELECT current_database()").fetchone()[0]
        conn.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
    store = stores()
    setting = store._run(lambda conn: conn.execute("SHOW synchronous_commit").fetchone()[0])
    assert setting == "on"


def test_an_unreachable_database_is_one_line_at_start_without_the_password():
    url = f"postgresql://dobleseis:hunter2@127.0.0.1:{free_port()}/matches"
    with pytest.raises(StoreError) as refused:
        PostgresStore(url, wait=2)
    message = str(refused.value)
    assert message.startswith("cannot use postgresql://dobleseis:***@127.0.0.1:")
    assert "hunter2" not in message and "\n" not in message and "refused" in message


@pytest.mark.parametrize("password", ["hunt@erzz", "hunt/erzz", "hunt%erzz", "hunt erzz"])
def test_a_password_not_percent_encoded_is_said_so_and_not_shown(password):
    """libpq reads such a URL otherwise (its host "erzz@127.0.0.1", its port "hunt") or refuses
    it quoting the password: the host is told how to write it instead, and sees none of it."""
    url = f"postgresql://dobleseis:{password}@127.0.0.1:{free_port()}/matches"
    with pytest.raises(StoreError) as refused:
        PostgresStore(url, wait=1)
    message = str(refused.value)
    assert message == (
        "cannot use postgresql://dobleseis:***@127.0.0.1:"
        f"{url.rsplit(':', 1)[1].split('/')[0]}/matches as the match database: its password is "
        "not written as a URL writes it: @ as %40, / as %2F, % as %25, a space as %20; or "
        "leave it out of the URL and keep it in ~/.pgpass or PGPASSWORD"
    )
    assert "hunt" not in message and "erzz" not in message


def test_a_password_is_never_shown():
    hidden = "postgresql://u:***@db.example:5432/m"
    assert shown("postgresql://u:secret@db.example:5432/m") == hidden
    assert shown("postgresql://u@db.example/m") == "postgresql://u@db.example/m"
    assert shown("postgresql:///m?host=/run/postgresql") == "postgresql:///m?host=/run/postgresql"
    # a password written without its percent-encoding: none of it shows either
    assert shown("postgresql://u:p@ss/w#rd@127.0.0.1/m") == "postgresql://u:***@127.0.0.1/m"
    assert shown("redis://:s3cret@127.0.0.1:6379/0") == "redis://:***@127.0.0.1:6379/0"


def test_while_the_database_is_down_commands_are_refused_and_nothing_is_half_done(postgres):
    """PostgreSQL stopped: every read and change raises Unavailable (the web layer's 503) and
    the stored match is as it was; started again, the same store goes on, same connections
    pool, no restart of the server process."""
    url = postgres.create_database("matches")
    store = PostgresStore(url, wait=1)
    try:
        tables = TableService(store)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=8)
        t, _ = tables.change(t.id, 0, lambda t: t.computer())
        before = t.saved()
        postgres.stop()
        for attempt in (
            lambda: tables.change(t.id, 1, lambda t: t.computer()),
            lambda: tables.get(t.id),
            lambda: tables.summaries(local=True),
            lambda: tables.create("haiti", seed=1),
            lambda: tables.delete(t.id),
        ):
            with pytest.raises(Unavailable, match="not answering"):
                attempt()
        postgres.start()
        assert once_back(lambda: store.saved(t.id)) == before  # nothing refused was kept
        assert [m["id"] for m in tables.store.summaries()] == [t.id]
        new, _ = tables.change(t.id, 1, lambda t: t.computer())
        other = PostgresStore(url)
        assert new.version == 2 and other.saved(t.id) == new.saved()
        other.close()
    finally:
        store.close()


def test_a_database_away_is_said_once_in_the_log_and_once_when_it_is_back(postgres, caplog):
    """psycopg_pool warns at each attempt to connect again, a few a second for as long as the
    database is away: the host's log says instead that it cannot be reached, once, and that it
    answers again, once."""
    store = PostgresStore(postgres.create_database("matches"), wait=1)
    try:
        tables = TableService(store)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=8)
        postgres.stop()
        caplog.clear()
        for _ in range(4):  # each waits out the pool's attempts to connect (``wait``)
            with pytest.raises(Unavailable):
                tables.get(t.id)
        postgres.start()
        assert once_back(lambda: tables.get(t.id)).version == 0
        said = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
        where = shown(store.url)
        assert len(said) == 2, said
        assert said[0].startswith(f"{where} cannot be reached (") and "refused (503)" in said[0]
        assert said[1] == f"{where} answers again"
    finally:
        store.close()


def test_a_database_known_away_refuses_at_once_but_for_one_command_a_second(postgres):
    """Each command waited ``wait`` for a connection while PostgreSQL was away, holding the
    move and a thread of the server that long, however many came. Once the pool has failed to
    connect, commands are refused at once without asking the pool, but for one every AGAIN
    seconds of the store's clock, which finds the database back."""
    now = [0.0]
    store = PostgresStore(postgres.create_database("matches"), wait=1, clock=lambda: now[0])
    asked = []
    lend = store._pool.connection
    store._pool.connection = lambda **options: asked.append(options) or lend(**options)
    try:
        tables = TableService(store)
        t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=8)
        asked.clear()
        postgres.stop()
        for _ in range(5):  # the first finds the database away; the others go no further
            with pytest.raises(Unavailable):
                tables.get(t.id)
        assert asked == [{"timeout": 1}]
        now[0] += AGAIN  # a second on: one command tries again, and is refused
        for _ in range(3):
            with pytest.raises(Unavailable):
                tables.get(t.id)
        assert asked == [{"timeout": 1}, {"timeout": TRY}]
        postgres.start()

        def a_second_on():  # the one command of the next second finds it back (or the pool's
            now[0] += AGAIN  # own attempt did first, and every command is let in)
            return tables.get(t.id)

        assert once_back(a_second_on).version == 0
        assert tables.change(t.id, 0, lambda t: t.computer())[0].version == 1
        assert asked[-1] == {"timeout": 1}  # back: a command waits as long as it may again
    finally:
        store.close()


def test_a_change_whose_connection_is_cut_is_refused_and_the_next_one_goes_through(pg_url, stores):
    """The database ends the store's connection (an administrator, a failover) just as a change
    is sent: the change is refused as unavailable with nothing kept, and the next command gets a
    fresh connection from the pool."""
    store = stores(wait=1)
    t = make("chiva", seats=(C, C, C, C), seed=3)
    store.put(t)
    new = t.computer()[0]
    original = store._connection

    @contextmanager
    def cut():
        with original() as conn:
            with psycopg.connect(pg_url, autocommit=True) as admin:
                admin.execute("SELECT pg_terminate_backend(%s)", (conn.info.backend_pid,))
            yield conn

    store._connection = cut
    with pytest.raises(Unavailable):
        store.put(new, expect=t.version)
    store._connection = original
    assert stores().saved(t.id) == t.saved() and store.get(t.id).version == t.version
    store.put(new, expect=t.version)
    assert stores().saved(t.id) == new.saved()


def test_a_pooled_connection_its_server_ended_is_replaced_and_a_sound_one_is_not_asked(
    pg_url, stores, monkeypatch
):
    """The pool lends a connection without a round trip to check it while nothing came from
    its server; one whose backend the server ended (as a restart does to every one) is
    replaced before it is lent, so the next command goes through instead of failing."""
    from psycopg_pool import ConnectionPool

    asked = []
    check = ConnectionPool.check_connection
    monkeypatch.setattr(ConnectionPool, "check_connection",
                        staticmethod(lambda conn: asked.append(conn) or check(conn)))  # fmt: skip
    store = stores(connections=1)
    tables = TableService(store)
    t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=8)
    t, _ = tables.change(t.id, 0, lambda t: t.computer())
    assert asked == []  # every command on the one connection, none of them asked first
    pooled = store._run(lambda conn: conn)  # the pool's one connection, idle in the pool
    backend = pooled.info.backend_pid
    with psycopg.connect(pg_url, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
    assert select.select([pooled.fileno()], [], [], 10)[0]  # the backend's end has arrived
    t, _ = tables.change(t.id, 1, lambda t: t.computer())
    assert t.version == 2 and len(asked) == 1  # the ended one asked, and replaced
    assert store._run(lambda conn: conn.info.backend_pid) != backend and len(asked) == 1


def test_an_exclusive_lock_is_held_by_one_process_at_a_time(stores):
    """Public play's quick match chooses under ``exclusive``: while one process holds a lock,
    another waits for it (here up to its ``wait``, 1 s, then ``Unavailable``); another name is
    not held up; a holder that fails lets it go."""
    one, two = stores(), stores(wait=1)
    with one.exclusive("quick"):
        with pytest.raises(Unavailable):
            with two.exclusive("quick"):
                pytest.fail("two processes held one lock")
        with two.exclusive("other"):
            pass
    with pytest.raises(RuntimeError):
        with two.exclusive("quick"):
            raise RuntimeError("the command under the lock failed")
    with one.exclusive("quick"), two.exclusive("other"):
        pass


def test_an_exclusive_lock_is_taken_again_after_the_database_restarts(postgres):
    url = postgres.create_database("matches")
    store = PostgresStore(url, wait=1)
    try:
        with store.exclusive("quick"):
            pass
        postgres.stop()
        with pytest.raises(Unavailable):
            with store.exclusive("quick"):
                pytest.fail("held without a database")
        postgres.start()
        with store.exclusive("quick"):  # its connection opened again
            pass
        other = PostgresStore(url, wait=1)
        try:
            with other.exclusive("quick"):  # and let go
                pass
        finally:
            other.close()
    finally:
        store.close()


def test_the_lookup_keys_follow_every_put_of_either_process(stores):
    """Two processes move a table in turn, each from the version it read: a move leaves the
    keys as they were (one statement), a claimed seat or a started match writes them, and
    after every put the keys in the database are the table's, whoever made it."""
    from dobleseis.core.rng import Rng

    from .helpers import step

    a, b = TableService(stores()), TableService(stores())
    id = a.open("chiva", seats=("here", "invited", "here", "invited")).table.id

    def on_disk() -> list[str]:
        rows = a.store._run(
            lambda c: c.execute("SELECT key FROM keys WHERE match_id = %s", (id,)).fetchall()
        )
        return sorted(k for (k,) in rows)

    before = on_disk()
    table, _ = b.claim(id, 2, "Ana")
    assert on_disk() == sorted(table.lookup_keys()) != before
    table, _ = a.change(id, table.version, lambda t: (t.seated(t.seating.begun(fill=True)), None))
    assert on_disk() == sorted(table.lookup_keys())
    rng = Rng("keys")
    for i in range(8):
        tables = (a, b)[i % 2]
        table, _ = tables.change(id, table.version, lambda t: (step(t, rng), None))
        assert on_disk() == sorted(table.lookup_keys())
    assert b.store.find(table.lookup_keys()[0]) == id


def test_keys_are_listed_by_their_start_through_an_index_whatever_the_collation(postgres_server):
    """The lobby and each process's clock list keys by their start (``public:``, ``unrated:``)
    every second: on a database of a language's collation (ICU's en-US, as hosts make them),
    where the primary key's index cannot serve a prefix, the listing still reads an index, not
    every key of every match."""
    with psycopg.connect(postgres_server.url(), autocommit=True) as conn:
        conn.execute("CREATE DATABASE icu LOCALE_PROVIDER icu ICU_LOCALE 'en-US' "
                     "LOCALE 'C.utf8' TEMPLATE template0")  # fmt: skip
    store = PostgresStore(postgres_server.url("icu"))
    try:
        TableService(store).create("chiva", seats=(H, C, C, C), level="random", seed=1)
        with psycopg.connect(postgres_server.url("icu")) as conn:
            conn.execute("SET enable_seqscan = off")  # the plan a big table would get
            plan = conn.execute("EXPLAIN SELECT match_id FROM keys WHERE starts_with(key, %s)",
                                ("public:",)).fetchall()  # fmt: skip
        assert "keys_prefix" in " ".join(line for (line,) in plan)
    finally:
        store.close()
