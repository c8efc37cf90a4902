"""How bots judge a Vinci position.

VP already scored count in full.  On top, a seat expects the VP its active
and declined empires would score at the end of its next turn (each held
province with the tiles that work for it), and a little for tokens in hand,
which conquer later.  The value is the lead in that potential over the best
other seat.
"""

from __future__ import annotations

from typing import Any

from game.vinci import is_over, ranking
from game.vinci.scoring import empire_vp, working_declined_tiles

from .evaluation import lead_value, place_value

NEXT_TURN = 1.0  # design value: an empire scores every turn it holds its provinces
TOKEN_IN_HAND = 0.3  # design value: tokens off the map conquer provinces later
SCALE = 10.0  # design value: a turn's income is about ten VP

TUNING = {"rollout_depth": 4}


def potential(state: Any, seat: int) -> float:
    """The seat's VP plus its empires' income and its tokens in hand."""
    player = state.seats[seat]
    agri = bool(state.option("agriculture_all"))
    income = empire_vp(state.board, seat, False, player.tiles, agri)
    income += empire_vp(state.board, seat, True, working_declined_tiles(player.declined_tiles), agri)
    return float(player.score + NEXT_TURN * income + TOKEN_IN_HAND * player.hand)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)
