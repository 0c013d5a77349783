"""The arena's opponents from other projects (``PEERS``): the players of the PyPI package
``dominoes`` (6.1.0, the ``bench`` extra), here, and OpenSpiel's ISMCTS (``peers_openspiel``).

A peer player sorts ``game.valid_moves`` of a ``dominoes.Game`` by preference. We build that game
from the seat's ``View`` only: the line and every public move, the seat's own hand, and the other
three hands *sampled* consistently with the view (never the true ones). The sampled hands are
fair to hand over: the package's sampling player redeals them itself from their union (the unseen
tiles, public knowledge), the hand sizes and the passes, and its heuristics look only at
``valid_moves``.

The package plays clockwise from its player 0 with its own scoring (pips of the losers); our seat
s is its player s-1, so its teams (0, 2) and (1, 3) are ours 13 and 24. Our sampling and the
order of the hands we hand over are drawn from ``Rng``; the package's own players use the global
``random`` module, which we seed from the decision seed, so arena runs are reproducible (on one
Python version: that module is the package's choice, not ours).
"""

from __future__ import annotations

import random

from ..core.actions import Action, End, Play
from ..core.rng import Rng
from ..core.tiles import HIGH, LOW, tile as tile_of
from ..core.view import View
from .peers_openspiel import ISMCTSPeer
from .sample import Sampler


def _load():
    try:
        import dominoes
    except ImportError:  # pragma: no cover - the bench extra is installed by ./test
        raise SystemExit(
            "dobleseis: the dominoes peers need the bench extra: pip install -e '.[bench]'"
        ) from None
    return dominoes


def _game(view: View, hands: list[int], rand: Rng):
    """A ``dominoes.Game`` equal to the view, with ``hands`` as the four hands."""
    dominoes = _load()
    Domino = dominoes.Domino

    def dom(t: int, first: int | None = None):
        a = HIGH[t] if first is None else first
        return Domino(a, HIGH[t] + LOW[t] - a)

    board = dominoes.Board()
    moves = []
    for m in view.moves:
        if m.tile is None:
            moves.append(None)
            continue
        if m.ends is None:  # the opening tile, oriented as it lies
            d = dom(m.tile, _opening_left(view))
            board.add(d, True)
            moves.append((d, True))
            continue
        d = dom(m.tile)
        left = m.end is End.LEFT
        board.add(d, left)
        moves.append((d, left))
    game_hands = []
    for s in range(4):
        tiles = [dom(t) for t in range(28) if hands[s] >> t & 1]
        rand.shuffle(tiles)  # the package deals in random order; its identity player keeps it
        game_hands.append(dominoes.Hand(tiles))
    first = view.moves[0].seat - 1 if view.moves else view.to_act - 1
    game = dominoes.Game(board, game_hands, moves, view.to_act - 1, (), first, None)
    if view.ends is None:
        game.valid_moves = tuple((d, True) for d in game_hands[view.to_act - 1])
        if view.forced_double_six:
            game.valid_moves = ((Domino(6, 6), True),)
    else:
        game._update_valid_moves()
    return game


def _opening_left(view: View) -> int:
    """The number the opening tile shows on the left: follow the line back past the tiles
    played on the left since."""
    opening = next(m.tile for m in view.moves if m.ends is None)
    placed = next(p for p in view.line if p.tile == opening)
    return placed.left


def _action(view: View, move) -> Action:
    d, left = move
    tile = tile_of(d.first, d.second)
    if view.ends is None:
        return Play(view.seat, tile)
    end = End.LEFT if left else End.RIGHT
    if view.ends[0] == view.ends[1]:  # the package offers the left end only
        end = End.RIGHT
    return Play(view.seat, tile, end)


class Peer:
    """One of the package's players, as a function of a view and a seed."""

    def __init__(self, name: str, make) -> None:
        self.name = name
        self._make = make

    def __call__(self, view: View, seed: int) -> Action:
        if len(view.legal) == 1:  # a forced pass, the only play, or an opening 6-6
            return view.legal[0]
        rand = Rng(seed)
        hands = Sampler(view).sample(rand)
        game = _game(view, hands, rand)
        state = random.getstate()
        random.seed(seed)
        try:
            for player in self._make():
                player(game)
        finally:
            random.setstate(state)
        return _action(view, game.valid_moves[0])


def _heuristic():
    p = _load().players
    return (p.bota_gorda, p.double)  # heaviest first, then (stable) doubles before the rest


def _alphabeta():
    p = _load().players
    return (p.probabilistic_alphabeta(start_move=8, sample_size=8),)


PEERS = {
    "dominoes-heuristic": Peer("dominoes-heuristic", _heuristic),
    "dominoes-alphabeta": Peer("dominoes-alphabeta", _alphabeta),
    "openspiel-ismcts": ISMCTSPeer("openspiel-ismcts"),
}
