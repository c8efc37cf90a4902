"""How bots judge a Vinci position.

VP already scored count in full.  On top, a seat whose turn's scoring is
still to come this round expects the VP its active and declined empires
would score then (each held province with the tiles that work for it), and
a little for tokens in hand, which conquer later.  The value is the lead in that potential over the best
other seat.

The game's own bot level, ``virtual``, plays a seat the way the rulebook's
virtual players decide (spec section 7, ``game.vinci.virtual``).
"""

from __future__ import annotations

from typing import Any

from game.core.choice import find
from game.core.protocol import Game
from game.core.rng import Rng
from game.vinci import is_over, ranking
from game.vinci.scoring import empire_vp, working_declined_tiles
from game.vinci.state import COHESION, REBIRTH, SURVIVORS
from game.vinci.virtual import rulebook_choice

from . import greedy
from .evaluation import Evaluate, lead_value, place_value
from .lookahead import Control, Work
from .settings import Settings

NEXT_TURN = 1.0  # design value: an empire scores every turn it holds its provinces
TOKEN_IN_HAND = 0.3  # design value: tokens off the map conquer provinces later
SCALE = 10.0  # design value: a turn's income is about ten VP

AFTER_SCORING = (REBIRTH, SURVIVORS)  # the phases of a turn that come after its scoring (spec 3.9)

TUNING = {"rollout_depth": 0}


def scored_this_round(state: Any, seat: int) -> bool:
    """Whether ``seat`` has already had its turn's scoring in this round."""
    here = (state.turn - state.first) % state.players
    mine = (seat - state.first) % state.players
    return mine < here or (mine == here and state.phase in AFTER_SCORING)


def potential(state: Any, seat: int) -> float:
    """The seat's VP, plus its empires' income if its turn's scoring is still
    to come this round (so scoring itself changes nothing: a bot must not end
    its expansion early just to see the VP arrive), plus its tokens in hand."""
    player = state.seats[seat]
    value = player.score + TOKEN_IN_HAND * player.hand
    if scored_this_round(state, seat):
        return float(value)
    agri = bool(state.option("agriculture_all"))
    income = empire_vp(state.board, seat, False, player.tiles, agri)
    income += empire_vp(state.board, seat, True, working_declined_tiles(player.declined_tiles), agri)
    return float(value + NEXT_TURN * income)


def evaluate(state: Any, seat: int) -> float:
    """The bots' value of ``state`` for ``seat``, in [0, 1]."""
    if is_over(state):
        return place_value(ranking(state), seat)
    return lead_value([potential(state, s) for s in range(state.players)], seat, SCALE)


def think_virtual(
    game: Game, state: Any, seat: int, rng: Rng, settings: Settings, evaluate: Evaluate, ctl: Control
) -> Work:
    """The "virtual" level: the rulebook's virtual-player algorithm deciding
    for ``seat`` on its determinization ``state``, its dice drawn from the
    bot's own ``rng`` (so it is as fair as the other levels).  Where the
    algorithm has no rule for a real seat (cohesion: virtual players ignore
    it) or picks something the seat may not do, the medium choice stands."""
    if state.phase != COHESION:
        listed = find(game.legal(state, seat), rulebook_choice(state, seat, rng.next64()))
        if listed is not None:
            return listed
    return (yield from greedy.think(game, state, seat, rng, settings, evaluate, ctl))


EXTRA_LEVELS = {"virtual": think_virtual}
