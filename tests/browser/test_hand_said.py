"""What a screen reader hears around the end of a hand and where nothing is played to say it (a
keyboard and screen-reader QA pass): the move that ends a hand, then the hand's result, once, in
one announcement, saying how the hand ended (who went out, the block, a tie, a streak broken, the
next win doubled); the next hand's moves made while its card is shown, said once it is dismissed,
never over the card's words; a new match, a reload, and a friends' table started by its host say
whose turn it is; a friend taking a seat is said to the host, and a computer's acceptance, not
said itself, passes on a turn that is."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import new_match
from dobleseis.core.actions import End
from dobleseis.core.record import record_of
from dobleseis.core.tiles import name

from .conftest import device
from .helpers import (
    KEEP,
    as_the_tests_play,
    at_my_turn,
    computers,
    decide,
    next_hand,
    played_record,
    replay,
    said,
    start,
)
from .online import Device, host_table, sized, start_table, take_seat
from .test_friends_words import breaking_record, enter

# Seat 1 is this device's; the others as its sentences name them.
WHO = {1: "You", 2: "Seat 2", 3: "Your partner", 4: "Seat 4"}


def said_move(m, mine: int = 1) -> str:
    """A move of the engine (``core.hand.Move``) as the live region of the device holding seat
    ``mine`` says it (another seat than its own as seat 1's does): a play by the number of the
    end it went on (none for a lead)."""
    you = m.seat == mine
    who = "You" if you else WHO[m.seat]
    if m.tile is None:
        return f"{who} {'pass' if you else 'passes'}."
    on = "" if m.ends is None else f" on the {m.ends[0 if m.end is End.LEFT else 1]}"
    return f"{who} {'play' if you else 'plays'} {name(m.tile)}{on}."


def times_said(page: Page, text: str) -> int:
    return page.evaluate("t => window.__said.filter((s) => s === t).length", text)


def last_said(page: Page) -> str:
    return page.evaluate("() => window.__said[window.__said.length - 1]")


def partner_goes_out() -> dict:
    """The record of the first Chiva match (every seat as the tests play) one move before a
    computer seat, seat 2 or 3, plays its last tile to end hand 1: it must (it can play it),
    and it leads hand 2, where seat 1 comes after a computer's move or more."""
    for seed in range(200):
        state = new_match("chiva", seed)
        while not state.results:
            action = as_the_tests_play(state)
            after = state.apply(action)
            if after.results and after.results[0].kind == "domino" and action.seat in (2, 3):
                return record_of(state)
            state = after
    raise AssertionError("no seed below 200 fits")


def imported(page: Page, record: dict) -> str:
    """Import ``record`` as seat 1's device, its computers moving without a pause (only when
    the still server says so); its id."""
    page.goto("/")
    body = {"record": record, "seats": ["here", "computer", "computer", "computer"], "pace": 0}
    r = page.request.post("/api/matches/import", data=body)
    assert r.status == 201, r.text()
    page.evaluate(KEEP, [r.json()["id"], r.json()["secrets"]])
    return r.json()["id"]


def test_the_move_ending_a_hand_is_said_then_its_result_once_then_what_came_meanwhile(
    browser, still
):
    """The QA pass heard "Hand 1 is over. You won the hand! …" three times, never the partner's
    move that won it, and the next hand's moves, made while the card was shown, each covered at
    once by the hand's result again; after Next hand only "Your turn"."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        match = imported(page, partner_goes_out())
        enter(page, match)
        still.move()  # the computer's last tile
        expect(page.locator("#next-hand")).to_be_visible()
        r = replay(page, match).results[0]
        out = r.moves[-1]
        outcome = "You won the hand!" if r.winner == "13" else "You lost the hand."
        ending = (
            f"{said_move(out)} Hand 1 is over. Domino! {WHO[out.seat]} went out. {outcome} "
            f"Score — Us: {r.score[0]}, Them: {r.score[1]}."
        )
        said(page, ending)
        computers(page, still)  # the next hand's computer moves, up to seat 1's turn
        assert times_said(page, ending) == 1
        assert last_said(page) == ending  # nothing covered it while the card is shown
        moves = replay(page, match).hand.moves
        assert moves and all(m.seat != 1 for m in moves)
        next_hand(page)
        said(page, " ".join(said_move(m) for m in moves) + " Your turn")
        assert times_said(page, ending) == 1
    finally:
        ctx.close()


def to_the_end(browser, url: str, record: dict, seat: int, ack: int) -> Page:
    """A device holding ``seat`` at an imported ``record``, its first ``ack`` hands' ends seen,
    makes the decision the tests make: the hand's last move."""
    ctx = device(browser, url)
    page = ctx.new_page()
    seats = ["computer"] * 4
    seats[seat - 1] = "here"
    page.goto("/")
    r = page.request.post("/api/matches/import", data={"record": record, "seats": seats})
    assert r.status == 201, r.text()
    page.evaluate(KEEP, [r.json()["id"], r.json()["secrets"]])
    enter(page, r.json()["id"], ack=ack)
    decide(page)
    return page


def test_a_hand_won_against_a_streak_says_the_streak_was_broken(browser, base_url):
    """Said as "You won the hand! Score — Us: 0, Them: 0.": a win that left the score at 0–0.
    The player's own move that ended the hand comes first: said as the server took it, it was
    covered a moment later by the hand's end, said alone with its view."""
    record, state = breaking_record()
    seat = state.to_act
    r = state.apply(as_the_tests_play(state)).results[-1]
    assert (r.kind, r.seat, r.winner) == ("domino", seat, "13" if seat % 2 else "24")
    page = to_the_end(browser, base_url, record, seat, len(state.results))
    try:
        said(
            page,
            f"{said_move(r.moves[-1], seat)} Hand {r.number} is over. Domino! You went out. "
            "You won the hand! You broke their streak. Score — Us: 0, Them: 0.",
        )
    finally:
        page.context.close()


def before_haiti(kind: str) -> tuple[dict, object]:
    """A Haiti record (every seat as the tests play) one move before a hand ends in ``kind``,
    and the state there."""

    def ending(state) -> bool:
        if state.over:
            return True
        after = state.apply(as_the_tests_play(state))
        return len(after.results) > len(state.results) and after.results[-1].kind == kind

    for seed in range(100):
        record, state = played_record("haiti", seed, stop=ending)
        if not state.over:
            return record, state
    raise AssertionError(f"no seed below 100 ends a hand in a {kind}")


def pips(n: int) -> str:
    return f"{n} pip{'' if n == 1 else 's'}"


@pytest.mark.parametrize("kind", ["tie", "block"])
def test_a_haiti_block_says_who_held_the_lightest_hand_or_the_tie(browser, base_url, kind):
    """A block was said as "Hand 2 is over. Score — Us: 1, Them: 0.", the tie and who held the
    lightest hand left to the card."""
    record, state = before_haiti(kind)
    seat = state.to_act
    r = state.apply(as_the_tests_play(state)).results[-1]
    us = "13" if seat % 2 else "24"
    mine, theirs = (r.score[0], r.score[1]) if us == "13" else (r.score[1], r.score[0])
    lightest = {"13": min(r.pips[0], r.pips[2]), "24": min(r.pips[1], r.pips[3])}
    if kind == "tie":
        how = (
            f"Block with {pips(lightest['13'])} as each team's lightest hand: a tie. Scores kept. "
            "The next win counts double."
        )
    else:
        loser = "24" if r.winner == "13" else "13"
        team = "your team" if r.winner == us else "the other team"
        outcome = "You won the hand!" if r.winner == us else "You lost the hand."
        how = (
            f"Block: {team}'s lightest hand holds {pips(lightest[r.winner])} against "
            f"{lightest[loser]}. {outcome}"
        )
    page = to_the_end(browser, base_url, record, seat, len(state.results))
    try:
        said(
            page,
            f"{said_move(r.moves[-1], seat)} Hand {r.number} is over. {how} "
            f"Score — Us: {mine}, Them: {theirs}.",
        )
    finally:
        page.context.close()


def test_a_new_match_and_a_reload_say_whose_turn_it_is(browser, still):
    """Starting a Haiti match said nothing ("Look at your tiles and accept the deal" only from
    hand 2 on), nor did a reload in the middle of a match."""
    ctx = device(browser, still.url)
    page = ctx.new_page()
    try:
        start(page, "haiti", seed=1)  # seat 1 accepts its deal first
        said(page, "Look at your tiles and accept the deal")
        assert times_said(page, "Look at your tiles and accept the deal") == 1
        page = ctx.new_page()  # a tab of its own: this one goes on with the match shown
        at_my_turn(page, still)
        page.reload()
        said(page, "Your turn")
        assert times_said(page, "Your turn") == 1
    finally:
        ctx.close()


def test_a_friends_table_says_a_seat_taken_the_match_begun_and_a_turn_come(browser, still):
    """The host's Start the match came alive without a word as a friend sat down, and a friend
    whose turn it was to accept the deal heard nothing: the computer's acceptance before it is
    not said, and nothing else was."""
    host = Device(browser, still.url, {1}, **sized("laptop"))
    friend = Device(browser, still.url, {3}, **sized("laptop"))
    try:
        seats = ["here", "computer", "invited", "computer"]
        _, _, link = host_table(host.page, "haiti", seats, seed=1)
        friend.page.goto(link)
        take_seat(friend.page, 3, "Ana")
        said(host.page, "Ana takes seat 3. Every seat is taken: you can start the match.")
        start_table(host.page)
        said(host.page, "Look at your tiles and accept the deal")  # seat 1 accepts first
        said(friend.page, "Your partner is looking at the deal")
        host.page.get_by_role("button", name="Accept", exact=True).click()
        said(friend.page, "Your partner accepts the deal.")
        still.move()  # seat 2, a computer, accepts
        said(friend.page, "Look at your tiles and accept the deal")
    finally:
        host.close()
        friend.close()
