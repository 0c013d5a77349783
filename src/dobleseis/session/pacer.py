"""The computer player of a server: it plays every table's computer seats, one move at a time,
``pace`` milliseconds after the change before it.

After every change the hub tells of, a table whose computer seat is to act and may (the match
started, no Rules or Log open, no takeback request waiting) gets that move scheduled for its
version; the move is decided from that seat's view only (``Table.decision``) and kept only at
that version, so a table that moved on meanwhile drops it. The move is thought at once and
played when its pace is over (or when the thinking is, if that ends later): the thinking takes
place within the pace, not after it, so a computer move comes the pace after the change before
it whatever the decision took, up to its level's floor (``decider.FLOORS``). With several processes
(``leases``: ``session.cluster.lease``) a pacer plays a table only while its process holds the
table's lease, and watches the others' so that a survivor takes over a dead holder's tables;
the store, not the lease, is what keeps a move from being made twice. It hears every change
made in its own process and, while it holds a table's lease, the table's changes made by the
others (it follows the table: the hub tells a process only of the tables it follows).

The clock is injected: ``ManualClock`` in tests, where ``run_due`` plays what is due in the
caller's thread — no sleeps, no timing — and the real clock with a thread of its own otherwise.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import Action, View
from .decider import IN_PLACE
from .errors import SessionError
from .hub import DELETED, MAKING
from .outage import Outage
from .rooms import Rooms
from .service import TableService

if TYPE_CHECKING:  # the lease needs the redis extra, which a server of one process does without
    from .cluster.lease import Leases

Decide = Callable[[View, str, int], Action]
COMPUTERS_ONLY_PACE = 800
"""Milliseconds at least between two moves at a table of four computers, whatever its pace:
such a table is watched, not played, and at pace 0 it would keep a worker busy all the time.
A strong move's thinking (its floor, 300 ms) takes place within it: a worker thinks for such a
table at most about three eighths of the time, as when it waited 500 ms before thinking."""
SCAN = 30.0
"""Seconds between two scans of every table by a pacer with leases."""
log = logging.getLogger(__name__)


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
        tables: TableService,
        rooms: Rooms,
        decide: Decide | None = None,
        clock: Callable[[], float] | None = None,
        threads: int = 32,
        leases: Leases | None = None,
        scan: float = SCAN,
        computers_pace: int = COMPUTERS_ONLY_PACE,
    ) -> None:
        """With ``clock`` None the real monotonic clock and a thread of its own (``start``);
        with a clock such as ``ManualClock``, moves are played by ``run_due`` only (and leases
        kept by ``keep``). ``decide``: by default the tables' decider (its workers, and its
        floor). ``leases``: the leases of this process, when several play the same tables
        (None: this process plays every table). ``threads``: the tables whose computer move is
        made at once; a move holds its thread through its level's floor (0.3 s strong), so
        there are many, lest a few busy tables hold them all: the decider's workers themselves
        are shared by the tables in turn (``turns``). ``computers_pace``: the floor of a table
        of four computers, in milliseconds (``COMPUTERS_ONLY_PACE``)."""
        self.tables = tables
        self.computers_pace = computers_pace
        self.rooms = rooms
        self.decide = decide if decide is not None else self._decided
        self.manual = clock is not None
        self.clock = clock if clock is not None else time.monotonic
        self._lock = threading.Condition()
        self._due: dict[str, _Move] = {}  # table id -> its computer's move on the way
        self._heap: list[tuple[float, str, int]] = []  # (when, table id, version) to look at
        self._stop = False
        self._thread: threading.Thread | None = None
        self._workers: ThreadPoolExecutor | None = None
        self._loop: asyncio.AbstractEventLoop | None = None  # where its decisions are waited for
        self._threads = threads
        self.leases = leases
        self._watched: set[str] = set()  # tables whose computer another process plays
        self._followed: dict[str, Callable[[], None]] = {}  # leased tables: stop following
        self._seen: dict[str, int] = {}  # leased tables: the version last looked at
        self._scan = scan
        self._keeper: threading.Thread | None = None
        self._stopping = threading.Event()
        self._unsubscribe = tables.hub.subscribe(None, self._heard)

    # -- hearing of changes ------------------------------------------------------------------
    def _heard(self, table_id: str, version: int) -> None:
        if version == DELETED:
            with self._lock:
                self._due.pop(table_id, None)
                self._watched.discard(table_id)
                stop = self._followed.pop(table_id, None)
            if stop is not None:
                stop()
            if self.leases is not None:
                self.leases.release(table_id)
            return
        self.look(table_id, version=version)

    def look(self, table_id: str, again: bool = False, version: int | None = None) -> None:
        """Schedule the table's next computer move if one may be played now (and, with leases,
        this process holds the table's), else nothing. ``version``: the one a change was heard
        at (the store may keep it: no read).

        With leases, a table this process does not hold is not read at each change: one that
        another process owns is played by its owner, and one changed by another process was
        looked at there (its pacer heard it first, and takes the lease if nobody has it). Both
        are watched instead, and ``keep`` looks ``again`` once the lease is free (its holder
        died or gave it up). So a process reads only the tables it plays, however many
        processes there are."""
        # mine: this process took the lease (a forwarded move, say) since it was watched
        ours = self.leases is None or again or self.leases.mine(table_id)
        with self._lock:
            if not ours and table_id in self._watched:
                return
        try:
            table = None if version is None else self.tables.store.kept(table_id, version)
            if table is None and version is not None and not ours:  # changed elsewhere
                with self._lock:
                    self._watched.add(table_id)
                return
            if table is None:
                table = self.tables.store.get(table_id)
        except SessionError:  # the store away: the next change or scan looks again
            return
        playable = table is not None and self._may_play(table)
        mine = True
        if playable and self.leases is not None:
            mine = self.leases.hold(table_id)
            if mine:
                self._follow([table_id])
        if self.leases is not None and table is not None:
            if mine if playable else self.leases.mine(table_id):
                with self._lock:  # held: ``keep`` checks it from this version, without a read
                    self._seen[table_id] = table.version
        with self._lock:
            if playable and not mine:
                self._watched.add(table_id)
            else:
                self._watched.discard(table_id)
            if not playable or not mine:
                self._due.pop(table_id, None)
                return
            kept = self._due.get(table_id)
            if kept is not None and kept.version == table.version:
                return
            pace = table.seating.pace
            if _computers_only(table):
                pace = max(pace, self.computers_pace)
            now = self.clock()
            self._due[table_id] = _Move(table.version, now + pace / 1000)
            self._push(now, table_id, table.version)  # to be thought at once

    def _push(self, when: float, table_id: str, version: int) -> None:
        """Look at the table's move at ``when`` (the lock held)."""
        entry = (when, table_id, version)
        heapq.heappush(self._heap, entry)
        if self._heap[0] is entry:  # else the clock's thread wakes for an earlier move first
            self._lock.notify()

    def _may_play(self, table) -> bool:
        """A computer is to act, nobody holds the table, and at a table of four computers
        someone watches: nobody's match is played for nobody."""
        seat = table.state.to_act
        return (
            seat is not None
            and not table.is_human(seat)
            and table.seating.started
            and table.seating.moved_to is None
            and not self.rooms.held(table.id, table)
            and (not _computers_only(table) or self.rooms.watched(table.id))
        )

    def pending(self, table_id: str) -> float | None:
        """When the table's next computer move is due (None: none is scheduled)."""
        with self._lock:
            kept = self._due.get(table_id)
        return None if kept is None else kept.due

    def look_all(self) -> None:
        """After a start: schedule every table whose computer is to move."""
        for summary in self.tables.store.summaries():
            if not summary["over"]:
                self.look(summary["id"])

    # -- playing -----------------------------------------------------------------------------
    def run_due(self) -> int:
        """Think and play every move due by now, in this thread; returns how many were played."""
        played = 0
        for table_id, version, step in self._take_due():
            played += step(table_id, version)
        return played

    def _take_due(self) -> list[tuple[str, int, Callable[[str, int], int]]]:
        """The moves to think (``_think``) and to play (``_play``) now."""
        now = self.clock()
        out = []
        with self._lock:
            while self._heap and self._heap[0][0] <= now:
                _, table_id, version = heapq.heappop(self._heap)
                move = self._due.get(table_id)
                if move is None or move.version != version or move.thinking:
                    continue
                if not move.decided:
                    move.thinking = True
                    out.append((table_id, version, self._think))
                elif move.due <= now:
                    out.append((table_id, version, self._play))
        return out

    def _playable(self, table_id: str, version: int):
        """The table at ``version`` if its computer may move now, else None (the move is
        dropped: the next change, or the table let go of, looks again)."""
        table = self.tables.store.kept(table_id, version) or self.tables.get(table_id)
        if table.version != version or not self._may_play(table) or not self._mine(table_id):
            return None
        return table

    def _think(self, table_id: str, version: int) -> int:
        """Decide the computer's move at ``version``, and play it if it is due already (else
        when it is); returns 1 if it was played."""
        try:
            table = self._playable(table_id, version)
            decided = None if table is None else self._decision(table)
        except SessionError:  # the table moved on, was deleted, or the match ended
            table = None
        except BaseException:  # not left thinking for ever: the next look thinks again
            with self._lock:
                if self._due.get(table_id) is not None and self._due[table_id].version == version:
                    del self._due[table_id]
            raise
        with self._lock:
            move = self._due.get(table_id)
            if move is None or move.version != version:
                return 0
            if table is None:
                del self._due[table_id]
                return 0
            move.action, move.decided, move.thinking = decided, True, False
            if move.due > self.clock():
                self._push(move.due, table_id, version)
                return 0
        return self._play(table_id, version)

    def _decision(self, table) -> Action | None:
        """What the computer to act at ``table`` does, from its seat's view."""
        asks = table.decision()
        if asks is None:
            return None
        if self.decide == self._decided:  # the decider's: in this table's turn
            return self._decided(*asks, table=table.id)
        return self.decide(*asks)

    def _play(self, table_id: str, version: int) -> int:
        """Play the computer's move decided at ``version``, if the table is still there and
        may move (no Rules opened meanwhile, this process still holding its lease)."""
        with self._lock:
            move = self._due.get(table_id)
            if move is None or move.version != version or not move.decided:
                return 0
            del self._due[table_id]
        try:
            if self._playable(table_id, version) is None:
                return 0
            self.tables.change(table_id, version, lambda t: t.computer(move.action))
        except SessionError:  # the table moved on, was deleted, or the match ended
            return 0
        return 1

    def _mine(self, table_id: str) -> bool:
        """This process may play the table: it holds the lease (from the leases' memory while
        enough of it is surely left, ``Leases.still``)."""
        return self.leases is None or self.leases.still(table_id)

    # -- leases ------------------------------------------------------------------------------
    def keep(self) -> None:
        """Renew the leases of the tables this process owns (one round trip for them all),
        release those whose match is over or moved on (as last seen here: no read), and try
        again for the watched tables (their holder may have died; one ``MGET`` for them all).
        Run every third of a lease, so that a survivor takes a dead holder's table over within
        a lease and a third."""
        if self.leases is None:
            return
        renew = []
        for table_id in self.leases.held():
            try:
                table = self._known(table_id)
            except SessionError:  # the store away: keep the lease as long as Redis does
                renew.append(table_id)
                continue
            if table is None or not _going_on(table):
                self.leases.release(table_id)
            else:
                renew.append(table_id)
        for table_id in self.leases.renew_all(renew):
            with self._lock:
                self._due.pop(table_id, None)
                self._watched.add(table_id)
        held = set(self.leases.held())
        with self._lock:
            watched = list(self._watched)
            let_go = [self._followed.pop(id) for id in set(self._followed) - held]
            for table_id in set(self._seen) - held:
                del self._seen[table_id]
        for stop in let_go:
            stop()
        self._follow(held)
        for table_id in self.leases.free(watched):  # their holder's lease expired or was given up
            self.look(table_id, again=True)

    def _known(self, table_id: str):
        """A held table as this process last saw it, kept by the store (no read: the pacer
        hears every change of the tables it holds, its own and, following them, the others'),
        else read."""
        with self._lock:
            version = self._seen.get(table_id)
        table = None if version is None else self.tables.store.kept(table_id, version)
        return table if table is not None else self.tables.store.get(table_id)

    def _follow(self, table_ids) -> None:
        """Hear the changes other processes make to these tables, whose lease this process
        holds (a host's command served by another process, say): the hub tells a process only
        of the tables it follows. A lease given up or lost is let go of by ``keep``."""
        for table_id in table_ids:
            with self._lock:
                if table_id in self._followed or self._stop:
                    continue
                self._followed[table_id] = MAKING
            stop = self.tables.hub.follow(table_id)
            with self._lock:
                if self._followed.get(table_id) is MAKING:
                    self._followed[table_id] = stop
                    stop = None
            if stop is not None:
                stop()

    def _keep_leases(self) -> None:
        """``keep`` every third of a lease, and every ``scan`` seconds a look at every table, for
        one whose change was never heard here."""
        every = self.leases.ttl / 3000
        scanned = self.clock()
        health = Outage(log, "keeping the computers' leases")
        while not self._stopping.wait(every):
            try:
                self.keep()
                if self.clock() - scanned >= self._scan:
                    scanned = self.clock()
                    self.look_all()
            except Exception as e:  # a failing store or Redis must not stop the keeper
                health.failed(e)
            else:
                health.worked()

    def _decided(self, view: View, level: str, seed: int, table: str = "") -> Action:
        """The tables' decider, waited for in this (a pacer's) thread: on the pacer's event
        loop once it plays on its own (``start``: one loop for every move, since making a loop
        costs more than the rest of the waiting), else on a loop made for it — in a thread of
        its own when this one already runs an event loop (a caller of ``run_due`` may). A level
        decided in place (``decider.IN_PLACE``) is decided here, in this thread, once the pacer
        plays on its own: the thread waits for its answer either way."""
        if self._loop is not None and level in IN_PLACE:
            return self.tables.decider.decide_here(view, level, seed)
        decision = self.tables.decider.decide(view, level, seed, table)
        if self._loop is not None:
            return asyncio.run_coroutine_threadsafe(decision, self._loop).result()
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
        self._loop = asyncio.new_event_loop()
        self._deciding = threading.Thread(
            target=self._decisions, name="dobleseis-decisions", daemon=True
        )
        self._deciding.start()
        self._thread = threading.Thread(target=self._run, name="dobleseis-pacer", daemon=True)
        self._thread.start()
        if self.leases is not None:
            self._keeper = threading.Thread(
                target=self._keep_leases, name="dobleseis-leases", daemon=True
            )
            self._keeper.start()
        self.look_all()

    def _decisions(self) -> None:
        """The loop the computers' decisions are waited on, until ``stop``."""
        self._loop.run_forever()
        self._loop.close()

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._stop:
                    return
                wait = None if not self._heap else max(0.0, self._heap[0][0] - self.clock())
                if wait is None or wait > 0:
                    self._lock.wait(wait)
                    continue
            for table_id, version, step in self._take_due():
                self._workers.submit(step, table_id, version)

    def stop(self) -> None:
        self._unsubscribe()
        self._stopping.set()
        with self._lock:
            self._stop = True
            self._lock.notify()
            followed, self._followed = list(self._followed.values()), {}
        for stop in followed:
            if stop is not MAKING:
                stop()
        if self._thread is not None:
            self._thread.join(timeout=10)
        if self._keeper is not None:
            self._keeper.join(timeout=10)
        if self._workers is not None:
            self._workers.shutdown(wait=True, cancel_futures=True)
        if self._loop is not None:  # after the workers, who may wait for a decision on it
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._deciding.join(timeout=10)
        if self.leases is not None:  # the others take these tables on their next round
            self.leases.release_all()


@dataclass
class _Move:
    """A computer's move on its way: the table's version it answers, when it is due (the
    pace after that change), and once thought, the action decided."""

    version: int
    due: float
    thinking: bool = False
    decided: bool = False
    action: Action | None = None


def _computers_only(table) -> bool:
    return not any(table.is_human(s) for s in (1, 2, 3, 4))


def _going_on(table) -> bool:
    """The match is not over and its table did not move on: its owner keeps it (its lease is
    the table's: the moves of every process are applied there, ``cluster.owner``)."""
    return not table.state.over and table.seating.moved_to is None
