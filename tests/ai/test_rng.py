"""A seed replays the same computer moves forever: the players draw from the project's own
generators (``core.rng.Rng`` for picks, ``core.rng.Floats`` for the Haiti opening), and the
search from ``random.Random(seed).random()`` alone, the one sequence of Python's ``random`` that
Python promises to keep; nothing else of ``random``, whose other algorithms may change.

The pinned figures below are what the players draw for a fixed position and seed. They change
only when the players themselves are changed on purpose; then they are updated with that change,
and the commit says why.
"""

from __future__ import annotations

import ast
import hashlib
import struct
from pathlib import Path

from ai_positions import random_state

import dobleseis.ai
from dobleseis import ai
from dobleseis.ai import search
from dobleseis.core import view
from dobleseis.core.rng import Floats, Rng

AI_DIR = Path(dobleseis.ai.__file__).parent
PACKAGE_RANDOM = {"seed", "getstate", "setstate"}
"""What ``peers.py`` may do with the ``random`` module: seed the global generator that the
``dominoes`` package's own players draw from (and put it back). It draws nothing itself."""


def random_uses(tree: ast.AST) -> tuple[bool, set[str]]:
    """Whether the source imports ``random``, and which of its attributes it uses."""
    imported = any(
        isinstance(n, ast.Import)
        and any(a.name.split(".")[0] == "random" for a in n.names)
        or isinstance(n, ast.ImportFrom)
        and (n.module or "").split(".")[0] == "random"
        for n in ast.walk(tree)
    )
    used = {
        n.attr
        for n in ast.walk(tree)
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "random"
    }
    return imported, used


def test_the_players_draw_only_from_the_projects_generator():
    files = sorted(AI_DIR.rglob("*.py"))
    assert len(files) >= 5
    for path in files:
        imported, used = random_uses(ast.parse(path.read_text(encoding="utf-8")))
        if path.name == "peers.py":
            assert used <= PACKAGE_RANDOM, f"peers.py draws from random: {used - PACKAGE_RANDOM}"
            continue
        if path.name == "search.py":  # random.Random(int).random(): a sequence Python keeps
            assert used <= {"Random"}, f"search.py uses random's {used - {'Random'}}"
            continue
        assert not imported and not used, f"{path.name} uses Python's random module"


def test_the_generator_is_xoshiro256_starstar():
    """The reference output of xoshiro256** from the state (1, 2, 3, 4), then our seeding."""
    r = Rng.__new__(Rng)
    r._s = [1, 2, 3, 4]
    assert [r.next64() for _ in range(5)] == [
        11520,
        0,
        1509978240,
        1215971899390074240,
        1216172134540287360,
    ]
    r = Rng("dobleseis")
    assert [r.next64() for _ in range(2)] == [9919081968913115756, 11978632035556299845]


def test_the_float_stream_is_shake256_of_the_seed():
    """Block k is SHAKE-256(SHA-256(seed) + k as 8 little-endian bytes): 32 words, each read as
    a float from its top 53 bits."""
    key = hashlib.sha256(b"dobleseis").digest()
    words = [
        w
        for k in range(2)
        for w in struct.unpack("<32Q", hashlib.shake_256(key + k.to_bytes(8, "little")).digest(256))
    ]
    f = Floats("dobleseis")
    drawn = [f.random() for _ in range(64)]
    assert drawn == [(w >> 11) / 2**53 for w in words]
    assert drawn[:2] == [0.09582785028392216, 0.7842538560929601]
    assert drawn[32] == 0.3003791450583033
    assert Floats(5).random() == Floats("5").random()  # an int seed is its decimal text
    assert all(0.0 <= x < 1.0 for x in drawn)


def test_a_seed_replays_the_same_random_moves():
    m = random_state("chiva", 4, 11)
    v = view(m, m.to_act)
    picks = [v.legal.index(ai.decide(v, "random", s)) for s in range(12)]
    assert picks == [1, 2, 0, 2, 2, 0, 0, 2, 1, 2, 1, 1]


def test_a_seed_replays_the_same_strong_search():
    """Every sampled world and every playout draw goes into these averages: a single draw from
    another generator would move them."""
    m = random_state("chiva", 4, 11)
    v = view(m, m.to_act)
    got = [
        (str(e.action), round(e.value, 9), round(e.win, 9), e.worlds)
        for e in search.estimate(v, 42)
    ]
    assert got == [
        ("seat 4 plays 5-5 on the left end", 0.485606061, 0.381060606, 1320),
        ("seat 4 plays 5-2 on the left end", 0.482717803, 0.358333333, 1320),
        ("seat 4 plays 5-2 on the right end", 0.480918561, 0.335606061, 1320),
    ]
