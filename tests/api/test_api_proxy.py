"""deploy/nginx.conf as shipped, run by a real nginx (only its ports, name and certificate paths
changed to the test's) in front of two real ``dobleseis serve`` processes on one PostgreSQL:
TLS ends at the proxy, requests are spread over both processes, the public name is passed on,
other names get nothing, a killed process is skipped, and a family's phones behind one address
load the page together (over HTTP/2 too), the client's files passed on gzipped as the processes
send them; browsers are offered HTTP/2, and a live connection still comes over HTTP/1.1."""

from __future__ import annotations

import gzip
import http.client
import json
import re
import shutil
import socket
import ssl
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from websockets.sync.client import connect

from bench.servers import HOST, PUBLIC_NAME, Serve, Site, Tls

from .helpers import SECRETS, H

NAME = PUBLIC_NAME


@pytest.fixture
def site(pg_url):
    """nginx with deploy/nginx.conf in front of two processes on one database."""
    backends: list[Serve] = []
    site = None
    try:
        backends += [Serve(pg_url, 0, "--public-name", NAME, "--proxy", HOST) for _ in range(2)]
        site = Site([b.port for b in backends])
        site.start()
        yield site.nginx, backends, site.http_port, site.context
    finally:
        if site is not None:
            site.remove()
        for backend in backends:
            backend.kill()


def request(conn, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
    """A request on ``conn`` as one device: it sends the secrets of the tables it made (kept
    on the connection), whichever process answers."""
    headers = {"Host": NAME}
    held = getattr(conn, "held", [])
    if held:
        headers[SECRETS] = " ".join(held)
    data = None
    if body is not None:
        data = json.dumps(body)
        headers["Content-Type"] = "application/json"
    conn.request(method, path, body=data, headers=headers)
    r = conn.getresponse()
    text = r.read()
    answer = json.loads(text) if text else {}
    if r.status == 201 and "secrets" in answer:
        conn.held = [*held, answer["secrets"]["host"], *answer["secrets"]["seats"].values()]
    return r.status, answer


def test_a_match_is_played_through_the_proxy_over_both_processes(site):
    nginx, backends, _, context = site
    conn = Tls(nginx.port, NAME, context)
    status, made = request(conn, "POST", "/api/matches", {
        "variant": "chiva", "seats": [H, H, H, H], "seed": 12, "level": "random"})  # fmt: skip
    assert status == 201, made
    id, view = made["id"], made["view"]
    for _ in range(8):
        seat = view["to_act"]
        status, mine = request(conn, "GET", f"/api/matches/{id}?seat={seat}")
        assert status == 200 and mine["version"] == view["version"]
        body = {"version": view["version"], "seat": seat, "action": mine["legal"][0]}
        status, view = request(conn, "POST", f"/api/matches/{id}/act", body)
        assert status == 200, view
    assert view["version"] == 8
    status, stale = request(conn, "POST", f"/api/matches/{id}/act", body)
    assert status == 409 and stale["code"] == "stale"
    used = {address for address in nginx.upstreams() if address != "-"}
    assert used == {f"127.0.0.1:{b.port}" for b in backends}  # devices spread over both
    conn.request("GET", "/", headers={"Host": NAME})
    r = conn.getresponse()
    page = r.read()
    assert r.status == 200 and b"<html" in page.lower()
    assert r.getheader("Strict-Transport-Security") == "max-age=31536000"


def test_a_killed_process_is_skipped_and_play_goes_on(site):
    nginx, backends, _, context = site
    conn = Tls(nginx.port, NAME, context)
    status, made = request(conn, "POST", "/api/matches", {
        "variant": "haiti", "seats": [H, H, H, H], "seed": 3, "level": "random"})  # fmt: skip
    id, view = made["id"], made["view"]
    backends[0].kill()
    for _ in range(6):
        seat = view["to_act"]
        status, mine = request(conn, "GET", f"/api/matches/{id}?seat={seat}")
        assert status == 200, mine
        body = {"version": view["version"], "seat": seat, "action": mine["legal"][0]}
        status, view = request(conn, "POST", f"/api/matches/{id}/act", body)
        assert status == 200, view
    assert view["version"] == 6
    assert nginx.upstreams()[-1] == f"127.0.0.1:{backends[1].port}"


def test_plain_http_sends_players_to_https_and_other_names_get_nothing(site):
    nginx, _, http_port, context = site
    conn = http.client.HTTPConnection("127.0.0.1", http_port, timeout=60)
    conn.request("GET", "/api/matches?x=1", headers={"Host": NAME})
    r = conn.getresponse()
    r.read()
    assert r.status == 301 and r.getheader("Location") == f"https://{NAME}/api/matches?x=1"
    other = http.client.HTTPConnection("127.0.0.1", http_port, timeout=60)
    other.request("GET", "/", headers={"Host": "elsewhere.example"})
    with pytest.raises(http.client.RemoteDisconnected):
        other.getresponse()  # 444: closed without an answer
    unverified = ssl.create_default_context()
    unverified.check_hostname = False
    unverified.verify_mode = ssl.CERT_NONE
    with pytest.raises(ssl.SSLError, match=re.compile("unrecognized name|alert", re.I)):
        Tls(nginx.port, "elsewhere.example", unverified).connect()


STATIC = Path(__file__).resolve().parents[2] / "src" / "dobleseis" / "web" / "static"


def test_four_phones_behind_one_address_load_the_page_at_once(site):
    """A family at home comes from one address: four phones opening the table together ask
    every file of the client each (a first visit asks about eighty-five), and the proxy's
    limit per address must let all of them through, not answer some with 429."""
    nginx, _, _, context = site
    files = ["/", *sorted(f"/{p.relative_to(STATIC)}" for p in STATIC.rglob("*") if p.is_file())]
    assert len(files) > 80

    def phone(_: int) -> list[int]:
        conn = Tls(nginx.port, NAME, context)
        statuses = []
        for path in files:
            conn.request("GET", path, headers={"Host": NAME})
            r = conn.getresponse()
            r.read()
            statuses.append(r.status)
        return statuses

    with ThreadPoolExecutor(4) as phones:
        statuses = [s for answers in phones.map(phone, range(4)) for s in answers]
    assert statuses.count(200) == 4 * len(files), sorted(set(statuses))


def test_the_client_files_pass_through_gzipped_and_are_asked_again(site):
    """nginx passes a process's gzipped file on as it is (its ETag too, so that the browser's
    next load is answered 304), and the plain file to a client without gzip."""
    nginx, _, _, context = site
    conn = Tls(nginx.port, NAME, context)
    script = (STATIC / "js" / "main.js").read_bytes()

    def get(headers: dict) -> tuple[http.client.HTTPResponse, bytes]:
        conn.request("GET", "/js/main.js", headers={"Host": NAME, **headers})
        r = conn.getresponse()
        return r, r.read()

    r, body = get({"Accept-Encoding": "gzip, deflate, br"})
    assert r.status == 200 and r.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(body) == script and int(r.getheader("Content-Length")) == len(body)
    assert r.getheader("Vary") == "Accept-Encoding" and r.getheader("Cache-Control") == "no-cache"
    etag = r.getheader("ETag")
    r, body = get({"Accept-Encoding": "gzip, deflate, br", "If-None-Match": etag})
    assert r.status == 304 and body == b""
    r, body = get({})  # http.client asks for identity
    assert r.status == 200 and r.getheader("Content-Encoding") is None and body == script
    assert r.getheader("ETag") != etag


def test_the_page_and_its_versioned_files_pass_through_as_sent(site):
    """The page names the client's files under its version, and those come through nginx
    gzipped and ``immutable``, as the process sends them; the page is asked again (304)."""
    nginx, _, _, context = site
    conn = Tls(nginx.port, NAME, context)

    def get(path: str, **headers: str) -> tuple[http.client.HTTPResponse, bytes]:
        conn.request("GET", path, headers={"Host": NAME, "Accept-Encoding": "gzip", **headers})
        r = conn.getresponse()
        return r, r.read()

    r, body = get("/")
    assert r.status == 200 and r.getheader("Cache-Control") == "no-cache"
    main = re.search(r'src="(v/[0-9a-f]+/js/main\.js)"', gzip.decompress(body).decode())[1]
    assert get("/", **{"If-None-Match": r.getheader("ETag")})[0].status == 304
    r, body = get(f"/{main}")
    assert r.status == 200 and r.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(body) == (STATIC / "js" / "main.js").read_bytes()
    assert r.getheader("Cache-Control") == "public, max-age=31536000, immutable"


def offering(context: ssl.SSLContext, protocols: list[str]) -> ssl.SSLContext:
    """A context that trusts what ``context`` trusts and offers ``protocols`` (ALPN), as a
    browser offers HTTP/2 for its pages and HTTP/1.1 alone for a WebSocket."""
    offers = ssl.create_default_context(cadata=context.get_ca_certs(binary_form=True)[0])
    offers.set_alpn_protocols(protocols)
    return offers


def test_browsers_are_offered_http2_and_a_live_connection_still_comes_over_http11(site):
    """A browser that offers HTTP/2 gets it (a first visit's files all at once on one
    connection); a WebSocket, which the browser opens on a connection of its own offering
    HTTP/1.1, still reaches its table through the proxy."""
    nginx, _, _, context = site
    page = Tls(nginx.port, NAME, offering(context, ["h2", "http/1.1"]))
    page.connect()
    assert page.sock.selected_alpn_protocol() == "h2"
    page.close()
    status, made = request(Tls(nginx.port, NAME, context), "POST", "/api/matches", {
        "variant": "chiva", "seats": [H, H, H, H], "seed": 12, "level": "random"})  # fmt: skip
    assert status == 201, made
    raw = socket.create_connection((HOST, nginx.port), 60)
    live = f"wss://{NAME}/api/matches/{made['id']}/live"
    with connect(live, sock=raw, ssl=offering(context, ["http/1.1"]), server_hostname=NAME,
                 open_timeout=60) as ws:  # fmt: skip
        assert ws.socket.selected_alpn_protocol() == "http/1.1"
        ws.send(json.dumps({"type": "hello", "secrets": [made["secrets"]["seats"]["1"]]}))
        assert json.loads(ws.recv(timeout=60))["type"] == "welcome"


def test_four_phones_over_http2_load_the_page_at_once(site, tmp_path):
    """Over HTTP/2 a phone asks for all the files of a first visit at once on one connection,
    and nginx counts each request under way (a stream) as a connection: the limit per address
    must let four phones behind one address do it together, not answer some with 429. (curl,
    its requests in parallel over one HTTP/2 connection, as each phone.)"""
    nginx, _, _, context = site
    curl = shutil.which("curl") or pytest.fail("curl is missing: ./test installs it with apt-get")
    authority = tmp_path / "ca.pem"
    authority.write_text(ssl.DER_cert_to_PEM_cert(context.get_ca_certs(binary_form=True)[0]))
    files = ["/", *sorted(f"/{p.relative_to(STATIC)}" for p in STATIC.rglob("*") if p.is_file())]
    command = [curl, "--silent", "--http2", "--parallel", "--parallel-max", "200",
               "--cacert", str(authority), "--resolve", f"{NAME}:{nginx.port}:{HOST}",
               "--write-out", "%{http_version} %{http_code}\\n"]  # fmt: skip
    for path in files:
        command += [f"https://{NAME}:{nginx.port}{path}", "--output", "/dev/null"]
    phones = [subprocess.Popen(command, stdout=subprocess.PIPE, text=True) for _ in range(4)]
    answers = [line for phone in phones for line in phone.communicate(timeout=120)[0].splitlines()]
    assert all(phone.returncode == 0 for phone in phones)
    assert answers == ["2 200"] * 4 * len(files), sorted(set(answers))  # HTTP/2, each a 200


def test_live_connections_are_held_to_their_own_limit_per_address(site):
    """An address may hold 64 live connections (WebSockets) through the proxy, as a process
    allows one address; the next is refused (429), while its pages and API requests, counted
    apart (over HTTP/2 up to four phones' streams), still come."""
    nginx, _, _, context = site
    conn = Tls(nginx.port, NAME, context)
    status, made = request(conn, "POST", "/api/matches", {
        "variant": "chiva", "seats": [H, H, H, H], "seed": 12, "level": "random"})  # fmt: skip
    upgrade = (f"GET /api/matches/{made['id']}/live HTTP/1.1\r\nHost: {NAME}\r\n"
               "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode()  # fmt: skip
    held = []

    def live() -> str:
        """A live connection opened and held; the status line of its answer."""
        sock = context.wrap_socket(socket.create_connection((HOST, nginx.port), 60),
                                   server_hostname=NAME)  # fmt: skip
        held.append(sock)
        sock.sendall(upgrade)
        return sock.recv(4096).split(b"\r\n", 1)[0].decode()

    try:
        assert [live() for _ in range(64)] == ["HTTP/1.1 101 Switching Protocols"] * 64
        assert live().startswith("HTTP/1.1 429")
        for path in ("/api/matches", "/", "/js/main.js"):
            conn.request("GET", path, headers={"Host": NAME})
            r = conn.getresponse()
            r.read()
            assert r.status == 200, path
    finally:
        for sock in held:
            sock.close()
