"""Verifiable deals at the table: the commitment to the deal while it is played, and at the end
of the hand its seed material with the command that checks it (run here for real)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from dobleseis.core.deal import commitment, deal_from_seed, seed_material

from .helpers import check_command, decide, start


def test_the_deal_is_committed_before_play_and_checkable_after(page: Page):
    start(page, "chiva", seed=33)
    shown = page.locator(".table .commitment")
    expect(shown).to_have_attribute("data-commitment", commitment(33, 0))
    expect(shown.locator("summary")).to_have_text(f"Deal commitment {commitment(33, 0)[:10]}…")
    shown.locator("summary").click()
    expect(shown.get_by_label("Deal commitment (SHA-256)")).to_have_value(commitment(33, 0))
    for _ in range(60):
        if decide(page) in ("reveal", "over"):
            break
    box = page.locator(".reveal .verify")
    expect(box).to_contain_text("it proves the shuffle was fixed before play began")
    expect(box.get_by_label("Seed material")).to_have_value(seed_material(33, 0))
    command = box.get_by_label("Command").input_value()
    check_command(command, seed_material(33, 0), commitment(33, 0), deal_from_seed(33, 0))
    # A reload at the end of the hand shows it again, the commitment now taken from the log.
    page.reload()
    expect(box.get_by_label("Command")).to_have_value(command)
