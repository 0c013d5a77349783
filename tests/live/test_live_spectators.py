"""Spectators of a table on the real server (uvicorn behind the door, loopback), their frames
encoded once for all of them (``web.wire``): every spectator, with permessage-deflate as
browsers agree it or with none, reads the public view of every version it is sent, its own
answers among them; and each frame of a change is compressed once, whatever the number of
spectators."""

from __future__ import annotations

import json
import threading
import urllib.request
from contextlib import ExitStack, contextmanager

from websockets.sync.client import connect

from dobleseis.session import ManualClock, TableService
from dobleseis.web.app import create_app
from dobleseis.web.serve import _Server, bind, guarded
from dobleseis.web.wire import Wire

from ..api.helpers import MACHINE, SECRETS, quick_decider

LIMIT = 30  # seconds: a safety limit on every read, so a broken server cannot hang the suite
MOVES = 8


@contextmanager
def served():
    """The app served as ``serve`` serves it, in a thread: its URL and its ``Wire``."""
    app = create_app(TableService(decider=quick_decider()), play=True, clock=ManualClock(),
                     limits=MACHINE)  # fmt: skip
    config, door = guarded(app, MACHINE)
    sock = bind("127.0.0.1", 0)
    door.guard(sock)
    started = threading.Event()
    server = _Server(config, started.set)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    assert started.wait(LIMIT)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/", config.ws.wire
    finally:
        server.should_exit = True
        thread.join(LIMIT)
        sock.close()


def http(url: str, body: dict | None = None, secrets: list[str] = ()) -> dict:
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json", SECRETS: " ".join(secrets)}
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers),
                                timeout=LIMIT) as r:  # fmt: skip
        return json.load(r)


class Spectator:
    """A live connection with no secret; every text it read, decoded by the websockets
    library (``compression`` "deflate": its window kept across messages, as a browser's)."""

    def __init__(self, held: ExitStack, url: str, id: str, compression: str | None) -> None:
        live = url.replace("http", "ws") + f"api/matches/{id}/live"
        self.ws = held.enter_context(connect(live, compression=compression, open_timeout=LIMIT))
        self.ws.send(json.dumps({"type": "hello", "secrets": []}))
        self.texts: list[str] = []
        assert self.next()["type"] == "welcome"

    def next(self) -> dict:
        self.texts.append(self.ws.recv(timeout=LIMIT))
        return json.loads(self.texts[-1])

    def ping_until(self, version: int) -> None:
        """Its pong, and the public view of ``version``, in whichever order they come."""
        self.ws.send(json.dumps({"type": "ping", "ref": 99}))
        ponged = seen = False
        while not (ponged and seen):
            frame = self.next()
            ponged |= frame == {"type": "pong", "ref": 99}
            seen |= frame["type"] == "view" and frame["view"]["version"] == version

    def shared(self) -> set[str]:
        """The scene frames it read (each text once: a view or a TABLE)."""
        return {t for t in self.texts if json.loads(t)["type"] in ("view", "table")}


def test_spectators_read_every_public_view_and_each_frame_is_compressed_once():
    with served() as (url, wire), ExitStack() as held:
        wire: Wire
        made = http(url + "api/matches", {"variant": "chiva", "seed": 3, "seats": ["here"] * 4})
        id, secrets = made["id"], [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        deflating = [Spectator(held, url, id, "deflate") for _ in range(3)]
        plain = Spectator(held, url, id, None)
        assert all(s.ws.protocol.extensions for s in deflating) and not plain.ws.protocol.extensions
        for _ in range(MOVES):
            view = http(url + f"api/matches/{id}", secrets=secrets)
            seat = view["to_act"]
            mine = http(url + f"api/matches/{id}?seat={seat}", secrets=secrets)
            http(url + f"api/matches/{id}/act", {"version": mine["version"], "seat": seat,
                                                  "action": mine["legal"][0]}, secrets)  # fmt: skip
        public = http(url + f"api/matches/{id}")  # no secret: the public view
        assert public["version"] == MOVES
        for s in [*deflating, plain]:
            s.ping_until(MOVES)
            frames = [json.loads(t) for t in s.texts]
            views = [f for f in frames if f["type"] == "view"]
            assert all(f["seat"] is None and f["view"]["viewer"] is None
                       and f["view"]["hand"] == [] for f in views)  # fmt: skip
            assert views[-1]["view"] == public
        # each spectator's own answers (a welcome, a pong) once each; each frame of a scene
        # once for every spectator of its window, not once a spectator
        # (a spectator behind skips to the latest scene, so which scenes each read may vary)
        shared = set().union(*(s.shared() for s in deflating))
        assert wire.encoder(12).encoded == len(shared) + 2 * len(deflating)
        assert wire.encoder(None).encoded == len(plain.shared()) + 2
