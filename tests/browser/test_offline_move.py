"""A move made while the connection is down or dropping (a phone in a tunnel, its network off) is
never lost nor played twice: it lies on the line marked as still being sent, the words say so in
terms of this device (not "the server did not answer"), and once the connection is back the
table its hello brings decides: a move that reached the server stands, one that did not is sent
again, once, on the version it was made on. The page's clock is Playwright's, moved by the test;
the network goes by Playwright's offline switch (``navigator.onLine`` false, the live connection's
bytes held until it is back) or by a proxy that silences the live connection for good."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from .conftest import device
from .helpers import (
    at_my_turn,
    computers,
    match_id,
    my_turn,
    said,
    seat_view,
    secrets,
    start,
    version,
)
from .proxies import Silencer

OFFLINE = "No connection: your move will be sent when you are back online."
LOST = "Connection lost: your move will be sent as soon as it is back."

NOW = 1_700_000_000_000  # ms since 1970: any moment will do


def play_first(page: Page) -> str:
    """Play the first tile that fits on the first end offered; the tile played."""
    tile = page.locator(".tile.legal").first
    name = tile.get_attribute("data-tile")
    tile.click()
    page.locator(".end.lit").first.click()
    return name


def shown_waiting(page: Page, tile: str, hand: int) -> None:
    """The move of ``tile`` is shown as still being sent: on the line, marked, its plate saying
    so, the status too (not "your turn"), and not back in the hand of ``hand`` tiles."""
    expect(page.locator("#line .placed.unsent")).to_have_attribute("data-tile", tile)
    expect(page.locator(".seat-bottom .last")).to_have_text("sending…")
    expect(page.locator("#status")).to_have_text("Sending your move…")
    expect(page.locator(".hand .tile")).to_have_count(hand)


def played_once(page: Page, table: str, before: int, tile: str) -> None:
    """The table is one move on from ``before``: ``tile``, played once by seat 1, lying on the
    line unmarked; nothing is left in the banner."""
    expect(page.locator("body")).to_have_attribute("data-version", str(before + 1))
    expect(page.locator(f'#line .placed[data-tile="{tile}"]:not(.unsent)')).to_have_count(1)
    expect(page.locator("#banner")).to_be_hidden()
    moves = seat_view(page, table, 1)["moves"]
    assert [m.get("play") for m in moves if m["seat"] == 1] == [tile]


def offline_at_my_turn(ctx, page, still) -> tuple[str, int, int]:
    """``at_my_turn``, then the device offline: (the match, its version, the tiles the hand
    keeps once a tile is played)."""
    table, before = at_my_turn(page, still)
    hand = page.locator(".hand .tile").count() - 1
    ctx.set_offline(True)
    return table, before, hand


def test_a_move_made_offline_waits_and_stands_once_back_online(browser, still):
    """Carl's phone goes offline and he plays: the browser holds the bytes of his move, which
    may still get through once it is back. His phone gives the connection up, his move stays on
    the line waiting, and when the phone is back online the move is played, once (its first
    sending come late, or sent again), as he was told it would be."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        table, before, hand = offline_at_my_turn(ctx, page, still)
        tile = play_first(page)
        page.clock.run_for(2500)  # no answer for a while: the move is still being sent
        shown_waiting(page, tile, hand)
        expect(page.locator("#banner")).to_have_text(OFFLINE)
        page.clock.run_for(35_000)  # the heartbeats unanswered: the connection is given up
        expect(page.locator(".live-away")).to_be_visible()
        shown_waiting(page, tile, hand)  # never put back, nor said to have failed
        expect(page.locator("#banner")).to_have_text(OFFLINE)
        ctx.set_offline(False)
        expect(page.locator(".live-away")).to_have_count(0)
        played_once(page, table, before, tile)
        said(page, f"You play {tile}.")
    finally:
        ctx.close()


def test_a_move_its_connection_lost_on_the_way_is_sent_again(browser, still):
    """The live connection goes silent as the move leaves: it never reaches the server. Once the
    page has connected again, the table is still at the move's version, so the move is sent
    again, once, on that version."""
    proxy = Silencer(int(still.url.rsplit(":", 1)[1]))
    ctx = device(browser, proxy.url)
    page = ctx.new_page()
    acts = []  # the moves the page sent

    def sent(frame: str) -> None:
        if '"act"' in frame:
            acts.append(frame)

    page.on("websocket", lambda ws: ws.on("framesent", sent))
    try:
        page.clock.install(time=NOW)
        page.clock.pause_at(NOW + 1000)  # the page's timers go only when the test says
        start(page, "chiva", seed=3)
        computers(page, still)
        my_turn(page)
        table, before = match_id(page), int(version(page))
        hand = page.locator(".hand .tile").count() - 1
        proxy.silence()
        tile = play_first(page)
        page.clock.run_for(2500)
        shown_waiting(page, tile, hand)
        expect(page.locator("#banner")).to_be_hidden()  # online: only slow, so far
        # 30 s after the connection last spoke it is given up (two heartbeats unanswered, and a
        # third); the next try is 0.5 s later
        page.clock.run_for(27_600)
        expect(page.locator(".live-away")).to_be_visible()
        shown_waiting(page, tile, hand)
        expect(page.locator("#banner")).to_have_text(LOST)
        page.clock.run_for(1000)  # connected again: the table is still at the move's version
        played_once(page, table, before, tile)
        assert len(acts) == 2  # the move, and the move again
    finally:
        ctx.close()
        proxy.close()


def test_a_device_gone_offline_says_within_five_seconds_that_the_connection_is_lost(browser, still):
    """The browser says the network is gone: the table's connection is asked for an answer
    then, and dropped when none comes within 5 s, not after two heartbeats (20 s and more)."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        offline_at_my_turn(ctx, page, still)
        page.clock.run_for(5_000)
        expect(page.locator(".live-away")).to_be_visible()
    finally:
        ctx.close()


def test_offline_the_words_are_of_this_device_not_of_the_server(browser, still):
    """On a device that knows it has no network, a request that did not go says so, never "the
    server did not answer"; a move made with the connection known lost is told, at once, to
    go when the device is back online, and it goes then."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        table, before, hand = offline_at_my_turn(ctx, page, still)
        page.get_by_role("button", name="Hint").click()
        page.clock.run_for(35_000)  # the connection given up, the hint not answered
        expect(page.locator(".live-away")).to_be_visible()
        banner = page.locator("#banner")
        expect(banner).to_have_text(
            "No connection: check that this device is online, then try again."
        )
        tile = play_first(page)
        expect(banner).to_have_text(OFFLINE)
        shown_waiting(page, tile, hand)
        ctx.set_offline(False)
        played_once(page, table, before, tile)
    finally:
        ctx.close()


@pytest.mark.parametrize("first", ["refusal", "change"])
def test_a_move_sent_again_after_its_first_sending_came_late_stands(browser, still, first):
    """The first sending of the move reaches the server late: after the page connected again,
    just before the move sent again (played here over HTTP: the server cannot tell). The move
    sent again is refused as stale, and the page neither says that the table changed nor takes
    the move back: the move stands, played once, and is said as done. The refusal reaches the
    page before the frames of the change, or after them (``first``)."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    live = []  # each live connection: whether it carries anything
    order = {"awaited": False, "held": []}  # the frames held until the ``first`` has gone by

    def to_page(ws, carried, message):
        if not carried["on"]:
            return
        kind = "refusal" if json.loads(message)["type"] == "error" else "change"
        if order["awaited"] and kind != first:
            order["held"].append(message)
            return
        ws.send(message)
        if order["awaited"]:
            order["awaited"] = False
            for held in order["held"]:
                ws.send(held)

    def route(ws):
        server = ws.connect_to_server()
        carried = {"on": True}
        live.append(carried)

        def to_server(message):
            sent = json.loads(message)
            if not carried["on"]:
                return
            if sent["type"] == "act" and len(live) > 1:  # sent again: the first comes just before
                order["awaited"] = True
                late = {k: sent[k] for k in ("version", "seat", "action")}
                played = page.request.post(f"/api/matches/{table}/act", data=late, headers=mine)
                assert played.ok, played.text()
            server.send(message)

        ws.on_message(to_server)
        server.on_message(lambda message: to_page(ws, carried, message))

    page.route_web_socket(re.compile(r".*/live$"), route)
    try:
        page.clock.install(time=NOW)
        page.clock.pause_at(NOW + 1000)
        start(page, "chiva", seed=3)
        computers(page, still)
        my_turn(page)
        table, before = match_id(page), int(version(page))
        mine = secrets(page, table)
        live[-1]["on"] = False  # the connection goes silent: the move does not go through
        tile = play_first(page)
        page.clock.run_for(31_000)  # given up, and connected again
        played_once(page, table, before, tile)
        said(page, f"You play {tile}.")  # once the refusal came too
        expect(page.locator("#banner")).to_be_hidden()  # not "The table changed meanwhile"
    finally:
        ctx.close()
