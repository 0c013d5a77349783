"""Public play is durable like the tables: a profile, its mutes, ratings and their history
outlive the process, on SQLite and PostgreSQL (schema steps 4 and 6); two processes on one
database rate a match once and move a profile once; a match whose process died before rating
it is rated by the next; a profile's history lists its matches in the order they were rated;
a leaderboard is read through an index in the order it shows (SQLite's step 7, PostgreSQL's 8);
each history row says whether its match was won (SQLite's step 8, PostgreSQL's 9), those kept
before without it."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

import pytest

from dobleseis.session import ManualClock, MemoryStore, SqliteStore, TableService
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService, Rating, kept_for
from dobleseis.session.table import UNRATED, Table

from ..api.helpers import quick_decider

NOW = 1_764_000_000.0  # 2025-11-24


def service(store, clock: Callable[[], float] = time.time) -> PublicService:
    return PublicService(TableService(store, quick_decider()), clock=clock)


def started(public: PublicService, a: str, b: str) -> Table:
    """A quick Chiva match of the profiles with secrets ``a`` and ``b`` and two computers,
    started (as kept); another of theirs under way, as kept, is left to the computer."""
    seated = public.quick(key_of(a), "chiva", level="random", another=True)
    public.quick(key_of(b), "chiva", another=True)
    return public.start(seated.table.id, frozenset({key_of(seated.secret)}))


def played_out(table: Table) -> Table:
    """``table`` played to its end (the first legal action, each seat in turn), not kept."""
    while not table.state.over:
        first = table.state.legal()[0]
        if table.is_human(first.seat):
            table = table.act(first.seat, first)
        else:
            table, _ = table.computer(first)
    return table


def test_a_profile_and_its_mutes_outlive_the_process(open_store):
    first = service(open_store())
    ana, secret = first.make_profile("Ana", "🐢")
    ben, _ = first.make_profile("Ben", "teal")
    first.mute(key_of(secret), ben.id, True)
    again = service(open_store())  # another process on the same database, or after a restart
    kept = again.me(key_of(secret))
    assert (kept.id, kept.name, kept.avatar, kept.muted) == (ana.id, "Ana", "🐢", (ben.id,))


def test_a_link_token_moves_a_profile_once_whichever_process_takes_it(open_store):
    one, two = service(open_store()), service(open_store())
    ana, secret = one.make_profile("Ana", "🐢")
    token = one.link(key_of(secret))
    moved, new = two.take(token)
    assert moved.id == ana.id and one.me(key_of(new)).id == ana.id
    for other in (one, two):
        try:
            other.take(token)
        except Exception as e:
            assert e.code == "bad_profile_link"
        else:
            raise AssertionError("a token worked twice")


def test_a_match_is_rated_once_and_its_history_kept(open_store):
    one, two = open_store(), open_store()
    a, b = kept_for(one), kept_for(two)
    pa, _ = service(one).make_profile("Ana", "🐢")
    pb, _ = service(one).make_profile("Ben", "🦜")
    new = {pa.id: Rating(27.0, 8.0, 1), pb.id: Rating(23.0, 8.0, 1)}
    assert a.rate("m1", "chiva", new, "2026-12-02T03:00:00Z", {pb.id})
    assert not b.rate("m1", "chiva", {pa.id: Rating(99.0, 1.0, 9)}, "2026-12-02T03:00:01Z", ())
    assert b.ratings([pa.id, pb.id], "chiva") == new
    assert b.history(pa.id, 10) == [{"variant": "chiva", "match": "m1", "mu": 27.0, "sigma": 8.0,
                                     "at": "2026-12-02T03:00:00Z", "won": False}]  # fmt: skip
    assert [h["won"] for h in b.history(pb.id, 10)] == [True]
    assert [p.id for p, _ in b.board("chiva", None, 10)] == [pa.id, pb.id]
    assert b.board("chiva", "2026-12-03", 10) == [] and b.board("haiti", None, 10) == []
    assert b.all_ratings(pb.id) == {"chiva": Rating(23.0, 8.0, 1)}


def test_two_processes_that_see_one_match_end_rate_it_once(open_store):
    """Each process rates a public match when it sees it end, under the store's lock for
    ratings (PostgreSQL's advisory lock): the first rates it, the second finds it rated."""
    one, two = service(open_store()), service(open_store())
    (ana, a), (ben, b) = one.make_profile("Ana", "🐢"), one.make_profile("Ben", "teal")
    table = played_out(started(one, a, b))
    assert [one.rate(table), two.rate(table)] == [True, False]
    ratings = two.kept.ratings([ana.id, ben.id], "chiva")
    assert [ratings[p.id].matches for p in (ana, ben)] == [1, 1]


def test_a_match_whose_process_died_before_rating_it_is_rated_by_the_next(open_store):
    """A server keeps a public match's last move and is killed before it rates it: the match
    stays marked as still to rate (its ``unrated:`` key, written with the move), and another
    process on the database, or the server started again, rates it at its clock's next round,
    once; the rating takes the mark away. A later change of the table written by a process
    that had not read its keys writes the mark again: the next round finds the match rated,
    rates nothing and takes the mark away."""
    store = open_store()
    one = service(store)
    (ana, a), (ben, b) = one.make_profile("Ana", "🐢"), one.make_profile("Ben", "teal")
    begun = started(one, a, b)
    table = played_out(begun)
    store.put(table, expect=begun.version)  # the last move kept; ``one`` dies before it hears
    one.stop()
    assert store.listed(UNRATED) == [table.id]
    again = service(open_store())  # another process, or the server started again
    again.run_due()
    ratings = again.kept.ratings([ana.id, ben.id], "chiva")
    assert [ratings[p.id].matches for p in (ana, ben)] == [1, 1]
    assert open_store().listed(UNRATED) == []
    open_store().put(table.seated(table.seating), expect=table.version)  # its keys written again
    assert open_store().listed(UNRATED) == [table.id]
    for _ in range(2):
        again.run_due()
        assert [h["match"] for h in again.kept.history(ana.id, 10)] == [table.id]
        assert again.kept.ratings([ana.id], "chiva")[ana.id].matches == 1
    assert open_store().listed(UNRATED) == []
    again.stop()


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def each_store(request, tmp_path):
    """A store of each kind."""
    if request.param == "postgres":
        from dobleseis.session.stores.postgres import PostgresStore

        store = PostgresStore(request.getfixturevalue("pg_url"))
    else:
        store = MemoryStore() if request.param == "memory" else SqliteStore(tmp_path / "m.db")
    yield store
    if request.param != "memory":
        store.close()


def test_matches_rated_in_the_same_second_are_listed_latest_first(each_store):
    """Ana's three matches are rated in one second of the clock, in the order of their ids:
    her history lists them latest rated first (the ``at`` stamp, to the second, cannot)."""
    clock = ManualClock()
    clock.advance(NOW)
    public = service(each_store, clock)
    (ana, a), (_, b) = public.make_profile("Ana", "🐢"), public.make_profile("Ben", "teal")
    ends = sorted((played_out(started(public, a, b)) for _ in range(3)), key=lambda t: t.id)
    assert all(public.rate(table) for table in ends)
    history = public.ratings_of(ana.id)["history"]
    assert [h["match"] for h in history] == [t.id for t in reversed(ends)]
    assert {h["at"] for h in history} == {"2025-11-24T16:00:00Z"}
    public.stop()


def test_a_history_kept_before_its_rows_were_numbered_is_numbered_in_order(open_store, monkeypatch):
    """A database at schema 5 (its history not numbered) is numbered when a server of schema 6
    opens it, in the order its rows were written: of two matches rated in one second, the
    later is listed first, and a match rated after them (in that second too) before both."""
    old = opened_at(open_store, monkeypatch, 5)
    ana, _ = service(old.store).make_profile("Ana", "🐢")
    for match in ("m1", "m2"):
        written_before(old, ana.id, match, "2026-12-02T10:00:00Z")
    new = kept_for(open_store())
    assert new.rate("m0", "chiva", {ana.id: Rating(26.0, 7.0, 2)}, "2026-12-02T10:00:00Z", ())
    assert [h["match"] for h in new.history(ana.id, 10)] == ["m0", "m2", "m1"]


def test_a_history_kept_before_results_were_is_listed_without_them(open_store, monkeypatch):
    """A database whose history rows say no result (before SQLite's schema step 8,
    PostgreSQL's 9) keeps them when a newer server opens it: listed without a result (None),
    and the matches rated after with theirs."""
    old = opened_at(open_store, monkeypatch, 7 if open_store.kind == "sqlite" else 8)
    ana, _ = service(old.store).make_profile("Ana", "🐢")
    ben, _ = service(old.store).make_profile("Ben", "teal")
    written_before(old, ana.id, "m1", "2026-12-02T10:00:00Z")
    new = kept_for(open_store())
    new_ratings = {ana.id: Rating(26.0, 7.0, 2), ben.id: Rating(24.0, 7.0, 1)}
    assert new.rate("m2", "chiva", new_ratings, "2026-12-02T11:00:00Z", {ana.id})
    assert [(h["match"], h["won"]) for h in new.history(ana.id, 10)] == [("m2", True), ("m1", None)]
    assert [h["won"] for h in new.history(ben.id, 10)] == [False]


def opened_at(open_store, monkeypatch, schema: int):
    """The keeping of an empty database opened by a server of ``schema`` (its first steps);
    the stores opened after it are of this program's schema."""
    module = sys.modules[f"dobleseis.session.stores.{open_store.kind}"]
    steps = module.MIGRATIONS
    monkeypatch.setattr(module, "MIGRATIONS", steps[:schema])
    old = kept_for(open_store())
    monkeypatch.setattr(module, "MIGRATIONS", steps)
    return old


def written_before(kept, id: str, match: str, at: str) -> None:
    """A history row of profile ``id``, written as a server of schema 5 to 8 wrote it: no
    result (and no number before step 6)."""
    insert = kept._sql("INSERT INTO rating_history (profile_id, variant, match_id, mu, sigma, at)"
                       " VALUES (%s, %s, %s, %s, %s, %s)")  # fmt: skip
    kept.store.run(lambda db: db.execute(insert, (id, "chiva", match, 25.0, 8.0, at)))


def leaderboard_profiles(store) -> list[str]:
    """Eight profiles rated in Chiva, three of them with the same shown rating (their order is
    their ids'), four of them last rated before the week of 2026-12-03: what a board ranks."""
    public = service(store)
    ids = [public.make_profile(f"P{n}", "teal")[0].id for n in range(8)]
    rated(public.kept, ids)
    return ids


def rated(kept, ids: list[str]) -> None:
    shown = [20.0, 14.0, 14.0, 14.0, 9.0, 30.0, 1.0, 14.5]  # mu - 3 sigma, sigma 2
    for n, (id, s) in enumerate(zip(ids, shown, strict=True)):
        at = "2026-12-05T10:00:00Z" if n % 2 else "2026-11-20T10:00:00Z"
        assert kept.rate(f"m{n}", "chiva", {id: Rating(s + 6.0, 2.0, 1)}, at, ())


def test_a_leaderboard_and_a_place_on_it_are_those_of_the_memory_store(open_store):
    """The board and a place on it as the database counts them (the rating shown, ties by
    id; the week's board by the last rating's time) are those of the plain reading of the
    memory store, for every profile and both periods."""
    store = open_store()
    ids = leaderboard_profiles(store)
    sql, plain = kept_for(store), kept_for(MemoryStore())
    for id in ids:
        plain.add(sql.profile(id), "2026-11-01T00:00:00Z")
    rated(plain, ids)
    for since in (None, "2026-12-03T00:00:00Z"):
        board = [(p.id, r) for p, r in sql.board("chiva", since, 5)]
        assert board == [(p.id, r) for p, r in plain.board("chiva", since, 5)]
        assert len(board) == (5 if since is None else 4)
        for id in ids:
            assert sql.place("chiva", since, id) == plain.place("chiva", since, id)
    ties = sorted(ids[1:4])
    assert [sql.place("chiva", None, id)[0] for id in ties] == [4, 5, 6]  # behind 14.5


def test_the_leaderboard_reads_its_index_not_every_rating(open_store):
    """The board reads the ratings in the order it shows, through the index of schema step 7
    (SQLite) or 8 (PostgreSQL), its first rows only: no sort of every rating of the game; a
    place counts a range of that index (on PostgreSQL from the index alone, which includes the
    columns of the rating shown)."""
    store = open_store()
    leaderboard_profiles(store)
    kept = kept_for(store)
    board = ("SELECT r.profile_id FROM ratings r WHERE r.variant = %s AND r.updated >= %s"
             " ORDER BY r.mu - 3 * r.sigma DESC, r.profile_id LIMIT 5")  # fmt: skip
    count = ("SELECT COUNT(*) FROM ratings o WHERE o.variant = %s AND o.updated >= %s"
             " AND o.mu - 3 * o.sigma > %s")  # fmt: skip
    plans = []
    for query, args in ((board, ("chiva", "2026-12-03")), (count, ("chiva", "2026-12-03", 9.0))):

        def explained(db, query=query, args=args):
            if open_store.kind == "postgres":
                db.execute("SET LOCAL enable_seqscan = off")  # the plan a big table would get
                return [line for (line,) in db.execute("EXPLAIN " + query, args).fetchall()]
            text = kept._sql(query)
            return [row[-1] for row in db.execute("EXPLAIN QUERY PLAN " + text, args).fetchall()]

        plans.append(" ".join(store.run(explained)))
    assert "ratings_board" in plans[0] and "Sort" not in plans[0] and "B-TREE" not in plans[0]
    if open_store.kind == "postgres":
        assert "Index Only Scan using ratings_board" in plans[1], plans[1]
    else:
        assert "INDEX ratings_board (variant=? AND <expr>>?)" in plans[1], plans[1]
