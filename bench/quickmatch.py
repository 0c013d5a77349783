"""Quick match under load (issue 28): ``--devices`` devices, each with a profile of its own,
ask a quick match at ``--rate`` a second against a real ``serve`` on loopback.

Every device first makes its profile (not timed); then device i asks at ``i / rate`` seconds
from the start (an open arrival: a slow answer does not delay the next device). Measured: the
time from a device's request to its answer (its seat, or a refusal), p50, p95 and the most;
*seated*: answers with a seat; *errors*: anything else (a refusal, a 5xx, a failed connection).
At the end the lobby and the stored tables are read: every seat answered is held by its device's
profile at the table it was told (*misplaced*: one that is not), no device is seated twice, and
every table but the last few is full (four people, or people and the computers of an ended
countdown).

The devices share one address (loopback), so the server is started with its per-address
quotas of profiles and quick matches opened to ``--devices``. ``--db`` is a SQLite file (by
default a new one in a temporary directory) or a PostgreSQL URL.

    .venv/bin/python bench/quickmatch.py --devices 400 --rate 20
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx2 as httpx  # noqa: E402

from bench.servers import Serve  # noqa: E402

PROFILE = "Dobleseis-Profile"
THREADS = 48
"""Requests in flight at most (below the 64 connections one address may hold)."""


def percentile(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class Devices:
    """The devices of a run, each with a client of its own thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._local = threading.local()

    def client(self) -> httpx.Client:
        if not hasattr(self._local, "client"):
            self._local.client = httpx.Client(base_url=self.url, timeout=60)
        return self._local.client

    def profile(self, i: int) -> str:
        r = self.client().post("/api/profiles", json={"name": f"P{i}", "avatar": "🐢"})
        r.raise_for_status()
        return r.json()["secret"]

    def quick(self, secret: str, variant: str) -> tuple[float, int, dict]:
        began = time.monotonic()
        try:
            r = self.client().post("/api/public/quick", json={"variant": variant},
                                   headers={PROFILE: secret})  # fmt: skip
            status, body = r.status_code, r.json()
        except (httpx.HTTPError, ValueError) as e:
            status, body = 0, {"error": str(e)}
        return time.monotonic() - began, status, body


def run(devices: int, rate: float, db: str, variant: str) -> dict:
    extra = ("--profiles-per-minute", str(devices), "--quick-per-minute", str(devices))
    serve = Serve(db, 0, *extra)
    try:
        return measured(Devices(serve.url), devices, rate, variant)
    finally:
        code, err = serve.stop()
        if code != 0 or "Traceback" in err:
            print(err[-3000:], file=sys.stderr)


def measured(devices: Devices, n: int, rate: float, variant: str) -> dict:
    with ThreadPoolExecutor(THREADS) as pool:
        secrets = list(pool.map(devices.profile, range(n)))
        start = time.monotonic()

        def ask(i: int) -> tuple[float, int, dict]:
            wait = start + i / rate - time.monotonic()
            if wait > 0:
                time.sleep(wait)  # the device's arrival time, not a pause of the measure
            return devices.quick(secrets[i], variant)

        answers = list(pool.map(ask, range(n)))
        took = time.monotonic() - start
    seated = [(i, b) for i, (_, s, b) in enumerate(answers) if s == 200 and "seat" in b]
    times = [t * 1000 for t, _, _ in answers]
    tables: dict[str, set[int]] = {}
    twice = 0
    for _, b in seated:
        seats = tables.setdefault(b["id"], set())
        twice += b["seat"] in seats
        seats.add(b["seat"])
    lobby = devices.client().get("/api/public/lobby").json()["tables"]
    misplaced = 0
    for i, b in seated:
        entry = next((t for t in lobby if t["id"] == b["id"]), None)
        if entry is not None and entry["seats"][b["seat"] - 1]["name"] != f"P{i}":
            misplaced += 1
    full = sum(1 for seats in tables.values() if len(seats) == 4)
    return {"devices": n, "rate": rate, "seconds": round(took, 1), "seated": len(seated),
            "errors": n - len(seated), "twice": twice, "misplaced": misplaced,
            "tables": len(tables), "full": full,
            "p50_ms": round(percentile(times, 50), 1), "p95_ms": round(percentile(times, 95), 1),
            "max_ms": round(max(times), 1),
            "load": os.getloadavg()[0]}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--devices", type=int, default=400)
    ap.add_argument("--rate", type=float, default=20.0, help="devices asking a second")
    ap.add_argument("--variant", default="chiva", choices=["chiva", "haiti"])
    ap.add_argument("--db", help="a SQLite file or a postgresql:// URL (default: a new file)")
    args = ap.parse_args(argv)
    if args.devices < 1 or args.rate <= 0:
        ap.error("--devices and --rate must be positive")
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or str(Path(tmp) / "quickmatch.sqlite3")
        out = run(args.devices, args.rate, db, args.variant)
    print(" ".join(f"{k}={v}" for k, v in out.items()))
    ok = out["errors"] == 0 and out["twice"] == 0 and out["misplaced"] == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
