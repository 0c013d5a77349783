"""Run the web app with uvicorn: bind first (so a busy port is a one-line error, not a
traceback), say where it is, and open a browser where there is one. On a home network
(``--lan``) say plainly that the server is reachable beyond this computer, and print the
address other devices open, with a QR code of it in the terminal."""

from __future__ import annotations

import asyncio
import errno
import os
import signal
import socket
import sys
import threading
import webbrowser
from collections.abc import Callable
from urllib.parse import urlsplit

import uvicorn
from uvicorn.config import STARTUP_FAILURE

from ..session import Decider, Device, StoreError, TableService
from ..session.cluster import Cluster
from ..session.public import PublicService
from ..session.public.reactions import SharedReactions
from ..session.public.service import AWAY, COUNTDOWN
from ..session.stores import is_postgres, open_store, shown
from .app import create_app
from .door import Door, Doorway, Listener, protocols, raise_file_limit, within_files
from .invitation import qr_text
from .limits import DEFAULTS, Limits

DEFAULT_PORT = 8000
LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")
EVERYWHERE = ("0.0.0.0", "::", "")
WS_MAX_SIZE = 64 * 1024
"""Bytes of one WebSocket message uvicorn accepts at all (the app refuses more than 4 KiB)."""


def hosts_for(host: str, lan: str | None = None, names: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The Host names to answer when listening on ``host``: always this computer's own names
    and ``names`` (``--public-name``: the name a reverse proxy in front passes on); on a network
    address also that address (``lan``: the one found for the other devices, and this
    computer's name), so that no other site's name resolving here reaches the matches (DNS
    rebinding), while the devices on the network can."""
    names = (*LOOPBACK, *names)
    extra = []
    if host not in LOOPBACK and host not in EVERYWHERE:
        extra.append(f"[{host}]" if ":" in host else host)
    if lan is not None:
        extra.append(lan)
        name = socket.gethostname()
        extra += [name, f"{name}.local"]
    return tuple(dict.fromkeys((*names, *extra)))


def lan_address() -> str | None:
    """This computer's address on its network (the interface of the default route), or None.
    Connecting a UDP socket sends nothing: it only asks the system which address it would
    use."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.254.254.254", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def bind(host: str, port: int) -> Listener:
    """A socket bound to ``host:port`` (port 0: any free port); OSError if that fails."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
    )[0]
    # the protocol must be named: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on
    # sockets whose proto is IPPROTO_TCP, and with it on, small answers on a kept-alive
    # connection wait ~40 ms for the client's delayed ACK
    sock = Listener(family, kind, proto)  # the door refuses at accept (``door.Listener``)
    try:
        if os.name != "nt":  # let a restarted server take its port back at once
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError:
        sock.close()
        raise
    return sock


WHY_NOT = {
    errno.EADDRINUSE: "another program listens there: give another --port, or leave --port "
    "out for a free one",
    errno.EACCES: "a port below 1024 is the system's: give --port 1024 or more (a proxy in "
    "front takes 80 and 443)",
    errno.EADDRNOTAVAIL: "it is not an address of this computer",
}
"""What the host can do when the system refuses to listen, by the system's reason."""


def cannot_listen(host: str, port: int | None, error: OSError) -> str:
    """The line saying that ``host:port`` cannot be listened on, why, and what to do."""
    address = f"{host}:{DEFAULT_PORT if port is None else port}"
    why = error.strerror or str(error)
    hint = WHY_NOT.get(error.errno)
    return f"cannot listen on {address}: {why}" + ("" if hint is None else f" ({hint})")


def url_of(sock: socket.socket) -> str:
    """The address this computer opens the server at, from its bound socket."""
    host, port = sock.getsockname()[:2]
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def can_open_browser() -> bool:
    """A browser can be shown: macOS, Windows, or a graphical session on Linux and the BSDs."""
    return (
        sys.platform in ("darwin", "win32")
        or bool(os.environ.get("DISPLAY"))
        or bool(os.environ.get("WAYLAND_DISPLAY"))
    )


class _Server(uvicorn.Server):
    """uvicorn's server on listening sockets that take their connections in through the door
    (``door.Doorway``: on uvloop too, which accepts in C), calling ``ready`` once they do."""

    def __init__(self, config: uvicorn.Config, ready: Callable[[], None]) -> None:
        super().__init__(config)
        self._ready = ready

    async def startup(self, sockets: list[Listener] | None = None) -> None:
        """uvicorn's own startup for sockets given to it, with ``Doorway`` for
        ``loop.create_server``."""
        await self.lifespan.startup()
        if self.lifespan.should_exit:
            sys.exit(STARTUP_FAILURE)
        config, loop = self.config, asyncio.get_running_loop()

        def protocol() -> asyncio.Protocol:
            state = self.lifespan.state
            return config.http_protocol_class(
                config=config, server_state=self.server_state, app_state=state, _loop=loop
            )

        self.servers = [Doorway(loop, sock, protocol, config.backlog) for sock in sockets or []]
        self.started = True
        self._ready()


class Kept:
    """What a server holds open while it runs: the store ``db`` names (and the lock on its SQLite
    file), and with ``redis`` the cluster that joins it to the others (leases of ``lease`` ms).
    StoreError (one line) when any of them cannot be used; nothing is left open then."""

    def __init__(self, db: str, redis: str | None, lease: int | None) -> None:
        self.store, self.lock, self.where = open_store(db)
        self.cluster: Cluster | None = None
        if redis is not None:
            try:
                self.cluster = Cluster(redis, self.store, lease)
            except StoreError:
                self.close()
                raise

    def close(self) -> None:
        if self.cluster is not None:
            self.cluster.close()
        self.store.close()
        if self.lock is not None:  # after the store: closing it first would drop SQLite's locks
            self.lock.close()


def listen(host: str, port: int | None) -> Listener:
    """The socket to serve on: ``port``, or (None) the default port, or any free one if that is
    taken. OSError if it cannot be had."""
    try:
        return bind(host, DEFAULT_PORT if port is None else port)
    except OSError:
        if port is not None:
            raise
        return bind(host, 0)


def greeter(host: str, url: str, public: str, said: str, browser: bool) -> Callable[[], None]:
    """What the server says once it accepts connections: where it is (``public``; ``said``:
    where its matches are kept), beyond this computer how the other devices reach it (with a
    QR code), and with ``browser`` it opens a browser at this computer's own address."""

    def ready() -> None:
        print(f"Doble Seis is at {public}  (Ctrl+C stops it; {said})", flush=True)
        if host not in LOOPBACK:
            print(
                f"This server listens on {host or 'every address'}, beyond this computer: any "
                "device on this network can reach it (a seat is played only with its secret).",
                flush=True,
            )
            print(f"Other devices open {public} — or scan:", flush=True)
            print(qr_text(public), end="", flush=True)
        if browser and can_open_browser():
            port = urlsplit(url).port
            local = url if host not in EVERYWHERE else f"http://127.0.0.1:{port}/"
            threading.Thread(target=webbrowser.open, args=(local,), daemon=True).start()

    return ready


def guarded(app, limits: Limits) -> tuple[uvicorn.Config, Door]:
    """uvicorn's settings for ``app`` behind the door that holds ``limits``: connections within
    the process's file limit (raised to its hard limit first), per address and in all."""
    total, backlog = within_files(limits.connections, raise_file_limit())
    door = Door(total, limits.per_address, limits.request_timeout, limits.proxies,
                requests=limits.requests, strikes=limits.refusals)  # fmt: skip
    http, ws = protocols(door)
    # proxy_headers off: the app believes forwarded headers itself, from --proxy only (peers)
    config = uvicorn.Config(
        door.charging(app),
        log_level="warning",
        access_log=False,
        http=http,
        ws=ws,
        ws_max_size=WS_MAX_SIZE,
        # compressed, a move's frames are about 25 times fewer bytes for about a tenth more of
        # the servers' CPU (bench/README.md, "One table, one owner"); a spectator's are
        # compressed once for all spectators (web/wire.py, the protocol ``protocols`` makes)
        ws_per_message_deflate=True,
        timeout_keep_alive=limits.keep_alive,
        proxy_headers=False,
        backlog=backlog,
        # uvloop where it is installed (not on Windows): about a tenth less of the servers' CPU
        # a move (bench/README.md, "Seventh session on issue 25"); else asyncio's
        loop="auto",
    )
    return config, door


def run_until_stopped(server: uvicorn.Server, sock: Listener) -> None:
    """Serve on ``sock`` until Ctrl+C or SIGTERM (``kill``, ``systemctl stop``), which end it
    alike. uvicorn catches either, closes the connections, then raises it again with the
    handler that was there before: Python's for Ctrl+C raises KeyboardInterrupt, where the
    system's for SIGTERM would end the process there, before ``serve`` writes its last line of
    refusals, closes the store and Redis and says it stopped. So SIGTERM is given Ctrl+C's
    handler while the server runs."""
    main = threading.current_thread() is threading.main_thread()  # signals are the main's
    before = signal.signal(signal.SIGTERM, signal.default_int_handler) if main else None
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # uvicorn has shut down cleanly
        pass
    finally:
        if main:
            signal.signal(signal.SIGTERM, before)


def _tables(kept: Kept) -> TableService:
    """The tables of ``kept``. Strong computers and hints think in worker processes, one per
    core: the server's own process stays free to answer every other table at once (random and
    basic decide in place: cheaper than the trip to a worker, ``session.decider``). Joined to
    other processes, a table's moves are applied by the process that owns it, and a hand's
    review kept by one is told to the devices of all."""
    tables = TableService(kept.store, Decider(workers=os.cpu_count() or 1),
                          None if kept.cluster is None else kept.cluster.hub)  # fmt: skip
    if kept.cluster is not None:
        tables.reviews.join(kept.cluster.url, kept.cluster.health)
        tables.owners = kept.cluster.own(
            lambda id, version, keys, local, seat, action: tables.act(
                id, version, Device(keys, local), seat, action), tables.get)  # fmt: skip
    return tables


def serve(
    host: str,
    port: int | None,
    open_browser: bool,
    db: str,
    lan: bool = False,
    names: tuple[str, ...] = (),
    redis: str | None = None,
    lease: int | None = None,
    limits: Limits = DEFAULTS,
    public_play: tuple[float, float] = (COUNTDOWN, AWAY),
) -> int:
    """Serve the matches kept in ``db`` (a SQLite file, or a ``postgresql://`` URL that other
    servers may share) until Ctrl+C. ``port`` None: the default port, or any free one if it is
    taken. ``lan``: listen on every interface (``0.0.0.0``) and invite the other devices of the
    network to this computer's address there. ``names``: Host names to answer besides this
    computer's own (see ``hosts_for``). ``redis``: the Redis URL that joins this process to
    the others on the same PostgreSQL database (see ``Cluster``), with leases of ``lease`` ms.
    ``limits``: what each address, and everyone, may hold and spend (see ``door``).
    ``public_play``: its countdown and time away, in seconds (``session.public``).
    """
    if lan:
        host = "0.0.0.0"
    if redis is not None and not is_postgres(db):
        print("dobleseis: --redis joins processes that share a PostgreSQL database: give "
              "--db postgresql://...", file=sys.stderr)  # fmt: skip
        return 2
    try:
        kept = Kept(db, redis, lease)
    except StoreError as e:
        print(f"dobleseis: {e}", file=sys.stderr)
        return 2
    try:
        sock = listen(host, port)
    except OSError as e:
        print(f"dobleseis: {cannot_listen(host, port, e)}", file=sys.stderr)
        kept.close()
        return 2
    url = url_of(sock)
    network = lan_address() if host in EVERYWHERE else None
    public = url
    if host in EVERYWHERE:  # the address the other devices open
        public = f"http://{network or '127.0.0.1'}:{sock.getsockname()[1]}/"
    joined = "" if redis is None else f", joined to the others by {shown(redis)}"
    ready = greeter(host, url, public, f"matches kept in {kept.where}{joined}", open_browser)
    tables = _tables(kept)
    app = create_app(
        tables,
        public=PublicService(
            tables,
            countdown=public_play[0],
            away=public_play[1],
            reactions=None if kept.cluster is None else SharedReactions(redis, kept.cluster.health),
        ),  # fmt: skip
        hosts=hosts_for(host, network, names),
        play=True,
        public_url=public if host not in LOOPBACK else None,
        rooms=None if kept.cluster is None else kept.cluster.rooms,
        leases=None if kept.cluster is None else kept.cluster.leases,
        limits=limits,
    )
    config, door = guarded(app, limits)
    door.guard(sock)
    run_until_stopped(_Server(config, ready), sock)
    door.tell()  # what was refused since the last line
    kept.close()
    print("Doble Seis stopped.", flush=True)
    return 0
