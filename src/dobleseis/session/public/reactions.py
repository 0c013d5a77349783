"""Quick reactions: a fixed list of phrases a player sends to the whole table (never to a
partner alone), none naming a tile, a number or a hand, and no free text — so there is nothing
to moderate and nothing to signal with. A muted player's reactions do not reach the devices of
the player who muted them.

Reactions are live news, like a nudge: told to the connections of this process that watch the
table (``Reactions``), and with several processes to theirs too through Redis pub/sub
(``SharedReactions``); never stored. A reaction published while Redis is away is lost, as a
word said to a table nobody hears: nothing of a table's truth is in it."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..hub import Listeners
from ..outage import Outage

if TYPE_CHECKING:  # the redis extra, which a server of one process does without
    from ..cluster.client import Health

CHANNEL = "dobleseis:reactions:"
log = logging.getLogger(__name__)
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
        self._listeners = Listeners()

    def tell(self, table_id: str, reaction: Reaction) -> None:
        for listener in self._listeners.of(table_id):
            listener(reaction)

    def subscribe(self, table_id: str, listener: Callable[[Reaction], None]) -> Callable[[], None]:
        return self._listeners.add(table_id, listener)

    def close(self) -> None:
        """Nothing to let go of in one process."""


class SharedReactions(Reactions):
    """Reactions told to the connections of every process on Redis ``url`` (channel
    ``dobleseis:reactions:ID``: ``cluster.news.Broadcast``): each process tells its own
    connections at once and hears the others'. ``health``: whether Redis answers the process
    (``cluster.client.Health``), which says Redis lost and back once for the whole process,
    the reactions' part in it too (None: a reaction waits for a stalled Redis each time,
    ``ANSWER_WITHIN``, and the reactions say their own outage)."""

    def __init__(self, url: str, health: Health | None = None) -> None:
        super().__init__()
        # the redis extra, which a server of one process does without
        from ..cluster.news import ERRORS, Broadcast

        outage = None if health is not None else Outage(log, "reactions through Redis", ERRORS)
        self._broadcast = Broadcast(url, CHANNEL, self._heard, health, outage)

    def tell(self, table_id: str, reaction: Reaction) -> None:
        super().tell(table_id, reaction)
        self._broadcast.publish(table_id, {"seat": reaction.seat, "phrase": reaction.phrase,
                                           "profile": reaction.profile,
                                           "muted_by": sorted(reaction.muted_by)})  # fmt: skip

    def _heard(self, table_id: str, data: dict) -> None:
        reaction = Reaction(data["seat"], data["phrase"], data["profile"],
                            frozenset(data["muted_by"]))  # fmt: skip
        super().tell(table_id, reaction)

    def close(self) -> None:
        self._broadcast.close()
