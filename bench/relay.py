"""What the web stack alone costs a move: a bare relay on Starlette and uvicorn, no game.

A table's move reaches the server as one WebSocket message and leaves it as a few messages to
each of its four devices. This serves an app that does only that — each message a device sends
is sent back to the four connections of its room, ``--sends`` messages each (the first the
message, the others its first 300 characters, about a TABLE's size) — on asyncio's event loop
and on uvloop's, one after the other in the same run, and reads the server process's CPU from
/proc over the middle of the run. So ``bench/online.py``'s milliseconds a move can be read
against the floor of the libraries they run on: what no change of ours below them can save.

The devices (``--rooms`` × 4, three of them speaking, at about one message a second each, with
the text of a real VIEW of about 1.7 kB) run in a client process of their own, with
permessage-deflate as browsers offer it.

    .venv/bin/python bench/relay.py                          # sends 0, 1, 4, 8; both loops
    .venv/bin/python bench/relay.py --sends 8 --rooms 100 --seconds 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

LOOPS = ("asyncio", "uvloop")
TICK = 100  # clock ticks a second (/proc's unit)


def app(sends: int):
    """The relay: a message from a connection goes to every connection of its room."""
    from starlette.applications import Starlette
    from starlette.routing import WebSocketRoute

    rooms: dict[str, set] = defaultdict(set)

    async def relay(websocket) -> None:
        await websocket.accept()
        room = rooms[websocket.path_params["room"]]
        room.add(websocket)
        try:
            while True:
                text = await websocket.receive_text()
                for other in list(room) if sends else ():
                    await other.send_text(text)
                    for _ in range(sends - 1):
                        await other.send_text(text[:300])
        except Exception:  # the device went away
            pass
        finally:
            room.discard(websocket)

    return Starlette(routes=[WebSocketRoute("/ws/{room}", relay)])


def serve(port: int, loop: str, sends: int) -> None:
    import uvicorn

    uvicorn.run(app(sends), host="127.0.0.1", port=port, loop=loop, log_level="warning",
                ws="websockets-sansio", ws_per_message_deflate=True)  # fmt: skip


async def devices(port: int, rooms: int, seconds: float, frame: str) -> int:
    import websockets

    sent = 0

    async def device(room: int, speaks: bool) -> None:
        nonlocal sent
        url = f"ws://127.0.0.1:{port}/ws/{room}"
        async with websockets.connect(url, compression="deflate", max_size=None) as ws:
            reading = asyncio.create_task(_drain(ws))
            end = time.monotonic() + seconds
            while (now := time.monotonic()) < end:
                await asyncio.sleep(min(end - now, random.uniform(0.5, 1.5)) if speaks else 1)
                if speaks and time.monotonic() < end:
                    await ws.send(frame.replace('"version":0', f'"version":{sent}'))
                    sent += 1
            reading.cancel()

    await asyncio.gather(*(device(r, i < 3) for r in range(rooms) for i in range(4)))
    return sent


async def _drain(ws) -> None:
    async for _ in ws:
        pass


def a_view() -> str:
    """The VIEW frame of a seat some moves into a match (``session.frames``)."""
    from dobleseis.core.rng import Rng
    from dobleseis.session import Table
    from dobleseis.session.frames import scene_of

    table, rng = Table.new("t", "chiva", ("human",) * 4, "basic", seed=7), Rng(3)
    for _ in range(15):
        table = table.act(table.state.to_act, rng.choice(table.state.legal()))
    return scene_of(1, table, {}).view(1).replace(f'"version":{table.version}', '"version":0')


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def measure(loop: str, sends: int, args) -> dict:
    port = free_port()
    server = subprocess.Popen([sys.executable, __file__, "--serve", f"{port},{loop},{sends}"])
    try:
        for _ in range(100):  # until it listens
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        client = subprocess.Popen([sys.executable, __file__, "--devices",
                                   json.dumps([port, args.rooms, args.seconds, a_view()])],
                                  stdout=subprocess.PIPE, text=True)  # fmt: skip
        time.sleep(args.seconds / 4)  # connected and speaking
        before, start = cpu_ticks(server.pid), time.monotonic()
        time.sleep(args.seconds / 2)
        used, took = cpu_ticks(server.pid) - before, time.monotonic() - start
        sent = int(client.communicate()[0])
    finally:
        server.terminate()
        server.wait()
    per_second = sent / args.seconds
    return {"loop": loop, "sends": sends, "messages_per_s": round(per_second, 1),
            "server_ms_per_message": round(1000 * used / TICK / took / per_second, 3)}  # fmt: skip


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--sends",
        default="0,1,4,8",
        help="messages sent to each of a room's connections per message (0,1,4,8)",
    )
    p.add_argument("--rooms", type=int, default=30, help="rooms of four connections (30)")
    p.add_argument("--seconds", type=float, default=20.0, help="each run's seconds (20)")
    p.add_argument("--serve", help=argparse.SUPPRESS)  # PORT,LOOP,SENDS: the server process
    p.add_argument("--devices", help=argparse.SUPPRESS)  # the client process
    args = p.parse_args(argv)
    if args.serve:
        port, loop, sends = args.serve.split(",")
        serve(int(port), loop, int(sends))
        return 0
    if args.devices:
        print(asyncio.run(devices(*json.loads(args.devices))))
        return 0
    print(f"{'sends':>5} {'loop':>8} {'messages/s':>11} {'server ms a message':>20}")
    for sends in (int(n) for n in args.sends.split(",")):
        for loop in LOOPS:
            r = measure(loop, sends, args)
            print(f"{sends:>5} {loop:>8} {r['messages_per_s']:>11} "
                  f"{r['server_ms_per_message']:>20}", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
