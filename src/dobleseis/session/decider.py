"""The computer players and the hints as the session reaches them: a decider.

The tables are given a ``Decider``; it is the one path from a table to ``ai``. It thinks in
worker processes when it has them: a strong decision costs 100–200 ms of CPU (the work budget
of ``ai.search.Budget``, sized to fill the floor below), and made in the
server's own process it would hold Python's lock while every other table waits. The levels of
``IN_PLACE`` are decided where they are asked: a random or basic decision costs about 0.03 ms
(0.07 ms at p95), and sending it to a worker and back costs the server 1–2 ms of its own CPU
(pickling the view, the pool's threads). Each worker
exits as soon as the server process is gone — killed with SIGKILL included — so no orphan keeps
running or holds the server's output open. Without workers (or when one died) it thinks in a
thread of this process.

A computer decision takes at least its level's floor (``FLOORS``), measured on the decider's
clock: a seat with a single legal move is decided at once while a choice is searched, so
without the floor the time an answer takes would tell anyone who times it that the seat holds
nothing else that fits. The floor was sized for a server core to itself; on a loaded server a
search takes longer, and a floor that stayed put would tell it again. So it rises to the
longest of the level's last ``KEPT`` decisions (``Floor``): a choice then takes no longer than
a forced move, but when it is the slowest of the last ``KEPT``. Hints are not held back: a
hint is for the seat that holds the hand.

Reviews of finished hands (``review``) come last: one move at a time, each started only when no
decision or hint of this process is being thought, in a worker process of their own at the
lowest scheduling priority (``os.nice``), so the operating system, too, serves the tables'
computers and hints first. A review never takes a table's worker, and waits while the tables
are busy: on a saturated server it makes no progress, which is what low priority means. The
moves of the hands under review take that worker in the turns of the addresses that asked
(``turns``): a stranger's four hands at once share it with a family's one as two parties, not
as five hands.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from typing import Any, Protocol

from .. import ai
from ..ai import search
from ..core import Action, View
from .turns import Dispatcher

FLOORS: Mapping[str, float] = {"random": 0.02, "basic": 0.02, "strong": 0.3}
"""Seconds a computer decision takes at least, by level: above the time the level's search
takes on a server core (strong: a work budget sized to about half of it on an unloaded core,
bench/README.md "Using the time"), and below
the table's pace between computer moves (``seating.PACE``, 700 ms; the browser asks for 850),
so a player never waits for it."""
KEPT = 64
"""The decisions of a level whose thinking times its floor remembers (``Floor``)."""
IN_PLACE = frozenset({"random", "basic"})
"""Levels decided in the asking thread, never in a worker: their decision costs less than the
trip to a worker (the module's docstring)."""
PARTIES = 100_000
"""Tables whose party (the address that made them) is remembered; the least recent are
forgotten first, and a forgotten table is a party of its own."""
IDLE_CHECK = 0.05
"""Seconds between two looks, by a review waiting for its turn, at whether the tables are idle."""


class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a monotonic clock."""

    async def sleep(self, seconds: float) -> None:
        """Wait ``seconds`` without holding up anything else."""

    def wait(self, seconds: float) -> None:
        """Block the calling thread ``seconds`` (a thread with nothing else to do meanwhile)."""


class MonotonicClock:
    def now(self) -> float:
        return time.monotonic()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    def wait(self, seconds: float) -> None:
        time.sleep(seconds)


def _exit_with_parent() -> None:
    """Worker initializer: a thread that ends the worker when the server process ends."""
    parent = multiprocessing.parent_process()
    if parent is None:  # pragma: no cover - always a child here
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _exit_with_parent_niced() -> None:
    """Review worker initializer: the lowest priority there is, and gone with the server."""
    _exit_with_parent()
    try:
        os.nice(19)
    except OSError:  # pragma: no cover - lowering one's own priority is always allowed
        pass


class Floor:
    """The least time a level's decisions take: the level's floor, or the longest thinking of
    its last ``KEPT`` decisions when that is longer (the module's docstring). Decisions of any
    table and thread are seen, so it is locked."""

    def __init__(self, base: float) -> None:
        self.base = base
        self._recent: deque[float] = deque(maxlen=KEPT)
        self._lock = threading.Lock()

    def after(self, thought: float) -> float:
        """What is left to wait after a decision thought for ``thought`` seconds, which is
        remembered."""
        with self._lock:
            floor = max([self.base, *self._recent])
            self._recent.append(thought)
        return floor - thought


class Decider:
    """Computer decisions and hints, made in ``workers`` processes (0: in a thread of this
    one), each decision taking at least ``floors[level]`` seconds on ``clock``. The strong
    level's decisions, the hints and the reviews search ``budget`` (the release's calibrated
    ``search.STRONG`` unless a test that is not about the search asks for less)."""

    def __init__(
        self,
        workers: int = 0,
        floors: Mapping[str, float] = FLOORS,
        clock: Clock | None = None,
        budget: search.Budget = search.STRONG,
    ) -> None:
        self.workers = workers
        self.floors = {level: Floor(base) for level, base in floors.items()}
        self.budget = budget
        self.clock: Clock = clock if clock is not None else MonotonicClock()
        self._pool: ProcessPoolExecutor | None = None
        self._review_pool: Executor | None = None
        self._review_turns: Dispatcher | None = None  # the askers' turns at the review worker
        self._busy = 0  # decisions and hints being thought now
        self._turns: Dispatcher | None = None  # the tables' turns at the pool's workers
        self._opening = threading.Lock()
        self._parties: OrderedDict[str, str] = OrderedDict()  # table id -> its party
        self._parties_lock = threading.Lock()

    def claim(self, table: str, party: str) -> None:
        """``table`` was made by ``party`` (the address that created or imported it, or made
        the match it follows): its decisions and hints take that party's turns (``turns``)."""
        with self._parties_lock:
            self._parties[table] = party
            self._parties.move_to_end(table)
            while len(self._parties) > PARTIES:
                self._parties.popitem(last=False)

    def party(self, table: str) -> str | None:
        """The party ``table`` was claimed by (None: not known, a party of its own)."""
        with self._parties_lock:
            return self._parties.get(table)

    async def decide(self, view: View, level: str, seed: int, table: str = "") -> Action:
        """``ai.decide(view, level, seed)``, answered no sooner than the level's floor, thought
        in ``table``'s turn (see ``turns``)."""
        start = self.clock.now()
        if level in IN_PLACE:
            action = ai.decide(view, level, seed)
        else:
            action = await self._urgent(table, ai.decide, view, level, seed, self.budget)
        rest = self._rest(level, start)
        if rest > 0:
            await self.clock.sleep(rest)
        return action

    def decide_here(self, view: View, level: str, seed: int) -> Action:
        """``decide`` for a level decided in place (``IN_PLACE``), in the calling thread, which
        then waits out the rest of the floor: a thread that would only wait for ``decide``'s
        answer is spared the trips to an event loop and back (two hand-offs between threads,
        which cost more than such a decision)."""
        if level not in IN_PLACE:
            raise ValueError(f"level {level!r} is not decided in place")
        start = self.clock.now()
        action = ai.decide(view, level, seed)
        rest = self._rest(level, start)
        if rest > 0:
            self.clock.wait(rest)
        return action

    def _rest(self, level: str, start: float) -> float:
        """What is left of the level's floor for a decision started at ``start``."""
        floor = self.floors.get(level)
        return 0.0 if floor is None else floor.after(self.clock.now() - start)

    async def hint(self, view: View, seed: int, table: str = "") -> ai.Hint:
        """``ai.hint(view, seed)``: the same search, for the seat to act, in ``table``'s turn."""
        return await self._urgent(table, ai.hint, view, seed, self.budget)

    async def review(self, view: View, played: Action, seed: int, party: str | None = None,
                     hand: str = "") -> ai.Reviewed:  # fmt: skip
        """``ai.review(view, played, seed)``, thought once no decision or hint is waiting, at
        the lowest priority, one move at a time in the turns of the parties that asked
        (``party``: an address; None, a party of its own) and of their hands (``hand``): a move
        of one asker's hand, then one of the next asker's, however many hands each asked for."""
        while self._busy:
            await asyncio.sleep(IDLE_CHECK)
        with self._opening:
            if self._review_turns is None:  # without workers: a thread of this process
                self._review_pool = (
                    _pool(1, _exit_with_parent_niced)
                    if self.workers
                    else ThreadPoolExecutor(1, thread_name_prefix="reviews")
                )
                self._review_turns = Dispatcher(self._review_pool.submit, 1)
            turns = self._review_turns
        args = (view, played, seed, self.budget)
        try:
            return await asyncio.wrap_future(turns.run(hand, ai.review, *args, party=party))
        except BrokenProcessPool:  # the review worker died: this move in place, then a new one
            with self._opening:
                if self._review_turns is turns:  # not one started since by another move
                    self._review_pool.shutdown(wait=False, cancel_futures=True)
                    self._review_pool = self._review_turns = None
            return await asyncio.to_thread(ai.review, *args)

    def close(self) -> None:
        """Stop the worker processes (a later decision starts new ones)."""
        for pool in (self._pool, self._review_pool):
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        self._pool = self._review_pool = None
        self._turns = self._review_turns = None

    async def _urgent(self, table: str, function: Callable[..., Any], *args: Any) -> Any:
        self._busy += 1
        try:
            return await self._think(table, function, *args)
        finally:
            self._busy -= 1

    async def _think(self, table: str, function: Callable[..., Any], *args: Any) -> Any:
        if self.workers:
            with self._opening:
                if self._pool is None:
                    self._pool = _pool(self.workers, _exit_with_parent)
                    self._turns = Dispatcher(self._pool.submit, self.workers)
                turns = self._turns
            try:
                done = turns.run(table, function, *args, party=self.party(table))
                return await asyncio.wrap_future(done)
            except BrokenProcessPool:  # a worker died: this decision in place, then a new pool
                if self._pool is not None:
                    self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = self._turns = None
        return await asyncio.to_thread(function, *args)


def _pool(workers: int, initializer: Callable[[], None]) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),  # no fork of a threaded server
        initializer=initializer,
    )
