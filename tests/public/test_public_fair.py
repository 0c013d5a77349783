"""A public table is rated and played among strangers, so what a friends' table allows is not
allowed there: a seat is taken only from the lobby (one a profile), never with the table's
invitation code; its deals are known to nobody (a seed the server drew); and its match is
played as it goes, with no takeback."""

from __future__ import annotations

from ..api.helpers import refusal
from .helpers import SECRETS, player


def refused(r, status: int, code: str) -> None:
    assert r.status_code == status and r.json()["code"] == code, r.text
    refusal(r.json())


def hosted(client, **made) -> tuple[str, dict]:
    """A Haiti table a host made with two seats for others (``made``: what the create adds):
    its id and the host's secrets."""
    body = {"variant": "haiti", "seats": ["here", "invited", "invited", "computer"],
            "level": "basic", **made}  # fmt: skip
    created = client.post("/api/matches", json=body).json()
    host = " ".join([created["secrets"]["host"], *created["secrets"]["seats"].values()])
    return created["id"], {SECRETS: host}


def listed(client, **made) -> tuple[str, dict]:
    """A table a host made (``made``: what the create adds) and listed in the lobby."""
    id, host = hosted(client, **made)
    r = client.post(f"/api/public/tables/{id}", json={"public": True}, headers=host)
    assert r.status_code == 200, r.text
    return id, host


def test_the_invitation_code_takes_no_seat_of_a_public_table(client, tables):
    id, host = listed(client)
    assert client.get(f"/api/matches/{id}/table").json()["listable"] is True
    code = client.get(f"/api/matches/{id}/table").json()["code"]
    before = tables.get(id).saved()
    for seat in (2, 3):  # what a stranger watching the table would try
        refused(client.post(f"/api/invitations/{code}/claim", json={"seat": seat}), 422,
                "public_seat_from_lobby")  # fmt: skip
    assert tables.get(id).saved() == before
    ana = player(client)
    assert ana.post(f"/api/public/tables/{id}/take", {"seat": 2}).status_code == 200


def test_a_profile_takes_one_seat_of_a_public_table(client, tables):
    id, _ = listed(client)
    ana = player(client)
    seated = ana.post(f"/api/public/tables/{id}/take", {"seat": 2}).json()
    ana.seats.append(seated["secret"])
    before = tables.get(id).saved()
    refused(ana.post(f"/api/public/tables/{id}/take", {"seat": 3}), 409, "already_waiting")
    assert tables.get(id).saved() == before


def test_only_a_match_from_a_drawn_seed_is_listed(client, tables):
    for made in ({"seed": 42}, {"deals": [["6-6 6-5 6-4 6-3 6-2 6-1 6-0",
                                           "5-5 5-4 5-3 5-2 5-1 5-0 4-4",
                                           "4-3 4-2 4-1 4-0 3-3 3-2 3-1",
                                           "3-0 2-2 2-1 2-0 1-1 1-0 0-0"]]}):  # fmt: skip
        id, host = hosted(client, **made)
        assert client.get(f"/api/matches/{id}/table").json()["listable"] is False
        before = tables.get(id).saved()
        r = client.post(f"/api/public/tables/{id}", json={"public": True}, headers=host)
        refused(r, 422, "public_deals_known")
        assert tables.get(id).saved() == before
    assert client.get("/api/public/lobby").json()["tables"] == []


def test_a_public_match_takes_no_takeback(client, tables):
    ana, ben = player(client, "Ana"), player(client, "Ben")
    made = ana.quick("chiva", partner=True)
    ben.quick(pair=made["pair"])
    id = made["id"]
    assert ana.post(f"/api/public/tables/{id}/start").status_code == 200
    both = {SECRETS: " ".join([*ana.seats, *ben.seats])}
    table = tables.get(id)
    while table.to_act_human is False and not table.state.over:  # the computers open
        table, _ = tables.change(id, table.version, lambda t: (t.computer()[0], None))
    seat = table.state.to_act
    body = {"version": table.version, "seat": seat, "action": _first(table)}
    assert client.post(f"/api/matches/{id}/act", json=body, headers=both).status_code == 200
    table = tables.get(id)
    assert table.can_undo and table.can_restart  # what a private table would allow
    view = client.get(f"/api/matches/{id}").json()
    assert not (view["can_undo"] or view["can_redo"] or view["can_restart"])  # none offered
    for kind in ("undo", "restart"):
        r = client.post(f"/api/matches/{id}/{kind}", json={"version": table.version},
                        headers=both)  # fmt: skip
        refused(r, 422, "public_no_takeback")
    with client.websocket_connect(f"/api/matches/{id}/live") as ws:
        ws.send_json({"type": "hello", "secrets": [*ana.seats, *ben.seats]})
        assert ws.receive_json()["type"] == "welcome"
        ws.send_json({"type": "offer", "ref": 1, "version": table.version, "kind": "undo"})
        frame = ws.receive_json()
        while frame["type"] != "error":
            frame = ws.receive_json()
    assert (frame["ref"], frame["code"]) == (1, "public_no_takeback")
    assert tables.get(id).version == table.version


def _first(table) -> dict:
    from dobleseis.session import action_json

    return action_json(table.state.legal()[0])
