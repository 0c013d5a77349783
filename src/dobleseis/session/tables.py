"""The tables of a server: create, look up, and change one table at a time.

Every change names the version it was made against; a command against another version is
refused (``Stale``) and nothing changes. Commands on one table are serialized by a lock of its
own, so two requests can never both act on the same version, while other tables go on.

The computer players and hints are reached through the tables' ``Decider`` (``computer`` and
``hint``, coroutines: a decision waits for a worker process, or for its floor, without holding a
thread). A table's computer moves are made one at a time, each checked against the table's
version before anyone thinks: a double click, or eight tabs asking at once, costs one search, and
the others are refused as stale without thinking.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from .. import ai
from ..core import Action
from ..core.deal import Deal
from .decider import Decider
from .errors import Outdated, Stale, UnknownTable
from .log import log_entries
from .replay import replay_json
from .store import MemoryStore, Store
from .table import HUMAN, SEED_LIMIT, Table

T = TypeVar("T")
THREADS = 40


class Tables:
    """The tables kept in ``store`` (a new in-memory one by default), their computer players
    and hints thought by ``decider`` (by default in a thread of this process)."""

    def __init__(self, store: Store | None = None, decider: Decider | None = None) -> None:
        self.store: Store = store if store is not None else MemoryStore()
        self.decider = decider if decider is not None else Decider()
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()
        # one computer decision at a time per table (taken in the event loop's thread)
        self._deciding: dict[str, asyncio.Lock] = {}
        # for the store work of computer moves and hints: as many threads as a server has for
        # its other requests (asyncio's default pool has a handful, and commits wait for disk)
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="tables")

    def create(
        self,
        variant: str,
        seats: tuple[str, ...] = (HUMAN, "computer", "computer", "computer"),
        level: str = ai.DEFAULT_LEVEL,
        seed: int | None = None,
        deals: tuple[Deal, ...] | None = None,
    ) -> Table:
        """A new table. Without a seed or deals a seed is drawn, and kept secret until the match
        is over (see ``Table.seed_public``)."""
        secret = seed is None and deals is None
        if secret:
            seed = secrets.randbelow(SEED_LIMIT)
        table = Table.new(
            secrets.token_hex(8), variant, seats, level, seed=seed, deals=deals, secret=secret
        )
        self.store.put(table)
        return table

    def imported(
        self,
        record: object,
        seats: tuple[str, ...] = (HUMAN, "computer", "computer", "computer"),
        level: str = ai.DEFAULT_LEVEL,
    ) -> Table:
        """A new table continuing a record file from its end (see ``Table.imported_from``)."""
        table = Table.imported_from(secrets.token_hex(8), record, seats, level)
        self.store.put(table)
        return table

    def summaries(self) -> list[dict]:
        """Every match, latest change first: unfinished ones to resume, finished ones to replay."""
        return self.store.summaries()

    def delete(self, id: str) -> None:
        """Forget a match for good (one the rules refuse too)."""
        try:
            self.get(id)
        except Outdated:
            pass
        with self._lock(id):
            if not self.store.delete(id):
                raise UnknownTable("no_such_match", id=id)
        with self._guard:
            self._locks.pop(id, None)
        self._deciding.pop(id, None)

    def get(self, id: str) -> Table:
        """The table; ``Outdated`` (a 422 saying why) for a stored match the rules refuse."""
        table = self.store.get(id)
        if table is None:
            raise UnknownTable("no_such_match", id=id)
        return table

    def record(self, id: str) -> tuple[str, dict]:
        """The variant and the ``dobleseis/1`` record of a match up to its cursor (see
        ``Table.record``); a stored match the rules refuse downloads as it was stored."""
        try:
            table = self.get(id)
        except Outdated as e:
            return e.table.variant, e.record
        return table.variant, table.record()

    def log(self, id: str) -> list[dict]:
        """The public log of a match (see ``log_entries``); of a stored match the rules refuse,
        up to the refused action (a replay reads its deals' commitments there)."""
        try:
            table = self.get(id)
        except Outdated as e:
            return log_entries(e.table)
        return log_entries(table)

    def replay(self, id: str, step: int) -> dict:
        """The REPLAY of a match at ``step`` (see ``replay_json``). A stored match the rules
        refuse replays up to the refused action: it can never go on, so showing its hands and
        its seed reveals nothing a player could use, as for a finished match."""
        try:
            table = self.get(id)
        except Outdated as e:
            return replay_json(e.table, step, steps=e.steps)
        return replay_json(table, step)

    def change(
        self, id: str, version: int, command: Callable[[Table], tuple[Table, T]]
    ) -> tuple[Table, T]:
        """Run ``command`` on the table if it is at ``version``; keep and return its result."""
        self.get(id)  # an unknown id gets no lock: requests cannot grow the lock table at will
        with self._lock(id):
            table = self.get(id)
            if version != table.version:
                raise Stale("stale", version=table.version, sent=version)
            new, out = command(table)
            if new is not table:
                self.store.put(new)
            return new, out

    async def computer(
        self, id: str, version: int, check: Callable[[Table], None] | None = None
    ) -> tuple[Table, Action]:
        """The computer seat to act plays one action on the table at ``version``; returns the
        new table and the action as recorded. ``check(table)`` may refuse first (it runs before
        the decision and again inside the change). Refusals — stale, not a computer's turn —
        come before anyone thinks."""

        def asks():
            table = self.get(id)
            if version != table.version:
                raise Stale("stale", version=table.version, sent=version)
            if check is not None:
                check(table)
            return table.decision()

        def command(table: Table) -> tuple[Table, Action]:
            if check is not None:
                check(table)
            return table.computer(decided)

        try:
            async with self._deciding.setdefault(id, asyncio.Lock()):
                inputs = await self._blocking(asks)
                decided = None if inputs is None else await self.decider.decide(*inputs)
                return await self._blocking(self.change, id, version, command)
        except UnknownTable:
            self._deciding.pop(id, None)  # requests cannot grow the locks at will
            raise

    async def hint(self, id: str, seat: int) -> ai.Hint:
        """A suggestion for the human ``seat``, which must be the one to act."""
        view, seed = await self._blocking(lambda: self.get(id).hint_input(seat))
        return await self.decider.hint(view, seed)

    async def _blocking(self, function: Callable[..., T], *args) -> T:
        """``function(*args)`` in one of the tables' threads: it reads or writes the store."""
        return await asyncio.get_running_loop().run_in_executor(self._threads, function, *args)

    def _lock(self, id: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(id, threading.Lock())
