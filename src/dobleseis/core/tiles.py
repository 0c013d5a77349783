"""Tiles of the double-six set, their notation and pips.

A tile is an int 0..27 and a set of tiles (a hand, the table) is a 28-bit mask, so that states are
small, immutable and cheap to copy during search. Tile ``a-b`` (a >= b) has id ``a*(a+1)//2 + b``:
``0-0`` is 0 and ``6-6`` is 27. People read and write tiles as ``6-4``; input may be in either
order, output always puts the higher number first.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import Invalid

NUMBERS = range(7)
COUNT = 28
ALL = (1 << COUNT) - 1

HIGH: tuple[int, ...] = tuple(a for a in NUMBERS for _ in range(a + 1))
LOW: tuple[int, ...] = tuple(b for a in NUMBERS for b in range(a + 1))
PIPS: tuple[int, ...] = tuple(h + lo for h, lo in zip(HIGH, LOW))
DOUBLES: int = sum(1 << t for t in range(COUNT) if HIGH[t] == LOW[t])
# SUIT[n]: the seven tiles showing the number n.
SUIT: tuple[int, ...] = tuple(
    sum(1 << t for t in range(COUNT) if n in (HIGH[t], LOW[t])) for n in NUMBERS
)
DOUBLE_SIX = 27


def tile(a: int, b: int) -> int:
    """The id of the tile showing ``a`` and ``b`` (in either order)."""
    if not (0 <= a <= 6 and 0 <= b <= 6):
        raise Invalid("no_such_tile", tile=f"{a}-{b}")
    hi, lo = (a, b) if a >= b else (b, a)
    return hi * (hi + 1) // 2 + lo


def parse_oriented(text: str) -> tuple[int, int]:
    """Read ``"6-4"`` as the numbers in the order written, ``(6, 4)``: a digit, a hyphen and a
    digit, nothing around or between them (``" 6-6"`` and ``"6 - 6"`` are not tiles)."""
    if not isinstance(text, str):
        raise Invalid("tile_not_text", value=text)
    if not (len(text) == 3 and text[1] == "-" and _digit(text[0]) and _digit(text[2])):
        raise Invalid("not_a_tile", value=text)
    a, b = int(text[0]), int(text[2])
    tile(a, b)  # range check
    return a, b


def _digit(c: str) -> bool:
    return "0" <= c <= "9"


def parse_tile(text: str) -> int:
    """Read ``"6-4"`` or ``"4-6"`` as a tile id."""
    return tile(*parse_oriented(text))


def name(t: int) -> str:
    """The canonical notation of a tile, higher number first: ``6-4``."""
    return f"{HIGH[t]}-{LOW[t]}"


def is_double(t: int) -> bool:
    return HIGH[t] == LOW[t]


def other(t: int, n: int) -> int:
    """The number of tile ``t`` that is not the matched number ``n``."""
    return HIGH[t] + LOW[t] - n


def fits(t: int, n: int) -> bool:
    return n == HIGH[t] or n == LOW[t]


def tiles_in(mask: int) -> tuple[int, ...]:
    """The tile ids of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)


def mask_of(tiles: Iterable[int]) -> int:
    m = 0
    for t in tiles:
        m |= 1 << t
    return m


def pips(mask: int) -> int:
    """Sum of both halves of every tile in the mask."""
    return sum(PIPS[t] for t in tiles_in(mask))


def doubles_in(mask: int) -> int:
    return (mask & DOUBLES).bit_count()


def parse_hand(text: str) -> int:
    """Read space-separated tiles (``"6-6 6-5 5-5"``) into a mask; repeats are an error."""
    if not isinstance(text, str):
        raise Invalid("hand_not_text", value=text)
    mask = 0
    for word in text.split():
        t = parse_tile(word)
        if mask >> t & 1:
            raise Invalid("tile_twice_in_hand", tile=name(t))
        mask |= 1 << t
    return mask


def hand_text(mask: int) -> str:
    """A hand as people write it: heaviest tiles first, ``"6-6 6-5 5-5"``."""
    return " ".join(name(t) for t in reversed(tiles_in(mask)))
