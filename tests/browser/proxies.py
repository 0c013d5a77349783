"""Loopback proxies between a page and a test's server, which a test tells to misbehave as a
network does: a server down and back (``Gate``), a connection gone silent (``Silencer``). Each
listens on a free port of 127.0.0.1 (``url``) and carries every connection to ``port``."""

from __future__ import annotations

import socket
import threading


class Proxy:
    """The listening half: every connection accepted is handed to ``taken(client)``. A
    subclass sets what ``taken`` uses before calling ``__init__``, which starts accepting."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            self.taken(client)

    def taken(self, client: socket.socket) -> None:
        raise NotImplementedError

    def close(self) -> None:
        self.listener.close()


class Gate(Proxy):
    """``shut()`` cuts every connection it carries and refuses the new ones (accepted and closed
    at once: a server that is down), ``reopen()`` carries them again."""

    def __init__(self, port: int) -> None:
        self.carried: list[socket.socket] = []
        self.refusing = False
        self.lock = threading.Lock()
        super().__init__(port)

    def taken(self, client: socket.socket) -> None:
        with self.lock:
            if self.refusing:
                client.close()
                return
            server = socket.create_connection(("127.0.0.1", self.port))
            self.carried += [client, server]
        for a, b in ((client, server), (server, client)):
            threading.Thread(target=self._carry, args=(a, b), daemon=True).start()

    @staticmethod
    def _carry(a: socket.socket, b: socket.socket) -> None:
        while True:
            try:
                data = a.recv(65536)
                if not data:
                    break
                b.sendall(data)
            except OSError:
                break
        _cut(b)

    def shut(self) -> None:
        with self.lock:
            self.refusing = True
            carried, self.carried = self.carried, []
        for s in carried:
            _cut(s)

    def reopen(self) -> None:
        with self.lock:
            self.refusing = False


def _cut(s: socket.socket) -> None:
    try:
        s.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    s.close()


class Silencer(Proxy):
    """``silence()``: every live connection (WebSocket) open through it now goes silent for
    good; its other connections, and those opened later, are carried as before."""

    def __init__(self, port: int) -> None:
        self.live: list[threading.Event] = []
        super().__init__(port)

    def taken(self, client: socket.socket) -> None:
        server = socket.create_connection(("127.0.0.1", self.port))
        silent = threading.Event()
        for a, b in ((client, server), (server, client)):
            threading.Thread(target=self._carry, args=(a, b, silent), daemon=True).start()

    def _carry(self, a: socket.socket, b: socket.socket, silent: threading.Event) -> None:
        first = True
        while data := self._read(a):
            if first and b"upgrade: websocket" in data.lower():
                self.live.append(silent)
            first = False
            if not silent.is_set():
                b.sendall(data)
        if not silent.is_set():  # a silenced connection is never closed either
            b.close()

    @staticmethod
    def _read(s: socket.socket) -> bytes:
        try:
            return s.recv(65536)
        except OSError:
            return b""

    def silence(self) -> None:
        for silent in self.live:
            silent.set()
