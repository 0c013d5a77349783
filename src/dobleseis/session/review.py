"""The review of a finished hand: every move of it looked at again from its mover's view.

A hand can be reviewed once it is over — never before: the review of a move names the moves its
seat could have made and what each was worth, which during the hand would be a hint for anyone
watching, and the tiles of every hand. Once the hand is over its deal is public (the end-of-hand
result shows it), so every seat's moves may be reviewed by anyone who sees the table.

Each move is reviewed from the **view** its mover had just before it (``core.view`` of the state
at that step, for that seat): never from the state. The moves are thought by the decider at low
priority (``Decider.review``: a worker of their own, after every decision and hint, in the
turns of the addresses that asked), at most ``QUEUE`` hands under way on a server, and the
finished review is kept in the store with the match, so it is computed once. While it runs,
asking again answers its progress, found by the hand's digest alone: the hand's moves (the
match folded again up to it) are read only to start a review or to draw a kept one, and that
reading is charged to whoever asks (``Reading``), as is each review begun (``begin``).

A kept review is found by its hand's **digest**: the match's deal source and every action up to
the end of that hand. An undo that changes the hand, or a new match at the same table, gives
another digest, so a review never describes a hand that is not the one on the table.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import accumulate, chain
from typing import TYPE_CHECKING, Any, TypeVar

from ..ai import Reviewed
from ..ai.reasons import for_action
from ..core import Action, End, Pass, Phase, Play, View, new_match, view
from ..core.record import action_from_json, action_to_json, applied, deals_text
from ..core.tiles import HIGH, fits, name, other
from .decider import Decider
from .errors import Crowded, NotAllowed, Unavailable
from .hub import Listeners
from .outage import Outage
from .table.table import Table
from .table.wire import action_json, line_json

if TYPE_CHECKING:  # the redis extra, which a server of one process does without
    from .cluster.client import Health
    from .cluster.news import Broadcast

QUEUE = 32
"""Hands being reviewed or waiting, on one server: a review costs a few seconds of a core, so
what strangers can ask for at once is bounded; beyond it a review is refused as unavailable (ask
again later), and nothing is lost."""
PER_ASKER = 4
"""Hands one asker (an address) may have being reviewed at once, of the ``QUEUE``, while it is
less than a quarter full: a family's devices reviewing the hands of their match go on, a
stranger asking for every hand of every finished match does not take the queue from everyone
else (beyond it, 429: ask again once one is done). Asking how a review one started is going
costs nothing. The fuller the queue, the smaller the share (``share``), so that a few askers
holding theirs still leave places for newcomers' first reviews."""

AHEAD = 2
"""Moves of one hand asked of the decider at once (see ``Reviews._review``)."""
CHANNEL = "dobleseis:reviewed:"
"""With several processes, where each tells the others of the hands whose review it kept
(``Reviews.join``)."""
log = logging.getLogger(__name__)

T = TypeVar("T")
Reading = Callable[..., Any]
"""``read(function, *args, **options)``: the call in the calling thread, its cost charged to
whoever asked for it (it raises to refuse once that one's share is spent)."""


def reading_free(function: Callable[..., T], *args: Any, **options: Any) -> T:
    """A reading charged to no one (the server's own, or a caller of the session)."""
    return function(*args, **options)


@dataclass(frozen=True)
class Move:
    """A move of a finished hand as its mover saw it: the step of the timeline (0-based), the
    mover's view just before it, the action it played, and the seed a hint had then (so that
    the review of the move agrees with the hint the mover could have asked for)."""

    step: int
    view: View
    played: Action
    hint_seed: int


def hand_moves(table: Table, number: int) -> list[Move]:
    """The moves of the play of hand ``number`` (1-based) of the match at ``table``'s cursor,
    each with its mover's view. ``NotAllowed`` unless that hand is over."""
    finished = len(table.state.results)
    if not 1 <= number <= finished:
        raise NotAllowed("review_not_over", hand=number, finished=finished)
    start = new_match(table.variant, table.seed, table.deals)
    actions = table.timeline[: table.cursor]
    before = chain([start], applied(start, actions))  # each action's state, folded as needed
    out = []
    for step, (state, action) in enumerate(zip(before, actions, strict=False)):
        if len(state.results) >= number:
            break
        if len(state.results) == number - 1 and state.phase is Phase.PLAY:
            seed = table.derived_seed("hint", step)
            out.append(Move(step, view(state, state.to_act), action, seed))
    return out


def hand_ends(table: Table) -> list[int]:
    """For each finished hand of the match at ``table``'s cursor, how many actions of its
    timeline it took to end it (what its ``digest`` hashes): its plays and passes are the
    timeline's next ones, as many as the moves of its result, so nothing is folded again."""
    ends: list[int] = []
    left = iter(accumulate(len(r.moves) for r in table.state.results))
    want, moved = next(left, None), 0
    for step, action in enumerate(table.timeline[: table.cursor]):
        if want is None:
            break
        moved += isinstance(action, Play | Pass)
        if moved == want:
            ends.append(step + 1)
            want = next(left, None)
    return ends


def hand_key(table: Table, number: int) -> str:
    """The ``digest`` of finished hand ``number`` (1-based) of the match at ``table``'s
    cursor, found without folding a state (``hand_ends``). ``NotAllowed`` unless it is over."""
    ends = hand_ends(table)
    if not 1 <= number <= len(ends):
        raise NotAllowed("review_not_over", hand=number, finished=len(table.state.results))
    return digest(table, ends[number - 1])


def digest(table: Table, end: int) -> str:
    """What a kept review of a hand is found by: the deal source and the first ``end`` actions,
    those up to the hand's last move (a hash: it names the seed without telling it)."""
    return digests(table, [end])[0]


def digests(table: Table, ends: list[int]) -> list[str]:
    """The ``digest`` of each of ``ends``, the JSON of each action written once for them all:
    the hash of ``[variant, seed, deals, [action, ...]]`` written compactly."""
    compact = (",", ":")
    head = json.dumps([table.variant, table.seed, deals_text(table.deals or ()), []],
                      separators=compact)[:-2]  # fmt: skip
    actions = [json.dumps(action_to_json(a), separators=compact)
               for a in table.timeline[: max(ends, default=0)]]  # fmt: skip
    texts = (head + ",".join(actions[:end]) + "]]" for end in ends)
    return [hashlib.sha256(text.encode()).hexdigest()[:32] for text in texts]


def move_json(move: Move, r: Reviewed) -> dict:
    return {
        "step": move.step,
        "seat": move.view.seat,
        "ends": None if move.view.ends is None else list(move.view.ends),
        "played": action_json(move.played),
        "best": action_json(r.best),
        "lost": r.lost,
        "mark": r.mark,
        "options": [
            {"action": action_json(o.action), "win": round(o.win, 3), "value": round(o.value, 3)}
            for o in r.options
        ],
    }


def placed(v: View, play: Play) -> dict:
    """Where ``play`` would lie on the line of ``v``, as a tile of the line shows (``left``,
    ``right``), and the ``end`` it takes (None for the first tile): what the client draws over
    the line as it was, as ``core.hand`` would place it."""
    t = play.tile
    if v.ends is None:
        left = HIGH[t] if play.left is None else play.left
        return {"tile": name(t), "left": left, "right": other(t, left), "end": None}
    left, right = v.ends
    end = play.end or (End.RIGHT if fits(t, right) else End.LEFT)
    if end is End.LEFT:
        return {"tile": name(t), "left": other(t, left), "right": left, "end": "left"}
    return {"tile": name(t), "left": right, "right": other(t, right), "end": "right"}


def kept_action(seat: int, action: dict) -> Action:
    """An action of a kept review, whose JSON does not repeat the seat of its move."""
    return action_from_json({"seat": seat, **action})


def reasoned(view: View, seat: int, option: dict) -> dict:
    """A kept option with the reasons a hint gives for its action from ``view``."""
    action = kept_action(seat, option["action"])
    return {**option, "reasons": [r.json() for r in for_action(view, action)]}


def drawn(moves: list[Move], kept: list[dict]) -> list[dict]:
    """The kept review's moves with what the client draws and says of each: the ``line`` its
    mover saw, where the best move would have gone on it (``best_at``; None for a forced move),
    and each option's ``reasons``, in the words a hint gives them (``ai.reasons``: read off the
    mover's view). All are public once the hand is over and follow from the moves, so they are
    not kept."""
    out = []
    for move, m in zip(moves, kept, strict=True):
        best = kept_action(m["seat"], m["best"])
        at = placed(move.view, best) if m["mark"] != "forced" and isinstance(best, Play) else None
        options = [reasoned(move.view, m["seat"], o) for o in m["options"]]
        out.append({**m, "options": options, "line": line_json(move.view.line), "best_at": at})
    return out


def drawn_hand(table: Table, number: int, kept: list[dict]) -> list[dict]:
    """``drawn`` for the kept review of hand ``number``, its moves read again."""
    return drawn(hand_moves(table, number), kept)


MARKED = ("good", "inaccuracy", "mistake", "blunder")
"""The marks of a move with a choice (a forced move is marked ``forced``)."""


def accuracy(moves: list[dict]) -> dict[str, dict]:
    """Per seat ("1".."4"): its moves with a choice, how many of each mark, and its accuracy,
    the share of those choices that were good (None without a choice)."""
    out = {}
    for seat in (1, 2, 3, 4):
        mine = [m for m in moves if m["seat"] == seat and m["mark"] != "forced"]
        marks = {k: sum(m["mark"] == k for m in mine) for k in MARKED}
        out[str(seat)] = {
            "choices": len(mine),
            **marks,
            "accuracy": round(marks["good"] / len(mine), 3) if mine else None,
        }
    return out


def match_accuracy(table: Table, store) -> dict:
    """The ACCURACY of the match at ``table``'s cursor (docs/api.md), from the reviews kept in
    ``store``: each seat's choices and marks summed over the reviewed hands, and the finished
    hands not reviewed yet, ``pending`` (not counted, rather than counted as nothing good)."""
    kept = [store.review(table.id, key) for key in digests(table, hand_ends(table))]
    seats = {}
    for seat in ("1", "2", "3", "4"):
        mine = [k["accuracy"][seat] for k in kept if k is not None]
        sums = {f: sum(a[f] for a in mine) for f in ("choices", *MARKED)}
        good = sums["good"] / sums["choices"] if sums["choices"] else None
        seats[seat] = {**sums, "accuracy": None if good is None else round(good, 3)}
    pending = [n for n, k in enumerate(kept, 1) if k is None]
    return {"hands": len(kept), "pending": pending, "seats": seats}


@dataclass
class Running:
    moves: int
    asker: str | None = None
    done: int = 0
    # held (``settled`` waits for it), and since the event loop keeps tasks only weakly: one
    # nobody holds may be collected before it is done
    task: asyncio.Task | None = field(default=None, repr=False)


class Reviews:
    """The reviews of one server's tables: kept ones read from the store, missing ones computed
    in the background and kept. ``blocking(f, *args)`` runs store work off the event loop;
    ``room()`` raises to refuse a new review (kept for good) while the disk is nearly full.
    Whoever listens to a table (``subscribe``) hears the number of each of its hands whose
    review is kept: the devices of the table, whose score sheets count a hand reviewed from
    another device as one reviewed from their own; with several processes (``join``), a device
    of any of them."""

    def __init__(self, store, decider: Decider, blocking: Callable) -> None:
        self.store = store
        self.decider = decider
        self._blocking = blocking
        self._running: dict[str, Running] = {}
        self._listeners = Listeners()
        self._broadcast: Broadcast | None = None  # with several processes (``join``)
        self.room: Callable[[], None] = lambda: None

    def subscribe(self, table_id: str, listener: Callable[[int], None]) -> Callable[[], None]:
        """Call ``listener(hand)`` (it must not block: in the event loop that ran the review,
        or in the thread that heard another process kept it) each time the review of a hand of
        the table is kept, once a hand; returns the call that stops it. Only the hand's number
        is told: the review is the asker's to read, and anyone who sees the table may (its
        deal is public once it is over)."""
        return self._listeners.add(table_id, listener)

    def join(self, url: str, health: Health | None = None) -> None:
        """Tell the listeners of every process on Redis ``url`` of the hands whose review this
        process kept, and this process's listeners of the others' (``cluster.news``: channel
        ``dobleseis:reviewed:ID``, the hand's number alone). ``health``: the process's
        (``cluster.client.Health``). A review kept while Redis is away is told to the other
        processes' devices once it is back (``Broadcast``'s ``again``): it is still kept then,
        so told late it is still true."""
        # the redis extra, which a server of one process does without
        from .cluster.news import ERRORS, Broadcast

        outage = None if health is not None else Outage(log, "reviews kept, through Redis", ERRORS)
        self._broadcast = Broadcast(url, CHANNEL, self._heard, health, outage, again=True)

    def close(self) -> None:
        """Stop hearing the other processes (nothing to let go of in one process)."""
        broadcast, self._broadcast = self._broadcast, None
        if broadcast is not None:
            broadcast.close()

    def _tell(self, table_id: str, hand: int) -> None:
        for listener in self._listeners.of(table_id):
            listener(hand)

    def _heard(self, table_id: str, news: dict) -> None:
        """Another process kept the review of hand ``news["hand"]`` of the table."""
        hand = news.get("hand")
        if type(hand) is int and hand >= 1:
            self._tell(table_id, hand)

    async def of_hand(self, table: Table, number: int, asker: str | None = None,
                      read: Reading = reading_free,
                      begin: Callable[[], None] = lambda: None) -> dict:  # fmt: skip
        """The REVIEW of hand ``number`` (docs/api.md): done, or running with its progress
        (started now if it was neither). ``asker``: who asks (an address), held to
        ``PER_ASKER`` reviews started and not done (None: no one's share, as for the server
        itself); ``read`` folds the hand's moves (charged to the asker: only to start or draw a
        review, never to tell how one goes); ``begin()`` is called just before a new review
        starts (it raises to refuse: the asker's reviews of the day)."""
        key = await self._blocking(hand_key, table, number)
        # Running first, then the store: a review is kept before it stops running, so a read of
        # the store that missed it (its result came meanwhile) is never taken for "not begun".
        running = self._running.get(key)
        if running is None:
            done = await self._done(table, number, key, read)
            if done is not None:
                return done
            running = self._running.get(key)
        if running is None:
            self._may_start(asker)  # refused before the hand is read
            moves = await self._blocking(read, hand_moves, table, number)
            running = self._running.get(key)
            if running is None:  # done meanwhile by another request's review?
                done = await self._done(table, number, key, read)
                if done is not None:
                    return done
                running = self._running.get(key)
        if running is None:
            self._may_start(asker)
            self.room()
            begin()
            running = self._running[key] = Running(len(moves), asker)
            review = self._review(table.id, number, key, moves, running)
            running.task = asyncio.create_task(review)
        return {"hand": number, "state": "running", "done": running.done, "of": running.moves}

    async def _done(self, table: Table, number: int, key: str, read: Reading) -> dict | None:
        """The REVIEW of hand ``number`` as kept, drawn (None: none is kept)."""
        kept = await self._blocking(self.store.review, table.id, key)
        if kept is None:
            return None
        moves = await self._blocking(read, drawn_hand, table, number, kept["moves"])
        return {"hand": number, "state": "done", **kept, "moves": moves}

    def share(self) -> int:
        """How many reviews one asker may have under way now: ``PER_ASKER`` while less than a
        quarter of the ``QUEUE`` is taken, one fewer for each further quarter, never fewer
        than one. Eight askers holding all they may hold leave a quarter of the queue to
        newcomers' first reviews (were the share always four, those eight would fill it)."""
        free = QUEUE - len(self._running)
        return min(PER_ASKER, max(1, math.ceil(free * PER_ASKER / QUEUE)))

    def _may_start(self, asker: str | None) -> None:
        """Refuse a new review while the server reviews its ``QUEUE`` of hands (503), or
        ``asker`` its ``share`` of them (429)."""
        if len(self._running) >= QUEUE:
            raise Unavailable("review_busy")
        mine = sum(r.asker == asker for r in self._running.values())
        limit = self.share()
        if asker is not None and mine >= limit:
            raise Crowded("too_many_reviews", limit=limit)

    async def settled(self) -> None:
        """Wait until every review under way is done (for a test that reads its result)."""
        while self._running:
            await asyncio.gather(
                *(r.task for r in list(self._running.values()) if r.task), return_exceptions=True
            )

    async def _review(self, id: str, number: int, key: str, moves: list[Move],
                      running: Running) -> None:  # fmt: skip
        """The hand's moves asked of the decider in order, ``AHEAD`` at a time: while one is
        thought the next waits in its asker's turn (``Decider.review``), so that a free worker
        goes to the next asker, not to whoever asks again first. A move that fails stops the
        others (a task group cancels them, and a move cancelled while it waits its turn is
        never thought): a review that cannot be kept spends no more of the worker. Once kept,
        the table's listeners hear that hand ``number`` was reviewed, those of every process
        (``join``); not when another process kept it first (it told them), nor when the table
        is gone."""
        ahead = asyncio.Semaphore(AHEAD)

        async def reviewed(move: Move) -> dict:
            async with ahead:
                r = await self.decider.review(move.view, move.played, move.hint_seed,
                                              running.asker, key)  # fmt: skip
            running.done += 1
            return move_json(move, r)

        try:
            async with asyncio.TaskGroup() as group:
                tasks = [group.create_task(reviewed(move)) for move in moves]
            out = [task.result() for task in tasks]
            kept = {"moves": out, "accuracy": accuracy(out)}
            new = await self._blocking(self.store.keep_review, id, key, kept)
        finally:
            self._running.pop(key, None)
        if new:
            self._tell(id, number)
            broadcast = self._broadcast
            if broadcast is not None:  # off the event loop: Redis may be slow to answer
                await self._blocking(broadcast.publish, id, {"hand": number})
