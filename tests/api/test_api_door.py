"""The door's listening socket (web/door.py ``Listener``, taken in by its ``Doorway``) on real
loopback sockets: a connection beyond the caps is answered and closed where it is accepted,
before any protocol is made for it, on asyncio's event loop as on uvloop's (``serve``'s), and a
burst is taken in a few connections per turn of the event loop."""

from __future__ import annotations

import asyncio
import socket
from concurrent.futures import ThreadPoolExecutor

import pytest
import uvloop

from dobleseis.web.door import REFUSALS, ROUND, Door, Doorway, Listener

from .. import loop

HOST = "127.0.0.1"
WAIT = 10.0  # a safety limit on every read, so a broken door cannot hang the suite


def listening(door: Door | None) -> Listener:
    sock = Listener(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind((HOST, 0))
    sock.listen(4096)
    sock.door = door
    return sock


def clients(port: int, n: int, source: str = HOST) -> list[socket.socket]:
    """``n`` connections, each already in the listener's queue when this returns."""
    out = []
    for _ in range(n):
        out.append(socket.create_connection((HOST, port), timeout=WAIT, source_address=(source, 0)))
    return out


def said(sock: socket.socket) -> bytes:
    got = b""
    while chunk := sock.recv(65536):
        got += chunk
    return got


def on(loop_factory, coroutine):
    """``coroutine`` run to its end on a new loop of ``loop_factory``, in a thread of its own
    (``tests.loop``)."""

    def run():
        with asyncio.Runner(loop_factory=loop_factory) as runner:
            return runner.run(coroutine)

    with ThreadPoolExecutor(1, thread_name_prefix="test-loop") as thread:
        return thread.submit(run).result()


@pytest.mark.parametrize("loop_factory", [asyncio.new_event_loop, uvloop.new_event_loop],
                         ids=["asyncio", "uvloop"])  # fmt: skip
def test_a_connection_beyond_the_cap_is_answered_and_closed_before_any_protocol_is_made(
    loop_factory,
):
    door = Door(total=100, per_address=2)
    made: list[asyncio.Protocol] = []

    class Counted(asyncio.Protocol):
        def connection_made(self, transport) -> None:
            host = transport.get_extra_info("peername")[0]
            assert door.enter(host) is None
            made.append(self)

    async def run() -> list[bytes]:
        sock = listening(door)
        server = Doorway(asyncio.get_running_loop(), sock, Counted, 4096)
        port = sock.getsockname()[1]
        first = await asyncio.to_thread(clients, port, 2)
        while len(made) < 2:  # the two within the cap get their protocols
            await asyncio.sleep(0)
        beyond = await asyncio.to_thread(clients, port, 3)
        other = await asyncio.to_thread(clients, port, 1, "127.0.0.2")  # another address
        answers = await asyncio.gather(*(asyncio.to_thread(said, s) for s in beyond))
        while len(made) < 3:
            await asyncio.sleep(0)
        for s in first + beyond + other:
            s.close()
        server.close()
        return answers

    answers = on(loop_factory, asyncio.wait_for(run(), WAIT))
    assert all(a.startswith(b"HTTP/1.1 429 ") and b"too_many_connections" in a for a in answers)
    assert len(made) == 3  # the two first and the other address's: none for the refused
    assert door.refused["per_address"] == 3 and door.refused_from == {HOST}


def test_a_burst_is_taken_in_a_round_of_connections_per_turn():
    door = Door(total=10_000, per_address=10_000)
    sock = listening(door)
    sock.setblocking(False)
    held = clients(sock.getsockname()[1], ROUND + 3)
    try:
        taken = [sock.accept()[0] for _ in range(ROUND)]
        try:
            sock.accept()
            ended = False
        except BlockingIOError:  # the turn is over although three more wait
            ended = True
        taken += [sock.accept()[0] for _ in range(3)]  # the next turn takes them
        assert ended and len(taken) == ROUND + 3
    finally:
        for s in held + taken:
            s.close()
        sock.close()


def test_refusals_too_end_a_turn_and_the_rest_are_refused_in_the_next():
    door = Door(total=10_000, per_address=0)  # everyone refused
    sock = listening(door)
    sock.setblocking(False)
    held = clients(sock.getsockname()[1], REFUSALS + 5)

    async def turns() -> list[int]:  # each as asyncio's accept loop calls it (a loop runs)
        counts = []
        for _ in range(2):
            try:
                sock.accept()
            except BlockingIOError:
                pass
            counts.append(door.refused["per_address"])
            door.refused.clear()
        answers = await asyncio.gather(*(asyncio.to_thread(said, s) for s in held))
        assert all(a.startswith(b"HTTP/1.1 429 ") for a in answers)  # each told why, then closed
        assert door.lingering == 0
        return counts

    try:
        assert loop.run(asyncio.wait_for(turns(), WAIT)) == [REFUSALS, 5]
    finally:
        for s in held:
            s.close()
        sock.close()


def test_an_ipv6_client_is_held_to_the_cap_by_its_64_and_a_named_proxy_to_the_total_only():
    door = Door(total=5, per_address=2, proxies=("2001:db8:ffff::1",))
    assert door.enter("2001:db8::1") is None and door.enter("2001:db8::2") is None
    assert door.enter("2001:db8::3") == "per_address"  # another address of the same /64
    assert door.enter("2001:db8:0:1::1") is None  # the next /64 is another client
    assert [door.enter("2001:db8:ffff::1") for _ in range(3)] == [None, None, "total"]
    door.leave("2001:db8::2")
    assert door.enter("2001:db8::4") is None


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_an_address_has_its_requests_a_second_and_once_spent_its_connections_are_refused():
    clock = Clock()
    door = Door(total=100, per_address=100, clock=clock, requests=2, proxies=("127.0.0.9",))
    assert [door.takes(HOST) for _ in range(11)] == [True] * 10 + [False]  # five seconds' worth
    assert door.takes("127.0.0.2") and door.takes("127.0.0.9")  # another address; a proxy
    sock = listening(door)
    sock.setblocking(False)
    held = clients(sock.getsockname()[1], 1)

    async def refused() -> bytes:
        try:
            sock.accept()  # spent: refused where it is accepted
        except BlockingIOError:
            pass
        return await asyncio.to_thread(said, held[0])  # the answer, then closed

    try:
        answer = loop.run(asyncio.wait_for(refused(), WAIT))
        assert answer.startswith(b"HTTP/1.1 429 ") and b"too_many_requests" in answer
        assert door.refused["requests"] == 2
        assert door.tell() == ("refused 2 connections from 1 address in the last 60 s: 2 over 2 "
                               "requests a second from one address")  # fmt: skip
        clock.now += 0.5  # one more request a second's half later
        assert door.refuses(HOST) is None and door.takes(HOST) and not door.takes(HOST)
    finally:
        for s in held:
            s.close()
        sock.close()


def test_an_address_refused_its_strikes_in_a_second_is_shut_out_by_the_system_alone():
    clock = Clock()  # stands still: every refusal within the same second
    door = Door(total=100, per_address=1, clock=clock, strikes=3)
    made: list[str] = []

    class Counted(asyncio.Protocol):
        def connection_made(self, transport) -> None:
            host = transport.get_extra_info("peername")[0]
            assert door.enter(host) is None
            made.append(host)

    def unanswered(port: int) -> bool:
        """A connection from the shut address is not even made: its SYN is dropped."""
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
            s.settimeout(1.0)  # the address stays shut SHUT (5) seconds
            try:
                s.connect((HOST, port))
            except TimeoutError:
                return True
            return False

    async def run() -> tuple[list[bytes], bool, bytes]:
        sock = listening(None)
        door.guard(sock)
        server = await asyncio.get_running_loop().create_server(Counted, sock=sock)
        port = sock.getsockname()[1]
        first = await asyncio.to_thread(clients, port, 1, "127.0.0.2")
        while len(made) < 1:
            await asyncio.sleep(0)
        beyond = await asyncio.to_thread(clients, port, 3, "127.0.0.2")  # three refusals
        answers = await asyncio.gather(*(asyncio.to_thread(said, s) for s in beyond))
        dropped = await asyncio.to_thread(unanswered, port)
        other = await asyncio.to_thread(clients, port, 1, "127.0.0.3")  # served meanwhile
        while len(made) < 2:
            await asyncio.sleep(0)
        door.shutter.open("127.0.0.2")  # as the timer does after SHUT seconds
        again = await asyncio.to_thread(clients, port, 1, "127.0.0.2")
        answer = await asyncio.to_thread(said, again[0])
        for s in first + beyond + other + again:
            s.close()
        server.close()
        return answers, dropped, answer

    answers, dropped, answer = loop.run(asyncio.wait_for(run(), WAIT))
    assert all(a.startswith(b"HTTP/1.1 429 ") and b"too_many_connections" in a for a in answers)
    assert dropped  # not accepted, not answered: nothing reached the door
    assert made == ["127.0.0.2", "127.0.0.3"] and door.refused["per_address"] == 4
    assert answer.startswith(b"HTTP/1.1 429 ")  # let in again, and told as before
    assert "1 times an address shut out for 5 s after 3 refusals in a second" in door.tell()


def test_a_refusal_by_the_app_costs_its_address_more_of_its_requests():
    clock = Clock()
    door = Door(total=100, per_address=100, clock=clock, requests=10, proxies=("127.0.0.9",))
    assert door.takes(HOST) and door.takes("127.0.0.9")  # 50 a burst: 49 left
    for _ in range(4):
        door.charge(HOST)  # four 429s: 40 more spent
        door.charge("127.0.0.9")  # a proxy's clients are limited by the proxy
    assert [door.takes(HOST) for _ in range(10)] == [True] * 9 + [False]
    assert all(door.takes("127.0.0.9") for _ in range(40))

    async def app(scope, receive, send) -> None:
        await send({"type": "http.response.start", "status": 429, "headers": []})

    sent: list[dict] = []

    async def send(message) -> None:
        sent.append(message)

    clock.now += 2.0  # 20 more
    loop.run(door.charging(app)({"type": "http", "client": (HOST, 1)}, None, send))
    assert sent[0]["status"] == 429  # passed on as it was
    assert [door.takes(HOST) for _ in range(11)] == [True] * 10 + [False]
