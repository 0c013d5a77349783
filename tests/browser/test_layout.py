"""The table fits a 360 px wide phone in portrait: nothing sticks out sideways, whatever the
length of the line; and it holds still as a Haiti deal is accepted and play begins, as the notice
of a computer's redeal goes, as a forced pass is made, and from move to move as a hand is played
(on a phone, a laptop and a phone turned sideways). On a phone turned sideways your tiles, the
line's ends and what you need at your turn are on the first screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from dobleseis.core import deal_from_seed

from ..i18n.words import LANGUAGES, words
from .conftest import MANUAL, is_phone
from .helpers import (
    computers,
    decide,
    doubles,
    first_seed,
    holds,
    my_turn,
    start,
    version,
    wait_for_decision,
)
from .test_languages import choose_language, each_language

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
        base_url=base_url,
        reduced_motion="reduce",
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
    )
    context.add_init_script(MANUAL)
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


# Where the score bar, the line, the row of buttons, your tiles and the box they are in are on the
# page (top and bottom, in px from the top of the page, so that scrolling does not count); and the
# four name plates and the box the line lies in (left, top, right and bottom: a plate can grow
# sideways, and a side plate that does narrows the line's box).
PLACES = """() => {
  const edges = (n) => {
    const r = n.getBoundingClientRect();
    return [r.left, r.top + scrollY, r.right, r.bottom + scrollY];
  };
  const ys = (n) => edges(n).filter((_, i) => i % 2);
  const one = (selector) => ys(document.querySelector(selector));
  const plate = (where) => edges(document.querySelector(`.seat-${where} .plate`));
  return {
    'score bar': one('.scoreboard'),
    line: one('#line'),
    'line box': edges(document.querySelector('.center')),
    'top plate': plate('top'),
    'left plate': plate('left'),
    'right plate': plate('right'),
    'bottom plate': plate('bottom'),
    buttons: one('.actions'),
    hand: one('.hand'),
    tiles: [...document.querySelectorAll('.hand .tile')].flatMap(ys),
  };
}"""

SIZES = pytest.mark.parametrize(
    "size", [(360, 640), (1280, 800), (844, 390)], ids=["phone", "desktop", "sideways"]
)


def table_page(browser, base_url, size):
    """A page at `size` (a phone, upright or sideways, as one: `is_phone`)."""
    phone = is_phone(size)
    context = browser.new_context(
        base_url=base_url,
        reduced_motion="reduce",
        viewport={"width": size[0], "height": size[1]},
        has_touch=phone,
        is_mobile=phone,
    )
    context.add_init_script(MANUAL)
    return context, context.new_page()


def moves(before, after, skip=()) -> dict:
    """What moved by more than 1 px between two PLACES, and by how much (px, each edge measured);
    `skip`: what is not compared."""
    if "tiles" not in skip:
        assert len(after["tiles"]) == len(before["tiles"]) == 14  # seven tiles
    shifts = {k: [round(b - a, 1) for a, b in zip(before[k], after[k])] for k in before}
    return {k: d for k, d in shifts.items() if k not in skip and any(abs(x) > 1 for x in d)}


@SIZES
@pytest.mark.parametrize("offer", [False, True], ids=["accept", "accept-or-redeal"])
def test_nothing_moves_when_haiti_play_begins(browser, base_url, size, offer):
    # Seat 1 holds 6-6, so play begins with its forced lead; with `offer` it also holds five
    # doubles, so the acceptance offers a redeal (a note and two buttons). Nobody else may ask.
    seed = first_seed(
        lambda h: (
            holds(h, 1, "6-6")
            and (doubles(h[0]) >= 5) == offer
            and all(doubles(other) < 5 for other in h[1:])
        )
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


def first_pass_seed() -> int:
    """A seed whose first deal gives seat 4 the 6-6 and seat 1 no other 6: seat 4 leads, and the
    first turn of seat 1 is a forced pass."""
    return first_seed(
        lambda h: holds(h, 4, "6-6") and not any(holds(h, 1, f"6-{b}") for b in range(6))
    )


@SIZES
def test_nothing_moves_when_a_forced_pass_is_made(browser, still, size):
    # Seat 4 opens with 6-6 and seat 1 holds no other 6: its first turn is a forced pass. Seat 2
    # does not answer (the server's computers move only when the test says), so that the line
    # stays as it was while the pass is gone.
    seed = first_pass_seed()
    context, page = table_page(browser, still.url, size)
    try:
        start(page, "chiva", seed=seed)
        computers(page, still)
        pass_button = page.get_by_role("button", name="Pass", exact=True)
        expect(pass_button).to_be_visible()
        before = page.evaluate(PLACES)
        pass_button.click()
        expect(page.locator("#status")).to_have_text("Seat 2 is thinking…")
        moved = moves(before, page.evaluate(PLACES))
        assert not moved, f"moved (px) once the pass was made: {moved}"
    finally:
        context.close()


# The line of play: whether every tile and end on it lies inside its box (.center) to within a
# pixel, how many tiles it has, and the unit of its tiles (px, a tile being 2 units long).
LINE = """() => {
  const box = document.querySelector('.center').getBoundingClientRect();
  const line = document.getElementById('line');
  const inside = [...line.querySelectorAll('.placed, .end')].every((n) => {
    const r = n.getBoundingClientRect();
    return r.left >= box.left - 1 && r.right <= box.right + 1
      && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
  });
  const tiles = line.querySelectorAll('.placed').length;
  return {inside, tiles, unit: parseFloat(line.style.getPropertyValue('--u'))};
}"""

# PLACES and LINE as each view is first drawn on the table, with its version: with reduced motion
# the computer's moves follow each other at once, so a test reads where things were after each
# one once they are all made. The observer runs once the code that set the version has drawn the
# table; a view drawn again (a tile selected) is not measured again.
EVERY_VIEW = f"""
window.__places = [];
document.addEventListener('DOMContentLoaded', () => {{
  new MutationObserver(() => {{
    const version = document.body.dataset.version;
    const last = window.__places.at(-1);
    if (document.body.dataset.screen !== 'table' || (last && last.version === version)) return;
    window.__places.push({{version, places: ({PLACES})(), line: ({LINE})()}});
  }}).observe(document.body, {{attributes: true, attributeFilter: ['data-version']}});
}});
"""


@SIZES
def test_nothing_moves_from_move_to_move(browser, still, size):
    # Seat 4 leads with 6-6; seat 1, holding no other 6, passes, and play goes round four times
    # in all, seats 4 and 3 passing on the way too. A label on each plate tells its seat's
    # last move, and the tile backs of the computers go one by one: none of that may move the
    # score bar, the plates, the line's box, the buttons or your tiles. The line grows inside its
    # box, and your tiles go as you play them: the box they are in stays.
    # The computers move one at a time, each view drawn before the next move.
    seed = first_pass_seed()
    context, page = table_page(browser, still.url, size)
    page.add_init_script(EVERY_VIEW)
    try:
        start(page, "chiva", seed=seed)
        done = []
        for _ in range(4):
            computers(page, still)
            done.append(decide(page))
        assert done == ["pass", "play", "play", "play"]
        computers(page, still)
        wait_for_decision(page)  # the computers' moves after your last one are made and measured
        views = page.evaluate("window.__places")
        # The deal, then each of the 17 moves: the lead and four rounds.
        assert [int(v["version"]) for v in views] == list(range(18))
        moved = {
            f"{a['version']}->{b['version']}": m
            for a, b in zip(views, views[1:])
            if (m := moves(a["places"], b["places"], skip=("line", "tiles")))
        }
        assert not moved, f"moved (px) from one view to the next: {moved}"
    finally:
        context.close()


def long_hand_views(browser, still, size) -> list:
    """Every view of the first hand of Chiva seed 67 (24 tiles on the line by its last move), as
    EVERY_VIEW measured it at `size`, up to the reveal (the computers moving one at a time)."""
    context, page = table_page(browser, still.url, size)
    page.add_init_script(EVERY_VIEW)
    try:
        start(page, "chiva", seed=67)
        for _ in range(60):
            computers(page, still)
            if decide(page) == "reveal":
                break
        return page.evaluate("window.__places")
    finally:
        context.close()


@SIZES
def test_nothing_moves_as_a_long_line_fills_its_box(browser, still, size):
    # At the size its tiles had when the line's box grew with the line, this hand took seven rows
    # on a phone, and the box grew by a row's height at each new row. Now the box holds still
    # from the deal to the last move before the reveal, and so does everything around it; the
    # line fits inside it, its tiles shrinking on a phone as it needs more rows.
    views = long_hand_views(browser, still, size)
    first, lines = views[0]["places"], [v["line"] for v in views]
    assert max(line["tiles"] for line in lines) == 24
    skip = ("line", "tiles")
    moved = {v["version"]: m for v in views if (m := moves(first, v["places"], skip=skip))}
    assert not moved, f"moved (px) since the deal, by version: {moved}"
    outside = [line for line in lines if not line["inside"]]
    assert not outside, f"the line overflows its box: {outside}"
    if size[0] < 700:
        assert min(line["unit"] for line in lines) < 20  # the phone's box asked for it


def test_a_line_too_long_for_a_narrow_phone_grows_its_box_rather_than_overflow(browser, still):
    # The same hand at 280 px wide (at 320 the line, which has the felt's whole width on a
    # phone, fits with tiles of 15 px): near its end even the smallest tiles need more height
    # than the box has, so the box grows; the line never overflows it.
    views = long_hand_views(browser, still, (280, 500))
    lines = [v["line"] for v in views]
    outside = [line for line in lines if not line["inside"]]
    assert not outside, f"the line overflows its box: {outside}"
    assert min(line["unit"] for line in lines) == 14
    heights = [v["places"]["line box"][3] - v["places"]["line box"][1] for v in views]
    assert max(heights) > heights[0] + 20


# What of the table at your turn lies outside the window as the page is first shown (not scrolled):
# your tiles, the line's tiles and its ends, the status, the buttons of your turn and those of the
# title bar shown (the rarer ones folded under More), and what `more` selects; and whether the
# page is scrolled or wider than the window.
OFF_THE_SCREEN = """(more = '') => {
  const out = [];
  const outside = (n) => {
    const r = n.getBoundingClientRect();
    return r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5
      || r.bottom > innerHeight + 0.5;
  };
  const name = (n) => n.getAttribute('aria-label') || n.textContent.trim() || n.className;
  const parts = [
    ...document.querySelectorAll('.hand .tile, #line .placed, #line .end, #status'),
    ...document.querySelectorAll('.me .actions button, .topbar button, .topbar select'),
    ...(more ? document.querySelectorAll(more) : []),
  ].filter((n) => n.getClientRects().length);
  for (const n of parts) if (outside(n)) out.push(name(n));
  if (scrollY) out.push(`scrolled ${scrollY} px`);
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) out.push(`page ${page.scrollWidth} px wide`);
  return out;
}"""


SIDEWAYS = {(844, 390): ["en", "es"], (740, 360): ["fr", "es"], (667, 375): ["en", "es", "tl"]}


@pytest.mark.parametrize(("width", "height"), list(SIDEWAYS))
def test_a_phone_turned_sideways_shows_your_turn_on_its_first_screen(
    browser, base_url, width, height
):
    """On a phone turned sideways the title bar took two rows or three, the score two, the felt
    its laptop's height, and at your turn your tiles lay below the screen's foot (at 640 to 744
    px on a page of 804, in a window 390 px high). At a forced pass (seat 4 leads 6-6, seat 1
    holds no other 6) and at your next turn, with tiles on the line, your tiles, the line's tiles
    and ends, the status, Pass and the title bar's buttons are all on the first screen, nothing
    scrolled and nothing wider than the window; at that turn "Fair deal" under the felt too (in
    Spanish at 740x360 the score bar took three rows, and it lay 15 px below the screen's foot).
    In each of the languages of SIDEWAYS at its size in turn, at one table."""
    languages = SIDEWAYS[(width, height)]
    context, page = table_page(browser, base_url, (width, height))
    try:
        start(page, "chiva", seed=first_pass_seed())
        pass_button = page.locator(".me .actions button")
        for lang in each_language(page, languages):
            expect(pass_button).to_have_count(1)
            assert page.evaluate(OFF_THE_SCREEN) == [], f"at the forced pass in {lang}"
        before = version(page)
        pass_button.click()
        expect(page.locator("body")).not_to_have_attribute("data-version", before)
        my_turn(page)
        expect(page.locator("#line .placed")).not_to_have_count(0)
        fair_deal = ".table > .fair-deal summary"
        for lang in each_language(page, languages, spoken=languages[-1]):
            assert page.evaluate(OFF_THE_SCREEN, fair_deal) == [], f"at the next turn in {lang}"
    finally:
        context.close()


# Your row (your plate, the words of your turn, Pass and your tiles), the note of a forced pass
# and "Fair deal" under the felt.
YOUR_ROW = ".me, .me .actions .note, .table > .fair-deal summary"


@pytest.mark.parametrize(("width", "height"), [(740, 360), (667, 375)])
def test_a_forced_pass_sideways_leaves_your_row_and_fair_deal_on_the_first_screen(
    browser, base_url, width, height
):
    """On a phone turned sideways the note of a forced pass ("Aucun domino ne va : vous devez
    passer.") took a line of its own above Pass in French, Haitian and Tagalog (in Spanish too at
    667 px): your row grew, and "Fair deal" lay 9 to 28 px below the screen's foot. It shares
    Pass's row, on two lines where it must: in every language your whole row, the note and "Fair
    deal" are on the first screen, with all that OFF_THE_SCREEN looks at."""
    context, page = table_page(browser, base_url, (width, height))
    try:
        start(page, "chiva", seed=first_pass_seed())
        expect(page.locator(".me .actions button")).to_have_count(1)
        off, menu = {}, "Language"  # the language menu, named in the language spoken
        for lang in LANGUAGES:
            choose_language(page, lang, menu)
            note, menu = words(lang, "mustPass", "prefs.lang.label")
            expect(page.locator(".me .actions .note")).to_have_text(note)
            if out := page.evaluate(OFF_THE_SCREEN, YOUR_ROW):
                off[lang] = out
        assert not off, f"off the first screen at {width}x{height}: {off}"
    finally:
        context.close()


@pytest.mark.parametrize(
    ("width", "height", "scale", "more"),
    [(683, 320, 2, ".me"), (1280, 450, 1, YOUR_ROW)],
    ids=["laptop at 200%", "short laptop window"],
)
def test_a_wide_low_window_without_touch_gets_the_sideways_layout(
    browser, base_url, width, height, scale, more
):
    """A laptop's browser zoomed to 200% (1366x768, less the browser's bars: 683x320 CSS px) or a
    window made short is wide and low as a phone turned sideways is, and gets its layout though
    it has a mouse and no touch: laid out for the device (a laptop's layout, or an upright
    phone's below 700 px), the line and your tiles were never on one screen (at 683x320 a page
    671 px high; at 1280x450 your tiles and Pass below the foot). At a forced pass and at your
    next turn your whole row is on the first screen, with the line, the status and the title
    bar's buttons ("Fair deal" too where the window is 450 px high)."""
    context = browser.new_context(
        base_url=base_url,
        reduced_motion="reduce",
        viewport={"width": width, "height": height},
        device_scale_factor=scale,
    )
    context.add_init_script(MANUAL)
    page = context.new_page()
    try:
        start(page, "chiva", seed=first_pass_seed())
        assert page.evaluate("matchMedia('(pointer: fine) and (hover: hover)').matches")
        pass_button = page.locator(".me .actions button")
        expect(pass_button).to_have_count(1)
        assert page.evaluate(OFF_THE_SCREEN, more) == [], "at the forced pass"
        before = version(page)
        pass_button.click()
        expect(page.locator("body")).not_to_have_attribute("data-version", before)
        my_turn(page)
        assert page.evaluate(OFF_THE_SCREEN, more) == [], "at the next turn"
    finally:
        context.close()


# Every row of a line that offers no end (the end of a hand, a replay, a review) that holds no
# tile, for each length of line from 1 to 28 tiles (doubles among them) and box widths from a
# small phone's to a laptop's end-of-hand card. The rows are renderLine's, from the box's width
# alone: what is in the box is never drawn (content-visibility), which would lay out some 33,000
# tiles only to be thrown away, two thirds of the test's time.
EMPTY_ROWS = """async () => {
  const { renderLine } = await import("/js/line.js");
  const box = document.createElement("div");
  box.className = "line";
  box.style.contentVisibility = "hidden";
  document.body.append(box);
  const empty = [];
  const SPACER = "end-spacer";
  for (let width = 280; width <= 760; width += 6) {
    box.style.width = `${width}px`;
    for (let n = 1; n <= 28; n++) {
      const line = Array.from({ length: n }, (_, i) => {
        const [left, right] = i % 5 === 4 ? [i % 7, i % 7] : [i % 7, (i + 1) % 7];
        return { tile: `${left}-${right}`, left, right };
      });
      const spacer = () => Object.assign(document.createElement("span"), { className: SPACER });
      renderLine(box, line, null, spacer, -1, 190);
      const rows = [...box.querySelectorAll(".line-row")];
      if (rows.some((row) => !row.querySelector(".placed"))) empty.push([width, n]);
    }
  }
  box.remove();
  return empty;
}"""


def test_a_finished_line_never_ends_in_a_row_of_its_own(page):
    """At the end of a hand (and in a replay, a review) the line's ends are narrow spacers, not
    buttons: laid out as wide as a button, the last one was pushed onto a row of its own under a
    full last row, which then drew a bend into an empty row (Tagalog on a laptop, 25 tiles)."""
    page.goto("/")
    assert page.evaluate(EMPTY_ROWS) == []
