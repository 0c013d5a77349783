"""The match record, format ``dobleseis/1``: the single source of truth for a match.

A record is ``(variant, seed or explicit deals, actions)`` in JSON; every state is the fold of
its actions. Reading a record checks every action against the rules and reports the first bad
one by its 1-based number and why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .actions import Accept, Action, Choose, End, Pass, Play, Redeal
from .deal import Deal, deal_text, parse_deal
from .errors import IllegalAction
from .match import MatchState, new_match
from .seats import check_seat
from .tiles import name, other, parse_oriented, tile

FORMAT = "dobleseis/1"


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says where and why."""


@dataclass(frozen=True, slots=True)
class Record:
    variant: str
    seed: int | None
    deals: tuple[Deal, ...] | None
    actions: tuple[dict, ...]  # as written; checked one by one while replaying

    def replay(self) -> MatchState:
        """Fold the actions; raise RecordError naming the first action that breaks a rule."""
        try:
            state = new_match(self.variant, self.seed, self.deals)
        except (ValueError, IllegalAction) as e:
            raise RecordError(str(e)) from None
        for i, raw in enumerate(self.actions, start=1):
            try:
                state = state.apply(action_from_json(raw))
            except (ValueError, IllegalAction) as e:
                raise RecordError(f"action {i}: {e}") from None
        return state


def action_from_json(raw: Any) -> Action:
    """One action object of a record, e.g. ``{"seat": 2, "play": "6-5", "end": "left"}``."""
    if not isinstance(raw, dict):
        raise ValueError(f"an action is an object like {{\"seat\": 1, \"play\": \"6-6\"}}, not {raw!r}")
    if "seat" not in raw:
        raise ValueError("the action names no seat")
    seat = check_seat(raw["seat"])
    kinds = [k for k in ("play", "pass", "accept", "redeal", "choose") if k in raw]
    if len(kinds) != 1:
        raise ValueError("an action has exactly one of play, pass, accept, redeal, choose")
    kind = kinds[0]
    allowed = {"seat", kind} | ({"end"} if kind == "play" else set())
    extra = sorted(set(raw) - allowed)
    if extra:
        raise ValueError(f"unexpected field {extra[0]!r} in a {kind} action")
    value = raw[kind]
    if kind == "play":
        a, b = parse_oriented(value)
        end = raw.get("end")
        if end is not None and end not in ("left", "right"):
            raise ValueError(f'end is "left" or "right", not {end!r}')
        return Play(seat, tile(a, b), End(end) if end else None, a)
    if value is not True:
        if kind == "choose":
            return Choose(seat, check_seat(value))
        raise ValueError(f'write "{kind}": true')
    if kind == "choose":
        raise ValueError("choose names a seat: \"choose\": 3")
    return {"pass": Pass, "accept": Accept, "redeal": Redeal}[kind](seat)


def action_to_json(action: Action) -> dict:
    """An action as a record writes it; the opening tile is written left number first."""
    if isinstance(action, Play):
        out: dict[str, Any] = {"seat": action.seat}
        t = action.tile
        if action.left is not None:
            out["play"] = f"{action.left}-{other(t, action.left)}"
        else:
            out["play"] = name(t)
        if action.end is not None:
            out["end"] = action.end.value
        return out
    if isinstance(action, Choose):
        return {"seat": action.seat, "choose": action.opener}
    key = {Pass: "pass", Accept: "accept", Redeal: "redeal"}[type(action)]
    return {"seat": action.seat, key: True}


def record_of(state: MatchState) -> dict:
    """The JSON record that replays to ``state``."""
    out: dict[str, Any] = {"format": FORMAT, "variant": state.variant.name}
    if state.seed is not None:
        out["seed"] = state.seed
    if state.deals is not None:
        out["deals"] = [deal_text(d) for d in state.deals]
    out["actions"] = [action_to_json(a) for a in state.actions]
    return out


def parse_record(data: Any) -> Record:
    """Check a decoded JSON record's shape (not yet its actions: ``replay`` does that)."""
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f'the record\'s "format" must be "{FORMAT}"')
    known = {"format", "variant", "seed", "deals", "actions"}
    extra = sorted(set(data) - known)
    if extra:
        raise RecordError(f"unexpected field {extra[0]!r} in the record")
    variant = data.get("variant")
    if variant not in ("chiva", "haiti"):
        raise RecordError(f'"variant" must be "chiva" or "haiti", not {variant!r}')
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
        raise RecordError(f'"seed" must be a whole number of 0 or more, not {seed!r}')
    deals = None
    if "deals" in data:
        if not isinstance(data["deals"], list) or not data["deals"]:
            raise RecordError('"deals" must be a list of one or more deals')
        parsed = []
        for i, d in enumerate(data["deals"], start=1):
            try:
                parsed.append(parse_deal(d))
            except ValueError as e:
                raise RecordError(f"deal {i}: {e}") from None
        deals = tuple(parsed)
    if seed is None and deals is None:
        raise RecordError('the record needs a "seed" or "deals"')
    if seed is not None and deals is not None:
        # The deals would be played while the seed's commitments and material, shown to check
        # them, belong to other deals: a fair deal would fail its check.
        raise RecordError('a record has a "seed" or "deals", not both')
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError('"actions" must be a list')
    return Record(variant, seed, deals, tuple(actions))


def loads(text: str) -> Record:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise RecordError("not a record: its JSON is nested too deeply") from None
    return parse_record(data)


def dumps(state: MatchState) -> str:
    return json.dumps(record_of(state), indent=1, ensure_ascii=False)
