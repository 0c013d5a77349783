"""A first visit over a flaky network (index.html's inline script, which cannot itself fail to
come down): a module of the page, or the words of the language it speaks, that fails to come
down leaves no blank page. The page loads itself again and starts, without the player
reloading it by hand; a module that never comes down is asked for less and less often, and
offline the page waits for the network to come back. The page's clock is Playwright's, moved
by the test; a file fails because the test's route drops it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, Route, expect

from ..i18n.words import words
from .conftest import device
from .test_reconnect import stop_the_clock

# The clock's time at each load of a document in the tab, kept in sessionStorage (which a reload
# keeps): read at DOMContentLoaded, once every script run first (Playwright's clock among them)
# has put the clock where the test moved it.
LOADS = """
document.addEventListener("DOMContentLoaded", () => {
  const loads = JSON.parse(sessionStorage.getItem("test.loads") || "[]");
  sessionStorage.setItem("test.loads", JSON.stringify([...loads, Date.now()]));
});
"""

# The waits before each load again of a page whose module never comes down: doubling, at most
# 30 s.
WAITS = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]
TOOLBAR = "**/js/toolbar.js"  # a module deep among main.js's imports


@pytest.fixture
def visit(browser, base_url):
    """`visit(locale="en-US")`: a page on a device of its own whose browser prefers `locale`,
    its clock stopped, each of its loads noted (LOADS)."""
    contexts = []

    def make(locale: str = "en-US") -> Page:
        contexts.append(ctx := device(browser, base_url, locale=locale))
        page = ctx.new_page()
        stop_the_clock(page)
        ctx.add_init_script(LOADS)
        return page

    yield make
    for ctx in contexts:
        ctx.close()


def waits(page: Page) -> list[int]:
    """The time between each two loads of the tab's page so far, by the page's clock (LOADS),
    in ms: one less than its loads."""
    times = page.evaluate("JSON.parse(sessionStorage.getItem('test.loads'))")
    return [later - earlier for earlier, later in zip(times, times[1:])]


def drop(route: Route) -> None:
    """A file that does not come down: the connection was reset under it."""
    route.abort("connectionreset")


def started(page: Page, lang: str = "en") -> None:
    """The page has started: its start screen is shown, in ``lang``."""
    expect(page.get_by_role("heading", name=words(lang, "startHeading")[0])).to_be_visible()


@pytest.mark.parametrize("module", ["js/main.js", "js/words.js", "js/toolbar.js"])
def test_a_module_that_failed_comes_down_when_the_page_loads_itself_again(visit, module):
    """The page's script, the one that fetches its words, one deep among main.js's imports:
    each fails on the first load, and comes down on the next."""
    page = visit()
    page.route(f"**/{module}", drop)
    page.goto("/")
    page.unroute(f"**/{module}")
    page.clock.run_for(999)
    assert waits(page) == []  # not at once
    with page.expect_navigation():
        page.clock.run_for(1)
    started(page)
    assert waits(page) == [1000]


def test_the_words_that_failed_come_down_when_the_page_loads_itself_again(visit):
    """A first visit in Spanish whose words fail: the page, once loaded again, speaks Spanish."""
    page = visit("es-PR")
    page.route("**/i18n/es.js", drop)
    with page.expect_event("pageerror"):  # main.js stops, its words refused
        page.goto("/")
    page.unroute("**/i18n/es.js")
    with page.expect_navigation():
        page.clock.run_for(1000)
    started(page, "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")


def test_a_module_that_never_comes_down_is_asked_for_less_and_less_often(visit):
    page = visit()
    page.route(TOOLBAR, drop)
    page.goto("/")
    for wait in WAITS:
        page.clock.run_for(wait - 1)
        with page.expect_navigation():
            page.clock.run_for(1)
    assert waits(page) == WAITS


def test_the_waits_start_over_once_the_page_has_started(visit):
    """Twice failed (1 s, then 2 s), then started: a failure later in the tab waits 1 s again,
    not 4 s."""
    page = visit()
    page.route(TOOLBAR, drop)
    page.goto("/")
    with page.expect_navigation():
        page.clock.run_for(1000)
    page.unroute(TOOLBAR)
    with page.expect_navigation():
        page.clock.run_for(2000)
    started(page)
    page.route(TOOLBAR, drop)
    page.reload()
    page.unroute(TOOLBAR)
    with page.expect_navigation():
        page.clock.run_for(1000)
    started(page)
    assert waits(page) == [1000, 2000, 0, 1000]


def test_offline_the_page_loads_itself_again_when_the_network_comes_back(visit):
    """Gone offline once the page gave up on its load: no wait, however long, loads it again
    (it would find nothing); the network coming back does."""
    page = visit()
    page.route(TOOLBAR, drop)
    page.goto("/")
    page.wait_for_function("() => sessionStorage.getItem('dobleseis.reloads') === '1'")
    page.context.set_offline(True)
    page.clock.run_for(60_000)  # every wait gone by
    assert waits(page) == []
    page.unroute(TOOLBAR)
    with page.expect_navigation():
        page.context.set_offline(False)
    started(page)
    assert waits(page) == [60_000]
