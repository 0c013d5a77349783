"""Placing tiles: mouse drag, a real touch drag, tap-tap, keyboard only; previews and hints."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import deal_from_seed, hand_text

from .helpers import (
    BIG,
    first_seed,
    holds,
    line_tiles,
    my_turn,
    open_with_double_six,
    opener_seed,
    said,
    seat_view,
    settled,
    shown_hand,
    start,
    version,
)


def center(locator):
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_mouse_drag_opens_the_line(page: Page):
    start(page, seed=opener_seed(1))
    tile = page.get_by_role("button", name="6-6", exact=True)
    target = page.get_by_role("button", name="Open here")
    before = version(page)
    x, y = center(tile)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 4, y - 4)  # under the threshold: still a press, nothing lit yet
    expect(page.locator(".end.lit")).to_have_count(0)
    tx, ty = center(target)
    page.mouse.move(tx, ty, steps=8)
    expect(target).to_have_class("end end-open lit drop-target")
    page.mouse.up()
    settled(page, before)
    said(page, "You play 6-6.")
    expect(page.get_by_role("button", name="6-6", exact=True)).to_have_count(0)


def test_mouse_drag_dropped_off_an_end_plays_nothing(page: Page):
    start(page, seed=opener_seed(1))
    tile = page.get_by_role("button", name="6-6", exact=True)
    x, y = center(tile)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y - 120, steps=6)
    page.mouse.up()
    expect(tile).to_have_attribute("aria-pressed", "true")  # still only a preview
    assert line_tiles(page) == 0


def test_touch_drag_with_real_touch_events(page: Page):
    start(page, seed=opener_seed(1))
    tile = page.get_by_role("button", name="6-6", exact=True)
    target = page.get_by_role("button", name="Open here")
    (x, y), (tx, ty) = center(tile), center(target)
    cdp = page.context.new_cdp_session(page)
    before = version(page)

    def touch(kind, px, py):
        points = [] if kind == "touchEnd" else [{"x": px, "y": py, "id": 1}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", x, y)
    for i in range(1, 11):
        touch("touchMove", x + (tx - x) * i / 10, y + (ty - y) * i / 10)
    touch("touchEnd", tx, ty)
    settled(page, before)
    said(page, "You play 6-6.")
    assert page.locator("#line .placed").count() >= 1


def test_tap_tile_then_tap_end(page: Page):
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    # The computers answer; when the human may play again, a second tap-tap on an end.
    my_turn(page)
    n = line_tiles(page)
    tile = page.locator(".tile.legal").first.get_attribute("aria-label")
    page.locator(".tile.legal").first.click()
    end = page.locator(".end.lit").first
    shows = end.text_content()
    side = "Left" if "end-left" in end.get_attribute("class") else "Right"
    expect(end).to_have_attribute("aria-label", f"{side} end, {shows}")
    before = version(page)
    end.click()
    settled(page, before)
    said(page, f"You play {tile} on the {shows}.")
    assert line_tiles(page) >= n + 1


def test_keyboard_only(page: Page):
    start(page, seed=opener_seed(1))
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    for _ in range(30):  # Tab through the toolbar to the tiles
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('.hand')"):
            break
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert focused == "6-6", focused  # the roving focus starts on a playable tile
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") != "6-6"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")  # select
    expect(page.get_by_role("button", name="Open here")).to_be_focused()
    before = version(page)
    page.keyboard.press("Enter")  # confirm
    settled(page, before)
    said(page, "You play 6-6.")


def test_keyboard_position_picker_chooses_the_end(page: Page):
    # Seat 1 opens with 6-6 and also holds a 6 that will fit either end of a 6-6 line... at its
    # next turn the picker offers the ends the chosen tile fits, left first.
    seed = first_seed(lambda h: holds(h, 1, "6-6") and holds(h, 1, "6-5"))
    start(page, seed=seed)
    open_with_double_six(page)
    my_turn(page)
    tile = page.locator(".tile.legal").first
    name = tile.get_attribute("aria-label")
    tile.focus()
    page.keyboard.press("Enter")
    lit = page.locator(".end.lit")
    expect(lit.first).to_be_focused()
    if lit.count() == 2:
        page.keyboard.press("ArrowRight")
        expect(page.locator(".end.lit.end-right")).to_be_focused()
    shows = page.evaluate("() => document.activeElement.textContent")
    side = (
        "Right"
        if lit.count() == 2
        else page.evaluate(
            "() => document.activeElement.dataset.side === 'left' ? 'Left' : 'Right'"
        )
    )
    expect(page.locator(".end.lit:focus")).to_have_attribute("aria-label", f"{side} end, {shows}")
    before = version(page)
    page.keyboard.press("Enter")
    settled(page, before)
    said(page, f"You play {name} on the {shows}.")


def test_selecting_only_previews(page: Page):
    match = start(page, seed=opener_seed(1))
    tile = page.get_by_role("button", name="6-6", exact=True)
    tile.click()
    expect(tile).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("button", name="Open here")).to_have_class("end end-open lit")
    # Nothing was sent: the server still has seat 1 holding 6-6 and an empty line.
    view = seat_view(page, match, 1)
    assert view["line"] == [] and "6-6" in view["hand"] and view["version"] == 0
    page.keyboard.press("Escape")
    expect(tile).to_have_attribute("aria-pressed", "false")
    expect(page.locator(".end.lit")).to_have_count(0)


def test_hint_previews_then_confirm_plays_it(page: Page):
    match = start(page, seed=opener_seed(1))
    page.get_by_role("button", name="Hint").click()
    panel = page.get_by_role("complementary", name="Hint")
    expect(panel).to_contain_text("Suggested: 6-6")
    six = page.get_by_role("button", name="6-6", exact=True)
    expect(six).to_have_attribute("aria-pressed", "true")
    assert seat_view(page, match, 1)["version"] == 0
    before = version(page)
    panel.get_by_role("button", name="Play it").click()
    settled(page, before)
    said(page, "You play 6-6.")


def test_hint_is_dismissed_by_anything_else(page: Page):
    start(page, seed=opener_seed(1))
    page.get_by_role("button", name="Hint").click()
    panel = page.get_by_role("complementary", name="Hint")
    expect(panel).to_be_visible()
    page.locator(".felt").click(position={"x": 5, "y": 5})
    expect(panel).to_have_count(0)
    expect(page.locator(".end.lit")).to_have_count(0)
    assert line_tiles(page) == 0


def test_a_forced_pass_is_the_only_action(page: Page):
    # Seat 1 holds no 6 at all, so a pass comes soon: play on until it does.
    seed = first_seed(lambda h: not any(holds(h, 1, f"6-{b}") for b in range(7)))
    start(page, seed=seed)
    for _ in range(40):
        expect(page.locator(".tile.legal, .actions button, #next-hand").first).to_be_visible()
        if page.get_by_role("button", name="Pass").count():
            break
        if page.locator("#next-hand").count():
            page.get_by_role("button", name="Next hand").click()
            continue
        before = version(page)
        page.locator(".tile.legal").first.click()
        page.locator(".end.lit").first.click()
        settled(page, before)
    else:
        raise AssertionError("no pass came up")
    expect(page.locator(".tile.legal")).to_have_count(0)
    expect(page.locator(".actions button")).to_have_count(1)
    before = version(page)
    page.get_by_role("button", name="Pass").click()
    settled(page, before)
    said(page, "You pass.")


@pytest.mark.parametrize("seed", [opener_seed(1), opener_seed(1, start=BIG)])
def test_seed_is_shown_and_a_new_match_with_it_replays_the_deal(page: Page, seed):
    """The seed, of 39 digits too (sent and shown as text: a number would round it), is shown
    as typed, and the start screen's button replays its deals."""
    start(page, seed=seed)
    expect(page.get_by_label("Seed")).to_have_value(str(seed))
    assert shown_hand(page) == hand_text(deal_from_seed(seed, 0)[0])
    page.get_by_role("button", name="6-6", exact=True).click()
    page.get_by_role("button", name="Open here").click()
    expect(page.get_by_role("button", name="6-6", exact=True)).to_have_count(0)
    page.get_by_role("button", name="New match").click()
    page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    expect(page.get_by_label("Seed (optional)")).to_have_value("")  # a new match: a new deal
    page.get_by_role("button", name=f"New match with this seed ({seed})").click()
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    assert shown_hand(page) == hand_text(deal_from_seed(seed, 0)[0])
    expect(page.locator("#line .placed")).to_have_count(0)


def test_a_tap_while_the_hint_is_shown_puts_it_away_and_does_what_it_does(page_at, base_url):
    """On a phone, a tap elsewhere than the hint's card, with the card shown, only put the card
    away: "Fair deal" tapped stayed shut, and the hint's tile tapped (lifted by the hint, to be
    played) was put back in the hand. Now the card goes and the disclosure opens; the hint's tile
    stays picked, every end it fits lit (seed 2: after the lead it fits both), and a tap on an
    end plays it."""
    page = page_at(base_url, (390, 844))
    start(page, seed=2)
    open_with_double_six(page)
    my_turn(page)
    card = page.get_by_role("complementary", name="Hint")
    page.get_by_role("button", name="Hint").tap()
    expect(card).to_be_visible()
    fair = page.locator(".table > .fair-deal")
    fair.locator("summary").tap()
    expect(card).to_have_count(0)
    expect(fair).to_have_attribute("open", "")
    page.get_by_role("button", name="Hint").tap()
    expect(card).to_be_visible()
    hinted = page.locator(".hand .tile.hinted")
    tile = hinted.get_attribute("data-tile")
    hinted.tap()
    expect(card).to_have_count(0)
    picked = page.locator(f'.hand .tile[data-tile="{tile}"]')
    expect(picked).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".end.lit")).to_have_count(2)
    before = version(page)
    page.locator(".end.lit").first.tap()
    settled(page, before)
    expect(page.locator(f'#line .placed[data-tile="{tile}"]')).to_have_count(1)


# The side ("left" or "right") of the line's end the hint does not light.
OTHER_END = """() => document.querySelector('#line .end:not(.hinted)').dataset.side"""


def test_a_tap_on_the_end_the_hint_does_not_light_plays_the_tile_there(page_at, base_url):
    """While the hint shows only its own end is lit, though its tile may fit the other: a tap on
    that other end only put the card away, the tile back in the hand, where without the hint
    (the tile picked) it plays the tile there. Now it plays it there too (seed 2: after the lead
    the hint's tile fits both ends)."""
    page = page_at(base_url, (390, 844))
    match = start(page, seed=2)
    open_with_double_six(page)
    my_turn(page)
    page.get_by_role("button", name="Hint").tap()
    card = page.get_by_role("complementary", name="Hint")
    expect(card).to_be_visible()
    tile = page.locator(".hand .tile.hinted").get_attribute("data-tile")
    expect(page.locator("#line .end.lit")).to_have_count(1)
    side = page.evaluate(OTHER_END)
    shows = page.locator(f"#line .end-{side}").inner_text()
    moves = len(seat_view(page, match, 1)["moves"])
    before = version(page)
    page.locator(f"#line .end-{side}").tap(force=True)  # a finger taps it though it is not lit
    settled(page, before)
    expect(card).to_have_count(0)
    said(page, f"You play {tile} on the {shows}.")
    assert seat_view(page, match, 1)["moves"][moves] == {"seat": 1, "play": tile, "end": side}


def test_a_tap_on_an_end_the_hint_s_tile_does_not_fit_says_why_and_keeps_it_picked(
    page_at, base_url
):
    """As without the hint: the tile stays picked, the end it fits lit, and why it does not fit
    the end tapped is said beside the tiles (the tap put it back in the hand, said nothing of
    why). Seed 3: after the lead the hint's tile fits one end only."""
    page = page_at(base_url, (390, 844))
    start(page, seed=3)
    open_with_double_six(page)
    my_turn(page)
    page.get_by_role("button", name="Hint").tap()
    card = page.get_by_role("complementary", name="Hint")
    expect(card).to_be_visible()
    tile = page.locator(".hand .tile.hinted").get_attribute("data-tile")
    side = page.evaluate(OTHER_END)
    shows = page.locator(f"#line .end-{side}").inner_text()
    assert shows not in tile.split("-"), (tile, shows)  # it does not fit there
    page.locator(f"#line .end-{side}").tap(force=True)
    expect(card).to_have_count(0)
    expect(page.locator(f'.hand .tile[data-tile="{tile}"]')).to_have_attribute(
        "aria-pressed", "true"
    )
    expect(page.locator("#line .end.lit")).to_have_count(1)
    why = f"{tile} does not fit the end showing {shows}: it has no {shows}."
    expect(page.locator(".actions .refused-why")).to_have_text(why)
    said(page, why)


def test_hint_confirmed_by_tapping_the_lit_end(page: Page):
    start(page, seed=opener_seed(1))
    page.get_by_role("button", name="Hint").click()
    expect(page.get_by_role("complementary", name="Hint")).to_be_visible()
    target = page.get_by_role("button", name="Open here")
    expect(target).to_have_class("end end-open lit hinted")
    before = version(page)
    target.click()
    settled(page, before)
    said(page, "You play 6-6.")
    expect(page.get_by_role("complementary", name="Hint")).to_have_count(0)


def test_rule_1_9_a_hint_lights_only_its_own_end_and_confirming_plays_exactly_it(page: Page):
    """RULES.md §1.9: a hint only previews a move until the player confirms it, and what is
    confirmed is the hint's move. Seed 2: after seat 1 opens 6-6 and the computers reply, the
    hint is a tile that fits both ends, and not the first legal move, so a preview that lit
    the other end too, or a "Play it" that played another move, is seen."""
    from dobleseis import ai
    from dobleseis.core import Play
    from dobleseis.core.tiles import name
    from dobleseis.session.table import Table

    from ..api.helpers import QUICK_SEARCH

    seats = ("human", "computer", "computer", "computer")
    expected = Table.new("x", "chiva", seats, "random", seed=2)
    expected = expected.act(1, expected.state.legal()[0])  # 6-6, the only move
    while not expected.to_act_human:
        expected = expected.computer()[0]
    best = ai.hint(*expected.hint_input(1), QUICK_SEARCH).best
    legal = expected.state.legal()
    assert isinstance(best, Play) and best != legal[0]
    assert len([a for a in legal if isinstance(a, Play) and a.tile == best.tile]) == 2
    match = start(page, seed=2)
    open_with_double_six(page)
    my_turn(page)
    page.get_by_role("button", name="Hint").click()
    panel = page.get_by_role("complementary", name="Hint")
    expect(panel).to_contain_text(f"Suggested: {name(best.tile)}")
    expect(page.locator(".end.lit")).to_have_count(1)  # the tile fits both: only its end
    expect(page.locator(f".end.end-{best.end.value}")).to_have_class(re.compile(r"\bhinted\b"))
    waiting = seat_view(page, match, 1)
    assert waiting["version"] == expected.version and waiting["to_act"] == 1  # only a preview
    before = version(page)
    panel.get_by_role("button", name="Play it").click()
    settled(page, before)
    last = seat_view(page, match, 1)["moves"][len(expected.state.hand.moves)]
    assert last == {"seat": 1, "play": name(best.tile), "end": best.end.value}
