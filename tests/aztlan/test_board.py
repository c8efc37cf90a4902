"""The Aztlán map: board data and the generated SVG agree, and the design constraints hold.

Sources: rulebook p. 2 (30 territories, 5 types, lakes are not territories), p. 7 (lakes break
adjacency); spec rules/aztlan.md §5 (map checklist); DECISIONS.md (6 of each type, 4 to 6 lakes).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from game.aztlan.board import (
    ADJACENT,
    LAKES,
    REGION_IDS,
    TERRITORIES,
    TERRITORY_IDS,
    TYPE_OF,
    TYPES,
    lake_shore,
    territory_name,
)
from game.core.graph import asymmetries, is_connected
from tools.maps import aztlan as mapgen

SVG = Path(__file__).resolve().parents[2] / "assets" / "maps" / "aztlan.svg"
NS = {"svg": "http://www.w3.org/2000/svg"}

#: The largest number of bonus territories the rulebook's scoring card prints for each possession size
#: (spec TV-Z8 analysis): a property of the real map, kept by this design.
PRINTED_MAX_B = {1: 1, 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 5, 8: 5, 9: 5}


def _svg() -> ET.Element:
    return ET.parse(SVG).getroot()


def _group(root: ET.Element, name: str) -> ET.Element:
    found = root.find(f".//svg:g[@id='{name}']", NS)
    assert found is not None, f"no <g id={name!r}>"
    return found


def test_thirty_territories_six_of_each_type() -> None:
    """p. 2: 30 territories of 5 types; spec B2 / DECISIONS.md: 6 of each."""
    assert len(TERRITORIES) == 30
    assert Counter(TYPE_OF.values()) == {kind: 6 for kind in TYPES}


def test_four_to_six_lakes_each_bordered_by_at_least_two_territories() -> None:
    """DECISIONS.md: 4 to 6 lakes; spec §5: every lake has at least 2 bordering territories."""
    assert 4 <= len(LAKES) <= 6
    for lake in LAKES:
        assert len(lake_shore(lake)) >= 2
        assert set(lake_shore(lake)) <= set(TERRITORY_IDS)
        assert list(lake_shore(lake)) == sorted(lake_shore(lake))


def test_adjacency_is_symmetric_without_self_loops_and_connected() -> None:
    """Spec §5: symmetric, no self-loops, one connected land."""
    assert asymmetries(ADJACENT) == []
    assert all(t not in ADJACENT[t] for t in TERRITORY_IDS)
    assert set(ADJACENT) == set(TERRITORY_IDS)
    assert is_connected(ADJACENT, TERRITORY_IDS)


def test_interior_territories_have_four_to_seven_neighbours() -> None:
    """Spec §5 [EXT]: interior territories have 4 to 6 neighbours; every territory at least 3."""
    degrees = [len(ADJACENT[t]) for t in TERRITORY_IDS]
    assert min(degrees) >= 3 and max(degrees) <= 7


def test_no_two_adjacent_territories_share_a_type() -> None:
    """Spec §5 [INFERRED] and DECISIONS.md: possessions rich in one type must be built."""
    assert [(a, b) for a in TERRITORY_IDS for b in ADJACENT[a] if TYPE_OF[a] == TYPE_OF[b]] == []


def test_no_possession_exceeds_the_printed_bonus_counts() -> None:
    """Spec TV-Z8: the scoring card leaves blank every (n, b) cell with b above 1, 1, 2, 3, 3, 4, 5, 5, 5 for
    n = 1..9; no connected set of territories on this map reaches a blank cell."""
    index = {t: i for i, t in enumerate(TERRITORY_IDS)}
    near = [sum(1 << index[u] for u in ADJACENT[t]) for t in TERRITORY_IDS]
    masks = {kind: sum(1 << index[t] for t in TERRITORY_IDS if TYPE_OF[t] == kind) for kind in TYPES}
    layer = {1 << i for i in range(len(TERRITORY_IDS))}
    for n in range(1, 10):
        for m in layer:
            worst = max(bin(m & k).count("1") for k in masks.values())
            assert worst <= PRINTED_MAX_B[n], (n, [t for t in TERRITORY_IDS if m >> index[t] & 1])
        grown = set()
        for m in layer:
            frontier = 0
            for i in range(len(TERRITORY_IDS)):
                if m >> i & 1:
                    frontier |= near[i]
            frontier &= ~m
            while frontier:
                bit = frontier & -frontier
                grown.add(m | bit)
                frontier ^= bit
        layer = grown


def test_svg_has_one_shape_per_region_and_no_other() -> None:
    """Map convention: every territory and lake has exactly one shape with data-region, in <g id="regions">."""
    regions = _group(_svg(), "regions")
    ids = [el.get("data-region") for el in regions.iter() if el.get("data-region")]
    assert Counter(ids) == Counter(REGION_IDS)


def test_svg_shapes_carry_anchors_inside_the_view_box_and_types() -> None:
    """Map convention: data-x / data-y anchors in viewBox units; territory shapes say their type."""
    root = _svg()
    assert root.get("viewBox") == "0 0 1000 1000"
    for el in _group(root, "regions").iter():
        region = el.get("data-region")
        if not region:
            continue
        x, y = float(el.get("data-x", "-1")), float(el.get("data-y", "-1"))
        assert 0 < x < 1000 and 0 < y < 1000, region
        expected = "lake" if region in LAKES else TYPE_OF[region]
        assert el.get("data-kind") == expected


def test_svg_labels_name_every_territory_legibly() -> None:
    """Map convention: names in <g id="labels">, at least 14 viewBox units high (legible on a tablet)."""
    labels = _group(_svg(), "labels")
    texts = {el.text: float(el.get("font-size", "0")) for el in labels.iter() if el.tag.endswith("text")}
    for name, _ in TERRITORIES.values():
        assert name in texts and texts[name] >= 14, name
    assert all(size >= 14 for size in texts.values())


def test_svg_draws_score_era_and_turn_tracks() -> None:
    """Issue: the score track (0..99), the era track (5 spaces) and the turn-order track (4 spaces)."""
    root = _svg()
    spaces = Counter(el.get("data-track") for el in root.iter() if el.get("data-track"))
    assert spaces == {"score": 100, "era": 5, "turn": 4}
    assert root.find(".//svg:rect[@id='sea']", NS) is not None


def test_drawn_geometry_has_the_adjacency_of_the_board_data() -> None:
    """The shapes of tools/maps/aztlan.py touch exactly where board.ADJACENT says, and lakes touch exactly
    their shore territories."""
    drawn = mapgen.adjacency()
    assert {t: set(drawn[t]) for t in drawn} == {t: set(ADJACENT[t]) for t in TERRITORY_IDS}
    touching = mapgen.touching()
    for lake in LAKES:
        assert sorted(touching[lake] - set(LAKES)) == list(lake_shore(lake))
        assert not touching[lake] & set(LAKES), f"{lake} touches another lake"


@pytest.mark.parametrize("lang,expected", [("it", "Tollan (città)"), ("en", "Tollan (city)")])
def test_territory_names_in_italian_and_english(lang: str, expected: str) -> None:
    assert territory_name("tollan", lang) == expected
