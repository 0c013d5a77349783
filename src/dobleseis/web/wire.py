"""A spectator's frames encoded once for every spectator: the public view and the TABLE of a
scene are compressed and framed once, and each spectator's connection only writes the bytes.

Measured (bench/README.md, "abuse.py"): with 50 spectators on a table, each change was 100 more
WebSocket messages, and each was compressed by its own connection's compressor (permessage-
deflate keeps a window per connection: a message may point back into the ones before it) and
framed by websockets on its own: about 35 µs of zlib and as much again of Python a message,
while the event loop's players waited. A message compressed so that it points back into
nothing (it ends at a full flush: RFC 7692 lets a server not use the window the client keeps,
whatever was agreed) decodes the same on every connection that agreed the same window size, so
one encoding serves them all.

What it costs: such a message is about 540 bytes where the connection's own window made about
200 (a move's frames are mostly the last ones again), so only spectators' connections are sent
this way (``Shared.send_frames``); a player's device keeps its own window. A connection sent
one such message never uses its own compressor again (its window would no longer be the
client's): every later message of it, a pong or an error too, goes this way.
"""

from __future__ import annotations

import struct
import zlib
from collections import OrderedDict
from typing import Any

from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.extensions.permessage_deflate import PerMessageDeflate
from websockets.frames import Frame, Opcode
from websockets.protocol import State

EXTENSION = "dobleseis.frames"
"""The key in a live connection's ASGI scope ``extensions`` of its ``Shared.send_frames``
(absent where the server is not ours: a test client sends each frame as ASGI says)."""
KEPT = 64
"""Frames kept encoded per window size: a few scenes of every watched table."""
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


class Shared(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, with ``send_frames`` offered to the app in the scope's
    extensions (``EXTENSION``)."""

    wire: Wire

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        if self.response.status_code == 101:  # the scope is made, its app not yet running
            self.scope["extensions"][EXTENSION] = self.send_frames

    def _encoder(self) -> Encoder:
        deflate = [e for e in self.conn.extensions if isinstance(e, PerMessageDeflate)]
        return self.wire.encoder(deflate[0].local_max_window_bits if deflate else None)

    async def send_frames(self, own: list[str], shared: list[str]) -> None:
        """Write the messages ``own`` (this connection's only), then ``shared`` (kept encoded
        for every connection), in one write; as uvicorn's own send, wait while the client is
        slow to read, and raise ``ClientDisconnected`` once it is gone or closing."""
        await self.writable.wait()
        if self.disconnected or self.close_sent or self.conn.state is not State.OPEN:
            raise ClientDisconnected()
        encoder = self._encoder()
        frames = [encoder.own(t) for t in own] + [encoder.shared(t) for t in shared]
        self.transport.write(b"".join(frames))
