"""Find the game engines by name.

>>> "tigris" in GAME_NAMES
True
"""

from __future__ import annotations

import importlib
from typing import cast

from .core.errors import SetupError
from .core.protocol import Game

#: Every game of the product, in lobby order.
GAME_NAMES: tuple[str, ...] = ("tigris", "attila", "aztlan", "vinci", "europa")


def load(name: str) -> Game:
    """The game module called ``name``; raises SetupError if there is none."""
    if name not in GAME_NAMES:
        raise SetupError(f"unknown game {name!r}; the games are {', '.join(GAME_NAMES)}")
    try:
        module = importlib.import_module(f"game.{name}")
    except ModuleNotFoundError as exc:
        if exc.name in (f"game.{name}",):
            raise SetupError(f"the game {name!r} is not implemented yet") from exc
        raise
    if not hasattr(module, "SPEC"):
        raise SetupError(f"the game {name!r} is not implemented yet")
    return cast(Game, module)


def available() -> list[str]:
    """The names of the games whose engine is present, in lobby order."""
    out = []
    for name in GAME_NAMES:
        try:
            load(name)
        except SetupError:
            continue
        out.append(name)
    return out
