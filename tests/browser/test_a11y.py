"""Accessibility: the names the issue fixes, and an axe scan of the key screens."""

from __future__ import annotations

import re

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from .helpers import (
    decide,
    import_record,
    opener_seed,
    played_record,
    said,
    saved_row,
    start,
    wait_for_decision,
)

SERIOUS = {"serious", "critical"}


def serious_violations(page: Page) -> list[str]:
    results = Axe().run(page)
    return [
        f"{v['id']}: {v['help']} ({len(v['nodes'])} nodes)"
        for v in results.response["violations"]
        if v.get("impact") in SERIOUS
    ]


def test_toolbar_and_tiles_have_their_names(page: Page):
    start(page, seed=opener_seed(1))
    for name in ("Hint", "Undo", "Redo", "Restart hand", "New match", "Rules", "Log"):
        expect(page.get_by_role("button", name=name, exact=True)).to_have_count(1)
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    assert page.locator(".hand .tile").count() == 7
    page.get_by_role("button", name="6-6", exact=True).click()
    page.get_by_role("button", name="Open here").click()
    said(page, "Seat 1 plays 6-6.")
    # An end is named by the number it shows, as players name it. Once the computers have
    # answered and wait for seat 1, the line holds still: both ends say what they show.
    wait_for_decision(page)
    ends = page.locator("#line .end")
    expect(ends).to_have_count(2)
    for end in ends.all():
        expect(end).to_have_attribute("aria-label", f"The {end.text_content()} end")


def test_axe_finds_nothing_serious(page: Page):
    page.goto("/")
    expect(page.get_by_role("button", name="Start")).to_be_visible()
    problems = serious_violations(page)
    start(page, seed=opener_seed(1))
    page.get_by_role("button", name="6-6", exact=True).click()  # a preview, ends lit
    problems += serious_violations(page)
    page.get_by_role("button", name="Rules").click()
    expect(page.get_by_role("dialog")).to_be_visible()
    problems += serious_violations(page)
    page.get_by_role("dialog").get_by_role("button", name="Close").click()
    for _ in range(80):
        if decide(page) in ("reveal", "over"):
            break
    problems += serious_violations(page)
    assert not problems, problems


def test_axe_on_saved_matches_replay_and_the_check_of_a_deal(page: Page):
    record, _ = played_record("chiva", 35)
    match = import_record(page, record)
    page.goto("/")
    expect(saved_row(page, match)).to_be_visible()
    problems = serious_violations(page)
    saved_row(page, match).get_by_role("button", name="Replay").click()
    expect(page.locator("#replay-step")).to_have_text(re.compile(r"^Step 0 of \d+$"))
    page.locator(".replay .commitment summary").click()
    problems += serious_violations(page)
    page.keyboard.press("End")
    expect(page.locator(".replay-said .verify")).to_be_visible()
    problems += serious_violations(page)
    assert not problems, problems


def test_axe_on_the_screens_of_a_shared_table(browser, base_url):
    """The lobby with its invitation, the join screen, a takeback request and the table's panel."""
    from .online import Device, host_table, seat_three_follows, start_table, take_seat
    from .helpers import my_turn, open_with_double_six

    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        seats = ["here", "computer", "invited", "computer"]
        host_table(host.page, "chiva", seats, seat_three_follows())
        problems = serious_violations(host.page)
        friend.page.goto(host.page.locator("#invite-link").input_value())
        expect(friend.page.get_by_role("button", name="Take seat 3")).to_be_visible()
        problems += serious_violations(friend.page)
        take_seat(friend.page, 3, "Ana")
        start_table(host.page)
        open_with_double_six(host.page)
        my_turn(friend.page)
        host.page.get_by_role("button", name="Undo").click()
        expect(friend.page.locator("#offer")).to_contain_text("Seat 1 asks to undo")
        problems += serious_violations(friend.page)
        friend.page.get_by_role("button", name="Refuse").click()
        host.page.get_by_role("button", name="Table", exact=True).click()
        expect(host.page.get_by_role("dialog", name="Who is at the table")).to_be_visible()
        problems += serious_violations(host.page)
        assert not problems, problems
    finally:
        host.close()
        friend.close()


def test_axe_on_the_first_visit_the_fair_deal_the_paused_sign_and_a_celebration(page: Page):
    from .test_celebrate import just_before, match_ends_by, open_record

    page.goto("/")
    expect(page.locator(".first-visit")).to_be_visible()
    problems = serious_violations(page)
    page.locator(".level-choice").first.click()
    start(page, seed=opener_seed(1))
    page.locator(".table .fair-deal summary").click()
    problems += serious_violations(page)
    page.get_by_role("button", name="Rules").click()
    expect(page.locator("#rules-dialog .paused-sign")).to_be_visible()
    problems += serious_violations(page)
    page.get_by_role("dialog").get_by_role("button", name="Close").click()
    open_record(page, just_before("chiva", match_ends_by(1)))
    for _ in range(10):
        if decide(page) in ("reveal", "over"):
            break
    expect(page.locator(".reveal .cheer")).to_be_visible()
    page.locator(".reveal .fair-deal summary").click()
    problems += serious_violations(page)
    assert not problems, problems
