"""The endpoints of public play (docs/api.md, "Public play"): profiles, quick match, public
tables and the lobby, ratings and reactions. They only read requests and write answers: every
command is ``PublicService``'s (``session.public``), which changes a table only through the
tables' one door.

A profile is proved by its secret in the ``Dobleseis-Profile`` header (never in a URL); a
seat, as everywhere, by the ``Dobleseis-Secrets`` header.
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from ..core import Invalid
from ..session.keys import key_of
from ..session.public import AVATARS, PublicService
from .errors import BadRequest
from .limits import Clock, Limits
from .peers import address_of
from .quotas import PerMinute

PROFILE_HEADER = "dobleseis-profile"
MAX_TOKEN = 64


def profile_key(request: Request) -> str | None:
    """The key (hash) of the profile secret the request sends, or None (a malformed header
    proves nothing, as a wrong secret)."""
    text = (request.headers.get(PROFILE_HEADER) or "").strip()
    if not text or len(text) > MAX_TOKEN or " " in text:
        return None
    return key_of(text)


class PublicApi:
    """The routes of public play over ``public``; ``body(request, allowed)``, ``answer(data,
    status)`` and ``no_query(request)`` are the app's own readers and writers, ``base_url`` the
    address other devices open."""

    def __init__(self, public: PublicService, limits: Limits, clock: Clock, body, answer,
                 no_query, base_url: Callable[[Request], str]) -> None:  # fmt: skip
        self.public = public
        self.body, self.answer, self.no_query, self.base_url = body, answer, no_query, base_url
        self.profiles_made = PerMinute(limits.profiles, clock)
        self.routes = [
            Route("/api/public", self.catalog, methods=["GET"]),
            Route("/api/profiles", self.make_profile, methods=["POST"]),
            Route("/api/profiles/me", self.me, methods=["GET"]),
            Route("/api/profiles/me", self.change_profile, methods=["POST"]),
            Route("/api/profiles/me/link", self.link, methods=["POST"]),
            Route("/api/profiles/me/mute", self.mute, methods=["POST"]),
            Route("/api/profiles/take", self.take, methods=["POST"]),
        ]

    async def catalog(self, request: Request) -> Response:
        """What a client offers: the avatars, and the settings of this server."""
        self.no_query(request)
        return self.answer({"avatars": list(AVATARS)})

    # -- profiles ----------------------------------------------------------------------------
    async def make_profile(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"name", "avatar"})
        wait = self.profiles_made.wait(address_of(request))
        if wait:
            raise BadRequest("too_many_profiles", 429, retry_after=wait)
        try:
            profile, secret = await run_in_threadpool(
                self.public.make_profile, body.get("name"), body.get("avatar")
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer({"profile": profile.json(), "secret": secret}, 201)

    async def me(self, request: Request) -> Response:
        self.no_query(request)
        profile = await run_in_threadpool(self.public.me, profile_key(request))
        return self.answer({"profile": profile.json(), "muted": list(profile.muted)})

    async def change_profile(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"name", "avatar"})
        key = profile_key(request)
        try:
            profile = await run_in_threadpool(
                self.public.change_profile, key, body.get("name"), body.get("avatar")
            )
        except Invalid as e:
            raise BadRequest.of(e) from None
        return self.answer({"profile": profile.json()})

    async def link(self, request: Request) -> Response:
        """A one-time link that moves the profile to another device: the token in the
        fragment, which no browser sends to a server."""
        self.no_query(request)
        await self.body(request, set())
        token = await run_in_threadpool(self.public.link, profile_key(request))
        return self.answer({"token": token, "link": f"{self.base_url(request)}#profile={token}"})

    async def take(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"token"})
        profile, secret = await run_in_threadpool(self.public.take, body.get("token"))
        return self.answer({"profile": profile.json(), "secret": secret})

    async def mute(self, request: Request) -> Response:
        self.no_query(request)
        body = await self.body(request, {"profile", "muted"})
        muted = body.get("muted")
        if not isinstance(muted, bool):
            raise BadRequest("not_a_bool", key="muted", value=muted)
        key = profile_key(request)
        done = await run_in_threadpool(self.public.mute, key, body.get("profile"), muted)
        return self.answer({"muted": list(done)})
