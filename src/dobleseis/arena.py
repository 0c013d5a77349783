"""``dobleseis arena``: bots against bots on duplicate deals, to measure how strong they are.

Every deal is played twice with the same tiles at the same seats, first with bot A as team 13 and
bot B as team 24, then with the teams swapped, so the luck of the deal cancels out. By default a
deal is the first hand of a fresh match (a forced double-six hand); with ``matches`` whole matches
are played the same way. Each bot sees only its seat's view: levels through ``decide``, the
peers (the ``dominoes`` package's players, OpenSpiel's ISMCTS) through ``peers``.

The arena is the referee: it deals and keeps score, so it holds the true match state. That is why
it sits on top of the players (beside the command line), not among them: nothing in ``ai`` may
see a ``MatchState``.

The score of A is (wins + ties/2) / games, a game being one play of a deal (its first hand, or
with ``matches`` the whole match); its 95% interval is the normal one over the per-deal averages
of the two plays (the duplicate pairs are the independent units).
"""

from __future__ import annotations

import functools
import math
import multiprocessing
import signal
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

from .ai import LEVELS, decide, opening
from .ai.peers import PEERS
from .ai.search import STRONG
from .core.actions import Action
from .core.match import MatchState, Phase, new_match
from .core.rng import Rng
from .core.view import View, view

Bot = Callable[[View, int], Action]
BOTS = LEVELS + tuple(PEERS)


def bot(name: str, work: int | None = None) -> Bot:
    """The player called ``name``: a level, or a peer (which accepts like every computer, and as
    a Haiti representative picks the opener by the basic rule of thumb: no peer's game has such
    a decision). ``work`` replaces the strong level's budget of work a
    decision (``search.Budget.work``), to measure what more or less of it buys."""
    if name in LEVELS:
        budget = STRONG if work is None else replace(STRONG, work=work)
        return lambda v, seed: decide(v, name, seed, budget)
    if name in PEERS:
        peer = PEERS[name]

        def play(v: View, seed: int) -> Action:
            if v.phase is Phase.ACCEPT:
                return opening.accept(v)
            if v.phase is Phase.CHOOSE:
                return opening.choose(v, "basic", seed)
            return peer(v, seed)

        return play
    raise ValueError(f"unknown bot {name!r}: use one of {', '.join(BOTS)}")


@dataclass
class Tally:
    won: int = 0
    tied: int = 0
    lost: int = 0
    pairs: list[float] = field(default_factory=list)  # per deal: A's mean score over both plays

    @property
    def games(self) -> int:
        return self.won + self.tied + self.lost

    def add_pair(self, a: float, b: float) -> None:
        for x in (a, b):
            if x == 1:
                self.won += 1
            elif x == 0:
                self.lost += 1
            else:
                self.tied += 1
        self.pairs.append((a + b) / 2)

    def summary(self) -> dict:
        n = len(self.pairs)
        score = (self.won + self.tied / 2) / self.games if self.games else 0.0
        half = 1.96 * statistics.stdev(self.pairs) / math.sqrt(n) if n > 1 else 0.0
        return {
            "won": self.won,
            "tied": self.tied,
            "lost": self.lost,
            "score": round(score, 4),
            "interval": [round(max(0.0, score - half), 4), round(min(1.0, score + half), 4)],
        }


@dataclass
class Clock:
    """Seconds per decision of one bot (decisions with a real choice: two or more legal
    actions)."""

    times: list[float] = field(default_factory=list)

    def summary(self) -> dict:
        if not self.times:
            return {"decisions": 0, "median_ms": None, "p95_ms": None}
        ts = sorted(self.times)
        p95 = ts[min(len(ts) - 1, math.ceil(0.95 * len(ts)) - 1)]
        return {
            "decisions": len(ts),
            "median_ms": round(statistics.median(ts) * 1000, 3),
            "p95_ms": round(p95 * 1000, 3),
        }


def bot_seed(match_seed: int, k: int, luck: int = 0) -> int:
    """The seed a bot gets for decision ``k`` of a match: a hash, so that no bot can work the
    match seed (and with it every hidden hand) back out of it, as it could from a formula.
    Another ``luck`` than 0 draws every bot seed anew and leaves the deals as they are."""
    again = f" luck {luck}" if luck else ""
    return Rng(f"dobleseis arena bot {match_seed} {k}{again}").next64() >> 11


def _play(
    state: MatchState,
    bots: tuple[Bot, Bot],
    clocks: tuple[Clock, Clock],
    seed: int,
    whole: bool,
    luck: int = 0,
) -> MatchState:
    """Play the hand (or, if ``whole``, the match) of ``state``; bots[0] holds team 13."""
    k = 0
    hands = len(state.results)
    while not state.over and (whole or len(state.results) == hands):
        seat = state.to_act
        team = (seat - 1) & 1
        v = view(state, seat)
        start = time.perf_counter()
        action = bots[team](v, bot_seed(seed, k, luck))
        spent = time.perf_counter() - start
        if len(v.legal) > 1 and v.phase is Phase.PLAY:
            clocks[team].times.append(spent)
        state = state.apply(action)
        k += 1
    return state


def _score(state: MatchState, team: str, whole: bool) -> float:
    """1 for a win, 1/2 for a tie, 0 for a loss of ``team`` (the match, or its first hand)."""
    winner = state.winner if whole else state.results[0].winner
    if winner is None:
        return 0.5
    return 1.0 if winner == team else 0.0


def played(
    variant: str,
    bots: tuple[Bot, Bot],
    clocks: tuple[Clock, Clock],
    n: int,
    seed: int,
    whole: bool,
    start: int = 0,
    luck: int = 0,
) -> Iterator[tuple[MatchState, MatchState]]:
    """For each of ``n`` duplicate deals (matches if ``whole``) of ``seed`` from deal number
    ``start`` on: the match as it ended with ``bots[0]`` holding team 13, then holding team 24
    on the same deal (``scores`` scores them), the bots seeded by ``luck`` (``bot_seed``). How
    the hands ended, not only who won them, is what a bench may ask of them
    (``bench/knowing.py``)."""
    for i in range(start, start + n):
        match_seed = Rng(f"dobleseis arena {variant} {seed} {i}").next64() >> 11
        first = new_match(variant, seed=match_seed)
        yield (
            _play(first, bots, clocks, match_seed, whole, luck),
            _play(first, bots[::-1], clocks[::-1], match_seed, whole, luck),
        )


def scores(pair: tuple[MatchState, MatchState], whole: bool) -> tuple[float, float]:
    """A deal of ``played`` scored for ``bots[0]``: holding team 13, then holding team 24."""
    first, swapped = pair
    return _score(first, "13", whole), _score(swapped, "24", whole)


def game(
    variant: str, a: str, b: str, seed: int, matches: int, work: int | None, luck: int = 0
) -> dict:
    """What a run plays, as its report and each line of ``--pairs`` say it: the deals (variant,
    seed, hands or whole matches), the bots, the strong level's budget of work a decision
    (``bot``; None if neither bot is the strong level) and the draw of the bots' seeds
    (``bot_seed``)."""
    return {
        "variant": variant,
        "a": a,
        "b": b,
        "seed": seed,
        "unit": "match" if matches > 0 else "hand",
        "work": (STRONG.work if work is None else work) if "strong" in (a, b) else None,
        "luck": luck,
    }


CHUNK = 25
"""Deals a worker process plays at a time with ``jobs``: small enough to share the work evenly
and to report progress, large enough that handing it over costs nothing."""


def run(
    variant: str,
    a: str,
    b: str,
    deals: int,
    seed: int,
    matches: int = 0,
    progress: bool = False,
    work: int | None = None,
    jobs: int = 1,
    first: int = 0,
    record: Callable[[int, float, float], None] | None = None,
    luck: int = 0,
) -> dict:
    """Play ``deals`` duplicate deals (or ``matches`` duplicate matches) of ``a`` against ``b``,
    from deal number ``first`` on, the strong level searching ``work`` units a decision if given
    (``bot``), in ``jobs`` processes. Every deal is played as it would be alone (its seeds are
    its number's), so the result is the same with any number of jobs and a run can go on where
    another stopped; only the times differ. ``record(deal, as13, as24)`` is told A's score on
    each deal as it comes, holding team 13 then team 24: two players measured on the same deals
    are compared deal by deal (``bench/paired.py``), which cancels the deals' luck (not the
    players' own: another ``luck`` draws that anew, ``bot_seed``)."""
    clocks = {a: Clock(), b: Clock()} if a != b else {a: Clock()}
    tally = Tally()
    whole = matches > 0
    n = matches if whole else deals
    pairs = _scores(variant, a, b, n, seed, whole, work, jobs, clocks, first, luck)
    for i, (x, y) in enumerate(pairs):
        tally.add_pair(x, y)
        if record is not None:
            record(first + i, x, y)
        if progress and (i + 1) % CHUNK == 0:
            print(f"{i + 1}/{n}: {a} scores {tally.summary()['score']:.3f}", file=sys.stderr)
    return {
        **game(variant, a, b, seed, matches, work, luck),
        "first": first,
        "deals": n,
        "result": tally.summary(),
        "time": {name: c.summary() for name, c in clocks.items()},
    }


def _scores(
    variant: str,
    a: str,
    b: str,
    n: int,
    seed: int,
    whole: bool,
    work: int | None,
    jobs: int,
    clocks: dict[str, Clock],
    first: int = 0,
    luck: int = 0,
) -> Iterator[tuple[float, float]]:
    """The duplicate pairs of ``run``, in the order of the deals from number ``first``, and each
    bot's times added to ``clocks``: played here, or by ``jobs`` worker processes ``CHUNK``
    deals at a time."""
    if jobs <= 1:
        bots = (bot(a, work), bot(b, work))
        for pair in played(variant, bots, (clocks[a], clocks[b]), n, seed, whole, first, luck):
            yield scores(pair, whole)
        return
    end = first + n
    spans = [(start, min(CHUNK, end - start)) for start in range(first, end, CHUNK)]
    chunk = functools.partial(_chunk, variant, a, b, work, seed, whole, luck)
    # Ctrl+C is the parent's to handle: leaving the block stops the workers at once (terminate)
    with multiprocessing.Pool(min(jobs, len(spans)), initializer=_deaf_to_ctrl_c) as pool:
        for pairs, times_a, times_b in pool.imap(chunk, spans):
            clocks[a].times += times_a
            clocks[b].times += times_b
            yield from pairs


def _deaf_to_ctrl_c() -> None:
    """A worker ignores Ctrl+C, which the terminal sends to every process of the command: the
    parent stops it, instead of each worker printing its own traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _chunk(
    variant: str,
    a: str,
    b: str,
    work: int | None,
    seed: int,
    whole: bool,
    luck: int,
    span: tuple[int, int],
) -> tuple[list[tuple[float, float]], list[float], list[float]]:
    """The deals of ``span`` (the first one's number, how many), in a worker process: the pairs
    and each bot's times (bots are made here: a bot is a closure, which does not travel between
    processes)."""
    start, n = span
    clocks = (Clock(), Clock())
    bots = (bot(a, work), bot(b, work))
    pairs = [scores(p, whole) for p in played(variant, bots, clocks, n, seed, whole, start, luck)]
    return pairs, clocks[0].times, clocks[1].times


def text(report: dict) -> str:
    r = report["result"]
    unit = report["unit"] + "es" if report["unit"] == "match" else report["unit"] + "s"
    lo, hi = r["interval"]
    first = report.get("first", 0)
    numbers = f" (numbers {first}–{first + report['deals'] - 1})" if first else ""
    luck = f", luck {report['luck']}" if report.get("luck") else ""
    lines = [
        f"{report['variant']}: {report['a']} (A) against {report['b']} (B), "
        f"{report['deals']} duplicate deals{numbers}, seed {report['seed']}{luck}",
        f"A: {r['won']} {unit} won, {r['tied']} tied, {r['lost']} lost of "
        f"{r['won'] + r['tied'] + r['lost']}; "
        f"score {r['score']:.2%} (95% interval {lo:.1%}–{hi:.1%})",
    ]
    for name, t in report["time"].items():
        if t["decisions"]:
            lines.append(
                f"{name}: {t['decisions']} decisions, median {t['median_ms']:.2f} ms, "
                f"95th percentile {t['p95_ms']:.2f} ms"
            )
    return "\n".join(lines)
