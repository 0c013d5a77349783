"""Whole matches, the end-of-hand reveal, undo/redo/restart, pausing, hot-seat and redeals."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import Phase, deal_from_seed, hand_text, new_match, partner

from .conftest import device
from .helpers import (
    as_the_tests_play,
    decide,
    doubles,
    enter,
    first_seed,
    import_record,
    line_tiles,
    my_turn,
    next_hand,
    open_with_double_six,
    opener_seed,
    played_record,
    replay,
    score_text,
    seat_view,
    settled,
    shown_hand,
    start,
    version,
    wait_for_decision,
)


def play_to_reveal(page: Page, limit: int = 60) -> None:
    for _ in range(limit):
        if decide(page) in ("reveal", "over"):
            return
    raise AssertionError("the hand did not end")


def result_words(variant: str, result, before, us: str | None = "13") -> list[str]:
    """What the reveal must say about ``result``, worked out from the engine's numbers, to a
    device playing for team 13 ("your team" and "the other team"), or for neither (``us`` None:
    the teams by their seats)."""
    p1, p2, p3, p4 = result.pips
    if variant == "chiva":
        side = {"13": p1 + p3, "24": p2 + p4}
    else:
        side = {"13": min(p1, p3), "24": min(p2, p4)}
    w = result.winner
    names = {"13": "the team of seats 1 and 3", "24": "the team of seats 2 and 4"}
    if us == "13":
        names = {"13": "your team", "24": "the other team"}
    name = names.get(w)
    if result.kind == "domino":
        # a device holding seat 1 says "you" of it and "your partner" of seat 3
        mine = {1: "You", 3: "Your partner"} if us == "13" else {}
        out = mine.get(result.seat, f"Seat {result.seat}")
        words = [f"Domino! {out} went out: {name} wins the hand."]
        if result.dekabes:
            words.append(f"Dékabès! 2 × {result.points // 2} = {result.points} points")
    elif result.kind == "block":
        lp = side["24" if w == "13" else "13"]
        whose = f"{name} holds" if variant == "chiva" else f"{name}'s lightest hand holds"
        words = [f"Block: {whose} {side[w]} pips against {lp}."]
    else:
        words = [f"Block with {side['13']} pips"]
    if w and variant == "chiva":
        added = f"{name.capitalize()} adds 1 to its streak."
        words.append(added if result.points else broke(w, us))
    elif w and not result.dekabes:
        n = result.points
        words.append(f"{name.capitalize()} scores {n} point{'s' if n > 1 else ''}.")
    after = result.score
    a, b = ("Us", "Them") if us == "13" else ("Seats 1 & 3", "Seats 2 & 4")
    return words + [f"Score — {a}: {after[0]}, {b}: {after[1]} (was {before[0]}–{before[1]})"]


def broke(winner: str, us: str | None) -> str:
    """What the reveal says of a Chiva hand won against a streak (RULES.md: both scores go back
    to 0 and the winners get nothing), from the side of a device playing for ``us``."""
    if us is None:
        seats = "1 and 3" if winner == "13" else "2 and 4"
        who, win = f"The team of seats {seats} broke the other team's streak", "the win"
    elif winner == us:
        who, win = "You broke the other team's streak", "your win"
    else:
        who, win = "The other team broke your streak", "their win"
    return f"{who}: both scores go back to 0, and {win} adds nothing."


def play_match(page: Page, match: str, hands: int = 60, us: str | None = "13"):
    """Play every decision until the match is over (or ``hands`` hands are done), checking each
    reveal's words and the score against the engine, as a device playing for ``us`` sees them."""
    for _ in range(hands):
        play_to_reveal(page, limit=400)
        state = replay(page, match)
        if not reveal_said(page, state, us):
            return state
    return state


def reveal_said(page: Page, state, us: str | None = "13") -> bool:
    """The reveal of ``state``'s last hand says its result and the score against the engine's
    numbers, as a device playing for ``us`` sees them; unless it ends the match, the next hand
    is then asked for, and the score bar shows the new score (and that the next win counts
    double where it does). Whether the match goes on."""
    result = state.results[-1]
    reveal = page.locator(".reveal")
    expect(reveal.get_by_role("heading", level=2)).to_have_text(f"Hand {result.number} is over")
    shown = reveal.locator(".result, .score-change").all_inner_texts()
    expected = result_words(state.variant.name, result, result.before, us)
    assert len(shown) == len(expected), (shown, expected)
    for text, want in zip(shown, expected):
        assert text.startswith(want), (shown, expected)
    if page.locator(".reveal .match-over").count():
        return False
    next_hand(page)
    expect(page.locator(".scoreboard .score").first).to_have_text(score_text(state.score, us))
    if state.base == 2:
        expect(page.locator(".scoreboard .double-next").first).to_have_text(
            "Next win counts double"
        )
    return True


def match_won(page: Page, state) -> None:
    """The end of the match says whether you won (seat 1, the human, plays for team 13), in its
    celebration, and the final score on the score's line."""
    cheer = page.locator(".reveal .cheer p")
    expect(cheer).to_contain_text(
        "you and your partner" if state.winner == "13" else "The other team", ignore_case=True
    )
    expect(page.locator(".reveal .score-change")).to_contain_text(
        f"Score — Us: {state.score[0]}, Them: {state.score[1]}"
    )


# Seeds of short whole matches that still hold what makes a match (found with the engine: a
# Table with random computers and the seat played as ``decide`` plays): Chiva 260 ends 0–4 after
# six hands, a streak broken on the way; Haiti 100 ends 6–0 after four hands, a tie doubling the
# win after it. (Seeds 11 and 12 took 37 and 21 hands.)
CHIVA_BROKEN, HAITI_DOUBLED = 260, 100


@pytest.mark.slow
def test_whole_chiva_match(page: Page):
    match = start(page, "chiva", seed=CHIVA_BROKEN)
    state = play_match(page, match)
    assert state.over and state.score in ((4, 0), (0, 4))
    assert len({r.winner for r in state.results}) == 2  # the other team broke a streak
    match_won(page, state)


@pytest.mark.slow
def test_whole_haiti_match(page: Page):
    match = start(page, "haiti", seed=HAITI_DOUBLED)
    state = play_match(page, match)
    assert state.over and max(state.score) > 4  # the win after the tie counted double
    assert any(r.kind == "tie" for r in state.results)
    match_won(page, state)


def kinds_of_result(variant: str, seed: int, hands: int) -> set[str]:
    """How the first ``hands`` hands end when the tests play every seat: "domino", "block",
    "tie", and "broken" for a win that breaks the other team's streak (Chiva)."""
    state = new_match(variant, seed=seed)
    while len(state.results) < hands and not state.over:
        state = state.apply(as_the_tests_play(state))
    kinds = {r.kind for r in state.results}
    return kinds | ({"broken"} if any(r.winner and not r.points for r in state.results) else set())


# The seeds below 300 whose first hands, played as the tests play, end in every way wanted in the
# fewest moves (found with kinds_of_result): Chiva needs three hands (a win, a win of the other
# team that breaks its streak, a tie), Haiti two (a block and a tie).
@pytest.mark.slow
@pytest.mark.parametrize(
    "variant, seed, hands, wanted",
    [("chiva", 210, 3, {"block", "tie", "broken"}), ("haiti", 153, 2, {"block", "tie"})],
)
def test_blocks_ties_and_their_words(page: Page, variant, seed, hands, wanted):
    """Four humans on one device; each reveal's words are checked against the engine's numbers
    (and Haiti's "next win counts double" after the tie). Each hand's end is reached by
    importing the match up to it, played as the tests play (the words are what is checked,
    not the play), the device shown its reveal."""
    assert wanted <= kinds_of_result(variant, seed, hands)
    for k in range(1, hands + 1):
        record, state = played_record(variant, seed, stop=lambda s, k=k: len(s.results) >= k)
        match = import_record(page, record, seats=("human",) * 4)
        enter(page, match, ack=k - 1)
        # all four seats here: the teams by their seats
        assert reveal_said(page, state, us=None)


def test_end_of_hand_reveals_all_four_hands_only_then(page: Page):
    match = start(page, "chiva", seed=opener_seed(1))
    for _ in range(60):
        wait_for_decision(page)  # the page is still: no computer move under way
        if page.locator("#next-hand").count():
            break
        # Before the end no tile of another seat is ever on the page.
        assert page.locator(".mini-hand").count() == 0
        counts = page.evaluate(
            """() => [document.querySelectorAll('svg.tile-svg:not(.back)').length,
                      document.querySelectorAll('.hand .tile, #line .placed').length]"""
        )
        assert counts[0] == counts[1], counts  # faces: only my tiles and the line
        if decide(page) in ("reveal", "over"):
            break
    state = replay(page, match)
    result = state.results[-1]
    reveal = page.locator(".reveal")
    for seat in range(1, 5):
        row = reveal.locator(".revealed").nth(seat - 1)
        shown = row.locator(".mini-hand").get_attribute("aria-label")
        held = hand_text(result.final.hands[seat - 1]).replace(" ", ", ")
        assert shown == (held or "went out"), (seat, shown, held)
    words = {
        "domino": r"Domino! (Seat \d|You|Your partner) went out",
        "block": "Block: (your|the other) team",
        "tie": "a tie",
    }
    words = words[result.kind]
    expect(reveal.locator(".result").first).to_contain_text(re.compile(words))
    next_hand(page)
    expect(page.locator(".scoreboard .hand-no")).to_have_text("Hand 2")


def test_undo_and_redo_include_the_computer_replies(page: Page):
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    my_turn(page)  # seats 2, 3 and 4 have replied
    described = page.locator(".center .visually-hidden")
    line = described.inner_text()
    assert line_tiles(page) >= 1
    before = version(page)
    page.get_by_role("button", name="Undo").click()
    settled(page, before)
    expect(page.locator("#line .placed")).to_have_count(0)
    expect(page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    before = version(page)
    page.get_by_role("button", name="Redo").click()
    settled(page, before)
    my_turn(page)
    expect(described).to_have_text(line)
    # The same with the keyboard shortcuts.
    page.locator(".felt").click(position={"x": 5, "y": 5})
    before = version(page)
    page.keyboard.press("Control+z")
    settled(page, before)
    expect(page.locator("#line .placed")).to_have_count(0)
    before = version(page)
    page.keyboard.press("Control+y")
    settled(page, before)
    my_turn(page)
    expect(described).to_have_text(line)


def test_rule_1_9_undo_takes_back_only_the_latest_decision_and_redo_brings_it_back(page: Page):
    """RULES.md §1.9: undo goes back to the human's previous decision, removing the computer
    replies made since, and no further: after two moves of seat 1, one undo leaves its first
    move and the replies to it on the table (an undo that went back to the start of the hand
    would not); redo restores exactly the same moves."""
    match = start(page, seed=2)  # seat 1 opens 6-6, and has a choice of tiles after the replies
    open_with_double_six(page)
    my_turn(page)
    first = seat_view(page, match, 1)["moves"]
    assert len(first) == 4 and first[0] == {"seat": 1, "play": "6-6"}
    before = version(page)
    page.locator(".tile.legal").first.click()
    page.locator(".end.lit").first.click()
    settled(page, before)
    wait_for_decision(page)
    expect(page.locator("#status")).not_to_contain_text("thinking")
    played = seat_view(page, match, 1)
    assert played["to_act"] == 1 and len(played["moves"]) > 5
    before = version(page)
    page.get_by_role("button", name="Undo").click()
    settled(page, before)
    expect(page.locator("#line .placed")).to_have_count(sum("play" in m for m in first))
    assert seat_view(page, match, 1)["moves"] == first
    before = version(page)
    page.get_by_role("button", name="Redo").click()
    settled(page, before)
    assert seat_view(page, match, 1)["moves"] == played["moves"]


def test_restart_hand_deals_the_same_hand_again(page: Page):
    seed = opener_seed(1)
    start(page, seed=seed)
    for _ in range(3):
        decide(page)
    # the computers' answers drawn: Restart goes out on the table's version, not on one the
    # server refuses as stale (a move of theirs on its way)
    wait_for_decision(page)
    assert line_tiles(page) > 0
    before = version(page)
    page.get_by_role("button", name="Restart hand").click()
    settled(page, before)
    expect(page.locator("#line .placed")).to_have_count(0)
    shown = shown_hand(page)
    assert shown == hand_text(deal_from_seed(seed, 0)[0])


@pytest.mark.parametrize("panel", ["Rules", "Log"])
def test_an_open_panel_stops_the_computer(browser, still, panel):
    """The computer's turn is due, the panel opens: the server plays no computer move until it
    closes (the test plays what is due, on the server's clock)."""
    context = device(browser, still.url)
    page = context.new_page()
    try:
        match = start(page, seed=opener_seed(2))
        expect(page.locator("#status")).to_have_text("Seat 2 is thinking…")
        page.get_by_role("button", name=panel, exact=True).click()
        dialog = page.get_by_role("dialog")
        expect(dialog).to_be_visible()
        reading = "reading the rules" if panel == "Rules" else "reading the log"
        expect(page.locator(".seat-bottom .presence")).to_have_text(reading)  # the server knows
        still.move()  # what is due now at every table of the server: nothing at this one
        assert page.request.get(f"/api/matches/{match}").json()["version"] == 0
        dialog.get_by_role("button", name="Close").click()
        expect(page.locator(".seat-bottom .presence")).to_have_count(0)
        still.move()
        expect(page.locator("#line .placed")).to_have_count(1)
    finally:
        context.close()


def test_hot_seat_handoffs_show_no_tiles(page: Page):
    seats = ("human", "human", "human", "computer")
    seed = opener_seed(4)  # the computer opens, then seats 1, 2, 3 in turn
    views = []  # the views the page receives on its live connection
    page.on(
        "websocket",
        lambda ws: ws.on(
            "framereceived",
            lambda f: (m := json.loads(f))["type"] == "view" and views.append(m),
        ),
    )
    match = start(page, "chiva", seats=seats, seed=seed)
    played = []
    for _ in range(40):
        waiting = page.locator(".handoff, .tile.legal, .actions button, #next-hand")
        expect(waiting.first).to_be_visible()
        handoff = page.locator(".handoff")
        if handoff.count():
            title = handoff.get_by_role("heading").inner_text()
            seat = int(re.search(r"seat (\d)", title).group(1))
            expect(handoff.get_by_role("heading")).to_have_text(f"Pass the device to seat {seat}")
            # Nothing of any hand: no tile drawn, no tile button, and the view held is public.
            assert page.locator("svg.tile-svg").count() == 0
            assert page.locator(".hand, .tile").count() == 0
            # said after the moves that came with it, if any (public: no tile of a hand)
            expect(page.locator("#live")).to_have_text(
                re.compile(rf"(^|\. )Pass the device to seat {seat}$")
            )
            last = views[-1]
            assert last["seat"] is None and last["view"]["viewer"] is None
            assert last["view"]["hand"] == []
            page.get_by_role("button", name=f"I am seat {seat}").click()
            expect(page.locator(".seat-bottom .who")).to_have_text(f"You, seat {seat}")
            played.append(seat)
            if sorted(set(played)) == [1, 2, 3]:
                break
            continue
        if page.locator(".tile.legal").count():
            page.locator(".tile.legal").first.click()  # the live region names a private tile
            expect(page.locator("#live")).to_contain_text("selected")
        decide(page)
    assert sorted(set(played)) == [1, 2, 3], played
    state = replay(page, match)
    assert state.hand is not None  # still in the first hand: the round went 1, 2, 3


def test_haiti_five_doubles_may_request_a_redeal(page: Page):
    seed = first_seed(lambda h: doubles(h[0]) >= 5)
    start(page, "haiti", seed=seed)
    accept = page.get_by_role("button", name="Accept", exact=True)
    redeal = page.get_by_role("button", name="Request a redeal")
    expect(accept).to_be_visible()
    expect(redeal).to_be_visible()
    first = shown_hand(page)
    assert first == hand_text(deal_from_seed(seed, 0)[0])
    # A hint for the acceptance names one of the two and marks its button; Dismiss clears it.
    page.get_by_role("button", name="Hint").click()
    panel = page.get_by_role("complementary", name="Hint")
    expect(panel).to_contain_text(re.compile(r"Suggested: (accept the deal|request a redeal)"))
    expect(page.locator(".actions button.hinted")).to_have_count(1)
    panel.get_by_role("button", name="Dismiss").click()
    expect(panel).to_have_count(0)
    before = version(page)
    redeal.click()
    settled(page, before)
    expect(page.locator(".hand .tile").first).to_be_visible()
    second = shown_hand(page)
    assert second == hand_text(deal_from_seed(seed, 1)[0])


def test_haiti_computer_redeal_is_announced(page: Page):
    seed = first_seed(lambda h: doubles(h[1]) >= 5 and doubles(h[0]) < 5)
    start(page, "haiti", seed=seed)
    expect(page.get_by_role("button", name="Accept", exact=True)).to_be_visible()
    page.get_by_role("button", name="Accept", exact=True).click()
    expect(page.locator(".notice")).to_have_text(
        "Seat 2 requests a redeal: all 28 tiles are dealt again."
    )
    # Acceptance starts over with the new deal: seat 1 sees its new hand and accepts again.
    expect(page.get_by_role("button", name="Accept", exact=True)).to_be_visible()
    shown = shown_hand(page)
    assert shown == hand_text(deal_from_seed(seed, 1)[0])


def first_hand_won_by_team_13(seed: int) -> bool:
    state = new_match("haiti", seed=seed)
    while not state.results:
        state = state.apply(as_the_tests_play(state))
    return state.results[0].winner == "13"


@pytest.mark.slow
def test_haiti_representative_picks_the_partner_who_gets_the_device_in_private(page: Page):
    # Four humans on one device, so every decision is the test's and the engine alone finds a
    # seed whose first hand team 13 wins. The match is imported up to the representative's
    # choice (the first hand and the second deal's four acceptances, as the tests play them):
    # the choice and the handoff after it are what is checked.
    seed = next(s for s in range(200) if first_hand_won_by_team_13(s))
    record, expected = played_record("haiti", seed, stop=lambda s: s.phase is Phase.CHOOSE)
    assert len(expected.results) == 1
    rep = expected.opening.representative
    assert expected.to_act == rep
    mate = partner(rep)
    enter(page, import_record(page, record, seats=("human",) * 4), ack=1)
    choose = page.get_by_role("button", name=f"My partner (seat {mate})")
    for _ in range(3):  # the device handed to the representative, then the choice
        wait_for_decision(page)
        if choose.count():
            break
        decide(page)
    expect(choose).to_be_visible()
    expect(page.locator(".seat-bottom .who")).to_have_text(f"You, seat {rep}")
    expect(page.get_by_role("button", name=f"Me (seat {rep})")).to_be_visible()
    choose.click()
    handoff = page.locator(".handoff")
    expect(handoff.get_by_role("heading")).to_have_text(f"Pass the device to seat {mate}")
    assert page.locator("svg.tile-svg").count() == 0
    page.get_by_role("button", name=f"I am seat {mate}").click()
    expect(page.locator(".seat-bottom .who")).to_have_text(f"You, seat {mate}")
    expect(page.locator(".actions .note")).to_have_text("You lead: play any tile.")
    assert page.locator(".tile.legal").count() == page.locator(".hand .tile").count() == 7


def test_a_reload_goes_on_with_the_match(page: Page):
    start(page, seed=opener_seed(1))
    open_with_double_six(page)
    my_turn(page)
    described = page.locator(".center .visually-hidden").inner_text()
    page.reload()
    expect(page.locator(".center .visually-hidden")).to_have_text(described)
    expect(page.get_by_role("button", name="6-6", exact=True)).to_have_count(0)
    page.get_by_role("button", name="New match").click()
    page.get_by_role("dialog").get_by_role("button", name="Start a new match").click()
    page.reload()
    expect(page.get_by_role("button", name="Start")).to_be_visible()
