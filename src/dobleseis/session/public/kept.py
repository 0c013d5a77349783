"""Where public play keeps its profiles and ratings: beside the tables, in the same database
(schema step 4 of the SQLite and PostgreSQL stores, ``stores.protocol.PUBLIC_TABLES``), or in
memory with the in-memory store.

Every change is one transaction: a profile moved by its link token is moved once (the token's
hash is cleared in the same statement that checks it), and a match is rated once — the row of
``rated`` is written in the transaction that writes its ratings, so that of two processes seeing
the same match end, one rates it and the other finds it rated.

A match to rate is found again after its process died before rating it: the table's
``unrated:ID`` lookup key (``Table.lookup_keys``) is written with its last move, and the
transaction that rates the match deletes it (``rate``), so the store lists only the matches
still to rate (``unrated``), whichever process ends up rating them. A later change of the table
that rewrites its keys writes the mark again: ``unrated`` deletes it when it finds the match
rated. In memory, where the keys are read from the tables themselves, ``unrated`` leaves out
the matches rated.

A profile's history is listed in the order its matches were rated, latest first: by the
number each row gets when written (``seq``, schema step 6), since two matches may be rated in
the same second of ``at``. Each row says whether the profile's team won (``won``: SQLite's
schema step 8, PostgreSQL's 9); a row written before is without it (None).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Collection
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..stores import MemoryStore, Store
from ..table import UNRATED
from .profiles import Profile


@dataclass(frozen=True, slots=True)
class Rating:
    """One profile's rating in one game: OpenSkill's ``mu`` and ``sigma``, after ``matches``
    rated matches."""

    mu: float
    sigma: float
    matches: int = 0


Board = list[tuple[Profile, Rating]]
"""The first rows of a leaderboard, best first: each profile with its rating."""


class Kept(Protocol):
    def add(self, profile: Profile, at: str) -> None: ...
    def profile(self, id: str) -> Profile | None: ...
    def by_key(self, key: str) -> Profile | None: ...
    def rename(self, id: str, name: str, avatar: str) -> Profile | None: ...
    def link(self, id: str, link: str) -> None: ...
    def take(self, link: str, key: str) -> Profile | None: ...
    def mute(self, id: str, other: str, muted: bool) -> tuple[str, ...]: ...
    def ratings(self, ids: list[str], variant: str) -> dict[str, Rating]: ...
    def rate(self, match: str, variant: str, new: dict[str, Rating], at: str,
             won: Collection[str]) -> bool: ...  # fmt: skip
    def unrated(self, matches: list[str]) -> list[str]: ...
    def history(self, id: str, limit: int) -> list[dict]: ...
    def all_ratings(self, id: str) -> dict[str, Rating]: ...
    def board(self, variant: str, since: str | None, limit: int) -> Board: ...
    def place(self, variant: str, since: str | None, id: str) -> tuple[int, Rating] | None: ...


def kept_for(store: Store) -> Kept:
    """The keeping of public play beside ``store``'s tables."""
    if isinstance(store, MemoryStore) or not hasattr(store, "run"):
        return MemoryKept()
    return SqlKept(store)


class MemoryKept:
    """Profiles and ratings in dicts: gone when the process ends, as the tables of a memory
    store are."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._profiles: dict[str, Profile] = {}
        self._links: dict[str, str] = {}  # a link token's key -> profile id
        self._ratings: dict[tuple[str, str], Rating] = {}
        self._history: list[dict] = []
        self._rated: set[str] = set()

    def add(self, profile: Profile, at: str) -> None:
        with self._lock:
            self._profiles[profile.id] = profile

    def profile(self, id: str) -> Profile | None:
        return self._profiles.get(id)

    def by_key(self, key: str) -> Profile | None:
        with self._lock:
            return next((p for p in self._profiles.values() if p.key == key), None)

    def rename(self, id: str, name: str, avatar: str) -> Profile | None:
        with self._lock:
            p = self._profiles.get(id)
            if p is not None:
                p = self._profiles[id] = replace(p, name=name, avatar=avatar)
            return p

    def link(self, id: str, link: str) -> None:
        with self._lock:
            for k in [k for k, v in self._links.items() if v == id]:
                del self._links[k]
            self._links[link] = id

    def take(self, link: str, key: str) -> Profile | None:
        with self._lock:
            id = self._links.pop(link, None)
            if id is None or id not in self._profiles:
                return None
            p = self._profiles[id] = replace(self._profiles[id], key=key)
            return p

    def mute(self, id: str, other: str, muted: bool) -> tuple[str, ...]:
        with self._lock:
            p = self._profiles[id]
            now = _muted(p.muted, other, muted)
            self._profiles[id] = replace(p, muted=now)
            return now

    def ratings(self, ids: list[str], variant: str) -> dict[str, Rating]:
        return {i: self._ratings[i, variant] for i in ids if (i, variant) in self._ratings}

    def rate(self, match: str, variant: str, new: dict[str, Rating], at: str,
             won: Collection[str]) -> bool:  # fmt: skip
        with self._lock:
            if match in self._rated:
                return False
            self._rated.add(match)
            for id, r in new.items():
                self._ratings[id, variant] = r
                self._history.append({"profile": id, "variant": variant, "match": match,
                                      "mu": r.mu, "sigma": r.sigma, "at": at,
                                      "won": id in won})  # fmt: skip
            return True

    def unrated(self, matches: list[str]) -> list[str]:
        """Of ``matches`` (those listed by their ``unrated:`` key), those not rated yet."""
        return [m for m in matches if m not in self._rated]

    def history(self, id: str, limit: int) -> list[dict]:
        mine = [h for h in self._history if h["profile"] == id]
        return [{k: v for k, v in h.items() if k != "profile"} for h in mine[::-1][:limit]]

    def all_ratings(self, id: str) -> dict[str, Rating]:
        return {v: r for (i, v), r in self._ratings.items() if i == id}

    def board(self, variant: str, since: str | None, limit: int) -> Board:
        return [(self._profiles[i], r) for i, r in self._ordered(variant, since)[:limit]]

    def place(self, variant: str, since: str | None, id: str) -> tuple[int, Rating] | None:
        rows = self._ordered(variant, since)
        return next(((n, r) for n, (i, r) in enumerate(rows, start=1) if i == id), None)

    def _ordered(self, variant: str, since: str | None) -> list[tuple[str, Rating]]:
        ids = {i for (i, v) in self._ratings if v == variant}
        if since is not None:
            ids = {h["profile"] for h in self._history
                   if h["variant"] == variant and h["at"] >= since}  # fmt: skip
        rows = [(i, self._ratings[i, variant]) for i in ids]
        return sorted(rows, key=lambda r: (-ordinal(r[1]), r[0]))


def ordinal(r: Rating) -> float:
    """The rating ranked: mu - 3 sigma (a player is at least this good, nearly surely); shown
    on an Elo-like scale that keeps its order (``ratings.shown``)."""
    return r.mu - 3 * r.sigma


def _muted(muted: tuple[str, ...], other: str, on: bool) -> tuple[str, ...]:
    rest = tuple(m for m in muted if m != other)
    return (*rest, other) if on else rest


class SqlKept:
    """Profiles and ratings in the SQLite file or the PostgreSQL database of ``store``, each
    change one transaction (``store.run``). The statements are written once, with ``%s``, and
    SQLite's ``?`` put in for it."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.mark = "?" if type(store).__name__ == "SqliteStore" else "%s"

    def _sql(self, text: str) -> str:
        return text.replace("%s", self.mark)

    def _one(self, text: str, args: tuple) -> Any:
        rows = self._all(text, args)  # every row read before the commit (SQLite's RETURNING)
        return rows[0] if rows else None

    def _all(self, text: str, args: tuple) -> list:
        return self.store.run(lambda db: db.execute(self._sql(text), args).fetchall())

    _PROFILE = "SELECT id, name, avatar, key, muted FROM profiles WHERE "

    @staticmethod
    def _profile(row) -> Profile | None:
        if row is None:
            return None
        return Profile(row[0], row[1], row[2], row[3], tuple(json.loads(row[4])))

    def add(self, profile: Profile, at: str) -> None:
        self._one(
            """INSERT INTO profiles (id, key, name, avatar, muted, created)
               VALUES (%s, %s, %s, %s, %s, %s) RETURNING id""",
            (profile.id, profile.key, profile.name, profile.avatar, "[]", at),
        )

    def profile(self, id: str) -> Profile | None:
        return self._profile(self._one(self._PROFILE + "id = %s", (id,)))

    def by_key(self, key: str) -> Profile | None:
        return self._profile(self._one(self._PROFILE + "key = %s", (key,)))

    def rename(self, id: str, name: str, avatar: str) -> Profile | None:
        return self._profile(self._one(
            """UPDATE profiles SET name = %s, avatar = %s WHERE id = %s
               RETURNING id, name, avatar, key, muted""", (name, avatar, id)))  # fmt: skip

    def link(self, id: str, link: str) -> None:
        self._one("UPDATE profiles SET link = %s WHERE id = %s RETURNING id", (link, id))

    def take(self, link: str, key: str) -> Profile | None:
        return self._profile(self._one(
            """UPDATE profiles SET key = %s, link = NULL WHERE link = %s
               RETURNING id, name, avatar, key, muted""", (key, link)))  # fmt: skip

    def mute(self, id: str, other: str, muted: bool) -> tuple[str, ...]:
        def work(db) -> tuple[str, ...]:
            row = db.execute(self._sql("SELECT muted FROM profiles WHERE id = %s"), (id,))
            now = _muted(tuple(json.loads(row.fetchone()[0])), other, muted)
            db.execute(self._sql("UPDATE profiles SET muted = %s WHERE id = %s"),
                       (json.dumps(now), id))  # fmt: skip
            return now

        return self.store.run(work)

    def ratings(self, ids: list[str], variant: str) -> dict[str, Rating]:
        out = {}
        for id in ids:
            row = self._one("SELECT mu, sigma, matches FROM ratings WHERE profile_id = %s "
                            "AND variant = %s", (id, variant))  # fmt: skip
            if row is not None:
                out[id] = Rating(*row)
        return out

    def rate(self, match: str, variant: str, new: dict[str, Rating], at: str,
             won: Collection[str]) -> bool:  # fmt: skip
        """Rate ``match`` once (False if it was rated already), and take away its mark; the
        profiles of ``won`` were on the team that won it."""

        def work(db) -> bool:
            self._unmark(db, match)
            done = db.execute(
                self._sql("INSERT INTO rated (match_id, at) VALUES (%s, %s) "
                          "ON CONFLICT (match_id) DO NOTHING"), (match, at))  # fmt: skip
            if done.rowcount != 1:
                return False
            for id, r in new.items():
                db.execute(self._sql(
                    """INSERT INTO ratings (profile_id, variant, mu, sigma, matches, updated)
                       VALUES (%s, %s, %s, %s, %s, %s)
                       ON CONFLICT (profile_id, variant) DO UPDATE SET mu = excluded.mu,
                         sigma = excluded.sigma, matches = excluded.matches,
                         updated = excluded.updated"""),
                    (id, variant, r.mu, r.sigma, r.matches, at))  # fmt: skip
                db.execute(self._sql(
                    """INSERT INTO rating_history
                         (profile_id, variant, match_id, mu, sigma, at, won)
                       VALUES (%s, %s, %s, %s, %s, %s, %s)"""),
                    (id, variant, match, r.mu, r.sigma, at, id in won))  # fmt: skip
            return True

        return self.store.run(work)

    def unrated(self, matches: list[str]) -> list[str]:
        """Of ``matches`` (those listed by their ``unrated:`` key), those not rated yet; the
        mark of any rated is deleted (written again by a later change of its table)."""
        if not matches:
            return []

        def work(db) -> list[str]:
            out = []
            for match in matches:
                found = db.execute(self._sql("SELECT 1 FROM rated WHERE match_id = %s"), (match,))
                if found.fetchone() is None:
                    out.append(match)
                else:
                    self._unmark(db, match)
            return out

        return self.store.run(work)

    def _unmark(self, db, match: str) -> None:
        db.execute(self._sql("DELETE FROM keys WHERE key = %s AND match_id = %s"),
                   (UNRATED + match, match))  # fmt: skip

    def history(self, id: str, limit: int) -> list[dict]:
        rows = self._all(
            """SELECT variant, match_id, mu, sigma, at, won FROM rating_history
               WHERE profile_id = %s ORDER BY seq DESC LIMIT %s""",
            (id, limit),
        )
        return [{"variant": v, "match": m, "mu": mu, "sigma": s, "at": at,
                 "won": None if won is None else bool(won)}
                for v, m, mu, s, at, won in rows]  # fmt: skip

    def all_ratings(self, id: str) -> dict[str, Rating]:
        rows = self._all("SELECT variant, mu, sigma, matches FROM ratings WHERE profile_id = %s "
                         "ORDER BY variant", (id,))  # fmt: skip
        return {v: Rating(mu, s, n) for v, mu, s, n in rows}

    def board(self, variant: str, since: str | None, limit: int) -> Board:
        """The first ``limit`` rows of the board with their profiles, in one read: the ratings
        in the order of the index ``ratings_board`` (schema step 7 on SQLite, 8 on PostgreSQL),
        so only those rows are read, not every rating of the game sorted. A rating's
        ``updated`` is its last history row's ``at`` (``rate`` writes both at once): the week's
        board filters those rows by it rather than look through the week's history."""
        recent = "" if since is None else " AND r.updated >= %s"
        args = (variant,) if since is None else (variant, since)
        rows = self._all(
            "SELECT p.id, p.name, p.avatar, p.key, p.muted, r.mu, r.sigma, r.matches"
            " FROM ratings r JOIN profiles p ON p.id = r.profile_id"
            " WHERE r.variant = %s" + recent +
            " ORDER BY r.mu - 3 * r.sigma DESC, r.profile_id LIMIT %s", (*args, limit))  # fmt: skip
        return [(self._profile(row[:5]), Rating(*row[5:])) for row in rows]

    def place(self, variant: str, since: str | None, id: str) -> tuple[int, Rating] | None:
        """The rank of ``id`` on the whole ``board`` and its rating: one more than the rows
        the board's order puts before it, counted in the database as those rated higher and
        those rated the same with a lesser id: two ranges of the index ``ratings_board``,
        which holds all a count reads (one condition joining them with OR reads every
        rating)."""
        recent = "" if since is None else " AND {0}.updated >= %s"
        period = () if since is None else (since,)
        rated = ("SELECT COUNT(*) FROM ratings o WHERE o.variant = r.variant" + recent.format("o")
                 + " AND o.mu - 3 * o.sigma {0} r.mu - 3 * r.sigma")  # fmt: skip
        higher, level = rated.format(">"), rated.format("=") + " AND o.profile_id < r.profile_id"
        row = self._one(
            f"SELECT r.mu, r.sigma, r.matches, ({higher}) + ({level}) FROM ratings r"
            " WHERE r.variant = %s AND r.profile_id = %s" + recent.format("r"),
            (*period, *period, variant, id, *period))  # fmt: skip
        if row is None:
            return None
        mu, sigma, matches, before = row
        return before + 1, Rating(mu, sigma, matches)
