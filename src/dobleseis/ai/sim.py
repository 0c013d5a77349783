"""A fast simulator of one hand on raw bitmasks, for playouts and search.

The core engine builds immutable dataclasses at every step, which is right for the match record
but far too slow for the thousands of playouts a decision needs. Here a position is four hand
masks, the two ends, the seat to move, the table mask and the numbers each seat has passed on
(which the playout policy reads), and a move is ``(tile, side)``. The rules are the same
(docs/RULES.md §1.4–1.6): must play, forced pass, domino, and the block exactly when both ends show
``v`` and all seven ``v`` tiles are down; a property test holds this module to the engine.

Seats are 0..3 here (seat 1 is 0); teams are 0 (seats 1 and 3) and 1 (seats 2 and 4). A finished
hand is summed up as one of five *results*, which is all any scoring needs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..core.tiles import COUNT, DOUBLE_SIX, HIGH, LOW, PIPS, SUIT
from ..core.variants import Variant
from .policy import WEIGHTS

WIN13, DEKABES13, WIN24, DEKABES24, TIE = range(5)
"""Results: team 13 won (plainly / by Dékabès), team 24 won (plainly / by Dékabès), a tie."""

LEFT, RIGHT = 0, 1

# OTHER[t][n]: the number of tile t that is not n (meaningful when t shows n).
OTHER: tuple[tuple[int, ...], ...] = tuple(
    tuple(HIGH[t] + LOW[t] - n for n in range(7)) for t in range(COUNT)
)
# FITS2[a][b]: the tiles showing a or b.
FITS2: tuple[tuple[int, ...], ...] = tuple(
    tuple(SUIT[a] | SUIT[b] for b in range(7)) for a in range(7)
)
IS_DOUBLE: tuple[bool, ...] = tuple(HIGH[t] == LOW[t] for t in range(COUNT))
# SHOWN[t]: the numbers tile t shows, as a mask (bit n: it shows n).
SHOWN: tuple[int, ...] = tuple(1 << HIGH[t] | 1 << LOW[t] for t in range(COUNT))
# The playout's free lead: heavier first, a double before a plain tile of equal weight.
WEIGHT: tuple[int, ...] = tuple(2 * PIPS[t] + IS_DOUBLE[t] for t in range(COUNT))
# The playout policy's weights (policy.py), and the part of a play's score the tile alone decides.
_WP, _WD, _WH, _WVN, _WVP, _WVB, _WE, _WU = WEIGHTS
_TILE_SCORE: tuple[float, ...] = tuple(
    _WP * PIPS[t] / 12 + _WD * IS_DOUBLE[t] for t in range(COUNT)
)
# The policy's score of a play, in the order ``choose`` adds its terms: _HELD_SCORE[u][c] is
# tile u's own part plus c tiles of the number it opens kept in hand, _UNSEEN_SCORE[k] the part
# for k tiles of that number on the table.
_HELD_SCORE: tuple[tuple[float, ...], ...] = tuple(
    tuple(_TILE_SCORE[u] + _WH * c for c in range(7)) for u in range(COUNT)
)
_UNSEEN_SCORE: tuple[float, ...] = tuple(_WU * (7 - k) / 7 for k in range(8))


def _plays(left: int, right: int, t: int) -> tuple[tuple[bool, int, int, bool], ...]:
    """Tile t's plays on ends (left, right), left end first, as (on the left end?, the number it
    opens, that number's tiles, are the ends equal after it?); equal ends: the left only."""
    out = []
    for e, other, on_left in ((left, right, True), (right, left, False)):
        if HIGH[t] != e and LOW[t] != e or not on_left and left == right:
            continue
        n = HIGH[t] + LOW[t] - e
        out.append((on_left, n, SUIT[n], n == other))
    return tuple(out)


# _PLAYS[left][right][t]: ``_plays``, looked up once per tile a playout's policy weighs.
_PLAYS = tuple(
    tuple(tuple(_plays(a, b, t) for t in range(COUNT)) for b in range(7)) for a in range(7)
)
_CHUNK = tuple(
    tuple(sum(PIPS[7 * k + i] for i in range(7) if c >> i & 1) for c in range(128))
    for k in range(4)
)


def pips_of(mask: int) -> int:
    """Pips of a mask by four table look-ups."""
    c = _CHUNK
    return c[0][mask & 127] + c[1][mask >> 7 & 127] + c[2][mask >> 14 & 127] + c[3][mask >> 21]


# _BITS[k][c]: the tile ids of the 7-bit chunk c at tiles 7k..7k+6, lowest first.
_BITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(7 * k + i for i in range(7) if c >> i & 1) for c in range(128)) for k in range(4)
)


def bits(mask: int) -> list[int]:
    """The tile ids of a mask, lowest first: four table look-ups, not a loop per tile (the
    playouts list tiles about a million times a search)."""
    b = _BITS
    return [*b[0][mask & 127], *b[1][mask >> 7 & 127], *b[2][mask >> 14 & 127], *b[3][mask >> 21]]


def shows(t: int, n: int) -> bool:
    return HIGH[t] == n or LOW[t] == n


def moves(hand: int, left: int, right: int, forced: bool = False) -> list[tuple[int, int]]:
    """The distinct moves of a seat holding ``hand`` on ends (left, right); [] means pass.

    Before the opening tile (``left`` < 0) any tile may lead (only 6-6 when ``forced``), placed
    higher number on the left: its orientation changes nothing. With equal ends a tile goes on
    the right only: both sides give the same position.
    """
    if left < 0:
        if forced:
            return [(DOUBLE_SIX, LEFT)] if hand >> DOUBLE_SIX & 1 else []
        return [(t, LEFT) for t in bits(hand)]
    out = []
    for t in bits(hand & FITS2[left][right]):
        if left == right:
            out.append((t, RIGHT))
            continue
        if shows(t, left):
            out.append((t, LEFT))
        if shows(t, right):
            out.append((t, RIGHT))
    return out


@cache
def block_rule(variant: Variant) -> Callable[[list[int]], int]:
    """Who wins a block by ``variant``'s rule, as a result, from the four hand masks: the
    rule set's own ``team_value`` and ``block_compare``, fetched once, so that a playout pays
    two calls for them."""
    value, compare = variant.team_value, variant.block_compare
    code = {"13": WIN13, "24": WIN24, None: TIE}

    def block(hands) -> int:
        p0, p1, p2, p3 = (pips_of(h) for h in hands)
        return code[compare(value(p0, p2), value(p1, p3))]

    return block


class Position:
    """A hand in progress. Mutable: ``copy`` before exploring. ``block`` is the rule set's
    block rule (``block_rule``)."""

    __slots__ = ("hands", "left", "right", "turn", "played", "forced", "block", "voids")

    def __init__(self, hands, left, right, turn, played, forced, block, voids=(0, 0, 0, 0)):
        self.hands = list(hands)
        self.left = left
        self.right = right
        self.turn = turn
        self.played = played
        self.forced = forced
        self.block = block
        self.voids = tuple(voids)  # per seat, a mask of the numbers it has passed on

    def copy(self) -> Position:
        return self.dealt(self.hands)

    def dealt(self, hands) -> Position:
        """A copy of this position with ``hands`` instead of its own: the search builds the
        position of a view once and deals every world into it."""
        return Position(
            hands,
            self.left,
            self.right,
            self.turn,
            self.played,
            self.forced,
            self.block,
            self.voids,
        )

    def moves(self) -> list[tuple[int, int]]:
        return moves(self.hands[self.turn], self.left, self.right, self.forced)

    def pass_turn(self) -> None:
        seat = self.turn
        if self.left >= 0:
            v = list(self.voids)
            v[seat] |= 1 << self.left | 1 << self.right
            self.voids = tuple(v)
        self.turn = (seat + 1) & 3

    def play(self, tile: int, side: int) -> int | None:
        """The seat to move plays ``tile`` on ``side``; returns the result if the hand ends."""
        seat = self.turn
        left, right = self.left, self.right
        self.hands[seat] ^= 1 << tile
        self.played |= 1 << tile
        self.turn = (seat + 1) & 3
        if left < 0:
            self.left, self.right = HIGH[tile], LOW[tile]
            self.forced = False
        elif side == LEFT:
            self.left = OTHER[tile][left]
        else:
            self.right = OTHER[tile][right]
        if not self.hands[seat]:
            both = left >= 0 and not IS_DOUBLE[tile] and shows(tile, left) and shows(tile, right)
            return (seat & 1) * 2 + both
        n = self.left
        if n == self.right and self.played & SUIT[n] == SUIT[n]:
            return self.block(self.hands)
        return None


def choose(hand: int, left: int, right: int, played: int, voids, seat: int) -> tuple[int, bool]:
    """The playout policy's play for ``seat`` (0..3) holding ``hand``, at least one tile of which
    fits the ends (left, right): the best-scoring (tile, on the left end?) by the model of
    policy.py, given the table ``played`` and the numbers each seat has passed on (``voids``).
    The same score as ``belief.features`` with ``policy.WEIGHTS`` (a test holds them together),
    written out for speed from the tables ``_PLAYS``, ``_HELD_SCORE`` and ``_UNSEEN_SCORE``,
    adding the same terms in the same order so that every score, and so every choice, is the
    same to the last bit. Ties go to the lower tile, then to the left end; equal ends: the tile
    goes on the left."""
    vn, vp, vb = voids[(seat + 1) & 3], voids[(seat + 2) & 3], voids[(seat + 3) & 3]
    passed = vn | vp | vb
    best = -1e9
    plays = _PLAYS[left][right]
    for u in bits(hand & FITS2[left][right]):
        held = _HELD_SCORE[u]
        for on_left, n, suit, equal in plays[u]:
            # The tile shows n, so the hand less the tile holds one n fewer than the hand.
            s = held[(hand & suit).bit_count() - 1] + _UNSEEN_SCORE[(played & suit).bit_count()]
            if passed >> n & 1:
                if vn >> n & 1:
                    s += _WVN
                if vp >> n & 1:
                    s += _WVP
                if vb >> n & 1:
                    s += _WVB
            if equal:
                s += _WE
            if s > best:
                best, t, at_left = s, u, on_left
    return t, at_left


def playout(p: Position, rand, explore: float) -> int:
    """Play ``p`` to the end (mutating it) and return the result.

    Every seat follows the same policy, the model of the strong player's choices (policy.py):
    with probability ``explore`` a uniformly random fitting tile on a random end it fits,
    otherwise the play with the best score — a double, a number it holds more of, a number the
    next seat has passed on and not one its partner has, a number mostly played out, a heavy tile.
    The opening tile of a free lead is the heaviest (a double first among equals). ``rand`` gives
    the draws of a ``random.Random(seed)`` (the search's ``Replay``; only ``random()`` is used,
    whose sequence Python keeps), so a seed replays the same playouts forever.
    """
    random = rand.random  # bound once: a playout draws a few dozen times
    hands, played, turn = p.hands, p.played, p.turn
    left, right = p.left, p.right
    block = p.block
    voids = list(p.voids)
    if left < 0:  # the opening tile
        tiles = bits(hands[turn]) if not p.forced else [DOUBLE_SIX]
        t = (
            tiles[int(random() * len(tiles))]
            if random() < explore
            else max(tiles, key=WEIGHT.__getitem__)
        )
        hands[turn] ^= 1 << t
        played |= 1 << t
        left, right = HIGH[t], LOW[t]
        turn = (turn + 1) & 3
    while True:
        hand = hands[turn]
        fit = hand & FITS2[left][right]
        if not fit:
            voids[turn] |= 1 << left | 1 << right
            turn = (turn + 1) & 3
            continue
        # The draws, in this order: explore or not (only with a real choice), which tile (only
        # when explored among several), which end (only when not by policy and both fit).
        if fit & (fit - 1) and random() >= explore:
            t, on_left = choose(hand, left, right, played, voids, turn)
        else:
            if fit & (fit - 1):
                tiles = bits(fit)
                t = tiles[int(random() * len(tiles))]
            else:
                t = fit.bit_length() - 1
            on_left = SHOWN[t] >> left & 1 and (not SHOWN[t] >> right & 1 or random() < 0.5)
        hand ^= 1 << t
        hands[turn] = hand
        played |= 1 << t
        if not hand:  # domino; Dékabès when the last tile fitted both ends and is no double
            both = SHOWN[t] >> left & 1 and SHOWN[t] >> right & 1 and not IS_DOUBLE[t]
            left, right = (OTHER[t][left], right) if on_left else (left, OTHER[t][right])
            result = (turn & 1) * 2 + both
            break
        if on_left:
            left = OTHER[t][left]
        else:
            right = OTHER[t][right]
        if left == right and played & SUIT[left] == SUIT[left]:
            result = block(hands)
            break
        turn = (turn + 1) & 3
    p.played, p.left, p.right, p.turn, p.voids = played, left, right, turn, tuple(voids)
    return result


def solve(
    p: Position, value, team: int, alpha: float, beta: float, nodes: list[int] | None = None
) -> float:
    """Exact value of ``p`` for ``team`` (0 or 1) when every seat plays perfectly on these known
    hands: ``value[result]`` scores each result; ``team``'s seats maximise, the others minimise.

    Alpha-beta over the full tree; meant for the end of a hand, when it is small. The opening
    tile must be down already. ``nodes[0]``, if given, counts the tiles tried (the search's
    work, ``search.Budget``). ``p`` is left as it was.
    """
    if p.left < 0:
        raise ValueError("solve() starts after the opening tile")
    count = nodes if nodes is not None else [0]
    return _solver(p.hands, p.block, value, team, count)(
        p.left, p.right, p.played, p.turn, alpha, beta
    )


def _solver(hands: list[int], block, value, team: int, count: list[int]):
    """The alpha-beta search of ``solve`` on plain numbers (the ends, the table, the seat to
    move), playing and taking back tiles in ``hands`` itself: the endgame visits thousands of
    nodes a decision, and a ``Position`` per node would cost more than the node. Moves are tried
    in the order ``moves`` lists them, so the cut-offs, the value and the count of nodes are
    those of the plain search."""

    def search(left: int, right: int, played: int, seat: int, alpha: float, beta: float):
        fits = FITS2[left][right]
        fit = hands[seat] & fits
        while not fit:  # a pass: someone always holds a tile of an open end
            seat = (seat + 1) & 3
            fit = hands[seat] & fits
        hand = hands[seat]
        maximise = (seat & 1) == team
        best = -2.0 if maximise else 2.0
        for t in bits(fit):
            rest = hand ^ 1 << t
            table = played | 1 << t
            hands[seat] = rest
            shown = SHOWN[t]
            for on_left in (True, False):
                if on_left:
                    if not shown >> left & 1:
                        continue
                    a, b = OTHER[t][left], right
                elif not shown >> right & 1 or left == right:
                    continue
                else:
                    a, b = left, OTHER[t][right]
                count[0] += 1
                if not rest:  # domino; Dékabès when it fitted both ends and is no double
                    both = shown >> left & 1 and shown >> right & 1 and not IS_DOUBLE[t]
                    v = value[(seat & 1) * 2 + both]
                elif a == b and table & SUIT[a] == SUIT[a]:
                    v = value[block(hands)]
                else:
                    v = search(a, b, table, (seat + 1) & 3, alpha, beta)
                if maximise:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                if alpha >= beta:
                    hands[seat] = hand
                    return best
            hands[seat] = hand
        return best

    return search
