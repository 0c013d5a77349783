"""Shared test settings: a fixed hypothesis profile so property tests are deterministic in CI;
a limit on how long a test's WebSocket waits for a frame; the seeds a server draws, fixed per
test; and the real servers (bench/servers.py) as fixtures, started only by the tests that ask."""

import itertools

import anyio
import pytest
from hypothesis import HealthCheck, settings
from starlette.testclient import WebSocketTestSession

from bench.servers import Postgres, Redis
from dobleseis.core.rng import Rng
from dobleseis.session import service

settings.register_profile(
    "dobleseis",
    max_examples=40,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("dobleseis")


# -- a frame that never comes fails its test instead of hanging the run ------------------------
FRAME_WAIT = 60.0
"""Seconds a TestClient WebSocket waits for its next frame (a safety limit, not a pace: a frame
takes milliseconds even on a loaded machine). Starlette's ``receive`` waits forever, so a frame
a test wrongly expects would stall the whole run, as CI would only tell by its own timeout."""


async def _within(receive, seconds: float):
    with anyio.fail_after(seconds):
        return await receive()


def _receive(session: WebSocketTestSession):
    return session.portal.call(_within, session._send_rx.receive, FRAME_WAIT)


WebSocketTestSession.receive = _receive


# -- real servers, stopped after the test however it ends ------------------------------------
_databases = itertools.count(1)


def running(server):
    """``server`` started, for a fixture to yield; removed after, however the test ended."""
    try:
        server.start()
        yield server
    finally:
        server.remove()


@pytest.fixture(scope="session")
def postgres_server():
    """One PostgreSQL for the whole run (each test gets a database of its own: ``pg_url``)."""
    yield from running(Postgres())


@pytest.fixture
def pg_url(postgres_server) -> str:
    """The URL of a new, empty database on the run's PostgreSQL."""
    return postgres_server.create_database(f"test{next(_databases)}")


@pytest.fixture
def postgres():
    """A PostgreSQL of the test's own, running, that the test may stop and start again."""
    yield from running(Postgres())


@pytest.fixture
def redis_server():
    """A redis-server of the test's own, running, that the test may stop and start again."""
    yield from running(Redis())


@pytest.fixture(params=["sqlite", "postgres"])
def open_store(request, tmp_path):
    """Opens a store of each kind on one database, as often as asked: each call is what a new
    server process on the same database opens. Every store opened is closed after the test."""
    yield from opening(request.param, request, tmp_path)


def opening(kind: str, request, tmp_path):
    """``open_store``'s opener for a store of ``kind`` (``memory``: the same one each time, a
    process's own), then every store it opened closed."""
    if kind == "memory":
        from dobleseis.session import MemoryStore

        kept = MemoryStore()
        make = lambda: kept  # noqa: E731
    elif kind == "postgres":
        from dobleseis.session.stores.postgres import PostgresStore

        url = request.getfixturevalue("pg_url")
        make = lambda: PostgresStore(url)  # noqa: E731
    else:
        from dobleseis.session import SqliteStore

        path = tmp_path / "matches.sqlite3"
        make = lambda: SqliteStore(path)  # noqa: E731
    opened = []

    def open_one():
        opened.append(make())
        return opened[-1]

    open_one.kind = kind
    yield open_one
    for store in opened:
        if hasattr(store, "close"):
            store.close()


# -- the seeds a server draws, the same on every run -----------------------------------------
@pytest.fixture(autouse=True)
def drawn_seeds(monkeypatch, request):
    """A table opened without a seed deals from ``service.draw_seed``, which draws from
    ``secrets``. In tests it draws from a sequence named after the test, so a test that plays
    a drawn match plays the same one, and passes or fails the same way, on every run; two
    words of it, as a server's seed has 128 bits (nearly all of them above 2**53, so sent as
    strings of digits), which ``Rng.below`` cannot draw from in one."""
    rng = Rng(f"drawn seeds {request.node.nodeid}")
    monkeypatch.setattr(service, "draw_seed", lambda: rng.next64() << 64 | rng.next64())
