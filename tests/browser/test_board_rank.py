"""A player further down than a leaderboard's 100 rows sees their own row under the list, with
the rank and rating the server says (issue 28), at a phone's size (touch) and a laptop's, their
long name on one line, cut with "…" where it does not fit, and "(you)" kept after it; a
player among the 100 is marked there and gets no second row. Axe on each; nothing the device
receives names a secret of another player."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from dobleseis.session.public import PublicService, Rating
from dobleseis.session.public.ratings import shown
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE
from .conftest import Served, quick
from .online import SIZES, Device, sized
from .test_a11y import serious_violations
from .test_ratings import as_player, lines

PLAYERS = 104
LONG = "Maximiliano Bartholomew"
"""The last player's name: longer than a phone's leaderboard has room for."""


class Made:
    def __init__(self, profile, secret: str) -> None:
        self.profile, self.secret = profile.json(), secret


@pytest.fixture(scope="module")
def crowded():
    """A server whose Chiva leaderboard has ``PLAYERS`` players rated this week, each lower
    than the one before (the last is 104th, named ``LONG``); the players by rank."""
    tables = quick()
    public = PublicService(tables)
    served = Served(create_app(tables, limits=MACHINE, public=public))
    players = []
    for n in range(PLAYERS):
        name = LONG if n == PLAYERS - 1 else f"Player {n + 1}"
        profile, secret = public.make_profile(name, "🐢" if n % 2 else "teal")
        rating = Rating(40.0 - n * 0.25, 2.0, 3)
        assert public.kept.rate(f"m{n}", "chiva", {profile.id: rating}, public._stamp(), ())
        players.append(Made(profile, secret))
    yield served, players
    served.stop()


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


def test_a_player_outside_the_top_100_sees_their_own_rank_under_it(browser, crowded, size):
    served, players = crowded
    last = players[-1]
    dev = Device(browser, served.url, **sized(size))
    as_player(dev, last)
    try:
        page = dev.page
        page.goto("/")
        board = page.locator(".board")
        expect(board.locator(".board-table tbody tr")).to_have_count(101)
        yours = board.locator("tbody.board-you tr")
        expect(yours).to_have_attribute("data-profile", last.profile["id"])
        expect(yours.locator("td").nth(0)).to_have_text(str(PLAYERS))
        expect(yours.get_by_role("rowheader", name=f"{LONG} (you)")).to_be_visible()
        rating = shown(Rating(40.0 - 103 * 0.25, 2.0, 3))
        expect(yours.locator("td").nth(1)).to_have_text(f"{rating}?")  # provisional: 3 matches
        # one line: the name cut where it does not fit (a phone), "(you)" whole after it
        head = yours.locator("th")
        assert lines(head) == 1
        mark = yours.locator(".board-you-mark")
        expect(mark).to_have_text("(you)")
        inside = "(m, th) => m.getBoundingClientRect().right <= th.getBoundingClientRect().right"
        assert mark.evaluate(inside, head.element_handle())
        if size == "phone":
            assert yours.locator(".board-name").evaluate("(n) => n.scrollWidth > n.clientWidth")
        expect(board.locator("tr.mine")).to_have_count(1)
        expect(board).to_contain_text("You are not in the top 100 yet.")
        yours.scroll_into_view_if_needed()
        assert serious_violations(page) == []
        # all time: the same place
        board.get_by_label("When").select_option("all")
        expect(yours.locator("td").nth(0)).to_have_text(str(PLAYERS))
        # a game they have no rating in: no row of theirs
        board.get_by_label("Game").select_option("haiti")
        expect(board).to_contain_text("Nobody has a rating yet.")
        expect(board.locator("tr.mine")).to_have_count(0)
        for r in dev.responses:
            for other in players[:-1]:
                assert other.secret not in r.text()
    finally:
        dev.close()


def test_a_player_among_the_100_has_their_row_marked_there_only(browser, crowded, size):
    served, players = crowded
    dev = Device(browser, served.url, **sized(size))
    as_player(dev, players[99])
    try:
        page = dev.page
        page.goto("/")
        mine = page.locator(".board tr.mine")
        expect(mine).to_have_count(1)
        expect(mine.locator("td").nth(0)).to_have_text("100")
        expect(page.locator(".board tbody.board-you")).to_have_count(0)
        expect(page.locator(".board")).not_to_contain_text("not in the top")
        assert serious_violations(page) == []
    finally:
        dev.close()
