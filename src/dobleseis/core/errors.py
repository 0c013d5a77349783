"""Errors with a message a player can read, and a code a client can say in the player's language.

A refusal is data, like a hint's reason: a stable ``code`` naming the sentence and the
JSON-able ``fields`` that fill it, so that the browser words it from its own strings (every
language file of the client has a template for every code); ``str(error)`` is the English
sentence, for the command line, the tests and clients that do not know the code.

Every code has its English sentence in ``ENGLISH``, written once: the core's below, and each
layer above adds its own with ``explain`` as it is imported. Once the web app is imported,
``ENGLISH`` holds every code the server can answer.

A refusal that wraps another (``action 3: seat 2 does not hold 6-5``) keeps the inner one
whole in its ``reason`` field, so nothing of it is lost to a client: in JSON the reason is the
inner ``{"code": ..., "fields": ...}``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Sentence = Callable[[dict[str, Any]], str]


def games(quoted: bool = False) -> str:
    """The names of the rule sets, as a sentence says them: ``chiva or haiti`` (each in quotes
    with ``quoted``). Read from ``variants.VARIANTS`` when a sentence is made, so that a rule set
    added there is listed too."""
    from .variants import VARIANTS  # the rule sets import this module: read them when asked

    names = [f'"{n}"' if quoted else n for n in VARIANTS]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


ENGLISH: dict[str, Sentence] = {
    # a value written wrong: a tile, a hand, a deal, a seat, a variant, an action of a record
    "no_such_tile": lambda f: f"{f['tile']} is not a double-six tile",
    "tile_not_text": lambda f: f"a tile is written like 6-4, not {f['value']!r}",
    "not_a_tile": lambda f: f"{f['value']!r} is not a tile (write tiles like 6-4)",
    "hand_not_text": lambda f: f'a hand is written like "6-6 6-5 5-5", not {f["value"]!r}',
    "tile_twice_in_hand": lambda f: f"{f['tile']} appears twice",
    "deal_not_four_hands": lambda f: f"a deal has four hands, not {f['count']}",
    "hand_not_seven_tiles": lambda f: f"seat {f['seat']}'s hand has {f['count']} tiles, not 7",
    "tile_dealt_twice": lambda f: "a tile is dealt twice",
    "deal_not_all_tiles": lambda f: "the deal is not the 28 tiles",
    "deal_not_list": lambda f: 'a deal is a list of four hands like "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    "no_such_seat": lambda f: f"seats are numbered 1 to 4, not {f['value']!r}",
    "no_such_variant": lambda f: f"unknown variant {f['value']!r}: use {games()}",
    "no_deal_source": lambda f: "a match needs a seed or explicit deals",
    "no_deals": lambda f: "a match on explicit deals needs at least one deal",
    "too_many_deals": lambda f: f"a match lists at most {f['limit']} deals, not {f['count']}",
    "seed_and_deals": lambda f: "give a seed or deals, not both",
    "seed_not_whole": lambda f: f"a seed is a whole number of 0 or more, not {f['value']!r}",
    "action_not_object": lambda f: (
        f'an action is an object like {{"seat": 1, "play": "6-6"}}, not {f["value"]!r}'
    ),
    "action_without_seat": lambda f: "the action names no seat",
    "action_kinds": lambda f: "an action has exactly one of play, pass, accept, redeal, choose",
    "action_field": lambda f: f"unexpected field {f['field']!r} in a {f['kind']} action",
    "no_such_end": lambda f: f'end is "left" or "right", not {f["value"]!r}',
    "write_true": lambda f: f'write "{f["kind"]}": true',
    "choose_without_seat": lambda f: 'choose names a seat: "choose": 3',
    # JSON text holding what no layer can carry back (core.strict_json)
    "not_a_json_number": lambda f: f"{f['word']} is not a number JSON allows",
    "number_too_large": lambda f: f"{f['number']} is too large for a number",
    "number_too_long": lambda f: (
        f"a whole number has at most {f['limit']} digits, not {f['digits']}"
    ),
    "key_twice": lambda f: f"the key {f['key']!r} is given twice in one object",
    "lone_surrogate": lambda f: (
        "the text holds a lone UTF-16 surrogate (\\ud800 to \\udfff), which is no character"
    ),
    # an action the rules refuse now (IllegalAction)
    "match_over": lambda f: f"the match is over: team {f['team']} won",
    "deals_played": lambda f: "the match is over: the record's deals are all played",
    "turn_to": lambda f: f"it is seat {f['turn']}'s turn to {f['phase']}, not seat {f['seat']}'s",
    "accept_first": lambda f: f"the deal is being accepted: seat {f['seat']} must accept it first",
    "choose_first": lambda f: f"seat {f['seat']} must first choose who opens",
    "hand_in_play": lambda f: f"the hand is being played: it is seat {f['seat']}'s turn",
    "no_redeal_right": lambda f: (
        f"seat {f['seat']} cannot request a redeal: it holds {f['doubles']} doubles, "
        "not five or more"
    ),
    "choose_self_or_partner": lambda f: (
        f"seat {f['seat']} can choose itself or seat {f['partner']} to open, not seat {f['opener']}"
    ),
    "unknown_action": lambda f: f"unknown action {f['action']}",
    "hand_over": lambda f: "the hand is over",
    "turn_of": lambda f: f"it is seat {f['turn']}'s turn, not seat {f['seat']}'s",
    "cannot_pass": lambda f: f"seat {f['seat']} cannot pass: it can play {' '.join(f['tiles'])}",
    "not_held": lambda f: f"seat {f['seat']} does not hold {f['tile']}",
    "first_tile_no_end": lambda f: "the first tile of a hand takes no end",
    "open_with_double_six": lambda f: f"seat {f['seat']} must open with 6-6",
    "tile_shows_no": lambda f: f"{f['tile']} shows no {f['number']}",
    "does_not_fit": lambda f: (
        f"seat {f['seat']} cannot play {f['tile']}: the ends are {f['ends'][0]} and {f['ends'][1]}"
    ),
    "wrong_end": lambda f: f"{f['tile']} does not fit the {f['end']} end ({f['number']})",
    "say_which_end": lambda f: (
        f"{f['tile']} fits both ends ({f['ends'][0]} and {f['ends'][1]}): say which end"
    ),
    # a record that cannot be read or replayed (RecordError)
    "record_not_json": lambda f: (
        f"not valid JSON: {f['detail']} at line {f['line']} column {f['column']}"
    ),
    "record_too_deep": lambda f: "not a record: its JSON is nested too deeply",
    "record_not_object": lambda f: "a record is a JSON object",
    "record_format": lambda f: f'the record\'s "format" must be "{f["format"]}"',
    "record_field": lambda f: f"unexpected field {f['field']!r} in the record",
    "record_variant": lambda f: f'"variant" must be {games(quoted=True)}, not {f["value"]!r}',
    "record_seed": lambda f: (
        f'"seed" must be a whole number of 0 or more, as a number or as the string of its '
        f"digits (no sign, space or leading zero), not {f['value']!r}"
    ),
    "record_deals": lambda f: '"deals" must be a list of one or more deals',
    "record_too_many_deals": lambda f: (
        f"a record lists at most {f['limit']} deals, not {f['count']}"
    ),
    "record_deal": lambda f: f"deal {f['deal']}: {f['reason']}",
    "record_without_deals": lambda f: 'the record needs a "seed" or "deals"',
    "record_seed_and_deals": lambda f: 'a record has a "seed" or "deals", not both',
    "record_actions": lambda f: '"actions" must be a list',
    "record_action": lambda f: f"action {f['action']}: {f['reason']}",
    # a record of an earlier reading of a rule
    "representative_changed": lambda f: (
        f"seat {f['seat']} went out and chose who opens hand {f['hand']}, but the rules "
        f"now give that choice to seat {f['representative']}: after a domino the winning "
        "team's player with the fewest pips chooses, the smaller seat if equal, and seat "
        f"{f['representative']} was left with 0 pips too"
    ),
}
"""The English sentence of every code, from its fields; a nested ``reason`` reads as its own
sentence. Values a client sent are quoted as Python writes them, as they always were."""


def explain(sentences: dict[str, Sentence]) -> None:
    """Add a layer's codes to ``ENGLISH``. A code names one refusal everywhere, so a layer may
    not reuse one for another sentence: adding a code twice is a mistake caught at import."""
    twice = sorted(ENGLISH.keys() & sentences.keys())
    if twice:
        raise ValueError(f"error codes defined twice: {', '.join(twice)}")
    ENGLISH.update(sentences)


class Refusal(ValueError):
    """Something refused, as ``code`` and ``fields`` (see the module). ``fields`` are the values
    the sentence names; a wrapped refusal is kept whole as ``reason`` (``json`` spells it out).

    A ValueError, so that code checking values the usual way still catches it."""

    def __init__(self, code: str, **fields: Any) -> None:
        super().__init__(ENGLISH[code](fields))
        self.code = code
        self.fields = fields

    def __reduce__(self) -> tuple:
        """Pickle as code and fields (a refusal may cross from a worker process): the default
        would rebuild it from its English sentence, which is not a code."""
        return _rebuild, (type(self), self.__dict__)

    def json(self) -> dict[str, Any]:
        """``{"code": "not_held", "fields": {"seat": 2, "tile": "6-5"}}``, a nested reason the
        same way."""
        fields = {k: v.json() if isinstance(v, Refusal) else v for k, v in self.fields.items()}
        return {"code": self.code, "fields": fields}


def _rebuild(kind: type[Refusal], state: dict) -> Refusal:
    """A pickled refusal back: made without its constructor, which a subclass may extend."""
    refusal = kind.__new__(kind)
    ValueError.__init__(refusal, ENGLISH[state["code"]](state["fields"]))
    refusal.__dict__.update(state)
    return refusal


class Invalid(Refusal):
    """A value that is not written the way it must be (a tile, a deal, a seat, a setting)."""


class IllegalAction(Refusal):
    """The action breaks a rule in the current state; the state is unchanged."""
