"""The strong player's search before and after a change to its code, side by side in one process:
the same estimates, and how much CPU each takes (bench/README.md, "Using the time").

The ai package of git revision ``--old`` is loaded beside this tree's, and both estimate the hint
positions of ``bench/review.py`` (the same views and seed) in turn, which one first alternating
per position, so that both see the same load; a change meant only to make the search faster must
give every candidate the same value, win and world count (checked: the run stops otherwise). CPU
milliseconds of this process; the ratio new / old per position is what a busy machine leaves
comparable.

    .venv/bin/python bench/search_speed.py --old 66ee680 --positions 60
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

from review import positions  # noqa: E402

from dobleseis.ai import search  # noqa: E402


def old_search(rev: str, where: Path):
    """``ai.search`` of git revision ``rev``, as the package ``dobleseis.ai_old`` over this
    tree's ``dobleseis.core`` (the ai package imports core relatively)."""
    tar = subprocess.run(
        ["git", "archive", rev, "src/dobleseis/ai"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(tar)) as t:
        t.extractall(where, filter="data")
    package = where / "src" / "dobleseis" / "ai"
    spec = importlib.util.spec_from_file_location(
        "dobleseis.ai_old", package / "__init__.py", submodule_search_locations=[str(package)]
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules["dobleseis.ai_old"] = module
    spec.loader.exec_module(module)
    return importlib.import_module("dobleseis.ai_old.search")


def results(estimates) -> list[tuple[str, float, float, int]]:
    return [(str(e.action), e.value, e.win, e.worlds) for e in estimates]


def p95(ms: list[float]) -> float:
    return sorted(ms)[min(len(ms) - 1, int(0.95 * len(ms)))]


def compare(old, views: list, seed: int, work: int) -> tuple[list[float], list[float]]:
    """CPU milliseconds of the old and the new search for each view, after checking that they
    give the same estimates."""
    modules = (old, search)
    times: tuple[list[float], list[float]] = ([], [])
    for i, v in enumerate(views):
        got = []
        for k in (0, 1) if i % 2 == 0 else (1, 0):
            start = time.process_time()
            got.append(results(modules[k].estimate(v, seed, modules[k].Budget(work=work))))
            times[k].append((time.process_time() - start) * 1000)
        if got[0] != got[1]:
            raise SystemExit(f"position {i}: the estimates differ: {got[0]} != {got[1]}")
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--old", required=True, help="the git revision to compare with")
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--work", type=int, default=search.STRONG.work, help="the search's budget")
    a = p.parse_args(argv)
    views = positions(a.positions, random.Random(a.seed))
    with tempfile.TemporaryDirectory() as where:
        old, new = compare(old_search(a.old, Path(where)), views, a.seed, a.work)
    for name, ms in (("old", old), ("new", new)):
        print(
            f"{name}: CPU median {statistics.median(ms):.0f}, 95th percentile {p95(ms):.0f}, "
            f"max {max(ms):.0f} ms"
        )
    ratios = [n / o for n, o in zip(new, old)]
    print(
        f"new / old, {len(views)} positions, the same estimates: median "
        f"{statistics.median(ratios):.3f} (min {min(ratios):.3f}, max {max(ratios):.3f}), "
        f"total CPU {sum(new) / sum(old):.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
