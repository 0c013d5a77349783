"""Every answer — the page, its scripts and styles, the API, errors, a 404, a 500, a refused
Host name (the 500 is in test_api_errors) — tells the browser to run only the app's own files,
never inside another site's frame, never guessing a file's type, and to send no address of a
table elsewhere."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from dobleseis.web.app import create_app
from dobleseis.web.guard import host_name
from dobleseis.web.serve import hosts_for

from .helpers import C, H, create, has_the_headers, refusal

JSON = {"content-type": "application/json"}


def test_every_kind_of_answer_has_the_headers(client):
    id = create(client, seats=(H, C, H, C), seed=6)["id"]
    answers = [
        client.get("/"),
        client.get("/index.html"),
        client.get("/js/main.js"),
        client.get("/css/app.css"),
        client.get("/i18n/en.js"),
        client.get("/no-such-file.js"),  # 404 of the files
        client.get("/api/matches"),
        client.post("/api/matches", json={"variant": "chiva"}),
        client.get(f"/api/matches/{id}?seat=1"),
        client.post(f"/api/matches/{id}/computer", json={"version": 0}),
        client.get(f"/api/matches/{id}/record"),
        client.get("/api/matches/0123456789abcdef"),  # 404 of the API
        client.get("/api/nothing"),
        client.put("/api/matches"),  # 405
        client.post("/api/matches", content=b"{", headers=JSON),  # 400
        client.post("/api/matches", content=b'{"variant": "chiva", "seed": 1e999}', headers=JSON),
        client.post("/api/matches", content=b"{}", headers={"content-type": "text/plain"}),
        client.post(f"/api/matches/{id}/undo", json={"version": 7}),  # 409
        client.post(f"/api/matches/{id}/undo", json={"version": 1}),  # 422
        client.delete(f"/api/matches/{id}"),  # 204
    ]
    assert {r.status_code for r in answers} >= {200, 201, 204, 400, 404, 405, 409, 415, 422}
    for r in answers:
        has_the_headers(
            r, r.text if r.headers.get("content-type", "").startswith("text/html") else ""
        )


def test_another_host_name_is_refused_in_the_api_error_shape():
    app = create_app(hosts=hosts_for("127.0.0.1"))
    with TestClient(app, base_url="http://evil.example:8000") as theirs:
        for r in (theirs.get("/api/matches"), theirs.get("/"), theirs.post("/api/matches")):
            assert r.status_code == 400
            refusal(r.json())
            assert r.json() == {
                "error": "this server does not answer to the name 'evil.example'",
                "code": "unknown_host",
                "fields": {"host": "evil.example"},
            }
            has_the_headers(r)


@pytest.mark.parametrize(
    "host, name",
    [("localhost:8000", "localhost"), ("127.0.0.1", "127.0.0.1"), ("[::1]:8000", "[::1]"),
     ("[::1]", "[::1]"), ("evil.example:80", "evil.example"), ("", "")],
)  # fmt: skip
def test_a_host_header_is_read_without_its_port(host, name):
    assert host_name(host) == name
