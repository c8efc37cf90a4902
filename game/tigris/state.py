"""The state of a game of Tigris & Euphrates: plain, frozen data.

Squares are ints (see :mod:`game.tigris.board`); colours are letters (see
:mod:`game.tigris.pieces`).  Per-colour counters are 4-tuples in the order
black, red, blue, green.  ``apply`` never mutates a state: it builds a new
one with :func:`dataclasses.replace`.

Derived facts (regions, leader squares) are computed on demand and cached
on the state object in ``_cache``, which takes no part in equality.  The
facts that depend on the board contents alone survive :func:`evolve` while
the cells stay the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.core.evolve import copy_with
from game.core.options import HasOptions

from .board import Board, Square
from .pieces import COLOURS, NON_CONNECTORS

Counts = tuple[int, int, int, int]  # one counter per colour: black, red, blue, green

# Decision phases: who is to act and what legal() lists depends on the phase.
ACTION = "action"  # the active player chooses an action or ends the turn
WAR_ORDER = "war_order"  # the active player picks the next contested colour (IT L438-440)
COMMIT = "commit"  # attacker, then defender, commit tiles to a conflict
BUILDING = "building"  # civilisation building variant: place/move a building or decline
MONUMENT = "monument"  # build a monument (or the ziggurat) on the new block, or decline
TREASURE = "treasure"  # a trader's owner picks a treasure to take
CUBE = "cube"  # ziggurat variant: the active player picks the colour of his cube
OVER = "over"
PHASES = (ACTION, WAR_ORDER, COMMIT, BUILDING, MONUMENT, TREASURE, CUBE, OVER)

# Automatic steps queued in ``State.steps`` and run by the rules' driver.
STEP_WARS = "wars"
STEP_BUILDING = "building"
STEP_MONUMENT = "monument"
STEP_END_ACTION = "end_action"
STEP_END_TURN = "end_turn"  # monument VP and the ziggurat cube (spec 3.4 E1)
STEP_REFILL = "refill"  # refills, the end-of-game check, the next player (spec 3.4 E2-E5)
STEPS = (STEP_WARS, STEP_BUILDING, STEP_MONUMENT, STEP_END_ACTION, STEP_END_TURN, STEP_REFILL)

NOWHERE = -1  # a square field that holds nothing (leader in supply, no marker ...)


@dataclass(frozen=True)
class Conflict:
    """A revolt or a war being resolved.

    ``attacker_support``/``defender_support`` are the squares counted as each
    side's base strength: for a revolt the face-up temples adjacent to each
    leader (IT L383-385), for a war the face-up tiles of the colour on each
    leader's side of the unification tile (IT L450-454).  ``attacker_commit``
    is -1 until the attacker has committed.
    """

    kind: str  # "revolt" or "war"
    colour: str
    attacker: int
    defender: int
    attacker_leader: Square
    defender_leader: Square
    attacker_support: tuple[Square, ...]
    defender_support: tuple[Square, ...]
    attacker_commit: int = -1


@dataclass(frozen=True)
class State(HasOptions):
    """A whole game.  See the module docstring for the conventions."""

    board: Board
    players: int
    options: tuple[tuple[str, Any], ...]  # sorted (name, value) pairs, defaults filled
    rng: int
    bag: str  # colour letters in draw order (the first is drawn first)
    hands: tuple[Counts, ...]  # tiles behind each screen, counted by colour
    discards: tuple[Counts, ...]  # tiles each seat swapped away face down (IT L341): hidden
    gone: Counts  # tiles out of the game face up: committed, destroyed, removed in wars, ziggurat
    cells: tuple[str, ...]  # board contents, one code per square (pieces.py)
    treasures: tuple[Square, ...]  # squares holding a treasure, sorted
    monuments: tuple[tuple[str, Square], ...]  # built monuments: (id, top-left square of its block)
    buildings: tuple[Square, ...]  # square of each colour's civilisation building, NOWHERE if beside the board
    ziggurat: Square  # centre square of the ziggurat (the tower), NOWHERE if not built
    catastrophes: tuple[int, ...]  # catastrophe tiles left to each seat
    vp: tuple[Counts, ...]  # VP cubes behind each screen
    held: tuple[int, ...]  # treasures behind each screen
    active: int
    turn: int  # 1 for the first turn of the game
    actions_done: int  # actions completed in this turn
    phase: str
    steps: tuple[str, ...]  # automatic steps still to run (STEP_*)
    placed: Square  # the tile placed by the current action (for buildings/monuments), else NOWHERE
    unification: Square  # the square under the unification marker during wars, else NOWHERE
    conflict: Conflict | None
    end_reason: str  # "" while playing; "treasures" or "bag" once over
    _cache: dict[str, Any] = field(default_factory=dict, init=False, compare=False, repr=False)


_FIELDS = frozenset(f.name for f in fields(State) if f.init)
#: The prefix of the cache keys of facts that depend on the board and its cells alone.
CELL_FACT = "cells:"


def evolve(state: State, **changes: Any) -> State:
    """``dataclasses.replace(state, **changes)``, made for ``apply``'s many
    small steps: it skips ``__init__`` and keeps the cached cell facts
    (keys starting with :data:`CELL_FACT`) unless the cells or the board change.  Raises
    TypeError on an unknown field, as ``replace`` does."""
    new = copy_with(state, _FIELDS, changes)
    cache: dict[str, Any] = {}
    if "cells" not in changes and "board" not in changes:
        for key, value in state._cache.items():
            if key.startswith(CELL_FACT):
                cache[key] = value
    new.__dict__["_cache"] = cache
    return new


def cached(state: State, key: str, make: Any) -> Any:
    """``make(state)`` computed once per state object."""
    try:
        return state._cache[key]
    except KeyError:
        value = state._cache[key] = make(state)
        return value


def _label(board: Board, cells: tuple[str, ...] | list[str]) -> tuple[list[int], list[list[Square]]]:
    unseen = -2  # a connector not yet labelled
    label = [-1 if code in NON_CONNECTORS else unseen for code in cells]
    regions: list[list[Square]] = []
    neighbours = board.neighbours
    for start in range(len(cells)):
        if label[start] != unseen:
            continue
        rid = len(regions)
        label[start] = rid
        members = [start]
        for q in members:  # the list grows while it is walked: a breadth-first search
            for n in neighbours[q]:
                if label[n] == unseen:
                    label[n] = rid
                    members.append(n)
        regions.append(members)
    return label, regions


def label_regions(board: Board, cells: tuple[str, ...] | list[str]) -> tuple[list[int], list[list[Square]]]:
    """Regions of any board contents: ``label[s]`` is the region index of
    square ``s`` (-1 where nothing connects) and ``regions[i]`` its squares.
    A region is a maximal edge-connected set of connectors (IT L176-184)."""
    return _label(board, cells)


def regions(state: State) -> tuple[list[int], list[list[Square]]]:
    """The regions of the state's board (cached)."""
    return cached(state, CELL_FACT + "regions", lambda s: _label(s.board, s.cells))  # type: ignore[no-any-return]


def kingdom_flags(state: State) -> list[bool]:
    """For each region index, whether it is a kingdom (holds a leader)."""

    def make(s: State) -> list[bool]:
        label, regs = regions(s)
        flags = [False] * len(regs)
        for q in leader_squares(s).values():
            flags[label[q]] = True
        return flags

    return cached(state, CELL_FACT + "kingdoms", make)  # type: ignore[no-any-return]


def kingdoms_around(label: list[int], flags: list[bool], neighbours: tuple[Square, ...]) -> set[int]:
    """The kingdoms (region indices, as :func:`regions` labels them) among ``neighbours``;
    ``flags`` says which regions are kingdoms (:func:`kingdom_flags`, or a variant of it)."""
    return {label[n] for n in neighbours if label[n] >= 0 and flags[label[n]]}


def leader_squares(state: State) -> dict[tuple[int, str], Square]:
    """Where each leader on the board stands, keyed by (seat, colour)."""

    def make(s: State) -> dict[tuple[int, str], Square]:
        # is_leader(code), written out: this runs for every new board position.
        return {(int(code[0]), code[1]): q for q, code in enumerate(s.cells) if len(code) == 2}

    return cached(state, CELL_FACT + "leaders", make)  # type: ignore[no-any-return]


def bump(counts: Counts, index: int, delta: int) -> Counts:
    """``counts`` with ``delta`` added at ``index``."""
    out = list(counts)
    out[index] += delta
    return (out[0], out[1], out[2], out[3])


def hand_letters(counts: Counts) -> str:
    """A hand as colour letters in counter order, e.g. ``"kkrb"``."""
    return "".join(c * n for c, n in zip(COLOURS, counts))


def counts_of(letters: str) -> Counts:
    return (letters.count(COLOURS[0]), letters.count(COLOURS[1]), letters.count(COLOURS[2]), letters.count(COLOURS[3]))


def set_at(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with ``items[index]`` replaced."""
    return items[:index] + (value,) + items[index + 1 :]
