"""The table as a player sees it (issue 19), on a desktop (1366×768) and a phone (390×844, touch):
the hint shown on the table without covering your tiles and saying the chance to win the match
before the hand's, the ends named by their side, the hint naming its end by the number the bent
line shows there (both ends lit where both show it), the empty line inviting only the seat that
opens, a seat's plate saying it thinks at its turn (not its
move of a round ago), the phone's one-row toolbar with its rarer controls in a
menu, every seat's label kept, the line using the felt's width, the tiles of a Haiti deal drawn
as they are while you look at them, and neither the felt nor the toolbar drawn again by news that
changes nothing on them."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal

import pytest
from playwright.sync_api import expect

from dobleseis.core import Phase, new_match
from dobleseis.core.record import parse_record, record_of

from ..i18n.words import words
from .helpers import (
    HEARD,
    as_the_tests_play,
    born,
    computers,
    decide,
    doubles,
    first_seed,
    heard,
    import_record,
    match_id,
    my_turn,
    open_with_double_six,
    opener_seed,
    played_record,
    seat_view,
    secrets,
    settled,
    start,
    version,
    wait_for_decision,
)
from .test_friends import tool
from .test_friends_words import enter
from .test_languages import each_language
from .test_review import percents

SIZES = pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["desktop", "phone"])


# The boxes (left, top, right, bottom) of the hint's card, your tiles and the lifted one, and
# whether the point in the middle of each lit end shows that end (nothing lies over it).
HINT = """() => {
  const r = (n) => {
    const b = n.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  const shown = (n) => {
    const b = n.getBoundingClientRect();
    return n.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2));
  };
  const lifted = document.querySelector('.hand .tile.hinted');
  return {
    card: r(document.querySelector('.hint-panel')),
    tiles: [...document.querySelectorAll('.hand .tile')].map(r),
    lifted: lifted && r(lifted),
    others: [...document.querySelectorAll('.hand .tile:not(.hinted)')].map(r),
    ends: [...document.querySelectorAll('#line .end.hinted')].map(shown),
    viewport: [innerWidth, innerHeight],
  };
}"""


# The boxes of the felt and of your hand, read in one go: the table is drawn anew with each view,
# so a locator's box read while a new view replaces the old one would find nothing.
UNDER = """() => ['.play-felt', '.hand'].map((s) => {
  const b = document.querySelector(s).getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom];
})"""


def overlap(a, b) -> bool:
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


@SIZES
def test_the_hint_is_shown_on_the_table_and_covers_none_of_your_tiles(page_at, base_url, size):
    # At every turn of a hand where seat 1 has a tile to play: the suggested tile is lifted in
    # the hand, its end lit and in sight, and the card with the chances and the reasons lies
    # wholly on the screen, over none of your tiles.
    page = page_at(base_url, size)
    start(page, seed=2)
    hints = 0
    for _ in range(40):
        wait_for_decision(page)
        if page.locator(".tile.legal").count() and not page.locator("#next-hand").count():
            under = page.evaluate(UNDER)
            page.get_by_role("button", name="Hint").click()
            card = page.get_by_role("complementary", name="Hint")
            expect(card).to_contain_text("Suggested: ")
            expect(card).to_contain_text("chance to win the match")
            expect(card.locator(".reasons li").first).to_be_visible()
            expect(page.locator(".hand .tile.hinted")).to_have_count(1)
            b = page.evaluate(HINT)
            covered = [t for t in b["tiles"] if overlap(b["card"], t)]
            assert not covered, f"the hint covers tiles {covered} (card {b['card']})"
            width, height = b["viewport"]
            x0, y0, x1, y1 = b["card"]
            assert x0 >= 0 and y0 >= 0 and x1 <= width and y1 <= height, b["card"]
            assert all(b["lifted"][1] < t[1] - 10 for t in b["others"]), b  # lifted
            assert b["ends"] and all(b["ends"]), "the lit end is hidden"
            expect(card.get_by_role("button", name="Play it")).to_be_in_viewport()
            # nothing under it moved
            assert page.evaluate(UNDER) == under
            card.get_by_role("button", name="Dismiss").click()
            expect(card).to_have_count(0)
            hints += 1
            if hints == 5:
                break
        if decide(page) in ("reveal", "over"):
            break
    assert hints >= 4


def whole_percent(chance: float) -> int:
    """``chance`` in whole percents as the client writes it (Intl rounds a half up, not to the
    even number as Python's ``round`` does)."""
    return int(Decimal(str(chance)).scaleb(2).quantize(Decimal(1), ROUND_HALF_UP))


def test_the_hint_gives_the_match_s_chance_first_as_it_ranks_by_it(page_at, base_url):
    """The hint ranks the moves by their chance to win the match (docs/api.md, HINT), and a
    hand's review now lists that chance first, the hand's after: the hint's card said the hand's
    first, for the suggestion and for each of the other moves. Both say the match's first now,
    the numbers the HINT of the API gives for this view, in each language (one turn, the page
    put in each language in turn)."""
    page = page_at(base_url, (1366, 768))
    table = start(page, seed=2)
    open_with_double_six(page)  # then the hint has moves to choose among
    my_turn(page)
    asked = page.request.get(f"/api/matches/{table}/hint?seat=1", headers=secrets(page, table))
    assert asked.ok, asked.text()
    best, *rest = [
        [whole_percent(o["value"]), whole_percent(o["win"])] for o in asked.json()["options"]
    ]
    assert best[0] != best[1] and rest, "this turn would not tell the order"
    for lang in each_language(page):
        hint, others, dismiss = words(lang, "hint", "hintOthers", "hintDismiss")
        my_turn(page)
        page.locator("#toolbar").get_by_role("button", name=hint, exact=True).click()
        card = page.locator(".hint-panel")
        expect(card.locator(".hint-win")).to_be_visible()
        assert percents(card.locator(".hint-win").text_content()) == best, lang
        card.get_by_text(others, exact=True).click()
        expect(card.locator(".hint-other-moves")).to_be_visible()
        shown = card.locator(".hint-other-moves li").all_text_contents()
        assert [percents(text) for text in shown] == rest, lang
        card.get_by_role("button", name=dismiss, exact=True).click()
        expect(card).to_have_count(0)


@pytest.mark.parametrize("size", [(1366, 768)], ids=["desktop"])
def test_the_ends_are_named_by_their_side_even_when_they_show_the_same_number(page_at, still, size):
    # Seat 1 opens with 6-6 and the computers wait: both ends show 6, and their names still
    # differ, side first, then the number.
    page = page_at(still.url, size)
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    left, right = page.locator("#line .end-left"), page.locator("#line .end-right")
    expect(left).to_have_attribute("aria-label", "Left end, 6")
    expect(right).to_have_attribute("aria-label", "Right end, 6")
    expect(left).to_have_text("6")
    expect(right).to_have_text("6")
    computers(page, still)
    wait_for_decision(page)
    for end, side in ((left, "Left"), (right, "Right")):
        expect(end).to_have_attribute("aria-label", f"{side} end, {end.text_content()}")


# Where each end of the line is drawn: its side, the number it shows, the middle of its box,
# whether the hint lights it.
ENDS = """() => [...document.querySelectorAll('#line .end')].map((n) => {
  const b = n.getBoundingClientRect();
  const hinted = n.classList.contains('hinted');
  return { side: n.dataset.side, shows: n.textContent, x: b.x + b.width / 2, y: b.y, hinted };
})"""


def hand_in_play(length: int):
    """A stop for ``played_record``: seat 1 has a tile to play on a line of ``length`` tiles or
    more (or the match is over)."""

    def stop(state) -> bool:
        if state.over:
            return True
        plays = state.phase is Phase.PLAY and state.to_act == 1 and state.hand.line
        return bool(plays and len(state.hand.line) >= length and state.hand.fitting(1))

    return stop


def test_the_hint_names_the_end_it_lights_by_the_number_the_bent_line_shows(page_at, base_url):
    # Seed 4, on a phone: the line of 11 tiles bends into a second row, drawn right to left, so
    # the engine's right end lies at the left of the screen, under the left end. The hint is
    # 5-3, which fits both ends (3 and 5), on the right one: "5-3 on the right end, 5" named an
    # end drawn at the left. Its words name the end by the number on the button it lights.
    record, state = played_record("chiva", 4, stop=hand_in_play(9))
    assert state.hand.ends == (3, 5) and len(state.hand.line) == 11
    page = page_at(base_url, (390, 844))
    enter(page, import_record(page, record, ("here", "computer", "computer", "computer")))
    my_turn(page)
    page.get_by_role("button", name="Hint").click()
    card = page.get_by_role("complementary", name="Hint")
    expect(card.locator(".hint-best")).to_have_text("Suggested: 5-3 on the 5")
    lit, other = sorted(page.evaluate(ENDS), key=lambda e: not e["hinted"])
    assert lit["hinted"] and not other["hinted"]
    assert (lit["side"], lit["shows"], other["shows"]) == ("right", "5", "3")
    assert lit["x"] < 390 / 2 and lit["y"] > other["y"], (lit, other)  # bent: at the left, below
    expect(card.locator(".hint-other-moves")).not_to_contain_text("end")


def test_with_both_ends_alike_the_hint_lights_both_and_either_plays_its_move(page_at, base_url):
    # Seed 0: both ends of the line show 5, and the hint is 5-0, the same move on either
    # (RULES.md §1.4). Its words say so, and both ends are lit: the one its "Play it" would not
    # take plays it too (it lit the left end only, and named it "the left end, 5").
    def equal_ends(state) -> bool:
        return hand_in_play(1)(state) and state.hand.left == state.hand.right

    record, state = played_record("chiva", 0, stop=equal_ends)
    assert state.hand.ends == (5, 5) and not state.results
    page = page_at(base_url, (390, 844))
    match = import_record(page, record, ("here", "computer", "computer", "computer"))
    enter(page, match)
    my_turn(page)
    page.get_by_role("button", name="Hint").click()
    card = page.get_by_role("complementary", name="Hint")
    expect(card.locator(".hint-best")).to_have_text("Suggested: 5-0 on the 5 (either end)")
    expect(page.locator("#line .end.hinted")).to_have_count(2)
    before = version(page)
    page.locator("#line .end-right").click()
    settled(page, before)
    last = seat_view(page, match, 1)["moves"][len(state.hand.moves)]
    assert last == {"seat": 1, "play": "5-0", "end": "right"}


def test_the_empty_line_says_open_here_only_to_the_seat_that_opens(page_at, still):
    # Seat 4 (a computer, waiting) holds 6-6: the empty line does not invite seat 1 to open, a
    # tap that would do nothing; when seat 1 holds it, it does.
    page = page_at(still.url, (390, 844))
    start(page, seed=opener_seed(4))
    expect(page.locator("#status")).to_have_text("Seat 4 is thinking…")
    expect(page.locator("#line .end-open")).to_have_text("")
    mine = page_at(still.url, (390, 844))
    start(mine, seed=opener_seed(1))
    expect(mine.locator("#line .end-open")).to_have_text("Open here")


def test_a_seat_at_its_turn_is_thinking_on_its_plate_not_showing_its_last_move(page_at, still):
    # Its move of a round ago, still on its plate, would read as the move it just made.
    page = page_at(still.url, (390, 844))
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    plate = page.locator(".seat[data-seat='2'] .plate .last")
    expect(plate).to_have_text("thinking…")
    computers(page, still)
    expect(page.locator(".seat[data-seat='3'] .plate .last")).to_have_text(
        re.compile(r"^(played .+|passed)$")
    )
    decide(page)  # seat 1 plays or passes: seat 2, which moved a round ago, is to act again
    expect(plate).to_have_text("thinking…")
    computers(page, still)
    expect(plate).to_have_text(re.compile(r"^(played .+|passed)$"))


def test_the_status_line_names_your_partner_as_its_plate_does(page_at, still):
    # At your partner's turn the line above the felt said "Seat 3 is thinking…", right over the
    # plate that says "Your partner, seat 3": the player had to match the two. A seat of the
    # other team is still said by its number, as its plate says it.
    page = page_at(still.url, (390, 844))
    start(page, variant="haiti", seed=opener_seed(1))
    status = page.locator("#status")
    expect(page.locator(".seat[data-seat='3'] .who")).to_have_text("Your partner, seat 3")
    decide(page)  # seat 1 accepts the deal
    expect(status).to_have_text("Seat 2 is looking at the deal")
    still.move()
    expect(status).to_have_text("Your partner is looking at the deal")
    computers(page, still)  # seats 3 and 4 accept: seat 1 opens with 6-6
    open_with_double_six(page)
    expect(status).to_have_text("Seat 2 is thinking…")
    still.move()
    expect(status).to_have_text("Your partner is thinking…")


TOOLBAR = """() => [...document.querySelectorAll('#toolbar button')]
  .filter((b) => b.offsetParent !== null)
  .map((b) => { const r = b.getBoundingClientRect(); return [b.textContent, r.top, r.bottom]; })"""


def test_the_phone_toolbar_keeps_one_row_and_its_rarer_controls_in_a_menu(page_at, base_url):
    page = page_at(base_url, (390, 844))
    start(page, seed=opener_seed(1))
    shown = page.evaluate(TOOLBAR)
    assert [name for name, *_ in shown] == ["Hint", "Undo", "Sound", "More"], shown
    assert len({round(top) for _, top, _ in shown}) == 1  # one row
    # beside the game's name, on the bar's first row
    brand, hint = page.locator("#brand").bounding_box(), page.locator("#toolbar").bounding_box()
    assert hint["y"] <= brand["y"] + brand["height"] and brand["y"] <= hint["y"] + hint["height"]
    rules = page.get_by_role("button", name="Rules")
    expect(rules).to_be_hidden()
    more = page.get_by_role("button", name="More")
    expect(more).to_have_attribute("aria-expanded", "false")
    more.click()
    expect(more).to_have_attribute("aria-expanded", "true")
    rarer = ("Redo", "Restart hand", "Rules", "Log", "Score sheet", "Settings", "New match", "Home")
    for name in rarer:
        expect(page.get_by_role("button", name=name, exact=True)).to_be_visible()
    page.keyboard.press("Escape")
    expect(rules).to_be_hidden()
    expect(more).to_be_focused()
    more.click()
    rules.click()
    expect(page.get_by_role("dialog", name="Rules: Chiva (Puerto Rico)")).to_be_visible()
    expect(rules).to_be_hidden()  # a choice made closes the menu


def test_the_desktop_toolbar_shows_every_control(page_at, base_url):
    page = page_at(base_url, (1366, 768))
    start(page, seed=opener_seed(1))
    shown = [name for name, *_ in page.evaluate(TOOLBAR)]
    assert shown == [
        "Hint",
        "Undo",
        "Sound",
        "Redo",
        "Restart hand",
        "Rules",
        "Log",
        "Score sheet",
        "Settings",
        "New match",
        "Home",
    ]
    expect(page.get_by_role("button", name="More")).to_be_hidden()


@SIZES
def test_every_seat_keeps_its_label(page_at, base_url, size):
    page = page_at(base_url, size)
    start(page, seed=opener_seed(1))
    for where in ("left", "top", "right"):
        expect(page.locator(f".seat-{where} .plate .kind")).to_be_visible()
        expect(page.locator(f".seat-{where} .plate .kind")).to_have_text("computer")
        expect(page.locator(f".seat-{where} .plate .count")).to_be_visible()
    # "You, seat 1": not "human" beside it (a seat of a person says so only of another's)
    expect(page.locator(".seat-bottom .plate .who")).to_have_text("You, seat 1")
    expect(page.locator(".seat-bottom .plate .kind")).to_have_count(0)


# The line's box against the felt's inside, and the tiles in each row of the line.
ROWS = """() => {
  const felt = document.querySelector('.felt');
  const inner = felt.clientWidth - parseFloat(getComputedStyle(felt).paddingLeft) * 2;
  const rows = [...document.querySelectorAll('#line .line-row')]
    .map((row) => row.querySelectorAll('.placed').length);
  return {box: document.querySelector('.center').clientWidth, inner, rows};
}"""


def test_the_line_uses_the_felt_on_a_phone(page_at, still):
    # The line's box is the felt's whole width (the side seats sit beside the partner, above
    # it), so that it turns after five tiles or more, not four.
    page = page_at(still.url, (390, 844))
    start(page, seed=67)
    for _ in range(60):
        computers(page, still)
        measured = page.evaluate(ROWS)
        if sum(measured["rows"]) >= 8:
            break
        assert decide(page) not in ("reveal", "over")
    assert measured["box"] >= measured["inner"] - 2, measured
    assert len(measured["rows"]) >= 2 and measured["rows"][0] >= 5, measured


# Whether each tile of your hand is drawn dimmed.
DIMMED = """() => [...document.querySelectorAll('.hand .tile')]
  .map((b) => getComputedStyle(b).filter.includes('brightness'))"""


@pytest.mark.parametrize("size", [(1366, 768)], ids=["desktop"])
def test_the_tiles_of_a_haiti_deal_are_drawn_as_they_are(page_at, base_url, size):
    # Looking at the deal to accept it, no tile is dimmed; once it is your turn to play, the
    # tiles that do not fit are.
    page = page_at(base_url, size)
    start(page, "haiti", seed=opener_seed(1))
    expect(page.get_by_role("button", name="Accept", exact=True)).to_be_visible()
    assert page.evaluate(DIMMED) == [False] * 7
    page.get_by_role("button", name="Accept", exact=True).click()
    expect(page.get_by_role("button", name="Open here")).to_be_visible()
    dimmed = page.evaluate(DIMMED)
    assert dimmed.count(True) == 6 and len(dimmed) == 7  # only 6-6 may open


# The width of a tile in your hand, the unit of the line's tiles, whether the hand is one row and
# whether anything sticks out sideways.
SIZE_OF = """() => {
  const tiles = [...document.querySelectorAll('.hand .tile')].map((b) => b.getBoundingClientRect());
  return {
    tile: tiles[0].width,
    rows: new Set(tiles.map((r) => Math.round(r.top))).size,
    unit: parseFloat(document.getElementById('line').style.getPropertyValue('--u')),
    fits: document.documentElement.scrollWidth <= innerWidth,
  };
}"""


@pytest.mark.parametrize(
    "size", [(1366, 768), (390, 844), (360, 740)], ids=["desktop", "phone", "narrow-phone"]
)
def test_the_look_high_contrast_and_large_tiles_are_remembered(page_at, base_url, size):
    page = page_at(base_url, size)
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    wait_for_decision(page)
    before = page.evaluate(SIZE_OF)
    if size[0] < 700:
        page.get_by_role("button", name="More").click()
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    dialog.get_by_label("High contrast").check()
    dialog.get_by_label("Large tiles").check()
    dialog.get_by_role("button", name="Close").click()
    html = page.locator("html")
    expect(html).to_have_attribute("data-contrast", "high")
    expect(html).to_have_attribute("data-tiles", "large")
    felt = page.evaluate("getComputedStyle(document.querySelector('.felt')).backgroundColor")
    assert felt == "rgb(0, 0, 0)", felt
    page.wait_for_function(
        "u => parseFloat(document.getElementById('line').style.getPropertyValue('--u')) > u",
        arg=before["unit"],
    )
    after = page.evaluate(SIZE_OF)
    # At 360 px the usual tiles are a finger's 44 px already, and seven in a row leave a large
    # one little more (46: app.css).
    assert after["tile"] > before["tile"] * (1.05 if size[0] == 360 else 1.1), (before, after)
    assert after["unit"] > before["unit"], (before, after)
    assert after["rows"] == 1 and after["fits"], after  # your tiles still in one row
    page.reload()
    expect(html).to_have_attribute("data-contrast", "high")
    expect(html).to_have_attribute("data-tiles", "large")
    expect(page.locator(".hand .tile").first).to_be_visible()
    assert page.evaluate(SIZE_OF)["tile"] == after["tile"]


# Counts the felts and the toolbars drawn since the page loaded (each is drawn anew only when
# what it shows changed), and keeps the counts as they were when the live connection first told
# the table's state, before the page itself heard of it (its first view came just before).
DRAWN = """(() => {
  window.__drawn = { felt: 0, toolbar: 0 };
  document.addEventListener("DOMContentLoaded", () =>
    new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.target.id === "toolbar" && c.addedNodes.length) window.__drawn.toolbar += 1;
        for (const n of c.addedNodes)
          if (n.nodeType === 1 && (n.matches(".play-felt") || n.querySelector(".play-felt")))
            window.__drawn.felt += 1;
      }
    }).observe(document.body, { childList: true, subtree: true }),
  );
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        if (JSON.parse(e.data).type === "table" && !window.__before)
          window.__before = { ...window.__drawn };
      });
    }
  };
})()"""


def test_a_match_is_drawn_once_with_its_table_heard_of(page_at, still):
    # The live connection tells a match's first view, then the table's state (a match on one
    # device, nobody away, nobody reading the rules): the view waits for it, so nothing of the
    # match is drawn before, and the felt and the toolbar are drawn once, as the table they are;
    # never drawn again as the table is heard of, where a player tapping their first tile or
    # the hint at that moment would lose the tap.
    page = page_at(still.url, (1366, 768), scripts=(DRAWN,))
    start(page, seed=opener_seed(1))
    my_turn(page)
    page.wait_for_function("() => window.__before")
    assert page.evaluate("window.__before") == {"felt": 0, "toolbar": 0}
    assert page.evaluate("window.__drawn") == {"felt": 1, "toolbar": 1}


def test_the_log_says_you_and_your_partner(page_at, still):
    """The log said "Seat 1 accepts the deal." of the device's own seat and "Seat 3 …" of its
    partner's, where a player says "you" and "your partner"; a seat of the other team keeps
    its number."""
    page = page_at(still.url, (390, 844))
    start(page, variant="haiti", seed=opener_seed(1))
    decide(page)  # seat 1 accepts the deal
    computers(page, still)  # seats 2, 3 and 4 accept
    tool(page, "Log")
    log = page.locator("#log-dialog")
    expect(log).to_contain_text("You accept the deal.")
    expect(log).to_contain_text("Seat 2 accepts the deal.")
    expect(log).to_contain_text("Your partner accepts the deal.")


def test_the_live_region_says_you_and_your_partner(page_at, still):
    """The live region said "Seat 1 plays 6-6." of the player's own move and "Seat 3 …" of its
    partner's, where a player says "you" and "your partner"; a seat of the other team keeps its
    number."""
    page = page_at(still.url, (1366, 768))
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    computers(page, still)  # seats 2, 3 and 4 answer, one view each
    told = page.evaluate("() => window.__said")
    assert "You play 6-6." in told
    assert any(re.match(r"Seat 2 (plays|passes)", w) for w in told), told
    assert any(re.match(r"Your partner (plays|passes)", w) for w in told), told
    assert not any(re.search(r"Seat [13]\b", w) for w in told), told


def test_the_end_of_a_hand_is_said_once_while_the_next_goes_on_under_it(page_at, still):
    """The computers lead the next hand while the player still looks at the end of the last:
    each of their moves said the end of the hand again ("Hand 1 is over. You lost the hand.
    Score…", three times). It is said once; the next hand's moves are said when the player goes
    on to it (test_hand_said)."""
    page = page_at(still.url, (1366, 768))
    start(page, seed=opener_seed(1, start=50))
    table = match_id(page)
    while not page.locator("#next-hand").count():  # one move at a time, to the end of the hand
        if not still.move():
            decide(page)
            continue
        now = page.request.get(f"/api/matches/{table}").json()["version"]
        expect(page.locator("body")).to_have_attribute("data-version", str(now))
    at_end = int(version(page))
    computers(page, still)  # seats 2, 3 and 4 open the next hand under the end of this one
    assert int(version(page)) > at_end
    expect(page.locator("#next-hand")).to_be_visible()
    told = page.evaluate("() => window.__said")
    assert len([w for w in told if "Hand 1 is over." in w]) == 1, told


def test_a_partners_redeal_is_told_as_your_partners(page_at, base_url):
    """The note over the line and the live region said "Seat 3 requests a redeal" of the
    player's partner. The note is no live region of its own (put in the page with its words in
    it, it was never read out): its words are said in the page's live region."""
    page = page_at(base_url, (390, 844), scripts=[HEARD])
    seed = first_seed(lambda h: doubles(h[2]) >= 5 and doubles(h[0]) < 5)
    start(page, "haiti", seed=seed)
    page.get_by_role("button", name="Accept", exact=True).click()  # then seat 3 asks again
    words = "Your partner requests a redeal: all 28 tiles are dealt again."
    expect(page.locator(".notice")).to_have_text(words)
    page.wait_for_function("t => window.__said.some((s) => s.includes(t))", arg=words)
    assert any(x["region"] == "live" and words in x["text"] for x in heard(page))
    assert born(page) == []


def test_your_own_redeal_is_said_as_its_notice_shows_it(page_at, base_url):
    """QA with a screen reader: the notice over the line ("You requested a redeal: here are your
    new tiles.") was a live region put in the page with its words in it, which a screen reader
    may never read out. Its words are said in the page's live region, once the redeal is made."""
    page = page_at(base_url, (1366, 768), scripts=[HEARD])
    start(page, "haiti", seed=first_seed(lambda h: doubles(h[0]) >= 5))
    page.get_by_role("button", name="Request a redeal").click()
    words = "You requested a redeal: here are your new tiles."
    expect(page.locator(".notice")).to_have_text(words)
    page.wait_for_function("t => window.__said.includes(t)", arg=words)
    assert {"region": "live", "text": words} in heard(page)
    assert born(page) == []


def choosing(seat: int) -> dict:
    """The record of the first Haiti match (seeds from 0, every seat playing as the tests play)
    up to the moment ``seat`` is to choose who opens."""
    for seed in range(200):
        state = new_match("haiti", seed)
        while not state.over:
            if state.phase is Phase.CHOOSE and state.to_act == seat:
                return record_of(state)
            state = state.apply(as_the_tests_play(state))
    raise AssertionError("no seed below 200 fits")


def test_the_hint_for_who_opens_says_you_or_your_partner(page_at, base_url):
    """The hint for the choice of who opens suggested "seat 1 opens" or "seat 3 opens", on its
    card and aloud, to the player at seat 1."""
    page = page_at(base_url, (1366, 768))
    record = choosing(1)
    table = import_record(page, record, ("human", "computer", "computer", "computer"))
    seen = len(parse_record(record).replay().results)  # the hand just ended was seen
    page.evaluate(
        "([id, ack]) => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack}))",
        [table, seen],
    )
    page.reload()
    expect(page.get_by_role("button", name="Me (seat 1)")).to_be_visible()
    page.get_by_role("button", name="Hint").click()
    suggested = re.compile(r"^Suggested: (you open|your partner opens)$")
    card = page.get_by_role("complementary", name="Hint")
    expect(card.locator(".hint-best")).to_have_text(suggested)
    page.wait_for_function(
        "() => window.__said.some((s) => /^Suggested: (you open|your partner opens)$/.test(s))"
    )
