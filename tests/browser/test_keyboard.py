"""The screens of a friends' table with the keyboard alone: where the focus goes when what held
it goes away, so that the next Tab goes on from the game rather than from the top of the page."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .helpers import (
    decide,
    line_tiles,
    my_turn,
    open_with_double_six,
    opener_seed,
    said,
    settled,
    start,
    to_reveal,
    version,
)
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
    """A table made or a seat taken with the keyboard starts on the invitation's Copy button
    (the host's, never a Start) or, with none, the lobby's heading; and as seats are taken the
    lobby, drawn anew, gives the focus back to the button that had it."""
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        page = host.page
        page.goto("/")
        form = page.get_by_role("form", name="Play with friends")
        for n, kind in enumerate(["here", "invited", "invited", "computer"], start=1):
            page.locator(f"#friend-seat-{n}").select_option(kind)
        enter_on(form.get_by_role("button", name="Create the table"))
        expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
        # the host's next step, and harmless: an Enter by reflex starts no match without them
        expect(page.get_by_role("button", name="Copy the link")).to_be_focused()
        fill = page.get_by_role("button", name="Start, the computer playing the free seats")
        page.keyboard.press("Shift+Tab")  # the link itself
        page.keyboard.press("Shift+Tab")
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


def test_a_setting_changed_gives_the_focus_back_to_the_settings_button_drawn_anew(page):
    """The sound turned off or on in the settings draws the toolbar again (its mute switch shows
    it): the panel closed, with Escape during a hand or with Close on the end of a hand's card,
    gives the focus to the new Settings button, not to the page (where the next Tab would start
    again from the top)."""
    start(page, seed=opener_seed(1))
    settings = page.locator("#toolbar").get_by_role("button", name="Settings", exact=True)
    dialog = page.get_by_role("dialog", name="Settings")
    switch = page.locator("#toolbar .sound-switch")
    for close in ("Escape", "Close"):
        pressed = switch.get_attribute("aria-pressed")
        enter_on(settings)
        dialog.get_by_role("checkbox", name="Sound").focus()
        page.keyboard.press("Space")
        expect(switch).not_to_have_attribute("aria-pressed", pressed)  # the bar drawn anew
        if close == "Escape":
            page.keyboard.press("Escape")
        else:
            enter_on(dialog.get_by_role("button", name="Close"))
        expect(dialog).to_have_count(0)
        expect(settings).to_be_focused()
        to_reveal(page)


def test_a_panel_gives_the_focus_back_to_its_button_drawn_anew_while_it_was_open(browser, base_url):
    """At a friends' table a friend's move comes while the host reads the log: the toolbar under
    it is drawn again with the move, and the log closed gives the focus to its new Log button."""
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        friend_at_a_table(host, friend, seat_three_follows())
        open_with_double_six(host.page)
        my_turn(friend.page)
        caught_up(host.page, friend.page)
        log = host.page.locator("#toolbar").get_by_role("button", name="Log", exact=True)
        enter_on(log)
        dialog = host.page.get_by_role("dialog", name="Log of the match")
        expect(dialog).to_be_visible()
        before = version(host.page)
        assert decide(friend.page) == "play"
        settled(host.page, before)  # the friend's move, under the log
        host.page.keyboard.press("Escape")
        expect(dialog).to_have_count(0)
        expect(log).to_be_focused()
    finally:
        host.close()
        friend.close()


def test_undo_pressed_again_at_the_start_of_the_hand_plays_no_tile(page):
    """Undo pressed with Enter until nothing is left to take back keeps the focus, unusable
    (aria-disabled) but not gone: the focus fell to the hand's first tile, which the next two
    Enters picked and played. Each undo or redo says what it did and whose turn it is."""
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    my_turn(page)  # the computers answered
    undo = page.locator("#toolbar").get_by_role("button", name="Undo", exact=True)
    enter_on(undo)
    said(page, "Undone: your 6-6 is back in your hand. Your turn.")
    expect(undo).to_have_attribute("aria-disabled", "true")
    expect(undo).to_be_focused()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(undo).to_be_focused()
    assert line_tiles(page) == 0
    enter_on(page.locator("#toolbar").get_by_role("button", name="Redo", exact=True))
    # the computers' answers, which came back with it, are said between
    page.wait_for_function(
        """() => window.__said.some(
             (w) => w.startsWith("Redone: you play 6-6 again. ") && w.endsWith(" Your turn."))"""
    )
    expect(undo).not_to_have_attribute("aria-disabled", "true")


RECORD_OFFER_LIVE = """
window.__offerSaid = [];
document.addEventListener('DOMContentLoaded', () => {
  const live = document.getElementById('offer-live');
  if (live) new MutationObserver(() => window.__offerSaid.push(live.textContent))
    .observe(live, {childList: true, characterData: true, subtree: true});
});
"""


def test_a_request_is_a_named_region_before_the_table_and_said_once(browser, base_url):
    """A request comes as a region of its own name, whose buttons the keyboard reaches from the
    toolbar before the tiles, and it is said once, its sentence alone (the bar itself was the
    live region: "…their 6-6.AcceptRefuse", said again each time the bar was drawn); the player
    who asked hears their own bar's words once, which say what they asked for."""
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3})
    try:
        for dev in (host, friend):
            dev.context.add_init_script(RECORD_OFFER_LIVE)
        friend_at_a_table(host, friend, seat_three_follows())
        open_with_double_six(host.page)
        my_turn(friend.page)
        caught_up(host.page, friend.page)
        enter_on(host.page.locator("#toolbar").get_by_role("button", name="Undo", exact=True))
        page = friend.page
        words = "Your partner asks to take back their 6-6."
        bar = page.get_by_role("region", name="Request")
        expect(bar).to_contain_text(words)
        expect(page.locator("#offer")).not_to_have_attribute("aria-live", re.compile(".*"))
        page.wait_for_function("w => window.__offerSaid.includes(w)", arg=words)
        # the bar drawn again (the friend reads the rules: the table says so) says nothing more
        enter_on(page.locator("#toolbar").get_by_role("button", name="Rules", exact=True))
        expect(page.locator('.seat[data-seat="3"]')).to_contain_text("reading the rules")
        page.keyboard.press("Escape")
        expect(page.locator('.seat[data-seat="3"]')).not_to_contain_text("reading the rules")
        assert page.evaluate("() => window.__offerSaid") == [words]
        # from the toolbar, Tab reaches the request's buttons before any tile
        page.locator("#toolbar .sound-switch").focus()
        on_a_tile = "() => !!document.activeElement.closest('.hand')"
        for _ in range(20):
            page.keyboard.press("Tab")
            assert not page.evaluate(on_a_tile)
            if page.evaluate("() => document.activeElement.textContent") == "Accept":
                break
        expect(bar.get_by_role("button", name="Accept")).to_be_focused()
        # the asker: told once, as they asked
        asked = "You asked to take back your 6-6: waiting for your partner."
        expect(host.page.get_by_role("region", name="Request")).to_contain_text(asked)
        host.page.wait_for_function("w => window.__offerSaid.includes(w)", arg=asked)
        assert [w for w in host.page.evaluate("() => window.__offerSaid") if w] == [asked]
        assert not [w for w in host.page.evaluate("() => window.__said") if "asked" in w.lower()]
    finally:
        host.close()
        friend.close()
