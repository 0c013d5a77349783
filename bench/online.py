"""Online tables under load, on loopback: N tables × 4 WebSocket devices against real servers.

Each table has seat 1 on the host's device, seats 2 and 4 on friends' devices (claimed with the
invitation code), seat 3 played by the server at the chosen level, and a fourth device that
watches. The players act at a human pace (a think time drawn around ``--think`` seconds) with a
legal move of the view they were pushed; the server plays its computer seat at the table's pace.

Measured: moves per second (every version a table reached), and for every human move the time
from its acknowledgement (on the device that made it) to the arrival of the view of that version
on each of the other three devices: p50 and p95 (a table's four devices run in one client
process, and every process reads the machine's one monotonic clock; a device that reads the
view before the mover reads its acknowledgement counts a negative time). ``--clients N``
spreads the tables over N client processes (table n on process n mod N), so that the
benchmark itself is not what limits a large run. Errors are error frames and failed
connections. At the end every table's stored record is checked: replayed by the engine, one
action per version, every acknowledged move in it in order (*lost*: one missing) and none in it
twice or unacknowledged (*duplicated*: an action the devices never saw acknowledged, beyond the
one a kill may have cut; the computer's moves are the rest, one per turn of its seat, since the
replay is legal). *Stalled*: tables not over whose last move is more than 10 s old at the end.

Without ``--processes``: one ``serve`` process on a SQLite file, reached directly, ``--tables``
tables for ``--seconds``. ``--fault`` kills it with SIGKILL halfway and starts it again on the
same file: the devices reconnect by themselves (growing delay).

``--processes 1,2,3``: the same on four set-ups in one run: that single SQLite process, then 1,
2 and 3 processes sharing one PostgreSQL and one Redis (``serve --redis``, when serve has it)
behind nginx running deploy/nginx.conf as shipped (TLS on loopback); every server is started
here, in temporary directories on free ports, and stopped after. Each set-up climbs: ``--tables``
more tables every ``--seconds`` (at most ``--steps`` steps), measured over each step, until a
step's p95 passes ``--p95`` ms or errs; *held* is the most tables a step carried within it,
with no error: the p95 both of the deliveries and of the acknowledgements (a move sent to its
``ack`` on the mover's device: what the mover waits for). ``--fault`` instead plays
``--tables`` tables for ``--seconds`` on each set-up and SIGKILLs the process serving the most
connections halfway (started again on its port, as systemd would). CPU is read from /proc per part
(the servers' event loops and other threads, their computer players' worker processes, PostgreSQL,
Redis, nginx, the client processes), and given as ms a move (``cpu_ms_per_move``; ``servers``: the
servers' parts added up, without the computer players and the clients), with the bytes the devices
were sent a move (the kernel's count on the port they reach: after compression and TLS) and the
share of the moves forwarded to their table's owner (``forwarded``, from Redis's count of pushes).
``--deflate off``: the devices do not offer WebSocket compression (browsers do), to measure what it
costs and saves. ``--pin`` (without ``--processes``): the server on the first processor, this
bench and its clients on the others: devices are not on a server's machine, and a server sharing
its cores with them spends more a move (caches, switches). ``--before DIR``: the single SQLite
process again, run from the source tree DIR (a worktree of an older commit), in the same run.
``--profile DIR`` also runs each server under cProfile (its event loop's thread) and writes
DIR/SETUP-K.prof.

    .venv/bin/python bench/online.py --tables 50 --seconds 30
    .venv/bin/python bench/online.py --tables 250 --seconds 60 --level strong --fault
    .venv/bin/python bench/online.py --processes 1,2,3 --tables 25 --seconds 8 --steps 8
    .venv/bin/python bench/online.py --processes 2,3 --tables 40 --seconds 30 --fault
    .venv/bin/python bench/online.py --tables 1000 --seconds 30 --clients 4 --before /tmp/main
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import ssl
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import uvloop
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root: bench.servers

from bench.servers import (  # noqa: E402
    CROWD,
    PUBLIC_NAME,
    Postgres,
    Redis,
    Serve,
    Site,
    Tls,
    children,
    cpu_seconds,
    thread_cpu_seconds,
)
from dobleseis.core.record import parse_record  # noqa: E402

START = 3
"""A table's version once it is started: two seats claimed, the start."""
COMPUTER = 3
"""The seat the server plays."""
SECRETS = "dobleseis-secrets"
STALLED = 10.0
MAKING = 25
"""Tables a client process makes at once (making them is not what is measured)."""
"""Seconds without a move after which a table that is not over counts as stalled."""


# -- where the devices go --------------------------------------------------------------------
class Direct:
    """One process, reached on its own port (``url``)."""

    def __init__(self, url: str) -> None:
        self.url = url

    def http(self, path: str, body: dict | None = None, secrets=()) -> dict:
        data = None if body is None else json.dumps(body).encode()
        headers = {"content-type": "application/json", SECRETS: " ".join(secrets)}
        req = urllib.request.Request(self.url + path, data=data, headers=headers)
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.load(r)

    def ws(self, path: str) -> tuple[str, dict]:
        return self.url.replace("http", "ws") + path, {}


class Proxied:
    """The processes behind nginx (deploy/nginx.conf): HTTPS and WSS to its public ``name`` on
    loopback ``port``, trusting ``cafile``; one kept-alive connection per thread for plain
    requests."""

    def __init__(self, name: str, port: int, cafile: str) -> None:
        self.name, self.port = name, port
        self.context = ssl.create_default_context(cafile=cafile)
        self._local = threading.local()

    def http(self, path: str, body: dict | None = None, secrets=()) -> dict:
        headers = {"Host": self.name, SECRETS: " ".join(secrets)}
        data = None
        if body is not None:
            data = json.dumps(body)
            headers["Content-Type"] = "application/json"
        for attempt in (1, 2):  # a kept-alive connection nginx closed meanwhile: once more
            conn = getattr(self._local, "conn", None)
            if conn is None:
                conn = self._local.conn = Tls(self.port, self.name, self.context)
            try:
                conn.request("GET" if body is None else "POST", "/" + path, data, headers)
                r = conn.getresponse()
                text = r.read()
            except (OSError, ConnectionError) as e:
                conn.close()
                self._local.conn = None
                if attempt == 2:
                    raise e
                continue
            if r.status >= 300:
                raise OSError(f"{r.status} {text[:120]!r}")
            return json.loads(text)
        raise AssertionError("unreachable")

    def ws(self, path: str) -> tuple[str, dict]:
        url = f"wss://{self.name}:{self.port}/{path}"
        return url, {"ssl": self.context, "host": "127.0.0.1", "port": self.port}


def reached(where: dict) -> Direct | Proxied:
    """Where the devices go, from what a client process is told (``Setup.where``)."""
    return Direct(where["url"]) if "url" in where else Proxied(**where)


# -- the devices -----------------------------------------------------------------------------
@dataclass
class Run:
    latencies: list[tuple[float, float]] = field(default_factory=list)  # (when, seconds)
    answers: list[tuple[float, float]] = field(default_factory=list)  # a move sent -> its ack
    computer: list[tuple[float, float]] = field(default_factory=list)  # its turn -> its move
    errors: list[tuple[float, str]] = field(default_factory=list)
    reconnects: int = 0
    moves: list[float] = field(default_factory=list)  # when a spectator saw a new version
    # table -> (its version after the move, the action) for each acknowledged move
    acked: dict[str, list[tuple[int, dict]]] = field(default_factory=dict)
    cut: dict[str, int] = field(default_factory=dict)  # table -> moves sent, never acknowledged
    acks: dict[tuple[str, int], float] = field(default_factory=dict)  # (table, version) -> time
    versions: dict[str, int] = field(default_factory=dict)  # the highest version seen
    changed: dict[str, float] = field(default_factory=dict)  # table -> its last new version
    gap: float = 0.0  # the longest a table waited for its next move (a takeover shows here)
    over: set[str] = field(default_factory=set)
    waiting: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    until: float = float("inf")  # the devices play until then
    killing: bool = False  # a kill is on its way: dropped connections are not errors
    deflate: bool = True  # the devices offer permessage-deflate, as browsers do

    SHARED = ("latencies", "answers", "computer", "errors", "reconnects", "moves", "acked",
              "cut", "changed", "gap", "over")  # fmt: skip
    """What a client process tells of its devices (``said``), and the whole run merges."""

    def said(self) -> dict:
        return {k: sorted(v) if isinstance(v, set) else v
                for k, v in ((k, getattr(self, k)) for k in self.SHARED)}  # fmt: skip

    def merge(self, said: dict) -> None:
        for k in ("latencies", "answers", "computer", "errors", "moves"):
            getattr(self, k).extend(tuple(x) if isinstance(x, list) else x for x in said[k])
        for k in ("acked", "cut", "changed"):
            getattr(self, k).update(said[k])
        self.reconnects += said["reconnects"]
        self.gap = max(self.gap, said["gap"])
        self.over.update(said["over"])


class Device:
    def __init__(self, run: Run, at, id: str, secret: str | None, seat: int | None,
                 think: float, rng: random.Random) -> None:  # fmt: skip
        self.run, self.at, self.id = run, at, id
        self.secret, self.seat, self.think, self.rng = secret, seat, think, rng
        self.ready = asyncio.Event()  # its first view came

    async def live(self) -> None:
        """Connected until the run's end, reconnecting by itself whenever the connection
        drops. A move sent and not acknowledged when it ends is *cut*: it may or may not have
        been kept, the record tells."""
        delay = 0.5
        while time.monotonic() < self.run.until:
            try:
                url, options = self.at.ws(f"api/matches/{self.id}/live")
                compression = "deflate" if self.run.deflate else None
                async with connect(url, max_size=2**22, open_timeout=30, proxy=None,
                                   compression=compression, **options) as ws:  # fmt: skip
                    delay = 0.5
                    await ws.send(
                        json.dumps(
                            {"type": "hello", "secrets": [self.secret] if self.secret else []}
                        )
                    )
                    await self.play(ws)
                    break
            except (TimeoutError, OSError, WebSocketException) as e:
                self.run.reconnects += 1
                self.cut()
                if not self.run.killing:
                    self.run.errors.append((time.monotonic(), f"connection: {type(e).__name__}"))
                await asyncio.sleep(delay)
                delay = min(5.0, delay * 2)
        self.cut()

    def cut(self) -> None:
        if self.sent is not None:
            self.run.cut[self.id] = self.run.cut.get(self.id, 0) + 1
            self.sent = None

    async def play(self, ws) -> None:
        view = None
        pending = None  # the time this device will act, once it is its turn
        while time.monotonic() < self.run.until:
            timeout = None if pending is None else max(0.0, pending - time.monotonic())
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=min(timeout or 1.0, 1.0))
            except TimeoutError:
                raw = None
            now = time.monotonic()
            if raw is not None:
                frame = json.loads(raw)
                kind = frame["type"]
                if kind == "error":
                    if frame["code"] != "stale":
                        self.run.errors.append((now, f"error frame: {frame['code']}"))
                    elif self.sent is not None:  # refused: the table had moved on
                        self.sent = None
                elif kind == "ack" and frame.get("ref") is not None:
                    self.run.acks[(self.id, frame["version"])] = now
                    if self.sent is not None:
                        self.run.answers.append((now, now - self.sent_at))
                        move = (frame["version"], self.sent)
                        self.run.acked.setdefault(self.id, []).append(move)
                        self.sent = None
                    for arrived in self.run.waiting.pop((self.id, frame["version"]), []):
                        self.run.latencies.append((now, arrived - now))
                elif kind == "view":
                    view = frame["view"]
                    self.ready.set()
                    v = view["version"]
                    if self.seat is None:
                        self.watched(view, now)
                    acked = self.run.acks.get((self.id, v))
                    if acked is not None and not self.acting(v):
                        self.run.latencies.append((now, now - acked))
                    elif (self.id, v) not in self.run.acks:
                        self.run.waiting.setdefault((self.id, v), []).append(now)
                    mine = self.seat is not None and view["to_act"] == self.seat and view["legal"]
                    pending = now + self.rng.uniform(0.5, 1.5) * self.think if mine else None
            if pending is not None and view is not None and now >= pending:
                pending = None
                action = self.rng.choice(view["legal"])
                self.last_acted = view["version"] + 1
                await ws.send(json.dumps({"type": "act", "ref": view["version"],
                                          "version": view["version"], "seat": self.seat,
                                          "action": action}))  # fmt: skip
                self.sent = {"seat": self.seat, **action}
                self.sent_at = time.monotonic()

    def watched(self, view: dict, now: float) -> None:
        """The spectator counts the table's moves (it is shown every version)."""
        v = view["version"]
        before = self.run.versions.get(self.id, START)
        if v > before:
            last = self.run.changed.get(self.id)
            if last is not None:
                self.run.gap = max(self.run.gap, now - last)
            self.run.moves.extend([now] * (v - before))
            self.run.versions[self.id] = v
            self.run.changed[self.id] = now
            if self.computer_since is not None:
                self.run.computer.append((now, now - self.computer_since))
            self.computer_since = now if view["to_act"] == COMPUTER else None
        if view["over"]:
            self.run.over.add(self.id)

    last_acted = -1
    sent: dict | None = None  # the move sent, until its acknowledgement
    sent_at = 0.0
    computer_since: float | None = None  # the spectator saw the computer's seat to act

    def acting(self, version: int) -> bool:
        """This device made the move of ``version``: its own view is not a delivery."""
        return version == self.last_acted


async def table(run: Run, at, n: int, level: str, think: float, pace: int) -> list[Device]:
    made = await asyncio.to_thread(at.http, "api/matches", {
        "variant": ("chiva", "haiti")[n % 2], "seed": 1000 + n, "level": level, "pace": pace,
        "seats": ["here", "invited", "computer", "invited"]})  # fmt: skip
    id, code = made["id"], made["invitation"]["code"]
    host = [made["secrets"]["host"], made["secrets"]["seats"]["1"]]
    friends = {}
    for seat in (2, 4):
        got = await asyncio.to_thread(at.http, f"api/invitations/{code}/claim", {"seat": seat})
        friends[seat] = got["secret"]
    await asyncio.to_thread(at.http, f"api/matches/{id}/host", {"do": "start"}, host)
    run.changed[id] = time.monotonic()
    rng = random.Random(n)
    return [Device(run, at, id, host[1], 1, think, rng),
            Device(run, at, id, friends[2], 2, think, rng),
            Device(run, at, id, friends[4], 4, think, rng),
            Device(run, at, id, None, None, think, rng)]  # fmt: skip


# -- the client processes --------------------------------------------------------------------
async def client(where: dict, deflate: bool) -> None:
    """A client process (``--client``): devices for the tables it is told to add, on the
    commands of the benchmark read from stdin (one JSON object a line), each answered on
    stdout: ``add`` (tables by number: made, their devices connected; answers their secrets),
    ``said`` (what its devices measured so far), ``killing`` (a kill is coming, or over),
    ``stop`` (the devices stop; answers what they measured)."""
    run, at, tasks = Run(deflate=deflate), reached(where), []
    while True:
        line = await asyncio.to_thread(sys.stdin.readline)
        if not line:
            return
        command = json.loads(line)
        answer: dict = {}
        if command["do"] == "add":
            answer = await added(run, at, tasks, command)
        elif command["do"] == "killing":
            run.killing = command["on"]
        elif command["do"] == "stop":
            run.until = time.monotonic()
            await asyncio.gather(*tasks)
        answer["said"] = run.said()
        print(json.dumps(answer), flush=True)
        if command["do"] == "stop":
            return


async def added(run: Run, at, tasks: list, command: dict) -> dict:
    """The tables numbered ``command["tables"]``, made and their devices connected (each
    within 60 s); their secrets, for the check of their records."""
    made = []
    numbers = command["tables"]
    for first in range(0, len(numbers), MAKING):
        made += await asyncio.gather(*(table(run, at, n, command["level"], command["think"],
                                             command["pace"])
                                       for n in numbers[first : first + MAKING]))  # fmt: skip
    for ds in made:
        tasks += [asyncio.create_task(d.live()) for d in ds]
    try:
        await asyncio.wait_for(asyncio.gather(*(d.ready.wait() for ds in made for d in ds)),
                               timeout=60)  # fmt: skip
    except TimeoutError:
        run.errors.append((time.monotonic(), "a device had no view within 60 s"))
    return {"secrets": {ds[0].id: [d.secret for d in ds if d.secret] for ds in made}}


class Crowd:
    """``count`` client processes playing the devices of a set-up, table n on process
    n % count, so that the benchmark's own CPU is not the limit; every time is
    ``time.monotonic``, one clock for every process of the machine."""

    def __init__(self, where: dict, count: int, deflate: bool) -> None:
        command = [sys.executable, str(Path(__file__).resolve()), "--client", json.dumps(where),
                   "--deflate", "on" if deflate else "off"]  # fmt: skip
        self.procs = [subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       text=True) for _ in range(count)]  # fmt: skip
        self.secrets: dict[str, list[str]] = {}

    def ask(self, commands: list[dict]) -> Run:
        """Each process its command (at once), then its answer; what they all said."""
        for proc, command in zip(self.procs, commands):
            proc.stdin.write(json.dumps(command) + "\n")
            proc.stdin.flush()
        run = Run()
        for proc in self.procs:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError(f"a client process ended (exit {proc.wait()})")
            answer = json.loads(line)
            self.secrets.update(answer.get("secrets", {}))
            run.merge(answer["said"])
        return run

    def add(self, numbers: range, args) -> Run:
        count, how = len(self.procs), {"level": args.level, "think": args.think, "pace": args.pace}
        return self.ask([{"do": "add", "tables": list(numbers)[k::count], **how}
                         for k in range(count)])  # fmt: skip

    def said(self) -> Run:
        return self.ask([{"do": "said"}] * len(self.procs))

    def killing(self, on: bool) -> None:
        self.ask([{"do": "killing", "on": on}] * len(self.procs))

    def stop(self) -> Run:
        run = self.ask([{"do": "stop"}] * len(self.procs))
        for proc in self.procs:
            proc.wait(60)
        return run

    def cpu(self) -> float:
        return sum(cpu_seconds(proc.pid) for proc in self.procs)

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def check(at, secrets: dict[str, list[str]], run: Run) -> dict:
    """Every table's stored record against what its devices saw acknowledged."""
    lost = duplicated = corrupt = 0
    for id in secrets:
        for _ in range(10):  # the server may still play its computer seat: a quiet moment
            before = at.http(f"api/matches/{id}", None, secrets[id])["version"]
            record = at.http(f"api/matches/{id}/record", None, secrets[id])
            if at.http(f"api/matches/{id}", None, secrets[id])["version"] == before:
                break
        actions = record["actions"]
        try:
            parse_record(record).replay()
        except Exception:  # an illegal record: a move made out of turn or twice
            corrupt += 1
        if len(actions) != before - START:
            print(f"  {id}: {len(actions)} actions at version {before}", file=sys.stderr)
            corrupt += 1
        humans = [a for a in actions if a.get("seat") != COMPUTER]
        acked = run.acked.get(id, [])
        for version, move in acked:
            # An acknowledgement says the table's version after the move: the record must hold
            # the move there. (Acks of different devices may arrive in another order than their
            # moves were made: one device's through the table's owner, another's relayed.)
            i = version - START - 1
            if not 0 <= i < len(actions) or actions[i] != move:
                print(f"  {id}: the acknowledged {move} is not in the record at version "
                      f"{version}", file=sys.stderr)  # fmt: skip
                lost += 1
        extra = len(humans) - len(acked) - run.cut.get(id, 0)
        if extra > 0:
            print(f"  {id}: {extra} human moves in the record were never acknowledged",
                  file=sys.stderr)  # fmt: skip
            duplicated += extra
    return {"lost": lost, "duplicated": duplicated, "corrupt": corrupt}


# -- the set-ups -----------------------------------------------------------------------------
class Setup:
    """The servers of one configuration, started in temporary directories, and their CPU.
    ``source``: a source tree whose ``src`` the servers run instead of this one's (the
    figures before a change, in the same run as after it)."""

    def __init__(self, processes: int | None, tmp: Path, profile: Path | None,
                 source: Path | None = None, cpus: set[int] | None = None) -> None:  # fmt: skip
        self.processes = processes  # None: SQLite, one process, no proxy
        self.cpus = cpus  # the processors of its servers (None: any)
        self.name = "sqlite" if processes is None else f"pg×{processes}"
        if source is not None:
            self.name += f"@{source.name}"
        self.env = None if source is None else {**os.environ,
                                                "PYTHONPATH": str(source / "src")}  # fmt: skip
        self.postgres = self.redis = self.site = None
        self.servers: list[Serve] = []
        self.redis_wired = False
        self.profile = profile
        try:
            if processes is None:
                self.servers.append(self._serve(str(tmp / "bench.sqlite3"), ()))
                self.where = {"url": self.servers[0].url}
                self.port = self.servers[0].port
            else:
                self._cluster(processes)
            self.at = reached(self.where)
        except BaseException:
            self.stop()
            raise

    def _cluster(self, processes: int) -> None:
        """``processes`` servers on one PostgreSQL and one Redis, behind nginx."""
        self.postgres = Postgres()
        self.postgres.start()
        url = self.postgres.create_database("bench")
        self.redis = Redis()
        self.redis.start()
        extra = ("--public-name", PUBLIC_NAME)
        self.redis_wired = serve_has_redis()
        if self.redis_wired:
            extra += ("--redis", self.redis.url)
        for _ in range(processes):
            self.servers.append(self._serve(url, extra))
        self.site = Site([s.port for s in self.servers], connections=16384, crowd=True)
        self.site.start()
        self.where = {"name": self.site.name, "port": self.site.https_port,
                      "cafile": str(self.site.dir / "cert.pem")}  # fmt: skip
        self.port = self.site.https_port

    def _serve(self, db: str, extra: tuple[str, ...]) -> Serve:
        profile = None
        if self.profile is not None:
            name = self.name.replace("×", "").replace("@", "-")
            profile = self.profile / f"{name}-{len(self.servers) + 1}.prof"
        return Serve(db, 0, *CROWD, *extra, profile=profile, env=self.env, cpus=self.cpus)

    def stop(self) -> list[str]:
        """Everything stopped; what the servers wrote on stderr, if any."""
        said = []
        for s in self.servers:
            code, err = s.stop()
            if err.strip():
                said.append(f"server {s.port} (exit {code}): {err.strip()[-600:]}")
        for part in (self.site, self.redis, self.postgres):
            if part is not None:
                part.remove()
        return said

    def cpu(self, crowd: Crowd) -> dict[str, float]:
        """CPU seconds so far of each part (the processes alive now), and the bytes the
        devices were sent."""
        out = {"serve: event loop": 0.0, "serve: other threads": 0.0, "computer players": 0.0}
        for s in self.servers:
            pid = s.proc.pid
            loop = thread_cpu_seconds(pid, pid)
            out["serve: event loop"] += loop
            out["serve: other threads"] += cpu_seconds(pid) - loop
            out["computer players"] += sum(cpu_seconds(c) for c in children(pid))
        if self.postgres is not None:
            pid = int((self.postgres.data / "postmaster.pid").read_text().split()[0])
            out["postgres"] = cpu_seconds(pid) + sum(cpu_seconds(c) for c in children(pid))
        if self.redis is not None:
            out["redis"] = cpu_seconds(self.redis.proc.pid)
        if self.site is not None:
            pid = self.site.nginx.proc.pid
            out["nginx"] = cpu_seconds(pid) + sum(cpu_seconds(c) for c in children(pid))
        out["this client"] = time.process_time() + crowd.cpu()
        return out

    def pushed(self) -> int:
        """Pushes on Redis lists so far: a move forwarded to its table's owner is one (into the
        owner's inbox), its answer another (``cluster.owner``); 0 without Redis."""
        if self.redis is None or not self.redis_wired:
            return 0
        import redis

        client = redis.Redis.from_url(self.redis.url)
        try:
            return client.info("commandstats").get("cmdstat_rpush", {}).get("calls", 0)
        finally:
            client.close()

    def sent(self) -> int:
        """Bytes sent so far on the open connections of the port the devices reach (the
        kernel's count, ``ss``: after compression and TLS)."""
        out = subprocess.run(["ss", "-tinH", "state", "established", f"( sport = :{self.port} )"],
                             capture_output=True, text=True, timeout=60).stdout  # fmt: skip
        return sum(int(m) for m in re.findall(r"bytes_sent:(\d+)", out))


SERVERS = ("serve: event loop", "serve: other threads", "postgres", "redis", "nginx")
"""The parts whose CPU is the servers' (the computer players and the client are not)."""


def per_move(used: dict, before: dict, moves: int) -> dict:
    """CPU ms a move of each part between ``before`` and ``used``, and the servers' total."""
    out = {k: round(1000 * (used[k] - before.get(k, 0)) / moves, 3) for k in used}
    out["servers"] = round(sum(out.get(k, 0) for k in SERVERS), 3)
    return out


def serve_has_redis() -> bool:
    """``serve`` takes ``--redis`` (live updates and computer leases across processes)."""
    out = subprocess.run([sys.executable, "-m", "dobleseis", "serve", "--help"],
                         capture_output=True, text=True, timeout=60).stdout  # fmt: skip
    return "--redis" in out


def quantiles(xs: list[float]) -> tuple[float, float]:
    """p50 and p95 in ms (0 with fewer than two)."""
    if len(xs) < 2:
        return 0.0, 0.0
    q = statistics.quantiles(sorted(xs), n=100)
    return round(q[49] * 1000, 1), round(q[94] * 1000, 1)


def window(run: Run, start: float, end: float) -> dict:
    """The figures of what happened from ``start`` to ``end``."""
    lat = [x for t, x in run.latencies if start <= t < end]
    p50, p95 = quantiles(lat)
    moves = sum(1 for t in run.moves if start <= t < end)
    errors = [e for t, e in run.errors if start <= t < end]
    return {"moves_per_s": round(moves / (end - start), 1), "deliveries": len(lat),
            "p50_ms": p50, "p95_ms": p95, "errors": len(errors),
            "error_kinds": sorted(set(errors))[:5],
            "ack_p95_ms": quantiles([x for t, x in run.answers if start <= t < end])[1],
            "computer_p95_ms": quantiles([x for t, x in run.computer if start <= t < end])[1],
            "over": len(run.over)}  # fmt: skip


def step(setup: Setup, crowd: Crowd, args, start: float, cpu: dict, sent: int,
         pushed: int) -> dict:  # fmt: skip
    """The figures of the step that began at ``start`` (when the parts had used ``cpu``, the
    devices had been sent ``sent`` bytes and Redis had been ``pushed`` so many times)."""
    end, used, now_sent = time.monotonic(), setup.cpu(crowd), setup.sent()
    forwarded = (setup.pushed() - pushed) / 2
    w = window(crowd.said(), start, end)
    w["cores"] = {k: round((used[k] - cpu.get(k, 0)) / (end - start), 2) for k in used}
    moves = max(1, round(w["moves_per_s"] * (end - start)))
    w["cpu_ms_per_move"] = per_move(used, cpu, moves)
    w["bytes_per_move"] = round(max(0, now_sent - sent) / moves)
    w["forwarded"] = round(forwarded / moves, 3)  # the share of the moves forwarded
    w["load_average"] = round(os.getloadavg()[0], 1)
    return w


def climb(setup: Setup, crowd: Crowd, args) -> dict:
    """``--tables`` more tables each step, until a step misses the target."""
    steps, held, best = [], 0, None
    for number in range(args.steps):
        first = number * args.tables
        crowd.add(range(first, first + args.tables), args)
        start, cpu, sent = time.monotonic(), setup.cpu(crowd), setup.sent()
        pushed = setup.pushed()
        time.sleep(args.seconds)
        w = step(setup, crowd, args, start, cpu, sent, pushed)
        w["tables"] = first + args.tables
        steps.append(w)
        ok = max(w["p95_ms"], w["ack_p95_ms"]) <= args.p95 and w["errors"] == 0
        print(f"  {setup.name}: {w['tables']} tables, {w['moves_per_s']} moves/s, "
              f"p95 {w['p95_ms']} ms, ack p95 {w['ack_p95_ms']} ms, computer p95 "
              f"{w['computer_p95_ms']} ms, errors {w['errors']}, servers "
              f"{w['cpu_ms_per_move']['servers']} ms a move, {w['bytes_per_move']} B a move, "
              f"{w['forwarded']:.0%} forwarded, load {w['load_average']}",
              file=sys.stderr, flush=True)  # fmt: skip
        if not ok:
            break
        held, best = w["tables"], w
    run = crowd.stop()
    checked = check(setup.at, crowd.secrets, run)
    chosen = best or steps[-1]
    return {"setup": setup.name, "redis": setup.redis_wired, "held": held,
            "moves_per_s": chosen["moves_per_s"], "p95_ms_at_held": (best or {}).get("p95_ms"),
            "cpu_ms_per_move": chosen["cpu_ms_per_move"],
            "bytes_per_move": chosen["bytes_per_move"],
            "errors": len(run.errors), **checked, "steps": steps}  # fmt: skip


def connections(port: int) -> int:
    """The TCP connections open to ``port`` on this machine (Linux's /proc/net/tcp): what a
    process serves. Behind nginx a table's devices all reach one process, so the process killed
    by ``--fault`` is the one serving the most, never one that happens to serve none."""
    local = f":{port:04X}"
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as lines:
            next(lines)
            for line in lines:
                fields = line.split()
                count += fields[1].endswith(local) and fields[3] == "01"  # ESTABLISHED
    return count


def fixed(setup: Setup, crowd: Crowd, args) -> dict:
    """``--tables`` tables for ``--seconds``; with ``--fault``, the process serving the most
    connections SIGKILLed halfway and started again."""
    crowd.add(range(args.tables), args)
    start, cpu, sent = time.monotonic(), setup.cpu(crowd), setup.sent()
    pushed = setup.pushed()
    if args.fault:
        time.sleep(args.seconds / 2)
        crowd.killing(True)
        victim = max(setup.servers, key=lambda server: connections(server.port))
        victim.kill()
        victim.start()
        time.sleep(min(10.0, args.seconds / 4))  # the reconnections settle
        crowd.killing(False)
    time.sleep(max(0.0, start + args.seconds - time.monotonic()))
    w = step(setup, crowd, args, start, cpu, sent, pushed)
    end = time.monotonic()
    run = crowd.stop()
    stalled = sum(1 for id, t in run.changed.items() if id not in run.over and end - t > STALLED)
    checked = check(setup.at, crowd.secrets, run)
    return {
        "setup": setup.name, "redis": setup.redis_wired, "tables": args.tables,
        "devices": 4 * args.tables, "level": args.level, "seconds": round(end - start, 1),
        "human_moves": sum(len(a) for a in run.acked.values()),
        **w, "errors": len(run.errors), "error_kinds": sorted({e for _, e in run.errors})[:5],
        **checked, "stalled": stalled, "longest_wait_s": round(run.gap, 1),
        "reconnects": run.reconnects, "fault": args.fault,
    }  # fmt: skip


def measure(processes: int | None, args, source: Path | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        cpus = args.server_cpus if processes is None else None  # --pin: the single process
        setup = Setup(processes, Path(tmp), args.profile, source, cpus)
        crowd = Crowd(setup.where, args.clients, args.deflate == "on")
        pinned = {}
        if cpus is not None:
            pinned = {"server_cpus": sorted(os.sched_getaffinity(setup.servers[0].proc.pid)),
                      "client_cpus": sorted(os.sched_getaffinity(crowd.procs[0].pid))}  # fmt: skip
        try:
            if args.processes is None or args.fault:
                report = {**fixed(setup, crowd, args), **pinned}
            else:
                report = {**climb(setup, crowd, args), **pinned}
        finally:
            crowd.close()
            said = setup.stop()
        if said:
            report["server_stderr"] = said
        return report


def print_table(reports: list[dict], args) -> None:
    if args.fault:
        print(f"{'set-up':<12}{'redis':>6}{'tables':>7}{'moves/s':>9}{'p95 ms':>8}{'errors':>7}"
              f"{'lost':>5}{'dup':>4}{'corrupt':>8}{'stalled':>8}{'reconn':>7}"
              f"{'wait s':>7}{'ms/move':>8}")  # fmt: skip
        for r in reports:
            print(f"{r['setup']:<12}{str(r['redis']):>6}{r['tables']:>7}{r['moves_per_s']:>9}"
                  f"{r['p95_ms']:>8}{r['errors']:>7}{r['lost']:>5}{r['duplicated']:>4}"
                  f"{r['corrupt']:>8}{r['stalled']:>8}{r['reconnects']:>7}"
                  f"{r['longest_wait_s']:>7}{r['cpu_ms_per_move']['servers']:>8}")  # fmt: skip
        return
    print(f"target: p95 ≤ {args.p95} ms; steps of {args.tables} tables × {args.seconds} s, "
          f"level {args.level}")  # fmt: skip
    print(f"{'set-up':<12}{'redis':>6}{'held':>6}{'moves/s':>9}{'p95 ms':>8}{'errors':>7}"
          f"{'lost':>5}{'dup':>4}{'corrupt':>8}{'ms/move':>8}{'B/move':>8}")  # fmt: skip
    for r in reports:
        print(f"{r['setup']:<12}{str(r['redis']):>6}{r['held']:>6}{r['moves_per_s']:>9}"
              f"{str(r['p95_ms_at_held']):>8}{r['errors']:>7}{r['lost']:>5}"
              f"{r['duplicated']:>4}{r['corrupt']:>8}{r['cpu_ms_per_move']['servers']:>8}"
              f"{r['bytes_per_move']:>8}")  # fmt: skip
    for r in reports:
        print(f"\n{r['setup']}: step by step (CPU ms a move of each part)")
        for s in r["steps"]:
            parts = ", ".join(f"{k} {v}" for k, v in s["cpu_ms_per_move"].items() if v)
            kinds = f" {s['error_kinds']}" if s["error_kinds"] else ""
            print(f"  {s['tables']:>5} tables  {s['moves_per_s']:>7} moves/s  p50 "
                  f"{s['p50_ms']:>7} p95 {s['p95_ms']:>8} ms  ack p95 {s['ack_p95_ms']} ms  "
                  f"computer p95 {s['computer_p95_ms']} ms  over {s['over']}  errors "
                  f"{s['errors']}{kinds}  load {s['load_average']}  [{parts}]")  # fmt: skip


def options(argv) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=50, help="tables (a step's, with --processes)")
    p.add_argument("--seconds", type=float, default=30.0, help="run (a step's) seconds")
    p.add_argument("--level", choices=("random", "basic", "strong"), default="basic")
    p.add_argument("--think", type=float, default=1.0, help="a player's mean think time (s)")
    p.add_argument("--pace", type=int, default=700, help="the tables' computer pace (ms)")
    p.add_argument("--fault", action="store_true", help="SIGKILL a server halfway, restart it")
    p.add_argument("--processes", metavar="N,N,...",
                   help="beside one SQLite process, N processes on PostgreSQL + Redis behind "
                   "nginx, for each N listed (e.g. 1,2,3)")  # fmt: skip
    p.add_argument("--steps", type=int, default=6, help="most steps of a climb (--processes)")
    p.add_argument("--p95", type=float, default=150.0, help="the target p95 in ms (150)")
    p.add_argument("--clients", type=int, default=1,
                   help="client processes the devices are spread over (1)")  # fmt: skip
    p.add_argument("--deflate", choices=("on", "off"), default="on",
                   help="the devices offer WebSocket compression, as browsers do (on)")  # fmt: skip
    p.add_argument("--before", type=Path, metavar="DIR",
                   help="also the single SQLite process run from the source tree DIR (e.g. a "
                   "worktree of main), right after this one's")  # fmt: skip
    p.add_argument("--profile", type=Path, metavar="DIR",
                   help="run each server under cProfile, DIR/SETUP-K.prof")  # fmt: skip
    p.add_argument("--pin", action="store_true",
                   help="the single SQLite process on the first processor, this bench and its "
                   "clients on the others (devices are not on a server's machine)")  # fmt: skip
    p.add_argument("--json", action="store_true", help="one JSON object a set-up")
    p.add_argument("--client", metavar="WHERE", help=argparse.SUPPRESS)  # a client process
    args = p.parse_args(argv)
    if args.tables < 1 or args.seconds <= 0 or args.steps < 1 or args.clients < 1:
        p.error("--tables, --steps and --clients must be at least 1 and --seconds positive")
    args.counts = [None]
    if args.processes is not None:
        try:
            args.counts += [int(n) for n in args.processes.split(",")]
        except ValueError:
            p.error("--processes takes counts such as 1,2,3")
        if any(n < 1 or n > 8 for n in args.counts[1:]):
            p.error("--processes: from 1 to 8 processes")
    if args.before is not None and not (args.before / "src" / "dobleseis").is_dir():
        p.error(f"--before: {args.before} has no src/dobleseis")
    args.server_cpus = None
    if args.pin and args.processes is not None:
        p.error("--pin: the single SQLite process only (without --processes)")
    if args.pin and args.client is None:
        cpus = sorted(os.sched_getaffinity(0))
        if len(cpus) < 2:
            p.error("--pin needs two processors or more")
        args.server_cpus = {cpus[0]}
    if args.profile is not None:
        args.profile.mkdir(parents=True, exist_ok=True)
        args.profile = args.profile.resolve()
    return args


def main(argv=None) -> int:
    args = options(argv)
    if args.client is not None:
        # on uvloop, as serve: the devices' own CPU is the bench's, not a server's, and the
        # less of the machine it takes the more tables a run can carry
        with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
            runner.run(client(json.loads(args.client), args.deflate == "on"))
        return 0
    cpus = os.sched_getaffinity(0)
    if args.server_cpus is not None:  # this bench, and the clients it starts, on the others
        os.sched_setaffinity(0, cpus - args.server_cpus)
    try:
        reports = [measure(None, args)]
        if args.before is not None:
            reports.append(measure(None, args, args.before.resolve()))
        reports += [measure(n, args) for n in args.counts[1:]]
    finally:
        os.sched_setaffinity(0, cpus)
    if args.json:
        print(json.dumps(reports[0] if len(reports) == 1 else reports))
    elif args.processes is None:  # one run, or one beside the run of --before
        for r in reports:
            if len(reports) > 1:
                print(f"\n{r['setup']}")
            for k, v in r.items():
                print(f"{k:>16}: {v}")
    else:
        print_table(reports, args)
    bad = any(r["lost"] or r["duplicated"] or r["corrupt"] for r in reports)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
