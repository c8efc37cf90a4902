"""Fit the scale of a game's evaluation, and the weights of its terms, to who wins the bots' games.

    python -m tools.calibrate attila --players 2 --seeds 1:201 [--level medium] [--mix 0.15] [--jobs 2]

Every game's evaluation turns a seat's lead in its potential over the best other seat
into a value through ``lead_value(potentials, seat, scale)``: 0.5 + 0.475 tanh(lead / scale).
The scale is what says how sure a lead is, and it is a design value in each eval module.
This tool measures it.  It plays games of ``--level`` against itself (a share ``--mix`` of
the choices made by easy, so that the games differ), takes at each decision every seat's
lead (the sum of its ``lead_terms``, plain and with the game's reply model) and the place
value the seat had at the end (1 won, 0 lost, shares between), and finds the scale whose
curve best predicts those values (least log loss). Held-out games (every fourth seed) score
the module's scale, the fitted one, and a coin. Positions of one game are not independent:
read the fit as a design value measured, not as a test.

The same samples also fit a weight for each term (with the reply model's terms): the value
becomes 0.5 + 0.475 tanh(sum of weight * term lead), every weight 1 / scale in the module.
The report gives each term's fitted weight as a multiple of the module's, and the held-out
loss of those weights against one scale for every term: on 200 Attila games the weights did
worse than the one scale (docs/bots.md, "Session 16"), so read them only with that line.
"""

from __future__ import annotations

import argparse
import importlib
import math
import multiprocessing
import random
from collections.abc import Sequence

from game.bots import Thinking, decision_seed
from game.bots.evaluation import UNDECIDED, place_value, plugin_for, tuning_for
from game.bots.plugin import PLUGINS
from game.bots.settings import Settings
from game.registry import GAME_NAMES, load

#: A game's positions, per seat and decision: its lead, its lead with the reply model, its final
#: value, and its lead in each term of the reply model (in the order ``lead_terms`` gives them).
Sample = tuple[float, float, float, tuple[float, ...]]


def play(name: str, players: int, seed: int, level: str, mix: float) -> list[Sample]:
    """One game's samples (module docstring)."""
    game = load(name)
    lead_terms = plugin_for(game).lead_terms
    if lead_terms is None:
        raise SystemExit(f"{name} has no lead_terms to calibrate")
    pick = random.Random(seed * 7919)
    state = game.new_game(players, {}, seed)
    leads: list[tuple[float, float, tuple[float, ...]]] = []
    steps = 0
    while not game.is_over(state):
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            for s in range(players):
                terms = tuple(lead_terms(state, s, True).values())
                leads.append((sum(lead_terms(state, s, False).values()), sum(terms), terms))
            chosen = "easy" if pick.random() < mix else level
            settings = Settings.for_level(chosen, tuning=tuning_for(game), players=players)
            choice = Thinking(game, state, seat, chosen, decision_seed(seed, steps, seat), settings).run()
            state, _ = game.apply(state, seat, choice)
            steps += 1
    ranking = list(game.ranking(state))
    values = [place_value(ranking, s) for s in range(players)]
    return [(plain, replies, values[k % players], terms) for k, (plain, replies, terms) in enumerate(leads)]


def _play_task(task: tuple[str, int, int, str, float]) -> tuple[int, list[Sample]]:
    return task[2], play(*task)


def predicted(lead: float, scale: float) -> float:
    """``lead_value``'s curve: the value the evaluation gives a lead at ``scale``.

    >>> predicted(0.0, 6.0), round(predicted(6.0, 6.0), 3)
    (0.5, 0.862)
    """
    return 0.5 + UNDECIDED * 0.5 * math.tanh(lead / scale)


def log_loss(pairs: Sequence[tuple[float, float]], scale: float | None) -> float:
    """Mean log loss of predicting each (lead, value) at ``scale`` (None: a coin).

    >>> round(log_loss([(1.0, 1.0), (-1.0, 0.0)], None), 4)
    0.6931
    >>> log_loss([(9.0, 1.0), (-9.0, 0.0)], 3.0) < log_loss([(9.0, 1.0), (-9.0, 0.0)], 30.0)
    True
    """
    total = 0.0
    for lead, value in pairs:
        p = 0.5 if scale is None else predicted(lead, scale)
        total -= value * math.log(p) + (1.0 - value) * math.log(1.0 - p)
    return total / len(pairs)


def fit_scale(pairs: Sequence[tuple[float, float]], low: float = 0.5, high: float = 500.0) -> float:
    """The scale of least log loss on ``pairs``, by golden-section search on its logarithm
    (the loss has one minimum in the scale for data that a lead predicts at all).

    >>> rng = random.Random(1)
    >>> leads = [rng.uniform(-30, 30) for _ in range(4000)]
    >>> pairs = [(x, 1.0 if rng.random() < predicted(x, 12.0) else 0.0) for x in leads]
    >>> 10.0 < fit_scale(pairs) < 14.5
    True
    """
    a, b = math.log(low), math.log(high)
    ratio = (math.sqrt(5) - 1) / 2
    for _ in range(60):
        c, d = b - ratio * (b - a), a + ratio * (b - a)
        if log_loss(pairs, math.exp(c)) < log_loss(pairs, math.exp(d)):
            b = d
        else:
            a = c
    return math.exp((a + b) / 2)


def weighted_loss(rows: Sequence[tuple[Sequence[float], float]], weights: Sequence[float]) -> float:
    """Mean log loss of predicting each (term leads, value) with the value
    0.5 + 0.475 tanh(sum of ``weights`` * term leads).

    >>> weighted_loss([((2.0, 4.0), 1.0)], (1 / 6, 1 / 6)) == log_loss([(6.0, 1.0)], 6.0)
    True
    """
    return sum(_loss_terms(x, value, weights)[0] for x, value in rows) / len(rows)


def _loss_terms(x: Sequence[float], value: float, weights: Sequence[float]) -> tuple[float, float, float]:
    """One position's log loss, its derivative in z = weights . x, and the Fisher weight of z."""
    t = math.tanh(sum(w * v for w, v in zip(weights, x)))
    p = 0.5 + UNDECIDED * 0.5 * t
    slope = UNDECIDED * 0.5 * (1.0 - t * t)  # dp/dz
    loss = -(value * math.log(p) + (1.0 - value) * math.log(1.0 - p))
    return loss, (p - value) / (p * (1.0 - p)) * slope, slope * slope / (p * (1.0 - p))


def fit_weights(rows: Sequence[tuple[Sequence[float], float]], start: Sequence[float], rounds: int = 40) -> list[float]:
    """The weights of least log loss (:func:`weighted_loss`) on ``rows``, from ``start``, by
    Fisher scoring (Newton's method with the expected curvature, which is never negative)
    with the step halved until the loss falls.

    >>> rng = random.Random(2)
    >>> xs = [(rng.uniform(-20, 20), rng.uniform(-20, 20)) for _ in range(4000)]
    >>> rows = [(x, 1.0 if rng.random() < predicted(x[0] / 5 + x[1] / 40, 1.0) else 0.0) for x in xs]
    >>> a, b = fit_weights(rows, (0.1, 0.1))
    >>> 0.15 < a < 0.25 and 0.0 < b < 0.05
    True
    """
    weights = list(start)
    k = len(weights)
    loss = weighted_loss(rows, weights)
    for _ in range(rounds):
        grad = [0.0] * k
        info = [[0.0] * k for _ in range(k)]
        for x, value in rows:
            _, d, f = _loss_terms(x, value, weights)
            for i in range(k):
                grad[i] += d * x[i]
                for j in range(k):
                    info[i][j] += f * x[i] * x[j]
        step = _solve(info, grad)
        scale = 1.0
        while scale > 1e-4:
            trial = [w - scale * s for w, s in zip(weights, step)]
            trial_loss = weighted_loss(rows, trial)
            if trial_loss < loss:
                break
            scale /= 2
        else:
            return weights
        if loss - trial_loss < 1e-9:
            return trial
        weights, loss = trial, trial_loss
    return weights


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix``^-1 ``vector`` by Gaussian elimination with a small ridge (a term that never
    varies leaves the matrix singular: its weight then stays put)."""
    k = len(vector)
    a = [
        [matrix[i][j] + (1e-9 * (1.0 + matrix[i][i]) if i == j else 0.0) for j in range(k)] + [vector[i]]
        for i in range(k)
    ]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if a[col][col] == 0.0:
            continue
        for r in range(k):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [v - factor * c for v, c in zip(a[r], a[col])]
    return [a[i][k] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def term_names(name: str, players: int) -> list[str]:
    """The names of the game's terms with the reply model, in :data:`Sample`'s order."""
    game = load(name)
    lead_terms = plugin_for(game).lead_terms
    assert lead_terms is not None
    return list(lead_terms(game.new_game(players, {}, 1), 0, True))


def report(name: str, samples: dict[int, list[Sample]], players: int = 2) -> str:
    """The fit and the held-out comparison (module docstring) as text."""
    module_scale = float(importlib.import_module(PLUGINS[name]).SCALE)
    lines = []
    fitted = 0.0
    for index, label in ((0, "plain"), (1, "with the reply model")):
        train = [(s[index], s[2]) for seed, rows in samples.items() if seed % 4 for s in rows]
        test = [(s[index], s[2]) for seed, rows in samples.items() if not seed % 4 for s in rows]
        fitted = fit_scale(train)
        held = test or train
        lines.append(
            f"{label}: fitted scale {fitted:.1f} (module: {module_scale:g}); held-out log loss "
            f"fitted {log_loss(held, fitted):.4f}, module {log_loss(held, module_scale):.4f}, "
            f"coin {log_loss(held, None):.4f} ({len(train)} positions fitted, {len(held)} held out)"
        )
    train_rows = [(s[3], s[2]) for seed, rows in samples.items() if seed % 4 for s in rows]
    held_rows = [(s[3], s[2]) for seed, rows in samples.items() if not seed % 4 for s in rows] or train_rows
    start = [1.0 / fitted] * len(train_rows[0][0])  # the reply model's scale, fitted last above: the terms' sum
    weights = fit_weights(train_rows, start)
    multiples = ", ".join(f"{term} {w * module_scale:.2f}" for term, w in zip(term_names(name, players), weights))
    lines.append(
        f"terms, fitted weight as a multiple of the module's: {multiples}; held-out log loss "
        f"{weighted_loss(held_rows, weights):.4f} (one scale for all: {weighted_loss(held_rows, start):.4f})"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.calibrate", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=GAME_NAMES)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seeds", default="1:101", help="A:B plays the games with seeds A..B-1")
    parser.add_argument("--level", default="medium", help="the level playing every seat")
    parser.add_argument("--mix", type=float, default=0.15, help="share of choices made by easy instead")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    first, _, last = args.seeds.partition(":")
    tasks = [(args.game, args.players, seed, args.level, args.mix) for seed in range(int(first), int(last))]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            samples = dict(pool.imap_unordered(_play_task, tasks))
    else:
        samples = dict(map(_play_task, tasks))
    print(report(args.game, samples, args.players))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
