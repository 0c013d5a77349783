"""Download only when it works, the hot-seat undo that asks first, the score sheet and the
statistics of the start screen (issue 19: fix 8, Add)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core.record import parse_record

from ..i18n.words import LANGUAGES, words
from .conftest import at_one_size
from .helpers import (
    WHOLE_MATCH,
    drawn,
    import_record,
    kept_tables,
    open_with_double_six,
    opener_seed,
    played_record,
    saved_row,
    secrets,
    start,
    to_reveal,
    version,
)
from .test_a11y import serious_violations
from .test_friends_words import enter
from .test_labels_fit import CUT, open_in
from .test_languages import each_language

LOCAL = ["human", "computer", "computer", "computer"]
KEPT = (
    "Its record can be downloaded once the match is over: the seed was drawn in secret, "
    "and the record would tell every hand."
)


def tool(page: Page, name: str) -> None:
    """Click the table's control ``name``, from the More menu where the bar folds it (the bar
    waited for: a phone's More not drawn yet sent the test to a button folded away)."""
    button = page.locator("#toolbar").get_by_role("button", name=name, exact=True)
    more = page.get_by_role("button", name="More")
    expect(button.or_(more).filter(visible=True).first).to_be_visible()
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
    # a match of four computers at its end (imported: its play is not what is checked)
    id = import_record(page, played_record("haiti", 8)[0])
    enter(page, id)
    expect(page.locator(".reveal .match-over")).to_be_visible()
    sheet = page.locator(".sheet-aside .sheet-table")
    expect(sheet).to_be_visible()
    expected = result_rows(page, id)
    assert len(expected) >= 2
    assert shown_rows(sheet) == expected
    final = page.request.get(f"/api/matches/{id}").json()
    assert expected[-1][3] == f"{final['score'][0]}–{final['score'][1]}"
    seats = "1 and 3" if final["winner"] == "13" else "2 and 4"
    expect(page.locator(".reveal .cheer")).to_contain_text(f"The team of seats {seats} wins")
    winner = f"The team of seats {seats} wins the match."
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


def test_a_hand_reviewed_from_the_sheet_of_the_bar_is_counted_there_at_once(page: Page):
    """The sheet opened from the table's bar, like the one beside the end-of-match card, counts
    a hand reviewed from it once its review is done, without being opened again."""
    # the end of the first hand (imported: its play is not what is checked)
    record = played_record("chiva", opener_seed(1), stop=lambda state: bool(state.results))[0]
    enter(page, import_record(page, record, LOCAL))
    tool(page, "Score sheet")
    dialog = page.get_by_role("dialog", name="Score sheet")
    accuracy = dialog.locator(".sheet-accuracy")
    expect(accuracy).to_contain_text("No hand of this match has been reviewed yet.")
    accuracy.get_by_role("button", name="Review hand 1").click()
    review = page.locator("#review-dialog")
    expect(review.locator(".review-move").first).to_be_visible(timeout=180_000)
    review.get_by_role("button", name="Close").click()
    expect(dialog).to_be_visible()
    expect(accuracy.locator(".sheet-review button")).to_have_count(0)
    expect(accuracy.locator("li")).to_have_count(4)
    expect(accuracy).not_to_contain_text("No hand of this match has been reviewed yet.")


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
    every = " ".join(secrets(page, id)["Dobleseis-Secrets"] for id in kept_tables(page))
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


def test_a_game_with_no_hand_over_has_no_row_of_noughts(page: Page):
    """A Haiti just begun, no hand of it over, had a row of zeros under the Chiva played, read as
    a match played and lost nothing of: a game with nothing to count yet has no row."""
    seats = ("here", "computer", "computer", "computer")
    begun, _ = played_record("haiti", 5, stop=lambda s: len(s.actions) == 2)
    import_record(page, begun, seats)
    page.goto("/")
    expect(page.locator(".stats")).to_contain_text("No match played on this device yet")
    import_record(page, played_record("chiva", 1)[0], seats)
    page.goto("/")
    table = page.locator(".stats-table")
    expect(table.locator("tbody tr")).to_have_count(1)
    expect(table.locator('tbody tr[data-variant="chiva"]')).to_be_visible()
    expect(table.locator('td[data-field="dekabes"]')).to_have_count(0)  # no Haiti column either


def test_statistics_and_score_sheet_fit_a_phone(browser, base_url):
    from .conftest import device

    ctx = device(browser, base_url, viewport={"width": 390, "height": 844}, has_touch=True)
    page = ctx.new_page()
    try:
        import_record(page, played_record("haiti", 3)[0], ("here", "computer", "computer",
                                                          "computer"))  # fmt: skip
        page.goto("/")
        expect(page.locator(".stats-table")).to_be_visible()
        drawn(page)  # stacked in cards a game: the table is wider than the phone
        wide = "() => document.documentElement.scrollWidth"
        assert page.evaluate(wide) <= 390  # the table scrolls in its own box, not the page
        enter(page, import_record(page, played_record("haiti", 8)[0]))  # a match at its end
        expect(page.locator(".sheet-aside .sheet-table")).to_be_visible()
        assert page.evaluate(wide) <= 390
    finally:
        ctx.close()


# Every box inside `selector` that scrolls sideways (the player would have to find that it does),
# and every cell of its tables whose right edge is beyond the card's.
SIDEWAYS = """(selector) => {
  const card = document.querySelector(selector);
  const right = card.getBoundingClientRect().right;
  const out = [];
  for (const el of [card, ...card.querySelectorAll('*')]) {
    const scrolls = ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    if ((scrolls || el === card) && el.scrollWidth > el.clientWidth + 1) {
      out.push(`${el.className}: scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
  }
  for (const cell of card.querySelectorAll('tbody :is(th, td), caption')) {
    const r = cell.getBoundingClientRect();
    if (r.width && r.right > right + 1) out.push(`${JSON.stringify(cell.textContent)}: cut off`);
  }
  return out;
}"""


def games_played(page: Page) -> None:
    """A finished Chiva and Haiti of this device (seat 1), so that the statistics have two rows
    with every statistic of both games."""
    seats = ("here", "computer", "computer", "computer")
    import_record(page, played_record("chiva", 1)[0], seats)
    import_record(page, played_record("haiti", 1)[0], seats)


# Every cell of the statistics reaching into the card's padding (touching its edge, or past it),
# and every accuracy whose words take more than one line.
CRAMPED = """() => {
  const card = document.querySelector('section.stats');
  const style = getComputedStyle(card);
  const box = card.getBoundingClientRect();
  const left = box.left + card.clientLeft + parseFloat(style.paddingLeft);
  const right = box.left + card.clientLeft + card.clientWidth - parseFloat(style.paddingRight);
  const out = [];
  for (const cell of card.querySelectorAll('.stats-table tbody :is(th, td)')) {
    const r = cell.getBoundingClientRect();
    if (r.width && (r.left < left - 1 || r.right > right + 1))
      out.push(`${JSON.stringify(cell.textContent)}: in the card's padding`);
  }
  for (const cell of card.querySelectorAll('td[data-field="accuracy"]')) {
    const words = document.createRange();
    words.selectNodeContents(cell);
    const lines = new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size;
    if (lines > 1) out.push(`${JSON.stringify(cell.textContent)}: on ${lines} lines`);
  }
  return out;
}"""


def short_accuracies(route) -> None:
    """The statistics as served, every hand reviewed: each accuracy a percentage."""
    served = route.fetch()
    body = served.json()
    for row in body["stats"]:
        row.update(accuracy=0.82, pending=0)
    route.fulfill(response=served, json=body)


def statistics_in_each_language(page: Page, languages=LANGUAGES):
    """The start screen of ``page``'s device, with the two games of ``games_played``, in each of
    ``languages`` in turn (from its menu), yielding each once the statistics' card speaks it."""
    games_played(page)
    page.goto("/")
    card = page.locator("section.stats")
    for lang in each_language(page, languages):
        head = words(lang, "statsHead.matches")[0]
        expect(card.get_by_role("columnheader", name=head, exact=True)).to_have_count(1)
        expect(card.locator(".stats-table tbody tr")).to_have_count(2)
        yield lang


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=["1280", "1366"])
def test_the_statistics_fit_a_laptop(browser, base_url, size):
    """Every statistic is within the card at a laptop's size, none cut off on the right (issue
    26), none in the card's padding, and no accuracy squeezed down its column: in French at
    1280x800 "en attente (9 manches à analyser)" ran down six lines, the last column touching
    the card's edge (it does so still with a percentage); English's "pending (8 hands to
    review)" took four. Where the accuracy's words do not fit on one line beside the other
    statistics, a card a game; the table where they do (English, every hand reviewed: a
    percentage). Each language in turn on one page, hands waiting for their review, then every
    hand reviewed."""
    page = open_in(browser, base_url, "en", size)
    try:
        card = page.locator("section.stats")
        for lang in statistics_in_each_language(page):
            drawn(page)  # a card a game, where the table needs more room than the card has
            assert page.evaluate(SIDEWAYS, "section.stats") == [], lang
            assert page.evaluate(CRAMPED) == [], lang
            assert page.evaluate("() => document.documentElement.scrollWidth") <= size[0], lang
            assert serious_violations(page) == [], lang
        page.route("**/api/stats", short_accuracies)
        page.reload()
        for lang in each_language(page, spoken=LANGUAGES[-1]):
            expect(card.locator('td[data-field="accuracy"]').first).to_contain_text("82")
            head = words(lang, "statsHead.matches")[0]
            expect(card.get_by_role("columnheader", name=head, exact=True)).to_have_count(1)
            drawn(page)
            assert page.evaluate(CRAMPED) == [], lang  # in French the table touched the edge
            if lang == "en":
                expect(card).not_to_have_class(re.compile(r"\bstacked\b"))
    finally:
        page.close()


@pytest.mark.parametrize(
    ("width", "languages"), [(390, LANGUAGES), (800, ["tl"])], ids=["390", "tl-800"]
)
def test_the_statistics_fit_a_phone_as_a_card_a_game(browser, base_url, width, languages):
    """Narrower than a laptop the eight statistics did not fit side by side: the table showed
    three of them and scrolled, with no sign that it did. Each game and level is now a card of its
    own, every number beside its statistic's name, all within the card; the table is still a
    table for a screen reader, each number under its column's header. Each language in turn on
    one page."""
    page = open_in(browser, base_url, "en", (width, 844))
    try:
        card = page.locator("section.stats")
        for lang in statistics_in_each_language(page, languages):
            expect(card).to_have_class(re.compile(r"\bstacked\b"))
            assert page.evaluate(SIDEWAYS, "section.stats") == [], lang
            cells = [".stats-table tbody th", ".stats-table tbody td"]
            assert page.evaluate(CUT, cells) == [], lang
            assert page.evaluate("() => document.documentElement.scrollWidth") <= width, lang
            fields = ("matches", "best_streak", "accuracy")
            heads = words(lang, *(f"statsHead.{k}" for k in fields))
            for field, head in zip(fields, heads, strict=True):
                for number in card.locator(f'td[data-field="{field}"]').all():
                    shown = number.evaluate("el => getComputedStyle(el, '::before').content")
                    assert head in shown, (lang, head, shown)  # the statistic's name, beside it
            # the headers, out of sight, still name the columns (a screen reader says them)
            expect(card.get_by_role("columnheader", name=heads[0], exact=True)).to_have_count(1)
            haiti = card.locator('tr[data-variant="haiti"]').get_by_role("cell")
            expect(haiti).to_have_count(8)  # its empty Chiva cell kept: no number moves a column
            assert serious_violations(page) == [], lang
    finally:
        page.close()


def a_match_of_seven_hands(page: Page) -> str:
    """A Chiva of this device (seat 1) whose seven hands ended each way a sheet says: won by a
    domino and by a block, a block that broke a streak, two tied blocks; not over yet."""
    record, _ = played_record("chiva", 20, stop=lambda s: len(s.results) == 7)
    return import_record(page, record, ("here", "computer", "computer", "computer"))


@pytest.mark.parametrize(("width", "languages"), [(390, LANGUAGES), (320, ["fr", "tl"])])
def test_the_score_sheet_fits_a_phone_in_every_language(browser, base_url, width, languages):
    """The sheet's five columns were wider than the panel on a phone in five languages (French
    422 px in 335), the right-hand ones cut with no sign that they scrolled, in a box that could
    not be reached from the keyboard. Each hand now takes two lines there, how it was won under
    who won it: the whole sheet is read within the panel, nothing scrolls sideways. Each
    language in turn at one table."""
    page = open_in(browser, base_url, "en", (width, 844))
    try:
        match = a_match_of_seven_hands(page)
        page.goto("/")
        saved_row(page, match).get_by_role("button", name="Resume", exact=True).click()
        expect(page.locator(".hand .tile").first).to_be_visible()
        for lang in each_language(page, languages):
            more, sheet, title, close = words(lang, "more", "sheet", "sheetTitle", "close")
            page.get_by_role("button", name=more).click()
            page.get_by_role("button", name=sheet, exact=True).click()
            dialog = page.get_by_role("dialog", name=title)
            expect(dialog.locator(".sheet-table tbody tr")).to_have_count(7)
            assert page.evaluate(SIDEWAYS, "#sheet-dialog") == [], lang
            cells = [f"#sheet-dialog .sheet-table {c}" for c in ("caption", "th", "td")]
            assert page.evaluate(CUT, ["#sheet-dialog .sheet", *cells]) == [], lang
            assert serious_violations(page) == [], lang
            dialog.get_by_role("button", name=close, exact=True).click()
            expect(dialog).to_have_count(0)
    finally:
        page.close()


@pytest.mark.parametrize("size", [(1200, 800), (390, 844)], ids=["laptop", "phone"])
def test_the_sheet_beside_the_end_of_a_match_fits_its_box(browser, base_url, size):
    """Beside the card of a match's end the sheet has its own box, narrower than the panel on a
    laptop whose screen has the card and the box side by side just: there too each hand takes
    two lines rather than the sheet being cut (French, the longest)."""
    page = open_in(browser, base_url, "fr", size)
    try:
        # a match of four computers at its end (imported: its play is not what is checked)
        enter(page, import_record(page, played_record("haiti", 8)[0]))
        expect(page.locator(".sheet-aside .sheet-table")).to_be_visible()
        assert page.evaluate(SIDEWAYS, ".sheet-aside") == []
        cells = [f".sheet-aside .sheet-table {c}" for c in ("caption", "th", "td")]
        assert page.evaluate(CUT, [".sheet-aside .sheet", *cells]) == []
    finally:
        page.close()


def won_by_seats_2_and_4(action, before, after) -> bool:
    return after.over and after.winner == "24"


@at_one_size("phone", fixture="sized")
def test_the_sheet_gives_each_score_in_the_order_of_the_card(sized: Page):
    """Seat 2, who won 4–0 with her partner, read "4–0: a Chiva for you" on her card and 0–4
    at the foot of the sheet beside it: the sheet wrote seats 1 & 3's score first, and did not
    say so. A device playing one team now reads its own score first on both sheets (beside the
    card, and from the table's bar), under a head that says so; one playing neither keeps seats
    1 & 3 first and says that."""
    from .test_celebrate import just_before  # which imports this module's `tool`

    page = sized
    record = just_before("chiva", won_by_seats_2_and_4)
    table = import_record(page, record, ("computer", "here", "computer", "computer"))
    enter(page, table, ack=len(parse_record(record).replay().results))
    to_reveal(page, limit=10)
    expect(page.locator(".reveal .cheer")).to_contain_text("4–0: a Chiva for you")
    logged = [row[3].split("–") for row in result_rows(page, table)]  # seats 1 & 3 first
    ours = [f"{b}–{a}" for a, b in logged]
    assert ours[-1] == "4–0"
    aside = page.locator(".sheet-aside .sheet-table")
    expect(aside.locator("thead th").last).to_have_text("Scoreus–them")
    assert [row[3] for row in shown_rows(aside)] == ours
    tool(page, "Score sheet")
    dialog = page.get_by_role("dialog", name="Score sheet")
    expect(dialog.locator("thead th").last).to_have_text("Scoreus–them")
    assert [row[3] for row in shown_rows(dialog.locator(".sheet-table"))] == ours
    assert page.evaluate(SIDEWAYS, "#sheet-dialog") == []
    cells = [f"#sheet-dialog .sheet-table {c}" for c in ("caption", "th", "td")]
    assert page.evaluate(CUT, ["#sheet-dialog .sheet", *cells]) == []
    dialog.get_by_role("button", name="Close").click()

    # the same match on a device holding no seat of it: seats 1 & 3 first, as the log
    watched = import_record(page, record)
    enter(page, watched, ack=len(parse_record(record).replay().results))
    expect(page.locator(".sheet-aside .sheet-table")).to_be_visible(timeout=WHOLE_MATCH)
    aside = page.locator(".sheet-aside .sheet-table")
    expect(aside.locator("thead th").last).to_have_text("Scoreseats 1 & 3 first")
    assert [row[3] for row in shown_rows(aside)] == [f"{a}–{b}" for a, b in logged]


# Every message the page sends on its live connection, kept in the page as it is sent.
SENT = """
window.sent = [];
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  window.sent.push(JSON.parse(data));
  return send.call(this, data);
};
"""
UNDOS = "() => window.sent.filter((m) => m.type === 'offer' && m.kind === 'undo').length"


def test_the_score_sheet_left_open_under_a_closed_review_still_holds_the_keys(page: Page):
    """A hand's review opened from the score sheet and closed leaves the sheet open, and the
    page knows it: Ctrl+Z took back a move under the open sheet (the page counted no panel
    open once the review closed). Closed, the sheet gives the keys back to the table."""
    page.add_init_script(SENT)
    start(page, seats=LOCAL, seed=opener_seed(1))
    to_reveal(page)
    before = version(page)
    tool(page, "Score sheet")
    dialog = page.get_by_role("dialog", name="Score sheet")
    dialog.get_by_role("button", name="Review hand 1").click()
    review = page.locator("#review-dialog")
    expect(review.locator(".review-move").first).to_be_visible(timeout=180_000)
    review.get_by_role("button", name="Close").click()
    expect(dialog).to_be_visible()
    page.keyboard.press("Control+z")  # its handler sends at once, before this evaluates
    assert page.evaluate(UNDOS) == 0
    assert version(page) == before
    dialog.get_by_role("button", name="Close").click()
    page.keyboard.press("Control+z")
    assert page.evaluate(UNDOS) == 1
    expect(page.locator("body")).not_to_have_attribute("data-version", before)
