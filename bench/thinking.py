"""What the table costs a device while its player thinks, against an older tree.

At your turn the page waits, for as long as you like, with your plate and the end your tile goes
on breathing. This measures what that wait costs the device: the CPU time of Chromium's
processes (its renderer, its compositor's GPU process, the browser's) per second of waiting.

Starts the real server (``python -m dobleseis serve`` on loopback, a temporary database) twice,
side by side in one run: once from a copy of this tree and once from ``--against`` (a git
revision, put in a temporary worktree). Debian's Chromium (through Playwright, as the browser
tests launch it: no GPU, so its compositor works on the CPU as a phone's GPU would not) shows a
phone's table; each round, the servers in alternating order, starts a match against three
computers in a fresh context (the player opens: the forced double-six), picks the tile, lets the
page settle for a second, then counts Chromium's CPU over ``--seconds``. A last row per tree
does the same with reduced motion, where nothing moves: what the wait costs without it.

    .venv/bin/python bench/thinking.py --against 01b53a3
    .venv/bin/python bench/thinking.py --against 01b53a3 --rounds 5 --seconds 10
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project root: bench.servers
sys.path.insert(0, str(ROOT / "src"))

from bench.firstload import ARGS, CHROMIUM, PHONE  # noqa: E402
from bench.servers import CROWD, Serve, worktree  # noqa: E402
from dobleseis.core import deal_from_seed, parse_tile  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def chromium_cpu() -> dict[int, tuple[str, float]]:
    """CPU seconds used so far by each of this process's Chromium processes (its descendants:
    not another program's browser), by pid, with its kind (renderer, gpu-process, browser...)."""
    parents, seen = {}, {}
    for pid in map(int, filter(str.isdigit, os.listdir("/proc"))):
        try:
            with open(f"/proc/{pid}/stat") as f:
                stat = f.read()
            with open(f"/proc/{pid}/cmdline") as f:
                words = f.read().replace("\0", " ").split()
        except OSError:  # gone meanwhile
            continue
        fields = stat.rsplit(")", 1)[1].split()
        parents[pid] = int(fields[1])
        if "chromium" in stat.split(")")[0]:
            kind = next((w[7:] for w in words if w.startswith("--type=")), "browser")
            seen[pid] = (kind, (int(fields[11]) + int(fields[12])) / TICK)

    def mine(pid: int) -> bool:
        while pid > 1:
            if pid == os.getpid():
                return True
            pid = parents.get(pid, 0)
        return False

    return {pid: used for pid, used in seen.items() if mine(pid)}


def opener_seed() -> int:
    """The first seed whose first hand seat 1 opens (it holds the double six)."""
    return next(s for s in range(10_000) if deal_from_seed(s, 0)[0] >> parse_tile("6-6") & 1)


def waiting(browser, url: str, motion: str, seconds: float) -> dict[str, float]:
    """Chromium's CPU seconds per second while a phone's player thinks at `url`."""
    context = browser.new_context(base_url=url, reduced_motion=motion, **PHONE)
    # the tile picked stays picked, its end lit, where the one-tap play would play it (a tree
    # without that preference ignores it)
    context.add_init_script(
        "localStorage.setItem('dobleseis:prefs', JSON.stringify({quickPlay: false}))"
    )
    try:
        page = context.new_page()
        page.goto("/")
        form = page.get_by_role("form", name="New match")
        form.get_by_label("Chiva").check()
        for seat in (2, 3, 4):
            page.locator(f"#seat-{seat}").select_option("computer")
        page.get_by_label("Seed (optional)").fill(str(opener_seed()))
        page.get_by_role("button", name="Start").click()
        page.locator(".table.your-turn").wait_for()
        page.locator(".tile.legal").first.click()
        page.locator(".end.lit").first.wait_for()
        time.sleep(1)  # the tile's pick drawn, the page settled
        before = chromium_cpu()
        time.sleep(seconds)
        after = chromium_cpu()
    finally:
        context.close()
    spent: dict[str, float] = {}
    for pid, (kind, used) in after.items():  # a process started meanwhile: all of its time
        spent[kind] = spent.get(kind, 0.0) + (used - before.get(pid, (kind, 0.0))[1]) / seconds
    return spent


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--against", required=True, help="a git revision to compare with")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=5, help="s of waiting counted a round")
    args = p.parse_args()
    seen: dict[str, list[dict[str, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp, worktree(args.against, Path(tmp) / "against") as old:
        this = Path(tmp) / "this"
        shutil.copytree(ROOT / "src", this / "src", ignore=shutil.ignore_patterns("__pycache__"))
        servers = {}
        try:
            for tree, name in ((this, "this tree"), (old, f"at {args.against}")):
                env = {**os.environ, "PYTHONPATH": str(tree / "src")}
                db = Path(tmp) / f"{tree.name}.sqlite3"
                servers[name] = Serve(db, 0, *CROWD, env=env)
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
                for n in range(args.rounds):
                    names = list(servers) if n % 2 == 0 else list(reversed(servers))
                    for name in names:
                        row = waiting(browser, servers[name].url, "no-preference", args.seconds)
                        seen.setdefault(name, []).append(row)
                for name, server in servers.items():
                    seen[f"{name}, reduced motion"] = [
                        waiting(browser, server.url, "reduce", args.seconds)
                    ]
                browser.close()
        finally:
            for server in servers.values():
                server.stop()
    print(f"Chromium as a phone (390x844) at your turn, the tile picked; CPU s a second of "
          f"waiting, median of {args.rounds} rounds of {args.seconds:g} s")  # fmt: skip
    totals = {}
    for name, rows in seen.items():
        kinds = sorted({k for row in rows for k in row}, key=lambda k: -rows[0].get(k, 0))
        parts = ", ".join(f"{k} {statistics.median(r.get(k, 0) for r in rows):.3f}" for k in kinds)
        totals[name] = statistics.median(sum(row.values()) for row in rows)
        print(f"  {name}: total {totals[name]:.3f} ({parts})")
    mine, theirs = totals["this tree"], totals[f"at {args.against}"]
    print(f"  total, this tree / {args.against}: {mine / theirs:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
