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
from .conftest import Served, at_one_size, quick
from .online import SIZES, Device, sized
from .test_a11y import serious_violations
from .test_ratings import as_player, lines
from .test_wcag import large_text

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
            names_have_room(page, board, yours)
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


# The boxes (left, top, right, bottom) of the parts of the own row, and how much of the name is
# seen: its width on its line and its font size; the table's width and its card's.
OWN_ROW = """(row) => {
  const r = (n) => {
    const b = n.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  const name = row.querySelector('.board-name');
  const words = document.createRange();
  words.selectNodeContents(name);
  const [rank, head, rating, matches] = row.children;
  return {rank: r(rank), head: r(head),
          name: r(name), words: [...words.getClientRects()].map((b) => [b.left, b.right]),
          rating: r(rating), matches: r(matches),
          em: parseFloat(getComputedStyle(name).fontSize),
          table: row.closest('table').scrollWidth, card: row.closest('.board-body').clientWidth};
}"""


def names_have_room(page, board, yours) -> None:
    """On a phone (390 and 360 px) the rank, the rating and the count of matches left the name
    one letter or two ("M… (you)"): the headers of the rank and the rating are short ("#"), the
    count goes under the name, and the name is seen over six ems at least (ten letters or so),
    the rating on its line. Its text set large (32 px), the name is seen whole, over the row's
    width, the rank, the rating and the count under it. A table still, its headers named in
    full for a screen reader."""
    expect(board.get_by_role("columnheader", name="Rank", exact=True)).to_have_text("#Rank")
    expect(board.get_by_role("columnheader", name="Rated matches", exact=True)).to_have_count(1)
    expect(yours.get_by_role("cell", name="3 rated matches")).to_have_count(1)
    for width in (390, 360):
        page.set_viewport_size({"width": width, "height": 844})
        row = yours.evaluate(OWN_ROW)
        shown = row["name"][2] - row["name"][0]
        assert shown >= 6 * row["em"], row
        assert row["rating"][1] < row["name"][3] <= row["matches"][1] + 1, row  # count under
        assert row["head"][0] - 1 <= row["matches"][0] < row["name"][2], row
        assert row["table"] <= row["card"], row
    keep = large_text(page, 32)
    expect(board.locator("thead")).to_have_css("position", "absolute")  # laid out anew
    row = yours.evaluate(OWN_ROW)
    assert row["table"] <= row["card"], row
    assert all(row["head"][0] <= a and b <= row["head"][2] + 0.5 for a, b in row["words"]), row
    assert row["name"][3] <= min(row["rank"][1], row["rating"][1], row["matches"][1]) + 1, row
    keep.detach()


@at_one_size("phone")
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
