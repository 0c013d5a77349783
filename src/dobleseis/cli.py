"""``python -m dobleseis``: replay a record (and, as the project grows, serve and measure)."""

from __future__ import annotations

import argparse
import json
import sys

from . import __version__
from .core.record import RecordError, loads
from .core.summary import summary, summary_text


def _replay(args: argparse.Namespace) -> int:
    try:
        with open(args.record, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        print(f"dobleseis: cannot read {args.record}: {e.strerror}", file=sys.stderr)
        return 2
    except UnicodeDecodeError:
        print(f"dobleseis: {args.record} is not UTF-8 text", file=sys.stderr)
        return 2
    try:
        state = loads(text).replay()
    except RecordError as e:
        print(f"dobleseis: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary(state), ensure_ascii=False))
    else:
        print(summary_text(state))
    return 0


def _arena(args: argparse.Namespace) -> int:
    from .ai import arena  # the players load only for this command

    for flag in ("deals", "matches"):
        if getattr(args, flag) < 0:
            print(f"dobleseis: --{flag} must be 0 or more", file=sys.stderr)
            return 2
    if args.deals == 0 and args.matches == 0:
        print("dobleseis: nothing to play: give --deals or --matches", file=sys.stderr)
        return 2
    report = arena.run(
        args.variant, args.team13, args.team24, args.deals, args.seed, args.matches,
        progress=args.progress,
    )
    print(json.dumps(report, ensure_ascii=False) if args.json else arena.text(report))
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="dobleseis",
        description="Doble Seis: Caribbean partnership dominoes (Chiva and Haiti with Dékabès).",
    )
    p.add_argument("--version", action="version", version=f"dobleseis {__version__}")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")
    r = sub.add_parser(
        "replay",
        help="replay a match record (dobleseis/1 JSON) and report the result",
        description="Replay a match record and print one line per hand and the final state. "
        "A record that breaks a rule is reported with the number of the first bad action "
        "(exit status 2).",
    )
    r.add_argument("record", metavar="RECORD.json", help="the record file")
    r.add_argument("--json", action="store_true", help="print the result as JSON")
    r.set_defaults(run=_replay)

    from .ai.arena import BOTS

    a = sub.add_parser(
        "arena",
        help="play computer players against each other on duplicate deals",
        description="Each deal is played twice, the second time with the teams swapped. By "
        "default a deal is the first hand of a fresh match (forced double-six); --matches plays "
        "whole matches instead. Reports the score of the --team13 bot, (wins + ties/2) / games "
        "with a 95%% interval, and each bot's time per decision.",
    )
    a.add_argument("--variant", choices=("chiva", "haiti"), default="chiva")
    a.add_argument("--team13", choices=BOTS, default="strong", help="bot A (scored)")
    a.add_argument("--team24", choices=BOTS, default="random", help="bot B")
    a.add_argument("--deals", type=int, default=500, help="duplicate deals (default 500)")
    a.add_argument(
        "--matches", type=int, default=0, help="play N duplicate whole matches instead of deals"
    )
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--json", action="store_true", help="print the report as JSON")
    a.add_argument("--progress", action="store_true", help="report progress on stderr")
    a.set_defaults(run=_arena)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return args.run(args)
