"""What joins the processes that serve the same tables (the ``redis`` extra): Redis pub/sub
between them (``relay``), the hub that tells every process's listeners of a change
(``redis_hub``), the rooms shared by all (``redis_rooms``: who is connected, the panels open,
the takeback requests; each process keeps a copy of them from their events, ``copies``), the
leases that say which process owns a table (``lease``: it plays its computer seats), the moves
forwarded to a table's owner (``owner``) and the live news told to every process's devices
(``news``: quick reactions, hands reviewed; no table's truth), each on Redis clients made by
``client`` (which gives a stalled Redis seconds, not forever, and then none until it is heard
again: ``client.Health``, one for the process). ``Cluster`` puts them together for a server;
nothing here is imported until a server is given ``--redis``."""

from __future__ import annotations

from ..hub import LocalHub
from ..rooms import Rooms
from ..stores import Store, StoreError, shown

REDIS_WAIT = 10.0
"""Seconds a starting server waits for Redis before it says it cannot reach it."""


class Cluster:
    """What joins this process to the others serving the same tables through Redis ``url``:
    the hub (changes told between processes), the rooms (who is connected, the panels open,
    the takeback requests) and the leases on the tables' computers (``lease`` ms each; None:
    the default ``lease.TTL``), all knowing together whether Redis answers (``health``).
    StoreError (one line) when Redis cannot be used."""

    def __init__(self, url: str, store: Store, lease: int | None = None) -> None:
        try:
            from .client import Health, connect
            from .lease import TTL, Leases
            from .redis_hub import RedisHub, store_version
            from .redis_rooms import RedisRooms
        except ModuleNotFoundError as e:
            if e.name != "redis":
                raise
            raise StoreError(
                "--redis needs the redis extra: pip install -e '.[web,pg,redis]' "
                "(./play does it when --redis is given)"
            ) from None
        self.health = Health()
        try:
            self.hub = RedisHub(url, LocalHub(), store_version(store), self.health)
        except ValueError as e:  # redis-py's reading of the URL, before any connection
            raise StoreError(f"{shown(url)} is not a Redis URL: {e}") from None
        if not self.hub.wait_listening(REDIS_WAIT):
            self.hub.close()
            raise StoreError(f"cannot reach Redis at {shown(url)}")
        client = connect(url, self.health)
        self.leases = Leases(client, TTL if lease is None else lease)
        self.rooms: Rooms = RedisRooms(client, self.leases.holder, url, health=self.health)
        self.url, self.owners = url, None

    def own(self, apply, table):
        """This process applies the moves forwarded to it for the tables it holds, and forwards
        the others' (``owner.Owners``: ``apply`` a move here, read a ``table``); returns the
        owners, for the tables' service."""
        from .client import connect
        from .owner import Owners

        self.owners = Owners(connect(self.url, self.health), self.leases, apply, table,
                             self.rooms.here, self.health)  # fmt: skip
        return self.owners

    def close(self) -> None:
        if self.owners is not None:
            self.owners.close()
        self.rooms.close()
        self.hub.close()
