"""``python -m dobleseis serve``: the real server (uvicorn) on a free loopback port."""

from __future__ import annotations

import ctypes
import errno
import json
import os
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
        [
            sys.executable,
            "-m",
            "dobleseis",
            "serve",
            "--port",
            "0",
            "--no-browser",
            "--db",
            str(tmp_path / "m.db"),
        ],  # fmt: skip
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


def test_sigterm_stops_the_server_as_ctrl_c_does(tmp_path):
    """systemd's stop (and ``kill``) is SIGTERM: the server ends as on Ctrl+C, its store
    closed (SQLite's journal folded back into the file) and its last line written, rather
    than killed by the signal once uvicorn is done."""
    db = tmp_path / "m.sqlite3"
    proc = subprocess.Popen(serve_cmd(db), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)  # fmt: skip
    try:
        first_line(proc)
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and out == "Doble Seis stopped.\n" and err == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.sqlite3"]


def test_a_busy_port_is_a_one_line_error(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        r = subprocess.run(
            [
                sys.executable,
                "-m",
                "dobleseis",
                "serve",
                "--port",
                str(port),
                "--no-browser",
                "--db",
                str(tmp_path / "m.db"),
            ],  # fmt: skip
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith(f"dobleseis: cannot listen on 127.0.0.1:{port}:")
    assert r.stderr.endswith(" (another program listens there: give another --port, or leave "
                             "--port out for a free one)\n")  # fmt: skip
    assert r.stderr.count("\n") == 1


@pytest.mark.parametrize(("error", "hint"), [
    (errno.EACCES, "a port below 1024 is the system's: give --port 1024 or more (a proxy in "
     "front takes 80 and 443)"),
    (errno.EADDRNOTAVAIL, "it is not an address of this computer"),
])  # fmt: skip
def test_a_port_or_host_the_system_refuses_says_what_to_do(error, hint):
    from dobleseis.web.serve import cannot_listen

    said = cannot_listen("10.9.8.7", 80, OSError(error, os.strerror(error)))
    assert said == f"cannot listen on 10.9.8.7:80: {os.strerror(error)} ({hint})"
    said = cannot_listen("nowhere.invalid", None, OSError(-2, "Name or service not known"))
    assert said == "cannot listen on nowhere.invalid:8000: Name or service not known"


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


# -- one server per database, and a database it can write -----------------------------------
def serve_cmd(db) -> list[str]:
    return [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser",
            "--db", str(db)]  # fmt: skip


def refused_at_start(db, **kw) -> str:
    """What ``serve --db db`` says as it stops at start (exit 2, one line, nothing served)."""
    r = subprocess.run(serve_cmd(db), capture_output=True, text=True, timeout=60, **kw)
    assert r.returncode == 2 and r.stdout == "", (r.returncode, r.stdout, r.stderr)
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr
    return r.stderr


def test_the_guard_holds_the_file_whatever_path_names_it(tmp_path):
    from dobleseis.session.stores import claim

    db = tmp_path / "matches.sqlite3"
    (tmp_path / "link.sqlite3").symlink_to(db.name)
    first = claim(str(db))
    os.link(db, tmp_path / "hard.sqlite3")
    try:
        for other in ("matches.sqlite3", "link.sqlite3", "hard.sqlite3", "./matches.sqlite3"):
            assert claim(str(tmp_path / other)) is None, other
    finally:
        first.close()
    again = claim(str(tmp_path / "hard.sqlite3"))
    assert again is not None
    again.close()


def test_a_second_server_through_a_link_is_refused(tmp_path):
    db = tmp_path / "matches.sqlite3"
    proc = subprocess.Popen(serve_cmd(db), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)  # fmt: skip
    try:
        assert first_line(proc).startswith("Doble Seis is at ")
        (tmp_path / "link.sqlite3").symlink_to(db)
        os.link(db, tmp_path / "hard.sqlite3")
        for other in ("link.sqlite3", "hard.sqlite3"):
            says = refused_at_start(tmp_path / other)
            assert says.startswith(f"dobleseis: another server is using {tmp_path / other}")
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    assert proc.returncode == 0


def test_a_database_path_that_is_a_folder_or_under_a_file_stops_the_start(tmp_path):
    (tmp_path / "folder.sqlite3").mkdir()
    says = refused_at_start(tmp_path / "folder.sqlite3")
    assert says.startswith(f"dobleseis: cannot use {tmp_path / 'folder.sqlite3'}"), says
    (tmp_path / "file").write_text("")
    says = refused_at_start(tmp_path / "file" / "m.sqlite3")
    assert says.startswith("dobleseis: cannot use "), says


def without_root_powers() -> None:
    """In the child: permissions bind even root (drop the capabilities that override them)."""
    if os.geteuid() == 0:
        libc = ctypes.CDLL(None, use_errno=True)
        for capability in (1, 2, 3):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER
            if libc.prctl(24, capability, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
                raise OSError(ctypes.get_errno(), "prctl")


def made(db) -> None:
    from dobleseis.session import SqliteStore

    SqliteStore(db).close()


def test_a_read_only_database_stops_the_start(tmp_path):
    db = tmp_path / "m.sqlite3"
    made(db)
    db.chmod(0o444)
    says = refused_at_start(db, preexec_fn=without_root_powers)
    assert says.startswith(f"dobleseis: cannot use {db} as the match database:"), says


def test_a_database_in_a_read_only_folder_stops_the_start(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    made(folder / "m.sqlite3")
    for journal in folder.glob("m.sqlite3-*"):
        journal.unlink()
    folder.chmod(0o555)
    try:
        says = refused_at_start(folder / "m.sqlite3", preexec_fn=without_root_powers)
    finally:
        folder.chmod(0o755)
    assert "cannot use" in says and "readonly" in says, says
