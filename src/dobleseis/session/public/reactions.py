"""Quick reactions: a fixed list of phrases a player sends to the whole table (never to a
partner alone), none naming a tile, a number or a hand, and no free text — so there is nothing
to moderate and nothing to signal with. A muted player's reactions do not reach the devices of
the player who muted them.

Reactions are live news, like a nudge: told to the connections of this process that watch the
table (``Reactions``), and with several processes to theirs too through Redis pub/sub
(``SharedReactions``); never stored. A reaction published while Redis is away is lost, as a
word said to a table nobody hears: nothing of a table's truth is in it."""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..hub import Listeners
from ..outage import Outage

if TYPE_CHECKING:  # the redis extra, which a server of one process does without
    from ..cluster.client import Health

CHANNEL = "dobleseis:reactions:"
log = logging.getLogger(__name__)
AGAIN = 1.0
"""Seconds between two attempts to listen to Redis again while it is away."""
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
    ``dobleseis:reactions:ID``, the reaction and the sending process's name): each process
    tells its own connections at once and hears the others'. ``health``: whether Redis
    answers the process (``cluster.client.Health``), which says Redis lost and back once for
    the whole process, the reactions' part in it too (None: a reaction waits for a stalled
    Redis each time, ``ANSWER_WITHIN``, and the reactions say their own outage)."""

    def __init__(self, url: str, health: Health | None = None) -> None:
        super().__init__()
        import redis  # the redis extra, which a server of one process does without

        from ..cluster.client import connect

        self._errors = (redis.RedisError, OSError)
        self._closing = False
        self._name = secrets.token_hex(6)
        self._client = connect(url)  # its subscription's
        self._teller = connect(url, health)  # a stalled Redis: a reaction is lost, nobody waits
        self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
        self._pubsub.psubscribe(**{CHANNEL + "*": self._heard})
        # Redis lost and back, said once: by the process's health with the process's other
        # parts (one pair of lines an outage for all), or by the reactions' own without one
        if health is None:
            outage = Outage(log, "reactions through Redis", self._errors)
            self._away, self._heard_again = outage.failed, outage.worked
        else:
            self._away, self._heard_again = health.lost, health.answered
        # each time the subscription's connection is made again (redis-py subscribes it again)
        self._pubsub.connection.register_connect_callback(self._back)
        self._thread = self._pubsub.run_in_thread(
            sleep_time=1.0, daemon=True, exception_handler=self._lost
        )

    def tell(self, table_id: str, reaction: Reaction) -> None:
        super().tell(table_id, reaction)
        data = {"seat": reaction.seat, "phrase": reaction.phrase, "profile": reaction.profile,
                "muted_by": sorted(reaction.muted_by), "from": self._name}  # fmt: skip
        try:
            self._teller.publish(CHANNEL + table_id, json.dumps(data))
        except self._errors as e:  # Redis away: the other processes' devices miss this one
            self._away(e)

    def _heard(self, message: dict) -> None:
        data = json.loads(message["data"])
        if data["from"] == self._name:
            return
        reaction = Reaction(data["seat"], data["phrase"], data["profile"],
                            frozenset(data["muted_by"]))  # fmt: skip
        super().tell(message["channel"][len(CHANNEL) :], reaction)

    def _lost(self, error: Exception, pubsub, thread) -> None:
        """Redis went away: wait, and let the next read connect again (unless closing). Said
        once, not at each attempt."""
        if self._closing:
            return
        self._away(error)
        time.sleep(AGAIN)  # the listening thread's own retry, not a pause of anyone

    def _back(self, connection) -> None:
        """The subscription's connection is made again: Redis is back (said once)."""
        self._heard_again()

    def close(self) -> None:
        self._closing = True
        self._thread.stop()  # the listening thread closes its subscription as it ends
        self._thread.join(timeout=10)
        self._teller.close()
        self._client.close()
