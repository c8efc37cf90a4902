"""Reference lines (STYLE.md 15): seeded random games of Tigris & Euphrates with the number of
legal choices at every step, a digest of every legal() list and the final score.

``tests/tigris/test_lines.py`` replays them.  A faster legal() or apply() must give the same lines
to the choice: a changed count or digest is a rules change and is reviewed as one.  Written once as
``python -m tests.tigris.lines`` (at commit 71e57fd, before the engine was sped up, issue 17);
rewrite the file only for a deliberate rules change, and say so in the commit.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import game.tigris as T
from game.core import Rng

DATA = Path(__file__).parent / "data" / "lines.json"

#: (players, options, seed): every player count, both board sides, and each variant on and off.
LINES: tuple[tuple[int, dict[str, Any], int], ...] = (
    (2, {}, 1),
    (3, {}, 2),
    (4, {}, 3),
    (2, {"board": "advanced"}, 4),
    (3, {"board": "advanced"}, 5),
    (4, {"board": "advanced", "english": True}, 6),
    (2, {"english": True}, 7),
    (3, {"english": True, "open_scoring": True}, 8),
    (2, {"buildings": "on"}, 9),
    (3, {"buildings": "on", "ziggurat": "on"}, 10),
    (4, {"ziggurat": "on"}, 11),
    (2, {"board": "advanced", "buildings": "off", "ziggurat": "off"}, 12),
    (3, {"board": "advanced", "buildings": "on", "ziggurat": "off", "english": True}, 13),
    (4, {"board": "advanced", "buildings": "off", "ziggurat": "on"}, 14),
    (2, {"board": "advanced", "english": True, "open_scoring": True}, 15),
    (4, {}, 16),
)


def walk(players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """Play one line to the end, each choice drawn by a generator seeded from ``seed``."""
    state = T.new_game(players, options, seed)
    rng = Rng(seed)
    digest = hashlib.sha256()
    counts: list[int] = []
    while not T.is_over(state) and len(counts) < T.SPEC.max_choices:
        seat = min(T.to_act(state))
        choices = T.legal(state, seat)
        counts.append(len(choices))
        listed = [seat, [[c.kind, list(c.args), list(c.targets)] for c in choices]]
        digest.update(json.dumps(listed).encode())
        state, _ = T.apply(state, seat, choices[rng.randbelow(len(choices))])
    return {
        "players": players,
        "options": options,
        "seed": seed,
        "counts": counts,
        "digest": digest.hexdigest(),
        "score": T.score(state),
        "end": state.end_reason,
    }


def main() -> None:
    lines = [walk(players, options, seed) for players, options, seed in LINES]
    DATA.write_text("[\n" + ",\n".join(json.dumps(line) for line in lines) + "\n]\n", encoding="utf-8")


if __name__ == "__main__":
    main()
