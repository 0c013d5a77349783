"""The rules panel says what the engine's variant object does (docs/DESIGN.md: the rules text is
tested against the same variant)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from dobleseis.core import VARIANTS

from .helpers import start


@pytest.mark.parametrize("name", ["chiva", "haiti"])
def test_rules_panel_matches_the_variant(page: Page, name: str):
    variant = VARIANTS[name]
    start(page, name, seed=1)
    page.get_by_role("button", name="Rules").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("heading", level=2)).to_contain_text(variant.title.split(" (")[0])
    text = dialog.inner_text()
    # Who wins a block: seats 1..4 holding 0, 5, 10 and 4 pips. By team totals (10 against 9)
    # team 24 wins; by each team's lightest hand (0 against 4) team 13 does.
    by_totals = variant.block_winner((0, 5, 10, 4)) == "24"
    assert ("adds its two players' pips" in text) == by_totals
    assert ("lightest hand" in text) == (not by_totals)
    assert ("request a redeal" in text) == variant.accepts_deals
    assert ("next win count double" in text) == variant.has_base
    # Team 13 wins a hand while team 24 leads 0–1: Chiva resets both, Haiti resets the loser.
    score, _ = variant.points((0, 1), 1, "13", False)
    assert ("both scores go back to 0" in text) == (score == (0, 0))
    assert ("only the losing team goes back to 0" in text) == (score == (1, 0))
