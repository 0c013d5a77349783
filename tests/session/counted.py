"""A real Redis client that counts what it sends, for tests that check which round trips a
process makes (never a mock: every command still reaches the test's redis-server)."""

from __future__ import annotations

import redis


class Counted(redis.Redis):
    """Each command sent, as (its name, its first argument: a key, or a script's sha)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.sent: list[tuple[str, str]] = []

    def execute_command(self, *args, **options):
        self.sent.append((str(args[0]).upper(), str(args[1]) if len(args) > 1 else ""))
        return super().execute_command(*args, **options)

    def scripts(self, script) -> int:
        """How many times ``script`` (registered on this client) was run."""
        return self.sent.count(("EVALSHA", script.sha))
