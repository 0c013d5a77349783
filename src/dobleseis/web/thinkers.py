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
        self._lock = threading.Lock()  # the pacer's threads start it too

    async def decide(self, view: View, level: str, seed: int) -> Action | None:
        """``ai.decide`` in a worker process; None if a worker died (the caller decides in
        place, and the next call starts a new pool)."""
        return await self._run(ai.decide, view, level, seed)

    def decide_waiting(self, view: View, level: str, seed: int) -> Action:
        """``ai.decide`` in a worker process, waiting for it in this thread (the pacer's): if a
        worker died, in this thread."""
        try:
            return self._start().submit(ai.decide, view, level, seed).result()
        except BrokenProcessPool:
            self.shutdown()
            return ai.decide(view, level, seed)

    async def hint(self, view: View, seed: int) -> ai.Hint | None:
        """``ai.hint`` (the same search) in a worker process; None as for ``decide``."""
        return await self._run(ai.hint, view, seed)

    def _start(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    self.workers,
                    mp_context=multiprocessing.get_context("spawn"),  # no fork of a threaded server
                    initializer=_exit_with_parent,
                )
            return self._pool

    async def _run(self, function, *args):
        try:
            return await asyncio.wrap_future(self._start().submit(function, *args))
        except BrokenProcessPool:
            self.shutdown()
            return None

    def shutdown(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
