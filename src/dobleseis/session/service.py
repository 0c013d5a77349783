"""The tables of a server: open, find by code, claim, look up, and change one table at a time.

Every change names the version it was made against; a command against another version is
refused (``Stale``) and nothing changes. Commands on one table are serialized by a lock of its
own, so that two requests of this process do not both work on the same version while other
tables go on; and the store keeps a change only if the table is still at that version in its
own transaction, which holds across processes sharing one database.

This is the one door of every command a device sends, whether over HTTP or the WebSocket: the
``Device`` (the secrets it holds) is checked against the table, under the table's lock, before
anything changes (``act``, ``undo``, ``redo``, ``restart``, ``play_computer``, ``hint``,
``offer``, ``answer``, ``remove``). The web layer only reads requests and writes answers.

The computer players and hints are reached through the tables' ``Decider`` (``computer`` and
``hint``, coroutines: a decision waits for a worker process, or for its floor, without holding a
thread). A table's computer moves are made one at a time, each checked against the table's
version before anyone thinks: a double click, or eight tabs asking at once, costs one search, and
the others are refused as stale without thinking. Every kept change is published
on the hub (``version N``) once it is in the store.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar
from weakref import WeakValueDictionary

from .. import ai
from ..core import Action
from ..core.deal import Deal
from .decider import Decider
from .errors import Forbidden, NotAllowed, Outdated, Stale, Unavailable, UnknownTable
from .hub import DELETED, Hub, LocalHub
from .keys import key_of, new_code, new_secret
from .review import Reading, Reviews, match_accuracy, reading_free
from .rooms import Offer, Refused, Rooms, others
from .stores import MemoryStore, Store
from .table.log import log_entries
from .table.replay import replay_json
from .table.seating import (
    COMPUTER,
    HERE,
    NOBODY,
    PACE,
    Proof,
    Seating,
    check_kinds,
    check_name,
    check_names,
    check_pace,
)
from .table.table import SEED_LIMIT, Table

if TYPE_CHECKING:  # the owners need the redis extra, which a server of one process does without
    from .cluster.owner import Owners

T = TypeVar("T")
log = logging.getLogger(__name__)
THREADS = 40
HINTS_KEPT = 1000
"""The last hint of this many seats is kept, to answer it again at the same version."""
SEATING_TRIES = 5
"""How often a change of the seating (``change`` with no version) is made at most, each time on
the table as another process left it: a waiting public table changes often (players come and
go, its countdown starts it), and its change of the moment is answered rather than `stale`."""
HUMAN_FIRST = ("here", "computer", "computer", "computer")


@dataclass(frozen=True)
class Opened:
    """A new table and the secrets only its creating device receives (once)."""

    table: Table
    host: str
    seats: dict[int, str]  # each here seat's secret


def draw_seed() -> int:
    """A match's seed when nobody chose one. It decides every hand's tiles, so it comes from
    ``secrets``: nobody can guess it from the table's id or the time it was made; and it is one
    of 2**128 (``SEED_LIMIT``), so nobody can find it by hashing every seed until one gives the
    commitment shown before a hand, or the hand they hold."""
    return secrets.randbelow(SEED_LIMIT)


def proof_of(table: Table, keys: frozenset[str], local: bool = False) -> Proof:
    """What the secrets with ``keys`` prove at ``table``. A legacy table (saved before there were
    secrets) belongs to the computer the server runs on: ``local`` requests hold all of it."""
    if table.seating.legacy:
        if not local:
            return NOBODY
        seats = frozenset(s for s in (1, 2, 3, 4) if table.is_human(s))
        return Proof(True, seats)
    return table.seating.proves(keys)


@dataclass(frozen=True)
class Device:
    """Who sends a command: the keys (hashes) of the secrets it holds, and whether it is the
    computer the server runs on (which holds a legacy table: see ``proof_of``)."""

    keys: frozenset[str] = frozenset()
    local: bool = False

    def proof(self, table: Table) -> Proof:
        return proof_of(table, self.keys, self.local)


TAKEBACKS = ("undo", "redo", "restart")


def carried_out(table: Table, kind: str) -> Table:
    """The table after the takeback ``kind`` (undo, redo, restart): its cursor moved along its
    timeline; refuses what cannot be done (nothing to undo, a public table, ...)."""
    check_takeback(table, kind)
    if kind == "undo":
        return table.undo()
    if kind == "redo":
        return table.redo()
    return table.restart()


def check_takeback(table: Table, kind: str) -> None:
    """A public table's match is rated and its people may be one team against computers: a
    takeback there would replay a position knowing what was seen since (the computers' passes,
    a finished hand's four hands), so none is taken."""
    if kind in TAKEBACKS and table.seating.public_play is not None:
        raise NotAllowed("public_no_takeback")


def check_offer(table: Table, kind: str) -> None:
    """Refuse now what could not be carried out (nothing to undo, a match left for a new one,
    ...), before anyone is asked."""
    require_current(table)
    check_takeback(table, kind)
    if kind == "new_match":
        table.renewed("", 0)
    else:
        carried_out(table, kind)


def check_viewer(table: Table, proof: Proof, viewer: int | None) -> None:
    """Refuse a viewer the device does not hold, or a computer seat, before changing anything."""
    if viewer is not None:
        table.seat_view(viewer)  # a computer's seat: tiles_hidden (422)
        require_seat(proof, viewer)


def require_seat(proof: Proof, seat: int) -> None:
    if seat not in proof.seats:
        raise Forbidden("not_your_seat", seat=seat)


def require_host(proof: Proof) -> None:
    if not proof.host:
        raise Forbidden("not_host")


def require_player(proof: Proof) -> None:
    if not proof.seats:
        raise Forbidden("not_a_player")


def require_current(table: Table) -> None:
    """A match its table left for a new one is kept as it is: nothing changes it any more."""
    if table.seating.moved_to is not None:
        raise NotAllowed("moved_on", next=table.seating.moved_to)


class TableService:
    """The tables kept in ``store`` (a new in-memory one by default), their computer players
    and hints thought by ``decider`` (by default in a thread of this process), every change
    told on ``hub`` (by default one of this process)."""

    def __init__(
        self, store: Store | None = None, decider: Decider | None = None, hub: Hub | None = None
    ) -> None:
        self.store: Store = store if store is not None else MemoryStore()
        self.decider = decider if decider is not None else Decider()
        self.hub: Hub = hub if hub is not None else LocalHub()
        # a table's lock lives while a change holds it or waits for it, and no longer: a server
        # that runs for weeks plays many more tables than it keeps locks for (weak values)
        self._locks: WeakValueDictionary[str, threading.RLock] = WeakValueDictionary()
        self._guard = threading.Lock()
        # one computer decision at a time per table (taken in the event loop's thread)
        self._deciding: WeakValueDictionary[str, asyncio.Lock] = WeakValueDictionary()
        # for the store work of computer moves and hints: as many threads as a server has for
        # its other requests (asyncio's default pool has a handful, and commits wait for disk)
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="tables")
        self.reviews = Reviews(self.store, self.decider, self._blocking)
        self._hints: dict[tuple[str, int], tuple[int, ai.Hint]] = {}  # the last of each seat
        self.owners: Owners | None = None  # with several processes: who applies a table's moves

    # -- new tables --------------------------------------------------------------------------
    def open(
        self,
        variant: str,
        seats: tuple[str, ...] = HUMAN_FIRST,
        level: str = ai.DEFAULT_LEVEL,
        seed: int | str | None = None,
        deals: tuple[Deal, ...] | None = None,
        pace: int = PACE,
        hints: bool = True,
        names: tuple[str | None, ...] = (None,) * 4,
        party: str | None = None,
    ) -> Opened:
        """A new table with its secrets; ``names``: its here seats' people's. Without a seed
        or deals a seed is drawn, and kept secret until the match is over (see
        ``Table.seed_public``). ``party``: who made it (an address), whose turns its computers
        take at the decider's workers (``Decider.claim``)."""
        kinds = check_kinds(seats)
        seating, host, here = _new_seating(kinds, check_pace(pace), bool(hints),
                                           check_names(names, kinds))  # fmt: skip
        secret = seed is None and deals is None
        if secret:
            seed = draw_seed()
        table = Table.new(secrets.token_hex(8), variant, level=level, seed=seed, deals=deals,
                          secret=secret, seating=seating)  # fmt: skip
        self._keep(table, party)
        return Opened(table, host, here)

    def create(self, variant: str, **options) -> Table:
        """``open`` without the secrets (for callers that drive the session directly)."""
        return self.open(variant, **options).table

    def imported(
        self,
        record: object,
        seats: tuple[str, ...] = HUMAN_FIRST,
        level: str = ai.DEFAULT_LEVEL,
        pace: int = PACE,
        party: str | None = None,
    ) -> Opened:
        """A new table continuing a record file from its end (see ``Table.imported_from``),
        made by ``party`` (see ``open``)."""
        seating, host, here = _new_seating(check_kinds(seats), check_pace(pace), True)
        table = Table.imported_from(secrets.token_hex(8), record, seating.kinds(), level)
        table = replace(table, seating=seating)
        self._keep(table, party)
        return Opened(table, host, here)

    def adopt(self, id: str) -> Opened:
        """Secrets for a legacy table, given once to the computer the server runs on."""
        host, host_key = new_secret()
        here: dict[int, str] = {}
        keys: dict[int, str] = {}

        def command(table: Table) -> tuple[Table, None]:
            for s, chair in enumerate(table.seating.chairs, 1):
                if chair.kind == HERE:
                    here[s], keys[s] = new_secret()
            return table.seated(table.seating.adopted(host_key, keys, new_code())), None

        table, _ = self.change(id, None, command)
        return Opened(table, host, here)

    # -- finding -----------------------------------------------------------------------------
    def summaries(self, keys: frozenset[str] = frozenset(), local: bool = False) -> list[dict]:
        """The tables these secrets hold something of (and, for ``local`` requests, the legacy
        ones), latest change first, each with ``you``: what the secrets prove there,
        ``record``: whether its record may be downloaded now (see ``record``), ``public``:
        a public match, which goes on without a player who leaves it (read off the table, so
        that a device needs no mark of its own for each seat it keeps), ``names``: the
        name each seat's player gave, which the table shows anyone at it, so that the start
        screen says who played rather than seats' numbers, ``stand_in``: the seats of a
        person the computer plays for now (``seats`` says "computer" there), which the start
        screen names as that person's, not the computer's, and ``started``: whether its match
        has begun (a table still waiting for its players has nothing being played, which the
        start screen says rather than that the match goes on). Only a local
        request reads every table's summary (for the legacy ones); any other reads those its
        secrets hold, so that asking costs a stranger's device what it holds, not what the
        server holds."""
        ids = self.store.holding(sorted(keys))
        if not ids and not local:
            return []
        out = []
        for summary in self.store.summaries(None if local else ids):
            if summary["id"] not in ids and not local:
                continue
            try:
                table, record = self.get(summary["id"]), None
            except UnknownTable:
                continue
            except Outdated as e:
                table, record = e.table, True  # downloads as it was stored
            if summary["id"] not in ids and not table.seating.legacy:
                continue
            record = table.seed_public if record is None else record
            shown = {k: v for k, v in summary.items() if k != "lobby"}  # the lobby's own
            you, public = proof_of(table, keys, local), table.seating.public_play is not None
            chairs = table.seating.chairs
            names = [chair.name for chair in chairs]
            stand_in = [chair.computer and chair.kind != COMPUTER for chair in chairs]
            extra = {"you": you.json(), "record": record, "public": public, "names": names,
                     "stand_in": stand_in, "started": table.seating.started}  # fmt: skip
            out.append({**shown, **extra})
        return out

    def by_code(self, code: str) -> Table | None:
        id = self.store.find(f"code:{code}")
        return None if id is None else self.store.get(id)

    def get(self, id: str) -> Table:
        """The table; ``Outdated`` (a 422 saying why) for a stored match the rules refuse."""
        table = self.store.get(id)
        if table is None:
            raise UnknownTable("no_such_match", id=id)
        return table

    def record(self, id: str) -> tuple[str, dict]:
        """The variant and the ``dobleseis/1`` record of a match up to its cursor (see
        ``Table.record``); a stored match the rules refuse downloads as it was stored."""
        try:
            table = self.get(id)
        except Outdated as e:
            return e.table.variant, e.record
        return table.variant, table.record()

    def log(self, id: str) -> list[dict]:
        """The public log of a match (see ``log_entries``); of a stored match the rules refuse,
        up to the refused action (a replay reads its deals' commitments there)."""
        try:
            table = self.get(id)
        except Outdated as e:
            return log_entries(e.table)
        return log_entries(table)

    def replay(self, id: str, step: int) -> dict:
        """The REPLAY of a match at ``step`` (see ``replay_json``). A stored match the rules
        refuse replays up to the refused action: it can never go on, so showing its hands and
        its seed reveals nothing a player could use, as for a finished match."""
        try:
            table = self.get(id)
        except Outdated as e:
            return replay_json(e.table, step, steps=e.steps)
        return replay_json(table, step)

    # -- seats -------------------------------------------------------------------------------
    def claim(self, id: str, seat: int, name: object) -> tuple[Table, str]:
        """A device takes the free invited ``seat``; returns the table and the seat's secret."""
        name = check_name(name)
        secret, key = new_secret()
        table, _ = self.change(
            id, None, lambda t: (t.seated(t.seating.claimed(seat, key, name)), None)
        )
        return table, secret

    def rejoin_token(self, id: str, seat: int, keys: frozenset[str]) -> str:
        """A one-time token for the player of ``seat`` (proved by ``keys``) to move to another
        device; a new one replaces the last."""
        token, token_key = new_secret()

        def command(t: Table) -> tuple[Table, None]:
            require_seat(t.seating.proves(keys), seat)
            return replace(t, seating=t.seating.rejoin_made(seat, token_key)), None

        self.change(id, None, command, publish=False)
        return token

    def rejoin(self, id: str, token: str) -> tuple[Table, int, str]:
        """The seat of a rejoin token, for the device that brought it; the old device loses
        it. Returns the table, the seat and its new secret."""
        secret, key = new_secret()
        seat = 0

        def command(t: Table) -> tuple[Table, None]:
            nonlocal seat
            seating, seat = t.seating.rejoined(key_of(token), key)
            return t.seated(seating), None

        table, _ = self.change(id, None, command)
        return table, seat, secret

    def reseat(
        self,
        id: str,
        keys: frozenset[str],
        how: Callable[[Seating], Seating],
        own: int | None = None,
    ) -> Table:
        """A host's change of the seating (release, hand to the computer, start, hints); one
        about seat ``own`` only (giving it back from the computer) its own player may make
        too: a friend the host let the computer stand in for takes their seat back."""

        def command(t: Table) -> tuple[Table, None]:
            proof = t.seating.proves(keys)
            if own is None or own not in proof.seats:
                require_host(proof)
            return t.seated(how(t.seating)), None

        return self.change(id, None, command)[0]

    def _as_stored(self, id: str) -> Table:
        """The table, or the part the rules take of a stored match they refuse."""
        try:
            return self.get(id)
        except Outdated as e:
            return e.table

    # -- changing ----------------------------------------------------------------------------
    def delete(self, id: str, check: Callable[[Table], None] = lambda t: None) -> None:
        """Forget a match for good, one the rules refuse too (after ``check`` of the table as
        it is, under its lock)."""
        self._as_stored(id)
        with self._lock(id):
            check(self._as_stored(id))
            if not self.store.delete(id):
                raise UnknownTable("no_such_match", id=id)
        with self._guard:
            self._locks.pop(id, None)
        self._deciding.pop(id, None)
        self.hub.publish(id, DELETED)

    def change(
        self,
        id: str,
        version: int | None,
        command: Callable[[Table], tuple[Table, T]],
        publish: bool = True,
    ) -> tuple[Table, T]:
        """Run ``command`` on the table if it is at ``version`` (None: whatever version it is
        at, for changes of the seating); keep, publish and return its result. Without a
        version, a change another process kept between this one's read and its write (the
        store refuses the write as stale) has ``command`` run again on the table as it is now,
        so that the answer is the one a single process gives (a leave raced by the countdown's
        start: 422 ``already_started``), not a `stale` about a version nobody named."""
        with self._lock(id):  # an unknown id's is gone with the refusal
            tries = 1 if version is not None else SEATING_TRIES
            for tried in range(1, tries + 1):
                # the table kept here at the version the command is for, without a read: were
                # it changed elsewhere since, the put's own version check refuses it as stale
                table = None if version is None else self.store.kept(id, version)
                if table is None:
                    table = self.get(id)
                require_current(table)
                if version is not None and version != table.version:
                    raise Stale("stale", version=table.version, sent=version)
                new, out = command(table)
                if new is table:
                    break
                try:
                    self.store.put(new, expect=table.version)
                    break
                except Stale:
                    if tried == tries:
                        raise
        if new is not table and publish:
            self.hub.publish(id, new.version)
        return new, out

    def renew(self, id: str, version: int) -> tuple[Table, Table]:
        """A new match at the table ``id`` (at ``version``): a new stored match with its own id
        and record, the same seats, secrets and code, from a new drawn seed. The match left
        keeps its record and says where the table went (``Seating.moved_to``); the table's
        devices follow. Returns the match left and the new one."""
        fresh_id = secrets.token_hex(8)

        def command(table: Table) -> tuple[Table, Table]:
            fresh, left = table.renewed(fresh_id, draw_seed())
            self.store.put(fresh)  # before the old one points at it
            return left, fresh

        try:
            party = self.decider.party(id)
            if party is not None:  # the new match's computers take the same turns
                self.decider.claim(fresh_id, party)
            left, fresh = self.change(id, version, command, publish=False)
        except Exception:
            if self.store.get(fresh_id) is not None:  # the old match refused its change
                self.store.delete(fresh_id)
            raise
        self.hub.publish(fresh_id, fresh.version)
        self.hub.publish(id, left.version)
        return left, fresh

    def _keep(self, table: Table, party: str | None = None) -> None:
        if party is not None:  # before any computer of it is asked to move
            self.decider.claim(table.id, party)
        self.store.put(table)
        self.hub.publish(table.id, table.version)

    async def computer(
        self, id: str, version: int, check: Callable[[Table], None] | None = None
    ) -> tuple[Table, Action]:
        """The computer seat to act plays one action on the table at ``version``; returns the
        new table and the action as recorded. ``check(table)`` may refuse first (it runs before
        the decision and again inside the change). Refusals — stale, not a computer's turn —
        come before anyone thinks."""

        def asks():
            table = self.get(id)
            require_current(table)
            if version != table.version:
                raise Stale("stale", version=table.version, sent=version)
            if check is not None:
                check(table)
            return table.decision()

        def command(table: Table) -> tuple[Table, Action]:
            if check is not None:
                check(table)
            return table.computer(decided)

        async with self._deciding.setdefault(id, asyncio.Lock()):
            inputs = await self._blocking(asks)
            decided = None if inputs is None else await self.decider.decide(*inputs, table=id)
            return await self._blocking(self.change, id, version, command)

    # -- the commands of a device: authorised, then changed ---------------------------------
    def view(self, id: str, device: Device, seat: int | None) -> Table:
        """The table, for ``seat``'s view (its secret needed) or the public one (None)."""
        table = self.get(id)
        if seat is not None and table.is_human(seat):  # a computer's: tiles_hidden (422)
            require_seat(device.proof(table), seat)
        return table

    def act(self, id: str, version: int, device: Device, seat: int, action: Action) -> Table:
        """A human seat's action, with that seat's secret."""

        def command(table: Table) -> tuple[Table, None]:
            if table.is_human(seat):  # a computer's seat: the table says so (422)
                require_seat(device.proof(table), seat)
            return table.act(seat, action), None

        return self.change(id, version, command)[0]

    def move(self, id: str, version: int, device: Device, seat: int, action: Action) -> int:
        """``act``, by the table's owner: this process, or with several processes the one
        holding the table's lease (``cluster.owner``). Returns the table's version after it."""
        if self.owners is None:
            return self.act(id, version, device, seat, action).version
        return self.owners.act(id, version, device.keys, device.local, seat, action)

    def undo(self, id: str, version: int, device: Device, viewer: int | None = None) -> Table:
        """Back to the latest decision point, when no one else plays at the table (else the
        others are asked: ``offer``)."""
        return self._take_back(id, version, device, viewer, "undo")

    def redo(self, id: str, version: int, device: Device, viewer: int | None = None) -> Table:
        return self._take_back(id, version, device, viewer, "redo")

    def restart(self, id: str, version: int, device: Device, viewer: int | None = None) -> Table:
        return self._take_back(id, version, device, viewer, "restart")

    def _take_back(
        self, id: str, version: int, device: Device, viewer: int | None, kind: str
    ) -> Table:
        def command(table: Table) -> tuple[Table, None]:
            proof = device.proof(table)
            if not proof.host:
                require_player(proof)
            check_viewer(table, proof, viewer)
            if others(table, proof):
                raise NotAllowed("offer_needed")
            return carried_out(table, kind), None

        return self.change(id, version, command)[0]

    async def play_computer(
        self, id: str, version: int, device: Device, viewer: int | None = None
    ) -> tuple[Table, Action]:
        """The computer seat to act plays, asked by the host or a player (``computer``)."""

        def check(table: Table) -> None:
            proof = device.proof(table)
            if not proof.host:
                require_player(proof)
            check_viewer(table, proof, viewer)

        return await self.computer(id, version, check)

    async def hint(self, id: str, seat: int, device: Device | None = None,
                   charge: Callable[[], None] | None = None) -> ai.Hint:  # fmt: skip
        """A suggestion for the human ``seat``, which must be the one to act: with that seat's
        secret, and only where the host allows hints (None: asked by the server itself).
        Asked again at the same version it is the one computed then, at no cost; ``charge``
        is called before a new one is computed (it raises to refuse: a seat's rate of hints)."""

        def asks():
            table = self.get(id)
            if device is not None:
                if table.is_human(seat):  # a computer's seat: the table says so (422)
                    require_seat(device.proof(table), seat)
                if not table.seating.hints:
                    raise NotAllowed("hints_off")
            return table

        table = await self._blocking(asks)
        kept = self._hints.get((id, seat))
        if kept is not None and kept[0] == table.version:
            return kept[1]
        view, seed = table.hint_input(seat)
        if charge is not None:
            charge()
        hint = await self.decider.hint(view, seed, table=id)
        self._hints[id, seat] = (table.version, hint)
        while len(self._hints) > HINTS_KEPT:
            self._hints.pop(next(iter(self._hints)))
        return hint

    def offer(
        self, rooms: Rooms, id: str, version: int, device: Device, kind: str, seat: int | None,
        starting: Callable[[], None] = lambda: None,
    ) -> tuple[Table, str | None, bool]:  # fmt: skip
        """A player (at ``seat``, by default its first) asks for ``kind`` (``rooms.OFFER_KINDS``):
        carried out at once when no one else plays at the table, else the others are asked
        (``rooms``). Asking for what another seat's request waiting asks is accepting it
        (``Rooms.ask``): the last yes carries it out, and it is told, as ``answer``'s. Returns
        the table, changed or not, the id of the new match when the table moved on to one
        (``renew``), and whether this accepted another seat's request (``joined``).
        ``starting`` raises to refuse an ask that starts something, never a yes (``Rooms.ask``:
        the asker's quota of new tables).

        Under the table's lock, as ``answer``, for the same reason."""
        with self._lock(id):
            table = self.get(id)
            proof = device.proof(table)
            require_player(proof)
            seat = min(proof.seats) if seat is None else seat
            require_seat(proof, seat)
            if version != table.version:
                raise Stale("stale", version=table.version, sent=version)
            check_offer(table, kind)
            offer = rooms.ask(table, proof, kind, seat, starting)
            if offer is None:
                return *self._agreed(id, version, kind), False
            joined = offer.by not in proof.seats
            if not offer.agreed:
                return table, None, joined
            return *self._settled(rooms, id, offer), joined

    def answer(
        self, rooms: Rooms, id: str, device: Device, offer: str, accept: bool
    ) -> tuple[Table, str | None]:
        """A player's answer to the offer ``offer``; the last yes carries it out. Returns the
        table and the new match's id, as ``offer`` does (an answer to an offer already gone
        changes nothing).

        Under the table's lock from the read to the carrying out, so that no command of this
        process (a move, the pacer's computer) comes in between and the request is carried
        out; another process's move may still be stored first (``_settled``)."""
        with self._lock(id):
            table = self.get(id)
            try:
                agreed = rooms.answer(table, device.proof(table), offer, accept)
            except Refused:
                return table, None
            if agreed is None:
                return table, None
            return self._settled(rooms, id, agreed)

    def _settled(self, rooms: Rooms, id: str, offer: Offer) -> tuple[Table, str | None]:
        """The request everyone agreed to, carried out, and only then told to every device as
        accepted (``Rooms.settle``): a move made through another process may have been stored
        since the last yes, and then the request lapses (told so) and the answer changes
        nothing. Any other failure is told as a lapse too, and raised. A change of the match
        is published only once it is told as accepted, so that the devices hear both in one
        scene, the answer first: a device says what an undo or redo did as its view comes,
        rather than a redo's move as a move made anew, then the agreement."""
        try:
            done = self._agreed(id, offer.version, offer.kind, publish=False)
        except Exception as e:
            _settle(rooms, id, offer, done=False)
            if not isinstance(e, Stale):
                raise
            return self.get(id), None
        _settle(rooms, id, offer, done=True)
        if offer.kind != "new_match":
            self.hub.publish(id, done[0].version)
        return done

    def _agreed(
        self, id: str, version: int, kind: str, publish: bool = True
    ) -> tuple[Table, str | None]:
        """An agreed request carried out: a takeback moves the cursor (published unless
        ``publish`` is false: the caller then does); a new match is a new stored match, whose
        id the devices follow."""
        if kind == "new_match":
            left, fresh = self.renew(id, version)
            return left, fresh.id
        changed = self.change(id, version, lambda t: (carried_out(t, kind), None), publish)
        return changed[0], None

    def remove(self, id: str, device: Device) -> None:
        """The host deletes the table (``delete``)."""
        self.delete(id, lambda table: require_host(device.proof(table)))

    async def review(self, id: str, hand: int, asker: str | None = None,
                     read: Reading = reading_free,
                     begin: Callable[[], None] = lambda: None) -> dict:  # fmt: skip
        """The review of finished hand ``hand`` (1-based) of the match at the table's cursor:
        kept, or running with its progress (``session.review``). Anyone who sees the table may
        ask: the hand is over, so its deal is public. ``asker`` (an address) is held to its
        share of the reviews under way; ``read`` reads the hand (charged to the asker), and
        ``begin`` is called before a new review begins (``Reviews.of_hand``)."""
        table = await self._blocking(self.get, id)
        return await self.reviews.of_hand(table, hand, asker, read, begin)

    def accuracy(self, id: str) -> dict:
        """Each seat's accuracy over the reviewed hands of the match at the table's cursor
        (``session.review.match_accuracy``). Anyone who sees the table may ask: only finished
        hands are counted, and their deals are public."""
        return match_accuracy(self.get(id), self.store)

    async def _blocking(self, function: Callable[..., T], *args) -> T:
        """``function(*args)`` in one of the tables' threads: it reads or writes the store."""
        return await asyncio.get_running_loop().run_in_executor(self._threads, function, *args)

    def _lock(self, id: str) -> threading.RLock:
        """The table's lock, re-entrant: an answer holds it while its change takes it again."""
        with self._guard:
            return self._locks.setdefault(id, threading.RLock())


def _settle(rooms: Rooms, id: str, offer: Offer, done: bool) -> None:
    """Tell every device how an agreed request went (``Rooms.settle``). With the rooms away
    (Redis) nobody is told: the request's outcome is in the stored table, which reaches the
    devices when Redis is back, and the answer that carried it out is not refused for it."""
    try:
        rooms.settle(id, offer, done)
    except Unavailable:
        log.warning("an agreed request was %s but could not be told: Redis away",
                    "carried out" if done else "not carried out")  # fmt: skip


def _new_seating(
    kinds, pace: int, hints: bool, names: tuple[str | None, ...] = (None,) * 4
) -> tuple[Seating, str, dict[int, str]]:
    host, host_key = new_secret()
    here: dict[int, str] = {}
    keys: dict[int, str] = {}
    for seat, kind in enumerate(kinds, start=1):
        if kind == HERE:
            here[seat], keys[seat] = new_secret()
    return Seating.made(kinds, host_key, new_code(), keys, hints, pace, names), host, here
