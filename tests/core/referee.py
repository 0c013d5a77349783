"""An independent referee: docs/RULES.md §1.6–1.7, §2.3–2.6 and §3.3–3.7 written again, plainly,
from the public facts of each finished hand (the tiles left, the moves, who opened).

It shares no scoring code with the engine, so checking the engine's results against it (golden
transcripts, random matches in the property tests) catches a rule implemented wrongly in one
place. It raises AssertionError at the first disagreement, naming the hand.
"""

from __future__ import annotations

from dobleseis.core import Choose, HandResult, MatchState
from dobleseis.core.tiles import HIGH, LOW, PIPS, tiles_in

TEAM = {1: "13", 2: "24", 3: "13", 4: "24"}
MEMBERS = {"13": (1, 3), "24": (2, 4)}


def held_pips(mask: int) -> int:
    return sum(PIPS[t] for t in tiles_in(mask))


def lighter(team: str, pips) -> int:
    a, b = MEMBERS[team]
    return b if pips[b - 1] < pips[a - 1] else a


def check_match(state: MatchState) -> None:
    variant = state.variant.name
    score, base = [0, 0], 1
    expected_opening: tuple = ("forced", None)  # ("forced"|"lead"|"choose", seat)
    choices = [a for a in state.actions if isinstance(a, Choose)]
    for r in state.results:
        where = f"hand {r.number}"
        _check_opening(r, expected_opening, choices, variant, where)
        pips = tuple(held_pips(h) for h in r.final.hands)
        assert r.pips == pips, f"{where}: pips {r.pips} != {pips}"
        last = r.moves[-1]
        assert last.tile is not None, f"{where}: a hand ends on a tile, not a pass"
        out = [s for s in (1, 2, 3, 4) if r.final.hands[s - 1] == 0]
        if out:
            assert out == [last.seat] and r.kind == "domino" and r.seat == last.seat, where
            winner = TEAM[last.seat]
        else:
            left, right = r.final.ends
            number = left
            on_table = [t for t in tiles_in(r.final.played) if number in (HIGH[t], LOW[t])]
            assert left == right and len(on_table) == 7, f"{where}: not blocked"
            if variant == "chiva":
                v13, v24 = pips[0] + pips[2], pips[1] + pips[3]
            else:
                v13, v24 = min(pips[0], pips[2]), min(pips[1], pips[3])
            winner = None if v13 == v24 else ("13" if v13 < v24 else "24")
            assert r.kind == ("block" if winner else "tie"), f"{where}: {r.kind}"
        assert r.winner == winner, f"{where}: winner {r.winner} != {winner}"
        t = last.tile
        dekabes = (
            variant == "haiti"
            and bool(out)
            and HIGH[t] != LOW[t]
            and all(end in (HIGH[t], LOW[t]) for end in last.ends)
        )
        assert r.dekabes == dekabes, f"{where}: dekabes {r.dekabes} != {dekabes}"
        points = 0
        if winner is not None:
            w, lo = (0, 1) if winner == "13" else (1, 0)
            if variant == "chiva":
                if score[lo] == 0:
                    points = 1
                    score[w] += 1
                else:
                    score = [0, 0]
            else:
                points = base * (2 if dekabes else 1)
                score[w] += points
                score[lo] = 0
            base = 1
        elif variant == "haiti":
            base = 2
        assert r.points == points, f"{where}: points {r.points} != {points}"
        assert r.score == tuple(score), f"{where}: score {r.score} != {tuple(score)}"
        assert r.base == base, f"{where}: base {r.base} != {base}"
        if variant == "chiva":
            if winner is None:
                expected_opening = ("forced", None)
            elif out:
                expected_opening = ("lead", last.seat)
            else:
                expected_opening = ("lead", lighter(winner, pips))
        else:
            if winner is None:
                rep = r.final.opener
            else:
                rep = lighter(winner, pips)  # after a domino too (§3.3)
            expected_opening = ("choose", rep)
    top = max(score)
    if variant == "chiva":
        assert state.over == (top == 4) and (not state.over or min(score) == 0)
    else:
        assert state.over == (top >= 4)
    assert tuple(score) == state.score and base == state.base


def _check_opening(r: HandResult, expected, choices, variant, where) -> None:
    kind, seat = expected
    hand = r.final
    if kind == "forced":
        holder = next(s for s in (1, 2, 3, 4) if r.deal[s - 1] >> 27 & 1)
        assert hand.forced and hand.opener == holder, f"{where}: not opened by 6-6's holder"
        assert r.moves[0].tile == 27, f"{where}: a forced hand opens with 6-6"
    elif kind == "lead":
        assert not hand.forced and hand.opener == seat, f"{where}: seat {seat} should lead"
    else:
        choice = choices.pop(0)  # one choice per Haiti hand after the first, in order
        assert choice.seat == seat, f"{where}: seat {choice.seat} chose, not seat {seat}"
        assert not hand.forced and hand.opener == choice.opener, where
        assert choice.opener in (seat, (seat + 1) % 4 + 1), where
