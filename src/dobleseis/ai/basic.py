"""The ``basic`` player: a handful of rules of thumb a club player would name, no search.

Each legal play gets a score from what a person can see: its weight (get rid of heavy tiles
before a block counts them), doubles (they fit one number only, so they get stuck), the numbers
it leaves open (ones you hold more of, ones the next opponent has passed on, not ones your
partner has passed on). The same features give the hints their plain-language reasons.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action, End, Play
from ..core.seats import next_seat, partner
from ..core.tiles import HIGH, LOW, PIPS, SUIT, fits, is_double
from ..core.view import View


@dataclass(frozen=True, slots=True)
class Features:
    """What a play does, in terms a player follows."""

    tile: int
    pips: int
    double: bool
    ends: tuple[int, int]  # the open ends after the play
    mine: int  # my remaining tiles that fit the new ends
    blocks_next: tuple[int, ...]  # new end numbers the next seat (an opponent) has passed on
    blocks_last: tuple[int, ...]  # ... the seat before me (the other opponent) has passed on
    hurts_partner: tuple[int, ...]  # new end numbers my partner has passed on
    goes_out: bool
    both_ends: bool  # the tile fits both ends (a last tile like it is a Dékabès)


def features(view: View, action: Play) -> Features:
    t = action.tile
    hand = view.hand & ~(1 << t)
    if view.ends is None:
        first = HIGH[t] if action.left is None else action.left
        ends = (first, HIGH[t] + LOW[t] - first)
        both = False
    else:
        left, right = view.ends
        both = not is_double(t) and fits(t, left) and fits(t, right)
        on_left = action.end is End.LEFT or (
            action.end is None and fits(t, left) and not fits(t, right)
        )
        ends = (HIGH[t] + LOW[t] - left, right) if on_left else (left, HIGH[t] + LOW[t] - right)
    seat = view.seat
    nxt, mate = next_seat(seat), partner(seat)
    prev = next_seat(mate)
    numbers = set(ends)
    fit = hand & (SUIT[ends[0]] | SUIT[ends[1]])

    def void(s: int) -> tuple[int, ...]:
        return tuple(sorted(n for n in numbers if view.voids[s - 1] >> n & 1))

    return Features(
        tile=t,
        pips=PIPS[t],
        double=is_double(t),
        ends=ends,
        mine=fit.bit_count(),
        blocks_next=void(nxt),
        blocks_last=void(prev),
        hurts_partner=void(mate),
        goes_out=not hand,
        both_ends=both,
    )


def score(f: Features) -> float:
    """Rules of thumb. The weights were set with the arena against ``random`` (2000 duplicate
    deals per setting, bench/README.md); steering away from numbers the partner passed on did
    not help there, so it only informs the hints."""
    if f.goes_out:
        return 1000.0
    return (
        f.pips + 8.0 * f.double + 3.0 * f.mine + 6.0 * len(f.blocks_next) + 3.0 * len(f.blocks_last)
    )


def choose(view: View) -> Action:
    plays = [a for a in view.legal if isinstance(a, Play)]
    if not plays:
        return view.legal[0]
    return max(plays, key=lambda a: score(features(view, a)))
