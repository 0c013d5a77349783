"""The live connection of a device to a table: a WebSocket that pushes every change.

The handshake is refused unless its ``Origin`` (when a browser sends one) is this server, so a
page on another site cannot open a connection in a visitor's browser. The first message proves
seats with their secrets (never in the URL). From then on every change of the table — a move
from any device, a computer move, a host's command, someone connecting, pausing or asking for a
takeback — makes a new scene of the table (``session.frames``: read once and built once per
audience for every connection of this process), and each connection sends the view of each
seat it shows (built for that seat), or the public view (built for no seat), and the TABLE, as
they come built. A connection sends from one task only, so an acknowledgement always comes
before the views of the change it acknowledges. A spectator's frames are also compressed and
framed once for every spectator (``web.wire``); a player's device keeps its own compression.

What a device sends is bounded: one message at most ``MAX_MESSAGE`` bytes, ``RATE`` messages a
second on average, and the messages of all the live connections of one address as many as its
HTTP requests (``Limits.requests``: ``Shares.messages``); anything malformed is answered with
an error and changes nothing.
"""

from __future__ import annotations

import asyncio
import functools
import json
from collections import deque
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit
from weakref import WeakKeyDictionary

from starlette.concurrency import run_in_threadpool
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..core import Invalid, Refusal
from ..core.seats import check_seat
from ..session import (
    DELETED,
    LOOKS,
    OFFER_KINDS,
    PANELS,
    Device,
    Proof,
    Rooms,
    Seating,
    Table,
    TableService,
    Unavailable,
    hint_json,
    proof_of,
    require_seat,
)
from ..session.frames import Frames, Scene
from ..session.keys import key_of
from ..session.table.wire import compact
from . import fields
from .errors import BadRequest
from .limits import Bucket, Shares
from .peers import address_of
from .quotas import Quotas
from .refused import Refused
from .watching import Watching
from .wire import SEND_MANY, SHARED

MAX_MESSAGE = 4096
RATE, BURST = 20, 40
MAX_IGNORED = 200
HELLO_WITHIN = 10.0
MAX_SECRETS = 64
CLOSE_NO_HELLO, CLOSE_GONE, CLOSE_FLOOD, CLOSE_TOO_LARGE = 4400, 4404, 1008, 1009
CLOSE_AGAIN = 1013  # the store cannot be reached: connect again later
WAKE_SLICE = 8
"""Connections woken for a new scene in one turn of the event loop (``Waking``): a table's
four devices in one, its spectators (up to ``Limits.spectators``) a few turns later."""


def same_origin(websocket: WebSocket) -> bool:
    """No ``Origin`` (not a browser), or the one of this server's own address."""
    origin = websocket.headers.get("origin")
    if origin is None:
        return True
    host = websocket.headers.get("host", "")
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()


class Waking:
    """The connections of one event loop told of a new scene (by the frames' threads), woken in
    the loop ``WAKE_SLICE`` at a time: between two slices the loop reads its sockets, so a
    change that fifty spectators see does not keep a player's move or ping waiting behind all
    their writes. Players' devices (and connections not yet greeted) are woken before
    spectators, whenever each connected."""

    def __init__(self) -> None:
        self.players: deque[Connection] = deque()
        self.spectators: deque[Connection] = deque()
        self.calling = False  # a call to ``wake`` is on its way to the loop

    def tell(self, connection: Connection, loop: asyncio.AbstractEventLoop) -> None:
        """A new scene for ``connection`` (in a frames thread). The connections told meanwhile
        share one call into the event loop: a change to a table of four devices wakes the loop
        once, not four times."""
        (self.spectators if connection.spectator else self.players).append(connection)
        if not self.calling:
            self.calling = True
            loop.call_soon_threadsafe(self.wake)

    def wake(self) -> None:
        """Wake a slice of the connections told, and the rest at the loop's next turns."""
        self.calling = False  # before taking them: one told from now on calls again
        for _ in range(WAKE_SLICE):
            told = self.players or self.spectators
            if not told:
                return
            told.popleft()._changed()
        if self.players or self.spectators:  # set before the call is made, as ``tell`` does
            self.calling = True
            asyncio.get_running_loop().call_soon(self.wake)


class Live:
    """The WebSocket endpoint of every table. ``public``: public play's endpoints, through
    which quick reactions are sent and heard (set by the app); ``refused``: the refusals over
    quotas to tell the host (a message beyond the connection's, a hint, a reaction, a read, a
    spectator too many)."""

    public: Any = None

    def __init__(
        self,
        tables: TableService,
        rooms: Rooms,
        local: Callable[[Any], bool],
        clock: Callable[[], float],
        watching: Watching,
        shares: Shares,
        quotas: Quotas,
        refused: Refused,
    ) -> None:
        self.tables, self.rooms = tables, rooms
        self.local, self.clock = local, clock
        self.watching, self.shares, self.quotas, self.refused = watching, shares, quotas, refused
        self.frames = Frames(tables.store, rooms, tables.hub)
        # per event loop: the connections told of a new scene (by the frames' threads)
        self._waking: WeakKeyDictionary[asyncio.AbstractEventLoop, Waking] = WeakKeyDictionary()

    def close(self) -> None:
        self.frames.close()

    def woken(self, connection: Connection, loop: asyncio.AbstractEventLoop) -> None:
        """A new scene for ``connection`` (called in a frames thread): see ``Waking``."""
        waking = self._waking.get(loop)
        if waking is None:
            waking = self._waking.setdefault(loop, Waking())
        waking.tell(connection, loop)

    async def endpoint(self, websocket: WebSocket) -> None:
        if not same_origin(websocket):
            await websocket.close(code=4403)  # before accepting: the handshake gets a 403
            return
        await websocket.accept()
        try:
            await Connection(self, websocket, websocket.path_params["id"]).run()
        except WebSocketDisconnect:  # the device went away while told why it was closed
            pass


class Connection:
    def __init__(self, live: Live, websocket: WebSocket, table_id: str) -> None:
        self.live, self.ws, self.id = live, websocket, table_id
        self.keys: frozenset[str] = frozenset()
        self.proof = Proof(False, frozenset())
        self.show: set[int] | None = None  # None: the default (see ``shown``)
        self.aid: int | None = None
        self.sent: tuple[int, frozenset[int]] | None = None  # version and seats last pushed
        self.answer_seen = 0
        self.nudge_seen = 0
        self.outbox: list[str] = []  # answers, as sent
        self.wake = asyncio.Event()
        self.dirty = True
        self.commanding = asyncio.Lock()
        self.closing: tuple[int, str] | None = None
        self.bucket = Bucket(RATE, BURST, live.clock)
        self.ignored = 0
        self.table_sent = ""  # the last TABLE frame sent
        self.proved: tuple[Seating, tuple] | None = None  # the seating and seats last proved at
        self.spectator = False  # its hello proved no seat (for as long as it is open)
        self.address = address_of(websocket)

    # -- the connection's life ---------------------------------------------------------------
    async def run(self) -> None:
        loop = asyncio.get_running_loop()
        frames = self.live.frames

        def changed() -> None:
            self.live.woken(self, loop)

        try:
            unwatch = frames.watch_kept(self.id, changed)
            if unwatch is None:  # nobody here watches the table yet: its first scene is read
                read = self.reader()  # maybe rebuilt from its record
                unwatch = await run_in_threadpool(read, frames.watch, self.id, changed)
        except Unavailable as e:
            await self.ws.close(CLOSE_AGAIN, e.code)
            return
        except BadRequest as e:  # the address's reading spent
            self._error(None, e)
            await self.ws.send_text(self.outbox.pop())
            await self.ws.close(CLOSE_AGAIN, e.code)
            return
        try:
            scene = self.live.frames.scene(self.id)
            if scene is None or scene.table is None:
                await self.ws.close(CLOSE_GONE, "there is no such table")
                return
            await self._greeted(scene)
        finally:
            unwatch()

    async def _greeted(self, scene: Scene) -> None:
        """The hello first, then the device is counted and attended."""
        try:
            first = await asyncio.wait_for(self.ws.receive(), HELLO_WITHIN)
        except TimeoutError:
            await self._refuse_hello("hello_first")
            return
        if first["type"] == "websocket.disconnect":
            return
        scene = await self._latest(scene)
        table = scene.table
        if table is None:
            await self.ws.close(CLOSE_GONE, "the table was deleted")
            return
        try:
            hello = self._message(first)
            if hello.get("type") != "hello":
                raise BadRequest("hello_first")
            self._hello(hello, table)
        except Refusal as e:
            await self._refuse_hello(e.code, e)
            return
        address = address_of(self.ws)
        spectator = not self.proof.seats
        robots = not any(table.is_human(s) for s in (1, 2, 3, 4))
        refused = self.live.watching.enter(address, self.id, spectator, robots)
        if refused is not None:
            self._error(None, refused)
            await self.ws.send_text(self.outbox.pop())
            await self.ws.close(CLOSE_AGAIN, refused.code)
            return
        self.spectator = spectator
        try:
            await self._attend(scene)
        finally:
            self.live.watching.leave(address, self.id, spectator, robots)

    async def _latest(self, scene: Scene) -> Scene:
        """The table's scene with every change made before now (a seat claimed a moment ago,
        say), so that the secrets of the hello are proved against the seating they were given
        for; ``scene`` itself if the newer one takes longer than a hello may (the store away)."""

        frames = self.live.frames
        heard = frames.heard(self.id)  # the changes made so far: the scene must have them all

        def caught_up() -> Scene | None:
            latest = frames.scene(self.id)
            return latest if latest is not None and latest.number >= heard else None

        async def fresh() -> Scene:
            while (latest := caught_up()) is None:
                self.wake.clear()  # the writer is not running yet: its first wake is the welcome
                if caught_up() is None:
                    await self.wake.wait()  # woken by the frames when a newer scene is built
            return latest

        try:
            return await asyncio.wait_for(fresh(), HELLO_WITHIN)
        except TimeoutError:
            return self.live.frames.scene(self.id) or scene

    async def _attend(self, scene: Scene) -> None:
        """Connected and counted: push every change until either side goes away."""
        self.aid = self.live.rooms.join(self.id, self.proof)
        loop = asyncio.get_running_loop()
        unheard = (
            (lambda: None)
            if self.live.public is None
            else self.live.public.public.reactions.subscribe(
                self.id, lambda r: loop.call_soon_threadsafe(self._reaction, r)
            )
        )
        # a hand reviewed, from any device of the table, is told to every device that sees it
        reviewed = self.live.tables.reviews.subscribe(
            self.id, lambda hand: loop.call_soon_threadsafe(self._reviewed, hand)
        )
        # an old answer or nudge is not news
        self.answer_seen = 0 if scene.last_answer is None else scene.last_answer[0]
        self.nudge_seen = 0 if scene.nudge is None else scene.nudge[0]
        self._send({"type": "welcome", "you": self.proof.json(), "ignored": self._ignored,
                    "limits": {"message_bytes": MAX_MESSAGE, "per_second": RATE}})  # fmt: skip
        writer = asyncio.create_task(self._writer())
        try:
            await self._reader()
        finally:
            unheard()
            reviewed()
            self.live.rooms.leave(self.id, self.aid)
            if self.closing is None:  # the device went away: nothing more to send
                writer.cancel()
            else:  # the writer sends what is queued, then closes with the reason
                self.wake.set()
            try:
                await asyncio.wait_for(writer, HELLO_WITHIN)
            except (asyncio.CancelledError, Exception):
                pass

    async def _refuse_hello(self, code: str, e: Refusal | None = None) -> None:
        e = e or Refusal(code)
        await self.ws.send_text(json.dumps({"type": "error", "ref": None, "error": str(e),
                                            **e.json()}))  # fmt: skip
        await self.ws.close(CLOSE_NO_HELLO, code)

    def _hello(self, hello: dict, table: Table) -> None:
        _fields(hello, {"type", "secrets", "show"})
        given = hello.get("secrets", [])
        if (not isinstance(given, list) or len(given) > MAX_SECRETS
                or not all(isinstance(t, str) and len(t) <= 64 for t in given)):  # fmt: skip
            raise BadRequest("message_field", type="hello", field="secrets")
        self.keys = frozenset(key_of(t) for t in given)
        self.proof = proof_of(table, self.keys, self.live.local(self.ws))
        self.proved = (table.seating, table.seats)
        self._ignored = sum(1 for t in given if not self._proves(table, t))
        if "show" in hello:
            self.show = self._seats_to_show(hello["show"], "hello")

    @staticmethod
    def _proves(table: Table, token: str) -> bool:
        proof = proof_of(table, frozenset({key_of(token)}))
        return proof.host or bool(proof.seats)

    def _seats_to_show(self, seats: Any, kind: str) -> set[int]:
        if not isinstance(seats, list) or len(seats) > 4:
            field = "show" if kind == "hello" else "seats"
            raise BadRequest("message_field", type=kind, field=field)
        out = set()
        for s in seats:
            try:
                s = check_seat(s)
            except Invalid:
                raise BadRequest("message_field", type=kind, field="seats") from None
            require_seat(self.proof, s)
            out.add(s)
        return out

    def _changed(self) -> None:
        self.dirty = True
        self.wake.set()

    def _send(self, frame: dict) -> None:
        self.outbox.append(compact(frame))
        self.wake.set()

    async def _writer(self) -> None:
        """The only task that sends: queued answers first, then the latest views."""
        while True:
            await self.wake.wait()
            self.wake.clear()
            async with self.commanding:
                answers, self.outbox, scene = self.outbox, [], []
                if self.dirty:
                    self.dirty = False
                    scene = await self._frames()
            await self._send_all(answers, scene)
            if self.closing is not None and not self.outbox:  # what came meanwhile goes first
                await self.ws.close(*self.closing)
                return

    async def _send_all(self, answers: list[str], scene: list[str]) -> None:
        """Each frame a WebSocket message, in order: all in one write where the server speaks
        ``SEND_MANY`` (``serve``), else one by one. A spectator's ``scene`` frames are encoded
        once for every spectator where the server speaks ``SHARED`` (``web.wire``: one
        compression a change, not one a spectator); a player's are compressed with its own
        window."""
        frames = answers + scene
        extensions = self.ws.scope.get("extensions", {})
        if frames and SEND_MANY in extensions:
            message = {"type": "websocket.send", "text": frames[0], SEND_MANY: frames[1:]}
            if self.spectator and SHARED in extensions:
                message[SHARED] = len(scene)
            await self.ws.send(message)
            return
        for frame in frames:
            await self.ws.send_text(frame)

    async def _frames(self) -> list[str]:
        """What is new for this device in the table's latest scene: the views it may see,
        the TABLE, an answer to a request or a nudge not told yet. Every frame comes built
        (``Frames``): a connection reads neither the store nor the rooms, and builds nothing."""
        # the first TABLE a device is sent shows it there: it waits for the scene after its join
        scene = self.live.frames.scene(self.id, fresh=not self.table_sent)
        if scene is None:  # a newer one is being built: this connection is woken for it
            self.dirty = True
            return []
        table = scene.table
        if table is None:
            self.closing = (CLOSE_GONE, "the table was deleted")
            return []
        told = self.proof  # what the device was told its secrets prove (welcome, you)
        before = self.proved[0]  # a seating where they proved it (its hello's, or since)
        await self._prove_again(table)
        frames = [] if self.proof == told else [self._you(told, before, table)]
        # the answer to a request before the views it made: a device hearing that everyone
        # agreed to an undo or redo says what it did as its view comes, not the redo's move first
        # as a move made anew and the agreement after it
        if scene.last_answer is not None and scene.last_answer[0] > self.answer_seen:
            self.answer_seen = scene.last_answer[0]
            frames.append(scene.last_answer[1])
        seats = frozenset(self.shown(table))
        if self.sent != (table.version, seats):
            self.sent = (table.version, seats)
            frames += [scene.view(seat) for seat in sorted(seats) or [None]]
        if scene.nudge is not None and scene.nudge[0] > self.nudge_seen:
            self.nudge_seen = scene.nudge[0]
            frames.append(scene.nudge[1])
        if scene.table_frame != self.table_sent:
            self.table_sent = scene.table_frame
            frames.append(scene.table_frame)
        return frames

    async def _prove_again(self, table: Table) -> None:
        """What this device's secrets prove, read again when the seating changed (a seat
        claimed or handed over; a move keeps the same seating, so it costs nothing)."""
        proved = self.proved
        if proved is not None and proved[0] is table.seating and proved[1] == table.seats:
            return
        self.proved = (table.seating, table.seats)
        proof = proof_of(table, self.keys, self.live.local(self.ws))
        if proof != self.proof:
            self.proof = proof
            await run_in_threadpool(self.live.rooms.reprove, self.id, self.aid, proof)

    def _you(self, told: Proof, before: Seating, table: Table) -> str:
        """The frame that tells the device what its secrets prove now, since they proved
        ``told`` (at the seating ``before``): without it, a device whose seat went away would
        go on showing itself there (its commands refused). ``moved``: the seats it lost to a
        rejoin link opened on another device; any other it lost was let go (released by the
        host), even if another device claimed it before this connection heard of it: the
        seating says which (``rejoined_since``), not whose key the chair holds now."""
        lost = told.seats - self.proof.seats
        moved = sorted(s for s in lost if table.seating.rejoined_since(before, s))
        return compact({"type": "you", "you": self.proof.json(), "moved": moved})

    def shown(self, table: Table) -> list[int]:
        """The held seats whose views this connection receives: those it asked for, else its
        only seat; a device holding several (hot seat) sees none until it says which. A seat
        the computer plays now shows nobody its tiles."""
        held = self.proof.seats
        wanted = self.show if self.show is not None else (held if len(held) == 1 else set())
        return [s for s in sorted(wanted & held) if table.is_human(s)]

    # -- reading messages --------------------------------------------------------------------
    async def _reader(self) -> None:
        while self.closing is None:
            try:
                message = await self.ws.receive()
            except (WebSocketDisconnect, RuntimeError):
                return
            if message["type"] == "websocket.disconnect":
                return
            if not self.bucket.take() or self.live.shares.messages.wait(self.address):
                self.ignored += 1
                self._error(None, BadRequest("too_many_messages"))
                if self.ignored >= MAX_IGNORED:
                    self.closing = (CLOSE_FLOOD, "too many messages")
                    self.wake.set()
                continue
            ref = None
            try:
                data = self._message(message)
                ref = data.get("ref")
                if ref is not None and (isinstance(ref, bool) or not isinstance(ref, int)):
                    ref = None
                    raise BadRequest("message_field", type=str(data.get("type")), field="ref")
                await self._handle(data, ref)
            except Refusal as e:  # the request's, the table's or the rules' (IllegalAction)
                self._error(ref, e)
                if e.code == "message_too_large":
                    self.closing = (CLOSE_TOO_LARGE, "message too large")
                    self.wake.set()

    def _message(self, message: dict) -> dict:
        text = message.get("text")
        if text is None:
            raise BadRequest("message_not_json")
        if len(text) > MAX_MESSAGE and len(text.encode("utf-8")) > MAX_MESSAGE:
            raise BadRequest("message_too_large", limit=MAX_MESSAGE)
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except (json.JSONDecodeError, RecursionError, ValueError):
            raise BadRequest("message_not_json") from None
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise BadRequest("message_not_object")
        return data

    def _error(self, ref: int | None, e: Refusal) -> None:
        """Tell the device why its message was refused (one over a quota counted for the
        host's log)."""
        self.live.refused.count(e.code, self.address)
        self._send({"type": "error", "ref": ref, "error": str(e), **e.json()})

    async def _handle(self, data: dict, ref: int | None) -> None:
        kind = data["type"]
        handler = {
            "act": self._act,
            "offer": self._offer,
            "answer": self._answer,
            "hint": self._hint,
            "review": self._review,
            "panel": self._panel,
            "nudge": self._nudge,
            "show": self._show,
            "ping": self._ping,
            "react": self._react,
        }.get(kind)
        if handler is None:
            raise BadRequest("unknown_message", type=kind[:40])
        await handler(data, ref)

    # -- the messages ------------------------------------------------------------------------
    async def _ping(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref"})
        self._send({"type": "pong", "ref": ref})

    async def _show(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "seats"})
        self.show = self._seats_to_show(data.get("seats"), "show")
        self._changed()

    async def _panel(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "panel", "open"})
        if data.get("panel") not in PANELS + LOOKS:
            raise BadRequest("message_field", type="panel", field="panel")
        if not isinstance(data.get("open"), bool):
            raise BadRequest("message_field", type="panel", field="open")
        self.live.rooms.panel(self.id, self.aid, data["panel"], data["open"])

    async def _react(self, data: dict, ref: int | None) -> None:
        """A quick reaction to the whole table (public play: ``web.public``)."""
        _fields(data, {"type", "ref", "seat", "phrase"})
        seat = fields.seat(data, "seat", _wrong("react"))
        if self.live.public is None:
            raise BadRequest("unknown_message", type="react")
        reacted, keys, address = self.live.public.reacted, self.keys, address_of(self.ws)
        table = await run_in_threadpool(reacted, self.id, keys, seat, data.get("phrase"), address)
        self._send({"type": "ack", "ref": ref, "version": table.version})

    def _reaction(self, reaction: Any) -> None:
        """A reaction at this table: told unless a player this device holds muted its sender."""
        if not reaction.muted_by & self.proof.seats:
            self._send(reaction.frame())

    def _reviewed(self, hand: int) -> None:
        """The review of hand ``hand`` is kept: its number alone, for the device's score sheet
        to ask the accuracy again, as anyone who sees the table may (the hand is over)."""
        self._send({"type": "reviewed", "hand": hand})

    async def _nudge(self, data: dict, ref: int | None) -> None:
        """A gentle reminder to a person the table waits for (at most once a minute a seat)."""
        _fields(data, {"type", "ref", "seat"})
        seat = fields.seat(data, "seat", _wrong("nudge"))
        table = await run_in_threadpool(self.live.tables.get, self.id)
        await run_in_threadpool(
            self.live.rooms.nudge, table, self.device().proof(table), seat, self.live.clock()
        )
        self._send({"type": "ack", "ref": ref, "version": table.version})

    async def _act(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "version", "seat", "action"})
        version = fields.whole(data, "version", _wrong("act"))
        seat = fields.seat(data, "seat", _wrong("act"))
        action = fields.action(seat, data.get("action"))
        device, tables = self.device(), self.live.tables
        await self._change(lambda: tables.move(self.id, version, device, seat, action), ref)

    async def _offer(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "version", "kind", "seat"})
        version = fields.whole(data, "version", _wrong("offer"))
        kind = data.get("kind")
        if kind not in OFFER_KINDS:
            raise BadRequest("message_field", type="offer", field="kind")
        seat = fields.seat(data, "seat", _wrong("offer")) if "seat" in data else None
        starting = await run_in_threadpool(self._new_table) if kind == "new_match" else _go
        device, tables, rooms = self.device(), self.live.tables, self.live.rooms

        def offer() -> tuple[Table, str | None, bool]:
            return tables.offer(rooms, self.id, version, device, kind, seat, starting)

        await self._agreed(offer, ref)

    def _new_table(self) -> Callable[[], None]:
        """What refuses this device a new match, a new stored match counted as a new table from
        its address: its quotas' refusal, found now (it may read the store) and raised only if
        its ask starts a request or the match itself (``TableService.offer``). Agreeing to the
        new match another seat asked for is never refused for them, by Accept or by asking."""
        try:
            self.live.quotas.admit(address_of(self.ws))
        except BadRequest as refusal:
            return functools.partial(_refuse, refusal)
        return _go

    async def _answer(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "offer", "accept"})
        offer_id = data.get("offer")
        if not isinstance(offer_id, str) or len(offer_id) > 40:
            raise BadRequest("message_field", type="answer", field="offer")
        if not isinstance(data.get("accept"), bool):
            raise BadRequest("message_field", type="answer", field="accept")
        device, tables, rooms = self.device(), self.live.tables, self.live.rooms
        accept = data["accept"]

        def answer() -> tuple[Table, str | None, bool]:
            return *tables.answer(rooms, self.id, device, offer_id, accept), False

        await self._agreed(answer, ref)

    async def _hint(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "seat"})
        seat = fields.seat(data, "seat", _wrong("hint"))
        charge = self.live.shares.hint(self.id, seat)
        done = await self.live.tables.hint(self.id, seat, self.device(), charge)
        self._send({"type": "hint", "ref": ref, "seat": seat, "hint": hint_json(done)})

    async def _review(self, data: dict, ref: int | None) -> None:
        _fields(data, {"type", "ref", "hand"})
        hand = data.get("hand")
        if isinstance(hand, bool) or not isinstance(hand, int) or not 1 <= hand <= 10**6:
            raise BadRequest("message_field", type="review", field="hand")
        asker, shares = self.address, self.live.shares
        read, begin = self.reader(), shares.review(asker)
        done = await self.live.tables.review(self.id, hand, asker, read, begin)
        self._send({"type": "review", "ref": ref, "review": done})

    # -- helpers -----------------------------------------------------------------------------
    def reader(self) -> Callable[..., Any]:
        """Calls that read matches whole, charged to this connection's address
        (``Shares.reader``)."""
        return self.live.shares.reader(self.address, self.live.local(self.ws))

    def device(self) -> Device:
        """Who sends this connection's commands: the secrets of its hello, and whether it is
        this computer."""
        return Device(self.keys, self.live.local(self.ws))

    async def _agreed(self, request: Callable[[], tuple[Table, str | None, bool]],
                      ref: int | None) -> None:  # fmt: skip
        """An offer or an answer (in a worker thread); its acknowledgement says the table's
        version, when the table moved on to a new match its id (``next``: every device of
        the table follows it there, TABLE's ``next``), and when an offer was the yes to
        another seat's request of the same kind, ``joined`` (so that the device says it
        agreed, not that it asked)."""
        async with self.commanding:
            table, fresh, joined = await run_in_threadpool(request)
            if fresh is not None:
                self.live.quotas.made(address_of(self.ws), fresh)
            ack = {"type": "ack", "ref": ref, "version": table.version}
            if fresh is not None:
                ack["next"] = fresh
            if joined:
                ack["joined"] = True
            self._send(ack)

    async def _change(self, command: Callable[[], int], ref: int | None) -> None:
        """A command of the tables (in a worker thread: it reads and writes the store, or waits
        for the table's owner); its acknowledgement, with the table's version after it, is
        queued before its views are pushed."""
        async with self.commanding:
            version = await run_in_threadpool(command)
            self._send({"type": "ack", "ref": ref, "version": version})


def _fields(data: dict, allowed: set[str]) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise BadRequest("message_field", type=str(data.get("type"))[:40], field=extra[0][:40])


def _wrong(kind: str) -> fields.Wrong:
    """How a message of type ``kind`` says one of its fields is wrong."""
    return lambda key, value: BadRequest("message_field", type=kind, field=key)


def _go() -> None:
    """Nothing holds the ask back."""


def _refuse(refusal: Exception) -> None:
    raise refusal


def _no_constant(word: str) -> Any:
    raise ValueError(word)


__all__ = ["Live", "same_origin", "DELETED"]
