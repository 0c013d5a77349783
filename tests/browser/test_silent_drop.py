"""A live connection that dies without a word (a phone's network gone: no close, no reset): the
page notices by itself, connects again and shows the table as it is now. The page's clock is
Playwright's, moved by the test; the connection is silenced by a proxy between the page and the
server, which stops carrying its bytes either way and closes nothing."""

from __future__ import annotations

import json
import urllib.request

from playwright.sync_api import expect

from .conftest import device
from .helpers import at_my_turn, secrets
from .proxies import Silencer


def test_a_connection_gone_silent_is_dropped_and_the_page_catches_up(browser, still):
    proxy = Silencer(int(still.url.rsplit(":", 1)[1]))
    ctx = device(browser, proxy.url)
    page = ctx.new_page()
    try:
        table, before = at_my_turn(page, still)
        proxy.silence()
        # A move the page does not make (its seat's, sent by another means): only a page that
        # speaks with the server again can show it.
        mine = secrets(page, table)
        ask = urllib.request.Request(f"{still.url}/api/matches/{table}?seat=1", headers=mine)
        with urllib.request.urlopen(ask, timeout=15) as r:
            legal = json.load(r)["legal"]
        body = {"version": before, "seat": 1, "action": legal[0]}
        act = urllib.request.Request(f"{still.url}/api/matches/{table}/act",
                                     json.dumps(body).encode(),
                                     {**mine, "Content-Type": "application/json"})  # fmt: skip
        with urllib.request.urlopen(act, timeout=15) as r:
            assert json.load(r)["version"] == before + 1
        page.clock.run_for(35_000)  # two heartbeats unanswered, a third, and the wait to connect
        expect(page.locator("body")).to_have_attribute("data-version", str(before + 1))
        expect(page.locator(".live-away")).to_have_count(0)
    finally:
        ctx.close()
        proxy.close()
