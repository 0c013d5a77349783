"""A server stopped and started again on the same database: the page reconnects by itself, and
a reload too comes back to the same match at the same point, undo/redo history included."""

from __future__ import annotations

from playwright.sync_api import expect

from dobleseis.session import SqliteStore, TableService
from dobleseis.web.app import create_app

from ..api.helpers import quick_decider
from .conftest import MANUAL, NARRATION, Served
from .helpers import decide, line_tiles, my_turn, settled, shown_hand, start, version


class Server:
    """The app over the SQLite file ``db``; it can be stopped and started again on the same
    loopback port (the page's origin, so its storage, stays the same)."""

    def __init__(self, db) -> None:
        self.db, self.port = db, 0

    def start(self) -> None:
        self.store = SqliteStore(self.db)
        tables = TableService(self.store, quick_decider())
        self.served = Served(create_app(tables, play=True), self.port)
        self.port = self.served.port

    def stop(self) -> None:
        self.served.stop()
        self.store.close()

    @property
    def url(self) -> str:
        return self.served.url


def test_reload_after_a_server_restart_returns_to_the_same_point(browser, tmp_path):
    server = Server(tmp_path / "matches.sqlite3")
    server.start()
    context = browser.new_context(base_url=server.url, reduced_motion="reduce")
    context.add_init_script(NARRATION)
    context.add_init_script(MANUAL)
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        start(page, "chiva", seed=34)
        plays = 0
        while plays < 2:
            my_turn(page)
            plays += decide(page) == "play"
        my_turn(page)
        after = line_tiles(page)
        before = version(page)
        page.get_by_role("button", name="Undo").click()
        settled(page, before)
        my_turn(page)
        hand, line = shown_hand(page), line_tiles(page)
        assert line < after
        server.stop()
        away = page.locator(".live-away")
        expect(away).to_have_text("Connection lost: reconnecting…")
        server.start()
        # The page comes back by itself, at the same point.
        expect(away).to_have_count(0)
        my_turn(page)
        assert shown_hand(page) == hand and line_tiles(page) == line
        page.reload()
        my_turn(page)
        assert shown_hand(page) == hand and line_tiles(page) == line
        redo = page.get_by_role("button", name="Redo")
        expect(redo).to_be_enabled()
        redo.click()
        expect(page.locator("#line .placed")).to_have_count(after)
        assert not errors, errors
    finally:
        context.close()
        server.stop()
