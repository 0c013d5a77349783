"""Devices at a shared table: one browser context each (its own storage, so its own secrets),
every WebSocket frame and API response it receives captured, and the check that none of them
carries a tile hidden from that device's seats before the hand ends."""

from __future__ import annotations

import json
import re
from contextlib import contextmanager

from playwright.sync_api import Page, expect

from dobleseis.core import deal_from_seed, hand_text, parse_tile
from dobleseis.core.deal import commitment
from dobleseis.core.record import parse_record
from dobleseis.core.tiles import DOUBLE_SIX

from .conftest import device
from .helpers import KEEP, POLL, decide, enter, first_seed, my_turn, next_hand, version

TILE = re.compile(r'"([0-6])-([0-6])"')


SIZES = {"phone": (390, 844), "laptop": (1366, 768)}
"""The two devices a table is checked on: a phone held upright (touch) and a laptop."""


def sized(size: str) -> dict:
    """The browser context options of a device of ``size`` (a key of ``SIZES``)."""
    width, height = SIZES[size]
    phone = size == "phone"
    return {"viewport": {"width": width, "height": height}, "has_touch": phone, "is_mobile": phone}


def tiles_named(data) -> set[str]:
    """Every tile written anywhere in ``data`` (as JSON), in canonical form (``6-4``)."""
    text = json.dumps(data)
    return {f"{max(a, b)}-{min(a, b)}" for a, b in TILE.findall(text)}


class Device:
    """A phone at the table: its page, the seats it holds, and all it received."""

    def __init__(self, browser, url: str, seats=(), **options) -> None:
        self.context = device(browser, url, **options)
        self.page = self.context.new_page()
        self.seats = set(seats)
        self.frames: list[dict] = []
        self.responses = []
        self.errors: list[str] = []
        self.watch(self.page)

    def watch(self, page: Page) -> None:
        """Capture what ``page`` (of this device) receives."""
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        page.on("response", lambda r: "/api/" in r.url and self.responses.append(r))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        # a refusal of the page's Content-Security-Policy is reported on the console
        page.on(
            "console",
            lambda m: "Content Security Policy" in m.text and self.errors.append(m.text),
        )

    def _frame(self, payload) -> None:
        self.frames.append(json.loads(payload))

    def reopen(self) -> Page:
        """A new tab of the same device (its storage kept)."""
        self.page = self.context.new_page()
        self.watch(self.page)
        return self.page

    def close(self) -> None:
        assert not self.errors, f"JavaScript errors or refusals on the page: {self.errors}"
        self.context.close()


def hidden_from(view: dict, seats: set[int], seed: int) -> set[str]:
    """The tiles of the deal ``view`` is played on that ``seats`` may not see: the other seats'
    tiles not yet on the line. The deal is found by its commitment."""
    deal_index = next(k for k in range(64) if commitment(seed, k) == view["commitment"])
    dealt = [set(hand_text(h).split()) for h in deal_from_seed(seed, deal_index)]
    line = {p["tile"] for p in view["line"]}
    line = tiles_named(list(line))
    own = set().union(*(dealt[s - 1] for s in seats)) if seats else set()
    return set().union(*dealt) - own - line


def check_view(view: dict, seats: set[int], seed: int, where: str) -> set[str]:
    """A VIEW received by a device holding ``seats``: it is for one of them (or public), and it
    names no tile hidden from that seat (from everyone, for the public view) but in the finished
    hands (``last_result``): on a device shared by two seats, the view of one never carries the
    other's tiles. Returns what is hidden."""
    viewer = view["viewer"]
    assert viewer is None or viewer in seats, (where, viewer, seats)
    hidden = hidden_from(view, set() if viewer is None else {viewer}, seed)
    body = {k: v for k, v in view.items() if k != "last_result"}
    leak = tiles_named(body) & hidden
    assert not leak, f"{where}: tiles hidden from seats {sorted(seats)} sent: {sorted(leak)}"
    return hidden


def check_log(entries: list, where: str) -> None:
    """The log is public: tiles only in plays made and finished hands, never in a deal."""
    for e in entries:
        if e["kind"] not in ("play", "result"):
            assert not tiles_named(e), (where, e)


def walk_views(data):
    """Every VIEW inside an API answer."""
    if isinstance(data, dict):
        if {"commitment", "line", "hand", "legal"} <= data.keys():
            yield data
        else:
            for value in data.values():
                yield from walk_views(value)
    elif isinstance(data, list):
        for value in data:
            yield from walk_views(value)


def check_device(dev: Device, seed: int) -> int:
    """Every frame and API answer ``dev`` received; returns how many were checked."""
    hidden: set[str] = set()
    checked = 0
    for i, frame in enumerate(dev.frames):
        where = f"frame {i} ({frame['type']})"
        if frame["type"] == "view":
            hidden = check_view(frame["view"], dev.seats, seed, where)
        else:  # a hint, the table, an ack: nothing hidden at the view before it either
            assert not tiles_named(frame) & hidden, (where, frame)
        checked += 1
    for r in dev.responses:
        if "json" not in (r.headers.get("content-type") or ""):
            continue
        data = r.json()
        where = f"{r.request.method} {r.url}"
        views = list(walk_views(data))
        for view in views:
            check_view(view, dev.seats, seed, where)
        if isinstance(data, dict) and "entries" in data:
            check_log(data["entries"], where)
        elif not views:
            assert not tiles_named(data), (where, data)
        checked += 1
    return checked


# --- a table made and joined through the pages ------------------------------------------------


def host_table(page: Page, variant: str, seats, seed: int | None = None, level: str = "random"):
    """Fill "Play with friends" and create the table (``seed``: the one typed in, or none for
    one the server draws); (id, code, link) of its invitation."""
    page.goto("/")
    form = page.get_by_role("form", name="Play with friends")
    form.get_by_label("Chiva" if variant == "chiva" else "Haiti").check()
    for n, kind in enumerate(seats, start=1):
        page.locator(f"#friend-seat-{n}").select_option(kind)
    form.get_by_label("Computer level").select_option(level)
    if seed is not None:
        form.get_by_label("Seed of the deals (optional)").fill(str(seed))
    with page.expect_response(
        lambda r: r.url.endswith("/api/matches") and r.request.method == "POST"
    ) as created:
        form.get_by_role("button", name="Create the table").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")
    code = page.locator("#invite-code").inner_text()
    return created.value.json()["id"], code, page.locator("#invite-link").input_value()


def take_seat(page: Page, seat: int, name: str | None = None) -> None:
    """On the join screen: type a name (optional) and take ``seat``. The screen itself is waited
    for: the start screen has its own "Join a table" and "Your name (optional)", which a code
    just typed there leaves in place until the table is found."""
    expect(page.locator("body")).to_have_attribute("data-screen", "join")
    expect(page.get_by_role("heading", name=re.compile(r"^Join a table"))).to_be_visible()
    if name:
        page.get_by_label("Your name (optional)").fill(name)
    page.get_by_role("button", name=f"Take seat {seat}").click()
    expect(page.locator("body")).to_have_attribute("data-screen", re.compile("lobby|table"))


def caught_up(page: Page, other: Page) -> None:
    """Wait until ``page`` shows the view ``other`` shows (the table as it is, ``other`` having
    waited for it): a takeback or a new match asked from ``page`` goes out on the version its
    device knows, which the server refuses as stale while a move it has not heard of yet (a
    computer's answer) is on its way to it."""
    expect(page.locator("body")).to_have_attribute("data-version", version(other))


def start_table(page: Page) -> None:
    """The host starts the match, once every seat is taken."""
    button = page.get_by_role("button", name="Start the match")
    expect(button).to_be_enabled()
    button.click()
    expect(page.locator("body")).not_to_have_attribute("data-screen", "lobby")


# A person is to act or the match is over, in a view at least as new as the version given: the
# wait returns "over", or the seat whose turn it is (its data-turn).
WAITS = """v => {
  const b = document.body.dataset;
  return +b.version >= v && (b.phase === 'over' ? 'over' : b.turn);
}"""


def play_out(
    by_seat: dict[int, Device], watcher: Device, limit: int = 2000, hands: int | None = None
) -> None:
    """Whenever the table waits for a person, that person's device makes the simplest decision
    (``decide``), each device dismissing the end of a hand when it comes to act, until the
    match is over (or ``hands`` hands were played). ``watcher`` is a device that sees every
    change (each does)."""
    since = 0
    dismissed: dict[int, int] = {}  # ends of hands each device has dismissed
    for _ in range(limit):
        turn = watcher.page.wait_for_function(WAITS, arg=since, polling=POLL).json_value()
        if turn == "over":
            return
        seat = int(turn)
        page = by_seat[seat].page
        done = decide(page)
        while done == "reveal":  # a hand this device has not dismissed yet
            dismissed[seat] = dismissed.get(seat, 0) + 1
            if hands is not None and dismissed[seat] >= hands:
                return
            next_hand(page)
            done = decide(page)
        since = int(version(page))
    raise AssertionError("the match did not end")


def see_the_end(dev: Device) -> None:
    """Dismiss each end of hand the device has not seen yet, up to the match's end."""
    page = dev.page
    expect(page.locator("#next-hand, .reveal .match-over").first).to_be_visible()
    while page.locator("#next-hand").count():
        next_hand(page)
        expect(page.locator("#next-hand, .reveal .match-over").first).to_be_visible()
    expect(page.locator(".reveal .match-over")).to_be_visible()


def seat_three_follows() -> int:
    """A seed whose first deal gives seat 1 the 6-6 and seat 3 two more 6s: after the lead and
    seat 2's answer (whatever a computer plays) seat 3 has a tile to play."""
    sixes = lambda hand: sum(1 for b in range(6) if hand >> parse_tile(f"6-{b}") & 1)  # noqa: E731
    return first_seed(lambda h: bool(h[0] >> DOUBLE_SIX & 1) and sixes(h[2]) >= 2)


def friend_at_a_table(host: Device, friend: Device, seed: int):
    """Chiva at seats 1 (the host's device) and 3 (a friend, by the link), computers at 2 and
    4, started; the table's (id, link)."""
    seats = ["here", "computer", "invited", "computer"]
    match, _, link = host_table(host.page, "chiva", seats, seed)
    friend.page.goto(link)
    take_seat(friend.page, 3)
    start_table(host.page)
    return match, link


@contextmanager
def friends_going_on(
    browser, base_url: str, record: dict, scripts=(), name=None, ready=my_turn, **options
):
    """A friends' table going on from ``record`` (imported: its seed is public), at its host's
    turn to play a tile (``ready``: what the host's page is waited for to say so, another turn
    than a tile's): the host at seat 1 and a friend at seat 3 (taken from the invitation, with
    ``name``, if given), each on a device of their own (``options``: its browser context's,
    e.g. ``sized``; ``scripts`` run first in every page), the computer at seats 2 and 4, the
    ends of the hands already played counted as seen. Yields (host, friend, the import's
    answer: ``id``, ``invitation``); both devices are closed after."""
    host = Device(browser, base_url, {1}, **options)
    friend = Device(browser, base_url, {3}, **options)
    try:
        for script in scripts:
            host.context.add_init_script(script)
            friend.context.add_init_script(script)
        host.page.goto("/")
        seats = ["here", "computer", "invited", "computer"]
        r = host.page.request.post("/api/matches/import", data={"record": record, "seats": seats})
        assert r.status == 201, r.text()
        created = r.json()
        host.page.evaluate(KEEP, [created["id"], created["secrets"]])
        enter(host.page, created["id"], ack=len(parse_record(record).replay().results))
        friend.page.goto(created["invitation"]["link"])
        take_seat(friend.page, 3, name)
        start_table(host.page)
        ready(host.page)
        yield host, friend, created
    finally:
        host.close()
        friend.close()


@contextmanager
def just_watching(browser, base_url: str, created: dict, host: Page, script: str):
    """A spectator's device at the table ``created`` (an import's answer), come by its
    invitation to just watch, ``script`` run first in its page, and caught up with the host's
    page; yields its page, and closes the device after."""
    watcher = Device(browser, base_url)
    try:
        page = watcher.page
        page.add_init_script(script)
        page.goto(created["invitation"]["link"])
        page.get_by_role("button", name="Just watch").click()
        caught_up(page, host)
        yield page
    finally:
        watcher.close()
