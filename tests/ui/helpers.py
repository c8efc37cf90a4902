"""Shared helpers for the ui tests: sessions of the toy game (chance, secrets, simultaneous bids)."""

from __future__ import annotations

from typing import Any

from game.core.errors import SetupError
from game.core.record import Record
from tests.core import toygame
from ui.session import HUMAN, SeatInfo, Session


def toy_loader(name: str) -> Any:
    """The toy game for "toy"; any other name is refused as ``registry.load`` refuses it."""
    if name != "toy":
        raise SetupError(f"unknown game {name!r}")
    return toygame


def toy_session(players: int = 2, kinds: tuple[str, ...] | None = None, seed: int = 7) -> Session:
    kinds = kinds or (HUMAN,) * players
    seats = [SeatInfo(f"P{i}", ["blue", "orange", "green"][i], kinds[i]) for i in range(players)]
    state = toygame.new_game(players, {}, seed)
    return Session(toygame, Record("toy", players, {"double_last": False}, seed), seats, state, [])  # type: ignore[arg-type]
