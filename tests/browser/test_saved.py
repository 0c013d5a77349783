"""The start screen's saved matches: resume the unfinished at the same point, replay or delete
the finished, download a record (or be told why not yet), and open a record file to play on
from its end or to replay it."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from dobleseis.core.record import parse_record

from .conftest import at_one_size
from .helpers import (
    create_as,
    decide,
    import_record,
    line_tiles,
    match_id,
    my_turn,
    played_record,
    saved_row,
    shown_hand,
    start,
    wait_for_decision,
)
from .test_a11y import serious_violations


def test_resume_an_unfinished_match_from_the_list(page: Page, context):
    match = start(page, "chiva", seed=21)
    for _ in range(2):
        decide(page)
    my_turn(page)
    hand, line = shown_hand(page), line_tiles(page)
    other = context.new_page()  # a new tab: nothing of the first one's session
    other.goto("/")
    row = saved_row(other, match)
    expect(row).to_contain_text("Chiva (Puerto Rico)")
    expect(row).to_contain_text("you, computer at seats 2, 3, and 4 · hand 1 · us 0, them 0")
    row.get_by_role("button", name="Resume").click()
    my_turn(other)
    assert shown_hand(other) == hand and line_tiles(other) == line
    other.close()


def test_a_finished_match_is_listed_to_replay_and_can_be_deleted(page: Page):
    record, state = played_record("chiva", 22)
    match = import_record(page, record)
    page.goto("/")
    row = saved_row(page, match)
    seats = "1 and 3" if state.winner == "13" else "2 and 4"
    expect(row).to_contain_text(f"the team of seats {seats} won")
    expect(row.get_by_role("button", name="Replay")).to_be_visible()
    expect(row.get_by_role("button", name="Resume")).to_have_count(0)
    row.get_by_role("button", name="Delete").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text("Delete this match?")
    dialog.get_by_role("button", name="Cancel").click()
    expect(row).to_be_visible()
    row.get_by_role("button", name="Delete").click()
    page.get_by_role("button", name="Delete the match").click()
    expect(row).to_have_count(0)
    assert page.request.get(f"/api/matches/{match}").status == 404


def test_back_from_a_replay_or_a_deletion_the_focus_keeps_its_place_in_the_list(page: Page):
    """Back from a replay the start screen focused its first field, screens above the list on a
    phone; a deleted match took the focus away with its row, to nowhere. The focus comes back to
    the list: to the match replayed, to the row after the one deleted (the list, latest first),
    to the list's heading once none is left."""
    record, _ = played_record("chiva", 22)
    older = import_record(page, record)
    newer = import_record(page, record)
    page.goto("/")
    saved_row(page, older).get_by_role("button", name="Replay").click()
    expect(page.locator("#replay-step")).to_be_visible()
    page.get_by_role("button", name="Leave the replay").click()
    expect(saved_row(page, older).get_by_role("button", name="Replay")).to_be_focused()
    for gone, then in ((newer, saved_row(page, older).get_by_role("button", name="Replay")),
                       (older, page.get_by_role("heading", name="Your matches"))):  # fmt: skip
        saved_row(page, gone).get_by_role("button", name="Delete").click()
        page.get_by_role("button", name="Delete the match").click()
        expect(saved_row(page, gone)).to_have_count(0)
        expect(then).to_be_focused()


def test_the_list_says_us_and_them_where_this_device_played_one_team(page: Page):
    """A device that held the seats of one team reads the score and the winner as its players
    say them, its team first; one that held seats of both teams reads them by the seats."""
    record, state = played_record("chiva", 22)
    ours = import_record(page, record, seats=("computer", "human", "computer", "human"))
    both = import_record(page, record, seats=("human", "human", "computer", "computer"))
    page.goto("/")
    s13, s24 = state.score
    won = "we won" if state.winner == "24" else "they won"
    expect(saved_row(page, ours)).to_contain_text(f"us {s24}, them {s13} · {won}")
    seats = "1 and 3" if state.winner == "13" else "2 and 4"
    expect(saved_row(page, both)).to_contain_text(
        f"seats 1 & 3: {s13}, seats 2 & 4: {s24} · the team of seats {seats} won"
    )


def test_download_a_record_or_be_told_why_not_yet(page: Page):
    chosen = create_as(page, {"variant": "haiti", "seed": 23})
    # a friends' table on a drawn seed, its players named on this device
    friends = {
        "seats": ["here", "computer", "here", "computer"],
        "names": ["Mamá", None, "Tío", None],
    }
    drawn = create_as(page, {"variant": "chiva", **friends})
    page.goto("/")
    with page.expect_download() as download:
        saved_row(page, chosen).get_by_role("button", name="Download").click()
    assert download.value.suggested_filename == f"dobleseis-haiti-{chosen}.json"
    saved = json.loads(open(download.value.path(), encoding="utf-8").read())
    assert saved == page.request.get(f"/api/matches/{chosen}/record").json()  # public: chosen seed
    assert parse_record(saved).seed == 23
    # the players are said by their names, not "human at seats 1 and 3"
    row = saved_row(page, drawn)
    expect(row.locator(".match-facts")).to_have_text(
        "Mamá and Tío, computer at seats 2 and 4 · hand 1 · us 0, them 0"
    )
    # a drawn seed's record would be refused: Download is unavailable, and says when it will
    # be once tapped, not in a paragraph on the row
    expect(row.locator(".note")).to_have_count(0)
    download = row.get_by_role("button", name="Download")
    expect(download).to_have_attribute("aria-disabled", "true")
    download.press("Enter")  # Playwright clicks no aria-disabled button; a finger does
    expect(row.get_by_role("status")).to_have_text(
        "Its record can be downloaded once the match is over: the seed was drawn in secret, "
        "and the record would tell every hand."
    )
    assert page.request.get(f"/api/matches/{drawn}/record").status == 422


def test_open_a_record_file_and_play_on_from_its_end(page: Page):
    from dobleseis.core import hand_text

    record, state = played_record(
        "chiva", 24, stop=lambda s: len(s.actions) >= 9 and s.to_act == 1 and bool(s.legal())
    )
    n = len(record["actions"])
    page.goto("/")
    # the browser's own file box ("Choose File / No file chosen", in the browser's language, not
    # the page's) is out of sight: the label, in the page's words, is the button that opens it
    label = page.locator('label[for="record-file"]')
    assert label.bounding_box()["height"] >= 44
    assert page.locator("#record-file").bounding_box()["width"] <= 1
    with page.expect_file_chooser():
        label.click()
    page.get_by_label("Choose a record file").set_input_files(
        files=[{"name": "evening.json", "mimeType": "application/json",
                "buffer": json.dumps(record).encode()}]
    )  # fmt: skip
    summary = page.locator(".file-summary")
    expect(summary).to_have_text(f"evening.json: Chiva (Puerto Rico), {n} actions")
    page.locator("#import-level").select_option("random")
    with page.expect_response("**/api/matches/import") as created:
        page.get_by_role("button", name="Continue playing from its end").click()
    assert created.value.status == 201
    view = created.value.json()["view"]
    assert view["seats"] == ["human", "computer", "computer", "computer"]
    assert view["level"] == "random"
    # the table goes on from the record's end, seat 1 to play
    wait_for_decision(page)
    expect(page.locator("#line .placed")).to_have_count(len(state.hand.line))
    assert shown_hand(page) == hand_text(state.hand.hands[0])


def test_a_finished_record_can_only_be_replayed(page: Page):
    record, _ = played_record("haiti", 25)
    page.goto("/")
    page.get_by_label("Choose a record file").set_input_files(
        files=[{"name": "done.json", "mimeType": "application/json",
                "buffer": json.dumps(record).encode()}]
    )  # fmt: skip
    page.get_by_role("button", name="Continue playing from its end").click()
    expect(page.locator(".open-file [role=alert]")).to_have_text(
        "This match is already over: it can only be replayed."
    )


def test_a_file_that_is_not_a_record_says_so(page: Page):
    page.goto("/")
    page.get_by_label("Choose a record file").set_input_files(
        files=[{"name": "notes.txt", "mimeType": "text/plain", "buffer": b"six-six"}]
    )
    expect(page.locator(".open-file [role=alert]")).to_have_text(
        "This file is not a Doble Seis record: it is not JSON."
    )
    bad = {"format": "dobleseis/1", "variant": "chiva", "seed": 1,
           "actions": [{"seat": 5, "pass": True}]}  # fmt: skip
    page.get_by_label("Choose a record file").set_input_files(
        files=[
            {"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(bad).encode()}
        ]
    )
    page.get_by_role("button", name="Replay it step by step").click()
    expect(page.locator(".open-file [role=alert]")).to_contain_text(
        "The record cannot be opened: action 1:"
    )


def test_a_refused_record_is_said_in_the_page_s_own_words(page: Page):
    """The reason is worded by en.js from the code and fields the server sends, a nested reason
    too: the server's English sentence shows only for a code the page has no words for."""
    changed = {"error": "the server's own words"}  # in the server's answer, on its way

    def reworded(route):
        response = route.fetch()
        route.fulfill(response=response, json={**response.json(), **changed})

    page.route("**/api/matches/import", reworded)
    page.goto("/")
    bad = {"format": "dobleseis/1", "variant": "chiva", "seed": 1,
           "actions": [{"seat": 2, "play": "6-6"}, {"seat": 4, "play": "6-5"}]}  # fmt: skip
    page.get_by_label("Choose a record file").set_input_files(
        files=[{"name": "bad.json", "mimeType": "application/json",
                "buffer": json.dumps(bad).encode()}]
    )  # fmt: skip
    alert = page.locator(".open-file [role=alert]")
    page.get_by_role("button", name="Replay it step by step").click()
    expect(alert).to_have_text(
        "The record cannot be opened: action 2: it is seat 3's turn to play, not seat 4's"
    )
    changed["code"] = "a_code_from_a_newer_server"
    page.get_by_role("button", name="Replay it step by step").click()
    expect(alert).to_have_text("The server's own words")


@at_one_size("phone", "sized")
def test_the_matches_under_way_are_the_first_cards_on_a_phone(sized: Page):
    """Someone coming back finds the matches under way at the top of the start screen, above
    the forms, not four screens down the list: a card each (the latest first, at most three),
    saying how it goes on and who plays it, with the way back. A match over is not one."""
    page = sized
    here = ["here", "computer", "computer", "computer"]
    made = [create_as(page, {"variant": "chiva", "seats": here}) for _ in range(4)]
    record, _ = played_record("chiva", 22)
    over = import_record(page, record, seats=("human", "computer", "human", "computer"))
    page.goto("/")
    cards = page.locator(".under-way")
    expect(cards).to_have_count(3)
    rows = page.locator(".saved-match")
    expect(rows).to_have_count(5)
    latest = [rows.nth(i).get_attribute("data-id") for i in range(3)]  # as the server lists them
    assert set(latest) <= set(made) and over not in latest
    assert [cards.nth(i).get_attribute("data-id") for i in range(3)] == latest
    first = cards.first
    expect(first.get_by_role("heading")).to_have_text("Your Chiva (Puerto Rico) match is under way")
    expect(first).to_contain_text("It waits for you where you left it.")
    expect(first.locator(".match-facts")).to_have_text(
        "you, computer at seats 2, 3, and 4 · hand 1 · us 0, them 0"
    )
    back = first.get_by_role("button", name="Back to it")
    expect(back).to_be_in_viewport(ratio=1)
    expect(back).to_be_focused()  # the keyboard starts there, not on the forms below
    assert page.evaluate("() => window.scrollY") == 0
    assert serious_violations(page) == []
    cards.nth(1).get_by_role("button", name="Back to it").click()
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    assert match_id(page) == latest[1]


# The facts of each saved match given, as the list says who plays it, and the first card of
# each as a match under way says how it goes on without its player (docs/api.md, SUMMARY).
SAID_OF = """async (summaries) => {
  const { renderSaved, renderUnderWay } = await import("/js/saved.js");
  const { en } = await import("/i18n/en.js");
  const base = { variant: "chiva", title: "Chiva", score: [0, 0], hand_number: 2, over: false,
                 winner: null, next: null, record: true, updated: "2026-01-01T00:00:00Z" };
  return summaries.map((m, i) => {
    const match = { ...base, id: `m${i}`, ...m };
    const row = renderSaved(en, [match], {}).querySelector(".match-facts");
    const card = renderUnderWay(en, match, {}).querySelectorAll("p");
    return [row.textContent.split(" · ")[0], card[0].textContent];
  });
}"""


def test_a_seat_the_computer_plays_for_its_person_is_named_as_theirs(page: Page):
    """The list said "Gus, computer at seats 1, 3 and 4" of the player's own public match while
    the computer played their seat (they were away): SUMMARY's kinds are who plays now. A
    person's seat the computer stands in for (`stand_in`) is named as that person's, this
    device's own seat as theirs ("you", or their name), as an older server's list says too."""
    me, gus = {"seats": [1], "host": False}, [None, "Gus", None, None]
    mine_away = {"seats": ["computer", "human", "computer", "computer"],
                 "stand_in": [True, False, False, False], "you": me}  # fmt: skip
    summaries = [
        {**mine_away, "names": ["Ana", "Gus", None, None], "public": True},
        {**mine_away, "names": gus, "public": False},
        {
            "seats": ["human", "computer", "computer", "computer"],
            "names": gus,
            "stand_in": [False, True, False, False],
            "you": me,
            "public": False,
        },  # fmt: skip
        {"seats": ["computer", "human", "computer", "computer"], "names": [None] * 4, "you": me},
        {
            "seats": ["human", "computer", "human", "computer"],
            "names": [None] * 4,
            "stand_in": [False] * 4,
            "you": {"seats": [1, 3], "host": True},
        },  # fmt: skip
    ]
    page.goto("/")
    computer = "The computer plays your seat until you come back."
    friends, alone = "The others wait for you at your turn.", "It waits for you where you left it."
    assert page.evaluate(SAID_OF, summaries) == [
        ["Ana and Gus, computer at seats 3 and 4", computer],
        ["you and Gus, computer at seats 3 and 4", computer],
        ["you and Gus, computer at seats 3 and 4", friends],
        ["you, human at seat 2, computer at seats 3 and 4", friends],
        ["human at seats 1 and 3, computer at seats 2 and 4", alone],
    ]


def test_a_friends_table_not_started_says_so_on_its_card(page: Page):
    """The card of a friends' table its host has not started said "Your Chiva match is under
    way" and "The others wait for you at your turn": nothing has started. It says the table has
    not started yet, and who starts it: the host, on their device "you"."""
    create_as(page, {"variant": "chiva", "seats": ["here", "invited", "computer", "computer"]})
    page.goto("/")
    card = page.locator(".under-way")
    expect(card.get_by_role("heading")).to_have_text(
        "Your Chiva (Puerto Rico) table has not started yet"
    )
    expect(card.locator("p").first).to_have_text("The match begins once you start it.")
    assert serious_violations(page) == []
    friend = {
        "seats": ["human", "human", "computer", "computer"],
        "names": ["Ana", None, None, None],
        "you": {"seats": [2], "host": False},
        "public": False,
        "started": False,
    }
    said_of = page.evaluate(SAID_OF, [friend])
    assert said_of == [
        ["Ana and you, computer at seats 3 and 4", "The match begins once the host starts it."]
    ]
