"""Log sentences and button texts in Italian and English."""

from __future__ import annotations

from typing import Any

from game.core import Choice

from .pieces import BUILDING_NAMES, COLOUR_BY_NAME, DYNASTIES, DYNASTY_NAMES, LEADER_NAMES, TILE_NAMES


def describe(event: dict[str, Any], lang: str) -> str:
    return str(event.get("type"))


def choice_text(choice: Choice, lang: str) -> str:
    return choice.label
