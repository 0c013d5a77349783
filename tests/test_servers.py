"""The real servers the tests start (bench/servers.py): on loopback, on a port of their own,
started again on the same port with their data, and gone without a trace when removed."""

from __future__ import annotations

import socket
from pathlib import Path

import psycopg
import pytest

from bench.servers import Nginx, Postgres, Redis, ServerFailed, free_port, gone


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
        return True
    except OSError:
        return False


def test_postgres_keeps_its_data_across_a_restart_and_leaves_nothing():
    server = Postgres()
    try:
        server.start()
        url = server.create_database("kept")
        with psycopg.connect(url) as conn:
            conn.execute("CREATE TABLE t (n int)")
            conn.execute("INSERT INTO t VALUES (7)")
            assert conn.execute("SHOW listen_addresses").fetchone()[0] == "127.0.0.1"
        server.stop()
        assert not listening(server.port)
        server.start()
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT n FROM t").fetchone()[0] == 7
        pid = int((server.data / "postmaster.pid").read_text().split()[0])
    finally:
        server.remove()
    assert gone(pid) and not listening(server.port) and not server.dir.exists()


def test_redis_starts_again_on_its_port_and_leaves_nothing():
    server = Redis()
    try:
        server.start()
        pid = server.proc.pid
        server.kill()
        assert not listening(server.port)
        server.start()
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            s.sendall(b"PING\r\n")
            assert s.recv(16) == b"+PONG\r\n"
    finally:
        server.remove()
    assert gone(pid) and not listening(server.port) and not Path(server.dir).exists()


def test_nginx_runs_on_its_own_configuration_only():
    port = free_port()
    server = Nginx(f"server {{ listen 127.0.0.1:{port}; return 204; }}\n", port)
    try:
        server.start()
        assert listening(port)
        assert "/etc/nginx" not in server.conf.read_text()
    finally:
        server.remove()
    assert not listening(port) and not server.dir.exists()


def test_a_configuration_nginx_refuses_is_an_error_not_a_hang():
    port = free_port()
    server = Nginx(f"server {{ listen 127.0.0.1:{port}; no_such_directive on; }}\n", port)
    try:
        with pytest.raises(ServerFailed, match="no_such_directive"):
            server.start()
    finally:
        server.remove()
