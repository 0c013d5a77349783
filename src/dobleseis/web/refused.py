"""The app's refusals over its quotas, told to the host in one line a minute.

A player refused by a quota (new tables, profiles, reads, hints, reactions, reviews, wrong
invitation codes, a live connection's messages or watchers: the 429s of ``quotas``,
``limits``, ``public`` and ``app``, and the live connections' ERRORs of ``live`` and
``watching``) is told so in their language. The host learns of it as it learns of the door's
refusals (``door.Door.tell``): in one line for all the refusals of an interval, never a line
each, since a line a refusal would itself be something a stranger could spend (the disk, the
journal). The line says how many were refused, from how many addresses, which address the
most, and over which quotas, with the flags that set them: the host sees an abusive address,
or a quota too low for its real players.

What is counted stays bounded however many addresses are refused: a count for each quota (a
dozen), and one for each address up to ``ADDRESSES`` of them; beyond, the line says "or more"
and names none of the others.

The interval begins at its first refusal and is measured on the app's clock; a timer on the
server's event loop (``start``) looks when it should be over (``due``), so the lines are an
interval apart at least, and the server's end tells what is left (``stop``). A test on a
manual clock calls ``due`` itself, as it runs the pacer.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections import Counter
from collections.abc import Callable

from .limits import Clock, Limits

INTERVAL = 60.0
"""Seconds an interval's refusals are counted before they are told."""
ADDRESSES = 10_000
"""Addresses whose refusals are counted one by one in an interval (the others only in all)."""

QUOTAS: dict[str, Callable[[Limits], str]] = {
    "too_many_creates": lambda limits: (
        f"{limits.creates} new tables a minute or {limits.creates_per_day} a day from one "
        "address (--max-creates, --max-creates-per-day)"
    ),
    "too_many_tables": lambda limits: (
        f"{limits.tables} unfinished tables from one address (--max-tables)"
    ),
    "too_many_computer_tables": lambda limits: (
        f"{limits.robots} tables of four computers watched from one address (--max-computer-tables)"
    ),
    "too_many_spectators": lambda limits: (
        f"{limits.spectators} spectators at one table (--max-spectators)"
    ),
    "too_many_watching": lambda limits: (
        f"{limits.spectators_per_address} spectators' connections from one address "
        "(--max-spectators-per-address)"
    ),
    "too_many_hints": lambda limits: f"a seat's hints, one each {1 / limits.hints:g} s",
    "too_many_reads": lambda limits: (
        f"{limits.reading} ms a second of reading matches whole for one address (--max-reading)"
    ),
    "too_many_reviews": lambda limits: "the hands one address may have reviewed at once",
    "too_many_reviews_today": lambda limits: (
        f"{limits.reviews_per_day} hands' reviews a day from one address (--max-reviews-per-day)"
    ),
    "too_many_profiles": lambda limits: (
        f"{limits.profiles} profiles a minute from one address (--profiles-per-minute)"
    ),
    "too_many_quick": lambda limits: (
        f"{limits.quick} quick matches a minute from one address (--quick-per-minute)"
    ),
    "too_many_reactions": lambda limits: (
        f"a seat's reactions, or {limits.reactions} a minute from one address "
        "(--reactions-per-minute)"
    ),
    "too_many_tries": lambda limits: "the wrong invitation codes one address may try",
    "too_many_messages": lambda limits: (
        f"the messages of one live connection, or {limits.requests} a second on all of one "
        "address's (--max-requests)"
    ),
}
"""The code of each quota's refusal, and what the host reads of the quota (its flag, if any)."""


class Refused:
    """The refusals over quotas not yet told, counted from any thread (``count``), against
    ``limits`` (the numbers the line quotes) on ``clock``."""

    def __init__(self, limits: Limits, clock: Clock, interval: float = INTERVAL,
                 addresses: int = ADDRESSES) -> None:  # fmt: skip
        self.limits, self.clock, self.interval, self.addresses = limits, clock, interval, addresses
        self.quotas: Counter[str] = Counter()
        self.senders: Counter[str] = Counter()  # at most ``addresses`` of them
        self.unnamed = 0  # refusals of addresses beyond those
        self.began: float | None = None  # the interval's first refusal, on ``clock``
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._armed = False  # a timer is set, or on its way to the loop
        self._lock = threading.Lock()

    def start(self) -> None:
        """Tell each interval when it is over, on a timer of the running loop (the server's)."""
        self._loop = asyncio.get_running_loop()

    def stop(self) -> None:
        """The server stops: no timer any more, and what is left told."""
        self._loop = None
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        with self._lock:
            self._armed = False
        self.tell()

    def count(self, code: str, address: str) -> None:
        """``address`` was refused with ``code``: counted if it is a quota's."""
        if code not in QUOTAS:
            return
        with self._lock:
            if self.began is None:
                self.began = self.clock()
            self.quotas[code] += 1
            if address in self.senders or len(self.senders) < self.addresses:
                self.senders[address] += 1
            else:
                self.unnamed += 1
            loop = None if self._armed else self._loop
            self._armed = self._armed or loop is not None
        if loop is not None:
            loop.call_soon_threadsafe(self._wait, self.interval)

    def _wait(self, seconds: float) -> None:
        """Look again in ``seconds`` (on the loop)."""
        if self._loop is not None:
            self._timer = self._loop.call_later(seconds, self._look)

    def _look(self) -> None:
        """The timer rang: the line told if the interval is over by the clock; else (the loop's
        time ahead of the clock) it looks again when it should be."""
        self._timer = None
        self.due()
        with self._lock:
            left = None if self.began is None else self.began + self.interval - self.clock()
            self._armed = left is not None
        if left is not None:
            self._wait(max(1.0, left))

    def due(self) -> str | None:
        """The line of the refusals counted, told if their interval is over; else None."""
        with self._lock:
            over = self.began is not None and self.clock() - self.began >= self.interval
        return self.tell() if over else None

    def tell(self) -> str | None:
        """The line of the refusals counted since the last (written on stderr), or None if
        there were none."""
        with self._lock:
            if self.began is None:
                return None
            quotas, senders, unnamed = self.quotas, self.senders, self.unnamed
            seconds = self.clock() - self.began
            self.quotas, self.senders, self.unnamed, self.began = Counter(), Counter(), 0, None
        refused = sum(quotas.values())
        requests = "1 request" if refused == 1 else f"{refused} requests"
        top, most = senders.most_common(1)[0]
        if len(senders) == 1 and not unnamed:
            whom = f"1 address, {top},"
        else:
            more = " or more" if unnamed else ""
            whom = f"{len(senders)} addresses{more} ({most} from {top})"
        over = "; ".join(f"{n} over {QUOTAS[code](self.limits)}"
                         for code, n in quotas.most_common())  # fmt: skip
        line = f"refused {requests} from {whom} over quotas in the last {seconds:.0f} s: {over}"
        print(f"dobleseis: {line}", file=sys.stderr, flush=True)
        return line
