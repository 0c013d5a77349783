"""Away players at public tables (docs/api.md, "Away players at public tables"): a person's
seat with no live connection for the away time (an injected clock) is played by the computer,
and everyone sees it; its player takes it back with one command. Private tables: never."""

from __future__ import annotations

import json

import pytest
import redis

from dobleseis.session import ManualClock, Proof, TableService
from dobleseis.session.cluster.redis_rooms import RedisRooms
from dobleseis.session.keys import key_of
from dobleseis.session.public import PublicService

from ..api.helpers import quick_decider
from .helpers import SECRETS, player


@pytest.fixture
def public(tables):
    return PublicService(tables, clock=ManualClock(), away=60)


def test_an_away_player_s_seat_is_played_by_the_computer_until_they_take_it(client, public,
                                                                            tables):  # fmt: skip
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick()["id"]
    ben.quick()
    ana.post(f"/api/public/tables/{id}/start")
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "secrets": ana.seats}))
        assert ws.receive_json()["type"] == "welcome"
        assert public.run_due() == 0  # Ben's absence is seen from now
        public.clock.advance(59)
        assert public.run_due() == 0
        public.clock.advance(1)
        assert public.run_due() == 1
        table = client.get(f"/api/matches/{id}/table").json()
        ana_seat, ben_seat = table["seats"][0], table["seats"][1]
        assert (ana_seat["computer"], ana_seat["away"]) == (False, False)  # connected
        assert (ben_seat["computer"], ben_seat["away"]) == (True, True)
        assert tables.get(id).seats[1] == "computer"
    # the list of matches names Ben's seat as his still (the computer stands in), not a
    # computer's as seats 3 and 4 are
    assert listed(ana) == (
        ["human", "computer", "computer", "computer"],
        [False, True] + [False] * 2,
    )
    r = ben.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": False})
    assert r.status_code == 200, r.text
    assert listed(ben) == (["human", "human", "computer", "computer"], [False] * 4)
    assert (r.json()["seats"][1]["computer"], r.json()["seats"][1]["away"]) == (False, False)
    r = ben.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 1, "on": False})
    assert r.status_code == 403 and r.json()["code"] == "not_host"


def listed(device) -> tuple[list[str], list[bool]]:
    """The seats and the stand-ins of the one match in ``device``'s list of matches."""
    (summary,) = device.get("/api/matches").json()["matches"]
    return summary["seats"], summary["stand_in"]


def test_a_waiting_table_and_a_private_table_have_no_away_players(client, public, tables):
    ana = player(client, "Ana")
    waiting = ana.quick()["id"]
    seats = ["here", "invited", "computer", "computer"]
    r = client.post("/api/matches", json={"variant": "chiva", "level": "random", "seats": seats})
    created = r.json()
    code = created["table"]["code"]
    client.post(f"/api/invitations/{code}/claim", json={"seat": 2})
    headers = {SECRETS: created["secrets"]["host"]}
    assert client.post(f"/api/matches/{created['id']}/host", json={"do": "start"},
                       headers=headers).status_code == 200  # fmt: skip
    public.run_due()
    public.clock.advance(29)  # within the countdown: the waiting table keeps its player
    public.run_due()
    public.clock.advance(3600)
    public.run_due()
    assert tables.get(created["id"]).seats == ("human", "human", "computer", "computer")
    assert not tables.get(waiting).seating.chair(1).away


def test_the_away_time_is_kept_in_redis_through_a_restart(redis_server):
    """Ben's absence is first seen by one process, which then stops; the process started after
    it (rooms on the same Redis, the same clock) hands his seat to the computer once the away
    time has passed since that first look, not since its own start."""
    tables = TableService(decider=quick_decider())
    clock = ManualClock()
    clock.advance(1_000_000)

    def process(name: str) -> PublicService:
        client = redis.Redis.from_url(redis_server.url, decode_responses=True, socket_timeout=2)
        return PublicService(
            tables, rooms=RedisRooms(client, name, redis_server.url), clock=clock, away=60
        )

    before = process("before")
    ana, ben = before.make_profile("Ana", "🐢")[1], before.make_profile("Ben", "🦜")[1]
    seated = before.quick(key_of(ana), "chiva")
    before.quick(key_of(ben), "chiva")
    id = seated.table.id
    before.start(id, frozenset({key_of(seated.secret)}))
    before.rooms.join(id, Proof(False, frozenset({1})))  # Ana is connected, Ben is not
    assert before.run_due() == 0  # Ben's absence is seen from now
    clock.advance(40)
    before.stop()
    before.rooms.close()

    after = process("after")
    after.rooms.join(id, Proof(False, frozenset({1})))
    try:
        clock.advance(19)
        assert after.run_due() == 0
        clock.advance(1)  # 60 s since the first process saw him go
        assert after.run_due() == 1
        assert tables.get(id).seating.chair(2).away
        tables.change(id, None, lambda t: (t.seated(t.seating.handed(2, False)), None))
        assert after.run_due() == 0  # back, still without a connection: counted afresh
        clock.advance(59)
        assert after.run_due() == 0
        kept = after.rooms.client
        assert kept.exists(f"dobleseis:away:{id}")
        # no longer a public match being played (as when it ends): its absences are forgotten
        tables.change(id, None, lambda t: (t.seated(t.seating.made_public(None)), None))
        assert after.run_due() == 0
        assert not kept.exists(f"dobleseis:away:{id}")
    finally:
        after.stop()
        after.rooms.close()


def test_the_host_s_own_seat_at_a_public_match_is_played_for_them_when_away(client, public):
    """Strangers who took seats from the lobby are not held for good by a host who went away:
    the host's seat is played by the computer as anyone's, and the host takes it back so."""
    body = {"variant": "chiva", "seats": ["here", "invited", "invited", "computer"]}
    created = client.post("/api/matches", json=body).json()
    id, host = created["id"], {SECRETS: created["secrets"]["host"]}
    r = client.post(f"/api/public/tables/{id}", json={"public": True}, headers=host)
    assert r.status_code == 200, r.text
    ana, ben = player(client, "Ana"), player(client, "Ben")
    for who, seat in ((ana, 2), (ben, 3)):
        who.seats.append(who.post(f"/api/public/tables/{id}/take", {"seat": seat}).json()["secret"])
    assert client.get(f"/api/matches/{id}/table").json()["started"]  # every seat taken
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_text(json.dumps({"type": "hello", "secrets": ana.seats + ben.seats}))
        assert ws.receive_json()["type"] == "welcome"
        public.run_due()
        public.clock.advance(60)
        assert public.run_due() == 1
        seat = client.get(f"/api/matches/{id}/table").json()["seats"][0]
        assert (seat["computer"], seat["away"]) == (True, True)
    r = client.post(f"/api/matches/{id}/host", json={"do": "computer", "seat": 1, "on": False},
                    headers=host)  # fmt: skip
    assert r.status_code == 200 and r.json()["seats"][0]["computer"] is False


def test_a_public_match_everyone_left_leaves_the_lobby_until_someone_is_back(client, public):
    """Every person away, a public match is four computers, which play only while watched: it
    would stay in the lobby (and be looked at every second) for good. It leaves the list, and
    comes back when a player takes a seat back."""
    ana, ben = player(client, "Ana"), player(client, "Ben")
    id = ana.quick()["id"]
    ben.quick()
    ana.post(f"/api/public/tables/{id}/start")
    assert [t["id"] for t in client.get("/api/public/lobby").json()["tables"]] == [id]
    public.run_due()
    public.clock.advance(60)
    assert public.run_due() == 1
    assert client.get("/api/public/lobby").json()["tables"] == []
    assert public.run_due() == 0  # not looked at any more
    r = ben.post(f"/api/matches/{id}/host", {"do": "computer", "seat": 2, "on": False})
    assert r.status_code == 200, r.text
    assert [t["id"] for t in client.get("/api/public/lobby").json()["tables"]] == [id]
