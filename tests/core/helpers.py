"""Helpers that build exact situations for the rules tests.

* ``deal("6-6 ...", "...", "...", "...")``: a deal from four hand strings (checked).
* ``deal_with(3, "6-6 5-5 ...")``: a deal in which seat 3 holds the given seven tiles.
* ``act(state, "3:6-5<")``: one action in a short notation, for the seat to act:
  ``6-5`` play (written left number first when it opens the hand), ``6-5<`` / ``6-5>`` on the
  left / right end, ``pass``, ``accept``, ``redeal``, ``choose 3``. An optional ``3:`` prefix
  asserts which seat acts, so a script also checks the turn order.
* ``Script``: a match whose deals are set hand by hand while it is played, so a test can reach
  "2–0, then a block with pips 12, 9, 4, 7" through real play from a new match.
* ``circuit_hand`` / ``path_hand``: a deal and its play for a hand that ends exactly as wanted,
  built from the tiles the seats must still hold at the end (see their docstrings).
* ``Script.search``: a seeded search over deals and random play for a hand with a wanted ending,
  for endings that are easy to hit (e.g. "seat 2 goes out in a hand seat 3 leads").
* ``random_match``: the deterministic seeded random player used by the golden transcripts and
  the property tests.
"""

from __future__ import annotations

from collections.abc import Callable

from dobleseis.core import (
    Accept,
    Action,
    Choose,
    End,
    HandResult,
    MatchState,
    Pass,
    Play,
    Redeal,
    new_match,
    parse_hand,
)
from dobleseis.core.deal import Deal, check_deal
from dobleseis.core.match import Phase
from dobleseis.core.rng import Rng
from dobleseis.core.seats import next_seat
from dobleseis.core.tiles import ALL, DOUBLE_SIX, HIGH, LOW, mask_of, parse_oriented, tile, tiles_in

# -- notation ------------------------------------------------------------------------------


def deal(*hands: str) -> Deal:
    """Seat 1's hand first; each hand written like ``"6-6 6-5 5-5 4-0 3-1 2-2 1-0"``."""
    return check_deal(tuple(parse_hand(h) for h in hands))


def deal_with(seat: int, hand: str) -> Deal:
    """A deal in which ``seat`` holds ``hand``; the other tiles go to the other seats in order."""
    mine = parse_hand(hand)
    rest = list(tiles_in(ALL & ~mine))
    hands = [mask_of(rest[i : i + 7]) for i in (0, 7, 14)]
    hands.insert(seat - 1, mine)
    return check_deal(tuple(hands))  # type: ignore[arg-type]


def act(state: MatchState, text: str) -> Action:
    """The action ``text`` (see the module docstring) of the seat to act in ``state``."""
    seat = state.to_act
    text = text.strip()
    if ":" in text:
        wanted, text = text.split(":", 1)
        assert int(wanted) == seat, f"script expects seat {wanted} to act, it is seat {seat}"
        text = text.strip()
    if text == "pass":
        return Pass(seat)
    if text == "accept":
        return Accept(seat)
    if text == "redeal":
        return Redeal(seat)
    if text.startswith("choose "):
        return Choose(seat, int(text.split()[1]))
    end = {"<": End.LEFT, ">": End.RIGHT}.get(text[-1])
    if end is not None:
        text = text[:-1]
    a, b = parse_oriented(text)
    return Play(seat, tile(a, b), end, a)


def run(state: MatchState, *texts: str) -> MatchState:
    for t in texts:
        state = state.apply(act(state, t))
    return state


# -- scripted matches ----------------------------------------------------------------------

MAX_DEALS = 64


class Script:
    """A match played from a new match with deals chosen as it goes.

    The engine needs the next deal as soon as a hand ends, so every deal starts as a filler from
    a fixed seed; ``set_deal`` replaces the current one (before its hand is played) and the
    whole match is replayed from its record, so every state is reached by real play.
    """

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.deals: list[Deal] = [_seeded_deal(f"filler {i}") for i in range(MAX_DEALS)]
        self.actions: list[Action] = []
        self.state = self._fold()

    def _fold(self) -> MatchState:
        s = new_match(self.variant, deals=tuple(self.deals))
        for a in self.actions:
            s = s.apply(a)
        return s

    def set_deal(self, d: Deal) -> MatchState:
        """Make ``d`` the deal of the current hand (its actions so far are replayed on it)."""
        self.deals[self.state.deal_count - 1] = d
        self.state = self._fold()
        return self.state

    def do(self, *texts: str) -> MatchState:
        for t in texts:
            a = act(self.state, t)
            self.state = self.state.apply(a)
            self.actions.append(a)
        return self.state

    def apply(self, actions: list[Action]) -> MatchState:
        for a in actions:
            self.state = self.state.apply(a)
            self.actions.append(a)
        return self.state

    def accept_all(self) -> MatchState:
        """Haiti: seats 1..4 accept the deal."""
        return self.do("1:accept", "2:accept", "3:accept", "4:accept")

    def hand(self, built: tuple[Deal, list[Play]]) -> HandResult:
        """Play a hand built by ``circuit_hand``/``path_hand`` (Haiti: accepted first) and
        return its result."""
        d, plays = built
        self.set_deal(d)
        if self.state.phase is Phase.ACCEPT:
            self.accept_all()
        n = len(self.state.results)
        self.apply(plays)
        assert len(self.state.results) == n + 1, "the built hand did not end"
        return self.state.results[-1]

    def search(self, want: Callable[[HandResult], bool], seed: int = 0) -> HandResult:
        """Find (deterministically) a deal and random legal play of the current hand whose
        result satisfies ``want``; keep it. Haiti's acceptance and choice must be done first."""
        n = len(self.state.results)
        before = list(self.actions)
        for k in range(5000):
            self.actions = list(before)
            self.set_deal(_seeded_deal(f"search {seed} {k}"))
            assert self.state.phase is Phase.PLAY, "accept and choose before searching"
            rng = Rng(f"play {seed} {k}")
            while len(self.state.results) == n:
                self.apply([rng.choice(self.state.legal())])
            if want(self.state.results[-1]):
                return self.state.results[-1]
        raise AssertionError("no hand found")  # pragma: no cover


def _seeded_deal(text: str) -> Deal:
    tiles = list(range(28))
    Rng(text).shuffle(tiles)
    return tuple(mask_of(tiles[7 * i : 7 * i + 7]) for i in range(4))  # type: ignore[return-value]


# -- hands built from the tiles left at the end ---------------------------------------------


def _trail(tiles: int, start: int, first: int | None = None) -> list[tuple[int, int]]:
    """An Euler trail through every tile of the mask from number ``start``, as oriented
    (left, right) pairs; ``first`` (a double at ``start``) is put at its front."""
    adj: dict[int, list[int]] = {n: [] for n in range(7)}
    for t in tiles_in(tiles):
        adj[HIGH[t]].append(t)
        if LOW[t] != HIGH[t]:
            adj[LOW[t]].append(t)
    used: set[int] = set()
    stack = [start]
    nodes: list[int] = []
    while stack:
        n = stack[-1]
        while adj[n] and adj[n][-1] in used:
            adj[n].pop()
        if adj[n]:
            t = adj[n].pop()
            used.add(t)
            stack.append(HIGH[t] + LOW[t] - n)
        else:
            nodes.append(stack.pop())
    nodes.reverse()
    assert len(used) == tiles.bit_count(), "the tiles are not one trail"
    pairs = [(nodes[i], nodes[i + 1]) for i in range(len(nodes) - 1)]
    if first is not None:  # a loop at ``start`` can move to the front of the trail
        pairs.remove((start, start))
        pairs.insert(0, (start, start))
    return pairs


def _dealt(opener: int, line: list[tuple[int, int]], left: tuple[int, int, int, int]):
    """Seats play ``line`` left to right in turn from ``opener`` (never passing): each seat is
    dealt what it plays plus what it is ``left`` with."""
    hands = list(left)
    plays = []
    seat = opener
    for i, (a, b) in enumerate(line):
        t = tile(a, b)
        hands[seat - 1] |= 1 << t
        plays.append(Play(seat, t, None if i == 0 else End.RIGHT, a))
        seat = next_seat(seat)
    return check_deal(tuple(hands)), plays  # type: ignore[arg-type]


def circuit_hand(opener: int, left: tuple[str, str, str, str], start: int, forced=False):
    """A hand that ends in a **block** on ``start`` with seat i still holding ``left[i-1]``.

    The other tiles form a closed line from ``start`` back to ``start`` (so ``left`` must use
    each number an even number of times, doubles twice, and no ``start`` tile); seats play it in
    turn from ``opener``, always on the right, without a pass. With ``forced``, ``opener`` holds
    6-6 and opens with it (``start`` must then be 6). Returns the deal and the plays.
    """
    masks = tuple(parse_hand(h) for h in left)
    rest = ALL & ~sum(masks)
    line = _trail(rest, start, DOUBLE_SIX if forced else None)
    return _dealt(opener, line, masks)  # type: ignore[arg-type]


def path_hand(opener: int, left: tuple[str, str, str, str], start: int, last: str | None = None):
    """A hand where ``opener`` goes out, the others still holding ``left`` (the opener's entry
    is ``""``; with 25 tiles on the table each other seat holds one).

    The line runs from ``start``, always growing on the right; ``last`` (written ``"a-b"``
    with ``a`` the number it is played on) is the opener's last tile. A forced double-six hand
    is built when the line's first tile is 6-6 (``start`` 6 and 6-6 not left over).
    """
    masks = tuple(parse_hand(h) for h in left)
    rest = ALL & ~sum(masks)
    tail: list[tuple[int, int]] = []
    if last is not None:
        a, b = parse_oriented(last)
        rest &= ~(1 << tile(a, b))
        tail = [(a, b)]
    first = DOUBLE_SIX if start == 6 and rest >> DOUBLE_SIX & 1 else None
    line = _trail(rest, start, first) + tail
    return _dealt(opener, line, masks)  # type: ignore[arg-type]


# -- the seeded random player ---------------------------------------------------------------


def random_match(
    variant: str, seed: int, player_seed: int | None = None, max_actions: int | None = None
) -> MatchState:
    """A match whose deals come from ``seed``, every decision drawn uniformly from the legal
    actions by our own PRNG seeded with ``player_seed`` (default: ``seed``), to its end or its
    ``max_actions``-th action. Deterministic. A match that would not end (an engine that
    misses a block, or the end of a match: its seats pass forever) fails after ENDLESS actions
    instead of hanging the test run."""
    rng = Rng(f"random player {seed if player_seed is None else player_seed}")
    state = new_match(variant, seed=seed)
    n = 0
    while not state.over and (max_actions is None or n < max_actions):
        assert n < ENDLESS, f"{variant} match of seed {seed} still going after {n} actions"
        state = state.apply(rng.choice(state.legal()))
        n += 1
    return state


ENDLESS = 100_000
"""Actions after which a random match is taken for one that never ends: the longest of 300
seeds' random matches took 3,748 (Chiva) and 1,161 (Haiti)."""


def started(variant: str, d: Deal) -> MatchState:
    """A new match on deal ``d``, accepted by every seat in Haiti: the first tile is next."""
    state = new_match(variant, deals=(d, *(_seeded_deal(f"filler {i}") for i in range(8))))
    if state.phase is Phase.ACCEPT:
        state = run(state, "1:accept", "2:accept", "3:accept", "4:accept")
    return state


# A deal written out in full, for scripted hands (seat 1 holds 6-6).
DEAL = deal(
    "6-6 6-5 5-5 4-0 3-1 2-2 1-0",
    "6-4 5-4 4-4 3-0 2-1 1-1 0-0",
    "6-3 5-3 4-3 3-3 2-0 6-0 5-0",
    "6-2 5-2 4-2 3-2 6-1 5-1 4-1",
)
