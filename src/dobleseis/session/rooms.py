"""Who is at each table right now: the devices connected, the panels they have open (which pause
the computers), and the request to take moves back that waits for the others' answers.

The rule book's pause ("opening the rules or the log pauses the computer players") is the
table's own people's: a device holding a seat, or the host's. A spectator reads the rules or
the log for itself: at a public table one stranger watching could otherwise hold four players'
game for as long as a panel stays open. A panel changed is told to the table (a TABLE to every
device) only when it changes what the table sees: not a spectator's, nor that of a second
device of a seat whose panel is open already.

This is live state, not the table's truth: it lives as long as the connections do, and a
restarted server starts with empty rooms (devices reconnect; a pending request is asked again).
A room knows devices only by what their secrets prove (``Proof``), never by a web type.
These rooms are one process's; when several processes serve the same tables, ``RedisRooms``
(``session.cluster.redis_rooms``) shares them.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..core.record import action_to_json
from .errors import Forbidden, NotAllowed
from .table import Table
from .table.seating import Proof

PANELS = ("rules", "log")
"""What a player's or the host's device may have open that pauses the computer players (the rule
book: "opening the rules or the log pauses the computer players"; ``seen``). Nothing pauses a
person: a player whose turn it is may play whatever anyone has open."""
LOOKS = ("reveal",)
"""What a device may say it shows that pauses nobody: ``reveal``, the end-of-hand card still
open, so that the table can say who it waits for."""
OFFER_KINDS = ("undo", "redo", "restart", "new_match")
LAPSED = "lapsed"
"""Who answered a request that everyone agreed to but that could not be carried out (the table
moved on first, through another process): nobody refused it, and it was not done."""
NUDGE_EVERY = 60.0
"""Seconds between two nudges of one seat at one table."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A request to undo, redo, restart the hand or start a new match, made by seat ``by`` at
    ``version``; every seat in ``waiting`` must accept it. ``about``: what it would do, for
    those asked to judge it (``about_of``)."""

    id: str
    kind: str
    by: int
    version: int
    waiting: frozenset[int]
    accepted: frozenset[int] = frozenset()
    about: dict = field(default_factory=dict)

    @property
    def agreed(self) -> bool:
        """Every seat it waits for accepted it: it is to be carried out."""
        return self.accepted == self.waiting

    def json(self) -> dict:
        """The OFFER waiting (TABLE's ``offer``), with what it would do."""
        return {**self.answered(), "about": self.about}

    def answered(self) -> dict:
        """The OFFER as told once answered (refused, carried out or lapsed): without what it
        would do, which may be so no more (an undo carried out put its tile back in a hand)."""
        return {"id": self.id, "kind": self.kind, "by": self.by, "version": self.version,
                "waiting": sorted(self.waiting - self.accepted),
                "accepted": sorted(self.accepted)}  # fmt: skip


def about_of(table: Table, kind: str) -> dict:
    """What a request of ``kind`` asked at ``table`` would do, said in its OFFER so that a
    friend can judge it (docs/api.md): the choice an undo takes back (``undoes``, as the record
    writes it: public, since it lies on the line or in a finished hand), the hand a restart
    deals again (``hand``: the one under way, not the one a device may still show ended), and
    the score at which a new match stops the match under way (``score``; none once it is
    over). A redo names nothing: the move it plays again is back in its player's hand."""
    state = table.state
    choice = table.undoes if kind == "undo" else None
    if choice is not None:
        return {"undoes": action_to_json(choice)}
    if kind == "restart":
        return {"hand": state.hand_number}
    if kind == "new_match" and not state.over:
        return {"score": list(state.score)}
    return {}


@dataclass
class _Attendee:
    proof: Proof
    panels: set[str] = field(default_factory=set)


@dataclass
class _Room:
    attendees: dict[int, _Attendee] = field(default_factory=dict)
    offer: Offer | None = None
    # the last request answered: (number, the offer, the seat that refused; None: accepted
    # and carried out; LAPSED: agreed, but the table moved on before it was carried out)
    last_answer: tuple[int, dict, int | str | None] | None = None
    nudge: dict | None = None  # the last nudge: {"number", "seat", "by", "name"}
    nudged: dict[int, float] = field(default_factory=dict)  # seat -> when it was last nudged


def waited_for(table: Table, offer: Offer | None) -> frozenset[int]:
    """The people the table waits for: the person to act (the match started and going on) and
    those a request waits for."""
    seats = set() if offer is None else set(offer.waiting - offer.accepted)
    seat = table.state.to_act
    if (seat is not None and table.is_human(seat) and table.seating.started
            and not table.closed):  # fmt: skip
        seats.add(seat)
    return frozenset(seats)


def others(table: Table, proof: Proof) -> frozenset[int]:
    """The seats people play at ``table`` that the device with ``proof`` does not hold: the
    humans on other devices, whose consent a takeback needs."""
    return frozenset(s for s in (1, 2, 3, 4) if table.is_human(s) and s not in proof.seats)


class Rooms:
    """Every table's room. ``changed(table_id)`` is called after each change of a room (outside
    its lock), so that the devices and the computer player hear of it."""

    shared = False
    """The rooms are shared with other processes (Redis): reading them may wait (a copy loaded),
    and each process hears their changes for itself, so a change is told to this process's
    listeners only (``Hub.tell``). These are in this process's memory."""

    def __init__(self, changed: Callable[[str], None] = lambda id: None) -> None:
        self.changed = changed
        self._lock = threading.Lock()
        self._rooms: dict[str, _Room] = {}
        self._ids = itertools.count(1)
        self._since: dict[str, dict[int, float]] = {}  # table -> seat -> absent since

    # -- presence ----------------------------------------------------------------------------
    def join(self, table_id: str, proof: Proof) -> int:
        """A device connected; returns its attendee number."""
        with self._lock:
            aid = next(self._ids)
            self._rooms.setdefault(table_id, _Room()).attendees[aid] = _Attendee(proof)
        self._present(table_id)
        return aid

    def reprove(self, table_id: str, aid: int, proof: Proof) -> None:
        """What an attendee's secrets prove changed (a seat released, a seat rejoined)."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None or aid not in room.attendees or room.attendees[aid].proof == proof:
                return
            room.attendees[aid].proof = proof
        self._present(table_id)

    def leave(self, table_id: str, aid: int) -> None:
        """A device went away: its panels close with it."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None or room.attendees.pop(aid, None) is None:
                return
            if not room.attendees:
                del self._rooms[table_id]
        self._present(table_id)

    def panel(self, table_id: str, aid: int, panel: str, open: bool) -> None:
        """Rules or Log (``PANELS``: while a player's or the host's is open, no computer moves)
        or the end-of-hand card (``LOOKS``) opened or closed on a device. Told to the table
        only when what it sees changes (``_shown``): a spectator's panel, or one a seat has
        open on another device already, tells nobody."""
        with self._lock:
            room = self._rooms.get(table_id, _Room())
            attendee = room.attendees.get(aid)
            if attendee is None:
                return
            before = _shown(room)
            (attendee.panels.add if open else attendee.panels.discard)(panel)
            if _shown(room) == before:
                return
        self._present(table_id)

    def _present(self, table_id: str) -> None:
        """Who is connected here, or their panels, changed."""
        self.changed(table_id)

    def ready(self, table_id: str) -> bool:
        """The table's live part can be read without waiting (it is in this process's
        memory)."""
        return True

    def watched(self, table_id: str) -> bool:
        """Some device is connected to the table (to any process, with shared rooms)."""
        return bool(self._everyone(table_id))

    def here(self, table_id: str) -> bool:
        """Some device is connected to the table through this process."""
        return bool(self._here(table_id))

    def held(self, table_id: str, table: Table) -> bool:
        """The computers must wait: a panel is open or a request waits for answers."""
        offer, _ = self._offer(table)
        return offer is not None or any(
            panels & set(PANELS) for _, panels in self._everyone(table_id)
        )

    def connected(self, table_id: str) -> set[int]:
        """The seats a live connection proves now (``live``'s ``connected``), without the
        table."""
        return set().union(*(proof.seats for proof, _ in self._everyone(table_id)))

    def live(self, table_id: str, table: Table) -> dict:
        """The live part of TABLE: who is connected, who paused, the pending request; and
        ``last_answer``, the last request answered (its number, the offer, the seat that refused
        it, None when everyone accepted and it was carried out, ``LAPSED`` when the table moved
        on before it could be), which a connection tells its device once."""
        everyone = self._everyone(table_id)
        offer, last_answer = self._offer(table)
        proofs = [proof for proof, _ in everyone]
        revealing = set().union(*(p.seats for p, panels in everyone if "reveal" in panels))
        return {
            "connected": set().union(*(p.seats for p in proofs)) if proofs else set(),
            "host_connected": any(p.host for p in proofs),
            "paused_by": _paused_by(table, everyone),
            "at_reveal": sorted(revealing),
            "waiting_for": sorted(waited_for(table, offer)),
            "offer": None if offer is None else offer.json(),
            "last_answer": last_answer,
            "nudge": self._last_nudge(table.id),
        }

    def _everyone(self, table_id: str) -> list[tuple[Proof, frozenset[str]]]:
        """What each device connected to the table proves, and the panels it has open."""
        return self._here(table_id)

    def _here(self, table_id: str) -> list[tuple[Proof, frozenset[str]]]:
        """The devices connected to this process, each with the panels the table sees
        (``seen``)."""
        with self._lock:
            room = self._rooms.get(table_id)
            attendees = [] if room is None else list(room.attendees.values())
            return [(a.proof, seen(a.proof, a.panels)) for a in attendees]

    def _offer(
        self, table: Table
    ) -> tuple[Offer | None, tuple[int, dict, int | str | None] | None]:
        """The request waiting at the table (one made at another version has lapsed) and the
        last one answered."""
        with self._lock:
            room = self._rooms.get(table.id)
            if room is None:
                return None, None
            room.offer = lapsed(room.offer, table)
            return room.offer, room.last_answer

    # -- absence ----------------------------------------------------------------------------
    def absent(self, table_id: str, seats: set[int], now: float) -> dict[int, float]:
        """Since when each of ``seats`` has been without its person's connection: ``now`` for a
        seat first seen absent, the moment kept before for the others; the seats not in
        ``seats`` are present again, and counted from ``now`` when next absent. (Public play's
        away watch: ``now`` is its clock, in seconds.)"""
        with self._lock:
            kept = self._since.get(table_id, {})
            since = {seat: kept.get(seat, now) for seat in seats}
            if since:
                self._since[table_id] = since
            else:
                self._since.pop(table_id, None)
            return since

    # -- nudges ------------------------------------------------------------------------------
    def nudge(self, table: Table, proof: Proof, seat: int, now: float) -> dict:
        """``proof`` (a player or the host) gently reminds ``seat`` that the table waits for it;
        a seat is nudged at most once every ``NUDGE_EVERY`` seconds. Returns the nudge, which
        every device of the table hears once (``live``'s ``nudge``)."""
        nudge = self._nudge_checked(table, proof, seat)
        with self._lock:
            room = self._rooms.setdefault(table.id, _Room())
            last = room.nudged.get(seat)
            if last is not None and now < last + NUDGE_EVERY:
                raise NotAllowed("nudge_too_soon", seat=seat,
                                 wait=max(1, round(last + NUDGE_EVERY - now)))  # fmt: skip
            room.nudged[seat] = now
            room.nudge = {"number": next(self._ids), **nudge}
            nudge = room.nudge
        self.changed(table.id)
        return nudge

    def _nudge_checked(self, table: Table, proof: Proof, seat: int) -> dict:
        """The nudge ``proof`` may give ``seat`` (without its number); NotAllowed if not."""
        if not (proof.host or proof.seats):
            raise Forbidden("not_a_player")
        offer, _ = self._offer(table)
        if seat in proof.seats or seat not in waited_for(table, offer):
            raise NotAllowed("not_waited_for", seat=seat)
        by = min(proof.seats) if proof.seats else None
        return {"seat": seat, "by": by, "name": _name(table, proof)}

    def _last_nudge(self, table_id: str) -> dict | None:
        with self._lock:
            room = self._rooms.get(table_id)
            return None if room is None else room.nudge

    # -- takeback requests -------------------------------------------------------------------
    def ask(self, table: Table, proof: Proof, kind: str, seat: int,
            starting: Callable[[], None] = lambda: None) -> Offer | None:  # fmt: skip
        """``seat`` (held by ``proof``) asks for ``kind``; None when no human on another device
        needs to agree (do it at once). Else the request waiting (``asked``): a new one, or
        the one of the same kind waiting already, which this ask accepts as ``answer`` would;
        when that was the last yes it is taken out, for the caller to carry out and then
        ``settle``. NotAllowed while a request of another kind waits. ``starting`` is called
        when the ask starts something (a new request, or what is done at once): it raises to
        refuse that (the asker's quota of new tables), never a yes (``asked``)."""
        waiting = others(table, proof)
        if not waiting:
            starting()
            return None
        with self._lock:
            room = self._rooms.setdefault(table.id, _Room())
            offer = asked(lapsed(room.offer, table), table, proof, kind, seat, waiting,
                          lambda: f"o{next(self._ids)}", starting)  # fmt: skip
            room.offer = None if offer.agreed else offer
        self.changed(table.id)
        return offer

    def answer(self, table: Table, proof: Proof, offer_id: str, accept: bool) -> Offer | None:
        """A device answers for every waited-for seat it holds. Returns the offer once everyone
        accepted and None otherwise; a refusal withdraws it (``Refused``, told to every device).
        The last yes takes the offer out of the room without telling anyone it was accepted:
        the caller carries it out, which may yet fail (the table moved on through another
        process), and then says how it went (``settle``)."""
        with self._lock:
            room = self._rooms.get(table.id, _Room())
            offer, seat = answered(lapsed(room.offer, table), proof, offer_id, accept)
            if seat is not None:
                room.offer = None
                room.last_answer = (next(self._ids), offer.answered(), seat)
            else:
                room.offer = None if offer.agreed else offer
        self.changed(table.id)
        if seat is not None:
            raise Refused(offer, seat)
        return offer if offer.agreed else None

    def settle(self, table_id: str, offer: Offer, done: bool) -> None:
        """The request everyone agreed to (``answer``'s) was carried out (``done``: told to
        every device as accepted), or could not be (told as lapsed, ``LAPSED``)."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None:  # nobody is connected to be told
                return
            room.last_answer = (next(self._ids), offer.answered(), None if done else LAPSED)
        self.changed(table_id)


def seen(proof: Proof, panels: set[str] | frozenset[str]) -> frozenset[str]:
    """The panels of the device with ``proof`` that the table sees. Rules and Log pause the
    computers from a device holding a seat, or the host's (the table's own, alone at a table of
    four computers); a spectator's pause nobody. The end-of-hand card says which seats the
    table waits for: a device holding none has nothing to say."""
    if proof.seats:
        return frozenset(panels)
    return frozenset(panels) & frozenset(PANELS) if proof.host else frozenset()


def _shown(room: _Room) -> frozenset[tuple[frozenset[int], str]]:
    """What a room's panels show the table: which seats (none: the host's device) have which
    panel open, however many of their devices have it."""
    return frozenset((a.proof.seats, p) for a in room.attendees.values()
                     for p in seen(a.proof, a.panels))  # fmt: skip


def _paused_by(table: Table, everyone: list[tuple[Proof, frozenset[str]]]) -> list[dict]:
    """TABLE's ``paused_by``: who has Rules or Log open (the lowest seat of the device, None
    for a host holding none), once however many of its devices have it."""
    paused: list[dict] = []
    for proof, panels in everyone:
        for p in sorted(panels & frozenset(PANELS)):
            said = {"seat": min(proof.seats) if proof.seats else None,
                    "name": _name(table, proof), "panel": p}  # fmt: skip
            if said not in paused:
                paused.append(said)
    return paused


def lapsed(offer: Offer | None, table: Table) -> Offer | None:
    """A request made at another version than the table's lapses: the table moved on."""
    return None if offer is None or offer.version != table.version else offer


def asked(
    current: Offer | None,
    table: Table,
    proof: Proof,
    kind: str,
    seat: int,
    waiting: frozenset[int],
    new_id: Callable[[], str],
    starting: Callable[[], None] = lambda: None,
) -> Offer:
    """The request waiting once ``seat`` (held by ``proof``) asked for ``kind``: with none
    waiting, a new one (``new_id()``, once ``starting()`` did not refuse it: it runs under the
    rooms' lock or in Redis's transaction, so it decides at once) that ``waiting`` must
    accept, saying what it would do (``about_of``). With one of the same kind
    waiting (``current`` is at the table's version, as the ask is: the same move or hand to
    take back, the same match to leave), the two want the same, so asking is accepting it, as
    an ``answer`` with accept would (two friends tapping New match at once, or one tapping it
    on the end-of-match card while the other's request waits): the seats of ``proof`` it
    waits for accept it. Asking again, by the seat that asked, a seat that accepted or one it
    does not wait for, changes nothing (a second tap is no error). A request of another kind
    is refused (``offer_pending``) while one waits. ``starting`` (the asker's quota of new
    tables) never holds back such a yes, as it does not hold back Accept: a device over its
    quota may agree to the new match its friends ask for, just not ask for one."""
    if current is None:
        starting()
        return Offer(new_id(), kind, seat, table.version, waiting, about=about_of(table, kind))
    if current.kind != kind:
        raise NotAllowed("offer_pending")
    mine = (current.waiting - current.accepted) & proof.seats
    return replace(current, accepted=current.accepted | mine)


def answered(
    current: Offer | None, proof: Proof, offer_id: str, accept: bool
) -> tuple[Offer, int | None]:
    """The request ``current`` once ``proof``'s seats answered it, and the seat that refused
    (None: accepted). The device that asked may refuse its own request: it takes it back, so
    that a request waiting for a seat whose player went away holds nobody's table for good."""
    if current is None or current.id != offer_id:
        raise NotAllowed("no_such_offer", offer=offer_id)
    if not accept and current.by in proof.seats:
        return current, current.by
    mine = (current.waiting - current.accepted) & proof.seats
    if not mine:
        raise NotAllowed("not_asked")
    if not accept:
        return current, min(mine)
    return replace(current, accepted=current.accepted | mine), None


class Refused(Exception):
    """An offer was refused by ``seat``."""

    def __init__(self, offer: Offer, seat: int) -> None:
        super().__init__(offer.id)
        self.offer = offer
        self.seat = seat


def _name(table: Table, proof: Proof) -> str | None:
    for s in sorted(proof.seats):
        name = table.seating.chair(s).name
        if name:
            return name
    return None
