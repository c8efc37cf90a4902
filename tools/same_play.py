"""Record what an engine does along seeded random games, or check that it still does exactly that.

    python -m tools.same_play tigris --games 200 --seed 1 --out before.json
    python -m tools.same_play tigris --games 200 --seed 1 --against before.json

For speed work on an engine: record with the old code, change it, compare.  Every step of every
game is hashed from the seat to act, its legal() list (kinds, args and targets), the events of the
pick, the new state's to_json and its views (the seat's and a spectator's); ``apply`` must leave
the old state's to_json unchanged.  Game ``i`` uses seed ``S + i`` and the setups of
``tools.fuzz``; every other pick is handed to ``apply`` as a copy rebuilt from JSON, as the UI does.
Prints the games that differ and the first step where each does; exits 1 if any.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from game.core import Choice, Rng
from game.core.protocol import Game
from game.registry import GAME_NAMES, load
from tools.fuzz import setup_for


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def play(game: Game, seed: int, index: int) -> dict[str, Any]:
    """Game number ``index`` of a run: its setup and one short hash per step."""
    players, options = setup_for(game, index)
    state = game.new_game(players, options, seed + index)
    rng = Rng(seed + index)
    hashes: list[str] = []
    while not game.is_over(state) and len(hashes) < game.SPEC.max_choices:
        seat = min(game.to_act(state))
        choices = game.legal(state, seat)
        pick = choices[rng.randbelow(len(choices))]
        if len(hashes) % 2:
            pick = Choice.from_json(json.loads(_dumps(pick.to_json())))
        before = _dumps(game.to_json(state))
        state_after, events = game.apply(state, seat, pick)
        if _dumps(game.to_json(state)) != before:
            raise AssertionError(f"game {index} step {len(hashes)}: apply changed the state it was given")
        listed = [[c.kind, list(c.args), list(c.targets)] for c in choices]
        views = [game.view(state_after, seat), game.view(state_after, None)]
        step = [seat, listed, events, game.to_json(state_after), views]
        hashes.append(hashlib.sha256(_dumps(step).encode()).hexdigest()[:12])
        state = state_after
    return {"index": index, "players": players, "options": options, "steps": hashes}


def differences(recorded: list[dict[str, Any]], now: list[dict[str, Any]]) -> list[str]:
    """One line per game that differs, naming its first differing step."""
    out = []
    for old, new in zip(recorded, now):
        if old == new:
            continue
        a, b = old["steps"], new["steps"]
        first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        out.append(f"game {old['index']} ({old['players']} players, {old['options']}): differs from step {first}")
    if len(recorded) != len(now):
        out.append(f"{len(recorded)} games recorded, {len(now)} played")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.same_play", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=GAME_NAMES)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--out", help="write the record to this file")
    where.add_argument("--against", help="compare with the record in this file")
    args = parser.parse_args(argv)
    game = load(args.game)
    games = [play(game, args.seed, i) for i in range(args.games)]
    steps = sum(len(g["steps"]) for g in games)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"game": args.game, "seed": args.seed, "games": games}, f)
        print(f"{args.games} games, {steps} steps recorded in {args.out}")
        return 0
    with open(args.against, encoding="utf-8") as f:
        recorded = json.load(f)
    if (recorded["game"], recorded["seed"]) != (args.game, args.seed):
        print(f"{args.against} records {recorded['game']} seed {recorded['seed']}, not {args.game} seed {args.seed}")
        return 1
    lines = differences(recorded["games"], games)
    for line in lines:
        print(line)
    print(f"{args.games} games, {steps} steps: {'identical' if not lines else f'{len(lines)} differ'}")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
