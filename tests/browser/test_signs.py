"""The small signs of issue 19: Rules and Log, which pause the game, say so on a visible sign; a
tile put on an end it does not fit says why, aloud and beside the tiles; leaving a replay leaves
no "Step k of n" in the live region, nor does another language or screen leave old words there;
and at 1366×768 the end-of-hand card fits the screen."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from ..i18n.words import words
from .conftest import SIZES, at_one_size, device
from .helpers import (
    decide,
    enter,
    import_record,
    match_id,
    my_turn,
    numbers_of,
    open_with_double_six,
    opener_seed,
    played_record,
    said,
    saved_row,
    seat_view,
    start,
    to_reveal,
)
from .test_languages import choose_language
from .test_sheet import tool

PAUSED = "The computer players wait while this is open; people can still play."


def center(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_rules_and_log_show_that_the_game_is_paused(sized: Page):
    start(sized, seed=opener_seed(1))
    for name, dialog in (("Rules", "#rules-dialog"), ("Log", "#log-dialog")):
        if sized.viewport_size["width"] < 700:  # on a phone Rules and Log are under More
            sized.get_by_role("button", name="More").click()
        sized.get_by_role("button", name=name, exact=True).click()
        sign = sized.locator(f"{dialog} .paused-sign")
        expect(sign).to_have_text(PAUSED)
        expect(sign).to_be_in_viewport()
        expect(sized.locator(dialog)).to_have_accessible_description(PAUSED)
        sized.locator(dialog).get_by_role("button", name="Close").click()
        expect(sign).to_be_hidden()


@at_one_size("phone", fixture="sized")
def test_rules_and_log_of_a_finished_match_say_nothing_of_a_pause(sized: Page):
    """Opened once the match was over, Rules and Log still said that the computer players wait
    while they are open, though nothing was left to play."""
    from .test_celebrate import just_before, match_ends_by, open_record

    open_record(sized, just_before("chiva", match_ends_by(1)))
    to_reveal(sized, limit=10)
    expect(sized.locator(".reveal .match-over")).to_be_visible()
    for name, dialog in (("Rules", "#rules-dialog"), ("Log", "#log-dialog")):
        sized.get_by_role("button", name="More").click()  # on a phone Rules and Log are under More
        sized.get_by_role("button", name=name, exact=True).click()
        expect(sized.locator(f"{dialog} h2")).to_be_visible()
        expect(sized.locator(f"{dialog} .paused-sign")).to_have_count(0)
        expect(sized.locator(dialog)).to_have_accessible_description("")
        sized.locator(dialog).get_by_role("button", name="Close").click()


@pytest.mark.parametrize(("name", "dialog"), [("Rules", "#rules-dialog"), ("Log", "#log-dialog")])
def test_rules_or_log_open_as_the_match_ends_no_longer_say_the_computers_wait(
    browser, base_url, name, dialog
):
    """Rules or Log open on a friend's device while the host made the match's last move (people
    play on while it is open) still said that the computer players wait, until opened again. At
    a table of the host (seat 1) and a friend (seat 3), one move of the host's before the end,
    the friend's panel says so; once the host has made that move it no longer does, nor is the
    panel described by the sign."""
    from .online import friends_going_on
    from .test_celebrate import just_before, match_ends_by
    from .test_friends import tool

    record = just_before("chiva", match_ends_by(1))
    with friends_going_on(browser, base_url, record) as (host, friend, _):
        tool(friend.page, name)
        expect(friend.page.locator(f"{dialog} .paused-sign")).to_have_text(PAUSED)
        decide(host.page)  # the match's last move
        expect(friend.page.locator("body")).to_have_attribute("data-phase", "over")
        expect(friend.page.locator(dialog)).to_be_visible()  # still open
        expect(friend.page.locator(f"{dialog} .paused-sign")).to_have_count(0)
        expect(friend.page.locator(dialog)).to_have_accessible_description("")


def misfit(page: Page):
    """Play until seat 1 holds a legal tile that fits one end only: (tile, the other end's side,
    the number it shows)."""
    match = match_id(page)
    for _ in range(40):
        my_turn(page)
        view = seat_view(page, match, 1)
        left, right = view["ends"]
        for action in view["legal"]:
            tile = action.get("play")
            if tile is None or action.get("end") is None:
                continue
            other = "right" if action["end"] == "left" else "left"
            number = right if other == "right" else left
            if number not in numbers_of(tile):
                return tile, other, number
        decide(page)
    raise AssertionError("no tile fitting one end only came")


def test_a_drop_on_an_end_the_tile_does_not_fit_says_why(sized: Page):
    start(sized, seed=opener_seed(1))
    sized.get_by_role("button", name="6-6", exact=True).click()
    sized.get_by_role("button", name="Open here").click()
    tile, side, number = misfit(sized)
    why = f"{tile} does not fit the end showing {number}: it has no {number}."
    button = sized.locator(f'.hand .tile[data-tile="{tile}"]')
    end = sized.locator(f'#line .end[data-side="{side}"]')
    (x, y), (tx, ty) = center(button), center(end)
    sized.mouse.move(x, y)
    sized.mouse.down()
    sized.mouse.move(tx, ty, steps=8)
    expect(end).not_to_have_class("end end-" + side + " lit")
    sized.mouse.up()
    said(sized, why)
    note = sized.locator(".actions .note")
    expect(note).to_have_text(why)
    expect(note).to_have_class("note refused-why")
    expect(note).to_be_in_viewport()
    # A tap on that end with the tile picked says the same, and the tile stays picked.
    sized.evaluate("() => { window.__said = []; }")
    expect(button).to_have_attribute("aria-pressed", "true")
    end.click(force=True)  # aria-disabled, yet a finger can still tap it
    said(sized, why)
    expect(button).to_have_attribute("aria-pressed", "true")


@at_one_size("desktop", fixture="sized")
def test_leaving_a_replay_leaves_no_step_in_the_live_region(sized: Page):
    record, _ = played_record("chiva", 31)
    match = import_record(sized, record)
    sized.goto("/")
    saved_row(sized, match).get_by_role("button", name="Replay").click()
    for k in range(1, 4):  # Forward goes one past the step shown: each waits for the one before
        sized.get_by_role("button", name="Forward").click()
        expect(sized.locator("#replay-step")).to_contain_text(f"Step {k} of")
    expect(sized.locator("#live")).to_contain_text("Step 3 of")
    sized.get_by_role("button", name="Leave the replay").click()
    expect(sized.locator("body")).to_have_attribute("data-screen", "start")
    expect(sized.locator("#live")).to_have_text("The replay is closed.")


@at_one_size("desktop", fixture="sized")
def test_the_live_region_keeps_no_old_news_nor_words_of_another_language(sized: Page):
    """QA: the live region, which a screen reader may come on later (browse mode), still said
    "The replay is closed." once the page spoke Spanish, "Te sugiero: …" once it spoke French,
    and the end of the last match's hand in a new match. Its words leave with the language and
    the match or screen they were said on; words said after, there, are heard."""
    live = sized.locator("#live")
    start(sized, seed=opener_seed(1))
    open_with_double_six(sized)
    my_turn(sized)
    hint_es, label_es, suggested_es = words("es", "hint", "prefs.lang.label", ("hintBest", "X"))
    label_fr = words("fr", "prefs.lang.label")[0]
    sized.get_by_role("button", name="Hint", exact=True).click()
    expect(live).to_have_text(re.compile(r"^Suggested: "))
    choose_language(sized, "es")
    expect(live).to_have_text("")
    sized.get_by_role("button", name=hint_es, exact=True).click()
    said_es = re.escape(suggested_es).replace("X", ".+")
    expect(live).to_have_text(re.compile(f"^{said_es}$"))  # said after, in Spanish
    choose_language(sized, "fr", label_es)
    expect(live).to_have_text("")
    choose_language(sized, "en", label_fr)
    sized.get_by_role("button", name="Hint", exact=True).click()
    expect(live).to_have_text(re.compile(r"^Suggested: "))
    tool(sized, "New match")
    sized.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    expect(sized.locator("body")).to_have_attribute("data-screen", "start")
    expect(live).to_have_text("")


# The Log of imported match `id` opened with a hand of 131 entries, its first hand's moves over
# and over and its result (in bold) last: numbers of one, two and three digits.
LONG_LOG = """async ({ id }) => {
  const { api } = await import("/js/api.js");
  const { openLog } = await import("/js/panels.js");
  const { wordsOf } = await import("/i18n/index.js");
  const hand = (await api.log(id)).entries.filter((e) => e.hand === 1);
  const moves = hand.filter((e) => e.kind !== "result");
  const long = Array.from({ length: 130 }, (_, k) => moves[k % moves.length]);
  openLog(await wordsOf("en"), [...long, hand.at(-1)], "chiva", null);
}"""

# How far each entry's number in the open Log (one list: entry k is "k. "), as its list draws it
# in its marker's font, stays inside the panel's margin, in CSS px: negative where it sticks out
# towards the panel's edge.
INSIDE = """() => {
  const dialog = document.getElementById("log-dialog");
  const body = dialog.querySelector(".panel-body");
  const edge = body.getBoundingClientRect().left + parseFloat(getComputedStyle(body).paddingLeft);
  const pen = document.createElement("canvas").getContext("2d");
  return [...dialog.querySelectorAll(".log > li")].map((li, k) => {
    const m = getComputedStyle(li, "::marker");
    pen.font = `${m.fontStyle} ${m.fontWeight} ${m.fontSize} ${m.fontFamily}`;
    return li.getBoundingClientRect().left - pen.measureText(`${k + 1}. `).width - edge;
  });
}"""


def test_the_log_s_numbers_stay_inside_the_panel(sized: Page):
    """QA: "28." of the Log touched the panel's left edge (a two-digit number, the bold of a
    hand's result wider still). Numbers of up to three digits keep within the panel's margin,
    on a phone and a laptop."""
    record, _ = played_record("chiva", 31)
    match = import_record(sized, record)
    sized.goto("/")
    sized.evaluate(LONG_LOG, {"id": match})
    log = sized.locator("#log-dialog .log > li")
    expect(log).to_have_count(131)
    expect(log.last).to_have_class("log-result")
    inside = sized.evaluate(INSIDE)
    assert min(inside) >= 0, [(k + 1, round(x, 1)) for k, x in enumerate(inside) if x < 0]


@pytest.mark.parametrize("variant", ["chiva", "haiti"])
def test_the_end_of_a_hand_fits_a_1366_by_768_screen(browser, base_url, variant):
    ctx = device(browser, base_url, viewport=SIZES["desktop"])
    page = ctx.new_page()
    # the end of the first hand, seat 1 on this device (imported: the play is not what is checked)
    record = played_record(variant, 21, stop=lambda state: bool(state.results))[0]
    enter(page, import_record(page, record, ("here", "computer", "computer", "computer")))
    card = page.locator(".reveal")
    expect(card).to_be_visible()
    assert page.evaluate("() => window.scrollY") == 0
    last = page.locator(".reveal > :last-child")
    expect(last).to_be_in_viewport(ratio=1)  # its last line above the fold
    bottom = page.evaluate("() => document.querySelector('.reveal').getBoundingClientRect().bottom")
    assert bottom <= 768, bottom
    ctx.close()


def test_the_end_of_a_match_with_its_celebration_fits_a_1366_by_768_screen(browser, base_url):
    from .test_celebrate import just_before, match_ends_by, open_record

    ctx = device(browser, base_url, viewport=SIZES["desktop"])
    page = ctx.new_page()
    open_record(page, just_before("chiva", match_ends_by(1)))
    to_reveal(page, limit=10)
    expect(page.locator(".reveal .cheer")).to_be_visible()
    expect(page.locator(".reveal > :last-child")).to_be_in_viewport(ratio=1)
    bottom = page.evaluate("() => document.querySelector('.reveal').getBoundingClientRect().bottom")
    assert bottom <= 768, bottom
    # the match's sheet (33 hands here) beside the card, in a box that scrolls on its own and
    # opens at the hand that won the match
    aside = page.locator(".sheet-aside")
    expect(aside.locator("tbody tr").last).to_be_in_viewport(ratio=1)
    box = aside.bounding_box()
    assert box["y"] + box["height"] <= 768 and box["x"] >= 0, box
    ctx.close()
