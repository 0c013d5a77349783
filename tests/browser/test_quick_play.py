"""One tap plays a tile that can go in one place only (the ``quickPlay`` preference, on by
default): the lead, a tile that fits one end, a tile on two ends showing the same number
(either end is the same move, RULES.md §1.4). A tile that leaves a choice of ends is picked, as
before, and with the preference off every tile is. Most other browser tests turn it off
(conftest.MANUAL) and play a tile by picking it and then its end."""

from __future__ import annotations

from playwright.sync_api import expect

from .helpers import computers, create_as, enter, line_tiles, shown_hand, version_of
from .test_pace import fresh_device

# Seat 2 leads 6-6; seat 3's one tile that fits is 6-5, and seat 4's, then, 5-4: seat 1 finds
# the ends 6 and 4, where 6-1 and 6-0 fit the 6 only, 4-2 the 4 only, and 6-4 both, each way
# leaving other ends (4 and 4, or 6 and 6).
CHOICE = [
    "6-4 4-2 6-1 6-0 1-1 0-0 2-2",
    "6-6 6-2 6-3 3-3 3-2 3-1 3-0",
    "6-5 5-5 5-3 5-2 5-1 5-0 2-1",
    "5-4 4-4 4-3 4-1 4-0 2-0 1-0",
]
# Seat 1 holds every 6 and leads 6-6; seats 2, 3 and 4 pass: seat 1 finds 6 on both ends.
SAME = [
    "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
    "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
    "4-3 4-2 4-1 4-0 3-3 3-2 3-1",
    "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
]


def table(page, still, deal) -> str:
    """A Chiva table of ``deal`` for seat 1 of this device, the computers of seats 2, 3 and 4
    moved by the test up to seat 1's turn; its id."""
    id = create_as(
        page,
        {
            "variant": "chiva",
            "seats": ["here", "computer", "computer", "computer"],
            "deals": [deal],
            "pace": 0,
        },
    )
    enter(page, id)
    computers(page, still)
    return id


def tap(page, tile: str) -> None:
    page.get_by_role("button", name=tile, exact=True).click()


def played(page, id: str, before: int) -> None:
    """Seat 1's tap was a move: the table moved on, and nothing is left picked."""
    expect(page.locator("body")).to_have_attribute("data-version", str(before + 1))
    assert version_of(page, id) == before + 1
    expect(page.locator(".tile.selected")).to_have_count(0)


def test_one_tap_plays_a_tile_with_one_place_and_picks_one_with_a_choice(browser, still):
    # seat 1 always has a tile that fits: the automatic pass, on as the rest, never moves it
    ctx = fresh_device(browser, still.url, motion="reduce")
    page = ctx.new_page()
    try:
        id = table(page, still, CHOICE)
        assert line_tiles(page) == 3
        note = page.locator(".me .actions .note")
        expect(note).to_have_text("Pick a tile to play it (then an end, where it fits both).")
        # 6-4 fits both ends, and which one changes the ends: picked, both ends lit
        tap(page, "6-4")
        expect(page.locator(".end.lit")).to_have_count(2)
        now = version_of(page, id)
        assert now == 3
        tap(page, "6-4")  # put back
        expect(page.locator(".end.lit")).to_have_count(0)
        # 6-1 fits the 6 only: the tap plays it
        tap(page, "6-1")
        played(page, id, now)
        assert line_tiles(page) == 4
        assert "6-1" not in shown_hand(page).split()
        # said as every move is, once the table has it
        page.wait_for_function("() => window.__said.some((s) => s.includes('6-1'))")

        # the lead: one tap; then 6 on both ends, where a 6 goes either way to the same ends
        id = table(page, still, SAME)
        tap(page, "6-6")
        played(page, id, 0)
        computers(page, still)  # seats 2, 3 and 4 hold no 6: three passes
        now = version_of(page, id)
        assert now == 4
        # and Enter plays it as a tap does
        page.get_by_role("button", name="6-5", exact=True).focus()
        page.keyboard.press("Enter")
        played(page, id, now)
        expect(page.locator(".hand .tile[tabindex='0']")).to_be_focused()  # still in the hand

        # the preference off: a tap picks the tile, whichever end it fits
        page.get_by_role("button", name="Settings", exact=True).click()
        dialog = page.get_by_role("dialog", name="Settings")
        box = dialog.get_by_label("One tap plays a tile that goes in one place only")
        expect(box).to_be_checked()
        box.uncheck()
        dialog.get_by_role("button", name="Close").click()
        computers(page, still)
        now = version_of(page, id)
        expect(note).to_have_text("Pick a tile, then an end (or drag the tile onto an end).")
        tile = page.locator(".tile.legal").first
        tile.click()
        expect(page.locator(".tile.selected")).to_have_count(1)
        assert version_of(page, id) == now
        page.locator(".end.lit").first.click()
        played(page, id, now)
    finally:
        ctx.close()
