"""Quick reactions across processes: a reaction told in one process reaches the connections of
another through Redis pub/sub (a real redis-server), once, with its mutes."""

from __future__ import annotations

import queue

import redis

from dobleseis.session.public.reactions import Reaction, SharedReactions

LIMIT = 30.0
"""Seconds a message may take: a safety limit only, never a pause."""


def listening(url: str, count: int) -> None:
    """Return once ``count`` processes listen to the reactions' channels."""
    client = redis.Redis.from_url(url)
    for _ in range(3000):
        if sum(int(c.get("psub", 0)) for c in client.client_list()) >= count:
            return
        client.execute_command("PING")
    raise AssertionError("the processes never listened")


def test_a_reaction_reaches_the_other_process_once(redis_server):
    one, two = SharedReactions(redis_server.url), SharedReactions(redis_server.url)
    try:
        listening(redis_server.url, 2)
        heard_one, heard_two = queue.Queue(), queue.Queue()
        one.subscribe("t1", heard_one.put)
        two.subscribe("t1", heard_two.put)
        two.subscribe("t2", lambda r: heard_two.put(("t2", r)))
        said = Reaction(2, "nice_play", "p7", frozenset({3}))
        one.tell("t1", said)
        assert heard_one.get(timeout=LIMIT) == said  # its own process, at once
        assert heard_two.get(timeout=LIMIT) == said  # the other, through Redis
        one.tell("t1", Reaction(1, "wow", None, frozenset()))
        assert heard_two.get(timeout=LIMIT).phrase == "wow"
        assert heard_one.get(timeout=LIMIT).phrase == "wow"
        assert heard_one.empty() and heard_two.empty()  # once each, and not to table t2
    finally:
        one.close()
        two.close()
