"""What a friends' table says and how it fits (issue 26), at a phone's size (touch) or a
laptop's (both where the size matters), on several devices: every sentence that named a seat
says its player's name (the status, the plates, the narration, the offers and their answers, the
log, the end of a hand, the score sheet), "you" on the player's own device, names are shown as
text, never as markup, and the partner's plate fits a phone; the bar keeps to one row beside the
language menu at a table with friends, in every language; the phone's score leaves no dash
dangling; a Chiva hand won against a streak says that the streak was broken; a request says
what it would do (the tile an undo takes back, the hand a restart deals again, the score at
which a new match stops the match under way); an undo or redo everyone agreed to says what it
took back or made again, a Haiti acceptance, redeal or choice of who opens, or a pass, as it
says a tile. axe on each new state."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import Accept, Phase, parse_tile
from dobleseis.core.tiles import DOUBLE_SIX, name

from . import online
from .conftest import at_one_size, device
from .helpers import (
    HEARD,
    TABLE,
    as_the_tests_play,
    decide,
    enter,
    first_seed,
    heard,
    import_record,
    match_id,
    my_turn,
    next_hand,
    open_with_double_six,
    opener_seed,
    played_record,
    replay,
    said,
    version,
    version_of,
)
from .online import (
    Device,
    caught_up,
    check_device,
    friends_going_on,
    seat_three_follows,
    start_table,
    take_seat,
)
from .test_a11y import serious_violations
from .test_friends import open_table_panel, tool
from .test_labels_fit import open_in
from .test_languages import each_language
from .test_match import broke

SIZES = {"phone": (390, 844), "laptop": (1366, 768)}

# Whether the items of the title bar (the name, the game, the toolbar, the language menu) take
# more than one row: one starts below another's end.
ROWS = """() => {
  const boxes = [...document.querySelector('.topbar').children]
    .filter((el) => el.getClientRects().length)
    .map((el) => el.getBoundingClientRect());
  return boxes.some((a) => boxes.some((b) => a.top >= b.bottom - 1)) ? 2 : 1;
}"""


def sized(browser, url: str, size: str):
    width, height = SIZES[size]
    phone = size == "phone"
    return device(
        browser,
        url,
        viewport={"width": width, "height": height},
        has_touch=phone,
        is_mobile=phone,
    )


def test_the_bar_keeps_one_row_at_a_table_with_friends_on_a_laptop(browser, base_url):
    """A friends' table has two more buttons (Table, Leave the table): where the bar would take
    two rows, its buttons draw closer, every one still in sight. In each language in turn, at
    one table."""
    from .helpers import create_as

    page = open_in(browser, base_url, "en", SIZES["laptop"])
    try:
        seats = ["here", "invited", "computer", "computer"]
        match = create_as(page, {"variant": "chiva", "seats": seats, "seed": 5})
        enter(page, match)
        for lang in each_language(page):
            # The bar of a friends' table not started: the sound switch, rules, settings, Table
            # and Leave the table.
            expect(page.locator("#toolbar button:not(.more-button)")).to_have_count(5)
            page.wait_for_function(f"({ROWS})() === 1")  # the bar is looked at once drawn
            for button in page.locator("#toolbar button:not(.more-button)").all():
                expect(button).to_be_in_viewport()
            assert serious_violations(page) == [], lang
    finally:
        page.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_phone_s_score_leaves_no_dash_dangling(browser, base_url, size):
    from .helpers import start

    ctx = sized(browser, base_url, size)
    page = ctx.new_page()
    try:
        start(page, seed=5)
        score = page.locator(".scoreboard .score")
        expect(score).to_have_text("Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0")
        tops = score.locator(".team-score").evaluate_all(
            "els => els.map((e) => Math.round(e.getBoundingClientRect().top))"
        )
        join = score.locator(".score-join")
        if tops[0] != tops[1]:  # a row each: no dash between them
            expect(join).to_be_hidden()
        else:
            expect(join).to_be_visible()
        expect(score).to_have_attribute(
            "aria-label", "Score: Us (seats 1 & 3): 0 — Them (seats 2 & 4): 0"
        )
    finally:
        ctx.close()


def breaking_record():
    """A Chiva record the tests' way of playing (helpers.as_the_tests_play) takes to the last
    move of a hand that breaks the other team's streak, and that move's seat."""
    for seed in range(300):

        def before_breaking(state):
            if state.over:
                return True
            after = state.apply(as_the_tests_play(state))
            new = after.results[len(state.results) :]
            return bool(new and new[-1].winner and not new[-1].points)

        record, state = played_record("chiva", seed, stop=before_breaking)
        if not state.over:
            return record, state
    raise AssertionError("no seed below 300 breaks a streak")


@at_one_size("phone")
def test_a_hand_won_against_a_streak_says_the_streak_was_broken(browser, base_url, size):
    record, state = breaking_record()
    seat = state.to_act
    ctx = sized(browser, base_url, size)
    page = ctx.new_page()
    try:
        seats = ["computer"] * 4
        seats[seat - 1] = "here"
        match = import_record(page, record, seats)
        enter(page, match, ack=len(state.results))
        decide(page)  # the hand's last move, the tests' way
        after = state.apply(as_the_tests_play(state))
        r = after.results[-1]
        us = "13" if seat % 2 else "24"
        reveal = page.locator(".reveal")
        expect(reveal.locator(".result").last).to_have_text(broke(r.winner, us))
        outcome = "You won the hand!" if r.winner == us else "You lost the hand."
        expect(reveal.locator(".outcome")).to_have_text(outcome)
        expect(reveal.locator(".score-change")).to_contain_text("Us: 0, Them: 0")
        assert serious_violations(page) == []
    finally:
        ctx.close()


# --- names -------------------------------------------------------------------------------------

# The players' names: the host's typed on the start screen, the friends' on taking their seats.
# Seat 4's is markup, which the page must show as the text it is.
NAMES = {1: "Marta", 2: "Luis", 3: "Ana", 4: "<i>Tomás</i>"}

# Whether an element's words are all shown: none cut across or down, all inside the window.
FITS = """el => {
  const r = el.getBoundingClientRect();
  return el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1
    && r.left >= 0 && r.right <= innerWidth && r.width > 0;
}"""


@pytest.fixture
def friends(browser, base_url, request):
    """`friends(size, seats, seed, listening, script)`: a Chiva table of named friends, each
    seat in ``seats`` on a device of its own at ``size`` (the host, seat 1, first), the others
    computers; started. The devices of the seats in ``listening`` keep what their live regions
    say (``heard``); ``script``, when given, runs first in every device's pages. Returns
    {seat: Device}."""
    made: list[Device] = []

    def make(size: str, seats, seed: int, listening=(), script=None) -> dict[int, Device]:
        width, height = SIZES[size]
        phone = size == "phone"
        options = {
            "viewport": {"width": width, "height": height},
            "has_touch": phone,
            "is_mobile": phone,
        }
        devices = {seat: Device(browser, base_url, {seat}, **options) for seat in seats}
        made.extend(devices.values())
        for seat in listening:
            devices[seat].context.add_init_script(HEARD)
        for dev in devices.values():
            if script:
                dev.context.add_init_script(script)
        host = devices[1].page
        host.goto("/")
        form = host.get_by_role("form", name="Play with friends")
        kinds = ["here"] + ["invited" if n in seats else "computer" for n in (2, 3, 4)]
        for n, kind in enumerate(kinds, start=1):
            host.locator(f"#friend-seat-{n}").select_option(kind)
        form.get_by_label("Your name (optional)").fill(NAMES[1])
        form.get_by_label("Seed of the deals (optional)").fill(str(seed))
        form.get_by_role("button", name="Create the table").click()
        expect(host.locator("body")).to_have_attribute("data-screen", "lobby")
        link = host.locator("#invite-link").input_value()
        for seat in sorted(seats)[1:]:
            devices[seat].page.goto(link)
            take_seat(devices[seat].page, seat, NAMES[seat])
        start_table(host)
        for dev in devices.values():
            expect(dev.page.locator("body")).to_have_attribute("data-screen", "table")
        return devices

    yield make
    for dev in made:
        dev.close()


@at_one_size("phone")  # the names said are the same at any size; the plate fits a phone
def test_names_in_the_status_the_plates_the_narration_the_offers_and_the_log(friends, size):
    devices = friends(size, (1, 2, 3), opener_seed(1))
    marta, luis, ana = (devices[n].page for n in (1, 2, 3))
    # the plates: the partner by name, fitting a phone; another by name and seat
    partner = ana.locator('.seat[data-seat="1"] .who')
    expect(partner).to_have_text("Marta, your partner")
    assert partner.evaluate(FITS), "the partner's plate is cut"
    expect(ana.locator('.seat[data-seat="2"] .who')).to_have_text("Luis, seat\u00a02")
    expect(luis.locator('.seat[data-seat="3"] .who')).to_have_text("Ana, seat\u00a03")
    expect(ana.locator('.seat[data-seat="3"] .who')).to_have_text("You, seat 3")
    # the status and the narration
    expect(ana.locator("#status")).to_have_text("Marta to play")
    open_with_double_six(marta)
    said(ana, "Marta plays 6-6.")
    said(marta, "You play 6-6.")  # her own move: "you", though she gave a name
    for page in (marta, ana):
        expect(page.locator("#status")).to_have_text("Luis to play")
    assert serious_violations(ana) == []
    # the log
    tool(ana, "Log")
    dialog = ana.locator("#log-dialog")
    expect(dialog).to_contain_text("Marta opens with 6-6.")
    assert serious_violations(ana) == []
    dialog.get_by_role("button", name="Close").click()
    # an offer, its wait and its refusal
    tool(marta, "Undo")
    expect(marta.locator("#offer")).to_contain_text(
        "You asked to take back your 6-6: waiting for Luis and Ana."
    )
    bar = ana.locator("#offer")
    expect(bar).to_contain_text("Marta asks to take back their 6-6.")
    assert serious_violations(ana) == []
    bar.get_by_role("button", name="Refuse").click()
    expect(marta.locator("#banner")).to_have_text("Ana refused to undo the last move.")
    # a nudge, and its refusal a moment later
    dialog = open_table_panel(ana)
    dialog.get_by_role("button", name="Nudge Luis").click()
    expect(ana.locator("#banner")).to_have_text("Luis got a gentle nudge.")
    expect(luis.locator("#banner")).to_have_text(
        "Ana gives you a gentle nudge: the table is waiting for you."
    )
    dialog.get_by_role("button", name="Nudge Luis").click()
    expect(ana.locator("#banner")).to_contain_text("Luis was nudged a moment ago: nudge again in")


def domino_hand() -> tuple[int, int]:
    """A Chiva seed whose first hand, every seat played the tests' way, ends in a domino; and
    the seat that goes out."""
    for seed in range(300):
        _, state = played_record("chiva", seed, stop=lambda s: bool(s.results))
        r = state.results[0]
        if r.kind == "domino":
            return seed, r.seat
    raise AssertionError("no seed below 300 ends its first hand in a domino")


def named_friends_before_the_end(browser, base_url: str, size: str, seed: int, made: list):
    """The Chiva table of ``friends`` with every seat on a device of its own (added to
    ``made``), made, named and started through the API, its first hand played there (every
    seat the tests' way) up to its last move; then each device opens it. {seat: Device}."""
    devices = {n: Device(browser, base_url, {n}, **online.sized(size)) for n in (1, 2, 3, 4)}
    made.extend(devices.values())
    host = devices[1].page.request
    names = [NAMES[1], None, None, None]
    body = {"variant": "chiva", "seats": ["here"] + ["invited"] * 3, "seed": seed, "names": names}
    r = host.post("/api/matches", data=body)
    assert r.status == 201, r.text()
    created = r.json()
    id, code = created["id"], created["invitation"]["code"]
    kept = {1: created["secrets"]}
    for n in (2, 3, 4):
        claim = {"seat": n, "name": NAMES[n]}
        r = devices[n].page.request.post(f"/api/invitations/{code}/claim", data=claim)
        assert r.ok, r.text()
        kept[n] = {"seats": {str(n): r.json()["secret"]}}
    proof = lambda n: {"Dobleseis-Secrets": " ".join(kept[n]["seats"].values())}  # noqa: E731
    host_proof = {"Dobleseis-Secrets": kept[1]["host"]}
    r = host.post(f"/api/matches/{id}/host", data={"do": "start"}, headers=host_proof)
    assert r.ok, r.text()
    record, _ = played_record("chiva", seed, stop=lambda s: bool(s.results))
    now = version_of(devices[1].page, id)
    for action in record["actions"][:-1]:
        seat = action.pop("seat")
        body = {"version": now, "seat": seat, "action": action}
        r = host.post(f"/api/matches/{id}/act", data=body, headers=proof(seat))
        assert r.ok, r.text()
        now = r.json()["version"]
    for n, dev in devices.items():
        dev.page.add_init_script(
            f"localStorage.setItem({TABLE + id!r}, {json.dumps(json.dumps(kept[n]))});"
            f"sessionStorage.setItem('dobleseis.match', {json.dumps(json.dumps({'id': id}))});"
        )
        dev.page.goto("/")
        expect(dev.page.locator("body")).to_have_attribute("data-version", str(now))
    return devices


@at_one_size("phone")
def test_names_at_the_end_of_a_hand_and_on_the_score_sheet_shown_as_text(browser, base_url, size):
    """The hand is played up to its last move through the API (the words at its end are what
    is checked): its last move is made on the device of the seat to make it."""
    seed, out = domino_hand()
    made: list[Device] = []
    try:
        names_at_the_end(named_friends_before_the_end(browser, base_url, size, seed, made), out)
    finally:
        for dev in made:
            dev.close()


def names_at_the_end(devices: dict[int, Device], out: int) -> None:
    # a name is text: the markup in seat 4's shows as it was typed
    plate = devices[1].page.locator('.seat[data-seat="4"] .who')
    expect(plate).to_have_text("<i>Tomás</i>, seat\u00a04")
    assert plate.locator("i").count() == 0
    assert decide(devices[out].page) == "play"  # the domino
    for seat, dev in devices.items():
        page = dev.page
        expect(page.locator("#next-hand")).to_be_visible()
        reveal = page.locator(".reveal")
        # the player who went out is "you" on their own device, by name on the others
        name, leads = ("You", "lead") if seat == out else (NAMES[out], "leads")
        expect(reveal.locator(".result").first).to_contain_text(f"Domino! {name} went out")
        expect(reveal.locator(".next-opening")).to_have_text(
            f"{name} {leads} the next hand with any tile."
        )
        partner = NAMES[(seat + 1) % 4 + 1]
        expect(reveal.locator(".reveal-hands")).to_contain_text(f"{partner}, your partner")
        assert reveal.locator(".reveal-hands i").count() == 0
    page = devices[3].page
    assert serious_violations(page) == []
    tool(page, "Score sheet")
    expect(page.locator("#sheet-dialog")).to_contain_text(
        f"domino, {'you' if out == 3 else NAMES[out]}"
    )
    assert serious_violations(page) == []
    assert replay(page, match_id(page)).results[0].seat == out


# --- the computer standing in, and the pause (items 4 and 5) ----------------------------------


@at_one_size("laptop")
def test_the_friend_the_computer_stands_in_for_keeps_their_place_and_a_way_back(friends, size):
    """The takeover is said on the friend's device, the table does not turn (their seat stays
    at the bottom, its tiles hidden meanwhile), and Take my seat back gives them back."""
    devices = friends(size, (1, 3), seat_three_follows())
    marta, ana = devices[1].page, devices[3].page
    dialog = open_table_panel(marta)
    dialog.locator('.person[data-seat="3"]').get_by_role(
        "button", name="Let the computer play"
    ).click()
    bar = ana.locator("#offer")
    expect(bar).to_contain_text(
        "The host has let the computer play your seat for now; your tiles come back when you "
        "take it back."
    )
    expect(ana.locator(".seat-bottom")).to_have_attribute("data-seat", "3")
    expect(ana.locator(".seat-bottom .plate")).to_contain_text("the computer plays")
    expect(ana.locator(".hand .tile")).to_have_count(0)
    assert serious_violations(ana) == []
    bar.get_by_role("button", name="Take my seat back").click()
    expect(bar).to_be_hidden()
    expect(ana.locator(".hand .tile")).to_have_count(7)
    expect(ana.locator(".seat-bottom")).to_have_attribute("data-seat", "3")


@at_one_size("laptop")
def test_a_friend_plays_while_the_log_is_open_and_every_status_says_who_waits(friends, size):
    """The log open on the host's device pauses the computer players only: the friend still
    plays, and then every device says that the computer waits for Marta ("you" on her own), not
    that it thinks."""
    devices = friends(size, (1, 3), seat_three_follows())
    marta, ana = devices[1].page, devices[3].page
    open_with_double_six(marta)
    my_turn(ana)  # seat 2, a computer, has answered
    tool(marta, "Log")
    expect(marta.locator("#log-dialog .paused-sign")).to_have_text(
        "The computer players wait while this is open; people can still play."
    )
    # the server knows (the sign above is the page's own): seat 4 waits once Ana has played
    expect(ana.locator('.seat[data-seat="1"] .presence')).to_have_text("reading the log")
    line = ana.locator("#line .placed").count()
    decide(ana)  # a person plays on
    expect(ana.locator("#line .placed")).to_have_count(line + 1)
    # Marta's plate says she reads; the status says what it means, without saying who again;
    # the card a screen reader hears says both
    words = "The computer players wait: Marta has the rules or the log open."
    for page in (ana, marta):
        expect(page.locator("#status")).to_have_text("The computer players wait.")
    expect(marta.locator(".seat-bottom .presence")).to_have_text("reading the log")
    expect(ana.locator("#offer .visually-hidden")).to_have_text(words)
    expect(ana.locator("#offer span[aria-hidden=true]")).to_have_text("The computer players wait.")
    assert serious_violations(ana) == []
    marta.locator("#log-dialog").get_by_role("button", name="Close").click()
    expect(ana.locator("#line .placed")).to_have_count(line + 2)  # seat 4 plays at last
    expect(ana.locator("#status")).not_to_have_text("The computer players wait.")


# --- what a request is about -------------------------------------------------------------------


def test_an_undo_request_names_the_tile_it_takes_back(friends):
    """QA with four phones: "Marta asks to undo the last move" did not say which, so her friend
    could not judge it. The request names the tile: Marta's own 6-6, though the computer's
    reply since goes with it; and once Ana has played, Ana's tile, which is what Marta's undo
    takes back then ("your" on Ana's phone). Marta's own box names it too, in her words ("You
    asked to take back Ana's 5-5"), not only that she waits; and so her screen reader tells her,
    once, as the box comes: it said "Asked the others to undo the last move." No frame carries a
    tile Ana may not see."""
    seed = seat_three_follows()
    devices = friends("phone", (1, 3), seed, listening=(1,))
    marta, ana = devices[1].page, devices[3].page
    open_with_double_six(marta)
    my_turn(ana)  # seat 2, a computer, has answered
    caught_up(marta, ana)
    tool(marta, "Undo")
    bar = ana.locator("#offer")
    expect(bar).to_contain_text("Marta asks to take back their 6-6.")
    mine = marta.locator("#offer-text")
    expect(mine).to_have_text("You asked to take back your 6-6: waiting for Ana.")
    assert serious_violations(ana) == []
    bar.get_by_role("button", name="Refuse").click()
    expect(marta.locator("#banner")).to_have_text("Ana refused to undo the last move.")
    decide(ana)  # Ana plays, seat 4 answers
    my_turn(marta)
    caught_up(ana, marta)
    state = replay(ana, match_id(ana))
    tile = name(next(a.tile for a in reversed(state.actions) if a.seat == 3))
    tool(marta, "Undo")
    expect(bar).to_contain_text(f"Marta asks to take back your {tile}.")
    second = f"You asked to take back Ana's {tile}: waiting for Ana."
    expect(mine).to_have_text(second)
    assert serious_violations(ana) == []
    marta.wait_for_function("w => window.__heard.some((x) => x.text === w)", arg=second)
    # asked again while it waits, the request is said again (the tap said nothing)
    tool(marta, "Undo")
    marta.wait_for_function("w => window.__heard.some((x) => x.region === 'live' && x.text === w)",
                            arg=second)  # fmt: skip
    expect(mine).to_have_text(second)
    first = "You asked to take back your 6-6: waiting for Ana."
    told = [x for x in heard(marta) if "asked" in x["text"].lower()]
    assert told == [
        *({"region": "offer-live", "text": w} for w in (first, second)),
        {"region": "live", "text": second},
    ]
    for dev in devices.values():
        assert check_device(dev, seed) > 0


def the_host_ends_a_hand():
    """A Chiva record the tests' way of playing takes to the move of seat 1 that ends a hand
    (not the first, nor the match, the score not 0–0) after which seat 1 leads the next; and
    the state after that move."""
    for seed in range(300):

        def before_the_end(state):
            if state.over:
                return True
            if state.to_act != 1 or not state.results:
                return False
            after = state.apply(as_the_tests_play(state))
            ended = len(after.results) > len(state.results)
            return ended and not after.over and after.to_act == 1 and any(after.score)

        record, state = played_record("chiva", seed, stop=before_the_end)
        if not state.over:
            return record, state.apply(as_the_tests_play(state))
    raise AssertionError("no seed below 300 has seat 1 end a hand and lead the next")


def test_restart_and_new_match_requests_say_which_hand_and_which_match(browser, base_url):
    """QA with four phones: a friend still looking at the end of hand 3 was asked to "restart
    the hand" and took it for that one; the request names the hand under way, hand 4. A new
    match did not say that the match under way stops: the request and the asker's confirmation
    say it, with its score, and where it is kept. The asker's own box says both too, in the
    asker's words: it said only that it waited."""
    record, after = the_host_ends_a_hand()
    hand, (ours, theirs) = len(after.results) + 1, after.score
    with friends_going_on(browser, base_url, record, **online.sized("phone")) as (host, friend, _):
        me, you = host.page, friend.page
        decide(me)  # the host's tile ends the hand, on both phones
        expect(you.locator("#next-hand")).to_be_visible()
        next_hand(me)
        decide(me)  # the host leads the next hand; seat 2, a computer, answers
        expect(me.locator("body")).to_have_attribute("data-turn", "3")
        tool(me, "Restart hand")
        bar = you.locator("#offer")
        expect(bar).to_contain_text(
            f"Your partner asks to restart hand {hand}, the hand being played now."
        )
        expect(you.locator("#reveal-title")).to_have_text(f"Hand {hand - 1} is over")
        mine = me.locator("#offer-text")
        expect(mine).to_have_text(
            f"You asked to restart hand {hand}, the hand being played now: "
            "waiting for your partner."
        )
        assert serious_violations(you) == []
        bar.get_by_role("button", name="Refuse").click()
        expect(me.locator("#banner")).to_have_text("Your partner refused to restart the hand.")
        stops = f"This match stops at Us {ours}, Them {theirs}, and stays in Your matches"
        tool(me, "New match")
        dialog = me.locator("#confirm-dialog")
        expect(dialog).to_contain_text(stops)
        assert serious_violations(me) == []
        dialog.get_by_role("button", name="Start a new match").click()
        expect(bar).to_contain_text(f"Your partner asks to start a new match. {stops} to replay.")
        expect(mine).to_have_text(
            f"You asked to start a new match: waiting for your partner. {stops} to replay."
        )
        assert serious_violations(you) == []


def test_the_asker_hears_each_friend_who_accepts(friends):
    """A request to two friends: as Ana accepted, Marta's box went from "waiting for Luis and
    Ana" to "waiting for Luis" without a word, so that her screen reader never told her. It
    tells her who accepted, and whom she waits for still, once."""
    devices = friends("phone", (1, 2, 3), opener_seed(1), listening=(1,))
    marta, luis, ana = (devices[n].page for n in (1, 2, 3))
    open_with_double_six(marta)
    caught_up(marta, ana)
    tool(marta, "Undo")
    mine = marta.locator("#offer-text")
    asked = "You asked to take back your 6-6: waiting for Luis and Ana."
    expect(mine).to_have_text(asked)
    ana.locator("#offer").get_by_role("button", name="Accept").click()
    expect(mine).to_have_text("You asked to take back your 6-6: waiting for Luis.")
    accepted = "Ana accepted: waiting for Luis."
    marta.wait_for_function("w => window.__heard.some((x) => x.text === w)", arg=accepted)
    luis.locator("#offer").get_by_role("button", name="Accept").click()
    expect(marta.locator("#line .placed")).to_have_count(0)  # the 6-6 is back in her hand
    told = [x for x in heard(marta) if x["region"] == "offer-live"]
    assert told == [{"region": "offer-live", "text": w} for w in (asked, accepted)]


# The order in which a page takes in the server's frames when a request everyone agreed to is
# carried out, set by `window.__order`: "answer first" holds the views back, from the first on,
# until the server's word that everyone agreed has been taken in (the server sends it first when
# both are of the same change); "view first" holds that word back until a view has been, as a
# device may hear it when the view was built before the answer was known (another server
# process, a change that came in two). The frames held are then taken in, in order.
ORDER = """
(() => {
  const add = WebSocket.prototype.addEventListener;
  WebSocket.prototype.addEventListener = function (type, listener, ...rest) {
    if (type !== 'message') return add.call(this, type, listener, ...rest);
    const held = [];
    const release = (event) => {
      window.__order = null;
      listener(event);
      for (const e of held.splice(0)) listener(e);
    };
    return add.call(this, type, (event) => {
      let frame = {};
      try { frame = JSON.parse(event.data); } catch {}
      const order = window.__order;
      if (order === 'answer first') {
        if (frame.type === 'offer_accepted') return release(event);
        if (held.length || frame.type === 'view') return held.push(event);
      }
      if (order === 'view first') {
        if (frame.type === 'view') return release(event);
        if (held.length || frame.type === 'offer_accepted') return held.push(event);
      }
      listener(event);
    }, ...rest);
  };
})();
"""


def agreed_once(page: Page, words: str) -> None:
    """``words`` are in the banner, read out once (an alert), and an undo's or redo's agreement
    without what it did never was."""
    expect(page.locator("#banner")).to_have_text(words)
    told = [x["text"] for x in heard(page) if "agreed" in x["text"]]
    assert told.count(words) == 1, told
    bare = ("Everyone agreed to undo", "Everyone agreed to redo")
    assert not [w for w in told if w.startswith(bare)], told


def ask(asker: Page, answerer: Page, tool_name: str, words: str, mine: str | None, order: str):
    """``asker`` asks with the bar's ``tool_name``; ``answerer`` reads ``words`` in its request
    bar and ``asker`` its own (``mine``, unless None); then both pages hold the frames to come
    in ``order`` (ORDER). The answerer's request bar, for the caller to accept."""
    tool(asker, tool_name)
    bar = answerer.locator("#offer")
    expect(bar).to_contain_text(words)
    if mine is not None:
        expect(asker.locator("#offer-text")).to_have_text(mine)
    for page in (asker, answerer):
        page.evaluate(f"() => {{ window.__order = '{order}'; }}")
    return bar


@pytest.mark.parametrize("order", ["view first", "answer first"])
def test_an_agreed_undo_and_redo_say_the_tile_on_every_device(friends, order):
    """An undo everyone agreed to is said on every device with what it took back, as a device
    undoing on its own says it ("Everyone agreed to undo the last move" alone left the players
    to find out which tile went where): the tile and whose it is, "taken back" on the others'
    devices, back in its player's hand on hers (her turn again); and so is a redo, once,
    whichever of the view it made and the server's word that everyone agreed comes first
    (``order``). Heard first (the server sends it first), the agreement waits for its view, and
    the redo's tile is not said again as a move made anew; heard after it, the redo's move was
    said as it came, and the agreement names it again. The redo's request names the tile it
    plays again, as the undo's names the one it takes back, on both devices: it said "Ana asks
    to redo the move undone." No frame carries a tile a device may not see."""
    seed = seat_three_follows()
    devices = friends("phone", (1, 3), seed, listening=(1, 3), script=ORDER)
    marta, ana = devices[1].page, devices[3].page
    open_with_double_six(marta)
    my_turn(ana)  # seat 2, a computer, has answered
    decide(ana)  # Ana plays, seat 4 answers
    my_turn(marta)
    caught_up(ana, marta)
    state = replay(ana, match_id(ana))
    tile = name(next(a.tile for a in reversed(state.actions) if a.seat == 3))
    bar = ask(marta, ana, "Undo", f"Marta asks to take back your {tile}.", None, order)
    bar.get_by_role("button", name="Accept").click()
    agreed_once(marta, f"Everyone agreed: Ana's {tile} is taken back.")
    agreed_once(ana, f"Everyone agreed: your {tile} is back in your hand. Your turn.")
    my_turn(ana)
    caught_up(marta, ana)

    mine = f"You asked to play your {tile} again: waiting for Marta."
    bar = ask(ana, marta, "Redo", f"Ana asks to play their {tile} again.", mine, order)
    since = len(heard(marta))
    bar.get_by_role("button", name="Accept").click()
    agreed_once(marta, f"Everyone agreed: Ana plays {tile} again.")
    agreed_once(ana, f"Everyone agreed: you play {tile} again.")
    my_turn(marta)  # seat 4 has answered again
    if order == "answer first":  # the redo's tile said once, as made again
        told = [x["text"] for x in heard(marta)[since:]]
        assert [w for w in told if f"Ana plays {tile}" in w] == [
            f"Everyone agreed: Ana plays {tile} again."
        ], told
    for dev in devices.values():
        assert check_device(dev, seed) > 0


# A Haiti choice other than a tile, made by the host (seat 1) of a friends' table: the state a
# record comes to for it (seat 1 to make it), the button that makes it, the words the view it
# made says of it as a move made anew on the friend's device (Ana, seat 3), and what an undo and
# then a redo everyone agreed to say of it on the host's device ("you") and on Ana's ("your
# partner": the host gave no name), and the log's words for it, which Ana's request to redo it
# says on the host's device and on her own.
ACCEPTED = (
    "Accept",
    "Your partner accepts the deal.",
    (
        "Everyone agreed: your acceptance of the deal is taken back. "
        "Look at your tiles and accept the deal.",
        "Everyone agreed: your partner's acceptance of the deal is taken back; "
        "your partner is looking at the deal again.",
    ),
    (
        "Everyone agreed: you accept the deal again.",
        "Everyone agreed: your partner accepts the deal again.",
    ),
    ("You accept the deal.", "Your partner accepts the deal."),
)


def accepting(state, redealt: bool) -> bool:
    """Seat 1 is to accept the deal, and the computer at seat 2 requests a redeal after it
    (``redealt``: the computer always does where it may) or not."""
    if state.phase is not Phase.ACCEPT or state.to_act != 1:
        return False
    return state.apply(Accept(1)).can_redeal(2) == redealt


HAITI_STEPS = {
    "accept": (lambda s: accepting(s, False), *ACCEPTED),
    # the computer's redeal since is not the host's: the host accepted
    "accept, redealt by a computer": (lambda s: accepting(s, True), *ACCEPTED),
    "redeal": (
        lambda s: s.phase is Phase.ACCEPT and s.to_act == 1 and s.can_redeal(1),
        "Request a redeal",
        "Your partner requests a redeal",
        (
            "Everyone agreed: your request for a redeal is taken back; the deal before it is "
            "back. Look at your tiles and accept the deal.",
            "Everyone agreed: your partner's request for a redeal is taken back; the deal "
            "before it is back.",
        ),
        (
            "Everyone agreed: you request a redeal again; the new deal is back.",
            "Everyone agreed: your partner requests a redeal again; the new deal is back.",
        ),
        (
            "You hold five or more doubles and request a redeal.",
            "Your partner holds five or more doubles and requests a redeal.",
        ),
    ),
    "choose": (
        lambda s: s.phase is Phase.CHOOSE and s.to_act == 1,
        "My partner (Ana)",
        "Your partner asks you to open.",
        (
            "Everyone agreed: your choice of who opens is taken back. Who opens?",
            "Everyone agreed: your partner's choice of who opens is taken back; your partner "
            "chooses again.",
        ),
        (
            "Everyone agreed: you ask your partner, Ana, to open again.",
            "Everyone agreed: your partner asks you to open again.",
        ),
        ("You choose your partner, Ana, to open.", "Your partner chooses you to open."),
    ),
}


def haiti_step_record(decision) -> dict:
    """A Haiti record (every seat as the tests play) up to the first state where
    ``decision(state)`` holds."""
    for seed in range(300):
        record, state = played_record("haiti", seed, stop=lambda s: s.over or decision(s))
        if not state.over:
            return record
    raise AssertionError("no seed below 300 comes to the decision")


def host_to_act(page: Page) -> None:
    """Wait until ``page`` shows the host's turn (seat 1's)."""
    expect(page.locator("body")).to_have_attribute("data-turn", "1")


# Each step with one order of the frames, both orders among them (each order is one more friends'
# table: two devices, a whole page load each).
@pytest.mark.parametrize(
    ("kind", "order"),
    list(
        zip(HAITI_STEPS, ["view first", "answer first", "answer first", "view first"], strict=True)
    ),
)
def test_an_agreed_undo_and_redo_of_a_haiti_step_say_what_it_was(browser, base_url, kind, order):
    """An undo everyone at a friends' table agreed to of a Haiti deal's acceptance, a redeal or
    the choice of who opens said "Everyone agreed to undo the last move. Undone: ..." on every
    device, where a tile's says it in a sentence of its own ("Everyone agreed: Ana's 5-5 is
    taken back."); and so did a redo. Each says what it took back or made again, whose ("your"
    on its player's own device, the turn after it there; "your partner" on the partner's, what
    they do now), once, whichever of the view it made and the server's word that everyone
    agreed comes first (``order``); heard first, the redo's choice is not said again as a move
    made anew. A redeal taken back no longer stands over the line of the partner's phone ("Your
    partner requests a redeal" stayed there). The request to redo it says what it makes again,
    in the log's words, on both devices (it said "Ana asks to redo the move undone."). No frame
    carries a tile a device may not see."""
    decision, button, anew, undone, redone, asked = HAITI_STEPS[kind]
    record = haiti_step_record(decision)
    with friends_going_on(
        browser,
        base_url,
        record,
        scripts=(HEARD, ORDER),
        name="Ana",
        ready=host_to_act,
        **online.sized("phone"),
    ) as (host, friend, _):
        marta, ana = host.page, friend.page
        for dev in (host, friend):  # the answers of the setting up, to pages since left
            dev.responses.clear()
        made = int(version(marta))
        marta.get_by_role("button", name=button, exact=True).click()
        marta.wait_for_function(online.WAITS, arg=made + 1)  # the computers have answered
        caught_up(ana, marta)

        words = "Your partner asks to take back this move:"
        bar = ask(marta, ana, "Undo", words, None, order)
        bar.get_by_role("button", name="Accept").click()
        agreed_once(marta, undone[0])
        agreed_once(ana, undone[1])
        if kind == "redeal":  # what the table shows over the line goes with it
            expect(ana.locator(".over-line .notice")).to_have_count(0)
        host_to_act(marta)
        caught_up(ana, marta)

        mine = f"You asked to redo this move: {asked[1]} Waiting for your partner."
        bar = ask(ana, marta, "Redo", f"Ana asks to redo this move: {asked[0]}", mine, order)
        since = len(heard(ana))
        bar.get_by_role("button", name="Accept").click()
        agreed_once(marta, redone[0])
        agreed_once(ana, redone[1])
        if order == "answer first":  # said once, as made again
            told = [x["text"] for x in heard(ana)[since:]]
            assert not [w for w in told if anew in w], told
        for dev in (host, friend):
            assert check_device(dev, record["seed"]) > 0


def seat_three_passes_first() -> int:
    """A seed whose first deal gives seat 2 (a computer's) the 6-6 and seat 3 no other 6: seat 3
    passes after the lead."""
    sixes = [parse_tile(f"6-{b}") for b in range(6)]
    return first_seed(
        lambda h: bool(h[1] >> DOUBLE_SIX & 1) and not any(h[2] >> t & 1 for t in sixes)
    )


@pytest.mark.parametrize("order", ["answer first"])  # the other order: the tile's test above
def test_an_agreed_redo_of_a_pass_says_the_pass(friends, order):
    """A hand restarted at a friends' table, the computer's lead made again, comes to Ana's pass
    (she holds no 6): a redo everyone agreed to makes that pass again, and said only "Everyone
    agreed to redo the move undone." on every device. It says whose pass it made again ("you"
    on Ana's phone), once, whichever of the view it made and the server's word that everyone
    agreed comes first (``order``); heard first, the pass is not said again as a move made
    anew. The request to redo it names that pass, on both devices, as the log does (it said
    "Marta asks to redo the move undone."), but not on a page come since the restart, which
    never saw it."""
    seed = seat_three_passes_first()
    devices = friends("phone", (1, 3), seed, listening=(1, 3), script=ORDER)
    marta, ana = devices[1].page, devices[3].page
    assert decide(ana) == "pass"  # after seat 2's 6-6; seat 4 answers
    expect(marta.locator("body")).to_have_attribute("data-turn", "1")
    caught_up(ana, marta)
    tool(marta, "Restart hand")
    ana.locator("#offer").get_by_role("button", name="Accept").click()
    expect(ana.locator("body")).to_have_attribute("data-turn", "3")  # the 6-6 played again
    caught_up(marta, ana)

    tool(marta, "Redo")
    bar = ana.locator("#offer")
    expect(bar).to_contain_text("Marta asks to redo this move: You pass, holding no 6s.")
    mine = "You asked to redo this move: Ana passes, holding no 6s. Waiting for Ana."
    expect(marta.locator("#offer-text")).to_have_text(mine)
    # reloaded since the restart, Marta's page never saw the pass: it names none
    assert check_device(devices[1], seed) > 0  # the answers read before the page leaves them
    devices[1].responses.clear()
    marta.reload()
    mine = "You asked to redo the move undone: waiting for Ana."
    expect(marta.locator("#offer-text")).to_have_text(mine)
    for page in (marta, ana):
        page.evaluate(f"() => {{ window.__order = '{order}'; }}")
    since = len(heard(marta))
    bar.get_by_role("button", name="Accept").click()
    agreed_once(marta, "Everyone agreed: Ana passes again.")
    agreed_once(ana, "Everyone agreed: you pass again.")
    expect(marta.locator("body")).to_have_attribute("data-turn", "1")
    if order == "answer first":  # said once, as made again
        told = [x["text"] for x in heard(marta)[since:]]
        assert not [w for w in told if "Ana passes." in w], told
    for dev in devices.values():
        assert check_device(dev, seed) > 0
