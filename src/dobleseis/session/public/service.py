"""Public play's commands (docs/api.md, "Public play"): profiles first.

Every command that changes a table goes through the tables' one door (``TableService.change``);
what a profile is and what it did (its ratings) is kept beside the tables (``kept``)."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from functools import partial

from ... import ai
from ...core import Invalid
from ...core.variants import VARIANTS
from ..errors import (
    Forbidden,
    NotAllowed,
    SessionError,
    Stale,
    Taken,
    UnknownTable,
)
from ..keys import key_of, new_code, new_secret, read_code
from ..outage import Outage
from ..rooms import Rooms
from ..service import TableService, require_host, require_player, require_seat
from ..stores.protocol import now
from ..table import UNRATED, Table
from ..table.seating import INVITED, Public, Seating
from ..table.table import check_level
from ..table.wire import lobby_json
from .kept import Kept, Rating, kept_for
from .profiles import PROFILE_ID, Profile, check_avatar, check_profile_name, new_id
from .ratings import new_rating, players, provisional, rated, shown, winners
from .reactions import PHRASES, Reaction, Reactions

COUNTDOWN = 30.0
"""Seconds a quick-match table waits for players before computers fill its free seats."""
AWAY = 60.0
"""Seconds a public table's person may be without a live connection before the computer plays
their seat."""
LINK_LIMIT = 64
"""Characters of a link token as sent (a token is 22)."""
QUICK, HOST = "quick", "host"
LANGUAGES = ("en", "es", "fr", "ht", "tl", "tr")
"""The languages a public table may say it is played in (the client's)."""
TICK = 1.0
"""Seconds between two looks of the clock at the countdowns and the away players."""
HISTORY = 200
"""Entries of a profile's rating history answered (the latest)."""
BOARD = 100
"""Rows of a leaderboard."""
PERIODS = ("week", "all")
WEEK = 7 * 24 * 3600.0
log = logging.getLogger(__name__)


class PublicService:
    """Public play over ``tables``: ``rooms`` says who is connected and since when a seat is
    not (the away watch); ``clock`` is the wall clock in seconds (countdowns are Unix times,
    which every process shares); ``countdown`` and ``away`` in seconds; ``reactions``: who
    hears a table's quick reactions (this process's connections by default;
    ``SharedReactions`` with Redis)."""

    def __init__(
        self,
        tables: TableService,
        rooms: Rooms | None = None,
        clock: Callable[[], float] = time.time,
        countdown: float = COUNTDOWN,
        away: float = AWAY,
        kept: Kept | None = None,
        reactions: Reactions | None = None,
    ) -> None:
        self.tables = tables
        self.rooms = rooms if rooms is not None else Rooms()
        self.clock, self.countdown, self.away = clock, countdown, away
        self.kept = kept if kept is not None else kept_for(tables.store)
        self._quick = threading.Lock()  # one quick match at a time: first come, first seated
        self._rating = threading.Lock()  # one rating at a time: each starts from the last's
        self._ticker: threading.Thread | None = None
        self._stopping = threading.Event()
        self.reactions = reactions if reactions is not None else Reactions()
        self._known: set[str] = set()  # public tables seen here: their end is rated
        self._playing: set[str] = set()  # public matches being played at the last look
        self._unsubscribe = tables.hub.subscribe(None, self.heard)

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

    # -- quick match -------------------------------------------------------------------------
    def quick(self, key: str | None, variant: object, level: object = None,
              language: object = None, partner: bool = False, pair: object = None,
              opening: Callable[[], Callable[[str], None]] = lambda: lambda id: None,
              another: bool = False) -> Seated:  # fmt: skip
        """The profile's device seated at a public table of ``variant`` waiting for players
        (the one waiting longest, its first open seat) or at a new one (seat 1), opened with
        ``level`` and ``language``. ``opening()`` is called before a new table is opened (it
        raises to refuse: the asker's quotas of new tables) and returns what is called with
        the new table's id once it is. ``partner``: the seat opposite is kept for a friend, who
        comes with the ``pair`` code answered; the friend needs no ``variant`` (nor level or
        language): the code's table has them. Asked again while the profile waits at a table
        that has not started: 409 ``already_waiting``; while it plays a public match under way,
        unless ``another`` (``under_way``): 409 ``already_playing``.

        Looking for a waiting table and opening one when there is none is one step, taken by
        one request at a time of every process: this process's lock (enough for a store only
        one process uses), then the store's (``exclusive``: PostgreSQL's advisory lock, which
        several processes share). Without it, two processes asked at the same moment would
        each find no table with a free seat and each open one, and the players meant to sit
        together would wait at two. A lock held by the database is let go when the process
        holding it dies (its connection closes), which a lock kept in Redis with a lifetime
        would have to guess; and the database is what every process already shares."""
        profile = self.me(key)
        if pair is None or variant is not None:
            variant = check_variant(variant)
        level = ai.DEFAULT_LEVEL if level is None else check_level(level)
        language = check_language(language)
        with self._quick, exclusive(self.tables.store, "quick"):
            waiting = self.tables.store.listed(f"waiting:{profile.id}:")
            if waiting:
                raise Taken("already_waiting", id=waiting[0])
            self.under_way(profile, another)
            if pair is not None:
                return self._paired(profile, pair)
            for table in self._waiting(variant, partner):
                open_seats = table.seating.open_seats()
                seat = _pair_of(open_seats) if partner else open_seats[0]
                try:
                    return self._seat_at(table.id, profile, seat, partner)  # type: ignore[arg-type]
                except (Taken, Stale, NotAllowed):
                    continue  # taken meanwhile (by another process): the next table
            made = opening()
            seated = self._opened(profile, variant, level, language, partner)
            made(seated.table.id)
            return seated

    def under_way(self, profile: Profile, another: bool) -> None:
        """409 ``already_playing`` (``id``: the one changed last) while the profile has a
        public match under way, unless it asked for ``another`` match: one profile is not seated
        at a second rated table without a word. A player may leave a match to the computer and
        play another (the computer plays an away player's seat, and the match is rated as
        theirs: docs/api.md, Away players), but a client sends the player back to the match
        they left, or asks them first, rather than seat them twice unawares."""
        playing = self.tables.store.listed(f"playing:{profile.id}:")
        if playing and not another:
            latest = self.tables.store.summaries(set(playing))
            raise Taken("already_playing", id=latest[0]["id"] if latest else playing[0])

    def _waiting(self, variant: str, partner: bool) -> list[Table]:
        """The quick-match tables of ``variant`` with an open seat (with ``partner``: two open
        seats of one team), the one waiting longest first."""
        out = []
        for table in self.public_tables(f"quick:{variant}:"):
            play = table.seating.public_play
            if play.kind != QUICK or table.seating.started or table.variant != variant:
                continue
            open_seats = table.seating.open_seats()
            if open_seats and (not partner or _pair_of(open_seats) is not None):
                out.append(table)
        return sorted(out, key=lambda t: (t.seating.public_play.deadline or 0, t.id))

    def _opened(self, profile: Profile, variant: str, level: str, language: str | None,
                partner: bool) -> Seated:  # fmt: skip
        """A new quick-match table of ``variant``, its countdown begun, with the profile at
        seat 1. No device holds its host secret: its players start it, or the countdown."""
        opened = self.tables.open(variant, seats=(INVITED,) * 4, level=level, hints=False)
        deadline = round((self.clock() + self.countdown) * 1000)
        public = Public(QUICK, level, language, deadline)
        self.tables.change(opened.table.id, None,
                           lambda t: (t.seated(t.seating.made_public(public)), None))  # fmt: skip
        return self._seat_at(opened.table.id, profile, 1, partner)

    def _seat_at(self, id: str, profile: Profile, seat: int, partner: bool) -> Seated:
        """``seat`` of table ``id`` for the profile; with ``partner``, the seat opposite is
        kept for the code answered. The table starts once its four seats are taken."""
        secret, key = new_secret()
        code = new_code() if partner else None

        def command(table: Table) -> tuple[Table, None]:
            seating = table.seating
            if seating.public_play is None:
                raise NotAllowed("not_public")
            if profile.id in players(table).values():  # one seat a profile
                raise Taken("already_waiting", id=table.id)
            mate = _pair_of(seating.open_seats(), seat) if partner else None
            if partner and mate is None:
                raise Taken("seat_taken", seat=seat)
            seating = seating.taken_by(seat, key, profile.id, profile.name, profile.avatar)
            if mate is not None:
                play = seating.public_play
                seating = seating.made_public(replace(play, kept=(*play.kept, (mate, code))))
            if not seating.free() and not seating.started:
                seating = seating.begun(fill=False)
            return table.seated(seating), None

        table, _ = self.tables.change(id, None, command)
        self._known.add(id)
        return Seated(table, seat, secret, code)

    def _paired(self, profile: Profile, pair: object) -> Seated:
        """The seat kept for the partner code ``pair``."""
        code = read_code(pair) if isinstance(pair, str) else None
        id = None if code is None else self.tables.store.find(f"pair:{code}")
        if id is None:
            raise UnknownTable("no_such_pair", pair=str(pair)[:32])
        secret, key = new_secret()
        seat = 0

        def command(table: Table) -> tuple[Table, None]:
            nonlocal seat
            kept = dict((c, s) for s, c in table.seating.public_play.kept)
            if table.seating.started or code not in kept:
                raise UnknownTable("no_such_pair", pair=str(pair)[:32])
            seat = kept[code]
            seating = table.seating.taken_by(
                seat, key, profile.id, profile.name, profile.avatar, pair=code
            )
            if not seating.free():
                seating = seating.begun(fill=False)
            return table.seated(seating), None

        table, _ = self.tables.change(id, None, command)
        return Seated(table, seat, secret, None)

    def start(self, id: str, keys: frozenset[str]) -> Table:
        """ "Start with computers": a player of a waiting public table has the computers take
        its free seats (those kept for a partner too), and the match begins."""

        def command(table: Table) -> tuple[Table, None]:
            require_player(table.seating.proves(keys))
            if table.seating.public_play is None:
                raise NotAllowed("not_public")
            return _filled(table)

        return self.tables.change(id, None, command)[0]

    def leave(self, id: str, keys: frozenset[str], seat: int) -> Table:
        """``seat``'s player (proved by ``keys``) leaves a public table that has not started:
        the seat is free again, and so is the seat opposite if it was kept for this player's
        partner. When no person is left, the table leaves the lobby (no computers fill it
        for nobody). A started match is not left so (422 ``already_started``)."""

        def command(table: Table) -> tuple[Table, None]:
            require_seat(table.seating.proves(keys), seat)
            seating = table.seating
            if seating.public_play is None:
                raise NotAllowed("not_public")
            if seating.started:
                raise NotAllowed("already_started")
            return table.seated(_without(seating, seat)), None

        return self.tables.change(id, None, command)[0]

    # -- public tables and the lobby ---------------------------------------------------------
    def make_public(self, id: str, keys: frozenset[str], on: bool,
                    language: object = None) -> Table:  # fmt: skip
        """The host lists the table in the lobby (``on``), or makes it private again — not
        while its public match is being played (422 ``already_started``): that match is rated
        when it ends, and a private table is not, so a host about to lose could take it out of
        the ratings, or take moves back (``check_takeback``) and make it public again."""
        language = check_language(language)

        def command(table: Table) -> tuple[Table, None]:
            require_host(table.seating.proves(keys))
            if on and not table.secret:  # a seed chosen, deals given, a record imported
                raise NotAllowed("public_deals_known")
            playing = table.seating.started and not table.closed
            if not on and table.seating.public_play is not None and playing:
                raise NotAllowed("already_started")
            public = Public(HOST, table.level, language) if on else None
            return table.seated(table.seating.made_public(public)), None

        return self.tables.change(id, None, command)[0]

    def take_seat(self, id: str, key: str | None, seat: int, another: bool = False) -> Seated:
        """A free seat of a public table, from the lobby, for the profile's device; one taken
        meanwhile is a 409 ``seat_taken``; a public match of the profile's under way, a 409
        ``already_playing`` unless it asked for ``another`` (``under_way``).

        A profile waiting at another public table that has not started moves: once seated
        here, its seat there is given up (``Seated.left``), as its player would give it up. A
        player who picks a seat from the lobby means to play there; nothing has begun at the
        table they leave (no match to abandon, no rating), and the seat kept there would have
        the countdown start a second match in their name, the computer playing it for them.
        The new seat is taken first, so that a refusal (``seat_taken``) loses them neither."""
        profile = self.me(key)
        self.under_way(profile, another)
        seated = self._seat_at(id, profile, seat, False)
        return replace(seated, left=self._moved_from(profile, id))

    def _moved_from(self, profile: Profile, id: str) -> tuple[str, ...]:
        """The profile's seat at every public table not yet started but ``id`` given up (its
        seat free again, as ``leave`` frees it); the ids of those tables. One that started
        meanwhile keeps its player: it is a match under way now, as if they had chosen
        another."""

        def command(table: Table) -> tuple[Table, bool]:
            seating = table.seating
            seats = [s for s, c in enumerate(seating.chairs, 1) if c.profile == profile.id]
            if seating.public_play is None or seating.started or not seats:
                return table, False  # started or left meanwhile: nothing to give up
            return table.seated(_without(seating, seats[0])), True

        left = []
        for other in self.tables.store.listed(f"waiting:{profile.id}:"):
            try:
                if other != id and self.tables.change(other, None, command)[1]:
                    left.append(other)
            except SessionError:  # gone meanwhile, or the store away: kept as it is (the
                continue  # new seat's secret is answered all the same: it is taken)
        return tuple(left)

    def lobby(self, variant: str | None = None) -> dict:
        """The LOBBY: the public tables of ``variant`` (None: every game) still to be played,
        those waiting for players first (the longest waiting first), then those being played
        (to watch). Nothing hidden: who sits where, no tile, no score, no secret."""
        rows = [r for _, r in self._lobby_rows() if variant is None or r["variant"] == variant]
        rows.sort(key=lambda r: (r["started"], r["deadline"] or 0, r["id"]))
        return {"now": round(self.clock() * 1000), "tables": rows}

    def _lobby_rows(self) -> list[tuple[int, dict]]:
        """The version and the row of every table listed in the lobby (its ``public:`` key), as
        its summary keeps them (``summary_of``, written with each change): one read of the
        summaries, no table rebuilt. Rebuilding was the cost of the lobby and of every round of
        the clock: a table in no process's cache (with several processes most of them, after a
        restart all) replays its whole match. A summary written before it kept the row has its
        table loaded instead, until its next change writes one. A table that left the lobby
        between the two reads (its row None) is not listed."""
        store = self.tables.store
        ids = set(store.listed("public:"))
        rows = []
        for summary in store.summaries(ids) if ids else []:
            row = summary["lobby"] if "lobby" in summary else self._loaded_row(summary["id"])
            if row is not None:
                rows.append((summary["version"], row))
        self._known.update(r["id"] for _, r in rows)
        return rows

    def _loaded_row(self, id: str) -> dict | None:
        """The lobby's row of table ``id`` read from the table itself (a summary without one)."""
        try:
            table = self.tables.store.get(id)
        except SessionError:  # a stored match the rules refuse is no one's to join
            return None
        return lobby_json(table) if table is not None and table.in_lobby else None

    def public_tables(self, prefix: str) -> list[Table]:
        """Every public table whose match is still to be played that a store finds by a key
        starting with ``prefix`` (``quick:VARIANT:``: a quick match's tables waiting for
        players; ``public:``: the lobby's, whose rows ``_lobby_rows`` reads without them)."""
        out = []
        for id in self.tables.store.listed(prefix):
            try:
                table = self.tables.store.get(id)
            except SessionError:  # a stored match the rules refuse is no one's to join
                continue
            if table is not None and table.seating.public_play is not None:
                out.append(table)
        self._known.update(t.id for t in out)
        return out

    # -- quick reactions ---------------------------------------------------------------------
    def react(self, id: str, keys: frozenset[str], seat: int, phrase: object,
              charge: Callable[[], None] = lambda: None) -> Table:  # fmt: skip
        """``seat`` (proved by ``keys``) says ``phrase`` to its public table: every device
        there hears it, but those of players who muted its player. ``charge`` is called once
        it is allowed, before it is told (it raises to refuse: a seat's rate)."""
        if not isinstance(phrase, str) or phrase not in PHRASES:
            raise Invalid("no_such_phrase", value=phrase)
        table = self.tables.get(id)
        require_seat(table.seating.proves(keys), seat)
        if table.seating.public_play is None:
            raise NotAllowed("not_public")
        charge()
        sender = table.seating.chair(seat).profile
        muted_by = set()
        for s, chair in enumerate(table.seating.chairs, 1):
            listener = None if chair.profile is None else self.kept.profile(chair.profile)
            if listener is not None and sender in listener.muted:
                muted_by.add(s)
        self.reactions.tell(id, Reaction(seat, phrase, sender, frozenset(muted_by)))
        return table

    # -- ratings -----------------------------------------------------------------------------
    def heard(self, table_id: str, version: int) -> None:
        """A table changed (the hub: this process's changes, and those of the tables it
        follows): a public match that has just ended is rated (once, even when several
        processes hear it). The table is read only where the change was not made (the store
        keeps the version it wrote). A table that will never be rated here (deleted, private
        again, over without a rating) is forgotten: a server hears of public tables for weeks."""
        if table_id not in self._known:
            return
        store = self.tables.store
        if version < 0:
            self._look(table_id, lambda: None)
        else:
            self._look(table_id, lambda: store.kept(table_id, version) or store.get(table_id))

    def _look(self, table_id: str, read: Callable[[], Table | None]) -> None:
        """Rate the table ``read()`` answers if its public match is over, or forget it if it
        will never be rated here. The store away meanwhile (``Unavailable``: the last move kept,
        the ratings not written) leaves the match listed as still to rate (its ``unrated:``
        key), which the clock's rounds look at (``run_due``): the table will not change again to
        be heard of. A match the rules refuse is never rated."""
        try:
            table = read()
            if table is not None and table.rateable:
                self.rate(table)
            elif table is None or table.seating.public_play is None or table.closed:
                self._known.discard(table_id)
        except SessionError:  # Unavailable too: the next round looks again
            return

    def rate(self, table: Table) -> bool:
        """Rate a finished public match (see ``ratings``); False if it was rated already.

        The ratings it starts from are read and its new ones written by one rating at a time
        of every process (this process's lock, then the store's, as for a quick match): a
        player's two matches ending at once, heard on two threads or by two processes, would
        otherwise both start from the rating before either, and the one written last would
        undo the other."""
        people = sorted(set(players(table).values()))
        with self._rating, exclusive(self.tables.store, "rate"):
            before = self.kept.ratings(people, table.variant)
            new = rated(table, before)
            done = self.kept.rate(table.id, table.variant, new, self._stamp(), winners(table))
        self._known.discard(table.id)
        return done

    def ratings_of(self, id: object) -> dict:
        """A profile's rating in each game and its history, latest first: each match's result
        (``won``) and the change of the rating shown (see ``history_json``)."""
        profile = self.profile(id)
        mine = self.kept.all_ratings(profile.id)
        ratings = [{"variant": v, **rating_json(r)} for v, r in sorted(mine.items())]
        history = history_json(self.kept.history(profile.id, HISTORY), mine)
        return {"profile": profile.json(), "ratings": ratings, "history": history}

    def leaderboard(self, variant: object, period: object, mine: object = None) -> dict:
        """The best ratings of a game: of all time, or of the profiles who played a rated match
        in the last seven days (``week``); and the row of the profile ``mine`` (its id) on the
        whole board, wherever it stands (``you``: null when it has no place there)."""
        variant = check_variant(variant)
        if period not in PERIODS:
            raise Invalid("no_such_period", value=period)
        if mine is not None and not (isinstance(mine, str) and PROFILE_ID.fullmatch(mine)):
            raise Invalid("bad_profile_id", value=str(mine)[:40])
        since = None if period == "all" else self._stamp(self.clock() - WEEK)
        board = enumerate(self.kept.board(variant, since, BOARD), start=1)
        rows = [{"rank": rank, "profile": p.json(), **rating_json(r)} for rank, (p, r) in board]
        you = None
        place = self.kept.place(variant, since, mine) if mine else None
        profile = self.kept.profile(mine) if place else None
        if profile is not None:
            you = {"rank": place[0], "profile": profile.json(), **rating_json(place[1])}
        return {"variant": variant, "period": period, "rows": rows, "you": you}

    def _stamp(self, at: float | None = None) -> str:
        """A moment of the service's clock as the history keeps it (ISO 8601, UTC)."""
        moment = self.clock() if at is None else at
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(moment))

    # -- what the clock does -----------------------------------------------------------------
    def run_due(self) -> int:
        """Start every waiting quick-match table whose countdown is over (computers take its
        free seats), and have the computer play for every person away too long from a public
        match (``away_due``); returns how many tables changed. Run every second by
        ``start_clock``, or by a test. First, every match over and not yet rated is rated
        (``_look``): one that ended while the store was away, or whose process died before
        rating it (the table's ``unrated:`` key, kept with its last move: ``Table.lookup_keys``),
        whichever process ended it."""
        store = self.tables.store
        for id in self.kept.unrated(sorted(store.listed(UNRATED))):
            self._look(id, partial(store.get, id))
        now = round(self.clock() * 1000)
        changed, playing = 0, set()
        for version, row in self._lobby_rows():  # a table is loaded only to change it
            if row["started"]:
                playing.add(row["id"])
                changed += self._away_due(row["id"], version, row["seats"])
                continue
            if row["deadline"] is None or row["deadline"] > now:
                continue
            try:
                self.tables.change(row["id"], version, _filled)
                changed += 1
            except SessionError:  # started or changed meanwhile: the next round looks again
                continue
        for id in self._playing - playing:  # over (or private again): no one is away there
            self.rooms.absent(id, set(), now / 1000)
        self._playing = playing
        return changed

    def _away_due(self, id: str, version: int, seats: list[dict]) -> int:
        """The computer plays each seat of a public match (``id`` at ``version``, its lobby
        row's ``seats``) whose person's device has had no live connection for ``away`` seconds;
        the player takes it back with the host command a friend uses. Returns 1 if the table
        changed. Since when a seat has been absent is kept in the rooms (``Rooms.absent``):
        with Redis (``serve --redis``) every process and a restarted one count from the moment
        it was first seen. (A seat the computer does not play is a person's: a computer seat
        is always played by the computer.)"""
        connected = self.rooms.connected(id)
        now = self.clock()
        absent = {s["seat"] for s in seats if not s["computer"] and s["seat"] not in connected}
        since = self.rooms.absent(id, absent, now)
        gone = sorted(seat for seat in absent if now - since[seat] >= self.away)
        if not gone:
            return 0

        def command(t: Table) -> tuple[Table, None]:
            seating = t.seating
            for seat in gone:
                seating = seating.away_handed(seat)
            return t.seated(seating), None

        try:
            self.tables.change(id, version, command)
        except SessionError:  # the table changed meanwhile: the next round looks again
            return 0
        self.rooms.absent(id, absent - set(gone), now)  # counted afresh when next away
        return 1

    def start_clock(self, every: float = TICK) -> None:
        """``run_due`` every ``every`` seconds on a thread of its own, until ``stop``."""
        if self._ticker is not None:
            return

        def run() -> None:
            health = Outage(log, "public tables' countdowns and away players")
            while not self._stopping.wait(every):
                try:
                    self.run_due()
                except Exception as e:  # a store away must not stop the countdowns
                    health.failed(e)
                else:
                    health.worked()

        self._ticker = threading.Thread(target=run, name="dobleseis-public", daemon=True)
        self._ticker.start()

    def stop(self) -> None:
        self._unsubscribe()
        self.reactions.close()
        self._stopping.set()
        if self._ticker is not None:
            self._ticker.join(timeout=10)


def rating_json(r: Rating) -> dict:
    """A rating as the API gives it: the number shown (``ratings.shown``), whether it is still
    provisional, and what it is computed from."""
    return {"rating": shown(r), "provisional": provisional(r), "mu": r.mu, "sigma": r.sigma,
            "matches": r.matches}  # fmt: skip


def history_json(rows: list[dict], now: dict[str, Rating]) -> list[dict]:
    """The history ``rows`` (latest first) as the API gives them: each with the rating shown
    after the match, ``won`` (None on a row kept before results were), and ``change``, the
    shown rating's change from the row before in its game; a game's oldest row listed is
    changed from a new player's rating when it was the profile's first match in that game
    (``now``: its ratings, the matches they count), else its change is not known (None)."""
    out, before = [], {}
    for h in reversed(rows):
        variant, rating = h["variant"], shown(Rating(h["mu"], h["sigma"]))
        if variant not in before:
            played = now.get(variant, new_rating()).matches
            first = sum(r["variant"] == variant for r in rows) == played
            before[variant] = shown(new_rating()) if first else None
        change = None if before[variant] is None else rating - before[variant]
        before[variant] = rating
        out.append({"variant": variant, "match": h["match"], "at": h["at"],
                    "rating": rating, "mu": h["mu"], "sigma": h["sigma"],
                    "won": h["won"], "change": change})  # fmt: skip
    return out[::-1]


def _without(seating: Seating, seat: int) -> Seating:
    """A waiting public table's ``seat`` given up by its player (``Seating.left``); with no
    person left, the table leaves the lobby (no computers fill it for nobody)."""
    seating = seating.left(seat)
    if not any(c.taken for c in seating.chairs):
        seating = seating.made_public(None)
    return seating


def _filled(table: Table) -> tuple[Table, None]:
    """A waiting public table's computers take its free seats, and the match begins."""
    return table.seated(table.seating.begun(fill=True)), None


@dataclass(frozen=True)
class Seated:
    """A seat taken at a public table: the table, the seat, its secret (given once), for a
    player who came with a partner, the code the partner brings, and the waiting tables the
    player moved from (``PublicService.take_seat``), whose seats' secrets work no more."""

    table: Table
    seat: int
    secret: str
    pair: str | None = None
    left: tuple[str, ...] = ()  # the waiting tables whose seat the player gave up for this one


def _pair_of(open_seats: list[int], seat: int | None = None) -> int | None:
    """The seat opposite ``seat`` (None: of any open seat) when both are open: a team's two
    seats for two friends."""
    for s in open_seats if seat is None else [seat]:
        mate = (s + 1) % 4 + 1
        if s in open_seats and mate in open_seats:
            return mate if seat is not None else s
    return None


def exclusive(store: object, name: str) -> AbstractContextManager:
    """The store's lock ``name``, shared by every process on it (``PostgresStore.exclusive``);
    nothing for a store only one process uses (SQLite, which a server holds locked; memory)."""
    hold = getattr(store, "exclusive", None)
    return nullcontext() if hold is None else hold(name)


def check_variant(variant: object) -> str:
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise Invalid("no_such_variant", value=variant, games=list(VARIANTS))
    return variant


def check_language(language: object) -> str | None:
    if language is not None and language not in LANGUAGES:
        raise Invalid("no_such_language", value=language, languages=list(LANGUAGES))
    return language  # type: ignore[return-value]
