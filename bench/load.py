"""Load and faults: the real server (a subprocess on loopback, a temporary SQLite file or the
PostgreSQL database given with ``--db``) and many concurrent matches driven over HTTP.

Each of ``--matches`` clients plays its own match the way the browser does — creates it, asks
for the view of the human to act and plays a seeded random legal action, asks for one computer
action at a time, now and then undoes or reloads the view — pausing ``--think`` seconds on
average between requests (a person deciding, the client pacing the computer's moves; 0 = no
pause, the server saturated). A finished match is followed by a new one. After ``--seconds`` it
prints requests per second, the median and 95th-percentile latency of each kind of request, and
the errors (any answer other than 2xx, or a failed connection).

Then every match is checked against what the server has stored: its record is downloaded and
replayed with the engine, and the stored version must be the last one its client had
acknowledged (or one more, if a request was in flight when the server died) with the same public
state (score, hand, moves) — no acknowledged command lost, no match corrupted.

``--fault``: halfway through, the server is killed with SIGKILL, started again on the same file,
every match is checked, and the clients play on to the end against the new server.

    .venv/bin/python bench/load.py                          # 200 matches, 30 s, think 0.5 s
    .venv/bin/python bench/load.py --fault
    .venv/bin/python bench/load.py --think 0 --seconds 20   # saturation
    .venv/bin/python bench/load.py --db postgresql://USER@127.0.0.1/NAME   # on PostgreSQL
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root: bench.servers

from bench.servers import CROWD, Serve, cpu_seconds  # noqa: E402
from dobleseis import ai  # noqa: E402
from dobleseis.core.record import parse_record  # noqa: E402

PUBLIC = ("phase", "to_act", "counts", "line", "ends", "moves", "score", "base", "hand_number")
"""The parts of a view that are the same for every viewer: what the checks compare."""


class Failed(Exception):
    """The connection failed or closed (the server died)."""


class Connection:
    """A kept-alive HTTP/1.1 connection with JSON bodies, over asyncio streams. A full HTTP
    client (httpx2) costs this process about twice the server's CPU per request, and on two
    shared cores that would measure the client; this costs a fraction."""

    def __init__(self, url: str) -> None:
        host, port = url.removeprefix("http://").rstrip("/").split(":")
        self.host, self.port = host, int(port)
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body=None, secrets=()) -> tuple[int, bytes]:
        """One request; ``secrets``: the match's, sent as the device that made it sends them."""
        try:
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
                self.writer.get_extra_info("socket").setsockopt(
                    socket.IPPROTO_TCP, socket.TCP_NODELAY, 1
                )
            data = b"" if body is None else json.dumps(body).encode()
            head = (
                f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\n"
                f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
                + (f"Dobleseis-Secrets: {' '.join(secrets)}\r\n" if secrets else "")
                + "\r\n"
            )
            self.writer.write(head.encode() + data)
            status = int((await self.reader.readline()).split()[1])
            length = 0
            while (line := await self.reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value)
            return status, await self.reader.readexactly(length)
        except (OSError, IndexError, ValueError, asyncio.IncompleteReadError) as e:
            self.close()
            raise Failed(type(e).__name__) from None

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


class Stats:
    def __init__(self) -> None:
        self.times: dict[str, list[float]] = defaultdict(list)
        self.errors: dict[str, int] = defaultdict(int)
        self.interrupted = 0  # requests cut by the deliberate kill (not errors)
        self.cpu = (0.0, 0.0)  # CPU seconds of the server and of this client process


class Player:
    """One client playing one match at a time."""

    def __init__(self, n: int, args, server: Serve, stats: Stats) -> None:
        self.n, self.args, self.server, self.stats = n, args, server, stats
        self.connection = Connection(server.url)
        self.rng = random.Random(f"{args.seed} {n}")
        self.matches: list[str] = []  # every match this client made
        self.acked: dict[str, dict] = {}  # id -> the last acknowledged view
        self.secrets: dict[str, list[str]] = {}  # id -> the secrets its create answered
        self.in_flight: str | None = None  # a changing request sent and not yet answered
        self.view: dict | None = None

    async def request(self, kind: str, method: str, path: str, body=None) -> dict | None:
        start = time.perf_counter()
        try:
            held = self.secrets.get(self.view["id"], ()) if self.view else ()
            status, data = await self.connection.request(method, path, body, held)
        except Failed as e:
            if self.args.killing:
                self.stats.interrupted += 1
            else:
                self.stats.errors[f"{kind}: {e}"] += 1
            return None
        self.stats.times[kind].append((time.perf_counter() - start) * 1000)
        if status >= 300:
            self.stats.errors[f"{kind}: {status} {data[:80].decode(errors='replace')}"] += 1
            return None
        return json.loads(data)

    async def change(self, kind: str, path: str, body: dict) -> dict | None:
        self.in_flight = self.view["id"]
        out = await self.request(kind, "POST", path, body)
        if out is not None:
            self.in_flight = None
            view = out["view"] if kind == "computer" else out
            self.acked[view["id"]] = view
        return out

    async def think(self) -> None:
        if self.args.think:
            await asyncio.sleep(self.rng.uniform(0, 2 * self.args.think))

    async def play(self, until: float) -> None:
        while time.monotonic() < until and not self.args.killing:
            if self.view is None or self.view["over"]:
                body = {
                    "variant": self.rng.choice(("chiva", "haiti")),
                    "seats": ["human", "computer", "human", "computer"],
                    "level": self.args.level,
                    "seed": self.rng.randrange(2**40),
                }
                out = await self.request("create", "POST", "/api/matches", body)
                if out is None:
                    return
                self.view = out["view"]
                self.secrets[self.view["id"]] = [
                    out["secrets"]["host"],
                    *out["secrets"]["seats"].values(),
                ]
                self.matches.append(self.view["id"])
                self.acked[self.view["id"]] = self.view
            await self.think()
            if await self.step() is None:
                return

    async def step(self) -> dict | None:
        v = self.view
        base = f"/api/matches/{v['id']}"
        roll = self.rng.random()
        if roll < 0.05:
            out = await self.request("reload", "GET", f"{base}?seat=1")
        elif roll < 0.10 and v["can_undo"]:
            out = await self.change("undo", f"{base}/undo", {"version": v["version"], "viewer": 1})
        elif v["to_act_human"]:
            seat = v["to_act"]
            mine = await self.request("view", "GET", f"{base}?seat={seat}")
            if mine is None:
                return None
            action = self.rng.choice(mine["legal"])
            body = {"version": v["version"], "seat": seat, "action": action}
            out = await self.change("act", f"{base}/act", body)
        else:
            body = {"version": v["version"], "viewer": 1}
            out = await self.change("computer", f"{base}/computer", body)
            out = None if out is None else out["view"]
        if out is not None:
            self.view = out
        return out


async def load(args, server: Serve, stats: Stats, players: list[Player] | None, seconds: float):
    if players is None:
        players = [Player(n, args, server, stats) for n in range(args.matches)]
    for p in players:
        p.stats, p.connection = stats, Connection(server.url)
    until = time.monotonic() + seconds
    start, cpu, mine = time.perf_counter(), cpu_seconds(server.proc.pid), time.process_time()
    tasks = [asyncio.create_task(p.play(until)) for p in players]
    if args.fault and not args.killed:
        await asyncio.sleep(seconds / 2)
        stats.cpu = (cpu_seconds(server.proc.pid) - cpu, time.process_time() - mine)
        args.killing = True
        server.kill()
    await asyncio.gather(*tasks)
    if not args.killing:
        stats.cpu = (cpu_seconds(server.proc.pid) - cpu, time.process_time() - mine)
    for p in players:
        p.connection.close()
    return players, time.perf_counter() - start


async def check(server: Serve, players: list[Player]) -> tuple[int, int, list[str]]:
    """(matches checked, commands on record, problems): every match's stored record replays,
    and its stored state is the last acknowledged one (or one more if a request was cut)."""
    problems: list[str] = []
    checked = actions = 0
    connection = Connection(server.url)
    for p in players:
        for id in p.matches:
            held = p.secrets[id]
            status, data = await connection.request("GET", f"/api/matches/{id}?seat=1", None, held)
            if status != 200:
                problems.append(f"{id}: {status} {data[:80]!r}")
                continue
            now = json.loads(data)
            rec = await connection.request("GET", f"/api/matches/{id}/record", None, held)
            rec = json.loads(rec[1])
            state = parse_record(rec).replay()
            actions += len(rec["actions"])
            if list(state.score) != now["score"] or state.hand_number != now["hand_number"]:
                problems.append(f"{id}: the stored record does not give the stored view")
            acked = p.acked[id]
            cut = p.in_flight == id
            p.acked[id] = now  # play on from what the server has
            if p.view is not None and p.view["id"] == id:
                p.view, p.in_flight = now, None
            if now["version"] == acked["version"]:
                if any(now[k] != acked[k] for k in PUBLIC):
                    problems.append(f"{id}: version {now['version']} differs from its ack")
            elif not (cut and now["version"] == acked["version"] + 1):
                problems.append(
                    f"{id}: stored version {now['version']}, acknowledged {acked['version']}"
                )
            checked += 1
    connection.close()
    return checked, actions, problems


def report(stats: Stats, seconds: float, title: str) -> None:
    total = sum(len(x) for x in stats.times.values())
    print(f"\n{title}: {total} answers in {seconds:.1f} s = {total / seconds:.0f} requests/s")
    print(f"{'request':<10}{'count':>8}{'median ms':>11}{'p95 ms':>9}{'max ms':>9}")
    for kind in ("create", "view", "reload", "act", "undo", "computer"):
        xs = sorted(stats.times.get(kind, []))
        if xs:
            p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
            print(f"{kind:<10}{len(xs):>8}{statistics.median(xs):>11.1f}{p95:>9.1f}{xs[-1]:>9.1f}")
    other = sorted(x for k, xs in stats.times.items() if k != "computer" for x in xs)
    if other:
        p95 = other[min(len(other) - 1, int(0.95 * len(other)))]
        print(f"all but computer: median {statistics.median(other):.1f} ms, p95 {p95:.1f} ms")
    server, client = stats.cpu
    print(
        f"CPU: server {server:.1f} s ({1000 * server / max(total, 1):.2f} ms a request), "
        f"this client {client:.1f} s; load average {os.getloadavg()[0]:.1f}"
    )
    errors = sum(stats.errors.values())
    print(f"errors: {errors}" + "".join(f"\n  {n} x {e}" for e, n in stats.errors.items()))
    if stats.interrupted:
        print(f"requests cut by the kill (not errors): {stats.interrupted}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--matches", type=int, default=200, help="concurrent matches (default 200)")
    p.add_argument("--seconds", type=float, default=30, help="how long to drive them (30)")
    p.add_argument("--think", type=float, default=0.5,
                   help="mean pause in s between a client's requests (0.5; 0: none)")  # fmt: skip
    p.add_argument("--level", choices=ai.LEVELS, default="random", help="computer level (random)")
    p.add_argument("--seed", type=int, default=1, help="seed of the clients' choices")
    p.add_argument("--fault", action="store_true", help="SIGKILL the server halfway, restart it")
    p.add_argument("--db", metavar="URL",
                   help="a PostgreSQL database to serve from, postgresql://... (default: a "
                   "temporary SQLite file); its matches are left there")  # fmt: skip
    args = p.parse_args()
    args.killing = args.killed = False
    with tempfile.TemporaryDirectory() as tmp:
        server = Serve(args.db or Path(tmp) / "load.sqlite3", 0, *CROWD, echo=True)
        print(f"server pid {server.proc.pid} at {server.url}, db {server.db}; "
              f"{args.matches} matches, level {args.level!r}, think {args.think} s, "
              f"{os.cpu_count()} cores")  # fmt: skip
        stats = Stats()
        first = args.seconds / 2
        players, took = asyncio.run(load(args, server, stats, None, args.seconds))
        if args.fault:
            report(stats, took, "before the kill")
            server.start()
            checked, actions, problems = asyncio.run(check(server, players))
            print(f"after SIGKILL and restart: {checked} matches, {actions} stored actions "
                  f"checked; lost or corrupted: {len(problems)}")  # fmt: skip
            for line in problems[:20]:
                print("  " + line)
            args.killing, args.killed = False, True
            stats = Stats()
            players, took = asyncio.run(load(args, server, stats, players, args.seconds - first))
        report(stats, took, "after the restart" if args.fault else "load")
        checked, actions, problems = asyncio.run(check(server, players))
        print(f"final check: {checked} matches, {actions} stored actions; "
              f"lost or corrupted: {len(problems)}")  # fmt: skip
        for line in problems[:20]:
            print("  " + line)
        server.stop()
        return 1 if problems or stats.errors else 0


if __name__ == "__main__":
    sys.exit(main())
