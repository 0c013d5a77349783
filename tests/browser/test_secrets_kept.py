"""Where a device keeps the secrets of its tables (static/js/secrets.js): each table in an entry
of its own, so that two tabs of the site on one device never write back a stale copy of the
other's tables (a seat kept by one tab, wiped by the other's change to another table); and a
device that kept every table in one entry keeps its tables after the update."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from .helpers import (
    TABLE,
    import_record,
    kept,
    kept_tables,
    my_turn,
    played_record,
    saved_row,
    start,
)

SHARED = "dobleseis.tables"  # every table's secrets in one entry, as devices kept them before

# Records in `window.__written` the key of every localStorage entry of tables' secrets written
# or removed (any other entry, the preferences' say, is not recorded).
WRITTEN = """
window.__written = [];
for (const name of ["setItem", "removeItem"]) {
  const own = Storage.prototype[name];
  Storage.prototype[name] = function (key, ...rest) {
    if (this === window.localStorage && String(key).startsWith("dobleseis.table")) {
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
    assert set(written(page)) == {TABLE + match}
    assert kept(page, match)["seats"].keys() == {"1"}
    assert kept(page, other) == before
    page.evaluate("() => { window.__written = []; }")
    page.get_by_role("button", name="Home").click()  # deleted there: its secrets forgotten
    row = saved_row(page, match)
    row.get_by_role("button", name="Delete").click()
    page.get_by_role("button", name="Delete the match").click()
    expect(row).to_have_count(0)
    assert kept(page, match) is None
    assert set(written(page)) == {TABLE + match}
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
