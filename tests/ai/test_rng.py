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
import random
import struct
from pathlib import Path

from ai_positions import in_first_hand, random_state

import dobleseis.ai
from dobleseis import ai
from dobleseis.ai import search
from dobleseis.ai.belief import Belief
from dobleseis.ai.sample import Sampler
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
        ("seat 4 plays 5-5 on the left end", 0.484848485, 0.375, 1320),
        ("seat 4 plays 5-2 on the left end", 0.478409091, 0.325, 1320),
        ("seat 4 plays 5-2 on the right end", 0.475284091, 0.281818182, 1320),
    ]


PINNED = [
    ("chiva", 5, 0),
    ("chiva", 5, 3),
    ("chiva", 5, 11),
    ("chiva", 5, 15),
    ("chiva", 5, 23),
    ("haiti", 6, 6),
    ("haiti", 6, 16),
    ("haiti", 6, 24),
]
"""First hands (variant, match seed, steps) whose searches are pinned below."""


def pinned_views():
    """The views searched by the pinned tests: eight of first hands, and a free lead of a later
    hand in each game."""
    matches = [in_first_hand(*p) for p in PINNED]
    matches += [random_state("haiti", 1, 29), random_state("chiva", 2, 53)]
    return [view(m, m.to_act) for m in matches]


def test_a_seed_replays_the_same_worlds_and_readings():
    """Two hundred worlds a view and the partner's reading of each, to the last bit: the
    sampler and the reading are written for speed, and must keep every draw and every sum."""
    digest = hashlib.sha256()
    for i, v in enumerate(pinned_views()):
        sampler, belief, rand = Sampler(v), Belief(v), random.Random(i)
        for _ in range(200):
            hands = sampler.sample(rand)
            digest.update(f"{hands}|{belief.loglik(hands).hex()}\n".encode())
    assert digest.hexdigest() == "af89e03d117dfe994c3bbecce5b47674996ee6d384b8ed01ec20485fc07289aa"


def test_seeds_replay_the_same_searches_to_the_last_bit():
    """Ten searches, every estimate of every candidate to the last bit of its float: a forced
    and a free lead, the middle of a hand with the partner's plays read, the exact endgame, in
    both games. The search is written for speed (tables, bound names, kept readings); any change
    to a draw, its order or the order of a float sum moves this digest. A smaller budget than a
    server's, so that it runs in about a second; the code is the same."""
    digest = hashlib.sha256()
    worlds = []
    for i, v in enumerate(pinned_views()):
        estimates = search.estimate(v, 100 + i, search.Budget(work=20_000))
        worlds.append(estimates[0].worlds)
        for e in estimates:
            digest.update(f"{e.action}|{e.value.hex()}|{e.win.hex()}|{e.worlds}\n".encode())
    assert worlds == [680, 288, 224, 288, 336, 224, 264, 328, 128, 128]
    assert digest.hexdigest() == (
        "cdc0b93478ee6e8f3d779db5daa8e22d3c218ccd14b98fa12a95b1e79f52fd81"
    )
