"""This device's player in the Settings panel (issue 28), at a phone's size (touch) and a
laptop's: seen there, made and changed from there (the player panel opening over the settings,
which then show the new name), and the one-time link that moves it to another device reached
from there, with its QR code; the other device then plays as that player. No secret of one
device reaches another; axe on each new state."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .test_a11y import serious_violations
from .test_anyone import anyone, check_secrets, devices, make_profile, size  # noqa: F401


def open_settings(page: Page):
    page.get_by_role("button", name="Settings", exact=True).click()
    dialog = page.locator("#settings-dialog")
    expect(dialog).to_be_visible()
    return dialog.locator(".settings-player")


def name_of(player):
    return player.locator(".player-tag > span:not(.avatar)")


def test_the_player_is_made_changed_and_moved_from_the_settings(devices):  # noqa: F811
    phone, laptop = devices(), devices()
    page = phone.page
    page.goto("/")
    player = open_settings(page)
    expect(player.get_by_role("heading", name="Your player")).to_be_visible()
    expect(player).to_contain_text("Choose a name and a picture")
    expect(player.get_by_role("button", name="Move my player to another device")).to_have_count(0)
    assert serious_violations(page) == []

    player.get_by_role("button", name="Choose my name").click()
    make_profile(page, "Marta", "gold", button="Save")
    expect(page.locator("#settings-dialog")).to_be_visible()  # under the player panel, still open
    expect(name_of(player)).to_have_text("Marta")
    expect(player.locator(".player-tag .avatar-initial text")).to_have_text("M")

    player.get_by_role("button", name="Change my name or picture").click()
    expect(page.locator("#profile-dialog #profile-name")).to_have_value("Marta")
    make_profile(page, "Marta R.", "🐢", button="Save")
    expect(name_of(player)).to_have_text("Marta R.")
    expect(player.locator(".player-tag .avatar-emoji")).to_have_text("🐢")
    assert serious_violations(page) == []
    page.locator("#settings-dialog").get_by_role("button", name="Close").click()
    expect(page.locator(".play-now .me-row")).to_contain_text("Marta R.")

    open_settings(page).get_by_role("button", name="Move my player to another device").click()
    dialog = page.locator("#profile-dialog")
    link = dialog.locator("#profile-link")
    expect(link).to_have_value(re.compile(r"/#profile=[\w-]+$"))
    expect(dialog.locator("svg.qr")).to_be_in_viewport()
    expect(link).to_be_focused()
    assert serious_violations(page) == []
    address = link.input_value()
    dialog.get_by_role("button", name="Close").click()
    expect(page.locator("#settings-dialog")).to_be_visible()

    laptop.page.goto(address)
    expect(laptop.page.locator(".profile-news")).to_have_text(
        "You play as Marta R. on this device now."
    )
    moved = open_settings(laptop.page)
    expect(name_of(moved)).to_have_text("Marta R.")
    expect(moved.get_by_role("button", name="Move my player to another device")).to_be_visible()
    check_secrets([phone, laptop])
