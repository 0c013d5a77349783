"""OpenSpiel's ISMCTS (``open-spiel`` 2.0.2, the ``bench`` extra) as an arena opponent.

OpenSpiel's ``python_team_dominoes`` is this game's partnership form: four players, seven tiles
each, no drawing, dealt by chance nodes round-robin to players 0, 1, 2, 3; player 0 moves first,
a player who cannot play is skipped (passes are implicit) and the hand ends when a player goes
out or nobody can play, the winners scoring the losing team's pips. Its Python ``ISMCTSBot``
(Cowling, Powley and Whitehouse's information-set MCTS) searches that game.

We build the OpenSpiel state from the seat's ``View`` only. Seats are rotated so that the hand's
opener is OpenSpiel's player 0 (turn order and partnerships are the same in both); the three
hidden hands are *sampled* consistently with the view (``ai.sample``), never read from the match,
dealt in OpenSpiel's order, and the public plays replayed, checking at every play that OpenSpiel
gives the turn to the seat that played it. ISMCTS draws a world at every simulation; the Python
game cannot resample itself, so the bot's resampler deals a fresh world from the same sampler of
the same view. The search thus sees what the seat sees, and OpenSpiel's own scoring (it knows
neither Chiva's hand rule nor Haiti's), as the package's dominoes players do.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from ..core.actions import Action, End
from ..core.rng import Rng
from ..core.tiles import tile as tile_of, tiles_in
from ..core.view import View
from .sample import Sampler

SIMULATIONS = 100
# The exploration constant of OpenSpiel's examples/mcts.py. The game's returns are pips (tens of
# them), so at 2.0 the search explores little beyond each move's first visits.
UCT_C = 2.0


def _load():
    try:
        import numpy
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
        from open_spiel.python.games import team_dominoes
    except ImportError:  # pragma: no cover - the bench extra is installed by ./test
        raise SystemExit(
            "dobleseis: the openspiel-ismcts peer needs the bench extra: pip install -e '.[bench]'"
        ) from None
    return numpy, pyspiel, ismcts, mcts, team_dominoes


class _Numbering(NamedTuple):
    """The game, and OpenSpiel's numbering of deals and plays in our tile ids: ``deal[t]`` is the
    chance outcome that deals tile t, ``code[player, t, number]`` the play of t on an end showing
    ``number`` (None for the first tile of the hand), ``placement[code]`` that (t, number).
    Read from the game module's own tables (``_DECK``, ``_ACTIONS``): private names, one reason
    the version is pinned."""

    game: object
    deal: dict[int, int]
    code: dict[tuple[int, int, int | None], int]
    placement: dict[int, tuple[int, int | None]]


@cache
def _numbering() -> _Numbering:
    _, pyspiel, _, _, team_dominoes = _load()
    deal = {tile_of(int(a), int(b)): i for i, (a, b) in enumerate(team_dominoes._DECK)}
    code, placement = {}, {}
    for i, a in enumerate(team_dominoes._ACTIONS):
        t = tile_of(int(a.tile[0]), int(a.tile[1]))
        number = None if a.edge is None else int(a.edge)
        code[a.player, t, number] = i
        placement[i] = (t, number)
    return _Numbering(pyspiel.load_game("python_team_dominoes"), deal, code, placement)


def player(view: View, seat: int) -> int:
    """OpenSpiel's player for ``seat``: the hand's opener is its player 0."""
    return (seat - view.opener) % 4


def state(view: View, hands: list[int]):
    """An OpenSpiel state equal to ``view`` with ``hands`` (seat 1 first, as held now) as the
    four hands: each seat is dealt what it holds and what it has played."""
    game, deal, code, _ = _numbering()
    dealt = list(hands)
    for m in view.moves:
        if m.tile is not None:
            dealt[m.seat - 1] |= 1 << m.tile
    order = [tiles_in(dealt[(view.opener - 1 + p) % 4]) for p in range(4)]
    s = game.new_initial_state()
    for i in range(7):
        for p in range(4):
            s.apply_action(deal[order[p][i]])
    for m in view.moves:
        if m.tile is None:  # OpenSpiel skips a seat that cannot play
            continue
        p = player(view, m.seat)
        if s.current_player() != p:
            raise ValueError(f"OpenSpiel gives the turn to player {s.current_player()}, not {p}")
        number = None if m.ends is None else m.ends[0 if m.end is End.LEFT else 1]
        s.apply_action(code[p, m.tile, number])
    if s.current_player() != player(view, view.seat):
        raise ValueError("OpenSpiel's player to move is not the seat of the view")
    return s


def placement(view: View, action: Action) -> tuple[int, int | None]:
    """The tile of a legal play and the number it covers (None: the first tile of the hand)."""
    if view.ends is None:
        return action.tile, None
    return action.tile, view.ends[0 if action.end is End.LEFT else 1]


def placements(s) -> list[tuple[int, int | None]]:
    """The legal actions of OpenSpiel state ``s``, as ``placement`` writes ours."""
    numbering = _numbering()
    return [numbering.placement[a] for a in s.legal_actions()]


class ISMCTSPeer:
    """OpenSpiel's ``ISMCTSBot`` with ``simulations`` simulations a decision, UCT constant
    ``uct_c``, one random rollout a leaf and its default final policy (the most visited move), as
    a function of a view and a seed. The seed drives everything: our ``Rng`` deals the worlds,
    and one numpy generator drawn from it serves the search and its rollouts (as in OpenSpiel's
    examples), so the same view and seed give the same move."""

    def __init__(self, name: str, simulations: int = SIMULATIONS, uct_c: float = UCT_C) -> None:
        self.name = name
        self.simulations = simulations
        self.uct_c = uct_c

    def __call__(self, view: View, seed: int) -> Action:
        if len(view.legal) == 1:  # a forced pass, the only play, or an opening 6-6
            return view.legal[0]
        numpy, _, ismcts, mcts, _ = _load()
        numbering = _numbering()
        rand = Rng(seed)
        sampler = Sampler(view)
        numbers = numpy.random.RandomState(rand.next64() >> 32)
        root = state(view, sampler.sample(rand))
        # Both ends showing the tile's number are one play to OpenSpiel: it goes on the right,
        # where a play that names no end goes (legal lists the left end first).
        ours = {placement(view, a): a for a in view.legal}
        if set(placements(root)) != set(ours):
            raise ValueError("OpenSpiel's legal plays are not the view's")
        bot = ismcts.ISMCTSBot(
            numbering.game,
            mcts.RandomRolloutEvaluator(1, numbers),
            self.uct_c,
            self.simulations,
            random_state=numbers,
        )
        # A world a simulation, from the view alone (the Python game cannot resample itself).
        bot.set_resampler(lambda _state, _player: state(view, sampler.sample(rand)))
        return ours[numbering.placement[int(bot.step(root))]]
