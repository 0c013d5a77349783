"""A live table's frames are built once per change, whatever the number of devices watching it:
one read of the store and of the rooms a change, each audience's frame built once, and every
watcher woken only once its frames are ready (``session.frames``)."""

from __future__ import annotations

import json
import threading

from dobleseis.session import MemoryStore, Rooms, TableService
from dobleseis.session.frames import Frames
from dobleseis.session.keys import key_of
from dobleseis.session.service import Device

LIMIT = 30.0
"""Seconds a test waits for a wake-up before it fails (a safety net, never a pause)."""


class Counting(MemoryStore):
    """A store that counts its reads of each table."""

    def __init__(self) -> None:
        super().__init__()
        self.reads: dict[str, int] = {}

    def get(self, id):
        self.reads[id] = self.reads.get(id, 0) + 1
        return super().get(id)


class CountingRooms(Rooms):
    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def live(self, table_id, table):
        self.reads += 1
        return super().live(table_id, table)


class Watcher:
    """A device's connection as the frames see it: woken (in a frames thread) per scene."""

    def __init__(self, frames: Frames, table_id: str) -> None:
        self.woken = threading.Semaphore(0)
        self.stop = frames.watch(table_id, self.woken.release)

    def wait(self) -> None:
        assert self.woken.acquire(timeout=LIMIT)


def test_a_change_is_read_once_and_each_audience_built_once_for_every_watcher():
    store, rooms = Counting(), CountingRooms()
    tables = TableService(store)
    opened = tables.open("chiva", seats=("here", "computer", "here", "computer"), seed=3)
    id = opened.table.id
    frames = Frames(store, rooms, tables.hub)
    watchers = [Watcher(frames, id) for _ in range(50)]
    first = frames.scene(id)
    assert first is not None and first.table.version == opened.table.version
    table = tables.get(id)
    seat = table.state.to_act
    device = Device(frozenset({key_of(opened.seats[seat])}))
    reads, live = store.reads[id], rooms.reads
    tables.act(id, table.version, device, seat, table.state.legal()[0])
    for w in watchers:
        w.wait()
    scene = frames.scene(id)
    assert scene.table.version == table.version + 1 and scene.number > first.number
    # the act read the table (twice: outside and inside its lock); the frames once, for all 50
    assert store.reads[id] - reads <= 3 and rooms.reads - live == 1
    assert scene.view(1) is scene.view(1)  # built once, the same text for every device
    assert json.loads(scene.view(None))["view"]["hand"] == []  # the public view: no tiles
    assert json.loads(scene.view(1))["seat"] == 1
    assert json.loads(scene.table_frame)["table"]["version"] == scene.table.version
    for w in watchers:
        w.stop()
    assert frames.scene(id) is None  # nobody watches: nothing is kept
    frames.close()


def test_the_frames_listen_to_a_table_only_while_a_device_watches_it():
    """One subscription a table, however many watch it, made before the first scene is read
    (with Redis the process follows the table from then on) and stopped with the last
    watcher: a process hears no table none of its devices watches."""
    store = MemoryStore()
    tables = TableService(store)
    ids = [tables.open("chiva", seats=("here",) * 4, seed=s).table.id for s in (1, 2)]
    frames = Frames(store, Rooms(), tables.hub)
    assert [tables.hub.listening(id) for id in ids] == [0, 0]
    first, second = Watcher(frames, ids[0]), Watcher(frames, ids[0])
    assert [tables.hub.listening(id) for id in ids] == [1, 0]
    first.stop()
    assert tables.hub.listening(ids[0]) == 1
    second.stop()
    assert tables.hub.listening(ids[0]) == 0
    Watcher(frames, ids[1])
    frames.close()  # nothing heard after
    assert tables.hub.listening(ids[1]) == 0


def test_a_deleted_table_has_a_scene_without_a_table():
    store = Counting()
    tables = TableService(store)
    opened = tables.open("haiti", seats=("here", "computer", "computer", "computer"), seed=4)
    frames = Frames(store, Rooms(), tables.hub)
    watcher = Watcher(frames, opened.table.id)
    tables.remove(opened.table.id, Device(frozenset({key_of(opened.host)})))
    watcher.wait()
    assert frames.scene(opened.table.id).table is None
    watcher.stop()
    frames.close()


def test_someone_connecting_makes_a_new_table_frame_without_a_new_version():
    store = Counting()
    rooms = Rooms()
    tables = TableService(store)
    opened = tables.open("chiva", seats=("here", "invited", "computer", "computer"), seed=5)
    id = opened.table.id
    rooms.changed = lambda table_id: tables.hub.publish(table_id, tables.get(table_id).version)
    frames = Frames(store, rooms, tables.hub)
    watcher = Watcher(frames, id)
    before = json.loads(frames.scene(id).table_frame)["table"]
    rooms.join(id, opened.table.seating.proves(frozenset({key_of(opened.seats[1])})))
    watcher.wait()
    after = json.loads(frames.scene(id).table_frame)["table"]
    assert after["version"] == before["version"]
    assert [s["connected"] for s in before["seats"]][0] is False
    assert [s["connected"] for s in after["seats"]][0] is True
    watcher.stop()
    frames.close()


def test_a_device_joining_a_watched_table_is_added_without_a_read_and_woken_as_the_others():
    store = Counting()
    tables = TableService(store)
    opened = tables.open("chiva", seats=("here",) * 4, seed=6)
    id = opened.table.id
    frames = Frames(store, Rooms(), tables.hub)
    assert frames.watch_kept(id, lambda: None) is None  # nobody watches it: no scene kept
    first = Watcher(frames, id)
    reads = store.reads[id]
    joined = threading.Semaphore(0)
    stop = frames.watch_kept(id, joined.release)
    assert stop is not None and store.reads[id] == reads  # the kept scene: no read, no build
    table = tables.get(id)
    seat = table.state.to_act
    tables.act(id, table.version, Device(frozenset({key_of(opened.seats[seat])})), seat,
               table.state.legal()[0])  # fmt: skip
    first.wait()
    assert joined.acquire(timeout=LIMIT)
    stop()
    first.stop()
    assert frames.scene(id) is None
    frames.close()


def test_each_audiences_frames_are_their_json_through_finished_hands():
    """A scene joins each seat's own fields to the fields every audience shares, built once
    from kept texts of tiles, moves and actions, and carries the finished hand's JSON from the
    scene before: at every move of a whole match, each frame is, character for character, the
    compact JSON of the seat's ``view_json`` (so only its own tiles; the public one has none)
    and of ``table_json``, whether who is connected changed or not."""
    from dobleseis.core.rng import Rng
    from dobleseis.session import view_json
    from dobleseis.session.frames import scene_of
    from dobleseis.session.table.wire import compact, table_json

    from .helpers import H, make, step

    table, rng, before, hands = make(seats=(H, H, H, H), seed=7), Rng("frames"), None, 0
    lives = [{}, {"connected": {1, 3}, "host_connected": True, "paused_by": [],
                  "at_reveal": [], "waiting_for": [2], "offer": None}]  # fmt: skip
    while not table.state.over:
        live = lives[rng.below(2)]
        scene = scene_of(table.version, table, dict(live), before)
        for seat in (1, 2, 3, 4, None):
            frame = {"type": "view", "seat": seat, "view": view_json(table, seat)}
            assert scene.view(seat) == compact(frame)
            assert seat is not None or frame["view"]["hand"] == []
        assert scene.table_frame == compact({"type": "table", "table": table_json(table, live)})
        hands = max(hands, len(table.state.results))
        table, before = step(table, rng), scene
    assert hands >= 2  # finished hands were carried from scene to scene


def test_a_change_made_in_this_process_is_built_without_reading_the_store():
    """The store keeps the table it just wrote at the version the hub tells: the frames build
    from it, and so does the next change made at that version: a change costs the store no
    read."""
    store = Counting()
    tables = TableService(store)
    opened = tables.open("chiva", seats=("here", "here", "here", "here"), seed=3)
    id = opened.table.id
    frames = Frames(store, Rooms(), tables.hub)
    watcher = Watcher(frames, id)
    for _ in range(3):
        table = tables.get(id)
        seat = table.state.to_act
        device = Device(frozenset({key_of(opened.seats[seat])}))
        reads = store.reads[id]
        tables.act(id, table.version, device, seat, table.state.legal()[0])
        watcher.wait()
        assert frames.scene(id).table.version == table.version + 1
        assert store.reads[id] == reads  # none by the change, none by the frames
    watcher.stop()
    frames.close()
