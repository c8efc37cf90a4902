"""How bots judge a Tigris & Euphrates position.

A seat's final score is its weakest colour (treasures filling the gaps),
ties broken by the next weakest, so its *potential* weighs the sorted
colours, weakest heaviest, then adds a little for each of its leaders on
the board (a leader in a kingdom is what earns VP) and for treasures.
The value is the lead in potential over the best other seat.
"""

from __future__ import annotations

from typing import Any

from game.tigris.rules import is_over
from game.tigris.scoring import ranking, vector
from game.tigris.state import leader_squares

from .evaluation import lead_value, place_value

SORTED_WEIGHTS = (1.0, 0.4, 0.15, 0.05)  # design value: weakest colour first, as the final ranking reads them
LEADER_ON_BOARD = 0.6  # design value: a leader on the board earns VP in the turns ahead
SCALE = 3.0  # design value: a 3-VP lead in the weakest colour is a clear advantage

TUNING = {"rollout_depth": 2, "order_sample": 32, "sequence_choices": 8, "sequence_width": 16, "reply_own": 1}


def potential(state: Any, seat: int) -> float:
    """The weighted VP vector of ``seat`` plus its leaders on the board."""
    key = vector(state.vp[seat], state.held[seat])
    value = sum(w * v for w, v in zip(SORTED_WEIGHTS, key))
    leaders = sum(1 for owner, _ in leader_squares(state) if owner == seat)
    return value + LEADER_ON_BOARD * leaders


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)
