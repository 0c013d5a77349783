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

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from dobleseis.core import view
from dobleseis.core.record import record_of
from dobleseis.core.tiles import name, tiles_in
from dobleseis.session import Decider, SqliteStore, Table, TableService
from dobleseis.web.app import MAX_BODY, create_app

from .helpers import holding, refusal

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
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=6), inner, max_size=3),
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
    max_examples=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_random_and_hostile_requests_keep_matches_consistent_and_private(data):
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "fuzz.sqlite3"
        tables = TableService(SqliteStore(db), Decider(floors={}))
        with holding(TestClient(create_app(tables))) as client:
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
