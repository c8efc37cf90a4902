"""Play many random games of one engine with every check after every choice.

    python -m tools.fuzz tigris --games 2000 --seed 1 [--jobs 2] [--progress 100] [--saves 2000]

Game ``i`` uses seed ``S + i`` and cycles through every supported player
count and every option set, so N games cover all variants.  Prints each
failure with the command that reproduces it, then ``N games, E errors``.
``--saves M`` then feeds M mutated saves to ``from_json`` (tools.fuzz_saves)
and prints how many were refused, accepted and sound, or anything else.
Exits 1 if any game or any save failed.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import sys
import time
import traceback
from collections.abc import Iterable
from typing import Any

from game.core.conformance import play_checked
from game.core.protocol import Game
from game.registry import GAME_NAMES, load
from tools import fuzz_saves


def setups(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """Every (player count, option set) the game supports, in a fixed order
    that cycles through the player counts first, so that the first games of
    any run already cover every count."""
    spec = game.SPEC
    per_count = [
        [(players, options) for options in spec.option_sets(players)]
        for players in range(spec.min_players, spec.max_players + 1)
    ]
    out: list[tuple[int, dict[str, Any]]] = []
    for k in range(max(len(sets) for sets in per_count)):
        out.extend(sets[k] for sets in per_count if k < len(sets))
    return out


def setup_for(game: Game, index: int) -> tuple[int, dict[str, Any]]:
    """The setup game number ``index`` of a run uses."""
    all_setups = setups(game)
    return all_setups[index % len(all_setups)]


def play_one(name: str, seed: int, index: int) -> tuple[int, str | None]:
    """Game number ``index`` of a run: (choices played, failure report or None)."""
    game = load(name)
    players, options = setup_for(game, index)
    try:
        return play_checked(game, players, options, seed + index).steps, None
    except Exception:  # noqa: BLE001 - every failure is reported, none stops the run
        report = "\n".join(
            [
                f"FAIL game {index}: players={players} options={options} seed={seed + index}",
                f"  reproduce: python -m tools.fuzz {name} --seed {seed} --index {index}",
                "  " + traceback.format_exc().strip().replace("\n", "\n  "),
            ]
        )
        return 0, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=GAME_NAMES)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--index", type=int, default=None, help="replay only game number INDEX of the run")
    parser.add_argument("--progress", type=int, default=0, metavar="K", help="report on stderr every K games")
    parser.add_argument("--jobs", type=int, default=1, help="play games in this many processes")
    parser.add_argument("--saves", type=int, default=0, metavar="M", help="then fuzz from_json with M mutated saves")
    args = parser.parse_args(argv)
    indices = [args.index] if args.index is not None else list(range(args.games))
    errors = 0
    steps = 0
    done = 0
    start = time.perf_counter()
    tasks = [(args.game, args.seed, i) for i in indices]
    with contextlib.ExitStack() as stack:
        if args.jobs > 1:
            pool = stack.enter_context(multiprocessing.Pool(args.jobs))
            results: Iterable[tuple[int, str | None]] = pool.imap(_play_task, tasks)
        else:
            results = map(_play_task, tasks)
        for choices, failure in results:
            done += 1
            steps += choices
            if failure is not None:
                errors += 1
                print(failure, flush=True)
            if args.progress and done % args.progress == 0:
                elapsed = time.perf_counter() - start
                print(f"  ... {done} games, {errors} errors, {elapsed:.0f} s", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(f"{len(indices)} games, {steps} choices, {elapsed:.1f} s", file=sys.stderr)
    print(f"{len(indices)} games, {errors} errors")
    if args.saves:
        start = time.perf_counter()
        counts = fuzz_saves.run(args.game, args.saves, args.seed, args.jobs)
        for error in counts.errors:
            print(error, flush=True)
        print(fuzz_saves.report(args.game, counts, time.perf_counter() - start))
        errors += len(counts.errors)
    return 1 if errors else 0


def _play_task(task: tuple[str, int, int]) -> tuple[int, str | None]:
    return play_one(*task)


if __name__ == "__main__":
    sys.exit(main())
