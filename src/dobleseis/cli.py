"""``python -m dobleseis``: replay or verify a record, serve the browser table, and measure the
computer players against each other (``arena``)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys

from . import __version__
from .core.deal import commitment_of, deal_from_material, deal_text, parse_deal
from .core.record import FORMAT, MAX_BYTES, RecordError, loads
from .core.summary import summary, summary_text
from .core.variants import VARIANTS


def _say(line: str) -> None:
    """A refusal or a stop, told on stderr in one line."""
    print(f"dobleseis: {line}", file=sys.stderr)


def _record_text(path: str) -> str | None:
    """The text of the record file at ``path``, or None once told why there is none: read no
    further than a record can go (``MAX_BYTES``), so that a huge file fills no memory."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        _say(f"cannot read {path}: {e.strerror or e}")
        return None
    if len(data) > MAX_BYTES:
        _say(f"{path} is larger than a record can be ({MAX_BYTES // 2**20} MiB)")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        _say(f"{path} is not UTF-8 text")
        return None


def _replay(args: argparse.Namespace) -> int:
    text = _record_text(args.record)
    if text is None:
        return 2
    try:
        state = loads(text).replay()
    except RecordError as e:
        _say(str(e))
        return 2
    if args.json:
        print(json.dumps(summary(state), ensure_ascii=False))
    else:
        print(summary_text(state))
    return 0


def _sha256_hex(text: str) -> bool:
    return len(text) == 64 and all(c in "0123456789abcdef" for c in text)


def _verify(args: argparse.Namespace) -> int:
    """Everything given is read before anything is printed: a commitment or a deal that is not
    written right is a mistake in the command (2), not a deal that does not match (1)."""
    material = args.material.strip().lower()
    if not _sha256_hex(material):
        _say("seed material is 64 hexadecimal digits")
        return 2
    commitment = None if args.commitment is None else args.commitment.strip().lower()
    if commitment is not None and not _sha256_hex(commitment):
        _say("--commitment is 64 hexadecimal digits, as shown before the hand")
        return 2
    try:
        shown = None if args.deal is None else parse_deal(args.deal)
    except ValueError as e:
        _say(f"--deal: {e}")
        return 2
    digest = commitment_of(material)
    deal = deal_from_material(material)
    print(f"commitment {digest}")
    for seat, hand in enumerate(deal_text(deal), start=1):
        print(f"seat {seat}: {hand}")
    ok = True
    if commitment is not None:
        print("commitment matches" if commitment == digest else "commitment DOES NOT match")
        ok &= commitment == digest
    if shown is not None:
        print("deal matches" if shown == deal else "deal DOES NOT match")
        ok &= shown == deal
    return 0 if ok else 1


def _serve(args: argparse.Namespace) -> int:
    try:
        from .web.serve import serve
    except ModuleNotFoundError as e:
        if e.name not in ("starlette", "uvicorn"):
            raise
        print(
            "dobleseis: serve needs the web extra: pip install -e '.[web]' (./play does it)",
            file=sys.stderr,
        )
        return 2
    from .session.stores.sqlite import default_path

    if args.lease is not None and args.redis is None:
        _say("--lease is for processes joined by --redis: how long one holds a table's computers")
        return 2
    db = args.db if args.db is not None else str(default_path())
    names = tuple(args.public_name or ())
    lease = None if args.lease is None else round(args.lease * 1000)
    return serve(
        args.host,
        args.port,
        open_browser=not args.no_browser,
        db=db,
        lan=args.lan,
        names=names,
        redis=args.redis,
        lease=lease,
        limits=_limits(args),
        public_play=(args.countdown, args.away),
    )


def _limits(args: argparse.Namespace):
    from dataclasses import replace

    from .web.limits import Limits

    given = {f: getattr(args, f) for f in (*LIMIT_FLAGS, "request_timeout")
             if getattr(args, f) is not None}  # fmt: skip
    return replace(Limits(proxies=tuple(args.proxy or ())), **given)


LIMIT_FLAGS = {  # Limits' field: its help (the flag: --max-FIELD, or as LIMIT_NAMES says)
    "connections": "connections open at once, in all (default 4096, and always below the "
    "file limit: the soft limit is raised to the hard one at start)",
    "per_address": "connections open at once from one address (default 64)",
    "requests": "HTTP requests a second from one address, on average, in bursts of up to "
    "five seconds' worth (default 100; beyond, a 429, or the connection refused)",
    "refusals": "refusals within a second that shut one address out for 5 s, its "
    "connections dropped unanswered by the system meanwhile (default 200)",
    "creates": "tables created or imported per minute from one address (default 30)",
    "creates_per_day": "tables created or imported per day from one address, a share that "
    "refills over the day (default 500)",
    "free_disk": "MiB of disk that must stay free beside a SQLite database for a new table "
    "or profile to be made or a hand's review begun (default 256; below it they are refused, "
    "matches under way go on)",
    "tables": "unfinished tables one address made since the server started (default 100)",
    "spectators": "live connections to one table that hold no seat of it (default 50)",
    "spectators_per_address": "live connections holding no seat, from one address (default 20)",
    "robots": "tables of four computers one address keeps playing at once (default 2)",
    "profiles": "player profiles made per minute from one address (default 10)",
    "quick": "quick matches asked per minute from one address (default 30)",
    "reactions": "quick reactions sent per minute from one address (default 120)",
    "reading": "milliseconds of the server's CPU a second that reading matches whole (a log, "
    "a record, a replay, a review, an accuracy, the statistics, an import, the lobby, the "
    "leaderboard, a table rebuilt from its record) may take for one address, in bursts of "
    "thirty seconds' worth; this computer's own requests are held to none (default 100; "
    "a slow computer may want more)",
    "reviews_per_day": "hands' reviews one address may begin per day, a share that refills "
    "over the day (default 500; each is kept for good)",
}
LIMIT_NAMES = {"per_address": "--max-connections-per-address", "robots": "--max-computer-tables",
               "free_disk": "--min-free-disk",
               "profiles": "--profiles-per-minute", "quick": "--quick-per-minute",
               "reactions": "--reactions-per-minute"}  # fmt: skip


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"a limit is a whole number of 1 or more, not {text!r}")
    return int(text)


def _seconds_of(what: str, low: float, high: float):
    """An argument type: seconds from ``low`` to ``high`` (``what``: the name of the thing)."""

    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = -1.0
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"a {what} is {low:g} to {high:g} seconds, not {text!r}"
            )
        return value

    return seconds


_lease = _seconds_of("lease", 0.3, 600)
_countdown = _seconds_of("countdown", 1, 600)
_away = _seconds_of("time away", 5, 3600)
_timeout = _seconds_of("timeout", 0.5, 300)


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 0 to 65535, not {text!r}")
    return int(text)


def _proxy(text: str) -> str:
    """An address or network whose X-Forwarded-For is believed, as the door reads it (``*``:
    any peer at all, which the door takes too)."""
    import ipaddress

    try:
        if text != "*":
            ipaddress.ip_network(text, strict=False)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"a proxy is an IP address or a network (10.0.0.0/8), not {text!r}"
        ) from None
    return text


def _add_serve(sub) -> None:
    s = sub.add_parser(
        "serve",
        help="play in the browser: serve the table and its API",
        description="Serve the browser table and its JSON API (docs/api.md) until Ctrl+C "
        "(or SIGTERM). Without --port it uses port 8000, or any free port if 8000 is taken. "
        "Every accepted move is saved in the database before it is answered, so a restarted "
        "server resumes every match.",
    )
    where = s.add_mutually_exclusive_group()  # --lan is a --host of its own: 0.0.0.0
    where.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this computer only; another address lets "
        "the devices that can reach it open the tables' public views and join with an "
        "invitation)",
    )
    where.add_argument(
        "--lan",
        action="store_true",
        help="play with the other devices of your home network: listen on every address "
        "(0.0.0.0) and print the address they open, with a QR code",
    )
    s.add_argument("--port", type=_port, default=None, help="port (default 8000; 0: any free port)")
    s.add_argument("--no-browser", action="store_true", help="do not open a browser")
    s.add_argument(
        "--db",
        metavar="PATH|URL",
        help="where the matches are kept: a SQLite file (default "
        "$XDG_DATA_HOME/dobleseis/matches.sqlite3, else ~/.local/share/dobleseis/...; one "
        "server per file), or a PostgreSQL database, postgresql://USER:PASSWORD@HOST/NAME, that "
        "several servers share (needs the pg extra)",
    )
    s.add_argument(
        "--public-name",
        action="append",
        metavar="NAME",
        help="a Host name to answer besides this computer's own (127.0.0.1, localhost, [::1], "
        "the --host address; with --lan its network address and name): the name players "
        "use, passed on by a reverse proxy in front (deploy/nginx.conf); may be repeated",
    )
    s.add_argument(
        "--redis",
        metavar="URL",
        help="join the other serve processes on the same PostgreSQL database through Redis, "
        "redis://HOST:PORT/0 (needs the redis extra): a device sees at once a move made "
        "through any process, one process at a time plays a table's computers, and who is "
        "connected, the panels open and takeback requests are shared",
    )
    s.add_argument(
        "--lease",
        type=_lease,
        metavar="SECONDS",
        help="with --redis: how long a process's hold on a table's computers lasts unless "
        "renewed (default 10, from 0.3 to 600): when a process dies, another plays its "
        "tables' computers within about this long",
    )
    s.add_argument(
        "--proxy",
        type=_proxy,
        nargs="+",
        action="extend",
        metavar="ADDRESS",
        help="the address (or network, 10.0.0.0/8) of a reverse proxy in front whose "
        "X-Forwarded-For names the client (default none: the header is ignored; behind "
        "deploy/nginx.conf on this computer: --proxy 127.0.0.1)",
    )
    _add_limits(s)
    _add_public(s)
    s.set_defaults(run=_serve)


def _add_limits(s) -> None:
    """``serve``'s limits on what a client may spend."""
    limits = s.add_argument_group(
        "limits", "what one address, and everyone, may hold at once (README: Running a public "
        "server); the defaults leave a family at home far from them"
    )  # fmt: skip
    for flag, text in LIMIT_FLAGS.items():
        name = LIMIT_NAMES.get(flag, f"--max-{flag.replace('_', '-')}")
        limits.add_argument(name, dest=flag, type=_positive, metavar="N", help=text)
    limits.add_argument(
        "--request-timeout", type=_timeout, metavar="SECONDS",
        help="a connection whose request has not all arrived this long after it began is "
        "closed (default 10, from 0.5 to 300; an idle kept-alive connection is closed after 5)",
    )  # fmt: skip


def _add_public(s) -> None:
    """``serve``'s settings of public play."""
    public = s.add_argument_group("public play", "quick match, the lobby (docs/api.md)")
    public.add_argument(
        "--countdown", type=_countdown, default=30.0, metavar="SECONDS",
        help="how long a quick-match table waits for players before computers fill its free "
        "seats (default 30, from 1 to 600)",
    )  # fmt: skip
    public.add_argument(
        "--away", type=_away, default=60.0, metavar="SECONDS",
        help="how long a person at a public table may be without a connection before the "
        "computer plays their seat until they take it back (default 60, from 5 to 3600)",
    )  # fmt: skip


def _arena_refusal(args: argparse.Namespace) -> str | None:
    """What is wrong with ``arena``'s numbers, if anything (``--deals`` None: not given)."""
    for flag in ("deals", "matches", "work", "first"):
        if (getattr(args, flag) or 0) < 0:
            return f"--{flag} must be 0 or more"
    if args.matches > 0 and args.deals:
        return "--matches plays whole matches instead of deals: give --deals or --matches"
    if args.deals == 0 and args.matches == 0:
        return "nothing to play: give --deals or --matches"
    if args.jobs < 1:
        return "--jobs must be 1 or more"
    return None


def _arena(args: argparse.Namespace) -> int:
    from . import arena

    refusal = _arena_refusal(args)
    if refusal is not None:
        _say(refusal)
        return 2
    deals = 500 if args.deals is None else args.deals
    try:
        pairs = open(args.pairs, "w", encoding="utf-8") if args.pairs else None  # noqa: SIM115
    except OSError as e:
        _say(f"cannot write --pairs {args.pairs}: {e.strerror}")
        return 2
    game = arena.game(
        args.variant, args.team13, args.team24, args.seed, args.matches, args.work, args.luck
    )
    played = 0

    def record(deal: int, as13: float, as24: float) -> None:
        nonlocal played
        if pairs:
            line = json.dumps({**game, "deal": deal, "as13": as13, "as24": as24})
            try:
                print(line, file=pairs, flush=True)
            except OSError as e:  # the disk is full, say
                raise _Unwritable(e.strerror or str(e)) from None
        played += 1

    try:
        report = arena.run(
            args.variant,
            args.team13,
            args.team24,
            deals,
            args.seed,
            args.matches,
            progress=args.progress,
            work=args.work,
            jobs=args.jobs,
            first=args.first,
            record=record,
            luck=args.luck,
        )
    except KeyboardInterrupt:
        n, unit = (args.matches, "matches") if args.matches else (deals, "deals")
        _say(f"stopped by Ctrl+C after {played} of {n} {unit} (--first "
             f"{args.first + played} goes on from there)")  # fmt: skip
        return INTERRUPTED
    except _Unwritable as e:
        _say(f"cannot write --pairs {args.pairs}: {e} ({played} lines written)")
        return 2
    finally:
        if pairs:
            with contextlib.suppress(OSError):  # a line it could not write is told above
                pairs.close()
    print(json.dumps(report, ensure_ascii=False) if args.json else arena.text(report))
    return 0


class _Unwritable(Exception):
    """A line of ``--pairs`` could not be written (the message: why)."""


INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl+C, as a shell gives one (128 + SIGINT)."""


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dobleseis",
        description="Doble Seis: Caribbean partnership dominoes (Chiva and Haiti with Dékabès).",
    )
    p.add_argument("--version", action="version", version=f"dobleseis {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    r = sub.add_parser(
        "replay",
        help=f"replay a match record ({FORMAT} JSON) and report the result",
        description="Replay a match record and print one line per hand and the final state. "
        "A record that breaks a rule is reported with the number of the first bad action "
        "(exit status 2).",
    )
    r.add_argument("record", metavar="RECORD.json", help="the record file")
    r.add_argument("--json", action="store_true", help="print the result as JSON")
    r.set_defaults(run=_replay)
    v = sub.add_parser(
        "verify",
        help="check a deal against its commitment",
        description="Recompute a deal from the seed material shown after the hand, and its "
        "commitment (the SHA-256 shown before the hand). With --commitment and/or --deal, "
        "check them: exit status 0 if everything matches, 1 if not (2 if the material, "
        "--commitment or --deal is not written right: then nothing is checked).",
    )
    v.add_argument("material", help="the deal's seed material (64 hex digits)")
    v.add_argument("--commitment", help="the commitment shown before the hand")
    v.add_argument(
        "--deal",
        nargs=4,
        metavar="HAND",
        help='the four hands as dealt, seat 1 first, each like "6-6 6-5 5-5 4-0 3-1 2-2 1-0"',
    )
    v.set_defaults(run=_verify)
    _add_serve(sub)
    _add_arena(sub)
    return p


def _add_arena(sub) -> None:
    """The ``arena`` command and its options."""
    from .ai.search import STRONG
    from .arena import BOTS

    a = sub.add_parser(
        "arena",
        help="play computer players against each other on duplicate deals",
        description="Each deal is played twice, the second time with the teams swapped. By "
        "default a deal is the first hand of a fresh match (forced double-six); --matches plays "
        "whole matches instead. Reports the score of the --team13 bot, (wins + ties/2) / games "
        "with a 95% interval, and each bot's time per decision. Ctrl+C stops it (exit status "
        "130) and says where --first goes on; the --pairs lines written so far are kept.",
    )
    a.add_argument(
        "--variant", choices=tuple(VARIANTS), default="chiva", help="the game (default chiva)"
    )
    a.add_argument(
        "--team13", choices=BOTS, default="strong", help="bot A, scored (default strong)"
    )
    a.add_argument("--team24", choices=BOTS, default="random", help="bot B (default random)")
    a.add_argument("--deals", type=int, metavar="N", help="duplicate deals (default 500)")
    a.add_argument(
        "--matches",
        type=int,
        default=0,
        metavar="N",
        help="play N duplicate whole matches instead of deals",
    )
    a.add_argument(
        "--seed", type=int, default=1, help="the seed the deals are drawn from (default 1)"
    )
    a.add_argument(
        "--first",
        type=int,
        default=0,
        metavar="N",
        help="start at deal (or match) number N of the seed: deals are numbered from 0, so a "
        "run can go on where another stopped (default 0)",
    )
    a.add_argument(
        "--luck",
        type=int,
        default=0,
        metavar="K",
        help="draw the bots' own seeds anew with K: the same deals and players, another draw of "
        "the players' luck, to see how far one run sits from a player's mean (default 0)",
    )
    a.add_argument(
        "--pairs",
        metavar="FILE",
        help="write A's score on each deal to FILE as it is played, one JSON line a deal "
        "(holding team 13, then team 24), to compare two players deal by deal with "
        "bench/paired.py",
    )
    a.add_argument(
        "--work",
        type=int,
        metavar="UNITS",
        help="the strong level's budget of work a decision, in tiles placed "
        f"(default {STRONG.work:,}: what a server plays)",
    )
    a.add_argument(
        "--jobs",
        type=int,
        default=1,
        metavar="N",
        help="play the deals in N processes, one a core (the same result, sooner; default 1)",
    )
    a.add_argument("--json", action="store_true", help="print the report as JSON")
    a.add_argument("--progress", action="store_true", help="report progress on stderr")
    a.set_defaults(run=_arena)


PIPE_CLOSED = 141
"""The exit status of a command whose reader went away (``| head``), as a shell gives one (128
+ SIGPIPE)."""


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        status = args.run(args)
        sys.stdout.flush()  # a reader gone is found here, not in a traceback at exit
        return status
    except KeyboardInterrupt:  # a server stops on Ctrl+C by itself; this is any other moment
        _say("stopped by Ctrl+C")
        return INTERRUPTED
    except BrokenPipeError:  # ``replay ... | head``: whoever reads has read enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing left to flush
        return PIPE_CLOSED
