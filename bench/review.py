"""How noisy a review is, and how long a hand's review takes: the figures behind the marks'
thresholds (``ai.analysis.MARKS``) and the review's time target (bench/README.md, "Reviewing a
hand").

Noise: for positions with a real choice from random first hands, the move the strong player
ranks best with one seed is reviewed with another; the share of a hand it then "gave up" is pure
noise of the estimate (the same move, the same view). Its percentiles tell how large a loss must
be before it says something about the move. Time: whole first hands played by ``basic``, every
move reviewed, CPU seconds of this process (a review runs on one core).

    .venv/bin/python bench/review.py                      # 40 positions, 6 hands
    .venv/bin/python bench/review.py --positions 100 --hands 10
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


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--hands", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    lost = sorted(noise(a.positions, random.Random(a.seed)))
    q = lambda f: lost[min(len(lost) - 1, int(f * len(lost)))]  # noqa: E731
    print(
        f"noise: the best move reviewed with another seed, {len(lost)} positions: "
        f"median {q(0.5):.3f}, 90th percentile {q(0.9):.3f}, 95th {q(0.95):.3f}, "
        f"max {lost[-1]:.3f} of a hand; marked other than good: "
        f"{sum(analysis.mark(x) != 'good' for x in lost)}"
    )
    times = hand_times(a.hands)
    cpu = [t for t, _ in times]
    print(
        f"a hand's review: {len(times)} hands, {statistics.mean(c for _, c in times):.1f} "
        f"choices a hand, CPU seconds median {statistics.median(cpu):.2f}, max {max(cpu):.2f}"
    )


if __name__ == "__main__":
    main()
