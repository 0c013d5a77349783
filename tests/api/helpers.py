"""Driving matches through the HTTP API as the browser client does."""

from __future__ import annotations

import base64
import hashlib
import re

from dobleseis.ai.search import STRONG, Budget
from dobleseis.core.errors import ENGLISH
from dobleseis.core.rng import Rng
from dobleseis.session import Decider
from dobleseis.web.limits import Limits

H, C = "human", "computer"
MACHINE = Limits(creates=10**6, creates_per_day=10**6, tables=10**6, hints=10.0**6, robots=10**6,
                 spectators=10**6, spectators_per_address=10**6, computers_pace=0,
                 free_disk=1, requests=10**6, reading=10**6,
                 reviews_per_day=10**6)  # fmt: skip
"""The limits per address opened for tests that play at a machine's speed from one address
(a hint every move, a table a second, four computers at their own pace, live messages and
reads of whole matches as fast as a test sends them); the limits have tests of their own
(test_api_quotas, test_api_spend)."""

QUICK_SEARCH = Budget(work=STRONG.work // 20)
"""How hard the strong level, the hints and the reviews search in tests about the server (the
same search, a twentieth of the release's budget): what they check — privacy, refusals, the
protocol — does not depend on how well a hint plays, which tests/ai measures at the release's
budget. A whole run of ./test spent minutes of its two processes on full searches here."""


def quick_decider(**options) -> Decider:
    """A Decider for tests that do not time answers (no floor) and search ``QUICK_SEARCH``."""
    return Decider(floors={}, budget=QUICK_SEARCH, **options)


SECRETS = "Dobleseis-Secrets"


def hold(client, created: dict) -> dict:
    """Keep the secrets a create (or import) answered on ``client``, as the device that made the
    table keeps them: every later request of that client sends them."""
    mine = [created["secrets"]["host"], *created["secrets"]["seats"].values()]
    held = client.headers.get(SECRETS, "").split()
    client.headers[SECRETS] = " ".join([*held, *(t for t in mine if t not in held)][-64:])
    return created


def holding(client):
    """``client`` as one device: it keeps the secrets of every table it creates or imports (a
    201 answer that has them), like the browser client keeps them in its storage."""

    def keep(response) -> None:
        if response.status_code == 201 and response.request.url.path.startswith("/api/matches"):
            response.read()
            hold(client, response.json())

    client.event_hooks["response"] = [*client.event_hooks["response"], keep]
    return client


def create(client, variant="chiva", seats=(H, C, H, C), level="random", **kw) -> dict:
    """A new table made by ``client`` (a ``holding`` client keeps its secrets)."""
    r = client.post(
        "/api/matches", json={"variant": variant, "seats": list(seats), "level": level, **kw}
    )
    assert r.status_code == 201, r.text
    return r.json()


def refusal(body: dict) -> str:
    """Check the body of an error answer — one English sentence, a code with a sentence and its
    fields, a nested reason the same way — and return the sentence."""
    assert set(body) == {"error", "code", "fields"}, body
    assert isinstance(body["error"], str) and "\n" not in body["error"], body
    assert "Traceback" not in body["error"]
    reason = body
    while reason is not None:
        assert reason["code"] in ENGLISH and isinstance(reason["fields"], dict), body
        reason = reason["fields"].get("reason")
        assert reason is None or set(reason) == {"code", "fields"}, body
    return body["error"]


def post(client, id, command, body, status=200) -> dict:
    r = client.post(f"/api/matches/{id}/{command}", json=body)
    assert r.status_code == status, r.text
    return r.json()


def step(client, view: dict, rng: Rng, viewer=None) -> dict:
    """One action as a client would: the human to act picks a legal action (seeded), or it asks
    for one computer action. Returns the new view (of the acting human, else of ``viewer``)."""
    id = view["id"]
    if view["to_act_human"]:
        seat = view["to_act"]
        mine = client.get(f"/api/matches/{id}?seat={seat}").json()
        action = rng.choice(mine["legal"])
        return post(client, id, "act", {"version": view["version"], "seat": seat, "action": action})
    out = post(client, id, "computer", {"version": view["version"], "viewer": viewer})
    return out["view"]


def inline_scripts(page: str) -> list[str]:
    """The text of each script written in ``page`` (a ``<script>`` without attributes)."""
    return re.findall(r"<script>(.*?)</script>", page, re.S)


def has_the_headers(r, page: str = "") -> None:
    """The guard's headers (web/guard.py), as strict as they must be. The page (``page``: its
    text) runs its own inline scripts, named by their SHA-256, and no other; any other answer
    none."""
    csp = {d.split(" ", 1)[0]: d.split(" ", 1)[1] for d in
           r.headers["content-security-policy"].split("; ")}  # fmt: skip
    hashes = [
        f"'sha256-{base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()}'"
        for s in inline_scripts(page)
    ]
    assert csp["default-src"] == "'none'"
    assert csp["script-src"] == " ".join(["'self'", *hashes]) and csp["style-src"] == "'self'"
    assert csp["frame-ancestors"] == "'none'"
    assert "unsafe-inline" not in r.headers["content-security-policy"]
    assert r.headers["x-frame-options"] == "DENY"
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "no-referrer"
