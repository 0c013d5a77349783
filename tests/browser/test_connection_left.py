"""Frames heard on a table's live connection are taken in one at a time, and a frame may wait
behind one being drawn: one heard just before the table was left is then taken in after
another was entered. It must not be taken for the entered table's: a welcome of the table left,
saying which seats its secrets prove there, would make the device forget its seats of the one
entered. Driven on the client's own connection module (``tableConnection``), with a table whose
drawing the test holds and live connections the test plays the server of."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page

SETUP = """async () => {
  const { tableConnection } = await import("./js/connection.js");
  const { createStore } = await import("./js/state.js");
  const secrets = await import("./js/secrets.js");
  secrets.keep("tableB", { seats: { 1: "secret-of-b" } });
  secrets.keep("tableA", { seats: { 1: "secret-of-a" } });
  const t = window.test = { drawn: 0, reached: 0, said: [], failed: [], secrets };
  const drawing = new Promise((resolve) => { t.draw = resolve; });
  const game = {
    store: createStore({}),
    t: {},
    failed: (e) => t.failed.push(String(e)),
    show: async () => { t.drawn += 1; await drawing; },
    reached: () => { t.reached += 1; },
    banner: () => t.said.push("banner"),
    news: () => t.said.push("news"),
    say() {},
    showStart() {},
    heardReaction() {},
  };
  t.connection = tableConnection(game);
  t.connection.enter("tableA");
}"""


def test_a_welcome_of_the_table_left_does_not_forget_the_seats_of_the_one_entered(
    page: Page, base_url
):
    table_a = [  # what the server of table A says once the device says hello
        {"type": "welcome", "you": {"seats": [1]}},
        {"type": "view", "seat": 1, "view": {"id": "tableA", "version": 3}},
        {"type": "table", "table": {"id": "tableA", "offer": None, "next": None}},
    ]
    table_b = [{"type": "welcome", "you": {"seats": [1]}},
               {"type": "offer_lapsed", "offer": {"kind": "undo"}}]  # fmt: skip
    sockets = {}  # table id -> the page's end of its live connection (the test is the server)

    def served(ws):
        id = ws.url.rsplit("/", 2)[-2]
        sockets[id] = ws
        said = table_a if id == "tableA" else table_b
        ws.on_message(lambda m: json.loads(m)["type"] == "hello" and [ws.send(json.dumps(f))
                                                                     for f in said])  # fmt: skip

    page.route_web_socket(re.compile(r".*/api/matches/table[AB]/live$"), served)
    page.goto(base_url)
    page.evaluate(SETUP)
    page.wait_for_function("() => window.test.drawn === 1")  # held: the frames after it wait
    sockets["tableA"].send(json.dumps({"type": "welcome", "you": {"seats": []}}))  # moved away
    page.wait_for_function("() => window.test.reached === 2")  # heard, waiting its turn
    page.evaluate("() => window.test.connection.enter('tableB')")
    page.wait_for_function("() => window.test.reached === 3")  # B's frame heard, waiting too
    page.evaluate("() => window.test.draw()")
    page.wait_for_function("() => window.test.said.length === 1")  # B's frame, taken in last
    held = page.evaluate("() => Object.keys(window.test.secrets.held('tableB').seats)")
    assert held == ["1"]
    assert page.evaluate("() => window.test.failed") == []
