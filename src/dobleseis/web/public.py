"""The endpoints of public play (docs/api.md, "Public play"): profiles, quick match, public
tables and the lobby, ratings and reactions. They only read requests and write answers: every
command is ``PublicService``'s (``session.public``), which changes a table only through the
tables' one door.

A profile is proved by its secret in the ``Dobleseis-Profile`` header (never in a URL); a
seat, as everywhere, by the ``Dobleseis-Secrets`` header.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core import Invalid
from ..core.variants import VARIANTS
from ..session import Table, table_json, view_json
from ..session.keys import key_of
from ..session.public import AVATARS, PublicService
from ..session.public.reactions import PHRASES
from ..session.public.service import Seated
from . import fields
from .errors import BadRequest
from .invitation import qr_svg
from .limits import Clock, Limits, Rates, Shares
from .live import CLOSE_AGAIN, same_origin
from .peers import address_of, is_local
from .quotas import PerMinute, Quotas
from .refused import Refused
from .watching import Watching

PROFILE_HEADER = "dobleseis-profile"
REACTIONS, REACTION_BURST = 0.5, 3
"""Reactions a second one seat may send on average, and in a burst."""
MAX_TOKEN = 64
LOBBY_QUERY = frozenset({"variant"})
LEADERBOARD_QUERY = frozenset({"variant", "period", "profile"})


def profile_key(request: Request) -> str | None:
    """The key (hash) of the profile secret the request sends, or None (a malformed header
    proves nothing, as a wrong secret)."""
    text = (request.headers.get(PROFILE_HEADER) or "").strip()
    if not text or len(text) > MAX_TOKEN or " " in text:
        return None
    return key_of(text)


def _flag(body: dict, key: str) -> bool:
    """The body's ``key``, true or false (false when left out); anything else is a 400."""
    value = body.get(key, False)
    if not isinstance(value, bool):
        raise BadRequest("not_a_bool", key=key, value=value)
    return value


def _text(body: dict, key: str) -> None:
    """A 400 unless the body's ``key`` is a string (or left out)."""
    value = body.get(key)
    if value is not None and not isinstance(value, str):
        raise BadRequest("not_text", key=key, value=value)


class PublicApi:
    """The routes of public play over ``public``; ``body(request, allowed)``, ``answer(data,
    status)``, ``no_query(request)`` and ``keys(request)`` (the keys of the seat and host
    secrets sent) are the app's own readers and writers, ``base_url`` the address other devices
    open, ``quotas`` what each address may make (a quick match's new table, a profile),
    ``shares`` what it may spend (the leaderboard is read with its ``reader``), ``watching``
    who watches from where (a lobby connection is one of its address's watchers), ``refused``
    the refusals over quotas to tell the host."""

    def __init__(self, public: PublicService, limits: Limits, clock: Clock, body, answer,
                 no_query, keys, base_url: Callable[[Request], str], quotas: Quotas,
                 shares: Shares, watching: Watching, refused: Refused) -> None:  # fmt: skip
        self.public = public
        self.body, self.answer, self.no_query, self.keys = body, answer, no_query, keys
        self.base_url, self.quotas, self.shares = base_url, quotas, shares
        self.profiles_made = PerMinute(limits.profiles, clock)
        self.quick_asked = PerMinute(limits.quick, clock)
        self.reaction_rates = Rates(REACTIONS, REACTION_BURST, clock)
        self.reactions_sent = PerMinute(limits.reactions, clock)
        self.routes = [
            Route("/api/public", self.catalog, methods=["GET"]),
            Route("/api/profiles", self.make_profile, methods=["POST"]),
            Route("/api/profiles/me", self.me, methods=["GET"]),
            Route("/api/profiles/me", self.change_profile, methods=["POST"]),
            Route("/api/profiles/me/link", self.link, methods=["POST"]),
            Route("/api/profiles/me/mute", self.mute, methods=["POST"]),
            Route("/api/profiles/take", self.take, methods=["POST"]),
            Route("/api/public/quick", self.quick, methods=["POST"]),
            Route("/api/public/tables/{id}", self.make_public, methods=["POST"]),
            Route("/api/public/tables/{id}/start", self.start, methods=["POST"]),
            Route("/api/public/tables/{id}/take", self.take_seat, methods=["POST"]),
            Route("/api/public/tables/{id}/leave", self.leave, methods=["POST"]),
            Route("/api/public/tables/{id}/react", self.react, methods=["POST"]),
            Route("/api/public/lobby", self.lobby, methods=["GET"]),
            Route("/api/public/ratings/{profile}", self.ratings, methods=["GET"]),
            Route("/api/public/leaderboard", self.leaderboard, methods=["GET"]),
        ]
        self.feed = Lobbies(public, watching, refused)

    async def catalog(self, request: Request) -> Response:
        """What a client offers: the avatars, and the settings of this server."""
        self.no_query(request)
        public = self.public
        return self.answer({"avatars": list(AVATARS), "phrases": list(PHRASES),
                            "games": list(VARIANTS), "countdown": public.countdown,
                            "away": public.away})  # fmt: skip

    def _seated(self, seated: Seated) -> Response:
        """A seat taken at a public table: its secret (to this device only, once), its view,
        and the waiting tables the player moved from (their seats' secrets work no more)."""
        table = seated.table
        live = self.public.rooms.live(table.id, table)
        viewer = seated.seat if table.is_human(seated.seat) else None
        return self.answer({"id": table.id, "seat": seated.seat, "secret": seated.secret,
                            "view": view_json(table, viewer), "table": table_json(table, live),
                            "pair": seated.pair, "left": list(seated.left)})  # fmt: skip

    # -- quick match, public tables ----------------------------------------------------------
    async def quick(self, request: Request) -> Response:
        self.no_query(request)
        allowed = {"variant", "level", "language", "partner", "pair", "another"}
        body = await self.body(request, allowed)
        partner, another = _flag(body, "partner"), _flag(body, "another")
        _text(body, "pair")
        address = address_of(request)
        wait = self.quick_asked.wait(address)
        if wait:
            raise BadRequest("too_many_quick", 429, retry_after=wait)
        key, args = profile_key(request), [body.get(k) for k in ("variant", "level", "language")]
        quotas = self.quotas

        def opening() -> Callable[[str], None]:
            """A new table is a table made by this address, within its quotas as a created
            one is (and the disk's room)."""
            quotas.admit(address)
            return lambda id: quotas.made(address, id)

        try:
            seated = await run_in_threadpool(
                self.public.quick, key, *args, partner, body.get("pair"), opening, another
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self._seated(seated)

    async def start(self, request: Request) -> Response:
        """ "Start with computers", asked by a player of a waiting public table."""
        self.no_query(request)
        await self.body(request, set())
        id, keys = request.path_params["id"], self.keys(request)
        table = await run_in_threadpool(self.public.start, id, keys)
        return self.answer(table_json(table, self.public.rooms.live(id, table)))

    async def leave(self, request: Request) -> Response:
        """A player leaves a waiting public table (their seat's secret): their seat is free."""
        self.no_query(request)
        body = await self.body(request, {"seat"})
        seat = fields.seat(body, "seat", lambda k, v: BadRequest("not_a_seat", key=k, value=v))
        id, keys = request.path_params["id"], self.keys(request)
        table = await run_in_threadpool(self.public.leave, id, keys, seat)
        return self.answer(table_json(table, self.public.rooms.live(id, table)))

    async def make_public(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"public", "language"})
        on = body.get("public")
        if not isinstance(on, bool):
            raise BadRequest("not_a_bool", key="public", value=on)
        id, keys = request.path_params["id"], self.keys(request)
        try:
            table = await run_in_threadpool(
                self.public.make_public, id, keys, on, body.get("language")
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer(table_json(table, self.public.rooms.live(id, table)))

    def _read(self, request: Request) -> Callable[..., Any]:
        """Calls that read matches whole, charged to the asking address (``Shares.reader``)."""
        return self.shares.reader(address_of(request), is_local(request))

    async def lobby(self, request: Request) -> Response:
        variant = fields.query(request.query_params, LOBBY_QUERY).get("variant") or None
        if variant is not None and variant not in VARIANTS:
            raise BadRequest("no_such_variant", value=variant[:40], games=list(VARIANTS))
        read = self._read(request)  # every public table's summary is read (or an old one's table)
        return self.answer(await run_in_threadpool(read, self.public.lobby, variant))

    # -- quick reactions ---------------------------------------------------------------------
    async def react(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"seat", "phrase"})
        seat = fields.seat(body, "seat", lambda k, v: BadRequest("not_a_seat", key=k, value=v))
        id, keys = request.path_params["id"], self.keys(request)
        phrase, address = body.get("phrase"), address_of(request)
        await run_in_threadpool(self.reacted, id, keys, seat, phrase, address)
        return Response(status_code=204, headers={"Cache-Control": "no-store"})

    def reacted(self, id: str, keys: frozenset[str], seat: int, phrase: object,
                address: str) -> Table:  # fmt: skip
        """A reaction sent over HTTP or the table's live connection from ``address``: checked,
        then within its seat's rate and its address's quota (a 429 beyond), then told to the
        table (in a worker thread: it reads the store)."""

        def charge() -> None:
            wait = self.reaction_rates.wait((id, seat)) or self.reactions_sent.wait(address)
            if wait:
                raise BadRequest("too_many_reactions", 429, retry_after=wait)

        try:
            return self.public.react(id, keys, seat, phrase, charge)
        except Invalid as e:
            raise BadRequest.of(e) from None

    # -- ratings -----------------------------------------------------------------------------
    async def ratings(self, request: Request) -> Response:
        self.no_query(request)
        profile, read = request.path_params["profile"], self._read(request)
        return self.answer(await run_in_threadpool(read, self.public.ratings_of, profile))

    async def leaderboard(self, request: Request) -> Response:
        asked = fields.query(request.query_params, LEADERBOARD_QUERY)
        variant, period, mine = (
            asked.get("variant"),
            asked.get("period") or "all",
            asked.get("profile"),
        )
        read = self._read(request)
        try:
            board = await run_in_threadpool(read, self.public.leaderboard, variant, period, mine)
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer(board)

    async def take_seat(self, request: Request) -> Response:
        """A free seat of a public table, taken from the lobby."""
        self.no_query(request)
        body = await self.body(request, {"seat", "another"})
        seat = fields.seat(body, "seat", lambda k, v: BadRequest("not_a_seat", key=k, value=v))
        id, key, another = request.path_params["id"], profile_key(request), _flag(body, "another")
        take = self.public.take_seat
        return self._seated(await run_in_threadpool(take, id, key, seat, another))

    # -- profiles ----------------------------------------------------------------------------
    async def make_profile(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"name", "avatar"})
        wait = self.profiles_made.wait(address_of(request))
        if wait:
            raise BadRequest("too_many_profiles", 429, retry_after=wait)
        self.quotas.room()  # a profile is kept for good, as a table is
        try:
            profile, secret = await run_in_threadpool(
                self.public.make_profile, body.get("name"), body.get("avatar")
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer({"profile": profile.json(), "secret": secret}, 201)

    async def me(self, request: Request) -> Response:
        self.no_query(request)
        profile = await run_in_threadpool(self.public.me, profile_key(request))
        return self.answer({"profile": profile.json(), "muted": list(profile.muted)})

    async def change_profile(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"name", "avatar"})
        key = profile_key(request)
        try:
            profile = await run_in_threadpool(
                self.public.change_profile, key, body.get("name"), body.get("avatar")
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer({"profile": profile.json()})

    async def link(self, request: Request) -> Response:
        """A one-time link that moves the profile to another device: the token in the
        fragment, which no browser sends to a server."""
        self.no_query(request)
        await self.body(request, set())
        token = await run_in_threadpool(self.public.link, profile_key(request))
        link = f"{self.base_url(request)}#profile={token}"
        return self.answer({"token": token, "link": link, "qr_svg": qr_svg(link)})

    async def take(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"token"})
        profile, secret = await run_in_threadpool(self.public.take, body.get("token"))
        return self.answer({"profile": profile.json(), "secret": secret})

    async def mute(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"profile", "muted"})
        muted = body.get("muted")
        if not isinstance(muted, bool):
            raise BadRequest("not_a_bool", key="muted", value=muted)
        _text(body, "profile")
        key = profile_key(request)
        done = await run_in_threadpool(self.public.mute, key, body.get("profile"), muted)
        return self.answer({"muted": list(done)})


LOBBY_EVERY = 0.5
"""Seconds at least between two lobbies built for the live feed (all its connections share
one)."""
LOBBY_AGAIN = 2.0
"""Seconds at most between two looks at the lobby for the live feed of a process that is not
alone: another process's change wakes nobody here (a process hears only the tables it
follows), so it is seen within them."""
HELLO_WITHIN = 10.0
CLOSE_SPOKE = 1008
"""The close of a lobby connection that sent anything but a ping after its hello: the lobby
only speaks, so whatever else a device sends then is a client that is not ours, and reading it
would cost the server for nothing."""
PING = {"type": "ping"}
PING_EVERY = 5.0
"""Seconds at least between two pings of a lobby connection, each answered ``pong``: our
client sends one every 10 s, to learn whether a connection that hears nothing still carries
(socket.js); pings any faster close it as anything else does."""


class Heard:
    """The changes one event loop's lobby connections hear of: one listener of the hub for all
    of them (while any is open), so that a change costs the thread that made it one call into
    the loop, not one a connection. ``changed()``: a future done at the next change, shared."""

    def __init__(self, loop: asyncio.AbstractEventLoop, hub) -> None:
        self.loop, self.hub = loop, hub
        self.connections = 0
        self.calling = False  # a call to ``_wake`` is on its way to the loop
        self._next = loop.create_future()
        self._stop: Callable[[], None] | None = None

    def join(self) -> None:
        if not self.connections:
            self._stop = self.hub.subscribe(None, self._told)
        self.connections += 1

    def leave(self) -> None:
        self.connections -= 1
        if not self.connections and self._stop is not None:
            self._stop()
            self._stop = None

    def changed(self) -> asyncio.Future:
        return self._next

    def _told(self, *_) -> None:
        """A table changed (in the thread that changed it): the loop is called once for the
        changes told meanwhile."""
        if not self.calling:
            self.calling = True
            self.loop.call_soon_threadsafe(self._wake)

    def _wake(self) -> None:
        self.calling = False
        done, self._next = self._next, self.loop.create_future()
        done.set_result(None)


class Lobbies:
    """The live lobby: ``ws://HOST/api/public/live``. Every change this process hears of wakes its
    connections (``Heard``), and with other processes they look again every ``LOBBY_AGAIN``
    seconds anyway (for the changes of those); the LOBBY of each game is built and written at
    most every ``LOBBY_EVERY`` seconds, once for every connection, and a connection is sent it
    only when it differs from the last it was sent. A lobby connection holds no seat: it counts
    among its address's watchers (``Watching``; one refused is counted in ``refused``)."""

    def __init__(self, public: PublicService, watching: Watching, refused: Refused) -> None:
        self.public, self.watching, self.refused = public, watching, refused
        self._built: dict[str | None, tuple[float, dict, str]] = {}
        self._lock = threading.Lock()
        self._heard: dict[asyncio.AbstractEventLoop, Heard] = {}  # while a connection is open

    def fresh(self, variant: str | None) -> tuple[dict, str] | None:
        """The LOBBY of ``variant`` and its frame if built within the last ``LOBBY_EVERY``
        seconds (no store read: on the event loop)."""
        kept = self._built.get(variant)
        if kept is None or time.monotonic() - kept[0] >= LOBBY_EVERY:
            return None
        return kept[1], kept[2]

    def get(self, variant: str | None) -> tuple[dict, str]:
        """The LOBBY of ``variant`` and its frame as built within the last ``LOBBY_EVERY``
        seconds (in a worker thread: it reads the store)."""
        with self._lock:
            kept = self.fresh(variant)
            if kept is None:
                lobby = self.public.lobby(variant)
                kept = lobby, json.dumps({"type": "lobby", "lobby": lobby})
                self._built[variant] = (time.monotonic(), *kept)
            return kept

    async def endpoint(self, websocket: WebSocket) -> None:
        if not same_origin(websocket):  # as the table's live connection checks it
            await websocket.close(code=4403)
            return
        await websocket.accept()
        try:
            await self._serve(websocket)
        except WebSocketDisconnect:
            pass

    async def _serve(self, websocket: WebSocket) -> None:
        variant = await _hello(websocket)
        if variant == 0:
            return
        address = address_of(websocket)
        refused = self.watching.enter_lobby(address)
        if refused is not None:
            self.refused.count(refused.code, address)
            error = {"type": "error", "ref": None, "error": str(refused), **refused.json()}
            await websocket.send_text(json.dumps(error))
            await websocket.close(CLOSE_AGAIN, refused.code)
            return
        loop = asyncio.get_running_loop()
        heard = self._heard.get(loop)
        if heard is None:
            heard = self._heard[loop] = Heard(loop, self.public.tables.hub)
        heard.join()
        try:
            await self._fed(websocket, variant, heard)
        finally:
            heard.leave()
            if not heard.connections:
                del self._heard[loop]
            self.watching.leave_lobby(address)

    async def _fed(self, websocket: WebSocket, variant: str | None, heard: Heard) -> None:
        """Send the lobby as it changes until the device goes away (or talks back)."""
        again = None if self.public.tables.hub.hears_all else LOBBY_AGAIN  # alone: hears all
        reader = asyncio.create_task(_heard(websocket))
        sent, pinged = None, -PING_EVERY
        try:
            while True:
                changed = heard.changed()  # before the read: a change meanwhile is not missed
                lobby, frame = self.fresh(variant) or await run_in_threadpool(self.get, variant)
                if lobby["tables"] != sent:
                    sent = lobby["tables"]
                    await websocket.send_text(frame)
                await asyncio.wait({changed, reader}, timeout=again,
                                   return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
                if reader.done():
                    spoken = reader.result()
                    if spoken != "ping" or time.monotonic() - pinged < PING_EVERY:
                        break
                    pinged = time.monotonic()
                    await websocket.send_text('{"type": "pong"}')
                    reader = asyncio.create_task(_heard(websocket))
                await asyncio.sleep(LOBBY_EVERY)
            if spoken is not None:
                await websocket.close(CLOSE_SPOKE)
        finally:
            reader.cancel()


async def _hello(websocket: WebSocket) -> str | None | int:
    """The game a lobby connection's hello asks for (None: every game), or 0 once a bad hello
    is answered and the connection closed."""
    try:
        hello = json.loads(await asyncio.wait_for(websocket.receive_text(), HELLO_WITHIN))
    except (TimeoutError, ValueError, KeyError, RuntimeError):
        hello = None
    variant = hello.get("variant") if isinstance(hello, dict) else 0
    known = variant is None or (isinstance(variant, str) and variant in VARIANTS)
    if not (isinstance(hello, dict) and hello.get("type") == "hello"
            and set(hello) <= {"type", "variant"} and known):  # fmt: skip
        e = BadRequest("message_field", type="hello", field="variant")
        await websocket.send_text(json.dumps({"type": "error", "ref": None, "error": str(e),
                                              **e.json()}))  # fmt: skip
        await websocket.close(4400)
        return 0
    return variant


async def _heard(websocket: WebSocket) -> str | None:
    """Wait for the device's next message: "ping", "else" for anything else, None when it
    went away. A ping is a short text; a longer one is not parsed."""
    try:
        message = await websocket.receive()
    except (WebSocketDisconnect, RuntimeError):
        return None
    if message["type"] == "websocket.disconnect":
        return None
    text = message.get("text")
    try:
        return "ping" if text and len(text) <= 64 and json.loads(text) == PING else "else"
    except ValueError:
        return "else"
