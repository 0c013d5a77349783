"""The lobby is read from the tables' stored summaries (``summary_of`` keeps each listed table's
row of the LOBBY, written with each change), on every store: it is the lobby the tables
themselves give, waiting tables with their countdown, matches being played, and none that is
over, private or left to the computers; and a process that has none of them in memory builds it
without rebuilding a table. A summary written before it kept the row has its table loaded."""

from __future__ import annotations

import pytest

from dobleseis.session import ManualClock, SqliteStore, TableService
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService
from dobleseis.session.table import Table
from dobleseis.session.table.wire import lobby_json

from ..api.helpers import quick_decider
from ..conftest import opening
from .test_public_kept import played_out, started


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def stores(request, tmp_path):
    """``open_store``, and the memory store (the same one each time: a process's own)."""
    yield from opening(request.param, request, tmp_path)


@pytest.fixture
def sql_stores(open_store):
    """The stores that rebuild tables from their records (the memory store keeps the tables
    themselves: it rebuilds none)."""
    return open_store


def service(store) -> PublicService:
    return PublicService(TableService(store, quick_decider()), clock=ManualClock())


def secrets(public: PublicService, *names: str) -> list[str]:
    return [public.make_profile(name, "🐢")[1] for name in names]


def tables_of_every_kind(public: PublicService) -> dict[str, str]:
    """The id of a public table of each kind: one over, one being played, one waiting with its
    countdown, one waiting with a seat kept for a partner, a host's listed one, one left to the
    computers (everyone away), and a private one."""
    tables, store = public.tables, public.tables.store
    a, b, c, d, e, f, g, h = secrets(public, *"ABCDEFGH")
    begun = started(public, a, b)
    store.put(played_out(begun), expect=begun.version)
    ids = {"over": begun.id, "playing": started(public, c, d).id}
    away = started(public, g, h)
    everyone_away = lambda t: (t.seated(t.seating.away_handed(1).away_handed(2)), None)  # noqa: E731
    ids["away"] = tables.change(away.id, None, everyone_away)[0].id
    ids["waiting"] = public.quick(key_of(e), "chiva", level="random", language="es").table.id
    ids["partner"] = public.quick(key_of(f), "haiti", partner=True).table.id
    host = tables.open("haiti", seats=("here", "invited", "invited", "computer"),
                       level="basic", names=("Host", None, None, None))  # fmt: skip
    keys = frozenset({key_of(host.host), *map(key_of, host.seats.values())})
    ids["hosted"] = public.make_public(host.table.id, keys, True, "fr").id
    ids["private"] = tables.create("chiva").id
    return ids


def lobby_of_the_tables(public: PublicService, variant: str | None = None) -> list[dict]:
    """The rows of the LOBBY as they were built before it was read from the summaries: every
    listed table rebuilt and asked."""
    rows = [lobby_json(t) for t in public.public_tables("public:")
            if variant is None or t.variant == variant]  # fmt: skip
    return sorted(rows, key=lambda r: (r["started"], r["deadline"] or 0, r["id"]))


def counted_loads(monkeypatch) -> list[str]:
    """The ids of the tables rebuilt from their records (``Table.load``) from now on."""
    loads: list[str] = []
    load = Table.load

    def counted(saved: dict, known: Table | None = None) -> Table:
        loads.append(saved["id"])
        return load(saved, known)

    monkeypatch.setattr(Table, "load", counted)
    return loads


def test_the_lobby_from_the_summaries_is_the_lobby_of_the_tables(stores):
    public = service(stores())
    ids = tables_of_every_kind(public)
    lobby = public.lobby()
    assert lobby["tables"] == lobby_of_the_tables(public)
    listed = {r["id"]: r for r in lobby["tables"]}
    assert set(listed) == {ids[k] for k in ("playing", "waiting", "partner", "hosted")}
    waiting, partner = listed[ids["waiting"]], listed[ids["partner"]]
    assert (waiting["started"], waiting["deadline"], waiting["free"]) == (False, 30_000, [2, 3, 4])
    assert (waiting["language"], waiting["level"], waiting["kind"]) == ("es", "random", "quick")
    assert partner["free"] == [2, 4]  # seat 3 kept for the partner's code
    assert listed[ids["hosted"]]["kind"] == "host" and listed[ids["hosted"]]["language"] == "fr"
    playing = listed[ids["playing"]]
    assert playing["started"] and playing["free"] == [] and playing["deadline"] is None
    assert [s["computer"] for s in playing["seats"]] == [False, False, True, True]
    assert [s["name"] for s in playing["seats"]][:2] == ["C", "D"]
    for variant in ("chiva", "haiti"):
        assert public.lobby(variant)["tables"] == lobby_of_the_tables(public, variant)
    again = service(stores())  # another process on the database, or the server restarted
    assert again.lobby() == lobby and lobby_of_the_tables(again) == lobby["tables"]


def test_a_table_that_left_the_lobby_between_its_two_reads_is_not_listed(stores, monkeypatch):
    """The ids are listed, then their summaries read: a table that meanwhile ended, went
    private or was left to the computers has no row in its summary, and is not listed."""
    store = stores()
    public = service(store)
    ids = tables_of_every_kind(public)
    listed, expected = store.listed("public:"), public.lobby()
    monkeypatch.setattr(store, "listed", lambda prefix: [*listed, ids["over"], ids["private"],
                                                         ids["away"], "gone"])  # fmt: skip
    assert public.lobby() == expected and len(expected["tables"]) == 4


def test_a_process_with_no_table_in_memory_builds_the_lobby_rebuilding_none(
    sql_stores, monkeypatch
):
    """A new process (or one of several, or one whose cache holds other tables) used to rebuild
    every listed table from its record for each lobby: its whole match replayed."""
    ids = tables_of_every_kind(service(sql_stores()))
    fresh = service(sql_stores())
    loads = counted_loads(monkeypatch)
    lobby = fresh.lobby()
    assert len(lobby["tables"]) == 4 and loads == []
    assert fresh.lobby("haiti")["tables"] == [r for r in lobby["tables"]
                                              if r["variant"] == "haiti"]  # fmt: skip
    assert loads == []
    assert lobby["tables"] == lobby_of_the_tables(fresh)  # which rebuilds each
    assert sorted(loads) == sorted(r["id"] for r in lobby["tables"])
    assert ids["over"] not in loads and ids["private"] not in loads


def without_rows(store) -> None:
    """Every stored summary as written before it kept the lobby's row."""
    if isinstance(store, SqliteStore):
        change = "UPDATE matches SET summary = json_remove(summary, '$.lobby')"
    else:
        change = "UPDATE matches SET summary = (summary::jsonb - 'lobby')::json"
    store.run(lambda db: db.execute(change))


def test_a_summary_written_before_it_kept_the_row_has_its_table_loaded(sql_stores, monkeypatch):
    """A database of an earlier version: each listed table whose summary has no row is loaded
    for the lobby, as before, until its next change writes the row."""
    public = service(sql_stores())
    ids = tables_of_every_kind(public)
    expected = public.lobby()
    without_rows(sql_stores())
    loads = counted_loads(monkeypatch)
    assert service(sql_stores()).lobby() == expected
    assert sorted(loads) == sorted(r["id"] for r in expected["tables"])
    (secret,) = secrets(public, "Z")
    public.quick(key_of(secret), "chiva")  # a change of the waiting table: its row written
    fresh, loads[:] = service(sql_stores()), []
    lobby = fresh.lobby()
    assert ids["waiting"] not in loads and len(loads) == 3
    assert lobby["tables"] == lobby_of_the_tables(service(sql_stores()))


def test_the_clock_s_round_rebuilds_only_the_tables_it_changes(sql_stores, monkeypatch):
    """Each second every process's clock looks at every listed public table (a countdown over,
    a person away too long): from their rows, as the lobby does. It used to rebuild each from
    its record every second; now a table is loaded only to be changed: here the waiting table
    whose countdown is over, and the match whose players' devices have been away too long."""
    clock = ManualClock()
    public = PublicService(TableService(sql_stores(), quick_decider()), clock=clock)
    ids = tables_of_every_kind(public)
    fresh = PublicService(TableService(sql_stores(), quick_decider()), clock=clock)
    loads = counted_loads(monkeypatch)
    assert fresh.run_due() == 0 and loads == [ids["over"]]  # rated: it ended unrated
    loads.clear()
    assert fresh.run_due() == 0 and loads == []  # nothing due: nothing rebuilt
    clock.advance(31)  # past the countdowns: the computers take the free seats
    assert fresh.run_due() == 2
    assert sorted(set(loads)) == sorted(ids[k] for k in ("waiting", "partner"))
    loads.clear()
    clock.advance(fresh.away - 31)  # the players of the match being played: away too long
    assert fresh.run_due() == 1 and set(loads) == {ids["playing"]}
    playing = fresh.tables.store.get(ids["playing"])
    assert [(c.computer, c.away) for c in playing.seating.chairs[:2]] == [(True, True)] * 2
    lobby = {r["id"]: r for r in fresh.lobby()["tables"]}  # left to the computers: not listed
    assert ids["playing"] not in lobby
    assert lobby[ids["waiting"]]["started"] and lobby[ids["partner"]]["started"]
