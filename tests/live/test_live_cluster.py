"""Several real ``serve --redis`` processes on one PostgreSQL and one Redis behind a real nginx
(tests/live/cluster.py): devices on different processes see each other's moves at once, a
command raced through two processes is done once, a killed process's computers are taken over
by another, Redis restarting or PostgreSQL stopping loses nothing, and a frozen Redis (alive,
answering nothing) costs seconds, not a hung request.

"Nothing lost, nothing twice" is read in the match's record: every acknowledged move is in it at
the version it was acknowledged for, the record replays under the rules, and it holds exactly
as many actions as the table's version (no undo is used), so no computer move was made twice
and none is missing."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest
from websockets.exceptions import ConnectionClosed

from dobleseis.core.record import loads
from dobleseis.core.rng import Rng
from dobleseis.session.cluster.client import ANSWER_WITHIN

from .cluster import LIMIT, Cluster, Phone, call, until

HERE, FRIEND, COMPUTER = "here", "invited", "computer"


@pytest.fixture
def cluster(request):
    made = Cluster(request.param if hasattr(request, "param") else 2)
    try:
        yield made
    finally:
        made.remove()


def table(cluster: Cluster, seed: int, pace: int, seats=(HERE, COMPUTER, FRIEND, COMPUTER)):
    """A started table made through the proxy: (id, {seat: secret}, host's secrets). Its
    version counts the changes of its seating too: one claim per friend, and the start."""
    status, made = cluster.through(
        {"variant": "haiti", "seed": seed, "level": "random", "pace": pace, "seats": list(seats)},
        "/api/matches",
    )
    assert status == 201, made
    id = made["id"]
    secrets = {int(s): t for s, t in made["secrets"]["seats"].items()}
    host = [made["secrets"]["host"], *secrets.values()]
    if made["invitation"] is not None:
        code = made["invitation"]["code"]
        for seat, kind in enumerate(seats, 1):
            if kind == FRIEND:
                status, got = cluster.through({"seat": seat}, f"/api/invitations/{code}/claim")
                assert status == 200, got
                secrets[seat] = got["secret"]
        status, _ = cluster.through({"do": "start"}, f"/api/matches/{id}/host", held=host)
        assert status == 200
    return id, secrets, host


class Play:
    """People at their phones: whenever a person is to act, that seat's phone makes a move
    (drawn by ``rng``); every acknowledged move kept as (version it made, seat, action)."""

    def __init__(self, phones: dict[int, Phone], seed: str) -> None:
        self.phones = phones
        self.rng = Rng(seed)
        self.acked: list[tuple[int, int, dict]] = []

    def newest(self, after: int = -1) -> dict:
        """The newest view any phone has been sent, once one is newer than ``after``."""
        deadline = time.monotonic() + LIMIT
        while True:
            for phone in self.phones.values():
                self._drain(phone)
            views = [p.view for p in self.phones.values() if p.view is not None]
            view = max(views, key=lambda v: v["version"], default=None)
            if view is not None and view["version"] > after:
                return view
            assert time.monotonic() < deadline, f"nothing changed after version {after}"
            self._wait(next(iter(self.phones.values())))

    def _drain(self, phone: Phone) -> None:
        """Read what ``phone`` has been sent; if its process is gone, connect again through
        the proxy (and be sent the table as it is)."""
        while True:
            try:
                phone.next(timeout=0)
            except TimeoutError:
                return
            except ConnectionClosed:
                phone.reconnect()

    def _wait(self, phone: Phone) -> None:
        try:
            phone.next(timeout=0.05)  # polling real processes, not pacing the test
        except TimeoutError:
            pass
        except ConnectionClosed:
            phone.reconnect()

    def moves(self, count: int, before=None) -> None:
        """Play on until ``count`` more moves are acknowledged (``before(view)`` is called
        with the newest view before each step; it may return True to stop early)."""
        goal = len(self.acked) + count
        after = -1
        for _ in range(5000):
            view = self.newest(after)
            if len(self.acked) >= goal or (before is not None and before(view)):
                return
            seat = view["to_act"]
            if seat not in self.phones or not view["to_act_human"] or view["over"]:
                after = view["version"]  # a computer's turn: the server plays it
                continue
            mine = self.phones[seat]
            if mine.view["version"] < view["version"]:
                self._read(mine, lambda f: f["type"] == "view"
                           and f["view"]["version"] >= view["version"])  # noqa: B023 - read at once  # fmt: skip
            answer = self.act(mine, seat)
            after = answer["version"] - 1 if answer["type"] == "ack" else -1
        raise AssertionError("the match did not go on")

    def _read(self, phone: Phone, test) -> dict:
        while True:
            try:
                return phone.until(test)
            except ConnectionClosed:
                phone.reconnect()

    def act(self, phone: Phone, seat: int) -> dict:
        version = phone.view["version"]
        action = self.rng.choice(phone.view["legal"])
        try:
            phone.send({"type": "act", "ref": version, "version": version, "seat": seat,
                        "action": action})  # fmt: skip
            answer = self._read(phone, lambda f: f["type"] in ("ack", "error")
                                and f["ref"] == version)  # fmt: skip
        except ConnectionClosed:  # its process was killed before it answered: not acknowledged
            phone.reconnect()
            return {"type": "error", "code": "gone"}
        if answer["type"] == "ack":
            self.acked.append((version, seat, action))
        else:
            assert answer["code"] == "stale", answer  # the table moved on meanwhile
        return answer


SEATED = 2
"""Versions of a table's seating before its first action: the friend's claim, the start."""


def check_record(cluster: Cluster, id: str, played: Play) -> dict:
    """Every acknowledged move in the record at its version; one action per version; legal."""

    def still() -> tuple[dict, int] | None:
        """The record at a version the table stays at while it is read (the computers play
        on until a person is to act)."""
        before = cluster.through(None, f"/api/matches/{id}")[1]["version"]
        status, record = cluster.through(None, f"/api/matches/{id}/record")
        assert status == 200, record
        after = cluster.through(None, f"/api/matches/{id}")[1]["version"]
        return (record, after) if before == after else None

    record, version = until(still, "the table waits for a person")
    actions = record["actions"]
    assert len(actions) == version - SEATED  # nothing made twice, nothing missing
    for version, seat, action in played.acked:
        done = actions[version - SEATED]
        assert done == {"seat": seat, **action}, (version, done)
    loads(json.dumps(record)).replay()  # every action legal where it stands
    return record


def test_devices_on_two_processes_see_each_others_moves_and_a_race_is_won_once(cluster):
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=21, pace=0)
    phones = {1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)}
    played = Play(phones, "cluster")
    played.moves(8)  # each move made through one process, seen on the other
    # The same seat on both processes at once, each sending a different move made against
    # the same version: exactly one is acknowledged, the other refused as stale.
    twins = {p: cluster.phone(id, secrets[seat], other) for seat, p, other in
             ((1, phones[1], b), (3, phones[3], a))}  # fmt: skip
    won = 0
    for _ in range(3):
        view = played.newest()
        played.moves(10, before=lambda v: v["to_act"] in phones and v["to_act_human"])
        view = played.newest()
        seat = view["to_act"]
        first, second = phones[seat], twins[phones[seat]]
        second.at(view["version"])
        first.at(view["version"])
        legal = first.view["legal"]
        for phone, action in ((first, legal[0]), (second, legal[-1])):
            phone.send({"type": "act", "ref": 7, "version": view["version"], "seat": seat,
                        "action": action})  # fmt: skip
        answers = [p.until(lambda f: f["type"] in ("ack", "error") and f["ref"] == 7)
                   for p in (first, second)]  # fmt: skip
        kinds = sorted(f["type"] for f in answers)
        assert kinds == ["ack", "error"], answers
        assert next(f for f in answers if f["type"] == "error")["code"] == "stale"
        winner = (first, legal[0]) if answers[0]["type"] == "ack" else (second, legal[-1])
        played.acked.append((view["version"], seat, winner[1]))
        for phone in (first, second):  # both processes show the winner's move
            assert phone.at(view["version"] + 1)["version"] >= view["version"] + 1
        won += 1
    assert won == 3
    for twin in twins.values():
        twin.close()
    check_record(cluster, id, played)
    for backend in (a, b):  # Ctrl+C: each stops cleanly, giving its leases and rooms up
        code, err = backend.stop()
        assert code == 0 and "Traceback" not in err, err


def test_through_the_proxy_a_table_s_devices_reach_one_process_and_tables_spread(cluster):
    """deploy/nginx.conf sends every live connection of a table to one process, chosen by the
    table's id (so a change is framed and sent by that process alone), and different tables to
    different processes (16 tables on two: all on one would be a chance of 1 in 30,000)."""
    ids = []
    for seed in range(16):
        id, secrets, _ = table(cluster, seed, pace=0, seats=(HERE, HERE, HERE, HERE))
        for secret in (secrets[1], secrets[3], ""):  # two seats' devices and someone watching
            cluster.phone(id, secret).close()
        ids.append(id)
    nginx = cluster.site.nginx

    def logged():
        lines = [x for x in nginx.log_lines() if "/live " in x]
        return lines if len(lines) == 3 * len(ids) else None

    live = until(logged, "nginx logs every live connection")
    reached = {id: {x.rsplit(" ", 1)[1] for x in live if f"/{id}/live " in x} for id in ids}
    assert all(len(processes) == 1 for processes in reached.values()), reached
    assert set().union(*reached.values()) == {f"127.0.0.1:{b.port}" for b in cluster.backends}


@pytest.mark.slow
@pytest.mark.parametrize("cluster", [3], indirect=True)
def test_a_killed_process_s_computers_are_taken_over_and_nothing_is_lost(cluster):
    id, secrets, _ = table(cluster, seed=8, pace=150)
    # Three devices, one on each process (through the proxy a table's devices would all reach
    # one): seats 1 and 3, and someone watching (no seat: "0").
    a, b, c = cluster.backends
    phones = {1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b),
              0: cluster.phone(id, "", c)}  # fmt: skip
    played = Play(phones, "kill")
    played.moves(4)
    # A computer is to act: the process holding its lease is about to play it. Kill it.
    played.moves(40, before=lambda v: not v["to_act_human"] and not v.get("over"))
    dying = until(lambda: cluster.holder(id), "a process holds the computers' lease")
    dying.proc.kill()
    dying.proc.wait(LIMIT)
    cluster.backends.remove(dying)
    survivors = {b.proc.pid for b in cluster.backends}
    # Play goes on: the computers are played by another process, the phone on the killed one
    # reconnects through the proxy.
    played.moves(10)
    played.moves(40, before=lambda v: not v["to_act_human"] and not v.get("over"))
    taken = until(lambda: cluster.holder(id), "another process holds the lease")
    assert taken.proc.pid in survivors
    played.moves(4)
    assert sum(p.reconnects for p in phones.values()) == 1  # the killed process's device
    check_record(cluster, id, played)


@pytest.mark.slow
def test_redis_restarted_mid_match_devices_catch_up_from_the_store(cluster):
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=5, pace=0)
    phones = {1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)}
    played = Play(phones, "redis")
    played.moves(4)
    played.moves(40, before=lambda v: v["to_act"] in phones and v["to_act_human"])
    view = played.newest()
    seat = view["to_act"]
    mover, other = phones[seat], phones[4 - seat]
    mover.at(view["version"])
    cluster.redis.kill()
    answer = played.act(mover, seat)  # kept in PostgreSQL; Redis cannot tell the other process
    assert answer["type"] == "ack", answer
    cluster.redis.start()  # empty: no lease, no presence, no message kept
    # the other process's relay is back, resyncs from the store: its device catches up
    assert other.at(answer["version"])["version"] >= answer["version"]
    played.moves(8)  # the computers are played again (a lease taken anew) and people play on
    check_record(cluster, id, played)


ANSWERED = 5 * ANSWER_WITHIN
"""Seconds within which a request is answered while Redis is frozen: it waits on Redis a few
times, each given up after ``ANSWER_WITHIN`` (without that, as long as Redis is frozen)."""


@pytest.mark.slow
def test_a_frozen_redis_is_away_within_seconds_and_play_goes_on_once_it_answers(cluster):
    """Redis frozen (SIGSTOP: its process alive and its sockets open, answering nothing, as
    one swapped out or stalled is) is treated as away, as a crashed one is: a new table is
    made, an undo asked is refused ``rooms_unavailable`` and a move is applied where it
    arrived, each within seconds; once Redis answers again, the other process's device
    catches up and the computers play on."""
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=5, pace=0)
    phones = {1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)}
    played = Play(phones, "frozen")
    played.moves(2)
    played.moves(40, before=lambda v: v["to_act"] in phones and v["to_act_human"]
                 and v["can_undo"])  # fmt: skip
    view = played.newest()
    seat = view["to_act"]
    mover, other = phones[seat], phones[4 - seat]
    mover.at(view["version"])
    action = mover.view["legal"][0]
    os.kill(cluster.redis.proc.pid, signal.SIGSTOP)
    try:  # an undo asked and a move sent, and meanwhile a new table made
        mover.send({"type": "offer", "ref": 801, "version": view["version"], "kind": "undo"})
        mover.send({"type": "act", "ref": 802, "version": view["version"], "seat": seat,
                    "action": action})  # fmt: skip
        seats = [HERE, COMPUTER, HERE, COMPUTER]
        status, made = cluster.through({"variant": "haiti", "seats": seats}, "/api/matches",
                                       timeout=ANSWERED)  # fmt: skip
        assert status == 201, made
        mover.until(lambda f: f["type"] in ("ack", "error") and f["ref"] == 802, ANSWERED)
    finally:
        os.kill(cluster.redis.proc.pid, signal.SIGCONT)
    said = {f["ref"]: f for f in mover.frames if f["type"] in ("ack", "error")}
    assert said[801]["type"] == "error" and said[801]["code"] == "rooms_unavailable", said
    assert said[802]["type"] == "ack", said  # applied where it arrived
    played.acked.append((view["version"], seat, action))
    assert other.at(view["version"] + 1)["version"] > view["version"]
    played.moves(6)  # the computers are played again and people play on
    check_record(cluster, id, played)


@pytest.mark.slow
def past_503(ask, what: str) -> tuple[int, dict]:
    """``ask()``'s answer (status, body) once it is not a 503: sent again while refused, as a
    503 says (a process that knows the database away lets one command a second through to find
    it back)."""
    return until(lambda: (got := ask())[0] != 503 and got, what)


def test_postgres_stopped_commands_get_503_and_nothing_is_half_done(cluster):
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=3, pace=0)
    phones = {1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)}
    played = Play(phones, "postgres")
    played.moves(4)
    played.moves(40, before=lambda v: v["to_act"] in phones and v["to_act_human"])
    view = played.newest()
    seat = view["to_act"]
    mover = phones[seat]
    mover.at(view["version"])
    body = {"version": view["version"], "seat": seat, "action": mover.view["legal"][0]}
    cluster.pg.stop()
    status, refused = cluster.through(body, f"/api/matches/{id}/act", held=[secrets[seat]])
    assert status == 503 and refused["code"] == "store_unavailable", refused
    mover.send({"type": "act", "ref": 99, **body})
    error = mover.until(lambda f: f["type"] in ("ack", "error") and f["ref"] == 99)
    assert error["type"] == "error" and error["code"] == "store_unavailable", error
    cluster.pg.start()
    status, now = past_503(lambda: call(f"{b.url}api/matches/{id}"), "the match is read again")
    assert status == 200 and now["version"] == view["version"]  # nothing was half done
    act = f"/api/matches/{id}/act"
    status, done = past_503(lambda: cluster.through(body, act, held=[secrets[seat]]), "the move")
    assert status == 200 and done["version"] == view["version"] + 1, done
    played.acked.append((view["version"], seat, body["action"]))
    for phone in phones.values():  # both processes push the move, and play goes on
        phone.at(view["version"] + 1)
    played.moves(6)
    check_record(cluster, id, played)


def seat_of(table: dict, seat: int) -> dict:
    return next(s for s in table["seats"] if s["seat"] == seat)


def test_who_is_there_panels_and_takebacks_cross_processes(cluster):
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=9, pace=0)
    near, far = cluster.phone(id, secrets[1], a), cluster.phone(id, secrets[3], b)
    played = Play({1: near, 3: far}, "rooms")
    # Each process's TABLE says both seats are connected: each knows the other's device.
    for phone, other in ((near, 3), (far, 1)):
        phone.until(lambda f: f["type"] == "table" and seat_of(f["table"], other)["connected"])  # noqa: B023 - read at once
    played.moves(3)
    # Rules open on B's device: A's device is told who paused, and B's closing it too.
    far.send({"type": "panel", "ref": 1, "panel": "rules", "open": True})
    near.until(lambda f: f["type"] == "table"
               and [p["seat"] for p in f["table"]["paused_by"]] == [3])  # fmt: skip
    far.send({"type": "panel", "ref": 2, "panel": "rules", "open": False})
    near.until(lambda f: f["type"] == "table" and f["table"]["paused_by"] == [])
    # Seat 1 asks through A to undo; seat 3 refuses through B; then asks again, and seat 3
    # accepts through B: the move is taken back on both.
    for accept in (False, True):
        played.moves(10, before=lambda v: v["to_act_human"] and v["can_undo"])
        view = played.newest()
        near.at(view["version"])
        near.send({"type": "offer", "ref": 3, "version": view["version"], "kind": "undo"})
        assert near.until(lambda f: f["type"] in ("ack", "error") and f["ref"] == 3)["type"] \
            == "ack"  # fmt: skip
        asked = far.until(lambda f: f["type"] == "table" and f["table"]["offer"] is not None)
        offer = asked["table"]["offer"]
        assert offer["by"] == 1 and offer["waiting"] == [3]
        far.send({"type": "answer", "ref": 4, "offer": offer["id"], "accept": accept})
        if accept:
            undone = near.at(view["version"] + 1)
            assert undone["version"] == view["version"] + 1 and far.at(undone["version"])
            status, table_now = cluster.through(None, f"/api/matches/{id}/table")
            assert table_now["offer"] is None
        else:
            told = near.until(lambda f: f["type"] == "offer_refused")
            assert told["by"] == 3 and told["offer"]["id"] == offer["id"]
            if near.table["offer"] is not None:  # its process showed the request: withdrawn
                near.until(lambda f: f["type"] == "table" and f["table"]["offer"] is None)
            played.moves(1)


def forwarded(cluster: Cluster) -> int:
    """Moves and answers pushed on Redis lists so far (only a table's owner's inbox and the
    answers to what it was sent are lists)."""
    stats = cluster.client.info("commandstats")
    return stats.get("cmdstat_rpush", {}).get("calls", 0)


def test_a_tables_owner_moves_to_the_process_its_devices_reach(cluster):
    """A table's lease may be held by a process none of its devices reach (behind nginx, the one
    that heard a computer's first turn, say): the first move forwarded there hands the table
    over, and from then on its players' moves and its computers' are made where its devices
    are, nothing forwarded."""
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=34, pace=0)
    played = Play({1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)},
                  "devices")  # fmt: skip
    played.moves(6)  # devices on both: the table stays with its owner
    owner = until(lambda: cluster.holder(id), "a process owns the table")
    other = b if owner is a else a
    for phone in played.phones.values():
        phone.close()
    played.phones = {seat: cluster.phone(id, secrets[seat], other) for seat in (1, 3)}
    for phone in played.phones.values():
        phone.until(lambda f: f["type"] == "view")
    for _ in range(5):  # the first move forwarded once the owner has seen its devices go
        played.moves(1)
        if cluster.holder(id) is other:  # taken before the move was acknowledged
            break
    assert cluster.holder(id) is other
    pushed = forwarded(cluster)
    played.moves(8)
    assert forwarded(cluster) == pushed  # nothing forwarded: every move made where it arrived
    assert cluster.holder(id) is other
    check_record(cluster, id, played)


def test_a_move_forwarded_while_its_owner_is_killed_is_applied_and_answered_once(cluster):
    """A table's moves are applied by the process holding its lease (its owner); a device on
    another process has its moves forwarded there through Redis (a watcher stays on the owner,
    which keeps a table one of whose devices it serves). The owner is stopped, the
    move sent, the owner killed: the move is answered once (its lease lapses, the other process
    owns the table and applies the move), kept once, and play goes on there."""
    a, b = cluster.backends
    id, secrets, _ = table(cluster, seed=33, pace=0)
    played = Play({1: cluster.phone(id, secrets[1], a), 3: cluster.phone(id, secrets[3], b)},
                  "owner")  # fmt: skip
    played.moves(6)  # the computers are played by the process that owns the table
    owner = until(lambda: cluster.holder(id), "a process owns the table")
    other = b if owner is a else a
    watcher = cluster.phone(id, "", owner)  # a device of its own: the owner keeps the table
    watcher.until(lambda f: f["type"] == "view")
    for phone in played.phones.values():
        phone.close()
    played.phones = {seat: cluster.phone(id, secrets[seat], other) for seat in (1, 3)}
    for phone in played.phones.values():
        phone.until(lambda f: f["type"] == "view")
    pushed = forwarded(cluster)
    played.moves(4)  # moves forwarded from the other process to the owner
    assert cluster.holder(id) is owner
    assert forwarded(cluster) - pushed >= 2 * 4  # each: into the owner's inbox, and its answer
    played.moves(10, before=lambda v: v["to_act_human"] and v["to_act"] in played.phones)
    view = played.newest()
    seat, phone = view["to_act"], played.phones[view["to_act"]]
    phone.at(view["version"])
    action = phone.view["legal"][0]
    owner.proc.send_signal(signal.SIGSTOP)  # it can answer nothing from now on
    phone.send({"type": "act", "ref": 5, "version": view["version"], "seat": seat,
                "action": action})  # fmt: skip
    owner.proc.kill()
    owner.proc.wait(LIMIT)
    cluster.backends.remove(owner)
    answer = phone.until(lambda f: f["type"] in ("ack", "error") and f["ref"] == 5)
    assert answer["type"] == "ack" and answer["version"] == view["version"] + 1, answer
    played.acked.append((view["version"], seat, action))
    phone.send({"type": "ping", "ref": 6})
    phone.until(lambda f: f["type"] == "pong")
    answers = [f for f in phone.frames if f["type"] in ("ack", "error") and f["ref"] == 5]
    assert len(answers) == 1, answers  # answered exactly once
    assert until(lambda: cluster.holder(id), "the other process owns the table") is other
    played.moves(4)  # play goes on at the new owner
    check_record(cluster, id, played)
