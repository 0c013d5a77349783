"""A change many connections see wakes them a slice at a time (``Waking``), so that the event
loop reads its sockets between slices: a player's move or ping is not kept waiting behind fifty
spectators' writes. Every connection is still woken, once, in the order told, players' devices
before spectators."""

from __future__ import annotations

import asyncio

from dobleseis.web.live import WAKE_SLICE, Waking

from .. import loop


class Told:
    """A connection as ``Waking`` sees it: whether it is a spectator, and that it was woken."""

    def __init__(self, n: int, woke: list[int], spectator: bool = False) -> None:
        self.n, self.woke, self.spectator = n, woke, spectator

    def _changed(self) -> None:
        self.woke.append(self.n)


async def slices(waking: Waking, woke: list[int]) -> list[list[int]]:
    """Who had been woken at each turn of the loop, until every one told was."""
    seen = []
    while waking.players or waking.spectators or waking.calling:
        seen.append(list(woke))
        await asyncio.sleep(0)  # one turn of the loop: the sockets are read here
    seen.append(list(woke))
    return seen


def test_fifty_connections_are_woken_in_slices_with_turns_of_the_loop_between():
    async def run() -> list[list[int]]:
        woke: list[int] = []
        waking = Waking()
        for n in range(50):
            waking.tell(Told(n, woke, spectator=True), asyncio.get_running_loop())
        await asyncio.sleep(0)  # the call told to the loop: the first slice
        return await slices(waking, woke)

    seen = loop.run(run())
    assert seen[0] == list(range(WAKE_SLICE))  # the first slice only, before the loop turns
    assert seen[-1] == list(range(50))  # every one, once, in order
    sizes = [len(b) - len(a) for a, b in zip(seen, seen[1:], strict=False)]
    assert max(sizes) <= WAKE_SLICE


def test_a_connection_told_while_the_slices_run_is_woken_too():
    async def run() -> list[int]:
        woke: list[int] = []
        waking = Waking()
        here = asyncio.get_running_loop()
        for n in range(20):
            waking.tell(Told(n, woke, spectator=True), here)
        await asyncio.sleep(0)
        waking.tell(Told(99, woke, spectator=True), here)  # as a frames thread would
        await slices(waking, woke)
        return woke

    assert loop.run(run()) == [*range(20), 99]


def test_players_devices_are_woken_before_the_spectators_who_came_first():
    async def run() -> list[list[int]]:
        woke: list[int] = []
        waking = Waking()
        here = asyncio.get_running_loop()
        for n in range(20):  # spectators connected first: the frames tell them first
            waking.tell(Told(n, woke, spectator=True), here)
        for n in (100, 101):  # two players' devices after them
            waking.tell(Told(n, woke), here)
        await asyncio.sleep(0)
        return await slices(waking, woke)

    seen = loop.run(run())
    assert seen[0][:2] == [100, 101]  # in the first slice, before any spectator
    assert seen[-1] == [100, 101, *range(20)]
