"""What a browser test's page costs Chromium: a device of its own, a tab, or a navigation.

Every browser test opens the app on a device of its own (a Playwright browser context: its own
storage, hence its own secrets), and ./test's time on two cores is mostly Chromium's CPU. This
measures what a page costs before the test does anything with it, in three ways side by side:
a new device for each page (what the tests do), a new tab on one device, and a navigation of one
tab; and each in the two builds of Debian's Chromium, the full browser (/usr/bin/chromium) and
its headless shell, which the browser tests launch (tests/browser/conftest.py). Each runs in a
process of its own (Chromium through Playwright, launched as the browser tests launch it,
against the real server on loopback); its CPU, with every process it started (Chromium's,
Playwright's driver), is read from the kernel once it has ended, and a run that opens no page
(in the same build) is taken off, leaving what the pages cost. The rounds alternate the ways.

    .venv/bin/python bench/pages.py
    .venv/bin/python bench/pages.py --pages 30 --rounds 3
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project root: bench.servers
sys.path.insert(0, str(ROOT / "src"))

from bench.firstload import ARGS, CHROMIUM  # noqa: E402
from bench.servers import CROWD, Serve  # noqa: E402

WAYS = {
    "a device a page": "device",
    "a tab a page, one device": "tab",
    "one tab, navigated": "navigate",
}
BUILDS = {"headless shell": "/usr/bin/chromium-headless-shell", "full browser": CHROMIUM}


def pages(url: str, way: str, count: int, build: str) -> None:
    """Open the app `count` times at `url` in `way` (a WAYS value; "none": launch and close),
    in Chromium's `build` (an executable)."""
    from playwright.sync_api import sync_playwright

    def device(browser):
        return browser.new_context(base_url=url, reduced_motion="reduce")

    def load(page, n: int) -> None:
        page.goto(f"/?page={n}")
        page.locator("body[data-screen]").wait_for()

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=build, headless=True, args=ARGS)
        one = device(browser)
        tab = one.new_page()
        for n in range(count if way != "none" else 0):
            if way == "device":
                context = device(browser)
                load(context.new_page(), n)
                context.close()
            elif way == "tab":
                page = one.new_page()
                load(page, n)
                page.close()
            else:
                load(tab, n)
        browser.close()


def spent(url: str, way: str, count: int, build: str) -> float:
    """CPU seconds of a process opening `count` pages in `way` in `build`, with all it
    started."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    child = ["--child", way, "--url", url, "--pages", str(count), "--build", build]
    subprocess.run([sys.executable, __file__, *child], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--pages", type=int, default=20, help="pages a run opens")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--url", help=argparse.SUPPRESS)
    p.add_argument("--build", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.child:
        pages(args.url, args.child, args.pages, args.build)
        return 0
    seen: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        server = Serve(Path(tmp) / "pages.sqlite3", 0, *CROWD, env=dict(os.environ))
        try:
            for n in range(args.rounds):
                turn = (lambda d: list(d.items())) if n % 2 == 0 else (lambda d: [*d.items()][::-1])
                for build, path in turn(BUILDS):
                    empty = spent(server.url, "none", 0, path)
                    for name, way in turn(WAYS):
                        used = spent(server.url, way, args.pages, path) - empty
                        seen.setdefault(f"{name}, {build}", []).append(used / args.pages)
        finally:
            server.stop()
    print(f"CPU s a page (Chromium, Playwright's driver and client), median of {args.rounds} "
          f"rounds of {args.pages} pages; a run that opens none taken off")  # fmt: skip
    first = statistics.median(seen[f"{next(iter(WAYS))}, {next(iter(BUILDS))}"])
    for name, rows in sorted(seen.items()):
        median = statistics.median(rows)
        print(
            f"  {name:43} {median:.3f}  ({median / first:.2f}×)  rounds: "
            + ", ".join(f"{r:.3f}" for r in rows)
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
