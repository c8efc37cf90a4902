"""Build test positions for the tigris rules tests.

Positions are built on small custom boards (all land unless the rows say
otherwise, as the spec's worked examples assume) or on a printed side, with
tiles, leaders and hands placed by (x, y) coordinates.  Tiles are taken out
of the bag so every piece stays accounted for (check_invariants passes).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import game.tigris as T
from game.core import Choice, Rng
from game.tigris.board import Board, board_from_rows
from game.tigris.pieces import COLOURS, DYNASTIES, TILES_IN_BOX
from game.tigris.rules import initial_state
from game.tigris.spec import SPEC
from game.tigris.state import State, counts_of

SEAT = {name: i for i, name in enumerate(DYNASTIES)}  # archer 0, bull 1, pot 2, lion 3
ARCHER, BULL, POT, LION = SEAT["archer"], SEAT["bull"], SEAT["pot"], SEAT["lion"]


def custom_board(width: int = 8, height: int = 4, rows: list[str] | None = None) -> Board:
    return board_from_rows("custom", rows or ["." * width] * height)


def position(
    board: Board,
    *,
    tiles: dict[tuple[int, int], str] | None = None,
    leaders: dict[tuple[int, int], tuple[int, str]] | None = None,
    hands: dict[int, str] | None = None,
    players: int = 4,
    active: int = 0,
    options: dict[str, Any] | None = None,
) -> State:
    """A state at the start of ``active``'s turn.  ``tiles`` maps (x, y) to a
    colour letter (k r b g); ``leaders`` maps (x, y) to (seat, colour letter);
    ``hands`` gives some seats' hands as letters (others get 6 from the bag)."""
    opts = SPEC.check_setup(players, options)
    base = initial_state(board, players, opts, seed=1)
    cells = list(base.cells)
    for (x, y), code in (tiles or {}).items():
        cells[board.at(x, y)] = code
    for (x, y), (seat, colour) in (leaders or {}).items():
        cells[board.at(x, y)] = f"{seat}{colour}"
    given = dict(hands or {})
    pool = []
    for c in COLOURS:
        used = sum(1 for code in cells if code.lower() == c and len(code) == 1)
        used += sum(h.count(c) for h in given.values())
        pool += [c] * (TILES_IN_BOX[c] - used)
    bag = "".join(Rng(0).shuffled(pool))
    hand_counts = []
    for seat in range(players):
        if seat in given:
            hand_counts.append(counts_of(given[seat]))
        else:
            hand_counts.append(counts_of(bag[:6]))
            bag = bag[6:]
    state = replace(base, cells=tuple(cells), bag=bag, hands=tuple(hand_counts), active=active)
    T.check_invariants(state)
    return state


def play(state: State, seat: int, kind: str, *args: Any) -> tuple[State, list[dict[str, Any]]]:
    """Apply one choice (it must be legal); the invariants must hold after it."""
    new, events = T.apply(state, seat, Choice(kind, tuple(args)))
    T.check_invariants(new)
    return new, events


def sq(board: Board, x: int, y: int) -> str:
    return board.ids[board.at(x, y)]


def at(state: State, x: int, y: int) -> str:
    return state.cells[state.board.at(x, y)]


def vp(state: State, seat: int) -> dict[str, int]:
    return dict(zip(("black", "red", "blue", "green"), state.vp[seat]))


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def revolt_of_example_1() -> tuple[Board, State, list[dict[str, Any]]]:
    """Rulebook example 1 (IT L395-414): Pot places a red leader beside Bull's priest, starting a
    revolt with 3 temples behind Pot and 2 behind Bull: the board, the state and the events."""
    b = custom_board(8, 3)
    s = position(
        b,
        tiles={(1, 0): "r", (0, 1): "r", (2, 1): "k", (3, 1): "k", (4, 1): "r", (5, 0): "r", (6, 1): "r"},
        leaders={(1, 1): (BULL, "r")},
        hands={POT: "rrrkkb", BULL: "rrrkbg"},
        active=POT,
    )
    s, ev = play(s, POT, "leader", "red", sq(b, 5, 1))
    return b, s, ev
