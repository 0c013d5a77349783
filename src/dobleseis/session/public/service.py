"""Public play's commands (docs/api.md, "Public play"): profiles first.

Every command that changes a table goes through the tables' one door (``TableService.change``);
what a profile is and what it did (its ratings) is kept beside the tables (``kept``)."""

from __future__ import annotations

import time
from collections.abc import Callable

from ..errors import Forbidden, NotAllowed, UnknownTable
from ..keys import key_of, new_secret
from ..rooms import Rooms
from ..service import TableService
from ..stores.protocol import now
from .kept import Kept, kept_for
from .profiles import Profile, check_avatar, check_profile_name, new_id

COUNTDOWN = 30.0
"""Seconds a quick-match table waits for players before computers fill its free seats."""
AWAY = 60.0
"""Seconds a public table's person may be without a live connection before the computer plays
their seat."""
LINK_LIMIT = 64
"""Characters of a link token as sent (a token is 22)."""


class PublicService:
    """Public play over ``tables``: ``rooms`` says who is connected (the away watch);
    ``clock`` is the wall clock in seconds (countdowns are Unix times, which every process
    shares); ``countdown`` and ``away`` in seconds."""

    def __init__(
        self,
        tables: TableService,
        rooms: Rooms | None = None,
        clock: Callable[[], float] = time.time,
        countdown: float = COUNTDOWN,
        away: float = AWAY,
        kept: Kept | None = None,
    ) -> None:
        self.tables = tables
        self.rooms = rooms if rooms is not None else Rooms()
        self.clock, self.countdown, self.away = clock, countdown, away
        self.kept = kept if kept is not None else kept_for(tables.store)

    # -- profiles ----------------------------------------------------------------------------
    def make_profile(self, name: object, avatar: object) -> tuple[Profile, str]:
        """A new profile and its secret, given once."""
        name, avatar = check_profile_name(name), check_avatar(avatar)
        secret, key = new_secret()
        profile = Profile(new_id(), name, avatar, key)
        self.kept.add(profile, now())
        return profile, secret

    def me(self, key: str | None) -> Profile:
        """The profile whose secret has ``key``; 403 ``no_profile`` without one."""
        profile = None if key is None else self.kept.by_key(key)
        if profile is None:
            raise Forbidden("no_profile")
        return profile

    def profile(self, id: object) -> Profile:
        profile = self.kept.profile(id) if isinstance(id, str) and len(id) <= 40 else None
        if profile is None:
            raise UnknownTable("no_such_profile", profile=str(id)[:40])
        return profile

    def change_profile(
        self, key: str | None, name: object = None, avatar: object = None
    ) -> Profile:
        """A new name or avatar; the seats taken from now on carry it."""
        profile = self.me(key)
        name = profile.name if name is None else check_profile_name(name)
        avatar = profile.avatar if avatar is None else check_avatar(avatar)
        changed = self.kept.rename(profile.id, name, avatar)
        return changed if changed is not None else profile

    def link(self, key: str | None) -> str:
        """A one-time token that moves the profile to another device (a new one replaces the
        last)."""
        profile = self.me(key)
        token, token_key = new_secret()
        self.kept.link(profile.id, token_key)
        return token

    def take(self, token: object) -> tuple[Profile, str]:
        """The profile of a link token, for the device that brought it, with a new secret; the
        old device's secret stops working. A token works once."""
        if not isinstance(token, str) or not token or len(token) > LINK_LIMIT:
            raise NotAllowed("bad_profile_link")
        secret, key = new_secret()
        profile = self.kept.take(key_of(token), key)
        if profile is None:
            raise NotAllowed("bad_profile_link")
        return profile, secret

    def mute(self, key: str | None, other: object, muted: bool) -> tuple[str, ...]:
        """The profile ``other``'s reactions reach this profile's devices no more (or again)."""
        profile = self.me(key)
        target = self.profile(other)
        return self.kept.mute(profile.id, target.id, muted)
