"""Write the golden saves of tests/ui/test_old_saves.py: games of all five titles saved by the app's
own ``save_json``, each with the JSON of the state its record replays to.

Run once, at commit 72af8f8 (the main of 2026-11-23), as ``python -m tests.data.saves.make_saves``.
These files stand for saves already in players' browsers: never regenerate them to make a test pass.
A deliberate change of the save or state format adds new files beside them and keeps these loading.
"""

from __future__ import annotations

import json
from pathlib import Path

from game import registry
from game.core.jsondata import dumps
from tests.random_play import play_at_random
from ui.saves import save_json
from ui.session import BOT, HUMAN, SeatInfo, Session

HERE = Path(__file__).parent
STYLES = ("blue", "orange", "green", "pink", "vermilion", "sky")

#: (file stem, game, seats as kind[:level], options, seed, moves to play or None for the whole game)
CASES = (
    ("tigris-3p-mid", "tigris", ("human", "bot:medium", "human"), {}, 11, 120),
    ("tigris-2p-end", "tigris", ("human", "human"), {"board": "advanced"}, 12, None),
    ("attila-3p-mid", "attila", ("human", "human", "bot:easy"), {}, 21, 80),
    ("attila-2p-end", "attila", ("human", "bot:hard"), {}, 22, None),
    ("aztlan-4p-mid", "aztlan", ("human", "human", "human", "bot:medium"), {}, 31, 150),
    ("aztlan-3p-end", "aztlan", ("human", "bot:easy", "human"), {}, 32, None),
    ("vinci-3p-mid", "vinci", ("human", "bot:medium", "human"), {}, 41, 150),
    ("vinci-4p-duo-end", "vinci", ("human", "human", "engine", "engine"), {"mode": "duo"}, 42, None),
    ("europa-3p-mid", "europa", ("human", "human", "bot:medium"), {}, 51, 300),
    ("europa-4p-end", "europa", ("human", "bot:easy", "human", "human"), {}, 52, None),
)


def seat(i: int, spec: str) -> SeatInfo:
    """A seat as the lobby records it; "engine" is an engine-played seat (a bot without a level)."""
    kind, _, level = spec.partition(":")
    name = f"Player {chr(65 + i)}"
    return SeatInfo(name, STYLES[i], HUMAN if kind == "human" else BOT, level, kind == "human" and i == 0)


def main() -> None:
    for stem, name, kinds, options, seed, moves in CASES:
        game = registry.load(name)
        session = play_at_random(
            Session.new(name, [seat(i, k) for i, k in enumerate(kinds)], options, seed), seed, moves
        )
        doc = save_json(session, stem, f"{game.SPEC.title_en} golden", "2026-11-23T18:00:00Z", "2026-11-23T18:00:00Z")
        (HERE / f"{stem}.save.json").write_text(dumps(doc) + "\n", encoding="utf-8")
        state = {"state": game.to_json(session.state), "over": session.is_over(), "moves": len(session.record.moves)}
        (HERE / f"{stem}.state.json").write_text(json.dumps(state, sort_keys=True) + "\n", encoding="utf-8")
        print(stem, len(session.record.moves), "moves", "over" if session.is_over() else "in progress")


if __name__ == "__main__":
    main()
