"""Browser tests: the real app under uvicorn on a loopback port, driven by Playwright through
Debian's Chromium (never a browser Playwright downloads). Reduced motion makes the computer move
without pauses; every wait is an ``expect`` on the page, never a sleep."""

from __future__ import annotations

import shutil
import socket
import threading

import pytest

playwright_api = pytest.importorskip("playwright.sync_api")
uvicorn = pytest.importorskip("uvicorn")

from dobleseis.session import Decider, Tables  # noqa: E402
from dobleseis.web.app import create_app  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def base_url():
    """The app on a free loopback port. The socket listens before the server thread starts, so
    the first request simply waits in the backlog: no polling for readiness."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    port = sock.getsockname()[1]
    # no floor under the computer's decisions: the pages wait for answers with ``expect`` anyway
    app = create_app(Tables(decider=Decider(floors={})))
    config = uvicorn.Config(app, log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM):
        pytest.fail(f"{CHROMIUM} is missing: ./test installs it with apt-get install chromium")
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


# Everything the aria-live region says, kept in order: with reduced motion the computer's moves
# follow a player's at once, so a test reads what was said rather than what is said now.
NARRATION = """
window.__said = [];
document.addEventListener('DOMContentLoaded', () => {
  const live = document.getElementById('live');
  new MutationObserver(() => window.__said.push(live.textContent))
    .observe(live, {childList: true, characterData: true, subtree: true});
});
"""


@pytest.fixture
def context(browser, base_url):
    ctx = browser.new_context(
        base_url=base_url,
        reduced_motion="reduce",
        viewport={"width": 1100, "height": 820},
        locale="en-US",  # the table follows the browser's language: these tests read English
    )
    ctx.add_init_script(NARRATION)
    ctx.set_default_timeout(15_000)
    yield ctx
    ctx.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.failed_call = report.failed
    return report


@pytest.fixture
def page(context, request, tmp_path_factory):
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    # the server's Content-Security-Policy refuses inline script and style and anything from
    # elsewhere; Chromium reports each refusal on the console
    refused: list[str] = []
    pg.on("console", lambda m: "Content Security Policy" in m.text and refused.append(m.text))
    yield pg
    if getattr(request.node, "failed_call", False):
        shot = tmp_path_factory.getbasetemp() / f"{request.node.name}.png"
        pg.screenshot(path=str(shot), full_page=True)
        print(f"screenshot of the failure: {shot}")
    assert not errors, f"JavaScript errors on the page: {errors}"
    assert not refused, f"the page breaks its Content-Security-Policy: {refused}"
