"""The Vinci game state: plain, immutable data.

A :class:`State` is compared with ``==`` and never mutated; the rules build
a new one.  Province occupancy is a dict ``region -> Occupant`` holding only
occupied provinces (an empty province "belongs to nobody" [L406-409]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.options import HasOptions

from .tiles import Tile

#: Owner id of the wood-coloured neutral tokens.
NEUTRAL = -1

#: Phases: which decision the state waits for.
CIV_CHOICE = "civ_choice"  # choose a pair from the display (section 2)
START = "start"  # expansion or decline turn (section 3.0)
DIPLOMACY = "diplomacy"  # pick the opponent(s) for peace (section 6)
COLLECT = "collect"  # abandon provinces while collecting (section 3.1)
EXPAND = "expand"  # conquer, spy, or stop (sections 3.2-3.5)
COHESION = "cohesion"  # keep one connected part (section 3.8)
ABANDON = "abandon"  # fewer tokens than provinces: drop provinces (section 3.7)
DISTRIBUTE = "distribute"  # put tokens in each province (section 3.7)
FORT = "fort"  # Fortification (section 6)
REBIRTH = "rebirth"  # decline at the end of the turn (section 6)
SURVIVORS = "survivors"  # a defender places its survivors (REC-A11)
OVER = "over"
PHASES = (
    CIV_CHOICE,
    START,
    DIPLOMACY,
    COLLECT,
    EXPAND,
    COHESION,
    ABANDON,
    DISTRIBUTE,
    FORT,
    REBIRTH,
    SURVIVORS,
    OVER,
)

ACTIVE = "a"
DECLINED = "d"


@dataclass(frozen=True)
class Occupant:
    """What stands in a province: ``owner`` seat (or NEUTRAL), whether it is
    a declined empire's, its population tokens and whether a fort stands there."""

    owner: int
    declined: bool
    tokens: int
    fort: bool = False


@dataclass(frozen=True)
class Player:
    """One seat.  ``tiles``: the active civ (chosen civs count as active from
    the moment they are taken; they enter the map on the next turn).
    ``hand``: its tokens off the map (a civ not yet entered, survivors held
    after losing every province, or the hand during an expansion).
    ``entered``: the active civ has made its first conquest.
    ``declined_tiles``: persistent tiles working for the declined empire."""

    score: int
    tiles: tuple[Tile, ...] = ()
    hand: int = 0
    entered: bool = False
    declined_tiles: tuple[Tile, ...] = ()


@dataclass(frozen=True)
class Slot:
    """A pair of the display and the VP tokens left on it [L202-215]."""

    tiles: tuple[Tile, Tile]
    vp_tokens: int = 0


@dataclass(frozen=True)
class State(HasOptions):
    """The whole game.  Turn bookkeeping fields are meaningful in their phase:

    ``spy_left``/``forts_left``/``peace_left``: uses left this turn;
    ``slaves``: Slavery VP earned this turn; ``pool``/``order``: tokens still to
    place and the provinces still to receive them (distribution and survivors);
    ``survivors``: (seat, declined, count) survivors waiting for the end of the
    attacker's turn; ``peace``: (diplomat, opponent) pairs in force;
    ``ending``: the target was reached, the round is being finished.
    """

    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int
    virtual: tuple[bool, ...]
    first: int
    turn: int
    round: int
    phase: str
    target: int
    seats: tuple[Player, ...]
    board: dict[str, Occupant]
    display: tuple[Slot, ...]
    bag: tuple[Tile, ...]
    peace: tuple[tuple[int, int], ...] = ()
    spy_left: int = 0
    forts_left: int = 0
    peace_left: int = 0
    slaves: int = 0
    pool: int = 0
    order: tuple[str, ...] = ()
    survivors: tuple[tuple[int, bool, int], ...] = ()
    ending: bool = False
