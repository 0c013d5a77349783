"""Haiti's decisions before play: accept or redeal a deal, and who opens.

docs/RULES.md §3.2: a computer seat always requests a redeal when it has the right. §3.3: the
representative chooses the opener (itself or its partner) seeing only its own hand, which is all
a ``View`` in the choose phase holds; the strong player plays the coming hand out from both
choices over worlds dealt around that hand and keeps the better one.
"""

from __future__ import annotations

from ..core.actions import Accept, Action, Choose, Redeal
from ..core.rng import Floats, Rng
from ..core.seats import partner
from ..core.tiles import SUIT
from ..core.variants import variant as rules_of
from ..core.view import View
from .sample import Sampler
from .sim import Position, block_rule, playout
from .value import WINS, result_values


def accept(view: View) -> Action:
    """Redeal whenever the rules allow it, accept otherwise (every level)."""
    for a in view.legal:
        if isinstance(a, Redeal):
            return a
    return next(a for a in view.legal if isinstance(a, Accept))


def start_value(
    view: View, opener: int | None, seed: int, worlds: int, fresh: bool = False
) -> tuple[float, float]:
    """(match value, hand-win chance) for the seat's team if the coming hand is opened by
    ``opener`` (None: forced double-six), over ``worlds`` playouts of worlds fitting the view;
    ``fresh``: of brand-new deals instead (what a redeal leads to)."""
    team = (view.seat - 1) & 1
    rules = rules_of(view.variant)
    values = result_values(rules, view.score, view.base, team)
    block = block_rule(rules)
    wins = WINS[team]
    sampler = Sampler(view)
    rand = Floats(seed)
    total_v = total_w = 0.0
    for _ in range(worlds):
        if fresh:
            tiles = list(range(28))
            for i in range(27, 0, -1):  # Fisher–Yates
                j = int(rand.random() * (i + 1))
                tiles[i], tiles[j] = tiles[j], tiles[i]
            hands = [sum(1 << t for t in tiles[7 * i : 7 * i + 7]) for i in range(4)]
        else:
            hands = sampler.sample(rand)
        if opener is None:
            turn = next(s for s in range(4) if hands[s] >> 27 & 1)
        else:
            turn = opener - 1
        p = Position(hands, -1, -1, turn, 0, opener is None, block)
        r = playout(p, rand, 0.3)
        total_v += values[r]
        total_w += wins[r]
    return total_v / worlds, total_w / worlds


def longest_suit(hand: int) -> int:
    return max((hand & s).bit_count() for s in SUIT)


def choose(view: View, level: str, rng_seed: int) -> Action:
    me, mate = view.seat, partner(view.seat)
    if level == "random":
        return Choose(me, Rng(rng_seed).choice((me, mate)))
    if level == "basic":
        # Lead yourself with a long suit to play from; otherwise let the partner try.
        return Choose(me, me if longest_suit(view.hand) >= 3 else mate)
    mine = start_value(view, me, rng_seed, 300)[0]
    theirs = start_value(view, mate, rng_seed, 300)[0]
    return Choose(me, me if mine >= theirs else mate)
