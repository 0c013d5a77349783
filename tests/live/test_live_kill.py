"""SIGKILL of the real server (uvicorn) mid-match with two devices connected over WebSockets:
started again on the same file, every table is back, the devices connect again with their
secrets and catch up, and no acknowledged move is lost."""

from __future__ import annotations

import json
import signal

from websockets.sync.client import connect

from dobleseis.core.rng import Rng

from ..api.test_api_kill import start

LIMIT = 60  # seconds: a safety limit so a broken server cannot hang the suite, never a wait


def http(url: str, body: dict | None = None, secrets=()) -> dict:
    import urllib.request

    data = None if body is None else json.dumps(body).encode()
    headers = {"content-type": "application/json", "dobleseis-secrets": " ".join(secrets)}
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers),
                                timeout=LIMIT) as r:  # fmt: skip
        return json.load(r)


class Phone:
    """A device on a real socket: its secret, its latest view, every acknowledged version."""

    def __init__(self, url: str, id: str, secret: str) -> None:
        self.ws = connect(url.replace("http", "ws") + f"api/matches/{id}/live",
                          open_timeout=LIMIT).__enter__()  # fmt: skip
        self.ws.send(json.dumps({"type": "hello", "secrets": [secret]}))
        self.view: dict | None = None
        self.table: dict | None = None
        assert self.next()["type"] == "welcome"

    def next(self) -> dict:
        frame = json.loads(self.ws.recv(timeout=LIMIT))
        if frame["type"] == "view":
            self.view = frame["view"]
        elif frame["type"] == "table":
            self.table = frame["table"]
        return frame

    def until(self, test) -> dict:
        while not test(frame := self.next()):
            pass
        return frame


def test_a_killed_server_comes_back_with_every_acknowledged_move(tmp_path):
    db = str(tmp_path / "m.sqlite3")
    proc, url = start(db)
    try:
        made = http(
            url + "api/matches",
            {
                "variant": "haiti",
                "seed": 21,
                "level": "random",
                "pace": 0,
                "seats": ["here", "invited", "computer", "computer"],
            },
        )
        id, code = made["id"], made["invitation"]["code"]
        host_secrets = [made["secrets"]["host"], made["secrets"]["seats"]["1"]]
        got = http(f"{url}api/invitations/{code}/claim", {"seat": 2, "name": "Ana"})
        http(f"{url}api/matches/{id}/host", {"do": "start"}, host_secrets)
        phones = {1: Phone(url, id, host_secrets[1]), 2: Phone(url, id, got["secret"])}
        rng, acked = Rng("kill"), 0
        for _ in range(400):
            if acked >= 12:
                break
            for p in phones.values():
                p.until(lambda f: f["type"] == "table")
            to_act = max(phones.values(), key=lambda p: p.view["version"]).view
            seat = to_act["to_act"]
            if seat not in phones or not to_act["to_act_human"]:
                continue  # the server plays its computers by itself (pace 0)
            mine = phones[seat]
            if mine.view["version"] != to_act["version"]:
                mine.until(lambda f: f["type"] == "view"
                           and f["view"]["version"] == to_act["version"])  # noqa: B023 - read at once  # fmt: skip
            mine.ws.send(
                json.dumps(
                    {
                        "type": "act",
                        "ref": acked,
                        "version": mine.view["version"],
                        "seat": seat,
                        "action": rng.choice(mine.view["legal"]),
                    }
                )
            )
            answer = mine.until(lambda f: f["type"] in ("ack", "error"))
            if answer["type"] == "ack":
                acked, last_ack = acked + 1, answer["version"]
        assert acked >= 12
        record = http(f"{url}api/matches/{id}/record")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=LIMIT)
    assert proc.returncode == -signal.SIGKILL

    proc, url = start(db)
    try:
        back = {1: Phone(url, id, host_secrets[1]), 2: Phone(url, id, got["secret"])}
        for seat, p in back.items():
            p.until(lambda f: f["type"] == "table")
            assert p.view["viewer"] == seat and p.view["version"] >= last_ack
        after = http(f"{url}api/matches/{id}/record")
        assert after["actions"][: len(record["actions"])] == record["actions"]
        listed = http(url + "api/matches", secrets=host_secrets)["matches"]
        assert [m["id"] for m in listed] == [id]
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=LIMIT)
    assert proc.returncode == 0 and "Traceback" not in err
