"""The teams from the viewer's side: "Us" and "Them" with their seats on the score, "Your
partner" on the seat opposite, each team in its colour on the seat plates, the score and the
results, and "You won" / "You lost" at the end of a hand. Rivals sharing one device, and a
spectator, see the teams named by their seats and no side taken."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import at_one_size
from .helpers import decide, enter, import_record, played_record, replay, start, to_reveal

COLOUR = """([a, b]) => {
  const x = getComputedStyle(document.querySelector(a)).backgroundColor;
  const y = getComputedStyle(document.querySelector(b)).borderLeftColor;
  return [x, y];
}"""


@at_one_size("phone", fixture="sized")
def test_a_player_sees_us_and_them_in_their_colours(sized: Page):
    match = start(sized, "chiva", seed=3)
    score = sized.locator(".scoreboard .score")
    expect(score).to_have_text("Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0")
    expect(score.locator(".team-score").first).to_have_attribute("data-team", "13")
    expect(sized.locator('.seat[data-seat="3"] .plate .who')).to_have_text("Your partner, seat 3")
    expect(sized.locator('.seat[data-seat="1"] .plate .who')).to_have_text("You, seat 1")
    # One colour per team: our score in the colour of our plates, theirs in theirs, and the two
    # colours differ.
    ours = sized.evaluate(COLOUR, ['.team-score[data-team="13"]', '.seat[data-seat="3"] .plate'])
    theirs = sized.evaluate(COLOUR, ['.team-score[data-team="24"]', '.seat[data-seat="2"] .plate'])
    assert ours[0] == ours[1] and theirs[0] == theirs[1] and ours[0] != theirs[0]
    to_reveal(sized)
    result = replay(sized, match).results[-1]
    outcome = sized.locator(".reveal .outcome")
    if result.winner is None:
        expect(outcome).to_have_count(0)  # a tie: nobody won
    else:
        won = result.winner == "13"
        expect(outcome).to_have_text("You won the hand!" if won else "You lost the hand.")
        expect(outcome).to_have_class(f"outcome team-{result.winner}")
        first = sized.locator(".reveal .result").first
        expect(first).to_have_class(f"result team-{result.winner}")
        expect(first).to_contain_text("your team" if won else "the other team")
        us, them = result.score
        # after how it ended (test_hand_said.py), whether we won it, and the score
        outcome = "You won the hand!" if won else "You lost the hand."
        ending = f"{outcome} Score — Us: {us}, Them: {them}."
        sized.wait_for_function(
            "e => window.__said.some(s => s.includes('Hand 1 is over. ') && s.endsWith(e))",
            arg=ending,
        )
    expect(sized.locator(".reveal .score-change")).to_contain_text("Score — Us: ")


def test_seat_two_sees_its_own_team_first(page: Page):
    start(page, "haiti", seats=("computer", "human", "computer", "computer"), seed=4)
    expect(page.locator(".scoreboard .score")).to_have_text(
        "Us (seats 2 & 4): 0 — Them (seats 1 & 3): 0"
    )
    expect(page.locator('.seat[data-seat="4"] .plate .who')).to_have_text("Your partner, seat 4")


def test_partners_sharing_a_device_are_us(page: Page):
    start(page, "chiva", seats=("human", "computer", "human", "computer"), seed=5)
    # Seat 4, a computer, opens; then the device goes to seat 1 (the handoff's own score takes
    # no side: the table's is read, once the seat holds the device)
    assert decide(page) == "handoff"
    expect(page.locator(".scoreboard .score").first).to_have_text(
        "Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0"
    )


@at_one_size("desktop", fixture="sized")
def test_rivals_sharing_a_device_see_the_teams_by_their_seats(sized: Page):
    start(sized, "chiva", seats=("human", "human", "computer", "computer"), seed=6)
    score = sized.locator(".scoreboard .score").first
    expect(score).to_have_text("Seats 1 & 3: 0 — Seats 2 & 4: 0")
    decide(sized)  # the handoff, whoever holds 6-6
    expect(sized.locator(".table .scoreboard .score")).to_have_text(
        "Seats 1 & 3: 0 — Seats 2 & 4: 0"
    )
    # the end of its first hand, both seats still here (imported: its play is not what is
    # checked)
    record, _ = played_record("chiva", 6, stop=lambda s: bool(s.results))
    match = import_record(sized, record, ("human", "human", "computer", "computer"))
    enter(sized, match)
    expect(sized.locator(".reveal .outcome")).to_have_count(0)  # the card takes no side
    result = replay(sized, match).results[-1]
    if result.winner:
        seats = "1 and 3" if result.winner == "13" else "2 and 4"
        expect(sized.locator(".reveal .result").first).to_contain_text(f"the team of seats {seats}")
    expect(sized.locator(".reveal")).not_to_contain_text("You won")
    expect(sized.locator(".reveal")).not_to_contain_text("You lost")
