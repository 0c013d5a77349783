"""Online tables under load, on loopback: N tables × 4 WebSocket devices against the real server.

Each table has seat 1 on the host's device, seats 2 and 4 on friends' devices (claimed with the
invitation code), seat 3 played by the server at the chosen level, and a fourth device that
watches. The players act at a human pace (a think time drawn around ``--think`` seconds) with a
legal move of the view they were pushed; the server plays its computer seat at the table's pace.

Measured: moves per second (every version a table reached), and for every human move the time
from its acknowledgement (on the device that made it) to the arrival of the view of that version
on each of the other three devices: p50 and p95 (all devices run in this one process, on one
clock; a device that reads the view before the mover reads its acknowledgement counts a
negative time). Errors are error frames and failed
connections; a *lost* move is an acknowledged one missing from the table's stored record at the
end. ``--fault`` kills the server with SIGKILL halfway and starts it again on the same file: the
devices reconnect by themselves (growing delay), and every table is checked against its record.

    .venv/bin/python bench/online.py --tables 50 --seconds 30
    .venv/bin/python bench/online.py --tables 250 --seconds 60 --level strong --fault
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException


def http(url: str, body: dict | None = None, secrets=()) -> dict:
    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json", "dobleseis-secrets": " ".join(secrets)}
    req = urllib.request.Request(url, data=data, headers=headers)
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.load(r)


START = 3
"""A table's version once it is started: two seats claimed, the start."""


class Server:
    """``python -m dobleseis serve`` on a free loopback port, on one database file."""

    def __init__(self, db: str) -> None:
        self.db = db
        self.proc: subprocess.Popen | None = None
        self.url = ""

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "dobleseis", "serve", "--port", "0", "--no-browser",
             "--db", self.db],  # fmt: skip
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        self.url = self.proc.stdout.readline().split()[4]

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGINT)
        self.proc.wait(timeout=60)


@dataclass
class Run:
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    reconnects: int = 0
    acked: dict[str, list[dict]] = field(default_factory=dict)  # table -> acknowledged actions
    acks: dict[tuple[str, int], float] = field(default_factory=dict)  # (table, version) -> time
    versions: dict[str, int] = field(default_factory=dict)  # the highest version seen
    waiting: dict[tuple[str, int], list[float]] = field(default_factory=dict)


class Device:
    def __init__(self, run: Run, server: Server, id: str, secret: str | None, seat: int | None,
                 think: float, rng: random.Random) -> None:  # fmt: skip
        self.run, self.server, self.id = run, server, id
        self.secret, self.seat, self.think, self.rng = secret, seat, think, rng
        self.stopping = False

    async def live(self, until: float) -> None:
        """Connected until ``until``, reconnecting by itself whenever the connection drops."""
        delay = 0.5
        while time.monotonic() < until:
            try:
                url = self.server.url.replace("http", "ws") + f"api/matches/{self.id}/live"
                async with connect(url, max_size=2**22, open_timeout=30) as ws:
                    delay = 0.5
                    await ws.send(json.dumps({"type": "hello",
                                              "secrets": [self.secret] if self.secret else []}))
                    await self.play(ws, until)
                    return
            except (OSError, WebSocketException, asyncio.TimeoutError):
                self.run.reconnects += 1
                await asyncio.sleep(delay)
                delay = min(5.0, delay * 2)

    async def play(self, ws, until: float) -> None:
        view = None
        pending = None  # the time this device will act, once it is its turn
        while time.monotonic() < until:
            timeout = None if pending is None else max(0.0, pending - time.monotonic())
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=min(timeout or 1.0, 1.0))
            except asyncio.TimeoutError:
                raw = None
            now = time.monotonic()
            if raw is not None:
                frame = json.loads(raw)
                kind = frame["type"]
                if kind == "error":
                    if frame["code"] != "stale":
                        self.run.errors += 1
                elif kind == "ack" and frame.get("ref") is not None:
                    self.run.acks[(self.id, frame["version"])] = now
                    if self.sent is not None:
                        self.run.acked.setdefault(self.id, []).append(self.sent)
                        self.sent = None
                    for arrived in self.run.waiting.pop((self.id, frame["version"]), []):
                        self.run.latencies.append(arrived - now)
                elif kind == "view":
                    view = frame["view"]
                    v = view["version"]
                    self.run.versions[self.id] = max(self.run.versions.get(self.id, 0), v)
                    acked = self.run.acks.get((self.id, v))
                    if acked is not None and not self.acting(v):
                        self.run.latencies.append(now - acked)
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

    last_acted = -1
    sent: dict | None = None  # the move sent, until its acknowledgement

    def acting(self, version: int) -> bool:
        """This device made the move of ``version``: its own view is not a delivery."""
        return version == self.last_acted


async def table(run: Run, server: Server, n: int, level: str, think: float, pace: int) -> list:
    made = await asyncio.to_thread(http, server.url + "api/matches", {
        "variant": ("chiva", "haiti")[n % 2], "seed": 1000 + n, "level": level, "pace": pace,
        "seats": ["here", "invited", "computer", "invited"]})  # fmt: skip
    id, code = made["id"], made["invitation"]["code"]
    host = [made["secrets"]["host"], made["secrets"]["seats"]["1"]]
    friends = {}
    for seat in (2, 4):
        got = await asyncio.to_thread(http, f"{server.url}api/invitations/{code}/claim",
                                      {"seat": seat})  # fmt: skip
        friends[seat] = got["secret"]
    await asyncio.to_thread(http, f"{server.url}api/matches/{id}/host", {"do": "start"}, host)
    rng = random.Random(n)
    return [Device(run, server, id, host[1], 1, think, rng),
            Device(run, server, id, friends[2], 2, think, rng),
            Device(run, server, id, friends[4], 4, think, rng),
            Device(run, server, id, None, None, think, rng)]  # fmt: skip


def lost(run: Run, server: Server) -> int:
    """Acknowledged human moves missing from the stored records: each table's acknowledged
    moves must appear in its record's actions, in order (no undo is asked in this run)."""
    missing = 0
    for id, acts in run.acked.items():
        record = iter(http(f"{server.url}api/matches/{id}/record")["actions"])
        for a in acts:
            if not any(r == a for r in record):
                missing += 1
    return missing


async def main_async(args) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(str(Path(tmp) / "bench.sqlite3"))
        server.start()
        run = Run()
        try:
            made = await asyncio.gather(*(table(run, server, n, args.level, args.think, args.pace)
                                          for n in range(args.tables)))  # fmt: skip
            devices = [d for ds in made for d in ds]
            start = time.monotonic()
            until = start + args.seconds
            tasks = [asyncio.create_task(d.live(until)) for d in devices]
            if args.fault:
                await asyncio.sleep(args.seconds / 2)
                server.kill()
                server.start()
            await asyncio.gather(*tasks)
            elapsed = time.monotonic() - start
            versions = sum(v - START for v in run.versions.values())
            missing = lost(run, server)
        finally:
            server.stop()
    lat = sorted(run.latencies)
    q = statistics.quantiles(lat, n=100) if len(lat) >= 2 else [0.0] * 99
    return {
        "tables": args.tables, "devices": 4 * args.tables, "level": args.level,
        "seconds": round(elapsed, 1), "moves_per_s": round(versions / elapsed, 1),
        "human_moves": sum(len(a) for a in run.acked.values()),
        "deliveries": len(lat), "p50_ms": round(q[49] * 1000, 1), "p95_ms": round(q[94] * 1000, 1),
        "errors": run.errors, "lost": missing, "reconnects": run.reconnects, "fault": args.fault,
    }  # fmt: skip


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--level", choices=("random", "basic", "strong"), default="basic")
    p.add_argument("--think", type=float, default=1.0, help="a player's mean think time (s)")
    p.add_argument("--pace", type=int, default=700, help="the tables' computer pace (ms)")
    p.add_argument("--fault", action="store_true", help="SIGKILL the server halfway, restart")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if args.tables < 1 or args.seconds <= 0:
        p.error("--tables must be at least 1 and --seconds positive")
    report = asyncio.run(main_async(args))
    if args.json:
        print(json.dumps(report))
    else:
        for k, v in report.items():
            print(f"{k:>12}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
