"""Who a request comes from, for the limits kept per address and for "this computer".

The peer is the other end of the connection. Only when the peer is one of the proxies the
operator named (``serve --proxy``, none by default) is its ``X-Forwarded-For`` believed: then
the client is the address the proxy says (uvicorn's own ``ProxyHeadersMiddleware``, the one its
``--forwarded-allow-ips`` installs, so that the rightmost address not of a trusted proxy is
taken). Anyone else's header is ignored: a stranger cannot pose as another address to reset a
limit, or as this computer.

"This computer" is the real peer on loopback, never an address a proxy passed on: through a
proxy on this computer, every request would otherwise be this computer's.

The limits per address are kept by ``address_of``: an IPv6 client by its /64 network, since one
home or one server is given a whole /64 and could otherwise take a new address per request.
"""

from __future__ import annotations

import ipaddress

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

PEER = "dobleseis.peer"
"""The scope's key for the real peer, kept before a proxy's header replaces ``client``."""
LOOPBACK = ("127.0.0.1", "::1")


class Peers:
    """ASGI middleware: keep the real peer, then believe forwarded headers only from
    ``proxies`` (addresses or networks, as ``--forwarded-allow-ips`` takes them)."""

    def __init__(self, app: ASGIApp, proxies: tuple[str, ...] = ()) -> None:
        self.app = app
        self.inner = ProxyHeadersMiddleware(app, trusted_hosts=list(proxies)) if proxies else app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            scope[PEER] = scope.get("client")
        await self.inner(scope, receive, send)


def is_local(connection: HTTPConnection) -> bool:
    """The request comes from the computer the server runs on, not through a proxy."""
    peer = connection.scope.get(PEER, connection.scope.get("client"))
    if peer is None or peer[0] not in LOOPBACK:
        return False
    return tuple(connection.scope.get("client") or ()) == tuple(peer)


def address_of(connection: HTTPConnection) -> str:
    """The address a client's limits are kept by: its IPv4 address, its IPv6 /64."""
    client = connection.scope.get("client")
    return address_key(client[0] if client else "?")


def address_key(host: str) -> str:
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if ip.version == 6 and ip.ipv4_mapped is None:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip.ipv4_mapped or ip) if ip.version == 6 else str(ip)
