"""Fuzzing the API: thousands of random, illegal, stale and malformed requests, each followed by
the two checks that matter.

1. **Consistent**: what is on disk (read through a second SQLite connection, as a restarted
   server would) replays to exactly the live table — same timeline, cursor, version and state.
2. **Private**: no answer carries a tile hidden from the seat that asked. Only the structured
   fields that carry tiles are checked, each against what the seat may know: ``hand`` is the
   seat's own hand exactly, ``legal`` and a hint's actions play only its own tiles, ``line`` and
   ``moves`` only tiles on the table, the computer's ``action`` only the tile it just put there;
   the public view has no hand and no legal actions. Finished hands (``last_result``) are
   public. A replay answers only for a finished match. (Texts such as hint reasons and the log
   are words about the game and are not parsed here; the privacy tests check the log.)
   Imported records (whole, cut short, or spoiled by a random action) join the matches.

And never a 500: every refusal is a 400/404/405/409/413/415/422 with a one-line ``error``, a
``code`` the server has a sentence for and its ``fields``.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st
from starlette.testclient import TestClient

from dobleseis.core import view
from dobleseis.core.record import record_of
from dobleseis.core.tiles import name, tiles_in
from dobleseis.session import ManualClock, SqliteStore, Table, TableService
from dobleseis.web.app import MAX_BODY, create_app

from .helpers import MACHINE, holding, quick_decider, refusal

H, C = "human", "computer"
REFUSALS = {400, 404, 405, 409, 413, 415, 422}

digits = st.sampled_from("0123456789x-")
tile_text = st.one_of(
    st.builds(lambda a, b: f"{a}-{b}", st.integers(0, 6), st.integers(0, 6)),
    st.text(digits, max_size=4),
)
scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
)
junk = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
actions = st.one_of(
    st.fixed_dictionaries(
        {"play": tile_text}, optional={"end": st.sampled_from(["left", "right", "up", None])}
    ),
    st.just({"pass": True}),
    st.just({"accept": True}),
    st.just({"redeal": True}),
    st.builds(lambda n: {"choose": n}, st.integers(-1, 6)),
    junk,
)  # fmt: skip
seats = st.one_of(st.integers(0, 5), junk)

# What Python's json reads but no answer can carry back, written into a body's text as it stands:
# numbers overflowing to infinity, integers past Python's 4,300-digit limit, lone surrogates in a
# string, in a key, inside an imported record.
hostile = st.sampled_from([
    "1e999", "-1e999", "1" + "0" * 400 + ".5e999", "9" * 4301, "-" + "9" * 5000, "9" * 101,
    '"\\ud800"', '"6-6\\udfff"', '{"\\udc00": 1}', '["\\udbff"]',
])  # fmt: skip
HOLE = "\u0000hole\u0000"
HOSTILE_CODES = {"number_too_large", "number_too_long", "lone_surrogate"}


def with_hole(body, path: list):
    """``body`` with the value at ``path`` (keys and indexes) replaced by ``HOLE``."""
    if not path:
        return HOLE
    head, *rest = path
    if isinstance(body, dict):
        return {**body, head: with_hole(body[head], rest)}
    return [with_hole(v, rest) if i == head else v for i, v in enumerate(body)]


def paths(body, prefix=()):
    """Every place in ``body`` a value can be replaced."""
    yield list(prefix)
    items = body.items() if isinstance(body, dict) else enumerate(body) if isinstance(
        body, list) else ()  # fmt: skip
    for k, v in items:
        yield from paths(v, (*prefix, k))


def tile_names(objs) -> set[str]:
    return {o["play"] for o in objs if isinstance(o, dict) and "play" in o} | {
        o["tile"] for o in objs if isinstance(o, dict) and "tile" in o
    }


def canonical(text: str) -> str:
    a, b = text.split("-")
    return f"{max(a, b)}-{min(a, b)}"


class Fuzz:
    def __init__(self, client: TestClient, tables: TableService, db: Path):
        self.client, self.tables, self.db = client, tables, db
        self.ids: list[str] = []
        self.requests = 0

    # -- the checks --------------------------------------------------------------------------
    def answered(self, r, path: str) -> dict | None:
        self.requests += 1
        assert r.status_code != 500, (path, r.text)
        if r.status_code in REFUSALS:
            refusal(r.json())
            return None
        assert r.status_code in (200, 201, 204), (path, r.status_code, r.text)
        return r.json() if r.status_code != 204 else None

    def consistent(self) -> None:
        disk = SqliteStore(self.db)
        try:
            for id in self.ids:
                live = self.tables.get(id)
                saved = disk.saved(id)
                assert saved == live.saved()
                again = Table.load(saved)
                assert again.state == live.state
                assert record_of(again.state) == record_of(live.state)
        finally:
            disk.close()

    def private_view(self, id: str, v: dict) -> None:
        table = self.tables.get(id)
        state, seat = table.state, v["viewer"]
        assert v["version"] == table.version
        if seat is None:
            assert v["hand"] == [] and v["legal"] == []
            own: set[str] = set()
        else:
            own = {name(t) for t in tiles_in(view(state, seat).hand)}
            assert set(v["hand"]) == own and len(v["hand"]) == len(own)
        assert {canonical(t) for t in tile_names(v["legal"])} <= own
        on_table = {name(t) for t in tiles_in(state.hand.played)} if state.hand else set()
        if state.over:
            on_table = {p["tile"] for p in v["line"]}  # the last hand, shown in last_result too
        assert tile_names(v["line"]) <= on_table and tile_names(v["moves"]) <= on_table
        if not table.seed_public:
            assert v["seed"] is None

    # -- requests ----------------------------------------------------------------------------
    def post(self, path: str, body) -> dict | None:
        return self.answered(self.client.post(path, json=body), path)

    def get(self, path: str) -> dict | None:
        return self.answered(self.client.get(path), path)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_and_hostile_requests_keep_matches_consistent_and_private(data):
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "fuzz.sqlite3"
        tables = TableService(SqliteStore(db), quick_decider())
        with holding(TestClient(create_app(tables, limits=MACHINE))) as client:
            run(Fuzz(client, tables, db), data)


def run(f: Fuzz, data) -> None:
    for variant, kinds in (("chiva", (H, C, H, C)), ("haiti", (H, H, C, H))):
        seed = data.draw(st.integers(0, 2**20), label="seed")
        out = f.post("/api/matches", {"variant": variant, "seats": list(kinds), "seed": seed,
                                      "level": "random"})  # fmt: skip
        f.ids.append(out["id"])
    steps = data.draw(st.integers(40, 110), label="steps")
    for _ in range(steps):
        id = data.draw(st.sampled_from(f.ids + ["no-such-match"]), label="match")
        table = f.tables.get(f.ids[0] if id == "no-such-match" else id)
        base = f"/api/matches/{id}"
        version = table.version
        kind = data.draw(
            st.sampled_from(
                ["legal"] * 6 + ["computer"] * 3 + ["act", "stale", "undo", "redo", "restart",
                 "view", "hint", "replay", "log", "record", "import", "malformed", "junk",
                 "hostile", "hostile"]
            ),
            label="kind",
        )  # fmt: skip
        if kind == "legal":  # what a well-behaved client does
            to_act = table.state.to_act
            if to_act is not None and table.is_human(to_act):
                legal = f.get(f"{base}?seat={to_act}")
                if legal is not None:
                    f.private_view(id, legal)
                    action = data.draw(st.sampled_from(legal["legal"]), label="action")
                    body = {"version": version, "seat": to_act, "action": action}
                    f.private_view(id, f.post(f"{base}/act", body))
            elif to_act is not None:
                kind = "computer"
        if kind == "computer":
            viewer = data.draw(st.sampled_from([None, 1, 2, 3, 4]), label="viewer")
            out = f.post(f"{base}/computer", {"version": version, "viewer": viewer})
            if out is not None:
                f.private_view(id, out["view"])
                played = out["action"].get("play")
                after = f.tables.get(id).state
                if played is not None and len(after.results) == len(table.state.results):
                    assert canonical(played) in {p["tile"] for p in out["view"]["line"]}
        elif kind in ("act", "stale"):
            body = {
                "version": version - data.draw(st.integers(1, 3)) if kind == "stale" else version,
                "seat": data.draw(seats, label="seat"),
                "action": data.draw(actions, label="action"),
            }
            out = f.post(f"{base}/act", body)
            if kind == "stale" and id != "no-such-match":
                assert out is None and f.tables.get(id).version == version
            if out is not None:
                f.private_view(id, out)
        elif kind in ("undo", "redo", "restart"):
            viewer = data.draw(st.sampled_from([None, 1, 2, 3, 4, 0, "1"]), label="viewer")
            out = f.post(f"{base}/{kind}", {"version": version, "viewer": viewer})
            if out is not None:
                f.private_view(id, out)
        elif kind == "view":
            q = data.draw(st.sampled_from(["", "?seat=1", "?seat=2", "?seat=3", "?seat=4",
                                           "?seat=9", "?seat=", "?x=1"]))  # fmt: skip
            out = f.get(base + q)
            if out is not None:
                f.private_view(id, out)
        elif kind == "hint":
            seat = data.draw(st.integers(0, 5), label="seat")
            out = f.get(f"{base}/hint?seat={seat}")
            if out is not None:
                own = {name(t) for t in tiles_in(view(table.state, seat).hand)}
                shown = [out["best"]] + [o["action"] for o in out["options"]]
                assert {canonical(t) for t in tile_names(shown)} <= own
        elif kind == "replay":
            asked = data.draw(st.integers(0, 400), label="step")
            out = f.get(f"{base}/replay?step={asked}")
            if out is not None:  # only a finished match, or the imported part of a record
                assert table.state.over or asked <= min(table.imported, table.cursor)
                assert len(out["hands"]) == 4
        elif kind == "import":
            record = f.tables.get(f.ids[0]).record()  # chosen seeds: downloadable at any time
            cut = data.draw(st.integers(0, len(record["actions"])), label="cut")
            record = {**record, "actions": record["actions"][:cut]}
            if data.draw(st.booleans(), label="spoil"):
                spoiled = data.draw(st.integers(0, max(cut - 1, 0)), label="at")
                bad = data.draw(actions, label="bad")
                if isinstance(bad, dict):
                    bad = {**bad, "seat": data.draw(st.integers(1, 4), label="by")}
                record["actions"] = [*record["actions"][:spoiled], bad]
            body = {"record": record, "seats": list(data.draw(st.permutations([H, C, H, C])))}
            out = f.post("/api/matches/import", body)
            if out is not None:
                f.ids.append(out["id"])
                f.private_view(out["id"], out["view"])
                assert f.tables.get(out["id"]).imported == len(record["actions"])
        elif kind == "log":
            f.get(f"{base}/log")
        elif kind == "record":
            r = f.client.get(f"{base}/record")
            f.requests += 1
            assert r.status_code in (200, 404, 422), r.text
        elif kind == "malformed":
            path = base + data.draw(st.sampled_from(["/act", "/computer", "/undo", "", "/hint"]))
            raw = data.draw(
                st.one_of(
                    st.binary(max_size=40),
                    junk.map(lambda j: json.dumps(j).encode()),
                    st.just(b"{" * 3000),
                    st.just(b" " * (MAX_BODY + 1)),
                    st.just(b'{"version": NaN}'),
                )
            )
            method = data.draw(st.sampled_from(["POST", "PUT", "PATCH"]))
            kind = data.draw(st.sampled_from(["application/json", "text/plain", None]))
            headers = {} if kind is None else {"content-type": kind}
            f.answered(f.client.request(method, path, content=raw, headers=headers), path)
        elif kind == "hostile":
            record = f.tables.get(f.ids[0]).record()
            path, body = data.draw(st.sampled_from([
                (f"{base}/act", {"version": version, "seat": 1, "action": {"play": "6-6"}}),
                (f"{base}/computer", {"version": version, "viewer": 1}),
                (f"{base}/undo", {"version": version, "viewer": None}),
                ("/api/matches", {"variant": "chiva", "seats": [H, C, H, C], "seed": 1,
                                  "level": "random"}),
                ("/api/matches/import", {"record": record, "seats": [H, C, H, C]}),
            ]), label="endpoint")  # fmt: skip
            where = data.draw(st.sampled_from(list(paths(body))[1:]), label="where")
            text = json.dumps(with_hole(body, where))
            if data.draw(st.booleans(), label="as a key"):
                text = text.replace(json.dumps(where[-1]), '"\\ud800"', 1) if isinstance(
                    where[-1], str) else text  # fmt: skip
            token = data.draw(hostile, label="token")
            raw = text.replace(json.dumps(HOLE), token).encode()
            r = f.client.post(path, content=raw, headers={"content-type": "application/json"})
            f.answered(r, path)
            assert r.status_code == 400 and r.json()["code"] in HOSTILE_CODES, r.text
        elif kind == "junk":
            f.post(f"{base}/act", data.draw(junk, label="body"))
        f.consistent()
    assert f.requests >= steps


# -- every JSON type in every field ------------------------------------------------------------
# Not random: each field of each endpoint's body, and of each WebSocket message, receives each
# of these in turn, in a body otherwise right, made against the table as it stands.
EVERY_TYPE = [None, True, False, 0, 1, -1, 7, 2**63, 1.5, "", "x", "x" * 300, [], [1], [None],
              {}, {"a": 1}]  # fmt: skip
OPTIONAL = {"viewer", "seed", "level", "pace", "seats", "name", "deals", "end"}
"""Fields whose null means "the default" (or "none": a first tile's end): null may be taken."""


def replacements(body):
    """(path, value) for every place of ``body`` and every value of EVERY_TYPE; of a record's
    actions only the first (they are all alike)."""
    for path in paths(body):
        if path and not (len(path) > 2 and path[:2] == ["record", "actions"] and path[2] != 0):
            for value in EVERY_TYPE:
                yield path, value


def wrong_type(body, path, value) -> bool:
    """``value`` is of another JSON type than the right body has at ``path`` (true and false
    are not numbers; null in an optional field is not wrong)."""
    here = body
    for k in path:
        here = here[k]
    if value is None and path[-1] in OPTIONAL:
        return False
    return type(value) is not type(here)


def put_at(body, path, value):
    text = json.dumps(with_hole(body, path))
    return json.loads(text.replace(json.dumps(HOLE), json.dumps(value)))


def endpoints(client: TestClient, tables: TableService):
    """(path, body maker) of every endpoint that takes a body, at a single-device table and an
    invited one the client hosts; each maker reads the table's version as it stands."""
    made = client.post("/api/matches", json={"variant": "chiva", "seats": [H, C, H, C],
                                              "seed": 3, "level": "random"}).json()  # fmt: skip
    online = client.post("/api/matches", json={
        "variant": "haiti", "seats": ["here", "invited", "computer", "invited"], "seed": 4,
        "level": "random"}).json()  # fmt: skip
    one, on = f"/api/matches/{made['id']}", f"/api/matches/{online['id']}"
    code = online["table"]["code"]

    def v() -> int:
        return tables.get(made["id"]).version

    record = tables.get(made["id"]).record()
    deal = [["6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"], ["6-5", "6-4", "6-3", "6-2",
            "6-1", "6-0", "5-4"], ["5-3", "5-2", "5-1", "5-0", "4-3", "4-2", "4-1"], ["4-0",
            "3-2", "3-1", "3-0", "2-1", "2-0", "1-0"]]  # fmt: skip
    return [
        (
            "/api/matches",
            lambda: {
                "variant": "chiva",
                "seats": [H, C, H, C],
                "level": "random",
                "seed": 1,
                "pace": 0,
                "hints": True,
            },
        ),  # fmt: skip
        ("/api/matches", lambda: {"variant": "haiti", "deals": [deal]}),
        (
            "/api/matches/import",
            lambda: {"record": record, "seats": [H, C, H, C], "level": "random", "pace": 0},
        ),  # fmt: skip
        (
            f"{one}/act",
            lambda: {"version": v(), "seat": 1, "action": {"play": "6-6", "end": "left"}},
        ),
        (f"{one}/act", lambda: {"version": v(), "seat": 1, "action": {"pass": True}}),
        (f"{one}/act", lambda: {"version": v(), "seat": 1, "action": {"choose": 2}}),
        *[
            (f"{one}/{move}", lambda: {"version": v(), "viewer": 1})
            for move in ("computer", "undo", "redo", "restart")
        ],  # fmt: skip
        (f"{on}/host", lambda: {"do": "hints", "allowed": True}),
        (f"{on}/host", lambda: {"do": "pace", "pace": 0}),
        (f"{on}/host", lambda: {"do": "release", "seat": 2}),
        (f"{on}/host", lambda: {"do": "computer", "seat": 2, "on": False}),
        (f"{on}/host", lambda: {"do": "start", "fill": False}),
        (f"{on}/rejoin", lambda: {"seat": 1}),
        (f"/api/invitations/{code}/claim", lambda: {"seat": 2, "name": "Ana"}),
        (f"/api/invitations/{code}/claim", lambda: {"rejoin": "a" * 20}),
    ]


def test_every_json_type_in_every_field_is_refused_with_a_code():
    """The bug this found: a ``variant`` that is not a string was a 500 (14 shapes)."""
    tables = TableService(decider=quick_decider())
    with holding(TestClient(create_app(tables))) as client:
        tried = refused = 0
        for path, make in endpoints(client, tables):
            for where, value in replacements(make()):
                right = make()
                sent = put_at(right, where, value)
                r = client.post(path, json=sent)
                tried += 1
                assert r.status_code < 500, (path, sent, r.text)
                if r.status_code >= 400:
                    refusal(r.json())
                    refused += 1
                if wrong_type(right, where, value):
                    assert 400 <= r.status_code < 500 and r.status_code != 409, (
                        path, where, value, r.status_code, r.text)  # fmt: skip
        assert tried > 1000 and refused > tried // 2, (tried, refused)


def messages(tables: TableService, id: str):
    """A right message of every kind a device sends on its live connection."""
    v = lambda: tables.get(id).version  # noqa: E731
    return [
        lambda: {"type": "ping", "ref": 1},
        lambda: {"type": "show", "ref": 1, "seats": [1]},
        lambda: {"type": "panel", "ref": 1, "panel": "log", "open": True},
        lambda: {"type": "hint", "ref": 1, "seat": 1},
        lambda: {"type": "review", "ref": 1, "hand": 1},
        lambda: {
            "type": "act",
            "ref": 1,
            "version": v(),
            "seat": 1,
            "action": {"play": "6-6", "end": "left"},
        },  # fmt: skip
        lambda: {"type": "offer", "ref": 1, "version": v(), "kind": "undo", "seat": 1},
        lambda: {"type": "answer", "ref": 1, "offer": "x", "accept": True},
    ]


def test_every_json_type_in_every_field_of_a_live_message_is_refused_with_a_code():
    clock = ManualClock()  # the message rate is on it: each message comes 10 s after the last
    tables = TableService(decider=quick_decider())
    app = create_app(tables, clock=clock)
    with holding(TestClient(app)) as client:
        made = client.post("/api/matches", json={"variant": "chiva", "seats": [H, C, H, C],
                                                  "seed": 3, "level": "random"}).json()  # fmt: skip
        secrets = [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        hello = {"type": "hello", "secrets": secrets, "show": [1]}
        for where, value in replacements(hello):
            if where == ["type"]:
                continue
            with client.websocket_connect(f"/api/matches/{made['id']}/live") as ws:
                ws.send_text(json.dumps(put_at(hello, where, value)))
                first = ws.receive_json()
                if first["type"] == "error":
                    refusal({k: first[k] for k in ("error", "code", "fields")})
                else:
                    assert first["type"] == "welcome"
                    assert not wrong_type(hello, where, value), (where, value)
        with client.websocket_connect(f"/api/matches/{made['id']}/live") as ws:
            ws.send_text(json.dumps(hello))
            assert ws.receive_json()["type"] == "welcome"
            tried = 0
            for make in messages(tables, made["id"]):
                for where, value in replacements(make()):
                    right = make()
                    clock.advance(10)
                    ws.send_text(json.dumps(put_at(right, where, value)))
                    mark = 10**6 + tried  # no value of EVERY_TYPE
                    ws.send_text(json.dumps({"type": "ping", "ref": mark}))
                    answers = []
                    while True:
                        frame = ws.receive_json()
                        if frame["type"] == "pong" and frame["ref"] == mark:
                            break
                        if frame["type"] in ("error", "ack", "pong", "hint"):
                            answers.append(frame)
                    tried += 1
                    errors = [f for f in answers if f["type"] == "error"]
                    for e in errors:
                        refusal({k: e[k] for k in ("error", "code", "fields")})
                        assert e["code"] != "too_many_messages"
                    if wrong_type(right, where, value) and where != ["ref"]:
                        assert errors and errors[0]["code"] not in ("stale", "server_failed"), (
                            right["type"], where, value, answers)  # fmt: skip
            assert tried > 300
