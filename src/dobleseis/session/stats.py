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
from ..core.variants import VARIANTS, Variant
from .errors import Outdated, UnknownTable
from .review import match_accuracy

COMMON = ("matches", "won", "hands", "hands_won")
"""What every game counts, before each game's own statistics (``Variant.statistics``: a Chiva,
a Dékabès) and then ``best_streak`` and ``accuracy``."""


def fields_of(variant: Variant) -> tuple[str, ...]:
    """The statistics a row of ``variant`` has, in the order they are shown."""
    return (*COMMON, *(s.name for s in variant.statistics), "best_streak")


def columns(variants) -> list[str]:
    """Every statistic of the rows of ``variants``, each once, in the order they are shown:
    what every game counts, each game's own in the order of the games, the best streak."""
    variants = list(variants)
    if not variants:
        return []
    own = (s.name for v in variants for s in v.statistics)
    return list(dict.fromkeys((*COMMON, *own, "best_streak", "accuracy")))


def side_of(seats) -> str | None:
    """The one team of ``seats``, or None (no seat, or seats of both teams)."""
    teams = {team_of(s) for s in seats}
    return teams.pop() if len(teams) == 1 else None


def statistics(tables, keys: frozenset[str], local: bool = False) -> dict:
    """``{"stats": [ROW...], "columns": [...], "left_out": N}``, a ROW per game and level
    with a hand over (a match just begun counts nothing yet): finished ``matches`` and those
    ``won``; finished ``hands`` and those ``hands_won``; the game's own statistics
    (``Variant.statistics``: in Chiva ``chivas``, matches won with the other team on 0; in
    Haiti ``dekabes``, hands won by a Dékabès); ``best_streak``, the most matches won one after
    another (in the order they last changed). ``columns``: every statistic of the rows, in the
    order they are shown. ``left_out``: tables held with no side to count for.

    ``accuracy``: the share of good choices of the seats held, a match's reviewed hands
    together, on average over the matches with such a choice (None without one); ``pending``:
    the finished hands not reviewed yet, which it does not count."""
    rows: dict[tuple[str, str], dict] = {}
    streaks: dict[tuple[str, str], int] = {}
    accuracies: dict[tuple[str, str], list[float]] = {}
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
        state, key = table.state, (table.variant, table.level)
        variant = state.variant
        row = rows.setdefault(key, {"variant": key[0], "level": key[1]}
                              | dict.fromkeys(fields_of(variant), 0) | {"pending": 0})  # fmt: skip
        counted = _accuracy(table, tables.store, summary["you"]["seats"], row)
        if counted is not None:
            accuracies.setdefault(key, []).append(counted)
        for result in state.results:
            row["hands"] += 1
            if result.winner == side:
                row["hands_won"] += 1
                for s in variant.statistics:
                    row[s.name] += int(s.of == "hand" and s.counts(result))
        if not state.over:
            continue
        row["matches"] += 1
        if state.winner == side:
            row["won"] += 1
            for s in variant.statistics:
                row[s.name] += int(s.of == "match" and s.counts(state))
            streaks[key] = streaks.get(key, 0) + 1
            row["best_streak"] = max(row["best_streak"], streaks[key])
        else:
            streaks[key] = 0
    for key, row in rows.items():
        mine = accuracies.get(key)
        row["accuracy"] = round(sum(mine) / len(mine), 3) if mine else None
    # a game and level with no hand over yet has nothing to count: no row of noughts for it
    counted = (row for row in rows.values() if row["hands"])
    ordered = sorted(counted, key=lambda r: (r["variant"], r["level"]))
    played = {r["variant"] for r in ordered}
    shown = columns(v for name, v in VARIANTS.items() if name in played)
    return {"stats": ordered, "columns": shown, "left_out": left_out}


def _accuracy(table, store, seats, row: dict) -> float | None:
    """The share of good choices of ``seats`` over the reviewed hands of ``table``'s match
    (None without a choice), its hands not reviewed yet added to ``row``'s ``pending``."""
    counted = match_accuracy(table, store)
    row["pending"] += len(counted["pending"])
    mine = [counted["seats"][str(s)] for s in seats]
    choices = sum(a["choices"] for a in mine)
    return sum(a["good"] for a in mine) / choices if choices else None
