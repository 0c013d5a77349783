"""Several real ``dobleseis serve --redis`` processes on one PostgreSQL and one Redis, behind a
real nginx running deploy/nginx.conf (HTTPS on loopback), each started by the test and stopped
after; and the devices that reach them, over WebSockets through the proxy or to one process.

Every wait polls a real process's answer with a safety limit (``LIMIT``), never a pause."""

from __future__ import annotations

import json
import socket
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import redis
from websockets.sync.client import connect

from bench.servers import HOST, PUBLIC_NAME as NAME, Postgres, Redis, Serve, Site, Tls

LIMIT = 60.0
"""Seconds to wait for a condition of a real process: a safety limit, never a pace."""
LEASE = "1"
"""Seconds of a computers' lease: a killed process's tables are taken over within ~1.3 s."""


def until(condition, what: str, limit: float = LIMIT):
    """Poll ``condition`` until it answers something true; fail after ``limit`` seconds."""
    deadline = time.monotonic() + limit
    while not (answer := condition()):
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.02)  # polling real processes, not pacing the test
    return answer


class Cluster:
    """PostgreSQL, Redis, ``n`` processes and nginx in front of them."""

    def __init__(self, n: int) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-cluster-"))
        self.pg = Postgres()
        self.redis = Redis()
        self.backends: list[Serve] = []
        self.site: Site | None = None
        self.phones: list[Phone] = []
        self.pg.start()
        self.redis.start()
        self.db = self.pg.create_database("matches")
        for i in range(n):
            self.backends.append(self.serve(i))
        self.site = Site([b.port for b in self.backends])
        self.site.start()
        self.context, self.https = self.site.context, self.site.https_port
        self.client = redis.Redis.from_url(self.redis.url, decode_responses=True)

    def serve(self, i: int) -> Serve:
        return Serve(self.db, 0, "--redis", self.redis.url, "--lease", LEASE, "--public-name",
                     NAME, "--proxy", HOST, log=self.dir / f"serve{i}.log")  # fmt: skip

    def remove(self) -> None:
        try:
            for phone in self.phones:  # nginx stops gracefully once its connections are gone
                phone.close()
            if self.site is not None:
                self.site.remove()
            for backend in self.backends:
                backend.kill()
        finally:
            self.redis.remove()
            self.pg.remove()

    # -- what the test reads -----------------------------------------------------------------
    def holder(self, id: str) -> Serve | None:
        """The process holding table ``id``'s computers' lease now (None: nobody)."""
        try:
            name = self.client.get(f"dobleseis:lease:computers:{id}")
        except redis.RedisError:
            return None
        if name is None:
            return None
        pid = int(name.split(":")[-2])
        return next(b for b in self.backends if b.proc.pid == pid)

    def through(self, body: dict | None, path: str, method: str | None = None,
                held=(), timeout: float = LIMIT) -> tuple[int, dict]:  # fmt: skip
        """A request through nginx (HTTPS, by the public name), answered within ``timeout``
        seconds (else TimeoutError)."""
        conn = Tls(self.https, NAME, self.context)
        conn.timeout = timeout
        headers = {"Host": NAME, "Dobleseis-Secrets": " ".join(held)}
        data = None
        if body is not None:
            data, headers["Content-Type"] = json.dumps(body), "application/json"
        conn.request(method or ("GET" if body is None else "POST"), path, data, headers)
        r = conn.getresponse()
        text = r.read()
        conn.close()
        return r.status, json.loads(text) if text else {}

    def phone(self, id: str, secret: str, backend: Serve | None = None) -> Phone:
        """A device's live connection: through nginx, or to one process (``backend``)."""
        self.phones.append(Phone(self, id, secret, backend))
        return self.phones[-1]


def call(url: str, body: dict | None = None, held=()) -> tuple[int, dict]:
    """A request to one process directly."""
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json", "dobleseis-secrets": " ".join(held)}
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data, headers),
                                    timeout=LIMIT) as r:  # fmt: skip
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        with e:
            return e.code, json.load(e)


class Phone:
    """A device on a real socket: its seat's secret, its latest view and TABLE. ``reconnect``
    opens a new socket (through the proxy) when the process it was on is gone."""

    def __init__(self, cluster: Cluster, id: str, secret: str, backend: Serve | None) -> None:
        self.cluster, self.id, self.secret, self.backend = cluster, id, secret, backend
        self.view: dict | None = None
        self.table: dict | None = None
        self.frames: list[dict] = []
        self.reconnects = 0
        self._open()

    def _open(self) -> None:
        path = f"/api/matches/{self.id}/live"
        if self.backend is None:
            raw = socket.create_connection(("127.0.0.1", self.cluster.https), LIMIT)
            self.ws = connect(f"wss://{NAME}{path}", sock=raw, ssl=self.cluster.context,
                              server_hostname=NAME, open_timeout=LIMIT).__enter__()  # fmt: skip
        else:
            self.ws = connect(self.backend.url.replace("http", "ws") + path[1:],
                              open_timeout=LIMIT).__enter__()  # fmt: skip
        self.ws.send(json.dumps({"type": "hello", "secrets": [self.secret]}))
        assert self.next()["type"] == "welcome"

    def reconnect(self) -> None:
        self.ws.close()
        self.backend = None
        self.reconnects += 1
        self._open()

    def next(self, timeout: float = LIMIT) -> dict:
        frame = json.loads(self.ws.recv(timeout=timeout))
        self.frames.append(frame)
        if frame["type"] == "view":
            self.view = frame["view"]
        elif frame["type"] == "table":
            self.table = frame["table"]
        return frame

    def until(self, test, timeout: float = LIMIT) -> dict:
        deadline = time.monotonic() + timeout
        while not test(frame := self.next(max(0.01, deadline - time.monotonic()))):
            pass
        return frame

    def at(self, version: int) -> dict:
        """The view once it is at ``version`` or later."""
        if self.view is not None and self.view["version"] >= version:
            return self.view
        self.until(lambda f: f["type"] == "view" and f["view"]["version"] >= version)
        return self.view

    def send(self, message: dict) -> None:
        self.ws.send(json.dumps(message))

    def close(self) -> None:
        """Close the connection: with the closing handshake, but none to wait for from a process
        that is gone (websockets would wait out its close_timeout, 10 s, for its answer)."""
        if self.backend is not None and self.backend.proc.poll() is not None:
            self.ws.close_timeout = 0
        self.ws.close()
