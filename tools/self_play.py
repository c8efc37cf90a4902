"""The command line the threat tools share (``tools.tigris_threats``, ``tools.attila_threats``,
``tools.vinci_threats``, ``tools.europa_threats``): self-play games of one bot level over seat counts and seeds, in
parallel, and a report of the records they return."""

from __future__ import annotations

import argparse
import multiprocessing
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from game.bots import Thinking, decision_seed
from tools.arena import bot_settings, load_game

#: One game to play: (level, players, seed).
Task = tuple[str, int, int]

#: One threat the model flagged: (players, its kind, the model's chance, whether it came true).
Flagged = tuple[int, str, float, bool]


def moves(name: str, task: Task, options: dict[str, Any] | None = None) -> Iterator[tuple[Any, Any, bool]]:
    """Each move of one self-play game of ``name`` with the game ``options``: (the state
    before, the state after, whether the game is over), the bots deciding with the arena's seeds."""
    level, players, seed = task
    game = load_game(name, None)
    bot_level, settings = bot_settings(game, level, None, None, players)
    state = game.new_game(players, options or {}, seed)
    steps = 0
    while not game.is_over(state):
        seat = min(game.to_act(state))
        choice = Thinking(game, state, seat, bot_level, decision_seed(seed, steps, seat), settings).run()
        before = state
        state, _ = game.apply(state, seat, choice)
        steps += 1
        yield before, state, game.is_over(state)


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


def report_by_kind(records: Sequence[Flagged], counts: Sequence[int]) -> str:
    """Threats that came true over threats flagged, the model's mean chance for them, and the
    share of the model's chance that came true (:func:`_share`), per seat count and kind: one
    line a seat count."""
    lines = []
    for n in counts:
        seen: dict[str, list[tuple[float, bool]]] = defaultdict(list)
        for players, kind, chance, lost in records:
            if players == n:
                seen[kind].append((chance, lost))
        parts = [
            f"{kind} {sum(lost for _, lost in rows)}/{len(rows)} = {sum(lost for _, lost in rows) / len(rows):.2f}"
            f" (model {sum(c for c, _ in rows) / len(rows):.2f}, share {_share(rows):.2f})"
            for kind, rows in sorted(seen.items())
        ]
        lines.append(f"{n} players: " + ", ".join(parts))
    return "\n".join(lines)


def _share(rows: Sequence[tuple[float, bool]]) -> float:
    """The least-squares factor from the model's chances to what came true (1 or 0): the share
    of its chance that the threats the model was surest of came true, where a mean over all of
    them is mostly the many faint ones."""
    return sum(c * lost for c, lost in rows) / (sum(c * c for c, _ in rows) or 1.0)
