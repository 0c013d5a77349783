"""Two arena runs compared deal by deal: did a change to a player win more hands?

A player's score over 1,000 duplicate deals has a 95% interval of about ±1.8 points, as wide as
most changes worth trying. Two players on the *same* deals share the deals' luck, so the
difference of their scores deal by deal is less noisy than two scores taken apart: over 3,000
deals of `strong` against `random` at work 20,000, ±1.2–1.35 points paired against ±1.45
unpaired for a change that touches every decision (what is left is mostly the search's own
luck, which such a change deals anew), ±0.4–0.5 for one that touches only the last plays of a
hand. This is how bench/README.md measures a change to `strong`.

Record each player's deals with the arena's ``--pairs``, the same variant, seed and deals (a
changed player from another checkout: its ``src`` first on ``PYTHONPATH``), then compare:

    .venv/bin/python -m dobleseis arena --variant haiti --deals 3000 --seed 7 --work 20000 \\
        --jobs 2 --pairs /tmp/before.jsonl
    git worktree add --detach /tmp/change my-branch
    PYTHONPATH=/tmp/change/src .venv/bin/python -m dobleseis arena --variant haiti \\
        --deals 3000 --seed 7 --work 20000 --jobs 2 --pairs /tmp/after.jsonl
    .venv/bin/python bench/paired.py /tmp/before.jsonl /tmp/after.jsonl

Only the deals both files hold are compared, so a run still under way can be read as it goes.

What pairing leaves is the players' own luck, and a run may sit a point from its player's mean
(bench/README.md, "Tried after it, none kept"). The same player with its luck drawn anew
(``--luck 1``, ``--luck 2``: the bots' seeds drawn again, the deals the same) shows how far:

    .venv/bin/python -m dobleseis arena --variant haiti --deals 3000 --seed 7 --work 20000 \\
        --jobs 2 --luck 1 --pairs /tmp/again.jsonl
    .venv/bin/python bench/paired.py /tmp/before.jsonl /tmp/again.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys

SAME = ("variant", "seed", "unit")
"""What two runs must share to have played the same deals, scored the same way."""


class Refused(Exception):
    """Two files that cannot be compared, or one that is not an arena's ``--pairs``."""


def load(path: str) -> tuple[dict[str, object], dict[int, float]]:
    """(what was played: variant, seed, hands or whole matches, bots, work and luck, as the
    first line says; A's mean score per deal number) of an arena ``--pairs`` file. A file
    from before ``--luck`` was luck 0."""
    game: dict[str, object] | None = None
    scores: dict[int, float] = {}
    try:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                try:
                    d = json.loads(line)
                    this = {k: d[k] for k in ("variant", "seed", "unit", "a", "b", "work")}
                    this["luck"] = int(d.get("luck", 0))
                    scores[int(d["deal"])] = (float(d["as13"]) + float(d["as24"])) / 2
                except (ValueError, KeyError, TypeError) as e:
                    raise Refused(f"{path}, line {n}: not a line of arena --pairs") from e
                if game is None:
                    game = this
                elif any(this[k] != game[k] for k in SAME):
                    raise Refused(f"{path}, line {n}: other deals than line 1's")
    except OSError as e:
        raise Refused(f"cannot read {path}: {e.strerror}") from e
    if game is None:
        raise Refused(f"{path} holds no deal")
    return game, scores


def compare(before: str, after: str) -> dict:
    """The paired difference of ``after`` over ``before`` on the deals both hold."""
    game_a, a = load(before)
    game_b, b = load(after)
    for key in SAME:
        if game_a[key] != game_b[key]:
            raise Refused(f"not the same deals: {key} {game_a[key]} against {game_b[key]}")
    deals = sorted(a.keys() & b.keys())
    if len(deals) < 2:
        raise Refused(f"{len(deals)} deal in both files: nothing to compare")
    diff = [b[k] - a[k] for k in deals]
    half = 1.96 * statistics.stdev(diff) / math.sqrt(len(deals))
    return {
        "variant": game_a["variant"],
        "seed": game_a["seed"],
        "unit": game_a["unit"],
        "deals": len(deals),
        "before": {**game_a, "score": round(statistics.fmean(a[k] for k in deals), 4)},
        "after": {**game_b, "score": round(statistics.fmean(b[k] for k in deals), 4)},
        "difference": round(statistics.fmean(diff), 4),
        "half_interval": round(half, 4),
    }


def text(r: dict) -> str:
    def who(g: dict) -> str:
        work = f"work {g['work']:,}" if g["work"] is not None else ""
        luck = f"luck {g['luck']}" if g["luck"] else ""
        both = ", ".join(x for x in (work, luck) if x)
        return f"{g['a']} against {g['b']}{f' ({both})' if both else ''}: {g['score']:.2%}"

    return "\n".join(
        [
            f"{r['variant']}, seed {r['seed']}: {r['deals']} deals in both runs"
            + (" (whole matches)" if r["unit"] == "match" else ""),
            f"before: {who(r['before'])}",
            f"after:  {who(r['after'])}",
            f"after - before: {100 * r['difference']:+.2f} ± {100 * r['half_interval']:.2f} "
            "points (95% interval, paired per deal)",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("before", help="an arena --pairs file")
    p.add_argument("after", help="another, of the same variant and seed")
    p.add_argument("--json", action="store_true", help="print the comparison as JSON")
    args = p.parse_args(argv)
    try:
        r = compare(args.before, args.after)
    except Refused as e:
        print(f"paired: {e}", file=sys.stderr)
        return 2
    print(json.dumps(r) if args.json else text(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
