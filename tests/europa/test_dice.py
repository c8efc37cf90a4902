"""Battles (spec §5.3, §11): the exact tables of the spec and the seeded dice.

The tables (tests/data/europa_battles.json) are copied from rules/europa.md §11 ("Exact battle
probabilities"): for each (attack dice, defence dice), the number of the 6^n
equally likely rolls giving (attacker loses, defender loses).
"""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

import pytest

from game.core import Rng
from game.europa.dice import dice_cap, odds, resolve, roll

_BATTLES = json.loads((Path(__file__).parents[1] / "data" / "europa_battles.json").read_text(encoding="utf-8"))


def _combo(key: str) -> tuple[int, int]:
    a, d = key.split("x")
    return int(a), int(d)


def _outcomes(name: str) -> dict[tuple[int, int], dict[tuple[int, int], int]]:
    return {_combo(k): {(al, dl): n for al, dl, n in rows} for k, rows in _BATTLES[name].items()}


NONE = _outcomes("none")
GENERAL = _outcomes("general")
MARSHAL = _outcomes("marshal")
# Top-pair table (§11): rolls where the attacker wins the highest comparison.
TOP_PAIR = {_combo(k): tuple(v) for k, v in _BATTLES["top_pair"].items()}  # (a, d): (none, General, Marshal)
TABLES = {(False, False): NONE, (True, False): GENERAL, (False, True): MARSHAL, (True, True): NONE}
COMBOS = sorted(NONE)


def _enumerate(a: int, d: int, general: bool, marshal: bool) -> tuple[dict[tuple[int, int], int], int]:
    counts: dict[tuple[int, int], int] = {}
    top = 0
    for dice in itertools.product(range(1, 7), repeat=a + d):
        b = resolve(dice[:a], dice[a:], general=general, marshal=marshal)
        counts[b.losses] = counts.get(b.losses, 0) + 1
        top += b.top_to_attacker
    return counts, top


@pytest.mark.parametrize("cards", sorted(TABLES), ids=lambda c: f"general={c[0]},marshal={c[1]}")
@pytest.mark.parametrize("combo", COMBOS, ids=lambda c: f"{c[0]}x{c[1]}")
def test_battle_outcomes_match_the_exact_tables(combo: tuple[int, int], cards: tuple[bool, bool]) -> None:
    """§11: enumerating every roll reproduces the spec's counts, card by card; General and
    Marshal together give the no-card table; the top pair decides which card is lost."""
    a, d = combo
    counts, top = _enumerate(a, d, *cards)
    assert counts == TABLES[cards][combo]
    column = {(False, False): 0, (True, False): 1, (False, True): 2, (True, True): 0}[cards]
    assert top == TOP_PAIR[combo][column]


@pytest.mark.parametrize("cards", sorted(TABLES), ids=lambda c: f"general={c[0]},marshal={c[1]}")
def test_the_odds_the_bots_use_are_the_exact_tables(cards: tuple[bool, bool]) -> None:
    """dice.odds (the bots' battle odds) gives each outcome its §11 count over 6^n."""
    for a, d in COMBOS:
        general, marshal = cards
        got = {(al, dl): p for p, al, dl in odds(a, d, general=general, marshal=marshal)}
        total = 6 ** (a + d)
        assert got == pytest.approx({k: n / total for k, n in TABLES[cards][(a, d)].items()}, abs=1e-12)


def test_a_fortress_caps_the_dice_at_two() -> None:
    assert (dice_cap(False), dice_cap(True)) == (3, 2)


@pytest.mark.parametrize("cards", sorted(TABLES)[:3], ids=lambda c: f"general={c[0]},marshal={c[1]}")
def test_seeded_dice_follow_the_exact_tables(cards: tuple[bool, bool]) -> None:
    """The game's seeded dice give each outcome with the spec's probability (within 4.5
    standard deviations over 4000 battles per combination)."""
    rng = Rng(2024)
    trials = 4000
    for combo in COMBOS:
        a, d = combo
        table = TABLES[cards][combo]
        total = sum(table.values())
        seen: dict[tuple[int, int], int] = {}
        for _ in range(trials):
            b = roll(rng, a, d, general=cards[0], marshal=cards[1])
            seen[b.losses] = seen.get(b.losses, 0) + 1
        assert set(seen) <= set(table)
        for outcome, count in table.items():
            p = count / total
            sigma = math.sqrt(trials * p * (1 - p))
            assert abs(seen.get(outcome, 0) - trials * p) <= 4.5 * sigma, (combo, outcome)


@pytest.mark.parametrize(
    ("example", "attack", "defence", "general", "marshal", "losses", "modified", "top_to_attacker"),
    [
        ("E1", (5, 3, 1), (5, 2), False, False, (1, 1), ((5, 3, 1), (5, 2)), False),
        ("E2", (5, 3, 1), (5, 2), True, False, (0, 2), ((6, 3, 1), (5, 2)), True),
        ("E3", (5, 3, 1), (5, 2), False, True, (1, 1), ((5, 3, 1), (6, 2)), False),
        ("E4", (6, 3, 1), (5, 2), True, True, (0, 2), ((7, 3, 1), (6, 2)), True),
        ("E5", (5, 3, 1), (6, 2), True, True, (1, 1), ((6, 3, 1), (7, 2)), False),
        ("E6", (6,), (6, 6, 6), True, False, (0, 1), ((7,), (6, 6, 6)), True),
        ("E7", (4, 4), (4, 4), False, False, (2, 0), ((4, 4), (4, 4)), False),
    ],
)
def test_worked_single_roll_examples(
    example: str,
    attack: tuple[int, ...],
    defence: tuple[int, ...],
    general: bool,
    marshal: bool,
    losses: tuple[int, int],
    modified: tuple[tuple[int, ...], tuple[int, ...]],
    top_to_attacker: bool,
) -> None:
    """Spec §11.1 E1-E7: sorting, +1 on the top die, pairwise comparison, ties to the defender;
    ``top_to_attacker`` says the General is kept / the Marshal discarded."""
    b = resolve(attack, defence, general=general, marshal=marshal)
    assert b.losses == losses, example
    assert (b.attack_mod, b.defence_mod) == modified, example
    assert b.top_to_attacker is top_to_attacker, example


def test_dice_order_does_not_matter() -> None:
    """§5.3: dice are sorted before comparing, never added."""
    assert resolve((1, 5, 3), (2, 5), general=False, marshal=False).losses == (1, 1)
