"""bench/relay.py runs end to end: a real uvicorn serves the bare relay on each loop, and the
devices' messages are counted and relayed (its figures come from running it; no time is
asserted)."""

from bench_scripts import load

relay = load("relay")


def test_a_small_run_relays_on_both_loops(capsys):
    # Enough devices that the server's CPU over the middle half of the run spans several of
    # /proc's 10 ms ticks (two rooms for two seconds sometimes read 0 ticks).
    assert relay.main(["--sends", "2", "--rooms", "8", "--seconds", "4"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
    assert [(r[0], r[1]) for r in rows] == [("2", "asyncio"), ("2", "uvloop")]
    assert all(float(r[2]) > 0 and float(r[3]) > 0 for r in rows)  # messages made and served


def test_the_relay_sends_each_message_to_every_connection_of_its_room():
    from starlette.testclient import TestClient

    with TestClient(relay.app(2)) as client:
        with client.websocket_connect("/ws/a") as one, client.websocket_connect("/ws/a") as two:
            with client.websocket_connect("/ws/b") as elsewhere:
                one.send_text("x" * 400)
                assert [one.receive_text(), one.receive_text()] == ["x" * 400, "x" * 300]
                assert [two.receive_text(), two.receive_text()] == ["x" * 400, "x" * 300]
                elsewhere.send_text("y")
                assert elsewhere.receive_text() == "y"  # a room of its own: nothing from a
