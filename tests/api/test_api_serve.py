"""``python -m dobleseis serve``: the real server (uvicorn) on a free loopback port."""

from __future__ import annotations

import json
import selectors
import signal
import socket
import subprocess
import sys
import urllib.request

import pytest

from dobleseis.cli import parser


def first_line(proc: subprocess.Popen, limit: float = 60.0) -> str:
    """The server's first line of output (a safety limit only, so a broken server cannot hang
    the suite)."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    if not sel.select(limit):
        proc.kill()
        pytest.fail("the server printed nothing")
    return proc.stdout.readline()


def test_serve_prints_its_address_and_answers_there(tmp_path):
    proc = subprocess.Popen(
        [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser",
         "--db", str(tmp_path / "m.db")],  # fmt: skip
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = first_line(proc)
        assert line.startswith("Doble Seis is at http://127.0.0.1:"), line
        url = line.split()[4]
        with urllib.request.urlopen(url) as r:
            assert r.status == 200 and "text/html" in r.headers["content-type"]
        req = urllib.request.Request(
            url + "api/matches",
            data=json.dumps({"variant": "chiva", "seed": 3}).encode(),
            headers={"content-type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(req) as r:
            assert r.status == 201 and json.load(r)["view"]["seed"] == 3
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and "Traceback" not in err


def test_a_busy_port_is_a_one_line_error(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        r = subprocess.run(
            [sys.executable, "-m", "dobleseis", "serve", "--port", str(port), "--no-browser",
             "--db", str(tmp_path / "m.db")],  # fmt: skip
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith(f"dobleseis: cannot listen on 127.0.0.1:{port}:")
    assert r.stderr.count("\n") == 1


def test_serve_defaults_to_loopback_and_the_browser():
    args = parser().parse_args(["serve"])
    assert (args.host, args.port, args.no_browser) == ("127.0.0.1", None, False)


@pytest.mark.parametrize("port", ["70000", "-1", "http"])
def test_a_port_out_of_range_is_refused(port, capsys):
    with pytest.raises(SystemExit) as e:
        parser().parse_args(["serve", f"--port={port}"])
    assert e.value.code == 2 and "a port is a number from 0 to 65535" in capsys.readouterr().err


def test_the_listening_socket_is_tcp_so_answers_are_not_delayed():
    """asyncio sets TCP_NODELAY only on sockets whose proto is TCP; without it a kept-alive
    connection waits ~40 ms for each small answer (Nagle's algorithm and delayed ACKs)."""
    from dobleseis.web.serve import bind

    with bind("127.0.0.1", 0) as sock:
        assert sock.proto == socket.IPPROTO_TCP
