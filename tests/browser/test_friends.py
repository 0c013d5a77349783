"""A friends' table without stalls or surprises (issue 26), at a phone's size (touch) or a
laptop's (both where the size matters), on several devices: the pause's words say what it pauses
(the computer players, not people), a nudge reaches the person the table waits for, the page's
title says "your turn", the computer standing in for a friend is said on the friend's device
with a way back, and a new match keeps the one before in every device's list (to replay, not to
resume) and takes a device that comes back to the match left on to it; a takeback request
holding the computers is said as such (not "thinking"), a friend asking for the new match
another asked for agrees to it, and a friend who left finds the way back first on the start
screen. axe on each new state."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from ..i18n.words import words
from .conftest import at_one_size
from .helpers import (
    heard,
    listen,
    match_id,
    my_turn,
    open_with_double_six,
    opener_seed,
    secrets,
    start,
)
from .online import (
    SIZES,
    Device,
    caught_up,
    friend_at_a_table,
    host_table,
    seat_three_follows,
    sized,
    start_table,
    take_seat,
)
from .test_a11y import serious_violations
from .test_languages import choose_language


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def pair(browser, base_url, size):
    host = Device(browser, base_url, {1}, **sized(size))
    friend = Device(browser, base_url, {3}, **sized(size))
    yield host, friend
    host.close()
    friend.close()


def tool(page, name: str) -> None:
    """A button of the toolbar: on a phone, the ones that do not fit are under More. The toolbar
    is drawn a moment after the table: it is waited for (looked at before, a laptop's button not
    shown yet sent the test to a More that a laptop has not, on a loaded machine)."""
    button = page.locator("#toolbar").get_by_role("button", name=name, exact=True)
    more = page.get_by_role("button", name="More")
    expect(button.or_(more).filter(visible=True).first).to_be_visible()
    if not button.is_visible():
        more.click()
        button = page.get_by_role("button", name=name, exact=True)
    button.click()


def open_table_panel(page):
    tool(page, "Table")
    dialog = page.locator("#table-dialog")
    expect(dialog).to_be_visible()
    return dialog


@at_one_size("phone")
def test_the_pause_says_the_computer_players_wait_and_people_play_on(browser, still, size):
    seed = opener_seed(2)  # seat 2, a computer, opens: its move waits while Rules is open
    host = Device(browser, still.url, {1}, **sized(size))
    friend = Device(browser, still.url, {3}, **sized(size))
    try:
        friend_at_a_table(host, friend, seed)
        tool(friend.page, "Rules")
        sign = friend.page.locator("#rules-dialog .paused-sign")
        expect(sign).to_have_text(
            "The computer players wait while this is open; people can still play."
        )
        expect(sign.locator("svg.icon-pause")).to_have_count(1)  # drawn, not an emoji
        # the friend's plate says who reads; the status only what it means
        words = "The computer players wait: your partner has the rules or the log open."
        plate = host.page.locator('.seat[data-seat="3"] .presence')
        expect(plate).to_have_text("reading the rules")
        expect(host.page.locator("#status")).to_have_text("The computer players wait.")
        expect(host.page.locator("#offer .visually-hidden")).to_have_text(words)  # heard
        expect(host.page.locator("#offer svg.icon-pause")).to_have_count(1)
        assert serious_violations(host.page) == []
        still.move()  # nothing is played while it is open
        expect(host.page.locator("#line .placed")).to_have_count(0)
        friend.page.locator("#rules-dialog").get_by_role("button", name="Close").click()
        expect(host.page.locator("#status")).not_to_have_text("The computer players wait.")
        still.move()
        expect(host.page.locator("#line .placed")).to_have_count(1)
    finally:
        host.close()
        friend.close()


@at_one_size("phone")
def test_your_turn_coming_while_a_panel_is_open_is_said_in_its_head(browser, base_url, size):
    """A panel open over the table (the rules, the score sheet) hid the table and all that says
    your turn: the status, your plate, the lit tiles. The friend at seat 4 opens while the host
    reads the rules, and the host is next to play: the rules' head says "Your turn!", read out
    (a live region there), as does the score sheet opened then; not once the turn has passed."""
    host = Device(browser, base_url, {1}, **sized(size))
    friend = Device(browser, base_url, {4}, **sized(size))
    try:
        seats = ["here", "computer", "computer", "invited"]
        _, _, link = host_table(host.page, "chiva", seats, opener_seed(4))
        friend.page.goto(link)
        take_seat(friend.page, 4)
        start_table(host.page)
        my_turn(friend.page)
        tool(host.page, "Rules")
        rules = host.page.locator("#rules-dialog")
        sign = rules.get_by_role("status")
        expect(sign).to_be_empty()
        open_with_double_six(friend.page)
        expect(sign).to_have_text("Your turn!")
        expect(sign).to_be_in_viewport(ratio=1)
        assert serious_violations(host.page) == []
        rules.get_by_role("button", name="Close").click()
        tool(host.page, "Score sheet")
        sheet = host.page.locator("#sheet-dialog")
        expect(sheet.get_by_role("status")).to_have_text("Your turn!")
        sheet.get_by_role("button", name="Close").click()
        my_turn(host.page)
        host.page.locator(".tile.legal").first.click()
        host.page.locator(".end.lit").first.click()
        my_turn(friend.page)
        tool(host.page, "Rules")
        expect(sign).to_be_empty()
    finally:
        host.close()
        friend.close()


@pytest.fixture
def phones(browser, still):
    """The host (seat 1) and a friend (seat 3) on phones, at the still server's table."""
    host = Device(browser, still.url, {1}, **sized("phone"))
    friend = Device(browser, still.url, {3}, **sized("phone"))
    yield host, friend
    host.close()
    friend.close()


def test_a_takeback_request_holds_the_computers_and_the_table_says_so(phones, still):
    """A request asked while a computer is to play holds the computers until it is answered,
    yet every device said "Seat 2 is thinking…", on the status line and on its plate, however
    long the answer took. They say the computers wait for the answer; "thinking" comes back
    with it, and the computer plays. Ana, who refused, was told "Ana refused to undo the last
    move." on her own phone: it says "You" there."""
    host, friend = phones
    seats = ["here", "computer", "invited", "computer"]
    _, _, link = host_table(host.page, "chiva", seats, seat_three_follows())
    friend.page.goto(link)
    take_seat(friend.page, 3, "Ana")
    start_table(host.page)
    open_with_double_six(host.page)  # seat 2, a computer, is to play: due, and held still
    caught_up(friend.page, host.page)
    plates = [dev.page.locator('.seat[data-seat="2"] .last') for dev in (host, friend)]
    tool(host.page, "Undo")
    expect(friend.page.locator("#offer").get_by_role("button", name="Accept")).to_be_visible()
    for dev, plate in zip((host, friend), plates, strict=True):
        expect(dev.page.locator("#status")).to_have_text(
            "The computer players wait until the request is answered."
        )
        expect(plate).to_have_text("waiting")
    assert serious_violations(host.page) == []
    friend.page.locator("#offer").get_by_role("button", name="Refuse").click()
    expect(friend.page.locator("#banner")).to_have_text("You refused to undo the last move.")
    expect(host.page.locator("#banner")).to_have_text("Ana refused to undo the last move.")
    for dev, plate in zip((host, friend), plates, strict=True):
        expect(dev.page.locator("#status")).to_have_text("Seat 2 is thinking…")
        expect(plate).to_have_text("thinking…")
    still.move()
    expect(host.page.locator("#line .placed")).to_have_count(2)


# From now on, the words of the request's bar each time it is drawn (read as it changes, before
# the page takes in anything else, such as the server's answer).
WATCH_BAR = """() => {
  const bar = document.getElementById('offer');
  window.__barSaid = [];
  new MutationObserver(() => window.__barSaid.push(bar.textContent))
    .observe(bar, { childList: true, subtree: true, characterData: true });
}"""


@at_one_size("laptop")
def test_a_request_taken_back_leaves_no_null_on_its_bar(pair):
    """Cancel the request left the bar, until the server's answer came, with its words and the
    word "null" where the button had been: an empty part of the bar is drawn as nothing."""
    host, friend = pair
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)
    caught_up(host.page, friend.page)  # the undo asked on the table as it is
    tool(host.page, "Undo")
    bar = host.page.locator("#offer")
    cancel = bar.get_by_role("button", name="Cancel the request")
    expect(cancel).to_be_visible()
    host.page.evaluate(WATCH_BAR)
    cancel.click()
    expect(bar).to_be_hidden()
    expect(friend.page.locator("#offer")).to_be_hidden()
    said = host.page.evaluate("() => window.__barSaid")
    assert said and not any("null" in words for words in said), said


def test_a_friend_who_left_the_table_finds_the_way_back_first_on_the_start_screen(phones, still):
    """Left on a phone, a friends' table waits for its player at their turn; the way back was a
    "Resume" row four screens down the start screen, under the forms. It is the first card."""
    host, friend = phones
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)  # seat 2, a computer, is to play: held still
    page = friend.page
    tool(page, "Leave the table")
    # away, but the table does not wait for seat 3 before its turn
    away = host.page.locator('.seat[data-seat="3"] .presence')
    expect(away).to_have_text("away")
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    card = page.locator(".under-way")
    expect(card.get_by_role("heading")).to_have_text("Your Chiva (Puerto Rico) match is under way")
    expect(card.locator("p").first).to_have_text("The others wait for you at your turn.")
    back = card.get_by_role("button", name="Back to it")
    expect(back).to_be_in_viewport(ratio=1)
    assert page.evaluate("() => window.scrollY") == 0
    assert serious_violations(page) == []
    still.move()  # seat 2 plays: now the table waits for seat 3
    expect(away).to_have_text("away: the table waits")
    # at her turn, away, she thinks of nothing: her plate said "thinking…" beside it
    expect(host.page.locator('.seat[data-seat="3"] .last')).to_have_text("away")
    back.click()
    expect(page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    expect(page.locator(".seat-bottom .kind")).to_have_count(0)  # not "You, seat 3 human"
    expect(page.locator("#line .placed")).to_have_count(2)


@at_one_size("laptop")
def test_a_nudge_reaches_the_friend_the_table_waits_for_and_the_title_says_your_turn(pair):
    host, friend = pair
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)
    expect(friend.page).to_have_title("● Your turn · Doble Seis")
    expect(host.page).to_have_title("Doble Seis")
    icon = friend.page.locator('link[rel="icon"]')
    # beside the modules, under the client's version as the page's own icon (web/files.py)
    expect(icon).to_have_attribute("href", re.compile(r"/v/[0-9a-f]+/icons/icon-turn\.svg$"))
    resting = re.compile(r"/v/[0-9a-f]+/icons/icon\.svg$")
    expect(host.page.locator('link[rel="icon"]')).to_have_attribute("href", resting)
    dialog = open_table_panel(host.page)
    # seats 1 and 3 are partners: each device says "your partner" of the other
    dialog.get_by_role("button", name="Nudge your partner").click()
    expect(host.page.locator("#banner")).to_have_text("Your partner got a gentle nudge.")
    expect(friend.page.locator("#banner")).to_have_text(
        "Your partner gives you a gentle nudge: the table is waiting for you."
    )
    assert serious_violations(friend.page) == []
    # once a minute only: the second is refused with the reason
    dialog.get_by_role("button", name="Nudge your partner").click()
    expect(host.page.locator("#banner")).to_contain_text(
        "your partner was nudged a moment ago: nudge again in"
    )


@at_one_size("phone")
def test_the_computer_standing_in_is_said_on_the_friends_device_with_a_way_back(pair):
    host, friend = pair
    friend_at_a_table(host, friend, seat_three_follows())
    dialog = open_table_panel(host.page)
    seat = dialog.locator('.person[data-seat="3"]')
    seat.get_by_role("button", name="Let the computer play").click()
    bar = friend.page.locator("#offer")
    expect(bar).to_contain_text("The host has let the computer play your seat for now")
    assert serious_violations(friend.page) == []
    bar.get_by_role("button", name="Take my seat back").click()
    expect(bar).to_be_hidden()
    expect(friend.page.locator(".hand .tile")).to_have_count(7)


@at_one_size("laptop")
def test_the_table_s_news_is_said_once_not_at_every_move(pair):
    """QA with a screen reader: the card of the table's news (here, that the computer plays the
    friend's seat) is drawn again at every move, and was read out again each time, and once more
    after a switch of language; its focused button was lost each time. It is said once, drawn
    again only when it says something else, silently in a new language."""
    host, friend = pair
    listen(friend.page)
    friend_at_a_table(host, friend, seat_three_follows())
    dialog = open_table_panel(host.page)
    seat = dialog.locator('.person[data-seat="3"]')
    seat.get_by_role("button", name="Let the computer play").click()
    dialog.get_by_role("button", name="Close").click()
    news, take_back = words("en", "takenOver", "takeBack")
    back = friend.page.locator("#offer button")
    expect(back).to_have_text(take_back)
    back.focus()
    open_with_double_six(host.page)
    my_turn(host.page)  # seats 2, 3 (the computer, for the friend) and 4 played
    caught_up(friend.page, host.page)
    expect(back).to_be_focused()
    choose_language(friend.page, "es")
    expect(back).to_have_text(words("es", "takeBack")[0])
    told = [x for x in heard(friend.page) if x["region"] != "live"]  # the moves: said
    assert told == [{"region": "offer-live", "text": news}]


def new_match_agreed(host: Device, friend: Device) -> tuple[str, str]:
    """A friends' table (``friend_at_a_table``) left 1 tile in, at the friend's turn, for a new
    match the host asks and the friend accepts; both devices follow the table to it. The ids of
    the match left and of the new one."""
    first, _ = friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)  # seat 2 answered: the new match asked on the table as it is
    caught_up(host.page, friend.page)
    tool(host.page, "New match")
    host.page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    friend.page.locator("#offer").get_by_role("button", name="Accept").click()
    followed = "id => JSON.parse(sessionStorage.getItem('dobleseis.match')).id !== id"
    for dev in (host, friend):  # every device follows the table to its new match
        dev.page.wait_for_function(followed, arg=first)
        expect(dev.page.locator("body")).to_have_attribute("data-screen", "table")
    second = match_id(host.page)
    assert match_id(friend.page) == second != first
    return first, second


@at_one_size("laptop")
def test_a_new_match_keeps_the_finished_one_in_every_list(pair):
    host, friend = pair
    first, second = new_match_agreed(host, friend)
    for dev in (host, friend):
        headers = secrets(dev.page, second)
        listed = dev.page.request.get("/api/matches", headers=headers).json()["matches"]
        assert {m["id"] for m in listed} == {first, second}
        assert next(m for m in listed if m["id"] == first)["next"] == second


# A page that marks, in `window.__leftShown`, any tile of a hand drawn while its tab shows the
# match `LEFT` (replaced by its id): a match left for a new one is never shown as going on.
LEFT_SHOWN = """
window.__leftShown = false;
new MutationObserver(() => {
  const at = JSON.parse(sessionStorage.getItem('dobleseis.match') || 'null');
  if (at?.id === 'LEFT' && document.querySelector('.hand .tile')) window.__leftShown = true;
}).observe(document, {childList: true, subtree: true});
"""


@at_one_size("phone")
def test_a_device_entering_a_match_left_for_a_new_one_is_taken_to_the_new_one(pair):
    """A tab that shows the match left when it opens again (asleep when the new match was
    agreed, a bookmark, a reload) goes on to the new match, as a device watching then did:
    the match left, which nothing changes any more, is never shown as if it went on (the
    friend's turn there, tiles lit, Hint and Undo, and a move refused as moved on)."""
    host, friend = pair
    first, second = new_match_agreed(host, friend)
    page = friend.reopen()  # the friend's device; the tab remembers the match left
    page.add_init_script(LEFT_SHOWN.replace("LEFT", first))
    remembered = json.dumps({"id": first, "ack": -1})
    page.add_init_script(f"sessionStorage.setItem('dobleseis.match', {remembered!r})")
    page.goto("/")
    expect(page.locator("#banner")).to_have_text(
        "This table had moved on to a new match: here it is."
    )
    page.wait_for_function(
        "id => JSON.parse(sessionStorage.getItem('dobleseis.match')).id === id", arg=second
    )
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.locator(".hand .tile")).to_have_count(7)  # the new match's first hand
    assert not page.evaluate("window.__leftShown")


@at_one_size("phone")
def test_a_match_left_for_a_new_one_is_listed_to_replay_not_to_resume(pair):
    """The start screen's list keeps the match left with the finished ones, saying it stopped
    for a new match: replay it, download its record; the new match is the one to resume."""
    host, friend = pair
    first, second = new_match_agreed(host, friend)
    page = host.reopen()  # a new tab of the host's device: the start screen
    page.goto("/")
    finished = page.locator(".saved section").filter(
        has=page.get_by_role("heading", name="Finished: replay one")
    )
    row = finished.locator(f'.saved-match[data-id="{first}"]')
    expect(row).to_contain_text("hand 1 · us 0, them 0 · stopped here for a new match")
    expect(row.get_by_role("button", name="Resume")).to_have_count(0)
    unfinished = page.locator(".saved section").filter(
        has=page.get_by_role("heading", name="Unfinished: resume one")
    )
    expect(
        unfinished.locator(f'.saved-match[data-id="{second}"]').get_by_role("button", name="Resume")
    ).to_be_visible()
    download = row.get_by_role("button", name="Download")
    expect(download).not_to_have_attribute("aria-disabled", "true")
    with page.expect_download() as got:
        download.click()
    record = json.loads(open(got.value.path(), encoding="utf-8").read())
    assert record["format"] == "dobleseis/1"
    assert serious_violations(page) == []
    row.get_by_role("button", name="Replay").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "replay")
    expect(page.locator("#replay-step")).to_be_visible()


@pytest.fixture
def trio(browser, base_url):
    """The host (seat 1) and two friends (seats 3 and 2) on laptops."""
    devices = [Device(browser, base_url, {seat}, **sized("laptop")) for seat in (1, 3, 2)]
    yield devices
    for dev in devices:
        dev.close()


def test_friends_asking_for_the_new_match_asked_for_agree_to_it(trio):
    """QA: the host asked for a new match; a friend who wanted one too asked for it herself
    (her end-of-match card's New match, or the toolbar's, as here) and was told "Something went
    wrong: another request is waiting for an answer". Her ask is her yes, and she is told so
    while the table waits for the third player; his ask, the last yes, takes every device to
    the new match."""
    host, ana, bea = trio
    seats = ["here", "invited", "invited", "computer"]
    first, _, link = host_table(host.page, "chiva", seats, seat_three_follows())
    for dev, seat in ((ana, 3), (bea, 2)):
        dev.page.goto(link)
        take_seat(dev.page, seat)
    start_table(host.page)
    open_with_double_six(host.page)  # seat 2, a person, is to play: the table stays as it is
    for dev in (ana, bea):
        caught_up(dev.page, host.page)
    tool(host.page, "New match")
    host.page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    for dev in (ana, bea):
        expect(dev.page.locator("#offer").get_by_role("button", name="Accept")).to_be_visible()
    tool(ana.page, "New match")
    ana.page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    expect(ana.page.locator("#live")).to_have_text(
        "You agreed to start a new match: waiting for the others."
    )
    expect(ana.page.locator("#offer")).to_be_hidden()  # nothing left to answer there
    expect(host.page.locator("#offer-text")).to_have_text(
        "You asked to start a new match: waiting for seat 2. This match stops at Us 0, Them 0, "
        "and stays in Your matches to replay."
    )
    tool(bea.page, "New match")
    bea.page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    followed = "id => JSON.parse(sessionStorage.getItem('dobleseis.match')).id !== id"
    for dev in trio:
        dev.page.wait_for_function(followed, arg=first)
        expect(dev.page.locator("body")).to_have_attribute("data-screen", "table")
    assert len({match_id(dev.page) for dev in trio} | {first}) == 2
    # Every device says so, heard before it follows the table: the words go with it to the new
    # match they announce, not cleared from the live region as the match left's.
    for dev in trio:
        told = dev.page.evaluate("() => window.__said")
        assert "" not in told[told.index("A new match begins.") :], told


@at_one_size("phone")
def test_the_level_chosen_on_the_first_visit_reaches_play_with_friends(browser, base_url, size):
    dev = Device(browser, base_url, **sized(size))
    try:
        page = dev.page
        page.goto("/")
        page.evaluate("() => localStorage.removeItem('dobleseis:prefs')")
        page.reload()
        question = page.get_by_role("region", name="Welcome! How well do you play?")
        question.get_by_role("radio", name="Hard").check()
        expect(page.locator("#friends-level")).to_have_value("strong")  # without a reload
    finally:
        dev.close()


def test_a_dimmed_tile_tapped_says_why_on_the_screen(browser, base_url, size):
    dev = Device(browser, base_url, **sized(size))
    try:
        page = dev.page
        start(page, seed=opener_seed(1))
        other = page.locator(".hand .tile:not(.legal)").first  # only 6-6 may open
        name = other.get_attribute("aria-label")
        if size == "phone":
            other.tap(force=True)
        else:
            other.click(force=True)
        why = page.locator(".me .actions .refused-why")
        expect(why).to_have_text(f"{name} does not fit now")
        expect(why).to_be_in_viewport()
        assert serious_violations(page) == []
    finally:
        dev.close()
