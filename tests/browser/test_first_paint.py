"""The first paint of a table entered (issue 26's friends' tables, and a match on one device):
from its invitation link, as its host creates it, and on a reload, the device draws the table it
is from the first frame, never a match on one device's for a moment — no Hint, Undo or New match
in the bar before a friends' table starts, no table screen before its lobby, the players' names
on the plates at once — and a match on one device never draws a friends' table's buttons nor a
Hint it turned off. Every bar, screen and plate drawn since the page loaded is looked at, not
only the last."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import at_one_size
from .helpers import create_as
from .online import SIZES, Device, host_table, sized, start_table, take_seat
from .test_friends_table import MATCH_TOOLS
from .test_friends_words import enter

# What each document draws, from its first paint: every set of the toolbar's buttons (a "-"
# before a disabled one's label), every screen the body is marked with, and every set of plates.
# Read from the mutations themselves (the nodes each render adds), so that two renders told in
# one batch are still two.
DRAWN = """
window.__drawn = {bars: [], screens: [], plates: []};
document.addEventListener('DOMContentLoaded', () => {
  const drawn = window.__drawn;
  const label = (b) => (b.disabled ? '-' : '') + b.textContent.trim();
  const bar = document.getElementById('toolbar');
  new MutationObserver((records) => {
    for (const r of records) {
      const added = [...r.addedNodes].filter((n) => n.nodeType === 1);
      if (r.target !== bar || !added.length) continue;
      const buttons = added.flatMap((n) => [n, ...n.querySelectorAll('button')])
        .filter((n) => n.tagName === 'BUTTON' && !n.classList.contains('more-button'));
      drawn.bars.push(buttons.map(label));
    }
  }).observe(bar, {childList: true});
  new MutationObserver((records) => {
    for (const r of records) drawn.screens.push(r.oldValue);
    drawn.screens.push(document.body.dataset.screen);
  }).observe(document.body, {attributes: true, attributeFilter: ['data-screen'],
                             attributeOldValue: true});
  const screen = document.getElementById('screen');
  new MutationObserver((records) => {
    for (const r of records) {
      const plates = [...r.addedNodes].filter((n) => n.nodeType === 1)
        .flatMap((n) => [...n.querySelectorAll('.plate .who')]);
      if (plates.length) drawn.plates.push(plates.map((p) => p.textContent));
    }
  }).observe(screen, {childList: true});
});
"""

# The friends' table's own buttons, never at a match on one device.
SHARED_TOOLS = ("Table", "Leave the table")


def drawn(page: Page) -> dict:
    """What the page's document drew since it loaded (DRAWN)."""
    return page.evaluate("() => window.__drawn")


def recording(dev: Device) -> Device:
    """``dev``, each of its documents recording what it draws (DRAWN) from its first paint."""
    dev.context.add_init_script(DRAWN)
    return dev


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def devices(browser, base_url, size):
    """`devices(seats)`: a recording device of the test's `size` holding `seats`, closed."""
    made: list[Device] = []

    def make(seats=()):
        made.append(recording(Device(browser, base_url, seats, **sized(size))))
        return made[-1]

    yield make
    for dev in made:
        dev.close()


def a_lobby_all_along(page: Page) -> None:
    """The page shows the lobby of a friends' table not started, and drew nothing else of a
    match since it loaded: no table screen, no tool of a match in its bar."""
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    tables = page.locator("#toolbar").get_by_role(
        "button", name="Table", exact=True, include_hidden=True
    )
    expect(tables).to_have_count(1)
    seen = drawn(page)
    assert "table" not in seen["screens"], seen["screens"]
    assert seen["bars"], "no bar drawn"
    for bar in seen["bars"]:
        assert not {b.lstrip("-") for b in bar} & set(MATCH_TOOLS), seen["bars"]
        assert set(SHARED_TOOLS) <= set(bar), seen["bars"]


@at_one_size("phone")
def test_a_friends_table_not_started_shows_its_lobby_from_the_first_paint(devices):
    host, friend = devices({1}), devices({3})
    seats = ["here", "computer", "invited", "computer"]
    match, _, link = host_table(host.page, "chiva", seats, 7)
    a_lobby_all_along(host.page)  # as it is created
    friend.page.goto(link)
    take_seat(friend.page, 3, "Ana")
    a_lobby_all_along(friend.page)  # from the invitation link
    for dev in (host, friend):
        dev.page.reload()  # the tab goes on with the table (sessionStorage)
        a_lobby_all_along(dev.page)
    enter(host.page, match)  # a tab that kept the table entered anew
    a_lobby_all_along(host.page)


@at_one_size("laptop")
def test_a_friends_table_started_draws_its_bar_and_names_from_the_first_paint(devices):
    host, friend = devices({1}), devices({3})
    seats = ["here", "computer", "invited", "computer"]
    _, _, link = host_table(host.page, "chiva", seats, 7)
    friend.page.goto(link)
    take_seat(friend.page, 3, "Ana")
    start_table(host.page)
    page = host.page
    page.reload()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.locator('.seat[data-seat="3"] .plate .who')).to_contain_text("Ana")
    seen = drawn(page)
    assert seen["bars"], "no bar drawn"
    for bar in seen["bars"]:
        # a match exists: its tools, with the friends' table's own, from the first bar drawn
        assert set(SHARED_TOOLS) <= set(bar), seen["bars"]
    assert seen["plates"], "no plate drawn"
    for plates in seen["plates"]:
        assert any("Ana" in p for p in plates), seen["plates"]


def test_a_match_on_one_device_never_draws_a_friends_table_s_bar(browser, base_url):
    dev = recording(Device(browser, base_url, {1}))
    try:
        page = dev.page
        seats = ["here", "computer", "computer", "computer"]
        match = create_as(page, {"variant": "haiti", "seats": seats, "seed": 5, "hints": False})
        enter(page, match)
        expect(page.locator("#toolbar").get_by_role("button", name="Hint")).to_be_disabled()
        seen = drawn(page)
        assert seen["bars"], "no bar drawn"
        for bar in seen["bars"]:
            assert not set(SHARED_TOOLS) & set(bar), seen["bars"]
            assert "-Hint" in bar, seen["bars"]  # turned off, never offered for a moment
    finally:
        dev.close()


def test_a_table_frame_of_another_table_is_not_taken_for_the_table_shown(browser, base_url):
    """Frames heard before a table was left are taken in one at a time, after it: a TABLE of
    the table left (here one of a friends' table, sent on the connection of a match on one
    device) must not become the table shown, whose bar would then be a friends' table's."""
    dev = recording(Device(browser, base_url, {1}))
    page = dev.page
    heard, pages = [], []  # the server's frames; the page's end of the connection

    def carry(ws):
        server = ws.connect_to_server()
        server.on_message(lambda m: (heard.append(m), ws.send(m)))
        pages.append(ws)

    try:
        page.route_web_socket(re.compile(r".*/live$"), carry)
        seats = ["here", "computer", "computer", "computer"]
        match = create_as(page, {"variant": "haiti", "seats": seats, "seed": 5})
        enter(page, match)
        expect(page.locator("#toolbar").get_by_role("button", name="Hint")).to_be_visible()
        ws = pages[0]
        told = [json.loads(m) for m in heard if '"type":"table"' in m]
        stray = told[-1]["table"] | {"id": "left0000"}
        stray["seats"] = [s | {"kind": "invited"} if s["seat"] == 3 else s for s in stray["seats"]]
        ws.send(json.dumps({"type": "table", "table": stray}))
        ws.send(json.dumps({"type": "error", "ref": None, "error": "", "code": "stale"}))
        expect(page.locator("#banner")).to_be_visible()  # taken in after the stray TABLE
        for bar in drawn(page)["bars"]:
            assert not set(SHARED_TOOLS) & set(bar), drawn(page)["bars"]
    finally:
        dev.close()
