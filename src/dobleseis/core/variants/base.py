"""What a rule set decides: how a hand opens, who wins a block, what a result scores, when the
match ends. Everything else (the deal, the line, passes, domino and block) is shared.

Adding a rule set means one new module with one subclass of :class:`Variant`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..hand import DOMINO, Outcome
from ..seats import members, team_index, team_of


@dataclass(frozen=True, slots=True)
class Opening:
    """How the coming hand opens.

    ``forced``: the holder of 6-6 opens with it. Otherwise ``opener`` leads any tile (Chiva), or
    ``representative`` first chooses the opener from its team (Haiti).
    """

    forced: bool
    opener: int | None = None
    representative: int | None = None


FORCED = Opening(forced=True)


@dataclass(frozen=True, slots=True)
class Scored:
    """What a finished hand does to the match."""

    kind: str  # "domino", "block" or "tie"
    winner: str | None  # "13", "24" or None for a tie
    points: int
    dekabes: bool
    score: tuple[int, int]
    base: int
    opening: Opening


class Variant:
    """A rule set. Subclasses override the few rules in which the games differ."""

    name: str = ""
    title: str = ""
    accepts_deals: bool = False  # Haiti: each seat accepts, five doubles may redeal
    has_base: bool = False

    def block_values(self, pips: tuple[int, int, int, int]) -> tuple[int, int]:
        """What a block compares for teams 13 and 24, given each seat's pips; the lower wins."""
        raise NotImplementedError

    def block_winner(self, pips: tuple[int, int, int, int]) -> str | None:
        """The team whose block value is lower; None for a tie."""
        return lower(*self.block_values(pips))

    def points(self, score, base, winner: str, dekabes: bool) -> tuple[tuple[int, int], int]:
        """The score after ``winner`` takes a hand, and the points it added."""
        raise NotImplementedError

    def opening_after(self, outcome: Outcome, winner: str | None, opener: int) -> Opening:
        raise NotImplementedError

    def is_dekabes(self, outcome: Outcome) -> bool:
        return False

    def match_winner(self, score: tuple[int, int]) -> str | None:
        for team, points in zip(("13", "24"), score):
            if points >= 4:
                return team
        return None

    def score_hand(self, outcome: Outcome, score, base: int, opener: int) -> Scored:
        """Apply RULES.md to a finished hand."""
        if outcome.kind == DOMINO:
            winner = team_of(outcome.seat)
        else:
            winner = self.block_winner(outcome.pips)
        kind = outcome.kind if winner else "tie"
        dekabes = self.is_dekabes(outcome) if winner else False
        if winner is None:
            new_score, points, new_base = tuple(score), 0, (2 if self.has_base else 1)
        else:
            new_score, points = self.points(tuple(score), base, winner, dekabes)
            new_base = 1
        opening = self.opening_after(outcome, winner, opener)
        return Scored(kind, winner, points, dekabes, new_score, new_base, opening)


def lighter_member(team: str, pips: tuple[int, int, int, int]) -> int:
    """The member of ``team`` with fewer pips; equal ⇒ the lower seat number."""
    a, b = members(team)
    return a if pips[a - 1] <= pips[b - 1] else b


def team_sum(team: str, pips) -> int:
    a, b = members(team)
    return pips[a - 1] + pips[b - 1]


def team_min(team: str, pips) -> int:
    a, b = members(team)
    return min(pips[a - 1], pips[b - 1])


def lower(v13: int, v24: int) -> str | None:
    """The team with the lower value, None when equal."""
    if v13 == v24:
        return None
    return "13" if v13 < v24 else "24"


def add(score, team: str, points: int) -> tuple[int, int]:
    s = list(score)
    s[team_index(team)] += points
    return (s[0], s[1])
