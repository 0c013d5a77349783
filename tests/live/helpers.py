"""Several devices at one table: each a TestClient holding its own secrets and, when it is
connected, a WebSocket whose every frame is kept and checked for tiles it may not see."""

from __future__ import annotations

import json
import re

from starlette.testclient import TestClient

from dobleseis.core.tiles import name, tiles_in
from dobleseis.session import ManualClock, TableService
from dobleseis.web.app import create_app

from ..api.helpers import MACHINE, quick_decider

SECRETS = "Dobleseis-Secrets"
TILE = re.compile(r"\b([0-6])-([0-6])\b")


def tiles_of(obj) -> set[str]:
    """Every tile written anywhere in a JSON value (either order: 4-6 is 6-4)."""
    return {f"{max(a, b)}-{min(a, b)}" for a, b in TILE.findall(json.dumps(obj))}


def hidden_from(state, seats) -> set[str]:
    """Tiles of the current deal held by seats other than ``seats`` (all of them for a
    spectator); none once the match is over."""
    if state.over:
        return set()
    hands = state.hand.hands if state.hand is not None else state.dealt
    return {name(t) for s in (1, 2, 3, 4) if s not in seats for t in tiles_in(hands[s - 1])}


class Server:
    """The app with the server's computer player on a manual clock (``rooms``: shared with
    other processes, e.g. ``RedisRooms``; by default its own)."""

    def __init__(self, tables: TableService | None = None, rooms=None) -> None:
        self.clock = ManualClock()
        self.tables = tables if tables is not None else TableService(decider=quick_decider())
        self.app = create_app(self.tables, play=True, clock=self.clock, limits=MACHINE,
                              rooms=rooms)  # fmt: skip
        self.pacer = self.app.state.pacer
        self.states: dict[tuple[str, int], object] = {}  # (table id, version) -> its state
        store, put = self.tables.store, self.tables.store.put

        def keep(table, *args, **kwargs):
            put(table, *args, **kwargs)
            self.states[table.id, table.version] = table.state

        store.put = keep

    def state_at(self, id: str, version: int | None):
        """The state of table ``id`` at ``version`` (the current one when not known): a device
        may read a frame after the table has moved on (the server's computers, a new match)."""
        state = self.states.get((id, version))
        if state is None:
            table = self.tables.store.get(id)
            state = table.state if table is not None else None
        return state

    def device(self, secrets: list[str] | None = None) -> Device:
        return Device(self, secrets or [])

    def computers(self) -> int:
        """Let the table's pace pass and play what is due."""
        self.clock.advance(10)
        return self.pacer.run_due()


class Device:
    def __init__(self, server: Server, secrets: list[str]) -> None:
        self.server = server
        self.secrets = list(secrets)
        self.http = TestClient(server.app)
        self.http.__enter__()
        self.ws = None
        self.frames: list[dict] = []
        self.seats: set[int] = set()
        self.views: dict[int | None, dict] = {}
        self.table: dict | None = None

    def headers(self) -> dict:
        return {SECRETS: " ".join(self.secrets)}

    def get(self, path: str):
        return self.http.get(path, headers=self.headers())

    def post(self, path: str, body: dict):
        return self.http.post(path, json=body, headers=self.headers())

    def connect(self, id: str, show=None, **headers) -> dict:
        self.ws = self.http.websocket_connect(f"/api/matches/{id}/live", headers=headers)
        self.ws.__enter__()
        hello = {"type": "hello", "secrets": self.secrets}
        if show is not None:
            hello["show"] = show
        self.send(hello)
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        self.seats = set(welcome["you"]["seats"])
        self.until_table()
        return welcome

    def send(self, message: dict) -> None:
        self.ws.send_text(json.dumps(message))

    def receive(self) -> dict:
        frame = self.ws.receive_json()
        self.frames.append(frame)
        self.check(frame)
        if frame["type"] == "view":
            self.views[frame["seat"]] = frame["view"]
        elif frame["type"] == "table":
            self.table = frame["table"]
        return frame

    def check(self, frame: dict) -> None:
        """No frame carries a tile hidden from this device's seats at the version it was sent
        for."""
        if not self.ws:
            return
        body = frame.get("view") or frame.get("table") or frame
        version = body.get("version") if isinstance(body, dict) else None
        state = self.server.state_at(self.table_id, version)
        if state is None:
            return
        hidden = hidden_from(state, self.seats)
        shown = frame
        if frame["type"] == "view":  # a finished hand is public: all four hands are shown
            shown = {**frame, "view": {**frame["view"], "last_result": None}}
        leaked = tiles_of(shown) & hidden
        assert not leaked, (frame["type"], sorted(leaked), self.seats)

    @property
    def table_id(self) -> str | None:
        path = self.ws.scope["path"] if self.ws is not None else ""
        return path.split("/")[3] if path else None

    def until(self, test) -> dict:
        while True:
            frame = self.receive()
            if test(frame):
                return frame

    def until_table(self, version: int | None = None) -> dict:
        """Frames up to the TABLE of ``version`` (of any version: None)."""
        return self.until(lambda f: f["type"] == "table"
                          and (version is None or f["table"]["version"] == version))  # fmt: skip

    def close(self) -> None:
        if self.ws is not None:
            self.ws.__exit__(None, None, None)
            self.ws = None

    def leave(self) -> None:
        self.close()
        self.http.__exit__(None, None, None)
