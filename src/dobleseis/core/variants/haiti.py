"""The Haitian game with Dékabès, docs/RULES.md §3: go out on both ends to double the points."""

from __future__ import annotations

from ..seats import team_index
from .base import Opening, Statistic, Variant, lighter_member


class Haiti(Variant):
    name = "haiti"
    title = "Haiti (Dékabès)"
    accepts_deals = True
    has_base = True
    dekabes = True  # §3.5: the last tile is not a double and fitted both ends before it
    measure = "lowest"
    team_value = staticmethod(min)
    """§3.4: a block compares each team's lowest individual count (the lower wins; equal is a
    tie); partner totals are ignored."""
    statistics = (Statistic("dekabes", "hand", lambda result: result.dekabes),)
    """The hands won by a Dékabès (§3.5)."""

    def points(self, score, base, winner, dekabes):
        """§3.6: winners add base (×2 for Dékabès); only the losers are reset to 0."""
        points = base * (2 if dekabes else 1)
        w = team_index(winner)
        new = [0, 0]
        new[w] = score[w] + points
        return (new[0], new[1]), points

    def opening_after(self, outcome, winner, opener):
        """§3.3: the winning team's lightest member chooses, equal ⇒ the smaller seat — after a
        domino too, where the seat that went out has 0 pips and a partner left with 0-0 alone
        has 0 as well; after a tie the opener of the tied hand chooses again."""
        if winner is None:
            return Opening(forced=False, representative=opener)
        return Opening(forced=False, representative=lighter_member(winner, outcome.pips))


HAITI = Haiti()
