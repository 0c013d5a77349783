"""Latency of the table API per command, in process (Starlette's TestClient, no network).

Plays whole seeded matches the way the browser does — a view for the human to act, its action or
one computer action at a time, now and then an undo and a redo, the log — and prints, for each
kind of request, how many were made and the median and 95th-percentile wall time in ms. Computer
moves are timed at the chosen level, without the floor a served decision waits for
(``session.FLOORS``): the cost of thinking; everything else does no search, so its time is the
cost of the session (replays, views, the log) and of the framework.

    .venv/bin/python bench/api.py                      # 12 matches at level "random"
    .venv/bin/python bench/api.py --matches 4 --level strong
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from starlette.testclient import TestClient

from dobleseis import ai
from dobleseis.core.rng import Rng
from dobleseis.session import Decider, TableService
from dobleseis.web.app import create_app


def run(matches: int, level: str, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = defaultdict(list)
    rng = Rng(f"bench api {seed}")
    with TestClient(create_app(TableService(decider=Decider(floors={})))) as client:

        def timed(kind: str, method: str, path: str, body=None) -> dict:
            start = time.perf_counter()
            r = client.request(method, path, json=body)
            times[kind].append((time.perf_counter() - start) * 1000)
            if r.status_code >= 400:
                raise SystemExit(f"{kind}: {r.status_code} {r.text}")
            return r.json()

        for m in range(matches):
            variant = ("chiva", "haiti")[m % 2]
            body = {
                "variant": variant,
                "seats": ["human", "computer", "human", "computer"],
                "level": level,
                "seed": seed * 1000 + m,
            }
            v = timed("create", "POST", "/api/matches", body)["view"]
            base = f"/api/matches/{v['id']}"
            while not v["over"]:
                if v["to_act_human"]:
                    seat = v["to_act"]
                    mine = timed("view", "GET", f"{base}?seat={seat}")
                    roll = rng.below(20)
                    if roll == 0 and mine["can_undo"]:
                        u = timed("undo", "POST", f"{base}/undo", {"version": v["version"]})
                        v = timed("redo", "POST", f"{base}/redo", {"version": u["version"]})
                        continue
                    if roll == 1:
                        timed("log", "GET", f"{base}/log")
                    action = rng.choice(mine["legal"])
                    v = timed(
                        "act",
                        "POST",
                        f"{base}/act",
                        {"version": v["version"], "seat": seat, "action": action},
                    )
                else:
                    v = timed(
                        "computer",
                        "POST",
                        f"{base}/computer",
                        {"version": v["version"], "viewer": 1},
                    )["view"]
            timed("log", "GET", f"{base}/log")
    return times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--matches", type=int, default=12, help="whole matches to play (default 12)")
    p.add_argument("--level", choices=ai.LEVELS, default="random", help="computer level")
    p.add_argument("--seed", type=int, default=1, help="seed of the matches and human choices")
    args = p.parse_args()
    times = run(args.matches, args.level, args.seed)
    print(f"{args.matches} matches, computer level {args.level!r}, seed {args.seed}")
    print(f"{'request':<10}{'count':>7}{'median ms':>12}{'p95 ms':>10}")
    for kind in ("create", "view", "act", "computer", "undo", "redo", "log"):
        xs = sorted(times.get(kind, []))
        if xs:
            p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
            print(f"{kind:<10}{len(xs):>7}{statistics.median(xs):>12.2f}{p95:>10.2f}")


if __name__ == "__main__":
    main()
