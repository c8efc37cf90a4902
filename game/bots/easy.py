"""The easy level: a sensible legal choice, quickly, with some randomness.

It judges (a random sample of at most ``Settings.easy_width``) choices one
step on and picks at random among those that do not lower its evaluation
by more than ``Settings.easy_tolerance``; if every choice lowers it, it
takes the least bad.  It does not finish multi-step moves in its head: a
step that changes nothing yet (pick a tile) is as good as any other.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Game, Seat
from game.core.rng import Rng

from .evaluation import Evaluate
from .lookahead import Control, Work, step_values
from .settings import Settings


def think(game: Game, state: Any, seat: Seat, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control) -> Work:
    """Decide for ``seat`` on the determinized ``state``; returns a Choice."""
    choices = game.legal(state, seat)
    if len(choices) > settings.easy_width:
        choices = rng.shuffled(choices)[: settings.easy_width]
    base = evaluate(state, seat)
    judged = yield from step_values(game, state, seat, choices, evaluate)
    values = [v for v, _ in judged]
    ctl.values = dict(zip(choices, values))
    fine = [c for c, v in zip(choices, values) if v >= base - settings.easy_tolerance]
    if fine:
        return rng.choice(fine)
    best = max(values)
    return rng.choice([c for c, v in zip(choices, values) if v == best])
