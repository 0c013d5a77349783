"""Playing with anyone: profiles, quick match, public tables and their lobby, the computer
standing in for away players, ratings and quick reactions (docs/api.md, "Public play").

A session service beside the tables, never a second path to a table's state: every change it
makes to a table goes through ``TableService.change`` (the tables' one door, with its lock and
the store's version check), and what makes a table public is part of its seating
(``Seating.public``), stored with it. Its own truth — profiles, ratings and their history, the
rated matches — is kept beside the tables in the same database (``kept``).

- ``profiles``: a player of one's own (name, avatar, a secret kept hashed, a one-time link).
- ``kept``: where profiles and ratings are kept (memory, SQLite, PostgreSQL).
- ``ratings``: a public match's players rated by OpenSkill, computers at their level's rating.
- ``reactions``: the quick reactions, told to a table's devices (across processes with Redis).
- ``service``: ``PublicService``, every command of public play.
- ``words``: the English of public play's refusals.
"""

from . import words  # noqa: F401 - the refusals of public play, in English
from .kept import Rating, kept_for, ordinal
from .profiles import AVATARS, Profile
from .service import PublicService

__all__ = ["AVATARS", "Profile", "PublicService", "Rating", "kept_for", "ordinal"]
