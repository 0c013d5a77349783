"""The public log of a table: every deal, acceptance, redeal, choice, play, pass and hand result
up to the cursor, in data (for the browser to put in the player's language) and in English words.

Only public events are told. A deal says that tiles were dealt, never which; a hand's tiles
appear only in its result, once the hand is over and all four hands are shown anyway.
"""

from __future__ import annotations

from ...core import Accept, Action, Choose, HandResult, MatchState, Pass, Play, Redeal, new_match
from ...core.actions import End
from ...core.deal import seed_material
from ...core.record import applied
from ...core.seats import partner
from ...core.tiles import name, tiles_in
from .table import Table
from .wire import opening_json, result_json, score_change


def log_entries(table: Table) -> list[dict]:
    """``[{"hand": 1, "seat": 2 | None, "kind": "play", ..., "text": "..."}, ...]``, oldest
    first; docs/api.md (LOG_ENTRY) lists the fields of each kind."""
    seed = table.seed
    state = new_match(table.variant, seed, table.deals)
    out = [_deal(state, redealt=False)]
    actions = table.timeline[: table.cursor]
    for action, after in zip(actions, applied(state, actions)):
        before, state = state, after
        out.append(
            _entry(
                before.hand_number,
                action.seat,
                _kind(action),
                told(before, action),
                **facts(before, action),
            )
        )
        if len(state.results) > len(before.results):
            r = state.results[-1]
            material = None if seed is None else seed_material(seed, r.deal_index)
            text = _result(state, r)
            out.append(
                _entry(
                    r.number,
                    r.seat,
                    "result",
                    text,
                    seed_material=material,
                    result=result_json(r, seed, state.variant),
                    winner=state.winner,
                )
            )
        if state.deal_count > before.deal_count:
            out.append(_deal(state, redealt=isinstance(action, Redeal)))
    return out


def _entry(hand: int, seat: int | None, kind: str, text: str, **extra) -> dict:
    return {"hand": hand, "seat": seat, "kind": kind, **extra, "text": text}


def _deal(state: MatchState, redealt: bool) -> dict:
    """A deal: how the hand opens (``opening`` "forced", "choose" by ``leader`` or "lead" by
    ``leader``), whether each seat accepts it (Haiti), whether it is a redeal, and its
    ``commitment`` (None with explicit deals)."""
    opening = opening_json(state.opening)
    text = _redealt(state) if redealt else _dealt(state)
    return _entry(
        state.hand_number,
        None,
        "deal",
        text,
        opening=opening["opening"],
        leader=opening["seat"],
        accepts=state.variant.accepts_deals,
        redealt=redealt,
        commitment=state.deal_commitment,
    )


def facts(before: MatchState, action: Action) -> dict:
    """What a player needs to say an action in words: a play's tile and the number of the end it
    went on (None for the lead), a pass's ends, a choice's opener."""
    if isinstance(action, Play):
        ends = before.hand.ends
        if ends is None:
            return {"play": name(action.tile), "on": None}
        end = before.hand.end_of(action)
        return {"play": name(action.tile), "on": ends[0 if end is End.LEFT else 1]}
    if isinstance(action, Pass):
        return {"ends": list(before.hand.ends)}
    if isinstance(action, Choose):
        return {"opener": action.opener}
    return {}


def _kind(action: Action) -> str:
    return {Play: "play", Pass: "pass", Accept: "accept", Redeal: "redeal", Choose: "choose"}[
        type(action)
    ]


def _dealt(state: MatchState) -> str:
    n = state.hand_number
    accept = " Each seat looks at its hand and accepts it." if state.variant.accepts_deals else ""
    if state.opening.forced:
        return f"Hand {n}: the tiles are dealt; the holder of the double six opens with it.{accept}"
    if state.opening.representative is not None:
        seat = state.opening.representative
        return f"Hand {n}: the tiles are dealt; seat {seat} will choose who opens.{accept}"
    return f"Hand {n}: the tiles are dealt; seat {state.opening.opener} leads.{accept}"


def _redealt(state: MatchState) -> str:
    return f"Hand {state.hand_number}: all 28 tiles are shuffled and dealt again."


def told(before: MatchState, action: Action) -> str:
    s = action.seat
    if isinstance(action, Play):
        on = facts(before, action)["on"]
        if on is None:
            return f"seat {s} opens with {name(action.tile)}"
        return f"seat {s} plays {name(action.tile)} on the {on}"
    if isinstance(action, Pass):
        a, b = before.hand.ends
        return f"seat {s} passes: it holds no {a}" + ("" if a == b else f" and no {b}")
    if isinstance(action, Accept):
        return f"seat {s} accepts the deal"
    if isinstance(action, Redeal):
        return f"seat {s} holds five or more doubles and requests a redeal"
    if action.opener == s:
        return f"seat {s} chooses to open"
    return f"seat {s} chooses its partner, seat {partner(s)}, to open"


def _result(after: MatchState, r: HandResult) -> str:
    """What happened, the score change and all four hands, e.g. "Block: team 24 holds 6 pips
    against 10. 1 point for team 24. Score 0–1. Hands left: ..."."""
    lowest = after.variant.measure == "lowest"
    if r.kind == "domino":
        how = f"Seat {r.seat} goes out with {name(r.final.moves[-1].tile)}"
        how += " on both ends: Dékabès!" if r.dekabes else "."
    else:
        t13, t24 = after.variant.block_values(r.pips)
        what = "lowest hands" if lowest else "totals"
        if r.winner is None:
            how = f"Block with equal {what} ({t13} pips each): a tie."
        else:
            mine, theirs = (t13, t24) if r.winner == "13" else (t24, t13)
            whose = f"team {r.winner}'s lightest hand holds" if lowest else f"team {r.winner} holds"
            how = f"Block: {whose} {mine} pips against {theirs}."
    change_kind = score_change(r, after.variant)
    if change_kind == "kept":
        change = f"The score stays {_score(r.score)}."
        if r.base > 1:
            change += " The next win counts double."
    elif change_kind == "reset":
        change = f"Team {r.winner} breaks the streak: the score goes back to {_score(r.score)}."
    elif r.dekabes:
        change = (
            f"{r.base_before} × 2 = {r.points} points for team {r.winner}. Score {_score(r.score)}."
        )
    else:
        unit = "point" if r.points == 1 else "points"
        change = f"{r.points} {unit} for team {r.winner}. Score {_score(r.score)}."
    if after.over:
        change += (
            " The listed deals are all played: the match ends here."
            if after.winner is None
            else f" Team {after.winner} wins the match."
        )
    hands = ", ".join(
        f"seat {i} {' '.join(name(t) for t in reversed(tiles_in(h))) or 'none'}"
        for i, h in enumerate(r.final.hands, start=1)
    )
    return f"{how} {change} Hands left: {hands}."


def _score(score: tuple[int, int]) -> str:
    return f"{score[0]}–{score[1]}"
