"""How long a person waits for each computer move at a paced table, against an older tree.

Starts the real server (``python -m dobleseis serve`` on loopback, a temporary database) twice,
side by side in one run: once from this tree and once from ``--against`` (a git revision, put
in a temporary worktree). On each, ``--tables`` tables at once, each one person (seat 1) and
three computers of ``--level`` at ``--pace``, play Haiti: the person's device, on the live
WebSocket, plays its first legal action as soon as it is its turn, and times each computer
move from the view before it (the change the computer answers) to the view it makes. A
computer move is due the pace after the change before it; what it waits beyond the pace is the
thinking that was not done within it.

    .venv/bin/python bench/pace.py --against 028c58f            # strong, 850 ms, 4 tables each
    .venv/bin/python bench/pace.py --against 028c58f --pace 300
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project root: bench.servers

from bench.load import Connection  # noqa: E402
from bench.servers import CROWD, Serve, worktree  # noqa: E402


async def one_table(url: str, seed: int, args) -> list[float]:
    """The seconds each computer move took from the change before it, at one table, until
    ``args.moves`` were timed (new matches after one ends)."""
    http, gaps = Connection(url), []
    while len(gaps) < args.moves:
        body = {"variant": "haiti", "seats": ["here", "computer", "computer", "computer"],
                "level": args.level, "seed": seed, "pace": args.pace}  # fmt: skip
        status, data = await http.request("POST", "/api/matches", body)
        assert status == 201, data
        made = json.loads(data)
        live = url.replace("http://", "ws://") + f"api/matches/{made['id']}/live"
        async with connect(live, proxy=None, max_size=2**22) as ws:
            await ws.send(json.dumps({"type": "hello", "secrets": [made["secrets"]["seats"]["1"]]}))
            await play(ws, gaps, args.moves)
        seed += 1000
    http.close()
    return gaps


async def play(ws, gaps: list[float], moves: int) -> None:
    """Seat 1's device to the end of the match (or enough moves timed)."""
    before = None  # (version, when it came, a computer to act at it)
    while len(gaps) < moves:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 60))
        if frame["type"] != "view":
            continue
        view, now = frame["view"], time.monotonic()
        if before is not None and before[2] and view["version"] == before[0] + 1:
            gaps.append(now - before[1])
        if view["phase"] == "over":
            return
        before = (view["version"], now, not view["to_act_human"])
        if view["legal"]:
            act = {"type": "act", "ref": view["version"], "version": view["version"], "seat": 1,
                   "action": view["legal"][0]}  # fmt: skip
            await ws.send(json.dumps(act))


async def tables(url: str, args) -> list[float]:
    timed = await asyncio.gather(*(one_table(url, seed, args) for seed in range(args.tables)))
    return [gap for table in timed for gap in table]


def report(name: str, gaps: list[float], pace: int) -> tuple[float, float]:
    ms = sorted(1000 * g for g in gaps)
    median, p95 = statistics.median(ms), ms[int(0.95 * (len(ms) - 1))]
    print(f"{name:28} {len(ms):5} moves  median {median:7.1f} ms  p95 {p95:7.1f} ms  "
          f"beyond the pace: median {median - pace:6.1f} ms")  # fmt: skip
    return median, p95


async def both(servers: dict[str, Serve], args) -> dict[str, list[float]]:
    timed = await asyncio.gather(*(tables(s.url, args) for s in servers.values()))
    return dict(zip(servers, timed, strict=True))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--against", required=True, help="a git revision to compare with")
    p.add_argument("--level", default="strong")
    p.add_argument("--pace", type=int, default=850, help="ms (the browser's normal pace)")
    p.add_argument("--tables", type=int, default=4, help="tables on each server at once")
    p.add_argument("--moves", type=int, default=60, help="computer moves timed per table")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp, worktree(args.against, Path(tmp) / "against") as old:
        env = {**os.environ, "PYTHONPATH": str(old / "src")}
        servers = {}
        try:
            servers["this tree"] = Serve(Path(tmp) / "this.sqlite3", 0, *CROWD)
            servers[f"at {args.against}"] = Serve(Path(tmp) / "old.sqlite3", 0, *CROWD, env=env)
            timed = asyncio.run(both(servers, args))
        finally:
            for server in servers.values():
                server.stop()
    print(f"Haiti, 1 person and 3 computers ({args.level}) a table, pace {args.pace} ms, "
          f"{args.tables} tables on each server at once")  # fmt: skip
    medians = {name: report(name, gaps, args.pace)[0] for name, gaps in timed.items()}
    this, old = medians.values()
    print(f"median wait, this tree / {args.against}: {this / old:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
