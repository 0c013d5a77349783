"""What a device says of an undo or redo, from the two views it has (static/js/news.js), run by
node on views the server made: a choice that cannot be known from them is not guessed."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from dobleseis.session import TableService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, C, H, create, holding, post, quick_decider
from ..i18n.words import node

STATIC = Path(__file__).parents[2] / "src" / "dobleseis" / "web" / "static"


def said(*cases: dict) -> list[str]:
    """What news.js says of each case (news.mjs)."""
    out = subprocess.run(
        [
            node(),
            str(Path(__file__).with_name("news.mjs")),
            str(STATIC / "js"),
            str(STATIC / "i18n"),
        ],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def accepted() -> tuple[dict, dict, dict]:
    """A Haiti match, a person at seat 1 and the computer at the others: seat 1's view as it is
    to accept the first deal, just after it accepted, and once the hand is over (the person
    playing its first legal move each time), in the next hand."""
    with TestClient(create_app(TableService(decider=quick_decider()), limits=MACHINE)) as c:
        client = holding(c)
        v = create(client, "haiti", seats=(H, C, C, C), seed=11)["view"]
        views = []
        while v["hand_number"] == 1:
            if not v["to_act_human"]:
                v = post(client, v["id"], "computer", {"version": v["version"], "viewer": 1})
                v = v["view"]
                continue
            action = next((a for a in v["legal"] if "accept" in a), v["legal"][0])
            views.append(v)
            v = post(client, v["id"], "act", {"version": v["version"], "seat": 1, "action": action})
            if "accept" in action:
                views.append(v)
        assert views[0]["phase"] == "accept" and views[1]["hand_number"] == 1
        return views[0], views[1], v


def case(fn: str, kind: str, before: dict, after: dict) -> dict:
    return {"fn": fn, "kind": kind, "before": before, "after": after,
            "state": {"held": [1], "viewer": 1, "view": after}}  # fmt: skip


def test_a_redo_of_an_acceptance_is_named_within_its_hand_and_not_guessed_from_the_next(
    accepted,
):
    """From the next hand a redo of a Haiti acceptance was said to be an acceptance: a redeal
    after it (by that seat, or a computer after it) leaves no trace there, so which it was
    cannot be known. Within the hand the redeals say it."""
    at, after, next_hand = accepted
    assert next_hand["hand_number"] == 2 and next_hand["last_result"]["number"] == 1
    agreed, crossed, own = said(
        case("agreed", "redo", at, after),
        case("agreed", "redo", at, next_hand),
        case("timeline", "redo", at, next_hand),
    )
    assert agreed == "Everyone agreed: you accept the deal again."
    assert crossed == "Everyone agreed to redo the move undone."
    assert own["done"] == "Redone."
