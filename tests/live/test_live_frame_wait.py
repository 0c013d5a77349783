"""The tests' own safety limit (tests/conftest.py): a WebSocket frame that never comes fails the
test that waits for it, instead of hanging the whole run."""

from __future__ import annotations

import pytest

from .. import conftest
from .helpers import Server
from .test_live_table import open_table


@pytest.fixture
def server():
    return Server()


def test_a_frame_that_never_comes_fails_the_wait(server, monkeypatch):
    host, out = open_table(server, seats=("here", "here", "here", "here"))
    host.connect(out["id"])  # the welcome, the views and the TABLE: then nothing is due
    monkeypatch.setattr(conftest, "FRAME_WAIT", 0.05)
    with pytest.raises(TimeoutError):
        host.receive()
    host.close()
