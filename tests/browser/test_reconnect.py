"""A long evening on a phone: the live connection dropped and refused, the table left while a
request waits on it. The page tries again less and less often (and no sooner than the server
asks), comes back by itself, says nothing stale once back, and a table left with a request
unanswered leaves nothing stuck behind. Every wait is an ``expect``; where time matters it is
Playwright's clock, moved by the test."""

from __future__ import annotations

import json
import re
import urllib.request
from dataclasses import replace

import pytest
from playwright.sync_api import Page, expect

from dobleseis.session import ManualClock
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE
from .conftest import Still, device, quick
from .helpers import HEARD, born, computers, heard, match_id, my_turn, secrets, start, version
from .proxies import Gate, Silencer
from .test_offline_move import LOST

# Every WebSocket the page makes and every one closed, counted on the page's root element, so
# that a test waits for a close with `expect` and reads how many times the page tried.
COUNT_SOCKETS = """
(() => {
  const mark = (key) => {
    const root = document.documentElement;
    root.dataset[key] = String(Number(root.dataset[key] || 0) + 1);
  };
  const counted = (Socket) =>
    class extends Socket {
      constructor(...args) {
        super(...args);
        mark("tried");
        this.addEventListener("close", () => mark("closed"));
      }
    };
  // Playwright's routing of WebSockets puts its own class in place later: it is counted too.
  let current = counted(window.WebSocket);
  Object.defineProperty(window, "WebSocket", {
    configurable: true,
    get: () => current,
    set: (Socket) => { current = counted(Socket); },
  });
})();
"""


def stop_the_clock(page: Page) -> None:
    """The page's timers go by Playwright's clock, which moves only when the test says."""
    page.clock.install(time=NOW)
    page.clock.pause_at(NOW + 1000)


NOW = 1_700_000_000_000  # ms since 1970: any moment will do


def tries(page: Page) -> int:
    """How many WebSockets the page has made so far."""
    return int(page.evaluate("document.documentElement.dataset.tried || 0"))


def settle(page: Page, made: int, closed: int) -> None:
    """Wait until the page has made ``made`` WebSockets and seen ``closed`` of them close."""
    root = page.locator("html")
    expect(root).to_have_attribute("data-tried", str(made))
    expect(root).to_have_attribute("data-closed", str(closed))


@pytest.fixture(scope="module")
def watched_enough():
    """A server where an address may watch no table without a seat: every spectator's live
    connection is taken, refused (too_many_watching, retry_after 30) and closed with 1013."""
    limits = replace(MACHINE, spectators_per_address=0)
    served = Still(create_app(quick(), play=True, clock=ManualClock(), limits=limits))
    yield served
    served.stop()


def test_a_refused_connection_is_tried_again_when_the_server_says(page_at, watched_enough):
    page = page_at(watched_enough.url, (390, 844), scripts=[COUNT_SOCKETS])
    page.goto("/")
    created = page.request.post(
        "/api/matches", data={"variant": "chiva", "seats": ["human", *["computer"] * 3]}
    )
    table = created.json()["id"]  # its secrets are not kept: this device only watches
    stop_the_clock(page)
    page.evaluate("id => sessionStorage.setItem('dobleseis.match', JSON.stringify({id}))", table)
    page.reload()
    settle(page, 1, 1)  # taken, refused, closed
    expect(page.locator("#banner")).to_contain_text("try again in 30 seconds")
    # Twenty-nine seconds, a second at a time, each try (if any) waited for to be refused: the
    # page waits as it was told. (It tried again every half second, for as long as it was
    # refused: the wait started over at each connection opened.)
    for _ in range(29):
        page.clock.run_for(1000)
        made = tries(page)
        settle(page, made, made)
    assert tries(page) == 1
    page.clock.run_for(1000)
    settle(page, 2, 2)


def test_a_server_that_opens_and_closes_at_once_is_asked_less_and_less(page: Page):
    """A server that takes the connection, says it cannot serve it now and closes it (1013,
    its database away) without saying when to come back: the waits still grow (0.5, 1, 2, 4,
    5 s), as for a server out of reach."""

    def refuse(ws):
        said = {"type": "error", "ref": None, "error": "", "code": "store_unavailable"}
        ws.send(json.dumps(said))
        ws.close(code=1013)

    page.context.add_init_script(COUNT_SOCKETS)
    page.route_web_socket(re.compile(r".*/live$"), refuse)
    stop_the_clock(page)
    page.goto("/")
    page.evaluate("sessionStorage.setItem('dobleseis.match', JSON.stringify({id: 'abc'}))")
    page.reload()
    settle(page, 1, 1)
    for _ in range(25):  # 12.5 s
        page.clock.run_for(500)
        made = tries(page)
        settle(page, made, made)
    # tries at 0, 0.5, 1.5, 3.5, 7.5 and 12.5 s (every 0.5 s it was 26)
    assert tries(page) == 6


def test_the_page_back_online_says_no_more_that_the_server_is_out_of_reach(browser, still):
    """The server down (its connections cut, new ones refused) while the device is online: a
    move made then is shown waiting, said to go once the connection is back; a hint asked says
    the server cannot be reached. The server back, neither is said any more, and the move is
    played."""
    gate = Gate(int(still.url.rsplit(":", 1)[1]))
    ctx = device(browser, gate.url)
    page = ctx.new_page()
    try:
        start(page, "chiva", seed=3)
        computers(page, still)
        my_turn(page)
        before = int(version(page))
        gate.shut()
        expect(page.locator(".live-away")).to_be_visible()
        page.locator(".tile.legal").first.click()
        page.locator(".end.lit").first.click()
        banner = page.locator("#banner")
        expect(banner).to_have_text(LOST)
        expect(page.locator("#line .placed.unsent")).to_have_count(1)
        page.get_by_role("button", name="Hint").click()
        expect(banner).to_have_text(
            "The server did not answer: check your connection, then try again."
        )
        gate.reopen()
        expect(page.locator(".live-away")).to_have_count(0)
        expect(page.locator("body")).to_have_attribute("data-version", str(before + 1))
        expect(banner).to_be_hidden()
        expect(page.locator("#line .placed.unsent")).to_have_count(0)
    finally:
        ctx.close()
        gate.close()


def test_a_lost_connection_is_said_at_the_table_and_in_the_lobby(browser, still):
    """QA with a screen reader: the note that the connection is lost ("Connection lost:
    reconnecting…", in the bar over the table, in the lobby) was a live region put in the page
    with its words in it, and drawn again so at each change: a screen reader may never have read
    it out. It is said once in a region of the page's own, there from its start, as the
    connection goes; nothing is said as it comes back."""
    gate = Gate(int(still.url.rsplit(":", 1)[1]))
    ctx = device(browser, gate.url)
    ctx.add_init_script(HEARD)
    page = ctx.new_page()
    lost = {"region": "away-live", "text": "Connection lost: reconnecting…"}
    try:
        start(page, "chiva", seed=3)
        computers(page, still)
        my_turn(page)
        gate.shut()
        expect(page.locator(".live-away")).to_have_text(lost["text"])
        page.locator("#toolbar .sound-switch").click()  # the bar is drawn again meanwhile
        page.wait_for_function("() => window.__heard.length > 0")
        gate.reopen()
        expect(page.locator(".live-away")).to_have_count(0)
        said = [x for x in heard(page) if x["region"] != "live"]  # the moves: said
        assert said == [lost]
        assert born(page) == []
        page.close()
        page = ctx.new_page()  # another tab, at the start screen
        page.goto("/")
        page.get_by_role("button", name="Public tables").click()
        expect(page.locator("body")).to_have_attribute("data-screen", "tables")
        gate.shut()
        expect(page.locator(".lobby-away")).to_have_text(lost["text"])
        page.wait_for_function("() => window.__heard.length > 0")
        gate.reopen()
        expect(page.locator(".lobby-away")).to_have_count(0)
        # a request the page made meanwhile may have gone unanswered, said in the banner
        assert [x for x in heard(page) if x["region"] != "banner-live"] == [lost]
        assert born(page) == []
    finally:
        ctx.close()
        gate.close()


def test_a_table_left_while_a_hint_is_awaited_leaves_nothing_stuck(page: Page):
    """The hint asked never comes (its request is swallowed on the way): the player leaves for
    a new match, which starts — the page's commands did not wait for the lost answer for ever."""
    swallowed = []

    def carry(ws):
        server = ws.connect_to_server()
        ws.on_message(lambda m: swallowed.append(m) if '"hint"' in str(m) else server.send(m))

    page.route_web_socket(re.compile(r".*/live$"), carry)
    start(page, "chiva", seed=3)
    my_turn(page)
    page.get_by_role("button", name="Hint").click()
    page.locator("#toolbar").get_by_role("button", name="New match", exact=True).click()
    page.locator("#confirm-dialog button.primary").click()
    expect(page.get_by_role("form", name="New match")).to_be_visible()
    page.get_by_role("button", name="Start").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.locator("#banner")).to_be_hidden()  # leaving was no failure
    assert swallowed


def test_a_page_shown_again_finds_out_at_once_that_its_connection_died(browser, still):
    """A phone asleep: its connection died without a word (no close, no reset) and the table
    moved on meanwhile. Shown again, the page asks the server at once and, answered by nobody,
    connects again within seconds and shows the table as it is — not two heartbeats later (up
    to 30 s of a table as it was an hour ago)."""
    proxy = Silencer(int(still.url.rsplit(":", 1)[1]))
    ctx = device(browser, proxy.url)
    page = ctx.new_page()
    try:
        stop_the_clock(page)
        start(page, "chiva", seed=3)
        computers(page, still)
        my_turn(page)
        table, before = match_id(page), int(version(page))
        proxy.silence()
        move_elsewhere(still, table, secrets(page, table), before)
        page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")  # shown again
        page.clock.run_for(6000)  # less than a heartbeat (10 s): only the check finds it out
        expect(page.locator("body")).to_have_attribute("data-version", str(before + 1))
        expect(page.locator(".live-away")).to_have_count(0)
    finally:
        ctx.close()
        proxy.close()


def move_elsewhere(still, table: str, secrets: dict, version: int) -> None:
    """Seat 1's first legal move at ``version``, made over HTTP straight to the server (another
    of the player's devices, say): only a page that hears the server again shows it."""
    ask = urllib.request.Request(f"{still.url}/api/matches/{table}?seat=1", headers=secrets)
    with urllib.request.urlopen(ask, timeout=15) as r:
        legal = json.load(r)["legal"]
    body = json.dumps({"version": version, "seat": 1, "action": legal[0]}).encode()
    headers = {**secrets, "Content-Type": "application/json"}
    act = urllib.request.Request(f"{still.url}/api/matches/{table}/act", body, headers)
    with urllib.request.urlopen(act, timeout=15) as r:
        assert json.load(r)["version"] == version + 1
