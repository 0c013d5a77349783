"""A change many connections see wakes them a slice at a time (``Live._wake``), so that the
event loop reads its sockets between slices: a player's move or ping is not kept waiting
behind fifty spectators' frames. Every connection is still woken, once, in the order told."""

from __future__ import annotations

import asyncio
from collections import deque

from dobleseis.web.live import WAKE_SLICE, Live

from .. import loop


class Told:
    """A connection as ``_wake`` sees it: it only notes that it was woken."""

    def __init__(self, n: int, woke: list[int]) -> None:
        self.n, self.woke = n, woke

    def _changed(self) -> None:
        self.woke.append(self.n)


def test_fifty_connections_are_woken_in_slices_with_turns_of_the_loop_between():
    async def run() -> list[list[int]]:
        woke: list[int] = []
        woken, waking = deque(Told(n, woke) for n in range(50)), [True]
        seen = []
        Live._wake(woken, waking)
        while woken or waking[0]:
            seen.append(list(woke))
            await asyncio.sleep(0)  # one turn of the loop: the sockets are read here
        seen.append(list(woke))
        return seen

    seen = loop.run(run())
    assert seen[0] == list(range(WAKE_SLICE))  # the first slice only, before the loop turns
    assert seen[-1] == list(range(50))  # every one, once, in order
    sizes = [len(b) - len(a) for a, b in zip(seen, seen[1:], strict=False)]
    assert max(sizes) <= WAKE_SLICE


def test_a_connection_told_while_the_slices_run_is_woken_too():
    async def run() -> list[int]:
        woke: list[int] = []
        woken, waking = deque(Told(n, woke) for n in range(20)), [True]
        Live._wake(woken, waking)
        woken.append(Told(99, woke))  # as ``Live.woken`` does from a frames thread
        if not waking[0]:
            waking[0] = True
            asyncio.get_running_loop().call_soon(Live._wake, woken, waking)
        while woken or waking[0]:
            await asyncio.sleep(0)
        return woke

    assert loop.run(run()) == [*range(20), 99]
