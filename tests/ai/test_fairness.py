"""The computer never peeks: structurally (no state in the ai package) and observably (two
states a seat cannot tell apart get the same decision and the same hint)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from ai_positions import in_first_hand
from hypothesis import assume, given, settings, strategies as st

import dobleseis.ai
import dobleseis.ai.analysis
from dobleseis import ai
from dobleseis.ai.sample import Sampler
from dobleseis.ai.search import STRONG, Budget
from dobleseis.core import Phase, new_match, view

FORBIDDEN = {
    "MatchState",
    "HandState",
    "match",
    "hand",
    "new_match",
    "replay_actions",
    "restart_hand",
    "record",
}
AI_DIR = Path(dobleseis.ai.__file__).parent


def imported_names(tree: ast.AST) -> set[str]:
    """Every module and name the source imports."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[-1] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            names |= set((node.module or "").split("."))
            names |= {alias.name for alias in node.names}
    return names


def test_the_ai_package_cannot_reach_the_match_state():
    files = sorted(AI_DIR.glob("*.py"))
    assert len(files) >= 5
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = imported_names(tree)
        assert not names & (FORBIDDEN | {"arena"}), f"{path.name} imports {names & FORBIDDEN}"
        used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        used |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        assert not used & {"MatchState", "HandState"}, f"{path.name} names a state"


def test_the_players_take_a_view_not_a_state():
    import inspect

    for fn in (ai.decide, ai.hint, ai.review, dobleseis.ai.analysis.review):
        first = next(iter(inspect.signature(fn).parameters.values()))
        assert first.name == "view" and first.annotation in ("View", dobleseis.core.View)


def twin(m, seat: int, rand: random.Random):
    """A match that differs from ``m`` only in the hidden tiles ``seat`` cannot see: the same
    actions replayed from a deal whose other hands were re-dealt consistently with the view."""
    v = view(m, seat)
    hands = Sampler(v).sample(rand)
    played_by = [0, 0, 0, 0]
    for mv in m.hand.moves:
        if mv.tile is not None:
            played_by[mv.seat - 1] |= 1 << mv.tile
    deal = tuple(h | p for h, p in zip(hands, played_by))
    other = new_match(m.variant, deals=(deal,))
    for a in m.actions:
        other = other.apply(a)  # raises if the re-deal did not fit the public history
    return other


def twin_views(variant: str, match_seed: int, steps: int, seed: int):
    """The views of the seat to act in a position of a first hand and in its ``twin``."""
    m = in_first_hand(variant, match_seed, steps)
    assume(m.phase is Phase.PLAY)
    seat = m.to_act
    other = twin(m, seat, random.Random(seed))
    assume(other.hand.hands != m.hand.hands)
    return view(m, seat), view(other, seat)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["chiva", "haiti"]),
    st.integers(0, 10**6),
    st.integers(0, 30),
    st.integers(0, 2**32),
)
def test_states_a_seat_cannot_tell_apart_get_the_same_decision_and_hint(
    variant, match_seed, steps, seed
):
    """At a tenth of the release's budget: every path of the search is taken at any budget (the
    worlds, the playouts, the exact endgame), and what is compared is the two answers."""
    v1, v2 = twin_views(variant, match_seed, steps, seed)
    assert v1 == v2
    budget = Budget(work=STRONG.work // 10)
    for level in ai.LEVELS:
        assert ai.decide(v1, level, seed, budget) == ai.decide(v2, level, seed, budget)
    assert ai.hint(v1, seed, budget) == ai.hint(v2, seed, budget)


def test_a_review_reads_only_the_movers_view():
    """The session's review (session/review.py) hands the search each move's ``View``, built by
    ``core.view`` for the seat that moved, and never reads a hand of the state itself: no
    ``hands``, ``hand``, ``dealt`` or ``final`` is read there, and every ``Move`` is made with
    ``view(state, state.to_act)`` (the digest that names a kept review hashes the deal source,
    and gives nothing of it to the search). The search itself lives in this package
    (``analysis``), held by the tests above."""
    import dobleseis.session.review as reviewing

    tree = ast.parse(Path(reviewing.__file__).read_text(encoding="utf-8"))
    read = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    assert not read & {"hands", "hand", "dealt", "final", "deal"}, read & {"hands", "hand"}
    made = [n for n in ast.walk(tree) if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Name) and n.func.id == "Move"]  # fmt: skip
    assert made
    for call in made:
        v = call.args[1]
        assert isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "view"
        assert ast.unparse(v.args[1]) == "state.to_act"


@settings(max_examples=10, deadline=None)
@given(
    st.sampled_from(["chiva", "haiti"]),
    st.integers(0, 10**6),
    st.integers(0, 30),
    st.integers(0, 2**32),
)
def test_states_a_seat_cannot_tell_apart_get_the_same_review(variant, match_seed, steps, seed):
    v1, v2 = twin_views(variant, match_seed, steps, seed)
    played = v1.legal[seed % len(v1.legal)]
    assert ai.review(v1, played, seed) == ai.review(v2, played, seed)
