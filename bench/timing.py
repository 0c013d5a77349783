"""Does the time ``POST .../computer`` takes tell a forced move from a choice?

Starts the real server (``python -m dobleseis serve`` on loopback, a temporary database), plays
all-computer matches on chosen seeds one computer move at a time, and times each answer. The
bench replays the same seeds with the engine, so it knows what no client may: whether the seat
to act had one legal move or several. It prints the answer times of both kinds and how well the
best single cut (answers faster than it: "forced") tells them apart — what an eavesdropper
timing the answers could learn. Before the floor (``session.FLOORS``), a strong player's forced
moves came back in ~3 ms and its choices in ~28 ms.

    .venv/bin/python bench/timing.py                  # level strong, 8 matches
    .venv/bin/python bench/timing.py --level random --matches 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the project root: bench.servers

from bench.load import Connection  # noqa: E402
from bench.servers import CROWD, Serve  # noqa: E402
from dobleseis import ai  # noqa: E402
from dobleseis.core import new_match, view  # noqa: E402
from dobleseis.core.record import action_from_json  # noqa: E402


async def timed_moves(url: str, level: str, matches: int, moves: int) -> dict[bool, list[float]]:
    """Answer times in ms of computer moves, by whether the seat had a single legal move."""
    times: dict[bool, list[float]] = {True: [], False: []}
    connection = Connection(url)
    for seed in range(matches):
        body = {"variant": "chiva", "seats": ["computer"] * 4, "level": level, "seed": seed}
        status, data = await connection.request("POST", "/api/matches", body)
        assert status == 201, data
        made = json.loads(data)
        id, version = made["id"], 0
        held = [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        state = new_match("chiva", seed=seed)
        for _ in range(moves):
            if state.over:
                break
            forced = len(view(state, state.to_act).legal) == 1
            start = time.perf_counter()
            status, data = await connection.request(
                "POST", f"/api/matches/{id}/computer", {"version": version}, held
            )
            times[forced].append((time.perf_counter() - start) * 1000)
            assert status == 200, data
            answer = json.loads(data)
            version = answer["view"]["version"]
            state = state.apply(action_from_json(answer["action"]))
    connection.close()
    return times


def best_cut(forced: list[float], choice: list[float]) -> tuple[float, float]:
    """The cut that best separates the two kinds, and the share it classifies right."""
    best = (0.0, 0.5)
    for cut in sorted(forced + choice):
        right = sum(t <= cut for t in forced) + sum(t > cut for t in choice)
        share = right / (len(forced) + len(choice))
        best = max(best, (cut, share), key=lambda b: b[1])
    return best


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--level", choices=ai.LEVELS, default="strong")
    p.add_argument("--matches", type=int, default=8)
    p.add_argument("--moves", type=int, default=40, help="computer moves per match at most")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = Serve(Path(tmp) / "timing.sqlite3", 0, *CROWD, echo=True)
        try:
            times = asyncio.run(timed_moves(server.url, args.level, args.matches, args.moves))
        finally:
            server.stop()
    for forced, label in ((True, "one legal move"), (False, "a choice")):
        t = sorted(times[forced])
        p95 = t[int(0.95 * (len(t) - 1))]
        print(f"{label:15} {len(t):5} answers  median {statistics.median(t):7.1f} ms  "
              f"p95 {p95:7.1f} ms  min {t[0]:7.1f} ms")  # fmt: skip
    cut, share = best_cut(times[True], times[False])
    print(
        f"best cut {cut:.1f} ms tells them apart {share:.1%} of the time "
        f"(always guessing 'a choice': {len(times[False]) / sum(map(len, times.values())):.1%})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
