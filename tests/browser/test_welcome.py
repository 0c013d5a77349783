"""The first visit: the start screen asks how well the newcomer plays (Easy / Medium / Hard, the
server's random / basic / strong), remembers the answer on the device (the `level` preference),
and explains the two games in two sentences each."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

PREFS = "() => JSON.parse(localStorage.getItem('dobleseis:prefs') || '{}')"


def created_level(page: Page) -> str:
    with page.expect_request(
        lambda r: r.url.endswith("/api/matches") and r.method == "POST"
    ) as created:
        page.get_by_role("button", name="Start", exact=True).click()
    return json.loads(created.value.post_data)["level"]


def test_the_first_visit_asks_the_level_and_remembers_it(sized: Page):
    sized.goto("/")
    question = sized.get_by_role("region", name="Welcome! How well do you play?")
    expect(question).to_be_visible()
    choices = question.get_by_role("button")
    expect(choices).to_have_count(3)
    expect(choices.nth(0)).to_contain_text("Easy")
    expect(choices.nth(1)).to_contain_text("Medium")
    expect(choices.nth(2)).to_contain_text("Hard")
    expect(choices.nth(0)).to_be_focused()
    box = question.bounding_box()
    assert box["y"] + box["height"] <= sized.viewport_size["height"]  # asked above the fold
    level = sized.locator("#level")
    expect(level.locator("option")).to_have_text(["Easy", "Medium", "Hard"])
    question.get_by_role("button", name=re.compile("^Easy")).click()
    expect(question).to_have_count(0)
    expect(sized.get_by_role("status")).to_contain_text("Level: Easy.")
    expect(level).to_have_value("random")
    assert sized.evaluate(PREFS)["level"] == "random"
    sized.reload()
    expect(sized.get_by_role("form", name="New match")).to_be_visible()
    expect(sized.locator(".first-visit")).to_have_count(0)  # asked once
    expect(sized.locator("#level")).to_have_value("random")
    assert created_level(sized) == "random"


def test_a_level_picked_in_the_form_is_remembered_and_settings_change_it(page: Page):
    page.goto("/")
    expect(page.locator(".first-visit")).to_be_visible()
    expect(page.locator("#level")).to_have_value("basic")  # Medium unless told
    page.locator("#level").select_option("strong")
    assert created_level(page) == "strong"
    expect(page.locator("body")).to_have_attribute("data-screen", "table")
    assert page.evaluate(PREFS)["level"] == "strong"
    page.goto("/")
    page.evaluate("() => sessionStorage.clear()")
    page.reload()
    expect(page.locator("#level")).to_have_value("strong")
    expect(page.locator(".first-visit")).to_have_count(0)
    # The settings panel changes it, and can ask again at the next visit.
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    dialog.get_by_role("radio", name="Ask on the start screen").check()
    dialog.get_by_role("button", name="Close").click()
    page.reload()
    expect(page.locator(".first-visit")).to_be_visible()


def test_the_two_games_are_explained_in_two_sentences_each(sized: Page):
    sized.goto("/")
    about = sized.locator(".games-about")
    expect(about).to_be_visible()
    chiva = about.locator('[data-variant="chiva"]').inner_text()
    haiti = about.locator('[data-variant="haiti"]').inner_text()
    for text, name in ((chiva, "Chiva (Puerto Rico)"), (haiti, "Haiti (Dékabès)")):
        assert text.startswith(name)
        body = text[len(name) :].strip()
        assert len(re.findall(r"[.!?](?:\s|$)", body)) == 2, body  # two sentences
    assert "4–0" in chiva and "both scores go back to 0" in chiva
    assert "redeal" in haiti and "Dékabès" in haiti and "4 points" in haiti
    assert "lightest single hand" in haiti
