"""What every answer carries, and which Host names are answered at all.

The headers tell the browser to run only this app's own files on its pages (no inline script
or style but the page's own script, named by its hash; nothing from elsewhere), never to show
them inside another site's frame (so no page elsewhere can lay its own buttons over the table:
clickjacking), never to guess a file's type from its content, and to send no address of a
table to another site.

``hosts``: the only Host names answered (None: any), so that a page elsewhere cannot reach a
server on this machine through a name of its own (DNS rebinding). Another name is refused in
the API's error shape.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable

from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..core import Refusal
from ..core.errors import explain

explain({"unknown_host": lambda f: f"this server does not answer to the name {f['host']!r}"})


def source_hash(script: str) -> str:
    """A script's source as a policy names it: ``'sha256-<its SHA-256 in base64>'``."""
    return f"'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"


def policy(scripts: Iterable[str] = ()) -> str:
    """The Content-Security-Policy of an answer whose page has the inline ``scripts`` (their
    text between the tags): those run, named by their SHA-256, and no other inline script."""
    return "; ".join(
        [
            "default-src 'none'",
            " ".join(["script-src 'self'", *map(source_hash, scripts)]),
            "style-src 'self'",
            "img-src 'self'",
            "manifest-src 'self'",  # the web app manifest, to install the table on a phone
            "connect-src 'self'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ]
    )


HEADERS = {
    "Content-Security-Policy": policy(),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


def host_name(host: str) -> str:
    """The name of a Host header without its port: ``localhost:8000`` → ``localhost``,
    ``[::1]:8000`` → ``[::1]``."""
    if host.startswith("["):
        end = host.find("]")
        return host if end == -1 else host[: end + 1]
    name, colon, port = host.rpartition(":")
    return name if colon and ":" not in name else host


class Guard:
    """ASGI middleware: refuse other Host names, and put ``HEADERS`` on every answer (one that
    has a policy of its own keeps it: the page, which names its inline script)."""

    def __init__(self, app: ASGIApp, hosts: tuple[str, ...] | None = None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        if self.hosts is not None:
            name = host_name(Headers(scope=scope).get("host", ""))
            if name not in self.hosts:
                if scope["type"] == "websocket":
                    await send({"type": "websocket.close", "code": 1008})
                    return
                refusal = Refusal("unknown_host", host=name)
                body = {"error": str(refusal), **refusal.json()}
                answer = JSONResponse(body, 400, headers={"Cache-Control": "no-store", **HEADERS})
                await answer(scope, receive, send)
                return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for key, value in HEADERS.items():
                    headers.setdefault(key, value)  # the page says its own policy (files.py)
            await send(message)

        await self.app(scope, receive, with_headers)
