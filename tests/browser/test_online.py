"""Friends at one table, each on their own device (one browser context each): whole matches,
nothing hidden ever sent to a device, reconnecting, a seat released by the host and taken by a
new device, takebacks accepted, refused, taken back and lapsed, and Rules on one device pausing
every computer."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from dobleseis.session import Rooms, TableService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider
from .conftest import Served, quick
from .helpers import (
    kept,
    my_turn,
    open_with_double_six,
    opener_seed,
    replay,
    settled,
    shown_hand,
    version,
)
from .online import (
    Device,
    caught_up,
    check_device,
    friend_at_a_table,
    host_table,
    play_out,
    seat_three_follows,
    see_the_end,
    start_table,
    take_seat,
)

# Chiva seed 2908: played as `decide` plays (every seat a person), the match ends 0–4 after four
# hands (three blocks, a domino) in 70 actions, the fewest of the seeds below 3000: each action
# is a page's decision seen by all four (helpers.played_record finds it with the engine alone).
SHORT_CHIVA = 2908


@pytest.fixture
def devices(browser, base_url):
    made: list[Device] = []

    def make(seats=(), url=base_url) -> Device:
        made.append(Device(browser, url, seats))
        return made[-1]

    yield make
    for dev in made:
        dev.close()


@pytest.mark.slow
def test_a_whole_haiti_match_two_friends_and_two_computers(devices):
    # Two hands, a tie then a win that ends the match 4–0: 60 moves, 31 of them the friends',
    # the fewest of the seeds below 160 whose match holds a tie (found with a Table of random
    # computers, the friends played as `decide` plays).
    seed = 40
    host, friend = devices({1}), devices({3})
    match, code, link = host_table(
        host.page, "haiti", ["here", "computer", "invited", "computer"], seed
    )
    assert re.fullmatch(r"[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}", code)
    assert link.endswith(f"#join={code}")
    expect(host.page.locator(".invitation svg.qr")).to_be_visible()
    friend.page.goto(link)
    take_seat(friend.page, 3, "Ana")
    # The host sees the friend sit down, by name.
    expect(host.page.locator('.person[data-seat="3"] .person-who')).to_have_text("Ana, seat 3")
    start_table(host.page)
    play_out({1: host, 3: friend}, host)
    state = replay(host.page, match)
    assert state.over and max(state.score) >= 4
    assert any(r.kind == "tie" for r in state.results)
    for dev in (host, friend):
        see_the_end(dev)
        assert check_device(dev, seed) > 50
    cheer = host.page.locator(".reveal .cheer")  # the celebration says who won, once
    mine = "Victory!" if state.winner == "13" else "Match lost"
    expect(cheer).to_contain_text(mine)


@pytest.mark.slow
def test_a_whole_chiva_match_four_friends_on_four_devices(devices):
    seed = SHORT_CHIVA
    phones = {seat: devices({seat}) for seat in (1, 2, 3, 4)}
    host = phones[1]
    seats = ["here", "invited", "invited", "invited"]
    match, code, link = host_table(host.page, "chiva", seats, seed)
    phones[2].page.goto(link)
    take_seat(phones[2].page, 2)
    # Seat 3 types the code as it is read out: lower case, a space for the dash.
    page = phones[3].page
    page.goto("/")
    join = page.get_by_role("form", name="Join a table")
    join.get_by_label("Code").fill(code.lower().replace("-", " "))
    join.get_by_role("button", name="Find the table").click()
    take_seat(page, 3, "Rosa")
    phones[4].page.goto(link)
    take_seat(phones[4].page, 4, "Luis")
    start_table(host.page)
    play_out(phones, host)
    state = replay(host.page, match)
    assert state.over and state.score in ((4, 0), (0, 4))
    for dev in phones.values():
        see_the_end(dev)
        assert check_device(dev, seed) > 50
    # A new match at the same table: the host asks, the three others accept.
    reveal = host.page.locator(".reveal")
    expect(reveal.get_by_role("button", name="Leave the table")).to_be_visible()
    reveal.get_by_role("button", name="New match").click()
    for seat in (2, 3, 4):
        bar = phones[seat].page.locator("#offer")
        asker = "Your partner" if seat == 3 else "Seat 1"  # the host, without a name
        expect(bar).to_contain_text(f"{asker} asks to start a new match.")
        bar.get_by_role("button", name="Accept").click()
    # Each device names its own team first, its players as the table names them: "you", the
    # players' names, an unnamed partner "your partner", another unnamed seat by its number.
    scores = {
        1: "You & Rosa: 0 — Luis & seat 2: 0",
        2: "You & Luis: 0 — Rosa & seat 1: 0",
        3: "You & your partner: 0 — Luis & seat 2: 0",
        4: "You & your partner: 0 — Rosa & seat 1: 0",
    }
    for seat, dev in phones.items():
        expect(dev.page.locator(".scoreboard .hand-no")).to_have_text("Hand 1")
        expect(dev.page.locator(".scoreboard .score")).to_have_text(scores[seat])


def test_a_device_that_leaves_comes_back_and_a_released_seat_goes_to_a_new_one(devices):
    seed = seat_three_follows()
    host, friend = devices({1}), devices({3})
    _, link = friend_at_a_table(host, friend, seed)
    open_with_double_six(host.page)
    my_turn(friend.page)  # seat 2 answered; seat 3 to play
    hand, line = shown_hand(friend.page), friend.page.locator("#line .placed").count()
    away = host.page.locator('.seat[data-seat="3"] .presence')
    expect(away).to_have_count(0)

    friend.page.close()  # the friend's phone goes to sleep: the table waits for seat 3
    expect(away).to_have_text("away: the table waits")
    page = friend.reopen()
    page.goto(link)  # the same device opens the link again: straight back to its seat
    expect(page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    my_turn(page)
    assert shown_hand(page) == hand and page.locator("#line .placed").count() == line
    expect(away).to_have_count(0)

    # A new device opening the link finds no free seat: it may watch, seeing no tiles.
    other = devices({3})
    other.page.goto(link)
    expect(other.page.get_by_text("Every seat is taken.")).to_be_visible()
    other.page.get_by_role("button", name="Just watch").click()
    expect(other.page.get_by_text("Watching: nobody's tiles are shown.")).to_be_visible()
    assert other.page.locator(".hand .tile").count() == 0
    other.seats = set()  # a spectator until it takes the seat
    checked_before = len(other.frames), len(other.responses)

    # The host releases seat 3: the new device takes it, with the same tiles.
    host.page.get_by_role("button", name="Table", exact=True).click()
    dialog = host.page.get_by_role("dialog", name="Who is at the table")
    dialog.locator('.person[data-seat="3"]').get_by_role("button", name="Release the seat").click()
    expect(dialog.locator('.person[data-seat="3"] .person-state')).to_have_text(
        "free: waiting for a friend"
    )
    dialog.get_by_role("button", name="Close").click()
    bar = other.page.locator("#offer")
    expect(bar).to_contain_text("A seat is free")
    bar.get_by_role("button", name="Take seat 3").click()
    expect(other.page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    my_turn(other.page)
    assert shown_hand(other.page) == hand
    # The old device holds it no more: it only watches now, and is told why.
    expect(page.locator("#banner")).to_have_text("The host let your seat go: you are watching now.")
    expect(page.get_by_text("Watching: nobody's tiles are shown.")).to_be_visible()
    expect(page.locator(".hand .tile")).to_have_count(0)
    friend.seats = set()  # what it receives from now on is checked as a spectator's
    # Everything each device received, as a spectator first for the new one.
    assert check_device(host, seed)
    frames, responses = other.frames, other.responses
    other.frames, other.responses = frames[: checked_before[0]], responses[: checked_before[1]]
    assert check_device(other, seed)
    other.frames, other.responses, other.seats = frames, responses, {3}


def test_a_seat_moves_to_another_device_with_its_rejoin_link(devices):
    seed = seat_three_follows()
    host, phone = devices({1}), devices({3})
    match, _ = friend_at_a_table(host, phone, seed)
    open_with_double_six(host.page)
    my_turn(phone.page)
    hand = shown_hand(phone.page)
    phone.page.get_by_role("button", name="Table", exact=True).click()
    dialog = phone.page.get_by_role("dialog", name="Who is at the table")
    dialog.get_by_role("button", name="Play my seat on another device").click()
    rejoin = dialog.get_by_label("Rejoin link for seat 3").input_value()
    assert re.search(r"#join=[^&]+&rejoin=.+", rejoin), rejoin
    dialog.get_by_role("button", name="Close").click()
    laptop = devices({3})
    laptop.page.goto(rejoin)
    expect(laptop.page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    my_turn(laptop.page)
    assert shown_hand(laptop.page) == hand
    assert "rejoin" not in laptop.page.url  # the token does not stay in the address
    # The phone holds the seat no more, and is told so at once: it says why, watches with a
    # watcher's toolbar, and its secret of the seat is forgotten.
    expect(phone.page.locator("#banner")).to_have_text("Your seat moved to another device.")
    expect(phone.page.get_by_text("Watching: nobody's tiles are shown.")).to_be_visible()
    expect(phone.page.locator(".hand .tile")).to_have_count(0)
    hint = phone.page.locator("#toolbar").get_by_role("button", name="Hint", include_hidden=True)
    expect(hint).to_have_count(0)
    assert kept(phone.page, match)["seats"] == {}
    assert check_device(laptop, seed) and check_device(host, seed)


def test_a_takeback_asked_then_accepted_then_refused(devices):
    seed = seat_three_follows()
    host, friend = devices({1}), devices({3})
    match, _ = friend_at_a_table(host, friend, seed)
    open_with_double_six(host.page)
    my_turn(friend.page)
    caught_up(host.page, friend.page)  # the undo asked on the table as it is
    undo = host.page.get_by_role("button", name="Undo")

    # Asked and accepted: seat 1's 6-6 (and seat 2's answer) are taken back everywhere.
    undo.click()
    expect(host.page.locator("#offer")).to_contain_text(
        "You asked to take back your 6-6: waiting for your partner."
    )
    bar = friend.page.locator("#offer")
    expect(bar).to_contain_text("Your partner asks to take back their 6-6.")
    before = version(friend.page)
    bar.get_by_role("button", name="Accept").click()
    settled(friend.page, before)
    # shown on both, with the tile it took back, in the banner (an alert): once
    agreed = {
        host.page: "Everyone agreed: your 6-6 is back in your hand. Your turn.",
        friend.page: "Everyone agreed: your partner's 6-6 is taken back.",
    }
    for page, words in agreed.items():
        expect(page.locator("#banner")).to_have_text(words)
        assert "Undone." not in page.evaluate("window.__said")  # not read out twice
    for page in (host.page, friend.page):
        expect(page.locator("#line .placed")).to_have_count(0)
    expect(host.page.get_by_role("button", name="6-6", exact=True)).to_be_visible()
    expect(bar).to_be_hidden()

    # Asked and refused: nothing changes, and the one who asked is told.
    open_with_double_six(host.page)
    my_turn(friend.page)
    caught_up(host.page, friend.page)
    line = friend.page.locator("#line .placed").count()
    at = replay(host.page, match).actions
    undo.click()
    expect(bar).to_contain_text("Your partner asks to take back their 6-6.")
    bar.get_by_role("button", name="Refuse").click()
    expect(host.page.locator("#banner")).to_have_text("Your partner refused to undo the last move.")
    expect(host.page.locator("#offer")).to_be_hidden()
    assert replay(host.page, match).actions == at
    assert friend.page.locator("#line .placed").count() == line

    # Asked and taken back by the one who asked (the friend might have gone): nothing changes.
    undo.click()
    expect(bar).to_contain_text("Your partner asks to take back their 6-6.")
    host.page.locator("#offer").get_by_role("button", name="Cancel the request").click()
    expect(host.page.locator("#banner")).to_have_text(
        "You cancelled your request to undo the last move."
    )
    expect(friend.page.locator("#banner")).to_have_text(
        "Your partner cancelled the request to undo the last move."
    )
    for page in (host.page, friend.page):
        expect(page.locator("#offer")).to_be_hidden()
    assert replay(host.page, match).actions == at


@pytest.fixture
def racing(browser):
    """A server whose last yes to a request lets another server process (another service on
    the same store and hub) store a move of the seat to act before the request is carried
    out, as two processes of ``serve --redis`` may; the devices made on it."""
    tables, rooms = quick(), Rooms()
    elsewhere = TableService(tables.store, quick_decider(), tables.hub)
    yes = rooms.answer

    def yes_then_a_move_elsewhere(table, *args):
        agreed = yes(table, *args)
        seat = table.state.to_act
        elsewhere.change(table.id, table.version, lambda t: (t.act(seat, t.state.legal()[0]), None))
        return agreed

    rooms.answer = yes_then_a_move_elsewhere
    served = Served(create_app(tables, play=True, rooms=rooms, limits=MACHINE))
    made: list[Device] = []

    def make(seats=()) -> Device:
        made.append(Device(browser, served.url, seats))
        return made[-1]

    yield make
    for dev in made:
        dev.close()
    served.stop()


def test_a_takeback_agreed_while_a_move_came_first_says_nothing_was_done(racing):
    """Everyone agreed to undo, but a move made through another server process was stored
    first: no device says "Undone.", both say why nothing was done, and the move stands."""
    host, friend = racing({1}), racing({3})
    match, _ = friend_at_a_table(host, friend, seat_three_follows())
    open_with_double_six(host.page)
    my_turn(friend.page)
    caught_up(host.page, friend.page)  # the undo asked on the table as it is
    at = len(replay(host.page, match).actions)
    host.page.get_by_role("button", name="Undo").click()
    bar = friend.page.locator("#offer")
    expect(bar).to_contain_text("Your partner asks to take back their 6-6.")
    bar.get_by_role("button", name="Accept").click()
    lapsed = "Everyone agreed to undo the last move, but someone played first: nothing was done."
    for page in (host.page, friend.page):
        expect(page.locator("#banner")).to_have_text(lapsed)
        expect(page.locator("#offer")).to_be_hidden()
        assert "Undone." not in page.evaluate("window.__said")
    assert len(replay(host.page, match).actions) > at  # seat 3's move stands
    assert not friend.errors and not host.errors


def test_rules_open_on_one_device_pause_the_computers_on_every_device(browser, still):
    seed = opener_seed(2)  # seat 2, a computer, opens: its move is due as the match starts
    host, friend = Device(browser, still.url, {1}), Device(browser, still.url, {3})
    try:
        match, _ = friend_at_a_table(host, friend, seed)
        started = host.page.request.get(f"/api/matches/{match}").json()["version"]
        friend.page.get_by_role("button", name="Rules").click()
        expect(friend.page.get_by_role("dialog")).to_be_visible()
        # The host's device shows who paused: the server knows.
        paused = host.page.locator('.seat[data-seat="3"] .presence')
        expect(paused).to_have_text("reading the rules")
        still.move()  # what is due now: nothing at this table
        assert host.page.request.get(f"/api/matches/{match}").json()["version"] == started
        for page in (host.page, friend.page):
            expect(page.locator("#line .placed")).to_have_count(0)
        friend.page.get_by_role("dialog").get_by_role("button", name="Close").click()
        expect(paused).to_have_count(0)
        still.move()
        for page in (host.page, friend.page):
            expect(page.locator("#line .placed")).to_have_count(1)
        assert check_device(host, seed) and check_device(friend, seed)
    finally:
        host.close()
        friend.close()


def test_two_seats_on_one_device_and_a_friend_on_another(devices):
    """Seats 1 and 3 share the host's device (hot seat), seat 2 is a friend's: the device is
    handed over between its own seats only, and each view it gets is one seat's."""
    seed = seat_three_follows()
    host, friend = devices({1, 3}), devices({2})
    _, _, link = host_table(host.page, "chiva", ["here", "invited", "here", "computer"], seed)
    friend.page.goto(link)
    take_seat(friend.page, 2)
    start_table(host.page)
    handoff = host.page.locator(".handoff")
    expect(handoff.get_by_role("heading")).to_have_text("Pass the device to seat 1")
    assert host.page.locator("svg.tile-svg").count() == 0
    host.page.get_by_role("button", name="I am seat 1").click()
    open_with_double_six(host.page)
    # Seat 2 is on its own device: no handoff for it; the host's device shows seat 1's tiles.
    my_turn(friend.page)
    expect(host.page.locator(".seat-bottom .who")).to_have_text("You, seat 1")
    friend.page.locator(".tile.legal").first.click()
    friend.page.locator(".end.lit").first.click()
    # Then seat 3, on the host's device: handed over, no tiles until "I am seat 3".
    expect(handoff.get_by_role("heading")).to_have_text("Pass the device to seat 3")
    assert host.page.locator("svg.tile-svg").count() == 0
    host.page.get_by_role("button", name="I am seat 3").click()
    expect(host.page.locator(".seat-bottom .who")).to_have_text("You, seat 3")
    expect(host.page.locator(".hand .tile")).to_have_count(7)
    assert check_device(host, seed) and check_device(friend, seed)


def test_the_check_finds_a_hidden_tile():
    """The check itself: a view of seat 1 naming a tile seat 2 holds (not yet played) is a
    leak; the same tile in a finished hand's result, or once on the line, is not."""
    from dobleseis.core import deal_from_seed, hand_text
    from dobleseis.core.deal import commitment

    from .online import check_view

    seed = 5
    dealt = [hand_text(h).split() for h in deal_from_seed(seed, 0)]
    view = {"viewer": 1, "commitment": commitment(seed, 0), "hand": dealt[0], "line": [],
            "legal": [], "last_result": {"hands": dealt}}  # fmt: skip
    check_view(view, {1}, seed, "own hand")
    with pytest.raises(AssertionError, match="hidden"):
        check_view({**view, "hand": dealt[0] + dealt[1][:1]}, {1}, seed, "leak")
    check_view({**view, "viewer": None, "hand": []}, set(), seed, "public")
    with pytest.raises(AssertionError, match="hidden"):
        check_view({**view, "viewer": None}, set(), seed, "public naming seat 1's tiles")
    with pytest.raises(AssertionError):
        check_view(view, {3}, seed, "a view of a seat the device does not hold")
    with pytest.raises(AssertionError, match="hidden"):  # seat 1's view naming seat 3's tile
        check_view({**view, "hand": dealt[0] + dealt[2][:1]}, {1, 3}, seed, "shared device")
    on_line = {**view, "line": [{"tile": dealt[1][0], "left": 0, "right": 0}],
               "moves": [{"seat": 2, "play": dealt[1][0]}]}  # fmt: skip
    check_view(on_line, {1}, seed, "played")
