"""Browser tests: the real app under uvicorn on a loopback port, driven by Playwright through
Debian's Chromium (never a browser Playwright downloads). Reduced motion makes the computer move
without pauses; every wait is an ``expect`` on the page, never a sleep."""

from __future__ import annotations

import shutil
import socket
import threading
from dataclasses import replace

import playwright.sync_api as playwright_api  # a missing extra fails the run, never skips it
import pytest
import uvicorn

from dobleseis.session import ManualClock, TableService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider

# How long an `expect` waits for the page at most (Playwright's own default is 5 s, as the
# contexts' 15 s below): a bound, never a measurement. ./test runs two test processes, each
# with its browser and servers, on two cores, where three computers' searches in a row can take
# longer than 5 s.
playwright_api.expect.set_options(timeout=15_000)

# Debian's Chromium built for headless use alone (package chromium-headless-shell, from the same
# source and version as its chromium): the same engine, without the full browser's window, its
# omnibox pages and their renderers, which cost each test's browser about twice the CPU
# (bench/README.md, "What a browser test's browser costs"). The full browser is kept for what
# the shell lacks (``full_browser``), and for docs/screenshots.py's pictures.
CHROMIUM = "/usr/bin/chromium-headless-shell"
FULL = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class Served:
    """An app on a loopback port (a free one by default). The socket listens before the server
    thread starts, so the first request simply waits in the backlog: no polling for readiness."""

    def __init__(self, app, port: int = 0) -> None:
        self.app = app
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", port))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, log_level="warning", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True
        )
        self.thread.start()

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)  # the app's lifespan stops its pacer and public clock
        self.sock.close()


@pytest.fixture(scope="session")
def base_url():
    """The app, its computer seats played by the server at once (the real clock; a page with
        reduced motion creates its tables with no pause between computer moves), and the limits per
    address opened, as the whole run comes from one address (the limits have tests of their own)."""
    served = Served(create_app(quick(), play=True, limits=MACHINE))
    yield served.url
    served.stop()


def quick() -> TableService:
    """TableService whose computer decisions have no floor: the pages wait for answers with
    ``expect`` anyway."""
    return TableService(decider=quick_decider())


class Still(Served):
    """An app whose computers move only when the test says so (``move``): the pacer's clock is
    a ManualClock that never advances, and every table a page creates has no pause."""

    def move(self) -> int:
        """Play the computer moves due now (one per table); how many were played."""
        return self.app.state.pacer.run_due()


@pytest.fixture(scope="session")
def still():
    """The still server of the whole run, which comes from one address: its profiles made per
    minute are not limited (public play's tests make a few each; the limits have tests of their
    own)."""
    limits = replace(MACHINE, profiles=10**6)
    served = Still(create_app(quick(), play=True, clock=ManualClock(), limits=limits))
    yield served
    served.stop()


@pytest.fixture(scope="session")
def playwright():
    """Playwright, once for the run (its sync API cannot be started twice in one thread)."""
    if not shutil.which(CHROMIUM):
        package = "chromium-headless-shell"
        pytest.fail(f"{CHROMIUM} is missing: ./test installs it with apt-get install {package}")
    with playwright_api.sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright):
    b = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
    yield b
    b.close()


@pytest.fixture(scope="session")
def full_browser(playwright):
    """Debian's full Chromium, for what its headless shell lacks: notifications (the shell says
    "denied" of every page's Notification.permission, whatever was granted)."""
    b = playwright.chromium.launch(executable_path=FULL, headless=True, args=ARGS)
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


# The tests make every move themselves, a pass by clicking Pass and a tile by picking it and
# then its end, so a device starts with the automatic pass and the one-tap play off (test_pace.py
# and test_quick_play.py leave them on, as a player's first visit does).
MANUAL = """
if (!localStorage.getItem('dobleseis:prefs'))
  localStorage.setItem('dobleseis:prefs', JSON.stringify({autoPass: false, quickPlay: false}));
"""


def device(browser, url: str, **options):
    """A browser context: one device, with its own storage (its secrets)."""
    # The page speaks the browser's language on a first visit: these tests read English.
    options = {
        "reduced_motion": "reduce",
        "viewport": {"width": 1100, "height": 820},
        "locale": "en-US",
    } | options
    ctx = browser.new_context(base_url=url, **options)
    ctx.add_init_script(NARRATION)
    ctx.add_init_script(MANUAL)
    ctx.set_default_timeout(15_000)
    return ctx


def is_phone(size) -> bool:
    """Whether a viewport of ``size`` (width, height) is a phone's, upright or turned sideways:
    its short side under 600 CSS px (a tablet's or a laptop's is 768 or more). A phone is
    emulated as one, touch and a mobile viewport, whichever way it is held."""
    return min(size) < 600


# The sizes issue 19 was tried at: a laptop, and a phone (touch).
SIZES = {"desktop": {"width": 1366, "height": 768}, "phone": {"width": 390, "height": 844}}


def at_one_size(size: str, fixture: str = "size"):
    """Run a test otherwise run at every size (a file's own ``size`` fixture, or the ``sized``
    page below) at ``size`` only. For a test of behaviour, who is told what and what a tap does,
    not of where things sit: every device is a whole page load, most of what a browser test
    costs, and ./test must stay within its 20 minutes on two cores. A test of layout keeps every
    size; a file whose tests each take one keeps both sizes among them."""
    return pytest.mark.parametrize(fixture, [size], indirect=fixture == "sized")


@pytest.fixture(params=SIZES)
def sized(request, browser, base_url):
    """A page at each of SIZES, a device of its own (reduced motion, as ``device``)."""
    phone = request.param == "phone"
    ctx = device(browser, base_url, viewport=SIZES[request.param], has_touch=phone, is_mobile=phone)
    yield ctx.new_page()
    ctx.close()


@pytest.fixture
def context(browser, base_url):
    ctx = device(browser, base_url)
    yield ctx
    ctx.close()


@pytest.fixture
def page_at(browser, request):
    """`page_at(url, size, motion="reduce", scripts=(), touch=False)`: a page of the app at `url`
    on a device of its own (``device``) with the viewport `size` (a phone, upright or sideways,
    as one: ``is_phone``; a larger screen with a touch screen, a tablet, where `touch`), reduced
    motion or not (`motion`) and `scripts` run first in every document; it fails the test on any
    JavaScript error or refusal by the Content-Security-Policy."""
    contexts = []

    def make(url, size, motion="reduce", scripts=(), touch=False):
        phone = is_phone(size)
        ctx = device(
            browser,
            url,
            reduced_motion=motion,
            viewport={"width": size[0], "height": size[1]},
            has_touch=phone or touch,
            is_mobile=phone,
        )
        for script in scripts:
            ctx.add_init_script(script)
        contexts.append(ctx)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: "Content Security Policy" in m.text and errors.append(m.text))
        request.addfinalizer(
            lambda: not errors or pytest.fail(f"JavaScript errors or CSP refusals: {errors}")
        )
        return page

    yield make
    for ctx in contexts:
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
