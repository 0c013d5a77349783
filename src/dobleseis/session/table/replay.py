"""Replaying a match step by step with every hand shown — only where that reveals nothing.

A replay shows all four hands at every step, so it is offered only for

- a **finished** match (the state at the cursor is the end of the match): every hand of it is
  over, and a drawn seed is public by then anyway; all of its timeline up to the cursor;
- an **imported** record: whoever sent the file holds its seed or deals and every action in it,
  so showing them teaches nothing new. Only the imported actions replay (steps 0 to
  ``imported``); the moves played on after the import are part of a match in progress, and
  replay only once the match is over.

Anything else is refused: a replay of a match in progress would show hidden tiles.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from ...core import MatchState, new_match
from ...core.deal import seed_json
from ...core.record import applied
from ..errors import NotAllowed
from .log import facts, told
from .table import Table
from .wire import (
    action_json,
    double_next,
    last_result_json,
    line_json,
    move_json,
    tiles_json,
)


def replay_steps(table: Table) -> int:
    """How many actions may be replayed; NotAllowed if none may."""
    if table.closed:
        return table.cursor
    if table.imported:
        return min(table.imported, table.cursor)
    raise NotAllowed("replay_in_progress")


KEPT_STATES = 10_000
"""States kept folded for the replays stepped through last, in all (some 2 KiB each): a replay
is asked one step at a time, and folding a long match from its start at each step cost its
length every time (some 50 ms a step at 1,300 actions, the square of its length to step through
it), which a player scrubbing through a replay paid out of the server's time and of their share
of it (``web.limits.Limits.reading``)."""
_kept: OrderedDict[tuple, list[MatchState]] = OrderedDict()
_kept_lock = threading.Lock()


def folded(table: Table, steps: int) -> list[MatchState]:
    """The states of ``table``'s match from its start through its first ``steps`` actions,
    folded once for every step of its replay: they are a function of its deal source and
    actions, and found again by them (never by an id, which another table may have had)."""
    key = (table.variant, table.seed, table.deals, table.timeline[:steps])
    with _kept_lock:
        states = _kept.get(key)
        if states is not None:
            _kept.move_to_end(key)
            return states
    first = new_match(table.variant, table.seed, table.deals)
    states = [first, *applied(first, key[3])]
    if len(states) > KEPT_STATES:  # a match longer than any played: folded each time
        return states
    with _kept_lock:
        _kept[key] = states
        while sum(len(s) for s in _kept.values()) > KEPT_STATES:
            _kept.popitem(last=False)
    return states


def hand_ends(states: list[MatchState]) -> list[int]:
    """The steps whose action ended a hand, first to last: a replay moves hand by hand through
    them (each shows its hand's result), where step by step a match of Haiti is 400 taps."""
    return [k for k in range(1, len(states)) if len(states[k].results) > len(states[k - 1].results)]


def replay_json(table: Table, step: int, steps: int | None = None) -> dict:
    """The match after its first ``step`` actions, with all four hands shown; ``steps``: how
    many actions may be replayed, when the caller knows better than ``replay_steps`` (a stored
    match the rules refuse from one action on)."""
    steps = replay_steps(table) if steps is None else steps
    if not 0 <= step <= steps:
        raise NotAllowed("no_such_step", steps=steps, step=step)
    states = folded(table, steps)
    before, state = states[max(0, step - 1)], states[step]
    action = table.timeline[step - 1] if step else None
    if state.hand is not None:
        hands = state.hand.hands
    elif state.over:
        hands = state.results[-1].final.hands
    else:  # a Haiti deal being accepted, or its opener being chosen
        hands = state.dealt
    hand = state.hand
    ended = len(state.results) > len(before.results)
    # at the end of a hand its plates still say each seat's last move in it (the winner's
    # last tile): that hand's moves, not the next one's, none of which is made yet
    played = state.results[-1].final if ended else hand
    seed = table.seed
    return {
        "id": table.id,
        "variant": table.variant,
        "title": state.variant.title,
        "seed": None if seed is None else seed_json(seed),
        "seats": list(table.seats),
        "names": [c.name for c in table.seating.chairs],
        "step": step,
        "steps": steps,
        "action": None if action is None else action_json(action, with_seat=True),
        "text": None if action is None else told(before, action),
        "on": None if action is None else facts(before, action).get("on"),
        "phase": state.phase.value,
        "to_act": state.to_act,
        "hands": [tiles_json(h) for h in hands],
        "line": [] if hand is None else line_json(hand.line),
        "ends": None if hand is None or hand.ends is None else list(hand.ends),
        "moves": [] if played is None else [move_json(m) for m in played.moves],
        "score": list(state.score),
        "base": state.base,
        "double_next": double_next(state),
        "hand_number": state.hand_number,
        "commitment": state.deal_commitment,
        "seed_material": state.deal_material,
        "last_result": last_result_json(state.results, seed, state.variant),
        "ended": ended,
        "over": state.over,
        "winner": state.winner,
        "hand_ends": hand_ends(states),
    }
