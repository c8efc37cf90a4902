"""The finished (and unfinished) golden games the post-game tests replay, each replayed once."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from game.core.jsondata import loads
from ui.replay import Replay
from ui.saves import session_from_json

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
#: One finished game of each title (the golden saves written by the app, tests/data/saves).
ENDED = ("attila-2p-end", "aztlan-3p-end", "europa-4p-end", "tigris-2p-end", "vinci-4p-duo-end")
#: Games still in progress: a replay of one shows only what a spectator sees.
UNDER_WAY = ("tigris-3p-mid", "attila-3p-mid", "europa-3p-mid")


def save_text(stem: str) -> str:
    return (SAVES / f"{stem}.save.json").read_text(encoding="utf-8")


def save_data(stem: str) -> dict[str, Any]:
    data: dict[str, Any] = loads(save_text(stem))
    return data


@cache
def replay_of(stem: str) -> Replay:
    """The replay of a golden save (shared: a test moves it with ``go``, so it sets the step it reads)."""
    session = session_from_json(save_data(stem))
    return Replay(session.record, session.seats, session.game)
