"""What a friends' table says and how it fits (issue 26), at a phone's size (touch) and a
laptop's: the bar keeps to one row beside the language menu at a table with friends, in every
language; the phone's score leaves no dash dangling; a Chiva hand won against a streak says that
the streak was broken. axe on each new state."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from ..i18n.words import LANGUAGES
from .conftest import device
from .helpers import as_the_tests_play, decide, import_record, played_record
from .test_a11y import serious_violations
from .test_labels_fit import open_in
from .test_match import broke

SIZES = {"phone": (390, 844), "laptop": (1366, 768)}

# Whether the items of the title bar (the name, the game, the toolbar, the language menu) take
# more than one row: one starts below another's end.
ROWS = """() => {
  const boxes = [...document.querySelector('.topbar').children]
    .filter((el) => el.getClientRects().length)
    .map((el) => el.getBoundingClientRect());
  return boxes.some((a) => boxes.some((b) => a.top >= b.bottom - 1)) ? 2 : 1;
}"""


def sized(browser, url: str, size: str):
    width, height = SIZES[size]
    phone = size == "phone"
    return device(
        browser,
        url,
        viewport={"width": width, "height": height},
        has_touch=phone,
        is_mobile=phone,
    )


def enter(page: Page, match: str, ack: int = 0) -> None:
    """Show table ``match`` (its secrets kept by the page's device), its first ``ack`` ends of
    hands counted as seen."""
    page.evaluate(
        "([id, ack]) => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack}))",
        [match, ack],
    )
    page.goto("/")
    expect(page.locator("body")).to_have_attribute("data-version", str(version_of(page, match)))


def version_of(page: Page, match: str) -> int:
    return page.request.get(f"/api/matches/{match}").json()["version"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bar_keeps_one_row_at_a_table_with_friends_on_a_laptop(browser, base_url, lang):
    """A friends' table has two more buttons (Table, Leave the table): where the bar would take
    two rows, the rarer controls fold behind More, as on a phone."""
    from .helpers import create_as

    page = open_in(browser, base_url, lang, SIZES["laptop"])
    try:
        seats = ["here", "invited", "computer", "computer"]
        match = create_as(page, {"variant": "chiva", "seats": seats, "seed": 5})
        enter(page, match)
        expect(page.locator("#toolbar button").first).to_be_visible()
        assert page.evaluate(ROWS) == 1, "the title bar takes two rows"
        more = page.locator("#toolbar .more-button")
        if more.is_visible():  # folded: every rarer control is still there, behind More
            more.click()
            expect(page.locator(".more-items button").first).to_be_visible()
            assert serious_violations(page) == []
    finally:
        page.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_phone_s_score_leaves_no_dash_dangling(browser, base_url, size):
    from .helpers import start

    ctx = sized(browser, base_url, size)
    page = ctx.new_page()
    try:
        start(page, seed=5)
        score = page.locator(".scoreboard .score")
        expect(score).to_have_text("Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0")
        tops = score.locator(".team-score").evaluate_all(
            "els => els.map((e) => Math.round(e.getBoundingClientRect().top))"
        )
        join = score.locator(".score-join")
        if tops[0] != tops[1]:  # a row each: no dash between them
            expect(join).to_be_hidden()
        else:
            expect(join).to_be_visible()
        expect(score).to_have_attribute(
            "aria-label", "Score: Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0"
        )
    finally:
        ctx.close()


def breaking_record():
    """A Chiva record the tests' way of playing (helpers.as_the_tests_play) takes to the last
    move of a hand that breaks the other team's streak, and that move's seat."""
    for seed in range(300):

        def before_breaking(state):
            if state.over:
                return True
            after = state.apply(as_the_tests_play(state))
            new = after.results[len(state.results) :]
            return bool(new and new[-1].winner and not new[-1].points)

        record, state = played_record("chiva", seed, stop=before_breaking)
        if not state.over:
            return record, state
    raise AssertionError("no seed below 300 breaks a streak")


@pytest.mark.parametrize("size", list(SIZES))
def test_a_hand_won_against_a_streak_says_the_streak_was_broken(browser, base_url, size):
    record, state = breaking_record()
    seat = state.to_act
    ctx = sized(browser, base_url, size)
    page = ctx.new_page()
    try:
        seats = ["computer"] * 4
        seats[seat - 1] = "here"
        match = import_record(page, record, seats)
        enter(page, match, ack=len(state.results))
        decide(page)  # the hand's last move, the tests' way
        after = state.apply(as_the_tests_play(state))
        r = after.results[-1]
        us = "13" if seat % 2 else "24"
        reveal = page.locator(".reveal")
        expect(reveal.locator(".result").last).to_have_text(broke(r.winner, us))
        outcome = "You won the hand!" if r.winner == us else "You lost the hand."
        expect(reveal.locator(".outcome")).to_have_text(outcome)
        expect(reveal.locator(".score-change")).to_contain_text("Us: 0, Them: 0")
        assert serious_violations(page) == []
    finally:
        ctx.close()
