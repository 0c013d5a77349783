"""A stranger's attacks on a real ``serve`` (loopback, free port), each in bounded time: sockets
that send nothing or half a request, more sockets than the server's file limit, forged
forwarded headers. The server goes on serving a well-behaved device from another address
(127.0.0.2: the whole of 127/8 is this computer), and tells what it refused in one line, never
a traceback."""

from __future__ import annotations

import json
import socket
import time

import pytest

from bench.servers import HOST, Serve

TIMEOUT = 2.0  # --request-timeout of these servers
KEEP_ALIVE = 5  # uvicorn's timeout_keep_alive, as serve sets it
MARGIN = 5.0  # a safety limit on every wait, so a broken server cannot hang the suite


@pytest.fixture
def server(tmp_path):
    s = Serve(tmp_path / "m.sqlite3", 0, "--request-timeout", str(TIMEOUT))
    yield s
    s.kill()


def connect(port: int, source: str = HOST) -> socket.socket:
    sock = socket.create_connection((HOST, port), timeout=TIMEOUT + KEEP_ALIVE + MARGIN,
                                    source_address=(source, 0))  # fmt: skip
    return sock


def until_closed(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (a timeout fails the test)."""
    got = b""
    while True:
        try:
            chunk = sock.recv(65536)
        except ConnectionResetError:
            return got
        if not chunk:
            return got
        got += chunk


def request(port: int, method: str, path: str, body: dict | None = None,
            source: str = HOST, headers: dict | None = None) -> tuple[int, dict, dict]:  # fmt: skip
    """One request on a connection of its own: status, headers, JSON body."""
    data = b"" if body is None else json.dumps(body).encode()
    head = {"Host": f"{HOST}:{port}", "Connection": "close", "Content-Length": str(len(data)),
            **({"Content-Type": "application/json"} if body is not None else {}),
            **(headers or {})}  # fmt: skip
    with connect(port, source) as sock:
        sock.sendall(f"{method} {path} HTTP/1.1\r\n".encode() + b"".join(
            f"{k}: {v}\r\n".encode() for k, v in head.items()) + b"\r\n" + data)  # fmt: skip
        raw = until_closed(sock)
    top, _, rest = raw.partition(b"\r\n\r\n")
    lines = top.decode().split("\r\n")
    status = int(lines[0].split()[1])
    fields = {k.lower(): v for k, _, v in (line.partition(": ") for line in lines[1:])}
    return status, fields, json.loads(rest) if rest.strip() else {}


def closed_within(sock: socket.socket, seconds: float) -> bytes:
    """What the server said before closing ``sock``, which it must do within ``seconds``."""
    start = time.monotonic()
    said = until_closed(sock)
    assert time.monotonic() - start < seconds + MARGIN
    return said


@pytest.mark.slow
def test_idle_and_half_sent_connections_are_closed_within_the_timeout(server):
    port = server.port
    nothing = connect(port)
    half_line = connect(port)
    half_line.sendall(b"GET /api/matches HTT")
    half_headers = connect(port)
    half_headers.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}:{port}\r\n".encode())
    half_body = connect(port)
    half_body.sendall(f"POST /api/matches HTTP/1.1\r\nHost: {HOST}:{port}\r\nContent-Type: "
                      'application/json\r\nContent-Length: 100\r\n\r\n{"vari'.encode())  # fmt: skip
    half_upgrade = connect(port)
    half_upgrade.sendall(f"GET /api/matches/x/live HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
                         "Upgrade: websocket\r\nConnection: Upgrade\r\n".encode())  # fmt: skip
    for sock in (nothing, half_line, half_headers, half_body, half_upgrade):
        said = closed_within(sock, TIMEOUT)  # the body too: the app is still reading it
        assert said.startswith(b"HTTP/1.1 408 "), said
        sock.close()
    kept = connect(port)  # a whole request answered, then nothing: uvicorn's keep-alive
    kept.sendall(f"GET /api/matches HTTP/1.1\r\nHost: {HOST}:{port}\r\n\r\n".encode())
    said = closed_within(kept, KEEP_ALIVE)
    assert said.startswith(b"HTTP/1.1 200 ") and said.count(b"HTTP/1.1") == 1
    kept.close()
    code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err
    assert "5 closed after 2 s without a whole request" in err, err


def test_a_request_that_is_not_http_gets_the_apis_400_and_no_log_line_of_its_own(server):
    """h11 cannot read them: each is answered in the API's error shape and closed, and the
    server's log tells them in its one line of refusals, not a line each (uvicorn's own answer
    is plain text, with a warning logged for every one)."""
    port = server.port
    garbage = [
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\r\n\r\n",  # TLS spoken to HTTP
        b"GET / HTTP/1.1\r\nHost " + HOST.encode() + b"\r\n\r\n",  # a header without a colon
        b"GET /\x00 HTTP/1.1\r\n\r\n",
        b"GET / HTTP/1.1\r\nX: " + b"y" * 20_000 + b"\r\n\r\n",  # beyond h11's header limit
    ] * 5
    for data in garbage:
        with connect(port) as sock:
            sock.sendall(data)
            said = until_closed(sock)
        top, _, body = said.partition(b"\r\n\r\n")
        assert top.startswith(b"HTTP/1.1 400 "), said
        assert b"content-type: application/json" in top.lower(), said
        assert json.loads(body)["code"] == "not_http"
    assert request(port, "GET", "/api/matches", source="127.0.0.2")[0] == 200
    code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err
    assert "Invalid HTTP request" not in err, err
    assert "20 requests that were not HTTP" in err, err


def test_a_refused_websocket_handshake_gets_the_apis_json(server):
    """A handshake websockets refuses (no key, another version of the protocol) or the app
    refuses before accepting it (a Host name not its own) is answered as every refusal is:
    JSON with a code, not websockets' plain text."""
    port = server.port
    upgrade = "GET /api/public/live HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    key = "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    host = f"Host: {HOST}:{port}\r\n"
    for head, status in [
        (upgrade + host + "Sec-WebSocket-Version: 13\r\n", 400),
        (upgrade + host + key + "Sec-WebSocket-Version: 8\r\n", 400),
        (upgrade + "Host: elsewhere.example\r\n" + key + "Sec-WebSocket-Version: 13\r\n", 403),
    ]:
        with connect(port) as sock:
            sock.sendall((head + "\r\n").encode())
            said = until_closed(sock)
        top, _, body = said.partition(b"\r\n\r\n")
        assert top.startswith(f"HTTP/1.1 {status} ".encode()), said
        assert b"content-type: application/json" in top.lower(), said
        answer = json.loads(body)
        assert answer["code"] == "http_error" and answer["fields"]["status"] == status, answer
    code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err


@pytest.mark.slow
def test_more_sockets_than_the_file_limit_from_one_address_leave_others_served(tmp_path):
    files = 512  # the server's own limit, soft and hard, set in the child
    server = Serve(
        tmp_path / "m.sqlite3",
        0,
        "--request-timeout",
        "30",
        "--max-refusals",
        "100000",
        files=files,
    )  # each socket answered, none shut out (test below)
    held: list[socket.socket] = []
    try:
        for _ in range(files + 50):  # one client, more sockets than the server can open
            held.append(connect(server.port))
        refused = 0
        for sock in held[-100:]:
            sock.settimeout(MARGIN)
            if until_closed(sock).startswith(b"HTTP/1.1 429 "):
                refused += 1
        assert refused >= 50
        # a device of another address is served meanwhile: a table made, listed, shown
        status, _, made = request(server.port, "POST", "/api/matches",
                                  {"variant": "chiva", "seed": 1}, source="127.0.0.2")  # fmt: skip
        assert status == 201, made
        status, _, view = request(server.port, "GET", f"/api/matches/{made['id']}",
                                  source="127.0.0.2")  # fmt: skip
        assert status == 200 and view["id"] == made["id"]
        # and the client itself, beyond its cap, is told so in the API's words
        status, fields, body = request(server.port, "GET", "/api/matches")
        assert status == 429 and body["code"] == "too_many_connections"
        assert fields["retry-after"] == "5"
    finally:
        for sock in held:
            sock.close()
        code, err = server.stop()
    assert code == 0 and "Traceback" not in err and "Too many open files" not in err, err
    lines = [line for line in err.splitlines() if "refused" in line]
    assert len(lines) == 1 and "from one address" in lines[0], err


@pytest.mark.slow
def test_a_forged_forwarded_header_is_ignored_unless_from_a_named_proxy(tmp_path):
    forged = {"X-Forwarded-For": "203.0.113.9"}
    server = Serve(tmp_path / "a.sqlite3", 0)
    try:
        for i in range(12):  # wrong codes, each "from" another address: one address all along
            status, _, body = request(server.port, "GET", "/api/invitations/ZZZZZZ",
                                      headers={"X-Forwarded-For": f"198.51.100.{i}"})  # fmt: skip
        assert status == 429 and body["code"] == "too_many_tries"
        # this computer is decided from the real peer: the header makes it no stranger
        status, _, body = request(server.port, "POST", "/api/matches/nosuch/adopt", {},
                                  headers=forged)  # fmt: skip
        assert status == 404, body
    finally:
        server.kill()
    behind = Serve(tmp_path / "b.sqlite3", 0, "--proxy", HOST)  # nginx on this computer
    try:
        status, _, body = request(behind.port, "POST", "/api/matches/nosuch/adopt", {},
                                  headers=forged)  # fmt: skip
        assert status == 403 and body["code"] == "not_this_computer"
        for i in range(12):  # through the proxy each client has its own count
            status, _, body = request(behind.port, "GET", "/api/invitations/ZZZZZZ",
                                      headers={"X-Forwarded-For": f"198.51.100.{i}"})  # fmt: skip
            assert status == 404, body
        status, _, body = request(behind.port, "POST", "/api/matches/nosuch/adopt", {})
        assert status == 404, body  # no header: this computer itself, not through the proxy
    finally:
        behind.kill()


@pytest.mark.slow
def test_a_flood_of_creates_is_refused_and_the_next_address_is_served(tmp_path):
    server = Serve(tmp_path / "m.sqlite3", 0, "--max-creates", "5")
    try:
        answers = [request(server.port, "POST", "/api/matches", {"variant": "chiva"})
                   for _ in range(8)]  # fmt: skip
        assert [s for s, _, _ in answers] == [201] * 5 + [429] * 3
        assert answers[-1][2]["code"] == "too_many_creates"
        assert 1 <= answers[-1][2]["fields"]["retry_after"] <= 60
        status, _, _ = request(server.port, "POST", "/api/matches", {"variant": "chiva"},
                               source="127.0.0.2")  # fmt: skip
        assert status == 201
    finally:
        code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err


@pytest.mark.slow
def test_requests_beyond_an_addresss_rate_are_refused_before_they_are_read(tmp_path):
    server = Serve(tmp_path / "m.sqlite3", 0, "--max-requests", "1")  # bursts of 5
    try:
        with connect(server.port) as sock:  # thirty requests sent at once on one connection
            sock.sendall(f"GET /api/matches HTTP/1.1\r\nHost: {HOST}:{server.port}\r\n\r\n"
                         .encode() * 30)  # fmt: skip
            said = until_closed(sock)
        answers = said.count(b"HTTP/1.1 ")
        assert said.count(b"HTTP/1.1 200 ") == answers - 1 < 30
        assert said.rsplit(b"HTTP/1.1 ", 1)[1].startswith(b"429 ")
        assert b"too_many_requests" in said
        status, _, _ = request(server.port, "GET", "/api/matches", source="127.0.0.2")
        assert status == 200  # another address is served
    finally:
        code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err
    assert "requests a second from one address" in err, err


@pytest.mark.slow
def test_an_address_that_keeps_coming_after_its_refusals_is_shut_out_and_others_served(tmp_path):
    server = Serve(tmp_path / "m.sqlite3", 0, "--max-requests", "1", "--max-refusals", "20")
    ask = f"GET /api/matches HTTP/1.1\r\nHost: {HOST}:{server.port}\r\nConnection: close\r\n\r\n"
    held: list[socket.socket] = []
    statuses: list[int] = []
    try:
        for _ in range(500):  # five served (its burst), then refused until it is shut out
            try:
                sock = socket.create_connection((HOST, server.port), timeout=1.0,
                                                source_address=("127.0.0.2", 0))  # fmt: skip
            except TimeoutError:  # its SYN dropped: shut out (for 5 s) by the system itself
                break
            held.append(sock)
            sock.sendall(ask.encode())
            sock.settimeout(MARGIN)
            said = sock.recv(65536)  # answered before the next: none waits in the backlog
            assert b" 200 " in said[:13] or b"too_many_requests" in said, said
            statuses.append(int(said.split()[1]))
        else:
            pytest.fail("500 connections were answered: the address was never shut out")
        status, _, _ = request(server.port, "GET", "/api/matches", source="127.0.0.3")
        assert status == 200  # another address is served meanwhile
        assert statuses[:5] == [200] * 5 and set(statuses) == {200, 429}
        assert statuses.count(429) >= 20
    finally:
        for sock in held:
            sock.close()
        code, err = server.stop()
    assert code == 0 and "Traceback" not in err, err
    assert "1 times an address shut out for 5 s after 20 refusals in a second" in err, err
