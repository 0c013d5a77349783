"""Real servers on loopback for the tests and the benchmarks: PostgreSQL, Redis, nginx and
``dobleseis serve`` itself.

Each is started by the test or benchmark that needs it, on 127.0.0.1, on a free port, in a
temporary directory of its own, and stopped after (the fixtures in ``tests/conftest.py`` stop
them however the test ends). Never a system service, never a fixed port, never a stand-in:
Debian's packages, which ``./test`` installs when they are missing.

PostgreSQL refuses to run as root (as CI runs): there its programs run as Debian's ``postgres``
user (``runuser -u postgres``), in a directory that user owns.

The tests import this module as ``bench.servers``; a benchmark run as a script puts the project
root on ``sys.path`` first.
"""

from __future__ import annotations

import contextlib
import glob
import http.client
import os
import pwd
import selectors
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

HOST = "127.0.0.1"
START = 60.0
"""Seconds a server may take to start: a safety limit only (a broken server fails the test
instead of hanging the suite), never a pause."""


REPOSITORY = Path(__file__).resolve().parents[1]


@contextlib.contextmanager
def worktree(revision: str, where: Path) -> Iterator[Path]:
    """``revision`` of this repository checked out at ``where`` (a detached git worktree) while
    the block runs, and removed after: the older tree a benchmark compares this one with."""
    git = ["git", "-C", str(REPOSITORY), "worktree"]
    subprocess.run([*git, "add", "-q", "--detach", str(where), revision], check=True)
    try:
        yield where
    finally:
        subprocess.run([*git, "remove", "--force", str(where)], check=True)


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
worker_processes {workers};
{user}pid {prefix}/nginx.pid;
error_log {prefix}/error.log info;
worker_rlimit_nofile {files};
events {{ worker_connections {connections}; }}
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
    request went to (``upstreams()``). ``connections``: what one worker process holds at once
    (a proxied connection counts twice: the device's and the one to the process)."""

    def __init__(self, site: str, port: int, connections: int = 512, workers: int = 1) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-nginx-"))
        self.dir.chmod(0o755)  # nginx's workers run as nobody when the master is root
        self.port = port
        (self.dir / "temp").mkdir()
        (self.dir / "site.conf").write_text(site)
        user = "user nobody nogroup;\n" if os.geteuid() == 0 else ""
        main = MAIN_CONF.format(prefix=self.dir, site=self.dir / "site.conf", user=user,
                                workers=workers, connections=connections,
                                files=2 * connections + 64)  # fmt: skip
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


# -- deploy/nginx.conf as shipped ----------------------------------------------------------
DEPLOY = Path(__file__).resolve().parents[1] / "deploy" / "nginx.conf"
PUBLIC_NAME = "dobleseis.test"
"""The public name the proxy answers in the tests and benchmarks (the processes are given it
with ``--public-name``)."""


def deployed(text: str, backends: list[int], http: int, https: int, cert: Path,
             name: str = PUBLIC_NAME, crowd: bool = False) -> str:  # fmt: skip
    """The shipped file with what its CHANGE lines say to change: the processes, the ports,
    the name and the certificate (each upstream block's processes become ``backends``). Every
    CHANGE line must be changed, nothing else — but for a benchmark's ``crowd``, all from one
    address, the limits per address are left out. The IPv6 ports are left out too: a test's
    traffic stays on 127.0.0.1."""
    lines = []
    servers = "".join(f"    server 127.0.0.1:{port};\n" for port in backends)
    upstreams = 0  # the upstream blocks whose processes were put in
    listed = False  # the line before was a process of the shipped file
    for line in text.splitlines(keepends=True):
        if crowd and line.strip().startswith(("limit_conn ", "limit_req ")):
            continue
        body = line.split("#")[0].strip()
        process = "# CHANGE" in line and body.startswith("server 127.0.0.1:")
        if process and not listed:  # an upstream block's processes: ours instead
            lines.append(servers)
            upstreams += 1
        listed = process
        if process:
            continue
        if "# CHANGE" not in line:
            lines.append(line)
            continue
        indent = line[: len(line) - len(line.lstrip())]
        if body.startswith("listen [::]:"):
            continue
        if body.startswith("listen 80"):
            lines.append(indent + body.replace("listen 80", f"listen {HOST}:{http}") + "\n")
        elif body.startswith("listen 443"):
            lines.append(indent + body.replace("listen 443", f"listen {HOST}:{https}") + "\n")
        elif body.startswith("server_name dobleseis.example.org"):
            lines.append(f"{indent}server_name {name};\n")
        elif body.startswith("ssl_certificate "):
            lines.append(f"{indent}ssl_certificate {cert / 'cert.pem'};\n")
        elif body.startswith("ssl_certificate_key "):
            lines.append(f"{indent}ssl_certificate_key {cert / 'key.pem'};\n")
        else:
            raise ValueError(f"a CHANGE line this does not know: {line!r}")
    out = "".join(lines)
    settings = "".join(line.split("#")[0] for line in out.splitlines(keepends=True))
    if "example.org" in settings or not upstreams or not servers:
        raise ValueError("a name or a process of the shipped file was left unchanged")
    return out


def certificate(where: Path, name: str = PUBLIC_NAME) -> None:
    """A self-signed certificate for ``name`` in ``where`` (what a real server gets from its
    CA): ``cert.pem`` and ``key.pem``."""
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
         "-nodes", "-days", "2", "-subj", f"/CN={name}", "-addext", f"subjectAltName=DNS:{name}",
         "-keyout", str(where / "key.pem"), "-out", str(where / "cert.pem")],
        check=True, capture_output=True, timeout=START,
    )  # fmt: skip


class Site:
    """deploy/nginx.conf as shipped (its CHANGE lines changed: ``deployed``), run by a real
    nginx in front of the processes listening on ``backends``, with a self-signed certificate
    for ``name`` (``dir``/cert.pem); ``context`` trusts it, as a browser trusts a real one.
    ``crowd``: see ``deployed``. ``conf``: the file shipped (another tree's, for a
    benchmark against it)."""

    def __init__(self, backends: list[int], name: str = PUBLIC_NAME, connections: int = 512,
                 workers: int = 1, crowd: bool = False, conf: Path = DEPLOY) -> None:  # fmt: skip
        self.name = name
        self.dir = Path(tempfile.mkdtemp(prefix="dobleseis-cert-"))
        self.dir.chmod(0o755)  # nginx reads the certificate as root, before it drops to nobody
        self.http_port, self.https_port = free_port(), free_port()
        self.nginx: Nginx | None = None
        try:
            certificate(self.dir, name)
            text = deployed(conf.read_text(), backends, self.http_port, self.https_port,
                            self.dir, name, crowd)  # fmt: skip
            self.nginx = Nginx(text, self.https_port, connections, workers)
        except BaseException:
            shutil.rmtree(self.dir, ignore_errors=True)
            raise
        self.context = ssl.create_default_context(cafile=str(self.dir / "cert.pem"))
        self.url = f"https://{name}:{self.https_port}/"
        """The public address (``name`` resolves nowhere: connect to 127.0.0.1, ``Tls``)."""

    def start(self) -> None:
        self.nginx.start()

    def remove(self) -> None:
        try:
            self.nginx.remove()
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)


class Tls(http.client.HTTPSConnection):
    """HTTPS to the proxy on loopback as a browser would reach it by ``name`` (SNI and the
    certificate's name), whatever the name resolves to."""

    def __init__(self, port: int, name: str, context: ssl.SSLContext) -> None:
        super().__init__(name, port, context=context, timeout=60)
        self._context = context

    def connect(self) -> None:
        raw = socket.create_connection((HOST, self.port), self.timeout)
        self.sock = self._context.wrap_socket(raw, server_hostname=self.host)


# -- dobleseis serve -------------------------------------------------------------------------
ROOMY = ("--min-free-disk", "1")
"""A test's or a benchmark's server makes tables on a shared machine's disk, which may be nearly
full at times: it keeps only a MiB free (the floor itself has a test of its own)."""
CROWD = tuple(x for flag in ("connections-per-address", "requests", "creates", "creates-per-day",
                             "tables", "spectators", "spectators-per-address", "computer-tables",
                             "reading", "reviews-per-day")
              for x in (f"--max-{flag}", "1000000"))  # fmt: skip
"""``serve``'s limits per address opened wide: a benchmark's crowd of clients all comes from
one address, 127.0.0.1, where a public server's players come each from their own."""


class Serve:
    """A real ``python -m dobleseis serve`` process on loopback, on ``db`` (a SQLite file or a
    PostgreSQL URL), with the ``extra`` options. ``port`` 0: a free port, chosen by the first
    start and kept by every later one (behind a proxy a restarted process must come back where
    the proxy looks). What it writes on stderr is kept (``stderr()``): in the file ``log`` when
    given, else read as it comes (so that a long run never fills the pipe); ``echo`` also
    copies it to this process's stderr.
    ``profile``: run it under cProfile, which writes that file when it stops (its main thread:
    the event loop). ``files``: its limit of open files (soft and hard), as a small system's.
    ``env``: its environment (None: this process's). ``cpus``: the processors it (every thread
    and child of it) may run on (None: this process's)."""

    def __init__(self, db: str | Path, port: int = 0, *extra: str, echo: bool = False,
                 profile: Path | None = None, log: Path | None = None,
                 files: int | None = None, env: dict | None = None,
                 cpus: set[int] | None = None) -> None:  # fmt: skip
        self.db, self.port, self.extra, self.echo = str(db), port, extra, echo
        self.env, self.cpus = env, cpus
        self.profile, self.log, self.files = profile, log, files
        self.proc: subprocess.Popen | None = None
        self.line = ""
        self.url = ""  # http://127.0.0.1:PORT/
        self._err: list[str] = []
        self._reader: threading.Thread | None = None
        self.start()

    def start(self) -> None:
        """Start it (again, after ``kill`` or ``stop``: on the same port and database)."""
        err = subprocess.PIPE if self.log is None else open(self.log, "a")
        python = [sys.executable]
        if self.profile is not None:
            python += ["-m", "cProfile", "-o", str(self.profile)]
        self.proc = subprocess.Popen(
            [*python, "-m", "dobleseis", "serve", "--port", str(self.port),
             "--no-browser", "--db", self.db, *ROOMY, *self.extra],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err, text=True,
            preexec_fn=None if self.files is None and self.cpus is None else self._before_exec,
            env=self.env,
        )  # fmt: skip
        if self.log is None:
            self._reader = threading.Thread(target=self._read_stderr, args=(self.proc,),
                                            daemon=True)  # fmt: skip
            self._reader.start()
        else:
            err.close()
        line = self._first_line()
        if not line.startswith("Doble Seis is at "):
            self.kill()
            raise ServerFailed(f"serve said {line!r}: {self.stderr()}")
        self.line = line
        self.url = line.split()[4]
        self.port = int(self.url.rstrip("/").rsplit(":", 1)[1])

    def _before_exec(self) -> None:  # in the child, before it runs Python
        if self.files is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_NOFILE, (self.files, self.files))
        if self.cpus is not None:
            os.sched_setaffinity(0, self.cpus)

    def _read_stderr(self, proc: subprocess.Popen) -> None:
        for line in proc.stderr:
            self._err.append(line)
            if self.echo:
                sys.stderr.write(line)

    def _first_line(self) -> str:
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        if not sel.select(START):
            self.kill()
            raise ServerFailed("serve printed nothing")
        return self.proc.stdout.readline()

    def stderr(self) -> str:
        """Everything it wrote on stderr so far, over all its starts."""
        if self.log is not None:
            return self.log.read_text(errors="replace") if self.log.exists() else ""
        return "".join(self._err)

    def stop(self) -> tuple[int, str]:
        """Ctrl+C, as a person stops it; its exit status and what it wrote on stderr."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(START)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self._ended()
        return self.proc.returncode, self.stderr()

    def kill(self) -> None:
        """SIGKILL, as a crash would stop it."""
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self._ended()

    def _ended(self) -> None:
        if self._reader is not None:
            self._reader.join(START)  # its stderr is read to the end
            self.proc.stderr.close()
        self.proc.stdout.close()


# -- CPU used --------------------------------------------------------------------------------
def cpu_seconds(pid: int) -> float:
    """CPU seconds process ``pid`` has used so far, all its threads (Linux: /proc); 0 when it
    is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def thread_cpu_seconds(pid: int, tid: int) -> float:
    """CPU seconds of one thread ``tid`` of ``pid`` (the main thread's tid is the pid)."""
    try:
        fields = Path(f"/proc/{pid}/task/{tid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` now."""
    out = []
    for stat in glob.glob("/proc/[0-9]*/stat"):
        try:
            parent = int(Path(stat).read_text().rsplit(")", 1)[1].split()[1])
        except (FileNotFoundError, ProcessLookupError, ValueError, IndexError):
            continue
        if parent == pid:
            out.append(int(Path(stat).parent.name))
    return out
