"""Seeded generators of our own, stable across Python versions.

``random.Random`` may change its algorithms between releases; a recorded seed must replay the
same deals and the same computer moves forever, so we own the generators. Seeding goes through
SHA-256 of a text, which also gives the verifiable deal commitments their material.

- ``Rng`` (xoshiro256**): integers, uniform picks and shuffles.
- ``Floats``: uniform floats read from SHAKE-256 blocks (the Haiti opening's values): FIPS 202
  fixes every bit of the stream.

The strong search (``ai/search.py``) draws its hundreds of thousands of floats a move from
``random.Random(seed).random()`` with an int seed: the one part of ``random`` whose sequence
Python promises to keep ("the generator's random() method will continue to produce the same
sequence when the compatible seeder is given the same seed"), and the fastest. With ``Floats``
the Chiva player measured 2.7 points weaker over 2000 hands, with ``Rng`` slower (bench/README.md).
"""

from __future__ import annotations

import hashlib
import struct

_TWO64 = 1 << 64
_M64 = _TWO64 - 1
_UNIT = 1.0 / (1 << 53)


def _digest(seed: int | str | bytes) -> bytes:
    if isinstance(seed, int):
        seed = str(seed)
    if isinstance(seed, str):
        seed = seed.encode()
    return hashlib.sha256(seed).digest()


class Rng:
    """xoshiro256** seeded from the SHA-256 of a text (or of an int's decimal form)."""

    __slots__ = ("_s",)

    def __init__(self, seed: int | str | bytes) -> None:
        digest = _digest(seed)
        s = [int.from_bytes(digest[i : i + 8], "little") for i in range(0, 32, 8)]
        if not any(s):  # the all-zero state is the one xoshiro cannot leave
            s[0] = 1
        self._s = s

    def next64(self) -> int:
        # The state lives in locals and the two rotations are written out: this runs for every
        # tile of every deal and every random pick of a simulation.
        s0, s1, s2, s3 = self._s
        x = (s1 * 5) & _M64
        result = ((((x << 7) | (x >> 57)) & _M64) * 9) & _M64
        t = (s1 << 17) & _M64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        self._s = [s0, s1, s2, ((s3 << 45) | (s3 >> 19)) & _M64]
        return result

    def below(self, n: int) -> int:
        """A uniform int in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _TWO64 - _TWO64 % n
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) * _UNIT

    def shuffle(self, items: list) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.below(len(items))]


_BLOCK = 32  # floats per SHAKE-256 read: a playout draws a few dozen from a fresh stream
_WORDS = struct.Struct(f"<{_BLOCK}Q").unpack


class Floats:
    """Uniform floats in [0, 1), 53 random bits each: block ``k`` of the stream is the
    SHAKE-256 of (SHA-256 of the seed, ``k``), read as 64-bit little-endian words."""

    __slots__ = ("_key", "_block", "_ready")

    def __init__(self, seed: int | str | bytes) -> None:
        self._key = _digest(seed)
        self._block = 0
        self._ready: list[float] = []  # the rest of the current block, next draw last

    def random(self) -> float:
        try:
            return self._ready.pop()
        except IndexError:
            block = hashlib.shake_256(self._key + self._block.to_bytes(8, "little"))
            self._block += 1
            words = _WORDS(block.digest(8 * _BLOCK))
            self._ready = [(w >> 11) * _UNIT for w in reversed(words)]
            return self._ready.pop()
