"""The decider's workers serve the tables in turn, and the addresses that made them in turn: an
address (a *party*) with many decisions and hints waiting — hints asked in a loop, six tables of
computers at pace 0, thirty tables created in a minute — has one piece thought, then each other
party waiting has one, and so on (round robin by party, and within a party by table); a free
worker goes to the waiting party with the fewest pieces being thought now, and no party holds
more than ``most`` workers at once. With ``slots - 1`` (``Dispatcher``) one worker is always
left for the others: a stranger's tables never hold them all, so another table's computer waits
for no stranger's search at all, however many tables the stranger made.

A table whose party is not known (made before the server started, or by a caller of the session
itself) is a party of its own.

``Turns`` is the order alone (a plain structure, tested as it is); ``Dispatcher`` hands the
work to an executor, ``slots`` pieces at a time, from any thread or event loop."""

from __future__ import annotations

import threading
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Turns(Generic[T]):
    """Waiting work by party and table, taken one party at a time in the order the parties
    came (within a party one table at a time), the parties with fewer pieces running first,
    each with at most ``most`` running (None: no cap)."""

    def __init__(self, most: int | None = None) -> None:
        self.most = most
        self._waiting: OrderedDict[str, OrderedDict[str, deque[T]]] = OrderedDict()
        self._running: dict[str, int] = {}
        self.count = 0

    def add(self, table: str, work: T, party: str | None = None) -> None:
        """``work`` for ``table``, made by ``party`` (None: the table is a party of its own)."""
        tables = self._waiting.setdefault(table if party is None else party, OrderedDict())
        tables.setdefault(table, deque()).append(work)
        self.count += 1

    def next(self) -> tuple[str, T] | None:
        """The next table and the first piece of its work, now running (None: nothing may run
        now); its party, and the table within it, go to the back of the line if they have
        more."""
        free = [p for p in self._waiting if self.most is None or self._running_of(p) < self.most]
        if not free:
            return None
        party = min(free, key=self._running_of)  # the first of those with fewest running
        tables = self._waiting.pop(party)
        table, queue = tables.popitem(last=False)
        work = queue.popleft()
        if queue:
            tables[table] = queue
        if tables:
            self._waiting[party] = tables
        self._running[party] = self._running_of(party) + 1
        self.count -= 1
        return table, work

    def done(self, party: str) -> None:
        """A piece of ``party``'s work is over (the table's id, for a table of its own)."""
        self._running[party] -= 1
        if not self._running[party]:
            del self._running[party]

    def _running_of(self, party: str) -> int:
        return self._running.get(party, 0)


Submit = Callable[..., Future]


class Dispatcher:
    """``submit(function, *args)`` (an executor's) for at most ``slots`` pieces at a time, the
    rest waiting their party's and table's turn; a party has at most ``slots - 1`` running
    (all of them with one slot). A piece whose future was cancelled (nobody waits for it any
    more: a review left) is skipped when its turn comes."""

    def __init__(self, submit: Submit, slots: int) -> None:
        self.submit, self.slots = submit, slots
        self._turns: Turns[tuple[str, Future, Callable[..., Any], tuple]] = Turns(max(1, slots - 1))
        self._running = 0
        self._lock = threading.Lock()

    def run(self, table: str, function: Callable[..., Any], *args: Any,
            party: str | None = None) -> Future:  # fmt: skip
        """A future of ``function(*args)``, thought when ``table``'s turn comes (in
        ``party``'s: see ``Turns.add``)."""
        outer: Future = Future()
        party = table if party is None else party
        with self._lock:
            self._turns.add(table, (party, outer, function, args), party)
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
            _, (party, outer, function, args) = turn
            if outer.cancelled():  # nobody waits for it any more: it is not thought
                with self._lock:
                    self._release(party)
                continue
            try:
                inner = self.submit(function, *args)
            except BaseException as e:  # the executor is shut down or broken
                self._done_with(party, outer, None, e)
                continue
            inner.add_done_callback(
                lambda f, party=party, outer=outer: self._done_with(party, outer, f, None)
            )

    def _done_with(self, party: str, outer: Future, inner: Future | None,
                   error: BaseException | None) -> None:  # fmt: skip
        with self._lock:
            self._release(party)
        try:
            if inner is None:
                outer.set_exception(error)
            elif inner.cancelled():
                outer.cancel()
            elif inner.exception() is not None:
                outer.set_exception(inner.exception())
            else:
                outer.set_result(inner.result())
        except InvalidStateError:  # cancelled meanwhile: nobody reads its answer
            pass
        self._dispatch()

    def _release(self, party: str) -> None:
        """A slot of ``party`` is free again (under the lock)."""
        self._running -= 1
        self._turns.done(party)
