"""Engine speed: random complete games of every available engine, timed without any checks.

    python -m tools.bench_engine [--games N] [--seed S] [--json]

The same module runs in CPython and, through tools/bench.py, inside Pyodide under Node, so the
two columns of ``make bench`` measure the same work.  A game picks, at every step, a uniformly
random legal choice of the lowest acting seat (seeded, so both runtimes play the same games).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict, dataclass

from game.registry import available, load

DEFAULT_GAMES = 3  # per engine: enough for a stable mean, short enough for a Pyodide run (design value)


@dataclass(frozen=True)
class EngineTiming:
    game: str
    games: int
    choices: int
    seconds: float

    @property
    def ms_per_choice(self) -> float:
        return 1000 * self.seconds / max(1, self.choices)

    @property
    def ms_per_game(self) -> float:
        return 1000 * self.seconds / max(1, self.games)


def time_engine(name: str, games: int, seed: int) -> EngineTiming:
    """Play ``games`` random games of engine ``name`` (default setup, player counts cycling); time them."""
    engine = load(name)
    spec = engine.SPEC
    counts = list(range(spec.min_players, spec.max_players + 1))
    picker = random.Random(seed)
    choices = 0
    start = time.perf_counter()
    for i in range(games):
        state = engine.new_game(counts[i % len(counts)], None, seed + i)
        steps = 0
        while not engine.is_over(state) and steps < spec.max_choices:
            seat = min(engine.to_act(state))
            options = engine.legal(state, seat)
            state, _events = engine.apply(state, seat, options[picker.randrange(len(options))])
            steps += 1
        choices += steps
    return EngineTiming(name, games, choices, time.perf_counter() - start)


def run(games: int = DEFAULT_GAMES, seed: int = 1) -> list[EngineTiming]:
    """Time every available engine."""
    return [time_engine(name, games, seed) for name in available()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench_engine", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON list (what tools/bench.py reads)")
    args = parser.parse_args(argv)
    timings = run(args.games, args.seed)
    if args.json:
        print(json.dumps([asdict(t) for t in timings]))
    else:
        for t in timings:
            print(f"{t.game:8} {t.ms_per_choice:8.2f} ms/choice {t.ms_per_game:10.0f} ms/game ({t.choices} choices)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
