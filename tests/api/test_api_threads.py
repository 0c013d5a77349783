"""The app's own threads (the pacer that plays the computers, public play's clock) live
exactly as long as the server: an app that is built but never served starts none, and one
whose server stops leaves none behind to write into a store already closed."""

from __future__ import annotations

import threading

from starlette.testclient import TestClient

from dobleseis.session import TableService
from dobleseis.web.app import create_app


def ours() -> set[threading.Thread]:
    """The project's threads alive now (other apps of the same test process included)."""
    return {t for t in threading.enumerate() if t.name.startswith("dobleseis-")}


def test_the_pacer_and_the_public_clock_run_only_while_the_app_is_served():
    before = ours()
    app = create_app(TableService(), play=True)
    assert ours() == before
    with TestClient(app):
        started = {t.name for t in ours() - before}
        assert {"dobleseis-pacer", "dobleseis-public"} <= started
    assert ours() - before == set()
