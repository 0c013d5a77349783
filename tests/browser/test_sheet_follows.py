"""An open Score sheet follows the match, as the Log does (test_log_follows). At a friends'
table the others play on while one has the sheet open (it pauses nobody), and the sheet was a
snapshot of the moment it opened: a hand that ended meanwhile never appeared on it, nor the
match's winner once it ended under it. Now it is asked for again when a hand or the match ends —
not at each move, which changes nothing on it — and drawn again in place, the focus kept."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import Play

from .helpers import as_the_tests_play, decide, played_record, secrets
from .online import caught_up, friends_going_on, just_watching
from .test_celebrate import just_before
from .test_log_follows import before_the_last_move
from .test_sheet import tool

LAST_BY_THE_HOST = 157
"""A seed whose Chiva match, every seat playing as the tests play, is short (82 actions, four
hands) and ends with seat 1's play."""


def the_host_ends_a_hand(action, before, after) -> bool:
    """Seat 1 plays the last tile of a hand that is not the match's last, two hands or more
    already finished (each on the sheet, with its Review button)."""
    ended = len(after.results) > len(before.results)
    played = isinstance(action, Play) and action.seat == 1
    return played and ended and not after.over and before.hand_number >= 3


def the_friend_ends_the_hand_next(action, before, after) -> bool:
    """Seat 1 plays a tile that ends no hand, in the third hand or later; seat 2 (a computer)
    can then only pass, and seat 3's move as the tests play ends the hand (not the match): two
    views that change nothing on the sheet, then one that adds a hand to it."""
    played = isinstance(action, Play) and action.seat == 1 and before.hand_number >= 3
    if not played or len(after.results) > len(before.results) or len(after.legal()) != 1:
        return False
    passed = after.apply(after.legal()[0])  # the computer's one choice
    if passed.to_act != 3 or len(passed.results) > len(after.results):
        return False
    ended = passed.apply(as_the_tests_play(passed))
    return len(ended.results) > len(passed.results) and not ended.over


def open_sheet(page: Page):
    """Open the Score sheet from the toolbar; the dialog, once it shows the sheet."""
    tool(page, "Score sheet")
    sheet = page.get_by_role("dialog", name="Score sheet")
    expect(sheet).to_be_visible()
    return sheet


def rows(sheet):
    return sheet.locator(".sheet-table tbody tr")


@pytest.mark.parametrize("where", ["review", "reading"])
def test_an_open_sheet_gains_the_hand_that_ends_meanwhile(browser, base_url, where):
    """The host plays the last tile of a hand while the friend, on a phone, has the sheet open:
    the hand is added to the sheet, pending its review, without the sheet being opened again.
    A friend on a hand's Review button (scrolled down to it) keeps the focus on it, still in
    sight though the new row pushed it down; one reading the sheet, the focus on its Close
    button, is not moved."""
    record = just_before("chiva", the_host_ends_a_hand)
    with friends_going_on(browser, base_url, record) as (host, friend, _):
        friend.page.set_viewport_size({"width": 390, "height": 480})  # the sheet scrolls
        sheet = open_sheet(friend.page)
        expect(rows(sheet)).to_have_count(2)
        if where == "review":
            focused = sheet.get_by_role("button", name="Review hand 1")
            focused.focus()  # and scrolled into sight
        else:
            focused = sheet.get_by_role("button", name="Close")
            focused.focus()
            sheet.evaluate("d => { d.scrollTop = (d.scrollHeight - d.clientHeight) / 2; }")
        top = sheet.evaluate("d => d.scrollTop")
        assert top > 0
        decide(host.page)
        expect(rows(sheet)).to_have_count(3)
        expect(rows(sheet).last.locator("th")).to_have_text("3")
        expect(sheet.get_by_role("button", name="Review hand 3")).to_be_visible()
        expect(focused).to_be_focused()
        expect(focused).to_be_in_viewport(ratio=0.9)  # to a fraction of a pixel
        if where == "reading":
            assert sheet.evaluate("d => d.scrollTop") == top
        expect(friend.page.locator("#banner")).to_be_hidden()


def test_an_open_sheet_shows_the_end_of_the_match(browser, base_url):
    """The host makes the match's last move while the friend (seat 3) has the sheet open: the
    last hand and the match's winner are on it."""
    record, state = played_record("chiva", LAST_BY_THE_HOST, stop=before_the_last_move)
    last = as_the_tests_play(state)
    assert isinstance(last, Play) and last.seat == 1  # the host's turn to play a tile
    won = "You won the match!" if state.apply(last).winner == "13" else "You lost the match."
    with friends_going_on(browser, base_url, record) as (host, friend, _):
        sheet = open_sheet(friend.page)
        expect(rows(sheet)).to_have_count(len(state.results))
        expect(sheet.locator(".sheet-winner")).to_have_count(0)
        decide(host.page)
        expect(rows(sheet)).to_have_count(len(state.results) + 1)
        expect(sheet.locator(".sheet-winner")).to_have_text(won)


# Every log and accuracy request the page makes, counted as it is made.
READS = """
window.__reads = {log: 0, accuracy: 0};
const realFetch = window.fetch.bind(window);
window.fetch = (url, init) => {
  const kind = String(url).match(/\\/(log|accuracy)$/)?.[1];
  if (kind) window.__reads[kind] += 1;
  return realFetch(url, init);
};
"""


def test_an_open_sheet_is_asked_again_only_when_a_hand_ends(browser, base_url):
    """A spectator's open sheet (the match goes on under it) asks nothing for a move that ends
    no hand, and once — the log and the accuracy — for the move that ends one."""
    record = just_before("chiva", the_friend_ends_the_hand_next)
    with friends_going_on(browser, base_url, record) as (host, friend, created):
        with just_watching(browser, base_url, created, host.page, READS) as page:
            sheet = open_sheet(page)
            hands = rows(sheet).count()

            def reads() -> dict:
                return page.evaluate("window.__reads")

            assert reads() == {"log": 1, "accuracy": 1}  # the opening's
            decide(host.page)  # ends no hand; the computer at seat 2 can only pass
            expect(friend.page.locator("body")).to_have_attribute("data-turn", "3")
            caught_up(page, friend.page)
            assert reads() == {"log": 1, "accuracy": 1}  # two views, nothing on the sheet changed
            decide(friend.page)  # ends the hand
            expect(rows(sheet)).to_have_count(hands + 1)
            assert reads() == {"log": 2, "accuracy": 2}


# Keeps every WebSocket the page opens in `window.__sockets`; `SAID_AGAIN(frame)` makes the
# page hear `frame` on its latest one twice more, each taken in before the next (a task apart),
# and answers its reads then (READS).
SOCKETS = """
window.__sockets = [];
const RealSocket = window.WebSocket;
window.WebSocket = class extends RealSocket {
  constructor(...args) {
    super(...args);
    window.__sockets.push(this);
  }
};
"""
SAID_AGAIN = """async (frame) => {
  const data = JSON.stringify(frame);
  for (const _ of [1, 2]) {
    window.__sockets.at(-1).dispatchEvent(new MessageEvent("message", { data }));
    await new Promise((done) => setTimeout(done, 0));
  }
  return window.__reads;
}"""


def test_an_open_sheet_counts_a_hand_reviewed_on_another_device(browser, base_url):
    """The host reviews a hand from their Score sheet while the friend, on another device, has
    theirs open: the friend's sheet counts that hand too (its Review button gone, each seat's
    accuracy shown), without being opened again. The friend's device is told only that the
    hand was reviewed — no move of it, no estimate — and asks the accuracy, as opening the sheet
    would; told it again (a process says again what it kept while Redis was away), it counts it
    no more and asks nothing. A spectator's device, offline while the review was done (it heard
    nothing of it), counts it once its connection is back: its sheet asked again, once."""
    record = just_before("chiva", the_host_ends_a_hand)
    scripts = (READS, SOCKETS)
    with friends_going_on(browser, base_url, record, scripts) as (host, friend, created):
        with just_watching(browser, base_url, created, host.page, READS) as watcher:
            theirs = open_sheet(friend.page)
            watched = open_sheet(watcher)
            for sheet in (theirs, watched):
                expect(sheet.get_by_role("button", name="Review hand 1")).to_be_visible()
                expect(sheet.locator(".sheet-accuracy")).to_contain_text(
                    "No hand of this match has been reviewed yet."
                )
            watcher.context.set_offline(True)
            expect(watcher.locator(".live-away")).to_be_visible()  # its connection given up
            mine = open_sheet(host.page)
            mine.get_by_role("button", name="Review hand 1").click()
            review = host.page.locator("#review-dialog")
            expect(review.locator(".review-move").first).to_be_visible(timeout=180_000)
            counted(theirs)
            told = [f for f in friend.frames if f.get("type") == "reviewed"]
            assert told == [{"type": "reviewed", "hand": 1}]
            reads = friend.page.evaluate("window.__reads")
            assert friend.page.evaluate(SAID_AGAIN, told[0]) == reads
            counted(theirs)
            expect(watched.get_by_role("button", name="Review hand 1")).to_be_visible()
            watcher.context.set_offline(False)
            expect(watcher.locator(".live-away")).to_have_count(0)
            counted(watched)
            assert watcher.evaluate("window.__reads") == {"log": 2, "accuracy": 2}


def counted(sheet) -> None:
    """``sheet`` counts hand 1 reviewed: its Review button gone, each seat's accuracy shown."""
    expect(sheet.get_by_role("button", name="Review hand 1")).to_have_count(0)
    expect(sheet.get_by_role("button", name="Review hand 2")).to_be_visible()
    expect(sheet.locator(".sheet-accuracy li")).to_have_count(4)
    expect(sheet.locator(".sheet-accuracy")).not_to_contain_text(
        "No hand of this match has been reviewed yet."
    )


def test_the_sheet_at_the_end_of_the_match_counts_a_hand_reviewed_on_another_device(
    browser, base_url
):
    """The match over, each device shows its sheet beside the end-of-match card; the host
    reviews a hand from theirs: the friend's counts it too, without a reload. The sheet is read
    once for the match as it ended: a view of it again (the host changes the pace twice, each a
    new version of the table) asked the log and the accuracy again every time."""
    record, _ = played_record("chiva", LAST_BY_THE_HOST, stop=before_the_last_move)
    with friends_going_on(browser, base_url, record) as (host, friend, created):
        match = created["id"]
        decide(host.page)
        asides = [dev.page.locator(".sheet-aside .sheet-accuracy") for dev in (host, friend)]
        for accuracy in asides:
            expect(accuracy.get_by_role("button", name="Review hand 1")).to_be_visible()
        asides[0].get_by_role("button", name="Review hand 1").click()
        review = host.page.locator("#review-dialog")
        expect(review.locator(".review-move").first).to_be_visible(timeout=180_000)
        theirs = asides[1]
        expect(theirs.get_by_role("button", name="Review hand 1")).to_have_count(0)
        expect(theirs.get_by_role("button", name="Review hand 2")).to_be_visible()
        expect(theirs.locator("li")).to_have_count(4)

        def reads() -> list[str]:
            return [r.url for r in friend.responses if re.search(r"/(log|accuracy)$", r.url)]

        before = reads()
        for pace in (300, 0):
            r = host.page.request.post(
                f"/api/matches/{match}/host",
                data={"do": "pace", "pace": pace},
                headers=secrets(host.page, match),
            )
            assert r.ok, r.text()
        now = str(r.json()["version"])
        expect(friend.page.locator("body")).to_have_attribute("data-version", now)
        expect(theirs.get_by_role("button", name="Review hand 2")).to_be_visible()
        assert reads() == before
