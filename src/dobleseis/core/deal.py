"""Deals: 28 tiles shuffled uniformly, seven to each seat.

Deal number ``k`` (0-based) of a match with seed ``s`` is a pure function of ``(s, k)``, so
replaying a seed reproduces every deal (redeals included) whatever else happened.

The deal is shuffled from its *seed material*: a 64-hex-digit secret derived one way from
``(s, k)``. The SHA-256 of the material is a commitment that can be shown before the hand; the
material itself can be shown after it, and anyone can then recompute both the commitment and the
deal — without learning the match seed, so later deals stay secret.

A seed is any whole number of 0 or more; the material is written from its decimal digits, so a
seed replays the same deals however it was written down. In JSON (records, views, requests) a
seed below 2**53 is a number, as it always was, and a larger one is the string of its decimal
digits (``seed_json``): JavaScript reads every JSON number as a double, exact only below 2**53,
and a browser must show, copy and send back the very seed it was given.
"""

from __future__ import annotations

import hashlib
import math
import re
from typing import Any

from .errors import Invalid
from .strict_json import MAX_DIGITS
from .tiles import ALL, COUNT, hand_text, parse_hand

Deal = tuple[int, int, int, int]  # the four hands as masks, seat 1 first


def seed_material(seed: int, index: int) -> str:
    """The secret the ``index``-th deal (0-based) of a match with ``seed`` is shuffled from."""
    return hashlib.sha256(f"dobleseis/1 deal {seed} {index}".encode()).hexdigest()


EXACT_IN_JSON = 2**53
"""Whole numbers below it are exact in every JSON reader (JavaScript's numbers are doubles)."""

SEED_DIGITS = MAX_DIGITS
"""The most digits a seed written as a string may have: as many as a JSON integer may, so
reading one is cheap and an error can quote it back."""

_SEED_TEXT = re.compile(f"0|[1-9][0-9]{{0,{SEED_DIGITS - 1}}}")


def seed_json(seed: int) -> int | str:
    """``seed`` as JSON: a number below 2**53, which every reader holds exactly (the records
    and views of every seed there was before 128-bit seeds are written as they were), and from
    there on the string of its decimal digits, which a browser holds exactly where it would
    round a number."""
    return seed if seed < EXACT_IN_JSON else str(seed)


def seed_from_json(value: Any) -> int | None:
    """The whole number a JSON ``value`` writes as a seed — an integer (a negative one too, for
    the caller to refuse as out of range), or a string of ASCII decimal digits with no sign,
    space or leading zero (one spelling per seed, the one ``seed_json`` writes), at most
    ``SEED_DIGITS`` long — else None (true, 1.5, "12a", "+1", "007")."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _SEED_TEXT.fullmatch(value):
        return int(value)
    return None


def commitment_of(material: str) -> str:
    """SHA-256 (hex) of a deal's seed material: fixes the deal before play without revealing it."""
    return hashlib.sha256(material.encode()).hexdigest()


def commitment(seed: int, index: int) -> str:
    return commitment_of(seed_material(seed, index))


_ORDERS = math.factorial(COUNT)  # the number of orders of the 28 tiles
_LIMIT = (1 << 256) - (1 << 256) % _ORDERS  # below it, x % _ORDERS is uniform


def deal_from_material(material: str) -> Deal:
    """Shuffle from the material: SHA-256 gives 256 bits, read as one uniform order of the 28
    tiles (its digits in the factorial number system drive Fisher–Yates). One hash instead of
    27 draws from a generator keeps deals cheap for simulations that deal many hands."""
    counter = 0
    while True:  # a retry is needed with probability below 1e-47
        digest = hashlib.sha256(f"{material} {counter}".encode()).digest()
        x = int.from_bytes(digest, "big")
        if x < _LIMIT:
            return order_deal(x % _ORDERS)
        counter += 1


def order_deal(index: int) -> Deal:
    """The deal of the ``index``-th order of the tiles (0 ≤ index < 28!): Fisher–Yates from the
    last position down, positions 0–6 to seat 1, 7–13 to seat 2, and so on."""
    tiles = list(range(COUNT))
    hands = [0, 0, 0, 0]
    for i in range(COUNT - 1, 0, -1):
        index, j = divmod(index, i + 1)
        t = tiles[j]
        tiles[j] = tiles[i]
        hands[i // 7] |= 1 << t  # position i is final now
    hands[0] |= 1 << tiles[0]
    return (hands[0], hands[1], hands[2], hands[3])


def deal_from_seed(seed: int, index: int) -> Deal:
    return deal_from_material(seed_material(seed, index))


def check_deal(hands: Deal) -> Deal:
    """Raise Invalid unless ``hands`` are 28 distinct tiles in four sevens."""
    if len(hands) != 4:
        raise Invalid("deal_not_four_hands", count=len(hands))
    seen = 0
    for i, h in enumerate(hands, start=1):
        if h.bit_count() != 7:
            raise Invalid("hand_not_seven_tiles", seat=i, count=h.bit_count())
        if seen & h:
            raise Invalid("tile_dealt_twice")
        seen |= h
    if seen != ALL:  # pragma: no cover - implied by 4 disjoint sevens
        raise Invalid("deal_not_all_tiles")
    return tuple(hands)  # type: ignore[return-value]


def parse_deal(hands: list[str]) -> Deal:
    if not isinstance(hands, list) or not all(isinstance(h, str) for h in hands):
        raise Invalid("deal_not_list")
    return check_deal(tuple(parse_hand(h) for h in hands))  # type: ignore[arg-type]


def deal_text(hands: Deal) -> list[str]:
    return [hand_text(h) for h in hands]
