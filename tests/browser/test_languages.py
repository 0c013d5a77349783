"""The table in each language: a hand played through the names that language's file gives,
with an axe scan of each screen and no text shown as en.js has it; the browser's language chosen
on a first visit, and a switch from the menu that changes the words and nothing else (the match,
its version, the selection, the replay's step, the start screen's unsent choices)."""

from __future__ import annotations

import re
import shutil
from urllib.parse import urlparse
from urllib.request import urlopen

import pytest
from playwright.sync_api import Page, expect

from dobleseis.web.app import STATIC, create_app

from ..i18n.words import LANGUAGES, strings, words
from .conftest import MANUAL, NARRATION, Served, device, quick
from .helpers import (
    doubles,
    first_seed,
    heard,
    holds,
    import_record,
    listen,
    opener_seed,
    played_record,
    shown_hand,
    start,
    version,
)
from .test_a11y import serious_violations

# The browser's preferred language for each of ours, as a player's browser would send it.
LOCALES = {
    "en": "en-US",
    "es": "es-PR",
    "ht": "ht-HT",
    "fr": "fr-HT",
    "tl": "fil-PH",
    "tr": "tr-TR",
}
# Chiva in three languages, Haiti (deal acceptance, choice of opener) in the other three.
VARIANT = {"en": "chiva", "es": "chiva", "tl": "chiva", "ht": "haiti", "fr": "haiti", "tr": "haiti"}


@pytest.fixture
def errors():
    return []


@pytest.fixture
def in_language(browser, base_url, errors):
    """A page in a fresh browser whose preferred language is ``LOCALES[lang]``."""
    contexts = []

    def open_page(lang: str) -> Page:
        ctx = browser.new_context(
            base_url=base_url,
            reduced_motion="reduce",
            viewport={"width": 1100, "height": 820},
            locale=LOCALES[lang],
        )
        ctx.add_init_script(NARRATION)
        ctx.add_init_script(MANUAL)
        ctx.set_default_timeout(15_000)
        contexts.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        # as conftest's page: a refusal of the Content-Security-Policy is a failure too
        page.on("console", lambda m: "Content Security Policy" in m.text and errors.append(m.text))
        return page

    yield open_page
    for ctx in contexts:
        ctx.close()
    assert not errors, f"JavaScript errors on the page: {errors}"


# Every text the page shows or names: text nodes, and the names and tips of elements.
SHOWN = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) out.push(walker.currentNode.textContent.trim());
  const named = ["aria-label", "title", "placeholder"];
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder]")) {
    for (const a of named) out.push((el.getAttribute(a) || "").trim());
  }
  return out.filter(Boolean);
}"""


def left_in_english(page: Page, lang: str) -> list[str]:
    """What the page shows word for word as en.js has it, unless the language says the same."""
    if lang == "en":
        return []
    english = strings("en") - strings(lang)
    return [text for text in page.evaluate(SHOWN) if text in english]


def said(page: Page, text: str) -> None:
    page.wait_for_function("t => window.__said.includes(t)", arg=text)


def button(page: Page, name: str):
    return page.get_by_role("button", name=name, exact=True)


def seed_for(variant: str) -> int:
    """Seat 1 holds 6-6 in the first deal, and in Haiti nobody may ask for a redeal."""
    if variant == "chiva":
        return opener_seed(1)
    return first_seed(lambda hands: holds(hands, 1, "6-6") and all(doubles(h) < 5 for h in hands))


@pytest.mark.slow
@pytest.mark.parametrize("lang", list(LOCALES))
def test_a_hand_in_each_language(in_language, lang):
    variant = VARIANT[lang]
    (
        start_heading,
        variant_name,
        level,
        seed_label,
        start_button,
        open_here,
        pass_name,
        accept,
        me,
        next_hand,
        rules_name,
        close,
        hand_over_title,
        first_rule,
        rules_title,
        opened,
        hint,
        hand_over,
        language,
        dismiss,
    ) = words(
        lang,
        "startHeading",
        f"games.{variant}.title",
        "level",
        "seed",
        "startButton",
        "openHere",
        "pass",
        "accept",
        ("openMeName", 1),
        "nextHand",
        "rules",
        "close",
        ("handOverTitle", 1),
        f"games.{variant}.rules.0.title",
        ("rulesTitle", "VARIANT"),
        ("said.play", {"seat": 1, "name": None, "you": True}, "6-6", None),
        "hint",
        ("said.handOver", 1),
        "prefs.lang.label",
        "hintDismiss",
    )
    rules_title = rules_title.replace("VARIANT", variant_name)
    page = in_language(lang)
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.get_by_role("heading", name=start_heading)).to_be_visible()
    expect(page.get_by_label(language, exact=True)).to_have_value(lang)
    problems = serious_violations(page)
    english = left_in_english(page, lang)

    form = page.get_by_role("form", name=start_heading)
    form.get_by_label(variant_name).check()
    form.get_by_label(level, exact=True).select_option("random")
    form.get_by_label(seed_label, exact=True).fill(str(seed_for(variant)))
    form.get_by_role("button", name=start_button, exact=True).click()
    expect(button(page, hint)).to_be_visible()
    if variant == "haiti":
        button(page, accept).click()
        # every seat accepted and seat 1 opens: a hint asked before (the page still showing
        # its acceptance) reaches a table where a computer is to accept, and is refused
        expect(page.locator(".tile.legal").first).to_be_visible()
    button(page, hint).click()  # the hint, with its reasons, in the language
    expect(page.locator(".hint-panel")).to_be_visible()
    problems += serious_violations(page)
    english += left_in_english(page, lang)
    button(page, dismiss).click()
    expect(page.locator(".hint-panel")).to_have_count(0)
    button(page, "6-6").click()  # a preview: the empty line lights up
    expect(button(page, open_here)).to_be_visible()
    problems += serious_violations(page)
    english += left_in_english(page, lang)
    button(page, open_here).click()
    said(page, opened)

    for _ in range(80):
        expect(page.locator(".tile.legal, .actions button, #next-hand").first).to_be_visible()
        if page.locator("#next-hand").count():
            break
        before = version(page)
        if button(page, pass_name).count():
            button(page, pass_name).click()
        elif button(page, me).count():
            button(page, me).click()
        else:
            button(page, page.locator(".tile.legal").first.get_attribute("aria-label")).click()
            lit = page.locator(".end.lit").first
            side, shows = lit.get_attribute("data-side"), int(lit.text_content())
            end = words(lang, ("endLabel", side, shows))[0]
            button(page, end).click()  # an end is named by its side, then the number it shows
        expect(page.locator("body")).not_to_have_attribute("data-version", before)
    expect(button(page, next_hand)).to_be_visible()
    expect(page.get_by_role("heading", name=hand_over_title)).to_be_visible()
    said_now = page.evaluate("window.__said")
    # after the move that ended it (said with it: alone, it was covered by the hand's end)
    assert any(hand_over in s for s in said_now), said_now
    problems += serious_violations(page)
    english += left_in_english(page, lang)

    button(page, rules_name).click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name=rules_title)).to_be_visible()
    expect(dialog.get_by_role("heading", name=first_rule)).to_be_visible()
    problems += serious_violations(page)
    english += left_in_english(page, lang)
    dialog.get_by_role("button", name=close).click()
    log_name, log_title = words(lang, "log", "logTitle")
    button(page, log_name).click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", name=log_title)).to_be_visible()
    problems += serious_violations(page)
    english += left_in_english(page, lang)
    dialog.get_by_role("button", name=close).click()
    assert not problems, problems
    assert not english, english


def choose_language(page: Page, code: str, label: str = "Language"):
    page.get_by_label(label, exact=True).select_option(code)
    expect(page.locator("html")).to_have_attribute("lang", code)


def each_language(page: Page, languages=LANGUAGES, spoken: str = "en"):
    """Put ``page``, which speaks ``spoken``, in each of ``languages`` in turn from its language
    menu (named in the language it speaks), yielding each once the page speaks it: one page,
    one match, looked at in every language."""
    menu = words(spoken, "prefs.lang.label")[0]
    for lang in languages:
        choose_language(page, lang, menu)
        menu = words(lang, "prefs.lang.label")[0]
        yield lang


def test_switching_language_mid_match_changes_only_the_words(page: Page):
    start(page, seed=opener_seed(1))
    button(page, "6-6").click()  # a preview: the empty line lights up
    expect(button(page, "Open here")).to_be_visible()
    before = version(page)
    hand = shown_hand(page)
    screen = page.locator("body").get_attribute("data-screen")
    hint, open_here, opened, language = words(
        "es",
        "hint",
        "openHere",
        ("said.play", {"seat": 1, "name": None, "you": True}, "6-6", None),
        "prefs.lang.label",
    )

    choose_language(page, "es")
    expect(button(page, hint)).to_be_visible()
    expect(button(page, "Hint")).to_have_count(0)
    expect(button(page, open_here)).to_be_visible()  # the selection is still there
    expect(page.locator(".tile.selected")).to_have_attribute("aria-label", "6-6")
    assert version(page) == before
    assert shown_hand(page) == hand
    assert page.locator("body").get_attribute("data-screen") == screen
    expect(page.get_by_label(language, exact=True)).to_be_focused()

    button(page, open_here).click()
    said(page, opened)
    after = version(page)
    page.reload()  # the choice is remembered, and the match goes on where it was
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(button(page, hint)).to_be_visible()
    expect(page.locator("body")).to_have_attribute("data-version", re.compile(r"^\d+$"))
    assert int(version(page)) >= int(after)
    assert page.locator("#line .placed").count() >= 1


def test_the_start_screen_keeps_what_was_chosen_when_the_language_changes(page: Page):
    page.goto("/")
    form = page.get_by_role("form", name="New match")
    form.get_by_label("Haiti").check()
    page.locator("#seat-2").select_option("human")
    form.get_by_label("Computer level").select_option("basic")
    form.get_by_label("Seed (optional)").fill("42")
    page.locator("#friend-seat-3").select_option("invited")
    page.locator("#join-code").fill("K7QM")
    heading, haiti, seed, language = words(
        "tr", "startHeading", "games.haiti.title", "seed", "prefs.lang.label"
    )
    choose_language(page, "tr")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    form = page.get_by_role("form", name=heading)
    expect(form.get_by_label(haiti)).to_be_checked()
    expect(page.locator("#seat-2")).to_have_value("human")
    expect(page.locator("#level")).to_have_value("basic")
    expect(form.get_by_label(seed, exact=True)).to_have_value("42")
    expect(page.locator("#friend-seat-3")).to_have_value("invited")
    expect(page.locator("#join-code")).to_have_value("K7QM")
    expect(page.get_by_label(language, exact=True)).to_be_focused()
    # Back to English from the menu, now named in Turkish.
    choose_language(page, "en", language)
    expect(page.get_by_role("heading", name="New match")).to_be_visible()
    expect(page.get_by_role("form", name="New match").get_by_label("Haiti")).to_be_checked()


def test_a_replay_stays_at_its_step_when_the_language_changes(page: Page):
    record, _ = played_record("chiva", 35)
    match = import_record(page, record)
    page.goto("/")
    page.locator(f'.saved-match[data-id="{match}"]').get_by_role("button", name="Replay").click()
    expect(page.locator("#replay-step")).to_have_text(re.compile(r"^Step 0 of \d+$"))
    steps = int(page.locator("#replay-step").text_content().split()[-1])
    for k in range(1, 4):
        page.keyboard.press("ArrowRight")
        expect(page.locator("#replay-step")).to_have_text(f"Step {k} of {steps}")
    step, leave = words("ht", ("stepOf", 3, steps), "leaveReplay")
    choose_language(page, "ht")
    expect(page.locator("#replay-step")).to_have_text(step)
    page.keyboard.press("ArrowRight")  # the replay still answers its keys, once
    expect(page.locator("#replay-step")).to_have_text(words("ht", ("stepOf", 4, steps))[0])
    button(page, leave).click()
    expect(page.locator("body")).to_have_attribute("data-screen", "start")


def test_a_first_visit_follows_the_browser_and_a_choice_outlasts_it(in_language):
    page = in_language("ht")
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "ht")
    heading, language = words("ht", "startHeading", "prefs.lang.label")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.locator("#language option")).to_have_text(
        ["English", "Español", "Kreyòl ayisyen", "Français", "Tagalog", "Türkçe"]
    )
    choose_language(page, "tl", language)
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("lang", "tl")
    expect(page.get_by_role("heading", name=words("tl", "startHeading")[0])).to_be_visible()


def check_screen(page: Page, lang: str) -> list[str]:
    """What is wrong with the screen shown in ``lang``: serious axe violations, English left."""
    return serious_violations(page) + left_in_english(page, lang)


@pytest.mark.slow
def test_a_table_with_friends_in_two_languages(in_language):
    """The host's screens in Spanish (the friends' form, the lobby with its invitation, the
    table's panel with the host's controls), the friend's in Turkish (the join screen, the
    lobby waiting for the host, the table): each device speaks its own browser's language."""
    host, friend = in_language("es"), in_language("tr")
    friends, chiva, create, seed_label, start_table, table_button, release = words(
        "es",
        "friendsHeading",
        "games.chiva.title",
        "createTable",
        "friendsSeed",
        "startTable",
        "tableButton",
        "releaseSeat",
    )
    host.goto("/")
    form = host.get_by_role("form", name=friends)
    form.get_by_label(chiva).check()
    for seat, kind in ((2, "invited"), (3, "computer"), (4, "computer")):
        host.locator(f"#friend-seat-{seat}").select_option(kind)
    form.get_by_label(seed_label, exact=True).fill(str(opener_seed(1)))
    form.get_by_role("button", name=create, exact=True).click()
    expect(host.locator("body")).to_have_attribute("data-screen", "lobby")
    lobby = words("es", ("lobbyHeading", chiva))[0]
    expect(host.get_by_role("heading", name=lobby)).to_be_visible()
    expect(host.get_by_text(words("es", ("seatsFree", 1))[0])).to_be_visible()
    problems = check_screen(host, "es")
    link = host.locator("#invite-link").input_value()

    take, name_label, waiting, hint = words(
        "tr", ("takeSeat", 2), "nameLabel", "waitingHost", "hint"
    )
    friend.goto(link)
    expect(friend.get_by_role("button", name=take)).to_be_visible()
    problems += check_screen(friend, "tr")
    friend.get_by_label(name_label).fill("Ayşe")
    friend.get_by_role("button", name=take).click()
    expect(friend.get_by_text(waiting)).to_be_visible()
    problems += check_screen(friend, "tr")
    expect(host.get_by_text(words("es", ("seatWho", 2, "Ayşe"))[0])).to_be_visible()

    host.get_by_role("button", name=start_table, exact=True).click()
    expect(host.locator("body")).to_have_attribute("data-screen", "table")
    expect(friend.locator("body")).to_have_attribute("data-screen", "table")
    expect(friend.get_by_role("button", name=hint, exact=True)).to_be_visible()
    problems += check_screen(friend, "tr")
    host.get_by_role("button", name=table_button, exact=True).click()
    dialog = host.get_by_role("dialog")
    expect(dialog.get_by_role("button", name=release).first).to_be_visible()
    problems += check_screen(host, "es")
    assert not problems, problems


def test_the_settings_panel_offers_the_languages_and_remembers_the_choice(page: Page):
    page.goto("/")
    page.get_by_role("button", name="Settings", exact=True).click()
    dialog = page.get_by_role("dialog")
    group = dialog.get_by_role("group", name="Language")
    expect(group.get_by_role("radio")).to_have_count(6)
    expect(group.get_by_role("radio", name="English")).to_be_checked()
    expect(group.locator("label[lang=tl]")).to_have_text("Tagalog")
    group.get_by_role("radio", name="Français").click()  # the panel is drawn again: no check()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    title, label, heading = words("fr", "settingsTitle", "prefs.lang.label", "startHeading")
    expect(dialog.get_by_role("heading", name=title)).to_be_visible()
    # drawn again in French, the panel keeps the focus on the choice just made
    expect(dialog.get_by_role("radio", name="Français")).to_be_focused()
    expect(page.locator("#language")).to_have_value("fr")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()  # the screen below too
    page.keyboard.press("Escape")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.get_by_label(label, exact=True)).to_have_value("fr")


def test_a_language_never_chosen_keeps_following_the_browser(in_language):
    """Another preference remembered does not freeze the language the browser gave."""
    page = in_language("es")
    page.goto("/")
    page.evaluate("localStorage.setItem('dobleseis:prefs', JSON.stringify({other: 1}))")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "es")
    stored = page.evaluate("localStorage.getItem('dobleseis:prefs')")
    assert "lang" not in stored


def test_the_banner_is_said_again_in_the_language_chosen(page: Page):
    """A refusal shown in the banner outlives renders: it is worded anew on a switch."""
    page.goto("/#join=AAAA-AAAA")  # a code no table has
    banner = page.locator("#banner")
    prefix, refusal = words(
        "en", "errorPrefix", ("errors.no_such_invitation", {"invitation": "AAAA-AAAA"})
    )
    expect(banner).to_have_text(prefix + refusal)
    prefix, refusal = words(
        "tl", "errorPrefix", ("errors.no_such_invitation", {"invitation": "AAAA-AAAA"})
    )
    choose_language(page, "tl")
    expect(banner).to_have_text(prefix + refusal)


def test_a_switch_of_language_says_no_old_banner_again(page: Page):
    """QA with a screen reader: a switch to Kreyòl read out a refusal given long before ("Ou
    refize defèt dènye kou a.") as a new alert. The banner is said as it comes, once; a switch
    draws it again in the new language without a word."""
    listen(page)
    page.goto("/#join=AAAA-AAAA")  # a code no table has
    refusal = ("errors.no_such_invitation", {"invitation": "AAAA-AAAA"})
    said = "".join(words("en", "errorPrefix", refusal))
    expect(page.locator("#banner")).to_have_text(said)
    page.wait_for_function("() => window.__heard.length > 0")
    for lang, menu in (("ht", "Language"), ("fr", words("ht", "prefs.lang.label")[0])):
        choose_language(page, lang, menu)
        expect(page.locator("#banner")).to_have_text("".join(words(lang, "errorPrefix", refusal)))
    assert heard(page) == [{"region": "banner-live", "text": said}]


# The request for a language's words (i18n/<code>.js): the code.
WORDS_FILE = re.compile(r"/i18n/(en|es|ht|fr|tl|tr)\.js$")


def words_asked(page: Page) -> list[str]:
    """The languages whose words ``page`` asks for from now on, in order: a list kept up."""
    asked: list[str] = []

    def heard(request):
        if found := WORDS_FILE.search(urlparse(request.url).path):
            asked.append(found[1])

    page.on("request", heard)
    return asked


def test_a_first_visit_fetches_the_words_of_its_language_only(in_language):
    """A player reads one language: the page asks for its words alone, not the others' (some
    70 KB each), and once."""
    for lang in ("en", "es"):
        page = in_language(lang)
        asked = words_asked(page)
        page.goto("/")
        expect(page.get_by_role("heading", name=words(lang, "startHeading")[0])).to_be_visible()
        assert asked == [lang]


def test_a_language_chosen_is_fetched_then_spoken_whole(in_language):
    """Choosing French on a page in Spanish fetches fr.js; until it is in, the page speaks
    Spanish, every word of it (no key, no English); then French, the menu keeping the focus."""
    page = in_language("es")
    asked = words_asked(page)
    page.goto("/")
    heading, menu = words("es", "startHeading", "prefs.lang.label")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    held = []
    page.route("**/i18n/fr.js", lambda route: held.append(route))  # the French words held back
    with page.expect_request("**/i18n/fr.js"):
        page.get_by_label(menu, exact=True).select_option("fr")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    assert not left_in_english(page, "es")
    assert held, "fr.js was asked for without being held"
    held.pop().continue_()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    heading, menu = words("fr", "startHeading", "prefs.lang.label")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    expect(page.get_by_label(menu, exact=True)).to_be_focused()
    assert not left_in_english(page, "fr")
    assert asked == ["es", "fr"]


def test_a_language_chosen_after_an_upgrade_loads_the_page_again_in_it(browser, tmp_path):
    """The server's client was upgraded while the page was open: the page's URL for Spanish,
    under its old version, is gone (404, web/files.py). Choosing Spanish then is no failure of
    the network to be said in the banner: the page loads itself again, in the new version,
    speaking Spanish."""
    static = tmp_path / "static"
    shutil.copytree(STATIC, static)
    served = Served(create_app(quick(), static=static))
    ctx = device(browser, served.url)
    try:
        page = ctx.new_page()
        page.goto("/")
        menu = words("en", "prefs.lang.label")[0]
        expect(page.get_by_role("heading", name=words("en", "startHeading")[0])).to_be_visible()
        old = page.evaluate("document.querySelector('#main').src")
        with (static / "js" / "toolbar.js").open("a") as upgraded:
            upgraded.write("// the next release\n")
        assert urlopen(served.url).status == 200  # a page asked: the server makes its new version
        page.get_by_label(menu, exact=True).select_option("es")
        es = words("es", "startHeading")[0]
        expect(page.get_by_role("heading", name=es)).to_be_visible()
        expect(page.locator("html")).to_have_attribute("lang", "es")
        assert page.evaluate("document.querySelector('#main').src") != old  # the new version
        expect(page.locator("#banner")).to_be_hidden()
    finally:
        ctx.close()
        served.stop()


def test_a_language_that_cannot_be_fetched_is_said_and_the_page_stays_in_its_own(in_language):
    """Offline, French cannot come: the banner says so in Spanish, which the page and its menu
    go on speaking; chosen again once it can come, French is spoken and the banner goes."""
    page = in_language("es")
    page.goto("/")
    heading, menu, unreachable = words(
        "es", "startHeading", "prefs.lang.label", ("languageUnreachable", "Français")
    )
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    page.route("**/i18n/fr.js", lambda route: route.abort("internetdisconnected"))
    page.get_by_label(menu, exact=True).select_option("fr")
    expect(page.locator("#banner")).to_have_text(unreachable)
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_label(menu, exact=True)).to_have_value("es")
    expect(page.get_by_role("heading", name=heading)).to_be_visible()
    page.unroute("**/i18n/fr.js")
    choose_language(page, "fr", menu)
    expect(page.get_by_role("heading", name=words("fr", "startHeading")[0])).to_be_visible()
    expect(page.locator("#banner")).to_be_hidden()
