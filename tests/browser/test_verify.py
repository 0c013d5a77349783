"""Verifiable deals at the table, all behind one quiet "Fair deal ✓ — how to check" disclosure:
the commitment to the deal while it is played and the seed once it may be shown; at the end of
the hand its seed material with the command that checks it (run here for real). A player who
never opens it reads no hash; a match on explicit deals never mentions a seed."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from dobleseis.core import deal_from_seed, hand_text
from dobleseis.core.deal import commitment, seed_material

from .conftest import at_one_size
from .helpers import (
    check_command,
    create_as,
    import_record,
    played_record,
    saved_row,
    start,
    to_reveal,
)

FAIR = "Fair deal ✓ — how to check"


def test_the_deal_is_committed_before_play_and_checkable_after(page: Page):
    start(page, "chiva", seed=33)
    fair = page.locator(".table details.fair-deal")
    expect(fair.locator("summary")).to_have_text(FAIR)
    expect(fair).not_to_have_attribute("open", "")  # quiet: folded
    # Folded, no hash and no seed is in sight, nor in the bar above the table.
    shown = fair.locator(".commitment")
    expect(shown).to_have_attribute("data-commitment", commitment(33, 0))
    expect(shown).to_be_hidden()
    expect(page.locator("#match-info")).not_to_contain_text("Seed")
    fair.locator("summary").click()
    expect(shown.get_by_label("Deal commitment (SHA-256)")).to_have_value(commitment(33, 0))
    expect(fair.get_by_label("Seed of the deals")).to_have_value("33")
    expect(fair.get_by_role("button", name="Copy seed")).to_be_visible()
    to_reveal(page)
    after = page.locator(".reveal details.fair-deal")
    expect(after.locator("summary")).to_have_text(FAIR)
    expect(after).not_to_have_attribute("open", "")
    box = after.locator(".verify")
    expect(box).to_be_hidden()
    after.locator("summary").click()
    expect(box).to_contain_text("it proves the shuffle was fixed before play began")
    expect(box.get_by_label("Seed material")).to_have_value(seed_material(33, 0))
    command = box.get_by_label("Command").input_value()
    check_command(command, seed_material(33, 0), commitment(33, 0), deal_from_seed(33, 0))
    # A reload at the end of the hand shows it again, the commitment now taken from the log.
    page.reload()
    page.locator(".reveal details.fair-deal summary").click()
    expect(box.get_by_label("Command")).to_have_value(command)


@at_one_size("desktop", fixture="sized")
def test_a_drawn_seed_is_said_secret_inside_the_disclosure_only(sized: Page):
    page = sized
    start(page, "haiti")
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    fair = page.locator(".table details.fair-deal")
    expect(fair.locator("summary")).to_be_visible()
    expect(page.locator("main")).not_to_contain_text("Seed", use_inner_text=True)  # folded
    expect(page.locator("#match-info")).not_to_contain_text("Seed")
    fair.locator("summary").click()
    expect(fair).to_contain_text("Seed: shown when the match ends")


@at_one_size("phone", fixture="sized")
def test_a_match_on_explicit_deals_never_mentions_a_seed(sized: Page):
    page = sized
    deals = [[hand_text(h) for h in deal_from_seed(5, k)] for k in range(3)]
    seats = ["human", "computer", "computer", "computer"]
    body = {"variant": "chiva", "deals": deals, "seats": seats, "pace": 0}  # as the page makes it
    table = create_as(page, body)
    page.evaluate(
        "id => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack: 0}))", table
    )
    page.reload()
    expect(page.locator(".hand .tile").first).to_be_visible()
    expect(page.locator("details.fair-deal")).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text(re.compile("seed", re.I))
    to_reveal(page)
    expect(page.locator(".reveal")).to_be_visible()
    expect(page.locator(".reveal details.fair-deal")).to_have_count(0)
    expect(page.locator(".reveal")).not_to_contain_text(re.compile("seed", re.I))


WIDE = "() => document.documentElement.scrollWidth - window.innerWidth"
"""How far the page is wider than the screen (0: nothing runs off it)."""
FOLLOW = "id => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack: 0}))"
"""The tab follows table ``id`` (a reload opens it)."""


def fits(page: Page, locator) -> None:
    """Nothing on the page runs off the screen, ``locator`` included."""
    assert page.evaluate(WIDE) <= 0
    box = locator.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"]


def created_seed(page: Page, click) -> object:
    """The seed of the match that ``click()`` creates, as the server wrote it."""
    with page.expect_response(
        lambda r: r.url.endswith("/api/matches") and r.request.method == "POST"
    ) as created:
        click()
    return created.value.json()["view"]["seed"]


def test_a_seed_of_39_digits_is_shown_copied_and_reused_exactly_on_a_phone_too(sized: Page):
    """A seed near 2**128 — as every drawn seed nearly is — reaches the page as text: at the end
    of its match the fair deal box shows and copies its very digits, "Play the same deals again"
    and "New match with this seed" deal from it again, the replay bar names it, and none of it
    runs off a 390 px screen."""
    page, seed = sized, 2**128 - 77
    record, _ = played_record("chiva", seed)
    assert record["seed"] == str(seed)
    match = import_record(page, record, ("here", "computer", "computer", "computer"))
    page.evaluate(FOLLOW, match)
    page.reload()
    fair = page.locator(".reveal details.fair-deal")
    fair.locator("summary").click()
    expect(fair.get_by_label("Seed of the deals")).to_have_value(str(seed))
    page.evaluate("() => { navigator.clipboard.writeText = async (t) => { window.__copied = t } }")
    fair.get_by_role("button", name="Copy seed").click()
    page.wait_for_function("s => window.__copied === s", arg=str(seed))
    expect(fair.get_by_role("button", name="Seed copied")).to_be_visible()  # and says so
    fits(page, fair)
    again = page.get_by_role("button", name="Play the same deals again", exact=True)
    assert created_seed(page, again.click) == str(seed)

    page.evaluate(FOLLOW, match)  # back to the match that ended, then to the start screen
    page.reload()
    page.locator(".reveal").get_by_role("button", name="New match", exact=True).click()
    named = page.get_by_role("button", name=f"New match with this seed ({seed})")
    expect(named).to_be_visible()
    fits(page, named)
    page.get_by_label("Seed (optional)").fill("9" * 40)
    page.get_by_role("button", name="Start", exact=True).click()
    expect(page.locator("#start-error")).to_have_text(
        f"A seed is a whole number from 0 to {2**128 - 1}."
    )
    fits(page, page.locator("#start-error"))
    assert created_seed(page, named.click) == str(seed)

    page.evaluate("() => sessionStorage.removeItem('dobleseis.match')")  # to the start screen
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").click()
    expect(page.locator("#match-info .seed")).to_have_text(f"Seed {seed}")
    fits(page, page.locator("#match-info .seed"))
