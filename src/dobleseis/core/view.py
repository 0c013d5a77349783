"""A seat's information set (docs/RULES.md §1.8): everything it may know, and nothing else.

Computer players, hints and the browser are given a ``View``, never a ``MatchState``. A view
holds the seat's own tiles, the line, every seat's tile count, the public history of plays and
passes, the scores and the finished hands (whose tiles are public once the hand has ended).
Hidden hands of the current hand are simply not in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action
from .hand import Move, Placed
from .match import HandResult, MatchState, Phase
from .tiles import ALL


@dataclass(frozen=True, slots=True)
class View:
    variant: str
    seat: int | None  # None: the public view, built for no seat (no own tiles, no legal actions)
    phase: Phase
    to_act: int | None
    hand: int  # the seat's own tiles (mask); during acceptance, the deal it is looking at
    counts: tuple[int, int, int, int]  # tiles held by seats 1..4
    ends: tuple[int, int] | None
    line: tuple[Placed, ...]
    moves: tuple[Move, ...]  # the current hand's public history, passes included
    played: int  # tiles on the table (mask)
    voids: tuple[int, int, int, int]  # per seat, a 7-bit set of numbers it has shown it lacks
    opener: int | None  # who opens (opened) the current hand, once known
    forced_double_six: bool
    representative: int | None
    accepted: int  # Haiti: seats 1..accepted have accepted the current deal
    redeals: tuple[int, ...]  # seats that requested a redeal for this hand
    score: tuple[int, int]
    base: int
    hand_number: int
    results: tuple[HandResult, ...]
    winner: str | None
    legal: tuple[Action, ...]  # this seat's legal actions (empty unless it is to act)

    @property
    def unseen(self) -> int:
        """Tiles this seat cannot see: in the other three hands."""
        return ALL & ~self.hand & ~self.played


class Own(NamedTuple):
    """The fields of a seat's view that the public view has not."""

    hand: int  # the seat's own tiles (mask), as ``View.hand``
    legal: tuple[Action, ...]  # as ``View.legal``


def own(state: MatchState, seat: int) -> Own:
    """What ``seat``'s view adds to the public one: its tiles and its legal actions
    (``view(state, seat)`` is ``view(state, None)`` with these). A live table's server builds
    the public view once a change and only this part for each seat."""
    hand = state.hand
    if hand is not None:
        tiles = hand.hands[seat - 1]
    elif state.over:
        tiles = state.results[-1].final.hands[seat - 1]
    else:
        tiles = state.dealt[seat - 1]
    return Own(tiles, state.legal() if state.to_act == seat else ())


def view(state: MatchState, seat: int | None) -> View:
    """What ``seat`` knows of ``state``; with ``seat`` None, what anyone watching knows: the
    public information only, with no hand at all."""
    hand = state.hand
    tiles, legal = (0, ()) if seat is None else own(state, seat)
    if hand is not None:
        counts = tuple(h.bit_count() for h in hand.hands)
        ends, line, moves, played = hand.ends, hand.line, hand.moves, hand.played
        opener = hand.opener
    else:
        counts = (
            (7, 7, 7, 7)
            if not state.over
            else tuple(h.bit_count() for h in state.results[-1].final.hands)
        )
        ends, line, moves, played = None, (), (), 0
        opener = state.chosen
    voids = [0, 0, 0, 0]
    for m in moves:
        if m.tile is None:
            voids[m.seat - 1] |= 1 << m.ends[0] | 1 << m.ends[1]
    forced = state.opening.forced and not state.over
    return View(
        variant=state.variant.name,
        seat=seat,
        phase=state.phase,
        to_act=state.to_act,
        hand=tiles,
        counts=counts,  # type: ignore[arg-type]
        ends=ends,
        line=line,
        moves=moves,
        played=played,
        voids=tuple(voids),  # type: ignore[arg-type]
        opener=opener,
        forced_double_six=forced,
        representative=None if forced or state.over else state.opening.representative,
        accepted=state.accepted,
        redeals=state.redeals,
        score=state.score,
        base=state.base,
        hand_number=state.hand_number,
        results=state.results,
        winner=state.winner,
        legal=legal,
    )
