"""Who sits where at a table shared by several devices, and what proves it.

Each seat is of a *kind*: ``here`` (a person on the device that created the table, several of
them sharing it as a hot seat), ``invited`` (a friend's device takes it with the invitation
code) or ``computer``. A person's seat may be handed to the computer for a while (a player who
is away) and given back. The seating keeps only hashes of the secrets (``keys``): a seat's, the
host's, and a one-time rejoin token's.

A table saved before there were secrets has a *legacy* seating: no host, its people's seats
held by nobody (see ``legacy``).

A seating is immutable, like the table that holds it: every change returns a new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...core import Invalid
from ...core.seats import check_seat, partner
from ..errors import NotAllowed, Taken

HERE, INVITED, COMPUTER = "here", "invited", "computer"
KINDS = (HERE, INVITED, COMPUTER)
PACE = 700
"""Milliseconds between a change and the computer's move after it, by default."""
PACE_LIMIT = 5000
NAME_LIMIT = 24


def check_kinds(seats: Any) -> tuple[str, str, str, str]:
    """Four seat kinds; ``"human"`` (the word of single-device tables) is ``"here"``."""
    if not isinstance(seats, (list, tuple)) or len(seats) != 4:
        raise Invalid("seats_not_four")
    out = []
    for s in seats:
        s = HERE if s == "human" else s
        if s not in KINDS:
            raise Invalid("no_such_seat_kind", value=s)
        out.append(s)
    return tuple(out)  # type: ignore[return-value]


def check_pace(pace: Any) -> int:
    if isinstance(pace, bool) or not isinstance(pace, int) or not 0 <= pace <= PACE_LIMIT:
        raise Invalid("no_such_pace", value=pace, limit=PACE_LIMIT)
    return pace


def check_names(names: Any, kinds: tuple[str, ...]) -> tuple[str | None, ...]:
    """Four names (or None) for a new table: only its ``here`` seats, the creating device's
    people, are named by it (a friend names their own seat when they take it)."""
    if not isinstance(names, (list, tuple)) or len(names) != 4:
        raise Invalid("names_not_four")
    out = tuple(check_name(n) for n in names)
    for seat, (name, kind) in enumerate(zip(out, kinds), start=1):
        if name is not None and kind != HERE:
            raise Invalid("name_not_here", seat=seat)
    return out


def check_name(name: Any) -> str | None:
    """A player's name: trimmed, 1 to NAME_LIMIT printable characters; empty or None: none."""
    if name is None:
        return None
    if not isinstance(name, str):
        raise Invalid("bad_name", limit=NAME_LIMIT)
    name = " ".join(name.split())
    if not name:
        return None
    if len(name) > NAME_LIMIT or not name.isprintable():
        raise Invalid("bad_name", limit=NAME_LIMIT)
    return name


@dataclass(frozen=True, slots=True)
class Chair:
    """One seat: its kind, its player's name, the key that proves it (None: free, or a computer
    seat), whether the computer plays it now, a pending rejoin token's key, and how many times
    it was let go (``freed``: released by the host, or left), so that a device that lost it can
    be told whether its player moved it or the host let it go (``rejoined_since``)."""

    kind: str
    name: str | None = None
    key: str | None = None
    computer: bool = False
    rejoin: str | None = None
    profile: str | None = None  # the public profile that took it (its id; never its secret)
    avatar: str | None = None
    away: bool = False  # a public table's computer plays it while its person is away
    freed: int = 0

    @property
    def taken(self) -> bool:
        return self.kind != INVITED or self.key is not None


@dataclass(frozen=True, slots=True)
class Proof:
    """What a set of presented secrets proves at one table."""

    host: bool
    seats: frozenset[int]

    def json(self) -> dict:
        return {"host": self.host, "seats": sorted(self.seats)}


NOBODY = Proof(False, frozenset())


@dataclass(frozen=True, slots=True)
class Public:
    """What makes a table public (``session.public``): made by quick match (``quick``) or
    by its host (``host``), the computers' ``level`` and the table's ``language``, when a
    waiting table's computers fill its free seats (``deadline``, Unix ms; None once started or
    at a host's table) and the seats ``kept`` for a partner's code (seat, code)."""

    kind: str
    level: str
    language: str | None = None
    deadline: int | None = None
    kept: tuple[tuple[int, str], ...] = ()

    def json(self) -> dict:
        return {"kind": self.kind, "level": self.level, "language": self.language,
                "deadline": self.deadline, "kept": [s for s, _ in self.kept]}  # fmt: skip

    def saved(self) -> dict:
        return {**self.json(), "kept": [list(k) for k in self.kept]}

    @classmethod
    def load(cls, data: dict | None) -> Public | None:
        if data is None:
            return None
        kept = tuple((s, c) for s, c in data["kept"])
        return cls(data["kind"], data["level"], data["language"], data["deadline"], kept)


@dataclass(frozen=True, slots=True)
class Seating:
    host: str | None  # the host secret's key; None: a legacy table
    code: str | None  # the invitation code (None: a legacy table)
    chairs: tuple[Chair, Chair, Chair, Chair]
    hints: bool = True
    pace: int = PACE
    started: bool = True
    moved_to: str | None = None  # the id of the match this table moved on to (a rematch)
    public_play: Public | None = None  # a public table (quick match, the lobby); None: private

    # -- making ------------------------------------------------------------------------------
    @classmethod
    def local(cls, kinds: tuple[str, ...]) -> Seating:
        """The legacy seating of a table saved before secrets: its people are ``here`` and
        nobody holds them (see ``legacy``)."""
        chairs = tuple(Chair(COMPUTER, computer=True) if k == COMPUTER else Chair(HERE)
                       for k in kinds)  # fmt: skip
        return cls(None, None, chairs)  # type: ignore[arg-type]

    @classmethod
    def made(
        cls,
        kinds: tuple[str, str, str, str],
        host: str,
        code: str,
        here: dict[int, str],
        hints: bool = True,
        pace: int = PACE,
        names: tuple[str | None, ...] = (None,) * 4,
    ) -> Seating:
        """A new table's seating: ``here`` maps each here seat to its key, ``names`` are its
        people's (see ``check_names``). It is started at once unless a seat waits for a
        friend."""
        chairs = []
        for seat, kind in enumerate(kinds, start=1):
            if kind == COMPUTER:
                chairs.append(Chair(COMPUTER, computer=True))
            elif kind == HERE:
                chairs.append(Chair(HERE, name=names[seat - 1], key=here[seat]))
            else:
                chairs.append(Chair(INVITED))
        return cls(host, code, tuple(chairs), hints, pace, INVITED not in kinds)  # type: ignore

    # -- reading -----------------------------------------------------------------------------
    @property
    def legacy(self) -> bool:
        """Saved before tables had secrets: nobody holds it until it is adopted."""
        return self.host is None

    def kinds(self) -> tuple[str, str, str, str]:
        """Who plays each seat now, as the table's rules know it: ``human`` or ``computer``."""
        return tuple("computer" if c.computer else "human" for c in self.chairs)  # type: ignore

    def proves(self, keys: frozenset[str] | set[str]) -> Proof:
        """What the secrets whose keys are ``keys`` prove here."""
        seats = frozenset(s for s, c in enumerate(self.chairs, 1) if c.key is not None and
                          c.key in keys)  # fmt: skip
        return Proof(self.host is not None and self.host in keys, seats)

    def chair(self, seat: int) -> Chair:
        return self.chairs[check_seat(seat) - 1]

    def rejoined_since(self, before: Seating, seat: int) -> bool:
        """Whether ``seat``, lost since ``before`` by the secret that held it then, answers to
        another device's secret now because its player opened a rejoin link there: it was not
        let go meanwhile (a key it got after a release is someone's who claimed it, however
        soon after)."""
        now = self.chair(seat)
        return now.key is not None and now.freed == before.chair(seat).freed

    def free(self) -> list[int]:
        return [s for s, c in enumerate(self.chairs, 1) if not c.taken]

    def lookup_keys(self) -> list[str]:
        """Everything a store indexes this table by: the host key, the seats' keys, the code."""
        out = [c.key for c in self.chairs if c.key is not None]
        if self.host is not None:
            out.append(self.host)
        if self.code is not None:
            out.append(f"code:{self.code}")
        if self.public_play is not None and not self.started:
            out += [f"pair:{code}" for _, code in self.public_play.kept]
        return out

    def public(self) -> dict:
        """The seating as every device may see it (no key, only whether a seat is taken)."""
        return {
            "started": self.started,
            "hints": self.hints,
            "pace": self.pace,
            "code": self.code,
            "next": self.moved_to,
            "public": None if self.public_play is None else self.public_play.json(),
            "seats": [
                {"seat": s, "kind": c.kind, "name": c.name, "taken": c.taken,
                 "computer": c.computer, "profile": c.profile, "avatar": c.avatar,
                 "away": c.away}
                for s, c in enumerate(self.chairs, 1)
            ],
        }  # fmt: skip

    # -- changing ----------------------------------------------------------------------------
    def _with(self, seat: int, **changes: Any) -> Seating:
        chairs = list(self.chairs)
        chairs[seat - 1] = replace(chairs[seat - 1], **changes)
        return replace(self, chairs=tuple(chairs))

    def claimed(self, seat: int, key: str, name: str | None) -> Seating:
        """A friend's device takes the free invited ``seat``. Not at a public table: its seats
        are taken from the lobby, one a profile, and a partner's with its code (an invitation
        code, which every device watching the table is shown, would let one device take
        several seats of a rated match, or the seat kept for someone's partner)."""
        if self.public_play is not None:
            raise NotAllowed("public_seat_from_lobby")
        chair = self.chair(seat)
        if chair.kind != INVITED:
            raise NotAllowed("seat_not_invited", seat=seat)
        if chair.taken:
            raise Taken("seat_taken", seat=seat)
        return self._with(seat, key=key, name=name, rejoin=None)

    def rejoin_made(self, seat: int, key: str) -> Seating:
        """A one-time token for ``seat``'s player to move to another device."""
        return self._with(seat, rejoin=key)

    def rejoined(self, rejoin: str, key: str) -> tuple[Seating, int]:
        """The seat whose rejoin token has key ``rejoin`` now answers to ``key`` only."""
        for seat, c in enumerate(self.chairs, 1):
            if c.rejoin is not None and c.rejoin == rejoin:
                return self._with(seat, key=key, rejoin=None), seat
        raise NotAllowed("bad_rejoin")

    def released(self, seat: int) -> Seating:
        """The host frees an invited seat: its secret stops working, the code can claim it. At
        a public table its player's profile leaves it too: the seat is no longer theirs, so the
        match is not rated as theirs (nor are their name and avatar shown on it)."""
        chair = self.chair(seat)
        if chair.kind != INVITED:
            raise NotAllowed("seat_not_invited", seat=seat)
        if not chair.taken:
            raise NotAllowed("seat_free", seat=seat)
        gone = {} if chair.profile is None else {"profile": None, "name": None, "avatar": None}
        return self._with(seat, key=None, rejoin=None, freed=chair.freed + 1, **gone)

    def handed(self, seat: int, computer: bool) -> Seating:
        """A person's seat played by the computer (``computer``) or given back."""
        if self.chair(seat).kind == COMPUTER:
            raise NotAllowed("seat_not_human", seat=seat)
        return self._with(seat, computer=computer, away=False)

    def begun(self, fill: bool) -> Seating:
        """The host starts the match; ``fill``: free seats become computer seats first."""
        if self.started:
            raise NotAllowed("already_started")
        free = self.free()
        if free and not fill:
            raise NotAllowed("seats_free", seats=free)
        seating = self
        for seat in free:
            seating = seating._with(seat, kind=COMPUTER, computer=True)
        public = self.public_play
        if public is not None:
            public = replace(public, deadline=None, kept=())
        return replace(seating, started=True, public_play=public)

    def with_hints(self, allowed: bool) -> Seating:
        return replace(self, hints=allowed)

    def with_pace(self, pace: int) -> Seating:
        """The host's pace between computer moves (ms), from the next move on."""
        return replace(self, pace=check_pace(pace))

    def adopted(self, host: str, here: dict[int, str], code: str) -> Seating:
        """A legacy table taken over by the computer the server runs on."""
        if not self.legacy:
            raise NotAllowed("not_adoptable")
        chairs = tuple(replace(c, key=here[s]) if c.kind == HERE else c
                       for s, c in enumerate(self.chairs, 1))  # fmt: skip
        return replace(self, host=host, code=code, chairs=chairs)  # type: ignore[arg-type]

    def moved(self, next_id: str) -> Seating:
        """The seating of a match the table left for its next match ``next_id``: the secrets
        still prove who played it (its record and statistics stay theirs); the invitation
        code and rejoin tokens go with the table to the next match."""
        chairs = tuple(replace(c, rejoin=None) for c in self.chairs)
        return replace(self, code=None, chairs=chairs, moved_to=next_id)  # type: ignore[arg-type]

    # -- public play (session.public) --------------------------------------------------------
    def made_public(self, public: Public | None) -> Seating:
        """The table listed in the lobby (``public``), or private again (None)."""
        return replace(self, public_play=public)

    def taken_by(self, seat: int, key: str, profile: str, name: str, avatar: str,
                 pair: str | None = None) -> Seating:  # fmt: skip
        """A public table's free invited ``seat`` taken by a profile's device (a seat kept for
        a partner only with its ``pair`` code)."""
        chair = self.chair(seat)
        if chair.kind != INVITED:
            raise NotAllowed("seat_not_invited", seat=seat)
        kept = dict(self.public_play.kept) if self.public_play is not None else {}
        if chair.taken or (seat in kept and kept[seat] != pair):
            raise Taken("seat_taken", seat=seat)
        seating = self._with(seat, key=key, name=name, profile=profile, avatar=avatar)
        if seat in kept:
            left = tuple(k for k in self.public_play.kept if k[0] != seat)  # type: ignore[union-attr]
            seating = replace(seating, public_play=replace(self.public_play, kept=left))
        return seating

    def left(self, seat: int) -> Seating:
        """A public table's player leaves ``seat`` before the match: it is free again (its
        secret stops working), and the seat opposite too if it was kept for their partner."""
        chair = self.chair(seat)
        if chair.kind != INVITED:
            raise NotAllowed("seat_not_invited", seat=seat)
        if not chair.taken:
            raise NotAllowed("seat_free", seat=seat)
        seating = self._with(seat, key=None, name=None, profile=None, avatar=None, rejoin=None,
                             freed=chair.freed + 1)  # fmt: skip
        mate = partner(seat)
        play = self.public_play
        if play is not None and any(s == mate for s, _ in play.kept):
            left = tuple(k for k in play.kept if k[0] != mate)
            seating = replace(seating, public_play=replace(play, kept=left))
        return seating

    def open_seats(self) -> list[int]:
        """The free seats anyone may take (not kept for a partner)."""
        kept = {s for s, _ in self.public_play.kept} if self.public_play is not None else set()
        return [s for s in self.free() if s not in kept]

    def away_handed(self, seat: int) -> Seating:
        """A public table's person away: the computer plays their seat, and says so."""
        return self._with(seat, computer=True, away=True)

    def renewed(self) -> Seating:
        """The seating of the table's next match: the same people, secrets, code and settings."""
        return replace(self, moved_to=None)

    # -- stored ------------------------------------------------------------------------------
    def saved(self) -> dict:
        return {
            "host": self.host,
            "code": self.code,
            "hints": self.hints,
            "pace": self.pace,
            "started": self.started,
            "moved_to": self.moved_to,
            "public": None if self.public_play is None else self.public_play.saved(),
            "chairs": [
                {"kind": c.kind, "name": c.name, "key": c.key, "computer": c.computer,
                 "rejoin": c.rejoin, "profile": c.profile, "avatar": c.avatar, "away": c.away,
                 "freed": c.freed}
                for c in self.chairs
            ],
        }  # fmt: skip

    @classmethod
    def load(cls, data: dict | None, kinds: tuple[str, ...]) -> Seating:
        """What ``saved`` wrote; None (a table saved before seatings) is a legacy seating. A
        chair saved before a field was added has its default (``freed``: 0)."""
        if data is None:
            return cls.local(kinds)
        chairs = tuple(Chair(**c) for c in data["chairs"])
        return cls(data["host"], data["code"], chairs, data["hints"], data["pace"],  # type: ignore
                   data["started"], data.get("moved_to"),
                   Public.load(data.get("public")))  # fmt: skip
