"""A friends' table as its players meet it (issue 26), at a phone's size (touch) or a laptop's
(both where the size matters), with a device for each player: joining from the start screen with
a code at hand takes no scrolling; the host's lobby shows Start on the first screen, offers
nothing to take back before a match exists, and says who partners whom; the card of a request to
answer covers none of the device's own tiles; two seats played on one device are each said by
their own name. axe on each new state."""

from __future__ import annotations

import json
import re
from contextlib import contextmanager

import pytest
from playwright.sync_api import expect

from dobleseis.core import Phase, Play

from .conftest import at_one_size
from .helpers import (
    KEEP,
    as_the_tests_play,
    decide,
    my_turn,
    next_hand,
    open_with_double_six,
    played_record,
    saved_row,
    seat_view,
    secrets,
    version,
)
from .online import (
    SIZES,
    WAITS,
    Device,
    caught_up,
    friend_at_a_table,
    friends_going_on,
    host_table,
    just_watching,
    seat_three_follows,
    sized,
    take_seat,
)
from .test_a11y import serious_violations
from .test_friends import open_table_panel, tool

# What the toolbar offers only once a match exists.
MATCH_TOOLS = ("Hint", "Undo", "Redo", "Restart hand", "Log", "Score sheet", "New match")


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


@contextmanager
def made_devices(browser, base_url, size):
    """`make(seats)`: a device of `size` in `browser` holding `seats`, each closed at the end."""
    made: list[Device] = []

    def make(seats=()):
        made.append(Device(browser, base_url, seats, **sized(size)))
        return made[-1]

    try:
        yield make
    finally:
        for dev in made:
            dev.close()


@pytest.fixture
def devices(browser, base_url, size):
    """`devices(seats)`: a device of this test's size holding `seats`, closed at the end."""
    with made_devices(browser, base_url, size) as make:
        yield make


@pytest.fixture
def full_devices(full_browser, base_url, size):
    """``devices`` in the full browser (conftest's ``full_browser``): notifications."""
    with made_devices(full_browser, base_url, size) as make:
        yield make


def unscrolled(page) -> None:
    """The page has not been scrolled: what is in the viewport is on the first screen."""
    assert page.evaluate("() => window.scrollY") == 0


def test_a_code_at_hand_joins_from_the_first_screen_of_the_start_screen(devices, size):
    host, friend = devices({1}), devices({3})
    seats = ["here", "computer", "invited", "computer"]
    _, code, _ = host_table(host.page, "chiva", seats, 7)
    page = friend.page
    page.goto("/")
    # a first visit: the level question and both forms are there too, below the join box
    page.evaluate("() => localStorage.removeItem('dobleseis:prefs')")
    page.reload()
    expect(page.get_by_role("region", name="Welcome! How well do you play?")).to_be_visible()
    box = page.get_by_role("form", name="Join a table")
    code_field = box.get_by_label("Code")
    find = box.get_by_role("button", name="Find the table")
    for part in (box.get_by_role("heading", name="Join a table"), code_field, find):
        expect(part).to_be_in_viewport(ratio=1)
    unscrolled(page)
    assert serious_violations(page) == []
    code_field.fill(code.lower())
    find.click()
    take = page.get_by_role("button", name="Take seat 3")
    expect(take).to_be_in_viewport(ratio=1)
    take_seat(page, 3, "Ana")
    expect(host.page.locator('.person[data-seat="3"]')).to_contain_text("Ana")


def test_a_link_opens_the_join_screen_with_the_seat_at_hand(devices):
    host, friend = devices({1}), devices({3})
    _, _, link = host_table(host.page, "chiva", ["here", "computer", "invited", "computer"], 7)
    # copied, the button says so where the player looks (the clipboard shows nothing), then
    # says what it does again
    page = host.page
    page.clock.install()
    page.evaluate("() => { navigator.clipboard.writeText = async (t) => { window.__copied = t } }")
    copy = page.locator(".copy-row button")
    copy.click()
    expect(copy).to_have_text("Link copied.")
    assert page.evaluate("() => window.__copied") == link
    page.clock.run_for(3000)
    expect(copy).to_have_text("Copy the link")
    friend.page.goto(link)
    expect(friend.page.get_by_role("button", name="Take seat 3")).to_be_in_viewport(ratio=1)
    # whose partner the free seat makes you, before you take it
    expect(friend.page.locator("#partners")).to_have_text(
        "Seat 1 and a friend still to come play together against two computer players."
    )
    unscrolled(friend.page)
    assert serious_violations(friend.page) == []


def match_tools(page) -> int:
    """How many of MATCH_TOOLS the toolbar holds, folded under More or not."""
    bar = page.locator("#toolbar")
    named = lambda n: bar.get_by_role("button", name=n, exact=True, include_hidden=True)  # noqa: E731
    return sum(named(n).count() for n in MATCH_TOOLS)


def test_the_lobby_shows_start_says_who_partners_whom_and_offers_no_takeback(devices, size):
    host, ana = devices({1}), devices({3})
    _, _, link = host_table(host.page, "chiva", ["here", "invited", "invited", "computer"], 7)
    lobby = host.page
    start = lobby.get_by_role("button", name="Start the match")
    # Start and who partners whom on the host's first screen, at either size
    expect(start).to_be_in_viewport(ratio=1)
    expect(lobby.locator("#partners")).to_be_in_viewport(ratio=1)
    expect(
        lobby.get_by_role("button", name="Start, the computer playing the free seats")
    ).to_be_in_viewport(ratio=1)
    unscrolled(lobby)
    assert match_tools(lobby) == 0
    rules = lobby.locator("#toolbar").get_by_role("button", name="Rules", include_hidden=True)
    expect(rules).to_have_count(1)
    partners = lobby.locator("#partners")
    expect(partners).to_have_text(
        "You and a friend still to come play together against a friend still to come and the"
        " computer."
    )
    assert serious_violations(lobby) == []
    ana.page.goto(link)
    take_seat(ana.page, 3, "Ana")
    expect(partners).to_have_text(
        "You and Ana play together against a friend still to come and the computer."
    )
    # Ana's device: her team first, she is "you" there
    expect(ana.page.locator("#partners")).to_have_text(
        "You and seat 1 play together against a friend still to come and the computer."
    )
    assert match_tools(ana.page) == 0
    assert serious_violations(ana.page) == []
    lobby.get_by_role("button", name="Start, the computer playing the free seats").click()
    expect(lobby.locator("body")).not_to_have_attribute("data-screen", "lobby")
    # once the match exists, so do its tools
    expect(lobby.locator("#toolbar").get_by_role("button", name="Hint", exact=True)).to_have_count(
        1
    )
    assert match_tools(lobby) == len(MATCH_TOOLS)


def overlap(a: dict, b: dict) -> bool:
    """Whether two bounding boxes share any area."""
    return min(a["x"] + a["width"], b["x"] + b["width"]) > max(a["x"], b["x"]) and min(
        a["y"] + a["height"], b["y"] + b["height"]
    ) > max(a["y"], b["y"])


def covers_nothing_of_yours(page) -> None:
    """The card over the screen (#offer) lies on none of the device's tiles, nor its actions."""
    card = page.locator("#offer").bounding_box()
    mine = page.locator(".me .hand .tile, .me .actions button, .me .seat-bottom .plate")
    boxes = [mine.nth(i).bounding_box() for i in range(mine.count())]
    assert boxes, "nothing of the device's is drawn"
    covered = [b for b in boxes if overlap(card, b)]
    assert not covered, (card, covered)


def test_the_accept_card_covers_none_of_the_phones_own_tiles(devices):
    host, friend = devices({1}), devices({3})
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)  # seat 3 is to play: its tiles lit, under the card to come
    caught_up(host.page, friend.page)  # the undo asked on the table as it is
    tool(host.page, "Undo")
    card = friend.page.locator("#offer")
    expect(card.get_by_role("button", name="Accept")).to_be_visible()
    covers_nothing_of_yours(friend.page)
    assert serious_violations(friend.page) == []
    expect(host.page.locator("#offer")).to_be_visible()  # the wait for the answer, on the host's
    covers_nothing_of_yours(host.page)
    card.get_by_role("button", name="Refuse").click()
    expect(card).to_be_hidden()


# Tap the lit end of the tile picked and read, before anything else can happen in the page (no
# frame of the server is taken in meanwhile), where the tile is and which view is drawn.
PLAY_AND_LOOK = """tile => {
  const version = document.body.dataset.version;
  document.querySelector('#line .end.lit').click();
  return {
    version, drawn: document.body.dataset.version,
    onLine: !!document.querySelector(`#line .placed[data-tile="${tile}"]`),
    inHand: !!document.querySelector(`.hand .tile[data-tile="${tile}"]`),
  };
}"""


def pick_a_tile(page) -> str:
    tile = page.locator(".hand .tile.legal").first
    name = tile.get_attribute("data-tile")
    tile.click()
    expect(page.locator("#line .end.lit").first).to_be_visible()
    return name


@at_one_size("phone")
def test_your_own_move_shows_at_once_before_the_server_answers(devices):
    host, friend = devices({1}), devices({3})
    friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    page = friend.page
    my_turn(page)
    tile = pick_a_tile(page)
    looked = page.evaluate(PLAY_AND_LOOK, tile)
    # in the same task as the tap, so within one frame, and before the server's view is drawn
    assert looked == {
        "version": looked["version"],
        "drawn": looked["version"],
        "onLine": True,
        "inHand": False,
    }
    expect(page.locator("body")).not_to_have_attribute("data-version", looked["version"])
    expect(page.locator(f'#line .placed[data-tile="{tile}"]')).to_have_count(1)
    expect(host.page.locator(f'#line .placed[data-tile="{tile}"]')).to_have_count(1)
    assert serious_violations(page) == []


@at_one_size("laptop")
def test_a_move_refused_is_taken_back_with_the_reason(browser, base_url, devices):
    """A second device of the same player (the seat's secret) plays first, while this device has
    not heard of it yet (the server's views to it are held back): its move goes out on the old
    version, shows at once, and is taken back when the server refuses it as stale."""
    host, friend = devices({1}), devices({3})
    page = friend.page
    held: list[str] = []
    holding = {"on": False}

    def route(ws):
        server = ws.connect_to_server()
        ws.on_message(server.send)

        def heard(message) -> None:
            kind = json.loads(message)["type"]
            if holding["on"] and kind in ("view", "table"):
                held.append(message)
            else:
                ws.send(message)

        server.on_message(heard)
        sockets.append(ws)

    sockets: list = []
    page.route_web_socket(re.compile(r"/live$"), route)
    match, _ = friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(page)
    holding["on"] = True
    view = seat_view(page, match, 3)
    other = Device(browser, base_url)
    try:
        first = other.page.request.post(
            f"/api/matches/{match}/act",
            headers=secrets(page, match),
            data={"version": view["version"], "seat": 3, "action": view["legal"][-1]},
        )
        assert first.ok, first.text()
        now = first.json()["version"]
    finally:
        other.close()
    tile = pick_a_tile(page)
    looked = page.evaluate(PLAY_AND_LOOK, tile)
    assert looked["onLine"] and not looked["inHand"]
    expect(page.locator("#banner")).to_have_text(
        "The table changed meanwhile, so that was not done: here is the table as it is now."
    )
    expect(page.locator(f'.hand .tile[data-tile="{tile}"]')).to_have_count(1)  # back in the hand
    expect(page.locator(f'#line .placed[data-tile="{tile}"]')).to_have_count(0)
    assert serious_violations(page) == []
    holding["on"] = False
    for message in held:
        sockets[-1].send(message)
    page.wait_for_function("v => +document.body.dataset.version >= v", arg=now)  # caught up


def clear_of_the_end_of_the_hand(page) -> None:
    """The card over the screen (#offer) lies on nothing of the end of the hand's card (its
    hands shown, its line, "Fair deal"), the page as it opens and scrolled to its end."""
    expect(page.locator("#offer")).to_be_visible()
    for scrolled in ("0", "document.scrollingElement.scrollHeight"):
        page.evaluate(f"window.scrollTo(0, {scrolled})")
        card, end = (page.locator(s).bounding_box() for s in ("#offer", "#screen .reveal"))
        assert not overlap(card, end), (scrolled, card, end)
    page.evaluate("window.scrollTo(0, 0)")


def the_host_ends_the_first_hand() -> dict:
    """The record of a Chiva match (every seat played the tests' way) up to the host's (seat
    1's) move that ends its first hand, a tile to play."""

    def ends(state) -> bool:
        if state.results or state.to_act != 1 or state.phase is not Phase.PLAY:
            return bool(state.results)
        return bool(state.apply(as_the_tests_play(state)).results)

    for seed in range(300):
        record, state = played_record("chiva", seed, stop=ends)
        if not state.results and isinstance(as_the_tests_play(state), Play):
            return record
    raise AssertionError("no seed below 300 has its first hand ended by seat 1's tile")


def test_a_friend_left_on_the_end_of_the_hand_is_waited_for_on_every_device(
    browser, base_url, size
):
    """A hand ends; the person to act in the next one is still looking at its end. Every device
    says the table waits for them, the late one included, and the others may nudge them. The
    table is imported up to the host's tile that ends the hand (the end is what is checked)."""
    record = the_host_ends_the_first_hand()
    with friends_going_on(browser, base_url, record, **sized(size)) as (host, friend, _):
        by_seat = {1: host, 3: friend}
        assert decide(host.page) == "play"  # the hand's last tile
        # whoever acts first in the next hand (after the computers' moves, if they lead)
        host.page.wait_for_function(WAITS, arg=int(version(host.page)))
        seat = int(host.page.locator("body").get_attribute("data-turn"))
        waited_for_on_every_device(by_seat[seat], by_seat[4 - seat])


def waited_for_on_every_device(late: Device, other: Device) -> None:
    expect(late.page.locator("#next-hand")).to_be_visible()
    # the other device shows the end of the hand too (once its view of it has come), the card
    # saying whom the table waits for clear of it, and dismisses it
    expect(other.page.locator("#next-hand")).to_be_visible()
    clear_of_the_end_of_the_hand(other.page)
    next_hand(other.page)
    # seats 1 and 3 are partners: each device says "your partner" of the other
    news = other.page.locator("#offer")
    expect(news).to_contain_text("Waiting for your partner, still looking at the end of the hand.")
    covers_nothing_of_yours(other.page)
    assert serious_violations(other.page) == []
    mine = late.page.locator("#offer")
    expect(mine).to_have_text("The table is waiting for you: it is your turn.")
    # at the page's foot the card lay over the end of the hand's last rows and "Fair deal",
    # clear of them only once the page was scrolled to its end
    clear_of_the_end_of_the_hand(late.page)
    expect(late.page).to_have_title("● Your turn · Doble Seis")
    assert serious_violations(late.page) == []
    news.get_by_role("button", name="Nudge your partner").click()
    expect(other.page.locator("#banner")).to_have_text("Your partner got a gentle nudge.")
    expect(late.page.locator("#banner")).to_have_text(
        "Your partner gives you a gentle nudge: the table is waiting for you."
    )
    next_hand(late.page)  # the card leaves "Next hand" free to tap
    expect(mine).to_be_hidden()
    expect(news).to_be_hidden()


def test_a_takeback_asked_at_the_end_of_a_hand_covers_none_of_it_on_a_small_phone(
    browser, base_url
):
    """On a small phone (360×740) the card of a request asked at the end of a hand, Accept and
    Refuse on the partner's device and the wait for them on the asker's, covers nothing of the
    end of the hand, and "Next hand" is free to tap. The table is imported up to the host's
    tile that ends the hand."""
    options = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True}
    record = the_host_ends_the_first_hand()
    with friends_going_on(browser, base_url, record, **options) as (host, friend, _):
        assert decide(host.page) == "play"  # the hand's last tile
        for dev in (host, friend):
            expect(dev.page.locator("#next-hand")).to_be_visible()
        caught_up(host.page, friend.page)
        tool(host.page, "Undo")
        card = friend.page.locator("#offer")
        expect(card.get_by_role("button", name="Accept")).to_be_visible()
        for dev in (host, friend):
            clear_of_the_end_of_the_hand(dev.page)
            expect(dev.page.locator("#next-hand")).to_be_in_viewport(ratio=1)
        card.get_by_role("button", name="Refuse").click()
        expect(card.get_by_role("button", name="Accept")).to_have_count(0)


@at_one_size("laptop")
def test_a_watcher_is_told_whom_the_table_waits_for_and_offered_no_nudge(browser, base_url, size):
    """A device that only watches hears whom the table waits for at the end of a hand, but is
    offered no nudge: the server takes one only from a player or the host (``not_a_player``),
    so the button could only end in an error. The table is imported up to the host's tile that
    ends the hand, the watcher there before it."""
    record = the_host_ends_the_first_hand()
    with (
        friends_going_on(browser, base_url, record, **sized(size)) as (host, _, created),
        just_watching(browser, base_url, created, host.page, "") as watcher,
    ):
        assert decide(host.page) == "play"  # the hand's last tile
        # the person to act (after the computers' moves, if they lead) still on its end
        host.page.wait_for_function(WAITS, arg=int(version(host.page)))
        seat = int(host.page.locator("body").get_attribute("data-turn"))
        told_whom_the_table_waits_for(watcher, seat)


def told_whom_the_table_waits_for(watcher, seat: int) -> None:
    news = watcher.locator("#offer")
    expect(news).to_have_text(f"Waiting for seat {seat}, still looking at the end of the hand.")
    expect(news.get_by_role("button")).to_have_count(0)
    expect(watcher.locator("#banner")).to_be_hidden()


# The page's notifications, recorded: the browser's own Notification made each time (its
# permission is the one the test grants), and each request for the permission counted. Headless
# Chromium shows every page as visible (bringing another tab to the front, or minimising the
# window through the DevTools protocol, leaves document.hidden false), so "the player is in
# another tab" is said through `window.__hidden`.
NOTIFICATIONS = """
window.__notes = [];
window.__asked = 0;
window.__hidden = false;
Object.defineProperty(Document.prototype, 'hidden', {get: () => window.__hidden});
Object.defineProperty(Document.prototype, 'visibilityState',
  {get: () => (window.__hidden ? 'hidden' : 'visible')});
const Real = window.Notification;
window.Notification = class extends Real {
  constructor(title, options) {
    super(title, options);
    window.__notes.push({title, body: options && options.body});
  }
};
const ask = Real.requestPermission.bind(Real);
window.Notification.requestPermission = (...a) => { window.__asked += 1; return ask(...a); };
// each vibration asked, with whether the page had been tapped by then (Chrome blocks one before)
window.__buzzed = [];
Navigator.prototype.vibrate = function (pattern) {
  window.__buzzed.push(navigator.userActivation.hasBeenActive);
  return true;
};
"""


@at_one_size("phone")
def test_your_turn_is_a_notification_where_the_player_allowed_it(full_devices):
    host, friend = full_devices({1}), full_devices({3})
    for dev in (host, friend):
        dev.context.add_init_script(NOTIFICATIONS)
    friend.context.grant_permissions(["notifications"])
    host.page.goto("/")
    assert host.page.evaluate("window.__asked") == 0  # never asked as a page loads
    friend_at_a_table(host, friend, seat_three_follows())
    # asked on the tap that created the table; the friend had allowed it already
    assert host.page.evaluate("window.__asked") == 1
    assert friend.page.evaluate("[Notification.permission, window.__asked]") == ["granted", 0]
    friend.page.evaluate("window.__hidden = true")  # the friend looks at another tab
    open_with_double_six(host.page)
    friend.page.wait_for_function("() => window.__notes.length > 0")
    notes = friend.page.evaluate("window.__notes")
    assert notes == [{"title": "● Your turn · Doble Seis", "body": "The table is waiting for you."}]
    dialog = open_table_panel(host.page)
    dialog.get_by_role("button", name="Nudge your partner").click()
    friend.page.wait_for_function("() => window.__notes.length > 1")
    assert friend.page.evaluate("window.__notes[1]") == {
        "title": "● Your turn · Doble Seis",
        "body": "Your partner gives you a gentle nudge: the table is waiting for you.",
    }
    assert host.page.evaluate("window.__notes") == []  # none where the permission was not given
    assert friend.page.evaluate("window.__buzzed") == [True, True]  # the turn, the nudge
    # reloaded at its turn, the phone does not buzz before its player has touched the page (a
    # touch browser may keep the page's activation through a reload: then it may)
    friend.page.reload()
    expect(friend.page).to_have_title("● Your turn · Doble Seis")
    expect(friend.page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    assert False not in friend.page.evaluate("window.__buzzed")


@at_one_size("phone")
def test_two_seats_here_on_one_device_are_each_said_by_their_own_name(devices, size):
    host, ben = devices({1, 3}), devices({2})
    page = host.page
    page.goto("/")
    form = page.get_by_role("form", name="Play with friends")
    for n, kind in enumerate(["here", "invited", "here", "computer"], start=1):
        page.locator(f"#friend-seat-{n}").select_option(kind)
    # a name field for each seat here, and none for the others
    expect(form.get_by_label("Name of the player at seat 2 (optional)")).to_be_hidden()
    form.get_by_label("Your name (optional)").fill("Marta")
    form.get_by_label("Name of the player at seat 3 (optional)").fill("Ana")
    assert serious_violations(page) == []
    form.get_by_label("Seed of the deals (optional)").fill("7")
    form.get_by_role("button", name="Create the table").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    people = page.locator(".people")
    expect(people).to_contain_text("Marta, seat 1")
    expect(people).to_contain_text("Ana, seat 3")
    link = page.locator("#invite-link").input_value()
    ben.page.goto(link)
    take_seat(ben.page, 2, "Ben")
    expect(ben.page.locator("#partners")).to_have_text(
        "You and the computer play together against Marta and Ana."
    )
    page.get_by_role("button", name="Start the match").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    # The score names the teams by their players, as the table says them: a seat the computer
    # plays as the computer, this device's own seat "you" (the host's two seats: by name).
    score = page.locator(".scoreboard .score")
    expect(score).to_have_text("Marta & Ana: 0 — Ben & the computer: 0")
    expect(ben.page.locator(".scoreboard .score")).to_have_text(
        "You & the computer: 0 — Marta & Ana: 0"
    )
    # A friend who only watches: the teams by their players too (no "us" to say).
    watcher = devices()
    watcher.page.goto(link)
    watcher.page.get_by_role("button", name="Just watch").click()
    expect(watcher.page.locator(".team-score.team-13")).to_have_text("Marta & Ana: 0")
    expect(watcher.page.locator(".team-score.team-24")).to_have_text("Ben & the computer: 0")
    # each seat's plate names its own player, on every device
    for dev in (host, ben, watcher):
        expect(dev.page.locator("[data-seat='1'] .plate")).to_contain_text("Marta")
        expect(dev.page.locator("[data-seat='3'] .plate")).to_contain_text("Ana")
    assert serious_violations(page) == []
    assert serious_violations(watcher.page) == []


@at_one_size("laptop")
def test_a_replay_says_the_teams_and_seats_by_their_players_names(devices):
    record, _ = played_record("haiti", 34)
    host = devices({1, 2, 3, 4})
    page = host.page
    page.goto("/")
    names = ["Marta", "Ben", "Ana", "Luis"]
    body = {"variant": "haiti", "seats": ["here"] * 4, "seed": 34, "names": names, "pace": 0}
    r = page.request.post("/api/matches", data=body)
    assert r.status == 201, r.text()
    created = r.json()
    match, version = created["id"], created["view"]["version"]
    page.evaluate(KEEP, [match, created["secrets"]])
    proof = secrets(page, match)
    for action in record["actions"]:
        move = {k: v for k, v in action.items() if k != "seat"}
        body = {"version": version, "seat": action["seat"], "action": move}
        r = page.request.post(f"/api/matches/{match}/act", data=body, headers=proof)
        assert r.status == 200, r.text()
        version = r.json()["version"]
    page.goto("/")
    saved_row(page, match).get_by_role("button", name="Replay").click()
    expect(page.locator(".badge")).to_have_text("Replay")
    expect(page.locator(".team-score.team-13")).to_have_text("Marta & Ana: 0")
    expect(page.locator(".team-score.team-24")).to_have_text("Ben & Luis: 0")
    expect(page.locator("[data-seat='2'] .who")).to_have_text("Ben · partner of Luis")
    hand = page.locator("[data-seat='2'] .replay-hand")  # what a screen reader hears of it
    expect(hand).to_have_attribute("aria-label", re.compile(r"^Ben holds \d-\d, "))
    assert serious_violations(page) == []
    page.get_by_role("button", name="To end").click()
    said = page.locator(".replay-said")
    expect(said).to_contain_text(re.compile(r"The team of (Marta and Ana|Ben and Luis) wins"))
    expect(said).to_contain_text(re.compile(r"Score — Marta & Ana: \d+, Ben & Luis: \d+"))
    expect(said).not_to_contain_text("seat")
