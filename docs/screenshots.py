"""Take the screenshots in docs/: the start screen with saved matches, a hand in progress on a
1366×768 desktop (the hint shown on the table) and on a 390×844 phone (a tile picked, the ends it
fits lit; also in Spanish and in Haitian Creole at 360×740), the end of a hand with the check of
its deal and its review, and a replay. Run from the repository:
``.venv/bin/python docs/screenshots.py`` (needs the web and browser extras and
/usr/bin/chromium); ``--out DIR`` writes them elsewhere (tests/browser/test_screenshots.py runs
it so, so that it cannot quietly stop working).

The match is seeded and the computer plays at the "random" level, so the pictures only change
when the client or the engine does.
"""

from __future__ import annotations

import argparse
import socket
import sys
import threading
from pathlib import Path

import uvicorn
from playwright.sync_api import expect, sync_playwright

from dobleseis.core import new_match
from dobleseis.core.record import record_of
from dobleseis.session import Decider, TableService
from dobleseis.web.app import create_app

DOCS = Path(__file__).parent
SEED = 20
REPLAY_STEP = 12
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# Each tile is played as the tile, then its end (the one-tap play off), so that the phone's
# picture can show a tile picked with the ends it fits lit.
TWO_TAPS = """
if (!localStorage.getItem('dobleseis:prefs'))
  localStorage.setItem('dobleseis:prefs', JSON.stringify({quickPlay: false}));
"""


def serve() -> str:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(64)
    # The server plays the computer seats, with no floor on their decisions (as the tests do).
    app = create_app(TableService(decider=Decider(floors={})), play=True)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    return f"http://127.0.0.1:{sock.getsockname()[1]}"


def start(page, variant="chiva"):
    """Fill the start screen by its fields' names, so that it works in every language."""
    page.goto("/")
    form = page.locator("form.start")
    form.locator(f"input[name=variant][value={variant}]").check()
    form.locator("#level").select_option("random")
    form.locator("#seed").fill(str(SEED))
    form.locator("button[type=submit]").first.click()


def play(page, turns: int) -> None:
    """Play ``turns`` decisions of seat 1 (first legal tile, first end), stopping at a reveal."""
    for _ in range(turns):
        expect(page.locator(".tile.legal, .actions button, #next-hand").first).to_be_visible()
        if page.locator("#next-hand").count():
            return
        before = page.locator("body").get_attribute("data-version")
        buttons = page.locator(".actions button")
        if buttons.count():
            buttons.first.click()
        else:
            if not page.locator(".end.lit").count():
                page.locator(".tile.legal").first.click()
            page.locator(".end.lit").first.click()
        expect(page.locator("body")).not_to_have_attribute("data-version", before)


def until_a_tile_fits(page) -> None:
    """Pass as often as needed until seat 1 has a tile to play."""
    for _ in range(10):
        expect(page.locator(".tile.legal, .actions button").first).to_be_visible()
        if page.locator(".tile.legal").count():
            return
        play(page, 1)
    raise SystemExit("seat 1 never got a tile to play")


def finished_record() -> dict:
    """A whole Chiva match on seed ``SEED``, every seat making its first legal move."""
    state = new_match("chiva", SEED)
    while not state.over:
        state = state.apply(state.legal()[0])
    return record_of(state)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DOCS, help="where to write them (docs/)")
    out = parser.parse_args(argv).out
    url = serve()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
        computer = browser.new_context(
            base_url=url,
            viewport={"width": 1366, "height": 768},
            reduced_motion="reduce",
            locale="en-US",
        )
        computer.add_init_script(TWO_TAPS)
        desk = computer.new_page()
        start(desk)
        play(desk, 3)
        until_a_tile_fits(desk)
        desk.get_by_role("button", name="Hint").click()  # its tile lifted, its end lit
        expect(desk.get_by_role("complementary", name="Hint")).to_be_visible()
        desk.screenshot(path=out / "screenshot-desktop.png")
        desk.get_by_role("button", name="Dismiss").click()
        play(desk, 40)
        expect(desk.locator("#next-hand")).to_be_visible()
        desk.screenshot(path=out / "screenshot-end-of-hand.png", full_page=True)
        # The hand's review: the timeline of marks, a marked move of yours chosen, its best
        # alternative laid faded on the line as it was then, and why.
        desk.get_by_role("button", name="Review the hand").click()
        review = desk.locator("#review-dialog")
        expect(review.locator(".review-move").first).to_be_visible(timeout=60_000)
        chosen = ".review-move:not([data-mark='forced'])"
        mine = review.locator(chosen).filter(has_text="You,")
        missed = review.locator(f"{chosen}:not([data-mark='good'])").filter(has_text="You,")
        marked = (missed if missed.count() else mine).first
        marked.click()
        expect(review.locator(".review-detail .review-options li").first).to_be_visible()
        desk.screenshot(path=out / "screenshot-review.png")
        review.get_by_role("button", name="Close").click()

        phone = browser.new_page(
            base_url=url,
            viewport={"width": 390, "height": 844},
            reduced_motion="reduce",
            has_touch=True,
            is_mobile=True,
            locale="en-US",
        )
        phone.add_init_script(TWO_TAPS)
        start(phone)
        play(phone, 4)
        until_a_tile_fits(phone)
        phone.locator(".tile.legal").first.click()  # a preview: the ends it fits light up
        phone.screenshot(path=out / "screenshot-phone.png")

        # The table in Spanish (Chiva) and in Haitian Creole (Dékabès), as a phone set to the
        # language shows it on a first visit.
        for lang, locale, variant in (("es", "es-PR", "chiva"), ("ht", "ht-HT", "haiti")):
            local = browser.new_page(
                base_url=url,
                viewport={"width": 360, "height": 740},
                reduced_motion="reduce",
                has_touch=True,
                is_mobile=True,
                locale=locale,
            )
            local.add_init_script(TWO_TAPS)
            start(local, variant)
            expect(local.locator("html")).to_have_attribute("lang", lang)
            play(local, 4)
            until_a_tile_fits(local)
            local.screenshot(path=out / f"screenshot-phone-{lang}.png")

        # The start screen of the desktop lists its match (unfinished) and a finished one: a
        # device lists the tables it holds secrets of (kept as the client keeps them).
        finished = desk.request.post("/api/matches/import", data={"record": finished_record()})
        assert finished.ok, finished.text()
        home = computer.new_page()  # another tab of the same computer
        home.goto("/")
        home.evaluate(
            """async ([id, secrets]) => (await import("./js/secrets.js")).keep(id, secrets)""",
            [finished.json()["id"], finished.json()["secrets"]],
        )
        home.reload()
        expect(home.locator(".saved-match")).to_have_count(2)
        home.screenshot(path=out / "screenshot-start.png", full_page=True)
        home.get_by_role("button", name="Replay").click()
        expect(home.locator("#replay-step")).to_contain_text("Step 0 of")
        for _ in range(REPLAY_STEP):
            home.keyboard.press("ArrowRight")
        expect(home.locator("#replay-step")).to_contain_text(f"Step {REPLAY_STEP} of")
        home.screenshot(path=out / "screenshot-replay.png", full_page=True)

        browser.close()
    for name in sorted(out.glob("screenshot-*.png")):
        print(f"{name}: {name.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
