"""The table fits a 360 px wide phone in portrait: nothing sticks out sideways, whatever the
length of the line."""

from __future__ import annotations

from playwright.sync_api import expect

from .helpers import decide, start

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
