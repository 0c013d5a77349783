"""Download only when it works, the hot-seat undo that asks first, the score sheet and the
statistics of the start screen (issue 19: fix 8, Add)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .helpers import (
    WHOLE_MATCH,
    import_record,
    open_with_double_six,
    opener_seed,
    played_record,
    secrets,
    start,
    version,
)
from .test_a11y import serious_violations

LOCAL = ["human", "computer", "computer", "computer"]
KEPT = (
    "Its record can be downloaded once the match is over: the seed was drawn in secret, "
    "and the record would tell every hand."
)


def tool(page: Page, name: str) -> None:
    """Click the table's control ``name``, from the More menu where the bar folds it."""
    more = page.get_by_role("button", name="More")
    if more.is_visible():
        more.click()
    page.get_by_role("button", name=name, exact=True).click()


def test_the_log_offers_the_download_only_when_it_works(page: Page):
    drawn = start(page, seats=LOCAL)
    tool(page, "Log")
    log = page.get_by_role("dialog", name="Log")
    expect(log.locator(".record-later")).to_have_text(KEPT)
    expect(log.get_by_role("button", name="Download the record")).to_have_count(0)
    assert page.request.get(f"/api/matches/{drawn}/record").status == 422  # it would be refused
    log.get_by_role("button", name="Close").click()

    page = page.context.new_page()  # another tab: this one goes on with its match
    chosen = start(page, seats=LOCAL, seed=5)
    tool(page, "Log")
    log = page.get_by_role("dialog", name="Log")
    with page.expect_download() as download:
        log.get_by_role("button", name="Download the record").click()
    assert download.value.suggested_filename == f"dobleseis-chiva-{chosen}.json"
    expect(log.locator(".record-later")).to_have_count(0)


def test_a_hot_seat_undo_asks_the_seat_whose_move_it_takes_back(page: Page):
    id = start(page, seats=["human", "human", "computer", "computer"], seed=opener_seed(1))
    page.get_by_role("button", name="I am seat 1").click()
    open_with_double_six(page)
    # seat 1 still holds the device (test_screen: its undo from the handoff asks nobody); once
    # seat 2 holds it, an undo would take back seat 1's move
    page.get_by_role("button", name="I am seat 2").click()
    expect(page.locator(".hand .tile").first).to_be_visible()
    played = version(page)

    page.get_by_role("button", name="Undo", exact=True).click()
    ask = page.get_by_role("dialog", name="Seat 1, may your move be taken back?")
    expect(ask).to_contain_text("Undo takes back seat 1's move: Seat 1 opens with 6-6.")
    ask.get_by_role("button", name="Cancel").click()
    expect(ask).to_be_hidden()
    assert page.request.get(f"/api/matches/{id}").json()["version"] == int(played)
    expect(page.locator("body")).to_have_attribute("data-version", played)

    page.keyboard.press("Control+z")  # the key asks too
    ask.get_by_role("button", name="Seat 1 agrees: undo").click()
    expect(page.locator("body")).not_to_have_attribute("data-version", played)
    view = page.request.get(f"/api/matches/{id}").json()
    assert view["moves"] == [] and view["to_act"] == 1


def result_rows(page: Page, id: str) -> list[list[str]]:
    """The sheet's rows as the log says them: hand, who won, points, score."""
    entries = page.request.get(f"/api/matches/{id}/log").json()["entries"]
    rows = []
    for e in entries:
        if e["kind"] != "result":
            continue
        r = e["result"]
        points = {"added": f"+{r['points']}", "reset": "streak broken", "kept": "—"}[r["change"]]
        # a device holding no seat names the teams by their seats
        winner = {"13": "Seats 1 & 3", "24": "Seats 2 & 4"}.get(r["winner"], "nobody")
        rows.append([str(r["number"]), winner, points, f"{r['score'][0]}–{r['score'][1]}"])
    return rows


def shown_rows(table) -> list[list[str]]:
    cells = "rows => rows.map(r => [...r.children].map(c => c.textContent))"
    got = table.locator("tbody tr").evaluate_all(cells)
    return [[hand, winner, points, score] for hand, winner, _how, points, score in got]


def test_the_score_sheet_at_the_end_of_the_match_and_from_the_table(page: Page):
    id = start(page, variant="haiti", seats=["computer"] * 4, seed=8)
    expect(page.locator(".reveal .winner")).to_be_visible(timeout=WHOLE_MATCH)
    sheet = page.locator(".sheet-aside .sheet-table")
    expect(sheet).to_be_visible()
    expected = result_rows(page, id)
    assert len(expected) >= 2
    assert shown_rows(sheet) == expected
    final = page.request.get(f"/api/matches/{id}").json()
    assert expected[-1][3] == f"{final['score'][0]}–{final['score'][1]}"
    winner = page.locator(".reveal .winner").text_content()
    seats = "1 and 3" if final["winner"] == "13" else "2 and 4"
    assert winner == f"The team of seats {seats} wins the match.", winner
    expect(page.locator(".sheet-aside .sheet-winner")).to_have_text(winner)
    # no hand reviewed: the accuracy is pending, each hand with the way to review it
    accuracy = page.locator(".sheet-aside .sheet-accuracy")
    expect(accuracy).to_contain_text("No hand of this match has been reviewed yet.")
    expect(accuracy.locator(".sheet-review button")).to_have_count(len(expected))
    expect(accuracy.locator(".sheet-review button").last).to_have_text(
        f"Review hand {len(expected)}"
    )
    how = sheet.locator("tbody tr td:nth-child(3)").all_text_contents()
    assert all(h.startswith(("domino, seat", "Dékabès, seat", "block")) for h in how), how

    # A hand reviewed from the sheet is counted there once its review is done, no reload.
    accuracy.locator(".sheet-review button").last.click()
    review = page.locator("#review-dialog")
    expect(review.locator(".review-move").first).to_be_visible(timeout=180_000)
    review.get_by_role("button", name="Close").click()
    expect(accuracy.locator(".sheet-review button")).to_have_count(len(expected) - 1)
    expect(accuracy.locator("li")).to_have_count(4)
    expect(accuracy).not_to_contain_text("No hand of this match has been reviewed yet.")

    tool(page, "Score sheet")
    dialog = page.get_by_role("dialog", name="Score sheet")
    expect(dialog.locator("tbody tr")).to_have_count(len(expected))
    assert shown_rows(dialog.locator(".sheet-table")) == expected
    dialog.get_by_role("button", name="Close").click()


def test_the_score_sheet_of_a_match_just_begun(page: Page):
    start(page, seats=LOCAL, seed=5)
    tool(page, "Score sheet")
    dialog = page.get_by_role("dialog", name="Score sheet")
    expect(dialog).to_contain_text("No hand is finished yet.")


FIELDS = ("matches", "won", "hands", "hands_won", "chivas", "dekabes", "best_streak")
OWN = {"chiva": "chivas", "haiti": "dekabes"}  # the statistic each game keeps of its own


def counted(page: Page) -> dict:
    """The statistics as the saved matches say them (the list, then each match's log)."""
    head = secrets_of_all(page)
    matches = page.request.get("/api/matches", headers=head).json()["matches"]
    rows: dict = {}
    streak: dict = {}
    for m in reversed(matches):
        teams = {"13" if s % 2 else "24" for s in m["you"]["seats"]}
        if len(teams) != 1:
            continue
        side = teams.pop()
        other = OWN["haiti" if m["variant"] == "chiva" else "chiva"]
        row = rows.setdefault((m["variant"], m["level"]),
                              dict.fromkeys((f for f in FIELDS if f != other), 0))  # fmt: skip
        entries = page.request.get(f"/api/matches/{m['id']}/log").json()["entries"]
        results = [e["result"] for e in entries if e["kind"] == "result"]
        row["hands"] += len(results)
        row["hands_won"] += sum(r["winner"] == side for r in results)
        if "dekabes" in row:
            row["dekabes"] += sum(r["winner"] == side and r["dekabes"] for r in results)
        if m["over"]:
            won = m["winner"] == side
            row["matches"] += 1
            row["won"] += won
            if "chivas" in row:
                row["chivas"] += won and min(m["score"]) == 0
            key = (m["variant"], m["level"])
            streak[key] = streak.get(key, 0) + 1 if won else 0
            row["best_streak"] = max(row["best_streak"], streak[key])
    return rows


def secrets_of_all(page: Page) -> dict:
    tables = page.evaluate("() => Object.keys(JSON.parse(localStorage.getItem('dobleseis.tables')"
                           " || '{}'))")  # fmt: skip
    every = " ".join(secrets(page, id)["Dobleseis-Secrets"] for id in tables)
    return {"Dobleseis-Secrets": every}


def test_the_statistics_equal_what_the_saved_matches_say(page: Page):
    page.goto("/")
    expect(page.locator(".stats")).to_contain_text("No match played on this device yet")
    seats = ("here", "computer", "computer", "computer")
    for seed in (1, 2, 3, 4):
        import_record(page, played_record("chiva", seed)[0], seats)
        import_record(page, played_record("haiti", seed)[0], ("computer", "here", "computer",
                                                              "here"))  # fmt: skip
    unfinished, _ = played_record("haiti", 6, stop=lambda s: len(s.results) == 2)
    import_record(page, unfinished, seats)
    page.goto("/")
    expected = counted(page)
    assert {v for v, _ in expected} == {"chiva", "haiti"}
    for (variant, level), row in expected.items():
        shown = page.locator(f'.stats-table tr[data-variant="{variant}"][data-level="{level}"]')
        expect(shown).to_be_visible()
        for field in FIELDS:  # another game's statistic: an empty cell
            expect(shown.locator(f'td[data-field="{field}"]')).to_have_text(str(row.get(field, "")))
        # nothing reviewed: the accuracy is pending, not 0%
        expect(shown.locator('td[data-field="accuracy"]')).to_have_text(
            f"pending ({row['hands']} hands to review)"
        )
    haiti = next(row for (v, _), row in expected.items() if v == "haiti")
    assert haiti["matches"] == 4 and haiti["hands"] > 8  # the unfinished match's hands count
    served = page.request.get("/api/stats", headers=secrets_of_all(page)).json()["stats"]
    kept = {(r["variant"], r["level"]): {k: r[k] for k in FIELDS if k in r} for r in served}
    assert kept == expected


def test_statistics_and_score_sheet_fit_a_phone(browser, base_url):
    from .conftest import device

    ctx = device(browser, base_url, viewport={"width": 390, "height": 844}, has_touch=True)
    page = ctx.new_page()
    try:
        import_record(page, played_record("haiti", 3)[0], ("here", "computer", "computer",
                                                          "computer"))  # fmt: skip
        page.goto("/")
        expect(page.locator(".stats-table")).to_be_visible()
        wide = "() => document.documentElement.scrollWidth"
        assert page.evaluate(wide) <= 390  # the table scrolls in its own box, not the page
        start(page, variant="haiti", seats=["computer"] * 4, seed=8)
        expect(page.locator(".sheet-aside .sheet-table")).to_be_visible(timeout=WHOLE_MATCH)
        assert page.evaluate(wide) <= 390
    finally:
        ctx.close()


def test_the_statistics_fit_a_laptop(browser, base_url):
    """Every column of the statistics is within the window at 1366x768, none cut off on the
    right (issue 26): the table needs no scrolling of its own."""
    from .conftest import device

    ctx = device(browser, base_url, viewport={"width": 1366, "height": 768})
    page = ctx.new_page()
    try:
        seats = ("here", "computer", "computer", "computer")
        import_record(page, played_record("chiva", 1)[0], seats)
        import_record(page, played_record("haiti", 1)[0], seats)
        page.goto("/")
        table = page.locator(".stats-table")
        expect(table).to_be_visible()
        box = page.locator(".stats-scroll")
        assert box.evaluate("el => el.scrollWidth <= el.clientWidth")
        for cell in table.locator("th, td").all():
            right = cell.evaluate("el => el.getBoundingClientRect().right")
            assert right <= box.evaluate("el => el.getBoundingClientRect().right") + 1
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 1366
        assert serious_violations(page) == []
    finally:
        ctx.close()
