"""The table fits a 360 px wide phone in portrait: nothing sticks out sideways, whatever the
length of the line; and it holds still as a Haiti deal is accepted and play begins, as the notice
of a computer's redeal goes, and as a forced pass is made."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from dobleseis.core import deal_from_seed

from .helpers import decide, doubles, first_seed, holds, my_turn, start

FITS = """() => {
  const page = document.documentElement.scrollWidth <= window.innerWidth;
  const box = document.getElementById('line');
  if (!box) return [page, true, 0, 0];
  const right = box.getBoundingClientRect().right + 1;
  const left = box.getBoundingClientRect().left - 1;
  const inside = [...box.querySelectorAll('.placed, .end')].every((n) => {
    const r = n.getBoundingClientRect();
    return r.left >= left && r.right <= right;
  });
  const count = (sel) => box.querySelectorAll(sel).length;
  return [page, inside, count('.placed'), count('.line-row')];
}"""


def test_a_whole_hand_fits_a_phone(browser, base_url):
    context = browser.new_context(
        base_url=base_url, reduced_motion="reduce", viewport={"width": 360, "height": 740},
        has_touch=True, is_mobile=True,
    )
    page = context.new_page()
    try:
        start(page, "chiva", seed=3)
        rows = 0
        for _ in range(60):
            page_fits, line_fits, tiles, now = page.evaluate(FITS)
            assert page_fits and line_fits, f"overflow with {tiles} tiles on the line"
            rows = max(rows, now)
            if decide(page) in ("reveal", "over"):
                break
        expect(page.locator(".reveal")).to_be_visible()
        assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
        assert rows >= 3  # the line did snake over several rows on the way
    finally:
        context.close()


# Where the score bar, the line, the row of buttons and each of your tiles are on the page (top
# and bottom, in px from the top of the page, so that scrolling does not count).
PLACES = """() => {
  const ys = (n) => {
    const r = n.getBoundingClientRect();
    return [r.top + scrollY, r.bottom + scrollY];
  };
  const one = (selector) => ys(document.querySelector(selector));
  return {
    'score bar': one('.scoreboard'),
    line: one('#line'),
    buttons: one('.actions'),
    tiles: [...document.querySelectorAll('.hand .tile')].flatMap(ys),
  };
}"""

SIZES = pytest.mark.parametrize("size", [(360, 640), (1280, 800)], ids=["phone", "desktop"])


def table_page(browser, base_url, size):
    """A page at `size` (a phone below 700 px wide: touch, mobile viewport)."""
    phone = size[0] < 700
    context = browser.new_context(
        base_url=base_url, reduced_motion="reduce",
        viewport={"width": size[0], "height": size[1]}, has_touch=phone, is_mobile=phone,
    )
    return context, context.new_page()


def moves(before, after) -> dict:
    """What moved by more than 1 px between two PLACES, and by how much (px, each top and
    bottom)."""
    assert len(after["tiles"]) == len(before["tiles"]) == 14  # seven tiles
    shifts = {k: [round(b - a, 1) for a, b in zip(before[k], after[k])] for k in before}
    return {k: d for k, d in shifts.items() if any(abs(x) > 1 for x in d)}


@SIZES
@pytest.mark.parametrize("offer", [False, True], ids=["accept", "accept-or-redeal"])
def test_nothing_moves_when_haiti_play_begins(browser, base_url, size, offer):
    # Seat 1 holds 6-6, so play begins with its forced lead; with `offer` it also holds five
    # doubles, so the acceptance offers a redeal (a note and two buttons). Nobody else may ask.
    seed = first_seed(
        lambda h: holds(h, 1, "6-6")
        and (doubles(h[0]) >= 5) == offer
        and all(doubles(other) < 5 for other in h[1:])
    )
    context, page = table_page(browser, base_url, size)
    try:
        start(page, "haiti", seed=seed)
        accept = page.get_by_role("button", name="Accept", exact=True)
        expect(accept).to_be_visible()
        expect(page.get_by_role("button", name="Request a redeal")).to_have_count(int(offer))
        before = page.evaluate(PLACES)
        accept.click()
        my_turn(page)
        expect(page.get_by_role("button", name="Open here")).to_be_visible()
        moved = moves(before, page.evaluate(PLACES))
        assert not moved, f"moved (px) as play began: {moved}"
    finally:
        context.close()


def computer_redeal_seed() -> int:
    """A seed whose first deal only seat 2 (a computer) may refuse, holding five doubles, and
    whose second deal nobody may refuse, seat 1 holding 6-6."""

    def fits(seed: int) -> bool:
        first, second = deal_from_seed(seed, 0), deal_from_seed(seed, 1)
        return (
            [doubles(h) >= 5 for h in first] == [False, True, False, False]
            and all(doubles(h) < 5 for h in second)
            and holds(second, 1, "6-6")
        )

    return next(seed for seed in range(50_000) if fits(seed))


@SIZES
def test_nothing_moves_as_a_computer_redeal_is_told_and_play_begins(browser, base_url, size):
    # Seat 1 accepts, seat 2 asks for a redeal and a notice says so; seat 1 accepts the new deal
    # and play begins with its forced 6-6, the notice gone. Nothing moves as it comes or goes.
    context, page = table_page(browser, base_url, size)
    try:
        start(page, "haiti", seed=computer_redeal_seed())
        accept = page.get_by_role("button", name="Accept", exact=True)
        expect(accept).to_be_visible()
        places = [page.evaluate(PLACES)]
        accept.click()
        notice = page.locator(".notice")
        expect(notice).to_have_text("Seat 2 requests a redeal: all 28 tiles are dealt again.")
        expect(accept).to_be_visible()
        places.append(page.evaluate(PLACES))
        accept.click()
        my_turn(page)
        expect(notice).to_have_count(0)
        places.append(page.evaluate(PLACES))
        told, gone = moves(places[0], places[1]), moves(places[1], places[2])
        assert not told and not gone, f"moved (px) as it was told: {told}; as it went: {gone}"
    finally:
        context.close()


@SIZES
def test_nothing_moves_when_a_forced_pass_is_made(browser, base_url, size):
    # Seat 4 opens with 6-6 and seat 1 holds no other 6: its first turn is a forced pass. Seat 2's
    # answer is held back for good, so that the line stays as it was while the pass is gone.
    seed = first_seed(
        lambda h: holds(h, 4, "6-6") and not any(holds(h, 1, f"6-{b}") for b in range(6))
    )
    context, page = table_page(browser, base_url, size)
    try:
        start(page, "chiva", seed=seed)
        pass_button = page.get_by_role("button", name="Pass", exact=True)
        expect(pass_button).to_be_visible()
        before = page.evaluate(PLACES)
        page.route("**/computer", lambda route: None)
        pass_button.click()
        expect(page.locator("#status")).to_have_text("Seat 2 is thinking…")
        moved = moves(before, page.evaluate(PLACES))
        assert not moved, f"moved (px) once the pass was made: {moved}"
    finally:
        context.close()
