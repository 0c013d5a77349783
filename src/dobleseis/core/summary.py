"""What a replayed record comes to: each finished hand, the score, and who acts next.

This is the shape ``dobleseis replay --json`` prints, and a readable text form of it.
"""

from __future__ import annotations

from .match import HandResult, MatchState, Phase
from .tiles import name


def hand_summary(r: HandResult) -> dict:
    """How a finished hand ended and what it did to the score."""
    return {
        "result": r.kind,
        "winner": r.winner,
        "seat": r.seat,
        "dekabes": r.dekabes,
        "points": r.points,
        "pips": list(r.pips),
        "score": list(r.score),
    }


def summary(state: MatchState) -> dict:
    has_base = state.variant.has_base
    out: dict = {"variant": state.variant.name, "score": list(state.score)}
    if has_base:
        out["base"] = state.base
    out["over"] = state.over
    out["winner"] = state.winner
    out["hands"] = [hand_summary(r) for r in state.results]
    forced = state.opening.forced and not state.over
    out["next"] = {
        "phase": state.phase.value,
        "seat": state.to_act,
        "forced_double_six": forced,
        "representative": (state.opening.representative if not forced and not state.over else None),
    }
    return out


def summary_text(state: MatchState) -> str:
    """One line per hand and the state of the match, for people."""
    lines = [f"{state.variant.title}"]
    for r in state.results:
        pips = " ".join(str(p) for p in r.pips)
        if r.kind == "domino":
            how = f"seat {r.seat} went out with {name(r.final.moves[-1].tile)}"
            if r.dekabes:
                how += " (Dékabès)"
        elif r.kind == "block":
            how = "blocked"
        else:
            how = "blocked, tie"
        who = f"team {r.winner} +{r.points}" if r.winner else "no winner"
        lines.append(f"hand {r.number}: {how}; {who}; pips {pips}; score {r.score[0]}–{r.score[1]}")
    score = f"{state.score[0]}–{state.score[1]}"
    if state.over and state.winner is None:
        lines.append(f"match over: the record's deals are all played, {score}")
    elif state.over:
        lines.append(f"match over: team {state.winner} wins {score}")
    else:
        base = f", next win counts {state.base}" if state.variant.has_base else ""
        what = {
            Phase.ACCEPT: "to accept the deal",
            Phase.CHOOSE: "to choose who opens",
            Phase.PLAY: "to play",
        }[state.phase]
        lines.append(f"score {score}{base}; hand {state.hand_number}: seat {state.to_act} {what}")
    return "\n".join(lines)
