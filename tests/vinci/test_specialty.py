"""Specialty doubles the other tile (spec 6.4, REC-A31), one row of the table per test."""

from __future__ import annotations

import game.vinci as vinci
from game.vinci import conquest, tiles
from game.vinci.state import DIPLOMACY, START

from .builders import civ, neutral, occ, play, table


def test_specialty_militia_adds_two_to_the_attackers_cost() -> None:
    state = table(
        4,
        seats=[civ(tiles.WEAPONS, tiles.CURRENCY), civ(tiles.MILITIA, tiles.SPECIALTY)],
        occupancy={"francia": occ(0, 1), "provenza": occ(1, 1)},
    )
    assert dict(conquest.cost_breakdown(state, 0, "provenza"))["militia"] == 2


def test_specialty_mountain_skill_and_shipbuilding_lower_by_two() -> None:
    ms = table(4, seats=[civ(tiles.MOUNTAIN_SKILL, tiles.SPECIALTY)], occupancy={"francia": occ(0, 1)})
    assert conquest.conquest_cost(ms, 0, "alpi") == 1
    ship = table(
        4,
        seats=[civ(tiles.SHIPBUILDING, tiles.SPECIALTY)],
        occupancy={"francia": occ(0, 1), "bretagna": neutral()},
    )
    assert conquest.conquest_cost(ship, 0, "bretagna") == 1


def test_shipbuilding_discounts_a_conquest_by_sea() -> None:
    """[L597-605]: "Se la conquista viene fatta da una zona di mare (usando l'Astronomia)"."""
    state = table(4, seats=[civ(tiles.SHIPBUILDING, tiles.ASTRONOMY)], occupancy={"irlanda": occ(0, 1)})
    assert dict(conquest.cost_breakdown(state, 0, "cartagine"))["shipbuilding"] == -1


def test_specialty_medicine_and_field_marshal_double_the_tokens() -> None:
    """Medicine +2 per turn; Field Marshal +14 at the start."""
    medicine = table(4, seats=[civ(tiles.MEDICINE, tiles.SPECIALTY)], occupancy={"francia": occ(0, 1)}, phase=START)
    assert play(medicine, 0, "expand")[0].seats[0].hand == 2
    marshal = table(4, seats=[civ(tiles.FIELD_MARSHAL, tiles.SPECIALTY)], occupancy={"francia": occ(0, 1)}, phase=START)
    assert play(marshal, 0, "expand")[0].seats[0].hand == 14


def test_specialty_diplomacy_picks_two_opponents() -> None:
    state = table(4, seats=[civ(tiles.DIPLOMACY, tiles.SPECIALTY)], occupancy={"francia": occ(0, 1)}, phase=START)
    state, _ = play(state, 0, "expand")
    state, _ = play(state, 0, "peace", 2)
    assert state.phase == DIPLOMACY and [c.label for c in vinci.legal(state, 0)] == ["peace 1", "peace 3", "no_peace"]
    state, _ = play(state, 0, "peace", 3)
    assert state.peace == ((0, 2), (0, 3)) and state.phase != DIPLOMACY


def test_specialty_stops_working_in_decline() -> None:
    """REC-A31: Specialty goes back into the bag; a persistent tile then works singly."""
    state = table(
        4,
        seats=[civ(tiles.MINING_D, tiles.SPECIALTY)],
        occupancy={"serbia": occ(0, 3)},
        phase=START,
    )
    state, _ = play(state, 0, "decline")
    assert state.seats[0].declined_tiles == (tiles.MINING_D,)
    assert tiles.SPECIALTY in state.bag
    assert state.seats[0].score == 10 + 1 + 2  # serbia: base 1 + Mining 2 (not 4)
