"""JSON text from outside (a request body, a record file), read into only what every layer can
hold and write back.

Python's ``json`` accepts more than that: ``NaN`` and ``Infinity`` (not JSON at all), numbers
that overflow to infinity (``1e999``), integers too long to be written back as text (Python
refuses to convert more than 4,300 digits) and lone UTF-16 surrogates (``"\\ud800"``), which
no UTF-8 text can carry. Each would pass the checks of the values and then fail while the
answer or the error naming it is written. It also takes the last of two values given for one
key of an object, where other readers take the first: the same text would then mean one thing
to a proxy or a log and another here. ``loads`` refuses each of them at once, with a code.

>>> loads('{"seed": 3, "seats": ["human"]}')
{'seed': 3, 'seats': ['human']}
>>> loads('{"seed": 1e999}')
Traceback (most recent call last):
...
dobleseis.core.errors.Invalid: 1e999 is too large for a number
"""

from __future__ import annotations

import json
import re
from typing import Any

from .errors import Invalid

MAX_DIGITS = 100
"""Digits of an integer. Nothing the project reads is near it (a seed the server takes is below
2**128, 39 digits, and one above 2**53 comes as a string: ``deal.seed_json``), and anything
below Python's conversion limit can be quoted back in an error."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def loads(text: str) -> Any:
    """The value of ``text``; Invalid for the values above, ``json.JSONDecodeError`` for text
    that is not JSON, RecursionError for nesting deeper than Python's stack."""
    value = json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_integer,
                       object_pairs_hook=_object)  # fmt: skip
    _check_text(value)
    return value


def _object(pairs: list[tuple[str, Any]]) -> dict:
    value: dict[str, Any] = {}
    for key, item in pairs:
        if key in value:
            raise Invalid("key_twice", key=_short(key))
        value[key] = item
    return value


def _constant(word: str) -> Any:
    raise Invalid("not_a_json_number", word=word)


def _float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise Invalid("number_too_large", number=_short(text))
    return value


def _integer(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise Invalid("number_too_long", digits=digits, limit=MAX_DIGITS)
    return int(text)


def _short(text: str) -> str:
    return text if len(text) <= 24 else text[:20] + "…"


def _check_text(value: Any) -> None:
    """Refuse a lone surrogate in any string or key (without recursion: nesting may be as deep
    as ``json`` allows)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                raise Invalid("lone_surrogate")
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
