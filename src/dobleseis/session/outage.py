"""What a background loop of the server says when the store or Redis it needs stops answering:
one line when it starts failing and one when it works again, not a traceback every turn. A
database restarting for ten seconds is a state a host expects (README.md, "Running a public
server"); a log that fills with tracebacks then hides what is not expected. An error of any
other kind is logged with its traceback, once per outage too."""

from __future__ import annotations

import logging

from .errors import Unavailable
from .stores.protocol import StoreError

EXPECTED = (Unavailable, StoreError)
"""The refusals of a store or of Redis that cannot be reached (``session.errors``)."""


class Outage:
    """The health of one background loop (``what`` names it in the log; ``expected``: the
    errors of what it needs being away, told in one line without a traceback)."""

    def __init__(self, log: logging.Logger, what: str,
                 expected: tuple[type[BaseException], ...] = EXPECTED) -> None:  # fmt: skip
        self.log, self.what, self.expected = log, what, expected
        self.down = False

    def failed(self, error: Exception) -> None:
        """Its turn failed with ``error``: said once, when it starts failing."""
        if self.down:
            return
        self.down = True
        if isinstance(error, self.expected):
            self.log.warning("%s: %s; trying again", self.what, error)
        else:
            self.log.exception("%s failed; trying again", self.what)

    def worked(self) -> None:
        """Its turn worked: said once, when it worked again after failing."""
        if self.down:
            self.down = False
            self.log.warning("%s: working again", self.what)
