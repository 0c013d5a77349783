"""A match: deals, Haiti's acceptance and choice of opener, hands, scores, the end.

``MatchState`` is immutable; ``apply`` returns the next state or raises ``IllegalAction`` and
changes nothing. A match is fully described by its variant, its deal source (a seed, or explicit
deals for tests and puzzles) and its actions, so every state is a fold of ``apply``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from .actions import Accept, Action, Choose, Pass, Play, Redeal
from .deal import Deal, commitment, deal_from_seed, seed_material
from .errors import IllegalAction, Invalid
from .hand import HandState, Move, Outcome
from .seats import partner
from .tiles import HIGH, doubles_in
from .variants import FORCED, Opening, Variant, variant as variant_named


class Phase(str, Enum):
    ACCEPT = "accept"  # Haiti: seats accept the deal in order 1, 2, 3, 4
    CHOOSE = "choose"  # Haiti: the representative names the opener
    PLAY = "play"
    OVER = "over"

    def __str__(self) -> str:
        return self.value


REDEAL_DOUBLES = 5
MAX_DEALS = 256
"""Explicit deals a match may list: more than any match plays (random play, 2,000 matches of
each rule set: at most 92 deals, redeals included; half of them 11 or fewer), and few enough
that a match's record stays small, since it is written on every move."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """A finished hand, everything about it public now that it is over."""

    number: int  # 1-based, in the match
    kind: str  # "domino", "block" or "tie"
    winner: str | None
    seat: int | None  # who went out
    dekabes: bool
    points: int
    pips: tuple[int, int, int, int]
    score: tuple[int, int]  # after the hand
    base: int  # the base for the next win
    deal: Deal  # the hands as dealt
    final: HandState  # the hand as it ended: remaining tiles, line and every move
    deal_index: int  # which deal of the match (0-based, redeals counted) this hand was played on
    before: tuple[int, int]  # the score the hand was played from
    base_before: int  # the base the hand was played for (what a plain win scored)
    opening: Opening  # how the next hand opens (who chooses or leads it)

    @property
    def moves(self) -> tuple[Move, ...]:
        return self.final.moves


@dataclass(frozen=True, slots=True)
class MatchState:
    variant: Variant
    seed: int | None
    deals: tuple[Deal, ...] | None  # explicit deals, consumed in order, instead of the seed
    deal_count: int  # deals made so far (redeals included)
    dealt: Deal  # the current (or, when over, the last) deal
    phase: Phase
    opening: Opening  # how the current hand opens
    score: tuple[int, int] = (0, 0)
    base: int = 1
    accepted: int = 0  # Haiti: how many seats (1, 2, ...) accepted the current deal
    chosen: int | None = None  # Haiti: the opener the representative chose
    hand: HandState | None = None
    results: tuple[HandResult, ...] = ()
    redeals: tuple[int, ...] = ()  # seats that requested a redeal for the current hand
    actions: tuple[Action, ...] = ()
    deal_start: int = 0  # len(actions) when the current deal was dealt: restart goes back here
    winner: str | None = None  # None when over only if explicit deals ran out first

    # -- reading ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def deals_left(self) -> bool:
        """Whether another deal can be made: always from a seed; with explicit deals (a record
        that lists them) only until the list is used up."""
        return self.deals is None or self.deal_count < len(self.deals)

    @property
    def to_act(self) -> int | None:
        """The seat whose decision the match waits for."""
        if self.phase is Phase.ACCEPT:
            return self.accepted + 1
        if self.phase is Phase.CHOOSE:
            return self.opening.representative
        if self.phase is Phase.PLAY:
            return self.hand.turn
        return None

    @property
    def hand_number(self) -> int:
        return len(self.results) + (0 if self.over else 1)

    @property
    def deal_commitment(self) -> str | None:
        """The commitment to the current deal (the last one once the match is over), the
        SHA-256 of its seed material: it fixes the deal without revealing it. None with explicit
        deals, which have no seed material."""
        return None if self.seed is None else commitment(self.seed, self.deal_count - 1)

    @property
    def deal_material(self) -> str | None:
        """The seed material of the current deal: it reveals the deal, so it may be shown only
        where all four hands are (the end of its hand, a replay). None with explicit deals."""
        return None if self.seed is None else seed_material(self.seed, self.deal_count - 1)

    def can_redeal(self, seat: int) -> bool:
        return (
            self.phase is Phase.ACCEPT
            and self.accepted + 1 == seat
            and doubles_in(self.dealt[seat - 1]) >= REDEAL_DOUBLES
            and self.deals_left
        )

    def legal(self) -> tuple[Action, ...]:
        """Every legal action now (all of them belong to ``to_act``)."""
        seat = self.to_act
        if self.phase is Phase.ACCEPT:
            return (Accept(seat),) + ((Redeal(seat),) if self.can_redeal(seat) else ())
        if self.phase is Phase.CHOOSE:
            return (Choose(seat, seat), Choose(seat, partner(seat)))
        if self.phase is Phase.PLAY:
            return self.hand.legal()
        return ()

    # -- changing --------------------------------------------------------------------------
    def apply(self, action: Action) -> MatchState:
        """The state after ``action``; raises IllegalAction (and changes nothing) if it is not
        legal now."""
        if self.phase is Phase.OVER:
            if self.winner is None:
                raise IllegalAction("deals_played")
            raise IllegalAction("match_over", team=self.winner)
        seat = self.to_act
        if action.seat != seat:
            raise IllegalAction("turn_to", turn=seat, phase=self.phase.value, seat=action.seat)
        if isinstance(action, (Play, Pass)):
            if self.phase is not Phase.PLAY:
                raise _waiting(self)
            return self._played(action)
        if isinstance(action, Accept):
            if self.phase is not Phase.ACCEPT:
                raise _waiting(self)
            return self._accepted(action)
        if isinstance(action, Redeal):
            if self.phase is not Phase.ACCEPT:
                raise _waiting(self)
            if not self.can_redeal(seat):
                n = doubles_in(self.dealt[seat - 1])
                raise IllegalAction("no_redeal_right", seat=seat, doubles=n)
            redealt = _deal(self, self.opening, self.actions + (action,))
            return replace(redealt, redeals=self.redeals + (seat,))
        if isinstance(action, Choose):
            if self.phase is not Phase.CHOOSE:
                raise _waiting(self)
            if action.opener not in (seat, partner(seat)):
                raise IllegalAction(
                    "choose_self_or_partner", seat=seat, partner=partner(seat), opener=action.opener
                )
            hand = HandState.start(self.dealt, action.opener)
            return replace(
                self,
                phase=Phase.PLAY,
                chosen=action.opener,
                hand=hand,
                actions=self.actions + (action,),
            )
        raise IllegalAction("unknown_action", action=repr(action))

    def _accepted(self, action: Accept) -> MatchState:
        actions = self.actions + (action,)
        if self.accepted < 3:
            return replace(self, accepted=self.accepted + 1, actions=actions)
        if self.opening.forced:
            return replace(
                self,
                accepted=4,
                phase=Phase.PLAY,
                hand=HandState.start(self.dealt, None),
                actions=actions,
            )
        return replace(self, accepted=4, phase=Phase.CHOOSE, actions=actions)

    def _played(self, action: Play | Pass) -> MatchState:
        hand = self.hand.apply(_normal(self.hand, action))
        actions = self.actions + (_recorded(action, hand),)
        if hand.outcome is None:
            return replace(self, hand=hand, actions=actions)
        return self._hand_ended(hand, actions)

    def _hand_ended(self, hand: HandState, actions) -> MatchState:
        outcome: Outcome = hand.outcome
        scored = self.variant.score_hand(outcome, self.score, self.base, hand.opener)
        result = HandResult(
            number=len(self.results) + 1,
            kind=scored.kind,
            winner=scored.winner,
            seat=outcome.seat,
            dekabes=scored.dekabes,
            points=scored.points,
            pips=outcome.pips,
            score=scored.score,
            base=scored.base,
            deal=self.dealt,
            final=hand,
            deal_index=self.deal_count - 1,
            before=self.score,
            base_before=self.base,
            opening=scored.opening,
        )
        done = replace(
            self,
            score=scored.score,
            base=scored.base,
            results=self.results + (result,),
            hand=None,
            actions=actions,
        )
        winner = self.variant.match_winner(scored.score)
        if winner is not None or not self.deals_left:
            # A record's explicit deals can run out before a team has won: the hand still
            # counts, and the match ends there without a winner.
            return replace(done, phase=Phase.OVER, winner=winner, opening=scored.opening)
        return _deal(done, scored.opening, actions, new_hand=True)


def _deal(state: MatchState, opening: Opening, actions, new_hand: bool = False) -> MatchState:
    """Deal the next deal of the match and start acceptance (Haiti) or play (Chiva)."""
    index = state.deal_count
    dealt = state.deals[index] if state.deals is not None else deal_from_seed(state.seed, index)
    common = dict(
        deal_count=index + 1,
        dealt=dealt,
        opening=opening,
        accepted=0,
        chosen=None,
        actions=actions,
        deal_start=len(actions),
    )
    if new_hand:
        common["redeals"] = ()
    if state.variant.accepts_deals:
        return replace(state, phase=Phase.ACCEPT, hand=None, **common)
    return replace(state, phase=Phase.PLAY, hand=HandState.start(dealt, opening.opener), **common)


def _normal(hand: HandState, action: Play | Pass) -> Play | Pass:
    """Drop an orientation on a tile that is not the opening one: it only matters there."""
    if isinstance(action, Play) and action.left is not None and hand.left >= 0:
        return replace(action, left=None)
    return action


def _recorded(action: Play | Pass, hand: HandState) -> Play | Pass:
    """The action as the record keeps it: the end actually used, the opening's orientation only
    when it is not the default."""
    move = hand.moves[-1]
    if move.tile is None:
        return action
    left = hand.line[0].left if move.ends is None else None
    return Play(action.seat, move.tile, move.end, None if left == HIGH[move.tile] else left)


def _waiting(state: MatchState) -> IllegalAction:
    """An action of the wrong kind for the phase: what the match waits for first."""
    seat = state.to_act
    if state.phase is Phase.ACCEPT:
        return IllegalAction("accept_first", seat=seat)
    if state.phase is Phase.CHOOSE:
        return IllegalAction("choose_first", seat=seat)
    return IllegalAction("hand_in_play", seat=seat)


def new_match(
    variant: str | Variant, seed: int | None = None, deals: tuple[Deal, ...] | None = None
) -> MatchState:
    """A new match: score 0–0 (base 1), the first hand a forced double-six hand.

    Deals come from ``seed`` unless explicit ``deals`` are given.
    """
    v = variant_named(variant) if isinstance(variant, str) else variant
    if deals is None and seed is None:
        raise Invalid("no_deal_source")
    if deals is not None and not deals:
        raise Invalid("no_deals")
    if deals is not None and len(deals) > MAX_DEALS:
        raise Invalid("too_many_deals", count=len(deals), limit=MAX_DEALS)
    if deals is not None and seed is not None:
        raise Invalid("seed_and_deals")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise Invalid("seed_not_whole", value=seed)
    start = MatchState(
        variant=v,
        seed=seed,
        deals=tuple(deals) if deals is not None else None,
        deal_count=0,
        dealt=(0, 0, 0, 0),
        phase=Phase.PLAY,
        opening=FORCED,
    )
    return _deal(start, FORCED, (), new_hand=True)


__all__ = [
    "HandResult",
    "MatchState",
    "Phase",
    "new_match",
]
