"""Fit the model of the strong player's choices (``dobleseis.ai.policy``) on the player as it is:
the weights ``belief`` reads a partner with (``policy.READING``). Those the playouts and the
convention play by (``policy.WEIGHTS``) were fitted the same way on an earlier player.

Plays ``--deals`` first hands (forced double-six) of the strong player against a random team,
records every strong decision with a real choice after the opening, and fits the weights of
``policy.FEATURES`` by maximum likelihood (a softmax over the plays available at each decision,
Newton's method with a little ridge), each weight a line in the tiles on the table: its value on
an empty table and its change by a full one, as ``policy.reading`` reads them. Prints the
weights to paste into ``policy.READING`` for the game, and how well they, weights that stay the
same all hand, and the weights in use predict a held-out quarter of the decisions, against a
uniform guess. With ``--again K`` it also searches each decision K more times with other
seeds and says how well the player's own search, which knows its hand, predicts its choice: the
most any model of the player given its hand could predict, and how far the linear one is from it.

    .venv/bin/python bench/partner_model.py --variant haiti --deals 700 --seed 303
    .venv/bin/python bench/partner_model.py --variant haiti --deals 200 --seed 505 --again 8
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from dobleseis.ai import decide, search
from dobleseis.ai.belief import features
from dobleseis.ai.policy import FEATURES, READING, UNCHANGING, WEIGHTS
from dobleseis.core import Phase, new_match, view
from dobleseis.core.rng import Rng


def record(
    variant: str, deals: int, seed: int, again: int = 0
) -> list[tuple[list[list[float]], int, int, int]]:
    """(features of each candidate, index of the chosen one, tiles on the table, how many of
    ``again`` more searches of the same view with other seeds chose the same) for each strong
    decision."""
    out = []
    for i in range(deals):
        m = new_match(variant, seed=Rng(f"partner model {variant} {seed} {i}").next64() >> 11)
        strong_team = i & 1
        rand = Rng(f"partner model random {i}")
        while not m.over and not m.results:  # the first hand only
            v = view(m, m.to_act)
            if v.phase is not Phase.PLAY or len(v.legal) == 1:
                m = m.apply(decide(v, "strong", i))
                continue
            if (v.seat - 1) & 1 != strong_team:
                m = m.apply(rand.choice(v.legal))
                continue
            at = seed * 100_003 + i * 101 + len(v.moves)
            best = search.estimate(v, at)[0].action
            cands = search.candidates(v)
            if v.ends is not None:
                xs = [
                    features(v.hand, t, side, v.ends, v.played, v.voids, v.seat - 1)
                    for _, t, side in cands
                ]
                chosen = [a for a, _, _ in cands].index(best)
                chosen_again = (
                    search.estimate(v, at + 7919 * (k + 1))[0].action for k in range(again)
                )
                same = sum(a == best for a in chosen_again)
                out.append((xs, chosen, v.played.bit_count(), same))
            m = m.apply(best)
    return out


def staged(data):
    """Each candidate's features followed by the same features times the share of the 28 tiles on
    the table: a softmax over these is one whose weights change in a line over the hand."""
    return [([x + [xi * table / 28 for xi in x] for x in xs], y) for xs, y, table, _ in data]


def unstaged(data):
    return [(xs, y) for xs, y, _, _ in data]


def loglik(w, data):
    """Total log-likelihood, its gradient and Hessian."""
    k = len(w)
    total, grad, hess = 0.0, [0.0] * k, [[0.0] * k for _ in range(k)]
    for xs, y in data:
        zs = [sum(a * b for a, b in zip(w, x)) for x in xs]
        top = max(zs)
        es = [math.exp(z - top) for z in zs]
        s = sum(es)
        ps = [e / s for e in es]
        total += math.log(ps[y])
        mean = [sum(p * x[j] for p, x in zip(ps, xs)) for j in range(k)]
        for j in range(k):
            grad[j] += xs[y][j] - mean[j]
            for i in range(k):
                hess[j][i] -= sum(p * x[j] * x[i] for p, x in zip(ps, xs)) - mean[j] * mean[i]
    return total, grad, hess


def solve(a, b):
    """x with a x = b (Gaussian elimination with partial pivoting; a is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data, ridge=0.1):
    w = [0.0] * len(data[0][0][0])
    for _ in range(30):
        _, g, h = loglik(w, data)
        g = [gi - ridge * wi for gi, wi in zip(g, w)]
        h = [
            [hij - (ridge if i == j else 0.0) for j, hij in enumerate(row)]
            for i, row in enumerate(h)
        ]
        step = solve(h, g)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def itself(held, again: int) -> str:
    """How well the player's own search predicts its choice on the held-out decisions: the chance
    of each move is how often ``again`` searches with other seeds chose it (add-half smoothing
    over the moves there were; only the chosen move's count is kept, so the others share the
    rest). No model of the player's choice given its hand predicts it better than the search that
    made it: what the search leaves unpredicted is its own luck."""
    ll = same = 0.0
    for xs, _, _, n in held:
        ll += math.log((n + 0.5) / (again + 0.5 * len(xs)))
        same += n / again
    return (
        f"{'the search itself':25s} held-out log-likelihood per decision {ll / len(held):.3f}, "
        f"the same choice again {same / len(held):.1%} ({again} more searches a decision)"
    )


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", choices=("chiva", "haiti"), default="chiva")
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument(
        "--again",
        type=int,
        default=0,
        metavar="K",
        help="search each decision K more times with other seeds: how well the player's own "
        "search, knowing its hand, predicts its choice",
    )
    a = p.parse_args(argv)
    start = time.perf_counter()
    data = record(a.variant, a.deals, a.seed, a.again)
    cut = len(data) * 3 // 4
    held = staged(data[cut:])  # the last quarter of the decisions
    uniform = -sum(math.log(len(xs)) for xs, _ in held) / len(held)
    compared = (
        ("fitted", fit(staged(data[:cut]))),
        ("fitted, the same all hand", fit(unstaged(data[:cut])) + list(UNCHANGING)),
        ("READING", [*READING[a.variant][0], *READING[a.variant][1]]),
        ("WEIGHTS", [*WEIGHTS, *UNCHANGING]),
    )
    for name, weights in compared:
        ll = loglik(weights, held)[0] / len(held)
        top = sum(
            max(range(len(xs)), key=lambda i: sum(a * b for a, b in zip(weights, xs[i]))) == y
            for xs, y in held
        ) / len(held)
        print(
            f"{name:25s} held-out log-likelihood per decision {ll:.3f} "
            f"(uniform {uniform:.3f}), top choice right {top:.1%}"
        )
    if a.again:
        print(itself(data[cut:], a.again))
    w = fit(staged(data))
    k = len(FEATURES)
    print(f"{len(data)} decisions, {time.perf_counter() - start:.0f} s; weights on all of them:")
    print(f"  {'':13s} {'empty table':>11s} {'change by a full one':>20s}")
    for name, x, dx in zip(FEATURES, w[:k], w[k:]):
        print(f"  {name:13s} {x:+11.3f} {dx:+20.3f}")
    start_, change = (", ".join(f"{x:.3f}" for x in part) for part in (w[:k], w[k:]))
    print(f'READING["{a.variant}"] = (({start_}), ({change}))')
    return 0


if __name__ == "__main__":
    sys.exit(main())
