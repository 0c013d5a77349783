"""Seats 1–4 and the teams "13" and "24", the way people at the table name them."""

from __future__ import annotations

from .errors import Invalid

SEATS = (1, 2, 3, 4)
TEAMS = ("13", "24")


def next_seat(seat: int) -> int:
    """Turn order 1→2→3→4→1."""
    return seat % 4 + 1


def partner(seat: int) -> int:
    return (seat + 1) % 4 + 1


def team_of(seat: int) -> str:
    return "13" if seat % 2 else "24"


def team_index(team: str) -> int:
    """Position of a team in a score pair ``(team13, team24)``."""
    return TEAMS.index(team)


def members(team: str) -> tuple[int, int]:
    return (1, 3) if team == "13" else (2, 4)


def check_seat(seat: object) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in SEATS:
        raise Invalid("no_such_seat", value=seat)
    return seat
