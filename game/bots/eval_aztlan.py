"""How bots judge an Aztlán position.

VP already scored count in full.  On top, a seat expects what its side's
territories would score now with this era's power card (its bonus type; the
wild card, or no card yet, is reckoned with the type that pays most), since
each era ends with a scoring; the end-of-game VP it holds (the best unused
power card it can still keep, prosperity cards in hand with the Offerings'
squares); and a little for each piece of its side on the board.  The value
is the lead in that potential over the best other seat.  Other seats'
hidden cards are those of the determinization the bot searches.
"""

from __future__ import annotations

from typing import Any

from game.aztlan.cards import CARD_IN_HAND_VP, OFFERING, offering_bonus, power_type, power_vp
from game.aztlan.rules import is_over, ranking
from game.aztlan.scoring import best_wild_type, controlled, possession_scores
from game.aztlan.state import NO_CARD, side_colours, side_of

from .evaluation import lead_value, place_value

SCORING_NOW = 0.6  # design value: the next scoring, discounted as clashes will change the board
PIECE = 0.2  # design value: a piece on the board holds territory for later scorings
END_BONUS = 0.8  # design value: end-of-game VP in hand, discounted as cards may still be spent
SCALE = 8.0  # design value: possessions score n + b squared, so leads come in large steps

TUNING = {"rollout_depth": 3}


def potential(state: Any, seat: int) -> float:
    """The seat's VP plus a discounted scoring of its side's territories now."""
    side = side_of(state, seat)
    value = float(state.scores[seat])
    if side < 0:
        return value
    owned = controlled(state.board, state.players, side)
    kind = power_type(state.power_current[seat]) if state.power_current[seat] != NO_CARD else None
    now = best_wild_type(owned)[1] if kind is None else sum(p[3] for p in possession_scores(owned, kind))
    value += SCORING_NOW * now
    prosperity = state.prosperity[seat]
    keep = max((power_vp(c) for c in state.power_hand[seat]), default=0)
    end = keep + CARD_IN_HAND_VP * len(prosperity) + offering_bonus(prosperity.count(OFFERING), True)
    value += END_BONUS * end
    colours = side_colours(state.players, side)
    pieces: int = sum(row[c] for row in state.board for c in colours)
    return value + PIECE * pieces


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)
