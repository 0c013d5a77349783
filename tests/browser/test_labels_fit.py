"""Every short label fits, in every language, on a phone (360x740) and on a laptop (1366x768):
no button, name plate, score or menu item shows its words cut or spilling out of its box, and
the desktop toolbar keeps one row. One page state per language and size: the start screen, then a
table with the menu of rarer controls open (on a phone; on a laptop they are all in the toolbar),
in Chiva for three languages and at the Haiti deal's acceptance for the other three."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from ..i18n.words import LANGUAGES, words
from .conftest import device, is_phone
from .test_languages import LOCALES, VARIANT, each_language, seed_for

SIZES = {"phone": (360, 740), "laptop": (1366, 768)}

# Every label the page shows among `selectors` whose text is not fully visible: the element or
# one inside it scrolled (its words wider or taller than its box: cut, or an ellipsis), or a
# line of its words outside its own box or outside the window.
CUT = """(selectors) => {
  // shown, and not the words kept for screen readers only (a 1 px box, clipped: .visually-hidden)
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
      && r.width > 1 && r.height > 1;
  };
  const name = (el) => [
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`,
    JSON.stringify(el.textContent.trim()),
  ].join(' ');
  const out = [];
  const all = selectors.flatMap((s) => [...document.querySelectorAll(s)]);
  for (const label of new Set(all.filter(seen))) {
    const box = label.getBoundingClientRect();
    for (const el of [label, ...label.querySelectorAll('*')].filter(seen)) {
      const scrolls = getComputedStyle(el).overflowY !== 'visible';
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        out.push(`${name(el)}: cut across`);
      }
      if (scrolls && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1) {
        out.push(`${name(el)}: cut down`);
      }
    }
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent.trim() || !seen(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        const outside = r.left < box.left - 1 || r.right > box.right + 1;
        if (outside) out.push(`${name(label)}: words outside its box`);
        const away = r.left < -1 || r.right > innerWidth + 1;
        if (away) out.push(`${name(label)}: words out of the window`);
      }
    }
  }
  return [...new Set(out)];
}"""

START = [
    "#screen button",
    "#screen .pill",
    "#screen label",
    "#screen legend",
    "#brand",
    ".language select",
]
TABLE = [
    "#toolbar button",
    ".more-items button",
    ".plate",
    ".plate > *",
    ".scoreboard > *",
    ".scoreboard .team-score",
    ".actions button",
    "#line button",
    ".hand .tile",
]
TOOLBAR = """() => [...document.querySelectorAll('#toolbar > button, #toolbar > * > button')]
  .filter((b) => b.getClientRects().length > 0)
  .map((b) => Math.round(b.getBoundingClientRect().top))"""


def open_in(browser, base_url, lang: str, size) -> Page:
    phone = is_phone(size)
    ctx = device(
        browser,
        base_url,
        viewport={"width": size[0], "height": size[1]},
        locale=LOCALES[lang],
        has_touch=phone,
        is_mobile=phone,
    )
    page = ctx.new_page()
    page.on("close", lambda _: ctx.close())
    return page


def start_in(page: Page, lang: str, variant: str) -> None:
    """Start a match of ``variant`` from the start screen, which speaks ``lang``, by its words."""
    heading, game, level, seed, start = words(
        lang, "startHeading", f"games.{variant}.title", "level", "seed", "startButton"
    )
    page.goto("/")
    form = page.get_by_role("form", name=heading)
    form.get_by_label(game).check()
    form.get_by_label(level, exact=True).select_option("random")
    form.get_by_label(seed, exact=True).fill(str(seed_for(variant)))
    form.get_by_role("button", name=start, exact=True).click()
    expect(page.locator(".scoreboard")).to_be_visible()
    expect(page.locator(".hand .tile").first).to_be_visible()


def table_cut(page: Page, lang: str, size) -> list[str]:
    """What of the table's labels is cut in ``lang`` (the menu of rarer controls opened on a
    phone, then shut again); on a laptop the toolbar keeps one row."""
    if size[0] >= 700:
        assert len(set(page.evaluate(TOOLBAR))) == 1, f"the toolbar takes two rows in {lang}"
        return page.evaluate(CUT, TABLE)
    page.locator(".more-button").click()
    expect(page.locator(".more-items button").first).to_be_visible()
    cut = page.evaluate(CUT, TABLE)
    page.keyboard.press("Escape")
    expect(page.locator(".more-items button").first).to_be_hidden()
    return cut


@pytest.mark.slow
@pytest.mark.parametrize("size", list(SIZES.values()), ids=list(SIZES))
def test_every_label_fits(browser, base_url, size):
    """Each language in turn on one page: the start screen in each, then a Chiva table in the
    languages VARIANT plays it in, a Haiti table in the others."""
    page = open_in(browser, base_url, "en", size)
    try:
        page.goto("/")
        cut: dict[str, list[str]] = {}
        for lang in each_language(page):
            heading = words(lang, "startHeading")[0]
            expect(page.get_by_role("form", name=heading)).to_be_visible()
            cut[lang] = page.evaluate(CUT, START)
        spoken = LANGUAGES[-1]
        for variant in ("chiva", "haiti"):
            table = page.context.new_page()  # a tab of its own: the start screen again
            start_in(table, spoken, variant)
            languages = [lang for lang in LANGUAGES if VARIANT[lang] == variant]
            for lang in each_language(table, languages, spoken):
                cut[lang] += table_cut(table, lang, size)
            spoken = languages[-1]
        cut_any = {lang: found for lang, found in cut.items() if found}
        assert not cut_any, "\n".join(f"{lang} {size}: {found}" for lang, found in cut_any.items())
    finally:
        page.close()


# The boxes of the three plates on the felt (left, top, right, bottom), read in one go.
PLATES = """() => [...document.querySelectorAll('.play-felt .plate')].map((p) => {
  const b = p.getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom].map(Math.round);
})"""


def start_chiva(page: Page, lang: str) -> None:
    """A match of Chiva on seed 2 against random computers, started in `lang`."""
    heading, game, level, seed, start = words(
        lang, "startHeading", "games.chiva.title", "level", "seed", "startButton"
    )
    page.goto("/")
    form = page.get_by_role("form", name=heading)
    form.get_by_label(game).check()
    form.get_by_label(level, exact=True).select_option("random")
    form.get_by_label(seed, exact=True).fill("2")
    form.get_by_role("button", name=start, exact=True).click()
    expect(page.locator(".hand .tile").first).to_be_visible()


def play_until_plates_name_a_tile(page: Page, seats: str, at_each_turn) -> None:
    """Plays your turns (the first tile that fits, else a pass) until each seat that `seats`
    selects on the felt has a plate naming the tile it played; `at_each_turn(page)` at each."""
    played = page.locator(f".play-felt :is({seats}):has(.last .whole)")
    wanted = page.locator(f".play-felt :is({seats})").count()
    for _ in range(30):
        expect(page.locator(".tile.legal, .actions button").first).to_be_visible()
        at_each_turn(page)
        if played.count() == wanted:
            return
        before = page.locator("body").get_attribute("data-version")
        if page.locator(".tile.legal").count():
            page.locator(".tile.legal").first.click()
            page.locator(".end.lit").first.click()
        else:
            page.locator(".actions button").first.click()  # no tile fits: pass
        expect(page.locator("body")).not_to_have_attribute("data-version", before)
    raise AssertionError(f"not every plate of {seats} named a tile in 30 turns")


@pytest.mark.parametrize("lang, width", [(lang, 360) for lang in LANGUAGES] + [("tl", 390)])
def test_a_last_move_on_a_phone_shows_its_tile(browser, base_url, lang, width):
    """On a phone each plate on the felt is a third of its width, and says its seat's last move:
    in Tagalog "naglapag ng 4-3" was cut to "naglapag ng …", the tile hidden. Once the three
    computers have each played a tile, every label is whole in every language, and no plate has
    changed its size or place since the deal."""
    page = open_in(browser, base_url, lang, (width, 844))
    try:
        start_chiva(page, lang)
        dealt = page.evaluate(PLATES)
        cut: list[str] = []
        seats = ".seat-left, .seat-top, .seat-right"
        play_until_plates_name_a_tile(
            page, seats, lambda p: cut.extend(p.evaluate(CUT, [".play-felt .plate .last"]))
        )
        assert cut == [], "\n".join([f"{lang} {width}:", *sorted(set(cut))])
        assert page.evaluate(PLATES) == dealt
    finally:
        page.close()


# The label of each side seat's last move: its words, whether it is one line high, and whether
# it lies inside its plate (within its border, above its foot).
SIDE_LABELS = """() => [...document.querySelectorAll('.play-felt :is(.seat-left, .seat-right)')]
  .map((seat) => {
    const plate = seat.querySelector('.plate');
    const last = plate.querySelector('.last');
    const r = last.getBoundingClientRect();
    const p = plate.getBoundingClientRect();
    const inside = r.left >= p.left + plate.clientLeft - 0.5 && r.right <= p.right + 0.5
      && r.bottom <= p.bottom - 0.5;
    const oneLine = r.height < 1.5 * parseFloat(getComputedStyle(last).fontSize);
    return [last.textContent, oneLine, inside];
  })"""


def test_a_turkish_side_plate_says_its_last_move_on_one_line(browser, base_url):
    """Turkish names the tile first, "3-3 oynadı": on a side plate its label broke after the
    tile, two lines reaching down to the plate's foot (on a laptop, 1280x800). Once both side
    seats have played a tile, each label is one line, whole and inside its plate."""
    page = open_in(browser, base_url, "tr", (1280, 800))
    try:
        start_chiva(page, "tr")
        play_until_plates_name_a_tile(page, ".seat-left, .seat-right", lambda _: None)
        labels = page.evaluate(SIDE_LABELS)
        assert len(labels) == 2
        assert all(one_line and inside for _, one_line, inside in labels), labels
        assert page.evaluate(CUT, [".play-felt .plate .last"]) == []
    finally:
        page.close()
