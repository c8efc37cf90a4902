"""What the toy games of the tests share (``tests/core/toygame.py``, ``tests/bots/stepgame.py``,
``tests/bots/trapgame.py``): a declaration, and scores, ranks and texts read from ``points``.

Each toy game is a module on the Game protocol; it imports these names so the module has
them, and writes only its own rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import Choice, GameSpec, IllegalMove, OptionSpec, Rng


def toy_spec(
    name: str,
    title_en: str,
    title_it: str,
    max_choices: int,
    players: tuple[int, int] = (2, 2),
    secrets: bool = False,
    options: tuple[OptionSpec, ...] = (),
) -> GameSpec:
    """A toy game's declaration: an open, deterministic game of turns unless ``secrets`` (chance,
    hidden information and simultaneous decisions, every part of the protocol)."""
    return GameSpec(
        name=name,
        title_en=title_en,
        title_it=title_it,
        min_players=players[0],
        max_players=players[1],
        chance=secrets,
        hidden_information=secrets,
        simultaneous=secrets,
        max_choices=max_choices,
        options=options,
    )


def determinize(state: Any, seat: int | None, rng: Rng) -> Any:
    """For the open, deterministic toy games: nothing is hidden, nothing is random, so the state
    is its own determinization."""
    return state


def score(state: Any) -> list[int]:
    return list(state.points)


def ranking(state: Any) -> list[int]:
    return [1 + sum(p > mine for p in state.points) for mine in state.points]


def score_table(state: Any, lang: str) -> dict[str, Any]:
    return {"headers": ["Points"], "rows": [[p] for p in state.points]}


def describe(event: dict[str, Any], lang: str, names: Sequence[str] | None = None) -> str:
    return str(event["type"])


def choice_text(choice: Choice, lang: str, names: Sequence[str] | None = None) -> str:
    return choice.label


def refusal_text(error: IllegalMove, lang: str, names: Sequence[str] | None = None) -> str:
    return str(error)
