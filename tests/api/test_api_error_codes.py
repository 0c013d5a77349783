"""Every refusal as data: a code and the fields that fill its sentence, so that the browser says
it in its player's language (en.js has a template for each code) and not in the server's
English. A refusal that wraps another keeps it whole as its ``reason``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import dobleseis
from dobleseis.core import errors, record
from dobleseis.core.errors import ENGLISH, Refusal
from dobleseis.session import errors as session_errors
from dobleseis.web import errors as web_errors
from dobleseis.web.app import _handlers  # the app's module adds the web layer's codes to ENGLISH
from dobleseis.web.limits import DEFAULTS
from dobleseis.web.refused import Refused

from .helpers import C, H, create, refusal

SRC = Path(dobleseis.__file__).parent
EN_JS = SRC / "web" / "static" / "i18n" / "en.js"
API_MD = Path(__file__).resolve().parents[2] / "docs" / "api.md"
RAISED = re.compile(
    r"\b(Refusal|Invalid|IllegalAction|RecordError|NotAllowed|Outdated|UnknownTable|Stale"
    r'|BadRequest|Forbidden|Taken|Unavailable|Crowded)\(\s*"(\w+)"(?:,\s*(\d{3})\b)?'
)
"""A refusal raised in the source: its class, its code and the status a BadRequest is given."""
RECORD = {"format": "dobleseis/1", "variant": "chiva", "seed": 1}


def answer(r, status: int) -> dict:
    """The code and fields of an error answer with ``status``."""
    assert r.status_code == status, r.text
    refusal(r.json())
    return {k: r.json()[k] for k in ("code", "fields")}


def test_every_code_has_a_sentence_and_is_raised_somewhere():
    """Each refusal names a code with an English sentence, and no sentence is left unused."""
    raised = {code for path in SRC.rglob("*.py") for _, code, _ in RAISED.findall(path.read_text())}
    assert raised == set(ENGLISH)


def test_the_browser_has_words_for_every_code_the_server_answers():
    """en.js words every code, so no refusal reaches a player as the server's English only; and
    it words no code the server does not have (a typo there would never be shown)."""
    block = EN_JS.read_text(encoding="utf-8").split("  errors: {", 1)[1].split("\n  },", 1)[0]
    templates = set(re.findall(r"^    (\w+): ", block, re.M))
    assert sorted(set(ENGLISH) - templates) == [], "codes without a template in en.js"
    assert sorted(templates - set(ENGLISH)) == [], "templates in en.js for no code"


def code_rows() -> list[tuple[str, str]]:
    """(code, fields) of each row of docs/api.md's tables of codes."""
    text = API_MD.read_text(encoding="utf-8").split("A value written wrong:", 1)[1]
    return re.findall(r"^\| `(\w+)` \| ([^|]*) \|", text, re.M)


def test_the_api_document_lists_every_code_the_server_answers():
    """docs/api.md's tables of codes hold each code once, and no code the server does not have:
    a client written from the document meets no code it was not told of."""
    rows = [code for code, _ in code_rows()]
    assert sorted(set(ENGLISH) - set(rows)) == [], "codes missing from docs/api.md"
    assert sorted(set(rows) - set(ENGLISH)) == [], "codes in docs/api.md the server lacks"
    assert len(rows) == len(set(rows)), "a code listed twice"


def nested(code: str, fields: dict, reason: dict) -> dict:
    return {"code": code, "fields": {**fields, "reason": reason}}


@pytest.mark.parametrize(
    "record, status, expected",
    [
        ({**RECORD, "actions": [{"seat": 2, "play": "6-6"}, {"seat": 4, "play": "6-5"}]}, 422,
         nested("record_unreadable", {}, nested("record_action", {"action": 2}, {
             "code": "turn_to", "fields": {"turn": 3, "phase": "play", "seat": 4}}))),
        ({**RECORD, "actions": [{"seat": 1}]}, 422,
         nested("record_unreadable", {}, nested("record_action", {"action": 1}, {
             "code": "action_kinds", "fields": {}}))),
        ({**RECORD, "actions": [{"seat": 2, "play": " 6-6"}]}, 422,
         nested("record_unreadable", {}, nested("record_action", {"action": 1}, {
             "code": "not_a_tile", "fields": {"value": " 6-6"}}))),
        ({**RECORD, "actions": [{"seat": 2, "play": "6 - 6"}]}, 422,
         nested("record_unreadable", {}, nested("record_action", {"action": 1}, {
             "code": "not_a_tile", "fields": {"value": "6 - 6"}}))),
        ({**RECORD, "colour": "red"}, 422,
         nested("record_unreadable", {}, {"code": "record_field", "fields": {"field": "colour"}})),
        ({**RECORD, "format": "dobleseis/2"}, 422,
         nested("record_unreadable", {}, {
             "code": "record_format", "fields": {"format": "dobleseis/1"}})),
        ({"format": "dobleseis/1", "variant": "chiva", "deals": [["6-6 6-5"]]}, 422,
         nested("record_unreadable", {}, nested("record_deal", {"deal": 1}, {
             "code": "deal_not_four_hands", "fields": {"count": 1}}))),
        ({**RECORD, "seed": 2**128}, 400,
         {"code": "seed_out_of_range", "fields": {"value": 2**128, "limit": str(2**128 - 1)}}),
        ({**RECORD, "seed": "01"}, 422,
         nested("record_unreadable", {}, {"code": "record_seed", "fields": {"value": "01"}})),
    ],
)  # fmt: skip
def test_a_malformed_record_is_refused_with_its_code_and_fields(client, record, status, expected):
    r = client.post("/api/matches/import", json={"record": record})
    assert answer(r, status) == expected


def test_an_illegal_move_says_which_rule_it_breaks(client):
    id = create(client, seats=(H, H, H, H), seed=6)["view"]["id"]

    def act(seat, action):
        return client.post(
            f"/api/matches/{id}/act", json={"version": 0, "seat": seat, "action": action}
        )

    assert answer(act(4, {"play": "5-5"}), 422) == {
        "code": "open_with_double_six",
        "fields": {"seat": 4},
    }
    assert answer(act(1, {"play": "3-3"}), 422) == {
        "code": "turn_to",
        "fields": {"turn": 4, "phase": "play", "seat": 1},
    }
    assert answer(act(4, {"play": "6-5"}), 422) == {
        "code": "not_held",
        "fields": {"seat": 4, "tile": "6-5"},
    }
    assert answer(act(4, {"pass": True}), 422) == {
        "code": "cannot_pass",
        "fields": {"seat": 4, "tiles": ["6-6"]},
    }
    assert answer(act(4, {"play": "9-9"}), 400) == nested(
        "bad_action", {}, {"code": "no_such_tile", "fields": {"tile": "9-9"}}
    )


def test_a_stale_command_says_both_versions(client):
    id = create(client, seats=(H, C, H, C), seed=6)["view"]["id"]
    assert client.post(f"/api/matches/{id}/computer", json={"version": 0}).status_code == 200
    r = client.post(f"/api/matches/{id}/undo", json={"version": 0})
    assert answer(r, 409) == {"code": "stale", "fields": {"version": 1, "sent": 0}}


def test_an_unknown_match_and_an_unknown_route(client):
    r = client.get("/api/matches/0123456789abcdef")
    assert answer(r, 404) == {"code": "no_such_match", "fields": {"id": "0123456789abcdef"}}
    r = client.post("/api/tables")
    assert answer(r, 404) == {"code": "no_such_api", "fields": {"path": "/api/tables"}}
    assert answer(client.get("/no-such-file.js"), 404) == {"code": "not_found", "fields": {}}
    r = client.put("/api/matches")
    assert answer(r, 405) == {"code": "method_not_allowed", "fields": {"method": "PUT"}}


KINDS = {name: kind for module in (errors, record, session_errors, web_errors)
         for name, kind in vars(module).items()
         if isinstance(kind, type) and issubclass(kind, Refusal)}  # fmt: skip
SAID = re.compile(r"\b([1-5]\d\d)\*{0,2}((?:,?\s*`\w+`(?:\s*\([^)]*\))?)+)")


def answered_status(kind: str, status: str) -> int | None:
    """The HTTP status of a refusal of the class named ``kind`` raised with ``status`` (a
    BadRequest's), as the app's handlers answer it: None where it depends on where it is raised
    (a record file's reasons, a Refusal the web layer answers itself)."""
    if kind == "BadRequest":
        return int(status or 400)
    if kind == "Invalid":  # a value the client sent: answered as a BadRequest of its code
        return 400
    handlers, refusal = _handlers(Refused(DEFAULTS, lambda: 0.0)), KINDS[kind]
    for base in refusal.__mro__[: refusal.__mro__.index(Refusal)]:
        if base in handlers:
            return handlers[base](None, base("no_such_match", id="k3f9")).status_code
    return None


def answered_statuses() -> dict[str, set[int]]:
    """Each code, with the statuses it is answered with wherever the source raises it."""
    out: dict[str, set[int | None]] = {}
    for path in SRC.rglob("*.py"):
        for kind, code, status in RAISED.findall(path.read_text()):
            out.setdefault(code, set()).add(answered_status(kind, status))
    return {code: statuses for code, statuses in out.items() if None not in statuses}


def said_statuses(text: str) -> list[tuple[int, str]]:
    """(status, code) as a document says them: "**422** `not_public`", "409 `seat_taken`,
    `already_waiting` (...)", and a code's row ending its English with "(429)"."""
    said = [(int(status), code) for status, codes in SAID.findall(text)
            for code in re.findall(r"`(\w+)`", re.sub(r"\([^)]*\)", "", codes))]  # fmt: skip
    rows = re.findall(r"^\| `(\w+)` \|[^|\n]*\|.*\((\d{3})\b[^|\n]*\|$", text, re.M)
    return said + [(int(status), code) for code, status in rows]


def test_the_status_the_documents_give_a_code_is_the_one_it_is_answered_with():
    """Where docs/api.md or the README says a code comes with a status, the server answers it
    with that status wherever it raises it."""
    answered = answered_statuses()
    for doc in (API_MD, API_MD.parents[1] / "README.md"):
        for status, code in said_statuses(doc.read_text(encoding="utf-8")):
            if code in answered:
                assert answered[code] == {status}, (doc.name, code, status, answered[code])


def test_the_statuses_the_documents_give_are_read_from_their_words():
    """The readings the test above rests on: a status and the codes after it (a parenthesis
    skipped), a code's row, and the status each kind of refusal is answered with."""
    text = (
        "**422** `not_public`; 409 `seat_taken`, `already_waiting` (this profile: `id`);"
        " 404 `no_such_pair`\n"
        "| `too_many_hints` | `retry_after` | too many hints: wait {retry_after} s (429) |\n"
    )
    assert said_statuses(text) == [
        (422, "not_public"),
        (409, "seat_taken"),
        (409, "already_waiting"),
        (404, "no_such_pair"),
        (429, "too_many_hints"),
    ]
    assert answered_status("Taken", "") == 409 and answered_status("Outdated", "") == 422
    assert answered_status("BadRequest", "429") == 429 and answered_status("Refusal", "") is None


def raised_fields() -> dict[str, set[frozenset[str]]]:
    """Each code, with the names of the fields it is raised with at each place in the source
    (read from the source's syntax: a call of a refusal's class with the code first)."""
    out: dict[str, set[frozenset[str]]] = {}
    for path in SRC.rglob("*.py"):
        for call in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                    and call.func.id in KINDS and call.args):  # fmt: skip
                continue
            code, names = call.args[0], [k.arg for k in call.keywords]
            if isinstance(code, ast.Constant) and isinstance(code.value, str) and None not in names:
                out.setdefault(code.value, set()).add(frozenset(names))
    return out


def test_the_api_document_gives_each_code_the_fields_it_is_raised_with():
    """The fields docs/api.md names for a code are those the server fills it with, wherever it
    raises it: a client words a code from them (en.js's templates read them by name)."""
    documented = {code: frozenset(re.findall(r"`(\w+)`", said)) for code, said in code_rows()}
    for code, raised in raised_fields().items():
        assert raised == {documented[code]}, (code, documented[code], raised)
