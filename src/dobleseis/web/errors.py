"""The web layer's refusals: a request the API cannot read, and the answers of HTTP itself.

Their codes join the others in ``core.errors.ENGLISH`` (see there); every error the API answers
is ``{"error": <the English sentence>, "code": ..., "fields": {...}}``.
"""

from __future__ import annotations

import json
from typing import Any

from ..core import Refusal
from ..core.errors import explain, games
from ..core.record import FORMAT

explain(
    {
        # a request the API cannot read (BadRequest)
        "json_only": lambda f: "send the body as JSON (Content-Type: application/json)",
        "body_too_large": lambda f: f"the request body is larger than {f['limit']} bytes",
        "body_missing": lambda f: "the request needs a JSON object as its body",
        "body_not_utf8": lambda f: "the request body is not UTF-8 text",
        "body_not_json": lambda f: (
            f"the request body is not valid JSON: {f['detail']} at column {f['column']}"
        ),
        "body_too_deep": lambda f: "the request body is nested too deeply",
        "body_not_object": lambda f: "the request body must be a JSON object",
        "unexpected_field": lambda f: f"unexpected field {f['field']!r}",
        "not_whole": lambda f: f'"{f["key"]}" must be a whole number, not {json.dumps(f["value"])}',
        "not_a_bool": lambda f: f'"{f["key"]}" must be true or false, not {json.dumps(f["value"])}',
        "no_room": lambda f: (
            "the server is short of disk space: nothing new can be kept just now "
            "(the matches under way go on)"
        ),
        "not_text": lambda f: f'"{f["key"]}" must be text, not {json.dumps(f["value"])}',
        "not_a_seat": lambda f: f'"{f["key"]}" is a seat from 1 to 4, not {json.dumps(f["value"])}',
        "unexpected_parameter": lambda f: f"unexpected query parameter {f['parameter']!r}",
        "parameter_twice": lambda f: f"the query parameter {f['parameter']!r} is given twice",
        "step_not_whole": lambda f: f"step is a whole number of 0 or more, not {f['value']!r}",
        "hand_not_whole": lambda f: f"a hand is a whole number of 1 or more, not {f['value']!r}",
        "seat_missing": lambda f: "say which seat asks: ?seat=1",
        "seat_not_1_to_4": lambda f: f"seat is a number from 1 to 4, not {f['value']!r}",
        "variant_missing": lambda f: f'say which game: "variant": {games(quoted=True)}',
        "seed_or_deals": lambda f: 'give a "seed" or "deals", not both',
        "deals_not_list": lambda f: '"deals" is a list of deals, each four hands of seven tiles',
        "bad_deal": lambda f: f"bad deal: {f['reason']}",
        "bad_action": lambda f: f"bad action: {f['reason']}",
        "record_missing": lambda f: (
            f'send the record file as "record": {{"format": "{FORMAT}", ...}}'
        ),
        "secrets_header": lambda f: "Dobleseis-Secrets is up to 64 secrets separated by spaces",
        "no_such_host_command": lambda f: f"unknown host command {f['value']!r}",
        # invitations
        "no_such_invitation": lambda f: f"there is no table with the code {f['invitation']!r}",
        "too_many_tries": lambda f: (
            f"too many wrong codes: try again in {f['retry_after']} seconds"
        ),
        # the live connection's messages
        "hello_first": lambda f: "the first message is a hello with the secrets this device holds",
        "message_not_json": lambda f: "a message is a JSON object",
        "message_not_object": lambda f: 'a message is a JSON object with a "type"',
        "message_too_large": lambda f: f"a message is at most {f['limit']} bytes",
        "unknown_message": lambda f: f"unknown message type {f['type']!r}",
        "message_field": lambda f: f'a {f["type"]} message needs a valid "{f["field"]}"',
        "too_many_messages": lambda f: "too many messages: slow down",
        # the limits of a public server (web/door.py, web/quotas.py)
        "too_many_connections": lambda f: (
            f"too many connections are open from here: try again in {f['retry_after']} seconds"
        ),
        "too_many_requests": lambda f: (
            f"too many requests from here: try again in {f['retry_after']} seconds"
        ),
        "request_timeout": lambda f: (
            f"the request did not all arrive within {f['seconds']:g} seconds"
        ),
        "too_many_creates": lambda f: (
            f"too many new tables from here: try again in {f['retry_after']} seconds"
        ),
        "too_many_tables": lambda f: (
            f"{f['limit']} unfinished tables were started from here already: finish or delete "
            f"one, then try again in {f['retry_after']} seconds"
        ),
        "too_many_spectators": lambda f: (
            f"this table has {f['limit']} watchers already: try again in {f['retry_after']} seconds"
        ),
        "too_many_watching": lambda f: (
            f"{f['limit']} live connections watch from here already: close one, or try again "
            f"in {f['retry_after']} seconds"
        ),
        "too_many_computer_tables": lambda f: (
            f"{f['limit']} tables of four computers from here are playing already: watch one of "
            f"them, or try again in {f['retry_after']} seconds"
        ),
        "too_many_hints": lambda f: (
            f"too many hints for this seat: try again in {f['retry_after']} seconds"
        ),
        "too_many_reads": lambda f: (
            f"too much reading of whole matches from here: try again in {f['retry_after']} seconds"
        ),
        "too_many_reviews_today": lambda f: (
            f"{f['limit']} hands a day may be reviewed from here, and as many were: try again "
            f"in {f['retry_after']} seconds"
        ),
        # a record file that is read but cannot be played on (NotAllowed)
        "record_unreadable": lambda f: f"the record cannot be opened: {f['reason']}",
        # HTTP's own answers
        "no_such_api": lambda f: f"there is no API at {f['path']}",
        "method_not_allowed": lambda f: f"{f['method']} is not allowed here",
        "not_found": lambda f: "not found",
        "http_error": lambda f: f["detail"],
        "not_http": lambda f: "the request could not be read as HTTP/1.1",
        "server_failed": lambda f: "the server failed to handle this request; nothing was changed",
    }
)


class BadRequest(Refusal):
    """The request is malformed (400), or too large (413), or not JSON (415)."""

    def __init__(self, code: str, status: int = 400, **fields: Any) -> None:
        super().__init__(code, **fields)
        self.status = status

    @classmethod
    def of(cls, e: Refusal) -> BadRequest:
        """A lower layer's refusal of a value the client sent (a seat kind, a level, a seed),
        answered as a bad request in the same code and words."""
        return cls(e.code, **e.fields)
