"""Small helpers for driving tables in tests: seeded, so every run plays the same moves."""

from __future__ import annotations

import time

from dobleseis.core import MatchState, new_match
from dobleseis.core.deal import Deal
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import parse_hand
from dobleseis.session import Rooms, Table, TableService, Unavailable
from dobleseis.session.keys import key_of
from dobleseis.session.service import Device

from ..loop import run

H, C = "human", "computer"


def make(variant="chiva", seats=(H, C, H, C), seed=1, **kw) -> Table:
    return Table.new("t", variant, seats, "random", seed=seed, **kw)


def step(t: Table, rng: Rng) -> Table:
    """One action: the human to act plays a seeded random legal action, or the computer moves."""
    if t.to_act_human:
        seat = t.state.to_act
        return t.act(seat, rng.choice(t.state.legal()))
    return t.computer()[0]


def wander(t: Table, rng: Rng, sides: int, restart: bool = False) -> Table:
    """One step of a walk that goes back and forth: a die of ``sides`` undoes on 0, redoes on 1,
    restarts the hand on 2 (if ``restart``), each when the table can; else ``step``."""
    roll = rng.below(sides)
    if roll == 0 and t.can_undo:
        return t.undo()
    if roll == 1 and t.can_redo:
        return t.redo()
    if restart and roll == 2 and t.can_restart:
        return t.restart()
    return step(t, rng)


def play(t: Table, rng: Rng, until=lambda t: t.state.over, limit=5000) -> Table:
    for _ in range(limit):
        if until(t) or t.state.over:
            return t
        t = step(t, rng)
    raise AssertionError("the match did not end")


def fold(t: Table, upto: int | None = None) -> MatchState:
    s = new_match(t.variant, t.seed, t.deals)
    for a in t.timeline[: t.cursor if upto is None else upto]:
        s = s.apply(a)
    return s


def deal(*hands: str) -> Deal:
    return tuple(parse_hand(h) for h in hands)  # type: ignore[return-value]


# Seat 1 holds five doubles (may request a redeal); seat 2 holds 6-6.
FIVE_DOUBLES = deal(
    "5-5 4-4 3-3 2-2 1-1 6-5 6-4",
    "6-6 6-3 6-2 6-1 6-0 5-4 5-3",
    "0-0 5-2 5-1 5-0 4-3 4-2 4-1",
    "4-0 3-2 3-1 3-0 2-1 2-0 1-0",
)


class Board:
    """A hub of one process for the tests of the Redis hub, which wraps one: it calls each
    listener of a table (``None``: of every table) in the publisher's thread."""

    def __init__(self) -> None:
        self.listeners: list[tuple[str | None, object]] = []

    def publish(self, table_id: str, version: int) -> None:
        for wanted, listener in list(self.listeners):
            if wanted in (None, table_id):
                listener(table_id, version)

    def subscribe(self, table_id, listener):
        entry = (table_id, listener)
        self.listeners.append(entry)
        return lambda: self.listeners.remove(entry)


def a_takeback_asked(
    tables: TableService, rooms: Rooms, kind: str = "undo"
) -> tuple[Table, Device, Device, dict]:
    """A started table of the host (seats 1 and 2) and Ana (seat 3) where the host, to act,
    asked to undo (or ``kind``); Ana's answer is awaited. Returns the table, both devices and
    the request."""
    table, host, ana = a_friends_table(tables)
    tables.offer(rooms, table.id, table.version, host, kind, None)
    offer = rooms.live(table.id, table)["offer"]
    assert offer["waiting"] == [3]
    return table, host, ana, offer


def a_friends_table(tables: TableService) -> tuple[Table, Device, Device]:
    """A started table of the host (seats 1 and 2) and Ana (seat 3), played until a move can be
    undone and the host is to act. Returns the table and both devices."""
    opened = tables.open("chiva", seats=("here", "here", "invited", "computer"), seed=3,
                         level="random")  # fmt: skip
    id = opened.table.id
    _, ana_secret = tables.claim(id, 3, "Ana")
    host = Device(frozenset(key_of(s) for s in (opened.host, *opened.seats.values())))
    ana = Device(frozenset({key_of(ana_secret)}))
    table = tables.reseat(id, host.keys, lambda s: s.begun(True))
    while not (table.can_undo and table.state.to_act in (1, 2)):
        seat = table.state.to_act
        if table.is_human(seat):
            player = ana if seat == 3 else host
            table = tables.act(id, table.version, player, seat, table.state.legal()[0])
        else:
            table = run(tables.computer(id, table.version))[0]
    return table, host, ana


def once_back(attempt, limit: float = 10.0):
    """What ``attempt()`` answers once the database a store lost answers it again. A store that
    knows its database away refuses every command at once (``Unavailable``) but one a second,
    which looks for it: polled here as a client sends again after a 503, for ``limit``
    seconds at most."""
    deadline = time.monotonic() + limit
    while True:
        try:
            return attempt()
        except Unavailable:
            assert time.monotonic() < deadline, "the database never answered the store again"
            time.sleep(0.05)  # polling a real PostgreSQL coming back, not pacing the test
