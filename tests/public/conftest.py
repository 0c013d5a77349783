"""What most tests of public play share: tables whose computers decide at once, public play
over them on a manual clock (``clock``), and the app around both (``client``). A module that
needs another clock, away time or app defines its own fixture of the same name."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.session import ManualClock, TableService
from dobleseis.session.public import PublicService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider


@pytest.fixture
def tables():
    return TableService(decider=quick_decider())


@pytest.fixture
def clock():
    return ManualClock()


@pytest.fixture
def public(tables, clock):
    return PublicService(tables, clock=clock)


@pytest.fixture
def client(tables, public):
    with TestClient(create_app(tables, limits=MACHINE, public=public)) as c:
        yield c
