"""What a live table's devices are sent, built once per change per audience, as text ready to
send: each seat's view, the public view (built for no seat), the TABLE, and the last request
answered (refused or accepted) and nudge.

A process keeps a ``Scene`` of every table some device of it watches, and listens to the hub
for that table only while it does (with Redis, the process follows the table's channel then,
and hears no other's). When the hub tells of a change (a new version, or someone connecting,
opening a panel, asking for a takeback: the rooms publish the version again), the table is read
once (the store keeps the tables it just wrote, so a change made here costs no read) and the
rooms' live part once, the TABLE is built, and only then are the watchers woken; a burst of
changes is one build. A change made in this process, with the rooms' live part in its memory
(the rooms of one process, or a copy of Redis's kept from its events: ``Rooms.ready``), is
built at once in the thread that made it (a thread handing it to another cost more than the
build); any other (a change from another process, or a live part to be read from Redis: reading
may wait) in one of the frames' threads.
A seat's view and the public view are built the first time a device asks for them at that
scene. So a change costs one read and one frame per audience, whatever the number of
connections: three hundred spectators share one public view, and no connection reads the
store or the rooms per change.

Nothing private is shared: a scene holds the views of every seat, and which of them a device
receives is decided by the web layer, which checks its secrets (``Proof``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from .errors import Unavailable
from .hub import DELETED, MAKING, Hub
from .rooms import LAPSED, Rooms
from .stores import Store
from .table import Table
from .table.wire import compact, last_result_json, own_view_text, shared_view_text, table_json

THREADS = 4
"""Threads that build scenes (a build may read the store and, with Redis, the rooms)."""
AGAIN = 1.0
"""Seconds before a scene is built again when the store or the rooms could not be reached."""
log = logging.getLogger(__name__)


@dataclass
class Scene:
    """A table as its devices see it now: ``number`` grows with every scene of the table in
    this process; ``table`` None when it was deleted."""

    number: int
    table: Table | None
    table_frame: str = ""
    last_answer: tuple[int, str] | None = None  # the last request answered: (its number, its frame)
    nudge: tuple[int, str] | None = None  # the last nudge: (its number, its frame)
    last_result: tuple[object, str] | None = None  # the finished hand shown, and its JSON
    _views: dict[int | None, str] = field(default_factory=dict)
    _shared: str = ""

    def view(self, seat: int | None) -> str:
        """The VIEW frame of ``seat`` (None: the public one), built once for every device: the
        seat's own fields (its tiles, its legal actions) joined to the fields every audience
        shares (``wire.shared_view_text``, from the public view), which are built once."""
        kept = self._views.get(seat)
        if kept is None:
            own = own_view_text(self.table, seat)
            said = "null" if seat is None else seat
            frame = f'{{"type":"view","seat":{said},"view":{{{own},{self.shared()}}}}}'
            kept = self._views.setdefault(seat, frame)
        return kept

    def shared(self) -> str:
        """The fields every VIEW of this scene shares, as JSON members; the finished hand's are
        carried from the scene before while it is the same hand (``last_result``)."""
        if not self._shared:
            state = self.table.state
            last = state.results[-1] if state.results else None
            if self.last_result is None or self.last_result[0] is not last:
                said = last_result_json(state.results, self.table.seed, state.variant)
                self.last_result = (last, compact(said))
            members = shared_view_text(self.table)
            self._shared = f'{members},"last_result":{self.last_result[1]}'
        return self._shared


def scene_of(number: int, table: Table | None, live: dict, before: Scene | None = None) -> Scene:
    """The scene of ``table`` with the rooms' ``live`` part (``Rooms.live``); ``before``: the
    table's scene before it, whose finished hand's JSON is kept when it is the same hand."""
    if table is None:
        return Scene(number, None)
    answer, nudge = live.pop("last_answer", None), live.pop("nudge", None)
    if answer is not None:  # the last request answered: refused, carried out, or lapsed
        answer = (answer[0], compact(answer_frame(answer[1], answer[2])))
    if nudge is not None:
        said = {"type": "nudge", **{k: nudge[k] for k in ("seat", "by", "name")}}
        nudge = (nudge["number"], compact(said))
    return Scene(number, table, compact({"type": "table", "table": table_json(table, live)}),
                 answer, nudge, None if before is None else before.last_result)  # fmt: skip


def answer_frame(offer: dict, by: int | str | None) -> dict:
    """How a request answered is told (``Rooms.live``'s ``last_answer``): accepted once it was
    carried out (``by`` None), lapsed when the table moved on before it could be, else refused
    by seat ``by``."""
    if by is None:
        return {"type": "offer_accepted", "offer": offer}
    if by == LAPSED:
        return {"type": "offer_lapsed", "offer": offer}
    return {"type": "offer_refused", "offer": offer, "by": by}


@dataclass
class _Watched:
    listeners: dict[int, Callable[[], None]] = field(default_factory=dict)
    scene: Scene | None = None
    news: int = 0  # changes heard; a scene is built for the latest
    version: int = -2  # the latest version heard (DELETED: deleted; -2: none yet)
    building: bool = False  # a build is queued or running
    build: threading.Lock = field(default_factory=threading.Lock)  # one build at a time
    stop: Callable[[], None] | None = None  # stops hearing the table (the hub's subscription)


class Frames:
    """The scenes of the tables this process's devices watch, kept from ``store`` and
    ``rooms`` and rebuilt on every change ``hub`` tells of."""

    def __init__(self, store: Store, rooms: Rooms, hub: Hub) -> None:
        self.store, self.rooms, self.hub = store, rooms, hub
        self._lock = threading.Lock()
        self._watched: dict[str, _Watched] = {}
        self._next = 0
        self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="dobleseis-frames")

    def watch(self, table_id: str, listener: Callable[[], None]) -> Callable[[], None]:
        """Call ``listener`` (it must not block) after each new scene of the table; returns the
        call that stops it. Blocks to build the first scene if there is none (Unavailable when
        the store cannot be reached)."""
        with self._lock:
            token, watched = self._listen(table_id, listener)
            first = watched.scene is None
            hear = watched.stop is None
            if hear:
                watched.stop = MAKING
        if hear:  # the hub tells this table's changes from now on, whichever process made them
            stop = self.hub.subscribe(table_id, self._heard)
            with self._lock:
                if watched.stop is MAKING:
                    watched.stop = stop
                    stop = None
            if stop is not None:  # nobody watched it any more meanwhile
                stop()
        if first:
            try:
                self._build(table_id, watched)
            except BaseException:
                self._forget(table_id, token)
                raise
        return lambda: self._forget(table_id, token)

    def watch_kept(self, table_id: str, listener: Callable[[], None]) -> Callable[[], None] | None:
        """``watch`` a table whose scene is kept already — never blocks, so an event loop may
        call it: a crowd connecting to a watched table costs no thread each — or None when
        none is kept (then ``watch``, in a thread)."""
        with self._lock:
            watched = self._watched.get(table_id)
            if watched is None or watched.scene is None:
                return None
            token, _ = self._listen(table_id, listener)
        return lambda: self._forget(table_id, token)

    def _listen(self, table_id: str, listener: Callable[[], None]) -> tuple[int, _Watched]:
        """Add ``listener`` to the table's (under the lock): its token and the table's."""
        self._next += 1
        watched = self._watched.setdefault(table_id, _Watched())
        watched.listeners[self._next] = listener
        return self._next, watched

    def heard(self, table_id: str) -> int:
        """How many changes of a watched table have been heard: a scene numbered so far or
        later has them all."""
        with self._lock:
            watched = self._watched.get(table_id)
            return 0 if watched is None else watched.news

    def scene(self, table_id: str, fresh: bool = False) -> Scene | None:
        """The latest scene of a watched table (never blocks); ``fresh``: None while a newer
        one is being built (its watchers will be woken when it is ready), so that a device
        just connected is not told a TABLE from before it came."""
        with self._lock:
            watched = self._watched.get(table_id)
            if watched is None or watched.scene is None:
                return None
            return None if fresh and watched.scene.number < watched.news else watched.scene

    def close(self) -> None:
        stops = []
        with self._lock:
            for watched in self._watched.values():  # one being made is stopped by its maker
                stops.append(watched.stop)
                watched.stop = None
            self._watched.clear()
        for stop in stops:
            if stop is not None and stop is not MAKING:
                stop()
        self._threads.shutdown(wait=False, cancel_futures=True)

    def _forget(self, table_id: str, token: int) -> None:
        stop = None
        with self._lock:
            watched = self._watched.get(table_id)
            if watched is not None:
                watched.listeners.pop(token, None)
                if not watched.listeners:
                    del self._watched[table_id]
                    stop, watched.stop = watched.stop, None
        if stop is not None and stop is not MAKING:
            stop()

    def _heard(self, table_id: str, version: int) -> None:
        """The hub's news (called in the publisher's thread): build once — at once, in the
        publisher's thread, when nothing is to be read (a change made in this process, whose
        table the store keeps, and rooms in memory), else in a thread of the frames'."""
        with self._lock:
            watched = self._watched.get(table_id)
            if watched is None:
                return
            watched.news += 1
            watched.version = version if version == DELETED else max(watched.version, version)
            if watched.building:
                return  # the build under way looks again when it is done
            watched.building = True
        here = version >= 0 and self.rooms.ready(table_id)
        if here and self.store.kept(table_id, version) is not None:
            self._again(table_id, watched)
        else:
            self._threads.submit(self._again, table_id, watched)

    def _again(self, table_id: str, watched: _Watched) -> None:
        """Build until the scene has caught up with the news, waking the watchers each time."""
        while True:
            try:
                done = self._build(table_id, watched)
            except Unavailable:  # the store or the rooms away: look again in a moment
                with self._lock:
                    watched.building = False
                threading.Timer(AGAIN, self._heard, (table_id, 0)).start()
                return
            except Exception:
                log.exception("could not build the frames of table %s", table_id)
                with self._lock:
                    watched.building = False
                return
            with self._lock:
                listeners = list(watched.listeners.values())
                caught_up = watched.news == done
                if caught_up:
                    watched.building = False
            for listener in listeners:
                listener()
            if caught_up:
                return

    def _build(self, table_id: str, watched: _Watched) -> int:
        """A new scene from the store and the rooms as they are now; returns the news it
        answers."""
        with watched.build:
            with self._lock:
                news, version = watched.news, watched.version
            # a change made here is kept in memory at the version heard: no read
            table = self.store.kept(table_id, version) if version >= 0 else None
            if table is None:
                table = self.store.get(table_id)
            live = {} if table is None else self.rooms.live(table_id, table)
            scene = scene_of(news, table, live, watched.scene)
            with self._lock:
                if watched.scene is None or watched.scene.number <= news:
                    watched.scene = scene
        return news
