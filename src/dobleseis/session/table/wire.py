"""The JSON shapes of docs/api.md: a table's VIEW, actions, hints, finished hands and its
row of the LOBBY.

Only public information and the viewer's own tiles go in. A view is built from the core
``View`` of the viewing seat — the seat's information set — so a hidden tile cannot get in by
construction; the public view is built from the core view of no seat, which has no hand.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from ... import ai
from ...core import Action, HandResult, Invalid, MatchState, Variant, View, view
from ...core.deal import Deal, seed_json, seed_material
from ...core.hand import Move, Placed
from ...core.record import action_from_json, action_to_json
from ...core.summary import hand_summary
from ...core.tiles import name, tiles_in
from ...core.variants import Opening
from .table import Table, compact


def action_json(action: Action, with_seat: bool = False) -> dict:
    """``{"play": "6-4", "end": "left"}``; with the seat as the record writes it."""
    out = action_to_json(action)
    if not with_seat:
        del out["seat"]
    return out


def action_of(seat: int, raw: Any) -> Action:
    """An ACTION object sent by a client (without its seat) for ``seat``; Invalid if it is
    malformed."""
    if not isinstance(raw, dict):
        raise Invalid("action_not_sent")
    if "seat" in raw:
        raise Invalid("seat_inside_action")
    return action_from_json({**raw, "seat": seat})


def tiles_json(mask: int) -> list[str]:
    """Tiles heaviest first, as people hold them."""
    return [name(t) for t in reversed(tiles_in(mask))]


def line_json(line: tuple[Placed, ...]) -> list[dict]:
    return [_placed_json(p) for p in line]


def move_json(m: Move) -> dict:
    if m.tile is None:
        return {"seat": m.seat, "pass": True, "ends": list(m.ends)}
    out: dict[str, Any] = {"seat": m.seat, "play": name(m.tile)}
    if m.end is not None:
        out["end"] = m.end.value
    return out


def opening_json(o: Opening) -> dict:
    """How a hand opens: ``{"opening": "forced"}`` (the holder of 6-6 opens with it),
    ``{"opening": "choose", "seat": 3}`` (seat 3 chooses who opens) or ``{"opening": "lead",
    "seat": 3}`` (seat 3 leads any tile)."""
    if o.forced:
        return {"opening": "forced", "seat": None}
    if o.representative is not None:
        return {"opening": "choose", "seat": o.representative}
    return {"opening": "lead", "seat": o.opener}


def score_change(r: HandResult, variant: Variant) -> str:
    """What a finished hand of ``variant`` did to the score, as its rule set says
    (``Variant.score_change``): ``"added"`` (its winners scored ``points``), ``"kept"`` (a tie),
    or in Chiva ``"reset"`` (its winners broke the other team's streak: both back to 0)."""
    return variant.score_change(r.winner, r.points)


def result_json(r: HandResult, seed: int | None, variant: Variant) -> dict:
    """A finished hand of ``variant``; everything in it is public now, including the seed
    material its deal was shuffled from (``seed`` None: explicit deals, there is none). It says
    all a client shows, so that a client need not know a rule: ``compared``, what a block
    compares (``measure``: team ``"totals"`` in Chiva, each team's ``"lowest"`` hand in Haiti);
    ``base_before``, what a plain win scored; ``change``, what it did to the score; ``next``,
    how the next hand opens; ``moves``, every move of the hand, so that a client whose view
    went on to the next hand can still say the move that ended it."""
    return {
        "number": r.number,
        **hand_summary(r),
        "before": list(r.before),
        "measure": variant.measure,
        "compared": list(variant.block_values(r.pips)),
        "base_before": r.base_before,
        "change": score_change(r, variant),
        "base": r.base,
        "next": opening_json(r.opening),
        "hands": [tiles_json(h) for h in r.final.hands],
        "line": line_json(r.final.line),
        "moves": [move_json(m) for m in r.moves],
        "deal": tiles_deal_json(r.deal),
        "seed_material": None if seed is None else seed_material(seed, r.deal_index),
    }


def last_result_json(
    results: tuple[HandResult, ...], seed: int | None, variant: Variant
) -> dict | None:
    """The latest of the finished ``results`` (None before the first)."""
    if not results:
        return None
    return result_json(results[-1], seed, variant)


def tiles_deal_json(deal: Deal) -> list[list[str]]:
    """The four hands as dealt, seat 1 first."""
    return [tiles_json(h) for h in deal]


def double_next(state: MatchState) -> bool:
    """Whether the next win counts more than a plain one (Haiti's base 2 after a tie)."""
    return state.base > 1 and not state.over


def view_json(table: Table, seat: int | None) -> dict:
    """The VIEW of docs/api.md for a human ``seat``, or the public view when ``seat`` is None
    (built for no seat: it never held a hand to strip)."""
    state = table.state
    return {**own_view_json(table, seat), **shared_view_json(table),
            "last_result": last_result_json(state.results, table.seed, state.variant)}  # fmt: skip


def own_view_json(table: Table, seat: int | None) -> dict:
    """The fields of the VIEW that differ from seat to seat: whose view it is, its tiles and
    its legal actions, from the seat's information set (none for the public view)."""
    if seat is None:
        return {"viewer": None, "hand": [], "legal": []}
    mine = table.seat_own(seat)
    return {"viewer": seat, "hand": tiles_json(mine.hand),
            "legal": [action_json(a) for a in mine.legal]}  # fmt: skip


def shared_view_json(table: Table) -> dict:
    """The fields of the VIEW every seat and every spectator is shown alike, built from the
    public view (no seat's tiles are in it), so that they may be built once for all of them;
    but ``last_result``, the finished hand, which changes only once a hand."""
    v = view(table.state, None)
    head, ends, tail = _shared_parts(table, v)
    return {**head, "line": line_json(v.line), "ends": ends,
            "moves": [move_json(m) for m in v.moves], **tail}  # fmt: skip


def shared_view_text(table: Table) -> str:
    """``shared_view_json`` as compact JSON members (no braces), the same characters. A live
    table's devices are sent these fields at every change (``session.frames``), and most of
    them are the line and the moves, the same as at the change before but one: each placed
    tile's and each move's text is kept (there are a few hundred of them in all), so a change
    joins kept texts instead of building and encoding every tile of the hand again."""
    v = view(table.state, None)
    head, ends, tail = _shared_parts(table, v)
    line = ",".join([_kept(_PLACED, p, p, _placed_json) for p in v.line])
    moves = ",".join([_kept(_MOVES, _move_key(m), m, move_json) for m in v.moves])
    return (f'{compact(head)[1:-1]},"line":[{line}],"ends":{compact(ends)},"moves":[{moves}],'
            f"{compact(tail)[1:-1]}")  # fmt: skip


def own_view_text(table: Table, seat: int | None) -> str:
    """``own_view_json`` as compact JSON members (no braces), the same characters, from the
    seat's own part of its view only (``Table.seat_own``): a hand's text kept by its tiles, an
    action's by the action."""
    if seat is None:
        return '"viewer":null,"hand":[],"legal":[]'
    mine = table.seat_own(seat)
    legal = ",".join([_kept(_ACTIONS, a, a, action_json) for a in mine.legal])
    return f'"viewer":{seat},"hand":{_hand_text(mine.hand)},"legal":[{legal}]'


def _shared_parts(table: Table, v: View) -> tuple[dict, list[int] | None, dict]:
    """The shared fields before the line, the open ends, and the fields after the moves."""
    state = table.state
    takebacks = table.seating.public_play is None  # a public match takes none (check_takeback)
    head = {
        "id": table.id,
        "version": table.version,
        "variant": table.variant,
        "title": state.variant.title,
        "seed": seed_json(table.seed) if table.seed_public and table.seed is not None else None,
        "record": table.seed_public,
        "seats": list(table.seats),
        "level": table.level,
        "phase": v.phase.value,
        "to_act": v.to_act,
        "to_act_human": table.to_act_human,
        "counts": list(v.counts),
    }
    tail = {
        "opener": v.opener,
        "forced_double_six": v.forced_double_six,
        "representative": v.representative,
        "accepted": v.accepted,
        "redeals": list(v.redeals),
        "score": list(v.score),
        "base": v.base,
        "double_next": double_next(state),
        "hand_number": v.hand_number,
        "commitment": state.deal_commitment,
        "over": state.over,
        "winner": v.winner,
        "can_undo": table.can_undo and takebacks,
        "can_redo": table.can_redo and takebacks,
        "can_restart": table.can_restart and takebacks,
    }
    return head, None if v.ends is None else list(v.ends), tail


_PLACED: dict[Placed, str] = {}  # at most 56: a tile shows its numbers one way or the other
_MOVES: dict[tuple, str] = {}  # at most 532: a seat's play of a tile on an end, or its pass
_ACTIONS: dict[Action, str] = {}  # at most a few thousand: a seat, a tile, an end, a side
K = TypeVar("K")
V = TypeVar("V")


def _kept(texts: dict[K, str], key: K, item: V, as_json: Callable[[V], Any]) -> str:
    """The compact JSON of ``item``, kept in ``texts`` under ``key`` (a bounded set of keys)."""
    text = texts.get(key)
    if text is None:
        text = texts[key] = compact(as_json(item))
    return text


def _placed_json(p: Placed) -> dict:
    return {"tile": name(p.tile), "left": p.left, "right": p.right}


def _move_key(m: Move) -> tuple:
    """What a move's JSON says: a play's open ends before it are not in it."""
    return (m.seat, m.tile, m.end, m.ends if m.tile is None else None)


@functools.lru_cache(maxsize=4096)
def _hand_text(mask: int) -> str:
    return compact(tiles_json(mask))


def table_json(table: Table, live: dict | None = None) -> dict:
    """The TABLE of docs/api.md: the seating as everyone may see it and, from ``live``
    (``Rooms.live``), who is connected, who paused, who still has the end of the hand open,
    whom the table waits for and the pending request."""
    live = live or {"connected": set(), "host_connected": False, "paused_by": [],
                    "at_reveal": [], "waiting_for": [], "offer": None}  # fmt: skip
    public = table.seating.public()
    for s in public["seats"]:
        s["connected"] = s["computer"] or s["seat"] in live["connected"]
    return {
        "id": table.id,
        "version": table.version,
        **public,
        "listable": table.secret,  # its deals known to nobody: it may be public (public play)
        "host_connected": live["host_connected"],
        "paused_by": live["paused_by"],
        "at_reveal": live["at_reveal"],
        "waiting_for": live["waiting_for"],
        "offer": live["offer"],
    }  # (live's "last_answer" and "nudge" are not part of TABLE: a connection tells each once)


def lobby_json(table: Table) -> dict:
    """A public table's row of the LOBBY of docs/api.md: who sits where, no tile, no score, no
    secret. A store keeps it in the table's summary (``summary_of``), written with each change,
    so that the lobby is read without rebuilding a table."""
    seating, play = table.seating, table.seating.public_play
    seats = [{"seat": s["seat"], "name": s["name"], "avatar": s["avatar"],
              "profile": s["profile"], "computer": s["computer"], "taken": s["taken"]}
             for s in seating.public()["seats"]]  # fmt: skip
    return {"id": table.id, "variant": table.variant, "kind": play.kind,
            "language": play.language, "level": table.level, "started": seating.started,
            "deadline": play.deadline, "free": seating.open_seats(), "seats": seats}  # fmt: skip


def hint_json(h: ai.Hint) -> dict:
    return {
        "best": action_json(h.best),
        "options": [
            {
                "action": action_json(o.action),
                "win": o.win,
                "value": o.value,
                "reasons": [r.json() for r in o.reasons],
            }
            for o in h.options
        ],
    }


__all__ = [
    "action_json",
    "action_of",
    "compact",
    "double_next",
    "hint_json",
    "last_result_json",
    "line_json",
    "move_json",
    "opening_json",
    "own_view_json",
    "own_view_text",
    "result_json",
    "score_change",
    "shared_view_json",
    "shared_view_text",
    "tiles_deal_json",
    "table_json",
    "tiles_json",
    "view_json",
]
