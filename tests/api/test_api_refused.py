"""The refusals over the app's quotas, told to the host in one line a minute in the server's log
(web/refused.py): never a line each, nothing when nothing was refused, and counted within bounds
however many addresses a flood comes from. On a manual clock: no sleeps."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from dobleseis.session import ManualClock, TableService
from dobleseis.web.app import create_app
from dobleseis.web.limits import DEFAULTS, Limits
from dobleseis.web.refused import Refused

from .helpers import SECRETS, C, H, create, holding, quick_decider

CHIVA = {"variant": "chiva", "seats": [H, C, H, C], "level": "random", "seed": 1}
PROFILE = {"name": "Ana", "avatar": "🐢"}
PROFILES = "over 1 profiles a minute from one address (--profiles-per-minute)"


def app_with(limits: Limits):
    clock = ManualClock()
    app = create_app(TableService(decider=quick_decider()), clock=clock, limits=limits)
    return app, clock, app.state.refused


def said(capsys) -> list[str]:
    """The lines the server wrote in its log (stderr) since the last look."""
    return [line for line in capsys.readouterr().err.splitlines() if line.startswith("dobleseis:")]


def test_refusals_over_quotas_are_told_in_one_line_a_minute(capsys):
    app, clock, refused = app_with(Limits(creates=2, profiles=1))
    with TestClient(app) as client:
        other = TestClient(app, client=("198.51.100.7", 1))  # another address
        assert [client.post("/api/matches", json=CHIVA).status_code for _ in range(5)] == [
            201, 201, 429, 429, 429]  # fmt: skip
        assert [other.post("/api/matches", json=CHIVA).status_code for _ in range(3)] == [
            201, 201, 429]  # fmt: skip
        assert refused.due() is None and said(capsys) == []  # no line a refusal
        clock.advance(30)
        assert client.post("/api/profiles", json=PROFILE).status_code == 201
        assert client.post("/api/profiles", json=PROFILE).status_code == 429
        assert refused.due() is None and said(capsys) == []  # nor before the minute is over
        clock.advance(30)
        line = refused.due()
        assert line == (
            "refused 5 requests from 2 addresses (4 from testclient) over quotas in the last 60 s:"
            " 4 over 2 new tables a minute or 500 a day from one address (--max-creates, "
            f"--max-creates-per-day); 1 {PROFILES}"
        )
        assert said(capsys) == [f"dobleseis: {line}"]
        assert refused.due() is None and said(capsys) == []  # told once
        clock.advance(1)
        assert client.post("/api/profiles", json=PROFILE).status_code == 429
        clock.advance(59)  # the next minute began at its first refusal
        assert refused.due() is None and said(capsys) == []
        clock.advance(1)
        line = refused.due()
        assert line == (
            "refused 1 request from 1 address, testclient, over quotas in the last 60 s: "
            f"1 {PROFILES}"
        )
        assert said(capsys) == [f"dobleseis: {line}"]
        assert [client.post("/api/profiles", json=PROFILE).status_code for _ in range(2)] == [
            201, 429]  # fmt: skip
        clock.advance(5)
    # the server's end tells what is left, however little of the minute has passed
    assert said(capsys) == [
        f"dobleseis: refused 1 request from 1 address, testclient, over quotas in the last 5 s: "
        f"1 {PROFILES}"
    ]


def test_nothing_is_told_when_nothing_was_refused(capsys):
    app, clock, refused = app_with(Limits(creates=2))
    with TestClient(app) as client:
        assert client.post("/api/matches", json=CHIVA).status_code == 201
        assert client.get("/api/matches/nosuch").status_code == 404  # refused, by no quota
        assert client.post("/api/matches", content=b"x").status_code == 415
        clock.advance(3600)
        assert refused.due() is None
    assert said(capsys) == []


def test_a_flood_from_many_addresses_is_counted_within_bounds(capsys):
    app, clock, refused = app_with(Limits(profiles=1, proxies=("*",)))
    refused.addresses = 3  # what is counted one by one: 10,000 addresses, here 3

    def profile(address: str) -> int:
        forwarded = {"X-Forwarded-For": address}
        return client.post("/api/profiles", json=PROFILE, headers=forwarded).status_code

    with TestClient(app) as client:
        assert [profile(f"198.51.100.{i}") for i in range(8) for _ in range(2)] == [201, 429] * 8
        assert [profile("198.51.100.1") for _ in range(3)] == [429] * 3
        assert len(refused.senders) == 3 and refused.unnamed == 5  # the others only in all
        clock.advance(60)
        assert refused.due() == (
            "refused 11 requests from 3 addresses or more (4 from 198.51.100.1) over quotas in "
            f"the last 60 s: 11 {PROFILES}"
        )
        assert not refused.senders and not refused.unnamed  # forgotten once told


def test_a_live_connection_s_refusals_are_counted_too(capsys):
    app, clock, refused = app_with(Limits(spectators_per_address=1))
    with holding(TestClient(app)) as client:
        id = create(client, seats=(H, C, C, C))["id"]
        with client.websocket_connect(f"/api/matches/{id}/live") as ws:
            ws.send_json({"type": "hello", "secrets": client.headers[SECRETS].split()})
            for n in range(45):  # the clock stands still: 40 at once, then each one refused
                ws.send_json({"type": "ping", "ref": n})
            answers = []
            while len(answers) < 45:
                frame = ws.receive_json()
                if frame["type"] in ("pong", "error"):
                    answers.append(frame.get("code"))
            assert answers.count("too_many_messages") == 5
        with client.websocket_connect("/api/public/live") as lobby:
            lobby.send_text(json.dumps({"type": "hello", "variant": None}))
            assert lobby.receive_json()["type"] == "lobby"
            with client.websocket_connect("/api/public/live") as second:  # one watcher too many
                second.send_text(json.dumps({"type": "hello", "variant": None}))
                assert second.receive_json()["code"] == "too_many_watching"
                with pytest.raises(WebSocketDisconnect) as closed:
                    second.receive_json()
                assert closed.value.code == 1013
        clock.advance(60)
        assert refused.due() == (
            "refused 6 requests from 1 address, testclient, over quotas in the last 60 s: 5 over "
            "the messages of one live connection, or 100 a second on all of one address's "
            "(--max-requests); "
            "1 over 1 spectators' connections from one address (--max-spectators-per-address)"
        )


class ManualLoop(asyncio.SelectorEventLoop):
    """An event loop whose time is a ``ManualClock``'s: its timers ring once the test has
    advanced the clock past them, at the loop's next turn, never after a real wait."""

    def __init__(self, clock: ManualClock) -> None:
        super().__init__()
        self.clock = clock

    def time(self) -> float:
        return self.clock()


def on_manual_loop(clock: ManualClock, coroutine) -> None:
    """Run ``coroutine`` on a ``ManualLoop`` of ``clock``, in a thread of its own (as
    tests/loop.py's ``run``)."""

    def run() -> None:
        loop = ManualLoop(clock)
        try:
            loop.run_until_complete(coroutine)
        finally:
            loop.close()

    with ThreadPoolExecutor(1, thread_name_prefix="test-loop") as thread:
        thread.submit(run).result()


async def turns(n: int = 3) -> None:
    """Let the loop take ``n`` turns (what is due runs)."""
    for _ in range(n):
        await asyncio.sleep(0)


def test_the_server_s_loop_tells_the_line_once_its_minute_is_over(capsys):
    clock = ManualClock()
    refused = Refused(DEFAULTS, clock)

    async def served() -> None:
        refused.start()
        refused.count("too_many_hints", "203.0.113.5")
        await turns()
        clock.advance(59)
        refused.count("too_many_hints", "203.0.113.5")
        refused.count("no_such_match", "203.0.113.5")  # no quota's: not counted
        await turns()
        assert said(capsys) == []
        clock.advance(1)
        await turns()
        assert said(capsys) == [
            "dobleseis: refused 2 requests from 1 address, 203.0.113.5, over quotas in the last "
            "60 s: 2 over a seat's hints, one each 2 s"
        ]
        clock.advance(3600)
        await turns()
        assert said(capsys) == []  # nothing more refused, nothing more said
        refused.count("too_many_tries", "203.0.113.5")
        await turns()
        clock.advance(60)
        await turns()
        assert said(capsys) == [
            "dobleseis: refused 1 request from 1 address, 203.0.113.5, over quotas in the last "
            "60 s: 1 over the wrong invitation codes one address may try"
        ]
        refused.stop()

    on_manual_loop(clock, served())
    assert said(capsys) == []
