"""The table's commands: act, computer, undo, redo, restart, hint, record, saving."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from dobleseis import ai
from dobleseis.core import Accept, IllegalAction, Pass, Play, Redeal, View, parse_tile, view
from dobleseis.core.match import Phase
from dobleseis.core.record import loads
from dobleseis.core.rng import Rng
from dobleseis.session import NotAllowed, Table, view_json

from .helpers import FIVE_DOUBLES, C, H, fold, make, play, step, wander


def human_indices(t: Table) -> list[int]:
    """Where a human chose in the timeline: a human seat's actions but its passes (never a
    choice: the only move there was)."""
    return [i for i, a in enumerate(t.timeline) if t.is_choice(a)]


def test_a_new_table_is_a_new_match_at_version_0():
    t = make("haiti", seed=9)
    assert (t.cursor, t.version, t.timeline) == (0, 0, ())
    assert t.state == fold(t)
    assert not t.can_undo and not t.can_redo


@pytest.mark.parametrize(
    "kw, message",
    [
        (dict(variant="poker"), "unknown variant"),
        (dict(seats=(H, C, C)), "four entries"),
        (dict(seats=(H, C, C, "robot")), "not 'robot'"),
        (dict(seed=-1), "whole number"),
        (dict(seed=2**128), "whole number"),
        (dict(seed=True), "whole number"),
        (dict(seed=1.0), "whole number"),
        (dict(seed=str(2**128)), "whole number"),
        (dict(seed="9" * 101), "whole number"),
        (dict(seed="12a"), "whole number"),
        (dict(seed="-1"), "whole number"),
        (dict(seed="+1"), "whole number"),
        (dict(seed=" 1"), "whole number"),
        (dict(seed="007"), "leading zero"),
        (dict(seed="١٢"), "whole number"),  # digits, but not the ASCII ones JSON numbers have
        (dict(seed="1_000"), "whole number"),
        (dict(seed=""), "whole number"),
    ],
)
def test_bad_settings_are_refused_with_a_reason(kw, message):
    with pytest.raises(ValueError, match=message):
        make(**kw)


@pytest.mark.parametrize("given", [2**128 - 1, str(2**128 - 1), 2**53, "0", "42", 42])
def test_a_seed_is_a_number_or_the_string_of_its_digits(given):
    """A browser sends a seed from 2**53 on as a string of digits (it would round a number):
    either way the table holds the number, and deals from it as from the same number given."""
    table = make(seed=given)
    assert table.seed == int(given)
    assert table.state.dealt == make(seed=int(given)).state.dealt


def test_bad_level_is_refused():
    with pytest.raises(ValueError, match="unknown level"):
        Table.new("t", "chiva", (H, C, C, C), "genius", seed=1)


def test_act_applies_a_legal_human_action_and_bumps_the_version():
    t = make(seats=(H, H, H, H), seed=3)
    seat = t.state.to_act
    t2 = t.act(seat, Play(seat, parse_tile("6-6")))
    assert t2.version == 1 and t2.cursor == 1 and t2.state.hand.line[0].tile == parse_tile("6-6")
    assert t.version == 0 and t.cursor == 0  # the old table is untouched


def test_act_refuses_computer_seats_and_illegal_actions():
    t = make(seats=(H, C, H, C), seed=6)  # seat 4 holds 6-6
    assert t.state.to_act == 4
    with pytest.raises(NotAllowed, match="played by the computer"):
        t.act(4, Play(4, parse_tile("6-6")))
    with pytest.raises(IllegalAction, match="turn"):
        t.act(1, Pass(1))


def test_computer_moves_only_for_computer_seats():
    t = make(seats=(H, C, H, C), seed=6)
    t, done = t.computer()
    assert done == Play(4, parse_tile("6-6"))
    with pytest.raises(NotAllowed, match="played by a person"):
        t.computer()


def test_computer_refuses_when_the_match_is_over():
    t = play(make(seed=2), Rng("over"))
    with pytest.raises(NotAllowed, match="over"):
        t.computer()


def test_computer_decides_from_its_view_with_a_seed_derived_from_the_index(monkeypatch):
    seen = []

    def spy(view, level, seed):
        seen.append((view, level, seed))
        return view.legal[0]

    monkeypatch.setattr(ai, "decide", spy)
    t = make(seats=(C, C, C, C), seed=5)
    for _ in range(3):
        t = t.computer()[0]
    assert [type(v) for v, _, _ in seen] == [View] * 3
    assert [v.seat for v, _, _ in seen] == [a.seat for a in t.timeline]
    seeds = [s for _, _, s in seen]
    assert len(set(seeds)) == 3 and 5 not in seeds
    assert all(level == "random" for _, level, _ in seen)


def test_the_same_seed_and_human_moves_replay_the_same_computer_moves():
    a = play(make("haiti", seed=11), Rng("same"))
    b = play(make("haiti", seed=11), Rng("same"))
    assert a.timeline == b.timeline
    c = play(make("haiti", seed=12), Rng("same"))
    assert c.timeline != a.timeline


def test_undo_goes_back_before_the_latest_human_action_and_its_computer_replies():
    t = play(make(seed=4), Rng("u"), until=lambda t: len(human_indices(t)) >= 3)
    t = play(t, Rng("u2"), until=lambda t: t.to_act_human)  # computer replies made
    last_human = human_indices(t)[-1]
    u = t.undo()
    assert u.cursor == last_human
    assert u.state.to_act == t.timeline[last_human].seat and u.to_act_human
    assert u.timeline == t.timeline and u.can_redo
    assert u.state == fold(u)
    assert u.version == t.version + 1


def a_human_just_passed(t: Table) -> bool:
    last = t.timeline[t.cursor - 1] if t.cursor else None
    return isinstance(last, Pass) and t.is_human(last.seat) and bool(human_indices(t))


def test_undo_after_a_pass_goes_back_to_the_latest_choice_not_to_the_pass():
    """A pass is forced: undone alone, the same pass is the only move there again (and a device
    that passes for its player makes it at once), so undo would seem to do nothing. It goes back
    to the human's latest choice before it, and redo comes back through the pass."""
    t = play(make(seed=4), Rng("p"), until=a_human_just_passed)
    passed = t.cursor - 1
    u = t.undo()
    assert u.cursor == human_indices(t)[-1] < passed
    assert len(u.state.legal()) > 1 or not isinstance(u.state.legal()[0], Pass)
    r = u.redo()
    assert r.cursor == t.cursor and r.state == t.state
    assert make(seed=4).can_undo is False and t.can_undo


def test_only_passes_leave_nothing_to_undo():
    """A human seat whose every action so far was a pass has made no choice to take back."""
    t = make(seats=(C, H, C, C), seed=55)  # seat 2's first action is a pass
    t = play(t, Rng("q"), until=lambda t: any(t.is_human(a.seat) for a in t.timeline))
    assert isinstance(t.timeline[-1], Pass) and t.timeline[-1].seat == 2
    assert not t.can_undo
    with pytest.raises(NotAllowed, match="nothing to undo"):
        t.undo()


def test_redo_restores_exactly_the_same_moves():
    t = play(make(seed=4), Rng("r"), until=lambda t: len(human_indices(t)) >= 4)
    t = play(t, Rng("r2"), until=lambda t: t.to_act_human)
    u = t.undo().undo()
    r = u.redo().redo()
    assert r.cursor == t.cursor and r.state == t.state and r.timeline == t.timeline
    assert not r.can_redo


def test_redo_stops_before_the_next_human_action():
    t = play(make(seed=4), Rng("s"), until=lambda t: len(human_indices(t)) >= 4)
    u = t.undo().undo().undo()
    r = u.redo()
    hs = human_indices(t)
    assert u.cursor in hs
    assert r.cursor == min(i for i in hs if i > u.cursor)


def test_act_after_undo_truncates_the_timeline():
    t = play(make(seed=4), Rng("t"), until=lambda t: len(human_indices(t)) >= 3)
    u = t.undo()
    seat = u.state.to_act
    a = u.act(seat, u.state.legal()[-1])
    assert len(a.timeline) == a.cursor == u.cursor + 1
    assert not a.can_redo


def test_nothing_to_undo_or_redo_is_refused():
    t = make(seats=(H, C, H, C), seed=6).computer()[0]  # only a computer action so far
    with pytest.raises(NotAllowed, match="nothing to undo"):
        t.undo()
    with pytest.raises(NotAllowed, match="nothing to redo"):
        t.redo()


def test_undo_crosses_the_end_of_a_hand():
    t = make(seats=(H, H, H, H), seed=6)
    t = play(t, Rng("x"), until=lambda t: len(t.state.results) == 1)
    assert t.state.hand_number == 2
    u = t.undo()
    assert len(u.state.results) == 0 and u.state.hand_number == 1
    assert u.redo().state == t.state


def test_restart_goes_to_the_start_of_the_deal_with_the_score_before_the_hand():
    t = make(seats=(H, C, C, C), seed=8)
    t = play(t, Rng("y"), until=lambda t: len(t.state.results) == 1)
    t = play(t, Rng("y2"), until=lambda t: len(t.state.hand.moves) >= 6)
    r = t.restart()
    assert r.cursor == t.state.deal_start
    assert r.state.score == t.state.score and r.state.dealt == t.state.dealt
    assert r.state.hand.moves == () and r.can_redo
    back = r
    while back.can_redo:
        back = back.redo()
    assert back.state == t.state and back.cursor == t.cursor


def test_computer_after_restart_replays_the_stored_decision_and_keeps_redo(monkeypatch):
    t = make(seats=(H, C, C, C), seed=3)
    t = play(t, Rng("z"), until=lambda t: len(t.state.results) == 1)
    t = play(t, Rng("z2"), until=lambda t: len(t.state.hand.moves) >= 6)
    r = t.restart()
    while r.to_act_human and r.can_redo:  # reach the computer's turn in the stored future
        r = r.redo()

    def refuse(*args):
        raise AssertionError("the stored decision must be replayed, not decided again")

    monkeypatch.setattr(ai, "decide", refuse)
    assert not r.to_act_human and r.can_redo
    c, done = r.computer()
    assert done == t.timeline[r.cursor] and c.timeline == t.timeline and c.can_redo


def test_restart_at_the_start_of_a_deal_changes_nothing():
    t = make(seed=8)
    assert t.restart() is t and not t.can_restart  # so the browser offers no Restart there
    moved = play(t, Rng("r"), until=lambda x: x.cursor > 0)
    assert moved.can_restart and not moved.restart().can_restart
    over = play(t, Rng("r"))
    assert over.state.over and not over.can_restart


def test_restart_keeps_an_accepted_haiti_redeal():
    t = Table.new("t", "haiti", (H, C, C, C), "random", deals=(FIVE_DOUBLES,) * 3)
    assert Redeal(1) in t.state.legal()
    t = t.act(1, Redeal(1))
    t = t.act(1, Accept(1))
    t = play(t, Rng("h"), until=lambda t: t.state.phase is Phase.PLAY and t.state.hand.moves)
    r = t.restart()
    assert r.state.deal_count == 2 and r.state.redeals == (1,)
    assert r.state.phase is Phase.ACCEPT and r.state.accepted == 0


def test_hint_is_for_the_human_seat_to_act_only():
    t = make(seats=(H, C, H, C), seed=6)
    with pytest.raises(NotAllowed, match="seat 4's turn"):
        t.hint(1)
    t = t.computer()[0]
    h = t.hint(1)
    assert h.best in t.state.legal()
    with pytest.raises(NotAllowed, match="turn"):
        t.hint(3)
    done = play(t, Rng("o"))
    with pytest.raises(NotAllowed, match="over"):
        done.hint(1)


def test_a_computer_seat_has_no_view():
    with pytest.raises(NotAllowed, match="hidden"):
        make(seats=(H, C, H, C)).seat_view(2)


def test_a_chosen_seed_is_public_and_its_record_replays_to_the_cursor():
    t = play(make("haiti", seed=21), Rng("rec"), until=lambda t: len(t.state.results) == 1)
    t = t.undo()
    assert view_json(t, 1)["seed"] == 21
    assert loads(__import__("json").dumps(t.record())).replay() == t.state


def test_a_drawn_seed_is_withheld_until_the_match_is_over():
    t = Table.new("t", "chiva", (H, C, H, C), "random", seed=123456789, secret=True)
    assert view_json(t, 1)["seed"] is None and view_json(t, None)["seed"] is None
    with pytest.raises(NotAllowed, match="once the match is over"):
        t.record()
    over = play(t, Rng("secret"))
    assert view_json(over, 1)["seed"] == 123456789
    assert over.record()["seed"] == 123456789


def test_saved_and_loaded_tables_are_the_same_table():
    t = play(make("haiti", seed=31), Rng("save"), until=lambda t: len(t.state.results) == 2)
    t = t.undo().undo()
    back = Table.load(t.saved())
    assert back == t and back.state == t.state
    assert Table.load(Table.new("e", "chiva", seed=1).saved()).state == fold(make(seed=1))


def test_the_saved_text_is_saved_as_json_whatever_was_written_before():
    """``saved_json`` (what a store writes) is ``saved()`` as compact JSON, character for
    character, at every step of a match with undos, redos, restarts and explicit deals, each
    table asked after the one it came from (so it reuses what that one wrote) or alone."""
    rng = Rng("saved text")
    for t in (
        make(seats=(H, H, C, H), seed=13),
        make("haiti", seed=None, deals=(FIVE_DOUBLES,) * 3),
    ):
        for _ in range(140):
            if t.state.over:
                break
            t = wander(t, rng, 12, restart=True)
            alone = replace(t, written=((), ""))
            for table in (t, alone, t):
                text = table.saved_json()
                assert text == json.dumps(t.saved(), separators=(",", ":"))
        assert t.written[0] is t.timeline


def test_a_whole_match_is_a_fold_of_its_timeline():
    t = play(make("haiti", seats=(H, C, C, H), seed=41), Rng("fold"))
    assert t.state.over and t.state == fold(t) and t.version == len(t.timeline)
    assert t.state.actions == t.timeline


@pytest.mark.parametrize("seed", range(4))
def test_steps_never_break_the_fold(seed):
    t, rng = make("haiti" if seed % 2 else "chiva", seed=seed), Rng(seed)
    for _ in range(60):
        t = step(t, rng)
        assert t.state.actions == t.timeline[: t.cursor]


def test_a_table_loaded_from_one_known_before_is_the_table_replayed_whole():
    """``Table.load(saved, known)`` replays only what came after ``known`` when the record
    carries on from it, and the whole record when it does not (an undo, another seed, other
    seats): either way the table equals the one replayed from the start, state included, at
    every pair of versions of a match played with undos and redos."""
    rng = Rng("load")
    tables = [make(seats=(H, H, C, H), seed=11)]
    while not tables[-1].state.over and len(tables) < 160:
        t = wander(tables[-1], rng, 10)
        tables.append(replace(t, version=len(tables)))
    other = play(make(seats=(H, H, C, H), seed=12), Rng("other"), until=lambda t: t.cursor > 20)
    for i, later in enumerate(tables):
        saved = json.loads(json.dumps(later.saved()))
        whole = Table.load(saved)
        for known in tables[max(0, i - 12) : i + 1] + [other, replace(tables[i], seats=(H,) * 4)]:
            got = Table.load(saved, known)
            assert got == whole and got.state == whole.state


def test_a_match_on_a_128_bit_seed_is_saved_and_loaded_and_carried_on_exactly(monkeypatch):
    """A seed from 2**53 on is written in the saved record as the string of its digits (the
    browser's download is the same record), and read back as the same number, so the match
    replays the same deals; a load after one more action still replays that action only."""
    seed = 2**128 - 3
    t = play(make(seats=(H, H, C, H), seed=seed), Rng("big"), until=lambda t: t.cursor > 30)
    saved = json.loads(t.saved_json())
    assert saved["record"]["seed"] == str(seed) == t.record()["seed"]
    again = Table.load(saved)
    assert again.seed == seed and again.state == t.state == fold(t)
    later = step(t, Rng("later"))
    replayed = []
    whole = Table._replayed.__func__

    def counting(cls, id, data, seats, level, secret, cursor, since=None):
        replayed.append(since)  # the table it carries on from (None: the whole record)
        return whole(cls, id, data, seats, level, secret, cursor, since)

    monkeypatch.setattr(Table, "_replayed", classmethod(counting))
    got = Table.load(json.loads(later.saved_json()), again)
    assert replayed == [again] and got.state == later.state


def test_a_match_saved_with_a_number_seed_loads_as_before():
    """The records saved before seeds grew to 128 bits wrote every seed as a number: they load
    and deal the same, and a seed below 2**53 is still written as a number."""
    t = play(make("haiti", seed=2**53 - 1), Rng("old"), until=lambda t: t.cursor > 20)
    saved = t.saved()
    assert saved["record"]["seed"] == 2**53 - 1
    assert Table.load(json.loads(json.dumps(saved))).state == t.state


def test_rule_1_9_the_computer_and_the_hints_are_given_exactly_their_seat_s_view():
    """RULES.md §1.9: the computer players and the hints know only their own hand and public
    information. What the table hands the decider (``decision``, ``hint_input``: the arguments
    of ``ai.decide`` and ``ai.hint``, wherever they are computed) is the acting seat's view,
    the same as ``core.view`` builds, at every point of matches walked back and forth."""
    rng = Rng("views given")
    for variant in ("chiva", "haiti"):
        t = make(variant, seats=(H, C, C, H), seed=17)
        for _ in range(400):
            if t.state.over:
                break
            seat = t.state.to_act
            if t.to_act_human:
                assert t.hint_input(seat)[0] == view(t.state, seat) == t.seat_view(seat)
            else:
                asks = t.decision()
                assert asks is None or asks[0] == view(t.state, seat)
            t = wander(t, rng, 10, restart=True)


def test_rule_1_9_a_new_match_at_the_table_is_0_0_base_1_with_a_forced_double_six():
    """RULES.md §1.9: a new match starts at 0–0 (base 1) with a forced double-six hand, whatever
    the match the table leaves (here a Haiti match two hands in, with a score)."""
    t = make("haiti", seats=(H, C, C, C), seed=3)
    t = play(t, Rng("new"), until=lambda t: t.state.score != (0, 0) and t.state.hand_number > 2)
    fresh, left = t.renewed("t2", 99)
    assert left.state == t.state and left.seating.moved_to == "t2"
    s = fresh.state
    assert (s.score, s.base, s.results, fresh.timeline, fresh.cursor) == ((0, 0), 1, (), (), 0)
    assert s.opening.forced and s.hand_number == 1 and s.deal_count == 1


def test_rule_1_9_the_computer_s_seed_is_a_hash_that_gives_away_no_deal():
    """RULES.md §1.9: the computer players and the hints never know other hands or future
    deals. Their seed is the SHA-256 of the deal source and the action index (docs/api.md,
    ``computer()``): any arithmetic of the match seed would let a player recompute every
    deal of the match from it."""
    import hashlib

    from dobleseis.core.record import deals_text

    def sha(purpose: str, source: str, cursor: int) -> int:
        text = f"dobleseis/1 {purpose} {source} {cursor}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")

    t = make(seats=(C, C, C, C), seed=5)
    for _ in range(6):
        asks = t.decision()
        assert asks[2] == t.derived_seed("decide") == sha("decide", "5", t.cursor)
        assert t.derived_seed("hint") == sha("hint", "5", t.cursor)
        t = t.computer()[0]
    dealt = make(seats=(C, C, C, C), seed=None, deals=(FIVE_DOUBLES,))
    source = " ".join(deals_text((FIVE_DOUBLES,))[0])  # one deal: its four hands
    assert dealt.decision()[2] == sha("decide", source, 0)
