"""Who is at each table right now: the devices connected, the panels they have open (which pause
the computers), and the request to take moves back that waits for the others' answers.

This is live state, not the table's truth: it lives as long as the connections do, and a
restarted server starts with empty rooms (devices reconnect; a pending request is asked again).
A room knows devices only by what their secrets prove (``Proof``), never by a web type.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from .errors import NotAllowed
from .seating import Proof
from .table import Table

PANELS = ("rules", "log")
OFFER_KINDS = ("undo", "redo", "restart", "new_match")


@dataclass(frozen=True, slots=True)
class Offer:
    """A request to undo, redo, restart the hand or start a new match, made by seat ``by`` at
    ``version``; every seat in ``waiting`` must accept it."""

    id: str
    kind: str
    by: int
    version: int
    waiting: frozenset[int]
    accepted: frozenset[int] = frozenset()

    def json(self) -> dict:
        return {"id": self.id, "kind": self.kind, "by": self.by, "version": self.version,
                "waiting": sorted(self.waiting - self.accepted),
                "accepted": sorted(self.accepted)}  # fmt: skip


@dataclass
class _Attendee:
    proof: Proof
    panels: set[str] = field(default_factory=set)


@dataclass
class _Room:
    attendees: dict[int, _Attendee] = field(default_factory=dict)
    offer: Offer | None = None
    refusal: tuple[int, dict, int] | None = None  # (number, the offer, the seat that refused)


def others(table: Table, proof: Proof) -> frozenset[int]:
    """The seats people play at ``table`` that the device with ``proof`` does not hold: the
    humans on other devices, whose consent a takeback needs."""
    return frozenset(s for s in (1, 2, 3, 4) if table.is_human(s) and s not in proof.seats)


class Rooms:
    """Every table's room. ``changed(table_id)`` is called after each change of a room (outside
    its lock), so that the devices and the computer player hear of it."""

    def __init__(self, changed: Callable[[str], None] = lambda id: None) -> None:
        self.changed = changed
        self._lock = threading.Lock()
        self._rooms: dict[str, _Room] = {}
        self._ids = itertools.count(1)

    # -- presence ----------------------------------------------------------------------------
    def join(self, table_id: str, proof: Proof) -> int:
        """A device connected; returns its attendee number."""
        with self._lock:
            aid = next(self._ids)
            self._rooms.setdefault(table_id, _Room()).attendees[aid] = _Attendee(proof)
        self.changed(table_id)
        return aid

    def reprove(self, table_id: str, aid: int, proof: Proof) -> None:
        """What an attendee's secrets prove changed (a seat released, a seat rejoined)."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None or aid not in room.attendees or room.attendees[aid].proof == proof:
                return
            room.attendees[aid].proof = proof
        self.changed(table_id)

    def leave(self, table_id: str, aid: int) -> None:
        """A device went away: its panels close with it."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None or room.attendees.pop(aid, None) is None:
                return
            if not room.attendees:
                del self._rooms[table_id]
        self.changed(table_id)

    def panel(self, table_id: str, aid: int, panel: str, open: bool) -> None:
        """Rules or Log opened or closed on a device: while any is open, no computer moves."""
        with self._lock:
            attendee = self._rooms.get(table_id, _Room()).attendees.get(aid)
            if attendee is None:
                return
            before = set(attendee.panels)
            (attendee.panels.add if open else attendee.panels.discard)(panel)
            if attendee.panels == before:
                return
        self.changed(table_id)

    def held(self, table_id: str, table: Table) -> bool:
        """The computers must wait: a panel is open or a request waits for answers."""
        with self._lock:
            room = self._rooms.get(table_id)
            if room is None:
                return False
            self._lapse(room, table)
            return room.offer is not None or any(a.panels for a in room.attendees.values())

    def live(self, table_id: str, table: Table) -> dict:
        """The live part of TABLE: who is connected, who paused, the pending request; and
        ``refusal``, the last refused request (its number, the offer, who refused), which a
        connection tells its device once."""
        with self._lock:
            room = self._rooms.get(table_id, _Room())
            self._lapse(room, table)
            proofs = [a.proof for a in room.attendees.values()]
            connected = set().union(*(p.seats for p in proofs)) if proofs else set()
            paused = [
                {"seat": min(a.proof.seats) if a.proof.seats else None,
                 "name": _name(table, a.proof), "panel": p}
                for a in room.attendees.values() for p in sorted(a.panels)
            ]  # fmt: skip
            offer, refusal = room.offer, room.refusal
        return {
            "connected": connected,
            "host_connected": any(p.host for p in proofs),
            "paused_by": paused,
            "offer": None if offer is None else offer.json(),
            "refusal": refusal,
        }

    # -- takeback requests -------------------------------------------------------------------
    def ask(self, table: Table, proof: Proof, kind: str, seat: int) -> Offer | None:
        """``seat`` (held by ``proof``) asks for ``kind``; None when no human on another device
        needs to agree (do it at once). NotAllowed while another request waits."""
        waiting = others(table, proof)
        if not waiting:
            return None
        with self._lock:
            room = self._rooms.setdefault(table.id, _Room())
            self._lapse(room, table)
            if room.offer is not None:
                raise NotAllowed("offer_pending")
            offer = Offer(f"o{next(self._ids)}", kind, seat, table.version, waiting)
            room.offer = offer
        self.changed(table.id)
        return offer

    def answer(self, table: Table, proof: Proof, offer_id: str, accept: bool) -> Offer | None:
        """A device answers for every waited-for seat it holds. Returns the offer once everyone
        accepted (the caller carries it out) and None otherwise; a refusal withdraws it
        (``Refused``)."""
        with self._lock:
            room = self._rooms.get(table.id, _Room())
            self._lapse(room, table)
            offer = room.offer
            if offer is None or offer.id != offer_id:
                raise NotAllowed("no_such_offer", offer=offer_id)
            mine = (offer.waiting - offer.accepted) & proof.seats
            if not mine:
                raise NotAllowed("not_asked")
            if not accept:
                room.offer = None
                room.refusal = (next(self._ids), offer.json(), min(mine))
            else:
                offer = replace(offer, accepted=offer.accepted | mine)
                room.offer = None if offer.accepted == offer.waiting else offer
        self.changed(table.id)
        if not accept:
            raise Refused(offer, min(mine))
        return offer if offer.accepted == offer.waiting else None

    @staticmethod
    def _lapse(room: _Room, table: Table) -> None:
        """A request made at another version than the table's lapses: the table moved on."""
        if room.offer is not None and room.offer.version != table.version:
            room.offer = None


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
