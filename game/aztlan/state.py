"""The state of a game of Aztlán: one frozen dataclass of plain data.

Pieces are counted per territory and per colour (red, yellow, green, blue).
A *side* is what the rules treat as one tribe: with 3 or 4 players, side ``s``
is seat ``s``'s tribe, in colour ``s``; with 2 players ("Dèi Aztechi", p. 11)
the two sides are the alliances, each of two colours, and the seat that
controls a side changes every era.  Scores, power cards and prosperity cards
belong to seats; reserves and pieces taken for the era belong to sides.

Phases: ``alliance`` (2 players only, once), then per era ``choice``,
``develop``, ``clash``, ``score``; ``over`` at the end.  ``step`` names the
decision awaited inside a phase (see rules.py).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import SimpleNamespace
from typing import Any, Final

from game.core.evolve import build
from game.core.options import HasOptions

from .board import TERRITORY_INDEX
from .cards import ALLIANCES, COLOURS
from .spec import MAX_SEATS

#: The phases of an era (``State.phase``), in play order; ``over`` when the game has ended.
ALLIANCE, CHOICE, DEVELOP, CLASH, SCORE, OVER = "alliance", "choice", "develop", "clash", "score", "over"
PHASES = (ALLIANCE, CHOICE, DEVELOP, CLASH, SCORE, OVER)
NO_CARD = 0  # power_current when no card is chosen


@dataclass(frozen=True)
class State(HasOptions):
    """A position.  Tuples indexed by seat, side, colour or territory index."""

    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int  # the seeded generator's state (never shown to anyone)
    era: int  # 1..5
    phase: str
    step: str  # the awaited decision inside the phase ("" when none)
    scores: tuple[int, ...]  # per seat
    arrival: tuple[int, ...]  # per seat: among equal scores, the larger is higher in the pyramid stack
    arrivals: int  # how many arrivals were counted (the largest arrival value)
    era_scores: tuple[tuple[int, ...], ...]  # per seat, the VP scored in each era so far
    end_bonus: tuple[tuple[int, int, int], ...]  # per seat (unused power card, cards in hand, Offerings) at the end
    alliance: tuple[int, ...]  # 2 players: starting alliance per seat; () before it is chosen or with 3-4 players
    power_hand: tuple[tuple[int, ...], ...]  # per seat: unused power cards, not counting the current one
    power_used: tuple[tuple[int, ...], ...]  # per seat: cards of past eras, face up, in era order
    power_current: tuple[int, ...]  # per seat: this era's card, NO_CARD until chosen
    revealed: bool  # this era's power cards are face up
    prosperity: tuple[tuple[str, ...], ...]  # per seat: prosperity cards in hand, sorted
    deck: tuple[str, ...]  # prosperity deck, top first
    discard: tuple[str, ...]  # played prosperity cards, in the order played
    board: tuple[tuple[int, ...], ...]  # per territory index: pieces per colour
    reserve: tuple[int, ...]  # per side: pieces in the reserve
    hand: tuple[int, ...]  # per side: pieces taken this era and not yet placed
    removed: tuple[int, ...]  # per colour: pieces removed in clashes, out of play
    order: tuple[int, ...]  # this era's turn order (seats), fixed when development starts
    turn: int  # index into ``order`` of the seat whose turn it is
    placed: tuple[tuple[str, ...], ...]  # per side: territories where it placed from its hand this era, sorted
    clash_at: str  # the territory being resolved ("" when none)
    clash_done: tuple[str, ...]  # territories the current seat has resolved in its clash turn
    settled: tuple[str, ...]  # tied territories whose automatic result was applied this era
    winner: int  # the side deciding defeat/coexist at clash_at (-1 when none)
    defeated: tuple[int, ...]  # sides still to answer a defeat at clash_at, in turn order
    rewarded: bool  # the winner already drew a card for Sacred Games at clash_at
    canoe_lake: str  # Canoes and Rafts being played: the lake ("" when none)
    canoe_bank: str  # ... and the first territory chosen on its shore
    links: tuple[tuple[str, str], ...]  # territory pairs joined by Canoes and Rafts for the current scorer
    blessings: tuple[str, ...]  # Blessings played by the current scorer this scoring turn


class Work(SimpleNamespace, HasOptions):
    """A thawed State being built by apply: the same fields, tuples as lists (:func:`thaw`,
    :func:`freeze`); typed so the rules' changes to it are checked like the State they make."""

    players: int
    options: tuple[tuple[str, Any], ...]
    rng: int
    era: int
    phase: str
    step: str
    scores: list[int]
    arrival: list[int]
    arrivals: int
    era_scores: list[list[int]]
    end_bonus: list[list[int]]
    alliance: list[int]
    power_hand: list[list[int]]
    power_used: list[list[int]]
    power_current: list[int]
    revealed: bool
    prosperity: list[list[str]]
    deck: list[str]
    discard: list[str]
    board: list[list[int]]
    reserve: list[int]
    hand: list[int]
    removed: list[int]
    order: list[int]
    turn: int
    placed: list[list[str]]
    clash_at: str
    clash_done: list[str]
    settled: list[str]
    winner: int
    defeated: list[int]
    rewarded: bool
    canoe_lake: str
    canoe_bank: str
    links: list[list[str]]
    blessings: list[str]


def sides_count(players: int) -> int:
    """How many sides (tribes or alliances) play."""
    return 2 if players == 2 else players


def side_colours(players: int, side: int) -> tuple[int, ...]:
    """The colour indices of a side's pieces."""
    return ALLIANCES[side] if players == 2 else (side,)


#: players -> every side's colour indices, in side order (the rules and the bots ask often).
_SIDE_COLOURS: Final[dict[int, tuple[tuple[int, ...], ...]]] = {
    n: tuple(side_colours(n, side) for side in range(sides_count(n))) for n in range(2, MAX_SEATS + 1)
}


def all_side_colours(players: int) -> tuple[tuple[int, ...], ...]:
    """Every side's colour indices (:func:`side_colours`), in side order."""
    return _SIDE_COLOURS[players]


def colour_side(players: int) -> dict[int, int]:
    """Colour index -> side, for the colours in play."""
    return {c: s for s in range(sides_count(players)) for c in side_colours(players, s)}


def side_of(state: State | Work, seat: int) -> int:
    """The side ``seat`` controls this era (2 players: starting alliance in eras I, III, V)."""
    if state.players != 2:
        return seat
    if not state.alliance:
        return -1
    start = state.alliance[seat]
    return start if state.era % 2 == 1 else 1 - start


def seat_of(state: State | Work, side: int) -> int:
    """The seat controlling ``side`` this era."""
    if state.players != 2:
        return side
    for seat in range(2):
        if side_of(state, seat) == side:
            return seat
    raise ValueError(f"no seat controls side {side}")


def pieces(state: State, territory: str, side: int) -> int:
    """How many pieces ``side`` has in ``territory``."""
    row = state.board[TERRITORY_INDEX[territory]]
    return sum(row[c] for c in side_colours(state.players, side))


def capacity(state: State, colour: int) -> int:
    """Pieces of ``colour`` neither on the board nor removed (in the reserve or taken for the era)."""
    from .cards import PIECES_PER_COLOUR

    return PIECES_PER_COLOUR - sum(row[colour] for row in state.board) - state.removed[colour]


def colour_name(colour: int) -> str:
    return COLOURS[colour]


#: The fields that hold rows (tuples of tuples); every other tuple field is flat.
NESTED = frozenset({"board", "prosperity", "power_hand", "power_used", "era_scores", "placed", "links", "end_bonus"})
_FIXED = frozenset({"options"})  # never changed by apply


def thaw(state: State) -> dict[str, Any]:
    """A mutable copy (tuples become lists, two levels deep where nested) for building the next state."""
    out = dict(vars(state))
    for name in _NESTED_FIELDS:
        out[name] = list(map(list, out[name]))
    for name in _FLAT_FIELDS:
        out[name] = list(out[name])
    return out


def freeze(data: dict[str, Any]) -> State:
    """The State of a thawed copy."""
    out = dict(data)
    for name in _NESTED_FIELDS:
        out[name] = tuple(map(tuple, out[name]))
    for name in _FLAT_FIELDS:
        out[name] = tuple(out[name])
    return build(State, out)


_FIELDS = tuple(f.name for f in fields(State))
# Which fields thaw and freeze convert, read once from State's declarations (the annotations are
# strings here) rather than by asking each value its type: a bot's search calls apply, and so
# both, hundreds of thousands of times a decision (docs/speed.md, session 46).
_NESTED_FIELDS = tuple(name for name in _FIELDS if name in NESTED)
_FLAT_FIELDS = tuple(
    f.name for f in fields(State) if str(f.type).startswith("tuple") and f.name not in NESTED and f.name not in _FIXED
)
