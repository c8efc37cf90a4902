"""Civilisation tiles: the bag, red numbers and starting tokens (spec 1.6, 6, TV-01..TD-05)."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import Rng
from game.vinci import rules, tiles
from game.vinci.state import Player

from .builders import table


def test_bag_holds_52_tiles_of_26_kinds_two_each() -> None:
    """52 tiles of 26 kinds [L75-79, L100-101]; 2 copies each (DECISIONS.md)."""
    counts = Counter(tiles.BAG)
    assert len(tiles.BAG) == 52 and len(counts) == 26 and set(counts.values()) == {2}


def test_red_numbers_given_by_the_rulebook() -> None:
    """Astronomy 5 and Mountain skill 4 [L162-172]; design values stay in 1..6."""
    assert tiles.RED[tiles.ASTRONOMY] == 5 and tiles.RED[tiles.MOUNTAIN_SKILL] == 4
    assert all(1 <= v <= 6 for k, v in tiles.RED.items() if k != tiles.SPECIALTY)


def test_pairs_give_eleven_to_eighteen_tokens_with_four_players() -> None:
    """DECISIONS.md: a pair gives roughly 11 to 17 tokens in a 4-player game."""
    kinds = [k for k in tiles.KINDS if k != tiles.SPECIALTY]
    sums = [tiles.start_tokens((a, b), 6) for a in kinds for b in kinds]
    assert 9 <= min(sums) and max(sums) <= 18


@pytest.mark.parametrize(
    ("players", "expected"),
    [(5, 13), (4, 15), (3, 17), (6, 12)],
)
def test_starting_tokens_are_red_numbers_plus_the_player_count_extra(players: int, expected: int) -> None:
    """TV-01 (5 players: 13), TV-02 (4: 15), TD-03 (3: 17, 6: 12) for Astronomy + Mountain skill."""
    state = table(players)
    pair = (tiles.ASTRONOMY, tiles.MOUNTAIN_SKILL)
    assert tiles.start_tokens(pair, rules.extra_tokens(state, 0)) == expected


def test_specialty_gives_twice_the_other_red_number_plus_one() -> None:
    """TV-04: Specialty + a red-3 tile with 5 players -> 7 + 4 = 11 [L639-644];
    TD-05: Specialty + Astronomy, 4 players -> 2*5 + 1 + 6 = 17."""
    assert tiles.start_tokens((tiles.SPECIALTY, tiles.CURRENCY), 4) == 11
    assert tiles.RED[tiles.CURRENCY] == 3
    assert tiles.start_tokens((tiles.ASTRONOMY, tiles.SPECIALTY), 6) == 17


def test_variant_extra_tokens_real_six_virtual_eight_or_more() -> None:
    """TD-03: virtual seat 17, virtual at difficulty 9 -> 18, real seat in the variant 15 [L744-746, L824-829]."""
    pair = (tiles.ASTRONOMY, tiles.MOUNTAIN_SKILL)
    solo = table(4, {"mode": "solo"})
    assert tiles.start_tokens(pair, rules.extra_tokens(solo, 1)) == 17
    assert tiles.start_tokens(pair, rules.extra_tokens(solo, 0)) == 15
    hard = table(4, {"mode": "solo", "ai_extra_tokens": 9})
    assert tiles.start_tokens(pair, rules.extra_tokens(hard, 2)) == 18


def test_specialty_doubles_the_other_tile_and_identical_tiles_add_up() -> None:
    """REC-A31 / A5: Specialty x2; two identical tiles are cumulative."""
    assert tiles.multiplier((tiles.SPECIALTY, tiles.MINING), tiles.MINING) == 2
    assert tiles.multiplier((tiles.WEAPONS, tiles.WEAPONS), tiles.WEAPONS) == 2
    assert tiles.multiplier((tiles.WEAPONS, tiles.MINING), tiles.WEAPONS) == 1
    assert tiles.multiplier((tiles.WEAPONS, tiles.MINING), tiles.CURRENCY) == 0


def test_a_drawn_pair_never_holds_two_specialty_tiles() -> None:
    """REC-A5: the second Specialty goes back and another tile is drawn."""
    for seed in range(40):
        bag = [tiles.SPECIALTY, tiles.SPECIALTY, tiles.WEAPONS]
        pair = rules._draw_pair(bag, Rng(seed))
        assert sorted(pair) != [tiles.SPECIALTY, tiles.SPECIALTY]
        assert sorted([*pair, *bag]) == sorted([tiles.SPECIALTY, tiles.SPECIALTY, tiles.WEAPONS])


def test_persistent_kinds_are_the_four_yellow_decline_versions() -> None:
    """REC-A18: 22 named abilities + 4 persistent versions = 26 kinds."""
    assert tiles.PERSISTENT == {tiles.AGRICULTURE_D, tiles.CATTLE_D, tiles.MINING_D, tiles.PORTS_D}
    assert all(tiles.COLOUR[k] == "yellow" for k in tiles.PERSISTENT)
    assert Player(10).tiles == ()
