"""How live frames go on the wire: uvicorn's WebSocket protocol with two ASGI extensions of
ours. ``SEND_MANY``: a device's frames of a change in one write. ``SHARED``: a spectator's
frames encoded once for every spectator — the public view and the TABLE of a scene are
compressed and framed once, and each spectator's connection only writes the bytes.

Why: with 50 spectators on a table, each change is 100 more WebSocket messages, and each would
be compressed by its own connection's compressor (permessage-deflate keeps a window per
connection: a message may point back into the ones before it) and framed by websockets on its
own: about 35 µs of zlib and as much again of Python a message (bench/README.md, "abuse.py"),
while the event loop's players wait. A message compressed so that it points back into
nothing (it ends at a full flush: RFC 7692 lets a server not use the window the client keeps,
whatever was agreed) decodes the same on every connection that agreed the same window size, so
one encoding serves them all.

What it costs: such a message is about 540 bytes where the connection's own window made about
200 (a move's frames are mostly the last ones again), so only spectators' connections are sent
this way; a player's device keeps its own window. A connection sent one such message never
uses its own compressor again (its window would no longer be the client's): every later
message of it, a pong or an error too, goes this way.
"""

from __future__ import annotations

import struct
import zlib
from collections import OrderedDict
from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.exceptions import InvalidState
from websockets.extensions.permessage_deflate import PerMessageDeflate
from websockets.frames import Frame, Opcode
from websockets.protocol import State

SEND_MANY = "dobleseis.send_many"
"""An ASGI extension of this server's WebSocket connections (in the scope's ``extensions``): a
``websocket.send`` message may carry under this key a list of more texts, each sent after its
own ``text`` as a WebSocket message of its own, all in one write. A device's frames of a change
(its views, the TABLE, an ack) then cost one pass through the middleware and one system call,
not one each; what the device receives is the same."""
SHARED = "dobleseis.shared"
"""An ASGI extension of this server's WebSocket connections: a ``websocket.send`` message may
carry under this key how many of its last texts (with ``SEND_MANY``) are frames every spectator
of a table is sent alike, to be encoded once for all (``Wire``). From that message on, every
message of the connection is the wire's (its own compressor's window is no longer the
client's)."""
KEPT = 1024
"""Frames kept encoded per window size: the last scenes of hundreds of watched tables."""
MEMORY_LEVEL = 5  # zlib's memLevel, as uvicorn's compressor (its compress_settings)
TAIL = b"\x00\x00\xff\xff"  # the end of a flush, left off as RFC 7692 says
COMPRESSED_TEXT = 0b1100_0001  # FIN, RSV1 (compressed: RFC 7692), opcode 1 (text)


class Encoder:
    """Messages as a server's WebSocket frames, compressed for a window of ``window_bits``
    (None: not compressed), none pointing back into another."""

    def __init__(self, window_bits: int | None, kept: int = KEPT) -> None:
        self.window_bits, self.kept = window_bits, kept
        self._zlib = (None if window_bits is None
                      else zlib.compressobj(wbits=-window_bits, memLevel=MEMORY_LEVEL))  # fmt: skip
        self._frames: OrderedDict[str, bytes] = OrderedDict()
        self.encoded = 0  # messages compressed and framed so far

    def shared(self, text: str) -> bytes:
        """The frame of ``text``, encoded once for every connection while it is kept (the
        scene's own str is the key: a lookup is one comparison of identity)."""
        frame = self._frames.get(text)
        if frame is None:
            frame = self._frames[text] = self.own(text)
            if len(self._frames) > self.kept:
                self._frames.popitem(last=False)
        return frame

    def own(self, text: str) -> bytes:
        """The frame of ``text``, not kept (an answer to one connection)."""
        self.encoded += 1
        data = text.encode()
        if self._zlib is None:
            return Frame(Opcode.TEXT, data).serialize(mask=False)
        # a full flush: what follows points back into nothing before it
        data = self._zlib.compress(data) + self._zlib.flush(zlib.Z_FULL_FLUSH)
        if data.endswith(TAIL):
            data = data[:-4]
        return _head(COMPRESSED_TEXT, len(data)) + data


def _head(first: int, length: int) -> bytes:
    """A server's frame header (RFC 6455 5.2: not masked), for a payload of ``length`` bytes."""
    if length < 126:
        return struct.pack("!BB", first, length)
    if length < 1 << 16:
        return struct.pack("!BBH", first, 126, length)
    return struct.pack("!BBQ", first, 127, length)


class Wire:
    """One server's encoders, one per window size its connections agreed (a browser offers
    none and takes the server's, so in practice one)."""

    def __init__(self, kept: int = KEPT) -> None:
        self.kept = kept
        self._encoders: dict[int | None, Encoder] = {}

    def encoder(self, window_bits: int | None) -> Encoder:
        encoder = self._encoders.get(window_bits)
        if encoder is None:
            encoder = self._encoders[window_bits] = Encoder(window_bits, self.kept)
        return encoder


class Sending(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, speaking ``SEND_MANY`` and ``SHARED``."""

    wire: Wire
    wired = False  # every message is the wire's from now on

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none when the handshake was refused
        if scope is not None:
            scope["extensions"][SEND_MANY] = {}
            scope["extensions"][SHARED] = {}

    async def send(self, message: Any) -> None:
        text = message.get("text")
        ours = SEND_MANY in message or SHARED in message or self.wired
        if message["type"] != "websocket.send" or text is None or not ours:
            await super().send(message)
            return
        texts = [text, *message.get(SEND_MANY, ())]
        await self.writable.wait()
        if self.disconnected:
            raise ClientDisconnected()
        if not self.handshake_complete or self.close_sent or self.initial_response is not None:
            for text in texts:  # uvicorn says what is wrong, one by one
                await super().send({"type": "websocket.send", "text": text})
            return
        if SHARED in message or self.wired:
            self.wired = True
            data = self._encoded(texts, message.get(SHARED, 0))
        else:
            try:
                for text in texts:
                    self.conn.send_text(text.encode())
            except InvalidState:
                raise ClientDisconnected() from None
            data = self.conn.data_to_send()
        self.transport.write(b"".join(data))

    def _encoded(self, texts: list[str], shared: int) -> list[bytes]:
        """``texts`` as the wire's frames: the last ``shared`` of them kept for every
        connection, the others this one's own."""
        if self.conn.state is not State.OPEN:  # closing: what websockets' send would refuse
            raise ClientDisconnected()
        deflate = [e for e in self.conn.extensions if isinstance(e, PerMessageDeflate)]
        encoder = self.wire.encoder(deflate[0].local_max_window_bits if deflate else None)
        cut = len(texts) - shared
        return [encoder.own(t) for t in texts[:cut]] + [encoder.shared(t) for t in texts[cut:]]
