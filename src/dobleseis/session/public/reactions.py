"""Quick reactions: a fixed list of phrases a player sends to the whole table (never to a
partner alone), none naming a tile, a number or a hand, and no free text — so there is nothing
to moderate and nothing to signal with. A muted player's reactions do not reach the devices of
the player who muted them.

Reactions are live news, like a nudge: told to the connections of this process that watch the
table (``Reactions``), never stored."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

PHRASES = ("hello", "good_luck", "nice_play", "well_played_partner", "oops", "thanks",
           "good_game", "wow")  # fmt: skip


@dataclass(frozen=True)
class Reaction:
    """``seat`` (played by ``profile``, if any) says ``phrase`` at a table; the seats in
    ``muted_by`` are played by profiles that muted it."""

    seat: int
    phrase: str
    profile: str | None
    muted_by: frozenset[int]

    def frame(self) -> dict:
        return {"type": "reaction", "seat": self.seat, "phrase": self.phrase,
                "profile": self.profile}  # fmt: skip


class Reactions:
    """Who listens to each table's reactions in this process."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[str, dict[int, Callable[[Reaction], None]]] = {}
        self._next = 0

    def tell(self, table_id: str, reaction: Reaction) -> None:
        with self._lock:
            listeners = list(self._listeners.get(table_id, {}).values())
        for listener in listeners:
            listener(reaction)

    def subscribe(self, table_id: str, listener: Callable[[Reaction], None]) -> Callable[[], None]:
        with self._lock:
            self._next += 1
            token = self._next
            self._listeners.setdefault(table_id, {})[token] = listener

        def stop() -> None:
            with self._lock:
                kept = self._listeners.get(table_id, {})
                kept.pop(token, None)
                if not kept:
                    self._listeners.pop(table_id, None)

        return stop
