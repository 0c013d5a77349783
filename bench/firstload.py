"""How long a phone on a slow mobile network waits for the start screen, against an older tree.

Starts the real server (``python -m dobleseis serve`` on loopback, a temporary database) twice,
side by side in one run: once from a copy of this tree and once from ``--against`` (a git
revision, put in a temporary worktree); the client's files of both are dated ``--age`` hours
back, as files installed that long ago (a browser told nothing of caching guesses how long it
may keep a file from its age). Debian's Chromium (through Playwright, as the browser tests
launch it) emulates a phone on a slow network (Chrome DevTools' ``emulateNetworkConditions``:
``--latency`` ms a request, ``--down``/``--up`` kbit/s), and each round, the servers in
alternating order, makes a first visit in a fresh browser context (an empty cache), then a
second visit in the same context (its cache kept) in a new tab. A visit is timed from the start
of its navigation to the moment the start screen can be used: the New match form's Start button
is shown and enabled. Its bytes (as received, headers included) and requests are counted until
the network is quiet.

``--nginx``: each server behind its tree's own deploy/nginx.conf (``bench.servers.Site``: HTTPS
on loopback with a test certificate, HTTP/2 where that file says so), as a public server is
reached. Chromium is told the test name's address and trusts the certificates' keys
(``--ignore-certificate-errors-spki-list``): over a certificate it does not trust it would keep
nothing in its cache.

    .venv/bin/python bench/firstload.py --against 34a3d0e
    .venv/bin/python bench/firstload.py --against 34a3d0e --rounds 9 --latency 300 --down 400
    .venv/bin/python bench/firstload.py --against 8db8af1 --rounds 7 --nginx
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import TimeoutError as NeverCame, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the project root: bench.servers

from bench.servers import CROWD, HOST, PUBLIC_NAME, Serve, Site, worktree  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]  # fmt: skip
"""How tests/browser/conftest.py launches it."""

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "locale": "en-US"}  # fmt: skip

READY = """
(() => {
  window.__look = () => {
    const start = [...document.querySelectorAll('form button')].some(
      (b) => b.textContent.trim() === 'Start' && !b.disabled && b.offsetParent !== null);
    if (start && window.__ready === undefined) window.__ready = performance.now();
    return window.__ready !== undefined;
  };
  new MutationObserver(window.__look).observe(
    document, {childList: true, subtree: true, attributes: true});
})();
"""
"""Notes the time (ms from the navigation's start) when the start screen can be used: the New
match form's Start button shown and enabled, looked for after every change of the page (and at
every 100 ms, by ``visit``, for a change of style alone)."""


@dataclass
class Visit:
    ms: float
    bytes: int
    requests: int  # sent on the network (a 304 is one)
    cached: int  # answered by the browser's cache without asking
    protocols: frozenset[str]  # of the answers from the network: "h2", "http/1.1"


class Traffic:
    """What one tab asks and receives, from Chrome DevTools' network events."""

    def __init__(self, cdp) -> None:
        self.sent: dict[str, str] = {}  # request id: URL
        self.pending: set[str] = set()
        self.cached: set[str] = set()  # answered by the browser's cache (memory or disk)
        self.bytes = 0  # as received, headers included
        self.failed: list[str] = []
        self.protocols: set[str] = set()
        cdp.on("Network.requestWillBeSent", self.asked)
        cdp.on("Network.requestServedFromCache", lambda e: self.cached.add(e["requestId"]))
        cdp.on("Network.responseReceived", self.answered)
        cdp.on("Network.loadingFinished", self.finished)
        cdp.on("Network.loadingFailed", lambda e: self.failed.append(e["errorText"]))

    def asked(self, e: dict) -> None:
        self.sent[e["requestId"]] = e["request"]["url"]
        self.pending.add(e["requestId"])

    def answered(self, e: dict) -> None:
        if e["response"].get("fromDiskCache"):
            self.cached.add(e["requestId"])
        elif e["response"].get("protocol"):
            self.protocols.add(e["response"]["protocol"])

    def finished(self, e: dict) -> None:
        self.pending.discard(e["requestId"])
        self.bytes += int(e["encodedDataLength"])


def visit(context, url: str, args) -> Visit | None:
    """One load of the start screen in a new tab of ``context``, on the emulated network; None
    (and what it waited for, printed) if the start screen never came within ``args.bound``."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    # kbit/s as bytes/s
    slow = {"offline": False, "latency": args.latency, "downloadThroughput": args.down * 125,
            "uploadThroughput": args.up * 125}  # fmt: skip
    cdp.send("Network.emulateNetworkConditions", slow)
    traffic = Traffic(cdp)
    page.on("pageerror", lambda e: traffic.failed.append(str(e)))
    page.goto(url, wait_until="commit")
    try:  # polled on a timer: a page's frames may stall, its timers go on
        page.wait_for_function("() => window.__look()", polling=100, timeout=args.bound * 1000)
    except NeverCame:
        waiting = sorted(traffic.sent[id] for id in traffic.pending)
        print(f"  the start screen never came within {args.bound:g} s at {url}: waiting for "
              f"{waiting}, failed: {traffic.failed}", flush=True)  # fmt: skip
        page.close()
        return None
    ms = page.evaluate("window.__ready")
    page.wait_for_load_state("networkidle", timeout=args.bound * 1000)
    page.close()
    cached = len(traffic.cached)
    return Visit(ms, traffic.bytes, len(traffic.sent) - cached, cached,
                 frozenset(traffic.protocols))  # fmt: skip


def rounds(urls: dict[str, str], args, sites: list[Site]) -> dict[str, list[tuple[Visit, Visit]]]:
    """Each round, each server at its URL (in alternating order): a first and a second visit (a
    round where either never came is told and left out). ``sites``: the proxies in front, whose
    name and certificates Chromium is told of."""
    seen: dict[str, list[tuple[Visit, Visit]]] = {name: [] for name in urls}
    trusted = []
    if sites:
        keys = ",".join(spki(site.dir / "cert.pem") for site in sites)
        trusted = [f"--host-resolver-rules=MAP {PUBLIC_NAME} {HOST}",
                   f"--ignore-certificate-errors-spki-list={keys}"]  # fmt: skip
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True,
                                    args=ARGS + trusted)  # fmt: skip
        for n in range(args.rounds):
            for name in list(urls)[:: 1 if n % 2 == 0 else -1]:
                context = browser.new_context(**PHONE)
                context.add_init_script(READY)
                first = visit(context, urls[name], args)
                second = first and visit(context, urls[name], args)
                context.close()
                if second is None:
                    print(f"round {n + 1} {name:18} left out", flush=True)
                    continue
                seen[name].append((first, second))
                print(f"round {n + 1} {name:18} first {first.ms:7.0f} ms  "
                      f"second {second.ms:7.0f} ms", flush=True)  # fmt: skip
        browser.close()
    return seen


def spki(cert: Path) -> str:
    """The SHA-256 of a certificate's public key, in base64, as Chromium takes it."""
    key = subprocess.run(["openssl", "x509", "-in", str(cert), "-pubkey", "-noout"],
                         capture_output=True, check=True).stdout  # fmt: skip
    der = subprocess.run(["openssl", "pkey", "-pubin", "-outform", "der"], input=key,
                         capture_output=True, check=True).stdout  # fmt: skip
    return base64.b64encode(hashlib.sha256(der).digest()).decode()


def dated(static: Path, hours: float) -> None:
    """Every file of the client dated ``hours`` back, as installed that long ago."""
    when = time.time() - hours * 3600
    for f in static.rglob("*"):
        os.utime(f, (when, when))


def report(name: str, visits: list[Visit]) -> float:
    ms = statistics.median(v.ms for v in visits)
    kb = statistics.median(v.bytes for v in visits) / 1024
    requests = statistics.median(v.requests for v in visits)
    cached = statistics.median(v.cached for v in visits)
    protocols = ", ".join(sorted(set().union(*(v.protocols for v in visits))))
    print(f"  {name:18} median {ms:7.0f} ms  (min {min(v.ms for v in visits):6.0f}, max "
          f"{max(v.ms for v in visits):6.0f})  {kb:7.1f} KiB  {requests:4.0f} requests  "
          f"{cached:4.0f} from the cache  ({protocols})")  # fmt: skip
    return ms


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--against", required=True, help="a git revision to compare with")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--latency", type=float, default=150, help="ms added to each request")
    p.add_argument("--down", type=float, default=1600, help="kbit/s received")
    p.add_argument("--up", type=float, default=750, help="kbit/s sent")
    p.add_argument("--bound", type=float, default=60, help="s a visit may take at most")
    p.add_argument("--age", type=float, default=168, help="hours since the files were installed")
    p.add_argument("--nginx", action="store_true", help="behind each tree's deploy/nginx.conf")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp, worktree(args.against, Path(tmp) / "against") as old:
        this = Path(tmp) / "this"
        for part in ("src", "deploy"):
            shutil.copytree(ROOT / part, this / part, ignore=shutil.ignore_patterns("__pycache__"))
        servers, sites, urls = {}, [], {}
        try:
            for tree, name in ((this, "this tree"), (old, f"at {args.against}")):
                dated(tree / "src" / "dobleseis" / "web" / "static", args.age)
                env = {**os.environ, "PYTHONPATH": str(tree / "src")}
                proxied = ("--public-name", PUBLIC_NAME, "--proxy", HOST) if args.nginx else ()
                server = servers[name] = Serve(Path(tmp) / f"{tree.name}.sqlite3", 0, *CROWD,
                                               *proxied, env=env)  # fmt: skip
                urls[name] = server.url
                if args.nginx:
                    sites.append(Site([server.port], conf=tree / "deploy" / "nginx.conf"))
                    sites[-1].start()
                    urls[name] = sites[-1].url
            seen = rounds(urls, args, sites)
        finally:
            for site in sites:
                site.remove()
            for server in servers.values():
                server.stop()
    through = "through each tree's nginx (HTTPS)" if args.nginx else "straight to the servers"
    print(f"Chromium as a phone (390x844), {args.latency:g} ms a request, {args.down:g} kbit/s "
          f"down, {args.up:g} kbit/s up, {through}; files installed {args.age:g} h before; "
          f"{args.rounds} rounds")  # fmt: skip
    for which, label in ((0, "first visit (empty cache)"), (1, "second visit (cache kept)")):
        print(label)
        medians = [report(name, [v[which] for v in visits]) for name, visits in seen.items()]
        print(f"  median time, this tree / {args.against}: {medians[0] / medians[1]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
