"""The rule book's controls at a shared table: takebacks the others accept or refuse, Rules and
Log pausing the server's computers, private hints the host may turn off, a dropped device
coming back to the same seat, a new device a spectator until the host releases the seat; and
what a device may send: malformed, oversized, unknown or too many messages change nothing."""

from __future__ import annotations

import threading

import pytest
from starlette.websockets import WebSocketDisconnect

from dobleseis.core import Play
from dobleseis.core.tiles import name
from dobleseis.session import Rooms
from dobleseis.session.frames import Frames

from .helpers import Server
from .test_live_table import claim, open_table


@pytest.fixture
def server():
    return Server()


def two_players(server, seed=2, seats=("here", "invited", "computer", "computer"), friend=2):
    """Seat 1 on the host's device, seat ``friend`` on a friend's, both connected, the match
    started."""
    host, out = open_table(server, seats=seats, seed=seed)
    id = out["id"]
    ana, _ = claim(server, out["invitation"]["code"], friend, "Ana")
    host.post(f"/api/matches/{id}/host", {"do": "start", "fill": True})
    host.connect(id)
    ana.connect(id)
    return host, ana, id, out


def play(server, id, devices, seat_of):
    """The seat to act plays its first legal action (a computer: the server, when due)."""
    table = server.tables.get(id)
    seat = table.state.to_act
    if not table.is_human(seat):
        assert server.computers() == 1
    else:
        d = seat_of[seat]
        d.send({"type": "act", "ref": 9, "version": table.version, "seat": seat,
                "action": d.views[seat]["legal"][0]})  # fmt: skip
        assert d.until(lambda f: f["type"] in ("ack", "error"))["type"] == "ack"
    table = server.tables.get(id)
    for d in devices:
        d.until_table(table.version)
    return table


def test_a_takeback_is_asked_and_refused_then_accepted(server):
    host, ana, id, _ = two_players(server)
    seats = {1: host, 2: ana}
    table = server.tables.get(id)
    while not (table.can_undo and table.state.to_act == 2):
        table = play(server, id, [host, ana], seats)
    host.send({"type": "offer", "ref": 1, "version": table.version, "kind": "undo"})
    assert host.until(lambda f: f["type"] == "ack")["version"] == table.version
    offer = ana.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    assert (offer["kind"], offer["by"], offer["waiting"]) == ("undo", 1, [2])
    # the computers wait while it is asked; the asker cannot answer it
    host.send({"type": "answer", "ref": 2, "offer": offer["id"], "accept": True})
    assert host.until(lambda f: f["type"] == "error")["code"] == "not_asked"
    ana.send({"type": "answer", "ref": 3, "offer": offer["id"], "accept": False})
    refused = host.until(lambda f: f["type"] == "offer_refused")
    assert refused["by"] == 2 and refused["offer"]["id"] == offer["id"]
    assert server.tables.get(id).saved() == table.saved()  # nothing changed
    host.send({"type": "offer", "ref": 4, "version": table.version, "kind": "undo"})
    offer = ana.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    ana.send({"type": "answer", "ref": 5, "offer": offer["id"], "accept": True})
    assert ana.until(lambda f: f["type"] == "ack")["version"] == table.version + 1
    after = server.tables.get(id)
    for device in (host, ana):  # everyone is told it was agreed, as a refusal is told, before
        # the view it made: a device says what the undo did as that view comes
        told = device.until(
            lambda f: (
                f["type"] == "offer_accepted"
                or (f["type"] == "view" and f["view"]["version"] == after.version)
            )
        )
        assert told["type"] == "offer_accepted", told
        assert told["offer"]["id"] == offer["id"] and told["offer"]["kind"] == "undo"
    assert after.can_redo and after.cursor < table.cursor
    if host.table["version"] != after.version:  # its TABLE may have come before the answer
        host.until_table(after.version)
    assert host.table["offer"] is None and host.views[1]["can_redo"]
    # over HTTP it cannot be done at once either
    r = host.post(f"/api/matches/{id}/redo", {"version": after.version, "viewer": 1})
    assert r.status_code == 422 and r.json()["code"] == "offer_needed"


def hosts_play(action) -> bool:
    return isinstance(action, Play) and action.seat == 1


def test_a_request_says_what_it_would_do_and_nothing_hidden(server):
    """QA with four phones: a request did not say what it was about. The host's undo names the
    host's last tile played, which it takes back with the computer's reply since (as the
    record writes it: it lies on the line, so Bea and a spectator may see it; every frame is
    checked for hidden tiles); a restart names the hand under way; a new match, the score of
    the match it stops. Once answered a request is told without it: an undo carried out put
    its tile back in a hand."""
    host, out = open_table(server, seats=("here", "computer", "invited", "computer"), seed=2)
    id = out["id"]
    bea, _ = claim(server, out["invitation"]["code"], 3, "Bea")
    host.post(f"/api/matches/{id}/host", {"do": "start", "fill": True})
    watcher = server.device()
    devices, table = [host, bea, watcher], server.tables.get(id)
    for device in devices:
        device.connect(id)
    while not (table.state.to_act == 3 and table.timeline[-1].seat == 2
               and hosts_play(table.timeline[-2])):  # fmt: skip
        table = play(server, id, devices, {1: host, 3: bea})
    played = table.timeline[-2]
    undoes = {"seat": 1, "play": name(played.tile)}
    if played.end is not None:
        undoes["end"] = played.end.value
    abouts = {
        "restart": {"hand": table.state.hand_number},
        "new_match": {"score": list(table.state.score)},
        "undo": {"undoes": undoes},
    }
    for ref, (kind, about) in enumerate(abouts.items(), start=1):
        host.send({"type": "offer", "ref": ref, "version": table.version, "kind": kind})
        for device in (bea, watcher):
            said = device.until(lambda f: f["type"] == "table" and f["table"]["offer"])
            assert said["table"]["offer"]["about"] == about
        bea.send({"type": "answer", "ref": ref, "offer": said["table"]["offer"]["id"],
                  "accept": kind == "undo"})  # fmt: skip
        told = host.until(lambda f: f["type"] in ("offer_accepted", "offer_refused"))
        assert told["type"] == ("offer_accepted" if kind == "undo" else "offer_refused")
        assert "about" not in told["offer"]
    assert server.tables.get(id).cursor == table.cursor - 2  # the play and the reply since


def test_the_asker_takes_back_a_request_that_waits_for_a_player_gone(server):
    """A request holds the computers; if the seat it waits for went away, only the asker is
    left to end it, by refusing its own request."""
    host, out = open_table(server, seats=("here", "computer", "invited", "computer"), seed=2)
    id = out["id"]
    bea, _ = claim(server, out["invitation"]["code"], 3, "Bea")
    host.post(f"/api/matches/{id}/host", {"do": "start", "fill": True})
    host.connect(id)
    bea.connect(id)
    table = server.tables.get(id)
    while not (table.can_undo and table.state.to_act == 2):
        table = play(server, id, [host, bea], {1: host, 3: bea})
    host.send({"type": "offer", "ref": 1, "version": table.version, "kind": "undo"})
    assert host.until(lambda f: f["type"] == "ack")["version"] == table.version
    bea.close()  # Bea's phone is gone: nobody else can answer
    offer = host.until(lambda f: f["type"] == "table" and f["table"]["offer"])["table"]["offer"]
    assert offer["waiting"] == [3]
    assert server.computers() == 0  # the computer to play waits for the answer
    host.send({"type": "answer", "ref": 2, "offer": offer["id"], "accept": False})
    told = host.until(lambda f: f["type"] == "offer_refused")
    assert told["by"] == 1 and told["offer"]["id"] == offer["id"]
    host.until(lambda f: f["type"] == "table" and f["table"]["offer"] is None)
    assert server.tables.get(id).saved() == table.saved()  # taken back: nothing undone
    assert server.computers() == 1  # and the table goes on
    host.close()


def test_against_computers_only_a_takeback_acts_at_once(server):
    host, out = open_table(server, seats=("here", "computer", "computer", "computer"), seed=2)
    id = out["id"]
    host.connect(id)
    table = server.tables.get(id)
    while not table.can_undo or table.state.to_act != 1:
        table = play(server, id, [host], {1: host})
    host.send({"type": "offer", "ref": 1, "version": table.version, "kind": "undo"})
    assert host.until(lambda f: f["type"] == "ack")["version"] == table.version + 1
    host.send({"type": "offer", "ref": 2, "version": table.version + 1, "kind": "redo"})
    assert host.until(lambda f: f["type"] == "ack")["version"] == table.version + 2
    assert server.tables.get(id).cursor == table.cursor
    host.send({"type": "offer", "ref": 3, "version": table.version + 2, "kind": "new_match"})
    ack = host.until(lambda f: f["type"] == "ack")
    assert ack["version"] == table.version + 3
    fresh = server.tables.get(ack["next"])
    assert fresh.cursor == 0 and fresh.timeline == () and fresh.secret
    assert fresh.seating == table.seating  # same seats, secrets and code
    left = server.tables.get(id)
    assert left.timeline == table.timeline and left.seating.moved_to == fresh.id


def test_rules_open_on_one_device_pause_every_computer(server):
    host, ana, id, _ = two_players(server, seed=2)
    seats = {1: host, 2: ana}
    ana.send({"type": "panel", "panel": "rules", "open": True})
    paused = host.until(lambda f: f["type"] == "table" and f["table"]["paused_by"])
    assert paused["table"]["paused_by"] == [{"seat": 2, "name": "Ana", "panel": "rules"}]
    table = server.tables.get(id)
    while table.is_human(table.state.to_act):
        table = play(server, id, [host, ana], seats)
    assert server.pacer.pending(id) is None
    assert server.computers() == 0 and server.tables.get(id).version == table.version
    ana.send({"type": "panel", "panel": "rules", "open": False})
    host.until(lambda f: f["type"] == "table" and not f["table"]["paused_by"])
    assert server.pacer.pending(id) is not None
    assert server.computers() == 1
    # a device that goes away closes its panels
    ana.send({"type": "panel", "panel": "log", "open": True})
    host.until(lambda f: f["type"] == "table" and f["table"]["paused_by"])
    ana.close()
    gone = host.until(lambda f: f["type"] == "table" and not f["table"]["paused_by"])
    assert gone["table"]["seats"][1]["connected"] is False  # seat 2 is away; the table waits


def test_a_stranger_s_log_at_a_public_table_pauses_nobody_and_is_sent_to_nobody(server):
    """A stranger watching a public table reads the log for itself, opening and closing it as
    it likes: the players' devices are sent no TABLE of it, and the computers play on while it
    is open. A player's Rules still pause them (RULES.md §1.9)."""
    host = server.device()
    seats = ["here", "computer", "computer", "computer"]
    r = host.post("/api/matches", {"variant": "chiva", "seats": seats, "level": "random"})
    id, secrets = r.json()["id"], r.json()["secrets"]
    host.secrets = [secrets["host"], secrets["seats"]["1"]]
    assert host.post(f"/api/public/tables/{id}", {"public": True}).status_code == 200
    assert server.tables.get(id).seating.started  # every seat taken: it began
    host.connect(id)
    stranger = server.device()
    stranger.connect(id)
    for open in (True, False, True):
        stranger.send({"type": "panel", "panel": "log", "open": open})
    stranger.send({"type": "ping", "ref": 1})
    stranger.until(lambda f: f["type"] == "pong")  # its panels are told
    host.send({"type": "panel", "panel": "rules", "open": True})
    told = host.until(lambda f: f["type"] == "table")  # the first TABLE since: the host's own
    assert [(p["seat"], p["panel"]) for p in told["table"]["paused_by"]] == [(1, "rules")]
    table = server.tables.get(id)
    while table.is_human(table.state.to_act):  # people play while the rules are read
        table = play(server, id, [host, stranger], {1: host})
    assert server.computers() == 0 and server.tables.get(id).version == table.version
    host.send({"type": "panel", "panel": "rules", "open": False})
    told = host.until(lambda f: f["type"] == "table"
                      and all(p["seat"] != 1 for p in f["table"]["paused_by"]))  # fmt: skip
    assert told["table"]["paused_by"] == []  # the stranger's log still open
    assert server.computers() == 1
    tables = [f["table"] for f in host.frames + stranger.frames if f["type"] == "table"]
    assert all(p["seat"] == 1 for t in tables for p in t["paused_by"])  # never the stranger


def test_a_second_device_of_a_seat_that_paused_sends_the_others_nothing(server):
    """Seat 2's Rules open on one of its devices: the same panel opened on its other device
    changes nothing the table shows, and is sent to nobody."""
    host, ana, id, _ = two_players(server)
    again = server.device(ana.secrets)
    again.connect(id)
    ana.send({"type": "panel", "panel": "rules", "open": True})
    host.until(lambda f: f["type"] == "table" and f["table"]["paused_by"])
    again.send({"type": "panel", "panel": "rules", "open": True})
    again.send({"type": "ping", "ref": 1})
    again.until(lambda f: f["type"] == "pong")  # its panel is told
    ana.send({"type": "panel", "panel": "log", "open": True})
    told = host.until(lambda f: f["type"] == "table")  # the first TABLE since: Ana's log
    assert told["table"]["paused_by"] == [{"seat": 2, "name": "Ana", "panel": "log"},
                                          {"seat": 2, "name": "Ana", "panel": "rules"}]  # fmt: skip


def test_hints_go_only_to_the_seat_that_asks_and_the_host_can_turn_them_off(server):
    host, ana, id, _ = two_players(server, seed=0)  # seat 2 opens
    ana.send({"type": "hint", "ref": 7, "seat": 2})
    hint = ana.until(lambda f: f["type"] == "hint")
    assert hint["ref"] == 7 and hint["hint"]["best"] in ana.views[2]["legal"]
    host.send({"type": "hint", "ref": 8, "seat": 2})
    assert host.until(lambda f: f["type"] == "error")["code"] == "not_your_seat"
    assert not any(f["type"] == "hint" for f in host.frames)
    r = host.post(f"/api/matches/{id}/host", {"do": "hints", "allowed": False})
    assert r.status_code == 200 and r.json()["hints"] is False
    assert ana.until_table(r.json()["version"])["table"]["hints"] is False
    ana.send({"type": "hint", "ref": 9, "seat": 2})
    assert ana.until(lambda f: f["type"] == "error")["code"] == "hints_off"
    assert ana.get(f"/api/matches/{id}/hint?seat=2").json()["code"] == "hints_off"


def test_a_dropped_device_comes_back_to_the_same_seat_and_point(server):
    host, ana, id, _ = two_players(server, seed=2)
    seats = {1: host, 2: ana}
    for _ in range(5):
        play(server, id, [host, ana], seats)
    before = ana.views[2]
    ana.close()
    host.until(lambda f: f["type"] == "table" and not f["table"]["seats"][1]["connected"])
    welcome = ana.connect(id)  # the same device: the same secret
    assert welcome["you"] == {"host": False, "seats": [2]}
    assert ana.views[2] == before and ana.table["seats"][1]["connected"]


def test_a_new_device_watches_until_the_host_releases_the_seat(server):
    host, ana, id, out = two_players(server, seed=2)
    code = out["invitation"]["code"]
    phone = server.device()  # Ana's new phone: no secret
    welcome = phone.connect(id)
    assert welcome["you"] == {"host": False, "seats": []} and list(phone.views) == [None]
    r = phone.post(f"/api/invitations/{code}/claim", {"seat": 2})
    assert r.status_code == 409
    r = host.post(f"/api/matches/{id}/host", {"do": "release", "seat": 2})
    assert r.status_code == 200 and r.json()["seats"][1]["taken"] is False
    # the old device's secret no longer proves the seat: it is told, then gets the public view
    you = ana.until(lambda f: f["type"] in ("you", "view"))
    assert you == {"type": "you", "you": {"host": False, "seats": []}, "moved": []}
    ana.seats = set()
    view = ana.receive()
    assert (view["type"], view["seat"]) == ("view", None)
    table = server.tables.get(id)
    ana.send({"type": "act", "ref": 1, "version": table.version, "seat": 2,
              "action": {"pass": True}})  # fmt: skip
    assert ana.until(lambda f: f["type"] == "error")["code"] == "not_your_seat"
    r = phone.post(f"/api/invitations/{code}/claim", {"seat": 2, "name": "Ana"})
    assert r.status_code == 200
    phone.close()
    phone.secrets = [r.json()["secret"]]
    assert phone.connect(id)["you"]["seats"] == [2] and len(phone.views[2]["hand"]) == 7


def test_a_device_connecting_the_moment_after_its_claim_is_welcomed_to_its_seat(
    server, monkeypatch
):
    """The claim is committed, but the table's new scene is still being built when the phone
    says hello: its secret is proved against the seating it was given for (the scene with the
    claim), so the welcome names its seat, and then its tiles come, never the other way."""
    host, ana, id, out = two_players(server, seed=2)
    code = out["invitation"]["code"]
    host.post(f"/api/matches/{id}/host", {"do": "release", "seat": 2})
    ana.until(lambda f: f["type"] == "view" and f["seat"] is None)
    ana.seats = set()
    gate = threading.Event()
    build, heard = Frames._build, Frames.heard

    def held(frames, table_id, watched):  # the scene with the claim waits for the hello
        gate.wait(30)  # a safety limit only: the hello opens the gate
        return build(frames, table_id, watched)

    def hello_read(frames, table_id):
        gate.set()
        return heard(frames, table_id)

    # the scene is built in a frames thread, as with rooms in Redis whose copy is not kept here
    # (a change made here with its rooms in memory is built before its answer: the hello could
    # not come meanwhile, and the gate would hold the claim for its whole safety limit)
    monkeypatch.setattr(Rooms, "ready", lambda rooms, table_id: False)
    monkeypatch.setattr(Frames, "_build", held)
    monkeypatch.setattr(Frames, "heard", hello_read)
    phone = server.device()
    r = phone.post(f"/api/invitations/{code}/claim", {"seat": 2, "name": "Ana"})
    assert r.status_code == 200
    phone.secrets = [r.json()["secret"]]
    assert phone.connect(id)["you"]["seats"] == [2] and len(phone.views[2]["hand"]) == 7


def test_a_rejoin_link_moves_a_seat_to_a_new_device(server):
    host, ana, id, out = two_players(server, seed=2)
    r = ana.post(f"/api/matches/{id}/rejoin", {"seat": 2})
    assert r.status_code == 200 and "#join=" in r.json()["link"]
    assert host.post(f"/api/matches/{id}/rejoin", {"seat": 2}).status_code == 403
    phone = server.device()
    claim_ = f"/api/invitations/{out['invitation']['code']}/claim"
    got = phone.post(claim_, {"rejoin": r.json()["token"]})
    assert got.status_code == 200 and got.json()["seat"] == 2
    assert phone.post(claim_, {"rejoin": r.json()["token"]}).json()["code"] == "bad_rejoin"
    assert ana.get(f"/api/matches/{id}?seat=2").status_code == 403  # the old device lost it
    # and its live connection is told at once that the seat moved to another device
    you = ana.until(lambda f: f["type"] in ("you", "view"))
    assert you == {"type": "you", "you": {"host": False, "seats": []}, "moved": [2]}
    phone.secrets = [got.json()["secret"]]
    assert phone.get(f"/api/matches/{id}?seat=2").status_code == 200


def in_one_scene(monkeypatch):
    """The changes made until the returned function is called reach the connections in one
    scene: its build, in a frames thread (as with rooms in Redis whose copy is not kept here),
    waits until then, and reads the table as they left it (as a connection that hears of a
    burst of changes, or of changes made through another process, sees only the last)."""
    gate = threading.Event()
    build = Frames._build

    def held(frames, table_id, watched):
        gate.wait(30)  # a safety limit only: the test opens the gate
        return build(frames, table_id, watched)

    monkeypatch.setattr(Rooms, "ready", lambda rooms, table_id: False)
    monkeypatch.setattr(Frames, "_build", held)
    return gate.set


def test_a_seat_released_and_claimed_at_once_was_let_go_for_the_device_that_held_it(
    server, monkeypatch
):
    """The host releases seat 3 and a new phone claims it before the old device's connection
    hears of the release: the seat answers to another device's secret, but not by its
    player's rejoin link, so the old device is told the host let it go (``moved`` empty)."""
    seats = ("here", "computer", "invited", "computer")
    host, ana, id, out = two_players(server, seats=seats, friend=3)
    heard = in_one_scene(monkeypatch)
    r = host.post(f"/api/matches/{id}/host", {"do": "release", "seat": 3})
    assert r.status_code == 200
    phone, _ = claim(server, out["invitation"]["code"], 3, "Eve")
    heard()
    you = ana.until(lambda f: f["type"] in ("you", "view"))
    assert you == {"type": "you", "you": {"host": False, "seats": []}, "moved": []}
    assert phone.get(f"/api/matches/{id}?seat=3").status_code == 200


def test_a_seat_moved_by_its_rejoin_link_says_so_when_heard_with_other_changes(server, monkeypatch):
    """Seat 3's player opens its rejoin link on a phone, and the host turns the hints off,
    before the old device's connection hears of either: it is told the seat moved."""
    seats = ("here", "computer", "invited", "computer")
    host, ana, id, out = two_players(server, seats=seats, friend=3)
    heard = in_one_scene(monkeypatch)
    token = ana.post(f"/api/matches/{id}/rejoin", {"seat": 3}).json()["token"]
    phone = server.device()
    got = phone.post(f"/api/invitations/{out['invitation']['code']}/claim", {"rejoin": token})
    assert got.status_code == 200 and got.json()["seat"] == 3
    r = host.post(f"/api/matches/{id}/host", {"do": "hints", "allowed": False})
    assert r.status_code == 200
    heard()
    you = ana.until(lambda f: f["type"] in ("you", "view"))
    assert you == {"type": "you", "you": {"host": False, "seats": []}, "moved": [3]}


def test_the_host_hands_an_away_seat_to_the_computer_and_back(server):
    host, ana, id, _ = two_players(server, seed=0)  # seat 2 opens
    r = host.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": True})
    assert r.json()["seats"][1]["computer"] is True
    ana.until(lambda f: f["type"] == "view" and f["seat"] is None)  # its tiles: nobody's now
    assert server.computers() == 1  # the computer played seat 2's opening
    table = server.tables.get(id)
    assert table.timeline[0].seat == 2
    r = host.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": False})
    assert r.json()["seats"][1]["computer"] is False and server.tables.get(id).is_human(2)


@pytest.mark.parametrize(
    "message, code",
    [
        ("not json", "message_not_json"),
        ("[1, 2]", "message_not_object"),
        ('{"type": "dance"}', "unknown_message"),
        ('{"type": "act", "version": "7", "seat": 1, "action": {"pass": true}}', "message_field"),
        ('{"type": "act", "version": 1, "seat": 9, "action": {"pass": true}}', "message_field"),
        ('{"type": "act", "version": 1, "seat": 1, "action": {"fly": 1}}', "bad_action"),
        ('{"type": "panel", "panel": "menu", "open": true}', "message_field"),
        ('{"type": "ping", "extra": 1}', "message_field"),
        ('{"type": "offer", "version": 1, "kind": "cheat"}', "message_field"),
        ('{"type": "answer", "offer": "o1", "accept": true}', "no_such_offer"),
        ('{"type": "hello", "secrets": []}', "unknown_message"),
        ('{"type": "act", "version": NaN, "seat": 1, "action": {}}', "message_not_json"),
    ],
)
def test_bad_messages_are_answered_and_change_nothing(server, message, code):
    host, ana, id, _ = two_players(server, seed=2)
    before = server.tables.get(id).saved()
    host.ws.send_text(message)
    err = host.until(lambda f: f["type"] == "error")
    assert err["code"] == code and err["error"]
    host.send({"type": "ping", "ref": 3})
    assert host.until(lambda f: f["type"] == "pong")["ref"] == 3  # the connection survives
    assert server.tables.get(id).saved() == before


def test_an_oversized_message_closes_the_connection_with_a_reason(server):
    host, ana, id, _ = two_players(server)
    host.send({"type": "ping", "pad": "x" * 5000})
    assert host.until(lambda f: f["type"] == "error")["code"] == "message_too_large"
    with pytest.raises(WebSocketDisconnect) as closed:
        host.until(lambda f: False)
    assert closed.value.code == 1009


def test_the_first_message_must_be_hello(server):
    host, out = open_table(server, seats=("here", "computer", "computer", "computer"))
    ws = host.http.websocket_connect(f"/api/matches/{out['id']}/live")
    ws.__enter__()
    ws.send_json({"type": "ping"})
    assert ws.receive_json()["code"] == "hello_first"
    with pytest.raises(WebSocketDisconnect) as closed:
        ws.receive_json()
    assert closed.value.code == 4400


def test_a_flood_of_messages_is_bounded(server):
    host, ana, id, _ = two_players(server)
    for n in range(60):  # the clock stands still: 40 at once, no more
        host.send({"type": "ping", "ref": n})
    got = [host.until(lambda f: f["type"] in ("pong", "error")) for _ in range(60)]
    assert sum(f["type"] == "pong" for f in got) == 40
    assert {f["code"] for f in got if f["type"] == "error"} == {"too_many_messages"}
    server.clock.advance(1)  # 20 a second come back
    host.send({"type": "ping", "ref": 99})
    assert host.until(lambda f: f["type"] in ("pong", "error"))["type"] == "pong"
    for n in range(200):
        host.send({"type": "ping", "ref": n})
    with pytest.raises(WebSocketDisconnect) as closed:
        host.until(lambda f: False)
    assert closed.value.code == 1008
