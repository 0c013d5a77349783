"""A player of one's own: a profile per device — a name and an avatar from a fixed set — held
with a secret like a seat's (only its SHA-256 is kept) and moved to another device with a
one-time link token, as a seat is rejoined.

A profile is public by its id (the lobby, a seat, the leaderboard show it); only its secret
acts for it, and a token moves it once."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from ...core import Invalid
from ..table.seating import check_name

EMOJI = ("🐢", "🦜", "🐬", "🦀", "🐓", "🐐", "🦎", "🐝", "🌴", "🌺", "🥭", "🍍", "⚓", "☀️",
         "🌙", "⭐")  # fmt: skip
COLOURS = ("red", "orange", "gold", "green", "teal", "blue", "purple", "pink")
AVATARS = EMOJI + COLOURS
"""An emoji, or a colour on which a client draws the name's first letter."""


def check_avatar(avatar: Any) -> str:
    if not isinstance(avatar, str) or avatar not in AVATARS:
        raise Invalid("no_such_avatar", value=avatar)
    return avatar


def check_profile_name(name: Any) -> str:
    """A profile's name: as a seat's (``check_name``), and never empty."""
    name = check_name(name)
    if name is None:
        check_name(1)  # bad_name, with the limit
    return name  # type: ignore[return-value]


def new_id() -> str:
    return "p" + secrets.token_hex(8)


PROFILE_ID = re.compile(r"p[0-9a-f]{16}")
"""The shape of every id ``new_id`` makes."""


@dataclass(frozen=True, slots=True)
class Profile:
    """A player: ``id`` (public), ``name``, ``avatar``; ``key``, the hash of its secret; and
    the profiles it ``muted`` (their reactions do not reach its devices)."""

    id: str
    name: str
    avatar: str
    key: str
    muted: tuple[str, ...] = ()

    def json(self) -> dict:
        """What everyone may see of it: no key, no mutes."""
        return {"id": self.id, "name": self.name, "avatar": self.avatar}
