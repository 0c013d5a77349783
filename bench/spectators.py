"""What spectators cost the server: its CPU a move on a table watched by N spectators.

A real ``serve`` on loopback (limits of spectators opened), one table of four ``here`` seats;
each of ``--spectators`` live connections with no secret (websockets, compression as browsers
agree it, from 127.0.0.2 and up, in a thread of this process) reads every frame it is sent. Then
``--moves`` moves are made over HTTP, one at a time (a view, the seat's view, the act: the
same requests whatever N), and the server's CPU (user and system, from /proc) is divided by
the moves. Each count of spectators is a server of its own, in the order given, so that runs
with none and with some can be taken in turn on a noisy machine:

    .venv/bin/python bench/spectators.py --spectators 0,50,0,50
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import threading
from pathlib import Path

from websockets.asyncio.client import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.abuse import request, server_cpu  # noqa: E402
from bench.servers import HOST, Serve  # noqa: E402

OPEN = ("--max-spectators", "1000000", "--max-spectators-per-address", "1000000")


def watch(port: int, id: str, n: int, ready: threading.Semaphore, stop: threading.Event) -> None:
    """``n`` spectators of table ``id`` until ``stop``; ``ready`` released as each is welcomed."""

    async def one(i: int) -> None:
        url = f"ws://{HOST}:{port}/api/matches/{id}/live"
        async with connect(url, local_addr=(f"127.0.0.{2 + i // 100}", 0)) as ws:
            await ws.send(json.dumps({"type": "hello", "secrets": []}))
            await ws.recv()
            ready.release()
            async for _ in ws:
                pass

    async def all_of_them() -> None:
        tasks = [asyncio.create_task(one(i)) for i in range(n)]
        while not stop.is_set():
            await asyncio.sleep(0.05)  # polling the stop of a thread, not pacing a measure
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    asyncio.run(all_of_them())


def cpu_a_move(n: int, moves: int) -> tuple[float, int]:
    """The server's CPU a move (ms) with ``n`` spectators, and the moves made."""
    with tempfile.TemporaryDirectory() as tmp:
        server = Serve(Path(tmp) / "spectators.sqlite3", 0, *OPEN)
        stop = threading.Event()
        try:
            _, made = request(server.port, "POST", "/api/matches",
                              {"variant": "chiva", "seed": 1, "seats": ["here"] * 4})  # fmt: skip
            id = made["id"]
            secrets = [made["secrets"]["host"], *made["secrets"]["seats"].values()]
            held = {"Dobleseis-Secrets": " ".join(secrets)}
            ready = threading.Semaphore(0)
            watching = threading.Thread(target=watch, args=(server.port, id, n, ready, stop))
            watching.start()
            for _ in range(n):
                ready.acquire()
            before, done = server_cpu(server.proc.pid), 0
            while done < moves:
                _, view = request(server.port, "GET", f"/api/matches/{id}", headers=held)
                if view.get("over"):
                    break
                seat = view["to_act"]
                _, mine = request(server.port, "GET", f"/api/matches/{id}?seat={seat}",
                                  headers=held)  # fmt: skip
                status, _ = request(server.port, "POST", f"/api/matches/{id}/act", {
                    "version": mine["version"], "seat": seat, "action": mine["legal"][0]},
                    headers=held)  # fmt: skip
                done += status == 200
            used = server_cpu(server.proc.pid) - before
        finally:
            stop.set()
            server.stop()
        watching.join()
    return used / max(done, 1) * 1000, done


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--spectators", default="0,50,0,50",
                   help="spectators of each run, in order (default 0,50,0,50)")  # fmt: skip
    p.add_argument("--moves", type=int, default=80, help="moves a run (default 80)")
    args = p.parse_args(argv)
    for n in [int(x) for x in args.spectators.split(",") if x]:
        ms, done = cpu_a_move(n, args.moves)
        print(f"spectators {n}: server CPU {ms:.2f} ms a move ({done} moves)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
