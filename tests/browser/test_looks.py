"""What a newcomer saw wrong on a phone (390×844, touch) and a laptop (1366×768), measured on
the boxes the page draws: a yes/no setting's box sat a line above its words; the question "Has a
friend given you a code?" had lost the triangle that says it opens; the hint's "Other moves" was
a 15 px strip to tap (made taller in a line of its own, it grew the card over the end it lights
on a small phone), and on a phone the words above your tiles peeked out at both sides of the
hint's card, cut mid-word; on a phone turned sideways the card, its other moves opened, hid the
score and "Your turn"; on a laptop the statistics card with nothing in it yet stood wider
than every card around it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ..i18n.words import words
from .helpers import my_turn, open_with_double_six, settled, start, version, wait_for_decision
from .test_languages import choose_language, each_language

SIZES = {"phone": (390, 844), "laptop": (1366, 768)}

# Each checkbox shown: its box and the box of the first line of its words.
CHECKS = """() => [...document.querySelectorAll('input[type=checkbox]')]
  .filter((box) => box.getClientRects().length)
  .map((box) => {
    const range = document.createRange();
    range.selectNodeContents(box.labels[0]);
    const line = [...range.getClientRects()].find((r) => r.width > 30);
    const b = box.getBoundingClientRect();
    return {name: box.id, box: [b.width, b.height, (b.top + b.bottom) / 2],
            line: [line.top, line.bottom]};
  })"""

# Each disclosure shown on the page: how far right of its own left edge its words start (the
# browser's triangle is drawn before them, inside the summary).
DISCLOSURES = """() => [...document.querySelectorAll('summary')]
  .filter((s) => s.getClientRects().length)
  .map((s) => {
    const range = document.createRange();
    range.selectNodeContents(s);
    const words = [...range.getClientRects()].filter((r) => r.width > 0);
    return [s.textContent.trim(), Math.round(words[0].left - s.getBoundingClientRect().left)];
  })"""

# The words above your tiles still to be seen that lie under the hint's card.
UNDER_CARD = """() => {
  const card = document.querySelector('.hint-panel').getBoundingClientRect();
  return [...document.querySelectorAll('.me .actions > *')]
    .filter((el) => getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.top < card.bottom && r.bottom > card.top && r.left < card.right
        && r.right > card.left;
    })
    .map((el) => el.textContent);
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_a_yes_no_setting_has_its_box_on_the_line_of_its_words(page_at, base_url, size):
    """In the settings the box took a field's 44 px height: drawn at its top, it sat above its
    words, which began on the line below, on a phone and a laptop alike. On the start screen the
    box of "With a friend as my partner" shrank to 16 px wide on a phone, where its words take
    two lines."""
    page = page_at(base_url, SIZES[size])
    page.goto("/")
    expect(page.locator("#play-partner")).to_be_visible()
    for check in page.evaluate(CHECKS):
        width, height, _ = check["box"]
        assert width == height >= 24, check  # square, a finger's size
    page.get_by_role("button", name="Settings", exact=True).click()
    expect(page.locator("#settings-dialog")).to_be_visible()
    checks = [c for c in page.evaluate(CHECKS) if c["name"].startswith("pref-")]
    assert len(checks) >= 5
    for check in checks:
        width, height, middle = check["box"]
        top, bottom = check["line"]
        assert width == height >= 24, check
        assert top < middle < bottom, check  # level with its words


@pytest.mark.parametrize("size", list(SIZES))
def test_the_question_of_a_friend_s_code_shows_it_opens(page_at, base_url, size):
    """ "Has a friend given you a code?" opens the box for the code, and said so by nothing: the
    summary, laid out as a flex box, had lost its triangle, its words at its left edge. Every
    disclosure of the start screen shows its triangle before its words."""
    page = page_at(base_url, SIZES[size])
    page.goto("/")
    expect(page.locator(".pair-details summary")).to_be_visible()
    shown = page.evaluate(DISCLOSURES)
    assert any(name == "Has a friend given you a code?" for name, _ in shown), shown
    assert all(start >= 10 for _, start in shown), shown


def test_the_hint_s_card_on_a_phone_hides_nothing_by_halves(page_at, base_url):
    """On a phone the card lies on the felt just above your tiles, over the words that say what
    to do: their ends peeked out at both sides of it, cut mid-word ("Pic … to / an end).")."""
    page = page_at(base_url, SIZES["phone"])
    start(page, seed=5)
    my_turn(page)
    page.get_by_role("button", name="Hint").click()
    card = page.get_by_role("complementary", name="Hint")
    expect(card.get_by_role("button", name="Other moves")).to_be_visible()
    assert page.evaluate(UNDER_CARD) == []
    card.get_by_role("button", name="Dismiss").click()
    expect(card).to_have_count(0)
    expect(page.locator(".me .actions .note")).to_be_visible()  # back once the card is gone


# The boxes (left, top, right, bottom) of the hint's card and of the ends it lights.
HINT_BOXES = """() => {
  const r = (n) => {
    const b = n.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  return {card: r(document.querySelector('.hint-panel')),
          lit: [...document.querySelectorAll('#line .end.hinted')].map(r)};
}"""

HINT_SIZES = {
    "phone": (390, 844),
    "small phone": (360, 640),
    "phone sideways": (844, 390),
    "phone sideways 740x360": (740, 360),
    "phone sideways 667x375": (667, 375),
    "laptop": (1280, 800),
}


# Whether the hint's card is seen whole, not scrolling within itself, and clear of the score bar.
HINT_WHOLE = """() => {
  const card = document.querySelector('.hint-panel');
  const score = document.querySelector('.scoreboard').getBoundingClientRect();
  const r = card.getBoundingClientRect();
  const clear = r.top >= score.bottom || r.bottom <= score.top;
  return [card.scrollHeight <= card.clientHeight + 1, clear];
}"""


# Whether the hint's card lies over your plate and the words of your turn (from the table's left
# edge, short of your tiles, its foot level with theirs), whether it is whole in the window, and
# whether it is seen whole, not scrolling within itself (its list of other moves may).
OVER_YOUR_PLATE = """() => {
  const card = document.querySelector('.hint-panel');
  const r = card.getBoundingClientRect();
  const hand = document.querySelector('.hand').getBoundingClientRect();
  const table = document.querySelector('.table').getBoundingClientRect();
  const over = Math.abs(r.left - table.left) < 1 && r.right <= hand.left
    && Math.abs(r.bottom - hand.bottom) < 1.5;
  const seen = r.top >= -0.5 && r.bottom <= innerHeight + 0.5;
  return [over, seen, card.scrollHeight <= card.clientHeight + 1];
}"""


def meet(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def hint_leaves_the_lit_end_in_sight(page) -> None:
    boxes = page.evaluate(HINT_BOXES)
    assert boxes["lit"], "no end lit"
    assert not any(meet(boxes["card"], end) for end in boxes["lit"]), boxes


def in_the_window(page, *parts) -> None:
    """Each of ``parts`` lies whole within the window as it is scrolled now."""
    height = page.evaluate("innerHeight")
    for part in parts:
        box = part.bounding_box()
        assert box["y"] >= -0.5 and box["y"] + box["height"] <= height + 0.5, (box, height)


def in_sight_in_the_card(page, card, *parts) -> None:
    """Each of ``parts`` lies whole within the box of ``card`` (the part of it seen where it
    scrolls), and the card is no taller than the screen."""
    seen = card.bounding_box()
    assert seen["height"] <= page.viewport_size["height"], seen
    for part in parts:
        box = part.bounding_box()
        assert seen["y"] - 0.5 <= box["y"], (box, seen)
        assert box["y"] + box["height"] <= seen["y"] + seen["height"] + 0.5, (box, seen)


@pytest.mark.parametrize(
    ("size", "lang"),  # each size in the languages where its card was tightest
    [("phone", "tl"), ("small phone", "en"), ("small phone", "fr"), ("phone sideways", "en"),
     ("phone sideways", "fr"), ("phone sideways 740x360", "fr"), ("phone sideways 667x375", "en"),
     ("phone sideways 667x375", "fr"), ("laptop", "fr"), ("laptop", "tl")],
)  # fmt: skip
def test_the_hint_s_other_moves_is_a_finger_s_size_beside_the_end_it_lights(
    page_at, base_url, size, lang
):
    """ "Other moves" on the hint's card was a strip 15 px high (17 on a laptop), too small for
    a finger (WCAG 2.2 asks 24 px at least). Made a line of its own 28 px high, it grew the card
    until, on a phone, no place above your tiles was left where the card missed the end it
    lights: and the card hid it. At the first turns of seat 1 (French and Tagalog have the
    longest words), "Other moves" is at least 24 px each way, and the card, shut or open, lies
    over none of the lit end. Opened on a small phone, the card scrolled to the list, its
    suggestion out of sight above: the list scrolls within the card instead, the suggestion and
    Dismiss left in sight. On a phone turned sideways, lower than the table, the card opened
    below the screen's foot, and the list opened with the page scrolled down to your tiles put
    the card's head above its top: the card's head and Dismiss are brought into the window as it
    opens and as its list opens or shuts. There, too, the card lay over the score, cut to half its
    height and scrolling within itself: shut, it is seen whole, clear of the score, over your
    plate and the words of your turn at the left of your tiles. Opened, it fell back onto the
    felt, over the score, its list scrolling there (at 667x375 the card, wider than the room
    beside your tiles, was there even shut): at 844x390, 740x360 and 667x375 it stays over your
    plate, shut or open, whole in the window, its list scrolling within it."""
    page = page_at(base_url, HINT_SIZES[size])
    start(page, seed=2)
    if lang != "en":
        choose_language(page, lang)
    hint, others_word, dismiss = words(lang, "hint", "hintOthers", "hintDismiss")
    with_others = 0
    for _ in range(3):
        my_turn(page)
        page.locator("#toolbar").get_by_role("button", name=hint, exact=True).click()
        card = page.locator(".hint-panel")
        expect(card).to_be_visible()
        hint_leaves_the_lit_end_in_sight(page)
        sideways = size.startswith("phone sideways")
        if sideways:
            assert page.evaluate(HINT_WHOLE) == [True, True], "the card scrolls, or hides the score"
            assert page.evaluate(OVER_YOUR_PLATE) == [True, True, True], "shut"
        head, shut = card.locator(".hint-head"), card.get_by_role("button", name=dismiss)
        in_the_window(page, head, shut)
        others = card.get_by_text(others_word, exact=True)
        if others.count():
            with_others += 1
            box = others.bounding_box()
            assert box["width"] >= 24 and box["height"] >= 24, box
            page.evaluate("scrollTo(0, document.body.scrollHeight)")  # down to your tiles
            others.click()  # the list of the other moves opens in the card, laid out anew
            expect(card.locator("li").last).to_be_visible()
            hint_leaves_the_lit_end_in_sight(page)
            in_sight_in_the_card(page, card, head, shut)
            in_the_window(page, head, shut)
            if sideways:
                assert page.evaluate(OVER_YOUR_PLATE) == [True, True, True], "opened"
            page.evaluate("scrollTo(0, 0)")  # up to the line
            others.click()  # the list shut: the card laid out anew, smaller
            expect(card.locator("li").last).to_be_hidden()
            in_the_window(page, head, shut)
        before = version(page)
        card.locator(".hint-buttons .primary").click()  # the hint played
        settled(page, before)
        wait_for_decision(page)
    assert with_others >= 2


# The boxes (left, top, right, bottom) of the hint's card, of the score and of the status's words
# (the status's own box spans the score bar's row, its words at its right end).
CARD_AND_SCORE = """() => {
  const r = (b) => [b.left, b.top, b.right, b.bottom];
  const words = document.createRange();
  words.selectNodeContents(document.getElementById('status'));
  return {card: r(document.querySelector('.hint-panel').getBoundingClientRect()),
          score: r(document.querySelector('.scoreboard .score').getBoundingClientRect()),
          status: r(words.getBoundingClientRect())};
}"""


def clear(a, b) -> bool:
    """The boxes ``a`` and ``b`` do not overlap (by more than half a pixel)."""
    return a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5


@pytest.mark.parametrize("size", ["phone sideways", "phone sideways 740x360"])
def test_the_hint_s_other_moves_opened_sideways_leave_the_score_and_your_turn_in_sight(
    page_at, base_url, size
):
    """On a phone turned sideways the hint's card over your plate, its other moves opened, grew
    up to the table's top: over the score (hidden whole under it), and over the status's row,
    which it hid with "Your turn" though the words lie at the row's other end. At your turn after
    the lead, in each language in turn, the card with its other moves open lies over none of the
    score and none of the status's words, both still seen; it stays over your plate, whole in the
    window, its list scrolling within it, its head and Dismiss in sight."""
    page = page_at(base_url, HINT_SIZES[size])
    start(page, seed=2)
    open_with_double_six(page)  # then the hint has other moves to show
    for lang in each_language(page):
        hint, others, dismiss = words(lang, "hint", "hintOthers", "hintDismiss")
        my_turn(page)
        page.locator("#toolbar").get_by_role("button", name=hint, exact=True).click()
        card = page.locator(".hint-panel")
        card.get_by_text(others, exact=True).click()
        expect(card.locator(".hint-other-moves")).to_be_visible()
        boxes = page.evaluate(CARD_AND_SCORE)
        assert clear(boxes["card"], boxes["score"]), (lang, "the score", boxes)
        assert clear(boxes["card"], boxes["status"]), (lang, "the status", boxes)
        expect(page.locator(".scoreboard .score")).to_be_visible()
        expect(page.locator("#status")).to_be_visible()
        assert page.evaluate(OVER_YOUR_PLATE) == [True, True, True], lang
        head, shut = card.locator(".hint-head"), card.get_by_role("button", name=dismiss)
        in_sight_in_the_card(page, card, head, shut)
        shut.click()
        expect(card).to_have_count(0)


def test_the_statistics_card_with_none_yet_is_as_wide_as_the_cards_around_it(page_at, base_url):
    """On a laptop the statistics card is wider than the start screen's column, for the table of
    statistics; with none yet it held one sentence and stood out on both sides of its column."""
    page = page_at(base_url, SIZES["laptop"])
    page.goto("/")
    expect(page.locator("section.stats")).to_contain_text("No match played on this device yet")
    widths = page.evaluate(
        """() => ['.saved-slot > .card', 'section.stats', '.ratings'].map(
          (s) => Math.round(document.querySelector(s).getBoundingClientRect().width))"""
    )
    assert len(set(widths)) == 1, widths


# Each radio button of the settings: its middle, and the first line of its words.
RADIOS = """() => [...document.querySelectorAll('#settings-dialog input[type=radio]')]
  .map((radio) => {
    const range = document.createRange();
    range.selectNodeContents(radio.labels[0]);
    const line = [...range.getClientRects()].find((r) => r.width > 30);
    const b = radio.getBoundingClientRect();
    return {choice: radio.labels[0].textContent.trim(), middle: (b.top + b.bottom) / 2,
            line: [line.top, line.bottom]};
  })"""


@pytest.mark.parametrize("lang", ["en", "es", "ht", "fr"])
def test_a_setting_s_choice_has_its_words_beside_its_button(page_at, base_url, lang):
    """On a phone a choice whose words did not fit on the button's line ("Preguntar en la
    pantalla de inicio") wrapped whole to the line below, the button left alone above it."""
    page = page_at(base_url, SIZES["phone"])
    page.goto("/")
    choose_language(page, lang)
    page.locator(".start-tools button").click()
    expect(page.locator("#settings-dialog")).to_be_visible()
    radios = page.evaluate(RADIOS)
    assert len(radios) >= 10
    for radio in radios:
        top, bottom = radio["line"]
        assert top < radio["middle"] < bottom, radio


# For each help under a setting: scrolled up under the panel's head, what lies at the head's
# title and at its middle, drawn on top (the head itself, or what shows through it).
UNDER_HEAD = """async () => {
  const panel = document.querySelector('#settings-dialog');
  const head = panel.querySelector('.panel-head');
  const title = head.querySelector('h2');
  const found = [];
  for (const help of panel.querySelectorAll('.help')) {
    panel.scrollTop += help.getBoundingClientRect().top - head.getBoundingClientRect().top;
    await new Promise((done) => requestAnimationFrame(done));
    const h = head.getBoundingClientRect();
    const t = title.getBoundingClientRect();
    const points = [[t.left + 4, (t.top + t.bottom) / 2], [(h.left + h.right) / 2, h.top + 4]];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (!head.contains(top)) found.push(help.textContent.slice(0, 30));
    }
  }
  return found;
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_the_words_of_a_panel_scroll_under_its_head_not_over_it(page_at, base_url, size):
    """A setting's help, drawn a little faded, was drawn over the panel's head as it scrolled
    under it: its words crossed the title and Close."""
    page = page_at(base_url, SIZES[size])
    page.goto("/")
    page.locator(".start-tools button").click()
    expect(page.locator("#settings-dialog")).to_be_visible()
    assert page.locator("#settings-dialog .help").count() >= 5
    assert page.evaluate(UNDER_HEAD) == []
