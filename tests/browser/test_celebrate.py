"""Celebrations: the end of a Chiva match is announced as a Chiva (always 4–0, docs/RULES.md §2.6),
a Dékabès as one, and the end of a match says who won — with joy (confetti, none under reduced
motion) for the winners, kindly for the losers — on the card and in the live region. Each match
is a record imported one action before the moment, so that the page makes (or watches) it."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from dobleseis.core import new_match
from dobleseis.core.record import parse_record, record_of

from .conftest import SIZES, at_one_size
from .helpers import as_the_tests_play, import_record, to_reveal
from .test_sheet import tool

SEATS = ("human", "computer", "computer", "computer")


def just_before(variant: str, wanted, yours: bool = False) -> dict:
    """The record of the first match (seeds from 0, every seat playing as the tests play) up to
    the action after which ``wanted(action, before, after)`` holds; ``yours``: up to seat 1's
    last decision before it instead, so that the page shows the table before the computers
    make that action (made before the page was there, it is shown but never said as a move)."""
    for seed in range(400):
        state = new_match(variant, seed)
        mine = None  # the state before seat 1's latest decision
        while not state.over:
            action = as_the_tests_play(state)
            after = state.apply(action)
            if wanted(action, state, after) and (mine or not yours):
                return record_of(mine if yours else state)
            if action.seat == 1:
                mine = state
            state = after
    raise AssertionError("no seed below 400 fits")


def match_ends_by(seat: int):
    return lambda action, before, after: after.over and action.seat == seat


def dekabes_by(seat: int):
    def wanted(action, before, after):
        ended = len(after.results) > len(before.results)
        return ended and not after.over and after.results[-1].dekabes and action.seat == seat

    return wanted


def open_record(page: Page, record: dict) -> None:
    """Go on with ``record`` at this tab, its hands already finished counted as seen: the end of
    the next one is shown, even if the computer makes it before the page is there."""
    table = import_record(page, record, SEATS)
    seen = len(parse_record(record).replay().results)
    page.evaluate(
        "([id, ack]) => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack}))",
        [table, seen],
    )
    page.reload()


def the_end(page: Page) -> None:
    """With motion (to see the confetti), make the decisions left up to the end of the hand."""
    page.emulate_media(reduced_motion="no-preference")
    to_reveal(page, limit=10)


@at_one_size("phone", fixture="sized")
def test_a_chiva_won_is_announced_with_joy(sized: Page):
    open_record(sized, just_before("chiva", match_ends_by(1)))
    the_end(sized)
    cheer = sized.locator(".reveal .cheer")
    expect(cheer).to_have_attribute("data-cheer", "chiva")
    expect(cheer.locator("strong")).to_have_text("Chiva!")
    expect(cheer).to_contain_text("4–0: a Chiva for you and your partner!")
    expect(cheer.locator("p .whole")).to_have_text("4–0")  # never broken as "4–" / "0"
    expect(cheer.locator(".confetti span")).to_have_count(12)
    # the player's own move that won it comes first: said alone, the cheer covered it
    sized.wait_for_function(
        "() => window.__said.some(s => "
        "/^You play \\d-\\d on the \\d\\. Chiva! 4–0: a Chiva for you and your partner!/.test(s))"
    )
    box = cheer.bounding_box()
    assert box and box["y"] + box["height"] <= SIZES["phone"]["height"]  # seen without scrolling


@at_one_size("desktop", fixture="sized")
def test_a_chiva_lost_is_said_kindly_without_confetti(sized: Page):
    # seat 2 ends it after the player's own pass: loaded after the computers had made it, the
    # page never saw the move (under load it had, and the test failed)
    open_record(sized, just_before("chiva", match_ends_by(2), yours=True))
    the_end(sized)
    cheer = sized.locator(".reveal .cheer")
    expect(cheer.locator("strong")).to_have_text("Chiva for the other team")
    expect(cheer).to_have_class("cheer cheer-chiva lost")
    expect(cheer.locator(".confetti")).to_have_count(0)
    # the title has no mark of its own: the live region ends it, so that a screen reader pauses;
    # the move that won it comes first, after the player's own pass where the two came in one
    # view (the computer answers at once here)
    sized.wait_for_function(
        "() => window.__said.some(s => /^(You pass\\. )?"
        "Seat 2 plays \\d-\\d on the \\d\\. Chiva for the other team\\. 4–0/.test(s))"
    )


@at_one_size("phone", fixture="sized")
def test_a_dekabes_is_announced_as_one(sized: Page):
    open_record(sized, just_before("haiti", dekabes_by(1)))
    the_end(sized)
    cheer = sized.locator(".reveal .cheer")
    expect(cheer).to_have_attribute("data-cheer", "dekabes")
    expect(cheer.locator("strong")).to_have_text("Dékabès!")
    expect(cheer).to_contain_text("You went out with a tile that fits both ends")
    expect(sized.locator(".reveal .outcome")).to_have_text("You won the hand!")
    sized.wait_for_function(  # the player's own move first, as above
        "() => window.__said.some(s => "
        "/^You play \\d-\\d on the \\d\\. Dékabès! You went out/.test(s))"
    )


def test_a_partners_dekabes_is_your_partners_on_the_card_and_the_score_sheet(page: Page):
    """The cheer, the score sheet and the log's tiles left named the partner by its seat ("Seat 3
    went out…", "Dékabès, seat 3", "seat 3 none") and the player's own seat too ("seat 1 6-4"),
    where a player says "your partner" and "you"."""
    # seat 3 plays its last tile, after the player's own decision
    open_record(page, just_before("haiti", dekabes_by(3), yours=True))
    to_reveal(page, limit=10)
    cheer = page.locator(".reveal .cheer")
    expect(cheer).to_contain_text("Your partner went out with a tile that fits both ends")
    page.wait_for_function(  # after the moves that came with it, the one that ended the hand
        "() => window.__said.some(s => "
        "/Your partner plays \\d-\\d on the \\d\\. Dékabès! Your partner went out/.test(s))"
    )
    tool(page, "Score sheet")
    sheet = page.get_by_role("dialog", name="Score sheet")
    expect(sheet.locator("td.sheet-how").last).to_have_text("Dékabès, your partner")
    sheet.get_by_role("button", name="Close").click()
    tool(page, "Log")  # the tiles each seat had left, the log's last line
    left = re.compile(r"Tiles left: you \d-\d.*, seat 2 \d-\d.*, your partner none, seat 4 ")
    expect(page.locator("#log-dialog")).to_contain_text(left)


def test_a_haiti_match_won_says_so(page: Page):
    """Reduced motion (the default device of the tests): the celebration is there, still."""
    open_record(page, just_before("haiti", match_ends_by(1)))
    to_reveal(page, limit=10)
    cheer = page.locator(".reveal .cheer")
    expect(cheer.locator("strong")).to_have_text("Victory!")
    expect(cheer).to_contain_text("You and your partner win the match")
    expect(cheer.locator(".confetti")).to_be_hidden()  # reduced motion: no confetti


def test_no_celebration_for_a_plain_hand(page: Page):
    open_record(
        page,
        just_before(
            "haiti",
            lambda a, b, after: (
                len(after.results) == 1 and not after.results[0].dekabes and after.results[0].winner
            ),
        ),
    )
    to_reveal(page, limit=10)
    expect(page.locator(".reveal .result").first).to_be_visible()
    expect(page.locator(".reveal .cheer")).to_have_count(0)


def test_the_end_of_a_match_says_its_result_once_and_offers_a_new_deal_first(page: Page):
    """The celebration says who won and by how much; no second line says it again. The way on
    is a new match, a new deal; the same deals again come second, for a match dealt from a seed.
    The toolbar's New match does not ask first: the match over, nothing is left behind."""
    open_record(page, just_before("haiti", match_ends_by(1)))
    to_reveal(page, limit=10)
    reveal = page.locator(".reveal")
    expect(reveal.locator(".cheer")).to_contain_text("You and your partner win the match")
    assert reveal.inner_text().lower().count("the match") == 1, reveal.inner_text()
    expect(reveal.locator(".winner")).to_have_count(0)
    buttons = reveal.locator(".match-over button")
    expect(buttons.first).to_have_text("New match")
    expect(buttons.first).to_have_class("primary big")
    again = reveal.get_by_role("button", name="Play the same deals again", exact=True)
    expect(again).to_have_class("big")
    expect(reveal.locator("button.primary")).to_have_count(1)
    # the toolbar's New match, the match over, leaves nothing behind to warn of: no "Start a new
    # match?" asked, the start screen at once
    page.locator("#toolbar").get_by_role("button", name="New match", exact=True).click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    expect(page.get_by_role("dialog")).to_have_count(0)
