"""The command line the threat tools share (``tools.tigris_threats``, ``tools.attila_threats``,
``tools.vinci_threats``): self-play games of one bot level over seat counts and seeds, in
parallel, and a report of the records they return."""

from __future__ import annotations

import argparse
import multiprocessing
from collections.abc import Callable, Sequence
from typing import Any

#: One game to play: (level, players, seed).
Task = tuple[str, int, int]


def main(
    doc: str | None,
    play: Callable[[Task], list[Any]],
    report: Callable[[Sequence[Any], Sequence[int]], str],
    players: str,
    argv: list[str] | None = None,
) -> int:
    """Parse ``--players`` (default ``players``), ``--seeds``, ``--level`` and ``--jobs``, play
    every game with ``play`` and print ``report`` of all their records."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--players", default=players)
    parser.add_argument("--seeds", default="1:7", help="first:last+1")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    counts = [int(x) for x in args.players.split(",")]
    first, last = (int(x) for x in args.seeds.split(":"))
    tasks = [(args.level, n, s) for n in counts for s in range(first, last)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            games = pool.map(play, tasks)
    else:
        games = [play(t) for t in tasks]
    print(report([r for g in games for r in g], counts))
    return 0
