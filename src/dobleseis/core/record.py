"""The match record, format ``dobleseis/1``: the single source of truth for a match.

A record is ``(variant, seed or explicit deals, actions)`` in JSON; every state is the fold of
its actions. Reading a record checks every action against the rules and reports the first bad
one by its 1-based number and why. Its seed is a number below 2**53 and the string of its
decimal digits from there on (``deal.seed_json``): a browser reads it exactly, and every record
written before seeds grew to 128 bits is read, and written again, as it was.

This module is the one place that writes a record (``record_of``) and the one place that folds
actions into states (``applied``, and ``replayed`` for the last state): the session's saved
tables, its undo and redo, the log and the replay all go through them, so there is one reading
of a record, not one per caller.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from . import strict_json
from .actions import Accept, Action, Choose, End, Pass, Play, Redeal
from .deal import Deal, deal_text, parse_deal, seed_from_json, seed_json
from .errors import Invalid, Refusal
from .match import MAX_DEALS, MatchState, Phase, new_match
from .seats import check_seat
from .tiles import name, other, parse_oriented, tile
from .variants import VARIANTS

FORMAT = "dobleseis/1"
MAX_BYTES = 1024 * 1024
"""Bytes of a record file read at all, by ``replay`` and by import: a long match is a few
hundred actions of ~40 bytes, and a file of gigabytes (or ``/dev/zero``) must not fill memory."""


class RecordError(Refusal):
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
            start = new_match(self.variant, self.seed, self.deals)
        except Refusal as e:
            raise RecordError(e.code, **e.fields) from None
        return replayed(start, self.actions)


def applied(state: MatchState, actions: Iterable[Action | Any]) -> Iterator[MatchState]:
    """The state after each of ``actions`` in turn, from ``state``. An action is an ``Action``
    or a record's JSON object for one; RecordError names the first one that is malformed or
    breaks a rule (by its 1-based number), and why."""
    for i, raw in enumerate(actions, start=1):
        try:
            state = state.apply(raw if isinstance(raw, Action) else action_from_json(raw))
        except Refusal as e:
            why = what_changed(state, raw, e)
            raise RecordError("record_action", action=i, reason=why) from None
        yield state


def what_changed(state: MatchState, raw: Any, refused: Refusal) -> Refusal:
    """Why the record's action ``raw`` is refused in ``state``: ``representative_changed`` when
    it is a record of the earlier reading of docs/RULES.md §3.3 — the choice of who opens made by
    the seat that went out in the hand before, while the rules give it to its partner (after a
    domino the lightest member of the winning team chooses, equal ⇒ the smaller seat, and a
    partner left with 0-0 alone has 0 pips like the seat that went out); else ``refused``."""
    if not isinstance(raw, dict) or not isinstance(raw.get("seat"), int) or "choose" not in raw:
        return refused
    last = state.results[-1] if state.results else None
    if (
        state.phase is Phase.CHOOSE
        and raw["seat"] != state.to_act
        and last is not None
        and last.kind == "domino"
        and last.seat == raw["seat"]
    ):
        return Refusal(
            "representative_changed",
            seat=raw["seat"],
            hand=state.hand_number,
            representative=state.to_act,
        )
    return refused


def replayed(state: MatchState, actions: Iterable[Action | Any]) -> MatchState:
    """The state after all of ``actions`` from ``state`` (the last one ``applied`` gives)."""
    for state in applied(state, actions):  # noqa: B007, B020 - the last one is the answer
        pass
    return state


def replay_actions(state: MatchState, actions: Iterable[Action | Any]) -> MatchState:
    """Fold ``actions`` over a new match with the same variant and deal source as ``state``."""
    return replayed(new_match(state.variant, state.seed, state.deals), actions)


def restart_hand(state: MatchState) -> MatchState:
    """The current hand from its start: the same deal (an accepted redeal included), the score
    and base from before the hand."""
    return replay_actions(state, state.actions[: state.deal_start])


def action_from_json(raw: Any) -> Action:
    """One action object of a record, e.g. ``{"seat": 2, "play": "6-5", "end": "left"}``."""
    if not isinstance(raw, dict):
        raise Invalid("action_not_object", value=raw)
    if "seat" not in raw:
        raise Invalid("action_without_seat")
    seat = check_seat(raw["seat"])
    kinds = [k for k in ("play", "pass", "accept", "redeal", "choose") if k in raw]
    if len(kinds) != 1:
        raise Invalid("action_kinds")
    kind = kinds[0]
    allowed = {"seat", kind} | ({"end"} if kind == "play" else set())
    extra = sorted(set(raw) - allowed)
    if extra:
        raise Invalid("action_field", field=extra[0], kind=kind)
    value = raw[kind]
    if kind == "play":
        a, b = parse_oriented(value)
        end = raw.get("end")
        if end is not None and end not in ("left", "right"):
            raise Invalid("no_such_end", value=end)
        return Play(seat, tile(a, b), End(end) if end else None, a)
    if value is not True:
        if kind == "choose":
            return Choose(seat, check_seat(value))
        raise Invalid("write_true", kind=kind)
    if kind == "choose":
        raise Invalid("choose_without_seat")
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


def record_of(state: MatchState, actions: Iterable[Action] | None = None) -> dict:
    """The JSON record of ``state``'s match (its variant and deal source) with ``actions``;
    by default the state's own, so that it replays to ``state``. A session saves its whole
    timeline this way, the actions after its cursor included."""
    out: dict[str, Any] = {"format": FORMAT, "variant": state.variant.name}
    if state.seed is not None:
        out["seed"] = seed_json(state.seed)
    if state.deals is not None:
        out["deals"] = [list(hands) for hands in deals_text(state.deals)]
    out["actions"] = [action_to_json(a) for a in (state.actions if actions is None else actions)]
    return out


@functools.lru_cache(maxsize=256)
def deals_text(deals: tuple[Deal, ...]) -> tuple[tuple[str, ...], ...]:
    """A match's explicit deals as text, written once per match rather than on every move (a
    session saves its record and derives its computers' seeds from them at each move)."""
    return tuple(tuple(deal_text(d)) for d in deals)


def parse_record(data: Any) -> Record:
    """Check a decoded JSON record's shape (not yet its actions: ``replay`` does that)."""
    if not isinstance(data, dict):
        raise RecordError("record_not_object")
    if data.get("format") != FORMAT:
        raise RecordError("record_format", format=FORMAT)
    known = {"format", "variant", "seed", "deals", "actions"}
    extra = sorted(set(data) - known)
    if extra:
        raise RecordError("record_field", field=extra[0])
    variant = data.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise RecordError("record_variant", value=variant, games=list(VARIANTS))
    seed = data.get("seed")
    if seed is not None:
        seed = _seed(seed)
    deals = None
    if "deals" in data:
        if not isinstance(data["deals"], list) or not data["deals"]:
            raise RecordError("record_deals")
        if len(data["deals"]) > MAX_DEALS:
            raise RecordError("record_too_many_deals", count=len(data["deals"]), limit=MAX_DEALS)
        parsed = []
        for i, d in enumerate(data["deals"], start=1):
            try:
                parsed.append(parse_deal(d))
            except Refusal as e:
                raise RecordError("record_deal", deal=i, reason=e) from None
        deals = tuple(parsed)
    if seed is None and deals is None:
        raise RecordError("record_without_deals")
    if seed is not None and deals is not None:
        # The deals would be played while the seed's commitments and material, shown to check
        # them, belong to other deals: a fair deal would fail its check.
        raise RecordError("record_seed_and_deals")
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("record_actions")
    return Record(variant, seed, deals, tuple(actions))


def _seed(value: Any) -> int:
    """A record's seed: a whole number of 0 or more, as a number or the string of its digits."""
    seed = seed_from_json(value)
    if seed is None or seed < 0:
        raise RecordError("record_seed", value=value)
    return seed


def loads(text: str) -> Record:
    """The record in a file's ``text``; RecordError for text that is not a record's JSON."""
    try:
        data = strict_json.loads(text)
    except Refusal as e:  # 1e999, a number of 5,000 digits, a lone surrogate
        raise RecordError(e.code, **e.fields) from None
    except json.JSONDecodeError as e:
        raise RecordError("record_not_json", detail=e.msg, line=e.lineno, column=e.colno) from None
    except RecursionError:
        raise RecordError("record_too_deep") from None
    return parse_record(data)


def dumps(state: MatchState) -> str:
    return json.dumps(record_of(state), indent=1, ensure_ascii=False)
