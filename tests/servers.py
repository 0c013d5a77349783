"""Real servers for the tests: PostgreSQL, Redis, nginx and ``dobleseis serve`` itself.

Each is started by the test that needs it, on 127.0.0.1, on a free port, in a temporary
directory of its own, and stopped after (the fixtures in ``tests/conftest.py`` stop them however
the test ends). Never a system service, never a fixed port, never a stand-in: Debian's
packages, which ``./test`` installs when they are missing.

PostgreSQL refuses to run as root (as CI runs): there its programs run as Debian's ``postgres``
user (``runuser -u postgres``), in a directory that user owns.
"""

from __future__ import annotations

import glob
import os
import pwd
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HOST = "127.0.0.1"
START = 60.0
"""Seconds a server may take to start: a safety limit only (a broken server fails the test
instead of hanging the suite), never a pause."""


class ServerFailed(RuntimeError):
    """A server would not start or stop; the message carries the end of its log."""


def free_port() -> int:
    """A TCP port nothing listens on now (the system's choice of a free one)."""
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen | None, what: str, log: Path | None) -> None:
    """Return once ``port`` accepts connections; fail if ``proc`` exits first or START passes."""
    deadline = time.monotonic() + START
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise ServerFailed(f"{what} exited with {proc.returncode}{tail(log)}")
        try:
            socket.create_connection((HOST, port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.02)  # polling a starting server, not pacing a test
    raise ServerFailed(f"{what} did not listen on {port} within {START:g} s{tail(log)}")


def gone(pid: int) -> bool:
    """No process ``pid`` runs (a zombie waiting for its parent counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except FileNotFoundError:
        return True


def wait_gone(pid: int, what: str) -> None:
    deadline = time.monotonic() + START
    while not gone(pid):
        if time.monotonic() > deadline:
            raise ServerFailed(f"{what} (pid {pid}) is still running after {START:g} s")
        time.sleep(0.02)  # polling a stopping server, not pacing a test


def tail(log: Path | None, lines: int = 20) -> str:
    if log is None or not log.exists():
        return ""
    return "\n" + "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


def program(name: str, *extra: str) -> str:
    """The path of a server program: in ``extra`` directories first, then on PATH and in the
    sbin directories (root's PATH is not everybody's)."""
    for d in extra:
        if os.access(os.path.join(d, name), os.X_OK):
            return os.path.join(d, name)
    path = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/usr/local/sbin"])
    found = shutil.which(name, path=path)
    if found is None:
        raise ServerFailed(f"{name} is not installed: ./test installs it with apt-get")
    return found


def stop_process(proc: subprocess.Popen, sig: int = signal.SIGTERM, limit: float = 30) -> None:
    """Stop ``proc`` with ``sig``, then SIGKILL if it is still there after ``limit`` seconds."""
    if proc.poll() is not None:
        return
    proc.send_signal(sig)
    try:
        proc.wait(limit)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


# -- PostgreSQL ------------------------------------------------------------------------------
def postgres_bin() -> str:
    """Debian's PostgreSQL programs, the newest installed version."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    return str(Path(found[-1]).parent) if found else str(Path(program("pg_ctl")).parent)


class Postgres:
    """A PostgreSQL cluster of its own: ``initdb`` in a temporary directory, ``pg_ctl`` to
    start and stop it (again and again: the data stays until ``remove``)."""

    def __init__(self) -> None:
        self.bin = postgres_bin()
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-pg-"))
        self.data = self.dir / "data"
        self.log = self.dir / "server.log"
        self.port = free_port()
        self.running = False
        self._owner: pwd.struct_passwd | None = None
        if os.geteuid() == 0:  # PostgreSQL refuses root: its own user runs it
            self._owner = pwd.getpwnam("postgres")
            os.chown(self.dir, self._owner.pw_uid, self._owner.pw_gid)
        self._run(
            "initdb", "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
            "--locale=C", "--no-sync", "--no-instructions",
        )  # fmt: skip

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@{HOST}:{self.port}/{database}"

    def start(self) -> None:
        options = " ".join([
            f"-p {self.port}", f"-c listen_addresses={HOST}", f"-k {self.dir}",
            "-c shared_buffers=32MB", "-c max_connections=100",
        ])  # fmt: skip
        try:
            self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "-t",
                      str(int(START)), "-o", options, "start")  # fmt: skip
        except ServerFailed as e:
            raise ServerFailed(f"{e}{tail(self.log)}") from None
        self.running = True

    def stop(self, mode: str = "fast") -> None:
        """Stop the server (``fast``: its sessions are ended, nothing committed is lost) and
        return once its process is gone (pg_ctl returns when the pid file is, a moment
        before)."""
        if self.running:
            pid = int((self.data / "postmaster.pid").read_text().split()[0])
            self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "stop")
            self.running = False
            wait_gone(pid, "postgres")

    def create_database(self, name: str) -> str:
        """A new empty database; its URL."""
        self._run("psql", "-h", HOST, "-p", str(self.port), "-U", "postgres", "-q",
                  "-v", "ON_ERROR_STOP=1", "-c", f'CREATE DATABASE "{name}"')  # fmt: skip
        return self.url(name)

    def remove(self) -> None:
        """Stop the server if it runs and delete its directory."""
        try:
            if self.running:
                self.stop("immediate")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

    def _run(self, name: str, *args: str) -> None:
        command = [os.path.join(self.bin, name), *args]
        if self._owner is not None:
            command = ["runuser", "-u", "postgres", "--", *command]
        r = subprocess.run(command, capture_output=True, text=True, timeout=START, cwd=self.dir)
        if r.returncode != 0:
            raise ServerFailed(f"{name} failed ({r.returncode}): {r.stderr.strip()}")


# -- Redis -----------------------------------------------------------------------------------
class Redis:
    """A ``redis-server`` of its own, without persistence unless asked (``appendonly``)."""

    def __init__(self, appendonly: bool = False) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-redis-"))
        self.log = self.dir / "redis.log"
        self.port = free_port()
        self.appendonly = appendonly
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://{HOST}:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [program("redis-server"), "--port", str(self.port), "--bind", HOST,
             "--dir", str(self.dir), "--logfile", str(self.log), "--save", "",
             "--appendonly", "yes" if self.appendonly else "no", "--daemonize", "no"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        wait_for_port(self.port, self.proc, "redis-server", self.log)

    def stop(self) -> None:
        if self.proc is not None:
            stop_process(self.proc)
            self.proc = None

    def kill(self) -> None:
        """Stop it as a crash would (SIGKILL)."""
        if self.proc is not None:
            stop_process(self.proc, signal.SIGKILL)
            self.proc = None

    def remove(self) -> None:
        try:
            self.stop()
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


# -- nginx -----------------------------------------------------------------------------------
MAIN_CONF = """\
# The test's own nginx: everything in {prefix}, nothing of the system's configuration.
daemon off;
master_process on;
worker_processes 1;
{user}pid {prefix}/nginx.pid;
error_log {prefix}/error.log info;
events {{ worker_connections 512; }}
http {{
    log_format upstreams '$request $status $upstream_addr';
    access_log {prefix}/access.log upstreams;
    client_body_temp_path {prefix}/temp/body;
    proxy_temp_path {prefix}/temp/proxy;
    fastcgi_temp_path {prefix}/temp/fastcgi;
    uwsgi_temp_path {prefix}/temp/uwsgi;
    scgi_temp_path {prefix}/temp/scgi;
    include {site};
}}
"""


class Nginx:
    """An nginx of its own (``nginx -p DIR -c CONF``) serving ``site``: the text of a file of
    ``server``/``upstream`` blocks, as ``deploy/nginx.conf`` is, included in a main file that
    keeps every path in the temporary directory. The access log names the upstream each
    request went to (``upstreams()``)."""

    def __init__(self, site: str, port: int) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-nginx-"))
        self.dir.chmod(0o755)  # nginx's workers run as nobody when the master is root
        self.port = port
        (self.dir / "temp").mkdir()
        (self.dir / "site.conf").write_text(site)
        user = "user nobody nogroup;\n" if os.geteuid() == 0 else ""
        main = MAIN_CONF.format(prefix=self.dir, site=self.dir / "site.conf", user=user)
        self.conf = self.dir / "nginx.conf"
        self.conf.write_text(main)
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        nginx = program("nginx")
        log = self.dir / "error.log"
        base = [nginx, "-p", str(self.dir), "-c", str(self.conf), "-e", str(log)]
        check = subprocess.run([*base, "-t"], capture_output=True, text=True, timeout=START)
        if check.returncode != 0:
            raise ServerFailed(f"nginx refuses the configuration: {check.stderr.strip()}")
        self.proc = subprocess.Popen(
            base, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        wait_for_port(self.port, self.proc, "nginx", log)

    def upstreams(self) -> list[str]:
        """The upstream address of each request logged so far, in order."""
        return [line.rsplit(" ", 1)[1] for line in self.log_lines()]

    def log_lines(self) -> list[str]:
        """The access log so far: ``REQUEST STATUS UPSTREAM`` a line, written as each request
        ends (a WebSocket's when it closes)."""
        log = self.dir / "access.log"
        return log.read_text().splitlines() if log.exists() else []

    def stop(self) -> None:
        if self.proc is not None:
            stop_process(self.proc, signal.SIGQUIT)  # graceful: workers finish, then exit
            self.proc = None

    def remove(self) -> None:
        try:
            self.stop()
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


# -- dobleseis serve -------------------------------------------------------------------------
class Serve:
    """A real ``python -m dobleseis serve`` process on a free port. What it writes on stderr
    goes to ``log`` when given (a server that logs much while a test runs would otherwise fill
    the pipe nobody reads yet, and stall)."""

    def __init__(self, db: str, port: int = 0, *extra: str, log: Path | None = None) -> None:
        self.log = log
        err = subprocess.PIPE if log is None else open(log, "w")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dobleseis", "serve", "--port", str(port), "--no-browser",
             "--db", db, *extra],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err, text=True,
        )  # fmt: skip
        if log is not None:
            err.close()
        line = self._first_line()
        if not line.startswith("Doble Seis is at "):
            self.proc.kill()
            _, err = self.proc.communicate()
            raise ServerFailed(f"serve said {line!r}: {err if log is None else self.errors()}")
        self.line = line
        self.url = line.split()[4]  # http://127.0.0.1:PORT/
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])

    def _first_line(self) -> str:
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        if not sel.select(START):
            self.kill()
            raise ServerFailed("serve printed nothing")
        return self.proc.stdout.readline()

    def stop(self) -> tuple[int, str]:
        """Ctrl+C, as a person stops it; its exit status and what it wrote on stderr."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            _, err = self.proc.communicate(timeout=START)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        return self.proc.returncode, err if self.log is None else self.errors()

    def errors(self) -> str:
        """What it wrote in its ``log`` so far."""
        return "" if self.log is None else self.log.read_text(errors="replace")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.communicate()
