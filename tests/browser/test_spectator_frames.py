"""A browser spectator of a table on the real server's protocol (``serve``'s, behind the door):
Chromium agrees permessage-deflate, keeps its window across messages, and reads every frame
encoded once for all spectators (``web.wire``) and its own pong among them."""

from __future__ import annotations

from ..live.test_live_spectators import LIMIT, http, served

WATCH = """id => {
  window.got = [];
  const ws = new WebSocket(`ws://${location.host}/api/matches/${id}/live`);
  ws.onopen = () => ws.send(JSON.stringify({type: 'hello', secrets: []}));
  ws.onmessage = (e) => window.got.push(JSON.parse(e.data));
  window.ws = ws;
}"""


def test_a_browser_reads_the_frames_encoded_once_for_every_spectator(browser):
    with served() as (url, wire):
        made = http(url + "api/matches", {"variant": "chiva", "seed": 4, "seats": ["here"] * 4})
        id, secrets = made["id"], [made["secrets"]["host"], *made["secrets"]["seats"].values()]
        ctx = browser.new_context(base_url=url)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto("/")
        page.evaluate(WATCH, id)
        # Predicates as functions: a bare expression is run through eval, which the page's
        # Content-Security-Policy refuses whenever the first look does not already hold.
        page.wait_for_function(
            "() => window.got.some(f => f.type === 'table')", timeout=LIMIT * 1000
        )
        for _ in range(6):
            view = http(url + f"api/matches/{id}", secrets=secrets)
            mine = http(url + f"api/matches/{id}?seat={view['to_act']}", secrets=secrets)
            http(url + f"api/matches/{id}/act", {"version": mine["version"], "seat": mine["viewer"],
                                                  "action": mine["legal"][0]}, secrets)  # fmt: skip
        page.evaluate("window.ws.send(JSON.stringify({type: 'ping', ref: 7}))")
        page.wait_for_function(
            "() => window.got.some(f => f.type === 'pong' && f.ref === 7)"
            " && window.got.some(f => f.type === 'view' && f.view.version === 6)",
            timeout=LIMIT * 1000,
        )
        assert page.evaluate("window.ws.extensions").startswith("permessage-deflate")
        got = page.evaluate("window.got")
        ctx.close()
        public = http(url + f"api/matches/{id}")  # no secret: the public view
        assert wire.encoder(12).encoded > 0 and not errors  # the frames were the wire's
    views = [f for f in got if f["type"] == "view"]
    assert views[-1]["view"] == public
    assert all(f["seat"] is None and f["view"]["hand"] == [] for f in views)
