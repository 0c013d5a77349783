"""The first visit: the start screen asks how well the newcomer plays (Easy / Medium / Hard, the
server's random / basic / strong), remembers the answer on the device (the `level` preference),
and explains the two games in two sentences each."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from .conftest import at_one_size

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
    choices = question.get_by_role("radio")
    expect(choices).to_have_count(3)
    for choice, name in zip(choices.all(), ("Easy", "Medium", "Hard"), strict=True):
        expect(choice).to_have_accessible_name(name)
    expect(choices.nth(0)).to_have_accessible_description(re.compile("^New to dominoes"))
    box = question.bounding_box()
    assert box["y"] + box["height"] <= sized.viewport_size["height"]  # asked above the fold
    level = sized.locator("#level")
    expect(level.locator("option")).to_have_text(["Easy", "Medium", "Hard"])
    question.locator(".level-choice", has_text="Easy").click()
    expect(choices.nth(0)).to_be_checked()
    expect(sized.get_by_role("status")).to_contain_text("Level: Easy.")
    expect(level).to_have_value("random")
    assert sized.evaluate(PREFS)["level"] == "random"
    sized.reload()
    expect(sized.get_by_role("form", name="New match")).to_be_visible()
    expect(sized.locator(".first-visit")).to_have_count(0)  # asked once
    expect(sized.locator("#level")).to_have_value("random")
    assert created_level(sized) == "random"


# How a level's card is drawn: its fill, its edge, and the ring around it.
LOOK = """(card) => {
  const cs = getComputedStyle(card);
  const ringed = cs.outlineStyle !== 'none' || cs.boxShadow !== 'none';
  return {fill: cs.backgroundColor, edge: cs.borderTopColor,
          ring: ringed ? `${cs.outlineStyle} ${cs.outlineColor} ${cs.boxShadow}` : 'none'};
}"""


def looks(page: Page) -> dict[str, dict[str, str]]:
    """How each level's card on the first visit is drawn, by level."""
    cards = page.locator(".first-visit .level-choice").all()
    return {card.get_attribute("data-level"): card.evaluate(LOOK) for card in cards}


def drawn_chosen(page: Page) -> list[str]:
    """The levels whose cards are drawn unlike the others' (the ring left out, which only says
    where the keyboard is): the card drawn chosen."""
    drawn = {level: (look["fill"], look["edge"]) for level, look in looks(page).items()}
    return [level for level, look in drawn.items() if list(drawn.values()).count(look) == 1]


@at_one_size("desktop", fixture="sized")
def test_the_card_drawn_chosen_is_the_level_the_form_plays(sized: Page):
    """On a first visit the keyboard was on Easy, the first card, its ring the one mark among
    the three: Easy looked chosen, and Start played Medium, the form's level. The card of the
    form's level is drawn chosen now, its radio checked and the keyboard on it; the ring only
    says where the keyboard is, gold over a dark ring as on any control; the arrows, a click
    or the form's own menu move the choice, and the card drawn chosen is always what Start
    plays."""
    from .test_wcag import CONTRAST

    sized.goto("/")
    question = sized.get_by_role("region", name="Welcome! How well do you play?")
    level = sized.locator("#level")
    expect(level).to_have_value("basic")  # Medium unless told
    medium = question.get_by_role("radio", name="Medium")
    expect(medium).to_be_checked()
    expect(question.get_by_role("radio", checked=True)).to_have_count(1)
    expect(medium).to_be_focused()
    assert drawn_chosen(sized) == ["basic"]
    ringed = [key for key, look in looks(sized).items() if look["ring"] != "none"]
    assert ringed == ["basic"]
    card = question.locator(".level-choice[data-level=basic]")
    assert card.evaluate(CONTRAST, "ring") >= 3
    sized.keyboard.press("Tab")  # the keyboard leaves the cards: Medium still looks chosen
    expect(medium).not_to_be_focused()
    assert drawn_chosen(sized) == ["basic"]
    assert all(look["ring"] == "none" for look in looks(sized).values())

    sized.keyboard.press("Shift+Tab")  # back on the card chosen, and the arrows move it
    expect(medium).to_be_focused()
    sized.keyboard.press("ArrowLeft")
    expect(question.get_by_role("radio", name="Easy")).to_be_checked()
    expect(level).to_have_value("random")
    assert drawn_chosen(sized) == ["random"]
    level.select_option("strong")  # the form's own menu moves the card drawn chosen
    expect(question.get_by_role("radio", name="Hard")).to_be_checked()
    assert drawn_chosen(sized) == ["strong"]
    question.locator(".level-choice", has_text="Medium").click()
    expect(level).to_have_value("basic")
    assert drawn_chosen(sized) == ["basic"]
    assert created_level(sized) == "basic"


def test_a_level_chosen_in_settings_is_the_card_drawn_chosen(page: Page):
    """Settings changed the level while the first visit's question was asked: "Play with
    friends" took it, the new match's form kept Medium, and so did the card drawn chosen."""
    page.goto("/")
    question = page.get_by_role("region", name="Welcome! How well do you play?")
    expect(question.get_by_role("radio", name="Medium")).to_be_checked()
    page.get_by_role("button", name="Settings").click()
    dialog = page.get_by_role("dialog", name="Settings")
    dialog.get_by_role("radio", name="Hard").check()
    dialog.get_by_role("button", name="Close").click()
    expect(question.get_by_role("radio", name="Hard")).to_be_checked()
    assert drawn_chosen(page) == ["strong"]
    expect(page.locator("#friends-level")).to_have_value("strong")
    assert created_level(page) == "strong"


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


@at_one_size("phone", fixture="sized")
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


def test_a_new_language_keeps_the_card_drawn_chosen_with_the_form(page: Page):
    """A level picked in the form, then the page put in Spanish: the form kept Hard and the
    question, drawn again, had Medium chosen."""
    page.goto("/")
    page.locator("#level").select_option("strong")
    page.locator("#language").select_option("es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator(".first-visit input:checked")).to_have_value("strong")
    expect(page.locator("#level")).to_have_value("strong")
    assert drawn_chosen(page) == ["strong"]
