"""Computer players and hints. They are functions of a seat's ``View`` — never of the match
state — so they cannot see hidden tiles: nothing in this package imports ``MatchState`` or
``HandState``, and a test scans the source to keep it so. (The arena, the referee that deals and
keeps score, holds the true states; it lives above this package, ``dobleseis.arena``, and hands
each bot only its seat's view.)

Interface (stable; the session and the web app call only these):

- ``decide(view, level, seed) -> Action``: the action a computer seat takes. ``level`` is one of
  ``LEVELS``; the same view, level and seed give the same action. ``budget`` is how hard
  ``strong`` searches (``search.STRONG``, what a server plays, by default): the arena measures
  strength against it.
- ``hint(view, seed) -> Hint``: a suggested action for a human seat, with ranked alternatives,
  each with its estimated chances to win the match (``value``, what ranks the moves of the play)
  and the hand (``win``) and one or two reasons (``Reason``: data the client puts in words;
  ``str()`` is English). The suggestion is the move
  ``decide(view, "strong", seed)`` would make (with the same ``budget``).
- ``review(view, played, seed) -> Reviewed``: once the hand is over, the move ``played`` from
  ``view`` looked at again: every move the seat could have made with its estimates (the hint's,
  same seed), what the played one gave up against the best, and a mark (``analysis.MARKS``).

Levels: ``random`` (uniform over the legal moves), ``basic`` (rules of thumb, no search) and
``strong`` (sample the hidden hands consistently with the view, keeping the samples that best
explain the partner's plays, play every move out in each sample, choose by the chance to win the
match, a near tie going to the move its partner expects). In Haiti every level requests a
redeal whenever it has the right (docs/RULES.md §3.2).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Accept, Action, Choose, Phase, Redeal, View, partner
from ..core.rng import Rng
from . import analysis, basic, opening, search
from .analysis import Reviewed
from .reasons import Reason, for_action, reason

LEVELS = ("random", "basic", "strong")
DEFAULT_LEVEL = "strong"


@dataclass(frozen=True, slots=True)
class Option:
    action: Action
    win: float  # estimated chance that the seat's team wins the hand, 0..1
    reasons: tuple[Reason, ...]
    value: float = 0.5  # estimated chance that the seat's team wins the match


@dataclass(frozen=True, slots=True)
class Hint:
    best: Action
    options: tuple[Option, ...]  # best first


def _seed(view: View, seed: int) -> int:
    """A 53-bit seed for one decision: the caller's seed and where in the match it is, so two
    decisions of one match do not share their randomness. A hint uses the same seed as the
    decision, so it suggests exactly the move the strong player would make."""
    where = f"{view.seat} {view.hand_number} {view.accepted} {len(view.moves)}"
    return Rng(f"dobleseis ai decide {seed} {where}").next64() >> 11


def _check(view: View, level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to decide now")


def decide(
    view: View, level: str = DEFAULT_LEVEL, seed: int = 0, budget: search.Budget = search.STRONG
) -> Action:
    _check(view, level)
    s = _seed(view, seed)
    if view.phase is Phase.ACCEPT:
        return opening.accept(view)
    if view.phase is Phase.CHOOSE:
        return opening.choose(view, level, s)
    if len(view.legal) == 1:
        return view.legal[0]
    if level == "random":
        return Rng(s).choice(view.legal)
    if level == "basic":
        return basic.choose(view)
    return search.estimate(view, s, budget)[0].action


def hint(view: View, seed: int = 0, budget: search.Budget = search.STRONG) -> Hint:
    _check(view, DEFAULT_LEVEL)
    s = _seed(view, seed)
    if view.phase is Phase.ACCEPT:
        return _accept_hint(view, s)
    if view.phase is Phase.CHOOSE:
        return _choose_hint(view, s)
    estimates = search.estimate(view, s, budget)
    options = [
        Option(e.action, round(e.win, 3), for_action(view, e.action), round(e.value, 3))
        for e in estimates
    ]
    if len(estimates) > 1 and estimates[0].win >= estimates[1].win + 0.05:
        edge = reason("tried", win=round(estimates[0].win, 2), next=round(estimates[1].win, 2))
        options[0] = replace(options[0], reasons=(edge,) + options[0].reasons[:1])
    return Hint(options[0].action, tuple(options))


def review(
    view: View, played: Action, seed: int = 0, budget: search.Budget = search.STRONG
) -> Reviewed:
    """The review of the move ``played`` from ``view`` (the mover's view just before it): the
    hint's search with the hint's seed, so the review agrees with the hint the seat could have
    asked for. Only moves of the play are reviewed (accepting a deal and choosing the opener
    are not moves of the hand)."""
    if view.phase is not Phase.PLAY:
        raise ValueError("only the moves of a hand's play are reviewed")
    _check(view, DEFAULT_LEVEL)
    return analysis.review(view, played, _seed(view, seed), budget)


def _accept_hint(view: View, s: int) -> Hint:
    forced = view.forced_double_six
    opener = None if forced else view.representative
    v, w = opening.start_value(view, opener, s, 300)
    keep = Option(Accept(view.seat), round(w, 3), (reason("keep_deal"),), round(v, 3))
    if not any(isinstance(a, Redeal) for a in view.legal):
        return Hint(keep.action, (keep,))
    v, w = opening.start_value(view, opener, s, 300, fresh=True)
    redeal = Option(
        Redeal(view.seat),
        round(w, 3),
        (reason("redeal"),),
        round(v, 3),
    )
    return Hint(redeal.action, (redeal, keep))


def _choose_hint(view: View, s: int) -> Hint:
    me, mate = view.seat, partner(view.seat)
    best = opening.choose(view, DEFAULT_LEVEL, s)
    options = []
    for opener, why in (
        (me, reason("lead_self", count=opening.longest_suit(view.hand))),
        (mate, reason("lead_partner", seat=mate)),
    ):
        v, w = opening.start_value(view, opener, s, 300)
        options.append(Option(Choose(me, opener), round(w, 3), (why,), round(v, 3)))
    options.sort(key=lambda o: o.action != best)
    return Hint(best, tuple(options))
