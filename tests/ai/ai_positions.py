"""Random reachable positions for the ai tests, built with the core engine."""

from __future__ import annotations

import random

from dobleseis.core import Accept, MatchState, Phase, new_match


def random_state(variant: str, seed: int, steps: int) -> MatchState:
    """A match after up to ``steps`` uniformly random legal actions, stopping before an action
    that would end the match (so someone is always to act)."""
    rand = random.Random(seed)
    m = new_match(variant, seed=seed)
    for _ in range(steps):
        legal = m.legal()
        nxt = m.apply(legal[int(rand.random() * len(legal))])
        if nxt.over:
            break
        m = nxt
    return m


def in_first_hand(variant: str, seed: int, steps: int) -> MatchState:
    """A position inside the first hand of a match (Haiti: every deal accepted)."""
    m = new_match(variant, seed=seed)
    rand = random.Random(seed)
    for _ in range(steps):
        if m.phase is Phase.ACCEPT:
            m = m.apply(Accept(m.to_act))
            continue
        legal = m.legal()
        nxt = m.apply(legal[int(rand.random() * len(legal))])
        if nxt.results or nxt.over:
            break
        m = nxt
    return m
