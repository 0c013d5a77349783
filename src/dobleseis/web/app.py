"""The web app: the static browser client at ``/`` and the table API of docs/api.md.

Every request is checked before it touches a table: a malformed body or field is a 400, an
unknown match a 404, a command against an old version a 409 (nothing changes), an action the
rules or the table refuse a 422 saying why, a body over ``MAX_BODY`` bytes a 413, and a 503 while
the match database cannot be reached. Errors are
``{"error": "<one sentence>", "code": ..., "fields": {...}}`` (see ``core.errors``); whatever
else goes wrong is answered with a 500 of the same shape (``server_failed``, and logged by the
server) — a traceback never reaches a client.

Game work (reading a match from the store, replays, commits) runs in a worker thread, one trip
per request, so that a commit waiting for the disk holds up no other table. The computer players
and hints are the tables' (``TableService.computer``, ``TableService.hint``: their decider thinks,
in worker processes when it has them); the web layer never calls them itself.

The endpoints are the methods of ``Api``, grouped as a reader looks for them: the matches, one
match as it stands, changes to one match. ``create_app`` puts them behind their routes, with
the answers to errors and the client's files.
"""

from __future__ import annotations

import contextlib
import json
import mimetypes
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Match, Mount, Route, WebSocketRoute

from ..core import IllegalAction, Invalid, Refusal, strict_json
from ..core.deal import parse_deal
from ..core.record import MAX_BYTES, RecordError
from ..core.seats import SEATS
from ..core.variants import VARIANTS
from ..session import (
    Crowded,
    Device,
    Forbidden,
    NotAllowed,
    Opened,
    Pacer,
    Rooms,
    Seating,
    SqliteStore,
    Stale,
    Table,
    TableService,
    Taken,
    Unavailable,
    UnknownTable,
    action_json,
    hint_json,
    table_json,
    view_json,
)
from ..session.keys import SECRET_LENGTH, key_of, read_code
from ..session.public import PublicService
from ..session.stats import statistics
from ..session.table.seating import check_pace
from . import fields
from .errors import BadRequest
from .files import ClientFiles
from .guard import HEADERS, Guard
from .invitation import invitation_json, link_of
from .limits import DEFAULTS, Limits, Shares, Tries
from .live import Live
from .peers import Peers, address_of, is_local
from .quotas import Quotas
from .refused import QUOTAS, Refused
from .watching import Watching

STATIC = Path(__file__).parent / "static"
# The web app manifest's type, whatever the system's mime.types says (StaticFiles asks mimetypes).
mimetypes.add_type("application/manifest+json", ".webmanifest")
MAX_BODY = 64 * 1024
"""Bytes. The largest legitimate command, a create with explicit deals, is well under 4 KiB."""


def _json(data: Any, status: int = 200, headers: dict | None = None) -> JSONResponse:
    """An API answer. Never cached: a view holds a seat's tiles, and on a shared device the
    browser's cache must not keep them for the next person."""
    return JSONResponse(data, status, headers={"Cache-Control": "no-store", **(headers or {})})


def _error(status: int, e: Refusal) -> JSONResponse:
    """An error answer: the English sentence, and the code and fields to say it otherwise."""
    return _json({"error": str(e), **e.json()}, status)


SECRETS_HEADER = "dobleseis-secrets"
MAX_SECRETS = 64


def keys_of(text: str | None) -> frozenset[str]:
    """The keys (hashes) of the secrets a device sent: up to MAX_SECRETS tokens separated by
    spaces; anything else is a 400."""
    if not text:
        return frozenset()
    tokens = text.split()
    if len(tokens) > MAX_SECRETS or any(len(t) > 2 * SECRET_LENGTH for t in tokens):
        raise BadRequest("secrets_header")
    return frozenset(key_of(t) for t in tokens)


def _keys(request: Request) -> frozenset[str]:
    return keys_of(request.headers.get(SECRETS_HEADER))


def _device(request: Request) -> Device:
    """Who sends the request: the secrets it holds, and whether it is this computer (the real
    peer, see ``peers``)."""
    return Device(_keys(request), is_local(request))


# -- reading requests ------------------------------------------------------------------------
def _digits(text: str) -> bool:
    """0-9 only: ``str.isdigit`` also takes "²" and other digits ``int`` refuses."""
    return text.isascii() and text.isdigit()


async def _body(request: Request, allowed: set[str], limit: int = MAX_BODY) -> dict:
    """The JSON object of a request body, at most ``limit`` bytes, with only ``allowed`` keys.

    It must say it is JSON: a page elsewhere can make a browser post a plain-text form here
    without asking first, but not one that says ``application/json``."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise BadRequest("json_only", 415)
    declared = request.headers.get("content-length")
    if declared is not None and _digits(declared) and (len(declared) > 18 or int(declared) > limit):
        raise BadRequest("body_too_large", 413, limit=limit)
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise BadRequest("body_too_large", 413, limit=limit)
    if not data.strip():
        raise BadRequest("body_missing")
    try:
        body = strict_json.loads(data.decode("utf-8"))
    except Invalid as e:  # NaN, 1e999, a number of 5,000 digits, a lone surrogate
        raise BadRequest.of(e) from None
    except UnicodeDecodeError:
        raise BadRequest("body_not_utf8") from None
    except json.JSONDecodeError as e:
        raise BadRequest("body_not_json", detail=e.msg, column=e.colno) from None
    except RecursionError:
        raise BadRequest("body_too_deep") from None
    if not isinstance(body, dict):
        raise BadRequest("body_not_object")
    extra = sorted(set(body) - allowed)
    if extra:
        raise BadRequest("unexpected_field", field=extra[0])
    return body


def _not_whole(key: str, value: Any) -> BadRequest:
    return BadRequest("not_whole", key=key, value=value)


def _not_a_seat(key: str, value: Any) -> BadRequest:
    return BadRequest("not_a_seat", key=key, value=value)


def _seat(body: dict, key: str = "seat") -> int:
    return fields.seat(body, key, _not_a_seat)


def _viewer(body: dict) -> int | None:
    return None if body.get("viewer") is None else _seat(body, "viewer")


def _query_step(request: Request) -> int:
    text = fields.query(request.query_params, frozenset({"step"})).get("step") or "0"
    if not (_digits(text) and len(text) <= 9):
        raise BadRequest("step_not_whole", value=text)
    return int(text)


def _hand(text: str) -> int:
    """A hand number (1 or more) as sent in a path or a message."""
    if not (_digits(text) and len(text) <= 6) or int(text) < 1:
        raise BadRequest("hand_not_whole", value=text[:40])
    return int(text)


def _query_seat(request: Request, required: bool) -> int | None:
    text = fields.query(request.query_params, frozenset({"seat"})).get("seat")
    if text is None or text == "":
        if required:
            raise BadRequest("seat_missing")
        return None
    if not (len(text) == 1 and text in "1234"):
        raise BadRequest("seat_not_1_to_4", value=text)
    return int(text)


def _no_query(request: Request) -> None:
    fields.query(request.query_params)


async def _command(request: Request, allowed: set[str]) -> tuple[dict, int]:
    """The body of a change to a match, with ``allowed`` and the ``version`` it is meant for."""
    _no_query(request)
    body = await _body(request, allowed | {"version"})
    return body, fields.whole(body, "version", _not_whole)


# -- the API ---------------------------------------------------------------------------------
class Api:
    """The endpoints of docs/api.md over ``tables``. ``rooms``: who is connected to each
    table; ``tries``: the wrong invitation codes per address; ``public_url``: the address other
    devices open (None: the one each request came to); ``quotas``: the tables each address may
    make; ``shares``: the hints each seat may ask, the reads and reviews each address may."""

    def __init__(self, tables: TableService, rooms: Rooms, tries: Tries,
                 public_url: str | None, quotas: Quotas, shares: Shares) -> None:  # fmt: skip
        self.tables = tables
        self.rooms = rooms
        self.tries = tries
        self.quotas = quotas
        self.shares = shares
        self.public_url = public_url
        one = "/api/matches/{id}"
        code = "/api/invitations/{code}"
        # every endpoint, in the order they are tried; not_found answers the rest of /api/
        self.routes = [
            Route("/api/matches", self.create, methods=["POST"]),
            Route("/api/matches", self.listing, methods=["GET"]),
            Route("/api/matches/import", self.import_record, methods=["POST"]),
            Route("/api/stats", self.stats, methods=["GET"]),
            Route(one, self.show, methods=["GET"]),
            Route(one, self.delete, methods=["DELETE"]),
            Route(f"{one}/act", self.act, methods=["POST"]),
            Route(f"{one}/computer", self.computer, methods=["POST"]),
            Route(f"{one}/undo", self.undo, methods=["POST"]),
            Route(f"{one}/redo", self.redo, methods=["POST"]),
            Route(f"{one}/restart", self.restart, methods=["POST"]),
            Route(f"{one}/hint", self.hint, methods=["GET"]),
            Route(f"{one}/log", self.game_log, methods=["GET"]),
            Route(f"{one}/record", self.record, methods=["GET"]),
            Route(f"{one}/replay", self.replay, methods=["GET"]),
            Route(f"{one}/hands/{{hand}}/review", self.review, methods=["GET"]),
            Route(f"{one}/accuracy", self.accuracy, methods=["GET"]),
            Route(f"{one}/table", self.table, methods=["GET"]),
            Route(f"{one}/host", self.host, methods=["POST"]),
            Route(f"{one}/rejoin", self.make_rejoin, methods=["POST"]),
            Route(f"{one}/adopt", self.adopt, methods=["POST"]),
            Route(code, self.invitation, methods=["GET"]),
            Route(f"{code}/claim", self.claim, methods=["POST"]),
        ]

    def base_url(self, request: Request) -> str:
        return self.public_url or str(request.base_url)

    def _read(self, request: Request) -> Callable[..., Any]:
        """Calls that read matches whole, charged to the asking address (``Shares.reader``)."""
        return self.shares.reader(address_of(request), is_local(request))

    def _created(self, request: Request, opened: Opened) -> Response:
        """A new table, its secrets (to this device only, once) and its invitation. The view is
        the only here seat's; with several here seats (hot seat) or none the public view: no
        tiles reach the page before its player says "I am seat N". Made in a worker thread:
        the invitation's QR code takes milliseconds, the rooms may be read from Redis."""
        table = opened.table
        here = sorted(opened.seats)
        viewer = here[0] if len(here) == 1 else None
        invited = any(c.kind == "invited" for c in table.seating.chairs)
        return _json(
            {
                "id": table.id,
                "view": view_json(table, viewer),
                "table": table_json(table, self.rooms.live(table.id, table)),
                "secrets": {"host": opened.host,
                            "seats": {str(s): t for s, t in sorted(opened.seats.items())}},
                "invitation": invitation_json(table, self.base_url(request)) if invited else None,
            },
            201,
        )  # fmt: skip

    # -- the matches: create, import, list, delete -------------------------------------------
    async def create(self, request: Request) -> Response:
        _no_query(request)
        self.quotas.pace(address_of(request))  # a flood is refused before its body is read
        body = await _body(
            request, {"variant", "seats", "level", "seed", "deals", "pace", "hints", "names"}
        )
        if "variant" not in body:
            raise BadRequest("variant_missing", games=list(VARIANTS))
        if not isinstance(body["variant"], str):  # the core takes a Variant object too
            raise BadRequest("no_such_variant", value=body["variant"], games=list(VARIANTS))
        deals = body.get("deals")
        if deals is not None:
            if body.get("seed") is not None:
                raise BadRequest("seed_or_deals")
            if not isinstance(deals, list) or not deals:
                raise BadRequest("deals_not_list")
            try:
                deals = tuple(parse_deal(d) for d in deals)
            except Invalid as e:
                raise BadRequest("bad_deal", reason=e) from None
        if "hints" in body and not isinstance(body["hints"], bool):
            raise BadRequest("not_a_bool", key="hints", value=body["hints"])
        keys = ("seats", "level", "seed", "pace", "hints", "names")
        options = {k: body[k] for k in keys if body.get(k) is not None}
        try:
            opened = await self._open(
                request,
                body,
                lambda party: self.tables.open(
                    body["variant"], deals=deals, party=party, **options
                ),  # fmt: skip
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return await run_in_threadpool(self._created, request, opened)

    async def _open(self, request: Request, body: dict, make: Callable[[str], Opened]) -> Opened:
        """A new table made by ``make`` for the address asking (its party at the decider's
        workers), within that address's quotas."""
        address = address_of(request)
        seats = body.get("seats")
        robots = isinstance(seats, list) and len(seats) == 4 and all(s == "computer" for s in seats)

        def work() -> Opened:
            self.quotas.admit(address, robots)
            opened = make(address)
            self.quotas.made(address, opened.table.id, robots)
            return opened

        return await run_in_threadpool(work)

    async def import_record(self, request: Request) -> Response:
        """A record file to continue from its end: a new table (the file is not changed)."""
        _no_query(request)
        self.quotas.pace(address_of(request))
        body = await _body(request, {"record", "seats", "level", "pace"}, MAX_BYTES)
        if "record" not in body:
            raise BadRequest("record_missing")
        options = {k: body[k] for k in ("seats", "level", "pace") if body.get(k) is not None}
        try:
            read = self._read(request)  # the record's actions are all folded
            opened = await self._open(
                request,
                body,
                lambda party: read(self.tables.imported, body["record"], party=party, **options),
            )
        except RecordError as e:
            raise NotAllowed("record_unreadable", reason=e) from None
        except Invalid as e:
            raise BadRequest.of(e) from None
        return await run_in_threadpool(self._created, request, opened)

    async def listing(self, request: Request) -> Response:
        """Only the tables this device holds a secret of."""
        _no_query(request)
        keys, local = _keys(request), is_local(request)
        return _json({"matches": await run_in_threadpool(self.tables.summaries, keys, local)})

    async def stats(self, request: Request) -> Response:
        """This device's statistics, worked out now from the tables its secrets hold."""
        _no_query(request)
        keys, local = _keys(request), is_local(request)
        read = self._read(request)
        return _json(await run_in_threadpool(read, statistics, self.tables, keys, local))

    async def delete(self, request: Request) -> Response:
        """The host's secret deletes a table; every connection to it is closed."""
        _no_query(request)
        await run_in_threadpool(self.tables.remove, request.path_params["id"], _device(request))
        return Response(status_code=204, headers={"Cache-Control": "no-store"})

    # -- one match, unchanged: view, hint, log, record, replay -------------------------------
    async def show(self, request: Request) -> Response:
        """A seat's view needs its secret; without ``seat``, the public view to anyone."""
        seat = _query_seat(request, required=False)
        id, device = request.path_params["id"], _device(request)

        def work():
            return view_json(self.tables.view(id, device, seat), seat)

        return _json(await run_in_threadpool(self._read(request), work))

    async def table(self, request: Request) -> Response:
        """The TABLE. Read as a match is read whole (``_read``), as ``show`` is: a table no
        longer in the store's memory is rebuilt from its record."""
        _no_query(request)
        id = request.path_params["id"]
        table = await run_in_threadpool(self._read(request), self.tables.get, id)
        return _json(table_json(table, self.rooms.live(table.id, table)))

    async def hint(self, request: Request) -> Response:
        seat = _query_seat(request, required=True)
        id = request.path_params["id"]
        charge = self.shares.hint(id, seat)
        return _json(hint_json(await self.tables.hint(id, seat, _device(request), charge)))

    async def game_log(self, request: Request) -> Response:
        _no_query(request)
        id = request.path_params["id"]
        entries = await run_in_threadpool(self._read(request), self.tables.log, id)
        return _json({"entries": entries})

    async def record(self, request: Request) -> Response:
        _no_query(request)
        id = request.path_params["id"]
        variant, data = await run_in_threadpool(self._read(request), self.tables.record, id)
        filename = f"dobleseis-{variant}-{id}.json"
        return Response(
            json.dumps(data, indent=1, ensure_ascii=False) + "\n",
            media_type="application/json",
            headers={
                "Content-Disposition": f'attachment; filename="{filename}"',
                "Cache-Control": "no-store",
            },
        )

    async def replay(self, request: Request) -> Response:
        step = _query_step(request)
        id = request.path_params["id"]
        return _json(await run_in_threadpool(self._read(request), self.tables.replay, id, step))

    async def review(self, request: Request) -> Response:
        """The REVIEW of a finished hand (docs/api.md): done, or its progress while it runs."""
        _no_query(request)
        hand = _hand(request.path_params["hand"])
        asker = address_of(request)
        read, begin = self._read(request), self.shares.review(asker)
        return _json(await self.tables.review(request.path_params["id"], hand, asker, read, begin))

    async def accuracy(self, request: Request) -> Response:
        """Each seat's ACCURACY over the match's reviewed hands (docs/api.md)."""
        _no_query(request)
        id = request.path_params["id"]
        return _json(await run_in_threadpool(self._read(request), self.tables.accuracy, id))

    # -- changes to one match: act, computer, undo, redo, restart ----------------------------
    async def act(self, request: Request) -> Response:
        """A human seat's action; answers that seat's view."""
        body, version = await _command(request, {"seat", "action"})
        seat = _seat(body)
        action = fields.action(seat, body.get("action"))
        id, device = request.path_params["id"], _device(request)

        def work():  # the answer from the very table kept, in the same trip to a thread
            return view_json(self.tables.act(id, version, device, seat, action), seat)

        return _json(await run_in_threadpool(work))

    async def computer(self, request: Request) -> Response:
        """The computer seat to act plays; answers its action and ``viewer``'s view."""
        body, version = await _command(request, {"viewer"})
        viewer = _viewer(body)
        id, device = request.path_params["id"], _device(request)
        table, action = await self.tables.play_computer(id, version, device, viewer)
        done = action_json(action, with_seat=True)
        return _json({"action": done, "view": view_json(table, viewer)})

    async def undo(self, request: Request) -> Response:
        return await self._move(request, self.tables.undo)

    async def redo(self, request: Request) -> Response:
        return await self._move(request, self.tables.redo)

    async def restart(self, request: Request) -> Response:
        return await self._move(request, self.tables.restart)

    async def _move(self, request: Request, move: Callable[..., Table]) -> Response:
        """Undo, redo or restart: the cursor moves along the timeline; answers ``viewer``'s
        view."""
        body, version = await _command(request, {"viewer"})
        viewer = _viewer(body)
        id, device = request.path_params["id"], _device(request)

        def work():
            return view_json(move(id, version, device, viewer), viewer)

        return _json(await run_in_threadpool(work))

    # -- online tables: the seating, invitations, the host's controls ------------------------
    async def host(self, request: Request) -> Response:
        """A host command (start, release, computer, hints, pace); answers the new TABLE.
        ``computer`` giving a seat back may come from that seat's own player too."""
        _no_query(request)
        body = await _body(request, {"do", "seat", "on", "fill", "allowed", "pace"})
        how = _host_command(body)
        back = body.get("do") == "computer" and body.get("on") is False
        own = body.get("seat") if back else None  # its own player may take a seat back
        id, keys = request.path_params["id"], _keys(request)
        last = False  # the seat handed to the computer is the last person's
        if body.get("do") == "computer" and body.get("on") is True:
            table = await run_in_threadpool(self.tables.get, id)
            last = not any(table.is_human(s) for s in SEATS if s != body["seat"])
            if last:  # it reads the store (are its tables of four computers finished?)
                await run_in_threadpool(self.quotas.may_hand, address_of(request), id)
        table = await run_in_threadpool(self.tables.reseat, id, keys, how, own)
        if last:
            self.quotas.handed(address_of(request), id)
        return _json(table_json(table, self.rooms.live(id, table)))

    async def make_rejoin(self, request: Request) -> Response:
        """A one-time link for a seat's player to move to another device (shown by that seat's
        own device only)."""
        _no_query(request)
        body = await _body(request, {"seat"})
        seat = _seat(body)
        id, keys = request.path_params["id"], _keys(request)
        token = await run_in_threadpool(self.tables.rejoin_token, id, seat, keys)
        table = await run_in_threadpool(self.tables.get, id)
        link = f"{link_of(self.base_url(request), table.seating.code)}&rejoin={token}"
        return _json({"token": token, "link": link})

    async def adopt(self, request: Request) -> Response:
        """Secrets for a match saved before there were any: only on this computer, once."""
        _no_query(request)
        if not is_local(request):
            raise Forbidden("not_this_computer")
        opened = await run_in_threadpool(self.tables.adopt, request.path_params["id"])
        return await run_in_threadpool(self._created, request, opened)

    async def invitation(self, request: Request) -> Response:
        """The table an invitation code opens, with its free seats."""
        _no_query(request)
        self._not_guessing(request)
        table = await run_in_threadpool(self._invited, request)
        return _json({"id": table.id, "table": table_json(table, self.rooms.live(table.id, table))})

    async def claim(self, request: Request) -> Response:
        """A free invited seat (or the seat of a rejoin token) for this device: its secret."""
        _no_query(request)
        self._not_guessing(request)
        body = await _body(request, {"seat", "name", "rejoin"})
        table = await run_in_threadpool(self._invited, request)
        if "rejoin" in body:
            token = body["rejoin"]
            if not isinstance(token, str) or len(token) > 64:
                raise NotAllowed("bad_rejoin")
            table, seat, secret = await run_in_threadpool(self.tables.rejoin, table.id, token)
        else:
            seat = _seat(body)
            try:
                table, secret = await run_in_threadpool(
                    self.tables.claim, table.id, seat, body.get("name")
                )
            except Invalid as e:
                raise BadRequest.of(e) from None
        viewer = seat if table.is_human(seat) else None
        return _json({"id": table.id, "seat": seat, "secret": secret,
                      "view": view_json(table, viewer)})  # fmt: skip

    def _not_guessing(self, request: Request) -> None:
        """Refuse (429) an address after its run of wrong codes, for a while, so that codes
        cannot be found by trying them: on the event loop, in memory, before the body is read,
        so that a flood of guesses costs no thread and no store read."""
        wait = self.tries.wait(address_of(request))
        if wait:
            raise BadRequest("too_many_tries", 429, retry_after=wait)

    def _invited(self, request: Request) -> Table:
        """The table of the code in the path (a wrong one counted against its address)."""
        address = address_of(request)
        raw = request.path_params["code"]
        code = read_code(raw)
        table = None if code is None else self.tables.by_code(code)
        if table is None:
            self.tries.missed(address)
            raise UnknownTable("no_such_invitation", invitation=raw[:32])
        return table

    # -- anything else under /api/ -----------------------------------------------------------
    async def not_found(self, request: Request) -> Response:
        """No API route takes this request: a wrong method (405) or no such path (404)."""
        if any(r.matches(request.scope)[0] is Match.PARTIAL for r in self.routes):
            return _error(405, Refusal("method_not_allowed", method=request.method))
        return _error(404, Refusal("no_such_api", path=request.url.path))


def _host_command(body: dict) -> Callable[[Seating], Seating]:
    """The change of the seating a host command asks for."""
    do = body.get("do")

    def flag(key: str, default: bool | None = None) -> bool:
        value = body.get(key, default)
        if not isinstance(value, bool):
            raise BadRequest("not_a_bool", key=key, value=value)
        return value

    if do == "start":
        fill = flag("fill", False)
        return lambda s: s.begun(fill)
    if do == "hints":
        allowed = flag("allowed")
        return lambda s: s.with_hints(allowed)
    if do == "pace":
        try:
            pace = check_pace(body.get("pace"))
        except Invalid as e:
            raise BadRequest.of(e) from None
        return lambda s: s.with_pace(pace)
    if do == "release":
        seat = _seat(body)
        return lambda s: s.released(seat)
    if do == "computer":
        seat, on = _seat(body), flag("on")
        return lambda s: s.handed(seat, on)
    raise BadRequest("no_such_host_command", value=do)


# -- the app ---------------------------------------------------------------------------------
def create_app(
    tables: TableService | None = None,
    static: Path = STATIC,
    hosts: tuple[str, ...] | None = None,
    play: bool = False,
    clock: Callable[[], float] | None = None,
    public_url: str | None = None,
    rooms: Rooms | None = None,
    leases: Any = None,
    limits: Limits = DEFAULTS,
    public: PublicService | None = None,
) -> Starlette:
    """The app serving ``tables`` (a new in-memory set by default) and the client in ``static``.
    ``hosts``: the only Host names it answers (None: any), so that a page elsewhere cannot
    reach a server on this machine through a name of its own (DNS rebinding); every answer
    carries the headers of ``guard``.

    ``play``: the server plays the computer seats by itself (``Pacer``), on its own thread with
    the real clock, or only when a test calls ``app.state.pacer.run_due()`` with ``clock`` (a
    ``ManualClock``). ``clock`` also paces the rate limits. ``public_url``: the address other
    devices open, for invitations (None: the one each request came to).

    With several processes on the same tables: ``rooms`` shared with the others (e.g.
    ``RedisRooms``; by default this process's own) and ``leases``
    (``session.cluster.lease.Leases``), without which this process's pacer plays every table's
    computers. ``limits``: what each address may hold and spend, and the proxies believed
    (``peers``). ``public``: public play over ``tables`` (by default on the wall clock, with
    the default countdown and away time).

    ``app.state`` holds ``tables``, ``rooms``, ``pacer`` (None unless ``play``), ``public``
    and ``refused`` (the refusals over quotas, told in the log once a minute)."""
    tables = tables if tables is not None else TableService()

    def changed(id: str) -> None:
        """A room changed: its table's listeners are told. Rooms shared by several processes
        tell every process of their changes themselves (each hears them), so only this
        process's listeners are told here."""
        try:
            table = tables.store.get(id)
        except Unavailable:  # the store away: the next change tells everyone
            return
        if table is not None:
            (tables.hub.tell if rooms.shared else tables.hub.publish)(id, table.version)

    if rooms is None:
        rooms = Rooms()
    rooms.changed = changed
    tick = clock if clock is not None else time.monotonic
    pacer = None  # made first, it hears each change before the devices are told of it (Frames)
    if play:
        pacer = Pacer(
            tables, rooms, clock=clock, leases=leases, computers_pace=limits.computers_pace
        )
        if tables.owners is not None:  # a table taken over from its holder: its computers here
            tables.owners.taken = lambda id: pacer.look(id, again=True)
    api, live = _endpoints(tables, rooms, limits, tick, public_url)
    public, lobby = _public(public, tables, rooms, limits, tick, api, live)
    routes = _routes(api, live, lobby, static)
    middleware = [Middleware(Peers, proxies=limits.proxies), Middleware(Guard, hosts=hosts)]
    lifespan = _lifespan(tables, live, public, pacer, clocked=play and clock is None)
    app = Starlette(
        routes=routes,
        exception_handlers=_handlers(live.refused),
        lifespan=lifespan,
        middleware=middleware,
    )
    app.state.tables, app.state.rooms, app.state.pacer = tables, rooms, pacer
    app.state.public, app.state.refused = public, live.refused
    return app


def _routes(api: Api, live: Live, lobby: Callable, static: Path) -> list:
    """The live connections, the API (any other path under /api/ its 404, never a file), and
    the client's files in ``static``: under their version, kept for good, and as named."""
    everything = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
    files = ClientFiles(static)
    return [
        WebSocketRoute("/api/matches/{id}/live", live.endpoint),
        WebSocketRoute("/api/public/live", lobby),
        *api.routes,
        Route("/api/{rest:path}", api.not_found, methods=everything),
        Mount("/v/{digest}", files),
        Mount("/", files),
    ]


def _lifespan(tables: TableService, live: Live, public: PublicService, pacer: Pacer | None,
              clocked: bool) -> Callable:  # fmt: skip
    """The server's lifespan: the threads that play (``pacer``) and count down (public play's
    clock, with ``clocked``) start with the server and stop with it, so an app that is never
    served (or a test's) leaves none behind; the refusals over quotas are told on its event
    loop, and what is left of them at its end."""

    @contextlib.asynccontextmanager
    async def lifespan(app):
        live.refused.start()
        if pacer is not None:
            pacer.start()  # with the real clock only; a test's clock plays on run_due
        if clocked:
            public.start_clock()
        yield
        if pacer is not None:
            pacer.stop()
        public.stop()
        live.close()
        live.refused.stop()
        tables.reviews.close()
        tables.decider.close()

    return lifespan


def _public(
    public: PublicService | None,
    tables: TableService,
    rooms: Rooms,
    limits: Limits,
    tick: Callable[[], float],
    api: Api,
    live: Live,
) -> tuple[PublicService, Any]:
    """Public play beside the tables (by default on the wall clock): its routes join the API's,
    its reactions go through the tables' live connections. Returns it and its live lobby's
    endpoint."""
    from .public import PublicApi  # it reads requests with this module's readers

    public = public if public is not None else PublicService(tables, rooms)
    public.rooms = rooms  # who is connected is the app's to say
    public_api = PublicApi(public, limits, tick, _body, _json, _no_query, _keys, api.base_url,
                           api.quotas, api.shares, live.watching, live.refused)  # fmt: skip
    api.routes += public_api.routes
    live.public = public_api
    return public, public_api.feed.endpoint


def _handlers(refused: Refused) -> dict:
    """Each refusal of the session and the web as its status and code, those over a quota
    counted in ``refused``; anything else a 500 without a traceback in the answer."""

    def counted(status: int | None) -> Callable[[Request, Refusal], Response]:
        """The answer with ``status`` (None: the refusal's own, a BadRequest's)."""

        def answer(request: Request, e: Refusal) -> Response:
            if e.code in QUOTAS:  # the address looked up for these only
                refused.count(e.code, address_of(request))
            return _error(status or e.status, e)

        return answer

    return {
        BadRequest: counted(None),
        UnknownTable: lambda r, e: _error(404, e),
        Forbidden: lambda r, e: _error(403, e),
        Taken: lambda r, e: _error(409, e),
        Stale: lambda r, e: _error(409, e),
        Unavailable: _unavailable,
        Crowded: counted(429),
        NotAllowed: lambda r, e: _error(422, e),
        IllegalAction: lambda r, e: _error(422, e),
        HTTPException: _http_error,
        ClientDisconnect: _gone,
        Exception: _server_error,
    }


def _endpoints(tables: TableService, rooms: Rooms, limits: Limits, tick: Callable[[], float],
               public_url: str | None) -> tuple[Api, Live]:  # fmt: skip
    """The API and the live connections, held to ``limits`` on the clock ``tick``."""
    quotas = Quotas(limits, tick, lambda id: _unfinished(tables, id), rooms.watched,
                    _free_disk(tables))  # fmt: skip
    tables.reviews.room = quotas.room  # a review is kept for good too
    shares = Shares(limits, tick)
    api = Api(tables, rooms, Tries(clock=tick), public_url, quotas, shares)
    refused = Refused(limits, tick)
    return api, Live(tables, rooms, is_local, tick, Watching(limits), shares, quotas, refused)


def _free_disk(tables: TableService) -> Callable[[], int | None]:
    """Bytes free beside the tables' SQLite file; None for another store (in memory keeps
    nothing on disk; PostgreSQL's disk is its server's)."""
    if not isinstance(tables.store, SqliteStore):
        return lambda: None
    folder = tables.store.path.parent
    return lambda: shutil.disk_usage(folder).free


def _unfinished(tables: TableService, id: str) -> bool:
    """The table is kept and its match not over (a store away: counted as unfinished)."""
    try:
        table = tables.store.get(id)
    except Unavailable:
        return True
    return table is not None and not table.state.over


def _http_error(request: Request, exc: HTTPException) -> Response:
    """Starlette's own refusals (no such file, wrong method) as JSON errors."""
    if exc.status_code == 404:
        refusal = Refusal("not_found")
    elif exc.status_code == 405:
        refusal = Refusal("method_not_allowed", method=request.method)
    else:
        refusal = Refusal("http_error", status=exc.status_code, detail=str(exc.detail))
    return _error(exc.status_code, refusal)


def _gone(request: Request, exc: ClientDisconnect) -> Response:
    """The client went away before its body was all sent (or the door closed it, too slow):
    nobody reads this answer, and nothing was changed."""
    return Response(status_code=400, headers={"Cache-Control": "no-store"})


def _unavailable(request: Request, exc: Unavailable) -> Response:
    """The match database cannot be reached: nothing of the command was kept, and the same
    command may be sent again (if it had been kept after all, its version says so: 409)."""
    return _json({"error": str(exc), **exc.json()}, 503, headers={"Retry-After": "5"})


def _server_error(request: Request, exc: Exception) -> Response:
    """Anything unexpected. Starlette re-raises it after this answer, so the server logs it.
    (This answer is made outside the guard, so it carries the guard's headers itself.)"""
    answer = _error(500, Refusal("server_failed"))
    answer.headers.update(HEADERS)
    return answer
