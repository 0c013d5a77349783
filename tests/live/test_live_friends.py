"""What makes a friends' table kind: a new match that keeps the one before, a gentle nudge to
the person the table waits for, the end-of-hand card that says who still looks at it (and
pauses nobody), the names the host's device gives its seats, a friend taking their seat back
from the computer the host let stand in for them, and two friends asking for a new match at
once both getting it."""

from __future__ import annotations

import pytest

from dobleseis.session import NUDGE_EVERY

from .helpers import Server
from .test_live_controls import play, two_players
from .test_live_table import open_table


@pytest.fixture
def server():
    return Server()


def test_a_new_match_is_a_new_stored_match_and_the_one_left_stays_as_it_was(server):
    host, ana, id, out = two_players(server, seats=("here", "invited", "computer", "computer"))
    code = out["invitation"]["code"]
    seats = {1: host, 2: ana}
    for _ in range(6):
        table = play(server, id, [host, ana], seats)
    host.send({"type": "offer", "ref": 1, "version": table.version, "kind": "new_match"})
    offer = ana.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    ana.send({"type": "answer", "ref": 2, "offer": offer["id"], "accept": True})
    ack = ana.until(lambda f: f["type"] == "ack")
    fresh_id = ack["next"]
    assert fresh_id != id and ack["version"] == table.version + 1
    # every device of the table hears where it went
    for d in (host, ana):
        assert d.until_table(table.version + 1)["table"]["next"] == fresh_id
    left, fresh = server.tables.get(id), server.tables.get(fresh_id)
    assert left.timeline == table.timeline and left.cursor == table.cursor  # nothing lost
    assert fresh.timeline == () and fresh.secret and fresh.seed != left.seed
    assert fresh.seating == table.seating and fresh.seating.code == table.seating.code
    # the code finds the table where it is now; the match left can no longer be changed ...
    assert ana.get(f"/api/invitations/{code}").json()["id"] == fresh_id
    ana.send({"type": "act", "ref": 3, "version": left.version, "seat": 2,
              "action": {"pass": True}})  # fmt: skip
    refused = ana.until(lambda f: f["type"] == "error")
    assert refused["code"] == "moved_on" and refused["fields"]["next"] == fresh_id
    r = host.post(f"/api/matches/{id}/host", {"do": "hints", "allowed": False})
    assert r.status_code == 422 and r.json()["code"] == "moved_on"
    server.computers()  # the new match's, if any: never the one left
    assert server.tables.get(id).version == left.version
    # ... but it stays each device's, and its record and replay open now (it cannot go on)
    for d in (host, ana):
        listed = {m["id"]: m for m in d.get("/api/matches").json()["matches"]}
        assert set(listed) == {id, fresh_id}
        assert listed[id]["next"] == fresh_id and listed[id]["record"] is True
    record = ana.get(f"/api/matches/{id}/record")
    assert record.status_code == 200 and len(record.json()["actions"]) == left.cursor
    assert record.json()["seed"] == left.seed
    assert ana.get(f"/api/matches/{id}/replay?step=1").status_code == 200
    # the new match is played by the same devices, with the same secrets
    host.close(), ana.close()
    host.connect(fresh_id), ana.connect(fresh_id)
    assert host.seats == {1} and ana.seats == {2}
    play(server, fresh_id, [host, ana], seats)


def heard(device, *tests) -> list[dict]:
    """Frames until one matched each of ``tests``, whatever their order (a scene puts the
    answer to a request before or after the TABLE it came with); the frames matched."""
    found: list[dict | None] = [None] * len(tests)
    while None in found:
        frame = device.receive()
        for i, test in enumerate(tests):
            if found[i] is None and test(frame):
                found[i] = frame
    return found


def test_two_friends_asking_for_a_new_match_at_once_both_get_it(server):
    """At the end of the match both friends ask for a new match in the same moment (QA: the
    second was told "another request is waiting for an answer"): whichever the server takes
    second is the yes to the other's request, and the table moves on to the new match."""
    host, ana, id, _ = two_players(server, seats=("here", "invited", "computer", "computer"))
    seats = {1: host, 2: ana}
    table = server.tables.get(id)
    while not table.state.over:
        table = play(server, id, [host, ana], seats)
    for ref, device in ((1, host), (2, ana)):
        device.send({"type": "offer", "ref": ref, "version": table.version, "kind": "new_match"})
    acks = [d.until(lambda f: f["type"] in ("ack", "error")) for d in (host, ana)]
    asked, agreed = sorted(acks, key=lambda ack: "next" in ack)
    assert set(asked) == {"type", "ref", "version"} and asked["version"] == table.version
    assert agreed["joined"] is True and agreed["version"] == table.version + 1
    fresh_id = agreed["next"]
    for device in (host, ana):  # every device is told, as after an answer, and follows
        moved, told = heard(device, lambda f: f["type"] == "table" and f["table"]["next"],
                            lambda f: f["type"] == "offer_accepted")  # fmt: skip
        assert moved["table"]["next"] == fresh_id and told["offer"]["kind"] == "new_match"
    fresh = server.tables.get(fresh_id)
    assert fresh.timeline == () and fresh.seating == table.seating
    assert server.tables.get(id).seating.moved_to == fresh_id


def test_a_new_match_against_computers_is_a_new_match_at_once(server):
    host, out = open_table(server, seats=("here", "computer", "computer", "computer"), seed=2)
    host.connect(out["id"])
    version = server.tables.get(out["id"]).version
    host.send({"type": "offer", "ref": 1, "version": version, "kind": "new_match"})
    ack = host.until(lambda f: f["type"] == "ack")
    assert ack["next"] != out["id"] and server.tables.get(ack["next"]).timeline == ()
    # a match left cannot be left again
    host.send({"type": "offer", "ref": 2, "version": version + 1, "kind": "new_match"})
    assert host.until(lambda f: f["type"] == "error")["code"] == "moved_on"


def ana_to_act(server, host, ana, id):
    """Play until seat 2 (Ana, on her own device) is to act."""
    table = server.tables.get(id)
    while table.state.to_act != 2:
        table = play(server, id, [host, ana], {1: host, 2: ana})
    return table


def test_a_nudge_reaches_the_person_the_table_waits_for_once_a_minute(server):
    host, ana, id, _ = two_players(server)
    table = ana_to_act(server, host, ana, id)
    assert host.table["waiting_for"] == [2]
    host.send({"type": "nudge", "ref": 1, "seat": 2})
    assert host.until(lambda f: f["type"] in ("ack", "error"))["type"] == "ack"
    nudged = ana.until(lambda f: f["type"] == "nudge")
    assert (nudged["seat"], nudged["by"], nudged["name"]) == (2, 1, None)
    assert server.tables.get(id).version == table.version  # a nudge changes no match
    host.send({"type": "nudge", "ref": 2, "seat": 2})
    again = host.until(lambda f: f["type"] == "error")
    assert again["code"] == "nudge_too_soon" and 0 < again["fields"]["wait"] <= NUDGE_EVERY
    server.clock.advance(NUDGE_EVERY)
    host.send({"type": "nudge", "ref": 3, "seat": 2})
    assert host.until(lambda f: f["type"] in ("ack", "error"))["type"] == "ack"
    assert ana.until(lambda f: f["type"] == "nudge")["seat"] == 2
    # nobody nudges a seat the table does not wait for, their own seat, or as a stranger
    ana.send({"type": "nudge", "ref": 4, "seat": 1})
    assert ana.until(lambda f: f["type"] == "error")["code"] == "not_waited_for"
    ana.send({"type": "nudge", "ref": 5, "seat": 2})
    assert ana.until(lambda f: f["type"] == "error")["code"] == "not_waited_for"
    stranger = server.device()
    stranger.connect(id)
    stranger.send({"type": "nudge", "ref": 6, "seat": 2})
    assert stranger.until(lambda f: f["type"] == "error")["code"] == "not_a_player"
    # a device that connects later hears no old nudge
    ana.close()
    ana.connect(id)
    host.send({"type": "ping", "ref": 7})
    host.until(lambda f: f["type"] == "pong")
    assert not any(f["type"] == "nudge" for f in ana.frames[-3:])


def test_the_end_of_hand_card_says_who_looks_at_it_and_pauses_nobody(server):
    host, ana, id, _ = two_players(server)
    ana.send({"type": "panel", "panel": "reveal", "open": True})
    seen = host.until(lambda f: f["type"] == "table" and f["table"]["at_reveal"])
    assert seen["table"]["at_reveal"] == [2] and seen["table"]["paused_by"] == []
    table = server.tables.get(id)
    while table.is_human(table.state.to_act):
        table = play(server, id, [host, ana], {1: host, 2: ana})
    assert server.pacer.pending(id) is not None  # the computers go on
    ana.send({"type": "panel", "panel": "reveal", "open": False})
    assert host.until(lambda f: f["type"] == "table" and not f["table"]["at_reveal"])


def test_the_hosts_device_names_its_own_seats(server):
    host, out = open_table(server, seats=("here", "invited", "computer", "here"),
                           names=["Marta", None, None, " Luis  "])  # fmt: skip
    names = [s["name"] for s in out["table"]["seats"]]
    assert names == ["Marta", None, None, "Luis"]
    for names, code in ((["A", "B", None, None], "name_not_here"), (["A"], "names_not_four"),
                        (["x" * 25, None, None, None], "bad_name")):  # fmt: skip
        r = host.post("/api/matches", {"variant": "chiva", "seats": ["here", "invited",
                                       "computer", "here"], "names": names})  # fmt: skip
        assert r.status_code == 400 and r.json()["code"] == code, r.text


def test_a_friend_takes_back_the_seat_the_computer_played_for_them(server):
    host, ana, id, _ = two_players(server)
    r = host.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": True})
    assert r.json()["seats"][1]["computer"] is True
    assert ana.until_table(r.json()["version"])["table"]["seats"][1]["computer"] is True
    # only their own seat, never another's
    r = ana.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 1, "on": True})
    assert r.status_code == 403 and r.json()["code"] == "not_host"
    r = ana.post(f"/api/matches/{id}/host", {"do": "hints", "allowed": False})
    assert r.status_code == 403
    r = ana.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": True})
    assert r.status_code == 403  # the host decides who the computer stands in for
    r = ana.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": False})
    assert r.status_code == 200 and r.json()["seats"][1]["computer"] is False
    # the seat's view comes back to its device
    view = ana.until(lambda f: f["type"] == "view" and f["seat"] == 2)["view"]
    assert view["viewer"] == 2 and len(view["hand"]) == view["counts"][1]
