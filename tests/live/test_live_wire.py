"""A spectator's frames encoded once for every spectator (``web.wire``), read by the websockets
library's own client, which keeps its window across messages (context takeover, as browsers
agree it): what the server's own compressor sent first, and the shared frames after it, all
decode to their texts, and a text is compressed once however many connections it is for, and
read by a connection that saw none of the frames before it."""

from __future__ import annotations

import json

import pytest
from websockets.client import ClientProtocol
from websockets.extensions.permessage_deflate import (
    ClientPerMessageDeflateFactory,
    ServerPerMessageDeflateFactory,
)
from websockets.frames import Frame, Opcode
from websockets.server import ServerProtocol
from websockets.uri import parse_uri

from dobleseis.web.wire import Encoder, Wire


def pair(deflate: bool) -> tuple[ServerProtocol, ClientProtocol]:
    """A server's and a client's ends of one WebSocket, the handshake done; with ``deflate``,
    as uvicorn's server and a browser agree permessage-deflate (each keeps its window)."""
    server = ServerProtocol(extensions=[ServerPerMessageDeflateFactory(
        server_max_window_bits=12, client_max_window_bits=12,
        compress_settings={"memLevel": 5})] if deflate else None)  # fmt: skip
    offer = [ClientPerMessageDeflateFactory()] if deflate else None
    client = ClientProtocol(parse_uri("ws://127.0.0.1/live"), extensions=offer)
    client.send_request(client.connect())
    server.receive_data(b"".join(client.data_to_send()))
    [request] = server.events_received()
    server.send_response(server.accept(request))
    client.receive_data(b"".join(server.data_to_send()))
    client.events_received()
    return server, client


def window(server: ServerProtocol) -> int | None:
    """The window the server compresses with (what ``Sending`` looks up), None: no deflate."""
    return next((e.local_max_window_bits for e in server.extensions), None)


def texts(client: ClientProtocol, data: bytes) -> list[str]:
    client.receive_data(data)
    frames = client.events_received()
    assert all(isinstance(f, Frame) and f.opcode is Opcode.TEXT for f in frames)
    return [f.data.decode() for f in frames]


def scene(n: int) -> list[str]:
    """Frames like a table's: each mostly the one before again (what a window remembers)."""
    view = {"type": "view", "seat": None, "view": {"version": n, "moves": list(range(n)) * 7,
            "hand": [], "names": ["Ana", "Beto", "Carla", "Dani"] * 20}}  # fmt: skip
    table = {"type": "table", "table": {"version": n, "seats": [{"seat": s} for s in range(4)]}}
    return [json.dumps(view), json.dumps(table)]


@pytest.mark.parametrize("deflate", [True, False])
def test_shared_frames_after_the_connections_own_decode_on_a_client_that_keeps_its_window(
    deflate,
):
    wire = Wire()
    server, client = pair(deflate)
    assert window(server) == (12 if deflate else None)
    own = [json.dumps({"type": "welcome", "n": i}) * 9 for i in range(3)]
    for text in own:  # sent by the server's own compressor first (its window: the client's)
        server.send_text(text.encode())
    said = texts(client, b"".join(server.data_to_send()))
    assert said == own
    encoder = wire.encoder(window(server))
    for n in range(1, 30):  # from now on every message of this connection is the wire's
        pong = json.dumps({"type": "pong", "ref": n})
        data = encoder.own(pong) + b"".join(encoder.shared(t) for t in scene(n))
        assert texts(client, data) == [pong, *scene(n)]
    if deflate:  # compressed, with the RSV1 bit; a text of about 2 KB in a few hundred bytes
        first = encoder.shared(scene(29)[0])
        assert first[0] == 0b1100_0001 and len(first) < len(scene(29)[0]) / 3


def test_a_text_is_encoded_once_for_every_connection_while_it_is_kept():
    wire = Wire(kept=4)
    ends = [pair(True) for _ in range(5)]
    encoder = wire.encoder(window(ends[0][0]))
    assert all(wire.encoder(window(s)) is encoder for s, _ in ends)  # one per window size
    for n in range(1, 4):
        frames = scene(n)
        sent = [b"".join(encoder.shared(t) for t in frames) for _ in ends]
        assert len(set(sent)) == 1  # the same bytes for every connection
        for (_, client), data in zip(ends, sent, strict=True):
            assert texts(client, data) == frames
    assert encoder.encoded == 6  # two texts a scene, three scenes: once each
    _, late = pair(True)  # came after them: its window has none of the frames before
    assert texts(late, encoder.own("{}") + encoder.shared(scene(3)[0])) == ["{}", scene(3)[0]]
    for n in range(4, 7):  # newer scenes push the oldest out (at most ``kept`` texts)
        for t in scene(n):
            encoder.shared(t)
    encoder.shared(scene(1)[0])
    assert encoder.encoded == 14  # an old one forgotten is encoded again when asked


def test_each_window_size_has_its_own_encoder():
    wire = Wire()
    assert wire.encoder(12) is wire.encoder(12)
    assert wire.encoder(12) is not wire.encoder(10)
    assert isinstance(wire.encoder(None), Encoder) and wire.encoder(None).window_bits is None
