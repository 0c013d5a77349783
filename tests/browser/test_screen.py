"""What the screen does around the moves: the hint lies on the table and moves nothing, the
end of a hand opens at its result, the score change survives a reload, the log speaks from the
client's own strings, a tap that cannot play is answered, bad seeds are refused in the form, and
a match deleted in another tab sends this one back to the start."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core.record import parse_record

from .conftest import MANUAL, NARRATION
from .helpers import (
    as_the_tests_play,
    decide,
    enter,
    import_record,
    my_turn,
    next_hand,
    open_with_double_six,
    opener_seed,
    played_record,
    said,
    seat_view,
    secrets,
    start,
    to_reveal,
    wait_for_decision,
)
from .test_celebrate import just_before

BOX = """sel => {
  const r = document.querySelector(sel).getBoundingClientRect();
  return [r.x, r.y, r.width, r.height];
}"""


@pytest.fixture
def phone(browser, base_url):
    ctx = browser.new_context(
        base_url=base_url,
        reduced_motion="reduce",
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
    )
    ctx.add_init_script(NARRATION)
    ctx.add_init_script(MANUAL)
    ctx.set_default_timeout(15_000)
    page = ctx.new_page()
    yield page
    ctx.close()


def test_the_hint_lies_on_the_table_and_nothing_moves(phone: Page):
    start(phone, seed=opener_seed(1))
    felt, hand = phone.evaluate(BOX, ".felt"), phone.evaluate(BOX, ".hand")
    phone.get_by_role("button", name="Hint").click()
    panel = phone.get_by_role("complementary", name="Hint")
    expect(panel).to_contain_text("Suggested: 6-6")
    assert phone.evaluate(BOX, ".felt") == felt and phone.evaluate(BOX, ".hand") == hand
    x, y, width, height = phone.evaluate(BOX, ".hint-panel")
    assert 0 <= y and y + height <= 740 and 0 <= x and x + width <= 360  # all of it on screen
    expect(panel.get_by_role("button", name="Play it")).to_be_in_viewport()
    expect(phone.get_by_role("button", name="Open here")).to_be_in_viewport()  # the lit end
    panel.get_by_role("button", name="Dismiss").click()
    expect(panel).to_have_count(0)
    assert phone.evaluate(BOX, ".felt") == felt and phone.evaluate(BOX, ".hand") == hand


UNCOVERED = """() => {
  const end = document.querySelector('.end.hinted');
  if (!end) return true;
  const r = end.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return end.contains(hit);
}"""


def test_the_hint_never_hides_the_end_it_lights(phone: Page):
    """At every turn of a whole hand on a phone, the lit end stays in sight beside the hint."""
    start(phone, seed=2)
    hints = 0
    for _ in range(40):
        wait_for_decision(phone)
        if phone.locator(".tile.legal").count() and not phone.locator("#next-hand").count():
            phone.get_by_role("button", name="Hint").click()
            panel = phone.get_by_role("complementary", name="Hint")
            expect(panel.get_by_role("button", name="Play it")).to_be_in_viewport()
            assert phone.evaluate(UNCOVERED)
            panel.get_by_role("button", name="Dismiss").click()
            hints += 1
        if decide(phone) in ("reveal", "over"):
            break
    assert hints >= 4


def ends_the_second_hand(action, before, after) -> bool:
    return len(after.results) == 2


def test_the_end_of_a_hand_opens_at_its_result_and_keeps_its_score_change(phone: Page):
    """The match is imported up to seat 1's last decision of its second hand (the play is not
    what is checked, the first hand's end seen): the page makes it, and the end opens."""
    record = just_before("chiva", ends_the_second_hand, yours=True)
    assert len(parse_record(record).replay().results) == 1  # in the second hand
    match = import_record(phone, record, ("here", "computer", "computer", "computer"), pace=0)
    enter(phone, match, ack=1)
    to_reveal(phone)  # the second hand: its score change starts from the first one's result
    r = phone.request.get(f"/api/matches/{match}").json()["last_result"]
    before, after = r["before"], r["score"]
    change = f"Score — Us: {after[0]}, Them: {after[1]} (was {before[0]}–{before[1]})"
    reveal = phone.locator(".reveal")
    assert phone.evaluate("() => window.scrollY") == 0
    expect(reveal.get_by_role("heading", level=2)).to_be_in_viewport()
    expect(reveal.locator(".score-change")).to_have_text(change)
    expect(reveal.locator(".score-change")).to_be_in_viewport()
    expect(phone.locator("#next-hand")).to_be_focused()
    expect(phone.locator("#next-hand")).to_be_in_viewport()
    expect(reveal.locator("details.fair-deal")).not_to_have_attribute("open", "")  # folded
    # Restart would replay a hand already over: it is offered again once the next hand is on.
    # (On a phone it is in the toolbar's menu.)
    phone.get_by_role("button", name="More").click()
    expect(phone.get_by_role("button", name="Restart hand")).to_be_disabled()
    phone.reload()
    expect(reveal.locator(".score-change")).to_have_text(change)


def test_a_tile_that_cannot_go_is_answered(page: Page):
    start(page, seed=opener_seed(1))
    other = page.locator(".hand .tile:not(.legal)").first  # only 6-6 may open
    name = other.get_attribute("aria-label")
    other.click(force=True)  # aria-disabled, yet a finger can still tap it
    said(page, f"{name} does not fit now")
    expect(other).to_have_class("tile refused")
    open_with_double_six(page)
    my_turn(page)
    # Selecting a tile leaves the line alone: the last tile placed does not arrive again.
    page.locator(".tile.legal").first.click()
    expect(page.locator("#line .placed.fresh")).to_have_count(0)


def test_the_log_is_told_in_the_clients_words(page: Page):
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    my_turn(page)
    page.get_by_role("button", name="Log").click()
    log = page.get_by_role("dialog", name="Log of the match")
    expect(log.locator("li").first).to_have_text(
        "The tiles are dealt; the holder of 6-6 opens with it."
    )
    expect(log.locator("li.log-play").first).to_have_text("You open with 6-6.")
    expect(log.locator("li.log-play").nth(1)).to_have_text(
        re.compile(r"^Seat 2 plays \d-\d on the 6\.$")
    )


@pytest.mark.parametrize("typed", ["1.5", "-3", "12a", "1e3", str(2**128), "9" * 40])
def test_a_seed_out_of_range_is_refused_in_the_form(page: Page, typed):
    """Seeds go up to 2**128 - 1, 39 digits: the form takes them whole (as text, never as a
    JavaScript number, which would round them), leading zeros and spaces around dropped."""
    page.goto("/")
    page.get_by_label("Seed (optional)").fill(typed)
    requests: list[dict] = []
    page.on("request", lambda r: requests.append(r.post_data_json) if r.method == "POST" else None)
    page.get_by_role("button", name="Start").click()
    expect(page.locator("#start-error")).to_have_text(
        f"A seed is a whole number from 0 to {2**128 - 1}."
    )
    expect(page.locator("#banner")).to_be_hidden()
    assert requests == []
    page.get_by_label("Seed (optional)").fill(f" 00{2**128 - 1} ")
    page.get_by_role("button", name="Start").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.locator("#start-error")).to_have_count(0)
    assert [r["seed"] for r in requests] == [str(2**128 - 1)]


def test_a_match_deleted_in_another_tab_goes_back_to_the_start(page: Page):
    match = start(page, seed=opener_seed(1))
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    assert page.request.delete(f"/api/matches/{match}", headers=secrets(page, match)).ok
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    expect(page.locator("#banner")).to_have_text(
        "This match is no longer here (deleted in another tab?)."
    )


def test_hot_seat_undo_from_the_handoff_and_a_reveal_for_everyone(page: Page):
    start(page, seats=("human", "human", "computer", "computer"), seed=opener_seed(1))
    page.get_by_role("button", name="I am seat 1").click()
    open_with_double_six(page)
    expect(page.get_by_role("heading", name="Pass the device to seat 2")).to_be_visible()
    # The seat that just played may take it back before handing the device on.
    page.get_by_role("button", name="Undo").click()
    expect(page.get_by_role("heading", name="Pass the device to seat 1")).to_be_visible()
    page.get_by_role("button", name="I am seat 1").click()
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    to_reveal(page)
    # Both humans look at the end of the hand: nobody is "you" or "partner" there.
    captions = page.locator(".revealed .who").all_inner_texts()
    assert [c.split(" · ")[0] for c in captions] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]


def test_a_keyboard_player_starts_on_the_tiles(page: Page):
    page.goto("/")
    page.get_by_label("Seed (optional)").fill(str(opener_seed(1)))
    page.get_by_role("button", name="Start").focus()
    page.keyboard.press("Enter")
    six = page.get_by_role("button", name="6-6", exact=True)
    expect(six).to_be_focused()  # no Tab needed to reach the table
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Open here")).to_be_focused()
    page.keyboard.press("Enter")
    said(page, "You play 6-6.")


def domino_seed() -> tuple[int, int]:
    """A Chiva seed whose first hand, played the tests' way by four humans, ends with a seat going
    out (that seat, the last to hold the device, then leads the next hand); and that seat."""
    from dobleseis.core import new_match

    for seed in range(200):
        state = new_match("chiva", seed)
        while not state.results:
            state = state.apply(as_the_tests_play(state))
        if state.results[0].kind == "domino":
            return seed, state.results[0].seat
    raise AssertionError("no domino in 200 seeds")


def ending(state) -> bool:
    """The next move, as the tests play, ends the hand."""
    return bool(state.apply(as_the_tests_play(state)).results)


def test_hot_seat_the_next_hand_starts_with_a_handoff(page: Page):
    """The hand is imported up to its last move (its play is not what is checked): the device
    is handed to the seat that goes out, which plays it here and so still holds the device."""
    seed, leader = domino_seed()
    record, before = played_record("chiva", seed, stop=ending)
    assert before.to_act == leader
    enter(page, import_record(page, record, ("human",) * 4))
    to_reveal(page)  # "I am seat N", then its last tile
    assert page.locator(".hand .tile").count() == 0
    next_hand(page)
    # The seat that went out leads again, yet its new tiles wait for "I am seat N".
    expect(page.get_by_role("heading", name=f"Pass the device to seat {leader}")).to_be_visible()
    assert page.locator(".hand .tile, svg.tile-svg").count() == 0


class Held:
    """The page's live connection routed through the test: once the page sends a message for
    which ``when(message)`` holds, the server's frames are held back until ``release``."""

    def __init__(self, page: Page, when) -> None:
        self.when, self.sent, self.frames = when, [], []
        self.holding, self.ws = False, None
        page.route_web_socket(re.compile(r"/live$"), self.route)

    def route(self, ws) -> None:
        self.ws = ws
        server = ws.connect_to_server()

        def to_server(message):
            self.sent.append(json.loads(message))
            self.holding = self.holding or self.when(self.sent[-1])
            server.send(message)

        def to_page(message):
            if self.holding:
                self.frames.append(message)
            else:
                ws.send(message)

        ws.on_message(to_server)
        server.on_message(to_page)

    def release(self) -> None:
        self.holding = False
        frames, self.frames = self.frames, []
        for frame in frames:
            self.ws.send(frame)


def test_a_move_made_on_a_position_being_undone_is_refused_as_stale(page: Page):
    held = Held(page, lambda m: m["type"] == "offer")
    match = start(page, seed=opener_seed(1))
    open_with_double_six(page)
    my_turn(page)
    # Hold the undo's answer back, pick a tile and an end meanwhile: that intent was made on the
    # position before the undo, so it goes out with that version and is refused, not played.
    page.get_by_role("button", name="Undo").click()
    page.locator(".tile.legal").first.click()
    page.locator(".end.lit").first.click()
    assert held.holding, "the undo did not go out"
    held.release()
    expect(page.locator("#banner")).to_have_text(
        "The table changed meanwhile, so that was not done: here is the table as it is now."
    )
    acts = [m for m in held.sent if m["type"] == "act"]
    state = seat_view(page, match, 1)
    assert len(acts) == 2 and acts[1]["version"] < state["version"], acts
    assert state["moves"] == []  # back before 6-6, nothing played


def test_a_double_tap_on_an_end_plays_once_without_a_word_of_error(page: Page):
    sent = []
    page.on(
        "websocket",
        lambda ws: ws.on("framesent", lambda f: sent.append(json.loads(f)["type"])),
    )
    start(page, seed=opener_seed(1))
    page.get_by_role("button", name="6-6", exact=True).click()
    page.get_by_role("button", name="Open here").dblclick()
    said(page, "You play 6-6.")
    my_turn(page)
    assert sent.count("act") == 1
    expect(page.locator("#banner")).to_be_hidden()
