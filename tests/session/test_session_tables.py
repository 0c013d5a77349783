"""The server's set of tables: creation, versions, unknown ids, and deals that run out."""

from __future__ import annotations

import pytest

from dobleseis.core import Accept, Redeal, commitment
from dobleseis.session import NotAllowed, Stale, Table, TableService, UnknownTable, service
from dobleseis.session.table import SEED_LIMIT

from ..loop import run
from .helpers import FIVE_DOUBLES, C, H

DRAW_SEED = service.draw_seed
"""The server's own draw (each test's is replaced by a sequence named after it: conftest)."""


def test_create_draws_a_secret_seed_unless_one_is_given():
    tables = TableService()
    drawn = tables.create("chiva")
    chosen = tables.create("chiva", seed=5)
    dealt = tables.create("chiva", deals=(FIVE_DOUBLES,))
    assert drawn.secret and drawn.seed is not None and not drawn.seed_public
    assert not chosen.secret and chosen.seed == 5 and chosen.seed_public
    assert not dealt.secret and dealt.seed is None and dealt.seed_public
    assert len({drawn.id, chosen.id, dealt.id}) == 3
    assert tables.get(drawn.id) is drawn


def test_drawn_seeds_are_fresh_randomness():
    """docs/RULES.md 1.1: a normal deal uses fresh randomness, so twenty drawn matches get twenty
    seeds and not one first deal repeats (each seed is one of 2**128: a repeat by chance is
    out of the question, a fixed or badly drawn seed repeats at once)."""
    tables = TableService()
    drawn = [tables.create("chiva") for _ in range(20)]
    assert len({t.seed for t in drawn}) == 20
    assert len({t.state.dealt for t in drawn}) == 20
    assert all(0 <= t.seed < SEED_LIMIT for t in drawn)


def test_a_drawn_seed_is_one_of_2_to_the_128_too_many_to_try(monkeypatch):
    """A drawn seed is secret because it tells every hand, while each deal's commitment, a hash
    of it, is shown before the hand: the server draws from 2**128 seeds, not 2**53 (which a
    GPU hashes through in days), and the largest of them makes a table."""
    asked = []

    def below(n: int) -> int:
        asked.append(n)
        return n - 1

    monkeypatch.setattr(service.secrets, "randbelow", below)
    seed = DRAW_SEED()
    assert asked == [2**128] and SEED_LIMIT == 2**128 and seed == 2**128 - 1
    table = Table.new("t", "chiva", seed=seed, secret=True)
    assert table.seed == seed and table.state.deal_commitment == commitment(seed, 0)


def test_change_runs_at_the_right_version_and_keeps_the_result():
    tables = TableService()
    t = tables.create("chiva", seats=(C, C, C, C), level="random", seed=3)
    new, done = tables.change(t.id, 0, lambda t: t.computer())
    assert new.version == 1 and tables.get(t.id) is new and done == new.timeline[0]
    with pytest.raises(Stale, match="version 1, not 0"):
        tables.change(t.id, 0, lambda t: t.computer())
    assert tables.get(t.id) is new


def test_a_refused_command_changes_nothing():
    tables = TableService()
    t = tables.create("chiva", seats=(H, H, H, H), level="random", seed=3)
    with pytest.raises(NotAllowed):
        tables.change(t.id, 0, lambda t: (t.undo(), None))
    assert tables.get(t.id) is t


def test_an_unknown_id_is_refused_and_gets_no_lock():
    tables = TableService()
    with pytest.raises(UnknownTable, match="no match 'nope'"):
        tables.change("nope", 0, lambda t: (t, None))
    assert "nope" not in tables._locks


def test_when_explicit_deals_run_out_the_match_ends_with_the_last_hand():
    t = Table.new("t", "chiva", (C, C, C, C), "random", deals=(FIVE_DOUBLES,))
    for _ in range(100):  # a hand has at most 28 plays and a few passes
        if t.state.over:
            break
        t = t.computer()[0]
    assert t.state.over and t.state.winner is None and len(t.state.results) == 1
    assert t.version == len(t.timeline)
    with pytest.raises(NotAllowed, match="the record's deals are all played"):
        t.computer()


def test_a_haiti_redeal_needs_a_deal_to_come():
    """With explicit deals and none left, five doubles give no right to a redeal that could not
    be dealt: the seat accepts (a computer seat too)."""
    t = Table.new("t", "haiti", (C, C, C, C), "random", deals=(FIVE_DOUBLES,))
    assert t.state.to_act == 1 and not t.state.can_redeal(1)
    t, done = t.computer()
    assert done == Accept(1)
    two = Table.new("u", "haiti", (C, C, C, C), "random", deals=(FIVE_DOUBLES, FIVE_DOUBLES))
    assert two.state.can_redeal(1) and two.computer()[1] == Redeal(1)


def test_a_tables_locks_live_only_while_it_is_changed():
    """A server plays many more tables in weeks than it should keep a lock for: a table's lock
    and its computer's are gone once no change holds or waits for them."""
    tables = TableService()
    ids = [tables.create("chiva", seats=(C, C, C, C), level="random", seed=s).id for s in range(20)]
    for id in ids:
        tables.change(id, 0, lambda t: t.computer())
        run(tables.computer(id, 1))
    assert tables.get(ids[0]).version == 2
    assert len(tables._locks) == 0 and len(tables._deciding) == 0
