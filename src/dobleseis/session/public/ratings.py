"""Ratings of public matches: OpenSkill's Plackett–Luce model (``openskill``), which rates
teams, two against two here.

A match is rated when it ends, if it was public and at least two of its seats were taken with
a profile (``Table.rateable``; a seat the computer played for its away player still counts as
that player's). A computer seat plays at its level's fixed rating, which no match changes.

Ranked by ``ordinal``: mu - 3 sigma, the skill a player is nearly surely above. That number
starts at 0 and goes below it after a first loss, which reads to a player as broken: what is
shown is OpenSkill's ordinal scaled as its documentation does for an Elo-like number
(``alpha`` 200 / the first sigma, ``target`` 1500: a new player shows 1500), never below 0
(``shown``), and marked provisional for a player's first ``PROVISIONAL`` matches, as lichess
marks a rating with "?" until it settles. The scale only grows with the ordinal, so the order
shown is the order ranked (the stores' index ``ratings_board`` on mu - 3 sigma)."""

from __future__ import annotations

from openskill.models import PlackettLuce

from ..table import Table
from .kept import Rating

MODEL = PlackettLuce()
COMPUTERS = {"random": 10.0, "basic": 20.0, "strong": 30.0}
"""The fixed mu of a computer seat at each level (sigma ``COMPUTER_SIGMA``)."""
COMPUTER_SIGMA = 1.0
TEAMS = ((1, 3), (2, 4))
SCALE = 200 / MODEL.sigma
"""OpenSkill's ``alpha`` for an Elo-like number: 200 points a first sigma (24)."""
START = 1500
"""OpenSkill's ``target``: the rating a new player shows."""
PROVISIONAL = 10
"""Rated matches after which a rating is no longer provisional."""


def new_rating() -> Rating:
    """A profile's rating before its first rated match in a game: the model's default."""
    r = MODEL.rating()
    return Rating(r.mu, r.sigma, 0)


def shown(r: Rating) -> int:
    """The rating a player sees of ``r``: its ordinal on the Elo-like scale, whole, never
    below 0 (only ever further down the board than any rating above 0)."""
    ordinal = MODEL.rating(mu=r.mu, sigma=r.sigma).ordinal(alpha=SCALE, target=START)
    return max(0, round(ordinal))


def provisional(r: Rating) -> bool:
    """Whether ``r`` is still settling: fewer than ``PROVISIONAL`` rated matches."""
    return r.matches < PROVISIONAL


def players(table: Table) -> dict[int, str]:
    """The seats of ``table`` taken with a profile (seat -> profile id)."""
    return {s: c.profile for s, c in enumerate(table.seating.chairs, 1) if c.profile is not None}


def rated(table: Table, before: dict[str, Rating]) -> dict[str, Rating]:
    """The new rating of every profile at ``table`` (a match ``Table.rateable``), from ``before``
    (their ratings in its game; a profile without one has ``new_rating``): the two teams
    ranked by the winner, computers at their level's fixed rating."""
    people = players(table)
    teams = []
    for team in TEAMS:
        members = []
        for seat in team:
            if seat in people:
                r = before.get(people[seat]) or new_rating()
                members.append(MODEL.rating(mu=r.mu, sigma=r.sigma, name=people[seat]))
            else:
                members.append(MODEL.rating(mu=COMPUTERS[table.level], sigma=COMPUTER_SIGMA))
        teams.append(members)
    ranks = [1, 2] if table.state.winner == "13" else [2, 1]
    after = MODEL.rate(teams, ranks=ranks)
    out = {}
    for team, members in zip(TEAMS, after):
        for seat, r in zip(team, members):
            if seat in people:
                played = (before.get(people[seat]) or new_rating()).matches
                out[people[seat]] = Rating(r.mu, r.sigma, played + 1)
    return out


def winners(table: Table) -> frozenset[str]:
    """The profiles at ``table`` (a match over) on the team that won it."""
    team = {"13": TEAMS[0], "24": TEAMS[1]}.get(table.state.winner or "", ())
    return frozenset(p for s, p in players(table).items() if s in team)
