"""How bots judge an Aztlán position.

VP already scored count in full.  On top, a seat expects what its side's
territories would score now with the best power card (the wild card's
reckoning: every possession valued for the terrain type that pays most),
since each era ends with a scoring, and a little for each piece of its side
on the board.  The value is the lead in that potential over the best other
seat.
"""

from __future__ import annotations

from typing import Any

from game.aztlan.rules import is_over, ranking
from game.aztlan.scoring import best_wild_type, controlled
from game.aztlan.state import side_colours, side_of

from .evaluation import lead_value, place_value

SCORING_NOW = 0.6  # design value: the next scoring, discounted as clashes will change the board
PIECE = 0.2  # design value: a piece on the board holds territory for later scorings
SCALE = 8.0  # design value: possessions score n + b squared, so leads come in large steps

TUNING = {"rollout_depth": 3}


def potential(state: Any, seat: int) -> float:
    """The seat's VP plus a discounted scoring of its side's territories now."""
    side = side_of(state, seat)
    value = float(state.scores[seat])
    if side < 0:
        return value
    owned = controlled(state.board, state.players, side)
    value += SCORING_NOW * best_wild_type(owned)[1]
    colours = side_colours(state.players, side)
    pieces: int = sum(row[c] for row in state.board for c in colours)
    return value + PIECE * pieces


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)
