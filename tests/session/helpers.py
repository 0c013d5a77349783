"""Small helpers for driving tables in tests: seeded, so every run plays the same moves."""

from __future__ import annotations

from dobleseis.core import MatchState, new_match
from dobleseis.core.deal import Deal
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import parse_hand
from dobleseis.session import Table

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
