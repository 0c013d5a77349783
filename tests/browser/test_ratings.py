"""Ratings on the statistics screen (issue 28): after a rated public match, played to its end
through the HTTP API, each player's page shows the rating the server computed, its history as a
chart and a list, and the game's leaderboard (this week, all time) with their own row marked; a
device without a profile is told how a rating comes, and makes one there; an empty board points
to playing; a Kreyòl page dates the history in Kreyòl, not in the French Intl falls back to.
The page's own rating and board at a phone's size (touch) and a laptop's; axe on each new
state; nothing a device receives holds another device's secret or a tile."""

from __future__ import annotations

import json
import re
from datetime import datetime

import pytest
from playwright.sync_api import expect

from dobleseis.core.rng import Rng

from .conftest import at_one_size
from .helpers import heard, listen
from .online import SIZES, Device, sized, tiles_named
from .test_a11y import serious_violations
from .test_anyone import make_profile

PROFILE = "Dobleseis-Profile"
SECRETS = "Dobleseis-Secrets"


def lines(cell) -> int:
    """The lines the text of ``cell`` (a locator) takes on the page: its pieces of text in
    groups that overlap from top to bottom (an emoji avatar beside a name sits higher)."""
    return cell.evaluate(
        """(cell) => {
          const boxes = [];
          const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          while (walk.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(walk.currentNode);
            for (const r of range.getClientRects()) if (r.width) boxes.push(r);
          }
          boxes.sort((a, b) => a.top - b.top);
          let lines = 0;
          let bottom = -Infinity;
          for (const r of boxes) {
            if (r.top >= bottom - 1) lines += 1;
            bottom = lines && r.top >= bottom - 1 ? r.bottom : Math.max(bottom, r.bottom);
          }
          return lines;
        }"""
    )


class Http:
    """JSON requests to the served app, through Playwright's own request client, each on a
    connection of its own. Uvicorn closes a connection idle for 5 s, and Playwright's client
    does not retry a request it sent on one closing at that moment: on a kept connection, a
    request after a few seconds of clicking can fail with ECONNRESET."""

    def __init__(self, playwright, url: str) -> None:
        self.request = playwright.request.new_context(
            base_url=url, extra_http_headers={"Connection": "close"}
        )

    def get(self, path: str, headers: dict | None = None):
        return Answer(self.request.get(path, headers=headers or {}))

    def post(self, path: str, json: dict, headers: dict | None = None):
        return Answer(self.request.post(path, data=json, headers=headers or {}))


class Answer:
    def __init__(self, response) -> None:
        self.status_code, self.text = response.status, response.text()
        self.is_success = response.ok

    def json(self):
        return json.loads(self.text)


class Player:
    """A profile made through the API, and the seat secrets it was given."""

    def __init__(self, http: Http, name: str, avatar: str) -> None:
        r = http.post("/api/profiles", json={"name": name, "avatar": avatar})
        assert r.status_code == 201, r.text
        self.http, self.profile, self.secret = http, r.json()["profile"], r.json()["secret"]
        self.seats: dict[str, dict[int, str]] = {}

    def headers(self, id: str = "") -> dict:
        return {PROFILE: self.secret, SECRETS: " ".join(self.seats.get(id, {}).values())}

    def seats_all(self) -> list[str]:
        return [secret for seats in self.seats.values() for secret in seats.values()]

    def quick(self, variant: str) -> dict:
        r = self.http.post(
            "/api/public/quick",
            json={"variant": variant, "level": "random"},
            headers=self.headers(),
        )
        assert r.status_code == 200, r.text
        seated = r.json()
        self.seats.setdefault(seated["id"], {})[seated["seat"]] = seated["secret"]
        return seated


def rated_match(http: Http, variant: str = "chiva", seed: int = 3) -> tuple[Player, Player, str]:
    """Two profiles, Ana (seat 1) and Ben (seat 2), at one quick-match table whose computers
    fill seats 3 and 4, played to the end: each person a seeded legal action, the computers
    asked to move. The match is rated when it ends."""
    ana, ben = Player(http, "Ana", "🐢"), Player(http, "Ben", "teal")
    id = ana.quick(variant)["id"]
    assert ben.quick(variant)["id"] == id
    assert http.post(f"/api/public/tables/{id}/start", json={}, headers=ana.headers(id)).is_success
    holder = {1: ana, 2: ben}
    rng = Rng(f"ratings page {seed}")
    seats = http.get(f"/api/matches/{id}/table", headers=ana.headers(id)).json()["seats"]
    computers = {n for n, seat in enumerate(seats, start=1) if seat["computer"]}
    assert computers == {3, 4}
    for _ in range(5000):
        view = http.get(f"/api/matches/{id}", headers=ana.headers(id)).json()
        if view["phase"] == "over":
            return ana, ben, id
        seat = view["to_act"]
        if seat in computers:
            r = http.post(
                f"/api/matches/{id}/computer", json={"version": view["version"]},
                headers=ana.headers(id),
            )  # fmt: skip
        else:
            mover = holder[seat]
            mine = http.get(f"/api/matches/{id}?seat={seat}", headers=mover.headers(id)).json()
            body = {"version": mine["version"], "seat": seat, "action": rng.choice(mine["legal"])}
            r = http.post(f"/api/matches/{id}/act", json=body, headers=mover.headers(id))
        assert r.status_code == 200, r.text
    raise AssertionError("the match did not end")


def as_player(dev: Device, player: Player | None) -> None:
    """The device holds ``player``'s profile (as the profile screen keeps it)."""
    if player is not None:
        kept = json.dumps({"profile": player.profile, "secret": player.secret})
        dev.context.add_init_script(f"localStorage.setItem('dobleseis.profile', {kept!r});")


def no_secrets(dev: Device, secrets: list[str]) -> None:
    """Nothing the device received names a secret it does not hold, nor any tile (the start
    screen is shown: no table is open)."""
    for r in dev.responses:
        if "json" not in (r.headers.get("content-type") or ""):
            continue
        text = r.text()
        for secret in secrets:
            assert secret not in text, r.url
        if "/api/public/" in r.url:
            assert not tiles_named(r.json()), r.url


SHORT_RATED = 35
"""The deal seed the server draws for the rated match: played as ``rated_match`` plays it, the
match ends after four hands (found with the engine: a Table with random computers, the two
people's seeded choices). A drawn seed took from 4 hands to over 60 (13 to 70 s of setup)."""


@pytest.fixture(scope="module")
def rated(playwright, still):
    """One rated Chiva match, on the server whose computers move when asked, its deals drawn
    from ``SHORT_RATED`` (only this fixture opens tables while the seed is held)."""
    http = Http(playwright, still.url)
    with pytest.MonkeyPatch.context() as held:
        held.setattr("dobleseis.session.service.secrets.randbelow", lambda _: SHORT_RATED)
        played = rated_match(http)
    yield played
    http.request.dispose()


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


def test_the_rating_and_the_leaderboard_show_what_the_server_computed(browser, still, rated, size):
    ana, ben, _ = rated
    mine = ana.http.get(f"/api/public/ratings/{ana.profile['id']}").json()
    [row] = mine["ratings"]
    dev = Device(browser, still.url, **sized(size))
    as_player(dev, ana)
    try:
        page = dev.page
        page.goto("/")
        card = page.locator(".ratings")
        expect(card.get_by_role("heading", name="Your rating")).to_be_visible()
        game = card.locator('.rating-game[data-variant="chiva"]')
        # a first match's rating, provisional: "?" after it, and what that means
        assert row["provisional"] and row["rating"] > 1000
        expect(game.locator(".rating-value")).to_have_text(f"{row['rating']}?")
        expect(game.locator(".rating-value abbr")).to_have_attribute("title", "provisional")
        expect(game).to_contain_text("Provisional (?): your rating settles as you play more")
        expect(game).to_contain_text("1 rated match")
        chart = game.get_by_role("img")
        expect(chart).to_have_attribute(
            "aria-label", re.compile(rf"over 1 match: from {row['rating']}")
        )
        # the match listed with its result and how much it moved the rating (from 1500)
        [entry] = mine["history"]
        recent = game.locator(".rating-recent li")
        expect(recent).to_have_count(1)
        expect(recent.locator(".won" if entry["won"] else ".lost")).to_have_text(
            "Won" if entry["won"] else "Lost"
        )
        expect(recent).to_contain_text(f"{entry['rating']}{entry['change']:+d}")
        board = page.locator(".board")
        rows = board.locator(".board-table tbody tr")
        expect(rows).to_have_count(2)
        week = ana.http.get("/api/public/leaderboard?variant=chiva&period=week").json()["rows"]
        for n, r in enumerate(week):
            expect(rows.nth(n)).to_have_attribute("data-profile", r["profile"]["id"])
            expect(rows.nth(n).locator("td").nth(1)).to_have_text(f"{r['rating']}?")
        expect(board.locator("tr.mine")).to_contain_text("Ana (you)")
        expect(board.locator("tr.mine")).to_have_attribute("data-profile", ana.profile["id"])
        assert lines(board.locator("tr.mine th")) == 1  # "Ana (you)" on one line
        assert serious_violations(page) == []
        # Haiti: nobody has played it; all time of Chiva: the same two
        board.get_by_label("Game").select_option("haiti")
        expect(board).to_contain_text("Nobody has played a rated match this week yet.")
        board.get_by_label("Game").select_option("chiva")
        board.get_by_label("When").select_option("all")
        expect(rows).to_have_count(2)
        expect(board.locator("tr.mine")).to_contain_text("Ana (you)")
        assert serious_violations(page) == []
        no_secrets(dev, [ben.secret, *ben.seats_all()])
    finally:
        dev.close()


@at_one_size("phone")
def test_a_device_without_a_profile_is_told_how_a_rating_comes(browser, still, rated, size):
    dev = Device(browser, still.url, **sized(size))
    try:
        page = dev.page
        page.goto("/")
        expect(page.locator(".ratings")).to_contain_text("Ratings come with a player profile")
        expect(page.locator(".board .board-table tbody tr")).to_have_count(2)
        expect(page.locator(".board tr.mine")).to_have_count(0)
        assert serious_violations(page) == []
        # an empty board points to playing its game: Play asks first for the profile
        board = page.locator(".board")
        board.get_by_label("Game").select_option("haiti")
        expect(board).to_contain_text("Play a public match with other people to be on it.")
        assert serious_violations(page) == []
        board.get_by_role("button", name="Play Haiti").click()
        dialog = page.locator("#profile-dialog")
        expect(dialog).to_be_visible()
        dialog.get_by_role("button", name="Close").click()
        expect(page.locator("body")).to_have_attribute("data-screen", "start")
        # the card that says a rating needs a profile makes one, then says what comes next
        page.locator(".ratings").get_by_role("button", name="Make my player profile").click()
        make_profile(page, "Caro", "🌴", button="Save")
        expect(page.locator(".ratings")).to_contain_text("No rating yet")
        ana, ben, _ = rated
        no_secrets(dev, [ana.secret, ben.secret, *ana.seats_all(), *ben.seats_all()])
    finally:
        dev.close()


KREYOL_MONTHS = ("jan", "fev", "mas", "avr", "me", "jen", "jiy", "out", "sep", "okt", "nov", "des")


def test_a_kreyol_page_dates_the_rating_history_in_kreyol(browser, still, rated):
    """Intl has no Kreyòl and writes a date in French ("5 déc. 2026"): the page writes the
    month as ht.js gives it."""
    ana, _, _ = rated
    dev = Device(browser, still.url, locale="ht-HT", timezone_id="UTC")
    as_player(dev, ana)
    try:
        page = dev.page
        page.goto("/")
        when = page.locator('.ratings .rating-game[data-variant="chiva"] .rating-recent time')
        expect(when).to_have_count(1)
        at = datetime.fromisoformat(when.get_attribute("datetime").replace("Z", "+00:00"))
        expect(when).to_have_text(f"{at.day} {KREYOL_MONTHS[at.month - 1]} {at.year}")
    finally:
        dev.close()


def test_a_spanish_laptop_shows_the_own_row_on_one_line(browser, still, rated):
    """A laptop's 1280 x 800 in Spanish: "Ana (tú)" on one line on the leaderboard (the column
    of the names was squeezed by the others' headers, and broke it)."""
    ana, _, _ = rated
    dev = Device(browser, still.url, locale="es-PR", viewport={"width": 1280, "height": 800})
    as_player(dev, ana)
    try:
        dev.page.goto("/")
        mine = dev.page.locator(".board tr.mine")
        expect(mine).to_contain_text("Ana (tú)")
        assert lines(mine.locator("th")) == 1
    finally:
        dev.close()


def test_the_leaderboard_is_read_out_only_as_the_player_changes_it(browser, still, rated):
    """QA with a screen reader: the leaderboard was a live region, read out whole ("Nobody has
    played a rated match this week yet… Play Chiva") at every visit of the start screen, once
    back from a replay too. It says nothing as the screen comes; a game or period the player
    chooses is said in a few words once its board shows, its rows read by moving to them."""
    dev = Device(browser, still.url)
    page = dev.page
    listen(page)
    try:
        for _ in range(2):  # a visit, and another
            page.goto("/")
            expect(page.locator(".board .board-table tbody tr")).to_have_count(2)
            assert heard(page) == []
        board = page.locator(".board")
        choices = [
            ("Game", "haiti", "Nobody has played a rated match this week yet."),
            ("Game", "chiva", "Chiva (Puerto Rico) leaderboard for this week."),
            ("When", "all", "Chiva (Puerto Rico) leaderboard of all time."),
        ]
        said = []
        for label, value, words in choices:
            board.get_by_label(label).select_option(value)
            said.append({"region": "live", "text": words})
            page.wait_for_function("n => window.__heard.length >= n", arg=len(said))
            assert heard(page) == said
        expect(board.locator(".board-table tbody tr")).to_have_count(2)
    finally:
        dev.close()
