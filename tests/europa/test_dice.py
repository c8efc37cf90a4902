"""Battles (spec §5.3, §11): the exact tables of the spec and the seeded dice.

The tables below are copied from rules/europa.md §11 ("Exact battle
probabilities"): for each (attack dice, defence dice), the number of the 6^n
equally likely rolls giving (attacker loses, defender loses).
"""

from __future__ import annotations

import itertools
import math

import pytest

from game.core import Rng
from game.europa.dice import dice_cap, odds, resolve, roll

NONE = {
    (1, 1): {(0, 1): 15, (1, 0): 21},
    (1, 2): {(0, 1): 55, (1, 0): 161},
    (1, 3): {(0, 1): 225, (1, 0): 1071},
    (2, 1): {(0, 1): 125, (1, 0): 91},
    (2, 2): {(0, 2): 295, (1, 1): 420, (2, 0): 581},
    (2, 3): {(0, 2): 979, (1, 1): 1981, (2, 0): 4816},
    (3, 1): {(0, 1): 855, (1, 0): 441},
    (3, 2): {(0, 2): 2890, (1, 1): 2611, (2, 0): 2275},
    (3, 3): {(0, 3): 6420, (1, 2): 10017, (2, 1): 12348, (3, 0): 17871},
}
GENERAL = {
    (1, 1): {(0, 1): 21, (1, 0): 15},
    (1, 2): {(0, 1): 91, (1, 0): 125},
    (1, 3): {(0, 1): 441, (1, 0): 855},
    (2, 1): {(0, 1): 161, (1, 0): 55},
    (2, 2): {(0, 2): 405, (1, 1): 486, (2, 0): 405},
    (2, 3): {(0, 2): 1444, (1, 1): 2977, (2, 0): 3355},
    (3, 1): {(0, 1): 1071, (1, 0): 225},
    (3, 2): {(0, 2): 3970, (1, 1): 2377, (2, 0): 1429},
    (3, 3): {(0, 3): 9357, (1, 2): 11472, (2, 1): 14409, (3, 0): 11418},
}
MARSHAL = {
    (1, 1): {(0, 1): 10, (1, 0): 26},
    (1, 2): {(0, 1): 30, (1, 0): 186},
    (1, 3): {(0, 1): 100, (1, 0): 1196},
    (2, 1): {(0, 1): 90, (1, 0): 126},
    (2, 2): {(0, 2): 190, (1, 1): 415, (2, 0): 691},
    (2, 3): {(0, 2): 554, (1, 1): 1656, (2, 0): 5566},
    (3, 1): {(0, 1): 640, (1, 0): 656},
    (3, 2): {(0, 2): 1860, (1, 1): 3176, (2, 0): 2740},
    (3, 3): {(0, 3): 3703, (1, 2): 9737, (2, 1): 12408, (3, 0): 20808},
}
# Top-pair table (§11): rolls where the attacker wins the highest comparison.
TOP_PAIR = {  # (a, d): (none, General, Marshal)
    (1, 1): (15, 21, 10),
    (1, 2): (55, 91, 30),
    (1, 3): (225, 441, 100),
    (2, 1): (125, 161, 90),
    (2, 2): (505, 791, 290),
    (2, 3): (2183, 4109, 1008),
    (3, 1): (855, 1071, 640),
    (3, 2): (3667, 5593, 2172),
    (3, 3): (16437, 30219, 7786),
}
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
