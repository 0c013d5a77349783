"""A fresh app per test, with its tables at hand so tests can compare answers to the truth."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.session import TableService
from dobleseis.web.app import create_app

from .helpers import MACHINE, holding, quick_decider


@pytest.fixture
def tables() -> TableService:
    return TableService(decider=quick_decider())  # no floor: these tests do not time answers


@pytest.fixture
def client(tables: TableService) -> TestClient:
    """One device: it keeps the secrets of the tables it creates."""
    with TestClient(create_app(tables, limits=MACHINE)) as c:
        yield holding(c)
