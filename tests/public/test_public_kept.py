"""Public play is durable like the tables: a profile, its mutes, ratings and their history
outlive the process, on SQLite and PostgreSQL (schema step 4); two processes on one database
rate a match once and move a profile once."""

from __future__ import annotations

from dobleseis.session import TableService
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService, Rating, kept_for

from ..api.helpers import quick_decider


def service(store) -> PublicService:
    return PublicService(TableService(store, quick_decider()))


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
    assert a.rate("m1", "chiva", new, "2026-12-02T03:00:00Z")
    assert not b.rate("m1", "chiva", {pa.id: Rating(99.0, 1.0, 9)}, "2026-12-02T03:00:01Z")
    assert b.ratings([pa.id, pb.id], "chiva") == new
    assert b.history(pa.id, 10) == [{"variant": "chiva", "match": "m1", "mu": 27.0,
                                     "sigma": 8.0, "at": "2026-12-02T03:00:00Z"}]  # fmt: skip
    assert [i for i, _ in b.board("chiva", None, 10)] == [pa.id, pb.id]
    assert b.board("chiva", "2026-12-03", 10) == [] and b.board("haiti", None, 10) == []
    assert b.all_ratings(pb.id) == {"chiva": Rating(23.0, 8.0, 1)}


def test_two_processes_that_see_one_match_end_rate_it_once(open_store):
    """Each process rates a public match when it sees it end, under the store's lock for
    ratings (PostgreSQL's advisory lock): the first rates it, the second finds it rated."""
    one, two = service(open_store()), service(open_store())
    (ana, a), (ben, b) = one.make_profile("Ana", "🐢"), one.make_profile("Ben", "teal")
    seated = one.quick(key_of(a), "chiva", level="random")
    one.quick(key_of(b), "chiva")
    table = one.start(seated.table.id, frozenset({key_of(seated.secret)}))
    while not table.state.over:  # the first legal action, each seat in turn
        first = table.state.legal()[0]
        if table.is_human(first.seat):
            table = table.act(first.seat, first)
        else:
            table, _ = table.computer(first)
    assert [one.rate(table), two.rate(table)] == [True, False]
    ratings = two.kept.ratings([ana.id, ben.id], "chiva")
    assert [ratings[p.id].matches for p in (ana, ben)] == [1, 1]
