"""One stranger against a real ``serve`` on loopback, one attack at a time, while a probe table
plays: does anyone else notice?

The probe is one device (127.0.0.1) at a table of two human seats it holds (hot seat) and two
computer seats (level ``basic``, pace 0), playing a legal move ``--think`` seconds after each
view that asks one, and sending a ping every 0.25 s (with its moves, within the 20 messages
a second a live connection may send). Measured on it, p95 in ms, each frame
timed when it arrives: **ping** (a ping to its pong), **ack** (a move sent to its
acknowledgement) and **computer** (the acknowledgement of a move after which a computer is to
act, to the view that asks the probe for its next move: the computers' searches, at least
their floor of 20 ms each, their commits and the push). Beside them, the **server's CPU**: ms
of CPU a second that the server process and its workers used in each phase (user and system
time from /proc), the attack's cost to the server itself, whatever else runs on the machine.

Each attack runs in a process of its own (``--attack NAME --port P --table ID``, stopped at the
end of its phase, when it prints how much it did), at the lowest priority (``--nice``, 19): on
the internet an attacker's CPU is not the server's, and here it shares the same cores.

Each attack runs from other addresses (127.0.0.2 and up: the whole of 127/8 is this computer)
for ``--seconds``, between a quiet phase before and one after of the same length; the figures of
each phase and the ratios during/before and after/before are printed (the target: every ratio
<= 2). The attacks, from issue 24:

- ``idle``: 1,100 sockets that send nothing, held open (more than a desktop's file limit),
  each opened again as soon as the server closes it;
- ``computers``: six tables of four ``strong`` computers at pace 0, each watched;
- ``spectators``: 300 live connections watching the probe's own table (its cap lets 50 in);
- ``hints``: one seat asking a hint in a loop, with a move between (each at a new version);
- ``creates``: tables created as fast as the server answers;
- ``forged``: wrong invitation codes, each with another forged X-Forwarded-For.

    .venv/bin/python bench/abuse.py                       # every attack, 15 s phases: ~5 min
    .venv/bin/python bench/abuse.py --attacks idle,computers --seconds 5
    .venv/bin/python bench/abuse.py --attacks spectators --profile /tmp/serve.prof  # where it costs
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.servers import HOST, Serve  # noqa: E402

ATTACKS = ("idle", "computers", "spectators", "hints", "creates", "forged")
DONE = [0]
"""What an attacker process has done: requests answered, sockets or connections opened."""
_done_lock = threading.Lock()


def did() -> None:
    with _done_lock:
        DONE[0] += 1


def request(port: int, method: str, path: str, body=None, headers=None, source=HOST):
    """One HTTP request on a connection of its own (blocking): status and JSON body."""
    data = b"" if body is None else json.dumps(body).encode()
    head = {"Host": f"{HOST}:{port}", "Connection": "close", "Content-Length": str(len(data)),
            **({"Content-Type": "application/json"} if body is not None else {}),
            **(headers or {})}  # fmt: skip
    with socket.create_connection((HOST, port), timeout=30, source_address=(source, 0)) as s:
        s.sendall(
            f"{method} {path} HTTP/1.1\r\n".encode()
            + b"".join(f"{k}: {v}\r\n".encode() for k, v in head.items())
            + b"\r\n"
            + data
        )
        raw = b""
        while not _whole(raw) and (chunk := s.recv(65536)):
            raw += chunk
    did()
    top, _, rest = raw.partition(b"\r\n\r\n")
    status = int(top.split()[1]) if top else 0
    try:
        return status, json.loads(rest) if rest.strip() else {}
    except ValueError:
        return status, {}


def _whole(raw: bytes) -> bool:
    """The answer has come whole (its head and Content-Length bytes of body): the attacker goes
    on at once, without waiting for the server to close (a refused connection lingers)."""
    head, sep, body = raw.partition(b"\r\n\r\n")
    if not sep:
        return False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value)
    return False


async def arequest(*args, **kwargs):
    return await asyncio.to_thread(request, *args, **kwargs)


def server_cpu(pid: int) -> float:
    """Seconds of CPU (user and system) used so far by process ``pid`` and its children that
    are still running (the decider's workers), from /proc; 0 where there is no /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        if stat.parent.name == str(pid) or fields[1] == str(pid):
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def p95(xs: list[float]) -> float | None:
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


class Probe:
    """The probe table's device; its samples go to ``phase`` (a name: a list each)."""

    def __init__(self, port: int, think: float) -> None:
        self.port, self.think = port, think
        self.phase = "warm-up"
        self.samples: dict[str, dict[str, list[float]]] = {}
        self.errors: Counter[str] = Counter()  # what went wrong for the probe, by code
        self._stop = asyncio.Event()

    def add(self, what: str, ms: float) -> None:
        self.samples.setdefault(self.phase, {}).setdefault(what, []).append(ms)

    async def run(self) -> None:
        while not self._stop.is_set():
            await self.table()

    def stop(self) -> None:
        self._stop.set()

    async def table(self) -> None:
        """One probe match, until it is over or the probe stops."""
        status, made = await arequest(self.port, "POST", "/api/matches", {
            "variant": "chiva", "seats": ["here", "computer", "here", "computer"],
            "level": "basic", "pace": 0})  # fmt: skip
        if status != 201:
            self.errors[f"create {status} {made.get('code')}"] += 1
            await asyncio.sleep(1)
            return
        secrets = [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        self.table_id = made["id"]
        url = f"ws://{HOST}:{self.port}/api/matches/{made['id']}/live"
        async with connect(url, max_size=2**22) as ws:
            await ws.send(json.dumps({"type": "hello", "secrets": secrets, "show": [1, 3]}))
            frames: asyncio.Queue[tuple[dict, float]] = asyncio.Queue()
            helpers = [asyncio.create_task(self.pings(ws)),
                       asyncio.create_task(self.read(ws, frames))]  # fmt: skip
            try:
                await self.play(ws, frames)
            finally:
                for task in helpers:
                    task.cancel()

    async def pings(self, ws) -> None:
        ref = 10**6
        while True:
            ref += 1
            self.sent_ping = (ref, time.monotonic())
            await ws.send(json.dumps({"type": "ping", "ref": ref}))
            await asyncio.sleep(0.25)

    async def read(self, ws, frames: asyncio.Queue) -> None:
        """Every frame with the time it arrived, whatever the player is doing (thinking, say):
        a pong is timed here, the rest by the player from these times."""
        async for raw in ws:
            now = time.monotonic()
            frame = json.loads(raw)
            if frame["type"] == "pong":
                if frame["ref"] == getattr(self, "sent_ping", (None,))[0]:
                    self.add("ping", (now - self.sent_ping[1]) * 1000)
            else:
                frames.put_nowait((frame, now))

    async def play(self, ws, frames: asyncio.Queue) -> None:
        views: dict[int, dict] = {}
        computer_since: float | None = None
        version = -1
        acting: tuple[int, float] | None = None
        ref = 0
        while not self._stop.is_set():
            try:
                frame, now = await asyncio.wait_for(frames.get(), 1.0)
            except TimeoutError:
                continue
            kind = frame["type"]
            if kind == "ack" and acting is not None and frame["ref"] == acting[0]:
                self.add("ack", (now - acting[1]) * 1000)
                acting = None
                computer_since = now
            elif kind == "error":
                if frame.get("code") != "stale":
                    self.errors[frame.get("code", "?")] += 1
                acting = None
            elif kind == "view":
                views[frame["seat"]] = view = frame["view"]
                if view["version"] > version:
                    version = view["version"]
                    if view["over"]:
                        return
                    if computer_since is not None and view["to_act_human"]:
                        if view["moves"] and not _human(view["moves"][-1], views):
                            self.add("computer", (now - computer_since) * 1000)
                        computer_since = None
            if acting is None and views and frames.empty():
                mover = next((v for v in views.values() if v["version"] == version
                              and v["to_act"] == v["viewer"] and v["legal"]), None)  # fmt: skip
                if mover is not None:
                    await asyncio.sleep(self.think)
                    ref += 1
                    acting = (ref, time.monotonic())
                    await ws.send(json.dumps({"type": "act", "ref": ref, "version": version,
                                              "seat": mover["viewer"],
                                              "action": mover["legal"][0]}))  # fmt: skip


def _human(move: dict, views: dict) -> bool:
    """The last move was the probe's own (no computer played between)."""
    return move.get("seat") in views


# -- the attacks: each runs until its process is killed --------------------------------------
async def idle(port: int) -> None:
    """1,100 sockets that send nothing, 500 from each of three addresses, each opened again as
    soon as the server closes it (refused, or timed out): held, as a stranger would hold them,
    however quickly the server turns them away."""
    loop = asyncio.get_running_loop()

    async def hold(source: str) -> None:
        while True:
            s = socket.socket()
            s.setblocking(False)
            try:
                s.bind((source, 0))
                await loop.sock_connect(s, (HOST, port))
                did()
                while await loop.sock_recv(s, 4096):  # the answer (429 or 408), then the close
                    pass
            except OSError:  # reset, or no port left for a moment
                await asyncio.sleep(0.05)
            finally:
                s.close()

    await asyncio.gather(*(hold(f"127.0.0.{2 + i // 500}") for i in range(1100)))


async def computers(port: int) -> None:
    sockets = []
    try:
        for _ in range(6):
            status, made = await arequest(port, "POST", "/api/matches", {
                "variant": "chiva", "seats": ["computer"] * 4, "level": "strong", "pace": 0,
            }, source="127.0.0.2")  # fmt: skip
            if status != 201:
                continue
            url = f"ws://{HOST}:{port}/api/matches/{made['id']}/live"
            ws = await connect(url, local_addr=("127.0.0.2", 0))
            await ws.send(json.dumps({"type": "hello", "secrets": [made["secrets"]["host"]]}))
            sockets.append(ws)
        await asyncio.gather(*(drain(ws) for ws in sockets))
    finally:
        for ws in sockets:
            await ws.close()


async def drain(ws) -> None:
    try:
        async for _ in ws:
            pass
    except Exception:
        pass


async def spectators(port: int, table: str) -> None:
    sockets = []
    try:
        for i in range(300):
            url = f"ws://{HOST}:{port}/api/matches/{table}/live"
            try:
                ws = await connect(url, local_addr=(f"127.0.0.{2 + i // 100}", 0))
                await ws.send(json.dumps({"type": "hello", "secrets": []}))
                sockets.append(ws)
                did()
            except Exception:
                pass
        await asyncio.gather(*(drain(ws) for ws in sockets))
    finally:
        for ws in sockets:
            await ws.close()


async def hints(port: int) -> None:
    status, made = await arequest(
        port,
        "POST",
        "/api/matches",
        {"variant": "chiva", "seats": ["here"] * 4, "level": "strong"},
        source="127.0.0.2",
    )
    secrets = " ".join([made["secrets"]["host"], *made["secrets"]["seats"].values()])
    headers = {"Dobleseis-Secrets": secrets}
    id = made["id"]
    while True:
        status, view = await arequest(port, "GET", f"/api/matches/{id}", headers=headers,
                                      source="127.0.0.2")  # fmt: skip
        seat = view.get("to_act")
        if view.get("over") or seat is None:
            return
        await arequest(port, "GET", f"/api/matches/{id}/hint?seat={seat}", headers=headers,
                       source="127.0.0.2")  # fmt: skip
        status, mine = await arequest(port, "GET", f"/api/matches/{id}?seat={seat}",
                                      headers=headers, source="127.0.0.2")  # fmt: skip
        if mine.get("legal"):
            await arequest(port, "POST", f"/api/matches/{id}/act", {
                "version": mine["version"], "seat": seat, "action": mine["legal"][0]},
                headers=headers, source="127.0.0.2")  # fmt: skip


async def creates(port: int) -> None:
    async def one() -> None:
        while True:
            await arequest(port, "POST", "/api/matches", {"variant": "chiva"},
                           source="127.0.0.2")  # fmt: skip

    await asyncio.gather(*(one() for _ in range(4)))


async def forged(port: int) -> None:
    i = 0
    while True:
        i += 1
        await arequest(
            port,
            "GET",
            "/api/invitations/ZZZZZZ",
            source="127.0.0.2",
            headers={"X-Forwarded-For": f"198.51.{i // 256 % 256}.{i % 256}"},
        )


async def attacking(port: int, attack: str, table: str) -> None:
    """Run ``attack`` (in its own process) until SIGTERM, then print how much it did (what it
    got is not measured)."""

    def stop(*_) -> None:
        print(DONE[0], flush=True)
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    if attack == "idle":
        return await idle(port)
    if attack == "computers":
        return await computers(port)
    if attack == "spectators":
        return await spectators(port, table)
    if attack == "hints":
        return await hints(port)
    if attack == "creates":
        return await creates(port)
    return await forged(port)


def _last_number(out: str) -> int | None:
    words = out.split()
    return int(words[-1]) if words and words[-1].isdigit() else None


async def phases(port: int, attacks: list[str], seconds: float, think: float,
                 nice: int, pid: int) -> list[dict]:  # fmt: skip
    probe = Probe(port, think)
    cpu: dict[str, float] = {}

    def enter(phase: str) -> None:
        """Begin ``phase`` for the probe's samples and the server's CPU."""
        now, used = time.monotonic(), server_cpu(pid)
        if probe.phase in cpu:
            cpu[probe.phase] = (used - cpu[probe.phase]) / (now - started[0]) * 1000
        probe.phase, started[0], cpu[phase] = phase, now, used

    started = [time.monotonic()]
    running = asyncio.create_task(probe.run())
    await asyncio.sleep(max(5.0, seconds))  # the probe's first table and the workers warm up
    rows = []
    for attack in attacks:
        enter(f"{attack}:before")
        await asyncio.sleep(seconds)
        enter(f"{attack}:during")
        attacker = subprocess.Popen(
            [sys.executable, __file__, "--attack", attack, "--port", str(port),
             "--table", probe.table_id], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, preexec_fn=(lambda: os.nice(nice)) if nice else None,
        )  # fmt: skip
        await asyncio.sleep(seconds)
        attacker.terminate()
        out, _ = await asyncio.to_thread(attacker.communicate)
        enter(f"{attack}:after")
        await asyncio.sleep(seconds)
        enter("between")
        row = {"attack": attack, "load": os.getloadavg()[0], "done": _last_number(out)}
        for when in ("before", "during", "after"):
            got = probe.samples.get(f"{attack}:{when}", {})
            for what in ("ping", "ack", "computer"):
                row[f"{what} {when}"] = p95(got.get(what, []))
                row[f"n {what} {when}"] = len(got.get(what, []))
            row[f"cpu {when}"] = cpu[f"{attack}:{when}"]
        rows.append(row)
        print_row(row, flush=True)
    probe.stop()
    await asyncio.gather(running, return_exceptions=True)
    print(f"probe errors: {sum(probe.errors.values())} {dict(probe.errors)}")
    return rows


def ratio(a: float | None, b: float | None) -> str:
    return "-" if a is None or b is None or b == 0 else f"{a / b:.2f}"


def print_row(row: dict, flush: bool = False) -> None:
    parts = [f"{row['attack']:<11} load {row['load']:.2f}"]
    for what in ("ping", "ack", "computer"):
        b, d, a = (row[f"{what} {w}"] for w in ("before", "during", "after"))
        shown = "/".join("-" if x is None else f"{x:.0f}" for x in (b, d, a))
        n = "/".join(str(row[f"n {what} {w}"]) for w in ("before", "during", "after"))
        parts.append(f"{what} {shown} ms (n {n}; x{ratio(d, b)} during, x{ratio(a, b)} after)")
    b, d, a = (row[f"cpu {w}"] for w in ("before", "during", "after"))
    parts.append(f"server cpu {b:.0f}/{d:.0f}/{a:.0f} ms/s (x{ratio(d, b)} during)")
    parts.append(f"attacker did {'?' if row['done'] is None else row['done']}")
    print("  ".join(parts), flush=flush)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--attacks", default=",".join(ATTACKS))
    p.add_argument("--seconds", type=float, default=15.0, help="each phase (default 15)")
    p.add_argument("--think", type=float, default=0.05, help="the probe's think time (s)")
    p.add_argument("--nice", type=int, default=19, help="the attacker's niceness (default 19)")
    p.add_argument("--profile", type=Path, metavar="FILE",
                   help="run the server under cProfile, written to FILE when it stops")  # fmt: skip
    p.add_argument("--attack", choices=ATTACKS, help=argparse.SUPPRESS)  # an attacker process
    p.add_argument("--port", type=int, help=argparse.SUPPRESS)
    p.add_argument("--table", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.attack is not None:
        asyncio.run(attacking(args.port, args.attack, args.table))
        return 0
    attacks = [a for a in args.attacks.split(",") if a]
    unknown = sorted(set(attacks) - set(ATTACKS))
    if unknown:
        p.error(f"unknown attacks {unknown}: choose from {','.join(ATTACKS)}")
    with tempfile.TemporaryDirectory() as tmp:
        server = Serve(Path(tmp) / "abuse.sqlite3", 0, profile=args.profile)
        try:
            print(
                f"serve on port {server.port}, {os.cpu_count()} cores, load "
                f"{os.getloadavg()[0]:.2f}; phases of {args.seconds:g} s",
                flush=True,
            )
            print("p95 before/during/after each attack, and the ratios to before:", flush=True)
            asyncio.run(
                phases(server.port, attacks, args.seconds, args.think, args.nice, server.proc.pid)
            )
        finally:
            code, err = server.stop()
        lines = [line for line in err.splitlines() if line.strip()]
        print(f"serve exited {code}; tracebacks in its log: {err.count('Traceback')}")
        for line in lines[-8:]:
            print("  serve:", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
