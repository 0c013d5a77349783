"""The door of the server's sockets: how many connections are open, for how long a request may
take to arrive, and the answer to one too many.

uvicorn keeps an idle kept-alive connection ``timeout_keep_alive`` seconds (we use its setting),
and its WebSocket pings close a dead live connection; but it waits forever for a request that
never comes or never ends (a socket that sends nothing, half a request, half a body), and it
counts connections only in all (``limit_concurrency``, answered with a 503 and one log line per
request). So the door is a small guard of ours, on uvicorn's own HTTP protocol (h11's, which
uvicorn uses without httptools): a subclass that

- counts the open connections per client address and in all (a WebSocket keeps the slot of the
  HTTP connection it was upgraded from), and answers one beyond either cap with a 429 and
  closes it — the total kept below the process's file limit, so that accepting never fails;
- closes a connection whose request (line, headers and body) has not all arrived
  ``request_timeout`` seconds after its first byte (or after the connection was made) with a
  408;
- answers a request h11 cannot read (not HTTP, a broken header) with a 400 in the API's error
  shape (``not_http``), where uvicorn answers in plain text and logs a line each time;
- tells refusals in one summarised line per ``interval``, never one line (or a traceback) each.

The caps are held first where the connection is accepted (``Listener``, the listening socket):
one beyond them is answered and closed there, before the event loop makes a transport, uvicorn a
protocol or h11 a parser for it — a refusal costs the event loop a few system calls, so a
stranger opening a thousand sockets at once does not hold up everyone else's moves — and each
turn of the event loop takes in at most ``ROUND`` new connections and turns away at most
``REFUSALS``, so a burst is spread over turns between which the other connections are served.

A request the app refuses with a 429 (a quota spent, a run of wrong codes: ``charging``) costs
its address ``PENALTY`` requests more of its bucket, so that a flood the app would refuse one
request at a time (each parsed, routed and answered: about a millisecond) is soon refused at
the door instead; a family refused now and then loses a few of its hundreds.

An address refused ``STRIKES`` times within a second is no browser: it is shut out of the
listening socket for ``SHUT`` seconds (``shutter``: the system drops its connections before they
are accepted), so that a flood, once it has been told, costs the server next to nothing; its
request bucket is empty when it is let in again. Why not a cheaper refusal: a refusal at
accept costs the server's process some 60 µs of CPU in a flood, most of it the system's
(accept, send, close, and the TCP connection's own packets), which neither closing it
unanswered nor a time budget per address on the event loop can save; only not accepting the
flood's connections at all does (bench/README.md has the figures).

A proxy the operator named (``--proxy``) carries many clients on its connections: its peer
address is held to the total only; the proxy limits each client itself (deploy/nginx.conf).
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import json
import logging
import socket
import sys
import time
from collections import Counter, OrderedDict, deque
from collections.abc import Callable

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol
from websockets.datastructures import Headers
from websockets.http11 import Response

from ..core import Refusal
from .errors import BadRequest  # the web layer's refusals, whose codes these are
from .limits import Bucket
from .peers import address_key
from .shutter import Shutter
from .wire import Sending, Wire

LINGER = 1.0
"""Seconds a refused connection stays open after its answer, reading what the client still
sends: closing a socket with unread data resets it, and the client could lose the answer."""
LINGERING = 64
"""At most this many refused connections linger at once; beyond, they are closed at once."""
ROUND = 16
"""New connections the listening socket hands to asyncio in one turn of the event loop."""
REFUSALS = 64
"""Connections it turns away in one turn of the event loop, at most (the rest wait a turn)."""
DONTWAIT = getattr(socket, "MSG_DONTWAIT", 0)
"""Where the system has it, a refused socket is read and written without being made
non-blocking first (one system call less each)."""
BURST = 5
"""Seconds' worth of requests an address may make at once (then ``requests`` a second)."""
ADDRESSES = 10_000
"""Addresses whose requests are counted (the least recent are forgotten first)."""
STRIKES = 200
"""Refusals within one second that shut an address out (a browser, told once, waits: a family
never comes near; a flood reaches it in a fraction of a second)."""
SHUT = 5.0
"""Seconds an address stays shut out, as long as the ``retry-after`` of its refusals."""
PENALTY = 10
"""Requests of its bucket that a refusal by the app (a 429) costs an address besides its own."""
RESERVE = 100
"""Files kept for everything else: the database, the workers' pipes, Redis, logs."""


def within_files(wanted: int, files: int) -> tuple[int, int]:
    """The total cap of connections under a file limit of ``files``, and the listening
    socket's backlog: up to a backlog of sockets may wait to be accepted before the door
    sees any of them, and a few such rounds can come before the refused ones are closed, so
    the cap leaves room for three, besides the reserve and the lingering refusals."""
    room = max(files - RESERVE, 64)
    backlog = max(8, min(2048, room // 8))
    return max(16, min(wanted, room - LINGERING - 3 * backlog)), backlog


def raise_file_limit() -> int:
    """Raise this process's soft limit of open files to its hard limit; the limit now (a large
    number where the system sets none, or has no such limit)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on this platform
        return 1 << 20
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft != hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return 1 << 20 if soft == resource.RLIM_INFINITY else soft


def refusal_bytes(status: int, reason: str, refusal: Refusal, retry_after: int | None) -> bytes:
    """A whole HTTP answer in the API's error shape, closing the connection."""
    body = json.dumps({"error": str(refusal), **refusal.json()})
    again = "" if retry_after is None else f"retry-after: {retry_after}\r\n"
    head = (
        f"HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\n{again}"
        "cache-control: no-store\r\nx-content-type-options: nosniff\r\n"
        "connection: close\r\n\r\n"
    )
    return (head + body).encode()


AGAIN = 5
TOO_FAST = refusal_bytes(
    429, "Too Many Requests", BadRequest("too_many_requests", 429, retry_after=1), 1
)
TOO_MANY = refusal_bytes(
    429, "Too Many Requests", BadRequest("too_many_connections", 429, retry_after=AGAIN), AGAIN
)
NOT_HTTP = refusal_bytes(400, "Bad Request", BadRequest("not_http"), None)

_NOT_HTTP_SAID = "Invalid HTTP request received."
"""What uvicorn logs for each request h11 cannot read, just before it answers it (with
``send_400_response``): the door answers it and tells it in its line instead."""


def _told_by_the_door(record: logging.LogRecord) -> bool:
    """uvicorn's log, less the line it writes for each request that is not HTTP: the door
    counts those and tells them once an interval, so that a stranger's garbage does not write a
    line a request into the server's log."""
    return record.msg != _NOT_HTTP_SAID


class Door:
    """The open connections per address and in all, and the refusals to tell.

    ``total``, ``per_address``: the caps; ``requests``: HTTP requests a second one address may
    make on average (bursts of ``BURST`` seconds' worth); ``request_timeout``: seconds for a
    request to arrive; ``proxies``: addresses or networks held to the total only (the proxy
    limits each client itself); ``interval``: seconds between two lines telling the
    refusals."""

    def __init__(self, total: int, per_address: int, request_timeout: float = 10.0,
                 proxies: tuple[str, ...] = (), interval: float = 60.0,
                 clock: Callable[[], float] = time.monotonic,
                 requests: float = 100.0, strikes: int = STRIKES) -> None:  # fmt: skip
        self.total, self.per_address, self.requests = total, per_address, requests
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()  # each address's requests
        self.request_timeout, self.interval, self.clock = request_timeout, interval, clock
        self.too_slow_answer = refusal_bytes(
            408, "Request Timeout", BadRequest("request_timeout", 408, seconds=request_timeout), 1
        )
        self.proxies = tuple(ipaddress.ip_network(p, strict=False) for p in proxies if p != "*")
        self.any_proxy = "*" in proxies
        self._proxy_of: dict[str, bool] = {}  # addresses looked up already
        self.strikes, self.shutter = strikes, None  # the listening socket's (``guard``)
        self._struck: dict[str, list[float]] = {}  # address -> [second began, refusals in it]
        self.shut = 0  # times an address was shut out, to tell
        self.open: Counter[str] = Counter()
        self.count = 0
        self.lingering = 0
        self.refused: Counter[str] = Counter()  # why: per_address, total
        self.refused_from: set[str] = set()
        self.timed_out = 0
        self.out_of_files = 0
        self.not_http = 0
        self._telling: asyncio.TimerHandle | None = None
        self._lingering: deque[tuple[float, socket.socket]] = deque()
        self._closing: asyncio.TimerHandle | None = None

    def guard(self, sock: Listener) -> None:
        """Stand at ``sock``'s door: refuse there, and shut out there where the system can."""
        sock.door = self
        self.shutter = Shutter.of(sock)

    def is_proxy(self, host: str) -> bool:
        if self.any_proxy:
            return True
        if not self.proxies:  # no parsing for the common case: asked at every refusal
            return False
        known = self._proxy_of.get(host)
        if known is None:
            try:
                ip = ipaddress.ip_address(host)
                known = any(ip in net for net in self.proxies)
            except ValueError:
                known = False
            if len(self._proxy_of) >= 10_000:
                self._proxy_of.clear()
            self._proxy_of[host] = known
        return known

    def enter(self, host: str) -> str | None:
        """Count a new connection from ``host``; or the reason it is refused."""
        why = self.refuses(host)
        if why is None:
            self.open[_key(host)] += 1
            self.count += 1
        return why

    def refuses(self, host: str) -> str | None:
        """Why a new connection from ``host`` is refused now (counted as refused), or None:
        too many open, or its requests spent (none would be answered). An IPv6 client is held
        to the caps by its /64, as to the other limits (``peers``)."""
        if self.count >= self.total:
            return self._refuse("total", host)
        if self.is_proxy(host):
            return None
        key = _key(host)
        if self.open[key] >= self.per_address:
            return self._refuse("per_address", host)
        bucket = self._buckets.get(key)
        if bucket is not None and not bucket.has():
            return self._refuse("requests", host)
        return None

    def takes(self, host: str) -> bool:
        """A request of ``host`` begins: whether it may be answered (its token taken), else
        counted as refused."""
        if self.is_proxy(host):
            return True
        key = _key(host)
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = Bucket(self.requests, int(BURST * self.requests),
                                                 self.clock)  # fmt: skip
            while len(self._buckets) > ADDRESSES:
                self._buckets.popitem(last=False)
        self._buckets.move_to_end(key)
        if bucket.take():
            return True
        self._refuse("requests", host)
        return False

    def charging(self, app):
        """``app`` (ASGI), each of whose 429s to an HTTP request costs the request's address
        ``PENALTY`` more of its requests (the peer's address: uvicorn believes no forwarded
        header here, and a proxy's is not counted)."""

        async def charged(scope, receive, send) -> None:
            if scope["type"] != "http":
                return await app(scope, receive, send)
            host = scope["client"][0] if scope.get("client") else "?"

            async def sending(message) -> None:
                if message["type"] == "http.response.start" and message["status"] == 429:
                    self.charge(host)
                await send(message)

            return await app(scope, receive, sending)

        return charged

    def charge(self, host: str) -> None:
        """``host`` was refused by the app: ``PENALTY`` of its requests are spent."""
        bucket = None if self.is_proxy(host) else self._buckets.get(_key(host))
        if bucket is not None:
            bucket.has()  # its tokens brought up to now
            bucket.tokens -= PENALTY

    def leave(self, host: str) -> None:
        key = _key(host)
        self.count -= 1
        self.open[key] -= 1
        if self.open[key] <= 0:
            del self.open[key]

    def turn_away(self, conn: socket.socket, why: str = "per_address") -> None:
        """Answer a refused connection with the 429 and close it, on the bare socket: what its
        client sent already is read and dropped first (closing a socket with unread data resets
        it, and the client could lose the answer); one that may still be sending lingers
        ``LINGER`` seconds, at most ``LINGERING`` of them at once."""
        try:
            if not DONTWAIT:
                conn.setblocking(False)
            conn.send(TOO_FAST if why == "requests" else TOO_MANY, DONTWAIT)
            ended = _drained(conn)
        except OSError:  # the client is gone already
            ended = True
        if ended or self.lingering >= LINGERING:
            conn.close()
            return
        loop = asyncio.get_running_loop()
        self.lingering += 1
        self._lingering.append((loop.time() + LINGER, conn))
        if self._closing is None:
            self._closing = loop.call_later(LINGER, self._close_lingering)

    def _close_lingering(self) -> None:
        self._closing = None
        loop = asyncio.get_running_loop()
        now = loop.time()
        while self._lingering and self._lingering[0][0] <= now:
            _, conn = self._lingering.popleft()
            self.lingering -= 1
            try:
                _drained(conn)
            except OSError:
                pass
            conn.close()
        if self._lingering:
            wait = max(0.0, self._lingering[0][0] - now)
            self._closing = loop.call_later(wait, self._close_lingering)

    def too_slow(self) -> None:
        self.timed_out += 1
        self._later()

    def unreadable(self) -> None:
        """A request that was not HTTP was answered (told in the line of refusals)."""
        self.not_http += 1
        self._later()

    def out_of_files_to_accept(self) -> None:
        """The listening socket could not accept for want of files (``Doorway`` waits a
        moment): told in the line of refusals, never a traceback each time."""
        self.out_of_files += 1
        self._later()

    def _refuse(self, why: str, host: str) -> str:
        self.refused[why] += 1
        key = _key(host)
        if len(self.refused_from) < 10_000:
            self.refused_from.add(key)
        if why != "total" and self.shutter is not None:  # the total's refused are anyone
            self._strike(key)
        self._later()
        return why

    def _strike(self, key: str) -> None:
        """Count a refusal of ``key``; at ``strikes`` within a second, shut it out."""
        if key in self.shutter.shut:  # its connections accepted by the system before
            return
        now = self.clock()
        struck = self._struck.get(key)
        if struck is None or now - struck[0] >= 1.0:
            if len(self._struck) >= ADDRESSES:
                self._struck.clear()
            struck = self._struck[key] = [now, 0]
        struck[1] += 1
        if struck[1] < self.strikes or not self.shutter.close(key):
            return
        del self._struck[key]
        self.shut += 1
        bucket = self._buckets.get(key)
        if bucket is not None:  # let in again with none of its requests saved up meanwhile
            bucket.tokens = -SHUT * bucket.rate
        asyncio.get_running_loop().call_later(SHUT, self.shutter.open, key)

    def _later(self) -> None:
        """Tell what happened at the end of this interval (one line for all of it)."""
        if self._telling is None:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # a test's door without a loop: told when it asks
                return
            self._telling = loop.call_later(self.interval, self.tell)

    def tell(self) -> str | None:
        """The line of what was refused since the last one (written on stderr), or None."""
        self._telling = None
        parts = []
        if self.refused["per_address"]:
            parts.append(f"{self.refused['per_address']} over {self.per_address} from one address")
        if self.refused["total"]:
            parts.append(f"{self.refused['total']} over the total of {self.total}")
        if self.refused["requests"]:
            parts.append(f"{self.refused['requests']} over {self.requests:g} requests a second "
                         "from one address")  # fmt: skip
        if self.timed_out:
            parts.append(f"{self.timed_out} closed after {self.request_timeout:g} s without a "
                         "whole request")  # fmt: skip
        if self.shut:
            parts.append(f"{self.shut} times an address shut out for {SHUT:g} s after "
                         f"{self.strikes} refusals in a second")  # fmt: skip
        if self.out_of_files:
            parts.append(f"{self.out_of_files} times out of files to accept with")
        if self.not_http:
            parts.append(f"{self.not_http} requests that were not HTTP")
        if not parts:
            return None
        refused, senders = sum(self.refused.values()), len(self.refused_from)
        addresses = "1 address" if senders == 1 else f"{senders} addresses"
        line = (f"refused {refused} connections from {addresses} in the last "
                f"{self.interval:g} s: " if refused else f"in the last {self.interval:g} s: "
                ) + "; ".join(parts)  # fmt: skip
        self.refused.clear()
        self.refused_from.clear()
        self.timed_out = self.out_of_files = self.shut = self.not_http = 0
        print(f"dobleseis: {line}", file=sys.stderr, flush=True)
        return line


def _key(host: str) -> str:
    """The key ``host`` is counted by: an IPv4 address as it is (no parsing: it comes with
    every connection), an IPv6 one by its /64."""
    return host if ":" not in host else address_key(host)


def _drained(conn: socket.socket) -> bool:
    """Read and drop what ``conn``'s client has sent so far (at most a few reads): whether it
    has closed its side."""
    for _ in range(8):
        try:
            if not conn.recv(1 << 16, DONTWAIT):
                return True
        except BlockingIOError:
            return False
    return False


class Listener(socket.socket):
    """The listening socket of a server behind ``door`` (set before it serves): its
    ``Doorway`` calls ``accept``, which turns away a connection beyond the door's caps there
    and then (see the module's docstring), and ends the loop's turn after ``ROUND``
    connections taken in or ``REFUSALS`` turned away. The door counts a connection taken in
    when its protocol is made (``protocols``), which also refuses one that passed here within
    the same turn beyond a cap."""

    door: Door | None = None
    _taken = 0
    _kind: tuple[int, int, int] | None = None  # family, type, proto: read once

    def accept(self):  # type: ignore[override]
        door = self.door
        if door is None:
            return super().accept()
        refused = 0
        while True:
            if self._taken >= ROUND or refused >= REFUSALS:
                self._taken = 0
                raise BlockingIOError  # the doorway ends this turn; it comes back next turn
            try:
                fd, address = self._accept()
            except BlockingIOError:
                self._taken = 0
                raise
            if self._kind is None:
                self._kind = (int(self.family), int(self.type), self.proto)
            conn = socket.socket(*self._kind, fileno=fd)
            why = door.refuses(address[0] if isinstance(address, tuple) else "?")
            if why is None:
                self._taken += 1
                return conn, address
            door.turn_away(conn, why)
            refused += 1


ACCEPT_AGAIN = 1.0
"""Seconds the listening socket rests after the process ran out of files to accept with (as
asyncio's own accept loop does): the connections meanwhile wait in the backlog."""
OUT_OF_FILES = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})


class Doorway:
    """Takes in the connections of a ``Listener`` on ``loop`` — asyncio's or uvloop's — and
    gives each to the loop as a transport for a new ``protocol()``: what uvicorn asks of a
    server (``close``, ``wait_closed``). uvloop accepts in C, past a Python socket's
    ``accept``, so the server takes its connections in itself, the same way on either loop:
    each time the socket is readable, ``Listener.accept`` until it ends the turn (the door's
    caps, a round at most)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, sock: Listener,
                 protocol: Callable[[], asyncio.Protocol], backlog: int) -> None:  # fmt: skip
        self.loop, self.sock, self.protocol = loop, sock, protocol
        self._resting: asyncio.TimerHandle | None = None
        self._open = True
        sock.setblocking(False)
        sock.listen(backlog)
        loop.add_reader(sock.fileno(), self._take)

    def _take(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except BlockingIOError:  # none left, or the turn's round is taken
                return
            except ConnectionAbortedError:  # gone before it was taken: the next one
                continue
            except OSError as e:
                if e.errno not in OUT_OF_FILES:
                    raise
                if self.sock.door is not None:
                    self.sock.door.out_of_files_to_accept()
                self.loop.remove_reader(self.sock.fileno())
                self._resting = self.loop.call_later(ACCEPT_AGAIN, self._again)
                return
            conn.setblocking(False)
            self.loop.create_task(self._connect(conn))

    async def _connect(self, conn: socket.socket) -> None:
        try:
            await self.loop.connect_accepted_socket(self.protocol, conn)
        except OSError:  # the client went away before its transport was made
            conn.close()

    def _again(self) -> None:
        self._resting = None
        if self._open:
            self.loop.add_reader(self.sock.fileno(), self._take)

    def close(self) -> None:
        """Take no more connections in (those taken in are uvicorn's to close)."""
        if self._open:
            self._open = False
            if self._resting is not None:
                self._resting.cancel()
            else:
                self.loop.remove_reader(self.sock.fileno())

    async def wait_closed(self) -> None:
        """Nothing is left to wait for once closed."""


class _Http(H11Protocol):
    """uvicorn's HTTP protocol behind the door: a connection is counted, timed and refused
    by its ``door`` (set by ``protocols``)."""

    door: Door

    def connection_made(self, transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.host = self.client[0] if self.client else "?"
        why = self.door.enter(self.host)
        self.entered, self.refused = why is None, False
        self.upgraded = self.begun = False  # begun: the request under way took its token
        self.timer: asyncio.TimerHandle | None = None
        if why is not None:
            self._turn_away(TOO_MANY)
            return
        self._time_request()

    def _turn_away(self, answer: bytes) -> None:
        """Answer ``answer`` and close, after ``LINGER`` (reading what still comes)."""
        self.refused = True
        self._untime()
        self.transport.write(answer)
        if self.door.lingering >= LINGERING:
            self.transport.close()
            return
        self.door.lingering += 1
        self.loop.call_later(LINGER, self._linger_over)

    def _linger_over(self) -> None:
        self.door.lingering -= 1
        self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return  # read and dropped until the answer has had its time
        if not self.begun and not self.upgraded and self.conn.their_state is h11.IDLE:
            self.begun = True  # a new request: counted before any of it is parsed
            if not self.door.takes(self.host):
                self._turn_away(TOO_FAST)
                return
        super().data_received(data)
        if not self.upgraded:
            if self.conn.their_state in (h11.IDLE, h11.SEND_BODY):
                if self.timer is None:  # a new request began: it has its time from now
                    self._time_request()
            else:
                self._untime()

    def _time_request(self) -> None:
        self.timer = self.loop.call_later(self.door.request_timeout, self._too_slow)

    def _untime(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _too_slow(self) -> None:
        self.timer = None
        if self.transport.is_closing() or self.conn.their_state not in (
            h11.IDLE,
            h11.SEND_BODY,
        ):
            return  # fmt: skip
        self.door.too_slow()
        if self.conn.our_state in (h11.IDLE, h11.SEND_RESPONSE):  # no answer begun: say why
            self.transport.write(self.door.too_slow_answer)
        self.transport.close()

    def on_response_complete(self) -> None:
        self.begun = False
        if self.conn.trailing_data[0]:  # a request sent before this answer: it is counted
            self.begun = True
            if not self.door.takes(self.host):
                self._turn_away(TOO_FAST)
                return
        super().on_response_complete()  # an idle connection now has uvicorn's keep-alive
        if self.conn.their_state is h11.IDLE and self.conn.trailing_data[0]:
            self._time_request()  # part of the next request came already

    def send_400_response(self, msg: str) -> None:
        """h11 could not read the request: the API's error shape, and the connection closed."""
        self._untime()
        self.door.unreadable()
        self.transport.write(NOT_HTTP)
        self.transport.close()

    def handle_websocket_upgrade(self, event) -> None:
        self.upgraded = True
        self._untime()
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc) -> None:
        super().connection_lost(exc)
        self._untime()
        if self.entered and not self.upgraded:
            self.door.leave(self.host)


class _Live(Sending):
    """Made only by an upgrade: it holds its HTTP connection's slot until it is lost. A
    handshake it refuses is answered in the API's error shape (``handshake_refused``)."""

    door: Door

    def handle_connect(self, event) -> None:
        self.conn.reject = handshake_refused(self.conn.reject)  # type: ignore[method-assign]
        super().handle_connect(event)

    def connection_lost(self, exc) -> None:
        super().connection_lost(exc)
        self.door.leave(self.client[0] if self.client else "?")


def handshake_refused(reject: Callable[[int, str], Response]) -> Callable[[int, str], Response]:
    """websockets' answer to a handshake it refuses (no key, a wrong version; or the app's
    403, a 500), made by ``reject`` in plain text, as the API answers every refusal: JSON with
    a code (``http_error`` with websockets' words, ``server_failed``)."""

    def refused(status: int, text: str) -> Response:
        plain = reject(status, text)
        code = plain.status_code
        detail = text.strip() or plain.reason_phrase
        refusal = (
            Refusal("server_failed")
            if code >= 500
            else Refusal("http_error", status=code, detail=detail)
        )
        body = json.dumps({"error": str(refusal), **refusal.json()}).encode()
        headers = Headers([
            ("Date", plain.headers["Date"]), ("Connection", "close"),
            ("Content-Length", str(len(body))), ("Content-Type", "application/json"),
            ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
        ])  # fmt: skip
        return Response(code, plain.reason_phrase, headers, body)

    return refused


def protocols(door: Door) -> tuple[type, type]:
    """uvicorn's HTTP and WebSocket protocol classes, behind ``door`` (``http=`` and ``ws=`` of
    ``uvicorn.Config``, which makes one of each per connection); the live connections share one
    ``Wire`` (a spectator's frames encoded once for all)."""
    uvicorn = logging.getLogger("uvicorn.error")
    if _told_by_the_door not in uvicorn.filters:
        uvicorn.addFilter(_told_by_the_door)
    return (type("Http", (_Http,), {"door": door}),
            type("Live", (_Live,), {"door": door, "wire": Wire()}))  # fmt: skip
