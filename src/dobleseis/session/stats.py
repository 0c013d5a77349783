"""A device's statistics, worked out from the tables it holds seats at, every time they are
asked for: there is no count kept beside the tables that could drift from them (an undo, a
deleted table, a match played on from a record file all show at once).

The side counted at a table is the team of the seats the device holds there. A table where it
holds seats of both teams (everyone on one device) has no side and is left out, as is one
where it holds no seat (a host watching computers). Only finished hands are counted — their
results are public — so nothing here tells a tile anyone may not see.
"""

from __future__ import annotations

from ..core.seats import team_of
from .errors import Outdated, UnknownTable

FIELDS = ("matches", "won", "hands", "hands_won", "chivas", "dekabes", "best_streak")


def side_of(seats) -> str | None:
    """The one team of ``seats``, or None (no seat, or seats of both teams)."""
    teams = {team_of(s) for s in seats}
    return teams.pop() if len(teams) == 1 else None


def statistics(tables, keys: frozenset[str], local: bool = False) -> dict:
    """``{"stats": [ROW...], "left_out": N}``, a ROW per game and level played: finished
    ``matches`` and those ``won``; finished ``hands`` and those ``hands_won``; ``chivas``,
    matches won with the other team on 0; ``dekabes``, hands won by a Dékabès;
    ``best_streak``, the most matches won one after another (in the order they last changed).
    ``left_out``: tables held with no side to count for."""
    rows: dict[tuple[str, str], dict] = {}
    streaks: dict[tuple[str, str], int] = {}
    left_out = 0
    # oldest change first, so that a streak runs in the order the matches were played
    for summary in reversed(tables.summaries(keys, local)):
        side = side_of(summary["you"]["seats"])
        if side is None:
            left_out += 1
            continue
        try:
            table = tables.get(summary["id"])
        except (UnknownTable, Outdated):
            continue  # deleted meanwhile, or saved under rules that refuse it
        key = (table.variant, table.level)
        row = rows.setdefault(key, {"variant": key[0], "level": key[1]} | dict.fromkeys(FIELDS, 0))
        state = table.state
        for result in state.results:
            row["hands"] += 1
            if result.winner == side:
                row["hands_won"] += 1
                row["dekabes"] += int(result.dekabes)
        if not state.over:
            continue
        row["matches"] += 1
        if state.winner == side:
            row["won"] += 1
            row["chivas"] += int(min(state.score) == 0)
            streaks[key] = streaks.get(key, 0) + 1
            row["best_streak"] = max(row["best_streak"], streaks[key])
        else:
            streaks[key] = 0
    ordered = sorted(rows.values(), key=lambda r: (r["variant"], r["level"]))
    return {"stats": ordered, "left_out": left_out}
