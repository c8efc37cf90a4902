"""Reference lines (STYLE.md 15, issue 18.7): seeded random lines of play of every game, with the
number of legal choices at every step, a digest of every ``legal()`` list and the score where the
line stops; perft-style counts for games whose trees are too wide to count exhaustively.

``tests/test_lines.py`` replays every recorded line.  A faster or restructured engine must give
the same lines to the choice: a changed count or digest is a rules change and is reviewed as one.

How a line is made: ``game.new_game(players, options, seed)``; at every step the lowest seat in
``to_act`` decides, and the choice is ``legal[rng.randbelow(len(legal))]`` with ``Rng(seed)``;
until the game is over or ``limit`` choices were made.  The file of a game lists its lines and
their results; write it with ``python -m tests.lines GAME`` (the lines are the game's
``SPEC.covering_setups()``: every player count and every option value), only for a new game or a
deliberate rules change, and say so in the commit.  Tigris's lines were recorded whole games at
commit 71e57fd, before its engine was sped up (issue 17).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from game.core import Rng
from game.registry import load

DATA = Path(__file__).parent / "data" / "lines"
#: Choices a newly written line plays at most (design value: a few seconds of replay per game
#: in CI, deep enough to reach every phase of a round).
LIMIT = 2000


def data_file(name: str) -> Path:
    return DATA / f"{name}.json"


def walk(name: str, players: int, options: dict[str, Any], seed: int, limit: int | None) -> dict[str, Any]:
    """Play one line (see the module docstring) and return it as the data file records it."""
    game = load(name)
    state = game.new_game(players, options, seed)
    rng = Rng(seed)
    digest = hashlib.sha256()
    counts: list[int] = []
    most = game.SPEC.max_choices if limit is None else limit
    while not game.is_over(state) and len(counts) < most:
        seat = min(game.to_act(state))
        choices = game.legal(state, seat)
        counts.append(len(choices))
        listed = [seat, [[c.kind, list(c.args), list(c.targets)] for c in choices]]
        digest.update(json.dumps(listed).encode())
        state, _ = game.apply(state, seat, choices[rng.randbelow(len(choices))])
    return {
        "players": players,
        "options": options,
        "seed": seed,
        "limit": limit,
        "counts": counts,
        "digest": digest.hexdigest(),
        "score": game.score(state),
    }


def write(name: str) -> None:
    spec = load(name).SPEC
    lines = [walk(name, players, options, 1 + k, LIMIT) for k, (players, options) in enumerate(spec.covering_setups())]
    data_file(name).write_text("[\n" + ",\n".join(json.dumps(line) for line in lines) + "\n]\n", encoding="utf-8")


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        write(arg)
