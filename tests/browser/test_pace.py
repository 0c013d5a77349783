"""The pace of the computers and the automatic forced pass (issue 19, fix 3). The server's clock
is a ManualClock here: a computer move is due exactly the table's pace after the change before
it, and the test plays what is due by moving that clock — no sleeps, no timing."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from dobleseis.session import ManualClock
from dobleseis.web.app import create_app

from .conftest import NARRATION, Still, quick
from .helpers import (
    create_as,
    import_record,
    opener_seed,
    played_record,
    said,
    seat_view,
    start,
    version,
)

LOCAL = ["human", "computer", "computer", "computer"]
# Seat 4 holds every 6: after its forced 6-6 no other seat can follow, so seat 1 must pass.
SIXES = [
    "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
    "4-3 4-2 4-1 4-0 3-3 3-2 3-1",
    "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
    "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
]


@pytest.fixture
def clocked():
    """A server of its own whose clock the test moves (``clock.advance``)."""
    clock = ManualClock()
    served = Still(create_app(quick(), play=True, clock=clock))
    served.clock = clock
    yield served
    served.stop()


def fresh_device(browser, url, motion="no-preference"):
    """A device as a player's is on a first visit: the preferences at their defaults."""
    ctx = browser.new_context(base_url=url, reduced_motion=motion,
                              viewport={"width": 1100, "height": 820})  # fmt: skip
    ctx.add_init_script(NARRATION)
    ctx.set_default_timeout(15_000)
    return ctx


def choose(page, label: str, check: bool | None = None):
    """In the settings panel (opened here, closed after), pick ``label`` (a radio button) or set
    the checkbox ``label`` to ``check``."""
    page.get_by_role("button", name="Settings", exact=True).click()
    dialog = page.get_by_role("dialog", name="Settings")
    if check is None:
        dialog.get_by_label(label, exact=True).check()
    else:
        dialog.get_by_label(label).set_checked(check)
    dialog.get_by_role("button", name="Close").click()


def table_of(page, id):
    return page.request.get(f"/api/matches/{id}/table").json()


def test_the_pace_setting_is_the_wait_before_each_computer_move(browser, clocked):
    ctx = fresh_device(browser, clocked.url)
    page = ctx.new_page()
    page.goto("/")
    choose(page, "Relaxed")
    # seat 2 holds 6-6: the computer opens, the table's pace after the match was made
    id = start(page, seats=LOCAL, seed=opener_seed(2))
    assert table_of(page, id)["pace"] == 1600
    first = version(page)
    due = clocked.app.state.pacer.pending(id)
    assert due == pytest.approx(clocked.clock.now + 1.6)
    clocked.clock.advance(1.599)
    assert clocked.move() == 0  # not before the paced time
    expect(page.locator("body")).to_have_attribute("data-version", first)
    clocked.clock.advance(0.002)
    assert clocked.move() == 1  # just after it
    expect(page.locator("body")).not_to_have_attribute("data-version", first)

    # the host changes its mind at the table: the table takes the new pace at once
    with page.expect_response(lambda r: r.url.endswith("/host")) as answered:
        choose(page, "Quick")
    assert answered.value.json()["pace"] == 300 and table_of(page, id)["pace"] == 300
    before = page.request.get(f"/api/matches/{id}").json()["version"]
    expect(page.locator("body")).to_have_attribute("data-version", str(before))
    clocked.clock.advance(0.299)
    assert clocked.move() == 0
    clocked.clock.advance(0.002)
    assert clocked.move() == 1  # seat 3, 0.3 s after the change, not 1.6 s
    expect(page.locator("body")).not_to_have_attribute("data-version", str(before))
    ctx.close()


@pytest.mark.parametrize("label, ms", [("Quick", 300), ("Normal", 850)])
def test_each_pace_makes_its_tables(browser, clocked, label, ms):
    ctx = fresh_device(browser, clocked.url)
    page = ctx.new_page()
    page.goto("/")
    if label != "Normal":  # the default
        choose(page, label)
    id = start(page, seats=LOCAL, seed=opener_seed(2))
    assert table_of(page, id)["pace"] == ms
    assert clocked.app.state.pacer.pending(id) == pytest.approx(clocked.clock.now + ms / 1000)
    ctx.close()


def test_reduced_motion_stays_instant(browser, clocked):
    ctx = fresh_device(browser, clocked.url, motion="reduce")
    page = ctx.new_page()
    page.goto("/")
    choose(page, "Relaxed")
    id = start(page, seats=LOCAL, seed=opener_seed(2))
    assert table_of(page, id)["pace"] == 0
    assert clocked.move() == 1  # due at once
    ctx.close()


def sit_at_sixes(page, server) -> str:
    """A table of the deal SIXES made by this device, shown on ``page``; seat 4 opens. Once
    the 6-6 is shown, seat 1 (no 6) may already have passed by itself: the page shows version 1,
    or 2 if the automatic pass was quicker than the look."""
    id = create_as(
        page,
        {
            "variant": "chiva",
            "seats": ["here", "computer", "computer", "computer"],
            "deals": [SIXES],
            "pace": 0,
        },
    )
    page.evaluate("id => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack: 0}))",
                  id)  # fmt: skip
    page.goto("/")
    expect(page.locator("body")).to_have_attribute("data-version", "0")
    assert server.move() == 1  # seat 4's 6-6
    expect(page.locator("body")).to_have_attribute("data-version", re.compile(r"^[12]$"))
    return id


def test_a_forced_pass_is_made_and_said_by_default(browser, clocked):
    ctx = fresh_device(browser, clocked.url, motion="reduce")
    page = ctx.new_page()
    page.goto("/")
    page.get_by_role("button", name="Settings", exact=True).click()
    expect(page.get_by_label("Pass for me when no tile fits")).to_be_checked()  # the default
    page.get_by_role("dialog", name="Settings").get_by_role("button", name="Close").click()
    id = sit_at_sixes(page, clocked)
    words = "No tile fits the 6: you passed automatically."  # a device of one seat
    said(page, words)
    expect(page.locator(".auto-passed")).to_have_text(words)
    expect(page.locator(".auto-passed")).to_be_visible()
    view = page.request.get(f"/api/matches/{id}").json()
    assert view["moves"][1] == {"seat": 1, "pass": True, "ends": [6, 6]}
    assert view["to_act"] == 2
    ctx.close()


def test_no_automatic_pass_when_turned_off(browser, clocked):
    ctx = fresh_device(browser, clocked.url, motion="reduce")
    page = ctx.new_page()
    page.goto("/")
    choose(page, "Pass for me when no tile fits", False)
    id = sit_at_sixes(page, clocked)
    expect(page.get_by_role("button", name="Pass", exact=True)).to_be_visible()
    # a hint goes over the same connection as a pass would have: once it is back, any pass sent
    # before it has been played
    page.get_by_role("button", name="Hint", exact=True).click()
    expect(page.locator(".hint-panel")).to_be_visible()
    view = page.request.get(f"/api/matches/{id}").json()
    assert len(view["moves"]) == 1 and view["to_act"] == 1
    expect(page.locator(".auto-passed")).to_have_count(0)
    page.locator(".hint-panel").get_by_role("button", name="Dismiss").click()
    page.get_by_role("button", name="Pass", exact=True).click()
    expect(page.locator("body")).to_have_attribute("data-version", "2")
    ctx.close()


def test_in_hot_seat_a_forced_pass_needs_no_handoff(browser, base_url):
    """Seat 1 holds every 6 and opens with 6-6: seat 2, on the same device, cannot follow, and
    passes without the device being handed to it; the device goes on to the next seat to play."""
    ctx = fresh_device(browser, base_url, motion="reduce")
    page = ctx.new_page()
    try:
        page.goto("/")
        deal = [SIXES[3], SIXES[0], SIXES[1], SIXES[2]]
        id = create_as(
            page,
            {
                "variant": "chiva",
                "seats": ["here", "here", "computer", "computer"],
                "deals": [deal],
            },
        )
        page.evaluate("id => sessionStorage.setItem('dobleseis.match', "
                      "JSON.stringify({id, ack: 0}))", id)  # fmt: skip
        page.goto("/")
        page.get_by_role("button", name="I am seat 1").click()
        page.get_by_role("button", name="6-6", exact=True).click()  # the lead: one tap plays it
        said(page, "No tile fits the 6: seat 2 passed automatically.")
        # seats 3 and 4 (computers, no 6 either) pass too: seat 1 is to play again
        expect(page.get_by_role("button", name="I am seat 1")).to_be_visible()
        moves = page.request.get(f"/api/matches/{id}").json()["moves"]
        assert moves[:2] == [{"seat": 1, "play": "6-6"}, {"seat": 2, "pass": True, "ends": [6, 6]}]
    finally:
        ctx.close()


def test_the_automatic_pass_moves_nothing_on_a_phone(browser, clocked):
    """Its note takes the row of your actions, empty while others play: your tiles and the
    table stay where they were."""
    ctx = browser.new_context(
        base_url=clocked.url,
        reduced_motion="reduce",
        has_touch=True,
        is_mobile=True,
        viewport={"width": 390, "height": 844},
    )
    ctx.add_init_script(NARRATION)
    ctx.set_default_timeout(15_000)
    page = ctx.new_page()
    box = (
        "sel => { const r = document.querySelector(sel).getBoundingClientRect();"
        " return [r.x, r.y, r.width, r.height]; }"
    )
    try:
        page.goto("/")
        seats = ["here", "computer", "computer", "computer"]
        id = create_as(page, {"variant": "chiva", "seats": seats, "deals": [SIXES], "pace": 0})
        page.evaluate("id => sessionStorage.setItem('dobleseis.match', "
                      "JSON.stringify({id, ack: 0}))", id)  # fmt: skip
        page.goto("/")
        expect(page.locator("body")).to_have_attribute("data-version", "0")
        before = [page.evaluate(box, sel) for sel in (".hand", ".me", ".table")]
        assert clocked.move() == 1  # seat 4's 6-6; seat 1 cannot follow
        expect(page.locator(".auto-passed")).to_be_visible()
        assert [page.evaluate(box, sel) for sel in (".hand", ".me", ".table")] == before
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    finally:
        ctx.close()


def seat_one_must_pass(state) -> bool:
    """Seat 1 is to act with nothing but a pass, having played a tile before (or the match is
    over: ``played_record`` stops there too)."""
    from dobleseis.core import Pass, Play

    if state.over:
        return True
    played = any(isinstance(a, Play) and a.seat == 1 for a in state.actions)
    return state.to_act == 1 and list(state.legal()) == [Pass(1)] and played


def test_undo_after_an_automatic_pass_goes_back_to_your_last_choice(browser, clocked):
    """Undo after the device passed for you went back to just before the pass: the only move
    there, which the device made again at once, so Undo seemed to do nothing. It goes back to
    your last tile played, where you have a choice (docs/api.md: a pass is no choice)."""
    record, state = played_record("chiva", 1, seat_one_must_pass)
    assert not state.over and len(state.actions) == 15
    ctx = fresh_device(browser, clocked.url, motion="reduce")
    page = ctx.new_page()
    try:
        id = import_record(page, record, ("here", "computer", "computer", "computer"))
        page.evaluate("id => sessionStorage.setItem('dobleseis.match', "
                      "JSON.stringify({id, ack: -1}))", id)  # fmt: skip
        page.goto("/")
        expect(page.locator(".auto-passed")).to_be_visible()  # seat 2 to act: the computers wait
        page.get_by_role("button", name="Undo", exact=True).click()
        expect(page.locator("body")).to_have_attribute("data-turn", "1")
        view = seat_view(page, id, 1)
        assert len(view["moves"]) == 11 and view["to_act"] == 1  # before seat 1's last tile
        assert len(view["legal"]) > 1
        expect(page.locator(".auto-passed")).to_have_count(0)
    finally:
        ctx.close()
