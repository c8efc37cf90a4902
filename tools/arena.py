"""Play bot-only games and report how each level does.

    python -m tools.arena tigris --seats hard,medium --games 20 --seed 1 [--json]

Each label in ``--seats`` is a level (``easy``, ``medium``, ``hard``, or a
game's own), optionally with an iteration cap for hard: ``hard:200``.  The
number of labels is the number of players.  Game ``i`` uses seed ``S + i``
and rotates the labels round the table by ``i`` seats, so the advantage of
sitting first cancels over the run.

For each label it prints the wins (a first place shared by k seats counts
1/k, so a two-player tie counts half), the win rate with its 95% Wilson
interval, the mean place and the mean thinking time per decision; then,
for each pair of labels, how often the first finished ahead of the second
(ties half).  ``--json`` prints one JSON object instead::

    {"game": ..., "games": N, "seed": S, "players": n, "options": {...},
     "seats": {label: {"wins", "win_rate", "ci95", "mean_place",
                       "decisions", "mean_decision_s"}},
     "pairwise": {"a>b": {"score", "rate", "ci95"}}, "errors": [...]}

with each label's object repeated at the top level under the label.
Budgets are deterministic (iteration caps) unless ``--seconds`` is given.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from game.bots import Settings, Thinking, decision_seed
from game.bots.evaluation import tuning_for
from game.core.protocol import Game
from game.registry import GAME_NAMES, load

Z95 = 1.959964  # two-sided 95% normal quantile


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (fractional successes allowed).

    >>> lo, hi = wilson(8, 10)
    >>> round(lo, 2), round(hi, 2)
    (0.49, 0.94)
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + Z95 * Z95 / trials
    centre = (p + Z95 * Z95 / (2 * trials)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95 * Z95 / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SeatStats:
    """What one label did over the run."""

    games: int = 0
    wins: float = 0.0
    places: int = 0
    decisions: int = 0
    thinking_s: float = 0.0

    def summary(self) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "ci95": [lo, hi],
            "mean_place": self.places / self.games if self.games else 0.0,
            "decisions": self.decisions,
            "mean_decision_s": self.thinking_s / self.decisions if self.decisions else 0.0,
        }


@dataclass
class ArenaResult:
    game: str
    seed: int
    players: int
    options: dict[str, Any]
    labels: list[str]
    games: int = 0
    seats: dict[str, SeatStats] = field(default_factory=dict)
    pairwise: dict[tuple[str, str], float] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        seats = {label: self.seats[label].summary() for label in self.labels}
        pairs = {}
        for (a, b), score in self.pairwise.items():
            lo, hi = wilson(score, self.games)
            pairs[f"{a}>{b}"] = {"score": score, "rate": score / self.games if self.games else 0.0, "ci95": [lo, hi]}
        out: dict[str, Any] = {
            "game": self.game,
            "games": self.games,
            "seed": self.seed,
            "players": self.players,
            "options": self.options,
            "seats": seats,
            "pairwise": pairs,
            "errors": self.errors,
        }
        for label in self.labels:
            out.setdefault(label, seats[label])
        return out


def unique_labels(specs: list[str]) -> list[str]:
    """Seat labels made unique: ``hard,hard`` gives ``hard`` and ``hard#2``.

    >>> unique_labels(["hard", "easy", "hard"])
    ['hard', 'easy', 'hard#2']
    """
    out: list[str] = []
    for spec in specs:
        label, n = spec, 1
        while label in out:
            n += 1
            label = f"{spec}#{n}"
        out.append(label)
    return out


def bot_settings(game: Game, spec: str, seconds: float | None, iterations: int | None) -> tuple[str, Settings]:
    """The level and settings of a seat spec ``level`` or ``level:iterations``."""
    level, _, cap = spec.partition(":")
    level_for_settings = level if level in ("easy", "medium", "hard") else "hard"
    settings = Settings.for_level(
        level_for_settings,
        seconds=seconds,
        iterations=int(cap) if cap else iterations,
        tuning=tuning_for(game),
    )
    return level, settings


def play_one(
    game: Game, specs: list[str], labels: list[str], index: int, seed: int, options: dict[str, Any], args: Any
) -> tuple[list[str], list[int], dict[str, tuple[int, float]]]:
    """One game with the labels rotated by ``index``; returns the label of
    each seat, the ranking and per label (decisions, thinking seconds)."""
    players = len(specs)
    order = [(seat + index) % players for seat in range(players)]
    seat_labels = [labels[i] for i in order]
    bots = [bot_settings(game, specs[i], args.seconds, args.iterations) for i in order]
    state = game.new_game(players, options, seed)
    timing: dict[str, tuple[int, float]] = {label: (0, 0.0) for label in labels}
    steps = 0
    while not game.is_over(state):
        if steps >= game.SPEC.max_choices:
            raise RuntimeError(f"not over after {steps} choices")
        for seat in sorted(game.to_act(state)):
            if seat not in game.to_act(state):
                continue
            level, settings = bots[seat]
            start = time.perf_counter()
            thinking = Thinking(game, state, seat, level, decision_seed(seed, steps, seat), settings)
            choice = thinking.run()
            spent = time.perf_counter() - start
            n, t = timing[seat_labels[seat]]
            timing[seat_labels[seat]] = (n + 1, t + spent)
            state, _ = game.apply(state, seat, choice)
            steps += 1
    return seat_labels, game.ranking(state), timing


def run(
    game: Game, specs: list[str], games: int, seed: int, options: dict[str, Any], args: Any, log: Any = None
) -> ArenaResult:
    """Play ``games`` games and gather the statistics."""
    labels = unique_labels(specs)
    result = ArenaResult(game.SPEC.name, seed, len(specs), options, labels)
    result.seats = {label: SeatStats() for label in labels}
    for a in labels:
        for b in labels:
            if a != b:
                result.pairwise[(a, b)] = 0.0
    for i in range(games):
        try:
            seat_labels, ranking, timing = play_one(game, specs, labels, i, seed + i, options, args)
        except Exception:  # noqa: BLE001 - a crash is reported with its seed, the run goes on
            result.errors.append(f"game {i} seed {seed + i}: {traceback.format_exc().strip().splitlines()[-1]}")
            if log:
                print(traceback.format_exc(), file=log)
            continue
        result.games += 1
        first = [s for s, r in enumerate(ranking) if r == 1]
        for seat, label in enumerate(seat_labels):
            stats = result.seats[label]
            stats.games += 1
            stats.places += ranking[seat]
            if seat in first:
                stats.wins += 1 / len(first)
        for label, (n, t) in timing.items():
            result.seats[label].decisions += n
            result.seats[label].thinking_s += t
        for a_seat, a in enumerate(seat_labels):
            for b_seat, b in enumerate(seat_labels):
                if a_seat != b_seat:
                    ra, rb = ranking[a_seat], ranking[b_seat]
                    result.pairwise[(a, b)] += 1.0 if ra < rb else 0.5 if ra == rb else 0.0
        if log:
            print(f"game {i}: {dict(zip(seat_labels, ranking))}", file=log)
    return result


def report(result: ArenaResult) -> str:
    """The human-readable table."""
    lines = [
        f"{result.game}: {result.games} games, {result.players} players, seed {result.seed}, options {result.options}",
        f"{'seat':<12}{'wins':>7}{'win rate':>10}{'95% CI':>16}{'mean place':>12}{'decisions':>11}{'s/decision':>12}",
    ]
    for label in result.labels:
        s = result.seats[label].summary()
        ci = f"[{s['ci95'][0]:.2f}, {s['ci95'][1]:.2f}]"
        lines.append(
            f"{label:<12}{s['wins']:>7.1f}{s['win_rate']:>10.2f}{ci:>16}{s['mean_place']:>12.2f}"
            f"{s['decisions']:>11}{s['mean_decision_s']:>12.4f}"
        )
    for (a, b), score in result.pairwise.items():
        if result.labels.index(a) < result.labels.index(b):
            lo, hi = wilson(score, result.games)
            rate = score / result.games if result.games else 0.0
            lines.append(f"{a} ahead of {b}: {rate:.2f} [{lo:.2f}, {hi:.2f}]")
    for error in result.errors:
        lines.append(f"ERROR {error}")
    return "\n".join(lines)


def _option(text: str) -> tuple[str, Any]:
    name, _, raw = text.partition("=")
    value: Any = raw
    if raw in ("true", "false"):
        value = raw == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return name, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help=f"one of {', '.join(GAME_NAMES)} (or, with --module, ignored)")
    parser.add_argument("--seats", default="hard,easy", help="comma-separated levels, one per player")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="a game option name=value (repeatable)")
    parser.add_argument("--iterations", type=int, default=None, help="hard's iteration cap (default: its settings)")
    parser.add_argument("--seconds", type=float, default=None, help="thinking-time limit per decision")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--verbose", action="store_true", help="log each game to stderr")
    parser.add_argument("--module", default=None, help=argparse.SUPPRESS)  # a game module by dotted path
    parser.add_argument("--toy", action="store_true", help=argparse.SUPPRESS)  # the test suite's toy game
    args = parser.parse_args(argv)
    if args.toy:
        args.module = "tests.core.toygame"
    game: Game = importlib.import_module(args.module) if args.module else load(args.game)  # type: ignore[assignment]
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    options = dict(_option(o) for o in args.option)
    game.SPEC.check_setup(len(specs), options)
    result = run(game, specs, args.games, args.seed, options, args, sys.stderr if args.verbose else None)
    print(json.dumps(result.to_json(), sort_keys=True) if args.json else report(result))
    return 1 if result.errors else 0


if __name__ == "__main__":
    sys.exit(main())
