"""Replay mode: every action of a finished match or a record file, forward and back, a step or a
hand at a time, with all four hands shown, the step said in words, the check of each finished
deal; it leaves cleanly."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import hand_text, name, new_match
from dobleseis.core.deal import commitment, seed_material
from dobleseis.core.record import action_from_json

from ..i18n.words import LANGUAGES, words as said_in
from .conftest import at_one_size
from .helpers import check_command, import_record, played_record, said, saved_row
from .test_labels_fit import CUT, open_in
from .test_languages import each_language
from .test_review import SHARED, option, reviewed


def states_of(record: dict) -> list:
    """The engine's state after each number of actions of ``record``."""
    state = new_match(record["variant"], record["seed"])
    out = [state]
    for raw in record["actions"]:
        state = state.apply(action_from_json(raw))
        out.append(state)
    return out


def hands_shown(state) -> list[str]:
    hands = state.hand.hands if state.hand is not None else state.dealt
    return [hand_text(h) for h in hands]


def seat_tiles(page: Page) -> list[str]:
    return [
        page.locator(f'.replay [data-seat="{s}"] .replay-hand').get_attribute("data-tiles")
        for s in (1, 2, 3, 4)
    ]


def words(raw: dict, before) -> str:
    """An action as the live region says it; ``before``: the state it was taken in. A play that
    names its end is said with the number showing there."""
    s = raw["seat"]
    if "play" in raw:
        ends = before.hand.ends
        end = f" on the {ends[0 if raw['end'] == 'left' else 1]}" if "end" in raw else ""
        return f"Seat {s} plays {raw['play']}{end}."
    if "pass" in raw:
        return f"Seat {s} passes."
    if "accept" in raw:
        return f"Seat {s} accepts the deal."
    return f"Seat {s} asks partner seat {raw['choose']} to open."


def at_step(page: Page, k: int, n: int) -> None:
    expect(page.locator("#replay-step")).to_have_text(f"Step {k} of {n}")


def hand_ends(record: dict) -> list[int]:
    """The steps of ``record`` whose action ended a hand, as the engine's states say."""
    states = states_of(record)
    return [k for k in range(1, len(states)) if len(states[k].results) > len(states[k - 1].results)]


def drop(page: Page, record: dict, name: str) -> None:
    """Drop ``record`` onto the start screen as a file called ``name``."""
    page.goto("/")
    transfer = page.evaluate_handle(
        """([text, name]) => {
            const dt = new DataTransfer();
            dt.items.add(new File([text], name, {type: 'application/json'}));
            return dt;
        }""",
        [json.dumps(record), name],
    )
    page.dispatch_event("#screen", "dragover", {"dataTransfer": transfer})
    page.dispatch_event("#screen", "drop", {"dataTransfer": transfer})


# Where each of the replay's buttons is, and its size.
CONTROLS = """() => [...document.querySelectorAll('.replay-controls button')].map((b) => {
  const r = b.getBoundingClientRect();
  return [b.textContent, Math.round(r.left), Math.round(r.top + scrollY),
          Math.round(r.width), Math.round(r.height)];
})"""


def test_replay_a_finished_match_step_by_step(page: Page):
    record, final = played_record("chiva", 31)
    states = states_of(record)
    n = len(record["actions"])
    match = import_record(page, record)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").click()
    at_step(page, 0, n)
    expect(page.locator(".badge")).to_have_text("Replay")
    expect(page.locator("#replay-text")).to_have_text("The deal, before anyone acts.")
    assert seat_tiles(page) == hands_shown(states[0])
    held = ", ".join(hands_shown(states[0])[2].split())
    expect(page.locator('[data-seat="3"] .replay-hand')).to_have_attribute(
        "aria-label", f"Seat 3 holds {held}"
    )
    for _ in (1, 2, 3):
        page.keyboard.press("ArrowRight")
    at_step(page, 3, n)
    assert seat_tiles(page) == hands_shown(states[3])
    said(page, f"Step 3 of {n}: {words(record['actions'][2], states[2])}")
    page.get_by_role("button", name="Back").click()
    at_step(page, 2, n)
    expect(page.locator("#replay-text")).to_have_text(words(record["actions"][1], states[1]))
    page.get_by_role("button", name="Forward").click()
    at_step(page, 3, n)
    page.reload()  # the tab keeps its place in the replay
    at_step(page, 3, n)
    page.keyboard.press("End")
    at_step(page, n, n)
    expect(page.get_by_role("button", name="Forward")).to_be_disabled()
    seats = "1 and 3" if final.winner == "13" else "2 and 4"
    spoken = page.locator(".replay-said")
    expect(spoken).to_contain_text(f"The team of seats {seats} wins the match.")
    last = final.results[-1]
    assert seat_tiles(page) == [hand_text(h) for h in last.final.hands]
    check_command(
        page.locator(".replay-said .verify textarea").input_value(),  # folded, but there
        seed_material(31, last.deal_index),
        commitment(31, last.deal_index),
        last.deal,
    )
    # a table only watched: its hand's review takes no side, every move in the order played
    assert review_of(page, match) == (
        [],
        ["1. Seat 2", "2. Seat 3", "3. Seat 4", "4. Seat 1"],
        ["Seat 1", "Seat 2", "Seat 3", "Seat 4"],
        "Review ready.",
        [],
    )
    page.get_by_role("button", name="To start").click()
    at_step(page, 0, n)
    page.get_by_role("button", name="Leave the replay").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    expect(saved_row(page, match)).to_be_visible()  # a replay changes nothing
    # the same match played here: its replay speaks as the table did
    from_seat_one(page, record, final)
    from_two_partners(page, record, final)


def replay_of(page: Page, record: dict, seats) -> str:
    """The replay, from the start screen, of ``record`` imported with ``seats``; its id."""
    match = import_record(page, record, seats)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").click()
    at_step(page, 0, len(record["actions"]))
    return match


# A hand's review with one move of each seat, seat 2 first (steps 1 to 4), seat 1's a blunder
# with its reasons (test_review's): seat 1's accuracy 1 of 3 choices good.
REVIEW = {
    "state": "done",
    "moves": [
        reviewed("forced", 0, option("6-4", 0.6, 0.5), option("6-4", 0.6, 0.5))
        | {"step": k, "seat": seat}
        for k, seat in enumerate((2, 3, 4), start=1)
    ]
    + [SHARED | {"step": 4}],
    "accuracy": {str(s): {"choices": 3, "good": 1} for s in (1, 2, 3, 4)},
}
# Why seat 1's blunder was worse, said as a hint would have said it to seat 1 at the table: its
# left is seat 4, wherever the replay draws it.
WHY = [
    "leaves 1s open: the player on your left passed on them",
    "plays your heaviest tile that fits (4-2, 6 pips)",
    "gets the double 1-1 out: a double fits only one number",
]


def review_of(page: Page, match: str) -> tuple[list[str], list[str], list[str], str, list[str]]:
    """The review of the hand whose end the replay of ``match`` shows (the server's answer
    ``REVIEW``), opened from it: its headings, its moves' numbers and seats in the order shown,
    the seats whose accuracy it gives, what a screen reader is told once it is ready, and why
    seat 1's move was worse than the best, as its details say."""
    page.route(
        f"**/api/matches/{match}/hands/*/review",
        lambda route: route.fulfill(json=REVIEW | {"hand": int(route.request.url.split("/")[-2])}),
    )
    page.locator(".replay-said").get_by_role("button", name="Review the hand").click()
    dialog = page.locator("#review-dialog")
    expect(dialog.locator(".review-move")).to_have_count(4)
    expect(dialog.locator("#review-told")).not_to_be_empty()
    seats = [t.split(":")[0] for t in dialog.locator(".review-move .review-step").all_inner_texts()]
    shown = (
        dialog.locator("h3").all_inner_texts(),
        seats,
        [t.split(":")[0] for t in dialog.locator(".review-accuracy li").all_inner_texts()],
        dialog.locator("#review-told").inner_text(),
    )
    step = page.locator(".review-step", has_text=re.compile(r"^4\. "))
    dialog.locator(".review-move", has=step).click()
    expect(dialog.locator(".review-detail")).to_be_visible()
    shown += (dialog.locator(".review-detail .review-why li").all_inner_texts(),)
    dialog.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()
    return shown


def holds(page: Page, seat: int) -> str:
    return page.locator(f'[data-seat="{seat}"] .replay-hand').get_attribute("aria-label")


def from_seat_one(page: Page, record: dict, final) -> None:
    """A device that played seat 1 hears the replay as it heard the table: its seat "you", its
    partner "your partner", its team "us"; the rivals by their seats (seat 1 still at the
    bottom)."""
    states, actions = states_of(record), record["actions"]
    match = replay_of(page, record, ("here", "computer", "computer", "computer"))
    hands = [", ".join(h.split()) for h in hands_shown(states[0])]
    expect(page.locator('[data-seat="1"] .who')).to_have_text("You, seat 1")
    expect(page.locator('[data-seat="3"] .who')).to_have_text("Your partner, seat 3")
    expect(page.locator('[data-seat="2"] .who')).to_have_text("Seat 2 · partner of seat 4")
    expect(page.locator(".seat-bottom")).to_have_attribute("data-seat", "1")
    assert [holds(page, s) for s in (1, 2, 3)] == [
        f"You hold {hands[0]}",
        f"Seat 2 holds {hands[1]}",
        f"Your partner holds {hands[2]}",
    ]
    expect(page.locator(".replay .score")).to_have_attribute(
        "aria-label", "Score: Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0"
    )
    said_as = {1: [("Seat 1 plays", "You play"), ("Seat 1 passes", "You pass")]}
    said_as[3] = [("Seat 3 ", "Your partner ")]
    firsts = sorted(next(i for i, a in enumerate(actions) if a["seat"] == s) for s in (1, 3))
    for k in firsts:  # each seat's first move, said as the table said it
        for _ in range(k + 1 - int(page.locator("#replay-step").text_content().split()[1])):
            page.keyboard.press("ArrowRight")
        at_step(page, k + 1, len(actions))
        text = words(actions[k], states[k])
        for table_words in said_as[actions[k]["seat"]]:
            text = text.replace(*table_words)
        expect(page.locator("#replay-text")).to_have_text(text)
    page.keyboard.press("End")
    spoken = page.locator(".replay-said")
    ours = final.winner == "13"
    expect(spoken).to_contain_text(f"{'Your' if ours else 'The other'} team wins the match.")
    expect(spoken).to_contain_text(re.compile(r"Score — Us: \d+, Them: \d+\."))
    # its hand's review too: our moves first, as at the table
    assert review_of(page, match) == (
        ["Our moves", "Their moves"],
        ["2. Your partner, seat 3", "4. You, seat 1", "1. Seat 2", "3. Seat 4"],
        ["You, seat 1", "Seat 2", "Your partner, seat 3", "Seat 4"],
        "Review ready: 1 of your 3 choices good.",
        WHY,
    )
    page.get_by_role("button", name="Leave the replay").click()


def from_two_partners(page: Page, record: dict, final) -> None:
    """Two partners who played on one device: their team is "us", but neither seat is "you"."""
    match = replay_of(page, record, ("here", "computer", "here", "computer"))
    expect(page.locator('[data-seat="1"] .who')).to_have_text("Seat 1 · partner of seat 3")
    assert holds(page, 3).startswith("Seat 3 holds ")
    expect(page.locator(".replay .score")).to_have_attribute(
        "aria-label", "Score: Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0"
    )
    page.keyboard.press("End")
    ours = final.winner == "13"
    expect(page.locator(".replay-said")).to_contain_text(
        f"{'Your' if ours else 'The other'} team wins the match."
    )
    assert review_of(page, match) == (
        ["Our moves", "Their moves"],
        ["2. Seat 3", "4. Seat 1", "1. Seat 2", "3. Seat 4"],
        ["Seat 1", "Seat 2", "Seat 3", "Seat 4"],
        "Review ready.",
        [],
    )
    page.get_by_role("button", name="Leave the replay").click()


def test_a_replay_opened_from_the_keyboard_has_the_focus_on_its_controls(page: Page):
    """Replay, pressed in the list, went away with the list: the focus was left nowhere (the
    page's body), and a keyboard or a screen reader began again from the top of the page."""
    record, _ = played_record("chiva", 31)
    n = len(record["actions"])
    match = import_record(page, record)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").focus()
    page.keyboard.press("Enter")
    at_step(page, 0, n)
    forward = page.get_by_role("button", name="Forward")
    expect(forward).to_be_focused()
    page.keyboard.press("Enter")
    at_step(page, 1, n)
    expect(forward).to_be_focused()


def test_at_the_end_of_a_hand_no_seat_acts_and_each_plate_says_its_last_move(page: Page):
    """The end of a hand lit the plate of the seat to open the next one as the seat to act,
    over the hand it does not play in: nobody acts in a hand that is over. And that step
    emptied every plate's "played 5-3", so the seat that went out with its last tile was shown
    nowhere: each plate says its last move of that hand, as it did during the hand."""
    record, _ = played_record("chiva", 31)
    states = states_of(record)
    n = len(record["actions"])
    end = next(k for k, state in enumerate(states) if len(state.results) == 1)
    last = {m.seat: m for m in states[end].results[0].final.moves}
    match = import_record(page, record)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").click()
    at_step(page, 0, n)
    for k in range(1, end + 1):
        page.keyboard.press("ArrowRight")
        at_step(page, k, n)
        if k == end - 1:
            expect(page.locator(".replay .seat.to-act")).to_have_count(1)
    expect(page.locator(".review-open")).to_be_visible()  # the hand is over
    expect(page.locator(".replay .seat.to-act")).to_have_count(0)
    for seat, move in last.items():
        words = "passed" if move.is_pass else f"played {name(move.tile)}"
        expect(page.locator(f'.replay [data-seat="{seat}"] .plate .last')).to_have_text(words)
    went_out = states[end].results[0].final.moves[-1]
    assert not went_out.is_pass  # a domino: the last move is the winner's last tile


def test_drop_a_record_file_to_replay_it(page: Page):
    record, _ = played_record("haiti", 32, stop=lambda s: len(s.actions) == 6)
    drop(page, record, "tuesday.json")
    expect(page.locator(".file-summary")).to_have_text("tuesday.json: Haiti (Dékabès), 6 actions")
    with page.expect_response("**/api/matches/import") as created:
        page.get_by_role("button", name="Replay it step by step").click()
    match = created.value.json()["id"]
    at_step(page, 0, 6)
    page.keyboard.press("End")
    at_step(page, 6, 6)
    assert seat_tiles(page) == hands_shown(states_of(record)[6])
    # a file takes no side, though its seat 1 was taken as the settings' "human" to replay it
    expect(page.locator('[data-seat="1"] .who')).to_have_text("Seat 1 · partner of seat 3")
    assert holds(page, 1).startswith("Seat 1 holds ")
    page.get_by_role("button", name="Leave the replay").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    # opened only to be replayed: the server forgets it again (the file is the player's copy)
    assert page.request.get(f"/api/matches/{match}").status == 404


@pytest.mark.parametrize(("width", "languages"), [(390, LANGUAGES), (360, ["es"])])
def test_a_replay_on_a_phone_keeps_every_seat_s_words_in_its_plate(
    browser, base_url, width, languages
):
    """On a phone the side seats' plates were narrow columns beside the line, too narrow for
    their words ("Puesto 2 · en pareja con el puesto 4", "computadora"): they spilled out, the
    right one's off the screen, and the page scrolled sideways. As at play, the side seats now
    sit in the top row with the partner: every plate's words, its last move's too, stay inside
    it, and the line has the felt's whole width. A touch screen is not told of arrow keys. Each
    language in turn on one replay, at its first step and at its 12th."""
    record, _ = played_record("haiti", 8)
    page = open_in(browser, base_url, "en", (width, 844))
    try:
        match = import_record(page, record, ("here", "computer", "computer", "computer"))
        page.goto("/")
        saved_row(page, match).get_by_role("button", name="Replay", exact=True).click()
        plates = [".replay-felt .plate", ".replay-felt .plate > *"]
        expect(page.locator(".replay-felt .plate")).to_have_count(4)
        cut = {lang: page.evaluate(CUT, plates) for lang in each_language(page, languages)}
        for _ in range(12):  # each seat's last move on its plate
            page.keyboard.press("ArrowRight")
        for lang in each_language(page, languages, spoken=languages[-1]):
            step = said_in(lang, ("stepOf", 12, len(record["actions"])))[0]
            expect(page.locator("#replay-step")).to_have_text(step)
            expect(page.locator(".replay-felt .plate .last:empty")).to_have_count(0)
            cut[lang] += page.evaluate(CUT, plates)
            assert cut[lang] == [], (lang, cut[lang])
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width, lang
            felt = page.locator(".replay-felt").bounding_box()
            line = page.locator(".replay-felt .center").bounding_box()
            assert line["width"] >= felt["width"] - 30, (lang, line, felt)  # less its rim
            # the keys ("Keys: ← and → …") are a keyboard's: a touch screen has none to press
            expect(page.locator(".replay .keys")).to_be_hidden()
    finally:
        page.close()


@at_one_size("phone", fixture="sized")
def test_a_replay_goes_hand_by_hand_to_where_each_hand_ended(sized):
    """On a phone a replay moved one action a tap: hand 10 of a match of Haiti was some 300 taps
    away. Next hand and Previous hand go to the step that ended a hand, where its result shows
    and is said; from inside the first hand Previous goes to the deal, from inside any other to
    the end of the hand before; each is disabled where it would not move."""
    page = sized
    record, _ = played_record("haiti", 8)
    n = len(record["actions"])
    ends = hand_ends(record)
    assert len(ends) > 3 and ends[-1] == n  # the match's last hand ends at its last step
    match = import_record(page, record)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay", exact=True).click()
    at_step(page, 0, n)
    previous = page.get_by_role("button", name="Previous hand")
    next_hand = page.get_by_role("button", name="Next hand")
    forward = page.get_by_role("button", name="Forward")
    expect(previous).to_be_disabled()
    for number, end in enumerate(ends, start=1):
        next_hand.click()
        at_step(page, end, n)
        expect(page.locator(".hand-no")).to_have_text(f"Hand {number}")
        expect(page.locator(".replay-said > p.result").first).to_be_visible()  # its result
        words = " ".join(page.locator(".replay-said > p").all_text_contents())
        said(page, f"Step {end} of {n}: {words}")
    expect(next_hand).to_be_disabled()
    for end in reversed(ends[:-1]):
        previous.click()
        at_step(page, end, n)
    previous.click()
    at_step(page, 0, n)
    expect(previous).to_be_disabled()
    forward.click()
    at_step(page, 1, n)
    previous.click()  # inside the first hand: back to the deal
    at_step(page, 0, n)
    next_hand.click()
    forward.click()
    forward.click()
    at_step(page, ends[0] + 2, n)
    previous.click()  # inside the second hand: back to the end of the first
    at_step(page, ends[0], n)
    forward.click()
    next_hand.click()  # inside the second hand: on to its end
    at_step(page, ends[1], n)


def test_each_tap_on_a_replay_s_buttons_counts_though_the_step_is_not_drawn_yet(page: Page):
    """Forward tapped twice before the next step is drawn goes two steps on; Next hand twice,
    two hands on; Back twice, two steps back (the taps made at once, in one task of the page,
    so that no answer can come between them)."""
    record, _ = played_record("haiti", 8)
    n = len(record["actions"])
    ends = hand_ends(record)
    match = import_record(page, record)
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay", exact=True).click()
    at_step(page, 0, n)

    def twice(name: str) -> None:
        page.get_by_role("button", name=name, exact=True).evaluate("b => { b.click(); b.click(); }")

    twice("Forward")
    at_step(page, 2, n)
    twice("Next hand")
    at_step(page, ends[1], n)
    twice("Back")
    at_step(page, ends[1] - 2, n)


def test_page_down_and_page_up_go_hand_by_hand_through_a_record_that_stops_mid_hand(page: Page):
    """A record file replays its own actions only, and may stop inside a hand: Page Down goes
    to each hand's end, then to the file's last action; Page Up back to each end, then the deal.
    The line of keys says so."""
    record, _ = played_record("haiti", 32, stop=lambda s: len(s.actions) == 70)
    ends = hand_ends(record)
    assert len(ends) == 2 and ends[-1] < 70
    drop(page, record, "tuesday.json")
    page.get_by_role("button", name="Replay it step by step").click()
    at_step(page, 0, 70)
    expect(page.locator(".replay .keys")).to_contain_text("Page Up and Page Down")
    for k in [*ends, 70]:
        page.keyboard.press("PageDown")
        at_step(page, k, 70)
    expect(page.get_by_role("button", name="Next hand")).to_be_disabled()
    for k in [ends[1], ends[0], 0]:
        page.keyboard.press("PageUp")
        at_step(page, k, 70)
    expect(page.get_by_role("button", name="Previous hand")).to_be_disabled()


@pytest.mark.parametrize("width", [320, 390])
def test_a_replay_s_buttons_fit_a_phone_and_hold_still_from_hand_to_hand(browser, base_url, width):
    """Six buttons on a phone, in every language: two rows of three, every word inside its
    button and the screen. And they hold still under a finger going hand by hand: the felt above
    them filled what the words under them left of the screen, and a hand's end, whose words are
    longer, moved them up a row."""
    record, _ = played_record("haiti", 8)
    n = len(record["actions"])
    page = open_in(browser, base_url, "en", (width, 740))
    try:
        match = import_record(page, record)
        page.goto("/")
        saved_row(page, match).get_by_role("button", name="Replay", exact=True).click()
        at_step(page, 0, n)
        labels = [".replay-controls button", ".replay-controls button *"]
        for lang in each_language(page, LANGUAGES):
            assert page.evaluate(CUT, labels) == [], lang
            buttons = page.evaluate(CONTROLS)
            rows = [top for _, _, top, _, _ in buttons]
            assert rows[:3] == [rows[0]] * 3 and rows[3:] == [rows[3]] * 3, (lang, buttons)
            assert all(x >= 0 and x + w <= width for _, x, _, w, _ in buttons), (lang, buttons)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width, lang
        # in Spanish, whose plates take the most lines
        lang = next(each_language(page, ["es"], spoken=lang))
        buttons = page.evaluate(CONTROLS)
        ends = hand_ends(record)
        next_hand, *steps = said_in(lang, "replayNextHand", *(("stepOf", k, n) for k in ends))
        for step in steps:
            page.get_by_role("button", name=next_hand).click()
            expect(page.locator("#replay-step")).to_have_text(step)
            assert page.evaluate(CONTROLS) == buttons, (lang, step)
    finally:
        page.close()
