"""``python -m dobleseis replay RECORD.json [--json]``: the summary and every bad input."""

import copy
import json
import subprocess
import sys

import pytest

from dobleseis.cli import main
from dobleseis.core.deal import deal_text
from dobleseis.core.record import record_of

from .helpers import DEAL, deal_with, run, started
from .test_rules_1_common import HAND

DEAL_TEXT = [
    "6-6 6-5 5-5 4-0 3-1 2-2 1-0",
    "6-4 5-4 4-4 3-0 2-1 1-1 0-0",
    "6-3 5-3 4-3 3-3 2-0 6-0 5-0",
    "6-2 5-2 4-2 3-2 6-1 5-1 4-1",
]


def hand_record(variant: str, upto: int = len(HAND)) -> dict:
    """The record of the scripted hand (seat 1 goes out with 4-0 on the ends (0, 4)); the
    deal is listed twice so that the second hand can start."""
    rec = record_of(run(started(variant, DEAL), *HAND[:upto]))
    rec["deals"] = [DEAL_TEXT, DEAL_TEXT]
    return rec


def replay(tmp_path, capsys, record, *flags):
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    code = main(["replay", str(path), *flags])
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_text_one_line_per_hand_and_the_state(tmp_path, capsys):
    code, out, err = replay(tmp_path, capsys, hand_record("chiva"))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Chiva",
        "hand 1: seat 1 went out with 4-0; team 13 +1; pips 0 17 17 14; score 1–0",
        "score 1–0; hand 2: seat 1 to play",
    ]


def test_replay_text_haiti_names_the_dekabes_and_the_base(tmp_path, capsys):
    code, out, err = replay(tmp_path, capsys, hand_record("haiti"))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "Haiti (Dékabès)",
        "hand 1: seat 1 went out with 4-0 (Dékabès); team 13 +2; pips 0 17 17 14; score 2–0",
        "score 2–0, next win counts 1; hand 2: seat 1 to accept the deal",
    ]


def test_replay_json_has_exactly_the_issue_shape(tmp_path, capsys):
    code, out, err = replay(tmp_path, capsys, hand_record("haiti"), "--json")
    assert (code, err) == (0, "")
    assert out.count("\n") == 1
    data = json.loads(out)
    assert data == {
        "variant": "haiti",
        "score": [2, 0],
        "base": 1,
        "over": False,
        "winner": None,
        "hands": [
            {
                "result": "domino",
                "winner": "13",
                "seat": 1,
                "dekabes": True,
                "points": 2,
                "pips": [0, 17, 17, 14],
                "score": [2, 0],
            }
        ],
        "next": {"phase": "accept", "seat": 1, "forced_double_six": False, "representative": 1},
    }
    assert list(data) == ["variant", "score", "base", "over", "winner", "hands", "next"]


def test_replay_json_chiva_has_no_base_and_a_record_may_stop_mid_hand(tmp_path, capsys):
    code, out, _ = replay(tmp_path, capsys, hand_record("chiva", upto=14), "--json")
    assert code == 0
    assert json.loads(out) == {
        "variant": "chiva",
        "score": [0, 0],
        "over": False,
        "winner": None,
        "hands": [],
        "next": {"phase": "play", "seat": 3, "forced_double_six": True, "representative": None},
    }


def test_replay_runs_as_a_module(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps(hand_record("chiva")), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "dobleseis", "replay", str(path), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["score"] == [1, 0]
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "dobleseis", "replay", str(bad)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith("dobleseis: not valid JSON") and done.stderr.count("\n") == 1


def chiva(actions, deals=None, **extra):
    rec = {"format": "dobleseis/1", "variant": "chiva", "deals": deals or [DEAL_TEXT]}
    rec.update(extra)
    rec["actions"] = actions
    return rec


def haiti(actions, deals=None):
    rec = chiva(actions, deals)
    rec["variant"] = "haiti"
    return rec


OPEN = [{"seat": 1, "play": "6-6"}, {"seat": 2, "play": "6-4"}]
ACCEPT = [{"seat": s, "accept": True} for s in (1, 2, 3, 4)]
FIVE = deal_text(deal_with(3, "6-6 5-5 4-4 3-3 2-2 6-5 6-4"))  # seat 3 holds five doubles


def finished_chiva_match() -> dict:
    """A whole Chiva match: seat 1 goes out four times with the scripted hand (it leads the
    same deal freely each time after the first)."""
    rec = hand_record("chiva")
    rec["deals"] = [DEAL_TEXT] * 4
    first = rec["actions"]
    free = copy.deepcopy(first)
    free[0] = {"seat": 1, "play": "6-6"}  # free lead: 6-6 again, now by choice
    rec["actions"] = first + free * 3
    return rec


def test_replay_of_a_finished_match(tmp_path, capsys):
    code, out, _ = replay(tmp_path, capsys, finished_chiva_match())
    assert code == 0
    assert out.splitlines()[-1] == "match over: team 13 wins 4–0"


BAD = {
    "malformed JSON": ('{"format": "dobleseis/1",', "not valid JSON: "),
    "not an object": ("[]", "a record is a JSON object"),
    "wrong format": (
        {"format": "dobleseis/2", "variant": "chiva", "seed": 1, "actions": []},
        'the record\'s "format" must be "dobleseis/1"',
    ),
    "unknown variant": (
        {"format": "dobleseis/1", "variant": "cuban", "seed": 1, "actions": []},
        '"variant" must be "chiva" or "haiti", not \'cuban\'',
    ),
    "negative seed": (
        {"format": "dobleseis/1", "variant": "chiva", "seed": -1, "actions": []},
        '"seed" must be a whole number of 0 or more',
    ),
    "neither seed nor deals": (
        {"format": "dobleseis/1", "variant": "chiva", "actions": []},
        'the record needs a "seed" or "deals"',
    ),
    "both seed and deals": (chiva([], seed=3), 'a record has a "seed" or "deals", not both'),
    "tile with a superscript": (
        chiva([{"seat": 1, "play": "6-\u00b2"}]),
        "action 1: '6-\u00b2' is not a tile (write tiles like 6-4)",
    ),
    "tile out of the set": (
        chiva([{"seat": 1, "play": "6-7"}]),
        "action 1: 6-7 is not a double-six tile",
    ),
    "tile badly written": (
        chiva([{"seat": 1, "play": "66"}]),
        "action 1: '66' is not a tile (write tiles like 6-4)",
    ),
    "tile with a space before": (
        chiva([{"seat": 1, "play": " 6-6"}]),
        "action 1: ' 6-6' is not a tile (write tiles like 6-4)",
    ),
    "tile with spaces inside": (
        chiva([{"seat": 1, "play": "6 - 6"}]),
        "action 1: '6 - 6' is not a tile (write tiles like 6-4)",
    ),
    "tile with a space after": (
        chiva([{"seat": 1, "play": "6-6 "}]),
        "action 1: '6-6 ' is not a tile (write tiles like 6-4)",
    ),
    "tile not a string": (
        chiva([{"seat": 1, "play": 66}]),
        "action 1: a tile is written like 6-4, not 66",
    ),
    "action not an object": (chiva(["6-6"]), "action 1: an action is an object like"),
    "action without a seat": (chiva([{"play": "6-6"}]), "action 1: the action names no seat"),
    "seat 5": (chiva([{"seat": 5, "play": "6-6"}]), "action 1: seats are numbered 1 to 4, not 5"),
    "two kinds": (
        chiva([{"seat": 1, "play": "6-6", "pass": True}]),
        "action 1: an action has exactly one of play, pass, accept, redeal, choose",
    ),
    "deal with six tiles": (
        chiva([], deals=[[DEAL_TEXT[0][:-4], *DEAL_TEXT[1:]]]),
        "deal 1: seat 1's hand has 6 tiles, not 7",
    ),
    "deal with a tile twice": (
        chiva([], deals=[[DEAL_TEXT[0], DEAL_TEXT[0], *DEAL_TEXT[2:]]]),
        "deal 1: a tile is dealt twice",
    ),
    "tile twice in a hand": (
        chiva([], deals=[["6-6 6-6 5-5 4-0 3-1 2-2 1-0", *DEAL_TEXT[1:]]]),
        "deal 1: 6-6 appears twice",
    ),
    "deal of three hands": (
        chiva([], deals=[DEAL_TEXT[:3]]),
        "deal 1: a deal has four hands, not 3",
    ),
    "deal not a list": (chiva([], deals=["6-6"]), "deal 1: a deal is a list of four hands"),
    "wrong seat to play": (
        chiva([{"seat": 2, "play": "6-6"}]),
        "action 1: it is seat 1's turn to play, not seat 2's",
    ),
    "forced opening": (chiva([{"seat": 1, "play": "6-5"}]), "action 1: seat 1 must open with 6-6"),
    "tile not held": (
        chiva([OPEN[0], {"seat": 2, "play": "6-5"}]),
        "action 2: seat 2 does not hold 6-5",
    ),
    "tile fits no end": (
        chiva([*OPEN, {"seat": 3, "play": "5-3"}]),
        "action 3: seat 3 cannot play 5-3: the ends are 6 and 4",
    ),
    "missing end": (
        chiva(
            [
                *OPEN,
                {"seat": 3, "play": "4-3"},
                {"seat": 4, "play": "3-2"},
                {"seat": 1, "play": "2-2"},
                {"seat": 2, "play": "2-1"},
                {"seat": 3, "play": "6-0", "end": "left"},
                {"seat": 4, "play": "5-1"},
                {"seat": 1, "play": "5-5"},
                {"seat": 2, "play": "0-0"},
                {"seat": 3, "play": "5-0"},
            ]
        ),
        "action 11: 5-0 fits both ends (0 and 5): say which end",
    ),
    "impossible end": (
        chiva([*OPEN, {"seat": 3, "play": "4-3", "end": "left"}]),
        "action 3: 4-3 does not fit the left end (6)",
    ),
    "end on the first tile": (
        chiva([{"seat": 1, "play": "6-6", "end": "left"}]),
        "action 1: the first tile of a hand takes no end",
    ),
    "end not left or right": (
        chiva([OPEN[0], {"seat": 2, "play": "6-4", "end": "up"}]),
        'action 2: end is "left" or "right", not \'up\'',
    ),
    "pass while able": (
        chiva([*OPEN, {"seat": 3, "pass": True}]),
        "action 3: seat 3 cannot pass: it can play 6-3 6-0 4-3",
    ),
    "pass written false": (chiva([{"seat": 1, "pass": False}]), 'action 1: write "pass": true'),
    "accept in chiva": (
        chiva([{"seat": 1, "accept": True}]),
        "action 1: the hand is being played: it is seat 1's turn",
    ),
    "redeal in chiva": (
        chiva([{"seat": 1, "redeal": True}]),
        "action 1: the hand is being played: it is seat 1's turn",
    ),
    "choose in chiva": (
        chiva([{"seat": 1, "choose": 1}]),
        "action 1: the hand is being played: it is seat 1's turn",
    ),
    "accept out of order": (
        haiti([{"seat": 2, "accept": True}]),
        "action 1: it is seat 1's turn to accept, not seat 2's",
    ),
    "play before acceptance": (
        haiti([{"seat": 1, "play": "6-6"}]),
        "action 1: the deal is being accepted: seat 1 must accept it",
    ),
    "accept after acceptance": (
        haiti([*ACCEPT, {"seat": 1, "accept": True}]),
        "action 5: the hand is being played: it is seat 1's turn",
    ),
    "redeal without the right": (
        haiti([{"seat": 1, "redeal": True}]),
        "action 1: seat 1 cannot request a redeal: it holds 3 doubles",
    ),
    "redeal after acceptance": (
        haiti([*ACCEPT, {"seat": 1, "redeal": True}]),
        "action 5: the hand is being played: it is seat 1's turn",
    ),
    "choose in a forced hand": (
        haiti([*ACCEPT, {"seat": 1, "choose": 1}]),
        "action 5: the hand is being played: it is seat 1's turn",
    ),
    "choose during acceptance": (
        haiti([{"seat": 1, "choose": 1}]),
        "action 1: the deal is being accepted: seat 1 must accept it",
    ),
    "choose without a seat": (
        haiti([{"seat": 1, "choose": True}]),
        'action 1: choose names a seat: "choose": 3',
    ),
    "acting after the deals ran out": (
        hand_record("haiti")
        | {"deals": [DEAL_TEXT]}
        | {"actions": [*hand_record("haiti")["actions"], {"seat": 1, "accept": True}]},
        "action 30: the match is over",
    ),
    "unexpected field": (
        chiva([{"seat": 1, "play": "6-6", "why": "x"}]),
        "action 1: unexpected field 'why' in a play action",
    ),
}


@pytest.mark.parametrize("case", list(BAD))
def test_replay_bad_input_one_line_on_stderr_status_2_nothing_on_stdout(tmp_path, capsys, case):
    record, message = BAD[case]
    for flags in ((), ("--json",)):
        code, out, err = replay(tmp_path, capsys, record, *flags)
        assert (code, out) == (2, "")
        assert err.startswith("dobleseis: " + message), err
        assert err.count("\n") == 1


def test_replay_bad_input_action_after_the_match_is_over(tmp_path, capsys):
    rec = finished_chiva_match()
    n = len(rec["actions"])
    rec["actions"].append({"seat": 1, "play": "6-6"})
    code, out, err = replay(tmp_path, capsys, rec)
    assert (code, out) == (2, "")
    assert err == f"dobleseis: action {n + 1}: the match is over: team 13 won\n"


def test_replay_bad_input_redeal_by_a_seat_whose_turn_it_is_not(tmp_path, capsys):
    rec = haiti([{"seat": 1, "accept": True}, {"seat": 3, "redeal": True}], deals=[FIVE])
    code, out, err = replay(tmp_path, capsys, rec)
    assert (code, out) == (2, "")
    assert err == "dobleseis: action 2: it is seat 2's turn to accept, not seat 3's\n"


def test_replay_missing_file(tmp_path, capsys):
    code = main(["replay", str(tmp_path / "nowhere.json")])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith("dobleseis: cannot read ") and err.count("\n") == 1


def test_a_record_whose_deals_run_out_ends_the_match_there_without_a_winner(tmp_path, capsys):
    """Explicit deals are used in order; once the last listed hand is over the match ends with
    that hand counted (Haiti: seat 1's Dékabès, 2-0) and no winner: there is nothing to deal."""
    code, out, err = replay(tmp_path, capsys, hand_record("haiti") | {"deals": [DEAL_TEXT]})
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == "match over: the record's deals are all played, 2–0"
    code, out, err = replay(
        tmp_path, capsys, hand_record("haiti") | {"deals": [DEAL_TEXT]}, "--json"
    )
    data = json.loads(out)
    assert data["over"] is True and data["winner"] is None and len(data["hands"]) == 1


def test_replay_refuses_a_record_nested_too_deeply(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000)
    out = subprocess.run(
        [sys.executable, "-m", "dobleseis", "replay", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "nested too deeply" in out.stderr
