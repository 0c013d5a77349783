"""The undo/redo laws, checked by hypothesis over random sequences of table commands."""

from __future__ import annotations

from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from dobleseis.core.record import record_of
from dobleseis.core.rng import Rng
from dobleseis.session import NotAllowed, Table
from dobleseis.session.table import SEED_LIMIT
from dobleseis.session.table.replay import replay_steps

from .helpers import C, H, fold, step


def decision_point(t: Table) -> bool:
    """The cursor is where a human is about to choose in the timeline (a pass is no choice), or
    at its end."""
    return t.cursor == len(t.timeline) or t.is_choice(t.timeline[t.cursor])


class TableLaws(RuleBasedStateMachine):
    @initialize(
        variant=st.sampled_from(["chiva", "haiti"]),
        seats=st.lists(st.sampled_from([H, C]), min_size=4, max_size=4).filter(lambda s: H in s),
        seed=st.integers(0, SEED_LIMIT - 1),
        secret=st.booleans(),
    )
    def start(self, variant, seats, seed, secret):
        self.t = Table.new("t", variant, tuple(seats), "random", seed=seed, secret=secret)
        self.file: tuple = ()  # the actions of the record file the table was imported from

    def changed(self, new: Table) -> None:
        assert new.version == self.t.version + 1
        self.t = new

    @precondition(lambda self: self.t.to_act_human)
    @rule(data=st.data())
    def act(self, data):
        t = self.t
        seat = t.state.to_act
        action = data.draw(st.sampled_from(t.state.legal()))
        new = t.act(seat, action)
        # act after undo truncates: nothing is left to redo
        assert len(new.timeline) == new.cursor == t.cursor + 1
        assert new.timeline[: t.cursor] == t.timeline[: t.cursor]
        self.changed(new)

    @precondition(lambda self: self.t.state.to_act is not None and not self.t.to_act_human)
    @rule()
    def computer(self):
        t = self.t
        new, done = t.computer()
        assert new.timeline[t.cursor] == done and new.cursor == t.cursor + 1
        if t.can_redo:  # the stored future is replayed, not replaced
            assert new.timeline == t.timeline
        self.changed(new)

    @precondition(lambda self: self.t.can_undo)
    @rule()
    def undo(self):
        t = self.t
        new = t.undo()
        # back to just before a human choice, removing only passes and computer actions after it
        assert new.cursor < t.cursor and t.is_choice(t.timeline[new.cursor])
        assert not any(t.is_choice(a) for a in t.timeline[new.cursor + 1 : t.cursor])
        assert new.timeline == t.timeline
        if decision_point(t):  # undo then redo comes back to the same state
            back = new.redo()
            assert back.cursor == t.cursor and back.state == t.state
        self.changed(new)

    @precondition(lambda self: self.t.can_redo)
    @rule()
    def redo(self):
        t = self.t
        new = t.redo()
        # forward to the next decision point, replaying exactly the stored moves
        assert new.cursor > t.cursor and decision_point(new) and new.timeline == t.timeline
        assert not any(t.is_choice(a) for a in t.timeline[t.cursor + 1 : new.cursor])
        self.changed(new)

    @precondition(lambda self: not self.t.state.over)
    @rule(steps=st.integers(1, 60), seed=st.integers(0, 2**32))
    def play_on(self, steps, seed):
        """Many actions at once, so that sequences reach later hands and the end of a match."""
        rng = Rng(seed)
        for _ in range(steps):
            if self.t.state.over:
                break
            self.changed(step(self.t, rng))

    @rule()
    def restart(self):
        t = self.t
        new = t.restart()
        assert new.cursor == t.state.deal_start
        if new is t:
            return
        assert new.state.dealt == t.state.dealt
        if t.state.over:  # restarting the last hand: the score before it
            before = t.state.results[-2].score if len(t.state.results) > 1 else (0, 0)
            assert new.state.score == before and not new.state.over
        else:
            assert new.state.score == t.state.score and new.state.base == t.state.base
        # restart then redo all the way comes back to the end of the timeline
        end = new
        while end.can_redo:
            end = end.redo()
        assert end.cursor == len(t.timeline) and end.timeline == t.timeline
        self.changed(new)

    @precondition(lambda self: self.t.seed_public)
    @rule()
    def import_the_record(self):
        """The record downloaded now, imported as a new table: it is the same match."""
        t = self.t
        new = Table.imported_from("i", t.record(), t.seats, "random")
        assert new.state == t.state and new.imported == t.cursor and not new.can_redo
        assert record_of(new.state) == t.record()
        self.t, self.file = new, t.state.actions

    @invariant()
    def only_the_file_or_a_match_that_cannot_go_on_replays(self):
        """A replay shows every hand: of a match in progress, only actions of the imported
        file, which its sender had; the record downloads only once a drawn seed tells
        nothing."""
        t = self.t
        assert t.timeline[: t.imported] == self.file[: t.imported]
        try:
            steps = replay_steps(t)
        except NotAllowed:
            assert not t.closed and not t.imported
        else:
            assert steps == (t.cursor if t.closed else min(t.imported, t.cursor))
        assert t.seed_public == (not t.secret or t.state.over)

    @invariant()
    def the_state_is_the_fold_of_the_timeline_up_to_the_cursor(self):
        t = self.t
        assert t.state.actions == t.timeline[: t.cursor]
        assert t.state == fold(t)
        assert t.can_undo == any(t.is_human(a.seat) for a in t.timeline[: t.cursor])

    @invariant()
    def saving_keeps_everything(self):
        t = self.t
        back = Table.load(t.saved())
        assert back == t and back.state == t.state


TableLaws.TestCase.settings = settings(
    max_examples=25, stateful_step_count=50, deadline=None, derandomize=True
)
test_table_laws = TableLaws.TestCase
