"""A real Redis client that counts what it sends, and a count of what one thread sends on any
client, for tests that check which round trips a process makes (never a mock: every command
still reaches the test's redis-server)."""

from __future__ import annotations

import threading

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


class Sent:
    """The commands this thread writes to Redis, on any client, counted where they leave (the
    connection): each one written to a frozen Redis is one the thread waits for. Installed with
    ``monkeypatch``; ``during(work)`` counts those of ``work()``."""

    def __init__(self, monkeypatch) -> None:
        from redis.connection import AbstractConnection

        me, send = threading.get_ident(), AbstractConnection.send_packed_command
        self.count = 0

        def counted(connection, *args, **kwargs):
            if threading.get_ident() == me:
                self.count += 1
            return send(connection, *args, **kwargs)

        monkeypatch.setattr(AbstractConnection, "send_packed_command", counted)

    def during(self, work) -> int:
        before = self.count
        work()
        return self.count - before
