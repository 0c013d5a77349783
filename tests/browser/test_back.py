"""The way from a table to the start screen: the phone's or the browser's Back button, and the
menu's Home. The address never changed, so Back left the site from a table or a replay, and the
only way to the start screen was New match, whose question said the match would be "left
behind" (it is kept, and goes on from Your matches). Back from a table or a replay now comes to
the start screen, the match kept; Back on the start screen leaves the site, after one Back
however often a table was entered; a reload still goes on with the table."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import at_one_size
from .helpers import import_record, opener_seed, played_record, saved_row, start
from .test_friends import tool

# Every screen the page shows, in order (the body's data-screen as it changes).
SCREENS = """
window.__screens = [];
new MutationObserver(() => window.__screens.push(document.body.dataset.screen)).observe(
  document, {attributes: true, subtree: true, attributeFilter: ["data-screen"]});
"""


def shows(page: Page, screen: str) -> None:
    expect(page.locator("body")).to_have_attribute("data-screen", screen)


def resume(page: Page, match: str) -> None:
    """Go on with ``match`` from the start screen's list."""
    saved_row(page, match).get_by_role("button", name="Resume").click()
    shows(page, "table")
    expect(page.get_by_role("group", name="Your tiles").locator(".tile").first).to_be_visible()


def leaves_the_site(page: Page) -> None:
    """Back on the start screen goes to the page the test came from (a new page's blank one)."""
    page.go_back()
    expect(page).to_have_url("about:blank")


@at_one_size("phone", "sized")
def test_back_from_a_table_comes_to_the_start_screen_with_the_match_kept(sized):
    page = sized
    match = start(page, seed=opener_seed(1))
    page.reload()  # the tab still goes on with its table
    shows(page, "table")
    tool(page, "Rules")
    page.go_back()
    shows(page, "start")
    expect(page.locator("#rules-dialog")).to_be_hidden()  # nothing of the table stays open
    resume(page, match)  # entered a second time: still one Back to the start screen
    page.go_back()
    shows(page, "start")
    expect(saved_row(page, match).get_by_role("button", name="Resume")).to_be_visible()
    # Forward does not go back into the table left: its entry is left again at once
    page.go_forward()
    page.wait_for_function("() => history.state === null")
    shows(page, "start")
    leaves_the_site(page)


@at_one_size("phone", "sized")
def test_home_in_the_menu_keeps_the_match_and_new_match_says_so(sized):
    page = sized
    match = start(page, seed=opener_seed(1))
    tool(page, "New match")
    dialog = page.locator("#confirm-dialog")
    expect(dialog).to_contain_text("This match is kept: Resume it later from Your matches")
    dialog.get_by_role("button", name="Cancel").click()
    tool(page, "Home")
    shows(page, "start")
    resume(page, match)
    tool(page, "Home")  # the table's history entry goes with it: one Back leaves
    shows(page, "start")
    leaves_the_site(page)


@at_one_size("desktop", "sized")
def test_back_from_a_replay_comes_to_the_match_in_the_list(sized):
    page = sized
    record, _ = played_record("chiva", 22)
    match = import_record(page, record)
    page.reload()  # the start screen lists it
    saved_row(page, match).get_by_role("button", name="Replay").click()
    expect(page.locator("#replay-step")).to_be_visible()
    page.go_back()
    shows(page, "start")
    expect(saved_row(page, match).get_by_role("button", name="Replay")).to_be_focused()
    leaves_the_site(page)


@at_one_size("phone", "sized")
def test_an_invitation_opened_at_a_table_goes_straight_to_its_join_screen(sized):
    """A friend's link opened in the tab of a table: its join screen, not the start screen on
    the way (the address's new entry is the link's, not a Back); Back from it, the start
    screen."""
    page = sized
    page.add_init_script(SCREENS)
    start(page, seed=opener_seed(1))
    seats = ["here", "invited", "computer", "computer"]
    r = page.request.post("/api/matches", data={"variant": "chiva", "seats": seats})
    assert r.status == 201, r.text()
    page.evaluate("window.__screens = []")
    page.goto(r.json()["invitation"]["link"])  # not kept by the page: it is a stranger there
    shows(page, "join")
    assert "start" not in page.evaluate("window.__screens")
    page.go_back()
    shows(page, "start")
