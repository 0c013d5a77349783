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

    def pipeline(self, *args, **kwargs):
        """A pipeline whose ``execute`` (one round trip) is counted as ("PIPELINE", how many
        commands it carried)."""
        pipe = super().pipeline(*args, **kwargs)
        execute = pipe.execute

        def counted(*a, **k):
            self.sent.append(("PIPELINE", str(len(pipe.command_stack))))
            return execute(*a, **k)

        pipe.execute = counted
        return pipe

    def scripts(self, script) -> int:
        """How many times ``script`` (registered on this client) was run."""
        return self.sent.count(("EVALSHA", script.sha))
