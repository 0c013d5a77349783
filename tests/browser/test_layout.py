"""The table fits a 360 px wide phone in portrait: nothing sticks out sideways, whatever the
length of the line; and it holds still as a Haiti deal is accepted and play begins."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

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


# Where your tiles and the line are on the page (top and bottom, in px from the top of the page,
# so that scrolling does not count).
PLACES = """() => {
  const ys = (n) => {
    const r = n.getBoundingClientRect();
    return [r.top + scrollY, r.bottom + scrollY];
  };
  return {
    tiles: [...document.querySelectorAll('.hand .tile')].map((n) => ys(n)[0]),
    line: ys(document.getElementById('line')),
  };
}"""


@pytest.mark.parametrize("size", [(360, 640), (1280, 800)], ids=["phone", "desktop"])
@pytest.mark.parametrize("offer", [False, True], ids=["accept", "accept-or-redeal"])
def test_nothing_moves_when_haiti_play_begins(browser, base_url, size, offer):
    # Seat 1 holds 6-6, so play begins with its forced lead; with `offer` it also holds five
    # doubles, so the acceptance offers a redeal (a note and two buttons). Nobody else may ask.
    seed = first_seed(
        lambda h: holds(h, 1, "6-6")
        and (doubles(h[0]) >= 5) == offer
        and all(doubles(other) < 5 for other in h[1:])
    )
    phone = size[0] < 700
    context = browser.new_context(
        base_url=base_url, reduced_motion="reduce",
        viewport={"width": size[0], "height": size[1]}, has_touch=phone, is_mobile=phone,
    )
    page = context.new_page()
    try:
        start(page, "haiti", seed=seed)
        accept = page.get_by_role("button", name="Accept", exact=True)
        expect(accept).to_be_visible()
        expect(page.get_by_role("button", name="Request a redeal")).to_have_count(int(offer))
        before = page.evaluate(PLACES)
        accept.click()
        my_turn(page)
        expect(page.get_by_role("button", name="Open here")).to_be_visible()
        after = page.evaluate(PLACES)
        assert len(after["tiles"]) == len(before["tiles"]) == 7
        was, now = before["tiles"] + before["line"], after["tiles"] + after["line"]
        moved = [round(b - a, 1) for a, b in zip(was, now)]
        assert all(abs(d) <= 1 for d in moved), f"tiles, line top, line bottom moved {moved} px"
    finally:
        context.close()
