"""The games the bot tests run on: the toy game, always, then every engine
that has landed (``game.registry.available()``), so the lists are never empty."""

from __future__ import annotations

from game.core.protocol import Game
from game.registry import available, load
from tests.core import toygame


def bot_test_games() -> list[tuple[str, Game]]:
    """(name, game module) for the toy game and every available game."""
    return [("toy", toygame), *((name, load(name)) for name in available())]  # type: ignore[list-item]


def names() -> list[str]:
    return [name for name, _ in bot_test_games()]


def by_name(name: str) -> Game:
    return dict(bot_test_games())[name]
