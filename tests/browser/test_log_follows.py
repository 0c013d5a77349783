"""An open Log follows the match. At a friends' table the others play on while one has the Log
open (it pauses only the computers, RULES.md §1.9; a spectator's pauses nobody), and the Log was
a snapshot of the moment it opened: the moves made meanwhile never appeared, and one left open
as the match ended kept saying that its record was kept back. Now it is asked for again at each
new view and drawn again in place — the focus and the reader's place kept — at one log request
at a time, and a refusal (too_many_reads) leaves it as it shows, with no error over it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import Play
from dobleseis.core.record import action_to_json, parse_record
from dobleseis.session import service
from dobleseis.session.table.log import facts

from ..api.helpers import SECRETS
from .helpers import KEEP, as_the_tests_play, decide, played_record
from .online import Device, caught_up, friends_going_on, just_watching
from .test_celebrate import just_before
from .test_friends import tool
from .test_friends_words import enter
from .test_sheet import KEPT

SHORT = 14
"""A seed whose Chiva match, every seat playing as the tests play, is short (88 actions) and
ends with seat 1's move: the test replays it through the API."""


def early_play_by_the_host(action, before, after) -> bool:
    """Seat 1 plays a tile on a line of one or two, in the third hand or later: a long log, and
    a hand far from its end (every seat holds six tiles or more), which the tests' next few
    moves do not end."""
    played = isinstance(action, Play) and action.seat == 1
    return played and before.hand_number >= 3 and len(before.hand.line) in (1, 2)


def before_the_last_move(state) -> bool:
    """The match's next move, as the tests play, ends it."""
    return state.apply(as_the_tests_play(state)).over


def open_log(page: Page):
    """Open the Log from the toolbar; the dialog, once it shows the log."""
    tool(page, "Log")
    log = page.locator("#log-dialog")
    expect(log).to_be_visible()
    return log


def entries(log):
    return log.locator("ol.log > li")


def partner_plays(record: dict) -> str:
    """The move the host (seat 1) makes next in ``record`` as ``decide`` makes it, in the words
    of the friend at seat 3, its partner."""
    state = parse_record(record).replay()
    f = facts(state, as_the_tests_play(state))
    return f"Your partner plays {f['play']} on the {f['on']}."


def test_an_open_log_shows_the_move_made_meanwhile(browser, base_url):
    """The friend's open Log shows the host's move as it is made, in the friend's words, and
    the focus stays on its Close button (the log drawn again under it)."""
    record = just_before("chiva", early_play_by_the_host)
    with friends_going_on(browser, base_url, record) as (host, friend, _):
        log = open_log(friend.page)
        close = log.get_by_role("button", name="Close")
        close.focus()
        before = entries(log).count()
        decide(host.page)  # the computer at seat 2 waits: the friend's Log is open
        expect(entries(log)).to_have_count(before + 1)
        expect(entries(log).last).to_have_text(partner_plays(record))
        expect(close).to_be_focused()
        expect(friend.page.locator("#banner")).to_be_hidden()


def test_an_open_log_offers_the_record_once_the_match_ends(browser, base_url, monkeypatch):
    """On a drawn seed the record is kept back until the match is over. The friend's Log, open
    as the host makes the match's last move, shows the result and offers the download instead
    of saying that the record is kept back. Seats 2 and 4 are the host's too (on its device,
    which moves through the API): every move is the one the record was made of."""
    record, state = played_record("chiva", SHORT, stop=before_the_last_move)
    assert state.to_act == 1  # the host's
    monkeypatch.setattr(service, "draw_seed", lambda: state.seed)  # drawn, and secret
    host, friend = Device(browser, base_url, {1, 2, 4}), Device(browser, base_url, {3})
    try:
        r = host.page.request.post(
            "/api/matches", data={"variant": "chiva", "seats": ["here", "here", "invited", "here"]}
        )
        assert r.status == 201, r.text()
        created = r.json()
        match, held = created["id"], created["secrets"]
        hosts = {SECRETS: " ".join([held["host"], *held["seats"].values()])}
        code = created["invitation"]["code"]
        r = friend.page.request.post(f"/api/invitations/{code}/claim", data={"seat": 3})
        assert r.ok, r.text()
        friends = {SECRETS: r.json()["secret"]}
        start = {"do": "start"}
        r = host.page.request.post(f"/api/matches/{match}/host", data=start, headers=hosts)
        assert r.ok, r.text()
        at = host.page.request.get(f"/api/matches/{match}").json()["version"]

        def act(action: dict) -> int:
            seat = action.pop("seat")
            body = {"version": at, "seat": seat, "action": action}
            proof = friends if seat == 3 else hosts
            r = host.page.request.post(f"/api/matches/{match}/act", data=body, headers=proof)
            assert r.ok, r.text()
            return r.json()["version"]

        for action in record["actions"]:
            at = act(dict(action))
        # the friend's device, holding seat 3, shows the table as it is now
        friend.page.goto("/")
        friend.page.evaluate(KEEP, [match, {"host": None, "seats": {"3": friends[SECRETS]}}])
        enter(friend.page, match, ack=len(state.results))
        log = open_log(friend.page)
        expect(log.locator(".record-later")).to_have_text(KEPT)
        act(action_to_json(as_the_tests_play(state)))  # the host's, the match's last move
        expect(friend.page.locator("body")).to_have_attribute("data-phase", "over")
        expect(log.locator(".record-later")).to_have_count(0)
        # the move blocks the hand, and the other team wins the match
        expect(entries(log).last).to_contain_text("Score — Us: 0, Them: 4 (was 0–3). You lost")
        with friend.page.expect_download() as download:
            log.get_by_role("button", name="Download the record").click()
        assert download.value.suggested_filename == f"dobleseis-chiva-{match}.json"
    finally:
        host.close()
        friend.close()


@pytest.mark.parametrize("where", ["up", "bottom"])
def test_an_open_log_leaves_its_reader_where_they_read(browser, base_url, where):
    """A reader scrolled up to an earlier hand is not moved as the move made meanwhile is added
    below; one at the bottom, the newest entry in sight, is kept there: the new one in sight."""
    record = just_before("chiva", early_play_by_the_host)
    with friends_going_on(browser, base_url, record) as (host, friend, _):
        log = open_log(friend.page)
        before = entries(log).count()
        if where == "up":
            log.evaluate("d => { d.scrollTop = (d.scrollHeight - d.clientHeight) / 2; }")
        top = log.evaluate("d => d.scrollTop")
        decide(host.page)
        expect(entries(log)).to_have_count(before + 1)
        if where == "up":
            assert log.evaluate("d => d.scrollTop") == top
            expect(entries(log).last).not_to_be_in_viewport()
        else:
            expect(entries(log).last).to_be_in_viewport(ratio=0.9)  # to a fraction of a pixel


# Every log request the page makes, counted, and how many were under way at once at most; while
# `hold` is set each waits until `release()`, while `refuse` is set each is refused as
# too_many_reads (docs/api.md, Limits of a public server).
LOG_REQUESTS = """
window.__logs = {asked: 0, under: 0, most: 0, refused: 0, hold: false, refuse: false, held: []};
window.__logs.release = () => {
  window.__logs.hold = false;
  for (const go of window.__logs.held.splice(0)) go();
};
const realFetch = window.fetch.bind(window);
window.fetch = (url, init) => {
  const logs = window.__logs;
  if (!String(url).endsWith('/log')) return realFetch(url, init);
  logs.asked += 1;
  logs.under += 1;
  logs.most = Math.max(logs.most, logs.under);
  const done = (answer) => answer.finally(() => { logs.under -= 1; });
  if (logs.refuse) {
    logs.refused += 1;
    const body = JSON.stringify(
      {error: 'too much reading', code: 'too_many_reads', fields: {retry_after: 5}});
    const headers = {'Content-Type': 'application/json'};
    return done(Promise.resolve(new Response(body, {status: 429, headers})));
  }
  if (!logs.hold) return done(realFetch(url, init));
  return done(new Promise((go) => logs.held.push(() => go(realFetch(url, init)))));
};
"""


def test_a_spectators_open_log_follows_one_request_at_a_time(browser, base_url):
    """A spectator's Log follows the match too (it pauses nobody: the computers play on). The
    views that come while a log request is under way make one more request after it, not one
    each; a refusal leaves the Log open as it showed, with no error over it, and the next view
    asks again."""
    record = just_before("chiva", early_play_by_the_host)
    with friends_going_on(browser, base_url, record) as (host, friend, created):
        match = created["id"]
        with just_watching(browser, base_url, created, host.page, LOG_REQUESTS) as page:
            log = open_log(page)

            def logs() -> dict:
                return page.evaluate("window.__logs")

            def logged() -> int:
                """How many entries the match's log has now."""
                return len(page.request.get(f"/api/matches/{match}/log").json()["entries"])

            page.evaluate("window.__logs.hold = true")
            decide(host.page)  # and the computer at seat 2 answers
            expect(friend.page.locator("body")).to_have_attribute("data-turn", "3")
            decide(friend.page)  # and the computer at seat 4 answers: four views in all
            expect(host.page.locator("body")).to_have_attribute("data-turn", "1")
            caught_up(page, host.page)
            assert logs()["asked"] == 2  # the opening's, then one, held
            page.evaluate("window.__logs.release()")
            expect(entries(log)).to_have_count(logged())
            assert (logs()["asked"], logs()["most"]) == (3, 1)  # one more after it, not three

            shown = entries(log).count()
            page.evaluate("window.__logs.refuse = true")
            decide(host.page)  # and the computer at seat 2 answers
            expect(friend.page.locator("body")).to_have_attribute("data-turn", "3")
            caught_up(page, friend.page)
            page.wait_for_function("window.__logs.refused > 0")
            expect(log).to_be_visible()
            expect(entries(log)).to_have_count(shown)
            expect(page.locator("#banner")).to_be_hidden()

            page.evaluate("window.__logs.refuse = false")
            decide(friend.page)
            expect(host.page.locator("body")).to_have_attribute("data-turn", "1")
            caught_up(page, host.page)
            expect(entries(log)).to_have_count(logged())
            assert logs()["most"] == 1
