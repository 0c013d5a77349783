"""The web app: the static browser client at ``/`` and the table API of docs/api.md.

Every request is checked before it touches a table: a malformed body or field is a 400, an
unknown match a 404, a command against an old version a 409 (nothing changes), an action the
rules or the table refuse a 422 saying why, a body over ``MAX_BODY`` bytes a 413. Errors are
``{"error": "<one sentence>", "code": ..., "fields": {...}}`` (see ``core.errors``); whatever
else goes wrong is answered with a plain 500 (and logged by the server) — a traceback never
reaches a client.

Game work (reading a match from the store, replays, commits) runs in a worker thread, one trip
per request, so that a commit waiting for the disk holds up no other table. With ``workers``, the
computer players think in that many worker processes: a search takes milliseconds of CPU, and in
the server's process it would hold Python's lock and slow every other table's requests; so do
the hints, which run the same search.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Match, Mount, Route
from starlette.staticfiles import StaticFiles

from .. import ai
from ..core import IllegalAction, Invalid, Refusal
from ..core.deal import parse_deal
from ..core.record import RecordError
from ..core.seats import check_seat
from ..session import (
    NotAllowed,
    Stale,
    Table,
    Tables,
    UnknownTable,
    action_json,
    action_of,
    hint_json,
    log_entries,
    replay_json,
    view_json,
)
from .errors import BadRequest
from .thinkers import Thinkers

STATIC = Path(__file__).parent / "static"
MAX_BODY = 64 * 1024
"""Bytes. The largest legitimate command, a create with explicit deals, is well under 4 KiB."""
MAX_RECORD = 1024 * 1024
"""Bytes of an imported record file. A long match is a few hundred actions of ~40 bytes."""


def _json(data: Any, status: int = 200, headers: dict | None = None) -> JSONResponse:
    """An API answer. Never cached: a view holds a seat's tiles, and on a shared device the
    browser's cache must not keep them for the next person."""
    return JSONResponse(data, status, headers={"Cache-Control": "no-store", **(headers or {})})


def _error(status: int, e: Refusal) -> JSONResponse:
    """An error answer: the English sentence, and the code and fields to say it otherwise."""
    return _json({"error": str(e), **e.json()}, status)


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
    if declared is not None and _digits(declared) and int(declared) > limit:
        raise BadRequest("body_too_large", 413, limit=limit)
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise BadRequest("body_too_large", 413, limit=limit)
    if not data.strip():
        raise BadRequest("body_missing")
    try:
        body = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
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


def _no_constant(word: str) -> Any:
    raise BadRequest("not_a_json_number", word=word)


def _whole(body: dict, key: str) -> int:
    value = body.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest("not_whole", key=key, value=value)
    return value


def _seat(value: Any, key: str) -> int:
    try:
        return check_seat(value)
    except Invalid:
        raise BadRequest("not_a_seat", key=key, value=value) from None


def _viewer(body: dict) -> int | None:
    value = body.get("viewer")
    return None if value is None else _seat(value, "viewer")


def _query_step(request: Request) -> int:
    extra = sorted(set(request.query_params) - {"step"})
    if extra:
        raise BadRequest("unexpected_parameter", parameter=extra[0])
    text = request.query_params.get("step") or "0"
    if not (_digits(text) and len(text) <= 9):
        raise BadRequest("step_not_whole", value=text)
    return int(text)


def _query_seat(request: Request, required: bool) -> int | None:
    extra = sorted(set(request.query_params) - {"seat"})
    if extra:
        raise BadRequest("unexpected_parameter", parameter=extra[0])
    text = request.query_params.get("seat")
    if text is None or text == "":
        if required:
            raise BadRequest("seat_missing")
        return None
    if not (len(text) == 1 and text in "1234"):
        raise BadRequest("seat_not_1_to_4", value=text)
    return int(text)


def _no_query(request: Request) -> None:
    if request.query_params:
        raise BadRequest("unexpected_parameter", parameter=next(iter(request.query_params)))


# -- the API ---------------------------------------------------------------------------------
def create_app(
    tables: Tables | None = None,
    static: Path = STATIC,
    workers: int = 0,
    hosts: tuple[str, ...] | None = None,
) -> Starlette:
    """The app serving ``tables`` (a new in-memory set by default) and the client in ``static``;
    computer players think in ``workers`` processes (0: in the request's worker thread).
    ``hosts``: the only Host names it answers (None: any), so that a page elsewhere cannot
    reach a server on this machine through a name of its own (DNS rebinding)."""
    tables = tables if tables is not None else Tables()
    thinkers = Thinkers(workers) if workers else None

    async def create(request: Request) -> Response:
        _no_query(request)
        body = await _body(request, {"variant", "seats", "level", "seed", "deals"})
        if "variant" not in body:
            raise BadRequest("variant_missing")
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
        options = {k: body[k] for k in ("seats", "level", "seed") if body.get(k) is not None}
        try:
            table = await run_in_threadpool(tables.create, body["variant"], deals=deals, **options)
        except Invalid as e:
            raise BadRequest.of(e) from None
        return _created(table)

    def _created(table: Table) -> Response:
        """The new match with its only human's view. With several humans on one device nobody
        holds it yet, so the answer is the public view: no human's tiles reach the page before
        that human says "I am seat N"."""
        humans = [s for s in (1, 2, 3, 4) if table.is_human(s)]
        viewer = humans[0] if len(humans) == 1 else None
        return _json({"id": table.id, "view": view_json(table, viewer)}, 201)

    async def listing(request: Request) -> Response:
        _no_query(request)
        return _json({"matches": await run_in_threadpool(tables.summaries)})

    async def import_record(request: Request) -> Response:
        """A record file to continue from its end: a new table (the file is not changed)."""
        _no_query(request)
        body = await _body(request, {"record", "seats", "level"}, MAX_RECORD)
        if "record" not in body:
            raise BadRequest("record_missing")
        options = {k: body[k] for k in ("seats", "level") if body.get(k) is not None}
        try:
            table = await run_in_threadpool(tables.imported, body["record"], **options)
        except RecordError as e:
            raise NotAllowed("record_unreadable", reason=e) from None
        except Invalid as e:
            raise BadRequest.of(e) from None
        return _created(table)

    async def delete(request: Request) -> Response:
        _no_query(request)
        await run_in_threadpool(tables.delete, request.path_params["id"])
        return Response(status_code=204, headers={"Cache-Control": "no-store"})

    async def replay(request: Request) -> Response:
        step = _query_step(request)
        id = request.path_params["id"]
        return _json(await run_in_threadpool(lambda: replay_json(tables.get(id), step)))

    async def show(request: Request) -> Response:
        seat = _query_seat(request, required=False)
        id = request.path_params["id"]
        return _json(await run_in_threadpool(lambda: view_json(tables.get(id), seat)))

    def changing(
        fields: set[str],
        command: Callable[[Table, dict], tuple[Table, Any]],
        answer,
        think: Callable | None = None,
    ) -> Callable:
        """An endpoint that changes a table: parse, check the version, (think,) run, answer.

        ``think(id, version)`` may work out ahead of the change what the command needs (the
        computer's decision); it is valid because the change happens only at that version."""

        async def endpoint(request: Request) -> Response:
            _no_query(request)
            body = await _body(request, fields | {"version"})
            version = _whole(body, "version")
            prepared = command_args(body)
            if think is not None:
                prepared["decided"] = await think(request.path_params["id"], version)

            def work():  # one trip to a worker thread: change, keep, then build the answer
                table, out = tables.change(
                    request.path_params["id"], version, lambda t: command(t, prepared)
                )
                return answer(table, out, prepared)

            return _json(await run_in_threadpool(work))

        def command_args(body: dict) -> dict:
            args: dict[str, Any] = {}
            if "viewer" in fields:
                args["viewer"] = _viewer(body)
            if "seat" in fields:
                args["seat"] = _seat(body.get("seat"), "seat")
                try:
                    args["action"] = action_of(args["seat"], body.get("action"))
                except Invalid as e:
                    raise BadRequest("bad_action", reason=e) from None
            return args

        return endpoint

    def check_viewer(table: Table, viewer: int | None) -> None:
        """Refuse a computer seat as viewer before changing anything."""
        if viewer is not None:
            table.seat_view(viewer)

    def act(t: Table, a: dict):
        return t.act(a["seat"], a["action"]), None

    def computer(t: Table, a: dict):
        check_viewer(t, a["viewer"])
        return t.computer(a["decided"])

    async def decide_elsewhere(id: str, version: int):
        """The computer's decision at ``version``, made in a worker process (None: no worker
        processes, a stale version — the change will say 409 — or nothing to decide)."""
        if thinkers is None:
            return None

        def asks():
            table = tables.get(id)
            if table.version != version:
                return None
            try:
                return table.decision()
            except NotAllowed:
                return None  # the change itself will say why

        decision = await run_in_threadpool(asks)
        if decision is None:
            return None
        return await thinkers.decide(*decision)

    def simple(method: str):
        def run(t: Table, a: dict):
            check_viewer(t, a["viewer"])
            return getattr(t, method)(), None

        return run

    def view_of(key: str):
        return lambda table, out, args: view_json(table, args[key])

    def computer_answer(table: Table, action, args):
        return {
            "action": action_json(action, with_seat=True),
            "view": view_json(table, args["viewer"]),
        }

    async def hint(request: Request) -> Response:
        seat = _query_seat(request, required=True)
        id = request.path_params["id"]
        view, seed = await run_in_threadpool(lambda: tables.get(id).hint_input(seat))
        done = None if thinkers is None else await thinkers.hint(view, seed)
        if done is None:  # no worker processes (or one died): the same search in place
            done = await run_in_threadpool(ai.hint, view, seed)
        return _json(hint_json(done))

    async def game_log(request: Request) -> Response:
        _no_query(request)
        id = request.path_params["id"]
        return _json({"entries": await run_in_threadpool(lambda: log_entries(tables.get(id)))})

    async def record(request: Request) -> Response:
        _no_query(request)
        table = await run_in_threadpool(tables.get, request.path_params["id"])
        data = table.record()
        filename = f"dobleseis-{table.variant}-{table.id}.json"
        return Response(
            json.dumps(data, indent=1, ensure_ascii=False) + "\n",
            media_type="application/json",
            headers={
                "Content-Disposition": f'attachment; filename="{filename}"',
                "Cache-Control": "no-store",
            },
        )

    async def api_not_found(request: Request) -> Response:
        """No API route takes this request: a wrong method (405) or no such path (404)."""
        if any(r.matches(request.scope)[0] is Match.PARTIAL for r in api):
            return _error(405, Refusal("method_not_allowed", method=request.method))
        return _error(404, Refusal("no_such_api", path=request.url.path))

    one = "/api/matches/{id}"
    api = [
        Route("/api/matches", create, methods=["POST"]),
        Route("/api/matches", listing, methods=["GET"]),
        Route("/api/matches/import", import_record, methods=["POST"]),
        Route(one, show, methods=["GET"]),
        Route(one, delete, methods=["DELETE"]),
        Route(f"{one}/act", changing({"seat", "action"}, act, view_of("seat")), methods=["POST"]),
        Route(
            f"{one}/computer",
            changing({"viewer"}, computer, computer_answer, decide_elsewhere),
            methods=["POST"],
        ),
        *(
            Route(
                f"{one}/{name}",
                changing({"viewer"}, simple(name), view_of("viewer")),
                methods=["POST"],
            )
            for name in ("undo", "redo", "restart")
        ),
        Route(f"{one}/hint", hint, methods=["GET"]),
        Route(f"{one}/log", game_log, methods=["GET"]),
        Route(f"{one}/record", record, methods=["GET"]),
        Route(f"{one}/replay", replay, methods=["GET"]),
    ]
    everything = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
    routes = [
        *api,
        Route("/api/{rest:path}", api_not_found, methods=everything),
        Mount("/", StaticFiles(directory=static, html=True)),
    ]
    handlers = {
        BadRequest: lambda r, e: _error(e.status, e),
        UnknownTable: lambda r, e: _error(404, e),
        Stale: lambda r, e: _error(409, e),
        NotAllowed: lambda r, e: _error(422, e),
        IllegalAction: lambda r, e: _error(422, e),
        HTTPException: _http_error,
        Exception: _server_error,
    }
    @contextlib.asynccontextmanager
    async def lifespan(app):
        yield
        if thinkers is not None:
            thinkers.shutdown()

    middleware = [] if hosts is None else [Middleware(TrustedHostMiddleware, allowed_hosts=hosts)]
    return Starlette(
        routes=routes, exception_handlers=handlers, lifespan=lifespan, middleware=middleware
    )


def _http_error(request: Request, exc: HTTPException) -> Response:
    """Starlette's own refusals (no such file, wrong method) as JSON errors."""
    if exc.status_code == 404:
        refusal = Refusal("not_found")
    elif exc.status_code == 405:
        refusal = Refusal("method_not_allowed", method=request.method)
    else:
        refusal = Refusal("http_error", status=exc.status_code, detail=str(exc.detail))
    return _error(exc.status_code, refusal)


def _server_error(request: Request, exc: Exception) -> Response:
    """Anything unexpected. Starlette re-raises it after this answer, so the server logs it."""
    return _error(500, Refusal("server_failed"))
