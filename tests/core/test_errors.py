"""Refusals as data: a code and fields beside the English sentence, a wrapped refusal kept
whole as the ``reason`` of the one that wraps it."""

import json
import pickle

import pytest

from dobleseis.core.errors import ENGLISH, explain
from dobleseis.core.record import RecordError, loads


def test_a_record_names_its_first_bad_action_and_keeps_why():
    record = {"format": "dobleseis/1", "variant": "chiva", "seed": 1,
              "actions": [{"seat": 2, "play": "6-6"}, {"seat": 4, "play": "6-5"}]}  # fmt: skip
    with pytest.raises(RecordError) as refused:
        loads(json.dumps(record)).replay()
    assert str(refused.value) == "action 2: it is seat 3's turn to play, not seat 4's"
    assert refused.value.json() == {
        "code": "record_action",
        "fields": {
            "action": 2,
            "reason": {"code": "turn_to", "fields": {"turn": 3, "phase": "play", "seat": 4}},
        },
    }


def test_a_bad_deal_keeps_its_number_and_why():
    with pytest.raises(RecordError) as refused:
        loads('{"format": "dobleseis/1", "variant": "haiti", "deals": [["6-6", 3]]}')
    assert str(refused.value).startswith("deal 1: a deal is a list of four hands like")
    assert refused.value.json() == {
        "code": "record_deal",
        "fields": {"deal": 1, "reason": {"code": "deal_not_list", "fields": {}}},
    }


def test_a_code_names_one_sentence_only():
    with pytest.raises(ValueError, match="defined twice: hand_over"):
        explain({"hand_over": lambda f: "the hand has ended"})
    assert ENGLISH["hand_over"]({}) == "the hand is over"


def test_a_refusal_crosses_a_process_boundary_whole():
    """The server's computer players run in worker processes: an error they raise is pickled."""
    from dobleseis.core.errors import IllegalAction
    from dobleseis.web.errors import BadRequest

    for refusal in (IllegalAction("not_held", seat=2, tile="6-5"),
                    BadRequest("body_too_large", 413, limit=10)):  # fmt: skip
        back = pickle.loads(pickle.dumps(refusal))
        assert type(back) is type(refusal)
        assert (str(back), back.json()) == (str(refusal), refusal.json())
    assert pickle.loads(pickle.dumps(BadRequest("body_too_large", 413, limit=10))).status == 413
