"""Worker processes for the computer players and the hints.

A strong decision costs 10–50 ms of CPU. Made in the server's own process it would hold
Python's lock while every other table waits; in a pool of worker processes (one per core) the
server stays free to answer. Each worker exits as soon as the server process is gone — killed
with SIGKILL included — so no orphan keeps running or holds the server's output open.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait

from .. import ai
from ..core import Action, View


def _exit_with_parent() -> None:
    """Worker initializer: a thread that ends the worker when the server process ends."""
    parent = multiprocessing.parent_process()
    if parent is None:  # pragma: no cover - always a child here
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


class Thinkers:
    """A lazily started pool of ``workers`` processes deciding computer moves."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    async def decide(self, view: View, level: str, seed: int) -> Action | None:
        """``ai.decide`` in a worker process; None if a worker died (the caller decides in
        place, and the next call starts a new pool)."""
        return await self._run(ai.decide, view, level, seed)

    async def hint(self, view: View, seed: int) -> ai.Hint | None:
        """``ai.hint`` (the same search) in a worker process; None as for ``decide``."""
        return await self._run(ai.hint, view, seed)

    async def _run(self, function, *args):
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),  # no fork of a threaded server
                initializer=_exit_with_parent,
            )
        try:
            return await asyncio.wrap_future(self._pool.submit(function, *args))
        except BrokenProcessPool:
            self.shutdown()
            return None

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
