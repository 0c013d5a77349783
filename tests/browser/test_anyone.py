"""Playing with anyone (issue 28), in the browser, each at a phone's size (touch) or a
laptop's, both sizes among them: a player of one's own made on first use and moved by its
one-time link; three players asking "Play now" at once seated at one table, a computer taking
the fourth seat when the countdown ends (the server's clock moved by the test, never a sleep);
a player taking a public table's seat from the lobby, and a match being played (its teams told
as players say them) watched from there. Every frame and answer each device receives, the
lobby's too, is checked for hidden tiles and for any secret but the device's own; axe on each
new screen."""

from __future__ import annotations

import json
import re
import threading
from dataclasses import replace

import pytest
from playwright.sync_api import Page, expect

from dobleseis.session import Rooms
from dobleseis.session.public import PublicService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE
from .conftest import Served, at_one_size, quick
from .helpers import HEARD, TABLE, born, heard, kept
from .online import SIZES, Device, check_device, host_table, sized
from .test_a11y import serious_violations
from .test_friends import open_table_panel, tool

COUNTDOWN = 30.0
UNMARKED = f"""() => {{
  for (const key of Object.keys(localStorage).filter(k => k.startsWith({TABLE!r}))) {{
    const entry = JSON.parse(localStorage.getItem(key));
    delete entry.anyone;
    localStorage.setItem(key, JSON.stringify(entry));
  }}
}}"""


class Clock:
    """The wall clock of public play on the test's server, standing still until the test moves
    it: a countdown ends when the test says so."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0
        self.lock = threading.Lock()

    def __call__(self) -> float:
        with self.lock:
            return self.now

    def advance(self, seconds: float) -> None:
        with self.lock:
            self.now += seconds


@pytest.fixture(scope="module")
def anyone():
    """The app with public play on the test's clock (a countdown of 30 s on it, an away time
    of 1 s), its limits per address opened (every device of the test is one address)."""
    tables, rooms, clock = quick(), Rooms(), Clock()
    public = PublicService(tables, rooms, clock=clock, countdown=COUNTDOWN, away=1.0)
    limits = replace(MACHINE, profiles=10**6, quick=10**6)
    served = Served(create_app(tables, play=True, rooms=rooms, limits=limits, public=public))
    served.clock = clock
    yield served
    served.stop()


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@pytest.fixture
def devices(browser, anyone, size):
    made: list[Device] = []

    def make() -> Device:
        dev = Device(browser, anyone.url, **sized(size))
        made.append(dev)
        return dev

    yield make
    for dev in made:
        dev.close()
    # the tables left waiting start with computers: the next test finds none waiting
    anyone.clock.advance(COUNTDOWN + 1)
    anyone.app.state.public.run_due()


def make_profile(page: Page, name: str, avatar: str, button: str = "Save and play") -> None:
    """The player panel, opened by a first use of public play: a name, an avatar, then go."""
    dialog = page.locator("#profile-dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_label("Name", exact=True).fill(name)
    dialog.locator(f"input[name=avatar][value='{avatar}']").check(force=True)
    dialog.get_by_role("button", name=button).click()
    expect(dialog).to_be_hidden()


def play_now(page: Page, name: str, avatar: str) -> None:
    page.goto("/")
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    make_profile(page, name, avatar)


def secrets_of(dev: Device) -> set[str]:
    """The secrets the server gave this device (its seats', its profile's)."""
    found = set()
    for r in dev.responses:
        if "json" in (r.headers.get("content-type") or "") and r.request.method == "POST":
            data = r.json()
            if isinstance(data, dict) and isinstance(data.get("secret"), str):
                found.add(data["secret"])
    return found


def check_secrets(devs: list[Device]) -> None:
    """No frame a device received, nor an answer, carries a secret of another device; no frame
    carries even its own."""
    everyone = {d: secrets_of(d) for d in devs}
    for dev in devs:
        others = set().union(*(s for d, s in everyone.items() if d is not dev))
        for frame in dev.frames:
            text = json.dumps(frame)
            leaked = [s for s in everyone[dev] | others if s in text]
            assert not leaked, (frame["type"], leaked)
        for r in dev.responses:
            if "json" in (r.headers.get("content-type") or ""):
                text = json.dumps(r.json())
                assert not [s for s in others if s in text], r.url


def seed_of(served, id: str) -> int:
    return served.app.state.tables.store.get(id).seed


def table_id(page: Page) -> str:
    return page.evaluate("JSON.parse(sessionStorage.getItem('dobleseis.match')).id")


@at_one_size("phone")
def test_three_players_play_now_and_a_computer_takes_the_fourth_seat(devices, anyone):
    ana, ben, caro = devices(), devices(), devices()
    for dev, name, avatar in ((ana, "Ana", "🐢"), (ben, "Ben", "blue"), (caro, "Caro", "🌴")):
        play_now(dev.page, name, avatar)
    for dev in (ana, ben, caro):
        expect(dev.page.locator("body")).to_have_attribute("data-screen", "lobby")
    ids = {table_id(d.page) for d in (ana, ben, caro)}
    assert len(ids) == 1, ids
    (id,) = ids
    for dev in (ana, ben, caro):
        page = dev.page
        expect(
            page.get_by_role("heading", name=re.compile("^Chiva.*: finding players"))
        ).to_be_visible()
        for name in ("Ana", "Ben", "Caro"):
            expect(page.locator(".waiting-seats")).to_contain_text(name)
        expect(page.locator(".waiting-seats li[data-seat='4']")).to_contain_text("waiting for")
        expect(page.locator("#countdown-left")).to_have_text(re.compile(r"in \d+ seconds"))
    assert serious_violations(ana.page) == []
    anyone.clock.advance(COUNTDOWN + 1)
    for dev, seat in ((ana, 1), (ben, 2), (caro, 3)):
        dev.seats = {seat}
        page = dev.page
        expect(page.locator("body")).to_have_attribute("data-screen", "table")
        computer = page.locator(".seat[data-seat='4'] .plate")
        expect(computer.locator(".kind")).to_have_text(re.compile("computer", re.I))
        for other, name in ((1, "Ana"), (2, "Ben"), (3, "Caro")):
            plate = page.locator(f".seat[data-seat='{other}'] .plate")
            expect(plate.locator(".avatar")).to_have_count(1)
            # a name says a person sits there: the plate does not add "human"
            expect(plate.locator(".kind")).to_have_count(0)
            if other != seat:  # one's own plate says "You"
                expect(plate).to_contain_text(name)
    assert serious_violations(ben.page) == []
    seed = seed_of(anyone, id)
    for dev in (ana, ben, caro):
        assert check_device(dev, seed) > 0
    check_secrets([ana, ben, caro])


@at_one_size("laptop")
def test_a_player_moves_to_another_device_by_its_link(devices):
    phone, laptop = devices(), devices()
    page = phone.page
    page.goto("/")
    page.locator("#profile-open").click()
    make_profile(page, "Marta", "gold", button="Save")
    expect(page.locator(".play-now .me-row")).to_contain_text("Marta")
    page.locator("#profile-open").click()
    dialog = page.locator("#profile-dialog")
    dialog.get_by_role("button", name="Make the link").click()
    link = dialog.locator("#profile-link")
    expect(link).to_have_value(re.compile(r"#profile="))
    expect(dialog.locator("svg.qr")).to_be_visible()
    assert serious_violations(page) == []
    address = link.input_value()
    dialog.get_by_role("button", name="Close").click()
    laptop.context.add_init_script(HEARD)
    laptop.page.goto(address)
    status = laptop.page.locator(".profile-news")
    moved = "You play as Marta on this device now."
    expect(status).to_have_text(moved)
    expect(laptop.page.locator(".play-now .me-row")).to_contain_text("Marta")
    assert "#profile" not in laptop.page.url
    said_in_live(laptop.page, moved)
    # used once: a second device opening it is told so, and gets nothing
    other = devices()
    other.context.add_init_script(HEARD)
    other.page.goto(address)
    expect(other.page.locator(".profile-news")).to_contain_text("used already")
    said_in_live(other.page, other.page.locator(".profile-news").inner_text())
    expect(other.page.locator(".play-now .me-row")).not_to_contain_text("Marta")
    check_secrets([phone, laptop, other])


def said_in_live(page: Page, words: str) -> None:
    """QA with a screen reader: the card's note that a player moved here (or that the link was
    used already) was a live region put in the page with its words in it, which a screen reader
    may never read out. It is said in the page's own live region, there from its start."""
    page.wait_for_function("w => window.__heard.some((x) => x.text === w)", arg=words)
    assert [x for x in heard(page) if x["text"] == words] == [{"region": "live", "text": words}]
    assert born(page) == []


def open_lobby(page: Page) -> None:
    page.goto("/")
    page.get_by_role("button", name="Public tables").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "tables")


@at_one_size("laptop")
def test_a_table_whose_deals_are_known_is_not_offered_to_the_lobby(devices, anyone):
    """A seed typed in tells its host every hand: such a table is not offered to strangers."""
    host = devices()
    host.seats = {1}
    host_table(host.page, "chiva", ["here", "invited", "computer", "computer"], 7)
    expect(host.page.locator("#invite-code")).to_be_visible()
    expect(host.page.get_by_role("button", name="List the table in Public tables")).to_have_count(0)


@at_one_size("laptop")
def test_a_player_takes_a_seat_from_the_lobby_and_another_watches(devices, anyone):
    host, joiner, watcher = devices(), devices(), devices()
    host.seats, joiner.seats = {1}, {2}
    id, _, _ = host_table(host.page, "chiva", ["here", "invited", "computer", "computer"])
    seed = seed_of(anyone, id)
    host.page.get_by_role("button", name="List the table in Public tables").click()
    expect(host.page.locator(".public-note")).to_be_visible()
    open_lobby(joiner.page)
    row = joiner.page.locator(f".public-table[data-id='{id}']")
    expect(row).to_contain_text("Hosted by a player")
    assert serious_violations(joiner.page) == []
    row.get_by_role("button", name="Sit at seat 2").click()
    make_profile(joiner.page, "Dani", "teal")
    # every seat taken: the match begins
    expect(joiner.page.locator("body")).to_have_attribute("data-screen", "table")
    expect(host.page.locator(".seat[data-seat='2'] .plate")).to_contain_text("Dani")
    # the match is rated when it ends: its host is not offered to take it off the list meanwhile
    panel = open_table_panel(host.page)
    expect(panel.locator(".public-note")).to_be_visible()
    expect(panel.get_by_role("button", name="Take it off Public tables")).to_have_count(0)
    panel.get_by_role("button", name="Close").click()
    open_lobby(watcher.page)
    playing = watcher.page.locator(f".public-table[data-id='{id}']")
    # who plays, team against team, the computers counted, not listed seat by seat
    expect(playing.locator(".sides")).to_have_text(
        re.compile(r"^\S.* & computer vs Dani & computer$")
    )
    expect(playing).not_to_contain_text("Seat 3")
    playing.get_by_role("button", name="Watch").click()
    expect(watcher.page.locator("body")).to_have_attribute("data-screen", "table")
    expect(watcher.page.locator(".seat[data-seat='2'] .plate")).to_contain_text("Dani")
    # a watcher has no move to hint, take back or play again, and no match to start anew: its
    # bar offers only what it can use
    bar = watcher.page.locator("#toolbar")
    named = lambda n: bar.get_by_role("button", name=n, exact=True, include_hidden=True)  # noqa: E731
    for name in ("Rules", "Log", "Score sheet", "Settings", "Leave the table"):
        expect(named(name)).to_have_count(1)
    for name in ("Hint", "Undo", "Redo", "Restart hand", "New match"):
        expect(named(name)).to_have_count(0)
    # the watcher's Rules pause nobody (the server's rooms): its panel does not say they do
    tool(watcher.page, "Rules")
    expect(watcher.page.locator("#rules-dialog h2")).to_be_visible()
    expect(watcher.page.locator("#rules-dialog .paused-sign")).to_have_count(0)
    watcher.page.locator("#rules-dialog").get_by_role("button", name="Close").click()
    for dev in (host, joiner, watcher):
        assert check_device(dev, seed) > 0
    assert any(f["type"] == "lobby" for f in joiner.frames + watcher.frames)
    check_secrets([host, joiner, watcher])


@at_one_size("phone")
def test_a_players_own_table_in_the_lobby_takes_them_back_to_their_seat(devices, anyone):
    """The lobby offers a table where this device holds a seat as the way back to it, waiting
    (no other seat of it to sit at) or begun (not a match to watch: going in seats you)."""
    host, joiner = devices(), devices()
    host.seats, joiner.seats = {1}, {2}
    id, _, _ = host_table(host.page, "chiva", ["here", "invited", "computer", "computer"])
    host.page.get_by_role("button", name="List the table in Public tables").click()
    expect(host.page.locator(".public-note")).to_be_visible()
    host.page.evaluate("() => sessionStorage.removeItem('dobleseis.match')")  # to the start
    open_lobby(host.page)
    row = host.page.locator(f".public-table[data-id='{id}']")
    back = row.get_by_role("button", name="Back to your seat")
    expect(back).to_be_visible()
    expect(row.get_by_role("button", name=re.compile("Sit at seat"))).to_have_count(0)
    open_lobby(joiner.page)
    joiner.page.locator(f".public-table[data-id='{id}']").get_by_role(
        "button", name="Sit at seat 2"
    ).click()
    make_profile(joiner.page, "Dani", "teal")
    expect(joiner.page.locator("body")).to_have_attribute("data-screen", "table")
    expect(row.locator(".seats-free")).to_have_count(0)  # begun, heard live
    expect(row.get_by_role("button", name="Watch")).to_have_count(0)
    back.click()
    expect(host.page.locator("body")).to_have_attribute("data-screen", "table")
    expect(host.page.get_by_role("group", name="Your tiles").locator(".tile").first).to_be_visible()


@at_one_size("phone")
def test_an_away_player_is_played_for_then_takes_the_seat_back(devices, anyone):
    ana, ben = devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    play_now(ben.page, "Ben", "green")
    expect(ben.page.locator(".waiting-seats")).to_contain_text("Ana")
    id = table_id(ben.page)
    ben.page.get_by_role("button", name="Start with computers").click()
    for dev in (ana, ben):
        expect(dev.page.locator("body")).to_have_attribute("data-screen", "table")
    ana.seats, ben.seats = {1}, {2}
    seed = seed_of(anyone, id)
    # what the closed page received is read before it closes (its answers go with it)
    assert check_device(ana, seed) > 0
    check_secrets([ana, ben])
    ana.responses = []
    ana.page.close()  # mid-hand: the page is gone
    plate = ben.page.locator(".seat[data-seat='1'] .plate")
    expect(plate).to_contain_text("away")  # "the table waits" only at her turn (test_friends)
    public = anyone.app.state.public
    public.run_due()  # the server sees Ana gone ...
    anyone.clock.advance(2)
    public.run_due()  # ... for longer than the away time: the computer plays for her
    expect(plate).to_contain_text("away: the computer plays for them")
    assert serious_violations(ben.page) == []
    page = ana.reopen()
    page.goto("/")
    # her match, the computer playing her seat, is hers still: the first card leads back to it,
    # and her list names her seat as hers, not as a third computer's ("Ben, computer at seats
    # 1, 3 and 4")
    card = page.locator(".under-way")
    expect(card).to_contain_text("The computer plays your seat until you come back.")
    facts = re.compile(r"^Ana and Ben, computer at seats 3 and 4 · hand \d+ · us \d+, them \d+$")
    expect(card.locator(".match-facts")).to_have_text(facts)
    expect(page.locator(f'.saved-match[data-id="{id}"] .match-facts')).to_have_text(facts)
    back = card.get_by_role("button", name="Back to it")
    expect(back).to_be_in_viewport(ratio=1)
    back.click()
    # her plate is hers, the computer playing it for her: "Ana, seat 1 ... plays for them" was
    # said to her of herself
    mine = page.locator(".seat[data-seat='1'] .plate")
    expect(mine.locator(".who")).to_have_text(re.compile(r"^(\S+ )?You, seat 1$"))
    expect(mine.locator(".presence")).to_have_text("away: the computer plays for you")
    # no host gave her seat away: she is told the computer came because she was away
    expect(page.locator("#news-text")).to_have_text(
        "You were away, so the computer is playing your seat for now; your tiles come back "
        "when you take it back."
    )
    # her seat is hers still: she is not told she only watches
    expect(page.get_by_text("Watching: nobody's tiles are shown.")).to_have_count(0)
    page.get_by_role("button", name="Take my seat back").click()
    expect(plate).not_to_contain_text("the computer plays")
    expect(page.locator("#news-text")).to_have_count(0)
    for dev in (ana, ben):
        assert check_device(dev, seed) > 0
    check_secrets([ana, ben])


@at_one_size("phone")
def test_two_friends_play_now_as_partners_with_a_code(devices):
    ana, ben = devices(), devices()
    page = ana.page
    page.goto("/")
    page.get_by_label("With a friend as my partner").check()
    page.locator(".play-now").get_by_role("button", name="Play Haiti").click()
    make_profile(page, "Ana", "pink")
    code = page.locator("#pair-shown")
    expect(code).to_have_text(re.compile(r"^[0-9A-Z]{4}-[0-9A-Z]{4}$"))
    seat = int(next(iter(kept(page, table_id(page))["seats"])))
    mate = (seat + 1) % 4 + 1
    expect(page.locator(f".waiting-seats li[data-seat='{mate}']")).to_contain_text("your friend")
    assert serious_violations(page) == []
    other = ben.page
    other.goto("/")
    other.locator(".pair-details summary").click()
    other.get_by_label("Code").last.fill(code.inner_text().lower())
    other.get_by_role("button", name="Join my friend").click()
    make_profile(other, "Ben", "🦀")
    expect(other.locator("body")).to_have_attribute("data-screen", "lobby")
    expect(page.locator(f".waiting-seats li[data-seat='{mate}']")).to_contain_text("Ben")
    expect(code).to_have_count(0)  # "Read this code out to your friend": he is here
    assert table_id(page) == table_id(other)
    asked = [r.request.post_data_json for r in ben.responses if r.url.endswith("/public/quick")]
    assert [set(body) for body in asked] == [{"pair"}]  # the code alone: its table says the game
    check_secrets([ana, ben])


@at_one_size("laptop")
def test_a_player_leaves_a_waiting_table_and_everyone_sees_the_seat_free(devices):
    ana, ben, caro = devices(), devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    play_now(ben.page, "Ben", "blue")
    page = ben.page
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    id = table_id(page)
    assert table_id(ana.page) == id
    open_lobby(caro.page)
    row = caro.page.locator(f".public-table[data-id='{id}']")
    expect(row).to_contain_text("Ben")
    expect(row.get_by_role("button", name="Sit at seat 2")).to_have_count(0)
    leave = page.get_by_role("button", name="Give up my seat")
    expect(leave).to_be_visible()
    assert serious_violations(page) == []

    # The server's answer is held until the live connection has said the seat is lost (its
    # button gone): a player who left is never told that the host let the seat go.
    def answer_late(route):
        answer = route.fetch()
        expect(leave).to_have_count(0)
        route.fulfill(response=answer)

    page.route("**/leave", answer_late)
    leave.click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    expect(page.locator("#banner")).not_to_contain_text("let your seat go")
    assert kept(page, id) is None
    mine = ana.page.locator(".waiting-seats li[data-seat='2']")
    expect(mine).not_to_contain_text("Ben")
    expect(mine).to_contain_text("waiting for")
    expect(row.get_by_role("button", name="Sit at seat 2")).to_be_visible()  # the lobby, live
    # he may ask again: the same seat
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    assert table_id(page) == id
    expect(ana.page.locator(".waiting-seats li[data-seat='2']")).to_contain_text("Ben")
    check_secrets([ana, ben, caro])


@at_one_size("laptop")
def test_leaving_a_waiting_table_taken_from_the_lobby_gives_the_seat_up(devices, anyone):
    """QA: a player who took a seat at a waiting public table from the lobby and then left by
    the bar's Leave the table kept the seat without a word: the others still saw them there,
    and the countdown began the match in their name, the computer playing their seat and the
    result rated as theirs. Leaving gives the seat up: free again for the others (their
    waiting table and the lobby, live), the player told so, and the match the countdown then
    begins is not theirs."""
    ana, ben, cleo = devices(), devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    id = table_id(ana.page)
    open_lobby(cleo.page)
    row = cleo.page.locator(f".public-table[data-id='{id}']")
    sit = row.get_by_role("button", name="Sit at seat 2", exact=True)
    page = ben.page
    ben.context.add_init_script(HEARD)
    open_lobby(page)
    page.locator(f".public-table[data-id='{id}']").get_by_role(
        "button", name="Sit at seat 2", exact=True
    ).click()
    make_profile(page, "Ben", "blue")
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    mine = ana.page.locator(".waiting-seats li[data-seat='2']")
    expect(mine).to_contain_text("Ben")
    expect(sit).to_have_count(0)
    tables = anyone.app.state.tables
    profile = tables.get(id).seating.chair(2).profile
    tool(page, "Leave the table")
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    words = "You left the Chiva (Puerto Rico) table; your seat there is free again."
    expect(page.locator("#banner")).to_have_text(words)
    assert {"region": "banner-live", "text": words} in heard(page)
    expect(page.locator(".under-way")).to_have_count(0)  # no table of theirs waits for them
    assert kept(page, id) is None
    expect(mine).not_to_contain_text("Ben")
    expect(mine).to_contain_text("waiting for")
    expect(sit).to_be_visible()  # the lobby, live
    # the countdown ends: a computer takes the seat he left, in nobody's name
    anyone.clock.advance(COUNTDOWN + 1)
    anyone.app.state.public.run_due()
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "table")
    seating = tables.get(id).seating
    assert seating.started and seating.chair(2).computer
    assert profile is not None and profile not in {c.profile for c in seating.chairs}
    assert tables.store.listed(f"playing:{profile}:") == []
    check_secrets([ana, ben, cleo])


@at_one_size("phone")
@pytest.mark.parametrize("how", ["toolbar", "back"])
def test_leaving_as_the_countdown_starts_the_match_leaves_it_to_the_computer(devices, anyone, how):
    """QA: a player who tapped Leave the table (or Back) at a waiting public table just as the
    countdown began the match was refused ("the match has started already") and kept at the
    table. They meant to go: they go as from a public match under way, told that it goes on
    with the computer playing their seat until they come back, their seat kept (the start
    screen leads back to it). The server begins the match between the page's view of the
    waiting table and the leave reaching it."""
    ana = devices()
    page = ana.page
    ana.context.add_init_script(HEARD)
    play_now(page, "Ana", "🐢")
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    expect(page.get_by_role("button", name="Give up my seat")).to_be_visible()
    id = table_id(page)
    tables = anyone.app.state.tables
    profile = tables.get(id).seating.chair(1).profile

    def countdown_ends_first(route):
        anyone.clock.advance(COUNTDOWN + 1)
        anyone.app.state.public.run_due()
        assert tables.get(id).seating.started
        route.continue_()

    page.route("**/leave", countdown_ends_first)
    if how == "toolbar":
        tool(page, "Leave the table")
    else:
        page.go_back()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    words = (
        "The Chiva (Puerto Rico) match began just as you left: it goes on, and the computer "
        "plays your seat until you come back."
    )
    expect(page.locator("#banner")).to_have_text(words)
    assert {"region": "banner-live", "text": words} in heard(page)
    seating = tables.get(id).seating
    assert seating.started and seating.chair(1).profile == profile  # the seat is still hers
    assert kept(page, id) is not None
    card = page.locator(f".under-way[data-id='{id}']")
    expect(card.get_by_role("heading")).to_have_text(re.compile("^Your Chiva.* match is under way"))
    expect(card).to_contain_text("The computer plays your seat until you come back.")
    assert serious_violations(page) == []
    card.get_by_role("button", name="Back to it").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.get_by_role("group", name="Your tiles").locator(".tile").first).to_be_visible()
    check_secrets([ana])


@at_one_size("laptop")
def test_a_stranger_sees_whose_partner_each_seat_makes_them(devices):
    """A seat's number tells a stranger nothing: the waiting table marks the seat opposite as
    your partner's, and the lobby's button for that seat names the player they would partner."""
    ana, caro = devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    id = table_id(ana.page)
    seats = ana.page.locator(".waiting-seats")
    expect(seats.locator("li[data-seat='3'] .person-state")).to_have_text(
        "your partner's seat: waiting for a player"
    )
    for seat in (2, 4):
        expect(seats.locator(f"li[data-seat='{seat}'] .person-state")).to_have_text(
            "free: waiting for a player"
        )
    open_lobby(caro.page)
    row = caro.page.locator(f".public-table[data-id='{id}']")
    expect(row.get_by_role("button", name="Sit at seat 2", exact=True)).to_be_visible()
    expect(row.get_by_role("button", name="Sit at seat 4", exact=True)).to_be_visible()
    row.get_by_role("button", name="Sit at seat 3, as Ana's partner", exact=True).click()
    make_profile(caro.page, "Caro", "🌴")
    expect(caro.page.locator("body")).to_have_attribute("data-screen", "lobby")
    expect(seats.locator("li[data-seat='3']")).to_contain_text("Caro")
    expect(seats.locator("li[data-seat='3'] .person-state")).to_have_text("your partner")
    mate = caro.page.locator(".waiting-seats li[data-seat='1'] .person-state")
    expect(mate).to_have_text("your partner")
    assert serious_violations(ana.page) == []
    check_secrets([ana, caro])


@at_one_size("phone")
def test_an_empty_lobby_opens_a_table(devices):
    """The first stranger to come finds no table waiting: the lobby says so and opens one there,
    rather than sending them back to the start screen."""
    ana = devices()
    open_lobby(ana.page)
    expect(ana.page.locator(".tables-screen")).to_contain_text("No table is waiting for players")
    ana.page.locator(".tables-screen").get_by_role("button", name="Play Chiva").click()
    make_profile(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    expect(
        ana.page.get_by_role("heading", name=re.compile("^Chiva.*: finding players"))
    ).to_be_visible()
    check_secrets([ana])


@at_one_size("phone")
def test_leaving_a_public_match_says_it_goes_on_and_play_now_leads_back(devices):
    """Leaving a rated public match under way does not end it: the player is told so before
    going (the computer soon plays the seat, the result still counts), and may stay, whether
    leaving by the toolbar or by the phone's Back button. Gone, the start screen's first card
    says the match goes on and leads back to it; Play now does not seat them at a second public
    table unawares (the computer playing the first for them): it asks, back to it, or leave it
    to the computer and start another."""
    ana, ben = devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    expect(ana.page.locator("body")).to_have_attribute("data-screen", "lobby")
    play_now(ben.page, "Ben", "blue")
    expect(ben.page.locator(".waiting-seats")).to_contain_text("Ana")
    page = ana.page
    page.get_by_role("button", name="Start with computers").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    tool(page, "Leave the table")
    dialog = page.locator("#confirm-dialog")
    expect(dialog.get_by_role("heading")).to_have_text("Leave the match?")
    expect(dialog).to_contain_text("still counts for your rating")
    assert serious_violations(page) == []
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    for _ in range(2):  # Back asks the same, and asks again once the player stayed
        page.go_back()
        expect(dialog.get_by_role("heading")).to_have_text("Leave the match?")
        dialog.get_by_role("button", name="Cancel").click()
        expect(page.locator("body")).to_have_attribute("data-screen", "table")
    # as a device keeps a seat taken before the release that marked public ones (`anyone`): the
    # start screen finds its match public all the same
    page.evaluate(UNMARKED)
    tool(page, "Leave the table")
    dialog.get_by_role("button", name="Leave the table").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    card = page.locator(".under-way")
    expect(card.get_by_role("heading")).to_have_text(re.compile("^Your Chiva.* match is under way"))
    expect(card).to_contain_text("The computer plays your seat until you come back.")
    expect(card.locator(".match-facts")).to_contain_text("Ana and Ben, computer at seats 3 and 4")
    expect(card.get_by_role("button", name="Back to it")).to_be_in_viewport(ratio=1)
    assert serious_violations(page) == []
    card.get_by_role("button", name="Back to it").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    expect(page.get_by_role("group", name="Your tiles").locator(".tile").first).to_be_visible()
    page.go_back()
    dialog.get_by_role("button", name="Leave the table").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    first = table_id(ben.page)
    asked = play_chiva_asked(page)
    assert serious_violations(page) == []
    asked.get_by_role("button", name="Cancel").click()  # nothing happens
    expect(page.locator("body")).to_have_attribute("data-screen", "start")
    play_chiva_asked(page).get_by_role("button", name="Back to it").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    assert table_id(page) == first
    page.go_back()
    dialog.get_by_role("button", name="Leave the table").click()
    play_chiva_asked(page).get_by_role(
        "button", name="Leave it to the computer and start another"
    ).click()
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    assert table_id(page) != first  # a new table, waiting for players
    check_secrets([ana, ben])


@at_one_size("phone")
def test_a_waiting_table_left_is_said_not_started_and_a_seat_elsewhere_moves_there(devices):
    """A player who closes the tab at a waiting table and opens the site again keeps their
    seat (the bar's Leave the table would give it up): the start screen's card says they left
    it before the match began, not that the computer plays for them (nothing is played there
    yet). Taking a seat at another table from the lobby then moves them: the seat they waited
    in is free again for the others, and this device forgets it (the lobby no longer offers it
    as theirs)."""
    ana, ben, cleo = devices(), devices(), devices()
    play_now(ana.page, "Ana", "🐢")
    page = ana.page
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    first = table_id(page)
    play_now(ben.page, "Ben", "blue")
    expect(ben.page.locator(".waiting-seats li[data-seat='1']")).to_contain_text("Ana")
    opened_again(ana, [ana, ben, cleo])
    card = page.locator(".under-way")
    expect(card.get_by_role("heading")).to_have_text(
        re.compile("^Your Chiva.* table has not started yet$")
    )
    expect(card).to_contain_text("You left it before the match began")
    expect(card).not_to_contain_text("The computer plays your seat")
    assert serious_violations(page) == []
    cleo.page.goto("/")
    cleo.page.locator(".play-now").get_by_role("button", name=re.compile("^Play Haiti")).click()
    make_profile(cleo.page, "Cleo", "🌴")
    expect(cleo.page.locator("body")).to_have_attribute("data-screen", "lobby")
    other = table_id(cleo.page)
    page.get_by_role("button", name="Public tables").click()
    mine = page.locator(f".public-table[data-id='{first}']")
    expect(mine.get_by_role("button", name="Back to your seat")).to_be_visible()
    row = page.locator(f".public-table[data-id='{other}']")
    row.get_by_role("button", name="Sit at seat 2", exact=True).click()
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    assert table_id(page) == other
    expect(cleo.page.locator(".waiting-seats li[data-seat='2']")).to_contain_text("Ana")
    expect(ben.page.locator(".waiting-seats li[data-seat='1']")).not_to_contain_text("Ana")
    assert kept(page, first) is None
    opened_again(ana, [ana, ben, cleo])
    expect(page.locator(".under-way")).to_have_count(1)  # the new table's card only
    expect(page.locator(f".under-way[data-id='{other}']")).to_be_visible()
    page.get_by_role("button", name="Public tables").click()
    expect(mine.get_by_role("button", name="Sit at seat 1", exact=True)).to_be_visible()
    expect(mine.get_by_role("button", name="Back to your seat")).to_have_count(0)
    check_secrets([ana, ben, cleo])


def opened_again(dev: Device, everyone: list[Device]) -> None:
    """The player closes the tab at their table and opens the site again: the start screen, the
    seats the device holds kept (a new tab has no table of its own to go back to). What the tab
    received is checked first: its answers go with it."""
    check_secrets(everyone)
    dev.responses = []
    dev.page.evaluate("() => sessionStorage.removeItem('dobleseis.match')")
    dev.page.goto("/")
    expect(dev.page.locator("body")).to_have_attribute("data-screen", "start")


def play_chiva_asked(page: Page):
    """Play Chiva on the start screen of a player with a public match under way: the question
    asked, before any table."""
    page.locator(".play-now").get_by_role("button", name="Play Chiva").click()
    dialog = page.locator("#confirm-dialog")
    expect(dialog.get_by_role("heading")).to_have_text("You have a match under way")
    expect(dialog).to_contain_text("the computer plays your seat while you are away")
    return dialog


# The public match Play now finds going on (`matchGoingOn`), and the matches the start screen's
# first cards lead back to (`underWay`), in each list of saved matches given.
GOING_ON = """async (lists) => {
  const { matchGoingOn } = await import("/js/playnow.js");
  const { underWay } = await import("/js/saved.js");
  return lists.map((saved) => [matchGoingOn(saved)?.id ?? null, underWay(saved).map((m) => m.id)]);
}"""


def test_a_public_match_left_for_a_new_one_is_not_said_to_go_on(page: Page):
    """A public match whose table moved on to a new match (its SUMMARY's `next`) can never go
    on: the start screen leads back to the new match while that one goes on, and to neither once
    it is over — never to the match left, as if it waited for its player."""
    mine = {"public": True, "you": {"host": False, "seats": [1]}}
    left = {**mine, "id": "left", "over": False, "next": "new"}
    going = {**mine, "id": "new", "over": False, "next": None}
    over = {**going, "over": True}
    page.goto("/")
    assert page.evaluate(GOING_ON, [[left, going], [left, over]]) == [["new", ["new"]], [None, []]]
