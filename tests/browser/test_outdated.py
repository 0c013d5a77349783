"""A match saved under the earlier reading of docs/RULES.md §3.3, seen in the browser: it is listed;
resuming it says in the page's words why it cannot go on; a finished one replays up to the
refused choice. The server runs on its own SQLite file holding the old rows
(``tests/api/old_reading.py``)."""

from __future__ import annotations

import socket
import threading

import pytest
import uvicorn
from playwright.sync_api import expect

from dobleseis.session import SqliteStore, TableService
from dobleseis.web.app import create_app

from ..api.old_reading import OLD, REFUSED, store_old_row
from .conftest import MANUAL
from .helpers import saved_row


@pytest.fixture
def old_server(tmp_path):
    db = tmp_path / "old.sqlite3"
    writer = SqliteStore(db)
    store_old_row(lambda: writer, "unfinished", cursor=130, secret=True, over=False)
    store_old_row(lambda: writer, "finished", cursor=len(OLD["actions"]), secret=False, over=True)
    writer.close()
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    config = uvicorn.Config(
        create_app(TableService(SqliteStore(db))), log_level="warning", lifespan="off"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


@pytest.fixture
def old_page(browser, old_server):
    ctx = browser.new_context(base_url=old_server, reduced_motion="reduce")
    ctx.add_init_script(MANUAL)
    ctx.set_default_timeout(15_000)
    page = ctx.new_page()
    yield page
    ctx.close()


def test_resuming_an_old_match_says_why_it_cannot_go_on(old_page):
    old_page.goto("/")
    row = saved_row(old_page, "unfinished")
    expect(row).to_contain_text("hand 5")
    row.get_by_role("button", name="Resume").click()
    expect(old_page.locator("#banner")).to_have_text(
        "This match was saved under earlier rules and cannot go on from its action 123: seat 4 "
        "went out and chose who opens hand 5, but the rules now give that choice to seat 2: "
        "after a domino the winning team's player with the fewest pips chooses, the smaller "
        "seat if equal, and seat 2 was left with 0 pips too. Its record downloads as it was, "
        "and its replay runs up to that action"
    )
    expect(saved_row(old_page, "unfinished")).to_be_visible()  # still listed


def test_an_old_finished_match_replays_up_to_the_refused_choice(old_page):
    old_page.goto("/")
    saved_row(old_page, "finished").get_by_role("button", name="Replay").click()
    expect(old_page.locator("#replay-step")).to_have_text(f"Step 0 of {REFUSED - 1}")
