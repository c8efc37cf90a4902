"""Victory points (spec 3.9, TD-28, TD-29, REC-A17, A18, A31)."""

from __future__ import annotations

import pytest

from game.vinci import board, tiles
from game.vinci.scoring import empire_vp, province_vp

from .builders import occ

#: TD-28's four provinces on this map: a yellow plain, a light-green province
#: with a pickaxe, a mountain, a forest with an anchor.
FOUR = ("francia", "serbia", "alpi", "livonia")


def test_the_four_test_provinces_have_the_features_td28_needs() -> None:
    terr = {p: board.PROVINCES[p] for p in FOUR}
    assert terr["francia"].terrain == board.FARMLAND and not terr["francia"].mine and not terr["francia"].port
    assert terr["serbia"].terrain == board.PASTURE and terr["serbia"].mine and not terr["serbia"].port
    assert terr["alpi"].terrain == board.MOUNTAIN and not terr["alpi"].mine and not terr["alpi"].port
    assert terr["livonia"].terrain == board.FOREST and terr["livonia"].port and not terr["livonia"].mine


@pytest.mark.parametrize(
    ("civ", "expected"),
    [
        ((), 3),
        ((tiles.MINING, tiles.CURRENCY), 9),
        ((tiles.MOUNTAIN_SKILL, tiles.AGRICULTURE), 5),
        ((tiles.SPECIALTY, tiles.MINING), 7),
        ((tiles.CATTLE, tiles.PORTS), 5),
    ],
)
def test_active_empire_scores_base_and_tile_bonuses(civ: tuple[str, ...], expected: int) -> None:
    """TD-28: mountains give 0 base [L422-429]; Mining +2, Currency +1 everywhere, Specialty doubles."""
    occupancy = {p: occ(0, 2) for p in FOUR}
    assert empire_vp(occupancy, 0, False, civ) == expected


def test_declined_empire_scores_only_persistent_tiles() -> None:
    """TD-29 (REC-A18): MINING_D keeps +2 in decline, plain MINING gives nothing."""
    occupancy = {p: occ(0, 1, True) for p in FOUR}
    assert empire_vp(occupancy, 0, True, (tiles.MINING_D,)) == 5
    assert empire_vp(occupancy, 0, True, ()) == 3


def test_empty_provinces_do_not_score() -> None:
    """Spec 3.9: provinces count only while they hold a token."""
    occupancy = {"francia": occ(0, 0), "serbia": occ(0, 1)}
    assert empire_vp(occupancy, 0, False, ()) == 1


def test_agriculture_counts_yellow_provinces_or_all_non_mountains_by_option() -> None:
    """REC-A17 and its option agriculture_all."""
    assert province_vp("francia", (tiles.AGRICULTURE,)) == 2
    assert province_vp("serbia", (tiles.AGRICULTURE,)) == 1
    assert province_vp("serbia", (tiles.AGRICULTURE,), agriculture_all=True) == 2
    assert province_vp("alpi", (tiles.AGRICULTURE,), agriculture_all=True) == 0


def test_persistent_tile_works_while_active_too() -> None:
    """REC-A18: a "non attiva" tile also works while its empire is active."""
    assert province_vp("serbia", (tiles.MINING_D, tiles.CATTLE_D)) == 1 + 2 + 1
