"""Every endpoint of docs/api.md through Starlette's TestClient, the happy paths."""

from __future__ import annotations

import json
import re
from pathlib import Path

from starlette.routing import WebSocketRoute

from dobleseis.core.record import parse_record
from dobleseis.core.rng import Rng
from dobleseis.core.tiles import hand_text, parse_hand
from dobleseis.web.app import create_app

from ..contract import VIEW_KEYS
from .helpers import C, H, create, post, step


def test_create_answers_201_with_the_view_of_the_only_human_seat(client):
    out = create(client, "haiti", seats=(C, H, C, C), seed=42)
    v = out["view"]
    assert set(out) == {"id", "view", "table", "secrets", "invitation"} and v["id"] == out["id"]
    assert out["invitation"] is None  # no invited seat
    assert set(out["secrets"]["seats"]) == {"2"} and out["secrets"]["host"]
    assert set(v) == VIEW_KEYS
    assert v["viewer"] == 2 and len(v["hand"]) == 7 and v["seed"] == 42 and v["version"] == 0
    assert v["variant"] == "haiti" and v["phase"] == "accept" and v["level"] == "random"


def test_create_with_several_humans_answers_the_public_view(client):
    """Hot seat: the device is not yet in anyone's hands, so no human's tiles come back."""
    v = create(client, "haiti", seats=(C, H, C, H), seed=42)["view"]
    assert v["viewer"] is None and v["hand"] == [] and v["legal"] == []
    assert v["to_act"] == 1 and v["counts"] == [7, 7, 7, 7]


def test_create_has_defaults_and_draws_a_secret_seed(client, tables):
    r = client.post("/api/matches", json={"variant": "chiva"})
    assert r.status_code == 201
    v = r.json()["view"]
    assert v["seats"] == [H, C, C, C] and v["level"] == "strong" and v["viewer"] == 1
    assert v["seed"] is None
    table = tables.get(v["id"])
    assert table.secret and 0 <= table.seed < 2**128


def test_create_with_explicit_deals(client):
    d = [
        "6-6 6-5 5-5 4-0 3-1 2-2 1-0",
        "6-4 6-3 6-2 6-1 6-0 5-4 5-3",
        "5-2 5-1 5-0 4-4 4-3 4-2 4-1",
        "3-3 3-2 3-0 2-1 2-0 1-1 0-0",
    ]
    out = create(client, seats=(H, C, C, C), deals=[d])
    v = out["view"]
    assert hand_text(parse_hand(" ".join(v["hand"]))) == d[0] and v["to_act"] == 1
    assert v["seed"] is None and v["legal"] == [{"play": "6-6"}]


def test_a_table_of_computers_has_a_public_view(client):
    v = create(client, seats=(C, C, C, C), seed=1)["view"]
    assert v["viewer"] is None and v["hand"] == [] and v["legal"] == []


def test_api_answers_are_never_cached(client):
    id = create(client, seats=(H, C, H, C), seed=5)["id"]
    for path in ("?seat=1", "", "/log", "/record", "/hint?seat=1", "/nope"):
        assert client.get(f"/api/matches/{id}{path}").headers["cache-control"] == "no-store"


def test_get_a_view_for_a_human_seat_or_the_public(client):
    id = create(client, seats=(H, C, H, C), seed=5)["id"]
    mine = client.get(f"/api/matches/{id}?seat=3").json()
    public = client.get(f"/api/matches/{id}").json()
    assert mine["viewer"] == 3 and len(mine["hand"]) == 7
    assert public["viewer"] is None and public["hand"] == []
    assert {k: v for k, v in mine.items() if k not in ("viewer", "hand", "legal")} == {
        k: v for k, v in public.items() if k not in ("viewer", "hand", "legal")
    }


def test_act_plays_and_answers_the_view_of_that_seat(client):
    v = create(client, seats=(H, H, H, H), seed=6)["view"]  # seat 4 holds 6-6
    out = post(client, v["id"], "act", {"version": 0, "seat": 4, "action": {"play": "6-6"}})
    assert out["viewer"] == 4 and out["version"] == 1 and len(out["hand"]) == 6
    assert out["moves"] == [{"seat": 4, "play": "6-6"}] and out["to_act"] == 1
    assert out["can_undo"] and not out["can_redo"]


def test_computer_makes_one_move_and_answers_it_with_the_viewer_s_view(client):
    v = create(client, seats=(H, C, H, C), seed=6)["view"]
    out = post(client, v["id"], "computer", {"version": 0, "viewer": 3})
    assert out["action"] == {"seat": 4, "play": "6-6"}
    assert out["view"]["viewer"] == 3 and out["view"]["version"] == 1
    public = post(client, v["id"], "computer", {"version": 1}, status=422)
    assert "played by a person" in public["error"]


def play_until_human_turns(client, v, n, rng):
    while sum(m["seat"] in (1, 3) for m in v["moves"]) < n or not v["to_act_human"]:
        v = step(client, v, rng, viewer=1)
    return v


def test_undo_redo_restart_through_the_api(client):
    v = create(client, seats=(H, C, H, C), seed=9)["view"]
    v = play_until_human_turns(client, v, 3, Rng("api"))
    id, moves = v["id"], v["moves"]
    u = post(client, id, "undo", {"version": v["version"], "viewer": 1})
    assert u["version"] == v["version"] + 1 and u["can_redo"] and u["to_act_human"]
    assert len(u["moves"]) < len(moves) and u["moves"] == moves[: len(u["moves"])]
    r = post(client, id, "redo", {"version": u["version"], "viewer": 1})
    assert r["moves"] == moves and not r["can_redo"]
    s = post(client, id, "restart", {"version": r["version"]})
    assert s["moves"] == [] and s["can_redo"] and s["viewer"] is None
    same = post(client, id, "restart", {"version": s["version"]})
    assert same["version"] == s["version"]  # already at the start: nothing changed


def test_hint_suggests_a_legal_action_for_the_seat_to_act(client):
    v = create(client, seats=(H, C, H, C), seed=6)["view"]
    v = post(client, v["id"], "computer", {"version": 0, "viewer": 1})["view"]
    assert v["to_act"] == 1
    h = client.get(f"/api/matches/{v['id']}/hint?seat=1").json()
    assert set(h) == {"best", "options"} and h["best"] in v["legal"]
    assert {json.dumps(o["action"], sort_keys=True) for o in h["options"]} <= {
        json.dumps(a, sort_keys=True) for a in v["legal"]
    }
    assert all(0 <= o["win"] <= 1 and isinstance(o["reasons"], list) for o in h["options"])
    values = [o["value"] for o in h["options"]]  # the ranking's own figure, best first
    assert values == sorted(values, reverse=True) and all(0 <= x <= 1 for x in values)


def test_log_lists_the_public_events(client):
    v = create(client, "haiti", seats=(H, C, H, C), seed=2)["view"]
    rng = Rng("log")
    for _ in range(12):
        v = step(client, v, rng, viewer=1)
    entries = client.get(f"/api/matches/{v['id']}/log").json()["entries"]
    assert entries[0]["kind"] == "deal"
    assert [e["kind"] for e in entries[1:5]] == ["accept"] * 4
    # Each kind carries what a client needs to say it in its own words (docs/api.md, LOG_ENTRY).
    facts = {
        "deal": {"opening", "leader", "accepts", "redealt", "commitment"},
        "result": {"result", "winner", "seed_material"},
        "play": {"play", "on"},
        "pass": {"ends"},
        "choose": {"opener"},
        "accept": set(),
        "redeal": set(),
    }
    keys = {"hand", "seat", "text", "kind"}
    assert all(set(e) == keys | facts[e["kind"]] for e in entries)
    assert {"deal", "accept", "play"} <= {e["kind"] for e in entries}


def test_record_of_a_chosen_seed_downloads_and_replays_to_the_cursor(client, tables):
    v = create(client, "haiti", seats=(H, C, H, C), seed=17)["view"]
    rng = Rng("rec")
    for _ in range(20):
        v = step(client, v, rng, viewer=1)
    r = client.get(f"/api/matches/{v['id']}/record")
    assert r.status_code == 200
    assert r.headers["content-disposition"].startswith("attachment;")
    record = r.json()
    assert record["format"] == "dobleseis/1" and record["seed"] == 17
    assert parse_record(record).replay() == tables.get(v["id"]).state


def test_record_of_a_drawn_seed_waits_for_the_end_of_the_match(client):
    v = client.post(
        "/api/matches", json={"variant": "chiva", "seats": [H, C, C, C], "level": "random"}
    ).json()["view"]
    id = v["id"]
    assert v["record"] is False  # the view says so: a client offers no download yet
    refused = client.get(f"/api/matches/{id}/record")
    assert refused.status_code == 422 and "once the match is over" in refused.json()["error"]
    rng = Rng("end")
    while not v["over"]:
        v = step(client, v, rng, viewer=1)
    assert v["seed"] is not None and v["record"] is True
    record = client.get(f"/api/matches/{id}/record").json()
    assert record["seed"] == v["seed"] and parse_record(record).replay().over


def test_the_page_is_served_at_the_root(client):
    r = client.get("/")
    assert r.status_code == 200 and "text/html" in r.headers["content-type"]


def test_rule_1_9_a_hint_is_only_for_a_seat_the_device_proves_and_changes_nothing(client):
    """RULES.md §1.9: a hint knows only its own seat's view, so it is given only to a device
    proving that seat (the host's secret or another seat's is not enough), and it only
    previews: asking for one moves nothing."""
    created = create(client, seats=(H, C, H, C), seed=6)
    id, secrets = created["view"]["id"], created["secrets"]
    v = post(client, id, "computer", {"version": 0, "viewer": 1})["view"]
    assert v["to_act"] == 1
    for held in ("", secrets["host"], secrets["seats"]["3"]):
        r = client.get(f"/api/matches/{id}/hint?seat=1", headers={"Dobleseis-Secrets": held})
        assert r.status_code == 403 and r.json()["code"] == "not_your_seat", held
    mine = {"Dobleseis-Secrets": secrets["seats"]["1"]}
    assert client.get(f"/api/matches/{id}/hint?seat=1", headers=mine).status_code == 200
    assert client.get(f"/api/matches/{id}?seat=1").json()["version"] == v["version"]


API_MD = Path(__file__).resolve().parents[2] / "docs" / "api.md"
ROW = re.compile(r"^\| (WS )?`(?:([A-Z]+) )?(/api/[^`?]*)[^`]*`((?: · `/\w+`)*) \|", re.M)


def _same_shape(path: str) -> str:
    """A path with its parameters unnamed: the document says ``{n}`` where a route says
    ``{hand}``."""
    return re.sub(r"\{[^}]*\}", "{}", path)


def documented_routes(text: str) -> set[tuple[str, str]]:
    """(method, path) of every row of docs/api.md's tables of endpoints (``· `/redo```: the same
    path with another last step), and every WebSocket address its text gives (method ``WS``)."""
    out = set()
    for ws, method, path, more in ROW.findall(text):
        path = path.rstrip("/")
        for last in [None, *re.findall(r"`/(\w+)`", more)]:
            one = path if last is None else f"{path.rsplit('/', 1)[0]}/{last}"
            out.add(("WS" if ws else method, _same_shape(one)))
    out |= {("WS", _same_shape(p)) for p in re.findall(r"`wss?://HOST(/api/[^`\s]*)`", text)}
    return out


def served_routes() -> set[tuple[str, str]]:
    """(method, path) of every route of the app under /api/ but the catch-all of unknown ones."""
    out = set()
    for route in create_app().routes:
        path = getattr(route, "path", "")
        if not path.startswith("/api/") or "{rest:path}" in path:
            continue
        if isinstance(route, WebSocketRoute):
            out.add(("WS", _same_shape(path)))
        else:
            out |= {(m, _same_shape(path)) for m in route.methods - {"HEAD"}}
    return out


def test_the_api_document_lists_every_route_the_app_serves_and_no_other():
    """A client written from docs/api.md finds every endpoint in its tables (or, for a
    WebSocket, its address), and none the server does not have."""
    documented, served = documented_routes(API_MD.read_text(encoding="utf-8")), served_routes()
    assert sorted(served - documented) == [], "routes missing from docs/api.md"
    assert sorted(documented - served) == [], "routes in docs/api.md the app lacks"


def test_the_routes_of_the_document_are_read_from_its_rows():
    """The reading of the tables above: a method and a path, a query left out, `· `/redo``
    steps, a WebSocket row and address."""
    text = (
        "| `GET /api/matches/{id}/hint?seat=N` | seat N |\n"
        "| `POST /api/matches/{id}/undo` · `/redo` · `/restart` | player |\n"
        "| WS `/api/public/live` | — |\n"
        "`ws://HOST/api/matches/{id}/live` (`wss://` behind TLS)\n"
    )
    assert documented_routes(text) == {
        ("GET", "/api/matches/{}/hint"),
        ("POST", "/api/matches/{}/undo"),
        ("POST", "/api/matches/{}/redo"),
        ("POST", "/api/matches/{}/restart"),
        ("WS", "/api/public/live"),
        ("WS", "/api/matches/{}/live"),
    }
