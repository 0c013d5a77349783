"""Quick reactions at a public table (issue 28), on three devices at a phone's size (touch) and a
laptop's: a reaction reaches every device of the table, by its sender's plate and in a polite
live region of its own, never over the player's name, tiles or the line; a player mutes
another, whose reactions then reach the others and not the muter; too many reactions are
answered kindly; axe on each new state. Every frame and answer each device receives is checked
for tiles hidden from it and for the secrets of the others.

The server's computers move only when asked and its clock stands still (``still``), so the
reactions' rate (three at once, then one every two seconds) is the same on every run."""

from __future__ import annotations

import json
import re
from contextlib import ExitStack

import pytest
from playwright.sync_api import expect
from websockets.sync.client import connect

from dobleseis.core.rng import Rng

from .conftest import at_one_size
from .helpers import HEARD, TABLE, born, heard
from .online import SIZES, Device, check_device, sized
from .test_a11y import serious_violations
from .test_languages import choose_language, each_language
from .test_ratings import Http, Player, as_player
from .test_wcag import TOUCH_SIZES, targets


@pytest.fixture(params=list(SIZES))
def size(request):
    return request.param


def at_table(dev: Device, player: Player, id: str, **shown) -> None:
    """The device holds ``player``'s profile and seat at table ``id``, and shows that table
    (``ack=0``: the end of the hand just played too, as a device there all along would)."""
    kept = {
        "dobleseis.profile": {"profile": player.profile, "secret": player.secret},
        TABLE + id: {"seats": {str(s): k for s, k in player.seats[id].items()}},
    }
    script = "".join(
        f"localStorage.setItem({key!r}, {json.dumps(value)!r});" for key, value in kept.items()
    )
    script += f"sessionStorage.setItem('dobleseis.match', {json.dumps({'id': id} | shown)!r});"
    dev.context.add_init_script(script)
    dev.page.goto("/")
    if shown:  # the card of the hand played
        expect(dev.page.locator("body")).to_have_attribute("data-screen", "reveal")
        return
    expect(dev.page.locator("body")).to_have_attribute("data-screen", "table")
    expect(dev.page.locator(".hand .tile")).to_have_count(7)


def started(http: Http) -> tuple[str, list[Player]]:
    """A quick-match Chiva table started with Ana, Ben and Cy at seats 1, 2 and 3, a computer
    at seat 4: its id and the players."""
    players = [
        Player(http, name, avatar)
        for name, avatar in (("Ana", "🐢"), ("Ben", "teal"), ("Cy", "⭐"))
    ]
    id = players[0].quick("chiva")["id"]
    for p in players[1:]:
        assert p.quick("chiva")["id"] == id
    assert http.post(
        f"/api/public/tables/{id}/start", json={}, headers=players[0].headers(id)
    ).is_success
    return id, players


@pytest.fixture
def table(browser, playwright, still, size):
    """Ana, Ben and Cy at seats 1, 2 and 3 of a quick-match Chiva table, a computer at seat 4,
    each on a device of their own showing it."""
    http = Http(playwright, still.url)
    id, players = started(http)
    devices = []
    for n, p in enumerate(players, start=1):
        dev = Device(browser, still.url, {n}, **sized(size))
        devices.append(dev)
        at_table(dev, p, id)
    yield id, players, devices
    for dev in devices:
        dev.close()
    http.request.dispose()


@pytest.fixture
def bens_table(browser, playwright, still, size):
    """The table of ``table`` where only Ben's device is looked at: Ana and Cy are at the table
    by a live connection each, held open with no page (the table counts them there, as it would
    their devices: no plate says they are away), which costs a page load less each."""
    http = Http(playwright, still.url)
    id, players = started(http)
    live = still.url.replace("http", "ws", 1) + f"/api/matches/{id}/live"
    with ExitStack() as held:
        for seat in (1, 3):
            ws = held.enter_context(connect(live, max_queue=None))
            secrets = list(players[seat - 1].seats[id].values())
            ws.send(json.dumps({"type": "hello", "secrets": secrets, "show": [seat]}))
            while (frame := json.loads(ws.recv(timeout=15)))["type"] != "table":
                assert frame["type"] in ("welcome", "view"), frame
            assert frame["table"]["seats"][seat - 1]["connected"], frame
        ben = Device(browser, still.url, {2}, **sized(size))
        held.callback(ben.close)
        at_table(ben, players[1], id)
        yield id, players, ben
    http.request.dispose()


def react(dev: Device, words: str) -> None:
    page = dev.page
    page.get_by_role("button", name="Reactions", exact=True).click()
    dialog = page.locator("#react-dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name=words).click()


def bubble(dev: Device, seat: int):
    return dev.page.locator(f'.seat[data-seat="{seat}"] .plate .reaction')


def apart(a: dict, b: dict) -> bool:
    """Whether boxes ``a`` and ``b`` share no point inside both."""
    return (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def clear_of_tiles_and_line(dev: Device, seat: int) -> None:
    """The reaction on ``seat``'s plate covers none of the device's tiles, nor the line's box,
    nor the name on the plate."""
    page = dev.page
    box = bubble(dev, seat).bounding_box()
    others = [page.locator("#line").bounding_box()]
    others.append(page.locator(f'.seat[data-seat="{seat}"] .plate .who').bounding_box())
    others += [t.bounding_box() for t in page.locator(".hand .tile").all()]
    for o in others:
        assert apart(box, o), (box, o)


def covers_no_tile(dev: Device, button) -> None:
    """``button`` lies over no tile of the page: the player's own, the line's, nor the backs of
    the others' hands. (Of a plate's mute button, what is seen is its disc: the rest of the
    finger's 44 px it answers to is transparent, app.css.)"""
    if button.locator(".disc").count():
        button = button.locator(".disc")
    box = button.bounding_box()
    tiles = dev.page.locator(".tile, .back").all()
    assert tiles
    for tile in tiles:
        assert apart(box, tile.bounding_box()), (box, tile.get_attribute("class"))


def reactions_heard(dev: Device) -> list[dict]:
    return [f for f in dev.frames if f["type"] == "reaction"]


# The sizes of Ana's and Cy's devices where Ben's is a phone's or a laptop's: a small phone and
# a phone turned sideways, a smaller laptop.
OTHER_SIZES = {"phone": [(360, 640), (844, 390)], "laptop": [(1280, 800), (1366, 768)]}


def test_a_reaction_reaches_every_device_and_a_muted_player_s_not_the_muter(table, still, size):
    """The longest phrase lay over its sender's whole plate, name and all: it lies by the name,
    at the bottom of Ana's screen, at the side of Ben's and at the top of Cy's, on each size."""
    id, (ana, ben, cy), devices = table
    a, b, c = devices
    for dev, (width, height) in zip((a, c), OTHER_SIZES[size], strict=True):
        dev.page.set_viewport_size({"width": width, "height": height})
    react(a, "Well played, partner!")
    for dev in devices:  # Ana's plate: at the bottom of her own screen, elsewhere on theirs
        expect(bubble(dev, 1)).to_have_text("Well played, partner!")
        clear_of_tiles_and_line(dev, 1)
    expect(b.page.locator("#reactions-live")).to_have_text("Ana says: Well played, partner!")
    expect(a.page.locator("#react-dialog")).to_be_hidden()
    assert serious_violations(b.page) == []

    # Ben mutes Ana, from the reactions panel
    b.page.get_by_role("button", name="Reactions", exact=True).click()
    dialog = b.page.locator("#react-dialog")
    dialog.get_by_role("button", name="Mute Ana").click()
    expect(dialog.get_by_role("button", name="Unmute Ana")).to_have_attribute(
        "aria-pressed", "true"
    )
    expect(dialog.get_by_role("button", name="Mute Cy")).to_be_visible()
    assert serious_violations(b.page) == []
    dialog.get_by_role("button", name="Close").click()
    assert ben.http.get("/api/profiles/me", headers=ben.headers()).json()["muted"] == [
        ana.profile["id"]
    ]

    react(a, "Thanks!")
    expect(bubble(c, 1)).to_have_text("Thanks!")
    expect(bubble(a, 1)).to_have_text("Thanks!")
    react(c, "Hello!")  # after Ana's: Ben hears Cy, and has not heard Ana
    expect(bubble(b, 3)).to_have_text("Hello!")
    expect(bubble(a, 3)).to_have_text("Hello!")
    expect(bubble(c, 3)).to_have_text("Hello!")  # its own, told back: in its frames now
    assert [f["phrase"] for f in reactions_heard(b)] == ["well_played_partner", "hello"]
    assert [f["phrase"] for f in reactions_heard(c)] == ["well_played_partner", "thanks", "hello"]
    expect(bubble(b, 1)).to_have_count(0)

    # the third of a burst goes; the fourth is answered kindly, the panel staying open
    react(a, "Good game!")
    expect(bubble(c, 1)).to_have_text("Good game!")
    react(a, "Wow!")
    note = a.page.locator("#react-dialog .react-note")
    expect(note).to_have_text(
        re.compile(r"^Easy there! You can send another one in \d+ seconds?\.$")
    )
    assert serious_violations(a.page) == []
    assert "wow" not in [f["phrase"] for f in reactions_heard(c)]

    # Ben unmutes Ana
    b.page.get_by_role("button", name="Reactions", exact=True).click()
    b.page.locator("#react-dialog").get_by_role("button", name="Unmute Ana").click()
    muting = b.page.locator("#react-dialog").get_by_role("button", name="Mute Ana", exact=True)
    expect(muting).to_have_attribute("aria-pressed", "false")
    assert ben.http.get("/api/profiles/me", headers=ben.headers()).json()["muted"] == []

    seed = still.app.state.tables.get(id).seed
    secrets = {p.secret: p for p in (ana, ben, cy)}
    for p, dev in zip((ana, ben, cy), devices, strict=True):
        assert check_device(dev, seed) > 0
        secrets_of_others = [s for s, q in secrets.items() if q is not p]
        secrets_of_others += [k for q in (ana, ben, cy) if q is not p for k in q.seats_all()]
        received = [json.dumps(f) for f in dev.frames]
        received += [
            r.text() for r in dev.responses if "json" in (r.headers.get("content-type") or "")
        ]
        for text in received:
            assert not any(s in text for s in secrets_of_others)


def test_too_many_reactions_is_said_in_the_panel_s_own_live_region(browser, playwright, still):
    """QA with a screen reader: "Easy there!" came in a live region drawn with the panel, its
    words already in it, and may never have been read out. The panel has a live region of its
    own, kept as the panel is drawn again, which says it (the page's regions are behind the
    open panel); the note shown is no region of its own."""
    http = Http(playwright, still.url)
    dev = Device(browser, still.url, {1}, **sized("laptop"))
    try:
        ana = Player(http, "Ana", "🐢")
        id = ana.quick("chiva")["id"]
        started = http.post(f"/api/public/tables/{id}/start", json={}, headers=ana.headers(id))
        assert started.is_success
        dev.context.add_init_script(HEARD)
        at_table(dev, ana, id)
        for words in ("Hello!", "Thanks!", "Wow!"):  # a burst of three goes
            react(dev, words)
            expect(dev.page.locator("#react-dialog")).to_be_hidden()
        react(dev, "Good game!")  # the fourth is answered kindly, the panel staying open
        note = dev.page.locator("#react-dialog .react-note")
        easy = re.compile(r"^Easy there! You can send another one in \d+ seconds?\.$")
        expect(note).to_have_text(easy)
        dev.page.wait_for_function("() => window.__heard.some((x) => x.text.startsWith('Easy'))")
        told = [x for x in heard(dev.page) if x["text"].startswith("Easy")]
        assert told == [{"region": "visually-hidden panel-said", "text": note.inner_text()}]
        assert born(dev.page) == []
    finally:
        dev.close()
        http.request.dispose()


def to_the_end_of_a_hand(http: Http, by_seat: dict[int, Player], id: str) -> None:
    """Play the first hand of public table ``id`` through the API: each person (``by_seat``) a
    seeded legal action, the computers asked to move; it stops as the hand ends."""
    rng = Rng("reactions at the end of a hand")
    any_one = by_seat[1]
    for _ in range(200):
        view = http.get(f"/api/matches/{id}", headers=any_one.headers(id)).json()
        if view["last_result"] is not None:
            return
        seat = view["to_act"]
        if seat in by_seat:
            mover = by_seat[seat]
            mine = http.get(f"/api/matches/{id}?seat={seat}", headers=mover.headers(id)).json()
            body = {"version": mine["version"], "seat": seat, "action": rng.choice(mine["legal"])}
            r = http.post(f"/api/matches/{id}/act", json=body, headers=mover.headers(id))
        else:
            body = {"version": view["version"]}
            r = http.post(f"/api/matches/{id}/computer", json=body, headers=any_one.headers(id))
        assert r.status_code == 200, r.text
    raise AssertionError("the hand did not end")


def test_good_game_at_the_end_of_a_hand_shows_on_the_sender_s_row(browser, playwright, still):
    """At the end of a hand (the cards of the hands shown) the reactions button is among the
    card's buttons, and a reaction follows its sender's name on their row. A phone's size.
    The hand is played through the API (the card is what is checked, not the play): the
    sender's and a receiver's devices open as it ends."""
    http = Http(playwright, still.url)
    players = [Player(http, name, "🐢") for name in ("Ana", "Ben", "Cy")]
    id = players[0].quick("chiva")["id"]
    for p in players[1:]:
        assert p.quick("chiva")["id"] == id
    start = http.post(f"/api/public/tables/{id}/start", json={}, headers=players[0].headers(id))
    assert start.is_success
    to_the_end_of_a_hand(http, dict(enumerate(players, start=1)), id)
    devices = [Device(browser, still.url, {n}, **sized("phone")) for n in (1, 2)]
    try:
        for dev, p in zip(devices, players, strict=False):
            at_table(dev, p, id, ack=0)
        a, b = devices
        for dev in (a, b):
            expect(dev.page.locator("#next-hand, .reveal .winner").first).to_be_visible()
        react(a, "Good game!")
        row = b.page.locator(".reveal li.revealed").nth(0)
        expect(row.locator(".reaction")).to_have_text("Good game!")
        expect(a.page.locator(".reveal li.revealed").nth(0).locator(".reaction")).to_be_visible()
        assert serious_violations(b.page) == []
        seed = still.app.state.tables.get(id).seed
        for dev in devices:
            assert check_device(dev, seed) > 0
    finally:
        for dev in devices:
            dev.close()
        http.request.dispose()


def plate_mute(dev: Device, seat: int):
    return dev.page.locator(f'.seat[data-seat="{seat}"] .plate .plate-mute')


@at_one_size("phone")
def test_a_player_muted_from_their_plate_stays_muted_and_is_heard_by_the_others(
    browser, table, still, size
):
    """Ben mutes Ana from her plate: the plate shows it, and still does after a reload; Ana's
    reaction then shows on Cy's device and not on Ben's. Ben's player watching the table on
    another device (no seat there, so the server sends it Ana's reactions) drops them in the
    page. Ben unmutes her from the plate, and hears her again. The button had the reactions
    button's speech bubble, and a tap changed only its colour: it has a bubble struck through
    of its own, its tooltip says what a tap does, and the banner says what it did. (Where the
    buttons lie at each size is the finger's size test's, below: this one is of behaviour.)"""
    id, (ana, ben, cy), devices = table
    a, b, c = devices
    page = b.page
    mute = plate_mute(b, 1)
    expect(mute).to_have_accessible_name("Mute Ana's reactions")
    expect(mute).to_have_attribute("aria-pressed", "false")
    expect(plate_mute(b, 3)).to_have_accessible_name("Mute Cy's reactions")
    shape = "(svg) => svg.innerHTML"
    reactions_icon = page.locator(".react-open svg").evaluate(shape)
    assert mute.locator("svg").evaluate(shape) != reactions_icon
    for seat in (2, 4):  # Ben's own plate, the computer's
        expect(plate_mute(b, seat)).to_have_count(0)
    assert serious_violations(page) == []
    mute.click()
    expect(mute).to_have_accessible_name("Mute Ana's reactions")  # a toggle's name stays
    expect(mute).to_have_attribute("title", "Hear Ana's reactions again")
    expect(mute).to_have_attribute("aria-pressed", "true")
    expect(mute).to_be_focused()
    expect(page.locator("#banner")).to_have_text("Muted: you won't see Ana's reactions any more.")
    assert mute.locator("svg").evaluate(shape) != reactions_icon
    assert ben.http.get("/api/profiles/me", headers=ben.headers()).json()["muted"] == [
        ana.profile["id"]
    ]
    seed = still.app.state.tables.get(id).seed
    assert check_device(b, seed) > 0  # what the page received, read before it goes
    b.responses.clear()
    page.reload()
    expect(page.locator(".hand .tile")).to_have_count(7)
    expect(plate_mute(b, 1)).to_have_attribute("aria-pressed", "true")
    expect(plate_mute(b, 1)).to_have_attribute("title", "Hear Ana's reactions again")
    expect(plate_mute(b, 3)).to_have_attribute("aria-pressed", "false")
    assert serious_violations(page) == []

    # Ben's player also watches the table from another device, holding no seat there
    watcher = Device(browser, still.url, **sized(size))
    try:
        as_player(watcher, ben)
        watcher.page.goto("/")
        watcher.page.get_by_role("button", name="Public tables").click()
        watcher.page.locator(f".public-table[data-id='{id}']").get_by_role(
            "button", name="Watch"
        ).click()
        expect(watcher.page.locator("body")).to_have_attribute("data-screen", "table")
        expect(plate_mute(watcher, 1)).to_have_attribute("aria-pressed", "true")  # mutes loaded

        react(a, "Nice play!")
        expect(bubble(c, 1)).to_have_text("Nice play!")
        react(c, "Hello!")  # after Ana's, on every socket
        for dev in (b, watcher):
            expect(bubble(dev, 3)).to_have_text("Hello!")
            expect(bubble(dev, 1)).to_have_count(0)
            expect(dev.page.locator("#reactions-live")).to_have_text("Cy says: Hello!")
        assert [f["phrase"] for f in reactions_heard(b)] == ["hello"]  # the server's filter
        assert [f["phrase"] for f in reactions_heard(watcher)] == ["nice_play", "hello"]

        plate_mute(b, 1).click()
        expect(plate_mute(b, 1)).to_have_attribute("aria-pressed", "false")
        expect(plate_mute(b, 1)).to_have_accessible_name("Mute Ana's reactions")
        expect(page.locator("#banner")).to_have_text("You'll see Ana's reactions again.")
        react(a, "Thanks!")
        expect(bubble(b, 1)).to_have_text("Thanks!")
        expect(bubble(c, 1)).to_have_text("Thanks!")
        assert serious_violations(page) == []
        for dev in (*devices, watcher):
            assert check_device(dev, seed) > 0
    finally:
        watcher.close()


# What lies over words on the device's table: a reaction over the status's words or over
# another plate's words (its own plate's foot it may cover: its name stays in sight), a mute
# button over any plate's words (the last move's label a box, the rest their lines of text) or
# over the words of its plate's reaction: the button's disc, what is seen of it (the rest of the
# finger's size it answers to is transparent, app.css).
OVER_WORDS = """() => {
  const over = (a, b) => Math.min(a.right, b.right) > Math.max(a.left, b.left) + 0.5
    && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top) + 0.5;
  const lines = (n) => { const r = document.createRange(); r.selectNodeContents(n);
    return [...r.getClientRects()].filter((b) => b.width > 0); };
  const words = (plate) => [...plate.querySelectorAll(':scope > span:not(.reaction)')]
    .flatMap((n) => (n.matches('.last') ? [n.getBoundingClientRect()] : lines(n))
      .map((box) => [n.className, n.textContent, box]));
  const seat = (n) => n.closest('.seat').dataset.seat;
  const plates = [...document.querySelectorAll('.plate')];
  const status = lines(document.getElementById('status'));
  const out = [];
  for (const bubble of document.querySelectorAll('.plate > .reaction')) {
    const box = bubble.getBoundingClientRect();
    if (status.some((s) => over(box, s))) out.push(`reaction of ${seat(bubble)} over the status`);
    for (const plate of plates.filter((p) => p !== bubble.parentElement))
      for (const [what, text, b] of words(plate))
        if (over(box, b)) out.push(`reaction of ${seat(bubble)} over ${what} "${text}"`);
  }
  for (const mute of document.querySelectorAll('.plate-mute .disc')) {
    const box = mute.getBoundingClientRect();
    const own = mute.closest('.plate').querySelector('.reaction');
    const under = plates.flatMap(words);
    if (own) under.push(...lines(own).map((b) => ['its reaction', own.textContent, b]));
    for (const [what, text, b] of under)
      if (over(box, b)) out.push(`mute of ${seat(mute)} over ${what} "${text}"`);
    if (status.some((s) => over(box, s))) out.push(`mute of ${seat(mute)} over the status`);
  }
  return out;
}"""


def to_a_players_turn(http: Http, still, id: str, ben: Player) -> int:
    """Play the moves due (Ben's the first legal one, the computer's by the pacer) until Ana or
    Cy is to act; their seat."""
    for _ in range(8):
        view = http.get(f"/api/matches/{id}?seat=2", headers=ben.headers(id)).json()
        if view["to_act"] in (1, 3):
            return view["to_act"]
        if view["to_act"] == 2:
            body = {"version": view["version"], "seat": 2, "action": view["legal"][0]}
            played = http.post(f"/api/matches/{id}/act", json=body, headers=ben.headers(id))
            assert played.is_success, played.text
        else:
            assert still.move()
    raise AssertionError("neither Ana nor Cy came to act")


# Two frames drawn, waited for by a ResizeObserver (notified as a frame is drawn, after the
# page's own), not by requestAnimationFrame, which goes by Playwright's clock when it is paused.
FRAMES = """() => new Promise((done) => {
  let frames = 0;
  const seen = new ResizeObserver(() => {
    frames += 1;
    if (frames === 2) {
      seen.disconnect();
      done();
      return;
    }
    seen.unobserve(document.body);
    seen.observe(document.body);
  });
  seen.observe(document.body);
})"""

# Ben's device laid out as phones upright (small and usual), phones turned sideways and a laptop.
LAYOUTS = [(360, 740), (390, 844), (844, 390), (740, 360), (1366, 768)]


@at_one_size("phone")
def test_reactions_and_mute_buttons_cover_no_status_nor_a_plate_s_words(
    bens_table, still, playwright
):
    """A reaction by a side plate of a phone turned sideways lay above it, over the score, the
    status and the partner's name; the mute button on a plate's corner lay over the end of its
    last move's label, "thinking…" at its seat's turn, on a laptop and a phone. On Ben's device,
    laid out at each size in turn, in English and in Tagalog (longer words), Ana's and Cy's
    reactions cover neither the status nor another plate's words, and no mute button covers a
    plate's words or its reaction's; the player to act is thinking on their plate."""
    id, (ana, ben, cy), b = bens_table
    http = Http(playwright, still.url)
    try:
        seat = to_a_players_turn(http, still, id, ben)
        page = b.page
        # The reactions stay while Ben's device is looked at, however long that takes: its
        # timers stand still (the page draws without them; it is waited for by frames, FRAMES).
        page.clock.install()
        page.clock.pause_at(page.evaluate("Date.now()") + 1000)
        for n, player in ((1, ana), (3, cy)):  # through the API: their panels are not looked at
            body = {"seat": n, "phrase": "well_played_partner"}
            sent = http.post(
                f"/api/public/tables/{id}/react", json=body, headers=player.headers(id)
            )
            assert sent.status_code == 204, sent.text
    finally:
        http.request.dispose()
    for lang, thinking in (("en", "thinking…"), ("tl", "nag-iisip…")):
        if lang != "en":
            choose_language(page, lang)
        expect(page.locator(f'.seat[data-seat="{seat}"] .last')).to_have_text(thinking)
        for width, height in LAYOUTS:
            page.set_viewport_size({"width": width, "height": height})
            for n in (1, 3):
                expect(bubble(b, n)).to_be_visible()
            page.evaluate(FRAMES)
            assert page.evaluate(OVER_WORDS) == [], (lang, width, height)
            for n in (1, 3):
                clear_of_tiles_and_line(b, n)


def test_the_mute_and_reactions_buttons_are_a_finger_s_size_on_a_phone(bens_table, size):
    """A plate's mute button was 28 × 28 px, the reactions button 40 wide and the panel's mute
    buttons 40 high; on a laptop the title bar's buttons were 40 high. In every language, at
    the table and in the reactions panel, every control is 44 × 44 px on a phone at least (the
    mute button's disc is still 28 px: the rest of it is transparent), on a laptop the title
    bar's too and the others 24 at least; none overlaps another, nothing is out of reach or
    wider than the window. On the table as a phone and a laptop first show it, no plate's mute
    button nor the toolbar's sound switch lies over a tile."""
    _, _, b = bens_table
    page = b.page
    # On a phone the top row's plates are narrow: their buttons, and the toolbar's sound
    # switch, leave every tile in sight, the others' backs too.
    for button in (plate_mute(b, 1), plate_mute(b, 3), page.locator("#toolbar .sound-switch")):
        covers_no_tile(b, button)
    page.set_viewport_size(dict(zip(("width", "height"), TOUCH_SIZES[size], strict=True)))
    phone = size == "phone"
    found = []
    for lang in each_language(page):
        expect(page.locator(".plate-mute")).to_have_count(2)
        found += targets(page, f"{size} {lang} mute", phone)
        page.locator(".react-open").click()
        dialog = page.locator("#react-dialog")
        expect(dialog).to_be_visible()
        found += targets(page, f"{size} {lang} reactions", phone)
        dialog.locator(".close").click()
        expect(dialog).to_be_hidden()
    assert not found, "\n".join(found)
