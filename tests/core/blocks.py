"""Blocked hands used by both games' tests: what each seat still holds when the line closes
on 6 (``circuit_hand`` builds the deal and the play; every seat plays five tiles).

Each entry: the tiles left (seats 1..4), their pips, and per game who wins and who is the
lighter member of the winning team (Chiva: leads next; Haiti: chooses the opener).
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Block:
    left: tuple[str, str, str, str]
    pips: tuple[int, int, int, int]
    chiva: str | None  # winner by team totals
    haiti: str | None  # winner by lowest individual count
    lighter: int | None  # lighter member of the winning team (the same team in both games)


BLOCKS = {
    # t13 19 < t24 33; m13 8 < m24 16; seat 3 (8) lighter than seat 1 (11)
    "13 wins, seat 3 lighter": Block(
        ("5-3 3-0", "5-5 4-2", "3-3 2-0", "5-4 4-4"), (11, 16, 8, 17), "13", "13", 3
    ),
    # t13 16 < t24 22; m13 8 < m24 9; seats 1 and 3 equal: the lower seat
    "13 wins, equal members": Block(
        ("5-0 3-0", "5-2 4-2", "4-0 3-1", "4-4 1-0"), (8, 13, 8, 9), "13", "13", 1
    ),
    # t13 19 > t24 11; m13 6 > m24 3; seat 4 (3) lighter than seat 2 (8)
    "24 wins, seat 4 lighter": Block(
        ("5-4 3-1", "5-0 2-1", "4-0 2-0", "3-0 0-0"), (13, 8, 6, 3), "24", "24", 4
    ),
    # t13 28 > t24 20; m13 13 > m24 10; seats 2 and 4 equal: the lower seat
    "24 wins, equal members": Block(
        ("4-4 4-3", "4-0 3-3", "5-3 5-0", "5-5 0-0"), (15, 10, 13, 10), "24", "24", 2
    ),
}

# Lowest individual counts equal (4 = 4) but team totals differ (11 < 13): Haiti ties, Chiva
# gives the hand to team 13.
SPLIT = Block(("0-0 2-2", "1-0 2-1", "1-1 3-2", "3-0 3-3"), (4, 4, 7, 9), "13", None, 1)
# Team totals equal (16 = 16) but lowest counts differ (4 < 7): Chiva ties, Haiti gives the hand
# to team 13, whose representative is seat 3.
EVEN_TOTALS = Block(("5-5 1-1", "4-4 1-0", "3-1 0-0", "3-0 2-2"), (12, 9, 4, 7), None, "13", 3)
