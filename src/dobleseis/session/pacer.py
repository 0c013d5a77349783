"""The computer player of a server: it plays every table's computer seats, one move at a time,
``pace`` milliseconds after the change before it.

It listens to the hub: after every change of a table it looks whether a computer seat is to
act and may (the match started, no Rules or Log open, no takeback request waiting) and, if so,
schedules that move for the table's version. When the time comes it decides from that seat's
view only (``Table.decision``) and applies the move at that version; if the table moved on
meanwhile the move is dropped (the next change schedules anew). Exactly one pacer plays a
server's tables.

The clock is injected: ``ManualClock`` in tests, where ``run_due`` plays what is due in the
caller's thread — no sleeps, no timing — and the real clock with a thread of its own otherwise.
"""

from __future__ import annotations

import asyncio
import heapq
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ..core import Action, View
from .errors import SessionError
from .hub import DELETED
from .rooms import Rooms
from .tables import Tables

Decide = Callable[[View, str, int], Action]


class ManualClock:
    """Time that moves only when a test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Pacer:
    def __init__(
        self,
        tables: Tables,
        rooms: Rooms,
        decide: Decide | None = None,
        clock: Callable[[], float] | None = None,
        threads: int = 4,
    ) -> None:
        """With ``clock`` None the real monotonic clock and a thread of its own (``start``);
        with a clock such as ``ManualClock``, moves are played by ``run_due`` only. ``decide``:
        by default the tables' decider (its workers, and its floor)."""
        self.tables = tables
        self.rooms = rooms
        self.decide = decide if decide is not None else self._decided
        self.manual = clock is not None
        self.clock = clock if clock is not None else time.monotonic
        self._lock = threading.Condition()
        self._due: dict[str, tuple[float, int]] = {}  # table id -> (when, version)
        self._heap: list[tuple[float, str, int]] = []
        self._stop = False
        self._thread: threading.Thread | None = None
        self._workers: ThreadPoolExecutor | None = None
        self._threads = threads
        self._unsubscribe = tables.hub.subscribe(None, self._heard)

    # -- hearing of changes ------------------------------------------------------------------
    def _heard(self, table_id: str, version: int) -> None:
        if version == DELETED:
            with self._lock:
                self._due.pop(table_id, None)
            return
        self.look(table_id)

    def look(self, table_id: str) -> None:
        """Schedule the table's next computer move if one may be played now, else nothing."""
        table = self.tables.store.get(table_id)
        with self._lock:
            if table is None or not self._may_play(table):
                self._due.pop(table_id, None)
                return
            kept = self._due.get(table_id)
            if kept is not None and kept[1] == table.version:
                return
            when = self.clock() + table.seating.pace / 1000
            self._due[table_id] = (when, table.version)
            heapq.heappush(self._heap, (when, table_id, table.version))
            self._lock.notify()

    def _may_play(self, table) -> bool:
        seat = table.state.to_act
        return (
            seat is not None
            and not table.is_human(seat)
            and table.seating.started
            and not self.rooms.held(table.id, table)
        )

    def pending(self, table_id: str) -> float | None:
        """When the table's next computer move is due (None: none is scheduled)."""
        with self._lock:
            kept = self._due.get(table_id)
        return None if kept is None else kept[0]

    def look_all(self) -> None:
        """After a start: schedule every table whose computer is to move."""
        for summary in self.tables.store.summaries():
            if not summary["over"]:
                self.look(summary["id"])

    # -- playing -----------------------------------------------------------------------------
    def run_due(self) -> int:
        """Play every move due by now, in this thread; returns how many were played."""
        played = 0
        for table_id, version in self._take_due():
            played += self._play(table_id, version)
        return played

    def _take_due(self) -> list[tuple[str, int]]:
        now = self.clock()
        out = []
        with self._lock:
            while self._heap and self._heap[0][0] <= now:
                when, table_id, version = heapq.heappop(self._heap)
                if self._due.get(table_id) == (when, version):
                    del self._due[table_id]
                    out.append((table_id, version))
        return out

    def _play(self, table_id: str, version: int) -> int:
        """The computer's move at ``version``; nothing if the table moved on or may not play."""
        try:
            table = self.tables.get(table_id)
            if table.version != version or not self._may_play(table):
                return 0
            asks = table.decision()
            decided = None if asks is None else self.decide(*asks)
            self.tables.change(table_id, version, lambda t: t.computer(decided))
        except SessionError:  # the table moved on, was deleted, or the match ended
            return 0
        return 1

    def _decided(self, view: View, level: str, seed: int) -> Action:
        """The tables' decider, waited for in this (a pacer's) thread — in a thread of its own
        when this one already runs an event loop (a caller of ``run_due`` may)."""
        decision = self.tables.decider.decide(view, level, seed)
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return asyncio.run(decision)
        with ThreadPoolExecutor(1) as own:
            return own.submit(asyncio.run, decision).result()

    # -- the thread of the real clock --------------------------------------------------------
    def start(self) -> None:
        """Play on a thread of its own (real clock only), moves of different tables at once."""
        if self.manual or self._thread is not None:
            return
        self._workers = ThreadPoolExecutor(self._threads, thread_name_prefix="dobleseis-pacer")
        self._thread = threading.Thread(target=self._run, name="dobleseis-pacer", daemon=True)
        self._thread.start()
        self.look_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._stop:
                    return
                wait = None if not self._heap else max(0.0, self._heap[0][0] - self.clock())
                if wait is None or wait > 0:
                    self._lock.wait(wait)
                    continue
            for table_id, version in self._take_due():
                self._workers.submit(self._play, table_id, version)

    def stop(self) -> None:
        self._unsubscribe()
        with self._lock:
            self._stop = True
            self._lock.notify()
        if self._thread is not None:
            self._thread.join(timeout=10)
        if self._workers is not None:
            self._workers.shutdown(wait=True, cancel_futures=True)
