"""The medium level: one-ply greedy on the game's evaluation.

Each choice is judged after the seat has finished the multi-step move it
starts (see :func:`game.bots.lookahead.sequence_values`), so "pick the red
tile" is worth what the best square for a red tile is worth.  Ties are
broken at random (seeded), so equal options do not always fall the same way.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Game, Seat
from game.core.rng import Rng

from .evaluation import Evaluate
from .lookahead import Control, Work, sequence_values
from .settings import Settings


def think(game: Game, state: Any, seat: Seat, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control) -> Work:
    """Decide for ``seat`` on the determinized ``state``; returns a Choice."""
    choices = game.legal(state, seat)
    values = yield from sequence_values(game, state, seat, choices, evaluate, settings, ctl, rng)
    ctl.values = dict(zip(choices, values))
    best = max(values)
    return rng.choice([c for c, v in zip(choices, values) if v == best])
