"""How bots judge a Europa position.

A seat wins by holding its own empire and three others completely, or by
being the last one standing.  Its potential counts its territories, a
little for its armies, the supplementary armies it would draw, and for
each empire the share of it that the seat holds, squared so that nearly
complete empires count most; its own empire counts double.  An eliminated
seat has no potential.  The value is the lead over the best other seat.
"""

from __future__ import annotations

from typing import Any

from game.europa.board import EMPIRES, MEMBERS
from game.europa.scoring import ranking, supplementary
from game.europa.state import OVER

from .evaluation import lead_value, place_value

TERRITORY = 1.0  # design value: the score the rulebook's ranking uses
ARMY = 0.1  # design value: armies defend and attack, but are replaced each turn
SUPPLEMENTARY = 0.3  # design value: bonus armies drawn each turn
EMPIRE_SHARE = 6.0  # design value: an empire held whole is a step to victory
OWN_EMPIRE = 2.0  # design value: the own empire is required to win
SCALE = 6.0  # design value: a lead of about six territories is a clear advantage

TUNING = {"rollout_depth": 4}


def potential(state: Any, seat: int) -> float:
    """The seat's weighted territories, armies and progress towards empires."""
    if seat not in state.alive():
        return 0.0
    held = [t for t, owner in enumerate(state.owner) if owner == seat]
    value = TERRITORY * len(held) + ARMY * sum(state.armies[t] for t in held)
    value += SUPPLEMENTARY * supplementary(state, seat)["total"]
    for empire in EMPIRES:
        members = MEMBERS[empire]
        share = sum(1 for t in members if state.owner[t] == seat) / len(members)
        value += EMPIRE_SHARE * share * share * (OWN_EMPIRE if empire == state.empire[seat] else 1.0)
    return float(value)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if state.phase == OVER:
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)
