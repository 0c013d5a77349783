"""WCAG 2.2 AA criteria that axe does not check, measured on the real pages: reflow at 320 CSS
px (1.4.10, a laptop zoomed to 400%), text resized to 200% on a phone (1.4.4), a focused control
never wholly hidden behind the offer bar or the hint's card (2.4.11), the edges of fields, a focus
ring and a pressed state against what lies around them (1.4.11), and errors said in words at the
field in error (3.3.1); and, beyond AA, every control a finger's size on a phone and the title
bar's on a laptop (2.5.5), the others there at least 24 px (2.5.8)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from ..i18n.words import LANGUAGES, words
from .helpers import (
    drawn,
    enter,
    import_record,
    my_turn,
    open_with_double_six,
    opener_seed,
    played_record,
    start,
)
from .online import (
    Device,
    caught_up,
    friend_at_a_table,
    host_table,
    seat_three_follows,
    start_table,
    take_seat,
)
from .test_friends import open_table_panel
from .test_languages import choose_language, each_language
from .test_sheet import tool

# A laptop of 1280×1024 zoomed to 400%: 320×256 CSS px.
ZOOMED = (320, 256)

# What a page shows sideways beyond the window: its own width, and any tile of the hands shown
# at the end of a hand that lies past the window's right edge (cut off, and not to be scrolled).
SIDEWAYS = """() => {
  const w = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll('.reveal .mini')]
    .filter((t) => t.getBoundingClientRect().right > w + 0.5).length;
  return {page: document.documentElement.scrollWidth - w, tiles: out};
}"""

# Whether the focused element (if any) is wholly hidden, once the page has drawn the scroll that
# brought it in: out of the window, or under something else at every one of 25 points of its
# box; with its name.
HIDDEN = """async () => {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  let seen = 0;
  for (let i = 1; i < 6; i++)
    for (let j = 1; j < 6; j++) {
      const x = r.left + (r.width * i) / 6, y = r.top + (r.height * j) / 6;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const at = document.elementFromPoint(x, y);
      if (at && (at === el || el.contains(at))) seen++;
    }
  const name = (el.getAttribute('aria-label') || el.textContent).trim().slice(0, 30) || el.id;
  return seen ? null : name;
}"""


# A phone whose text the player set large: the browser's default font size, of which every rem
# and em of the page is a share, at 150% and 200% of its usual 16 px.
LARGE_TEXT = (24, 32)

# What lies out of reach on the page, or in its open panel, or in the open "More" menu: the
# page or the panel wider than the window (scrolled sideways), and each control that, brought
# into view, is not what a finger at its middle touches (off the window, or under another box;
# `under`, where given, is [a, b]: a control matching selector a may lie under a box matching b).
OUT_OF_REACH = """(under) => {
  const out = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) out.push(`page ${page.scrollWidth} px wide`);
  const panel = document.querySelector('dialog[open]');
  if (panel && panel.scrollWidth > panel.clientWidth)
    out.push(`panel ${panel.scrollWidth} px wide in ${panel.clientWidth}`);
  const root = document.querySelector('.more.open .more-items') || panel || document.body;
  for (const el of root.querySelectorAll('button, a[href], input, select, textarea, summary')) {
    const folded = el.closest('details:not([open])');
    if (folded && !(el.tagName === 'SUMMARY' && el.parentElement === folded)) continue;
    const box = ['radio', 'checkbox'].includes(el.type) ? el.closest('label') || el : el;
    if (!box.getClientRects().length || getComputedStyle(box).visibility === 'hidden') continue;
    box.scrollIntoView({block: 'center', inline: 'center'});
    const r = box.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const covered = under && el.matches(under[0]) && at?.closest(under[1]);
    if (!at || !(box.contains(at) || at.contains(box) || covered))
      out.push((el.getAttribute('aria-label') || el.textContent || el.id).trim().slice(0, 30));
  }
  scrollTo(0, 0);
  return out;
}"""


def large_text(page: Page, px: int):
    """Set the default font size of `page` to `px`, as a phone's text size does, before it loads
    anything; the CDP session that did so, kept while the page is measured. (A full page's
    screenshot resizes the page, which forgets the size: these tests take none.)"""
    session = page.context.new_cdp_session(page)
    session.send("Page.enable")
    session.send("Page.setFontSizes", {"fontSizes": {"standard": px, "fixed": px * 13 // 16}})
    return session


def out_of_reach(page: Page, where: str, under: tuple[str, str] | None = None) -> list[str]:
    """What lies out of reach on the page as it is now (OUT_OF_REACH), named with `where`: once
    drawn, for what ResizeObservers lay out (the statistics stacked in cards, a panel's scroll
    padding under its head) is laid out only before the next frame."""
    drawn(page)
    return [f"{where}: {what}" for what in page.evaluate(OUT_OF_REACH, under)]


def hidden_while_tabbing(page: Page, presses: int, key: str = "Tab") -> list[str]:
    """The controls wholly hidden when the keyboard reaches them, `key` (Tab) after `key`."""
    hidden = []
    for _ in range(presses):
        page.keyboard.press(key)
        name = page.evaluate(HIDDEN)
        if name:
            hidden.append(name)
    return hidden


def end_of_a_hand(page: Page, seed: int) -> None:
    """Show ``page`` the end of the first hand of a match of ``seed``, seat 1 on this device
    (imported as the tests play it: what is measured is the end's page, not the play)."""
    record = played_record("chiva", seed, stop=lambda state: bool(state.results))[0]
    enter(page, import_record(page, record, ("here", "computer", "computer", "computer")))
    expect(page.locator(".reveal")).to_be_visible()


def test_a_hand_shown_at_its_end_fits_320_px(page_at, base_url):
    """The four hands at the end of a hand sat in columns at least 20rem (320 px) wide: in the
    card of a 320 px window the last tile of a row was cut off, and the page scrolled sideways."""
    page = page_at(base_url, (320, 640))
    start(page, seed=opener_seed(1))
    assert page.evaluate(SIDEWAYS) == {"page": 0, "tiles": 0}
    end_of_a_hand(page, opener_seed(1))
    expect(page.locator(".reveal .mini").first).to_be_visible()
    assert page.evaluate(SIDEWAYS) == {"page": 0, "tiles": 0}


@pytest.mark.parametrize("px", LARGE_TEXT)
def test_large_text_on_a_phone_keeps_the_start_and_its_panels_in_reach(page_at, base_url, px):
    """With a phone's text at 200% (32 px) the game's choice of the leaderboard, the seats of
    "Play with friends" (a fieldset as wide as its widest select) and the statistics' cards (13rem
    at least) ran past the window, the page 547 px wide in a window of 390, and the player
    panel, centred in it, had "Save and play" out of reach; a seed refused ran off the screen at
    any size (its 39 digits unbroken). Every screen and panel of the start now stays in the
    window, each control where a finger finds it, at 150% and 200%."""
    found = []
    page = page_at(base_url, (390, 844))
    keep = [large_text(page, px)]
    page.goto("/")
    expect(page.locator(".first-visit")).to_be_visible()
    found += out_of_reach(page, "first visit")
    page.locator(".level-choice").first.click()
    import_record(page, played_record("chiva", 35)[0], ("here", "computer", "computer", "computer"))
    page.goto("/")
    expect(page.locator(".stats-table")).to_be_visible()
    found += out_of_reach(page, "start")
    page.locator(".pair-details summary").click()
    found += out_of_reach(page, "join my friend")
    page.get_by_label("Seed (optional)").fill("1" * 40)
    page.get_by_role("button", name="Start").click()
    expect(page.get_by_label("Seed (optional)")).to_have_attribute("aria-invalid", "true")
    found += out_of_reach(page, "seed refused")
    page.get_by_role("button", name="Settings", exact=True).click()
    found += out_of_reach(page, "settings")
    page.locator("#settings-dialog").get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Public tables").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "tables")
    found += out_of_reach(page, "public tables")
    page.goto("/")
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    found += out_of_reach(page, "player panel")
    page.locator("#profile-name").fill("Ana")
    page.locator("#profile-dialog").get_by_role("button", name="Save and play").click()
    expect(page.locator("#profile-dialog")).to_be_hidden()
    host = page_at(base_url, (390, 844))
    keep.append(large_text(host, px))
    _, _, link = host_table(host, "chiva", ["here", "computer", "invited", "computer"])
    found += out_of_reach(host, "friends' table being set")
    friend = page_at(base_url, (390, 844))
    keep.append(large_text(friend, px))
    friend.goto(link)
    expect(friend.get_by_role("heading", name=re.compile(r"^Join a table"))).to_be_visible()
    found += out_of_reach(friend, "join a table")
    for text in keep:
        text.detach()
    assert found == []


@pytest.mark.slow
@pytest.mark.parametrize("px", LARGE_TEXT)
def test_large_text_on_a_phone_keeps_a_hand_in_reach(page_at, base_url, px):
    """With a phone's text at 200% the table's buttons ran past the window (a row that would
    not wrap), the score sheet was wider than its panel and a review's marks ran out of it. From
    the first tile to the review of the hand nothing now leaves the window, at 150% and 200%."""
    found = []
    page = page_at(base_url, (390, 844))
    text = large_text(page, px)
    start(page, seed=opener_seed(1))
    found += out_of_reach(page, "table")
    page.get_by_role("button", name="More").click()
    found += out_of_reach(page, "More")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="6-6", exact=True).click()
    found += out_of_reach(page, "tile chosen")
    tool(page, "Rules")
    found += out_of_reach(page, "rules")
    page.locator("#rules-dialog").get_by_role("button", name="Close").click()
    end_of_a_hand(page, opener_seed(1))
    found += out_of_reach(page, "end of the hand")
    tool(page, "Score sheet")
    found += out_of_reach(page, "score sheet")
    page.locator("#sheet-dialog").get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Review the hand").click()
    moves = page.locator("#review-dialog .review-move")
    expect(moves.first).to_be_visible(timeout=180_000)
    moves.nth(2).click()
    found += out_of_reach(page, "review")
    text.detach()
    assert found == []


def test_a_request_to_answer_never_hides_what_the_keyboard_reaches_zoomed_in(browser, base_url):
    """Zoomed to 400%, the card of a takeback request was fixed to the window where it had been
    placed: below the window's bottom (its Accept and Refuse out of reach, whatever the
    scrolling), or, the page scrolled, over the toolbar, each button wholly hidden as the
    keyboard reached it. It lies on the page now, scrolling with it."""
    width, height = ZOOMED
    options = {"viewport": {"width": width, "height": height}, "has_touch": True, "is_mobile": True}
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3}, **options)
    try:
        host_table(host.page, "chiva", ["here", "computer", "invited", "computer"],
                   seat_three_follows())  # fmt: skip
        friend.page.goto(host.page.locator("#invite-link").input_value())
        take_seat(friend.page, 3, "Ana")
        start_table(host.page)
        open_with_double_six(host.page)
        page = friend.page
        my_turn(page)
        caught_up(host.page, page)  # the undo asked on the table as it is
        host.page.get_by_role("button", name="Undo").click()
        expect(page.locator("#offer")).to_contain_text("Your partner asks to take back their 6-6.")
        assert hidden_while_tabbing(page, 12) == []
        page.locator(".tile.legal").first.click()  # the page scrolls down to the tiles
        assert hidden_while_tabbing(page, 12) == []
        page.keyboard.press("Tab")
        while not page.evaluate("() => document.activeElement.closest('#offer')"):
            page.keyboard.press("Tab")
        expect(page.locator("#offer").get_by_role("button", name="Accept")).to_be_in_viewport()
    finally:
        host.close()
        friend.close()


def test_the_hint_leaves_its_end_in_sight_zoomed_in_and_escape_takes_it_away(page_at, base_url):
    """Zoomed to 400% the hint's card had no room on the felt but over the end it lights: the
    keyboard on that end saw nothing of it. The card lies above the end now, over the score,
    and the end stays in sight. Escape takes the card away and leaves the keyboard and the tile
    chosen where they are (it put the tile back before, the focus on it); a second Escape puts
    the tile back."""
    page = page_at(base_url, ZOOMED)
    start(page, seed=opener_seed(1))
    tile = page.get_by_role("button", name="6-6", exact=True)
    tile.focus()
    page.keyboard.press("Enter")
    end = page.get_by_role("button", name="Open here")
    expect(end).to_be_focused()
    tool(page, "Hint")
    expect(page.locator(".hint-panel")).to_be_visible()
    end.focus()
    assert page.evaluate(HIDDEN) is None
    page.keyboard.press("Escape")
    expect(page.locator(".hint-panel")).to_have_count(0)
    expect(end).to_be_focused()
    expect(page.locator(".end.lit")).to_have_count(1)
    assert page.evaluate(HIDDEN) is None
    page.keyboard.press("Escape")
    expect(tile).to_be_focused()
    expect(page.locator(".end.lit")).to_have_count(0)


def test_the_banner_never_hides_what_the_keyboard_reaches_zoomed_in(browser, base_url):
    """The banner was fixed over the title bar: zoomed to 400%, a nudge (or an error) hid all of
    Hint and Undo as the keyboard reached them. It lies under the title bar now, held at the
    window's top as the page scrolls, with room kept for it there; Escape takes it away, the
    focus staying where it is."""
    width, height = ZOOMED
    options = {"viewport": {"width": width, "height": height}, "has_touch": True, "is_mobile": True}
    host, friend = Device(browser, base_url, {1}), Device(browser, base_url, {3}, **options)
    try:
        friend_at_a_table(host, friend, seat_three_follows())
        open_with_double_six(host.page)
        page = friend.page
        my_turn(page)
        open_table_panel(host.page).get_by_role("button", name="Nudge your partner").click()
        banner = page.locator("#banner")
        expect(banner).to_have_text(
            "Your partner gives you a gentle nudge: the table is waiting for you."
        )
        page.locator(".table > .fair-deal summary").focus()  # the bottom of the page
        assert hidden_while_tabbing(page, 14, "Shift+Tab") == []
        assert hidden_while_tabbing(page, 14) == []
        tile = page.locator(".hand .tile[tabindex='0']")
        tile.focus()
        page.keyboard.press("Escape")
        expect(banner).to_be_hidden()
        expect(tile).to_be_focused()
    finally:
        host.close()
        friend.close()


# The contrast (WCAG's ratio) between the colour `what` draws around an element and the colour
# of what lies under the element's box, each colour laid over the first opaque background
# beneath: `what` is "border" (its bottom edge), "outline", or "ring" (the stronger of the
# outline and the box-shadow, the two a focus ring is drawn with).
CONTRAST = """(el, what) => {
  const rgba = (s) => (s.match(/[\\d.]+/g) || []).map(Number);
  const over = ([r, g, b, a = 1], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a),
                                                 b * a + B * (1 - a)];
  const lum = (c) => {
    const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92
                                     : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
  const under = () => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const c = rgba(getComputedStyle(p).backgroundColor);
      if (c.length === 3 || c[3] === 1) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const ground = under();
  const cs = getComputedStyle(el);
  const colours = [];
  if (what === 'border') colours.push(cs.borderBottomColor);
  if (what !== 'border' && cs.outlineStyle !== 'none') colours.push(cs.outlineColor);
  if (what === 'ring' && cs.boxShadow !== 'none')
    colours.push(...(cs.boxShadow.match(/rgba?\\([^)]*\\)/g) || []));
  return Math.max(0, ...colours.map((c) => ratio(over(rgba(c), ground), ground)));
}"""

# Set before the page loads: the high-contrast look.
HIGH_CONTRAST = "localStorage.setItem('dobleseis:prefs', JSON.stringify({contrast: true}));"


@pytest.mark.parametrize("look", ["normal", "high contrast"])
def test_the_edges_of_fields_and_menus_stand_out(page_at, base_url, look):
    """A field is seen only by its edge (white on the cards' near-white): the edge was a 1.9:1
    grey (the seed, the code, a name, every menu), 2.95:1 in the title bar. 3:1 at least now."""
    page = page_at(base_url, (390, 844), scripts=[HIGH_CONTRAST] if look != "normal" else [])
    page.goto("/")
    page.locator(".level-choice").first.click()
    fields = page.locator(
        "#screen input:not([type=radio]):not([type=checkbox]):visible, select:visible"
    )
    expect(fields.first).to_be_visible()
    edges = {f.get_attribute("id"): round(f.evaluate(CONTRAST, "border"), 2) for f in fields.all()}
    start(page, seed=opener_seed(1))  # the seed's field in the title bar
    title_bar = page.locator(".topbar input:visible, .topbar select:visible")
    expect(title_bar.first).to_be_visible()
    edges |= {f.get_attribute("id"): round(f.evaluate(CONTRAST, "border"), 2)
              for f in title_bar.all()}  # fmt: skip
    assert len(edges) >= 8 and all(v >= 3 for v in edges.values()), edges


def test_the_focus_on_a_picture_stands_out(page_at, base_url):
    """The player's picture reached by the keyboard was ringed in gold alone, 1.4:1 on the
    panel's white; the dark ring the other controls have under the gold is there too now."""
    page = page_at(base_url, (390, 844))
    page.goto("/")
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    dialog = page.locator("#profile-dialog")
    expect(dialog.get_by_label("Name", exact=True)).to_be_focused()
    page.keyboard.press("Tab")  # from the name to the chosen picture
    expect(dialog.locator("input[name=avatar]:checked")).to_be_focused()
    chosen = dialog.locator(".avatar-pick:has(input:checked)")
    assert chosen.evaluate(CONTRAST, "ring") >= 3


@pytest.mark.slow
def test_the_move_chosen_in_a_review_stands_out(page_at, base_url):
    """The move chosen in a hand's review was outlined in gold alone, 1.4:1 on the panel's
    white (cyan in high contrast, 1.5:1), as its focus ring: its edge is dark now."""
    page = page_at(base_url, (390, 844))
    end_of_a_hand(page, opener_seed(1))
    page.get_by_role("button", name="Review the hand").click()
    moves = page.locator("#review-dialog .review-move")
    expect(moves.first).to_be_visible(timeout=180_000)
    moves.nth(1).click()
    expect(moves.nth(1)).to_have_attribute("aria-pressed", "true")
    assert moves.nth(1).evaluate(CONTRAST, "border") >= 3
    page.evaluate("document.documentElement.dataset.contrast = 'high'")
    assert moves.nth(1).evaluate(CONTRAST, "border") >= 3


def test_a_missing_name_is_said_at_the_name(page_at, base_url):
    """A name left empty was stopped by the browser's own bubble, in the browser's language and
    gone in a few seconds; the panel's words ("Write a name.") never came. They come now, kept
    under the form and read with the field, which says it is in error."""
    page = page_at(base_url, (390, 844))
    page.goto("/")
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    dialog = page.locator("#profile-dialog")
    name = dialog.get_by_label("Name", exact=True)
    dialog.get_by_role("button", name="Save and play").click()
    expect(dialog.locator("#profile-error")).to_have_text("Write a name.")
    expect(name).to_be_focused()
    expect(name).to_have_attribute("aria-invalid", "true")
    expect(name).to_have_accessible_description("Up to 24 characters. Write a name.")
    name.fill("Ana")
    dialog.get_by_role("button", name="Save and play").click()
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize("name", ["Ana\u200bBel", "Ana\u0007"], ids=["invisible", "control"])
def test_a_name_the_server_refuses_is_said_at_the_name(page_at, base_url, name):
    """A name the server refuses (a character unseen, a control character) was said in the
    page's banner, under the player panel still open: nothing seemed to happen. It is said in
    the panel, at the name, which keeps the keyboard; a name it takes closes the panel."""
    page = page_at(base_url, (390, 844))
    page.goto("/")
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    dialog = page.locator("#profile-dialog")
    field = dialog.get_by_label("Name", exact=True)
    field.fill(name)
    dialog.get_by_role("button", name="Save and play").click()
    refusal = "Something went wrong: a name is 1 to 24 printable characters"
    expect(dialog.locator("#profile-error")).to_have_text(refusal)
    expect(dialog).to_be_visible()
    expect(field).to_be_focused()
    expect(field).to_have_attribute("aria-invalid", "true")
    expect(field).to_have_accessible_description(f"Up to 24 characters. {refusal}")
    field.fill("Ana")
    dialog.get_by_role("button", name="Save and play").click()
    expect(dialog).to_be_hidden()


@pytest.mark.parametrize("form", ["New match", "Play with friends"])
def test_a_wrong_seed_is_said_at_the_seed(page_at, base_url, form):
    """The seed refused is marked in error and its words read with it (they were only said
    once, apart from the field); in "Play with friends" the keyboard goes back to it, as in a
    new match."""
    page = page_at(base_url, (390, 844))
    page.goto("/")
    page.locator(".level-choice").first.click()
    box = page.get_by_role("form", name=form)
    seed = box.get_by_label(
        "Seed (optional)" if form == "New match" else "Seed of the deals (optional)"
    )
    seed.fill("abc")
    box.get_by_role("button", name="Start" if form == "New match" else "Create the table").click()
    expect(seed).to_be_focused()
    expect(seed).to_have_attribute("aria-invalid", "true")
    expect(seed).to_have_accessible_description(
        re.compile(r"A seed is a whole number from 0 to 340282366920938463463374607431768211455\.$")
    )


# The title bar's buttons shown (those of the More menu too, once it is open) narrower or lower
# than a finger's 44 px, and the rows the bar takes: its items grouped by their tops (one starting
# below another's foot starts a row).
TITLE_BAR = """() => {
  const seen = (n) => n.getClientRects().length > 0;
  const small = [...document.querySelectorAll('.topbar button')].filter(seen)
    .map((b) => [b.getAttribute('aria-label') || b.textContent.trim(), b.getBoundingClientRect()])
    .filter(([, r]) => r.width < 44 || r.height < 44)
    .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`);
  const items = [...document.querySelector('.topbar').children].filter(seen)
    .map((n) => n.getBoundingClientRect()).sort((a, b) => a.top - b.top);
  let rows = 0, foot = -Infinity;
  for (const r of items) if (r.top >= foot - 1) { rows += 1; foot = r.bottom; }
  const tops = [...document.querySelectorAll('#toolbar > button, #toolbar > * > button')]
    .filter(seen).map((b) => Math.round(b.getBoundingClientRect().top));
  const page = document.documentElement;
  return {small, rows, toolbarRows: new Set(tops).size, wide: page.scrollWidth > page.clientWidth};
}"""

# The rows the title bar takes at the table, by size: on a phone the toolbar beside the game's name
# and the match's name under them, but at 360 px in French and Tagalog, whose longer words put
# the toolbar on a row of its own; turned sideways, one row.
BAR_ROWS = {(360, 740): {"fr": 3, "tl": 3}, (390, 844): {}, (844, 390): {}}
USUAL_ROWS = {(360, 740): 2, (390, 844): 2, (844, 390): 1}


@pytest.mark.parametrize("size", list(BAR_ROWS), ids=["360x740", "390x844", "844x390"])
def test_every_button_of_the_title_bar_is_a_finger_s_size_on_a_phone(page_at, base_url, size):
    """WCAG 2.5.5 (target size, AAA) and the phones' own guidance: 44 × 44 CSS px. The sound
    switch was 36×40 px, Hint, Undo and More 40 px high, the items of the More menu too. In every
    language each is 44 × 44 px at least, and the bar keeps its rows: the toolbar one row, the
    bar no more rows than before (a wider loudspeaker put Spanish and Turkish's toolbar under the
    game's name at 360 px), nothing wider than the window."""
    page = page_at(base_url, size)
    start(page, seed=opener_seed(1))
    for lang in each_language(page):
        bar = page.evaluate(TITLE_BAR)
        rows = BAR_ROWS[size].get(lang, USUAL_ROWS[size])
        assert bar == {"small": [], "rows": rows, "toolbarRows": 1, "wide": False}, (lang, bar)
        page.locator(".more-button").click()
        expect(page.locator(".more-items button").first).to_be_visible()
        assert page.evaluate(TITLE_BAR)["small"] == [], lang
        page.keyboard.press("Escape")
        expect(page.locator(".more-items button").first).to_be_hidden()


# Every control shown, of the open panel if one is, else of the page: each with the box a finger
# may touch, its own, and a yes/no box's or a radio's its labels' too (its words, its card; one
# unseen, drawn by its label alone, counting by its labels). Those smaller than `least` ([width,
# height] px), or in the title bar than `bar`; and each two of one layer whose boxes overlap: a
# layer is what lies over the rest, the More menu, a panel's head (its body scrolls under it),
# the hint's card (over the felt, never over the end it lights: hintspot.js), a request's card.
TARGETS = """([least, bar]) => {
  const layer = (el) => el.closest('.more-items, .panel-head, .hint-panel, #offer');
  const panel = document.querySelector('dialog[open]');
  const seen = (n) => n.getClientRects().length > 0
    && n.checkVisibility({visibilityProperty: true, opacityProperty: true});
  const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.id)
    .trim().replace(/\\s+/g, ' ').slice(0, 30);
  const folded = (el) => {
    const shut = el.closest('details:not([open])');
    return shut && !(el.tagName === 'SUMMARY' && el.parentElement === shut);
  };
  const all = 'button, a[href], input:not([type="hidden"]), select, textarea, summary';
  const controls = [...(panel || document).querySelectorAll(all)]
    .filter((el) => (panel || !el.closest('dialog')) && !folded(el))
    .map((el) => {
      const labelled = ['radio', 'checkbox', 'file'].includes(el.type);
      const boxes = [el, ...(labelled ? el.labels : [])].filter(seen)
        .map((n) => n.getBoundingClientRect());
      if (!boxes.length) return null;
      const min = (side) => Math.min(...boxes.map((r) => r[side]));
      const max = (side) => Math.max(...boxes.map((r) => r[side]));
      const [left, top, right, bottom] = [min('left'), min('top'), max('right'), max('bottom')];
      return {el, r: {left, top, right, bottom, width: right - left, height: bottom - top}};
    })
    .filter(Boolean);
  const small = controls
    .filter(({el, r}) => {
      const [w, h] = el.closest('.topbar') ? bar : least;
      return r.width < w - 0.5 || r.height < h - 0.5;
    })
    .map(({el, r}) => `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  const overlap = [];
  controls.forEach((a, i) => controls.slice(i + 1).forEach((b) => {
    if (a.el.contains(b.el) || b.el.contains(a.el) || layer(a.el) !== layer(b.el)) return;
    const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    if (w > 1 && h > 1) overlap.push(`${name(a.el)} / ${name(b.el)}`);
  }));
  return {small, overlap};
}"""

# A finger's size (WCAG 2.5.5 and the phones' own guidance), and the least a pointer's target may
# be (WCAG 2.5.8): on a phone every control is a finger's size, on a laptop those of the title
# bar (the others may be smaller there: app.css, "a finger's size").
FINGER, POINTER = [44, 44], [24, 24]
TOUCH_SIZES = {"phone": (360, 740), "laptop": (1366, 768)}

# Where to keep a picture of each screen measured, to look at: none unless it is given.
SHOTS = os.environ.get("DOBLESEIS_SHOTS")


def targets(page: Page, where: str, phone: bool) -> list[str]:
    """What is wrong with the controls of `page` as it is now (TARGETS), named with `where`:
    too small, overlapping, or out of reach (OUT_OF_REACH: the page or panel wider than the
    window, a control under another box; the hint's card may lie over a line's end its tile
    does not fit, hintspot.js). A picture of it kept where SHOTS says."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{where.replace(' ', '-')}.png", full_page=True)
    found = page.evaluate(TARGETS, [FINGER if phone else POINTER, FINGER])
    return (
        [f"{where}: {what} too small" for what in found["small"]]
        + [f"{where}: {what} overlap" for what in found["overlap"]]
        + out_of_reach(page, where, under=(".end:not(.lit):not(.fits)", ".hint-panel"))
    )


def panel(page: Page, key: str, where: str, phone: bool) -> list[str]:
    """Open the panel the table's control `key` (its data-key) opens, from the More menu where
    the bar folds it; what is wrong with its controls (`targets`); close it."""
    more = page.locator(".more-button")
    if more.is_visible():
        more.click()
    page.locator(f'#toolbar [data-key="{key}"]').click()
    dialog = page.locator("dialog[open]")
    expect(dialog).to_be_visible()
    for summary in dialog.locator("details:not([open]) > summary").all():
        summary.click()
    found = targets(page, where, phone)
    page.keyboard.press("Escape")  # a confirmation has no Close
    expect(dialog).to_have_count(0)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", list(TOUCH_SIZES))
def test_every_control_of_the_start_screen_is_a_finger_s_size_on_a_phone(page_at, base_url, size):
    """The language menu was 32 px high on a phone (36 on a laptop), "Choose my name" 36, the
    leaderboard's menus 40, a yes/no box with its words 24 ("Hints allowed at the table") or 38
    (two lines of words). In every language, on the
    start screen and its panels (settings, the player's) and the public tables, every control is
    44 × 44 px on a phone at least, on a laptop the title bar's too and the others 24 at least;
    none overlaps another, nothing is out of reach or wider than the window."""
    phone = size == "phone"
    page = page_at(base_url, TOUCH_SIZES[size])
    found = []
    page.goto("/")
    for lang in each_language(page):
        at = f"{size} {lang}"
        expect(page.locator("body")).to_have_attribute("data-screen", "start")
        details = page.locator(".pair-details:not([open]) > summary")
        if details.count():
            details.click()
        found += targets(page, f"{at} start", phone)
        for opener, name in ((".start-tools button", "settings"), ("#profile-open", "player")):
            page.locator(opener).click()
            dialog = page.locator("dialog[open]")
            expect(dialog).to_be_visible()
            found += targets(page, f"{at} {name}", phone)
            dialog.locator(".close").click()
            expect(dialog).to_have_count(0)
        page.locator("#open-tables").click()
        expect(page.locator("body")).to_have_attribute("data-screen", "tables")
        expect(
            page.locator(".tables-screen .public-tables, .tables-screen .note").first
        ).to_be_visible()
        found += targets(page, f"{at} public tables", phone)
        page.locator(".tables-head button").click()
    assert not found, "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(TOUCH_SIZES))
def test_every_control_of_the_table_is_a_finger_s_size_on_a_phone(page_at, base_url, size):
    """On a phone your tiles were 40 px wide, the line's ends too, the hint's buttons 40 high,
    "Fair deal" 28, its copy buttons 36 and the language menu 32; on a laptop the title bar's
    buttons were 40 high, the sound switch 32 wide where the bar draws its buttons closer, the
    language menu 36. In
    every language, at the table with the hint and its other moves shown, "Fair deal" open, the
    More menu open (a phone's), in each panel of the bar and at the end of the hand, every
    control is 44 × 44 px on a phone at least, on a laptop the title bar's too and the others
    24 at least; none overlaps another, nothing is out of reach or wider than the window."""
    phone = size == "phone"
    page = page_at(base_url, TOUCH_SIZES[size])
    found = []
    start(page, seed=2)  # after the lead, a hint with other moves
    open_with_double_six(page)
    my_turn(page)
    card = page.locator(".hint-panel")
    for lang in each_language(page):
        at = f"{size} {lang}"
        page.locator('#toolbar [data-key="hint"]').click()
        card.locator(".hint-others").click()
        expect(card.locator(".hint-other-moves")).to_be_visible()
        found += targets(page, f"{at} hint", phone)
        card.locator(".hint-buttons button:not(.primary):not(.hint-others)").click()
        expect(card).to_have_count(0)
        fair = page.locator(".table > .fair-deal")
        if not fair.get_attribute("open"):
            fair.locator("summary").click()
        found += targets(page, f"{at} table", phone)
        if phone:
            page.locator(".more-button").click()
            expect(page.locator(".more-items button").first).to_be_visible()
            found += targets(page, f"{at} more", phone)
            page.keyboard.press("Escape")
        for key in ("rules", "log", "sheet", "settings", "newMatch"):
            found += panel(page, key, f"{at} {key}", phone)
    choose_language(page, "en", words(LANGUAGES[-1], "prefs.lang.label")[0])
    end_of_a_hand(page, 2)
    for lang in each_language(page):
        for summary in page.locator(".reveal details:not([open]) > summary").all():
            summary.click()
        found += targets(page, f"{size} {lang} end of the hand", phone)
    assert not found, "\n".join(found)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(TOUCH_SIZES))
def test_every_control_of_a_friends_table_being_set_is_a_finger_s_size_on_a_phone(
    page_at, base_url, size
):
    """On a phone the invitation's link was 28 px high, its Copy button 36, the language menu
    32; on a laptop the title bar's Table button 40. In every language, in the host's lobby, its
    table panel and a friend's join screen, every control is 44 × 44 px on a phone at least, on
    a laptop the title bar's too and the others 24 at least; none overlaps another, nothing is
    out of reach or wider than the window."""
    phone = size == "phone"
    host = page_at(base_url, TOUCH_SIZES[size])
    _, _, link = host_table(host, "chiva", ["here", "computer", "invited", "computer"])
    friend = page_at(base_url, TOUCH_SIZES[size])
    friend.goto(link)
    expect(friend.locator("body")).to_have_attribute("data-screen", "join")
    found = []
    for lang in each_language(host):
        found += targets(host, f"{size} {lang} lobby", phone)
        found += panel(host, "table", f"{size} {lang} table panel", phone)
    for lang in each_language(friend):
        found += targets(friend, f"{size} {lang} join", phone)
    assert not found, "\n".join(found)


# A tablet held sideways: a laptop's screen, touched by a finger.
TABLET = (1024, 768)


def test_every_control_of_a_tablet_is_a_finger_s_size(page_at, base_url):
    """The controls kept smaller on a laptop ("Fair deal" 28 px high, the copy buttons 36, a
    yes/no box and its words 24) were as small on a tablet, which is touched by a finger: on a
    screen as wide whose pointer is coarse they are a finger's size, as on a phone (the start
    screen, the table with the hint shown and "Fair deal" open)."""
    page = page_at(base_url, TABLET, touch=True)
    page.goto("/")
    details = page.locator(".pair-details:not([open]) > summary")
    if details.count():
        details.click()
    found = targets(page, "tablet start", phone=True)
    start(page, seed=2)
    open_with_double_six(page)
    my_turn(page)
    page.locator('#toolbar [data-key="hint"]').click()
    expect(page.locator(".hint-panel")).to_be_visible()
    found += targets(page, "tablet hint", phone=True)
    page.keyboard.press("Escape")
    expect(page.locator(".hint-panel")).to_have_count(0)
    fair = page.locator(".table > .fair-deal")
    if not fair.get_attribute("open"):
        fair.locator("summary").click()
    found += targets(page, "tablet table", phone=True)
    assert not found, "\n".join(found)
