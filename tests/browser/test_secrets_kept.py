"""Where a device keeps the secrets of its tables (static/js/secrets.js): each table in an entry
of its own, and each seat's secret in one of its own, so that two tabs of the site on one device
never write back a stale copy of the other's tables or seats (a seat kept by one tab, wiped by
the other's change to another table, or to another seat of the same table); a seat one tab
lost is forgotten there, not one another tab took meanwhile; and a device that kept every table
in one entry keeps its tables after the update."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from .helpers import (
    ENTRY,
    SEAT,
    TABLE,
    import_record,
    kept,
    kept_tables,
    my_turn,
    played_record,
    saved_row,
    secrets,
    start,
)
from .online import Device, host_table, take_seat

SHARED = "dobleseis.tables"  # every table's secrets in one entry, as devices kept them before

# Records in `window.__written` the key of every localStorage entry of tables' secrets (a
# table's or a seat's) written or removed (any other entry, the preferences' say, is not
# recorded).
WRITTEN = """
window.__written = [];
for (const name of ["setItem", "removeItem"]) {
  const own = Storage.prototype[name];
  Storage.prototype[name] = function (key, ...rest) {
    const ours = ["dobleseis.table", "dobleseis.seat:"].some((p) => String(key).startsWith(p));
    if (this === window.localStorage && ours) {
      window.__written.push(String(key));
    }
    return own.call(this, key, ...rest);
  };
}
"""


def written(page: Page) -> list[str]:
    return page.evaluate("() => window.__written")


def test_a_change_to_one_tables_secrets_writes_no_other_tables_entry(page: Page):
    """Two tabs each read what is kept, change it and write it back: with every table in one
    entry, the tab that keeps a seat of one table wrote its (maybe stale) copy of all the others
    too. Keeping and forgetting a table's secrets writes that table's entry, nothing else."""
    other = import_record(page, played_record("chiva", 22)[0])
    before = kept(page, other)
    assert before and before["host"]
    page.add_init_script(WRITTEN)
    match = start(page, "chiva", seed=21)  # the page keeps the new table's secrets
    my_turn(page)
    assert set(written(page)) == {TABLE + match, SEAT + match + ":1"}
    assert kept(page, match)["seats"].keys() == {"1"}
    assert kept(page, other) == before
    page.evaluate("() => { window.__written = []; }")
    page.get_by_role("button", name="Home").click()  # deleted there: its secrets forgotten
    row = saved_row(page, match)
    row.get_by_role("button", name="Delete").click()
    page.get_by_role("button", name="Delete the match").click()
    expect(row).to_have_count(0)
    assert kept(page, match) is None
    assert set(written(page)) == {TABLE + match, SEAT + match + ":1"}
    assert kept(page, other) == before
    expect(saved_row(page, other)).to_be_visible()


def test_a_device_that_kept_every_table_in_one_entry_keeps_its_tables(page: Page):
    """The secrets of a device in use before each table had an entry of its own: its start
    screen still lists its tables, its seat is still played from it, and the one entry is
    split into the tables' own (then gone)."""
    page.goto("/")
    seats = ["here", "computer", "computer", "computer"]
    r = page.request.post("/api/matches", data={"variant": "chiva", "seats": seats, "seed": 21})
    assert r.status == 201, r.text()
    going = r.json()
    r = page.request.post(
        "/api/matches/import", data={"record": played_record("chiva", 22)[0], "seats": seats}
    )
    assert r.status == 201, r.text()
    over = r.json()
    shared = {
        going["id"]: {**going["secrets"], "invitation": None, "at": 2},
        over["id"]: {**over["secrets"], "invitation": None, "at": 1},
    }
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)", [SHARED, json.dumps(shared)]
    )
    page.reload()
    for id in (going["id"], over["id"]):
        expect(saved_row(page, id)).to_be_visible()
    assert page.evaluate("key => localStorage.getItem(key)", SHARED) is None
    assert sorted(kept_tables(page)) == sorted(shared)
    for id in shared:
        assert kept(page, id) == shared[id]
    saved_row(page, going["id"]).get_by_role("button", name="Resume").click()
    my_turn(page)
    expect(page.locator(".seat-bottom .who")).to_contain_text("You")


# A tab whose copy of the device's storage lags behind another tab's writes, as a browser's
# tabs may (each keeps a copy, told of the other's changes a moment later): from
# `window.__lag()` on, what it reads of the secrets is what was kept then, its own writes
# aside; what it writes is written.
LAGGING = """
window.__lag = () => {
  const then = new Map(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]));
  const own = { getItem: Storage.prototype.getItem, setItem: Storage.prototype.setItem,
                removeItem: Storage.prototype.removeItem };
  const ours = (s, key) => s === window.localStorage && String(key).startsWith("dobleseis.");
  Storage.prototype.getItem = function (key) {
    if (!ours(this, key)) return own.getItem.call(this, key);
    return then.has(key) ? then.get(key) : null;
  };
  Storage.prototype.setItem = function (key, value) {
    if (ours(this, key)) then.set(String(key), String(value));
    return own.setItem.call(this, key, value);
  };
  Storage.prototype.removeItem = function (key) {
    if (ours(this, key)) then.delete(String(key));
    return own.removeItem.call(this, key);
  };
};
"""


def two_tabs_at_the_door(browser, base_url):
    """A friends' table whose host (on a device of their own) invited seats 2 and 3, and one
    device with two tabs on its join screen (opened by the invitation before either seat was
    taken); (host, first tab, second tab, table id)."""
    host = Device(browser, base_url, {1})
    friend = Device(browser, base_url)
    friend.context.add_init_script(LAGGING)
    id, _, link = host_table(host.page, "chiva", ["here", "invited", "invited", "computer"])
    first = friend.page
    second = friend.reopen()
    for page in (first, second):
        page.goto(link)
        expect(page.locator("body")).to_have_attribute("data-screen", "join")
    return host, friend, first, second, id


def keeps_seats(page: Page, id: str, seats: set[str]) -> None:
    """Wait until ``page`` reads the secrets of exactly ``seats`` of table ``id`` in its
    storage: a tab learns of another tab's writes a moment later (each reads its own copy)."""
    page.wait_for_function(
        f"([id, want]) => JSON.stringify(Object.keys(({ENTRY})(id)?.seats || {{}}).sort())"
        " === JSON.stringify(want)",
        arg=[id, sorted(seats)],
    )


def release(host: Device, id: str, seat: int) -> None:
    """The host of table ``id`` lets seat ``seat`` go."""
    r = host.page.request.post(
        f"/api/matches/{id}/host",
        data={"do": "release", "seat": seat},
        headers=secrets(host.page, id),
    )
    assert r.status == 200, r.text()


def seated(page: Page, seat: int) -> None:
    take_seat(page, seat)
    expect(page.locator("body")).to_have_attribute("data-screen", "lobby")


def test_two_tabs_taking_seats_at_once_both_keep_theirs(browser, base_url):
    """Two tabs of one device take a seat each of the same table at the same moment: the
    second writes what it kept while the first's seat has not reached its copy yet. With a
    table's secrets in one entry, it wrote the entry back without the first tab's seat, lost;
    each seat's secret is kept on its own, so both stay, and after a reload the device holds
    both."""
    host, friend, first, second, id = two_tabs_at_the_door(browser, base_url)
    try:
        second.evaluate("window.__lag()")
        seated(first, 2)
        seated(second, 3)
        keeps_seats(first, id, {"2", "3"})
        page = friend.reopen()
        page.goto("/")
        expect(saved_row(page, id)).to_be_visible()
        keeps_seats(page, id, {"2", "3"})
    finally:
        friend.close()
        host.close()


def test_a_seat_lost_in_one_tab_forgets_no_seat_another_tab_took(browser, base_url):
    """One tab of a device holds seat 2; another tab of it then takes seat 3. The host releases
    seat 2: the first tab forgets seat 2's secret — and only it: its connection proved no
    other, and seat 3's, which it never showed the server, was taken by the other tab after it
    connected. Forgotten too, the other tab lost its seat at its next reload."""
    host, friend, first, second, id = two_tabs_at_the_door(browser, base_url)
    try:
        seated(first, 2)
        seated(second, 3)
        keeps_seats(first, id, {"2", "3"})
        release(host, id, 2)
        expect(first.locator("#banner")).to_contain_text("let your seat go")
        assert kept(first, id)["seats"].keys() == {"3"}
        second.reload()
        expect(second.locator("body")).to_have_attribute("data-screen", "lobby")
        keeps_seats(second, id, {"3"})
    finally:
        friend.close()
        host.close()


def test_a_tab_holding_two_seats_told_one_was_released_plays_on_at_the_other(browser, base_url):
    """A tab holding seats 2 and 3 (each taken by a tab of the device, then reloaded) loses seat 2
    to the host: it is told which seat it lost, not that it only watches now, and plays on at
    seat 3."""
    host, friend, first, second, id = two_tabs_at_the_door(browser, base_url)
    try:
        seated(first, 2)
        seated(second, 3)
        keeps_seats(first, id, {"2", "3"})
        first.reload()
        expect(first.locator("body")).to_have_attribute("data-screen", "lobby")
        release(host, id, 2)
        expect(first.locator("#banner")).to_have_text("The host let seat 2 go.")
        assert kept(first, id)["seats"].keys() == {"3"}
        seats = first.get_by_role("list", name="Who is at the table")
        expect(seats.get_by_role("listitem").nth(2)).to_have_text(re.compile(r"Seat 3\s*you"))
    finally:
        friend.close()
        host.close()


def test_a_tab_is_told_its_seat_was_released_though_another_tab_forgot_it_first(browser, base_url):
    """Two tabs of a device hold seat 2's secret, one showing seat 2, the other seat 3. The host
    releases seat 2, and the other tab hears of it first and forgets seat 2's secret: the tab
    that showed seat 2, hearing of it after, is still told the host let its seat go (it was
    silent when it judged by the secrets kept)."""
    host, friend, first, second, id = two_tabs_at_the_door(browser, base_url)
    pages, held = [], []  # the first tab's end of its connection; the frames held back from it
    holding = [False]  # whether the server's frames to the first tab are held back now

    def carry(ws):
        server = ws.connect_to_server()
        server.on_message(lambda m: held.append(m) if holding[0] else ws.send(m))
        pages.append(ws)

    try:
        first.route_web_socket(re.compile(r".*/live$"), carry)
        seated(first, 2)
        seated(second, 3)
        keeps_seats(second, id, {"2", "3"})
        second.reload()  # its connection presents seat 2's secret too
        expect(second.locator("body")).to_have_attribute("data-screen", "lobby")
        holding[0] = True
        release(host, id, 2)
        keeps_seats(first, id, {"3"})  # the second tab forgot seat 2 first
        holding[0] = False
        for frame in held:
            pages[-1].send(frame)
        expect(first.locator("#banner")).to_have_text(
            "The host let your seat go: you are watching now."
        )
        expect(second.locator("#banner")).to_have_text("The host let seat 2 go.")
    finally:
        friend.close()
        host.close()
