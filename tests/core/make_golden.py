"""Write the golden transcripts: ``python -m tests.core.make_golden`` (from the repository root).

Each is a full match played by the seeded random player of ``helpers.random_match``, stored as
its record ``golden/<name>.json`` beside what ``dobleseis replay`` prints for it
(``<name>.txt`` and ``<name>.summary.json``). Regenerate only when a change of the rules or of
the record format is intended, and read the differences against docs/RULES.md before committing.
"""

from __future__ import annotations

import json
from pathlib import Path

from dobleseis.core.record import record_of
from dobleseis.core.summary import summary, summary_text

from .helpers import random_match

GOLDEN = Path(__file__).parent / "golden"

# name: (variant, seed) — chosen to cover resets, ties, blocks, Dékabès, a redeal, a 5–0 total
MATCHES = {
    "chiva-seed-1": ("chiva", 1),  # 27 hands, 8 blocks, 8 streak-breaking wins
    "chiva-seed-13": ("chiva", 13),  # 13 hands, 2 ties
    "haiti-seed-1": ("haiti", 1),  # a Dékabès, 5 blocks
    "haiti-seed-64": ("haiti", 64),  # a tie (base 2), a block, ends 5–0
    "haiti-seed-36": ("haiti", 36),  # a redeal; seat 4 out, seat 2 at 0-0 too: seat 2 chooses
}


def record_text(record: dict) -> str:
    """The record as JSON with one action per line, so that a diff reads like the match."""
    head = {k: v for k, v in record.items() if k != "actions"}
    lines = [json.dumps(a, ensure_ascii=False) for a in record["actions"]]
    return (
        json.dumps(head, ensure_ascii=False)[:-1]
        + ',\n "actions": [\n  '
        + ",\n  ".join(lines)
        + "\n ]}\n"
    )


def write() -> None:
    for name, (variant, seed) in MATCHES.items():
        state = random_match(variant, seed)
        (GOLDEN / f"{name}.json").write_text(record_text(record_of(state)), encoding="utf-8")
        (GOLDEN / f"{name}.txt").write_text(summary_text(state) + "\n", encoding="utf-8")
        (GOLDEN / f"{name}.summary.json").write_text(
            json.dumps(summary(state), ensure_ascii=False) + "\n", encoding="utf-8"
        )


if __name__ == "__main__":
    write()
