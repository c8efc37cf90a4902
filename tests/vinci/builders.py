"""Built Vinci positions for the rules tests.

``table()`` starts from a real set-up game and replaces what a test names:
the occupancy of the map, the seats' civs and scores, the display, whose
turn and which phase.  The bag is recomputed so the 52 tiles stay
conserved, and the result passes the engine's own consistency checks.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import game.vinci as vinci
from game.core import Choice
from game.vinci import rules, tiles
from game.vinci.state import EXPAND, NEUTRAL, Occupant, Player, Slot, State

DEFAULT_DISPLAY = (
    ("DIPLOMACY", "WEAPONS"),
    ("CURRENCY", "MEDICINE"),
    ("MINING", "HERITAGE"),
    ("PORTS", "MILITIA"),
    ("CATTLE", "REBIRTH"),
    ("AGRICULTURE", "MESSENGERS"),
)


def occ(owner: int, tokens: int, declined: bool = False, fort: bool = False) -> Occupant:
    return Occupant(owner, declined, tokens, fort)


def neutral() -> Occupant:
    return Occupant(NEUTRAL, False, 1)


def table(
    players: int = 4,
    options: dict[str, Any] | None = None,
    *,
    seats: list[Player] | None = None,
    occupancy: dict[str, Occupant] | None = None,
    display: tuple[tuple[str, str], ...] = DEFAULT_DISPLAY,
    vp_tokens: tuple[int, ...] = (0, 0, 0, 0, 0, 0),
    turn: int = 0,
    first: int = 0,
    round: int = 1,
    phase: str = EXPAND,
    **fields: Any,
) -> State:
    """A position; the seats default to score 10 with no civ."""
    base = rules.new_game(players, options or {}, 11)
    seat_list = list(seats or [])
    seat_list += [Player(10)] * (players - len(seat_list))
    used: Counter[str] = Counter()
    for p in seat_list:
        used.update(p.tiles)
        used.update(p.declined_tiles)
    for pair in display:
        used.update(pair)
    bag = Counter(tiles.BAG)
    bag.subtract(used)
    assert all(v >= 0 for v in bag.values()), f"more tiles than the box holds: {used}"
    state = replace(
        base,
        seats=tuple(seat_list),
        board=dict(sorted((occupancy or {}).items())),
        display=tuple(Slot(pair, n) for pair, n in zip(display, vp_tokens)),
        bag=tuple(sorted(bag.elements())),
        turn=turn,
        first=first,
        round=round,
        phase=phase,
        **fields,
    )
    return state


def civ(*kinds: str, score: int = 10, hand: int = 0, entered: bool = True, declined: tuple[str, ...] = ()) -> Player:
    """A seat with an active civ of ``kinds`` (one tile kind means Barbarians as the other)."""
    pair = kinds if len(kinds) == 2 else ((kinds or ("BARBARIANS",))[0], "BARBARIANS")
    return Player(score, tuple(pair), hand, entered, declined)


def play(state: State, seat: int, kind: str, *args: Any) -> tuple[State, list[dict[str, Any]]]:
    """Apply the listed choice of ``kind`` with ``args`` (through legal(), like the UI)."""
    return vinci.apply(state, seat, Choice(kind, tuple(args)))


def kinds(state: State, seat: int) -> set[str]:
    return {c.kind for c in vinci.legal(state, seat)}


def labels(state: State, seat: int) -> list[str]:
    return [c.label for c in vinci.legal(state, seat)]
