"""A table: one match being played — its record, who sits where, and a cursor into its timeline.

The stored truth of a table is small and replayable: the deal source (variant and seed, or
explicit deals), the four seats (``"human"`` or ``"computer"``), the computer level, whether the
seed is secret, the **timeline** of actions and the **cursor** into it, a **version** that
grows by one on every accepted change, and how many actions came from an imported record file
(``imported``; see ``replay``). The match state at the cursor is the fold of
``timeline[:cursor]``; everything else (views, the log, the record) is derived from it.

Undo and redo move the cursor between *decision points*: the positions where a human seat is
about to choose in the timeline, and the end of the timeline. A pass is no choice ("passing is
never voluntary"): undone alone, the same pass would be the only move there again — made at
once by a device that passes for its player — so undo would seem to do nothing.

- ``undo``: back to the most recent decision point before the cursor — just before the latest
  human choice, removing the passes and computer replies made since.
- ``redo``: forward to the next decision point after the cursor — through the next human choice
  and the actions after it, up to (not including) the human choice after that.
- ``act`` (a human) truncates the timeline at the cursor and appends. ``computer`` replays the
  stored next action when the timeline goes on past the cursor (after ``restart``: the same
  decision, and redo stays possible), and otherwise asks the computer player and appends.
- ``restart``: the cursor to the start of the current deal (``state.deal_start``).

A table is immutable: every command returns a new table (or raises and changes nothing).

>>> t = Table.new("t1", "chiva", ("human", "computer", "human", "computer"), "random", seed=6)
>>> t.state.to_act, t.seats[3]
(4, 'computer')
>>> t, done = t.computer()
>>> str(done), t.version, t.can_undo
('seat 4 plays 6-6', 1, False)
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, replace
from typing import Any

from ... import ai
from ...core import (
    Action,
    IllegalAction,
    Invalid,
    MatchState,
    Own,
    Pass,
    View,
    new_match,
    own,
    view,
)
from ...core.deal import Deal, seed_from_json, seed_json
from ...core.record import (
    RecordError,
    action_to_json,
    applied,
    deals_text,
    parse_record,
    record_of,
    replayed,
)
from ...core.seats import check_seat
from ..errors import NotAllowed, Outdated
from .seating import Seating

HUMAN = "human"
COMPUTER = "computer"
SEAT_KINDS = (HUMAN, COMPUTER)
UNRATED = "unrated:"
"""The lookup key's prefix of a public match to rate (``Table.lookup_keys``)."""
SEED_LIMIT = 2**128
"""Seeds are below 2**128. A drawn seed is kept secret because it tells every hand, and each
deal's commitment (shown before the hand) is a hash of the seed: 128 bits are too many to try
one by one, where the 2**53 seeds there were before could all be hashed in GPU-days. Seeds from
2**53 on travel as strings of digits (``core.deal.seed_json``), which browsers read exactly."""


def check_seats(seats: Any) -> tuple[str, str, str, str]:
    if not isinstance(seats, (list, tuple)) or len(seats) != 4:
        raise Invalid("seats_not_four")
    for s in seats:
        if s not in SEAT_KINDS:
            raise Invalid("no_such_seat_kind", value=s)
    return tuple(seats)  # type: ignore[return-value]


def check_level(level: Any) -> str:
    if level not in ai.LEVELS:
        raise Invalid("no_such_level", value=level, levels=list(ai.LEVELS))
    return level


def check_seed(seed: Any) -> int:
    """A seed as a client sends it — a whole number below ``SEED_LIMIT``, as a JSON number or as
    the string of its decimal digits (``seed_from_json``) — as the number it is."""
    value = seed_from_json(seed)
    if value is None or not 0 <= value < SEED_LIMIT:
        raise Invalid("seed_out_of_range", value=seed, limit=seed_json(SEED_LIMIT - 1))
    return value


@dataclass(frozen=True, slots=True)
class Table:
    id: str
    variant: str
    seed: int | None
    deals: tuple[Deal, ...] | None
    seats: tuple[str, str, str, str]
    level: str
    secret: bool  # the server drew the seed: it is withheld until the match is over
    timeline: tuple[Action, ...]
    cursor: int
    version: int
    imported: int  # how many actions came from an imported record file (0: played here)
    seating: Seating  # who holds each seat, hashed secrets, the host's controls
    state: MatchState = field(repr=False, compare=False)  # the fold of timeline[:cursor]
    written: tuple[tuple[Action, ...], str] = field(default=((), ""), repr=False, compare=False)
    """The timeline last written and its actions' JSON, joined (``saved_json``): carried from
    table to table, so that a move writes its own action, not the whole record."""

    # -- making ------------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        id: str,
        variant: str,
        seats: tuple[str, ...] = (HUMAN, COMPUTER, COMPUTER, COMPUTER),
        level: str = ai.DEFAULT_LEVEL,
        *,
        seed: int | str | None = None,
        deals: tuple[Deal, ...] | None = None,
        secret: bool = False,
        seating: Seating | None = None,
    ) -> Table:
        """A new match; raises Invalid (a refusal with a readable message) on a bad setting.
        ``seed``: a number, or the string of its digits as a browser sends a large one.
        Without ``seating``, a legacy one (nobody holds the seats; see ``Seating.local``)."""
        if seed is not None:
            seed = check_seed(seed)
        seats = check_seats(seating.kinds() if seating is not None else seats)
        state = new_match(variant, seed, deals)
        return cls(
            id,
            state.variant.name,
            seed,
            state.deals,
            seats,
            check_level(level),
            secret,
            (),
            0,
            0,
            0,
            seating if seating is not None else Seating.local(seats),
            state,
        )

    @classmethod
    def load(cls, saved: dict, known: Table | None = None) -> Table:
        """A table from what ``saved`` returned; the timeline is replayed and checked.
        ``known``: the same match as the caller had it before (a store's cache): when the
        stored timeline carries on from its cursor, only the actions after it are replayed —
        a process reading a change that another made replays one action, not the match.

        A stored match the rules refuse at one of its actions (it was played under an earlier
        reading of a rule) raises ``Outdated``, which says which action and what changed and
        keeps the record as stored and the match up to that action."""
        try:
            table = cls._replayed(
                saved["id"],
                saved["record"],
                saved["seats"],
                saved["level"],
                saved["secret"],
                saved["cursor"],
                _carried_on(saved, known),
            )
        except RecordError as e:
            raise cls._outdated(saved, e) from None
        seating = Seating.load(saved.get("seating"), table.seats)
        return replace(
            table, version=saved["version"], imported=saved.get("imported", 0), seating=seating
        )

    @classmethod
    def _outdated(cls, saved: dict, error: RecordError) -> Exception:
        """``Outdated`` for a stored match whose action ``error`` names is refused; any other
        record error as it is (a stored record that is not one)."""
        if error.code != "record_action":
            return error
        data, n = saved["record"], error.fields["action"]
        before = {**data, "actions": data["actions"][: n - 1]}
        table = cls._replayed(
            saved["id"], before, saved["seats"], saved["level"], saved["secret"], n - 1
        )
        table = replace(
            table,
            version=saved["version"],
            imported=min(saved.get("imported", 0), n - 1),
            seating=Seating.load(saved.get("seating"), table.seats),
        )
        stored = {**data, "actions": data["actions"][: saved["cursor"]]}
        return Outdated(
            "saved_match_outdated", stored, table, action=n, reason=error.fields["reason"]
        )

    @classmethod
    def imported_from(cls, id: str, data: Any, seats: Any, level: Any) -> Table:
        """A new table continuing a ``dobleseis/1`` record from its end. Raises RecordError
        (a malformed record, or the number and reason of its first illegal action) or
        Invalid (bad seats or level, a seed out of range).

        Its seed is not secret: whoever has the record file has the seed already."""
        record = parse_record(data)
        table = cls._replayed(id, data, seats, level, False, len(record.actions))
        return replace(table, imported=len(record.actions))

    @classmethod
    def _replayed(cls, id: str, data: Any, seats: Any, level: Any, secret: bool, cursor: int,
                  since: Table | None = None):  # fmt: skip
        """The record ``data`` replayed as a table (version 0) with its cursor at ``cursor``;
        ``since``: a table of the same match whose timeline the record carries on from its
        cursor (``_carried_on``), so that only the actions after it are replayed."""
        record = parse_record(data)
        if since is None:
            table = cls.new(id, record.variant, check_seats(seats), level, seed=record.seed,
                            deals=record.deals, secret=secret)  # fmt: skip
            done = 0
        else:
            table, done = since, since.cursor
        if not 0 <= cursor <= len(record.actions):
            raise Invalid("cursor_outside", cursor=cursor)
        state, at_cursor = table.state, table.state
        for i, state in enumerate(applied(table.state, record.actions[done:]), start=done + 1):
            if i == cursor:
                at_cursor = state
        return replace(table, timeline=state.actions, cursor=cursor, state=at_cursor)

    def saved(self) -> dict:
        """The stored truth, as JSON: the ``dobleseis/1`` record of the whole timeline, the seats,
        the level, the seed's secrecy, the cursor, the version, how many actions were
        imported and the seating."""
        return {
            "id": self.id,
            "record": record_of(self.state, self.timeline),
            "seats": list(self.seats),
            "level": self.level,
            "secret": self.secret,
            "cursor": self.cursor,
            "version": self.version,
            "imported": self.imported,
            "seating": self.seating.saved(),
        }

    def saved_json(self) -> str:
        """``saved()`` as compact JSON text, the same characters. The actions' JSON is the one
        ``written`` by the table before, with the actions played since added: a move costs the
        JSON of its own action, not the whole record's (which was most of a commit's CPU)."""
        done, actions = self.written
        if self.timeline[: len(done)] != done:  # cut behind the cursor, and played on since
            done, actions = (), ""
        new = [compact(action_to_json(a)) for a in self.timeline[len(done) :]]
        if new:
            actions = ",".join([actions, *new] if actions else new)
        object.__setattr__(self, "written", (self.timeline, actions))  # a cache only
        record = compact(record_of(self.state, ()))  # ends with "actions":[] (written last)
        rest = compact({"seats": list(self.seats), "level": self.level, "secret": self.secret,
                        "cursor": self.cursor, "version": self.version,
                        "imported": self.imported, "seating": self.seating.saved()})  # fmt: skip
        return (f'{{"id":{compact(self.id)},"record":{record[:-3]}[{actions}]}},'
                f"{rest[1:]}")  # fmt: skip

    # -- reading -----------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.seats[seat - 1] == HUMAN

    @property
    def to_act_human(self) -> bool:
        seat = self.state.to_act
        return seat is not None and self.is_human(seat)

    def is_choice(self, action: Action) -> bool:
        """Whether ``action`` is a decision point's: a human seat's, and not a pass."""
        return self.is_human(action.seat) and not isinstance(action, Pass)

    @property
    def can_undo(self) -> bool:
        return self._latest_choice() is not None

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.timeline)

    @property
    def can_restart(self) -> bool:
        """Something was done since the current deal was dealt (and the match goes on)."""
        return not self.state.over and self.cursor > self.state.deal_start

    @property
    def seed_public(self) -> bool:
        """A seed the players chose is theirs already; a drawn one would let anyone recompute
        every hand of the match, so it is shown only once the match is over."""
        return not self.secret or self.closed

    @property
    def closed(self) -> bool:
        """The match can never go on: it is over, or its table moved on to a new match. Its
        hands and seed then tell nothing a player could use (the next match has its own seed)."""
        return self.state.over or self.seating.moved_to is not None

    @property
    def rateable(self) -> bool:
        """A public match that is over, won by a team, with at least two people in it (seats
        taken with a profile): it is rated (``session.public.ratings``)."""
        state, chairs = self.state, self.seating.chairs
        return (self.seating.public_play is not None and state.over
                and state.winner is not None
                and len({c.profile for c in chairs if c.profile is not None}) >= 2)  # fmt: skip

    @property
    def in_lobby(self) -> bool:
        """A public match still to be played by someone (not only by computers): the LOBBY
        lists it (its ``public:`` key, and its row in its stored summary: ``summary_of``)."""
        seating = self.seating
        return (seating.public_play is not None and not self.closed
                and not all(c.computer for c in seating.chairs))  # fmt: skip

    def lookup_keys(self) -> list[str]:
        """Everything a store finds this table by: its seating's keys (hashed secrets, codes),
        and ``public:ID`` while it is a public match still to be played by someone (the lobby's
        list: one every player left to the computer would be listed, and looked at every second,
        for good, since a table of four computers plays only while watched), with
        ``waiting:PROFILE:ID`` for each profile seated there before it starts (``playing:``
        once it has started, until it can go on no more: a quick match or a seat from the lobby
        asks the player before seating them at another) and, at a quick match's table until it
        starts, ``quick:VARIANT:ID``; and ``unrated:ID`` once it is a match to rate
        (``rateable``), written with its last move, so that a process that died before the
        rating leaves it for another, or for itself restarted, to find (the rating takes it
        away: ``session.public.kept``)."""
        keys = self.seating.lookup_keys()
        chairs = self.seating.chairs
        if self.in_lobby:
            keys.append(f"public:{self.id}")
        play = self.seating.public_play
        if play is not None and not self.closed:
            # who waits here (a quick match is asked once), or plays here
            sits = "playing" if self.seating.started else "waiting"
            keys += [f"{sits}:{c.profile}:{self.id}" for c in chairs if c.profile is not None]
            if play.kind == "quick" and not self.seating.started:  # where a quick match looks
                keys.append(f"quick:{self.variant}:{self.id}")
        if self.rateable:
            keys.append(f"{UNRATED}{self.id}")
        return keys

    def seat_view(self, seat: int) -> View:
        """What a human ``seat`` may see. A computer seat's tiles are never shown to anyone."""
        self._check_shown(seat)
        return view(self.state, seat)

    def seat_own(self, seat: int) -> Own:
        """The part of ``seat_view(seat)`` the public view has not (its tiles and its legal
        actions), on the same terms; no legal action until the host starts the match, since
        none is taken before."""
        self._check_shown(seat)
        mine = own(self.state, seat)
        return mine if self.seating.started else mine._replace(legal=())

    def _check_shown(self, seat: int) -> None:
        check_seat(seat)
        if not self.is_human(seat):
            raise NotAllowed("tiles_hidden", seat=seat)

    def record(self) -> dict:
        """The ``dobleseis/1`` record up to the cursor (a download). It holds the seed, so a
        drawn seed makes it available only once the match is over."""
        if not self.seed_public:
            raise NotAllowed("record_secret")
        return record_of(self.state)

    # -- changing ----------------------------------------------------------------------------
    def act(self, seat: int, action: Action) -> Table:
        """A human seat's action: it must be legal now. The timeline after the cursor is
        dropped."""
        check_seat(seat)
        if not self.is_human(seat):
            raise NotAllowed("computer_seat", seat=seat)
        self._check_started()
        if action.seat != seat:
            raise Invalid("action_of_other_seat", seat=seat, action_seat=action.seat)
        state = self.state.apply(action)
        return self._moved(state.actions, state)

    def decision(self) -> tuple[View, str, int] | None:
        """What the computer to act decides from — its seat's view, the level and the seed —
        or None when its action is already in the timeline (after a restart or undo). The
        arguments of ``ai.decide``, so that the decision can be made in another process."""
        seat = self.state.to_act
        if seat is None:
            won = self.state.winner
            if won is None:
                raise NotAllowed("deals_played")
            raise NotAllowed("match_over", team=won)
        if self.is_human(seat):
            raise NotAllowed("person_to_act", seat=seat)
        self._check_started()
        if self.cursor < len(self.timeline):
            return None
        return view(self.state, seat), self.level, self.derived_seed("decide")

    def computer(self, decided: Action | None = None) -> tuple[Table, Action]:
        """One computer action (the seat to act must be a computer), decided from that seat's
        view only; returns the new table and the action as recorded. ``decided`` is the result
        of ``ai.decide(*self.decision())`` when it was computed elsewhere."""
        asks = self.decision()
        if asks is None:
            action = self.timeline[self.cursor]
            state = self.state.apply(action)
            return self._moved(self.timeline, state), action
        action = decided if decided is not None else ai.decide(*asks)
        try:
            state = self.state.apply(action)
        except IllegalAction as e:
            raise RuntimeError(f"the computer player chose an illegal action: {e}") from None
        return self._moved(state.actions, state), state.actions[-1]

    def undo(self) -> Table:
        """Back to just before the latest human choice, removing the passes and the computer
        replies since."""
        self._check_started()
        point = self._latest_choice()
        if point is None:
            raise NotAllowed("nothing_to_undo")
        return self._at(point)

    @property
    def undoes(self) -> Action | None:
        """The choice ``undo`` takes back (a request to undo names it): the latest human
        choice, whoever made it; None when there is nothing to undo."""
        point = self._latest_choice()
        return None if point is None else self.timeline[point]

    def _latest_choice(self) -> int | None:
        """Where in the timeline the latest human choice before the cursor lies."""
        return next((i for i in reversed(range(self.cursor))
                     if self.is_choice(self.timeline[i])), None)  # fmt: skip

    def redo(self) -> Table:
        """Forward through the next human choice and the actions after it."""
        self._check_started()
        if not self.can_redo:
            raise NotAllowed("nothing_to_redo")
        end = len(self.timeline)
        target = next(
            (i for i in range(self.cursor + 1, end) if self.is_choice(self.timeline[i])), end
        )
        return self._moved(self.timeline, replayed(self.state, self.timeline[self.cursor : target]))

    def restart(self) -> Table:
        """The current deal from its start: same deal (a Haiti redeal kept), the score and base
        from before the hand; redo can restore. Already there: nothing changes."""
        self._check_started()
        start = self.state.deal_start
        return self if start == self.cursor else self._at(start)

    def seated(self, seating: Seating) -> Table:
        """The table with a new seating (a seat claimed, released, handed to the computer, the
        match started, hints turned on or off): a change like a move, so every device hears."""
        return replace(self, seating=seating, seats=seating.kinds(), version=self.version + 1)

    def renewed(self, id: str, seed: int) -> tuple[Table, Table]:
        """A new match ``id`` at the same table (same seats, secrets and code), from a drawn
        seed, and this match as it stays: finished or not, it keeps its own record (its list
        entry, replay, download and statistics), and says which match the table moved on to."""
        self._check_started()
        fresh = Table.new(id, self.variant, self.seats, self.level, seed=seed, secret=True,
                          seating=self.seating.renewed())  # fmt: skip
        return fresh, self.seated(self.seating.moved(id))

    def hint(self, seat: int) -> ai.Hint:
        """A suggestion for the human seat to act, from its view only."""
        return ai.hint(*self.hint_input(seat))

    def hint_input(self, seat: int) -> tuple[View, int]:
        """What a hint for ``seat`` is computed from — its view and the seed — so that it can be
        computed in another process; NotAllowed unless that human seat is to act."""
        check_seat(seat)
        if self.state.to_act != seat:
            who = self.state.to_act
            if who is None:
                raise NotAllowed("match_ended")
            raise NotAllowed("turn_of", turn=who, seat=seat)
        return self.seat_view(seat), self.derived_seed("hint")

    def derived_seed(self, purpose: str, cursor: int | None = None) -> int:
        """The seed of a computer decision or hint at the cursor (or at ``cursor``: a review
        asks for a past move's): a function of the deal source and the action index, so a replay
        reproduces it. It goes through SHA-256 so that a computer player cannot recover the match
        seed (and with it the hidden hands)."""
        if self.seed is not None:
            source = str(self.seed)
        else:
            source = "|".join(" ".join(hands) for hands in deals_text(self.deals or ()))
        text = f"dobleseis/1 {purpose} {source} {self.cursor if cursor is None else cursor}"
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")

    # -- internals ---------------------------------------------------------------------------
    def _check_started(self) -> None:
        if not self.seating.started:
            raise NotAllowed("not_started")

    def _moved(self, timeline: tuple[Action, ...], state: MatchState) -> Table:
        """The table at ``state`` on ``timeline``; imported actions a new move replaced are no
        longer imported (a replay must not show the hands of a hand played here)."""
        imported = self.imported
        if imported and timeline is not self.timeline:
            kept = next(
                (i for i, (a, b) in enumerate(zip(self.timeline, timeline)) if a != b),
                min(len(self.timeline), len(timeline)),
            )
            imported = min(imported, kept)
        return replace(
            self,
            timeline=timeline,
            cursor=len(state.actions),
            version=self.version + 1,
            state=state,
            imported=imported,
        )

    def _at(self, cursor: int) -> Table:
        start = new_match(self.variant, self.seed, self.deals)
        return self._moved(self.timeline, replayed(start, self.timeline[:cursor]))


def _carried_on(saved: dict, known: Table | None) -> Table | None:
    """``known`` when the ``saved`` match carries on from it: the same match (id, rule set,
    seed, seats, level, secrecy), its actions up to ``known``'s cursor the same, and the
    cursor not before it; else None (then the whole record is replayed)."""
    record = saved["record"]
    if (
        known is None
        or not isinstance(record, dict)
        or known.id != saved["id"]
        or known.deals is not None
        or "deals" in record
        or record.get("variant") != known.variant
        or record.get("seed") != (None if known.seed is None else seed_json(known.seed))
        or tuple(saved["seats"]) != known.seats
        or saved["level"] != known.level
        or saved["secret"] != known.secret
        or not isinstance(saved["cursor"], int)
        or saved["cursor"] < known.cursor
    ):
        return None
    actions = record.get("actions")
    if not isinstance(actions, list) or len(actions) < known.cursor:
        return None
    kept = known.timeline[: known.cursor]
    return known if [action_to_json(a) for a in kept] == actions[: known.cursor] else None


compact = json.JSONEncoder(separators=(",", ":")).encode
"""``data`` as compact JSON text (no spaces), as records are stored and frames are sent."""
