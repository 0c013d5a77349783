"""The screens of a friends' table with the keyboard alone: where the focus goes when what held
it goes away, so that the next Tab goes on from the game rather than from the top of the page."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .helpers import my_turn, open_with_double_six, opener_seed, said, start, to_reveal
from .online import Device, caught_up, friend_at_a_table, seat_three_follows
from .test_friends import tool


def enter_on(button) -> None:
    """Reach ``button`` and press Enter on it, as a keyboard does."""
    button.focus()
    button.page.keyboard.press("Enter")


def test_a_request_refused_or_taken_back_with_the_keyboard_leaves_the_focus_on_the_table(
    browser, base_url
):
    """The request's bar goes with the button pressed in it: the focus goes to the hand, not
    to the page itself (where the next Tab would start again from the top)."""
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        friend_at_a_table(host, friend, seat_three_follows())
        open_with_double_six(host.page)
        my_turn(friend.page)
        caught_up(host.page, friend.page)  # the undo asked on the table as it is

        tool(host.page, "Undo")
        bar = friend.page.locator("#offer")
        enter_on(bar.get_by_role("button", name="Refuse"))
        expect(bar).to_be_hidden()
        expect(friend.page.locator(".hand .tile:focus")).to_have_count(1)

        tool(host.page, "Undo")
        expect(bar.get_by_role("button", name="Refuse")).to_be_visible()
        enter_on(host.page.locator("#offer").get_by_role("button", name="Cancel the request"))
        expect(host.page.locator("#offer")).to_be_hidden()
        expect(host.page.locator(".hand .tile:focus")).to_have_count(1)
        expect(bar).to_be_hidden()
    finally:
        host.close()
        friend.close()


def test_a_panel_opened_from_the_phones_more_menu_gives_the_focus_back_to_more(page_at, base_url):
    """On a phone the toolbar keeps Rules, Log and Settings under More, whose items are hidden
    once the menu closes: Escape on the panel brings the focus back to More, not to the page."""
    page = page_at(base_url, (390, 844))
    start(page, seed=opener_seed(1))
    for name in ("Rules", "Settings"):
        enter_on(page.get_by_role("button", name="More"))
        item = page.locator("#toolbar").get_by_role("button", name=name, exact=True)
        expect(item).to_be_visible()
        enter_on(item)
        dialog = page.locator("dialog[open]")
        expect(dialog.get_by_role("button", name="Close")).to_be_focused()
        page.keyboard.press("Escape")
        expect(dialog).to_have_count(0)
        expect(page.get_by_role("button", name="More")).to_be_focused()


def test_the_lobby_keeps_the_keyboard_s_place_as_friends_come(browser, base_url):
    """A table made or a seat taken with the keyboard starts on the lobby's first button (the
    host's Start) or, with none, its heading; and as seats are taken the lobby, drawn anew,
    gives the focus back to the button that had it."""
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        page = host.page
        page.goto("/")
        form = page.get_by_role("form", name="Play with friends")
        for n, kind in enumerate(["here", "invited", "invited", "computer"], start=1):
            page.locator(f"#friend-seat-{n}").select_option(kind)
        enter_on(form.get_by_role("button", name="Create the table"))
        expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
        fill = page.get_by_role("button", name="Start, the computer playing the free seats")
        expect(fill).to_be_focused()
        link = page.locator("#invite-link").input_value()
        friend.page.goto(link)
        friend.page.get_by_label("Your name (optional)").fill("Ana")
        enter_on(friend.page.get_by_role("button", name="Take seat 3"))
        expect(friend.page.locator("body")).to_have_attribute("data-screen", "lobby")
        expect(
            friend.page.get_by_role("heading", name=re.compile("the table is being set"))
        ).to_be_focused()
        expect(page.locator('.person[data-seat="3"]')).to_contain_text("Ana")  # drawn anew
        expect(fill).to_be_focused()
    finally:
        host.close()
        friend.close()


def test_a_moment_of_buttons_only_starts_the_keyboard_on_them(page):
    """Haiti's first moment is accepting one's deal: the keyboard that started the match lands
    on Accept, not on a tile that can only be looked at."""
    page.goto("/")
    form = page.get_by_role("form", name="New match")
    form.get_by_label("Haiti").check()
    enter_on(page.get_by_role("button", name="Start"))
    expect(page.get_by_role("button", name="Accept", exact=True)).to_be_focused()


def test_the_next_hand_says_whose_it_is_to_act(page):
    """After "Next hand" no move is narrated yet: the live region says what the status line
    says, so that a screen reader hears the new hand has begun and who acts."""
    start(page, variant="haiti", seed=opener_seed(1))
    to_reveal(page)
    enter_on(page.get_by_role("button", name="Next hand"))
    status = page.locator("#status")
    expect(status).to_be_visible()
    said(page, status.inner_text())


def test_only_a_person_accepting_the_deal_is_said(page):
    """In Haiti each seat accepts its deal: a computer does so at once, and the live region
    does not say it (three such words every hand); a person's acceptance, awaited, is news."""
    start(page, variant="haiti", seed=opener_seed(1))
    enter_on(page.get_by_role("button", name="Accept", exact=True))
    my_turn(page)  # everyone accepted: seat 1 opens
    told = page.evaluate("() => window.__said")
    heard = [w for w in told if re.search(r"accepts? the deal\.$", w)]
    assert heard == ["You accept the deal."]  # the player's own, as its moves are said
