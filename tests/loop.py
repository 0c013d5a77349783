"""``asyncio.run`` for the tests, on a thread of its own: in a test process that has run browser
tests, Playwright's sync API keeps an event loop running in the main thread until the session
ends, and there ``asyncio.run`` refuses to start another (./test runs files in any order in
two processes)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any


def run(coroutine: Coroutine[Any, Any, Any]) -> Any:
    """Run ``coroutine`` to its end on a new event loop in another thread; its result."""
    with ThreadPoolExecutor(1, thread_name_prefix="test-loop") as thread:
        return thread.submit(asyncio.run, coroutine).result()
