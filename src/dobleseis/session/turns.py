"""The decider's workers serve the tables in turn: a table with many decisions and hints waiting
has one of them thought, then each other table waiting has one, and so on (round robin by
table); a free worker goes to the waiting table with the fewest pieces being thought now. One
busy table — hints asked in a loop, six tables of computers at pace 0 — then delays another
table's decision by at most one piece of work per busy table, not by all of theirs.

``Turns`` is the order alone (a plain structure, tested as it is); ``Dispatcher`` hands the
work to an executor, ``slots`` pieces at a time, from any thread or event loop."""

from __future__ import annotations

import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Turns(Generic[T]):
    """Waiting work by table, taken one table at a time in the order the tables came, the
    tables with fewer pieces running first."""

    def __init__(self) -> None:
        self._waiting: OrderedDict[str, deque[T]] = OrderedDict()
        self._running: dict[str, int] = {}
        self.count = 0

    def add(self, table: str, work: T) -> None:
        self._waiting.setdefault(table, deque()).append(work)
        self.count += 1

    def next(self) -> tuple[str, T] | None:
        """The next table and the first piece of its work, now running (None: nothing
        waits); that table goes to the back of the line if it has more."""
        if not self._waiting:
            return None
        table = min(self._waiting, key=lambda t: self._running.get(t, 0))  # the first of those
        queue = self._waiting.pop(table)
        work = queue.popleft()
        if queue:
            self._waiting[table] = queue
        self._running[table] = self._running.get(table, 0) + 1
        self.count -= 1
        return table, work

    def done(self, table: str) -> None:
        """A piece of ``table``'s work is over."""
        self._running[table] -= 1
        if not self._running[table]:
            del self._running[table]


Submit = Callable[..., Future]


class Dispatcher:
    """``submit(function, *args)`` (an executor's) for at most ``slots`` pieces at a time, the
    rest waiting their table's turn."""

    def __init__(self, submit: Submit, slots: int) -> None:
        self.submit, self.slots = submit, slots
        self._turns: Turns[tuple[Future, Callable[..., Any], tuple]] = Turns()
        self._running = 0
        self._lock = threading.Lock()

    def run(self, table: str, function: Callable[..., Any], *args: Any) -> Future:
        """A future of ``function(*args)``, thought when ``table``'s turn comes."""
        outer: Future = Future()
        with self._lock:
            self._turns.add(table, (outer, function, args))
        self._dispatch()
        return outer

    def _dispatch(self) -> None:
        while True:
            with self._lock:
                if self._running >= self.slots:
                    return
                turn = self._turns.next()
                if turn is None:
                    return
                self._running += 1
            table, (outer, function, args) = turn
            try:
                inner = self.submit(function, *args)
            except BaseException as e:  # the executor is shut down or broken
                self._done_with(table, outer, None, e)
                continue
            inner.add_done_callback(
                lambda f, table=table, outer=outer: self._done_with(table, outer, f, None)
            )

    def _done_with(self, table: str, outer: Future, inner: Future | None,
                   error: BaseException | None) -> None:  # fmt: skip
        with self._lock:
            self._running -= 1
            self._turns.done(table)
        if error is None and inner is not None:
            error = inner.exception() if not inner.cancelled() else None
            if inner.cancelled():
                outer.cancel()
            elif error is None:
                outer.set_result(inner.result())
        if error is not None and not outer.done():
            outer.set_exception(error)
        self._dispatch()
