"""What crosses Redis between a table's owner and the process that forwarded it a move: a
refusal comes back as the same refusal (its kind, code and fields), and a move the owner kept
before it could answer is recognised in the table (``session.cluster.owner``; the forwarding
itself, with a real owner killed, is in tests/live/test_live_cluster.py)."""

from __future__ import annotations

import json

import pytest

from dobleseis.core import IllegalAction
from dobleseis.session import Forbidden, Stale
from dobleseis.session.cluster.owner import kept, refusal_json, refusal_of

from .helpers import make


@pytest.mark.parametrize("refusal", [
    Stale("stale", version=9, sent=8),
    Forbidden("not_your_seat", seat=2),
    IllegalAction("not_held", seat=2, tile="6-5"),
])  # fmt: skip
def test_a_refusal_comes_back_as_itself(refusal):
    back = refusal_of(json.loads(json.dumps(refusal_json(refusal))))
    assert type(back) is type(refusal) and back.json() == refusal.json()
    assert str(back) == str(refusal)


def test_a_kept_move_is_the_tables_last_action_at_the_version_after_it():
    table = make(seats=("human",) * 4)
    seat = table.state.to_act
    action = table.state.legal()[0]
    after = table.act(seat, action)
    assert kept(after, table.version, action)
    assert not kept(table, table.version, action)  # not made yet
    assert not kept(after, table.version - 1, action)  # made at another version
    other = [a for a in table.state.legal() if a != action]
    assert not other or not kept(after, table.version, other[0])
