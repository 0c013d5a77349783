"""Chiva (Puerto Rico), docs/RULES.md §2: shut the other team out four hands in a row."""

from __future__ import annotations

import operator

from ..hand import DOMINO
from ..seats import team_index
from .base import FORCED, Opening, Statistic, Variant, add, lighter_member


class Chiva(Variant):
    name = "chiva"
    title = "Chiva"
    measure = "totals"
    team_value = staticmethod(operator.add)
    """§2.4: a block compares each team's total (the lower wins; equal totals are a tie)."""
    statistics = (Statistic("chivas", "match", lambda state: min(state.score) == 0),)
    """A Chiva: a match won with the other team on 0 (§2.6: every match is won 4–0)."""

    def points(self, score, base, winner, dekabes):
        """§2.5: +1 against a team at 0; a win against a streak resets both to 0."""
        loser = 1 - team_index(winner)
        if score[loser] == 0:
            return add(score, winner, 1), 1
        return (0, 0), 0

    def score_change(self, winner, points):
        """§2.5: a win against a streak resets both to 0 and adds nothing."""
        if winner is not None and points == 0:
            return "reset"
        return super().score_change(winner, points)

    def opening_after(self, outcome, winner, opener):
        """§2.3: a tie brings back the forced 6-6; otherwise the winner (or its lighter
        member after a block) leads freely, even after a reset."""
        if winner is None:
            return FORCED
        if outcome.kind == DOMINO:
            return Opening(forced=False, opener=outcome.seat)
        return Opening(forced=False, opener=lighter_member(winner, outcome.pips))


CHIVA = Chiva()
