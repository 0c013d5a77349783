"""What a screen reader hears of the moves a device did not make by hand (a screen-reader QA
pass): the computer's moves for a seat the device holds while its player is away; a redo over
the end of a hand, said with it as the device's own move ending a hand is (test_hand_said.py);
the next hand's moves kept while the end-of-hand card is shown, said in the language spoken
when it is put away; an undo back into the hand before, or of a Haiti choice, saying what it
took back and what the turn asks then (an acceptance, not the computer's redeal after it); a
redo of a Haiti choice, or of a pass from a restart, saying what it made again."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

from dobleseis.core import Phase
from dobleseis.core.actions import End
from dobleseis.core.tiles import name

from .conftest import device
from .helpers import (
    KEEP,
    as_the_tests_play,
    computers,
    decide,
    opener_seed,
    played_record,
    replay,
    said,
    secrets,
    settled,
    start,
    version,
    wait_for_decision,
)
from .test_friends_words import accepting, breaking_record, enter, seat_three_passes_first
from .test_hand_said import imported, partner_goes_out, to_the_end
from .test_languages import choose_language


def on_number(m) -> int | None:
    """The number of the end move ``m`` (``core.hand.Move``) went on; None for a lead."""
    return None if m.ends is None else m.ends[0 if m.end is End.LEFT else 1]


def test_a_move_the_computer_makes_for_the_seat_this_device_holds_is_said_there(browser, still):
    """The news left out every seat the device holds, as if only its player moved there: once
    the host let the computer play the seat, the device heard nothing of its moves."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        match = start(page, seed=opener_seed(1))  # seat 1, this device's, opens with 6-6
        r = page.request.post(
            f"/api/matches/{match}/host",
            data={"do": "computer", "seat": 1, "on": True},
            headers=secrets(page, match),
        )
        assert r.ok, r.text()
        expect(page.locator(".hand .tile")).to_have_count(0)  # its tiles are hidden meanwhile
        assert still.move() >= 1  # seat 1's 6-6 (and whatever else is due at this server)
        said(page, "For you, the computer plays 6-6.")
    finally:
        ctx.close()


def ending_move() -> tuple[dict, object, object]:
    """A Chiva record one move before its device's seat ends a hand, breaking a streak (the
    tests' way of playing); the state there, and the hand's result."""
    record, state = breaking_record()
    return record, state, state.apply(as_the_tests_play(state)).results[-1]


def hand_over(r) -> str:
    """The live region's words for the end of hand ``r``, won by the device's own seat going
    out and breaking the other team's streak."""
    return (
        f"Hand {r.number} is over. Domino! You went out. You won the hand! "
        "You broke their streak. Score — Us: 0, Them: 0."
    )


@contextmanager
def at_the_hand_s_end(browser, base_url):
    """A page at the end-of-hand card of the hand its own move ended; yields the page and the
    hand's result."""
    record, state, r = ending_move()
    page = to_the_end(browser, base_url, record, state.to_act, len(state.results))
    try:
        expect(page.locator("#next-hand")).to_be_visible()
        yield page, r
    finally:
        page.context.close()


def test_an_undo_back_into_the_hand_ended_says_what_it_took_back(browser, base_url):
    """Undo from the end-of-hand card said only "Undone. Your turn.": the tile that ended the
    hand went back to the player's hand unsaid."""
    with at_the_hand_s_end(browser, base_url) as (page, r):
        page.keyboard.press("Control+z")
        said(page, f"Undone: your {name(r.moves[-1].tile)} is back in your hand. Your turn.")


def test_a_redo_over_the_end_of_a_hand_is_said_with_the_hand_s_end(browser, base_url):
    """A redo of the move that ended a hand said only the hand's end: what it played again,
    "Redone.", was never said."""
    with at_the_hand_s_end(browser, base_url) as (page, r):
        page.keyboard.press("Control+z")
        expect(page.locator("#next-hand")).to_have_count(0)
        page.keyboard.press("Control+y")
        said(page, f"Redone: you play {name(r.moves[-1].tile)} again. {hand_over(r)}")


# Seat 1 is this device's; the others as its Spanish sentences name them.
QUIEN = {2: "El puesto 2", 3: "Tu compañero", 4: "El puesto 4"}


def dicho(m) -> str:
    """A move of another seat (``core.hand.Move``) as the live region says it in Spanish."""
    who = QUIEN[m.seat]
    if m.tile is None:
        return f"{who} pasa."
    on = on_number(m)
    if on is None:
        return f"{who} sale con {name(m.tile)}."
    return f"{who} juega {name(m.tile)} por el {on}."


def test_the_moves_kept_while_the_card_is_shown_are_said_in_the_language_spoken_then(
    browser, still
):
    """The next hand's moves made while the end-of-hand card is shown were kept as words: after a
    switch to Spanish they were said in English once the card was put away."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        match = imported(page, partner_goes_out())
        enter(page, match)
        still.move()  # the computer's last tile ends hand 1
        expect(page.locator("#next-hand")).to_be_visible()
        computers(page, still)  # the next hand's computer moves, up to seat 1's turn
        moves = replay(page, match).hand.moves
        assert moves and all(m.seat != 1 for m in moves)
        choose_language(page, "es")
        page.locator("#next-hand").click()
        said(page, " ".join(dicho(m) for m in moves) + " Te toca")
    finally:
        ctx.close()


def haiti_before(decision) -> tuple[dict, object]:
    """A Haiti record (every seat as the tests play) up to the first state where
    ``decision(state)`` holds, and that state."""
    for seed in range(100):
        stop = lambda s: s.over or decision(s)  # noqa: E731
        record, state = played_record("haiti", seed, stop=stop)
        if not state.over:
            return record, state
    raise AssertionError("no seed below 100 comes to the decision")


@contextmanager
def at_a_haiti_decision(browser, base_url, decision):
    """A page whose device holds the seat to act at ``decision`` (see ``haiti_before``), the
    computers the others; yields the page and its seat."""
    record, state = haiti_before(decision)
    seat = state.to_act
    ctx = device(browser, base_url)
    page = ctx.new_page()
    try:
        page.goto("/")
        seats = ["computer"] * 4
        seats[seat - 1] = "here"
        response = page.request.post("/api/matches/import", data={"record": record, "seats": seats})
        assert response.status == 201, response.text()
        created = response.json()
        page.evaluate(KEEP, [created["id"], created["secrets"]])
        enter(page, created["id"], ack=len(state.results))
        yield page, seat
    finally:
        ctx.close()


def choosing(state) -> bool:
    return state.phase is Phase.CHOOSE


def partner_opens(page, seat: int) -> None:
    """The seat's player asks their partner to open; the computers open, and on to the seat."""
    page.get_by_role("button", name=f"My partner (seat {(seat + 1) % 4 + 1})").click()
    body = page.locator("body")
    expect(body).to_have_attribute("data-phase", "play")
    expect(body).to_have_attribute("data-turn", str(seat))


def decide_by(page, button: str) -> None:
    """The seat's player taps ``button``; the table moves on from the view it was tapped on."""
    body = page.locator("body")
    version = body.get_attribute("data-version")
    page.get_by_role("button", name=button, exact=True).click()
    expect(body).not_to_have_attribute("data-version", version)


def test_an_undo_of_the_choice_of_who_opens_says_so(browser, base_url):
    """Undoing a Haiti choice of who opens said "Undone. Your turn.", or, once the computer had
    opened, that its tile was back in its player's hand; then "Your turn." where the turn asks
    who opens."""
    with at_a_haiti_decision(browser, base_url, choosing) as (page, seat):
        partner_opens(page, seat)
        page.keyboard.press("Control+z")
        expect(page.locator("body")).to_have_attribute("data-phase", "choose")
        said(page, "Undone: you have not chosen who opens yet. Who opens?")


def test_an_undo_of_an_acceptance_says_what_the_turn_asks(browser, base_url):
    """After an undo of a Haiti acceptance the turn was said "Your turn.": the deal is to be
    accepted, as the status line says."""
    with at_a_haiti_decision(browser, base_url, lambda s: s.phase is Phase.ACCEPT) as (page, _):
        decide_by(page, "Accept")
        page.keyboard.press("Control+z")
        said(
            page,
            "Undone: you have not accepted the deal yet. Look at your tiles and accept the deal.",
        )


def test_an_undo_of_an_acceptance_a_computer_redealt_after_says_the_acceptance(browser, base_url):
    """Seat 1 accepted the deal and the computer after it requested a redeal (it always does where
    it may): an undo then said "Undone: your request for a redeal", the computer's redeal taken
    for the player's own choice. The undo takes back the acceptance, and says so."""
    with at_a_haiti_decision(browser, base_url, lambda s: accepting(s, True)) as (page, _):
        body = page.locator("body")
        made = int(body.get_attribute("data-version"))
        page.get_by_role("button", name="Accept", exact=True).click()
        expect(body).to_have_attribute("data-version", str(made + 2))  # and the redeal after it
        page.keyboard.press("Control+z")
        said(
            page,
            "Undone: you have not accepted the deal yet. Look at your tiles and accept the deal.",
        )


# Words said once some of them came: a redo's, the computers' moves that came with it after.
SAID_FIRST = "(w) => window.__said.some((x) => x.startsWith(w))"

REDONE = {
    "accept": ("Accept", "Undone: you have not accepted the deal yet.",
               "Redone: you accept the deal again."),
    "redeal": ("Request a redeal", "Undone: your request for a redeal; the deal before it is back.",
               "Redone: you request a redeal again; the new deal is back."),
}  # fmt: skip


@pytest.mark.parametrize("kind", [*REDONE, "choose"])
def test_a_redo_of_a_haiti_decision_says_what_it_made_again(browser, base_url, kind):
    """A redo of a Haiti acceptance, a redeal or a choice of who opens said only "Redone.", where
    a redo of a tile says which ("Redone: you play 6-5 again.")."""
    decision = {
        "accept": lambda s: s.phase is Phase.ACCEPT,
        "redeal": lambda s: s.can_redeal(s.to_act),
        "choose": choosing,
    }[kind]
    with at_a_haiti_decision(browser, base_url, decision) as (page, seat):
        if kind == "choose":
            partner_opens(page, seat)
            undone = "Undone: you have not chosen who opens yet."
            redone = "Redone: you ask your partner to open again."
        else:
            button, undone, redone = REDONE[kind]
            decide_by(page, button)
        page.keyboard.press("Control+z")
        page.wait_for_function(SAID_FIRST, arg=undone)
        page.keyboard.press("Control+y")
        page.wait_for_function(SAID_FIRST, arg=redone)


def test_a_redo_of_a_pass_from_a_restart_says_the_pass(page):
    """A hand restarted, the computer's lead made again, comes to the player's pass (no 6 in
    hand): a redo makes that pass again, and said only "Redone."; it says whose pass it was."""
    start(page, seats=("computer", "computer", "human", "computer"), seed=seat_three_passes_first())
    assert decide(page) == "pass"
    wait_for_decision(page)  # the computers have answered: the player's turn again
    before = version(page)
    page.get_by_role("button", name="Restart hand").click()
    settled(page, before)
    expect(page.get_by_role("button", name="Pass")).to_be_visible()  # the 6-6 played again
    page.keyboard.press("Control+y")
    page.wait_for_function(SAID_FIRST, arg="Redone: you pass again.")


def test_a_handoff_says_the_moves_its_view_brought_before_its_own_words(page):
    """A device two players share: the words of the handoff replaced those of the view that
    called for it, so the moves that came with it (the player's own, the computers' after it)
    were cut off by "Pass the device to seat 1". They are said first now, once, and the
    handoff says whose turn it is (no "Your turn." to the seat handing the device over)."""
    start(page, seats=("human", "human", "computer", "computer"), seed=opener_seed(1))
    assert decide(page) == "handoff"  # the device goes to seat 1, who opens
    assert decide(page) == "play"
    said(page, "Seat 1 plays 6-6. Pass the device to seat 2")
    assert decide(page) == "handoff"
    assert decide(page) in ("play", "pass")  # seat 2; then the computers, at once
    # Seat 2's move is said again before the handoff when its own view is not the first to come
    # (the server's frames to a slow page go straight to the one after the computers' moves).
    page.wait_for_function(
        "() => window.__said.some(s => /^(Seat 2 [^.]*\\. )?(Seat 3 [^.]*\\. )?"
        "Seat 4 (plays|passes)[^.]*\\. Pass the device to seat 1$/.test(s))"
    )
    assert decide(page) == "handoff"
    handoffs = [s for s in page.evaluate("window.__said") if "Pass the device" in s]
    assert len(handoffs) == 3 and handoffs[1:] == [
        "Seat 1 plays 6-6. Pass the device to seat 2",
        handoffs[2],  # as above: the moves, then the handoff, and nothing said after it
    ], handoffs
    assert "Your turn." not in " ".join(page.evaluate("window.__said"))
