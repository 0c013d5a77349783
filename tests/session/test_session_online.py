"""The session's side of shared tables: seatings with hashed secrets, invitation codes, the
SQLite migration from schema 1, the hub, rooms and the pacer on a manual clock."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from dataclasses import replace

import pytest

from dobleseis.session import (
    Forbidden,
    LocalHub,
    ManualClock,
    NotAllowed,
    Pacer,
    Rooms,
    SqliteStore,
    Stale,
    Table,
    TableService,
    Taken,
)
from dobleseis.session.keys import CODE_ALPHABET, key_of, new_code, read_code
from dobleseis.session.pacer import COMPUTERS_ONLY_PACE
from dobleseis.session.service import proof_of
from dobleseis.session.stores.sqlite import MIGRATIONS
from dobleseis.session.table.wire import own_view_text, view_json

from ..api.helpers import quick_decider
from .helpers import a_takeback_asked


def test_codes_are_easy_to_read_and_typed_codes_are_forgiven():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 9 and c[4] == "-" and set(c) - {"-"} <= set(CODE_ALPHABET) for c in codes)
    assert not set("01ILO") & set(CODE_ALPHABET)
    assert read_code(" k7qm 4pxr ") == "K7QM-4PXR" and read_code("K7QM-4PX0") is None


def test_only_hashes_of_the_secrets_are_kept_and_they_prove_their_seats():
    tables = TableService()
    opened = tables.open("chiva", seats=("here", "invited", "computer", "here"), seed=1)
    table = opened.table
    saved = json.dumps(table.saved())
    assert opened.host not in saved and all(s not in saved for s in opened.seats.values())
    assert key_of(opened.host) in saved
    proof = proof_of(table, frozenset({key_of(opened.seats[4])}))
    assert proof.seats == {4} and not proof.host
    assert proof_of(table, frozenset({key_of("guess")})).seats == frozenset()
    assert not table.seating.started and table.seats == ("human", "human", "computer", "human")
    with pytest.raises(NotAllowed) as e:
        table.act(1, table.state.legal()[0])
    assert e.value.code == "not_started"
    # and nothing is offered that would be refused so: its seats see their tiles, no action
    table = tables.open("chiva", seats=("here", "here", "here", "invited"), seed=1).table
    seat = table.state.to_act
    assert seat != 4 and table.seat_own(seat).legal == ()
    assert view_json(table, seat)["legal"] == [] and len(view_json(table, seat)["hand"]) == 7
    assert '"legal":[]' in own_view_text(table, seat)
    started = table.seated(table.seating.begun(fill=True))
    assert started.seat_own(seat).legal == table.state.legal() != ()


def test_a_claimed_seat_cannot_be_claimed_again_and_the_host_alone_reseats():
    tables = TableService()
    opened = tables.open("haiti", seats=("here", "invited", "invited", "computer"), seed=1)
    id = opened.table.id
    table, secret = tables.claim(id, 2, "Ana")
    with pytest.raises(Taken):
        tables.claim(id, 2, "Eve")
    with pytest.raises(NotAllowed) as e:
        tables.claim(id, 4, None)
    assert e.value.code == "seat_not_invited"
    with pytest.raises(Forbidden):
        tables.reseat(id, frozenset({key_of(secret)}), lambda s: s.begun(True))
    host = frozenset({key_of(opened.host)})
    table = tables.reseat(id, host, lambda s: s.begun(True))  # seat 3 free: a computer
    assert table.seating.started and table.seats == ("human", "human", "computer", "computer")
    table = tables.reseat(id, host, lambda s: s.released(2))
    assert proof_of(table, frozenset({key_of(secret)})).seats == frozenset()
    assert tables.by_code(table.seating.code).id == id


def test_a_seat_s_new_key_says_whether_its_player_moved_it_or_it_was_let_go(tmp_path):
    """A seat answers to another secret after its player's rejoin link is opened on another
    device, or after the host releases it (or its player leaves) and someone claims it, however
    soon after: the seating tells the two apart (``rejoined_since``) for a device that hears of
    both at once, in any process (the count of times it was let go is stored); a chair stored
    before there was a count loads as never let go."""
    tables = TableService(SqliteStore(tmp_path / "t.sqlite3"))
    opened = tables.open("chiva", seats=("here", "computer", "invited", "computer"), seed=1)
    id, host = opened.table.id, frozenset({key_of(opened.host)})
    held, ana = tables.claim(id, 3, "Ana")
    token = tables.rejoin_token(id, 3, frozenset({key_of(ana)}))
    moved, _, phone = tables.rejoin(id, token)
    assert moved.seating.rejoined_since(held.seating, 3)
    tables.reseat(id, host, lambda s: s.released(3))
    claimed, eve = tables.claim(id, 3, "Eve")
    other = TableService(SqliteStore(tmp_path / "t.sqlite3")).get(id)  # another process
    assert other.seating == claimed.seating and other.seating.chair(3).freed == 1
    assert not other.seating.rejoined_since(moved.seating, 3)
    assert not other.seating.rejoined_since(held.seating, 3)
    # Eve's rejoin link: a move for Eve's device, still a release for the devices before
    token = tables.rejoin_token(id, 3, frozenset({key_of(eve)}))
    again, _, _ = tables.rejoin(id, token)
    assert again.seating.rejoined_since(claimed.seating, 3)
    assert not again.seating.rejoined_since(held.seating, 3)
    assert again.seating.left(3).chair(3).freed == 2  # a player who left let it go too
    saved = again.saved()
    for chair in saved["seating"]["chairs"]:
        del chair["freed"]
    old = Table.load(saved).seating
    assert old.chairs == tuple(replace(c, freed=0) for c in again.seating.chairs)


def test_a_schema_1_database_is_migrated_and_its_matches_open_as_legacy_tables(tmp_path):
    db = tmp_path / "old.sqlite3"
    old = Table.new("old1", "chiva", ("human", "computer", "computer", "computer"), "random",
                    seed=4)  # fmt: skip
    saved = old.saved()
    del saved["seating"]  # what a schema-1 server wrote
    with sqlite3.connect(db) as c:
        c.execute("""CREATE TABLE matches (id TEXT PRIMARY KEY, saved TEXT NOT NULL,
                     version INTEGER NOT NULL, summary TEXT NOT NULL, created TEXT NOT NULL,
                     updated TEXT NOT NULL)""")  # fmt: skip
        c.execute("INSERT INTO matches VALUES (?, ?, 0, '{}', 'x', 'x')",
                  ("old1", json.dumps(saved)))  # fmt: skip
        c.execute("PRAGMA user_version=1")
    store = SqliteStore(db)
    table = store.get("old1")
    assert table.seating.legacy and table.state == old.state
    assert proof_of(table, frozenset()).seats == frozenset()  # nobody from elsewhere
    assert proof_of(table, frozenset(), local=True).seats == {1}  # this computer
    with sqlite3.connect(db) as c:
        assert c.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    tables = TableService(store)
    adopted = tables.adopt("old1")
    assert not adopted.table.seating.legacy and set(adopted.seats) == {1}
    assert store.holding([key_of(adopted.host)]) == {"old1"}
    with pytest.raises(NotAllowed):
        tables.adopt("old1")
    store.close()
    again = SqliteStore(db)  # the secrets and the code survive a restart
    assert again.find(f"code:{adopted.table.seating.code}") == "old1"
    assert proof_of(again.get("old1"), frozenset({key_of(adopted.seats[1])})).seats == {1}


def test_the_hub_tells_each_listener_of_its_table_and_stops_when_asked():
    hub, heard = LocalHub(), []
    stop = hub.subscribe("t1", lambda id, v: heard.append((id, v)))
    hub.subscribe(None, lambda id, v: heard.append(("all", v)))
    hub.publish("t1", 3)
    hub.publish("t2", 4)
    stop()
    hub.publish("t1", 5)
    assert heard == [("all", 3), ("t1", 3), ("all", 4), ("all", 5)]
    assert hub.listening("t1") == 0


def seat_4_to_open():
    """A table of one person and three computers (seed 5: seat 4 opens, due in 0.5 s) and the
    pacer of its computers, on a clock of the test's: (tables, rooms, clock, pacer, opened)."""
    tables, clock = TableService(decider=quick_decider()), ManualClock()
    rooms = Rooms()
    pacer = Pacer(tables, rooms, clock=clock)
    opened = tables.open("chiva", seats=("here", "computer", "computer", "computer"), seed=5,
                         level="random", pace=500)  # fmt: skip
    assert pacer.pending(opened.table.id) == 0.5
    return tables, rooms, clock, pacer, opened


def test_the_pacer_plays_one_computer_move_at_a_time_at_the_table_pace():
    tables, rooms, clock, pacer, opened = seat_4_to_open()
    id = opened.table.id
    clock.advance(0.4)
    assert pacer.run_due() == 0
    clock.advance(0.1)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    table = tables.get(id)
    assert table.state.to_act == 1 and pacer.pending(id) is None  # a person's turn: no timer
    clock.advance(100)
    assert pacer.run_due() == 0
    tables.change(id, 1, lambda t: (t.act(1, t.state.legal()[0]), None))
    assert pacer.pending(id) == 101.0  # seat 2, half a second after the move before
    pacer.stop()


def test_the_pacer_waits_while_a_panel_is_open_or_a_takeback_is_asked():
    tables, clock = TableService(decider=quick_decider()), ManualClock()
    rooms = Rooms(lambda id: tables.hub.publish(id, tables.get(id).version))
    pacer = Pacer(tables, rooms, clock=clock)
    opened = tables.open("chiva", seats=("here", "computer", "computer", "computer"), seed=5,
                         level="random", pace=0)  # fmt: skip
    id = opened.table.id
    proof = proof_of(opened.table, frozenset({key_of(opened.seats[1])}))
    aid = rooms.join(id, proof)
    rooms.panel(id, aid, "log", True)
    assert pacer.pending(id) is None and pacer.run_due() == 0
    rooms.panel(id, aid, "log", False)
    assert pacer.pending(id) is not None and pacer.run_due() == 1
    pacer.stop()


def test_a_computer_thinks_as_soon_as_it_is_to_move_and_plays_when_the_pace_is_over():
    """The thinking takes place within the pace, not after it: the move is decided at the
    change (clock 0), played at the pace (0.5 s) without thinking again, and a decision that
    takes longer than the pace is played as soon as it is made."""
    tables, clock = TableService(decider=quick_decider()), ManualClock()
    thought = []

    def decide(view, level, seed):
        thought.append(clock.now)
        clock.advance(slow)  # the decision's own time, on the clock of the test
        return tables.decider.decide_here(view, level, seed)

    slow = 0.0
    pacer = Pacer(tables, Rooms(), decide=decide, clock=clock)
    id = tables.open("chiva", seats=("here", "computer", "computer", "computer"), seed=5,
                     level="random", pace=500).table.id  # fmt: skip
    assert pacer.run_due() == 0 and thought == [0.0] and pacer.pending(id) == 0.5
    clock.advance(0.4)
    assert pacer.run_due() == 0 and tables.get(id).version == 0
    clock.advance(0.1)
    assert pacer.run_due() == 1 and tables.get(id).version == 1 and thought == [0.0]
    slow = 0.8  # seat 1, a person, plays at 0.5: seat 2 thinks longer than the pace
    tables.change(id, 1, lambda t: (t.act(1, t.state.legal()[0]), None))
    assert pacer.pending(id) == 1.0
    assert pacer.run_due() == 1 and thought == [0.0, 0.5] and clock.now == pytest.approx(1.3)
    assert tables.get(id).version == 3
    pacer.stop()


def test_rule_1_9_a_computer_move_already_due_is_not_played_while_a_panel_is_open():
    """RULES.md §1.9: opening the rules or the log pauses the computer players, however late
    the pacer hears of it (here it is never told: ``Rooms()`` tells nobody of its changes, as
    when the notice of a panel opened on another process is still on its way). The move
    scheduled (and thought) before the panel opened is not played when it falls due; once the
    panel closes, it is."""
    tables, rooms, clock, pacer, opened = seat_4_to_open()
    id = opened.table.id
    assert pacer.run_due() == 0  # seat 4's move is thought at once, due in 0.5 s
    aid = rooms.join(id, proof_of(opened.table, frozenset({key_of(opened.seats[1])})))
    rooms.panel(id, aid, "rules", True)
    clock.advance(1)
    assert pacer.run_due() == 0 and tables.get(id).version == 0
    rooms.panel(id, aid, "rules", False)
    pacer.look(id)
    clock.advance(1)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    pacer.stop()


def test_a_spectator_s_panel_pauses_nobody_and_tells_nobody():
    """RULES.md §1.9's pause is the players': a device holding no seat (a stranger watching a
    public table, say) reads the log for itself, however often it opens and closes it. The
    computers play on, ``paused_by`` does not list it, and the room tells nobody: no TABLE
    goes to anyone."""
    tables, rooms, clock, pacer, opened = seat_4_to_open()
    id, told = opened.table.id, []
    rooms.changed = told.append
    aid = rooms.join(id, proof_of(opened.table, frozenset()))
    told.clear()
    for open in (True, False, True):
        rooms.panel(id, aid, "log", open)
    assert told == [] and rooms.live(id, tables.get(id))["paused_by"] == []
    clock.advance(1)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    pacer.stop()


def test_a_second_device_of_a_seat_that_paused_tells_nobody_and_holds_the_computers():
    """A seat's panel pauses the computers from any of its devices; a second device of a seat
    whose Rules are open already changes nothing the others see (one ``paused_by`` entry, no
    TABLE), yet the computers wait until the last of them closes."""
    tables, rooms, clock, pacer, opened = seat_4_to_open()
    id, told = opened.table.id, []
    rooms.changed = told.append
    proof = proof_of(opened.table, frozenset({key_of(opened.seats[1])}))
    first, second = rooms.join(id, proof), rooms.join(id, proof)
    told.clear()
    rooms.panel(id, first, "rules", True)
    rooms.panel(id, second, "rules", True)
    paused = [{"seat": 1, "name": None, "panel": "rules"}]
    assert told == [id] and rooms.live(id, tables.get(id))["paused_by"] == paused
    rooms.panel(id, first, "rules", False)
    assert told == [id] and rooms.live(id, tables.get(id))["paused_by"] == paused
    clock.advance(1)
    assert pacer.run_due() == 0 and tables.get(id).version == 0
    rooms.panel(id, second, "rules", False)
    assert told == [id] * 2 and rooms.live(id, tables.get(id))["paused_by"] == []
    pacer.look(id)
    clock.advance(1)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    pacer.stop()


def test_the_host_s_panel_pauses_a_table_of_four_computers_it_watches():
    """The host holds no seat at a table of four computers, yet it is the table's own: its
    Rules pause the computers as the rule book says (a spectator's would not)."""
    tables, clock = TableService(decider=quick_decider()), ManualClock()
    rooms = Rooms()
    pacer = Pacer(tables, rooms, clock=clock)
    opened = tables.open("chiva", seats=("computer",) * 4, seed=5, level="random", pace=0)
    id = opened.table.id
    host = rooms.join(id, proof_of(opened.table, frozenset({key_of(opened.host)})))
    rooms.panel(id, host, "rules", True)
    paused = [{"seat": None, "name": None, "panel": "rules"}]
    assert rooms.live(id, tables.get(id))["paused_by"] == paused
    clock.advance(10)
    assert pacer.run_due() == 0 and tables.get(id).version == 0
    rooms.panel(id, host, "rules", False)
    pacer.look(id)
    clock.advance(10)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    pacer.stop()


def test_a_table_of_four_computers_plays_only_while_watched_and_no_faster_than_its_floor():
    tables, clock = TableService(decider=quick_decider()), ManualClock()
    rooms = Rooms(lambda id: tables.hub.publish(id, tables.get(id).version))
    pacer = Pacer(tables, rooms, clock=clock)
    opened = tables.open("chiva", seats=("computer",) * 4, seed=5, level="random", pace=0)
    id = opened.table.id
    assert pacer.pending(id) is None  # nobody watches: nobody's match is played for nobody
    clock.advance(10)
    assert pacer.run_due() == 0 and tables.get(id).version == 0
    aid = rooms.join(id, proof_of(opened.table, frozenset()))  # a spectator comes
    assert pacer.pending(id) == 10 + COMPUTERS_ONLY_PACE / 1000  # pace 0, held to the floor
    clock.advance(COMPUTERS_ONLY_PACE / 1000)
    assert pacer.run_due() == 1 and tables.get(id).version == 1
    rooms.leave(id, aid)
    assert pacer.pending(id) is None
    clock.advance(10)
    assert pacer.run_due() == 0 and tables.get(id).version == 1
    pacer.stop()


def test_a_pacer_on_its_own_decides_in_place_in_its_thread_and_waits_the_floor_there():
    """Once the pacer plays on its own, a level decided in place is decided in the pacer's
    thread that waits for the answer anyway, and the floor is waited out there on the decider's
    clock (not on the pacer's event loop): the same floor, two hand-offs between threads
    fewer."""
    import threading

    from dobleseis.session import FLOORS, Decider
    from dobleseis.session.decider import MonotonicClock

    class Recording(MonotonicClock):
        def __init__(self) -> None:
            self.waited: list[tuple[str, float]] = []

        def wait(self, seconds: float) -> None:
            self.waited.append((threading.current_thread().name, seconds))
            super().wait(seconds)

        async def sleep(self, seconds: float) -> None:
            raise AssertionError("a decision decided in place waited on an event loop")

    clock = Recording()
    tables = TableService(decider=Decider(clock=clock))
    opened = tables.open("chiva", seats=("here", "computer", "computer", "computer"), seed=5,
                         level="basic", pace=0)  # fmt: skip
    moved = threading.Event()
    tables.hub.subscribe(opened.table.id, lambda id, version: moved.set())
    pacer = Pacer(tables, Rooms())
    pacer.start()  # seed 5: seat 4, a computer, opens
    try:
        assert moved.wait(60) and tables.get(opened.table.id).version == 1
    finally:
        pacer.stop()
    assert [name.startswith("dobleseis-pacer_") for name, _ in clock.waited] == [True]
    assert 0 < clock.waited[0][1] <= FLOORS["basic"]


def test_a_takeback_told_accepted_is_carried_out_whatever_move_comes_at_that_moment():
    """The last yes to an undo and a move of the asker arrive together: either the move comes
    first (the request lapses with the version: the yes finds nothing to accept) or the undo is
    carried out and told. Never "accepted" told to every device with nothing taken back. Here
    the move comes in just after the table is read for the yes, and is made at once unless
    something holds the table (then it waits, as a request for the table's lock would)."""
    tables, rooms = TableService(decider=quick_decider()), Rooms()
    table, host, ana, offer = a_takeback_asked(tables, rooms)
    id = table.id
    read = tables.get

    def read_then_a_move(table_id: str) -> Table:
        """The table as the yes reads it, and the asker's move right then if it can be made."""
        tables.get = read
        lock = tables._lock(table_id)
        if in_a_thread(lambda: lock.acquire(blocking=False) and (lock.release() or True)):
            seat = table.state.to_act
            in_a_thread(lambda: tables.act(id, table.version, host, seat, table.state.legal()[0]))
        return table

    tables.get = read_then_a_move
    with contextlib.suppress(Stale):
        tables.answer(rooms, id, ana, offer["id"], True)
    after = tables.get(id)
    told = rooms.live(id, after)["last_answer"]
    if told is not None and told[2] is None:  # told accepted: then it was carried out
        assert after.cursor < table.cursor and after.timeline == table.timeline


def in_a_thread(work):
    """``work()`` in another thread (as a second request comes in), waited for."""
    out = []
    thread = threading.Thread(target=lambda: out.append(work()))
    thread.start()
    thread.join()
    return out[0]
