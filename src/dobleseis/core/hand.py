"""The play of one hand: the line, the turn, forced passes, domino and block.

Scoring and who opens are the variants' business; this module knows only docs/RULES.md §1.3–1.7,
which both games share.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import End, Pass, Play
from .errors import IllegalAction
from .seats import SEATS, next_seat
from .tiles import (
    COUNT,
    DOUBLE_SIX,
    HIGH,
    LOW,
    PIPS,
    SUIT,
    fits,
    is_double,
    name,
    other,
    pips,
    tiles_in,
)

DOMINO = "domino"
BLOCK = "block"


@dataclass(frozen=True, slots=True)
class Move:
    """One public event of a hand: a tile played (``tile``, ``end``) or a pass (``tile`` None).

    ``ends`` are the open ends before the move (None before the opening tile); for a pass they
    are exactly the numbers the passer has just shown it does not hold.
    """

    seat: int
    tile: int | None
    end: End | None
    ends: tuple[int, int] | None

    @property
    def is_pass(self) -> bool:
        return self.tile is None


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the line with the numbers it shows to the left and to the right."""

    tile: int
    left: int
    right: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a hand ended. ``seat`` went out (domino) or is None (block).

    ``both_ends`` records whether the last tile could have gone on either end (Dékabès needs it).
    """

    kind: str
    seat: int | None
    pips: tuple[int, int, int, int]
    last_tile: int
    both_ends: bool


@dataclass(frozen=True, slots=True)
class HandState:
    """A hand in progress or just ended. ``hands[i]`` is seat i+1's tiles as a mask."""

    hands: tuple[int, int, int, int]
    opener: int
    forced: bool
    turn: int
    left: int = -1
    right: int = -1
    played: int = 0
    line: tuple[Placed, ...] = ()
    moves: tuple[Move, ...] = ()
    outcome: Outcome | None = None

    @classmethod
    def start(cls, hands: tuple[int, int, int, int], opener: int | None) -> HandState:
        """A new hand; ``opener`` None means a forced double-six hand."""
        if opener is None:
            opener = next(s for s in (1, 2, 3, 4) if hands[s - 1] >> DOUBLE_SIX & 1)
            return cls(hands, opener, True, opener)
        return cls(hands, opener, False, opener)

    @property
    def ends(self) -> tuple[int, int] | None:
        return None if self.left < 0 else (self.left, self.right)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def fitting(self, seat: int) -> int:
        """The tiles of ``seat`` that can be played now, as a mask."""
        hand = self.hands[seat - 1]
        if self.left < 0:
            return 1 << DOUBLE_SIX if self.forced else hand
        return hand & (SUIT[self.left] | SUIT[self.right])

    def legal(self) -> tuple[Play | Pass, ...]:
        """Every legal action of the seat to move: each tile on each end it fits (tiles in id
        order, left end first), or a pass."""
        if self.outcome is not None:
            return ()
        seat = self.turn
        plays = _PLAYS[seat]
        if self.left < 0:
            return tuple(plays[t][_OPENING] for t in tiles_in(self.fitting(seat)))
        hand = self.hands[seat - 1]
        on_left, on_right = hand & SUIT[self.left], hand & SUIT[self.right]
        if not on_left | on_right:
            return (_PASSES[seat],)
        out = []
        for t in tiles_in(on_left | on_right):
            if on_left >> t & 1:
                out.append(plays[t][_LEFT])
            if on_right >> t & 1:
                out.append(plays[t][_RIGHT])
        return tuple(out)

    def apply(self, action: Play | Pass) -> HandState:
        if self.outcome is not None:
            raise IllegalAction("hand_over")
        if action.seat != self.turn:
            raise IllegalAction("turn_of", turn=self.turn, seat=action.seat)
        if isinstance(action, Pass):
            return self._pass()
        return self._play(action)

    def _pass(self) -> HandState:
        seat = self.turn
        playable = self.fitting(seat)
        if playable:
            can = [name(t) for t in reversed(tiles_in(playable))]
            raise IllegalAction("cannot_pass", seat=seat, tiles=can)
        move = Move(seat, None, None, self.ends)
        return _replace(self, turn=next_seat(seat), moves=self.moves + (move,))

    def _play(self, action: Play) -> HandState:
        seat, tile = action.seat, action.tile
        if not self.hands[seat - 1] >> tile & 1:
            raise IllegalAction("not_held", seat=seat, tile=name(tile))
        if self.left < 0:
            return self._open(action)
        end = self.end_of(action)
        left, right = self.left, self.right
        if end is End.LEFT:
            placed = _PLACED[tile, PIPS[tile] - left]  # shows its other number on the left
            return self._after(seat, tile, end, placed.left, right, (placed,) + self.line)
        placed = _PLACED[tile, right]
        return self._after(seat, tile, end, left, placed.right, self.line + (placed,))

    def _open(self, action: Play) -> HandState:
        seat, tile = action.seat, action.tile
        if action.end is not None:
            raise IllegalAction("first_tile_no_end")
        if self.forced and tile != DOUBLE_SIX:
            raise IllegalAction("open_with_double_six", seat=seat)
        left = HIGH[tile] if action.left is None else action.left
        if not fits(tile, left):
            raise IllegalAction("tile_shows_no", tile=name(tile), number=left)
        placed = _PLACED[tile, left]
        return self._after(seat, tile, None, left, placed.right, (placed,))

    def end_of(self, action: Play) -> End:
        """The end a play goes on (not the first tile of a hand): the one it names, else the
        only one it fits, the right one when both ends show its number; IllegalAction if it
        does not fit where it says or fits two ends and names none."""
        tile, left, right = action.tile, self.left, self.right
        on_left, on_right = SUIT[left] >> tile & 1, SUIT[right] >> tile & 1
        if not on_left | on_right:
            raise IllegalAction(
                "does_not_fit", seat=action.seat, tile=name(tile), ends=[left, right]
            )
        end = action.end
        if end is not None:
            if not (on_left if end is End.LEFT else on_right):
                n = left if end is End.LEFT else right
                raise IllegalAction("wrong_end", tile=name(tile), end=end.value, number=n)
            return end
        if on_left and on_right and left != right:
            raise IllegalAction("say_which_end", tile=name(tile), ends=[left, right])
        # One end fits, or both ends show the same number: then the tile goes on the right.
        return End.RIGHT if on_right else End.LEFT

    def _after(self, seat, tile, end, left, right, line) -> HandState:
        hands = list(self.hands)
        hands[seat - 1] &= ~(1 << tile)
        hands_t = (hands[0], hands[1], hands[2], hands[3])
        played = self.played | 1 << tile
        move = Move(seat, tile, end, self.ends)
        outcome = None
        if not hands[seat - 1]:
            both = (
                self.left >= 0
                and not is_double(tile)
                and fits(tile, self.left)
                and fits(tile, self.right)
            )
            outcome = Outcome(DOMINO, seat, _pips(hands_t), tile, both)
        elif left == right and played & SUIT[left] == SUIT[left]:
            outcome = Outcome(BLOCK, None, _pips(hands_t), tile, False)
        return HandState(
            hands_t,
            self.opener,
            self.forced,
            next_seat(seat),
            left,
            right,
            played,
            line,
            self.moves + (move,),
            outcome,
        )


def _pips(hands: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    return (pips(hands[0]), pips(hands[1]), pips(hands[2]), pips(hands[3]))


def _replace(h: HandState, *, turn: int, moves: tuple[Move, ...]) -> HandState:
    return HandState(
        h.hands, h.opener, h.forced, turn, h.left, h.right, h.played, h.line, moves, h.outcome
    )


# Every action of a hand, made once. Actions are immutable, so legal() hands out these shared
# objects instead of building new ones at every step of a simulation.
_PASSES = {seat: Pass(seat) for seat in SEATS}
_OPENING, _LEFT, _RIGHT = 0, 1, 2  # _PLAYS[seat][tile][_LEFT] is Play(seat, tile, End.LEFT)
_PLAYS = {
    seat: tuple(
        (Play(seat, t), Play(seat, t, End.LEFT), Play(seat, t, End.RIGHT)) for t in range(COUNT)
    )
    for seat in SEATS
}
# Each tile in both orientations, by (tile, the number it shows on the left of the line).
_PLACED = {(t, a): Placed(t, a, other(t, a)) for t in range(COUNT) for a in {HIGH[t], LOW[t]}}

__all__ = ["BLOCK", "DOMINO", "HandState", "Move", "Outcome", "Placed"]
