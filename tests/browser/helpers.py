"""Driving the table like a player: start a match, wait for a decision, make one."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys

from playwright.sync_api import Page, expect

from dobleseis.core import deal_from_seed, parse_tile, tiles_in
from dobleseis.core.record import parse_record
from dobleseis.core.tiles import DOUBLE_SIX, HIGH, LOW

WHOLE_MATCH = 60_000
"""Milliseconds to wait for a whole match of four computers (a Haiti match may be a dozen
hands, each move a round trip through the server's workers and the page, on a shared machine)."""


def doubles(mask: int) -> int:
    return sum(1 for t in tiles_in(mask) if HIGH[t] == LOW[t])


def first_seed(pred, deal_index: int = 0, limit: int = 5000, start: int = 0) -> int:
    """The smallest seed from ``start`` on whose deal number ``deal_index`` satisfies
    ``pred(hands)``."""
    for seed in range(start, start + limit):
        if pred(deal_from_seed(seed, deal_index)):
            return seed
    raise AssertionError("no seed below the limit fits")


def holds(hands, seat: int, tile: str) -> bool:
    return bool(hands[seat - 1] >> parse_tile(tile) & 1)


def opener_seed(seat: int, start: int = 0) -> int:
    """A seed (from ``start`` on) whose first (forced double-six) hand is opened by ``seat``."""
    return first_seed(lambda hands: bool(hands[seat - 1] >> DOUBLE_SIX & 1), start=start)


BIG = 2**128 - 5000
"""Where the seeds of 39 digits a browser must carry as text are looked for (up to the
largest, 2**128 - 1), as a server draws them."""


def start(
    page: Page,
    variant: str = "chiva",
    seats=("human", "computer", "computer", "computer"),
    seed: int | None = None,
    level: str = "random",
    query: str = "",
) -> str:
    """Fill the start screen and start; returns the match id."""
    page.goto("/" + query)
    form = page.get_by_role("form", name="New match")
    form.get_by_label("Chiva" if variant == "chiva" else "Haiti").check()
    for n, kind in enumerate(seats, start=1):
        page.locator(f"#seat-{n}").select_option(kind)
    form.get_by_label("Computer level").select_option(level)
    if seed is not None:
        page.get_by_label("Seed (optional)").fill(str(seed))
    with page.expect_response(
        lambda r: r.url.endswith("/api/matches") and r.request.method == "POST"
    ) as created:
        page.get_by_role("button", name="Start").click()
    expect(page.locator("body")).to_have_attribute("data-version", re.compile(r"^\d+$"))
    return created.value.json()["id"]


def said(page: Page, text: str) -> None:
    """Wait until the aria-live region has said ``text`` (a whole announcement)."""
    page.wait_for_function("t => window.__said.includes(t)", arg=text)


# Everything every live region of the page says, in order, as Chromium tells a screen reader: a
# change inside a region (role status, alert or log, or aria-live not "off") says the region's
# words as they are then (what is hidden from a screen reader left out); a region put in the page
# with its words in it says nothing, but an alert does; a region hidden, busy or emptied says
# nothing. Each is {region: its id (or class), text}. The regions (not alerts) put in the page
# with their words already in them, outside any region, are kept too (`__born`): words a screen
# reader may never read out. A region put in the page empty and filled before the page next
# gives the browser a breath (the same task) counts among them: it comes with its words.
HEARD = """
window.__heard = [];
window.__born = [];
(() => {
  const LIVE = ['[aria-live]', '[role="status"]', '[role="alert"]', '[role="log"]']
    .map((s) => `${s}:not([aria-live="off"])`).join(', ');
  const region = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest(LIVE);
  const spoken = (el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const words = [];
    while (walker.nextNode())
      if (!walker.currentNode.parentElement.closest('[aria-hidden="true"]'))
        words.push(walker.currentNode.textContent);
    return words.join('').replace(/\\s+/g, ' ').trim();
  };
  new MutationObserver((records) => {
    const told = new Set();
    for (const r of records) {
      const live = region(r.target);
      if (live) told.add(live);
      else for (const n of r.addedNodes)
        if (n.nodeType === 1)
          for (const a of [n, ...n.querySelectorAll(LIVE)]) {
            if (a.matches('[role="alert"]:not([aria-live="off"])')) told.add(a);
            else if (a.matches(LIVE) && a.isConnected && spoken(a))
              window.__born.push({ region: a.id || a.className, text: spoken(a) });
          }
    }
    for (const live of told) {
      const text = spoken(live);
      if (text && live.isConnected && live.checkVisibility() && !live.closest('[aria-busy="true"]'))
        window.__heard.push({ region: live.id || live.className, text });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
"""


def listen(page: Page) -> None:
    """From the next page ``page`` loads on, keep what every live region says (``heard``)."""
    page.add_init_script(HEARD)


def heard(page: Page) -> list[dict]:
    """What the live regions of ``page`` said since it loaded (``listen``), in order."""
    return page.evaluate("() => window.__heard")


def born(page: Page) -> list[dict]:
    """The live regions put in ``page`` with their words already in them since it loaded
    (``listen``), in order: {region: its id (or class), text}."""
    return page.evaluate("() => window.__born")


def shown_hand(page: Page) -> str:
    """The tiles at the bottom of the screen, in the order shown."""
    labels = "bs => bs.map(b => b.getAttribute('aria-label'))"
    return " ".join(page.locator(".hand .tile").evaluate_all(labels))


def line_tiles(page: Page) -> int:
    return page.locator("#line .placed").count()


# A decision the page offers, or the end of a hand / match. Matching any of them means the
# computer has finished moving and the page waits for a person.
WAITING = "#next-hand, .reveal .match-over, .tile.legal, .actions button, .handoff button"

# The waits the tests make most (a decision, a newer view) are `wait_for_function`s that look
# every POLL ms in the page, not `expect`s: an `expect` looks again after 0, 20, 50, 100 and
# 100 ms, then every 500 ms, so the decision that comes after a few computers' moves (a few
# hundred ms) is seen up to half a second late, and a test plays hundreds of moves. Not at every
# frame (`wait_for_function`'s default): a page waiting so keeps drawing frames, about a tenth
# of a core (bench/README.md, "How many test processes").
POLL = 100
# Whether an element shows, as Playwright's `to_be_visible` tells it: a box, and not hidden.
SHOWN = """const shown = (el) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
};"""
SHOWING = f"""selector => {{
  {SHOWN}
  return [...document.querySelectorAll(selector)].some(shown);
}}"""


def showing(page: Page, selector: str):
    """Wait until an element of ``selector`` shows on ``page``."""
    page.wait_for_function(SHOWING, arg=selector, polling=POLL)


def wait_for_decision(page: Page):
    showing(page, WAITING)


def my_turn(page: Page):
    """Wait until the human at the bottom has a tile to play (not a pass, not a reveal)."""
    showing(page, ".tile.legal")


def version(page: Page) -> str:
    return page.locator("body").get_attribute("data-version")


def settled(page: Page, before: str):
    """Wait until the page shows a view newer than ``before``."""
    page.wait_for_function("v => document.body.dataset.version !== v", arg=before, polling=POLL)


TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def drawn(page: Page) -> None:
    """Wait until the page has drawn two frames of what it shows now. A box laid out by a
    ResizeObserver (the statistics, stacked one game to a card where their table is too wide) is
    laid out before the next frame is drawn, not as it is put in the page: read at once after
    an ``expect`` first finds it, it may still be as wide as its table."""
    page.evaluate(TWO_FRAMES)


# The decisions made by a button: its name, and what ``decide`` says it did.
BUTTONS = {"Pass": "pass", "Accept": "accept"}
CHOICE = re.compile(r"^(Pass|Accept|Me \(seat \d\))$")
# What ``decide`` waits for and reads of the page, in one call: nothing until the page waits for
# a decision, then what it offers. A test plays hundreds of moves, and each question asked of
# the page apart is a round trip to it.
ON_OFFER = f"""() => {{
  {SHOWN}
  if (![...document.querySelectorAll("{WAITING}")].some(shown)) return null;
  const choice = [...document.querySelectorAll(".actions button")]
    .filter(shown)
    .map((b) => b.innerText.trim())
    .find((name) => /{CHOICE.pattern}/.test(name));
  return {{
    over: Boolean(document.querySelector(".reveal .match-over")),
    reveal: Boolean(document.querySelector("#next-hand")),
    handoff: Boolean(document.querySelector(".handoff button")),
    lit: Boolean(document.querySelector(".end.lit")),
    choice: choice ?? null,
    version: document.body.getAttribute("data-version"),
  }};
}}"""


def decide(page: Page) -> str:
    """Make the simplest decision on offer and wait until the page took it; returns what was
    done: "over", "reveal" (the end of a hand is shown, nothing clicked), "handoff", "pass",
    "accept", "choose" or "play"."""
    now = page.wait_for_function(ON_OFFER, polling=POLL).json_value()
    if now["over"]:
        return "over"
    if now["reveal"]:
        return "reveal"
    if now["handoff"]:
        page.locator(".handoff button").click()
        expect(page.locator("body")).not_to_have_attribute("data-screen", "handoff")
        return "handoff"
    done = _decide(page, now["choice"], now["lit"])
    settled(page, now["version"])
    return done


def to_reveal(page: Page, limit: int = 80) -> None:
    """Make the simplest decisions until the end of a hand (or of the match) is shown."""
    for _ in range(limit):
        if decide(page) in ("reveal", "over"):
            return
    raise AssertionError("the hand did not end")


def open_with_double_six(page: Page):
    """Seat 1 (holding 6-6 in a forced hand) taps 6-6, then the empty line; waits for the play."""
    page.get_by_role("button", name="6-6", exact=True).click()
    before = version(page)
    page.get_by_role("button", name="Open here").click()
    settled(page, before)


def next_hand(page: Page):
    page.get_by_role("button", name="Next hand").click()
    expect(page.locator("#next-hand")).to_have_count(0)


def _decide(page: Page, choice: str | None, lit: bool) -> str:
    """Pass, accept, choose oneself to open (``choice``: the button of the one on offer, if
    any), else play the first legal tile on the first end it lights (``lit``: a tile is picked
    already)."""
    if choice:
        page.get_by_role("button", name=choice, exact=True).first.click()
        return BUTTONS.get(choice, "choose")
    if not lit:  # no tile selected yet
        page.locator(".tile.legal").first.click()
    page.locator(".end.lit").first.click()
    return "play"


def score_text(score, us: str | None = "13") -> str:
    """The score bar of a device playing for team ``us``: its own team first; for a device of
    neither team (None), the teams by their seats."""
    if us is None:
        return f"Seats 1 & 3: {score[0]} — Seats 2 & 4: {score[1]}"
    ours, theirs = (score[0], score[1]) if us == "13" else (score[1], score[0])
    seats = ("1 & 3", "2 & 4") if us == "13" else ("2 & 4", "1 & 3")
    return f"Us (seats {seats[0]}): {ours} — Them (seats {seats[1]}): {theirs}"


def replay(page: Page, match_id: str):
    """The engine's state for the match as the server recorded it."""
    response = page.request.get(f"/api/matches/{match_id}/record", headers=secrets(page, match_id))
    assert response.ok, response.text()
    return parse_record(response.json()).replay()


def as_the_tests_play(state):
    """The action ``decide`` takes in ``state``: accept, pass, "Me", or the heaviest playable
    tile (the first lit in the hand, which is shown heaviest first) on its left end if it fits
    there. Lets a test find a seed with the engine alone when every seat is human."""
    from dobleseis.core import Accept, Choose, Pass, Phase, Play
    from dobleseis.core.actions import End

    seat = state.to_act
    if state.phase is Phase.ACCEPT:
        return Accept(seat)
    if state.phase is Phase.CHOOSE:
        return Choose(seat, seat)
    plays = [a for a in state.legal() if isinstance(a, Play)]
    if not plays:
        return Pass(seat)
    top = max(a.tile for a in plays)
    mine = [a for a in plays if a.tile == top]
    return next((a for a in mine if a.end is End.LEFT), mine[0])


def played_record(variant: str, seed: int, stop=lambda state: state.over) -> tuple[dict, object]:
    """A record of a match every seat plays as ``as_the_tests_play`` does, up to the first state
    where ``stop(state)`` holds (by default the end of the match); with that state."""
    from dobleseis.core import new_match
    from dobleseis.core.record import record_of

    state = new_match(variant, seed)
    while not stop(state):
        state = state.apply(as_the_tests_play(state))
    return record_of(state), state


# The secrets a page's device keeps, one localStorage entry per table (static/js/secrets.js).
TABLE = "dobleseis.table:"  # + the table's id: {host, invitation, at}
SEAT = "dobleseis.seat:"  # + the table's id + ":" + the seat: that seat's secret
# What a device keeps of a table, as a test sets it: its entry with every seat in it, as
# devices kept them before each seat had an entry of its own (which they read still).
KEEP = f"""([id, secrets]) => localStorage.setItem({TABLE!r} + id,
  JSON.stringify({{host: secrets.host, seats: secrets.seats, at: Date.now()}}))"""
# The table's entry with its seats, from its seats' entries and from those it kept itself
ENTRY = f"""id => {{
  const entry = JSON.parse(localStorage.getItem({TABLE!r} + id) || 'null');
  const seats = {{ ...(entry?.seats || {{}}) }};
  const prefix = {SEAT!r} + id + ':';
  for (const key of Object.keys(localStorage))
    if (key.startsWith(prefix)) seats[key.slice(prefix.length)] = localStorage.getItem(key);
  return entry || Object.keys(seats).length ? {{ ...entry, seats }} : null;
}}"""
HELD = f"""() => [...new Set(Object.keys(localStorage).flatMap(k =>
  k.startsWith({TABLE!r}) ? [k.slice({len(TABLE)})]
  : k.startsWith({SEAT!r}) ? [k.slice({len(SEAT)}, k.lastIndexOf(':'))] : []))]"""


def kept(page: Page, match_id: str) -> dict | None:
    """What ``page``'s device keeps of the table (None: nothing)."""
    return page.evaluate(ENTRY, match_id)


def kept_tables(page: Page) -> list[str]:
    """The tables ``page``'s device keeps secrets of."""
    return page.evaluate(HELD)


def secrets(page: Page, match_id: str) -> dict:
    """The header that presents every secret ``page``'s device holds for the table."""
    entry = kept(page, match_id) or {}
    held = [entry.get("host"), *entry.get("seats", {}).values()]
    return {"Dobleseis-Secrets": " ".join(s for s in held if s)}


def seat_view(page: Page, match_id: str, seat: int | None = None) -> dict:
    """The view of ``seat`` (public without one) as ``page``'s device may ask for it."""
    query = f"?seat={seat}" if seat else ""
    r = page.request.get(f"/api/matches/{match_id}{query}", headers=secrets(page, match_id))
    assert r.ok, r.text()
    return r.json()


def create_as(page: Page, body: dict) -> str:
    """Create a table through the API as ``page``'s device (which keeps its secrets); its id."""
    if not page.url.startswith("http"):
        page.goto("/")
    r = page.request.post("/api/matches", data=body)
    assert r.status == 201, r.text()
    created = r.json()
    page.evaluate(KEEP, [created["id"], created["secrets"]])
    return created["id"]


def import_record(
    page: Page, record: dict, seats=("computer",) * 4, pace: int | None = None
) -> str:
    """Import ``record`` through the API as ``page``'s device (which keeps the table's
    secrets, so that its start screen lists it); the new match's id. ``pace``: the table's
    (the server's default where None; 0, as a page with reduced motion creates its tables,
    where the test waits for its computers' moves)."""
    if not page.url.startswith("http"):
        page.goto("/")
    body = {"record": record, "seats": list(seats)} | ({} if pace is None else {"pace": pace})
    r = page.request.post("/api/matches/import", data=body)
    assert r.status == 201, r.text()
    created = r.json()
    page.evaluate(KEEP, [created["id"], created["secrets"]])
    return created["id"]


def enter(page: Page, match: str, ack: int = 0) -> None:
    """Show table ``match`` (its secrets kept by the page's device), its first ``ack`` ends of
    hands counted as seen."""
    page.evaluate(
        "([id, ack]) => sessionStorage.setItem('dobleseis.match', JSON.stringify({id, ack}))",
        [match, ack],
    )
    page.goto("/")
    expect(page.locator("body")).to_have_attribute("data-version", str(version_of(page, match)))


def version_of(page: Page, match: str) -> int:
    return page.request.get(f"/api/matches/{match}").json()["version"]


def saved_row(page: Page, match_id: str):
    """The start screen's row for a saved match."""
    return page.locator(f'.saved-match[data-id="{match_id}"]')


def check_command(text: str, material: str, commit: str, deal) -> None:
    """The command shown is exactly the documented one (docs/api.md), and running it confirms
    the commitment and the deal (four hand masks, seat 1 first)."""
    from dobleseis.core import hand_text

    hands = " ".join(f'"{hand_text(h)}"' for h in deal)
    assert text == f"python -m dobleseis verify {material} --commitment {commit} --deal {hands}"
    argv = shlex.split(text)
    out = subprocess.run([sys.executable, *argv[1:]], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out
    assert "commitment matches" in out.stdout and "deal matches" in out.stdout, out


def match_id(page: Page) -> str:
    """The table the page follows (its tab keeps it, so that a reload goes on with it)."""
    return page.evaluate("() => JSON.parse(sessionStorage.getItem('dobleseis.match')).id")


def computers(page: Page, still) -> None:
    """At a table of the ``still`` server: play its computer moves one at a time, each view
    drawn on ``page`` before the next move, until a person is to act (or the match is over)."""
    table = match_id(page)
    while still.move():
        now = page.request.get(f"/api/matches/{table}").json()["version"]
        expect(page.locator("body")).to_have_attribute("data-version", str(now))


def numbers_of(tile: str) -> tuple[int, int]:
    """The two numbers of a tile written "6-4"."""
    a, b = tile.split("-")
    return int(a), int(b)


def at_my_turn(page: Page, still) -> tuple[str, int]:
    """A match of this device (Chiva, seed 3) on the ``still`` server, the page's clock
    installed, played up to its player's turn: (the match's id, its version there)."""
    page.clock.install()
    start(page, "chiva", seed=3)
    computers(page, still)
    my_turn(page)
    return match_id(page), int(version(page))
