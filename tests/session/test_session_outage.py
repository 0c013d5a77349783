"""A background loop whose store or Redis stops answering says so once, and once again when it
works again: a database restarting is no flood of tracebacks in the host's log."""

from __future__ import annotations

import logging

from dobleseis.session import Unavailable
from dobleseis.session.outage import Outage

log = logging.getLogger("test-outage")


def lines(caplog) -> list[tuple[str, bool]]:
    """Each record's message and whether it carries a traceback."""
    out = [(r.getMessage(), r.exc_info is not None) for r in caplog.records]
    caplog.clear()
    return out


def test_an_outage_is_one_line_and_its_end_another(caplog):
    caplog.set_level(logging.WARNING, logger="test-outage")
    health = Outage(log, "the clock")
    health.worked()
    assert lines(caplog) == []
    for _ in range(30):  # a turn every third of a second for ten seconds
        health.failed(Unavailable("store_unavailable"))
    said = lines(caplog)
    assert len(said) == 1 and said[0][0].startswith("the clock: ") and not said[0][1]
    health.worked()
    health.worked()
    assert lines(caplog) == [("the clock: working again", False)]


def test_an_unexpected_error_keeps_its_traceback_once(caplog):
    caplog.set_level(logging.WARNING, logger="test-outage")
    health = Outage(log, "the clock")
    for _ in range(3):
        try:
            raise ValueError("a bug")
        except ValueError as e:
            health.failed(e)
    assert lines(caplog) == [("the clock failed; trying again", True)]
