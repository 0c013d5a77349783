"""What a rule set decides: how a hand opens, who wins a block, what a result scores, when the
match ends. Everything else (the deal, the line, passes, domino and block) is shared.

Adding a rule set means one new module with one subclass of :class:`Variant`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

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


@dataclass(frozen=True, slots=True)
class Statistic:
    """A count a game keeps of what a side won, besides matches, hands and streaks (shown with
    them: docs/api.md, Statistics): the won hands (``of`` "hand": ``counts(result)``, a finished
    hand) or the won matches (``of`` "match": ``counts(state)``, the finished match) it counts."""

    name: str
    of: str
    counts: Callable[[Any], bool]


class Variant:
    """A rule set. Subclasses override the few rules in which the games differ.

    Everything a rule set decides is here and in its subclass, so that the engine, the computer
    players, the session and the client reach it through this object (found by name with
    ``variants.variant``), never by testing the name.
    """

    name: str = ""
    title: str = ""
    accepts_deals: bool = False  # Haiti: each seat accepts, five doubles may redeal
    has_base: bool = False  # Haiti: a tie makes the next win count double
    dekabes: bool = False  # Haiti: going out with a tile that fits both ends doubles the points
    target: int = 4  # the match is won by the first team to reach it
    measure: str = ""  # what a block compares, for the words that say it: "totals" or "lowest"
    statistics: tuple[Statistic, ...] = ()  # the game's own counts (a Chiva, a Dékabès)

    @staticmethod
    def team_value(a: int, b: int) -> int:
        """What a block counts for a team whose members hold ``a`` and ``b`` pips."""
        raise NotImplementedError

    def block_compare(self, v13: int, v24: int) -> str | None:
        """The team whose block value wins; None for a tie. The lower wins unless a rule set
        says otherwise."""
        return lower(v13, v24)

    def block_values(self, pips: tuple[int, int, int, int]) -> tuple[int, int]:
        """What a block compares for teams 13 and 24, given each seat's pips."""
        return self.team_value(pips[0], pips[2]), self.team_value(pips[1], pips[3])

    def block_winner(self, pips: tuple[int, int, int, int]) -> str | None:
        """The team that wins a block; None for a tie."""
        return self.block_compare(*self.block_values(pips))

    def points(self, score, base, winner: str, dekabes: bool) -> tuple[tuple[int, int], int]:
        """The score after ``winner`` takes a hand, and the points it added."""
        raise NotImplementedError

    def opening_after(self, outcome: Outcome, winner: str | None, opener: int) -> Opening:
        raise NotImplementedError

    def is_dekabes(self, outcome: Outcome) -> bool:
        """A domino whose last tile is not a double and fitted both ends before it was placed,
        in a rule set where that counts."""
        return self.dekabes and outcome.kind == DOMINO and outcome.both_ends

    def score_change(self, winner: str | None, points: int) -> str:
        """What a finished hand won by ``winner`` (None: a tie) for ``points`` did to the
        score, for the words that say it: ``"added"`` (its winners scored) or ``"kept"`` (a tie);
        a rule set where a win can take the score away says so (Chiva: ``"reset"``)."""
        return "kept" if winner is None else "added"

    def match_winner(self, score: tuple[int, int]) -> str | None:
        for team, points in zip(("13", "24"), score):
            if points >= self.target:
                return team
        return None

    def after(
        self, score, base: int, winner: str | None, dekabes: bool
    ) -> tuple[tuple[int, int], int, int]:
        """(score, base, points) after a hand won by ``winner`` (None: a tie) from ``score`` and
        ``base``: what scoring does, apart from how the hand ended."""
        if winner is None:
            return (score[0], score[1]), (2 if self.has_base else 1), 0
        new_score, points = self.points((score[0], score[1]), base, winner, dekabes)
        return new_score, 1, points

    def score_hand(self, outcome: Outcome, score, base: int, opener: int) -> Scored:
        """Apply docs/RULES.md to a finished hand."""
        if outcome.kind == DOMINO:
            winner = team_of(outcome.seat)
        else:
            winner = self.block_winner(outcome.pips)
        kind = outcome.kind if winner else "tie"
        dekabes = self.is_dekabes(outcome) if winner else False
        new_score, new_base, points = self.after(score, base, winner, dekabes)
        opening = self.opening_after(outcome, winner, opener)
        return Scored(kind, winner, points, dekabes, new_score, new_base, opening)


def lighter_member(team: str, pips: tuple[int, int, int, int]) -> int:
    """The member of ``team`` with fewer pips; equal ⇒ the lower seat number."""
    a, b = members(team)
    return a if pips[a - 1] <= pips[b - 1] else b


def lower(v13: int, v24: int) -> str | None:
    """The team with the lower value, None when equal."""
    if v13 == v24:
        return None
    return "13" if v13 < v24 else "24"


def add(score, team: str, points: int) -> tuple[int, int]:
    s = list(score)
    s[team_index(team)] += points
    return (s[0], s[1])
