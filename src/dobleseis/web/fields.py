"""The fields both doors read — a whole number, a seat, an action — read once. Each door says a
field is wrong in its own words: the HTTP API names the field and its value (``not_whole``,
``not_a_seat``), a live message its type and field (``message_field``); ``wrong(key, value)``
makes that refusal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action, Invalid
from ..core.seats import check_seat
from ..session import action_of
from .errors import BadRequest

Wrong = Callable[[str, Any], BadRequest]


def query(params: Any, allowed: frozenset[str] = frozenset()) -> dict[str, str]:
    """A request's query parameters (``request.query_params``), each among ``allowed`` (else
    ``unexpected_parameter``) and given once: one given twice would be read as its last value
    here and perhaps its first by a proxy or a cache before, so it is refused
    (``parameter_twice``), as a key given twice in a body is (``key_twice``)."""
    out: dict[str, str] = {}
    for name, value in params.multi_items():
        if name not in allowed:
            raise BadRequest("unexpected_parameter", parameter=name)
        if name in out:
            raise BadRequest("parameter_twice", parameter=name)
        out[name] = value
    return out


def whole(data: dict, key: str, wrong: Wrong) -> int:
    """``data[key]``, a whole number (not a bool, not a float)."""
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise wrong(key, value)
    return value


def seat(data: dict, key: str, wrong: Wrong) -> int:
    """``data[key]``, a seat from 1 to 4."""
    value = data.get(key)
    try:
        return check_seat(value)
    except Invalid:
        raise wrong(key, value) from None


def action(seat: int, value: Any) -> Action:
    """The action ``value`` (docs/api.md, ACTION) of ``seat``."""
    try:
        return action_of(seat, value)
    except Invalid as e:
        raise BadRequest("bad_action", reason=e) from None
