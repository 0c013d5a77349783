"""How noisy a review is, how long a hand's review takes, and how long a hint and a strong
decision take: the figures behind the marks' thresholds (``ai.analysis.MARKS``), the review's time
target and the hint's (bench/README.md, "Reviewing a hand", "Using the time").

Noise: for positions with a real choice from random first hands, the move the strong player
ranks best with one seed is reviewed with another; the share of a hand it then "gave up" is pure
noise of the estimate (the same move, the same view). Its percentiles tell how large a loss must
be before it says something about the move. Time: whole first hands played by ``basic``, every
move reviewed, CPU seconds of this process (a review runs on one core). Hints: fixed positions
with a real choice (random first hands, both games, from ``--seed``), each hinted and decided by
``strong`` once, CPU and wall milliseconds (one search at a time, so on one core).

    .venv/bin/python bench/review.py                      # 40 positions, 6 hands, 60 hints
    .venv/bin/python bench/review.py --positions 0 --hands 0 --hints 60   # the hints only
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ai"))

from ai_positions import in_first_hand  # noqa: E402

from dobleseis import ai  # noqa: E402
from dobleseis.ai import analysis, search  # noqa: E402
from dobleseis.core import Phase, new_match, view  # noqa: E402


def noise(n: int, rand: random.Random) -> list[float]:
    out = []
    while len(out) < n:
        variant = rand.choice(["chiva", "haiti"])
        m = in_first_hand(variant, rand.randrange(10**6), rand.randrange(1, 22))
        if m.phase is not Phase.PLAY:
            continue
        v = view(m, m.to_act)
        if len(search.candidates(v)) < 2:
            continue
        best = search.estimate(v, rand.randrange(2**53))[0].action
        out.append(analysis.review(v, best, rand.randrange(2**53)).lost)
    return out


def hand_times(n: int) -> list[tuple[float, int]]:
    out = []
    for seed in range(n):
        m = new_match("chiva" if seed % 2 else "haiti", seed=seed)
        spent, choices = 0.0, 0
        while not m.results:
            v = view(m, m.to_act)
            a = ai.decide(v, "basic", seed) if v.phase is Phase.PLAY else v.legal[0]
            if v.phase is Phase.PLAY:
                start = time.process_time()
                r = ai.review(v, a, seed)
                spent += time.process_time() - start
                choices += r.mark != "forced"
            m = m.apply(a)
        out.append((spent, choices))
    return out


def positions(n: int, rand: random.Random) -> list:
    """``n`` views of a seat to act with two moves or more, from random first hands."""
    out = []
    while len(out) < n:
        variant = ("chiva", "haiti")[len(out) % 2]
        m = in_first_hand(variant, rand.randrange(10**6), rand.randrange(0, 22))
        if m.phase is Phase.PLAY and len(search.candidates(v := view(m, m.to_act))) >= 2:
            out.append(v)
    return out


def timed(f, views: list, seed: int) -> tuple[list[float], list[float]]:
    """CPU and wall milliseconds of ``f(view, seed)`` for each view, one at a time."""
    cpu, wall = [], []
    for v in views:
        c, w = time.process_time(), time.perf_counter()
        f(v, seed)
        cpu.append((time.process_time() - c) * 1000)
        wall.append((time.perf_counter() - w) * 1000)
    return cpu, wall


def spread(ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"median {statistics.median(ms):.0f}, 95th percentile {p95:.0f}, max {ms[-1]:.0f} ms"


def hint_times(n: int, seed: int) -> None:
    views = positions(n, random.Random(seed))
    for name, f in (("hint", ai.hint), ("strong decision", lambda v, s: ai.decide(v, "strong", s))):
        cpu, wall = timed(f, views, seed)
        print(f"{name}, {len(views)} positions: CPU {spread(cpu)}; wall {spread(wall)}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--hands", type=int, default=6)
    p.add_argument("--hints", type=int, default=60, help="positions hinted and decided")
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    if a.positions:
        print_noise(a.positions, a.seed)
    if a.hands:
        times = hand_times(a.hands)
        cpu = [t for t, _ in times]
        print(
            f"a hand's review: {len(times)} hands, {statistics.mean(c for _, c in times):.1f} "
            f"choices a hand, CPU seconds median {statistics.median(cpu):.2f}, max {max(cpu):.2f}"
        )
    if a.hints:
        hint_times(a.hints, a.seed)
    return 0


def print_noise(positions: int, seed: int) -> None:
    lost = sorted(noise(positions, random.Random(seed)))
    q = lambda f: lost[min(len(lost) - 1, int(f * len(lost)))]  # noqa: E731
    print(
        f"noise: the best move reviewed with another seed, {len(lost)} positions: "
        f"median {q(0.5):.3f}, 90th percentile {q(0.9):.3f}, 95th {q(0.95):.3f}, "
        f"max {lost[-1]:.3f} of a hand; marked other than good: "
        f"{sum(analysis.mark(x) != 'good' for x in lost)}"
    )


if __name__ == "__main__":
    sys.exit(main())
