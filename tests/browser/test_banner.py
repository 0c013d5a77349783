"""The banner (an alert: read out as it comes) at a friends' table, on a phone and on a laptop.
It lay over the title bar's middle: on a phone, over Hint and Undo, so that the next tap on Undo
only closed it; and it stayed until tapped or until the player's next command (a watcher's for a
whole change of hand). It lies under the title bar now, over none of its controls, and news of
what others did (a request refused, a nudge sent) goes by itself NEWS_SHOWN ms after it came,
not before, unless other words replaced it meanwhile or a mouse rests on it; a nudge to the
player stays until they act. The page's timers go by Playwright's clock, stopped before the news
comes: the test moves it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .conftest import at_one_size
from .helpers import my_turn, open_with_double_six
from .online import SIZES, Device, caught_up, friend_at_a_table, seat_three_follows, sized
from .test_friends import open_table_panel, tool

REFUSED = "Your partner refused to undo the last move."

# The controls of the title bar shown, and your tiles, that the banner's box meets; and whether
# it starts above the title bar's foot.
COVERS = """() => {
  const b = document.getElementById('banner').getBoundingClientRect();
  const meets = (r) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
  const shown = '.topbar button, .topbar select, .topbar input, .topbar a, .hand .tile';
  const covered = [...document.querySelectorAll(shown)]
    .filter((el) => el.checkVisibility() && meets(el.getBoundingClientRect()))
    .map((el) => el.getAttribute('aria-label') || el.textContent.trim() || el.tagName);
  const bar = document.querySelector('.topbar').getBoundingClientRect();
  return { covered, overBar: b.top < bar.bottom };
}"""


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def pair(browser, base_url, size):
    """The host (seat 1) and a friend (seat 3) on devices of ``size``, their pages' timers on
    Playwright's clock (running until a test stops it)."""
    host = Device(browser, base_url, {1}, **sized(size))
    friend = Device(browser, base_url, {3}, **sized(size))
    for dev in (host, friend):
        dev.page.clock.install()
    yield host, friend
    host.close()
    friend.close()


def news_shown(page: Page) -> int:
    """How long news stays in the banner (queue.js), in ms."""
    return page.evaluate("async () => (await import('./js/queue.js')).NEWS_SHOWN")


def stop_the_clock(page: Page) -> None:
    """From now on the page's timers go only as far as the test moves its clock."""
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)


def undo_refused(host: Device, friend: Device) -> None:
    """At the friend's turn, the host asks to undo and the friend refuses; the host's clock is
    stopped first."""
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)
    caught_up(host.page, friend.page)  # the undo asked on the table as it is
    stop_the_clock(host.page)
    tool(host.page, "Undo")
    bar = friend.page.locator("#offer")
    expect(bar).to_contain_text("Your partner asks to take back their 6-6.")
    bar.get_by_role("button", name="Refuse").click()
    expect(host.page.locator("#banner")).to_have_text(REFUSED)


def test_news_lies_under_the_title_bar_and_goes_by_itself(pair):
    """On a phone the refusal lay over Undo, Hint and the title; on a laptop over the toolbar's
    middle. It covers no control of the title bar now, nor a tile of the hand, and goes after
    NEWS_SHOWN ms, not a moment before."""
    host, friend = pair
    undo_refused(host, friend)
    page = host.page
    assert page.evaluate(COVERS) == {"covered": [], "overBar": False}
    shown = news_shown(page)
    page.clock.run_for(shown - 1)
    expect(page.locator("#banner")).to_have_text(REFUSED)
    page.clock.run_for(1)
    expect(page.locator("#banner")).to_be_hidden()


@at_one_size("laptop")
def test_news_replaced_stays_its_own_time_and_a_nudge_to_the_player_stays(pair):
    """News that replaces news is shown its whole time (the first one's timer does not take it
    away); the nudge the friend gets asks them to play, and stays."""
    host, friend = pair
    undo_refused(host, friend)
    page = host.page
    shown = news_shown(page)
    stop_the_clock(friend.page)
    page.clock.run_for(shown // 2)
    open_table_panel(page).get_by_role("button", name="Nudge your partner").click()
    sent = "Your partner got a gentle nudge."
    expect(page.locator("#banner")).to_have_text(sent)
    page.clock.run_for(shown - shown // 2)  # the refusal's time is over
    expect(page.locator("#banner")).to_have_text(sent)
    page.clock.run_for(shown // 2 - 1)
    expect(page.locator("#banner")).to_have_text(sent)
    page.clock.run_for(1)
    expect(page.locator("#banner")).to_be_hidden()
    nudged = "Your partner gives you a gentle nudge: the table is waiting for you."
    expect(friend.page.locator("#banner")).to_have_text(nudged)
    friend.page.clock.run_for(shown + 1000)
    expect(friend.page.locator("#banner")).to_have_text(nudged)


@at_one_size("laptop")
def test_a_mouse_resting_on_news_holds_it(pair):
    """News is not taken away from under the mouse reading it: it goes NEWS_SHOWN ms after the
    mouse left it."""
    host, friend = pair
    undo_refused(host, friend)
    page = host.page
    shown = news_shown(page)
    banner = page.locator("#banner")
    box = banner.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.clock.run_for(shown + 1000)
    expect(banner).to_have_text(REFUSED)
    felt = page.locator(".felt").bounding_box()
    page.mouse.move(felt["x"] + felt["width"] / 2, felt["y"] + felt["height"] / 2)
    page.clock.run_for(shown - 1)
    expect(banner).to_have_text(REFUSED)
    page.clock.run_for(1)
    expect(banner).to_be_hidden()
