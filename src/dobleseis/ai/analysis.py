"""A move looked at again once its hand is over: what its seat could know, what it could play.

The review of a move is the strong player's estimate of every move the seat could have made,
computed from that seat's ``View`` at that moment — the view it had, never the hands as they
were — so a review is fair by construction: it says what the move was worth from what the
player could know, not with hindsight. The estimate is the hint's (``search.estimate`` with the
same seed), so the review of a move agrees with the hint the seat could have asked for.

What the move *gave up* is the chance to win the match the best move had and the played one had
not, expressed in hands: divided by what the hand itself is worth in the match at that score
(the match chance of winning it minus that of losing it). A "hand" then means the same at 0–0 as
at match point, and the marks read the same all match long. The thresholds are set from the
spread of the estimate (``bench/README.md``, "Reviewing a hand"): below ``MARKS[0]`` the move is
within the estimate's noise of the best.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action, End, Pass, Play
from ..core.variants import variant as rules_of
from ..core.view import View
from . import search
from .sim import WIN13, WIN24
from .value import result_values

MARKS = ((0.04, "inaccuracy"), (0.10, "mistake"), (0.20, "blunder"))
"""(at least this much of a hand given up, mark), mildest first; less than the first is
``good``. A seat with a single legal move is ``forced``."""


@dataclass(frozen=True, slots=True)
class Alternative:
    action: Action
    win: float  # estimated chance that the seat's team wins the hand, 0..1
    value: float  # estimated chance that the seat's team wins the match, 0..1


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One move reviewed: the move played, every move the seat could have made (best first;
    empty when it was forced), the hand it gave up against the best, and its mark."""

    seat: int
    played: Action
    options: tuple[Alternative, ...]
    lost: float  # share of a hand given up against the best move, 0 for the best
    mark: str  # "forced", "good", or one of MARKS

    @property
    def best(self) -> Action:
        return self.options[0].action if self.options else self.played


def mark(lost: float) -> str:
    """The mark of a move that gave up ``lost`` of a hand."""
    out = "good"
    for at_least, name in MARKS:
        if lost >= at_least:
            out = name
    return out


def same_move(view: View, a: Action, b: Action) -> bool:
    """Whether ``a`` and ``b`` make the same move: the same tile on the same end, or on either
    end when both ends show one number (or on the empty table), or both a pass."""
    if isinstance(a, Pass) or isinstance(b, Pass):
        return isinstance(a, Pass) and isinstance(b, Pass)
    if not (isinstance(a, Play) and isinstance(b, Play)) or a.tile != b.tile:
        return False
    if view.ends is None or view.ends[0] == view.ends[1]:
        return True
    return (a.end or End.LEFT) == (b.end or End.LEFT)


def hand_worth(view: View) -> float:
    """What winning the hand rather than losing it is worth in chance to win the match, for the
    seat to act's team at the view's score (plain wins; never below a hundredth)."""
    team = (view.seat - 1) & 1
    values = result_values(rules_of(view.variant), view.score, view.base, team)
    win, lose = (WIN13, WIN24) if team == 0 else (WIN24, WIN13)
    return max(0.01, values[win] - values[lose])


def review(
    view: View, played: Action, seed: int, budget: search.Budget = search.STRONG
) -> Reviewed:
    """The review of ``played``, made by the seat to act of ``view``; ``seed`` is the search's
    (the one its hint uses). A seat with one legal move is marked forced without a search."""
    if len(view.legal) == 1 or len(search.candidates(view)) == 1:
        return Reviewed(view.seat, played, (), 0.0, "forced")
    estimates = search.estimate(view, seed, budget)
    options = tuple(Alternative(e.action, e.win, e.value) for e in estimates)
    mine = next(o for o in options if same_move(view, o.action, played))
    lost = max(0.0, options[0].value - mine.value) / hand_worth(view)
    return Reviewed(view.seat, played, options, round(lost, 4), mark(lost))
