"""A shutter on the listening socket: the system itself drops the connections of a few
addresses, before any of them is accepted.

The door (``door.Door``) answers a connection beyond its caps with a 429 where it is accepted,
which costs the event loop tens of microseconds and the system a whole TCP connection, its
handshake, answer and close; an address that keeps coming after thousands of such answers is no
browser, and a flood of them is thousands a second: once the door refuses a flood, those
refusals are most of what it still costs (``bench/abuse.py``, bench/README.md). So an address
refused too often is shut out for a few seconds: a classic BPF filter on the listening socket
(Linux's ``SO_ATTACH_FILTER``, which any process may set on its own socket, no privilege needed)
drops its SYN packets. Nothing is accepted or answered for it meanwhile; its client's system
waits and sends again (after 1, 3, 7 s), and once the shutter opens it is answered as before.
The other addresses' packets pass the filter with a few comparisons each, and when no address is
shut there is no filter at all.

Elsewhere than Linux there is no shutter (``Shutter.of`` gives None), and the door answers every
connection as it comes."""

from __future__ import annotations

import ctypes
import ipaddress
import socket
import struct
import sys

SO_ATTACH_FILTER = 26
SO_DETACH_FILTER = 27
MOST = 256
"""Addresses shut out at once, at most (the filter's length stays far below the system's 4096
instructions); beyond, the door answers them at accept."""
_NET = -0x100000  # SKF_NET_OFF: offsets from the packet's IP header
_LD_W, _LD_B, _AND, _JEQ, _JA, _RET = 0x20, 0x30, 0x54, 0x15, 0x05, 0x06
_PASS, _DROP = 0xFFFFFFFF, 0


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("HBBI", code, jt, jf, k & 0xFFFFFFFF)


def program(keys: set[str]) -> list[bytes]:
    """The filter dropping the packets from ``keys`` (IPv4 addresses, and IPv6 /64 networks as
    ``door`` keys them); every other packet passes."""
    v4, v6 = [], []
    for key in sorted(keys):
        net = ipaddress.ip_network(key, strict=False)
        raw = net.network_address.packed
        if net.version == 4:
            v4 += [_op(_JEQ, int.from_bytes(raw), 0, 1), _op(_RET, _DROP)]
        else:  # the /64: the source address's first two words
            hi, lo = int.from_bytes(raw[:4]), int.from_bytes(raw[4:8])
            v6 += [_op(_LD_W, _NET + 8), _op(_JEQ, hi, 0, 3), _op(_LD_W, _NET + 12),
                   _op(_JEQ, lo, 0, 1), _op(_RET, _DROP)]  # fmt: skip
    v4 = [_op(_LD_W, _NET + 12), *v4, _op(_RET, _PASS)]
    head = [_op(_LD_B, _NET), _op(_AND, 0xF0), _op(_JEQ, 0x60, 0, 1), _op(_JA, len(v4))]
    return [*head, *v4, *v6, _op(_RET, _PASS)]


class Shutter:
    """The addresses shut out of ``sock`` (a listening socket) now."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.shut: set[str] = set()

    @classmethod
    def of(cls, sock: socket.socket) -> Shutter | None:
        """A shutter for ``sock``, or None where the system has none."""
        if not sys.platform.startswith("linux") or sock.type != socket.SOCK_STREAM:
            return None
        return cls(sock)

    def close(self, key: str) -> bool:
        """Shut ``key`` out (whether it is: not when ``MOST`` are already)."""
        if key in self.shut:
            return True
        if len(self.shut) >= MOST:
            return False
        self.shut.add(key)
        return self._set()

    def open(self, key: str) -> None:
        """Let ``key`` in again."""
        self.shut.discard(key)
        self._set()

    def _set(self) -> bool:
        """Give the socket the filter of ``shut`` (none if it is empty): whether it took it."""
        try:
            if not self.shut:
                self.sock.setsockopt(socket.SOL_SOCKET, SO_DETACH_FILTER, 0)
                return True
            ops = program(self.shut)
            code = ctypes.create_string_buffer(b"".join(ops))  # copied by the system
            self.sock.setsockopt(socket.SOL_SOCKET, SO_ATTACH_FILTER,
                                 struct.pack("HP", len(ops), ctypes.addressof(code)))  # fmt: skip
            return True
        except OSError:  # no filter on this socket (detaching none, or refused): the door answers
            self.shut.clear()
            return False
