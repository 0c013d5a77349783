"""The rules of Chiva and the Haitian game with Dékabès (docs/RULES.md), standard library only.

>>> from dobleseis.core import new_match, parse_tile, Play
>>> m = new_match("chiva", seed=2)
>>> m.to_act, m.legal()
(1, (Play(seat=1, tile=27, end=None, left=None),))
>>> m = m.apply(Play(1, parse_tile("6-6")))
>>> m.hand.ends, m.to_act
((6, 6), 2)
>>> m.apply(Play(3, parse_tile("6-5")))
Traceback (most recent call last):
...
dobleseis.core.errors.IllegalAction: it is seat 2's turn to play, not seat 3's
"""

from .actions import Accept, Action, Choose, End, Pass, Play, Redeal
from .deal import Deal, commitment, commitment_of, deal_from_material, deal_from_seed, seed_material
from .errors import IllegalAction, Invalid, Refusal
from .hand import HandState, Move, Outcome, Placed
from .match import HandResult, MatchState, Phase, new_match
from .record import replay_actions, restart_hand
from .seats import next_seat, partner, team_of
from .tiles import hand_text, name, parse_hand, parse_tile, pips, tiles_in
from .variants import CHIVA, HAITI, VARIANTS, Variant
from .view import Own, View, own, view

__all__ = [
    "CHIVA",
    "HAITI",
    "VARIANTS",
    "Accept",
    "Action",
    "Choose",
    "Deal",
    "End",
    "HandResult",
    "HandState",
    "IllegalAction",
    "Invalid",
    "MatchState",
    "Move",
    "Outcome",
    "Own",
    "Pass",
    "Phase",
    "Placed",
    "Play",
    "Redeal",
    "Refusal",
    "Variant",
    "View",
    "commitment",
    "commitment_of",
    "deal_from_material",
    "deal_from_seed",
    "hand_text",
    "name",
    "new_match",
    "next_seat",
    "own",
    "parse_hand",
    "parse_tile",
    "partner",
    "pips",
    "replay_actions",
    "restart_hand",
    "seed_material",
    "team_of",
    "tiles_in",
    "view",
]
