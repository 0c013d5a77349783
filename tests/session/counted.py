"""A real Redis client that counts what it sends, for tests that check which round trips a
process makes (never a mock: every command still reaches the test's redis-server)."""

from __future__ import annotations

import redis


class Counted(redis.Redis):
    """The commands sent, by name; a script by the kind of its first key (``EVALSHA
    dobleseis:room``, ``EVALSHA dobleseis:lease``)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.sent: list[str] = []

    def execute_command(self, *args, **options):
        name = str(args[0]).upper()
        if name == "EVALSHA" and len(args) > 3:
            name += " " + ":".join(str(args[3]).split(":")[:2])
        self.sent.append(name)
        return super().execute_command(*args, **options)
