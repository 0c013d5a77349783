"""Accessibility: the names the issue fixes, and an axe scan of the key screens."""

from __future__ import annotations

import re

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from .conftest import device
from .helpers import (
    decide,
    enter,
    import_record,
    opener_seed,
    played_record,
    said,
    saved_row,
    start,
    wait_for_decision,
)

SERIOUS = {"serious", "critical"}


AXE = Axe()


def violations(page: Page, options: dict | None = None) -> list[dict]:
    """What axe finds wrong on ``page`` now. Its half-megabyte script is put in once a document,
    not at every scan (as ``Axe.run`` does): the tests scan one page many times over."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.axe_script)
    options = (options or {}) | {"resultTypes": ["violations"]}
    return page.evaluate("options => axe.run(document, options)", options)["violations"]


def serious_violations(page: Page) -> list[str]:
    return [
        f"{v['id']}: {v['help']} ({', '.join(str(n['target']) for n in v['nodes'])})"
        for v in violations(page)
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
    said(page, "You play 6-6.")
    # An end is named by its side, then the number it shows. Once the computers have answered
    # and wait for seat 1, the line holds still: both ends say what they show.
    wait_for_decision(page)
    ends = page.locator("#line .end")
    expect(ends).to_have_count(2)
    expect(page.locator("#line .end-left")).to_have_attribute(
        "aria-label", f"Left end, {page.locator('#line .end-left').text_content()}"
    )
    expect(page.locator("#line .end-right")).to_have_attribute(
        "aria-label", f"Right end, {page.locator('#line .end-right').text_content()}"
    )


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


def test_the_start_screen_names_each_landmark_once(page: Page):
    """The statistics are one landmark, "Your statistics": the box their table scrolled in was a
    second one of the same name (axe: landmark-unique). The table fits the card now, on a phone
    as on a laptop, and has no box of its own."""
    seats = ("here", "computer", "computer", "computer")
    import_record(page, played_record("chiva", 1)[0], seats)
    page.goto("/")
    expect(page.locator(".stats-table")).to_be_visible()
    expect(page.get_by_role("region", name="Your statistics")).to_have_count(1)
    only = {"runOnly": {"type": "rule", "values": ["landmark-unique"]}}
    found = violations(page, only)
    assert found == [], found


def test_axe_on_the_screens_of_a_shared_table(browser, base_url):
    """The lobby with its invitation, the join screen, a takeback request and the table's panel."""
    from .helpers import my_turn, open_with_double_six
    from .online import Device, caught_up, host_table, seat_three_follows, start_table, take_seat

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
        caught_up(host.page, friend.page)  # the undo asked on the table as it is
        host.page.get_by_role("button", name="Undo").click()
        expect(friend.page.locator("#offer")).to_contain_text(
            "Your partner asks to take back their 6-6."
        )
        problems += serious_violations(friend.page)
        friend.page.get_by_role("button", name="Refuse").click()
        host.page.get_by_role("button", name="Table", exact=True).click()
        expect(host.page.get_by_role("dialog", name="Who is at the table")).to_be_visible()
        problems += serious_violations(host.page)
        assert not problems, problems
    finally:
        host.close()
        friend.close()


def test_axe_on_the_statistics_the_score_sheet_and_the_undo_question(page: Page):
    """The start screen's statistics, the settings with pace and automatic pass, the end of a
    match with its score sheet, the sheet's panel and the hot-seat undo's question."""
    import_record(page, played_record("chiva", 35)[0], ("here", "computer", "computer", "computer"))
    page.goto("/")
    expect(page.locator(".stats-table")).to_be_visible()
    problems = serious_violations(page)
    page.get_by_role("button", name="Settings", exact=True).click()
    expect(page.get_by_role("dialog", name="Settings")).to_contain_text("Pace of the computers")
    problems += serious_violations(page)
    settings = page.get_by_role("dialog", name="Settings")
    settings.get_by_label("Pass for me when no tile fits").check()
    settings.get_by_role("button", name="Close").click()
    # a match of four computers at its end (imported: its play is not what is checked)
    enter(page, import_record(page, played_record("haiti", 8)[0]), ack=0)
    expect(page.locator(".sheet-aside .sheet-table")).to_be_visible()
    problems += serious_violations(page)
    page.get_by_role("button", name="Score sheet").click()
    expect(page.get_by_role("dialog", name="Score sheet").locator("tbody tr").first).to_be_visible()
    problems += serious_violations(page)
    page.get_by_role("dialog", name="Score sheet").get_by_role("button", name="Close").click()

    hot = page.context.new_page()
    start(hot, seats=["human", "human", "computer", "computer"], seed=opener_seed(1))
    hot.get_by_role("button", name="I am seat 1").click()
    hot.get_by_role("button", name="6-6", exact=True).click()
    hot.get_by_role("button", name="Open here").click()
    hot.get_by_role("button", name="I am seat 2").click()
    hot.get_by_role("button", name="Undo", exact=True).click()
    expect(hot.get_by_role("dialog", name="Seat 1, may your move be taken back?")).to_be_visible()
    problems += serious_violations(hot)
    hot.close()

    assert not problems, problems


def test_axe_on_a_pass_made_automatically(browser, still):
    from .conftest import device
    from .helpers import create_as, secrets
    from .test_pace import SIXES

    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        page.goto("/")
        page.evaluate("localStorage.setItem('dobleseis:prefs', JSON.stringify({autoPass: true}))")
        id = create_as(
            page,
            {
                "variant": "chiva",
                "deals": [SIXES],
                "pace": 0,
                "seats": ["here", "computer", "computer", "computer"],
            },
        )
        page.evaluate("id => sessionStorage.setItem('dobleseis.match', "
                      "JSON.stringify({id, ack: 0}))", id)  # fmt: skip
        page.goto("/")
        expect(page.locator("body")).to_have_attribute("data-version", "0")
        assert still.move() >= 1  # seat 4's 6-6 (and whatever else is due at this server)
        expect(page.locator(".auto-passed")).to_be_visible()  # seat 2's move waits for the test
        assert not serious_violations(page)
        # its next computer move is due: the table goes, so that no other test of this server
        # plays it
        gone = page.request.delete(f"/api/matches/{id}", headers=secrets(page, id))
        assert gone.status == 204
    finally:
        ctx.close()


# High contrast and large tiles, beside whatever else the device prefers already.
LOOK = """
const prefs = JSON.parse(localStorage.getItem('dobleseis:prefs') || '{}');
const look = {...prefs, contrast: true, largeTiles: true};
localStorage.setItem('dobleseis:prefs', JSON.stringify(look));
"""


def test_axe_finds_nothing_serious_in_high_contrast_with_large_tiles(browser, base_url):
    """The start screen and the table in high contrast and large tiles, on a desktop and on a
    phone: a tile selected, the hint shown, the toolbar's menu open (phone), the settings."""
    problems = []
    for width, height in ((1366, 768), (390, 844)):
        phone = width < 700
        ctx = device(
            browser,
            base_url,
            viewport={"width": width, "height": height},
            has_touch=phone,
            is_mobile=phone,
        )
        ctx.add_init_script(LOOK)
        page = ctx.new_page()
        try:
            page.goto("/")
            expect(page.get_by_role("button", name="Start")).to_be_visible()
            expect(page.locator("html")).to_have_attribute("data-contrast", "high")
            problems += serious_violations(page)
            start(page, seed=opener_seed(1))
            page.get_by_role("button", name="6-6", exact=True).click()
            problems += serious_violations(page)
            page.get_by_role("button", name="Hint").click()
            expect(page.get_by_role("complementary", name="Hint")).to_be_visible()
            problems += serious_violations(page)
            if phone:
                page.get_by_role("button", name="More").click()
                expect(page.get_by_role("button", name="Settings")).to_be_visible()
                problems += serious_violations(page)
            page.get_by_role("button", name="Settings").click()
            expect(page.get_by_role("dialog", name="Settings")).to_be_visible()
            problems += serious_violations(page)
        finally:
            ctx.close()
    assert not problems, problems


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
